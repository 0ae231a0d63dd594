#!/usr/bin/env python3
"""check_truth.py TRUTH.json TEXTFILE [--html] : structure checks, then every clause text, title, label and
heading must occur verbatim (whitespace normalised) in the plain text (or in the de-tagged KOI8-R page)."""
import html
import json
import re
import sys

truth = json.load(open(sys.argv[1], encoding="utf-8"))
raw = open(sys.argv[2], "rb").read()
if "--epub" in sys.argv:                                  # the XHTML files of an EPUB, in spine order
    import zipfile
    z = zipfile.ZipFile(sys.argv[2])
    s = " ".join(z.read(n).decode("utf-8") for n in sorted(z.namelist()) if n.endswith(".xhtml"))
    s = html.unescape(re.sub(r"<a [^>]*epub:type=\"noteref\"[^>]*>.*?</a>", "", s))
    s = re.sub(r"<[^>]*>", "", s)
    s = html.unescape(s)
elif "--fb2" in sys.argv:
    s = raw.decode("utf-8")
    s = re.sub(r"<a [^>]*type=\"note\"[^>]*>.*?</a>", "", s)
    s = re.sub(r"</?(p|title|section|empty-line|subtitle|v)\b[^>]*>", " ", s)   # block tags: a paragraph ends
    s = html.unescape(re.sub(r"<[^>]*>", "", s))
elif "--html" in sys.argv:
    s = raw.decode("koi8-r")
    s = re.sub(r"<!\[if !supportFootnotes\]>\[\d+\]<!\[endif\]>", "", s)   # Word's footnote marks
    s = re.sub(r"<[^>]*>", "", s)
    s = html.unescape(s)
else:
    s = raw.decode("utf-8")
hay = " ".join(s.split())

ID = re.compile(r"^(\d+)([A-H](\d+(\([a-z]+\))*)?)?$")
bad = 0
seen = set()
for c in truth["clauses"]:
    k = c["kind"]
    cid = c.get("id")
    if cid:
        if (k, cid) in seen:
            print("duplicate id", cid); bad += 1
        seen.add((k, cid))
    if k == "para" and not re.fullmatch(r"\d+\.\d+(\([a-z]\))?", cid):
        print("bad para id", cid); bad += 1
    for r in c.get("refs", []):
        m = ID.match(r)
        if not m or not 1 <= int(m.group(1)) <= 93:
            print("bad ref", r, "in", cid); bad += 1
    for key in ("text", "title", "label", "heading"):
        v = c.get(key)
        if v and " ".join(v.split()) not in hay:
            print("MISSING", k, cid, key, repr(v[:70])); bad += 1
print("%s: %d clauses checked against %s, %d problems" % (sys.argv[1], len(truth["clauses"]), sys.argv[2], bad))
sys.exit(1 if bad else 0)
