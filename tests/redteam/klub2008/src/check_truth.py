#!/usr/bin/python3
"""Checks truth.json (and truth_photos.json): every clause text/title/term/heading occurs verbatim (whitespace
normalised) in src/plain.txt, the plain text of the source; ids unique and well-formed; items/sections inside their
Law; footnotes after a clause of their Law; refs well-formed."""
import re, sys, os
from common import *
plain = ws(open(os.path.join(ROOT, 'src/plain.txt'), encoding='utf-8').read())
ID_LAW = re.compile(r'^\d{1,2}$')
ID_SEC = re.compile(r'^\d{1,2}[A-Z]$')
ID_ITEM = re.compile(r'^(\d{1,2}[A-Z]\d{1,2}|\d{1,2}-\d{1,2})(\([a-z]\))?(\((i|ii|iii|iv|v|vi)\))?$')
REF = re.compile(r'^\d{1,2}([A-Z](\d{1,2}(\([a-z]\)(\([ivx]+\))?)?)?)?$')
KEYS = {'front': {'kind', 'heading', 'text', 'refs'}, 'definitions': {'kind', 'heading', 'text', 'refs'},
        'term': {'kind', 'term', 'sep', 'text', 'refs'}, 'law': {'kind', 'id', 'title', 'text', 'refs'},
        'section': {'kind', 'id', 'title', 'text', 'refs'}, 'item': {'kind', 'id', 'text', 'refs'},
        'footnote': {'kind', 'law', 'n', 'text', 'refs'}}

def check(name):
    t = load(name)
    probs = []
    assert set(t) == {'book', 'kind', 'edition', 'title', 'clauses'}, t.keys()
    if ws(t['title']) not in plain.replace('Правила спортивного бриджа Редакция', 'Правила спортивного бриджа. Редакция'):
        probs.append('book title')
    seen, law = set(), None
    for c in t['clauses']:
        k = c['kind']
        if set(c) != KEYS[k]: probs.append('keys %s' % c)
        for f in ('text', 'title', 'term', 'heading'):
            v = c.get(f)
            if v and ws(v) not in plain: probs.append('%s not in plain: %s' % (f, v[:60]))
        if k == 'term' and ws(c['term'] + c['sep'] + c['text']) not in plain: probs.append('term+sep %s' % c['term'])
        if 'id' in c:
            if c['id'] in seen: probs.append('dup id ' + c['id'])
            seen.add(c['id'])
            ok = {'law': ID_LAW, 'section': ID_SEC, 'item': ID_ITEM}[k].match(c['id'])
            if not ok: probs.append('bad id ' + c['id'])
            if k == 'law': law = c['id']
            elif law is None and name != 'truth.json': pass   # a page may begin inside a Law
            elif not re.match(r'^%s(?!\d)' % law, c['id']): probs.append('outside its Law: ' + c['id'])
        if k == 'footnote' and c['law'] != law and law is not None: probs.append('footnote outside its Law %s' % c)
        for r in c['refs']:
            if not REF.match(r): probs.append('bad ref %r in %s' % (r, c.get('id')))
        if re.search(r'[А-Яа-яЁё]', c.get('id', '')): probs.append('Cyrillic in id ' + c['id'])
    for p in probs: print(' ', p)
    print('%s: %d clauses, %d refs, %d problems' % (name, len(t['clauses']), sum(len(c['refs']) for c in t['clauses']), len(probs)))
    return len(probs)

n = check('truth.json') + (check('truth_photos.json') if os.path.exists(os.path.join(ROOT, 'truth_photos.json')) else 0)
sys.exit(1 if n else 0)
