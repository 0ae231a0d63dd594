#!/usr/bin/env python3
"""Standalone checker for the blind search-evaluation query set 29 (stdlib only).

Expected layout after moving:  tests/search_eval/tools/check_blind29_ids.py
  tests/        = three levels up from this script (parents[2] of its resolved path)
  query files   = tests/search_eval/queries_blind29_{seed,book,zavolzh}.yaml
Overrides (for running before the move):
  BLIND29_TESTS_ROOT   path of the tests/ directory holding golden/ and redteam/
  BLIND29_QUERIES_DIR  directory holding the three queries_blind29_*.yaml files
Exit status 0 and 'ALL OK' when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND29_TESTS_ROOT") or HERE.parents[2]).resolve()
QDIR = Path(os.environ.get("BLIND29_QUERIES_DIR") or (TESTS / "search_eval")).resolve()

SEED_FILES = ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]
BOOK_FILE = "redteam/modern/truth.json"
ZAV_FILE = "redteam/zavolzh2009/truth.json"

EXPECTED = {
    "seed": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
             "questions": 10, "ids_prose": 10},
    "book": {"situations": 30, "titles": 12, "trade": 12, "english": 12,
             "typos": 12, "questions": 12, "ids_prose": 10, "oneword": 10},
    "zavolzh": {"situations": 15, "titles": 6, "trade": 6, "english": 5,
                "typos": 6, "questions": 8, "ids_prose": 4},
}

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\s]+"(?:, "[^"\s]+")*)\]\}'
    r'(?P<comment>  # (?P<ctext>\S.*))?$'
)
ID_RE = re.compile(r'"([^"]+)"')
HEADER_PREFIXES = [
    "# BLIND, HELD OUT search evaluation set 29 -- ",
    "# Files read: ",
    "# Relevance: ",
]


def load_clauses(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    if isinstance(data, dict):
        data = data["clauses"]
    return [c for c in data if isinstance(c, dict) and c.get("id")]


def corpus(name):
    """Return (all ids, law heading ids, ids allowed for this file)."""
    if name == "seed":
        clauses = []
        for f in SEED_FILES:
            clauses += load_clauses(TESTS / f)
    else:
        clauses = load_clauses(TESTS / (BOOK_FILE if name == "book" else ZAV_FILE))
    ids = {c["id"] for c in clauses}
    laws = {c["id"] for c in clauses if c.get("kind") == "law"}
    allowed = set(ids)
    if name == "zavolzh":
        # only clauses that belong to one of its Laws (not chapter headings)
        allowed = set()
        for c in clauses:
            if c.get("kind") == "chapter":
                continue
            m = re.match(r"^(\d+)", c["id"])
            if m and m.group(1) in laws:
                allowed.add(c["id"])
    return ids, laws, allowed


def check_file(name):
    problems = []
    path = QDIR / f"queries_blind29_{name}.yaml"
    if not path.is_file():
        return [f"missing file {path}"], Counter()
    ids, laws, allowed = corpus(name)
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, prefix in enumerate(HEADER_PREFIXES):
        if i >= len(lines) or not lines[i].startswith(prefix):
            problems.append(f"line {i + 1}: header line must start with {prefix!r}")
    counts = Counter()
    seen = {}
    for no, line in enumerate(lines, 1):
        if no <= len(HEADER_PREFIXES) and line.startswith("#"):
            continue
        if not line.strip():
            problems.append(f"line {no}: blank line")
            continue
        if line.startswith("#"):
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append(f"line {no}: does not match the strict query-line form")
            continue
        q, cat = m.group("q"), m.group("cat")
        rel = ID_RE.findall(m.group("ids"))
        counts[cat] += 1
        if cat not in EXPECTED[name]:
            problems.append(f"line {no}: unknown category {cat!r}")
        if q != q.strip() or not q.strip():
            problems.append(f"line {no}: query has leading/trailing spaces or is empty")
        key = " ".join(q.lower().split())
        if key in seen:
            problems.append(f"line {no}: duplicate query (first at line {seen[key]})")
        else:
            seen[key] = no
        if not 1 <= len(rel) <= 5:
            problems.append(f"line {no}: {len(rel)} ids, need 1-5")
        if len(set(rel)) != len(rel):
            problems.append(f"line {no}: duplicate ids in relevant")
        for r in rel:
            if r not in ids:
                problems.append(f"line {no}: id {r!r} not in the {name} corpus")
            elif r not in allowed:
                problems.append(f"line {no}: id {r!r} is not inside one of zavolzh2009's Laws")
        if cat == "typos" and not m.group("comment"):
            problems.append(f"line {no}: typos query needs a '# meant text' comment")
        if cat == "titles" and (not rel or rel[0] not in laws):
            problems.append(f"line {no}: titles query must start with a Law heading id")
    for cat, want in EXPECTED[name].items():
        if counts[cat] != want:
            problems.append(f"category {cat}: {counts[cat]} queries, expected {want}")
    return problems, counts


def main():
    bad = False
    for name in ("seed", "book", "zavolzh"):
        try:
            problems, counts = check_file(name)
        except (OSError, ValueError, KeyError) as exc:
            problems, counts = [f"cannot load: {exc}"], Counter()
        total = sum(counts.values())
        summary = ", ".join(f"{c} {counts[c]}" for c in EXPECTED[name])
        if problems:
            bad = True
            print(f"{name}: {total} queries ({summary}) -- {len(problems)} problem(s)")
            for p in problems:
                print(f"  {p}")
        else:
            print(f"{name}: OK, {total} queries ({summary})")
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
