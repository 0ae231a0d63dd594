#!/usr/bin/env python3
"""Standalone checker for the blind search-evaluation set 26 (helper blind26).

Run as `python3 tests/search_eval/tools/check_blind26_ids.py` once the query files live in
tests/search_eval/. The tests/ directory is found three levels up from this script
(tests/search_eval/tools/<this file>). Before the move, set BLIND26_TESTS to the tests/
directory and BLIND26_QDIR to the directory holding the three YAML files.
Standard library only. Prints a line per file and `ALL OK`; exits 1 on any problem.
"""
import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND26_TESTS") or HERE.parents[2])
QDIR = Path(os.environ.get("BLIND26_QDIR") or (TESTS / "search_eval"))

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\\]+"(?:, "[^"\\]+")*)\]\}'
    r'(?:  # (?P<comment>\S.*))?$'
)
ID_RE = re.compile(r'"([^"\\]+)"')

SEED_FILES = ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]
BOOK_FILE = "redteam/modern/truth.json"
VKAMSK_FILE = "redteam/vkamsk2019/truth.json"

SPECS = {
    "queries_blind26_seed.yaml": {
        "corpus": "seed",
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind26_book.yaml": {
        "corpus": "book",
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12, "typos": 12,
                   "questions": 12, "ids_prose": 10, "oneword": 10},
    },
    "queries_blind26_vkamsk.yaml": {
        "corpus": "vkamsk",
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5, "typos": 6,
                   "questions": 8, "ids_prose": 4},
    },
}
HEADER_PREFIXES = [
    "# BLIND, HELD OUT search evaluation set 26 -- ",
    "# Files read: ",
    "# Relevance: ",
]


def load_clauses(rel):
    data = json.loads((TESTS / rel).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = data.get("clauses", [])
    return [c for c in data if isinstance(c, dict)]


def corpus_ids():
    """Return {corpus: (all ids, law heading ids)}."""
    seed = []
    for rel in SEED_FILES:
        seed += load_clauses(rel)
    book = load_clauses(BOOK_FILE)
    vk = load_clauses(VKAMSK_FILE)

    def ids(cl, kinds=None):
        return {c["id"] for c in cl if "id" in c and (kinds is None or c.get("kind") in kinds)}

    vk_law_kinds = {"law", "section", "item"}  # the Laws only: no chapters, front matter or terms
    return {
        "seed": (ids(seed), ids(seed, {"law"})),
        "book": (ids(book), ids(book, {"law"})),
        "vkamsk": (ids(vk, vk_law_kinds), ids(vk, {"law"})),
    }


def check_file(path, spec, corpora):
    problems = []
    all_ids, law_ids = corpora[spec["corpus"]]
    if not path.is_file():
        return [f"missing file {path}"], {}
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, pref in enumerate(HEADER_PREFIXES):
        if i >= len(lines) or not lines[i].startswith(pref):
            problems.append(f"header line {i + 1} must start with {pref!r}")
    counts = {}
    seen = set()
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append(f"line {n}: does not match the query format")
            continue
        q, cat, comment = m.group("q"), m.group("cat"), m.group("comment")
        ids = ID_RE.findall(m.group("ids"))
        if cat not in spec["counts"]:
            problems.append(f"line {n}: unknown category {cat!r}")
        counts[cat] = counts.get(cat, 0) + 1
        key = q.strip().casefold()
        if key in seen:
            problems.append(f"line {n}: duplicate query {q!r}")
        seen.add(key)
        if not 1 <= len(ids) <= 5:
            problems.append(f"line {n}: {len(ids)} ids (need 1-5)")
        if len(set(ids)) != len(ids):
            problems.append(f"line {n}: repeated id in relevant list")
        for x in ids:
            if x not in all_ids:
                problems.append(f"line {n}: id {x!r} not in the {spec['corpus']} corpus")
        if cat == "typos" and not (comment and comment.strip()):
            problems.append(f"line {n}: typos query needs a '# meant text' comment")
        if cat == "titles" and (not ids or ids[0] not in law_ids):
            problems.append(f"line {n}: titles query must start with a Law heading id")
    for cat, want in spec["counts"].items():
        if counts.get(cat, 0) != want:
            problems.append(f"category {cat}: {counts.get(cat, 0)} queries, expected {want}")
    return problems, counts


def main():
    try:
        corpora = corpus_ids()
    except (OSError, ValueError, KeyError) as exc:
        print(f"cannot load corpora under {TESTS}: {exc}")
        return 1
    bad = False
    for name, spec in SPECS.items():
        problems, counts = check_file(QDIR / name, spec, corpora)
        total = sum(counts.values())
        if problems:
            bad = True
            print(f"{name}: {len(problems)} problem(s), {total} queries")
            for p in problems:
                print(f"  - {p}")
        else:
            detail = ", ".join(f"{k} {v}" for k, v in counts.items())
            print(f"{name}: OK, {total} queries ({detail})")
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
