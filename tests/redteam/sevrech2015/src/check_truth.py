#!/usr/bin/env python3
"""Check a truth file against the plain text of the source: every clause text/title/term/heading occurs
verbatim (whitespace normalised), ids unique and well-formed, refs well-formed.
usage: check_truth.py [truth.json] [plain.txt]"""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
tp = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', 'truth.json')
pp = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, 'plain.txt')
norm = lambda s: ' '.join(s.split())
plain = norm(open(pp, encoding='utf-8').read())
book = json.load(open(tp, encoding='utf-8'))
bad, seen = 0, set()
ID = re.compile(r'^(\d{1,2})(?:([A-H])(\d+)?)?((?:\([a-z]+\))*)$|^\d{1,2}-\d+(?:\([a-z]+\))*$|^ch\d+$')
REF = re.compile(r'^\d{1,2}(?:[A-H]\d*(?:\([a-z]+\))*)?$')
law = None
for c in book['clauses']:
    for k in ('text', 'title', 'term', 'heading'):
        v = c.get(k)
        if v and norm(v) not in plain:
            print('MISSING', k, c.get('id'), v[:80]); bad += 1
    if 'id' in c:
        if c['id'] in seen or not ID.match(c['id']):
            print('BAD ID', c['id']); bad += 1
        seen.add(c['id'])
        if c['kind'] == 'law':
            law = c['id']
        elif c['kind'] in ('section', 'item') and not re.match(law + r'(?![0-9])', c['id']):
            print('OUTSIDE LAW', c['id']); bad += 1
    if c['kind'] == 'footnote' and c['law'] != law:
        print('FOOTNOTE OUTSIDE', c); bad += 1
    for r in c.get('refs', []):
        if not REF.match(r) or not 1 <= int(re.match(r'\d+', r).group()) <= 93:
            print('BAD REF', r); bad += 1
print(len(book['clauses']), 'clauses,', bad, 'problems')
sys.exit(1 if bad else 0)
