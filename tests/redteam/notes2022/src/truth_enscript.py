#!/usr/bin/env python3
"""truth_enscript.json: the same clauses with every string passed through the exact byte route of the enscript
printout (UTF-8 -> CP1251 -> KOI8-R//TRANSLIT), since KOI8-R has no « » — – and iconv writes << >> and '-'."""
import json, os, subprocess
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def tr(s):
    if not s: return s
    b = subprocess.run(["iconv", "-f", "UTF-8", "-t", "CP1251"], input=s.encode(), capture_output=True, check=True).stdout
    k = subprocess.run(["iconv", "-f", "CP1251", "-t", "KOI8-R//TRANSLIT"], input=b, capture_output=True, check=True).stdout
    return k.decode("koi8-r")
t = json.load(open(os.path.join(ROOT, "truth.json"), encoding="utf-8"))
for c in t["clauses"]:
    for k in ("text", "title", "heading"):
        if isinstance(c.get(k), str): c[k] = tr(c[k])
t["book"] = "notes2022-enscript"
json.dump(t, open(os.path.join(ROOT, "truth_enscript.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
