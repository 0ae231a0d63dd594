"""Checks truth.json: known kinds, unique Latin ids of the right shape, refs well-formed and in order of the text.

usage: check_truth.py truth.json [PLAIN.txt]  — with a text file, also lists clause texts not found in it verbatim
(whitespace normalised).
"""
import json
import re
import sys
from pathlib import Path

KINDS = {"front", "chapter", "definitions", "term", "law", "section", "item", "footnote"}
ID = re.compile(r"^(\d{1,2})([A-H](\d{1,2}(\([a-h]\)(\((i|ii|iii|iv)\))?)?)?|-\d{1,2}(\([a-h]\))?)?$")
REF = re.compile(r"^(\d{1,2})([A-H](\d{1,2}(\([a-h]\)(\((i|ii|iii|iv)\))?)?)?)?$")

t = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
errs = []
seen = set()
laws = set()
for k, c in enumerate(t["clauses"]):
    if c["kind"] not in KINDS:
        errs.append(f"clause {k}: kind {c['kind']!r}")
    if "id" in c and c["kind"] != "chapter":
        if not ID.match(c["id"]):
            errs.append(f"clause {k}: bad id {c['id']!r}")
        if c["id"] in seen:
            errs.append(f"clause {k}: duplicate id {c['id']!r}")
        seen.add(c["id"])
        if c["kind"] == "law":
            laws.add(c["id"])
    if c["kind"] == "chapter" and c["id"] in seen:
        errs.append(f"duplicate chapter {c['id']}")
    for r in c.get("refs", []):
        if not REF.match(r) or not 1 <= int(REF.match(r).group(1)) <= 93:
            errs.append(f"clause {k}: bad ref {r!r}")
outside = sorted({r for c in t["clauses"] for r in c.get("refs", []) if re.match(r"\d+", r).group() not in laws},
                 key=lambda r: (int(re.match(r"\d+", r).group()), r))
if len(sys.argv) > 2:
    plain = " ".join(Path(sys.argv[2]).read_text(encoding="utf-8").split())
    for c in t["clauses"]:
        txt = " ".join(c.get("text", "").split())
        if txt and txt not in plain:
            print("not verbatim:", c.get("id", c["kind"]), txt[:70])
if errs:
    print("\n".join(errs))
    sys.exit(1)
from collections import Counter  # noqa: E402
print(f"{len(t['clauses'])} clauses ok:", dict(Counter(c["kind"] for c in t["clauses"])),
      f"refs {sum(len(c.get('refs', [])) for c in t['clauses'])}; outside the book: {' '.join(outside)}")
