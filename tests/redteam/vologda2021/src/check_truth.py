#!/usr/bin/env python3
"""rt41: check truth.json against src/vologda2021.txt.
- JSON shape, known kinds, unique Latin ids, ids in book order (every section/item under its Law);
- refs well-formed, Laws 1-93; refs to parts absent from the book are listed (outside the book);
- hand refs compared with a regex finder (differences printed, for a human look);
- every source word (outside directives, labels, contents and index) in exactly one clause: multiset equality."""
import json, re, sys, collections, os
sys.path.insert(0, os.path.dirname(__file__))
import book
t = json.load(open(sys.argv[1], encoding='utf-8'))
cl = t['clauses']
KINDS = {'front', 'chapter', 'definitions', 'term', 'law', 'section', 'item', 'footnote'}
ok = True
def bad(*a):
    global ok; ok = False; print('ERROR', *a)
ids = [c['id'] for c in cl if 'id' in c]
for k, v in collections.Counter(ids).items():
    if v > 1: bad('duplicate id', k)
law = None
idset = set(ids)
for c in cl:
    if c['kind'] not in KINDS: bad('kind', c)
    if 'id' in c and re.search(r'[А-Яа-яЁё]', c['id']): bad('cyrillic id', c['id'])
    if c['kind'] == 'law': law = c['id']
    if c['kind'] in ('section', 'item'):
        if not (c['id'].startswith(law) and (c['id'][len(law):][:1].isalpha() or c['id'][len(law):][:1] == '-')):
            bad('not under its law', c['id'], law)
    if c['kind'] == 'footnote' and c['law'] != law: bad('footnote out of place', c)
    for r in c.get('refs', []):
        if not re.fullmatch(r'\d+([A-H](\d+(\([a-z]\)(\([ivx]+\))?)?)?)?', r): bad('ref shape', r)
        if not 1 <= int(re.match(r'\d+', r).group()) <= 93: bad('ref law', r)
laws = [int(c['id']) for c in cl if c['kind'] == 'law']
if laws != sorted(laws): bad('laws out of order')
outside = sorted({r for c in cl for r in c.get('refs', []) if r not in idset}, key=lambda r: (int(re.match(r'\d+', r).group()), r))
print('refs outside the book:', ', '.join(outside))
# regex finder
LAT = str.maketrans('АВСЕ', 'ABCE')
def auto(text):
    out = []
    for m in re.finditer(r'Прав(?:ил[а-я]*|\.)\s+(\d+(?:[A-HАВСЕ]\d*)?(?:\([a-z]+\))*(?:(?:\s*[–,]\s*|\s+и\s+)\d+(?:[A-HАВСЕ]\d*)?(?:\([a-z]+\))*)*)', text):
        for part in re.split(r'\s*,\s*|\s+и\s+', m.group(1)):
            if '–' in part:
                a, b = part.split('–'); out += [str(i) for i in range(int(a), int(b) + 1)]
            else:
                out.append(part.translate(LAT))
    return out
for c in cl:
    a = auto(c.get('text', ''))
    if a != c.get('refs', []):
        print('refs differ from regex:', c.get('id', c.get('term', c.get('heading'))), 'hand', c.get('refs'), 'regex', a)
# words
def words(s): return re.findall(r'\w+', s)
src = collections.Counter()
blocks = book.parse()
for b in blocks:
    k = b['kind']
    if k in ('title', 'imprint'): [src.update(words(x)) for _, x in b['lines']]
    elif k == 'front': src.update(words(b['heading'])); [src.update(words(p)) for p in b['paras']]
    elif k == 'defs':
        src.update(words(b['heading']))
        for term, sep, text in b['terms']: src.update(words(term + ' ' + text))
    elif k == 'chapter': src.update(words(b['title']))
    elif k in ('law', 'section'): src.update(words(b['title'])); [src.update(words(p)) for p in b['paras']]
    elif k == 'item': [src.update(words(p)) for p in b['paras']]
    elif k == 'fn': src.update(words(b['text']))
tru = collections.Counter()
for c in cl:
    for f in ('heading', 'term', 'title', 'text'):
        if c.get(f): tru.update(words(c[f]))
if src != tru: bad('word multisets differ', (src - tru), (tru - src))
print('clauses', len(cl), dict(collections.Counter(c['kind'] for c in cl)), 'refs', sum(len(c.get('refs', [])) for c in cl))
print('OK' if ok else 'FAILED'); sys.exit(0 if ok else 1)
