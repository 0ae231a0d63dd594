#!/usr/bin/python3
"""Checker for blind set 21 (written by helper blind21): YAML loads, per-category counts, ids exist, 1-5 ids, no duplicate queries."""
import json, collections, sys
try:
    import yaml
except ImportError:
    yaml = None
import os
T = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + "/"  # tests/
def ids(paths):
    s = set()
    for p in paths:
        for c in json.load(open(T + p))["clauses"]:
            if c.get("id"): s.add(c["id"])
    return s
sets = {
 "queries_blind21_seed.yaml": (ids(["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]),
   dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10)),
 "queries_blind21_book.yaml": (ids(["redteam/modern/truth.json"]),
   dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10)),
 "queries_blind21_tomsk.yaml": (ids(["redteam/tomsk2023/truth.json"]),
   dict(situations=15, titles=6, trade=6, english=5, typos=6, questions=8, ids_prose=4)),
}
ok = True
for f, (valid, want) in sets.items():
    data = yaml.safe_load(open(os.path.join(T, "search_eval", f))) if yaml else None
    cnt = collections.Counter(d["category"] for d in data)
    qs = [d["q"] for d in data]
    for d in data:
        r = d["relevant"]
        if not (1 <= len(r) <= 5) or len(set(r)) != len(r): print("BAD len", f, d); ok = False
        for i in r:
            if i not in valid: print("BAD id", f, i, d["q"]); ok = False
        if d["category"] == "typos": pass
    if dict(cnt) != want: print("BAD counts", f, dict(cnt)); ok = False
    if len(set(qs)) != len(qs): print("dup q", f); ok = False
    print(f, len(data), dict(cnt))
print("ALL OK" if ok else "ERRORS")
