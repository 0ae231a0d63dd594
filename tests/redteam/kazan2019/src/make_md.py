"""Writes the pandoc Markdown of the book (for the .fb2 and the .epub).

Items are pandoc ordered lists (fancy_lists: «1.», «(a)», «(i)»), so the labels are the reader's list
numbering, not text; footnotes are pandoc notes; the table of Law 64 is a pipe table; «Примечание.» is a
div of class note. The book's own contents (page numbers) are left out: pandoc makes its own.
Usage: python3 src/make_md.py OUT.md
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import book  # noqa: E402

SPECIAL = re.compile(r"([\\*_\[\]`<>~^$|])")


class Md:
    def __init__(self):
        self.out = []
        self.notes = []
        self.fn = 0

    def inline(self, text):
        res = []
        pos = 0
        for m in book.FN.finditer(text):
            res.append(SPECIAL.sub(r"\\\1", text[pos:m.start()]))
            self.fn += 1
            res.append(f"[^n{self.fn}]")
            self.notes.append(f"[^n{self.fn}]: " + SPECIAL.sub(r"\\\1", m.group(1)))
            pos = m.end()
        res.append(SPECIAL.sub(r"\\\1", text[pos:]))
        s = "".join(res)
        # a paragraph that starts like a list marker would become a list
        return re.sub(r"^(\d+)\.", r"\1\\.", s)

    def para(self, s):
        self.out.append(s)
        self.out.append("")

    def flush_notes(self):
        for n in self.notes:
            self.para(n)
        self.notes = []


def extras(md, b):
    for t in b.get("tables", []):
        md.out.append("| " + " | ".join(t[0]) + " |")
        md.out.append("|" + "|".join("---" for _ in t[0]) + "|")
        for row in t[1:]:
            md.out.append("| " + " | ".join(row) + " |")
        md.out.append("")
    for n in b.get("notes", []):
        md.para("::: note")
        md.para("**Примечание.** " + md.inline(n))
        md.para(":::")


def main():
    md = Md()
    blocks = book.parse()
    md.out += ["---", "lang: ru-RU", "---", ""]
    for b in blocks:
        t = b["type"]
        if t == "title":
            for p in b["paras"]:
                md.para(md.inline(p))
        elif t in ("front", "defs"):
            md.flush_notes()
            md.para("# " + b["heading"])
            for p in b["paras"]:
                md.para(md.inline(p))
        elif t == "term":
            md.para(f"**{b['term']}**{b['sep']}{md.inline(b['paras'][0])}")
        elif t == "chapter":
            md.flush_notes()
            md.para(f"# Глава {b['number']}. {b['title']}")
        elif t == "law":
            md.para(f"## Правило {b['id']}. {b['title']}")
            for p in b["paras"]:
                md.para(md.inline(p))
            extras(md, b)
        elif t == "sec":
            head = f"**{b['label']}. {b['title']}.**"
            paras = b["paras"] or [""]
            md.para(head + (" " + md.inline(paras[0]) if paras[0] else ""))
            for p in paras[1:]:
                md.para(md.inline(p))
            extras(md, b)
        elif t == "item":
            lv = b["level"]
            indent = "    " * (lv - 1)
            mark = {1: f"{b['label']}.", 2: f"({b['label']})", 3: f"({b['label']})"}[lv]
            pad = " " * max(1, 4 - len(mark))
            md.out.append(f"{indent}{mark}{pad}{md.inline(b['paras'][0])}")
            nxt = blocks[blocks.index(b) + 1] if blocks.index(b) + 1 < len(blocks) else None
            if not nxt or nxt["type"] != "item" or b.get("tables") or b.get("notes"):
                md.out.append("")
                extras(md, b)
    md.flush_notes()
    Path(sys.argv[1]).write_text("\n".join(md.out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
