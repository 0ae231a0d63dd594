#!/usr/bin/python3
"""Check the blind13 query sets: every relevant id exists in its corpus, 1-5 ids per query,
no duplicate ids in a query, no duplicate queries, and the counts per category match the brief.
Run with /usr/bin/python3 (uses only the corpora JSON files and PyYAML)."""
import json, sys, os, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
T = '/work/main/tests'

def ids_from(path):
    d = json.load(open(path, encoding='utf-8'))
    return {c['id'] for c in d['clauses'] if 'id' in c}

seed_ids = ids_from(f'{T}/golden/000_e2f9e180dbca6f62.json') | ids_from(f'{T}/golden/001_91c3f04bc14c0505.json')
book_ids = ids_from(f'{T}/redteam/modern/truth.json')
old_ids = ids_from(f'{T}/redteam/old/txt1993/truth.json')

SETS = [
    ('queries_blind13_seed.yaml', seed_ids, 70,
     dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10)),
    ('queries_blind13_book.yaml', book_ids, 110,
     dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10)),
    ('queries_blind13_old.yaml', old_ids, 60,
     dict(situations=15, titles=6, trade=8, english=8, typos=8, questions=8, ids_prose=7)),
]

bad = 0
for fname, ids, total, want in SETS:
    path = os.path.join(HERE, fname)
    raw = open(path, encoding='utf-8').read()
    items = yaml.safe_load(raw)
    errs = []
    if not isinstance(items, list):
        errs.append('not a YAML list')
        items = []
    seen_q = set()
    cats = collections.Counter()
    laws = set()
    for n, it in enumerate(items, 1):
        q, cat, rel = it.get('q'), it.get('category'), it.get('relevant')
        if not isinstance(q, str) or not q.strip():
            errs.append(f'#{n}: empty q')
        if q in seen_q:
            errs.append(f'#{n}: duplicate query {q!r}')
        seen_q.add(q)
        cats[cat] += 1
        if not isinstance(rel, list) or not 1 <= len(rel) <= 5:
            errs.append(f'#{n} {q!r}: needs 1-5 ids, has {rel!r}')
            continue
        if len(set(rel)) != len(rel):
            errs.append(f'#{n} {q!r}: repeated id in {rel}')
        for r in rel:
            if r not in ids:
                errs.append(f'#{n} {q!r}: id {r!r} not in corpus')
        if cat == 'titles' and fname != 'queries_blind13_seed.yaml':
            if rel[0] not in ids or not rel[0].isdigit():
                errs.append(f'#{n} {q!r}: titles must start with the Law heading id, got {rel[0]!r}')
        for r in rel:
            # Law number = leading digits of the id
            num = ''
            for ch in r.lstrip('c'):
                if ch.isdigit(): num += ch
                else: break
            if num: laws.add(int(num))
    for ln in raw.splitlines():
        if 'category: typos' in ln and not ln.rstrip().split('}')[-1].strip().startswith('#'):
            errs.append(f'typos line without a trailing # comment: {ln[:60]}')
    if len(items) != total:
        errs.append(f'total {len(items)} != {total}')
    for c, k in want.items():
        if cats.get(c, 0) != k:
            errs.append(f'category {c}: {cats.get(c, 0)} != {k}')
    for c in cats:
        if c not in want:
            errs.append(f'unexpected category {c!r}')
    status = 'OK' if not errs else 'FAIL'
    print(f'{fname}: {status}: {len(items)} queries; ' + ', '.join(f'{c} {cats.get(c, 0)}' for c in want)
          + f'; {sum(len(i["relevant"]) for i in items)} ids checked; Laws touched: {len(laws)}')
    for e in errs:
        print('   ', e)
    bad += len(errs)
sys.exit(1 if bad else 0)
