#!/usr/bin/env python3
"""ocr_pages.py PDF FROM TO: prints the first and last page of the PDF that hold Laws FROM.. up to (not with) TO,
found by the line «Статья N» (the heading; the running heads read «Статья N. Title»)."""
import subprocess, sys
pdf, a, b = sys.argv[1], sys.argv[2], sys.argv[3]
n = int(subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout.split('Pages:')[1].split()[0])
first = last = None
for p in range(1, n + 1):
    t = subprocess.run(['pdftotext', '-f', str(p), '-l', str(p), pdf, '-'], capture_output=True, text=True).stdout
    lines = [l.strip() for l in t.split('\n')]
    if first is None and f'Статья {a}' in lines:
        first = p
    if f'Статья {b}' in lines:
        last = p - 1
        break
print(first, last)
