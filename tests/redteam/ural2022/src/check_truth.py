#!/usr/bin/env python3
"""check_truth.py TRUTH... : every clause's text, title, term and heading occurs verbatim (whitespace
normalised) in src/plain.txt, the plain text of the source written by book.py; ids are unique and
well-formed, items sit inside their Law/section, refs are well-formed Latin ids of Laws 1-93."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
plain = norm(open(os.path.join(HERE, 'plain.txt'), encoding='utf-8').read())
ID = re.compile(r'^(\d{1,2})([A-H](\d{1,2}(\([a-z]\)(\((i|ii|iii|iv|v|vi|vii|viii)\))?)?)?)?$')
ID0 = re.compile(r'^(\d{1,2})-\d{1,2}(\([a-z]\))?$')
bad = 0
for fn in sys.argv[1:]:
    t = json.load(open(fn, encoding='utf-8'))
    seen, law, sec = set(), None, None
    for c in t['clauses']:
        k = c['kind']
        for key in ('text', 'title', 'term', 'heading'):
            v = c.get(key)
            if v and norm(v) not in plain:
                print(fn, 'NOT IN SOURCE', k, c.get('id'), key, v[:60]); bad += 1
        if k in ('law', 'section', 'item'):
            i = c['id']
            if i in seen:
                print(fn, 'duplicate id', i); bad += 1
            seen.add(i)
            if not (ID.match(i) or ID0.match(i)):
                print(fn, 'bad id', i); bad += 1
            if k == 'law':
                law, sec = i, None
            elif k == 'section':
                sec = i
                if not (law and i.startswith(law) and re.fullmatch(law + '[A-H]', i)):
                    print(fn, 'section outside its Law', i); bad += 1
            else:
                if not (i.startswith((sec or '\0')) or i.startswith(law + '-')):
                    print(fn, 'item outside its section', i); bad += 1
        if k == 'footnote' and c['law'] != law:
            print(fn, 'footnote outside its Law', c); bad += 1
        for r in c.get('refs', []):
            m = ID.match(r)
            if not m or not 1 <= int(m.group(1)) <= 93:
                print(fn, 'bad ref', r, 'in', c.get('id')); bad += 1
    n = {}
    for c in t['clauses']:
        n[c['kind']] = n.get(c['kind'], 0) + 1
    print(fn, len(t['clauses']), 'clauses', n, 'refs', sum(len(c.get('refs', [])) for c in t['clauses']))
print('missing/bad:', bad)
sys.exit(1 if bad else 0)
