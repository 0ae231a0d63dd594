#!/usr/bin/env python3
"""Standalone checker for the blind27 held-out search evaluation query sets.

Intended location: tests/search_eval/tools/check_blind27_ids.py, with the three
YAML files in tests/search_eval/. Run from anywhere:

    python3 tests/search_eval/tools/check_blind27_ids.py

`tests/` is located three levels up from this script's own path
(tools -> search_eval -> tests). Before the files are moved, two optional
environment variables override the locations:

    BLIND27_TESTS_DIR   the tests/ directory holding golden/ and redteam/
    BLIND27_QUERY_DIR   the directory holding queries_blind27_*.yaml

Checks, per file: every query line matches a strict regex; every id exists in
that file's corpus; 1-5 ids per query, none repeated; no duplicate queries;
per-category counts equal the required ones; typos carry a `# comment`;
titles start with a Law heading id; kubgu ids belong to kubgu2021's Laws.
Prints a line per file and `ALL OK`; exits 1 on any problem. Stdlib only.
"""
import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND27_TESTS_DIR") or HERE.parents[2])
QDIR = Path(os.environ.get("BLIND27_QUERY_DIR") or (TESTS / "search_eval"))

SEED_FILES = ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]
BOOK_FILE = "redteam/modern/truth.json"
KUBGU_FILE = "redteam/kubgu2021/truth.json"

SETS = {
    "queries_blind27_seed.yaml": {
        "corpus": "seed",
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind27_book.yaml": {
        "corpus": "book",
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12,
                   "typos": 12, "questions": 12, "ids_prose": 10, "oneword": 10},
    },
    "queries_blind27_kubgu.yaml": {
        "corpus": "kubgu",
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5,
                   "typos": 6, "questions": 8, "ids_prose": 4},
    },
}

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\\]+"(?:, "[^"\\]+")*)\]\}'
    r'(?:  # (?P<comment>\S.*))?$'
)
ID_RE = re.compile(r'"([^"\\]+)"')
HEADER_PREFIXES = [
    "# BLIND, HELD OUT search evaluation set 27 -- ",
    "# Files read: ",
    "# Relevance: ",
]
LAW_KINDS = {"law", "section", "item"}


def _clauses(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = data.get("clauses", [])
    return [c for c in data if isinstance(c, dict) and c.get("id")]


def load_corpora():
    seed = set()
    for rel in SEED_FILES:
        seed.update(c["id"] for c in _clauses(TESTS / rel))
    book_cl = _clauses(TESTS / BOOK_FILE)
    kub_cl = _clauses(TESTS / KUBGU_FILE)
    return {
        "seed": {"ids": seed, "heads": set()},
        "book": {"ids": {c["id"] for c in book_cl if c.get("kind") != "chapter"},
                 "heads": {c["id"] for c in book_cl if c.get("kind") == "law"}},
        # kubgu: only clauses of its Laws (headings, sections, items)
        "kubgu": {"ids": {c["id"] for c in kub_cl if c.get("kind") in LAW_KINDS},
                  "heads": {c["id"] for c in kub_cl if c.get("kind") == "law"}},
    }


def check_file(name, spec, corpora):
    problems = []
    path = QDIR / name
    if not path.is_file():
        return [f"missing file {path}"], {}
    corpus = corpora[spec["corpus"]]
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, prefix in enumerate(HEADER_PREFIXES):
        if i >= len(lines) or not lines[i].startswith(prefix):
            problems.append(f"header line {i + 1} must start with {prefix!r}")
    counts = {}
    seen_q = {}
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append(f"line {n}: does not match the query format")
            continue
        q, cat, comment = m.group("q"), m.group("cat"), m.group("comment")
        ids = ID_RE.findall(m.group("ids"))
        if q != q.strip() or not q.strip():
            problems.append(f"line {n}: query has leading/trailing spaces or is empty")
        key = " ".join(q.lower().replace("ё", "е").split())
        if key in seen_q:
            problems.append(f"line {n}: duplicate query (first at line {seen_q[key]})")
        else:
            seen_q[key] = n
        if cat not in spec["counts"]:
            problems.append(f"line {n}: unknown category {cat!r}")
        counts[cat] = counts.get(cat, 0) + 1
        if not 1 <= len(ids) <= 5:
            problems.append(f"line {n}: {len(ids)} ids (need 1-5)")
        if len(set(ids)) != len(ids):
            problems.append(f"line {n}: repeated id")
        for cid in ids:
            if cid not in corpus["ids"]:
                problems.append(f"line {n}: id {cid!r} not in {spec['corpus']} corpus")
        if cat == "typos" and not comment:
            problems.append(f"line {n}: typo query without a # comment giving the meant text")
        if cat == "titles" and (not ids or ids[0] not in corpus["heads"]):
            problems.append(f"line {n}: titles query must start with a Law heading id")
    for cat, want in spec["counts"].items():
        if counts.get(cat, 0) != want:
            problems.append(f"category {cat}: {counts.get(cat, 0)} queries, need {want}")
    return problems, counts


def main():
    try:
        corpora = load_corpora()
    except (OSError, ValueError) as exc:
        print(f"cannot load corpora under {TESTS}: {exc}")
        return 1
    bad = False
    for name, spec in SETS.items():
        problems, counts = check_file(name, spec, corpora)
        total = sum(counts.values())
        if problems:
            bad = True
            print(f"{name}: {len(problems)} problem(s)")
            for p in problems:
                print(f"  - {p}")
        else:
            detail = ", ".join(f"{c} {counts[c]}" for c in spec["counts"])
            print(f"{name}: OK ({total} queries: {detail})")
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
