#!/usr/bin/env python3
"""My own checks of truth.json against src/ladya.txt.
  - JSON shape, known kinds, unique ids, Latin ids, order (items under their section/Law)
  - refs well-formed; refs to parts not in the brochure are listed (outside the book)
  - every word of the source is in exactly one clause (multiset of words, labels/markup removed)
  - a rough automatic reading of «Правило N…» mentions, compared with the hand-written refs
Usage: check_truth.py truth.json"""
import json, re, sys
from collections import Counter

T = json.load(open(sys.argv[1], encoding='utf-8'))
src = open(__file__.rsplit('/', 1)[0] + '/ladya.txt', encoding='utf-8').read()
cl = T['clauses']
bad = 0
def err(*a):
    global bad; bad += 1; print('ERROR', *a)

KINDS = {'front', 'chapter', 'definitions', 'term', 'law', 'section', 'item', 'footnote'}
ids = [c['id'] for c in cl if 'id' in c]
for k, n in Counter(ids).items():
    if n > 1: err('duplicate id', k)
ID = re.compile(r'^(ch\d+|\d+|\d+[A-Z]|\d+[A-Z]\d+|\d+[A-Z]\d+\([a-z]\)|\d+-\d+|\d+-\d+\([a-z]\))$')
law = sec = item = None
for c in cl:
    if c['kind'] not in KINDS: err('kind', c)
    if 'refs' not in c: err('no refs', c)
    i = c.get('id')
    if i is not None and not ID.match(i): err('id shape', i)
    if i and re.search('[А-Яа-яЁё]', i): err('cyrillic in id', i)
    k = c['kind']
    if k == 'law': law, sec, item = i, None, None
    elif k == 'section':
        if not (i.startswith(law) and re.fullmatch(r'[A-Z]', i[len(law):])): err('section outside its law', i, law)
        sec = i
    elif k == 'item':
        base = re.sub(r'\(.\)$', '', i)
        if '(' in i:
            if base != item: err('subitem not after its item', i, item)
        else:
            item = i
            if not (sec and i.startswith(sec) and i[len(sec):].isdigit()): err('item outside section', i, sec)
    elif k == 'footnote':
        if c['law'] != law: err('footnote not at end of its law', c)
# order of sections/items inside a Law
prev = {}
for c in cl:
    if c['kind'] in ('section', 'item'):
        pass
# refs
idset = set(ids)
REF = re.compile(r'^\d+([A-Z](\d+(\([a-z]\)(\([ivx]+\))?)?)?)?$')
outside = Counter()
for c in cl:
    for r in c['refs']:
        if not REF.match(r): err('ref shape', r, c.get('id'))
        elif r not in idset: outside[r] += 1
print('refs:', sum(len(c['refs']) for c in cl), '; outside the brochure:', dict(outside))

# words: source (markup removed) vs truth
def words(s): return re.findall(r'\w+', s)
sw = []
for line in src.splitlines():
    if not line.strip() or line.startswith('#') or line.startswith('@refs') or line.startswith('@title'):
        continue
    if line.startswith('@'):
        d, _, rest = line.partition(' ')
        f = rest.split('|')
        d = d[1:]
        if d in ('front', 'defs'): sw += words(rest)
        elif d == 'term': sw += words(f[0] + ' ' + f[2])
        elif d in ('chapter',): sw += words(f[2])
        elif d == 'law': sw += words(f[1])
        elif d == 'sec': sw += words(f[2])
        continue
    line = re.sub(r'\|[^{}|]*\}', '}', line)   # footnote refs
    sw += words(line.replace('{fn:', ' '))
tw = []
for c in cl:
    for key in ('heading', 'term', 'title', 'text'):
        if key == 'title' and c['kind'] == 'chapter': pass
        if c.get(key): tw += words(c[key])
sc, tc = Counter(sw), Counter(tw)
if sc != tc:
    err('word multisets differ: source-only', dict(sc - tc), 'truth-only', dict(tc - sc))
else:
    print('words: %d source words, each in exactly one clause' % len(sw))
# every clause text occurs in the source
flat = re.sub(r'\{fn:[^{}]*\}', '', src)
for c in cl:
    t = c.get('text')
    if t and c['kind'] != 'front' and t not in flat.replace('\n', ' '):
        if c['kind'] == 'footnote' and t in src: continue
        err('text not in source', c.get('id') or c['kind'], t[:60])

# rough automatic refs, for comparison only
LAT = str.maketrans('АВСЕ', 'ABCE')
AUTO = re.compile(r'(?:Правил\w*|Пр\.)\s+((?:\d+[A-ZАВСЕ]?\d*(?:\([a-zа-я]\))?(?:\s*(?:,|и|–)\s*)?)+)')
for c in cl:
    t = c.get('text') or ''
    auto = []
    for m in AUTO.finditer(t):
        parts = re.findall(r'\d+[A-ZАВСЕ]?\d*(?:\([a-zа-я]\))?|–', m.group(1))
        j = 0
        while j < len(parts):
            p = parts[j].translate(LAT)
            if j + 2 < len(parts) and parts[j + 1] == '–':
                auto += [str(x) for x in range(int(p), int(parts[j + 2]) + 1)]; j += 3; continue
            if p != '–': auto.append(p)
            j += 1
    hand = [r for r in c['refs']]
    if auto != hand:
        print('  refs by hand differ from the rough reading in', c.get('id') or c['kind'], '| hand', hand, '| auto', auto)
print('clauses:', len(cl), dict(Counter(c['kind'] for c in cl)))
print('FAILED' if bad else 'OK')
sys.exit(1 if bad else 0)
