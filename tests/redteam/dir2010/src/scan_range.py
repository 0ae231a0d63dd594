#!/usr/bin/env python3
"""Print «FIRST LAST» – the physical pages of out/dir2010.pdf that hold Parts V and VI (Laws 41–71): from the
page where «ЧАСТЬ V. РОЗЫГРЫШ» is printed to the page before the one where «ЧАСТЬ VII.» is printed (every Part
starts a page). Also writes the page info for truth_scan.json.

  python3 src/scan_range.py out/dir2010.pdf pages.json
"""
import json
import subprocess
import sys

pdf, dest = sys.argv[1:3]
n = int([l.split()[1] for l in subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout.splitlines()
         if l.startswith('Pages:')][0])
first = last = None
for p in range(1, n + 1):
    t = subprocess.run(['pdftotext', '-f', str(p), '-l', str(p), pdf, '-'], capture_output=True, text=True).stdout
    if first is None and 'ЧАСТЬ V. РОЗЫГРЫШ' in t:
        first = p
    if 'ЧАСТЬ VII. ' in t:
        last = p - 1
        break
assert first and last and 6 <= last - first + 1 <= 8, (first, last)
json.dump({'source': 'out/dir2010.pdf', 'pdf_pages': [first, last], 'scan_pages': [1, last - first + 1],
           'first_clause': 'ch5', 'last_clause': '71-3 (the last clause of Part VI)'}, open(dest, 'w'))
print(first, last)
