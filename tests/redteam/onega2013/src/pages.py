#!/usr/bin/env python3
"""pages.py PDF OUT.json: the page of each heading in a wkhtmltopdf PDF (pdftotext per page), for the contents."""
import json, subprocess, sys
sys.path.insert(0, __import__('os').path.dirname(__file__))
import book
pdf, out = sys.argv[1], sys.argv[2]
pages = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout.split('\f')
lines = [[l.replace(' ', '') for l in p.splitlines()] for p in pages]
res = {}
def find(key, first, second=None, start=2):
    for i in range(start, len(lines)):
        ls = lines[i]
        for j, l in enumerate(ls):
            if l == first.replace(' ', ''):
                res[key] = str(i + 1)
                return
    raise SystemExit('not found: ' + first)
for b in book.parse():
    if b['kind'] == 'front' and b['heading']:
        find('front', b['heading'])
    elif b['kind'] == 'definitions':
        find('defs', b['heading'])
    elif b['kind'] == 'chapter':
        find(b['id'], 'Глава ' + b['number'])
    elif b['kind'] == 'law':
        find('law' + b['id'], book.law_heading(b['id']))
json.dump(res, open(out, 'w'), ensure_ascii=False)
print(res)
