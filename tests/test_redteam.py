"""The red-team books: whole books written by people who never read the parser, rendered with real tools
(LibreOffice, pandoc, enscript + ps2pdf, tesseract, hand-made web pages), each folder under tests/redteam/ with
its truth.json (docs: the red-team format) and its renderings. tests/redteam/goals.toml says which files are
renderings and the goals each must reach (exact, unless a row says otherwise and why), scored by
tests/redteam_score.py. No book found is a failure, not a skip: the corpus is part of `make test`."""

from __future__ import annotations

import functools
import sys
import tomllib
from pathlib import Path

import pytest

from lawref.messages import Messages

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from redteam_score import report  # noqa: E402

from conftest import score_once  # noqa: E402

ROOT = HERE / "redteam"
RUSSIAN = Messages("ru")


@functools.cache  # read once, not once per rendering (151 of them, ~5 ms each); no test changes it
def table() -> dict:
    return tomllib.loads((ROOT / "goals.toml").read_text("utf-8"))


def rows() -> list[dict]:
    return table().get("rendering", [])


def books() -> list[Path]:
    return sorted(truth.parent for truth in ROOT.glob("**/truth.json"))


def test_the_red_team_corpus_is_there():
    found = books()
    assert found, f"no red-team book under {ROOT}: each book is a folder with truth.json and its renderings"
    listed = {row["book"] for row in rows()}
    for folder in found:
        assert str(folder.relative_to(ROOT)) in listed, \
            f"{folder}: a book with no rendering listed in tests/redteam/goals.toml"


@functools.cache
def site_rows() -> frozenset[int]:
    """The first rendering of each book that is read, not refused: the site's pages are made from it too (one per
    book: ~0.1-0.2 s each; every rendering would be ~20 s a run)."""
    first: dict[str, int] = {}
    for number, row in enumerate(rows()):
        if not row.get("refused"):
            first.setdefault(row["book"], number)
    return frozenset(first.values())


def reading(row: dict):
    """The score of a goals.toml row's rendering as it is, read once per test run (conftest `score_once`) and
    shared by every test that scores that rendering against that truth: test_formats_ocr's reviewed rows and its
    DjVu against its PDF take test_redteam's reading, made with the site's pages where the row is a site row."""
    folder = ROOT / row["book"]
    paths = [folder / name for name in row["files"]]
    site = rows().index(row) in site_rows()
    return score_once(paths, folder / row.get("truth", "truth.json"), site=site)


def row_of(book: str, file: str, truth: str = "truth.json") -> dict:
    """The goals.toml row that reads `file` (as listed, e.g. «out/scan.pdf») of `book` alone against `truth`."""
    found = [row for row in rows() if row["book"] == book and row["files"] == [file]
             and row.get("truth", "truth.json") == truth]
    assert len(found) == 1, f"tests/redteam/goals.toml: {len(found)} rows read {book}/{file} against {truth}"
    return found[0]


def _id(row: dict) -> str:
    return f"{row['book']}/{'+'.join(Path(f).name or 'folder' for f in row['files'])}"


@pytest.mark.parametrize("row", rows(), ids=_id)
def test_red_team_rendering_reads_exactly(row):
    folder = ROOT / row["book"]
    paths = [folder / name for name in row["files"]]
    missing = [str(p) for p in paths if not p.exists()]
    assert not missing, f"listed in goals.toml but not there: {missing}"
    goal = {**table()["default"], **row}
    site = rows().index(row) in site_rows()
    result = reading(row)  # shared with test_formats_ocr

    def shown() -> str:  # the report is made only for a failing assertion (~4 ms a row, 237 rows)
        return report(result, examples=5)

    if row.get("refused"):
        assert result.refused and "\n" not in result.refused, shown()
        # a refusal names its real cause (`refused_says`: words its message must hold), never a misleading one
        assert row.get("refused_says", "") in result.refused, shown()
        return
    assert not result.refused, shown()
    # `lawref check` names each removal to the reader: in Russian, never by its internal kind
    unlabelled = sorted(kind for kind in result.removal_kinds if RUSSIAN.get(f"removal_{kind}", "") == "")
    assert not unlabelled, f"{_id(row)}: removal kinds without a label in messages.toml: {unlabelled}"
    assert result.ids >= goal["ids"], shown()
    assert result.texts >= goal["texts"], shown()
    assert result.refs >= goal["refs"], shown()
    if site:  # the book a user holds becomes a site: a page for every Law it has
        assert result.site_pages and not result.site_missing, \
            f"{_id(row)}: the site's pages: {len(result.site_pages)} made, Laws without one: {result.site_missing}"
