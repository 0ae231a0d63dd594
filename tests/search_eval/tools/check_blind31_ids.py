#!/usr/bin/env python3
"""Standalone checker for the blind search-evaluation query set 31 (stdlib only).

Expected layout after moving:
    tests/search_eval/queries_blind31_{seed,book,klub}.yaml
    tests/search_eval/tools/check_blind31_ids.py   (this file)
The tests/ directory is located three levels up from this file's own path.
Overrides (for running before the move):
    BLIND31_TESTS_ROOT  -- the tests/ directory holding golden/ and redteam/
    BLIND31_QUERY_DIR   -- the directory holding the three YAML files
Prints a line per file and ALL OK; exits 1 on any problem.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.environ.get("BLIND31_TESTS_ROOT") or os.path.dirname(os.path.dirname(HERE))
QDIR = os.environ.get("BLIND31_QUERY_DIR") or os.path.join(TESTS, "search_eval")

SEED = ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]
BOOK = ["redteam/modern/truth.json"]
KLUB = ["redteam/klub2008/truth.json"]

FILES = {
    "queries_blind31_seed.yaml": (SEED, {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                                         "questions": 10, "ids_prose": 10}),
    "queries_blind31_book.yaml": (BOOK, {"situations": 30, "titles": 12, "trade": 12, "english": 12,
                                         "typos": 12, "questions": 12, "ids_prose": 10, "oneword": 10}),
    "queries_blind31_klub.yaml": (KLUB, {"situations": 15, "titles": 6, "trade": 6, "english": 5,
                                         "typos": 6, "questions": 8, "ids_prose": 4}),
}

LINE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\\]+"(?:, "[^"\\]+")*)\]\}'
    r'(?:  # (?P<comment>\S.*))?$'
)
HEADER = [
    "# BLIND, HELD OUT search evaluation set 31 -- ",
    "# Files read: ",
    "# Relevance: ",
]


def load_corpus(paths):
    ids, law_ids = set(), set()
    for rel in paths:
        with open(os.path.join(TESTS, rel), encoding="utf-8") as fh:
            data = json.load(fh)
        clauses = data["clauses"] if isinstance(data, dict) else data
        for c in clauses:
            cid = c.get("id")
            if not cid:
                continue
            ids.add(cid)
            if c.get("kind") == "law":
                law_ids.add(cid)
    return ids, law_ids


def law_of(cid):
    m = re.match(r"^(\d+)", cid)
    return m.group(1) if m else None


def check_file(name, paths, want):
    problems = []
    path = os.path.join(QDIR, name)
    ids, law_ids = load_corpus(paths)
    is_klub = paths == KLUB
    counts = {}
    seen = set()
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for i, prefix in enumerate(HEADER):
        if i >= len(lines) or not lines[i].startswith(prefix):
            problems.append("header line %d must start with %r" % (i + 1, prefix))
    n = 0
    for ln, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = LINE.match(line)
        if not m:
            problems.append("line %d: does not match the strict format" % ln)
            continue
        n += 1
        q, cat = m.group("q"), m.group("cat")
        rel = re.findall(r'"([^"\\]+)"', m.group("ids"))
        if cat not in want:
            problems.append("line %d: unknown category %r" % (ln, cat))
        counts[cat] = counts.get(cat, 0) + 1
        key = " ".join(q.lower().split())
        if key in seen:
            problems.append("line %d: duplicate query %r" % (ln, q))
        seen.add(key)
        if not 1 <= len(rel) <= 5:
            problems.append("line %d: %d ids (need 1-5)" % (ln, len(rel)))
        if len(set(rel)) != len(rel):
            problems.append("line %d: repeated id" % ln)
        for r in rel:
            if r not in ids:
                problems.append("line %d: id %r not in corpus" % (ln, r))
            elif is_klub and law_of(r) not in law_ids:
                problems.append("line %d: id %r not in klub2008's Laws" % (ln, r))
        if cat == "typos" and not m.group("comment"):
            problems.append("line %d: typo query needs a # comment with the meant text" % ln)
        if cat == "titles" and rel and rel[0] not in law_ids:
            problems.append("line %d: titles must start with a Law heading id, got %r" % (ln, rel[0]))
    for cat, k in want.items():
        if counts.get(cat, 0) != k:
            problems.append("category %s: %d queries, want %d" % (cat, counts.get(cat, 0), k))
    return n, counts, problems


def main():
    bad = False
    for name, (paths, want) in FILES.items():
        try:
            n, counts, problems = check_file(name, paths, want)
        except (OSError, ValueError, KeyError) as exc:
            n, counts, problems = 0, {}, ["cannot check: %s" % exc]
        status = "OK" if not problems else "FAIL"
        print("%s: %s, %d queries, %s" % (name, status, n,
              ", ".join("%s=%d" % kv for kv in sorted(counts.items()))))
        for p in problems:
            print("   - " + p)
        bad = bad or bool(problems)
    if bad:
        print("PROBLEMS FOUND")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
