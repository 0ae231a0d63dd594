#!/usr/bin/python3
"""Checker for blind set 20: YAML loads, per-category counts, ids exist, 1-5 ids, no duplicate queries."""
import json, sys, collections, os
import yaml
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # tests/search_eval
def ids_of(*paths):
    s = set()
    for p in paths:
        for c in json.load(open(p))['clauses']:
            if c.get('id'):
                s.add(c['id'])
    return s
SETS = {
 'queries_blind20_seed.yaml': (ids_of('/work/main/tests/golden/000_e2f9e180dbca6f62.json', '/work/main/tests/golden/001_91c3f04bc14c0505.json'),
     dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10)),
 'queries_blind20_book.yaml': (ids_of('/work/main/tests/redteam/modern/truth.json'),
     dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10)),
 'queries_blind20_ural.yaml': (ids_of('/work/main/tests/redteam/ural2022/truth.json'),
     dict(situations=14, titles=6, trade=6, english=5, typos=6, questions=8, ids_prose=5)),
}
bad = 0
for fn, (ids, want) in SETS.items():
    rows = yaml.safe_load(open(os.path.join(HERE, fn)))
    cnt = collections.Counter(r['category'] for r in rows)
    if dict(cnt) != want:
        print(fn, 'COUNTS', dict(cnt), 'want', want); bad += 1
    seen = set()
    for r in rows:
        q = r['q'].strip().lower()
        if q in seen:
            print(fn, 'DUP', r['q']); bad += 1
        seen.add(q)
        rel = r['relevant']
        if not (1 <= len(rel) <= 5) or len(set(rel)) != len(rel):
            print(fn, 'NIDS', r); bad += 1
        for i in rel:
            if i not in ids:
                print(fn, 'MISSING', i, '|', r['q']); bad += 1
        if r['category'] == 'titles' and not rel[0].isdigit():
            print(fn, 'TITLE-HEAD', r); bad += 1
    print(fn, len(rows), dict(cnt))
print('OK' if not bad else 'FAIL %d' % bad)
sys.exit(1 if bad else 0)
