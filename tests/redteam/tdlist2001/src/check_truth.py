"""Check truth.json, truth_mail.json, truth_pipermail.json against the source (src/book.txt as printed)."""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import book

ROOT = os.path.dirname(book.HERE)
norm = lambda s: re.sub(r"\s+", " ", s).strip()
RE_ID = {
    "law": r"\d+",
    "section": r"\d+[A-Z]",
    "item": r"(\d+[A-Z]\d+|\d+-\d+)(\([a-z]\))?(\((i|ii|iii|iv|v|vi)\))?",
}
RE_REF = r"\d+([A-Z](\d+(\([a-z]\))?(\((i|ii|iii|iv|v|vi)\))?)?)?"


def source_text(tr_for):
    cl = book.parse()
    paras = []
    for c in cl:
        tr = tr_for(c)
        paras += [tr(p) for p in book.printed(c)]
    return norm(" \n ".join(paras))


def check(name, tr_for, front_tr=None):
    doc = json.load(open(os.path.join(ROOT, name), encoding="utf-8"))
    src = source_text(tr_for)
    if front_tr:
        src = front_tr(src)
    probs = []
    if doc["title"] not in src:
        probs.append("title not in source")
    seen = set()
    law = None
    for c in doc["clauses"]:
        k = c["kind"]
        if "id" in c:
            if c["id"] in seen:
                probs.append("duplicate id " + c["id"])
            seen.add(c["id"])
            if not re.fullmatch(RE_ID[k], c["id"]):
                probs.append("bad id " + c["id"])
            if k == "law":
                law = c["id"]
            elif not re.match(law + r"[A-Z-]", c["id"]) or c["id"][len(law)].isdigit():
                probs.append("clause %s outside Law %s" % (c["id"], law))
        for r in c["refs"]:
            if not re.fullmatch(RE_REF, r):
                probs.append("bad ref %r in %s" % (r, c.get("id")))
        for key in ("text", "title", "term", "heading"):
            v = c.get(key)
            if v and norm(v) not in src:
                probs.append("%s of %s not in source: %s" % (key, c.get("id") or c.get("term") or k, v[:60]))
    counts = {}
    for c in doc["clauses"]:
        counts[c["kind"]] = counts.get(c["kind"], 0) + 1
    nrefs = sum(len(c["refs"]) for c in doc["clauses"])
    print("%s: %d clauses %s, %d refs; %d problems" % (name, len(doc["clauses"]), counts, nrefs, len(probs)))
    for p in probs:
        print("   ", p)
    return len(probs)


ident = lambda c: (lambda s: s)
mail = lambda c: book.koi if book.PART_CHARSET[book.part_of(c)] == "koi8-r" else (lambda s: s)
bad = check("truth.json", ident)
bad += check("truth_mail.json", mail)
bad += check("truth_pipermail.json", mail, front_tr=lambda s: s.replace("@", " at "))
sys.exit(1 if bad else 0)
