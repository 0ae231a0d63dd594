#!/usr/bin/python3
"""Checks a truth file against src/plain.txt: every clause text/title/term/heading occurs verbatim (whitespace
normalised) in the plain text of the source, in order; ids unique and well-formed (Latin), refs well-formed,
items inside their Law/section, footnotes after a clause of their Law. Usage: check_truth.py [truth.json ...]"""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
norm = lambda s: " ".join(s.split())
plain = norm(open(os.path.join(HERE, "plain.txt"), encoding="utf-8").read())
ID = {"law": r"\d+", "section": r"\d+[A-Z]", "item": r"\d+([A-Z]\d+|-\d+)(\([a-z]\))?(\((i|ii|iii|iv|v|vi)\))?"}
REF = re.compile(r"^\d+([A-Z](\d+(\([a-z]\))?(\((i|ii|iii|iv|v)\))?)?)?$")
bad = 0
def err(*a):
    global bad; bad += 1; print("PROBLEM:", *a)
for f in sys.argv[1:] or [os.path.join(ROOT, "truth.json")]:
    t = json.load(open(f, encoding="utf-8"))
    for k in ("book", "kind", "edition", "title", "clauses"):
        if k not in t: err(f, "missing", k)
    if norm(t["title"]) not in plain: err("title not in plain")
    seen = set(); law = sec = None; pos = 0
    for c in t["clauses"]:
        k = c["kind"]
        if "refs" not in c: err("no refs", c)
        for r in c.get("refs", []):
            if not REF.match(r): err("bad ref", r, c.get("id"))
        for fld in ("text", "title", "term", "heading"):
            v = c.get(fld)
            if v:
                if norm(v) not in plain: err("not verbatim", c.get("id", k), fld, v[:60])
        if c.get("text"):
            p = plain.find(norm(c["text"]), pos if k != "footnote" else 0)
            if p < 0: err("out of order", c.get("id", k))
            elif k != "footnote": pos = p
        if k in ID:
            i = c["id"]
            if not re.fullmatch(ID[k], i): err("bad id", i)
            if i in seen: err("duplicate id", i)
            seen.add(i)
            if k == "law": law, sec = i, None
            elif k == "section":
                sec = i
                if not i.startswith(law) or not re.fullmatch(re.escape(law) + "[A-Z]", i): err("section outside law", i)
            elif k == "item":
                if not re.match(re.escape(sec or law + "-") + r"\d", i): err("item outside its section/law", i)
        elif k == "footnote":
            if c["law"] != law: err("footnote outside its law", c)
            key = "fn%s/%s" % (c["law"], c["n"])
            if key in seen: err("duplicate footnote", key)
            seen.add(key)
        elif k not in ("front", "definitions", "term"): err("unknown kind", k)
    print("%s: %d clauses, %d refs, %d problems" % (os.path.basename(f), len(t["clauses"]),
          sum(len(c["refs"]) for c in t["clauses"]), bad))
sys.exit(1 if bad else 0)
