#!/usr/bin/python3
"""Check blind set 14: ids exist in their corpus, 1-5 ids per query, category counts,
titles start with a Law heading id, no duplicate queries. Run with /usr/bin/python3."""
import json, sys, collections, os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
T = "/work/main/tests"
SETS = {
    "queries_blind14_seed.yaml": (
        [T + "/golden/000_e2f9e180dbca6f62.json", T + "/golden/001_91c3f04bc14c0505.json"],
        {"situations": 20, "trade": 10, "english": 10, "typos": 10, "questions": 10, "ids_prose": 10}),
    "queries_blind14_book.yaml": (
        [T + "/redteam/modern/truth.json"],
        {"situations": 30, "titles": 12, "trade": 12, "english": 12, "typos": 12, "questions": 12,
         "ids_prose": 10, "oneword": 10}),
    "queries_blind14_kazan.yaml": (
        [T + "/redteam/kazan2019/truth.json"],
        {"situations": 15, "titles": 6, "trade": 8, "english": 8, "typos": 8, "questions": 8, "ids_prose": 7}),
}

def load_ids(paths):
    ids, laws = set(), set()
    for p in paths:
        for c in json.load(open(p, encoding="utf-8"))["clauses"]:
            i = c.get("id")
            if i is None:
                continue
            ids.add(i)
            if c.get("kind") == "law":
                laws.add(i)
    return ids, laws

bad = 0
for name, (paths, want) in SETS.items():
    ids, laws = load_ids(paths)
    qs = yaml.safe_load(open(os.path.join(HERE, name), encoding="utf-8"))
    cnt = collections.Counter()
    seen = set()
    errs = []
    for n, q in enumerate(qs, 1):
        cat, rel, text = q.get("category"), q.get("relevant"), q.get("q")
        cnt[cat] += 1
        if not isinstance(text, str) or not text.strip():
            errs.append(f"#{n}: empty q")
        if text in seen:
            errs.append(f"#{n}: duplicate q {text!r}")
        seen.add(text)
        if not isinstance(rel, list) or not 1 <= len(rel) <= 5:
            errs.append(f"#{n} {text!r}: needs 1-5 ids, has {rel!r}")
            continue
        if len(set(rel)) != len(rel):
            errs.append(f"#{n} {text!r}: repeated id in {rel}")
        for i in rel:
            if not isinstance(i, str) or i not in ids:
                errs.append(f"#{n} {text!r}: id {i!r} not in corpus")
        if cat == "titles" and rel[0] not in laws:
            errs.append(f"#{n} {text!r}: titles query must start with a Law heading id, got {rel[0]!r}")
    for cat in set(want) | set(cnt):
        if cnt[cat] != want.get(cat, 0):
            errs.append(f"category {cat}: {cnt[cat]} queries, want {want.get(cat, 0)}")
    total = sum(want.values())
    if len(qs) != total:
        errs.append(f"total {len(qs)}, want {total}")
    print(f"{name}: {len(qs)} queries; " + ", ".join(f"{k} {cnt[k]}" for k in want)
          + f"; corpus ids {len(ids)}, law headings {len(laws)}; "
          + ("OK" if not errs else f"{len(errs)} ERRORS"))
    for e in errs:
        print("   ", e)
    bad += len(errs)
print("ALL OK" if bad == 0 else f"FAILED: {bad} errors")
sys.exit(1 if bad else 0)
