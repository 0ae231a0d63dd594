#!/usr/bin/env python3
"""check_truth.py TRUTH PLAIN [NOTEPAD_TXT]: checks the shape of the truth (kinds and keys, Latin ids of the right
form, unique ids, sections and items inside their Law, footnotes numbered 1.. per Law, refs well formed within
Laws 1–93) and that every clause text, title, term and heading occurs verbatim (whitespace normalised) in the
plain text of the source; with NOTEPAD_TXT also in the CP1251 Notepad rendering or the UTF-8 paps text (decoded, footnote marks «*»,
«**», «***» after a word removed). Exit status 1 on any failure."""
import json, re, sys

truth = json.load(open(sys.argv[1], encoding='utf-8'))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
hay = [norm(open(sys.argv[2], encoding='utf-8').read())]
if len(sys.argv) > 3:
    raw = open(sys.argv[3], 'rb').read()
    try:
        t = raw.decode('utf-8')  # the paps text
    except UnicodeDecodeError:
        t = raw.decode('cp1251')  # the Notepad text
    t = t.replace('\r\n', '\n')
    t = re.sub(r'(?<=\w)\*+', '', t)
    hay.append(norm(t))
bad = 0
ids = set()
law = None
fn = {}
KEYS = {'front': {'heading', 'text'}, 'chapter': {'id', 'number', 'title'}, 'definitions': {'heading', 'text'},
        'term': {'term', 'sep', 'text'}, 'law': {'id', 'title', 'text'}, 'section': {'id', 'title', 'text'},
        'item': {'id', 'text'}, 'footnote': {'law', 'n', 'text'}}
REFRE = re.compile(r'^(\d{1,2})([A-H](\d+(\([a-h]\)(\([ivx]+\))?)?)?|-\d+(\([a-h]\))?)?$')
for c in truth['clauses']:
    k = c['kind']
    keys = set(c) - {'kind', 'refs'}
    if keys != KEYS[k]:
        print('keys', c); bad += 1
    if 'id' in c:
        if c['id'] in ids:
            print('duplicate id', c['id']); bad += 1
        ids.add(c['id'])
        if not re.fullmatch(r'[0-9A-Za-z()\-]+', c['id']):
            print('non-Latin id', c['id']); bad += 1
    if k == 'law':
        law = c['id']
    if k in ('section', 'item'):
        if not (c['id'].startswith(law) and not c['id'][len(law)].isdigit()):
            print('outside its Law', c['id'], law); bad += 1
        if k == 'item' and not re.fullmatch(r'\d+([A-H]\d+|-\d+)(\([a-h]\)(\([ivx]+\))?)?', c['id']):
            print('item id', c['id']); bad += 1
    if k == 'footnote':
        fn[c['law']] = fn.get(c['law'], 0) + 1
        if c['law'] != law or c['n'] != fn[c['law']]:
            print('footnote numbering', c); bad += 1
    for r in c.get('refs', []):
        m = REFRE.match(r)
        if not m or not 1 <= int(m.group(1)) <= 93:
            print('bad ref', r, c.get('id')); bad += 1
    for key in ('text', 'title', 'term', 'heading'):
        v = c.get(key)
        if v:
            for h in hay:
                if norm(v) not in h:
                    print('not verbatim', key, c.get('id', k), v[:60]); bad += 1
kinds = {}
for c in truth['clauses']:
    kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
print(sys.argv[1], len(truth['clauses']), 'clauses', kinds, sum(len(c.get('refs', [])) for c in truth['clauses']), 'refs;',
      'OK' if not bad else '%d problems' % bad)
sys.exit(1 if bad else 0)
