"""Finds the printed page of every contents entry in a PDF of the book.

Usage: python3 src/find_pages.py ENTRIES.toc.json BOOK.pdf PAGES.json [PHYS.json]
PHYS.json (optional): the physical (1-based) PDF page of every entry.
Front pages are numbered in roman numerals from the title page on (i); Chapter I restarts at 1.
"""
import json
import re
import subprocess
import sys
from pathlib import Path


def roman(n):
    out = ""
    for v, s in ((10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= v:
            out += s
            n -= v
    return out


def page_lines(pdf):
    n = int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True,
                                                          text=True).stdout).group(1))
    res = []
    for p in range(1, n + 1):
        t = subprocess.run(["pdftotext", "-f", str(p), "-l", str(p), pdf, "-"], capture_output=True,
                           text=True).stdout
        res.append([ln.strip() for ln in t.splitlines()])
    return res


def main():
    entries = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    pages = page_lines(sys.argv[2])
    start = next(i for i, ls in enumerate(pages) if "ОГЛАВЛЕНИЕ" in ls) + 1
    found = {}
    phys = start
    for key, _lv, text in entries:
        if key.startswith("law:"):
            num, title = text.split(". ", 1)
            pat = re.compile(re.escape(num) + r"\. " + re.escape(title.split()[0]))
        else:
            pat = re.compile("^" + re.escape(text) + "$")
        while not any(pat.match(ln) for ln in pages[phys]):
            phys += 1
        found[key] = phys
    ch1 = found[next(k for k, _, _ in entries if k.startswith("ch:"))]
    out = {k: (roman(p + 1) if p < ch1 else str(p - ch1 + 1)) for k, p in found.items()}
    Path(sys.argv[3]).write_text(json.dumps(out, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    if len(sys.argv) > 4:
        phys_out = {k: p + 1 for k, p in found.items()}
        phys_out["_pages"] = len(pages)
        Path(sys.argv[4]).write_text(json.dumps(phys_out, ensure_ascii=False, indent=0) + "\n",
                                     encoding="utf-8")


if __name__ == "__main__":
    main()
