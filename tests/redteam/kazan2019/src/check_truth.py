"""Checks a truth file of the book; optionally that every clause text is in a rendering.

Usage: python3 src/check_truth.py TRUTH.json [--txt PRAV2017.TXT | --site out/site]
Structure: known kinds, ids unique and of the right shape (Latin letters), footnotes after their Law,
refs well-formed and in Laws 1–93. --txt: the CP866 text, lines joined (a line ending in a compound
word's hyphen joins without a space), footnote asterisks removed. --site: the windows-1251 pages de-tagged,
<SUP> footnote calls removed. A clause whose text is not found is reported and the check fails.
"""
import html
import json
import re
import sys
from pathlib import Path

KINDS = {"front", "definitions", "term", "chapter", "law", "section", "item", "footnote"}
LAW_ID = re.compile(r"^\d{1,2}$")
SEC_ID = re.compile(r"^\d{1,2}[A-H]$")
ITEM_ID = re.compile(r"^\d{1,2}(?:[A-H]|-)\d{1,2}(?:\([a-h]\))?(?:\((?:i|ii|iii|iv|v|vi)\))?$")
REF = re.compile(r"^\d{1,2}(?:[A-H](?:\d{1,2}(?:\([a-h]\))?(?:\((?:i|ii|iii|iv|v)\))?)?)?$")


def norm(s):
    return " ".join(s.split())


def structure(doc):
    errs = []
    seen = set()
    law = None
    for k, c in enumerate(doc["clauses"]):
        kind = c.get("kind")
        where = f"clause {k} ({c.get('id', kind)})"
        if kind not in KINDS:
            errs.append(f"{where}: unknown kind {kind!r}")
            continue
        cid = c.get("id")
        if kind == "law":
            law = cid
            if not LAW_ID.match(cid):
                errs.append(f"{where}: bad law id")
        elif kind == "section" and not (SEC_ID.match(cid) and cid.startswith(law)):
            errs.append(f"{where}: bad section id")
        elif kind == "item" and not (ITEM_ID.match(cid) and re.match(re.escape(law) + r"[A-H-]", cid)):
            errs.append(f"{where}: bad item id")
        elif kind == "footnote" and c.get("law") != law:
            errs.append(f"{where}: footnote of Law {c.get('law')} inside Law {law}")
        key = cid or (kind, c.get("law"), c.get("n"), c.get("term"), c.get("heading"))
        if key in seen:
            errs.append(f"{where}: duplicate {key}")
        seen.add(key)
        if re.search(r"[А-Яа-яЁё]", cid or ""):
            errs.append(f"{where}: Cyrillic letter in id")
        for r in c.get("refs", []):
            if not REF.match(r) or not 1 <= int(re.match(r"\d+", r).group()) <= 93:
                errs.append(f"{where}: bad ref {r!r}")
    return errs


def txt_body(path):
    raw = Path(path).read_bytes().decode("cp866").replace("\r\n", "\n")
    raw = re.sub(r"(?<=[^\W\d]-)\n\s*(?=[^\W\d])", "", raw)  # «сторону-» / «нарушителя»
    raw = raw.replace("*", "")
    return norm(raw)


def site_body(folder):
    parts = []
    for f in sorted(Path(folder).glob("*.htm")):
        s = f.read_bytes().decode("windows-1251")
        s = re.sub(r"<SUP>.*?</SUP>", "", s, flags=re.S)
        s = re.sub(r"<[^>]+>", " ", s)
        parts.append(html.unescape(s).replace("\xa0", " "))
    return norm(" ".join(parts)).replace(" .", ".").replace(" ,", ",")


def main():
    doc = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    errs = structure(doc)
    body = None
    if "--txt" in sys.argv:
        body = txt_body(sys.argv[sys.argv.index("--txt") + 1])
    elif "--site" in sys.argv:
        body = site_body(sys.argv[sys.argv.index("--site") + 1])
    missing = 0
    if body is not None:
        for c in doc["clauses"]:
            for key in ("text", "title"):
                t = norm(c.get(key) or "")
                if c["kind"] in ("front",) and c.get("heading") is None and key == "text":
                    continue  # the title page: its lines are separate paragraphs everywhere
                if t and t not in body and not _table_clause(c, body):
                    missing += 1
                    errs.append(f"not in the rendering: {c.get('id', c.get('term'))} {key}: {t[:60]}…")
    kinds = {}
    for c in doc["clauses"]:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    nrefs = sum(len(c.get("refs", [])) for c in doc["clauses"])
    print(f"{sys.argv[1]}: {len(doc['clauses'])} clauses {kinds}, {nrefs} refs"
          + (f", {missing} texts missing in the rendering" if body is not None else ""))
    for e in errs:
        print("  " + e)
    sys.exit(1 if errs else 0)


def _table_clause(c, body):
    """64A2 carries the table's cells after its sentence: each part must be there, in order."""
    if c.get("id") != "64A2":
        return False
    first = c["text"].split(". ", 1)[0] + "."
    return norm(first) in body


if __name__ == "__main__":
    main()
