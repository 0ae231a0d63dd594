"""Parser of src/kazan2019.txt (markup described at its top) and writer of truth.json.

parse() gives the list of blocks every renderer reads; truth() turns them into the ground truth.
Usage: python3 src/book.py truth.json
"""
import json
import re
import sys
from pathlib import Path

SRC = Path(__file__).with_name("kazan2019.txt")
CYR2LAT = str.maketrans("АВСЕавсе", "ABCEabce")
FN = re.compile(r"\{fn:(.*?)\}")
ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]
LETTERS = "abcdefghijklmnop"
BOOK = "kazan2019"
TITLE = "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА"


def label(level, n):
    """The printed label of the n-th (1-based) item at a level: 1. / (a) / (i)."""
    if level == 1:
        return str(n)
    if level == 2:
        return LETTERS[n - 1]
    return ROMAN[n - 1]


def parse(path=SRC):
    blocks = []
    cur = None
    law = sec = None
    counters = [0, 0, 0]
    ids = [None, None, None]
    table = None
    for raw in Path(path).read_text(encoding="utf-8").splitlines():
        ln = raw.rstrip()
        if not ln or ln.startswith("#"):
            continue
        if table is not None:
            if ln == "@endtable":
                cur.setdefault("tables", []).append(table)
                table = None
            else:
                table.append([c.strip() for c in ln.split("|")])
            continue
        if ln == "@title":
            cur = {"type": "title", "paras": []}
            blocks.append(cur)
        elif ln == "@contents":
            blocks.append({"type": "contents"})
        elif ln.startswith("@front "):
            cur = {"type": "front", "heading": ln[7:], "paras": []}
            blocks.append(cur)
        elif ln.startswith("@defs "):
            cur = {"type": "defs", "heading": ln[6:], "paras": []}
            blocks.append(cur)
        elif ln.startswith("@term "):
            term, sep, text = ln[6:].split("|")
            cur = {"type": "term", "term": term, "sep": sep, "paras": [text]}
            blocks.append(cur)
        elif ln.startswith("@chapter "):
            num, title = ln[9:].split("|")
            blocks.append({"type": "chapter", "number": num, "title": title})
            cur = None
        elif ln.startswith("@law "):
            num, title = ln[5:].split("|")
            law, sec = num, None
            counters = [0, 0, 0]
            cur = {"type": "law", "id": num, "lines": title.split(" / "), "paras": []}
            cur["title"] = " ".join(cur["lines"])
            blocks.append(cur)
        elif ln.startswith("@sec "):
            lab, title, lead = ln[5:].split("|", 2)
            sec = lab.translate(CYR2LAT)
            counters = [0, 0, 0]
            cur = {"type": "sec", "label": lab, "id": law + sec, "title": title,
                   "paras": [lead] if lead else [], "law": law}
            blocks.append(cur)
        elif ln.startswith("@note "):
            cur.setdefault("notes", []).append(ln[6:])
        elif ln == "@table":
            table = []
        elif ln.startswith("+ "):
            cur["paras"].append(ln[2:])
        elif re.match(r"-{1,3} ", ln):
            lv = len(ln.split(" ", 1)[0])
            counters[lv - 1] += 1
            for k in range(lv, 3):
                counters[k] = 0
            ids[lv - 1] = label(lv, counters[lv - 1])
            base = law + (sec if sec else "-")
            iid = base + ids[0] + "".join(f"({x})" for x in ids[1:lv])
            cur = {"type": "item", "level": lv, "label": ids[lv - 1], "id": iid,
                   "paras": [ln[lv + 1:]], "law": law, "sec": sec}
            blocks.append(cur)
        elif cur is not None and cur["type"] in ("title", "front", "defs", "law"):
            cur["paras"].append(ln)
        else:
            raise SystemExit(f"{path}: cannot place line: {ln!r}")
    return blocks


def plain(text):
    """A paragraph as the reader sees it: footnote calls dropped."""
    return FN.sub("", text)


def footnotes(block):
    return [m.group(1) for p in block.get("paras", []) for m in FN.finditer(p)]


def clause_text(block):
    """Paragraphs, then table cells row by row, then the «Примечание.» notes — joined by single spaces."""
    parts = [plain(p) for p in block.get("paras", [])]
    for t in block.get("tables", []):
        for row in t:
            parts.extend(row)
    for n in block.get("notes", []):
        parts.append("Примечание. " + n)
    return " ".join(p for p in parts if p)


# --- references ---------------------------------------------------------------------------------
ONE = r"\d{1,2}(?:[A-HА-ЕВС](?:\d{1,2}(?:\([a-zасе]\))?(?:\((?:i|ii|iii|iv|v)\))?)?)?"
LAWREF = re.compile(r"Правил(?:о|а|у|ом|е|ам|ами|ах)?\s+(" + ONE + r"(?:\s*(?:,|и|–|—|-)\s*" + ONE + r")*)")
LOCAL = re.compile(r"(?:пункт|раздел)\w*\s+([A-HА-ЕВС]\d?(?:\([a-z]\))?)\s+настоящего\s+Правила")


def norm(ref):
    return ref.translate(CYR2LAT)


def refs_of(text, law):
    found = []
    for m in LAWREF.finditer(text):
        chunk = m.group(1)
        toks = re.findall(ONE + r"|–|—|-(?=\s*\d)", chunk)
        out = []
        i = 0
        while i < len(toks):
            t = toks[i]
            if t in "–—-" and out and i + 1 < len(toks):
                a, b = int(out[-1]), int(toks[i + 1])
                out.extend(str(x) for x in range(a + 1, b + 1))
                i += 2
                continue
            out.append(norm(t))
            i += 1
        found.append((m.start(), out))
    for m in LOCAL.finditer(text):
        found.append((m.start(), [law + norm(m.group(1))]))
    found.sort()
    return [r for _, rs in found for r in rs]


def truth(blocks):
    cl = []
    law = None
    for b in blocks:
        t = b["type"]
        if t == "title":
            cl.append({"kind": "front", "heading": None, "text": clause_text(b)})
        elif t == "front":
            cl.append({"kind": "front", "heading": b["heading"], "text": clause_text(b)})
        elif t == "defs":
            cl.append({"kind": "definitions", "heading": b["heading"], "text": clause_text(b)})
        elif t == "term":
            cl.append({"kind": "term", "term": b["term"], "sep": b["sep"], "text": clause_text(b)})
        elif t == "chapter":
            n = roman_to_int(b["number"])
            cl.append({"kind": "chapter", "id": f"ch{n}", "number": b["number"], "title": b["title"],
                       "refs": []})
            continue
        elif t == "law":
            law = b["id"]
            cl.append({"kind": "law", "id": law, "title": b["title"], "text": clause_text(b)})
        elif t == "sec":
            cl.append({"kind": "section", "id": b["id"], "title": b["title"], "text": clause_text(b)})
        elif t == "item":
            cl.append({"kind": "item", "id": b["id"], "text": clause_text(b)})
        else:
            continue
        cl[-1]["refs"] = refs_of(cl[-1]["text"], law or "")
        for fn in footnotes(b):
            k = sum(1 for c in cl if c["kind"] == "footnote" and c["law"] == law) + 1
            cl.append({"kind": "footnote", "law": law, "n": k, "text": fn, "refs": refs_of(fn, law)})
    return cl


def roman_to_int(s):
    v = {"I": 1, "V": 5, "X": 10}
    total = 0
    for i, ch in enumerate(s):
        if i + 1 < len(s) and v[ch] < v[s[i + 1]]:
            total -= v[ch]
        else:
            total += v[ch]
    return total


# --- the plain-text book (CP866) ---------------------------------------------------------------
DOS = str.maketrans({"«": '"', "»": '"', "„": '"', "“": '"', "—": "-", "–": "-"})


def dos_text(s):
    """What a CP866 text can hold of s: «» „“ become ", — and – become -."""
    return s.translate(DOS)


def truth_txt(doc):
    """The truth as the CP866 plain text holds it (same clauses, texts and titles through dos_text)."""
    out = json.loads(json.dumps(doc))
    for c in out["clauses"]:
        for k in ("text", "title", "heading", "term", "sep"):
            if isinstance(c.get(k), str):
                c[k] = dos_text(c[k])
    return out


def main():
    """book.py truth.json  |  book.py txt truth_txt.json  |  book.py scan PHYS.json FROM TO truth_scan.json

    scan: the clauses of the chapters FROM up to (not including) TO, e.g. ch2 ch4, with the pages of the
    PDF they are on (from find_pages.py's PHYS.json)."""
    doc = {"book": BOOK, "kind": "law", "edition": 2017, "title": TITLE, "clauses": truth(parse())}
    if sys.argv[1:2] == ["txt"]:
        doc, out = truth_txt(doc), sys.argv[2]
    elif sys.argv[1:2] == ["scan"]:
        phys = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
        a, b, out = sys.argv[3], sys.argv[4], sys.argv[5]
        cl = doc["clauses"]
        i = next(k for k, c in enumerate(cl) if c.get("id") == a)
        j = next(k for k, c in enumerate(cl) if c.get("id") == b)
        num = {c["id"]: c["number"] for c in cl if c["kind"] == "chapter"}
        first, last = phys["ch:" + num[a]], phys["ch:" + num[b]] - 1
        doc["clauses"] = cl[i:j]
        doc["scan"] = {"rendering": "out/kazan2019_scan.pdf", "made_from": "out/kazan2019.pdf",
                       "pdf_pages": [first, last], "scan_pages": [1, last - first + 1],
                       "note": f"every clause from chapter {a} up to (not including) chapter {b}: the first "
                               "scan page starts with the chapter heading, the last one ends with the last clause "
                               "before the next chapter (chapters start a page)"}
    else:
        out = sys.argv[1] if len(sys.argv) > 1 else "truth.json"
    Path(out).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
