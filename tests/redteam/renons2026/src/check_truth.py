#!/usr/bin/env python3
"""Check truth*.json against the source's plain text (src/plain.txt): every clause text/title/term/heading occurs
verbatim (whitespace normalised, footnote call marks ¹²³ removed); ids unique and well-formed; refs well-formed."""
import json, os, re, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
def norm(s): return re.sub(r'\s+', ' ', re.sub('[¹²³]', '', s)).strip()
plain = norm(open(os.path.join(HERE, 'plain.txt'), encoding='utf-8').read())
REF = re.compile(r'^\d{1,2}([A-H](\d{1,2}(\([a-h]\)(\((i|ii|iii|iv|v)\))?)?)?)?$')
ITEM = re.compile(r'^(\d{1,2})([A-H]\d{1,2}|-\d{1,2})(\([a-h]\)(\((i|ii|iii|iv|v)\))?)?$')
bad = 0
def fail(f, msg):
    global bad; bad += 1; print(f'{f}: {msg}')
for tf in sorted(glob.glob(os.path.join(ROOT, 'truth*.json'))):
    name = os.path.basename(tf)
    T = json.load(open(tf, encoding='utf-8'))
    for k in ('book', 'kind', 'edition', 'title', 'clauses'):
        if k not in T: fail(name, 'missing ' + k)
    if norm(T['title']) not in plain: fail(name, 'title not in plain text')
    seen, law = set(), None
    for c in T['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if v and norm(v) not in plain: fail(name, f'{c.get("id", c["kind"])}: {k} not in source: {v[:70]}')
        if 'refs' not in c: fail(name, f'no refs: {c}')
        for r in c.get('refs', []):
            if not REF.match(r): fail(name, f'bad ref {r!r} in {c.get("id")}')
        kind = c['kind']
        if kind in ('law', 'section', 'item', 'chapter'):
            i = c['id']
            if i in seen: fail(name, 'duplicate id ' + i)
            seen.add(i)
            if not all(ord(ch) < 128 for ch in i): fail(name, 'non-Latin id ' + i)
        if kind == 'law':
            law = c['id']
            if not re.match(r'^\d{1,2}$', law): fail(name, 'bad law id ' + law)
        elif kind == 'section':
            if not re.match(r'^' + law + r'[A-H]$', c['id']): fail(name, 'bad section id ' + c['id'])
        elif kind == 'item':
            m = ITEM.match(c['id'])
            if not m or m.group(1) != law: fail(name, 'bad item id ' + c['id'])
        elif kind == 'footnote':
            if c['law'] != law: fail(name, f'footnote outside its Law: {c}')
        elif kind == 'term':
            if c['sep'] not in (' — ', ': '): fail(name, 'odd sep')
    n = len(T['clauses'])
    print(f'{name}: {n} clauses, {sum(len(c["refs"]) for c in T["clauses"])} refs, {len(seen)} ids')
print('check_truth:', bad, 'problems')
sys.exit(1 if bad else 0)
