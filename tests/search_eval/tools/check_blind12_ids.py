#!/usr/bin/python3
"""Check blind12 query files: ids exist in their corpus, 1-5 ids per query, counts per category."""
import json, re, sys, collections, os
T = '/work/main/tests/'
def ids_of(paths):
    s = set()
    for p in paths:
        d = json.load(open(T + p))
        for c in d['clauses']:
            if 'id' in c:
                s.add(c['id'])
    return s
SETS = {
    'queries_blind12_seed.yaml': (ids_of(['golden/000_e2f9e180dbca6f62.json', 'golden/001_91c3f04bc14c0505.json']),
        dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10)),
    'queries_blind12_book.yaml': (ids_of(['redteam/modern/truth.json']),
        dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10)),
    'queries_blind12_vestnik.yaml': (ids_of(['redteam/vestnik2018/truth.json']),
        dict(situations=15, titles=6, trade=8, english=8, typos=8, questions=8, ids_prose=7)),
}
LINE = re.compile(r'^- \{q: "([^"]+)", category: (\w+), relevant: \[([^\]]*)\]\}\s*(#.*)?$')
here = os.path.dirname(os.path.abspath(__file__))
bad = 0
for fn, (ids, want) in SETS.items():
    cnt = collections.Counter(); qs = set(); n = 0
    for i, line in enumerate(open(os.path.join(here, fn), encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        m = LINE.match(line)
        if not m:
            print(f'{fn}:{i}: cannot parse: {line}'); bad += 1; continue
        q, cat, rel = m.group(1), m.group(2), m.group(3)
        rel = [r.strip().strip('"') for r in rel.split(',') if r.strip()]
        n += 1; cnt[cat] += 1
        if q in qs:
            print(f'{fn}:{i}: duplicate query {q!r}'); bad += 1
        qs.add(q)
        if cat not in want:
            print(f'{fn}:{i}: unknown category {cat}'); bad += 1
        if not 1 <= len(rel) <= 5 or len(set(rel)) != len(rel):
            print(f'{fn}:{i}: {len(rel)} ids (or duplicates)'); bad += 1
        if cat == 'typos' and not m.group(4):
            print(f'{fn}:{i}: typo without # comment'); bad += 1
        for r in rel:
            if r not in ids:
                print(f'{fn}:{i}: unknown id {r!r} in {q!r}'); bad += 1
    try:
        import yaml
        data = yaml.safe_load(open(os.path.join(here, fn), encoding='utf-8'))
        if len(data) != n:
            print(f'{fn}: yaml parsed {len(data)} items, regex {n}'); bad += 1
    except ImportError:
        pass
    for c, k in want.items():
        if cnt[c] != k:
            print(f'{fn}: category {c}: {cnt[c]} (want {k})'); bad += 1
    print(f'{fn}: {n} queries, {dict(cnt)}')
print('OK' if not bad else f'{bad} problems'); sys.exit(1 if bad else 0)
