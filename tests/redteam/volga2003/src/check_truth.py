#!/usr/bin/env python3
"""Check truth.json: ids unique and well-formed, items/sections inside their Law, refs well-formed,
every clause text (and title/term/heading) occurs verbatim in the hand-written source src/volga2003.src."""
import json, re, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
t = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
parts = []
for line in open(os.path.join(HERE, 'volga2003.src'), encoding='utf-8'):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('#'):
        continue
    body = re.sub(r'\s*\{=[^}]*\}\s*$', '', line[3:]).replace('^1', '')
    parts.append(body.replace('|', ' '))
src = norm(' '.join(parts))
probs = []
seen = set()
law = None
ID = {'law': r'\d+', 'section': r'\d+[A-Z]', 'item': r'\d+([A-Z]\d+|-\d+)(\([a-z]\)(\([ivx]+\))?)?'}
REF = re.compile(r'^\d+([A-Z](\d+(\([a-z]\)(\([ivx]+\))?)?)?)?$')
for c in t['clauses']:
    k = c['kind']
    if k in ID:
        cid = c['id']
        if cid in seen:
            probs.append('duplicate id ' + cid)
        seen.add(cid)
        if not re.fullmatch(ID[k], cid):
            probs.append('bad id ' + cid)
        if k == 'law':
            law = cid
        elif not re.match(law + r'(?!\d)', cid):
            probs.append(f'{cid} outside Law {law}')
    if k == 'footnote' and c['law'] != law:
        probs.append('footnote outside its Law')
    for key in ('text', 'title', 'term', 'heading'):
        v = c.get(key)
        if v and norm(v) not in src:
            probs.append(f'{k} {c.get("id", "")} {key} not in source: {v[:60]}')
    for r in c['refs']:
        if not REF.match(r):
            probs.append('bad ref ' + r)
    # audit: a clause naming a Law (Закон/Законы/Закона + digit) must carry refs
    if re.search(r'Закон\w*\s+\d', c.get('text', '')) and not c['refs']:
        probs.append(f'{c.get("id")} names a Law but has no refs')
    if re.search(r'[a-zA-Z]', ''.join(c['refs'])) and re.search(r'[А-Яа-яЁё]', ''.join(c['refs'])):
        probs.append('Cyrillic in refs')
print(len(t['clauses']), 'clauses;', sum(len(c['refs']) for c in t['clauses']), 'refs;', len(probs), 'problems')
for p in probs:
    print('  ', p)
sys.exit(1 if probs else 0)
