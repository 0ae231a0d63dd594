#!/usr/bin/env python3
"""Standalone checker for the blind30 held-out query sets (stdlib only).

Expected layout after moving:  tests/search_eval/queries_blind30_*.yaml
                               tests/search_eval/tools/check_blind30_ids.py
`tests/` is located three levels up from this script's own path.
Overrides (for running before the move):
  BLIND30_TESTS_ROOT  -> path of the `tests/` directory (holds golden/ and redteam/)
  BLIND30_QUERY_DIR   -> directory holding the three YAML files (default: <tests>/search_eval)
Exit 0 and print ALL OK when everything passes, exit 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND30_TESTS_ROOT") or HERE.parents[2])
QDIR = Path(os.environ.get("BLIND30_QUERY_DIR") or (TESTS / "search_eval"))

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"]+"(?:, "[^"]+")*)\]\}'
    r'(?P<tail>\s+#\s*(?P<comment>\S.*))?$'
)
ID_RE = re.compile(r'"([^"]+)"')

SETS = {
    "queries_blind30_seed.yaml": {
        "corpora": ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"],
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind30_book.yaml": {
        "corpora": ["redteam/modern/truth.json"],
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12, "typos": 12,
                   "questions": 12, "ids_prose": 10, "oneword": 10},
    },
    "queries_blind30_libru.yaml": {
        "corpora": ["redteam/libru1998/truth.json"],
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5, "typos": 6,
                   "questions": 8, "ids_prose": 4},
        "laws_only": True,
    },
}
HEADER_PREFIXES = ("# BLIND, HELD OUT search evaluation set 30 -- ", "# Files read:", "# Relevance:")
NON_LAW_KINDS = {"chapter", "front", "definitions", "term"}


def load_clauses(rel):
    data = json.loads((TESTS / rel).read_text(encoding="utf-8"))
    return data["clauses"] if isinstance(data, dict) else data


def law_of(cid):
    m = re.match(r"\d+", cid)
    return m.group(0) if m else None


def check_file(name, spec):
    problems = []
    path = QDIR / name
    if not path.is_file():
        return [f"missing file {path}"], Counter()
    ids, heading_ids, law_numbers = set(), set(), set()
    for rel in spec["corpora"]:
        for c in load_clauses(rel):
            cid = c.get("id")
            if not cid:
                continue
            kind = c.get("kind")
            if spec.get("laws_only") and kind in NON_LAW_KINDS:
                continue
            ids.add(cid)
            if kind == "law":
                heading_ids.add(cid)
                law_numbers.add(cid)
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, pre in enumerate(HEADER_PREFIXES):
        if i >= len(lines) or not lines[i].startswith(pre):
            problems.append(f"header line {i + 1} should start with {pre!r}")
    counts, seen = Counter(), set()
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append(f"line {n}: does not match the strict query form")
            continue
        q, cat = m.group("q"), m.group("cat")
        rel_ids = ID_RE.findall(m.group("ids"))
        key = " ".join(q.casefold().split())
        if key in seen:
            problems.append(f"line {n}: duplicate query {q!r}")
        seen.add(key)
        if cat not in spec["counts"]:
            problems.append(f"line {n}: category {cat!r} not allowed here")
        counts[cat] += 1
        if not 1 <= len(rel_ids) <= 5:
            problems.append(f"line {n}: {len(rel_ids)} ids (need 1-5)")
        if len(set(rel_ids)) != len(rel_ids):
            problems.append(f"line {n}: repeated id in relevant list")
        for cid in rel_ids:
            if cid not in ids:
                problems.append(f"line {n}: id {cid!r} not in corpus")
            elif spec.get("laws_only") and law_of(cid) not in law_numbers:
                problems.append(f"line {n}: id {cid!r} not under one of the corpus's Laws")
        if cat == "typos" and not m.group("comment"):
            problems.append(f"line {n}: typo query without '# intended text' comment")
        if cat == "titles" and (not rel_ids or rel_ids[0] not in heading_ids):
            problems.append(f"line {n}: titles query must list a Law heading id first")
    for cat, want in spec["counts"].items():
        if counts[cat] != want:
            problems.append(f"category {cat}: {counts[cat]} queries, expected {want}")
    return problems, counts


def main():
    bad = False
    for name, spec in SETS.items():
        problems, counts = check_file(name, spec)
        total = sum(counts.values())
        status = "OK" if not problems else f"{len(problems)} problem(s)"
        print(f"{name}: {total} queries {dict(counts)} -> {status}")
        for p in problems:
            print(f"  - {p}")
        bad = bad or bool(problems)
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
