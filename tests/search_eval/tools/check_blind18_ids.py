#!/usr/bin/python3
"""Checker for blind18 query sets: every relevant id exists in its corpus, category counts as briefed."""
import json, re, sys
from collections import Counter
import yaml

T = "/work/main/tests/"
def ids(*files):
    out = set()
    for f in files:
        d = json.load(open(T + f))
        for c in (d["clauses"] if isinstance(d, dict) else d):
            if c.get("id"):
                out.add(c["id"])
    return out

SETS = {
    "queries_blind18_seed.yaml": (ids("golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"),
        {"situations": 20, "trade": 10, "english": 10, "typos": 10, "questions": 10, "ids_prose": 10}),
    "queries_blind18_book.yaml": (ids("redteam/modern/truth.json"),
        {"situations": 30, "titles": 12, "trade": 12, "english": 12, "typos": 12, "questions": 12, "ids_prose": 10, "oneword": 10}),
    "queries_blind18_ledov.yaml": (ids("redteam/ledov2024/truth.json"),
        {"situations": 14, "titles": 6, "trade": 6, "english": 5, "typos": 6, "questions": 8, "ids_prose": 5}),
}
HEAD = re.compile(r"^(c?\d+)$")  # Law heading / commentary heading ids
bad = 0
for fn, (known, want) in SETS.items():
    text = open(fn, encoding="utf-8").read()
    rows = yaml.safe_load(text)
    heads = [l for l in text.splitlines() if l.startswith("#")][:3]
    if not (heads and heads[0].startswith("# BLIND, HELD OUT search evaluation set 18") and "FINISH_UTC" not in text):
        print(f"{fn}: header missing or unfinished"); bad += 1
    got = Counter(r["category"] for r in rows)
    qs = Counter(r["q"] for r in rows)
    for r in rows:
        rel = r["relevant"]
        if not 1 <= len(rel) <= 5 or len(set(rel)) != len(rel):
            print(f"{fn}: bad relevant list {rel} for {r['q']!r}"); bad += 1
        for i in rel:
            if i not in known:
                print(f"{fn}: unknown id {i!r} for {r['q']!r}"); bad += 1
        if r["category"] == "titles" and not HEAD.match(rel[0]):
            print(f"{fn}: titles query not headed by a heading id: {r['q']!r}"); bad += 1
        if r["category"] == "typos" and not re.search(re.escape(r["q"]) + r'".*#\s*\S', text):
            print(f"{fn}: typo without meant-text comment: {r['q']!r}"); bad += 1
    dup = [q for q, n in qs.items() if n > 1]
    if dup:
        print(f"{fn}: duplicate queries {dup}"); bad += 1
    if dict(got) != want:
        print(f"{fn}: category counts {dict(got)} != {want}"); bad += 1
    print(f"{fn}: {len(rows)} queries, {sum(len(r['relevant']) for r in rows)} relevant ids, all checked against {len(known)} corpus ids; counts {dict(got)}")
print("OK" if not bad else f"FAILED: {bad} problem(s)")
sys.exit(1 if bad else 0)
