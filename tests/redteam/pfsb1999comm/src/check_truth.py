#!/usr/bin/env python3
"""truth.json: ids unique and well-formed, each clause inside its Law's comment, refs well-formed,
every clause text (and title/heading/label/diagram line) occurs verbatim in the source src/comm.src."""
import json, re, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
tr = json.load(open(os.path.join(HERE, '..', 'truth.json'), encoding='utf-8'))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
src_lines, diag_lines = [], []
for l in open(os.path.join(HERE, 'comm.src'), encoding='utf-8'):
    l = l.rstrip('\n')
    if l.startswith('#'):
        continue
    if l.startswith('@'):
        l = re.sub(r' ; .*$| ;$', '', l)          # a header line: keep its words (ids, titles, labels)
        l = l.split(' ', 1)[1] if ' ' in l else ''
    l = re.sub(r'\{[bu]:([^}]*)\}', r'\1', l).replace('[*]', '')
    if l.startswith('A|'):
        l = ' '.join(c for c in l[2:].split('|') if c)
    elif l.startswith('D|'):
        diag_lines.append(l[2:])
        continue
    src_lines.append(l)
src = ' ' + norm(' '.join(src_lines)) + ' '     # diagrams are no text: left out
diag_src = [norm(d) for d in diag_lines]
ID = {'claw': r'c\d+', 'para': r'\d+\.\d+(\([a-z]+\))?', 'note': r'\d+\.(\d+|ex\d+)\.note\d+', 'example': r'\d+\.ex\d+'}
REF = re.compile(r'^(\d+([A-Z](\d+(\([a-z]+\))*)?)?|\d+\.\d+)$')
probs, seen, law = [], set(), None
for c in tr['clauses']:
    k = c['kind']
    key = c.get('id') or (k, c.get('law'), c.get('n'), c.get('heading'))
    if key in seen:
        probs.append('duplicate %r' % (key,))
    seen.add(key)
    if k in ID and not re.fullmatch(ID[k], c['id']):
        probs.append('bad id %s' % c['id'])
    if k == 'claw':
        law = c['id'][1:]
        if norm(c['title']) not in src:
            probs.append('title not in source: %s' % c['id'])
    elif k in ('para', 'note', 'example') and c['id'].split('.')[0] != law:
        probs.append('%s outside its Law %s' % (c['id'], law))
    elif k == 'footnote' and c['law'] != law:
        probs.append('footnote %s/%s outside its Law' % (c['law'], c['n']))
    if k != 'claw' and ' ' + norm(c['text']) + ' ' not in src and norm(c['text']) not in src:
        probs.append('text not in source: %s' % (c.get('id') or c.get('heading')))
    if k == 'front' and c['heading'] and c['heading'] not in src:
        probs.append('heading not in source: %s' % c['heading'])
    if k == 'example' and c['label'] not in src:
        probs.append('label not in source: %s' % c['id'])
    for d in c.get('diagram', []):
        if norm(d) not in diag_src:
            probs.append('diagram line not in source: %s %r' % (c['id'], d))
    for r in c.get('refs', []):
        if not REF.match(r):
            probs.append('bad ref %s in %s' % (r, c.get('id')))
        if re.search('[А-Яа-я]', r):
            probs.append('Cyrillic in ref %s' % r)
kinds = {}
for c in tr['clauses']:
    kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
print('truth.json: %d clauses %s, %d refs; %d problems' % (len(tr['clauses']), kinds, sum(len(c.get('refs', [])) for c in tr['clauses']), len(probs)))
for p in probs:
    print('  ' + p)
sys.exit(1 if probs else 0)
