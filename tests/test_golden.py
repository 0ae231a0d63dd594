"""Golden files: each corpus text's parsed clauses, reviewed by hand; found automatically.

For corpus/NAME.txt the golden file is tests/golden/NAME.json (the export of that text alone). Small whole
books, one per structure (title page, contents, front matter, Definitions, chapters, page furniture, deeper
numbering), are tests/golden/books/NAME.txt with tests/golden/books/NAME.json beside them (read without
metadata: the kind is guessed). After a deliberate change, regenerate with `LAWREF_UPDATE_GOLDEN=1 make test`
and review the diff line by line.
"""

import json
import os

import pytest

from lawref.corpus.export import corpus_record
from lawref.corpus.pipeline import load_corpus

from conftest import REPO, SEEDS
from fidelity import assert_nothing_lost

GOLDEN = REPO / "tests" / "golden"
BOOKS = sorted((GOLDEN / "books").glob("*.txt"))


def render(seed, shown: str | None = None) -> str:
    corpus = load_corpus([seed])
    record = corpus_record(corpus)
    shown = shown or f"corpus/{seed.name}"
    for source in record["sources"]:
        source["path"] = shown
    for clause in record["clauses"]:
        clause["file"] = shown
    removals = [{"line": r.line, "kind": r.kind, "text": r.text} for r in corpus.removals[seed.stem]
                if any(ch.isalnum() for ch in r.text)] if seed.parent.name == "books" else None
    extra = {"removed": removals} if removals is not None else {}
    return json.dumps({"clauses": record["clauses"], "glossary": record["glossary"], **extra}, ensure_ascii=False,
                      indent=1) + "\n"


@pytest.mark.parametrize("book", BOOKS, ids=lambda p: p.stem)
def test_book_structures_match_golden(book, monkeypatch):
    monkeypatch.chdir(REPO)
    golden = book.with_suffix(".json")
    actual = render(book, f"tests/golden/books/{book.name}")
    if os.environ.get("LAWREF_UPDATE_GOLDEN"):
        golden.write_text(actual, "utf-8")
    assert golden.exists(), f"no golden file {golden.name}: run LAWREF_UPDATE_GOLDEN=1 make test and review it"
    assert actual == golden.read_text("utf-8")


@pytest.mark.parametrize("book", BOOKS + SEEDS, ids=lambda p: p.stem)
def test_nothing_lost_in_books(book):
    assert_nothing_lost(load_corpus([book]), book.read_text("utf-8"), book.stem)


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.stem)
def test_parse_matches_golden(seed, monkeypatch):
    monkeypatch.chdir(REPO)
    golden = GOLDEN / f"{seed.stem}.json"
    actual = render(seed)
    if os.environ.get("LAWREF_UPDATE_GOLDEN"):
        golden.write_text(actual, "utf-8")
    assert golden.exists(), f"no golden file {golden.name}: run LAWREF_UPDATE_GOLDEN=1 make test and review it"
    assert actual == golden.read_text("utf-8")


def test_every_seed_has_a_golden_file():
    assert sorted(p.stem for p in GOLDEN.glob("*.json")) == sorted(p.stem for p in SEEDS)
