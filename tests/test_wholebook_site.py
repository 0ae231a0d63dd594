"""The done-when of the whole-books issue, end to end (issue 8): the generator's law book as a PDF and its
commentary as a DOCX build the site, its search data and the booklet. Its own module, apart from
tests/test_wholebook.py, so that this one long build (a whole book: mkdocs, search data, booklet) runs on another
pytest-xdist worker than the generated books' other tests (`--dist loadfile` keeps a module on one worker)."""

from __future__ import annotations

import re
import shutil

import pytest

from bookgen import make_books
from booklet_read import broken_lines

SEED = 1


@pytest.fixture(scope="module")
def rendered(rendered_books):
    out, manifest = rendered_books
    return out, manifest, make_books(SEED).all()


def test_a_whole_book_in_other_formats_gives_the_site_search_and_booklet(rendered, tmp_path):
    """The done-when of the whole-books issue, end to end: the law book as a PDF and the commentary as a DOCX,
    dropped into a corpus folder with no metadata, build the site (every Law, definition and chapter page and
    anchor, no broken link), its search data (the terms of the Definitions) and the booklet (every Law and
    chapter in its outline, no justified line ending short mid-paragraph)."""
    from pypdf import PdfReader

    from sitebuild import broken_links, build_site

    out, manifest, books = rendered
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(out / "law.pdf", folder / "law.pdf")
    shutil.copy(out / "commentary.docx", folder / "commentary.docx")
    site = tmp_path / "site"
    done = build_site(site, corpus=folder, env_extra={"LAWREF_CACHE": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr[-3000:]
    law = books["law"]
    for clause in law.clauses:
        if clause.kind == "law":
            assert (site / "laws" / f"{clause.id}.html").is_file(), clause.id
    definitions = (site / "definitions.html").read_text("utf-8")
    terms = [c for c in law.clauses if c.kind == "definition"]
    assert terms and all(f'id="{c.id}"' in definitions for c in terms)
    home = (site / "index.html").read_text("utf-8")
    assert all(c.title in home for c in law.clauses if c.kind == "chapter" and "." not in c.id)
    assert not broken_links(site)
    data = " ".join(p.read_text("utf-8") for p in (site / "search").rglob("*.js"))
    assert all(c.id in data for c in terms)  # every term is searchable by its id, its words in the shards
    outline = PdfReader(site / "lawref-booklet.pdf").outline

    def titles(items):
        for item in items:
            yield from titles(item) if isinstance(item, list) else [item.title]
    printed = " ".join(titles(outline))
    missing = [c.id for c in law.clauses if c.kind == "law" and not re.search(rf"Правило {c.id}(?!\d)", printed, re.I)]
    assert not missing, f"Laws not in the booklet's outline: {missing}"
    # no justified line ends short mid-paragraph (main had 4: «точ‐» / «ное» in 9.2, «ука‐» in 26.1, «шитель»)
    clauses = [c for key in ("law", "commentary") for c in books[key].clauses]
    assert broken_lines(site / "lawref-booklet.pdf", clauses) == []
