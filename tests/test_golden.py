"""Golden files: each corpus text's parsed clauses, reviewed by hand; found automatically.

For corpus/NAME.txt the golden file is tests/golden/NAME.json (the export of that text alone). After a
deliberate change, regenerate with `LAWREF_UPDATE_GOLDEN=1 make test` and review the diff line by line.
"""

import json
import os

import pytest

from conftest import REPO, SEEDS
from lawref.export import corpus_record
from lawref.corpus.pipeline import load_corpus

GOLDEN = REPO / "tests" / "golden"


def render(seed) -> str:
    record = corpus_record(load_corpus([seed]))
    for source in record["sources"]:
        source["path"] = f"corpus/{seed.name}"
    for clause in record["clauses"]:
        clause["file"] = f"corpus/{seed.name}"
    return json.dumps({"clauses": record["clauses"], "glossary": record["glossary"]}, ensure_ascii=False,
                      indent=1) + "\n"


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
