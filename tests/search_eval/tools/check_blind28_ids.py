#!/usr/bin/env python3
"""Standalone checker for the blind28 held-out search evaluation query sets.

Intended location: tests/search_eval/tools/check_blind28_ids.py
Run from anywhere:  python3 tests/search_eval/tools/check_blind28_ids.py

It locates tests/ as three levels up from this file (tools -> search_eval -> tests)
and reads the three YAML files from tests/search_eval/.  Only stdlib is used; the
YAML files are parsed line by line with a strict regex (not a YAML library).

Environment overrides (for running before the files are moved):
  BLIND28_TESTS_DIR    path used instead of the tests/ directory (corpora are read
                       from <it>/golden and <it>/redteam)
  BLIND28_QUERIES_DIR  directory holding queries_blind28_*.yaml
                       (default: <tests>/search_eval)
Exit status 0 and "ALL OK" when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
TESTS = Path(os.environ.get("BLIND28_TESTS_DIR") or HERE.parents[2]).resolve()
QDIR = Path(os.environ.get("BLIND28_QUERIES_DIR") or (TESTS / "search_eval")).resolve()

SEED_FILES = ["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]
BOOK_FILE = "redteam/modern/truth.json"
KARE_FILE = "redteam/kare2004/truth.json"

EXPECTED = {
    "queries_blind28_seed.yaml": {
        "corpus": "seed",
        "counts": {"situations": 20, "trade": 10, "english": 10, "typos": 10,
                   "questions": 10, "ids_prose": 10},
    },
    "queries_blind28_book.yaml": {
        "corpus": "book",
        "counts": {"situations": 30, "titles": 12, "trade": 12, "english": 12,
                   "typos": 12, "questions": 12, "ids_prose": 10, "oneword": 10},
    },
    "queries_blind28_kare.yaml": {
        "corpus": "kare",
        "counts": {"situations": 15, "titles": 6, "trade": 6, "english": 5,
                   "typos": 6, "questions": 8, "ids_prose": 4},
    },
}

LINE_RE = re.compile(
    r'^- \{q: "(?P<q>[^"\\]+)", category: (?P<cat>[a-z_]+), '
    r'relevant: \[(?P<ids>"[^"\s,]+"(?:, "[^"\s,]+")*)\]\}'
    r'(?:\s+#\s*(?P<comment>\S.*))?$'
)
ID_RE = re.compile(r'"([^"]+)"')
TS = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"
HEADER_RES = [
    re.compile(r"^# BLIND, HELD OUT search evaluation set 28 -- .+\. Written by helper blind28, "
               r"started " + TS + r", finished " + TS + r"\.$"),
    re.compile(r"^# Files read: .+\. No lawref code, search data, docs, other query sets or "
               r"results were read; nothing run\.$"),
    re.compile(r"^# Relevance: \S.+$"),
]
# clause kinds that may be judged relevant (chapters, front matter etc. are not targets)
TARGET_KINDS_BOOK = {"law", "section", "item"}


def load_clauses(rel):
    path = TESTS / rel
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    if isinstance(data, dict):
        data = data.get("clauses", [])
    return data


def corpus_ids():
    """Return {corpus: (all_target_ids, law_heading_ids)}."""
    out = {}
    ids, heads = set(), set()
    for rel in SEED_FILES:
        for c in load_clauses(rel):
            if "id" in c:
                ids.add(c["id"])
                if c.get("kind") == "law" or (c.get("kind") == "commentary" and c.get("parent") is None):
                    heads.add(c["id"])
    out["seed"] = (ids, heads)
    for name, rel in (("book", BOOK_FILE), ("kare", KARE_FILE)):
        ids, heads = set(), set()
        for c in load_clauses(rel):
            if "id" in c and c.get("kind") in TARGET_KINDS_BOOK:
                ids.add(c["id"])
                if c.get("kind") == "law":
                    heads.add(c["id"])
        out[name] = (ids, heads)
    return out


def law_of(cid):
    m = re.match(r"^(\d+)", cid)
    return m.group(1) if m else None


def check_file(fname, spec, corpora):
    problems = []
    path = QDIR / fname
    if not path.is_file():
        return [f"missing file {path}"], {}
    ids_ok, heads = corpora[spec["corpus"]]
    kare_laws = corpora["kare"][1]
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, rx in enumerate(HEADER_RES):
        if i >= len(lines) or not rx.match(lines[i]):
            problems.append(f"line {i + 1}: header line {i + 1} missing or malformed")
    counts = {}
    seen_q = {}
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = LINE_RE.match(line)
        if not m:
            problems.append(f"line {n}: does not match the strict query-line format")
            continue
        q, cat, comment = m.group("q"), m.group("cat"), m.group("comment")
        ids = ID_RE.findall(m.group("ids"))
        if q != q.strip() or not q.strip():
            problems.append(f"line {n}: query has leading/trailing blanks or is empty")
        key = " ".join(q.lower().replace("ё", "е").split())
        if key in seen_q:
            problems.append(f"line {n}: duplicate query (first at line {seen_q[key]})")
        else:
            seen_q[key] = n
        if cat not in spec["counts"]:
            problems.append(f"line {n}: category {cat!r} not allowed in this file")
        counts[cat] = counts.get(cat, 0) + 1
        if not 1 <= len(ids) <= 5:
            problems.append(f"line {n}: {len(ids)} ids (need 1-5)")
        if len(set(ids)) != len(ids):
            problems.append(f"line {n}: duplicate id in relevant list")
        for cid in ids:
            if cid not in ids_ok:
                problems.append(f"line {n}: id {cid!r} not in the {spec['corpus']} corpus")
            if spec["corpus"] == "kare" and law_of(cid) not in kare_laws:
                problems.append(f"line {n}: id {cid!r} is not in one of kare2004's Laws")
        if cat == "typos" and not comment:
            problems.append(f"line {n}: typos query needs a '# meant text' comment")
        if cat == "titles" and (not ids or ids[0] not in heads):
            problems.append(f"line {n}: titles query must start with a Law heading id")
    for cat, want in spec["counts"].items():
        if counts.get(cat, 0) != want:
            problems.append(f"category {cat}: {counts.get(cat, 0)} queries, expected {want}")
    return problems, counts


def main():
    try:
        corpora = corpus_ids()
    except (OSError, ValueError) as exc:
        print(f"cannot load corpora under {TESTS}: {exc}")
        return 1
    bad = False
    for fname, spec in EXPECTED.items():
        problems, counts = check_file(fname, spec, corpora)
        total = sum(counts.values())
        summary = ", ".join(f"{k} {counts.get(k, 0)}" for k in spec["counts"])
        if problems:
            bad = True
            print(f"{fname}: FAIL ({total} queries: {summary})")
            for p in problems:
                print(f"  - {p}")
        else:
            print(f"{fname}: OK ({total} queries: {summary})")
    if bad:
        print("PROBLEMS FOUND")
        return 1
    print("ALL OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
