#!/usr/bin/env python3
"""Checks a truth file against the source's plain text (src/plain.txt, written by gen.py from book.src):
every clause text / title / term / heading occurs verbatim (whitespace normalised); ids unique and well-formed;
items inside their Law; footnotes inside their Law; refs well-formed (Latin)."""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
def norm(s): return re.sub(r'\s+', ' ', s).strip()
tf = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'truth.json')
pf = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, 'plain.txt')
d = json.load(open(tf, encoding='utf-8'))
plain = norm(open(pf, encoding='utf-8').read())
bad = []; ids = set(); law = None
LAWID = re.compile(r'^\d{1,2}$'); SEC = re.compile(r'^(\d{1,2})([A-Z])$')
ITEM = re.compile(r'^(\d{1,2})(?:([A-Z])(\d{1,2})|-(\d{1,2}))(\([a-z]\)(\((?:i|ii|iii|iv|v)\))?)?$')
REF = re.compile(r'^\d{1,2}([A-Z](\d{1,2}(\([a-z]\))?)?)?$|^\d{1,2}[A-Z]\d{1,2}$')
for k in ('book', 'kind', 'edition', 'title', 'clauses'):
    if k not in d: bad.append('missing key ' + k)
for c in d['clauses']:
    k = c['kind']
    for f in ('text', 'title', 'term', 'heading'):
        v = c.get(f)
        if isinstance(v, str) and v and norm(v) not in plain:
            bad.append(f'{k} {c.get("id")}: {f} not in source: {v[:60]}')
    if k == 'chapter':
        if not re.fullmatch(r'ch\d+', c['id']): bad.append('bad chapter id ' + c['id'])
        continue
    if 'refs' not in c: bad.append(f'{k} {c.get("id")}: no refs')
    for r in c.get('refs', []):
        if not REF.match(r): bad.append(f'{c.get("id")}: bad ref {r}')
    if k == 'law':
        law = c['id']
        if not LAWID.match(law): bad.append('bad law id ' + law)
    elif k == 'section':
        m = SEC.match(c['id'])
        if not m or m.group(1) != law: bad.append('bad section id ' + c['id'])
    elif k == 'item':
        m = ITEM.match(c['id'])
        if not m or m.group(1) != law: bad.append('bad item id ' + c['id'])
    elif k == 'footnote':
        if c['law'] != law: bad.append(f'footnote outside its law {c["law"]}')
        key = f'fn{c["law"]}/{c["n"]}'
        if key in ids: bad.append('dup ' + key)
        ids.add(key); continue
    if 'id' in c:
        if c['id'] in ids: bad.append('duplicate id ' + c['id'])
        ids.add(c['id'])
for b in bad: print(b)
print(f'{tf}: {len(d["clauses"])} clauses, {sum(len(c.get("refs", [])) for c in d["clauses"])} refs, {len(bad)} problems')
sys.exit(1 if bad else 0)
