#!/usr/bin/env python3
"""scan_range.py PDF 'Глава II.' 'Глава V.' -> prints FIRST LAST: the pages from the one where the first
chapter heading begins to the page before the one where the second begins; checks both headings open
their pages (first text line under the running head)."""
import subprocess, sys
pdf, a, b = sys.argv[1:4]
n = int([l for l in subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout.splitlines()
         if l.startswith('Pages:')][0].split()[1])
found = {}
for p in range(1, n + 1):
    t = subprocess.run(['pdftotext', '-f', str(p), '-l', str(p), pdf, '-'], capture_output=True, text=True).stdout
    lines = [l.strip() for l in t.splitlines() if l.strip()]
    for h in (a, b):
        if h not in found and any(l.startswith(h) for l in lines):
            assert any(l.startswith(h) for l in lines[1:3]), (p, h, lines[:3])   # after the running head (and page number)
            found[h] = p
print(found[a], found[b] - 1)
