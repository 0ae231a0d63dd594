#!/usr/bin/env python3
"""Reads src/notes.src (my own markup) and writes: build/notes.fodt (input for LibreOffice),
book.txt (plain text of the source), truth.json (ground truth). Lays out nothing itself."""
import json, re, sys, os
from xml.sax.saxutils import escape
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LAT = dict(zip("абвгдежз", "abcdefgh"))

def parse():
    blocks = []  # (cmd, arg, text, refs)
    for line in open(os.path.join(HERE, "notes.src"), encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        refs = []
        m = re.search(r"\s*\{refs:([^}]*)\}\s*$", line)
        if m:
            refs = [r.strip() for r in m.group(1).split(",") if r.strip()]
            line = line[:m.start()]
        if line.startswith("@"):
            cmd, _, rest = line.partition(" ")
            blocks.append([cmd[1:], rest, refs])
        else:
            blocks.append(["text", line, refs])
    return blocks

def build():
    blocks = parse()
    clauses, plain, body = [], [], []
    title_lines = []
    law = None; pn = 0; notes = 0; in_list = False; started = False
    def close_list():
        nonlocal in_list
        if in_list:
            body.append("</text:list>"); in_list = False
    for cmd, arg, refs in blocks:
        if cmd == "title":
            title_lines.append(arg); plain.append(arg)
            st = "TitleBig" if arg.isupper() else "TitleP"
            if not title_lines[1:]:
                st = "TitleFirst"
            body.append(f'<text:p text:style-name="{st}">{escape(arg)}</text:p>')
            continue
        if title_lines and not clauses:
            clauses.append({"kind": "front", "heading": None, "text": " ".join(title_lines), "refs": []})
        if cmd == "front":
            clauses.append({"kind": "front", "heading": arg, "text": "", "refs": []}); plain.append(arg)
            body.append(f'<text:h text:style-name="PB" text:outline-level="2">{escape(arg)}</text:h>')
        elif cmd == "text":
            c = clauses[-1]; c["text"] = (c["text"] + " " + arg).strip(); plain.append(arg)
            c["refs"] += [r for r in refs if r not in c["refs"]]
            body.append(f'<text:p text:style-name="Body">{escape(arg)}</text:p>')
        elif cmd == "law":
            close_list()
            num, _, title = [x.strip() for x in arg.partition("|")]
            law = num; pn = 0; started = False
            clauses.append({"kind": "claw", "id": "c" + num, "title": title, "refs": []})
            head = f"К ПРАВИЛУ {num}"; plain += [head, title]
            body.append(f'<text:h text:style-name="LawHead" text:outline-level="1">{escape(head)}</text:h>')
            body.append(f'<text:p text:style-name="LawTitle">{escape(title)}</text:p>')
        elif cmd == "p":
            pn += 1; notes = 0
            clauses.append({"kind": "para", "id": f"{law}.{pn}", "text": arg, "refs": refs})
            plain.append(f"{pn}. {arg}")
            if not in_list:
                cont = ' text:continue-numbering="true"' if started else ''
                body.append(f'<text:list text:style-name="LNum"{cont}>'); in_list = True; started = True
            body.append(f'<text:list-item><text:p text:style-name="Para">{escape(arg)}</text:p></text:list-item>')
        elif cmd == "a":
            close_list()
            lab, _, txt = arg.partition(" ")
            clauses.append({"kind": "para", "id": f"{law}.{pn}({LAT[lab[0]]})", "text": txt, "refs": refs})
            plain.append(arg)
            body.append(f'<text:p text:style-name="Item">{escape(lab)}<text:tab/>{escape(txt)}</text:p>')
        elif cmd == "note":
            close_list()
            notes += 1
            lab, _, txt = arg.partition(" ")
            clauses.append({"kind": "note", "id": f"{law}.{pn}.note{notes}", "text": txt, "refs": refs})
            plain.append(arg)
            body.append(f'<text:p text:style-name="Note"><text:span text:style-name="Sp">{escape(lab)}</text:span> {escape(txt)}</text:p>')
        else:
            sys.exit("unknown command " + cmd)
    close_list()
    truth = {"book": "notes2022", "kind": "commentary", "edition": 2017,
             "title": "Заметки судьи. Комментарии к избранным Правилам спортивного бриджа редакции 2017 года",
             "clauses": clauses}
    os.makedirs(os.path.join(ROOT, "build"), exist_ok=True)
    json.dump(truth, open(os.path.join(ROOT, "truth.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    open(os.path.join(ROOT, "book.txt"), "w", encoding="utf-8").write("\n".join(plain) + "\n")
    tpl = open(os.path.join(HERE, "template.fodt"), encoding="utf-8").read()
    open(os.path.join(ROOT, "build", "notes.fodt"), "w", encoding="utf-8").write(tpl.replace("@@BODY@@", "\n".join(body)))

if __name__ == "__main__":
    build()
