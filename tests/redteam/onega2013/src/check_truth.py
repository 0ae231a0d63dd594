#!/usr/bin/env python3
"""check_truth.py: every clause text / title / term / heading of truth.json, truth_scan.json and truth_fido.json
occurs verbatim (whitespace normalised, soft hyphens removed) in the plain source text build/plain.txt and (truth.json)
in the de-tagged HTML given to wkhtmltopdf (the FIDO truth: in the decoded CP866 post); ids unique and of the right shape. Exit 1 on any miss."""
import json, re, sys, os
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
norm = lambda s: re.sub(r'\s+', ' ', s.replace('\u00ad', '')).strip()
plain = norm(open('build/plain.txt', encoding='utf-8').read())
fido_raw = open('out/onega2013_fido.cp866.txt', encoding='cp866').read()
# the post's own marks: footnote calls [n] and the table's frame (+---+, |) are not text
fido_raw = re.sub(r'\[\d+\]', '', fido_raw)
fido_raw = re.sub(r'(?m)^\+[-+]+\+\r?$', '', fido_raw).replace('|', ' ')
fido = norm(fido_raw)
import html as H
h = open('build/book.html', encoding='utf-8').read()
h = re.sub(r'<sup class="fn">\d+</sup>', '', h)
h = re.sub(r'(?s)<style>.*?</style>|<title>.*?</title>', ' ', h)
htmltext = norm(H.unescape(re.sub(r'<[^>]+>', ' ', h)))
bad = 0
ID = re.compile(r'^(\d+)([A-Z](\d+)?((\([a-z]+\))*))?$|^\d+-\d+$|^ch\d+$')
for fn, hay in (('truth.json', plain), ('truth.json', htmltext), ('truth_scan.json', plain), ('truth_fido.json', fido)):
    t = json.load(open(fn, encoding='utf-8'))
    ids = set()
    for c in t['clauses']:
        if 'id' in c:
            if c['id'] in ids or not ID.match(c['id']):
                print(fn, 'bad id', c['id']); bad += 1
            ids.add(c['id'])
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if v and norm(v) not in hay:
                # the FIDO post wraps lines: compare with line breaks as spaces (done by norm) — a miss is real
                print(fn, 'MISSING', c.get('id', c['kind']), k, v[:70]); bad += 1
        for r in c.get('refs', []):
            if not re.match(r'^\d+([A-Z]\d*(\([a-z]+\))*)?$|^\d+-\d+$', r):
                print(fn, 'bad ref', r); bad += 1
    print(fn, len(t['clauses']), 'clauses checked', 'against the HTML' if hay is htmltext else '')
print('missing/bad:', bad)
sys.exit(1 if bad else 0)
