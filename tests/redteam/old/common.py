"""Shared by the red-team book generators: read the law DSL, derive ids and refs.

DSL (one paragraph per line):
  DEF                      definitions follow
  : term | sep | text      one definition ('-' sep is written with spaces around it)
  = V | Title              chapter
  # 27 | TITLE             law
  @ B | Title              section (Latin letter; renderers may print a Cyrillic look-alike)
  1. text                  item;   (a) text  sub-item;  (i) text  sub-sub-item
  * text                   footnote of the current law
  + text                   another paragraph of the previous clause
  any other line           text of the law (before sections) or lead-in of the section
Render markers inside text: '^' = force a line break here, '~' = force a hyphenated
break inside the word.  Both are stripped from truth text.
"""
import re

LAT2CYR = {"A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н"}
CYR2LAT = {v: k for k, v in LAT2CYR.items()}
CYR2LAT.update({"а": "a", "с": "c", "е": "e"})

ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def clean(s):
    return s.replace("^", "").replace("~", "")


_WORD = r"[Пп]равил(?:о|а|у|ом|е|ам|ами|ах)?"
_REF = r"(\d{1,2})([A-HАВСЕН])?(\d{1,2})?((?:\([a-zасе]{1,4}\))*)"
REF_RE = re.compile(_WORD + r"\s+" + _REF + r"((?:\s*(?:,|\bи\b|\bили\b|\bлибо\b)\s*" + _REF + r")*)")
ONE_RE = re.compile(_REF)


def _norm(m):
    law, sec, item, subs = m.group(1), m.group(2) or "", m.group(3) or "", m.group(4) or ""
    sec = CYR2LAT.get(sec, sec)
    subs = "".join(CYR2LAT.get(c, c) for c in subs)
    return law + sec + item + subs


def refs_of(text):
    out = []
    for m in REF_RE.finditer(text):
        out.append(_norm(m))
        tail = m.group(5)
        if tail:
            for m2 in ONE_RE.finditer(tail):
                out.append(_norm(m2))
    return out


def parse(path):
    """Return list of nodes: dicts with kind, ids, raw text (markers kept)."""
    nodes = []
    law = sec = item = sub = None
    fn = 0
    mode = None
    for ln, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip():
            continue
        if line == "DEF":
            nodes.append({"kind": "definitions", "heading": "ОПРЕДЕЛЕНИЯ", "raw": ""})
            mode = "def"
            continue
        if line.startswith(": "):
            term, sep, text = [x.strip() for x in line[2:].split("|", 2)]
            sep = " - " if sep == "-" else sep
            nodes.append({"kind": "term", "term": term, "sep": sep, "raw": text})
            continue
        if line.startswith("= "):
            num, title = [x.strip() for x in line[2:].split("|", 1)]
            nodes.append({"kind": "chapter", "id": "ch%d" % ROMAN.index(num), "number": num, "title": title})
            continue
        if line.startswith("# "):
            num, title = [x.strip() for x in line[2:].split("|", 1)]
            law, sec, item, sub, fn = num, None, None, None, 0
            nodes.append({"kind": "law", "id": law, "title": title, "raw": ""})
            continue
        if line.startswith("@ "):
            letter, title = [x.strip() for x in line[2:].split("|", 1)]
            sec, item, sub = letter, None, None
            nodes.append({"kind": "section", "id": law + letter, "letter": letter, "title": title, "raw": ""})
            continue
        if line.startswith("* "):
            fn += 1
            nodes.append({"kind": "footnote", "law": law, "n": fn, "raw": line[2:]})
            continue
        if line.startswith("+ "):
            prev = nodes[-1]
            prev["raw"] = (prev["raw"] + "\n" + line[2:]) if prev["raw"] else line[2:]
            continue
        m = re.match(r"^(\d{1,2})\. (.*)$", line)
        if m:
            item, sub = m.group(1), None
            iid = (law + sec + item) if sec else (law + "-" + item)
            nodes.append({"kind": "item", "id": iid, "label": item + ".", "level": 1, "raw": m.group(2)})
            continue
        m = re.match(r"^\(([a-z])\) (.*)$", line)
        if m:
            sub = m.group(1)
            base = (law + sec + item) if sec else (law + "-" + item)
            nodes.append({"kind": "item", "id": base + "(%s)" % sub, "label": "(%s)" % sub, "level": 2,
                          "raw": m.group(2)})
            continue
        m = re.match(r"^\(([ivx]+)\) (.*)$", line)
        if m:
            base = (law + sec + item) if sec else (law + "-" + item)
            nodes.append({"kind": "item", "id": base + "(%s)(%s)" % (sub, m.group(1)),
                          "label": "(%s)" % m.group(1), "level": 3, "raw": m.group(2)})
            continue
        # plain paragraph: text of the current law / section / definitions
        prev = nodes[-1]
        if prev["kind"] not in ("law", "section", "definitions"):
            raise SystemExit("%s:%d: plain paragraph after %s" % (path, ln, prev["kind"]))
        prev["raw"] = (prev["raw"] + "\n" + line) if prev["raw"] else line
    return nodes


def truth_clause(n):
    k = n["kind"]
    text = " ".join(clean(n.get("raw", "")).split("\n")) if "raw" in n else None
    if k == "chapter":
        return {"kind": k, "id": n["id"], "number": n["number"], "title": n["title"], "refs": []}
    if k == "definitions":
        c = {"kind": k, "heading": n["heading"], "text": text}
    elif k == "term":
        c = {"kind": k, "term": n["term"], "sep": n["sep"], "text": text}
    elif k == "law":
        c = {"kind": k, "id": n["id"], "title": n["title"], "text": text}
    elif k == "section":
        c = {"kind": k, "id": n["id"], "title": n["title"], "text": text}
    elif k == "item":
        c = {"kind": k, "id": n["id"], "text": text}
    elif k == "footnote":
        c = {"kind": k, "law": n["law"], "n": n["n"], "text": text}
    elif k == "front":
        c = {"kind": k, "heading": n["heading"], "text": text}
    else:
        raise ValueError(k)
    c["refs"] = refs_of(text)
    return c
