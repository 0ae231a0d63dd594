#!/usr/bin/env python3
"""Writes truth_a2ps.json and src/plain_a2ps.txt: the book as GNU a2ps 4.14 prints a UTF-8 text with its
defaults (encoding latin1): every UTF-8 byte is printed as one Latin-1 character, and the bytes 0x80-0x9F
(no Latin-1 glyph) in a2ps's caret/meta notation «M-^X» (0x9C -> «M-^\\»). Ids and refs are unchanged."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def a2ps(s):
    out = []
    for b in s.encode("utf-8"):
        if b < 0x80: out.append(chr(b))
        elif b < 0xA0: out.append("M-^" + chr(b - 0x80 + 0x40))
        else: out.append(chr(b))
    return "".join(out)

t = json.load(open(os.path.join(ROOT, "truth.json"), encoding="utf-8"))
for c in t["clauses"]:
    for f in ("text", "title", "term", "heading", "sep"):
        if c.get(f): c[f] = a2ps(c[f])
t["title"] = a2ps(t["title"])
json.dump(t, open(os.path.join(ROOT, "truth_a2ps.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
open(os.path.join(ROOT, "src", "plain_a2ps.txt"), "w", encoding="utf-8").write(a2ps(open(os.path.join(ROOT, "src", "plain.txt"), encoding="utf-8").read()))
print("truth_a2ps.json written")
