"""Page number of every table-of-contents heading in a PDF made from make_fodt.py's output.

usage: find_pages.py BOOK.fodt.toc.json BOOK.pdf PAGES.json
"""
import json
import re
import subprocess
import sys
from pathlib import Path

toc = json.loads(Path(sys.argv[1]).read_text())
text = subprocess.run(["pdftotext", "-layout", sys.argv[2], "-"], capture_output=True, text=True, check=True).stdout
pages = [[ln.strip() for ln in pg.splitlines()] for pg in text.split("\f")]
found = {}
for lv, heading, key in toc:
    if key.startswith("law"):
        num = key[3:]
        pat = re.compile(rf"^(Правило {num}\. |ПРАВИЛО {num}$)")
    else:
        pat = re.compile("^" + re.escape(heading) + "$")
    for n, lines in enumerate(pages, 1):
        if n > 1 and any(pat.match(ln) for ln in lines):
            found[key] = n
            break
    else:
        raise SystemExit(f"{sys.argv[2]}: heading {heading!r} not found")
Path(sys.argv[3]).write_text(json.dumps(found), encoding="utf-8")
