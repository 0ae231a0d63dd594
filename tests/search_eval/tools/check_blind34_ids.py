#!/usr/bin/env python3
"""Standalone checker for the blind34 held-out search-evaluation query sets.

Run as:  python3 tests/search_eval/tools/check_blind34_ids.py
The tests/ directory is taken as three levels up from this script's own path
(tests/search_eval/tools/<this file>); the query files are expected in
tests/search_eval/.  Overrides (for running before the files are moved):
  BLIND34_TESTS_DIR   -- path of the tests/ directory (holds golden/, redteam/)
  BLIND34_QUERIES_DIR -- directory holding queries_blind34_*.yaml
Exit status 1 on any problem; prints 'ALL OK' otherwise.  Stdlib only.
"""
import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND34_TESTS_DIR") or HERE.parents[2])
QDIR = Path(os.environ.get("BLIND34_QUERIES_DIR") or (TESTS / "search_eval"))

SETS = {
    "queries_blind34_seed.yaml": {
        "corpora": ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"],
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind34_book.yaml": {
        "corpora": ["redteam/modern/truth.json"],
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12, "typos": 12,
                   "questions": 12, "ids_prose": 10, "oneword": 10},
        "min_laws": 50,
    },
    "queries_blind34_ladya.yaml": {
        "corpora": ["redteam/ladya2007/truth.json"],
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5, "typos": 6,
                   "questions": 8, "ids_prose": 4},
        "laws_only": True,
    },
}

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\\]+"(?:, "[^"\\]+")*)\]\}'
    r'(?P<comment>  # (?P<ctext>\S.*))?$'
)
ID_RE = re.compile(r'"([^"\\]+)"')
HEADER_PREFIXES = (
    "# BLIND, HELD OUT search evaluation set 34 -- ",
    "# Files read: ",
    "# Relevance: ",
)


def load_clauses(rel):
    data = json.loads((TESTS / rel).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = data["clauses"]
    return [c for c in data if isinstance(c, dict) and c.get("id")]


def law_of(cid):
    m = re.match(r"c?(\d+)", cid)
    return m.group(1) if m else None


def check_file(name, spec):
    problems = []
    path = QDIR / name
    if not path.is_file():
        return ["missing file %s" % path], {}
    ids, law_heads = set(), set()
    for rel in spec["corpora"]:
        for c in load_clauses(rel):
            ids.add(c["id"])
            if c.get("kind") == "law":
                law_heads.add(c["id"])
    if spec.get("laws_only"):
        # keep only clauses belonging to one of the book's Laws
        ids = {i for i in ids if law_of(i) in law_heads}
    lines = path.read_text(encoding="utf-8").splitlines()
    for k, prefix in enumerate(HEADER_PREFIXES):
        if k >= len(lines) or not lines[k].startswith(prefix):
            problems.append("header line %d must start with %r" % (k + 1, prefix))
    counts, seen, laws_used = {}, set(), set()
    for n, line in enumerate(lines, 1):
        if line.startswith("#"):
            continue
        if not line.strip():
            problems.append("line %d: blank line" % n)
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append("line %d: does not match the strict form: %s" % (n, line))
            continue
        q, cat = m.group("q"), m.group("cat")
        rel = ID_RE.findall(m.group("ids"))
        if cat not in spec["counts"]:
            problems.append("line %d: unknown category %r" % (n, cat))
        counts[cat] = counts.get(cat, 0) + 1
        key = " ".join(q.lower().replace("ё", "е").split())
        if key in seen:
            problems.append("line %d: duplicate query %r" % (n, q))
        seen.add(key)
        if q != q.strip() or not q.strip():
            problems.append("line %d: empty or padded query" % n)
        if not 1 <= len(rel) <= 5:
            problems.append("line %d: %d ids (need 1-5)" % (n, len(rel)))
        if len(set(rel)) != len(rel):
            problems.append("line %d: repeated id in relevant" % n)
        for i in rel:
            laws_used.add(law_of(i))
            if i not in ids:
                problems.append("line %d: id %r not in corpus" % (n, i))
        if cat == "typos" and not m.group("comment"):
            problems.append("line %d: typos query needs a '# meant text' comment" % n)
        if cat == "titles" and (not rel or rel[0] not in law_heads):
            problems.append("line %d: titles query must start with a Law heading id" % n)
    if len(laws_used - {None}) < spec.get("min_laws", 0):
        problems.append("only %d different Laws in relevant ids, want at least %d"
                        % (len(laws_used - {None}), spec["min_laws"]))
    for cat, want in spec["counts"].items():
        if counts.get(cat, 0) != want:
            problems.append("category %s: %d queries, want %d" % (cat, counts.get(cat, 0), want))
    return problems, counts


def main():
    bad = False
    for name, spec in SETS.items():
        try:
            problems, counts = check_file(name, spec)
        except Exception as e:  # unreadable corpus etc.
            problems, counts = ["error: %r" % (e,)], {}
        total = sum(counts.values())
        if problems:
            bad = True
            print("%s: %d problem(s), %d queries" % (name, len(problems), total))
            for p in problems:
                print("  - " + p)
        else:
            print("%s: OK, %d queries %s" % (name, total, dict(sorted(counts.items()))))
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
