"""Parse src/book.txt (my own markup) into clauses; print the book text; write the truths."""
import json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
TITLE = "Законы спортивного бриджа 1997 г. (любительский перевод)"

# what a koi8-r mail client of 2001 made of characters koi8-r does not have
KOI_TR = {"«": '"', "»": '"', "—": "--", "–": "-"}


def koi(s):
    return "".join(KOI_TR.get(c, c) for c in s)


def parse():
    clauses = []
    cur = None
    for line in open(os.path.join(HERE, "book.txt"), encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("="):
            tag, _, rest = line[1:].partition(" ")
            if tag == "FRONT":
                cur = {"kind": "front", "heading": None, "lines": [], "refs": []}
            elif tag == "DEFS":
                cur = {"kind": "definitions", "heading": rest, "lines": [], "refs": []}
            elif tag == "TERM":
                f = rest.split("|")
                cur = {"kind": "term", "term": f[0], "sep": f[1], "lines": [f[2]],
                       "refs": f[3].split(",") if len(f) > 3 and f[3] else []}
            elif tag == "LAW":
                num, title, refs = rest.split("|")
                cur = {"kind": "law", "id": num, "title": title, "lines": [],
                       "refs": refs.split(",") if refs else []}
            elif tag == "SEC":
                cid, letter, title, refs = rest.split("|")
                cur = {"kind": "section", "id": cid, "letter": letter, "title": title, "lines": [],
                       "refs": refs.split(",") if refs else []}
            elif tag == "ITEM":
                cid, label, refs = rest.split("|")
                cur = {"kind": "item", "id": cid, "label": label, "lines": [],
                       "refs": refs.split(",") if refs else []}
            else:
                raise ValueError(line)
            clauses.append(cur)
        elif line.strip():
            cur["lines"].append(line)
    law = None
    for c in clauses:
        if c["kind"] == "law":
            law = c["id"]
        c["law"] = law
    return clauses


def depth(c):
    if c["kind"] != "item":
        return 0
    return c["id"].count("(")


def printed(c):
    """The paragraphs of a clause as the translator typed them (one string per paragraph)."""
    k = c["kind"]
    L = c["lines"]
    if k == "front":
        return list(L)
    if k == "definitions":
        return [c["heading"]] + L
    if k == "term":
        return [c["term"] + c["sep"] + L[0]]
    if k == "law":
        return ["ЗАКОН %s. %s" % (c["id"], c["title"])] + L
    if k == "section":
        return ["%s. %s" % (c["letter"], c["title"])] + L
    if k == "item":
        ind = "   " * depth(c)
        if not L:
            return [ind + c["label"]]
        return [ind + c["label"] + " " + L[0]] + [ind + x for x in L[1:]]


def text_of(c):
    if c["kind"] == "term":
        return c["lines"][0]
    return " ".join(c["lines"])


def truth_clause(c, tr=lambda s: s):
    k = c["kind"]
    t = tr(text_of(c))
    if k == "front":
        d = {"kind": "front", "heading": None, "text": t}
    elif k == "definitions":
        d = {"kind": "definitions", "heading": c["heading"], "text": t}
    elif k == "term":
        d = {"kind": "term", "term": tr(c["term"]), "sep": tr(c["sep"]), "text": t}
    elif k == "law":
        d = {"kind": "law", "id": c["id"], "title": tr(c["title"]), "text": t}
    elif k == "section":
        d = {"kind": "section", "id": c["id"], "title": tr(c["title"]), "text": t}
    else:
        d = {"kind": "item", "id": c["id"], "text": t}
    d["refs"] = list(c["refs"])
    return d


# the parts as posted: (part number, laws, first-clause marker)
PARTS = [
    (1, ["front", "defs", "1", "2"]),
    (2, ["4", "6", "7"]),
    (3, ["9", "12", "13"]),
    (4, ["16", "18", "20"]),
    (5, ["25", "27"]),
    (6, ["30", "40", "45"]),
    (7, ["50", "58", "62", "64"]),
    (8, ["68", "70", "72"]),
    (9, ["74", "81", "90"]),
]
# encodings of the parts' text in the mail: koi8-r parts lose «» and —
PART_CHARSET = {1: "koi8-r", 2: "koi8-r", 3: "windows-1251", 4: "koi8-r", 5: "koi8-r",
                6: "koi8-r", 7: "windows-1251", 8: "koi8-r", 9: "koi8-r"}


def part_of(c):
    key = {"front": "front", "definitions": "defs", "term": "defs"}.get(c["kind"], c["law"])
    for n, keys in PARTS:
        if key in keys:
            return n
    raise KeyError(key)


def part_clauses(clauses, n):
    return [c for c in clauses if part_of(c) == n]


def part_range(n):
    laws = [k for k in dict(PARTS)[n] if k not in ("front", "defs")]
    return laws[0], laws[-1]


def write_truths(out):
    cl = parse()
    def dump(name, tr_for, front_tr=None):
        items = []
        for c in cl:
            tr = tr_for(c)
            d = truth_clause(c, tr)
            if front_tr and c["kind"] == "front":
                d["text"] = front_tr(d["text"])
            items.append(d)
        doc = {"book": "tdlist2001", "kind": "law", "edition": 1997, "title": TITLE, "clauses": items}
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
    ident = lambda c: (lambda s: s)
    mail = lambda c: koi if PART_CHARSET[part_of(c)] == "koi8-r" else (lambda s: s)
    dump("truth.json", ident)
    dump("truth_mail.json", mail)
    dump("truth_pipermail.json", mail, front_tr=lambda s: s.replace("@", " at "))


if __name__ == "__main__":
    import sys
    write_truths(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE))
