#!/usr/bin/env python3
"""Check truth.json against the source markup, independently of make_truth.py:
   ids unique and well-formed, clause order, refs well-formed (and which point outside the book),
   every word of the source (as pandoc reads the markup, -t plain) in exactly one clause.
   usage: check_truth.py truth.json"""
import collections, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
T = json.load(open(sys.argv[1]))
C = T['clauses']
ok = True


def fail(*a):
    global ok
    ok = False
    print('FAIL', *a)


# 1. ids, kinds, shapes
KINDS = {'front', 'definitions', 'term', 'law', 'section', 'item', 'footnote'}
ids = [c['id'] for c in C if 'id' in c]
for k, n in collections.Counter(ids).items():
    if n > 1:
        fail('duplicate id', k)
law = None
for c in C:
    if c['kind'] not in KINDS:
        fail('kind', c)
    if c['kind'] == 'law':
        law = c['id']
        if not re.fullmatch(r'\d+', law): fail('law id', law)
    elif c['kind'] == 'section':
        if not re.fullmatch(law + r'[A-Z]', c['id']): fail('section id', c['id'])
    elif c['kind'] == 'item':
        if not re.fullmatch(law + r'(?:[A-Z]|-)\d+(?:\([a-z]\)(?:\([ivx]+\))?)?', c['id']): fail('item id', c['id'])
    elif c['kind'] == 'footnote' and c['law'] != law and c['law'] not in [x['id'] for x in C if x['kind'] == 'law']:
        fail('footnote law', c)
    if re.search(r'[A-Za-z]', c.get('id', '')) and re.search(r'[А-Яа-я]', c.get('id', '')):
        fail('cyrillic in id', c['id'])
# laws ascending, sections ascending within law
laws = [int(c['id']) for c in C if c['kind'] == 'law']
if laws != sorted(laws): fail('law order', laws)
# 2. refs
REF = re.compile(r'\d+(?:[A-Z](?:\d+(?:\([a-z]\)(?:\([ivx]+\))?)?)?)?')
inside, outside = set(ids), []
for c in C:
    for r in c['refs']:
        if not REF.fullmatch(r): fail('ref shape', r, c)
        if not 1 <= int(re.match(r'\d+', r).group()) <= 93: fail('ref range', r)
        num = re.match(r'\d+', r).group()
        if num not in re.findall(r'\d+', c['text']) and not (c['kind'] == 'section' and '–' in c['text']):
            # numbers of a range («30–32») are inside the text as its ends only
            if not re.search(r'(\d+)–(\d+)', c['text']) and not r.startswith(c.get('id', c.get('law', '#'))[:len(num)]):
                fail('ref not visible in text', r, c.get('id', c.get('term')))
        if r not in inside:
            outside.append(r)
print('refs:', sum(len(c['refs']) for c in C), '; outside the book:', ' '.join(sorted(set(outside), key=lambda x: (int(re.match(r'\d+', x).group()), x))))

# 3. words: pandoc's reading of every page, minus the furniture the checker knows of
pages = json.load(open(os.path.join(HERE, 'pages.json')))
plain = []
for p in pages:
    s = open(os.path.join(HERE, 'wiki', p['file'])).read()
    s = re.sub(r'\{\{[^}]*\}\}|\[\[Категория:[^\]]*\]\]', '', s)
    s = re.sub(r'== Оглавление ==.*', '', s, flags=re.S)          # the hand-made contents list: furniture
    s = s.replace('== Примечания ==', '')                          # caption of the footnotes area: label
    t = subprocess.run(['pandoc', '-f', 'mediawiki', '-t', 'plain', '--wrap=none'], input=s, capture_output=True,
                       text=True, check=True).stdout
    plain.append(re.sub(r'\[\d+\]', '', t))
plain = '\n'.join(plain)
tok = lambda s: re.findall(r'\w+', s.lower())
src = collections.Counter(tok(plain))
exp = collections.Counter()
for c in C:
    k = c['kind']
    if k == 'law':
        exp.update(tok('Правило %s %s %s' % (c['id'], c['title'], c['text'])))
    elif k == 'section':
        exp.update(tok('%s %s %s' % (c['id'][-1], c['title'], c['text'])))
    elif k == 'item':
        lab = re.search(r'(\d+|\([a-z]+\))$', c['id']).group()
        exp.update(tok('%s %s' % (lab, c['text'])))
    elif k == 'term':
        exp.update(tok(c['term'] + c['sep'] + c['text']))
    else:
        exp.update(tok('%s %s' % (c.get('heading') or '', c['text'])))
missing, extra = src - exp, exp - src
LOOK = {'а': 'a', 'в': 'b', 'с': 'c', 'е': 'e'}
for cy, la in LOOK.items():           # a section letter typed in Cyrillic is Latin in the id
    n = min(missing.get(cy, 0), extra.get(la, 0))
    if n:
        print('  look-alike section letters: %d × «%s» read as «%s»' % (n, cy, la))
        missing[cy] -= n; extra[la] -= n
missing, extra = +missing, +extra
if missing: fail('source words in no clause:', dict(missing))
if extra: fail('clause words not in the source (or twice):', dict(extra))
print('words: source', sum(src.values()), 'truth', sum(exp.values()))

# 4. order: each clause's text found in the source text after the previous one (footnotes: at their page's end)
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
flat = norm(plain.replace('\n', ' '))
pos = 0
for c in C:
    probe = c['text'] or c.get('title') or ''
    if not probe:
        continue
    i = flat.find(norm(probe), pos)
    if i < 0:
        fail('order/text not found', c.get('id', c.get('term', c.get('law'))), probe[:60])
    else:
        pos = i
print('clauses:', len(C), dict(collections.Counter(c['kind'] for c in C)))
print('OK' if ok else 'PROBLEMS')
sys.exit(0 if ok else 1)
