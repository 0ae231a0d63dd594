#!/usr/bin/env python3
"""Second pass for the AbiWord contents page: read the first AbiWord PDF with pdftotext (poppler) page by
page and write a JSON {contents line: page number} for book.py rtf. Page numbers are the physical pages,
as AbiWord's PAGE field prints them in the footer."""
import json, re, subprocess, sys
sys.path.insert(0, __file__.rsplit('/', 1)[0])
import book

pdf = sys.argv[1]
n = int(re.search(r'Pages:\s+(\d+)', subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout).group(1))
pages = []
for i in range(1, n + 1):
    t = subprocess.run(['pdftotext', '-f', str(i), '-l', str(i), '-layout', pdf, '-'], capture_output=True, text=True).stdout
    pages.append([l.strip() for l in t.splitlines()])
out = {}
start = 2  # after the title page and the contents
for kind, text, lid in book.contents_entries():
    if kind == 'law':
        want = 'Закон ' + lid
    elif kind == 'chapter':
        want = text.split('.')[0].upper()
    else:
        want = text
    for i in range(start, n):
        if want in pages[i]:
            out[text] = i + 1
            start = i
            break
    else:
        sys.exit('not found: ' + want)
json.dump(out, open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
