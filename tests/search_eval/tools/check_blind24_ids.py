#!/usr/bin/env python3
"""Checker for the blind held-out query set 24 (helper blind24).

Meant to live at tests/search_eval/tools/check_blind24_ids.py and be run from
anywhere as `python3 tests/search_eval/tools/check_blind24_ids.py`.

The tests/ directory is taken as three levels up from this script's own path
(tools/ -> search_eval/ -> tests/).  Two environment variables override the
defaults, so the check can run before the files are moved:
  BLIND24_TESTS    directory holding golden/ and redteam/ (default: tests/)
  BLIND24_QUERIES  directory holding queries_blind24_*.yaml
                   (default: tests/search_eval/)

Checks per line: strict format, known category, 1-5 ids, no repeated id,
every id exists in its corpus, exact count per category, a comment on every
typos line, titles start with a Law heading id, abi ids lie in abi2000's Laws,
no duplicate query text within a file, and the three header comment lines.
Prints a verdict per file and `ALL OK`; exits 1 on any problem.  stdlib only.
"""
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

SCRIPT = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND24_TESTS") or SCRIPT.parents[2])
QUERIES = Path(os.environ.get("BLIND24_QUERIES") or TESTS / "search_eval")

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\\]+"(?:, "[^"\\]+")*)\]\}'
    r'(?:  # (?P<comment>\S.*))?$'
)
ID_RE = re.compile(r'"([^"\\]+)"')

HEADER = [
    "# BLIND, HELD OUT search evaluation set 24 -- ",
    "# Files read: ",
    "# Relevance: ",
]

SPECS = {
    "queries_blind24_seed.yaml": {
        "corpus": "seed",
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind24_book.yaml": {
        "corpus": "book",
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12,
                   "typos": 12, "questions": 12, "ids_prose": 10, "oneword": 10},
    },
    "queries_blind24_abi.yaml": {
        "corpus": "abi",
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5,
                   "typos": 6, "questions": 8, "ids_prose": 4},
    },
}

LAW_KINDS = {"law", "section", "item"}


def load_corpora():
    """Return {corpus: (all_ids, heading_ids)}."""
    out = {}
    seed_ids, seed_heads = set(), set()
    for name in ("000_e2f9e180dbca6f62.json", "001_91c3f04bc14c0505.json"):
        data = json.loads((TESTS / "golden" / name).read_text(encoding="utf-8"))
        for c in data["clauses"]:
            seed_ids.add(c["id"])
            if c.get("kind") in ("law", "commentary"):
                seed_heads.add(c["id"])
    out["seed"] = (seed_ids, seed_heads)
    for key, sub in (("book", "modern"), ("abi", "abi2000")):
        data = json.loads((TESTS / "redteam" / sub / "truth.json").read_text(encoding="utf-8"))
        ids, heads = set(), set()
        for c in data["clauses"]:
            cid = c.get("id")
            # only clauses of the Laws themselves (no chapters, terms, notes)
            if cid and c.get("kind") in LAW_KINDS:
                ids.add(cid)
                if c["kind"] == "law":
                    heads.add(cid)
        out[key] = (ids, heads)
    return out


def norm(q):
    return " ".join(q.lower().replace("ё", "е").split())


def check_file(path, spec, corpora):
    problems = []
    if not path.is_file():
        return [f"missing file {path}"], Counter()
    all_ids, heads = corpora[spec["corpus"]]
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, prefix in enumerate(HEADER):
        if i >= len(lines) or not lines[i].startswith(prefix):
            problems.append(f"header line {i + 1} must start with {prefix!r}")
    counts = Counter()
    seen = {}
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append(f"line {n}: does not match the strict query format")
            continue
        q, cat, comment = m.group("q"), m.group("cat"), m.group("comment")
        ids = ID_RE.findall(m.group("ids"))
        if cat not in spec["counts"]:
            problems.append(f"line {n}: unknown category {cat!r}")
            continue
        counts[cat] += 1
        if q != q.strip() or not q.strip():
            problems.append(f"line {n}: query has stray spaces or is empty")
        key = norm(q)
        if key in seen:
            problems.append(f"line {n}: duplicate query (first at line {seen[key]})")
        else:
            seen[key] = n
        if not 1 <= len(ids) <= 5:
            problems.append(f"line {n}: {len(ids)} ids, need 1-5")
        if len(set(ids)) != len(ids):
            problems.append(f"line {n}: repeated id")
        for cid in ids:
            if cid not in all_ids:
                problems.append(f"line {n}: id {cid!r} not in {spec['corpus']} corpus"
                                + (" Laws" if spec["corpus"] != "seed" else ""))
        if cat == "typos" and not (comment and comment.strip()):
            problems.append(f"line {n}: typos line needs a '# meant: ...' comment")
        if cat == "titles" and (not ids or ids[0] not in heads):
            problems.append(f"line {n}: titles must start with a Law heading id")
    for cat, want in spec["counts"].items():
        if counts[cat] != want:
            problems.append(f"category {cat}: {counts[cat]} queries, want {want}")
    return problems, counts


def main():
    try:
        corpora = load_corpora()
    except (OSError, ValueError, KeyError) as exc:
        print(f"cannot load corpora under {TESTS}: {exc}")
        return 1
    bad = False
    for name, spec in SPECS.items():
        problems, counts = check_file(QUERIES / name, spec, corpora)
        total = sum(counts.values())
        if problems:
            bad = True
            print(f"{name}: {len(problems)} problem(s), {total} queries")
            for p in problems:
                print(f"  - {p}")
        else:
            detail = ", ".join(f"{c} {counts[c]}" for c in spec["counts"])
            print(f"{name}: OK, {total} queries ({detail})")
    if bad:
        print("FAILED")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
