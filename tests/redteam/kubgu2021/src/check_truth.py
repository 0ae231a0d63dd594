#!/usr/bin/env python3
"""Every clause text (and title/term/heading) occurs verbatim (whitespace normalised) in src/plain.txt;
ids unique and well-formed; items/sections inside their Law; refs well-formed. Usage: check_truth.py [truth*.json]"""
import json, re, sys, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
norm = lambda s: re.sub(r"\s+", " ", s).strip()
plain = norm(open(os.path.join(ROOT, "src", "plain.txt"), encoding="utf-8").read())
bad = 0
for tf in sys.argv[1:] or [os.path.join(ROOT, "truth.json")]:
    t = json.load(open(tf, encoding="utf-8"))
    seen, law = set(), None
    IDRE = {"law": r"\d{1,2}", "section": r"\d{1,2}[A-Z]", "chapter": r"ch\d{1,2}",
            "item": r"\d{1,2}(?:[A-Z]\d{1,2}|-\d{1,2})(?:\([a-z]\))?(?:\((?:i|ii|iii|iv|v)\))?"}
    REF = re.compile(r"\d{1,2}(?:[A-Z](?:\d{1,2}(?:\([a-z]\))?(?:\((?:i|ii|iii|iv)\))?)?)?")
    pl = plain if os.path.basename(tf) == "truth.json" else norm(open(os.path.join(ROOT, "src", "plain_" + os.path.basename(tf)[6:-5] + ".txt"), encoding="utf-8").read()) if os.path.exists(os.path.join(ROOT, "src", "plain_" + os.path.basename(tf)[6:-5] + ".txt")) else plain
    for c in t["clauses"]:
        k = c["kind"]
        for fld in ("text", "title", "term", "heading"):
            v = c.get(fld)
            if v and norm(v) not in pl:
                print(tf, "NOT IN PLAIN", k, c.get("id"), fld, v[:60]); bad += 1
        if k in IDRE:
            if not re.fullmatch(IDRE[k], c["id"]): print("bad id", c["id"]); bad += 1
            if c["id"] in seen: print("dup id", c["id"]); bad += 1
            seen.add(c["id"])
            if k == "law": law = c["id"]
            elif k in ("section", "item") and re.match(r"\d+", c["id"]).group() != law:
                print("outside its law", c["id"]); bad += 1
        if k == "footnote" and c["law"] != law: print("footnote outside law", c); bad += 1
        for r in c.get("refs", []):
            if not REF.fullmatch(r): print("bad ref", r); bad += 1
    print(tf, len(t["clauses"]), "clauses,", sum(len(c.get("refs", [])) for c in t["clauses"]), "refs")
print("problems:", bad)
sys.exit(1 if bad else 0)
