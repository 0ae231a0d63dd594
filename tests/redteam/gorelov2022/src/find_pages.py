#!/usr/bin/env python3
"""find_pages.py HEADS.json BOOK.pdf OUT.json: the page (= printed page number) where each heading first occurs."""
import json
import subprocess
import sys

heads = json.load(open(sys.argv[1], encoding="utf-8"))
pdf = sys.argv[2]
n = int([l for l in subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout.splitlines()
         if l.startswith("Pages:")][0].split()[1])
text = [" ".join(subprocess.run(["pdftotext", "-f", str(p), "-l", str(p), pdf, "-"], capture_output=True,
                                text=True).stdout.split()) for p in range(1, n + 1)]
pages = {}
for h in heads:
    pages[h] = str(next(i + 1 for i, t in enumerate(text) if h in t))
json.dump(pages, open(sys.argv[3], "w", encoding="utf-8"), ensure_ascii=False, indent=1)
