#!/usr/bin/python3
"""Tiny checker for search evaluation set 23: ids exist in their corpus, category counts as briefed."""
import json, re, sys, collections
import os
T = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + '/'  # tests/
def ids_golden():
    s = set()
    for f in ['golden/000_e2f9e180dbca6f62.json', 'golden/001_91c3f04bc14c0505.json']:
        s |= {c['id'] for c in json.load(open(T + f))['clauses']}
    return s
def ids_truth(p):
    return {c['id'] for c in json.load(open(T + p))['clauses'] if c.get('id')}
SEV_LAWS = {'1','2','4','6','9','12','13','16','18','20','25','27','30','40','45','50','58','62','64','68','70','74','75','81','84','90','92'}
SETS = {
  'queries_blind23_seed.yaml': (ids_golden(), dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10), 70),
  'queries_blind23_book.yaml': (ids_truth('redteam/modern/truth.json'), dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10), 110),
  'queries_blind23_sevrech.yaml': (ids_truth('redteam/sevrech2015/truth.json'), dict(situations=15, titles=6, trade=6, english=5, typos=6, questions=8, ids_prose=4), 50),
}
LINE = re.compile(r'^- \{q: "([^"]+)", category: (\w+), relevant: \[([^\]]*)\]\}\s*(#.*)?$')
bad = 0
for fn, (ids, want, total) in SETS.items():
    rows = []
    for n, line in enumerate(open(T + 'search_eval/' + fn, encoding='utf-8'), 1):
        if not line.strip() or line.startswith('#'):
            continue
        m = LINE.match(line.rstrip('\n'))
        if not m:
            print(f'{fn}:{n}: unparsable line'); bad += 1; continue
        q, cat, rel, com = m.groups()
        rel = [r.strip().strip('"') for r in rel.split(',') if r.strip()]
        rows.append((q, cat, rel))
        if not 1 <= len(rel) <= 5: print(f'{fn}:{n}: {len(rel)} relevant ids'); bad += 1
        if len(set(rel)) != len(rel): print(f'{fn}:{n}: duplicate id'); bad += 1
        for r in rel:
            if r not in ids: print(f'{fn}:{n}: id {r!r} not in corpus'); bad += 1
            if fn.endswith('sevrech.yaml') and re.match(r'\d+', r).group() not in SEV_LAWS:
                print(f'{fn}:{n}: id {r!r} outside the 27 Laws'); bad += 1
        if cat == 'typos' and not com: print(f'{fn}:{n}: typo without # meant text'); bad += 1
        if cat == 'titles' and not re.fullmatch(r'\d+', rel[0]): print(f'{fn}:{n}: titles query must start with a Law heading id'); bad += 1
    got = collections.Counter(c for _, c, _ in rows)
    qs = collections.Counter(q for q, _, _ in rows)
    dup = [q for q, k in qs.items() if k > 1]
    if dup: print(f'{fn}: duplicate queries {dup}'); bad += 1
    ok = dict(got) == want and len(rows) == total
    if not ok: bad += 1
    print(f'{fn}: {len(rows)} queries (want {total}); counts {dict(got)}; {"OK" if ok else "MISMATCH, want " + str(want)}')
print('ALL OK' if not bad else f'{bad} PROBLEM(S)')
sys.exit(1 if bad else 0)
