#!/usr/bin/env python3
"""check_truth.py TRUTH.json PLAIN.txt [--koi]
Checks the structure of a truth file (kinds, unique Latin ids, footnotes inside their Law, refs well-formed)
and that every clause text / title / term is found verbatim (whitespace normalised) in PLAIN.txt
(a plain text of the source; with --koi the file is read as KOI8-R)."""
import json, re, sys
tr = json.load(open(sys.argv[1], encoding='utf-8'))
enc = 'koi8-r' if '--koi' in sys.argv else 'utf-8'
plain = ' '.join(open(sys.argv[2], encoding=enc).read().split())
ID = re.compile(r'^(\d{1,2})([A-H](\d+(\([a-h]\)(\([ivx]+\))?)?)?|-\d+(\([a-h]\)(\([ivx]+\))?)?)?$')
REFID = re.compile(r'^\d{1,2}([A-H](\d+(\([a-z]\))?(\([ivx]+\))?)?|-\d+)?$')
bad = 0
seen = set()
law = None
for c in tr['clauses']:
    k = c['kind']
    assert k in ('front', 'definitions', 'term', 'chapter', 'law', 'section', 'item', 'footnote'), k
    if 'id' in c:
        if k == 'chapter':
            assert re.match(r'^ch\d+$', c['id'])
        else:
            assert ID.match(c['id']), c['id']
            assert all(ord(ch) < 128 for ch in c['id']), c['id']
        assert c['id'] not in seen, c['id']
        seen.add(c['id'])
    if k == 'law':
        law = c['id']
    if k in ('section', 'item'):
        assert c['id'].startswith(law) and not c['id'][len(law)].isdigit(), (law, c['id'])
    if k == 'footnote':
        assert c['law'] == law, c
    for r in c.get('refs', []):
        assert REFID.match(r), r
    for key in ('text', 'title', 'term', 'heading'):
        v = c.get(key)
        if v and ' '.join(v.split()) not in plain:
            bad += 1
            print('NOT FOUND', k, c.get('id') or c.get('term'), key, v[:70])
n = len(tr['clauses'])
print('%s: %d clauses, %d refs, %d not found' % (sys.argv[1], n, sum(len(c.get('refs', [])) for c in tr['clauses']), bad))
sys.exit(1 if bad else 0)
