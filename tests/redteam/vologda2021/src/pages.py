#!/usr/bin/env python3
"""rt41: find on which printed page each heading of the pass-1 PDF starts (for the contents page).
usage: pages.py PASS1.pdf OUT.json   (page numbers = PDF page indices: the title page is page 1)"""
import json, re, subprocess, sys
sys.path.insert(0, __import__('os').path.dirname(__file__))
import book
pdf, out = sys.argv[1], sys.argv[2]
n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))
texts = [subprocess.run(['pdftotext', '-f', str(i), '-l', str(i), pdf, '-'], capture_output=True, text=True).stdout
         for i in range(1, n + 1)]
blocks = book.parse()
want = {}
for b in blocks:
    if b['kind'] == 'front': want['front'] = re.escape(b['heading'])
    if b['kind'] == 'defs': want['defs'] = re.escape(b['heading'])
    if b['kind'] == 'chapter': want['ch' + b['number']] = r'Глава %s\.' % b['number']
    if b['kind'] == 'law': want['law' + b['number']] = r'ПРАВИЛО %s(?!\d)' % b['number']
    if b['kind'] == 'index': want['index'] = re.escape(b['heading'])
pages = {}
for key, rx in want.items():
    for i, t in enumerate(texts, 1):
        if i <= 3:          # title, imprint, contents
            continue
        if re.search(rx, t):
            pages[key] = str(i); break
    else:
        raise SystemExit('not found: ' + key)
json.dump(pages, open(out, 'w'), indent=1)
print(pages)
