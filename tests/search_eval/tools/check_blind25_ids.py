#!/usr/bin/env python3
"""Checker for blind search-evaluation query set 25 (stdlib only).

Default layout: this script lives in tests/search_eval/tools/, the YAML files in
tests/search_eval/, the corpora under tests/golden and tests/redteam.
Overrides: BLIND25_TESTS=<tests dir>, BLIND25_QUERIES=<dir holding the yaml files>.
Exit 1 on any problem, else prints ALL OK.
"""
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND25_TESTS") or HERE.parents[2])
QDIR = Path(os.environ.get("BLIND25_QUERIES") or TESTS / "search_eval")

LINE = re.compile(
    r'^- \{q: "(?P<q>[^"\n]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\n]+"(?:, "[^"\n]+")*)\]\}'
    r'(?:  # (?P<comment>\S.*))?$'
)

FILES = {
    "queries_blind25_seed.yaml": {
        "corpus": ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"],
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind25_book.yaml": {
        "corpus": ["redteam/modern/truth.json"],
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12, "typos": 12,
                   "questions": 12, "ids_prose": 10, "oneword": 10},
    },
    "queries_blind25_privolga.yaml": {
        "corpus": ["redteam/privolga2009/truth.json"],
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5, "typos": 6,
                   "questions": 8, "ids_prose": 4},
        "laws_only": True,
    },
}


def load_corpus(rel_paths):
    """Return {id: kind} for every clause that has an id."""
    ids = {}
    for rel in rel_paths:
        data = json.loads((TESTS / rel).read_text(encoding="utf-8"))
        clauses = data["clauses"] if isinstance(data, dict) else data
        for c in clauses:
            if c.get("id"):
                ids[c["id"]] = c.get("kind", "")
    return ids


def check_file(name, spec):
    problems = []
    path = QDIR / name
    if not path.is_file():
        return [f"missing file {path}"], Counter()
    ids = load_corpus(spec["corpus"])
    laws_only = spec.get("laws_only", False)
    counts = Counter()
    seen = set()
    header = 0
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        if line.startswith("#"):
            header += 1
            continue
        m = LINE.match(line)
        if not m:
            problems.append(f"line {n}: does not match the strict form")
            continue
        q, cat = m.group("q"), m.group("cat")
        rel = re.findall(r'"([^"]+)"', m.group("ids"))
        if cat not in spec["counts"]:
            problems.append(f"line {n}: unknown category {cat!r}")
        counts[cat] += 1
        key = " ".join(q.lower().split())
        if key in seen:
            problems.append(f"line {n}: duplicate query {q!r}")
        seen.add(key)
        if not 1 <= len(rel) <= 5:
            problems.append(f"line {n}: {len(rel)} ids (need 1-5)")
        if len(set(rel)) != len(rel):
            problems.append(f"line {n}: repeated id in {rel}")
        for i in rel:
            if i not in ids:
                problems.append(f"line {n}: id {i!r} not in corpus")
            elif laws_only and (ids[i] == "chapter" or i.startswith("ch")):
                problems.append(f"line {n}: id {i!r} is not inside a Law")
        if cat == "typos" and not m.group("comment"):
            problems.append(f"line {n}: typos query needs '# meant text' comment")
        if cat == "titles" and (not rel or ids.get(rel[0]) != "law"):
            problems.append(f"line {n}: titles must start with a Law heading id, got {rel[:1]}")
    if header < 3:
        problems.append("fewer than 3 header comment lines")
    for cat, want in spec["counts"].items():
        if counts[cat] != want:
            problems.append(f"category {cat}: {counts[cat]} queries, want {want}")
    return problems, counts


def main():
    bad = False
    for name, spec in FILES.items():
        problems, counts = check_file(name, spec)
        total = sum(counts.values())
        status = "OK" if not problems else f"{len(problems)} problem(s)"
        print(f"{name}: {total} queries {dict(counts)} -- {status}")
        for p in problems:
            print("   ", p)
        bad = bad or bool(problems)
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
