#!/usr/bin/env python3
"""Proves every clause text/title/heading in truth.json occurs verbatim (whitespace normalised) in book.txt,
the plain text of the source; and that ids are unique."""
import json, os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
norm = lambda s: re.sub(r"\s+", " ", s).strip()
book = norm(open(os.path.join(ROOT, "book.txt"), encoding="utf-8").read())
truth = json.load(open(os.path.join(ROOT, "truth.json"), encoding="utf-8"))
bad = 0; ids = set(); kinds = {}
for c in truth["clauses"]:
    kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    for key in ("text", "title", "heading"):
        v = c.get(key)
        if v and norm(v) not in book:
            bad += 1; print("NOT FOUND", c.get("id"), key, v[:60])
    if "id" in c:
        if c["id"] in ids: bad += 1; print("DUP", c["id"])
        ids.add(c["id"])
print("clauses by kind:", kinds)
print(f"{len(truth['clauses']) - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
