#!/usr/bin/python3
"""Checker for blind19 query sets (written by helper blind19): every relevant id exists in its corpus, counts as briefed."""
import json, yaml, collections, sys
T='/work/main/tests/'
def ids_of(paths):
    s=set()
    for p in paths:
        for c in json.load(open(p))['clauses']:
            if c.get('id'): s.add(c['id'])
    return s
sets={
 'seed':(ids_of([T+'golden/000_e2f9e180dbca6f62.json',T+'golden/001_91c3f04bc14c0505.json']),
         dict(situations=20,trade=10,english=10,typos=10,questions=10,ids_prose=10)),
 'book':(ids_of([T+'redteam/modern/truth.json']),
         dict(situations=30,titles=12,trade=12,english=12,typos=12,questions=12,ids_prose=10,oneword=10)),
 'onega':(ids_of([T+'redteam/onega2013/truth.json']),
         dict(situations=14,titles=6,trade=6,english=5,typos=6,questions=8,ids_prose=5)),
}
ok=True
for name,(ids,want) in sets.items():
    f=T+f'search_eval/queries_blind19_{name}.yaml'
    data=yaml.safe_load(open(f))
    cnt=collections.Counter(d['category'] for d in data)
    print(name,len(data),dict(cnt), 'OK' if cnt==collections.Counter(want) else 'COUNT MISMATCH '+str(want))
    if cnt!=collections.Counter(want): ok=False
    qs=collections.Counter(d['q'] for d in data)
    for q,n in qs.items():
        if n>1: print(' DUP',q); ok=False
    for d in data:
        assert set(d)=={'q','category','relevant'}, d
        r=d['relevant']
        if not (1<=len(r)<=5) or len(set(r))!=len(r): print(' BAD LEN',d); ok=False
        for i in r:
            if i not in ids: print(' MISSING ID',i,'in',d['q']); ok=False
    # each line one flow mapping
    for ln in open(f):
        if ln.startswith('- ') and not (ln.rstrip().endswith(']}') or '#' in ln): print(' LINE?',ln); ok=False
print('ALL OK' if ok else 'PROBLEMS')
