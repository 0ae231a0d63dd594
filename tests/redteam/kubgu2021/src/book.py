#!/usr/bin/env python3
"""Reads src/book.txt (one clause a line) and writes src/kubgu2021.md (pandoc Markdown, the one source
as the club's editor would keep it), src/plain.txt (plain text of the source) and truth.json."""
import json, re, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TITLE = "Международные правила спортивного бриджа. Редакция 2017 года (избранные параграфы)"
TABLE = [["Комплект", "Сдающий", "Зона"], ["1", "Север", "никто"], ["2", "Восток", "Север — Юг"],
         ["3", "Юг", "Восток — Запад"], ["4", "Запад", "все"]]
MARK = re.compile(r"\[\[([^|\]]+)\|([^\]]*)\]\]")

def parse_text(t):
    refs = [r for m in MARK.finditer(t) for r in m.group(1).split(",")]
    return MARK.sub(lambda m: m.group(2), t), refs

def paras(t):
    return [p.strip() for p in t.split(" // ")] if t.strip() else []

def label(cid):
    m = re.search(r"(\([a-z]+\))$", cid)
    if m: return m.group(1)
    m = re.search(r"(\d+)$", cid.split("-")[-1] if "-" in cid else re.sub(r"^\d+[A-Z]", "", cid))
    return m.group(1) + "."

md, plain, clauses = [], [], []
fnotes = []
law = None
for line in open(os.path.join(HERE, "book.txt"), encoding="utf-8").read().splitlines():
    if not line.strip(): continue
    f = [x.strip() for x in line.split(" | ")]
    k = f[0]
    if k == "F":
        text, refs = parse_text(f[1])
        for p in paras(text): md.append(p); plain.append(p)
        clauses.append({"kind": "front", "heading": None, "text": " ".join(paras(text)), "refs": refs})
    elif k in ("P", "D"):
        text, refs = parse_text(f[2])
        md.append("# " + f[1]); plain.append(f[1])
        for p in paras(text): md.append(p); plain.append(p)
        if k == "P": clauses.append({"kind": "front", "heading": f[1], "text": " ".join(paras(text)), "refs": refs})
        else: clauses.append({"kind": "definitions", "heading": f[1], "text": " ".join(paras(text)), "refs": refs})
    elif k == "T":
        text, refs = parse_text(f[3])
        sep = " " + f[2] + " "
        md.append("**" + f[1] + "**" + sep + text); plain.append(f[1] + sep + text)
        clauses.append({"kind": "term", "term": f[1], "sep": sep, "text": text, "refs": refs})
    elif k == "C":
        h = f"Глава {f[2]}. {f[3]}"
        md.append("# " + h); plain.append(h)
        clauses.append({"kind": "chapter", "id": "ch" + f[1], "number": f[2], "title": f[3]})
    elif k == "L":
        law = f[1]
        text, refs = parse_text(f[3] if len(f) > 3 else "")
        h = f"§ {f[1]}. {f[2]}"
        md.append("## " + h); plain.append(h)
        ps = paras(text)
        if "@@TABLE@@" in text:
            a, b = text.split("@@TABLE@@")
            md.append(a.strip()); plain.append(a.strip())
            md.append("| " + " | ".join(TABLE[0]) + " |\n|---|---|---|\n" + "\n".join("| " + " | ".join(r) + " |" for r in TABLE[1:]))
            cells = " ".join(" ".join(r) for r in TABLE)
            plain.append(cells)
            md.append(b.strip()); plain.append(b.strip())
            ps = [a.strip(), cells, b.strip()]
        else:
            for p in ps: md.append(p); plain.append(p)
        clauses.append({"kind": "law", "id": f[1], "title": f[2], "text": " ".join(ps), "refs": refs})
    elif k == "S":
        text, refs = parse_text(f[4] if len(f) > 4 else "")
        h = f"{f[2]}. {f[3]}"
        md.append("### " + h); plain.append(h)
        for p in paras(text): md.append(p); plain.append(p)
        clauses.append({"kind": "section", "id": f[1], "title": f[3], "text": " ".join(paras(text)), "refs": refs})
    elif k == "I":
        raw = f[2] if len(f) > 2 else ""
        text, refs = parse_text(raw)
        lab = label(f[1])
        n = text.count("@@FN@@")
        for _ in range(n):
            fnotes.append(len(fnotes) + 1)
            text = text.replace("@@FN@@", f"[^{len(fnotes)}]", 1)
        mdlab = lab.replace(".", "\\.") if lab.endswith(".") else lab
        md.append((mdlab + " " + text).strip()); 
        clean = re.sub(r"\[\^\d+\]", "", text)
        plain.append((lab + " " + clean).strip())
        clauses.append({"kind": "item", "id": f[1], "text": clean, "refs": refs})
    elif k == "N":
        text, refs = parse_text(f[1])
        n = sum(1 for c in clauses if c["kind"] == "footnote" and c["law"] == law) + 1
        md.append(f"[^{len(fnotes)}]: {text}"); plain.append(text)
        clauses.append({"kind": "footnote", "law": law, "n": n, "text": text, "refs": refs})
    else:
        raise SystemExit("bad line: " + line)

meta = f"---\ntitle: \"{TITLE}\"\nauthor: \"Студенческий бридж-клуб «Восьмая взятка», КубГУ\"\nlang: ru\ndate: 2021-03-15\n---\n\n"
open(os.path.join(HERE, "kubgu2021.md"), "w", encoding="utf-8").write(meta + "\n\n".join(md) + "\n")
open(os.path.join(HERE, "plain.txt"), "w", encoding="utf-8").write("\n".join(plain) + "\n")
truth = {"book": "kubgu2021", "kind": "law", "edition": 2017,
         "title": "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА", "clauses": clauses}
json.dump(truth, open(os.path.join(ROOT, "truth.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
from collections import Counter
print(len(clauses), dict(Counter(c["kind"] for c in clauses)), "refs", sum(len(c.get("refs", [])) for c in clauses))
