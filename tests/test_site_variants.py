"""Builds other than the default one: a public build (LAWREF_PUBLIC=1 leaves personal-use sources out of
everything it generates and says so), a site served from a sub-path (LAWREF_SITE_URL), and a whole book (a
hand-made corpus with front matter, chapters, Definitions and commentary on them, through the build's
LAWREF_CORPUS_FACTORY seam). The public site is also the one served from a sub-path, as a site put online is:
one build (~7 s of CPU, the booklet typeset in it) for the two, whose checks look at different things."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from lawref.corpus.rights import PERSONAL_NOTICE, public_corpus
from lawref.site.structure import page_laws

import wholebook
from sitebuild import REPO, broken_links, build_log, built, parse_page

TESTS = Path(__file__).resolve().parent


def text_of(path: Path) -> str:
    return " ".join("".join(parse_page(path).text).split())


# -- public build ---------------------------------------------------------------------------------------------

SUB_PATH = "https://club.example/laws/"


@pytest.fixture(scope="module")
def public_site() -> Path:
    """The public build, put online under a sub-path (LAWREF_SITE_URL)."""
    return built("public", {"LAWREF_PUBLIC": "1", "LAWREF_SITE_URL": SUB_PATH})


def test_a_public_build_leaves_the_personal_commentary_out_of_every_page(public_site, corpus):
    commentary = [c for c in corpus if c.source == "commentary" and len(c.text) > 40]
    for path in public_site.rglob("*.html"):
        text = text_of(path)
        assert PERSONAL_NOTICE not in text, path
        for clause in commentary:
            assert " ".join(clause.text.split())[:60] not in text, (path, clause.id)
    laws = {p.stem for p in (public_site / "laws").glob("*.html")}
    assert laws == set(page_laws(public_corpus(corpus)))  # Laws 27-31 had only the commentary
    assert not laws & {"27", "28", "29", "30", "31"}


def test_a_public_build_leaves_it_out_of_the_search_data_and_the_booklet(public_site, corpus):
    words = [" ".join(c.text.split())[:40] for c in corpus if c.source == "commentary" and len(c.text) > 40]
    for path in (public_site / "search").rglob("*"):
        if path.is_file():  # whatever the format: plain UTF-8, or JSON with \\u escapes
            data = path.read_text("utf-8", errors="replace")
            data += re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m[1], 16)), data)
            assert not any(w in data for w in words), path
    pdf = PdfReader(io.BytesIO((public_site / "lawref-booklet.pdf").read_bytes()))
    booklet = " ".join(" ".join(page.extract_text() for page in pdf.pages).split())
    assert "Судья действует следующим образом" in booklet  # Law 70 is there
    assert not any(w[:25] in booklet for w in words)


def test_a_public_build_says_what_it_left_out(public_site, corpus):
    left_out = next(s for s in corpus.sources if s.rights == "personal")
    sources = text_of(public_site / "sources.html")
    assert "Не вошло в эту сборку" in sources and left_out.title in sources
    assert f"публичная сборка: не включено «{left_out.title}»" in build_log("public")  # the log speaks Russian
    footer = (public_site / "index.html").read_text("utf-8").split('class="md-copyright"', 1)[1]
    assert "EBL" not in footer.split("</footer>", 1)[0]


# -- served from a sub-path -----------------------------------------------------------------------------------

def test_with_site_url_the_404_page_works_under_a_sub_path(public_site):
    site = public_site
    links = [url for _, _, url in parse_page(site / "404.html").links if url.startswith("/")]
    assert links and all(url.startswith("/laws/") for url in links)
    for url in links:
        assert (site / url.split("#")[0][len("/laws/"):]).exists(), url


# -- a whole book ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def book_site() -> Path:
    path = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return built("wholebook", {"LAWREF_CORPUS_FACTORY": "wholebook:corpus", "PYTHONPATH": path})


def nav_titles(site: Path) -> list[str]:
    # the 404 page: it has the navigation and no contents list of its own mixed into it
    raw = (site / "404.html").read_text("utf-8").split("md-nav--primary", 1)[1]
    return [" ".join(re.sub(r"<[^>]+>", "", t).split())
            for t in re.findall(r'<(?:a|label)[^>]*class="md-nav__link[^"]*"[^>]*>(.*?)</(?:a|label)>', raw, re.S)]


def test_a_whole_book_builds_with_every_link_resolved(book_site):
    assert not broken_links(book_site)


def test_front_matter_comes_before_the_laws_in_the_navigation(book_site):
    titles = nav_titles(book_site)
    for name in ("Титульный лист", "Предисловие", "От переводчика (комментарий)"):
        assert name in titles and titles.index(name) < titles.index("Глава II. Торговля"), name
    page = text_of(book_site / "front/predislovie.html")
    assert "ПРЕДИСЛОВИЕ" in page and "Эти Правила приняты Всемирной федерацией бриджа." in page
    assert PERSONAL_NOTICE in text_of(book_site / "front/c-ot-perevodchika.html")
    assert PERSONAL_NOTICE not in page


def test_chapters_are_the_level_above_laws_in_the_navigation_and_the_home_grid(book_site):
    titles = nav_titles(book_site)
    assert titles.index("Глава II. Торговля") < titles.index("Часть I. Начало торговли") < \
        titles.index("17. Период торговли") < titles.index("Глава III. Нарушения") < \
        titles.index("27. Недостаточное назначение")
    home = (book_site / "index.html").read_text("utf-8").split('class="md-content"', 1)[1]
    for chapter in ("ch1", "ch2", "ch2.p1", "ch3"):
        assert f'id="{chapter}"' in home
    assert home.index('id="ch2.p1"') < home.index('href="laws/17.html"') < home.index('id="ch3"') < \
        home.index('href="laws/27.html"')
    assert len(re.findall(r'class="lawref-cell lawref-', home.split('class="lawref-legend"')[0])) == 93


def test_the_definitions_page_has_each_term_and_the_commentary_on_it(book_site):
    page = parse_page(book_site / "definitions.html")
    raw = (book_site / "definitions.html").read_text("utf-8")
    for term in ("def", "def.vzyatka", "def.kontrakt", "cdef", "cdef.vzyatka"):
        assert term in page.ids, term
    # the commentary on «Взятка» stands beside its definition, before the next term
    assert raw.index('id="def.vzyatka"') < raw.index('id="cdef.vzyatka"') < raw.index('id="def.kontrakt"')
    assert "ред. 1987" in raw.split('id="cdef.vzyatka"', 1)[1].split("</div>", 1)[0]
    assert PERSONAL_NOTICE in text_of(book_site / "definitions.html")
    assert "На этот термин ссылаются: Контракт (Определения)" in text_of(book_site / "definitions.html")


def test_references_to_a_term_are_links_with_previews(book_site):
    law = parse_page(book_site / "laws/17.html")
    link = next(attrs for href, text, attrs in law.a_texts if text == "«Взятка»")
    assert link["href"] == "../definitions.html#def.vzyatka"
    # a reader sees the term by its name, never the internal id «def.vzyatka»
    assert link["title"].startswith("Взятка (Определения) · Глава I. Определения › ОПРЕДЕЛЕНИЯ › Взятка\n")
    assert "Четыре карты, по одной от каждого игрока" in link["title"]


def test_the_glossary_has_every_term_and_every_footnote_definition(book_site):
    text = text_of(book_site / "glossary.html")
    for entry in wholebook.glossary():
        assert entry.term in text and " ".join(entry.definition.split()) in text
    links = [href for href, _, _ in parse_page(book_site / "glossary.html").a_texts]
    assert "definitions.html#def.vzyatka" in links and "laws/17.html#17.fn1" in links


def test_a_reference_across_editions_is_marked_with_both(book_site):
    raw = (book_site / "laws/27.html").read_text("utf-8")
    paragraph = raw.split('id="27.1"', 1)[1].split("</div>", 1)[0]
    assert 'class="lawref-edmark"' in paragraph and "ред. 1987→2017" in paragraph
    link = next(a for _, t, a in parse_page(book_site / "laws/27.html").a_texts if t == "27В1(b)")
    assert "Ссылка из текста редакции 1987 г.; Правило 27 в справочнике — в редакции 2017 г." in link["title"]
    # the Law's own 2017 reference to the same clause is not marked
    law17 = (book_site / "laws/17.html").read_text("utf-8")
    assert "lawref-edmark" not in law17.split('id="17A2"', 1)[1].split("</div>", 1)[0]


def test_a_factory_that_does_not_exist_stops_the_build_in_one_line(tmp_path):
    from sitebuild import build_site

    done = build_site(tmp_path / "site", env_extra={"LAWREF_CORPUS_FACTORY": "no_such_module:corpus"})
    assert done.returncode != 0 and "LAWREF_CORPUS_FACTORY=no_such_module:corpus:" in done.stderr
    assert "Traceback" not in done.stderr
    assert REPO.exists()
