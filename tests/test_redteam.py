"""The red-team books: whole books written by people who never read the parser, rendered with real tools
(LibreOffice, pandoc, enscript + ps2pdf, tesseract, hand-made web pages), each folder under tests/redteam/ with
its truth.json (docs: the red-team format) and its renderings beside it or in out/. Every rendering must read
exactly (tests/redteam/goals.toml: the default goals, and any rendering with lower ones, saying why), scored by
tests/redteam_score.py. No book found is a failure, not a skip: the corpus is part of `make test`."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from redteam_score import report, score  # noqa: E402

ROOT = HERE / "redteam"
NOT_RENDERINGS = {".json", ".md", ".toml", ".py", ".sh", ".orig"}


def goals() -> dict:
    return tomllib.loads((ROOT / "goals.toml").read_text("utf-8"))


def renderings() -> list[tuple[Path, Path]]:
    """(rendering, its truth.json) for every book folder under tests/redteam/."""
    found = []
    for truth in sorted(ROOT.glob("*/**/truth.json")):
        folder = truth.parent
        for place in (folder, folder / "out"):
            for path in sorted(place.glob("*")):
                if path.is_file() and path.suffix.lower() not in NOT_RENDERINGS and not path.name.startswith(
                        (".", "README")):
                    found.append((path, truth))
    return found


def test_the_red_team_corpus_is_there():
    books = sorted(ROOT.glob("*/**/truth.json"))
    assert books, f"no red-team book under {ROOT}: each book is a folder with truth.json and its renderings"
    for truth in books:
        assert any(rendering_truth == truth for _, rendering_truth in renderings()), \
            f"{truth.parent}: a truth.json with no rendering beside it or in out/"


@pytest.mark.parametrize("rendering,truth", renderings() or [pytest.param(None, None, id="no-books")])
def test_red_team_rendering_reads_exactly(rendering, truth):
    assert rendering is not None, f"no red-team book under {ROOT}"
    table = goals()
    goal = {**table["default"], **table.get(str(rendering.relative_to(ROOT)), {})}
    result = score(rendering, truth)
    text = report(result, examples=5)
    assert not result.refused, text
    assert result.ids >= goal["ids"], text
    assert result.texts >= goal["texts"], text
    assert result.refs >= goal["refs"], text
