#!/usr/bin/env python3
"""check_truth.py TRUTH.json [SRC]: every clause text/title/term/heading occurs verbatim (whitespace normalised)
in the plain text of the source (src/book.txt with its markup stripped: directives, footnote braces, '|').
Also checks kinds, unique well-formed ids, refs shape (Latin, Laws 1-93)."""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
t = json.load(open(sys.argv[1], encoding='utf-8'))
src = open(sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, 'book.txt'), encoding='utf-8').read()
ws = lambda s: re.sub(r'\s+', ' ', s).strip()
# plain text: drop comment lines, directive names and fields separators, footnote braces -> separate pieces
lines = []
for l in src.split('\n'):
    if l.startswith('#'): continue
    l = re.sub(r'^%[A-Z0-9]+ ?', '', l)
    lines.append(l)
plain = '\n'.join(lines)
pieces = []; notes = []
for l in plain.split('\n'):
    body = re.sub(r'\{\{.*?\}\}', '', l)
    pieces += body.split('|')
    notes += re.findall(r'\{\{(.*?)\}\}', l)
pieces += notes
P = ws(' '.join(pieces))
# footnote-free joined text (clauses span several source lines: items + table rows)
Pjoin = ws(' '.join(ws(x) for x in pieces))
bad = 0
ids = set()
KINDS = {'front', 'chapter', 'definitions', 'term', 'law', 'section', 'item', 'footnote'}
for c in t['clauses']:
    assert c['kind'] in KINDS, c
    for f in ('text', 'title', 'term', 'heading'):
        v = c.get(f)
        if v and ws(v) not in Pjoin:
            bad += 1; print('NOT IN SOURCE', c['kind'], c.get('id'), f, v[:80])
    if 'id' in c:
        assert c['id'] not in ids, c['id']; ids.add(c['id'])
        assert re.fullmatch(r'(ch\d+|\d{1,2}([A-Z](\d+(\([a-z]\))?(\([ivx]+\))?)?|-\d+(\([a-z]\))?)?)', c['id']), c['id']
    for r in c.get('refs', []):
        assert re.fullmatch(r'\d{1,2}([A-Z]\d*(\([a-z]\))?(\([ivx]+\))?)?', r), r
        assert 1 <= int(re.match(r'\d+', r).group()) <= 93, r
from collections import Counter
print(sys.argv[1], dict(Counter(c['kind'] for c in t['clauses'])), sum(len(c.get('refs', [])) for c in t['clauses']), 'refs;',
      'all texts found' if not bad else '%d NOT FOUND' % bad)
sys.exit(1 if bad else 0)
