#!/usr/bin/env python3
"""check_truth.py TRUTH PLAIN: structure of TRUTH (kinds, unique ids of the right shape, refs well formed) and
every text / title / heading / label of it found verbatim (whitespace normalised) in PLAIN. Exit 1 on any fault."""
import json, re, sys
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
book = json.load(open(sys.argv[1]))
plain = norm(open(sys.argv[2]).read())
bad = 0
ids = set()
shape = {'claw': r'c\d+$', 'para': r'\d+\.\d+(\([a-z]\))?$', 'note': r'\d+\.\d+\.note\d+$', 'example': r'\d+\.ex\d+$'}
law = None
for c in book['clauses']:
    k = c['kind']
    if k == 'claw':
        law = c['id'][1:]
    if 'id' in c:
        if c['id'] in ids or not re.match(shape[k], c['id']):
            print('bad id', c['id']); bad += 1
        ids.add(c['id'])
        if k != 'claw' and c['id'].split('.')[0] != law:
            print('outside its Law', c['id']); bad += 1
    if k == 'footnote' and c['law'] != law:
        print('footnote outside its Law', c); bad += 1
    for r in c['refs']:
        if not re.match(r'\d{1,2}([A-H](\d+(\([a-z]+\))*)?)?$', r):
            print('bad ref', r, c.get('id')); bad += 1
    for key in ('text', 'title', 'heading', 'label', 'term'):
        v = c.get(key)
        if v and norm(v) not in plain:
            print('NOT FOUND', key, c.get('id'), v[:80]); bad += 1
print(f'{sys.argv[1]}: {len(book["clauses"])} clauses, {bad} faults')
sys.exit(1 if bad else 0)
