#!/usr/bin/env python3
"""check_truth.py TRUTH.json PLAIN.txt|RENDERING — checks the truth's structure (kinds, ids, refs well-formed) and that
every clause text (less its footnote calls «[n]»), title, heading and label occurs verbatim (whitespace normalised) in PLAIN.txt, the plain
text of the source (made by `book.py plain`), and that the clauses are in the order of the text.
A rendering may stand in for the plain text: a .htm/.html page (windows-1251 or UTF-8; tags, «<sup>*</sup>» calls
and soft hyphens taken out) or a UTF-16 text with a BOM."""
import json, re, sys
truth = json.load(open(sys.argv[1], encoding='utf-8'))
import html as H
raw = open(sys.argv[2], 'rb').read()
if raw[:2] == b'\xff\xfe':
    plain = raw.decode('utf-16')
elif sys.argv[2].endswith(('.htm', '.html')):
    plain = raw.decode('cp1251' if b'windows-1251' in raw[:300] else 'utf-8')
    plain = re.sub(r'(?s)<style>.*?</style>|<title>.*?</title>|<sup>.*?</sup>', '', plain)
    plain = re.sub(r'</p>|</h\d>|<br>|</pre>|</div>|</blockquote>', '\n', plain)
    plain = re.sub(r'<!\[if !supportLists\]>.*?<!\[endif\]>', '', plain)
    plain = H.unescape(re.sub(r'<[^>]+>', '', plain)).replace('\u00ad', '')
else:
    plain = raw.decode('utf-8')
plain = re.sub(r'\[\d+\]', '', plain).replace('\u00a0', ' ')
# a hand diagram is not text: its lines (listed in the truth) are taken out of the plain text
diagram = {l for c in truth['clauses'] for l in c.get('diagram', [])}
plain = '\n'.join(l for l in plain.splitlines() if l.strip() not in diagram)
plain = re.sub(r'\s+', ' ', plain)
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
ID = {'claw': r'c\d{1,2}', 'para': r'\d{1,2}\.\d+(\([a-z]\))?', 'note': r'\d{1,2}\.\d+\.note\d',
      'example': r'\d{1,2}\.ex\d+'}
REF = re.compile(r'^\d{1,2}([A-H](\d+(\([a-z]\)(\([ivx]+\))?)?)?)?$')
bad, pos, seen = 0, 0, set()
for c in truth['clauses']:
    k = c['kind']
    if k in ID:
        assert re.fullmatch(ID[k], c['id']), c
        assert c['id'] not in seen, c['id']
        seen.add(c['id'])
    else:
        assert k in ('front', 'footnote'), c
    for r in c['refs']:
        assert REF.match(r) and 1 <= int(re.match(r'\d+', r).group()) <= 93, (c, r)
    for key in ('text', 'title', 'heading', 'label'):
        v = c.get(key)
        if not v:
            continue
        v = norm(v)
        if k == 'claw':
            v = norm('ПРАВИЛО %s (%s)' % (c['id'][1:], v))
        i = plain.find(v, pos if key == 'text' and k != 'footnote' else 0)
        if i < 0:
            bad += 1
            print('MISSING', k, c.get('id'), key, v[:80])
        elif key == 'text' and k != 'footnote':
            pos = i
print('%s: %d clauses, %d missing' % (sys.argv[1], len(truth['clauses']), bad))
sys.exit(1 if bad else 0)
