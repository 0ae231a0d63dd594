"""Parser of src/fed2018.txt (markup described at its top) and writer of truth.json.

parse() returns a list of blocks used by every renderer; truth() turns them into the ground truth.
"""
import json
import re
import sys
from pathlib import Path

SRC = Path(__file__).with_name("fed2018.txt")
BOOK_TITLE = "ПРАВИЛА СПОРТИВНОГО БРИДЖА"
RUNNING_EVEN = "Правила спортивного бриджа · Редакция 2017 года"
CYR2LAT = str.maketrans("АВСЕавсе", "ABCEabce")
FN = re.compile(r"\{\{fn:(.*?)\}\}")
ROMAN = {"i", "ii", "iii", "iv", "v", "vi"}


def level_of(label):
    if label.isdigit():
        return 1
    inner = label.strip("()")
    return 3 if inner in ROMAN else 2


def parse(path=SRC):
    blocks = []
    cur = None  # the block that '+' lines and boxes attach to
    mode = None
    law = None
    sec = None
    ids = [None, None, None]
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        ln = lines[i]
        i += 1
        if ln.startswith("% ") or ln.startswith("%  ") or not ln.strip():
            continue
        if ln == "%title":
            cur = {"type": "title", "paras": []}
            blocks.append(cur)
            mode = "paras"
        elif ln.startswith("%front "):
            cur = {"type": "front", "heading": ln[7:], "paras": []}
            blocks.append(cur)
        elif ln == "%toc":
            blocks.append({"type": "toc"})
        elif ln.startswith("%defs "):
            cur = {"type": "defs", "heading": ln[6:], "paras": []}
            blocks.append(cur)
        elif ln.startswith("%term "):
            term, sep, text = ln[6:].split("|")
            cur = {"type": "term", "term": term, "sep": sep, "paras": [text]}
            blocks.append(cur)
        elif ln.startswith("%chapter "):
            num, title = ln[9:].split("|")
            blocks.append({"type": "chapter", "number": num, "title": title})
            cur = None
        elif ln.startswith("%law "):
            num, title, style = ln[5:].split("|")
            if style == "h2":  # «ПРАВИЛО 41» / «НАЧАЛО РОЗЫГРЫША»: the title is printed in capitals
                title = title.upper()
            law, sec = num, None
            cur = {"type": "law", "id": num, "title": title, "style": style, "paras": []}
            blocks.append(cur)
        elif ln.startswith("%sec "):
            label, title = ln[5:].split("|")
            sec = label.translate(CYR2LAT)
            cur = {"type": "sec", "label": label, "id": law + sec, "title": title, "paras": [], "law": law}
            blocks.append(cur)
        elif ln.startswith("%it "):
            label, text = ln[4:].split("|", 1)
            lv = level_of(label.translate(CYR2LAT))
            lat = label.translate(CYR2LAT)
            ids[lv - 1] = lat
            for k in range(lv, 3):
                ids[k] = None
            base = law + (sec if sec else "-")
            iid = base + "".join(x for x in ids[:lv])
            cur = {"type": "item", "label": label, "level": lv, "id": iid, "paras": [text], "law": law}
            blocks.append(cur)
        elif ln == "%box":
            box = []
            while lines[i] != "%endbox":
                box.append(lines[i])
                i += 1
            i += 1
            cur["box"] = box
        elif ln.startswith("+ "):
            cur["paras"].append(ln[2:])
        elif ln.startswith("%"):
            raise SystemExit(f"{path}:{i}: unknown directive {ln!r}")
        else:
            cur["paras"].append(ln)
    return blocks


# ---- references ---------------------------------------------------------------------------------
LET = "A-HАВСЕ"
REF = rf"\d{{1,2}}(?:[{LET}](?:\d{{1,2}})?(?:\([a-hасе]\))?(?:\((?:i|ii|iii|iv)\))?)?"
LAWREF = re.compile(rf"Правил(?:о|а|у|е|ом|ам|ами|ах)?\s+({REF}(?:\s*(?:,|и|или|–|—)\s*{REF})*)")
SELF = re.compile(rf"(?:пункт|раздел)(?:а|е|ом|у)?\s+([{LET}]\d?(?:\([a-hасе]\))?)\s+настоящего\s+Правила")


def norm(r):
    return r.translate(CYR2LAT)


def refs_of(text, law):
    found = []
    for m in LAWREF.finditer(text):
        parts = re.findall(rf"({REF})|(–|—)", m.group(1))
        out = []
        rng = False
        for ref, dash in parts:
            if dash:
                rng = True
                continue
            if rng and out and out[-1].isdigit() and ref.isdigit():
                out.extend(str(n) for n in range(int(out[-1]) + 1, int(ref) + 1))
            else:
                out.append(norm(ref))
            rng = False
        found.append((m.start(), out))
    for m in SELF.finditer(text):
        found.append((m.start(), [law + norm(m.group(1))]))
    found.sort()
    return [r for _, rs in found for r in rs]


def clean(p):
    return FN.sub("", p)


def truth(blocks):
    cl = []

    def add(c, paras, law):
        text = " ".join(clean(p) for p in paras)
        c["text"] = text
        c["refs"] = refs_of(text, law) if law else refs_of(text, "")
        cl.append(c)
        n = 0
        for p in paras:
            for fm in FN.finditer(p):
                n += 1
        return n

    fncount = {}
    for b in blocks:
        t = b["type"]
        law = b.get("law") or (b["id"] if t == "law" else None)
        paras = list(b.get("paras", [])) + list(b.get("box", []))
        if t == "title":
            add({"kind": "front", "heading": None}, paras, None)
        elif t == "front":
            add({"kind": "front", "heading": b["heading"]}, paras, None)
        elif t == "defs":
            add({"kind": "definitions", "heading": b["heading"]}, paras, None)
        elif t == "term":
            add({"kind": "term", "term": b["term"], "sep": b["sep"]}, paras, None)
        elif t == "chapter":
            arab = roman_to_int(b["number"])
            cl.append({"kind": "chapter", "id": f"ch{arab}", "number": b["number"], "title": b["title"]})
        elif t == "law":
            add({"kind": "law", "id": b["id"], "title": b["title"]}, paras, b["id"])
        elif t == "sec":
            add({"kind": "section", "id": b["id"], "title": b["title"]}, paras, law)
        elif t == "item":
            add({"kind": "item", "id": b["id"]}, paras, law)
        else:
            continue
        for p in paras:
            for fm in FN.finditer(p):
                k = law or "front"
                fncount[k] = fncount.get(k, 0) + 1
                ft = fm.group(1)
                cl.append({"kind": "footnote", "law": law, "n": fncount[k], "text": ft, "refs": refs_of(ft, law)})
    return {"book": "fed2018", "kind": "law", "edition": 2017, "title": "Правила спортивного бриджа. Редакция 2017 года",
            "clauses": cl}


def roman_to_int(s):
    v = {"I": 1, "V": 5, "X": 10}
    tot = 0
    for a, b in zip(s, s[1:] + " "):
        tot += -v[a] if b != " " and v.get(b, 0) > v[a] else v[a]
    return tot


if __name__ == "__main__":
    t = truth(parse())
    Path(sys.argv[1]).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
