"""Writes the BBS plain-text book: CP866, CRLF, hard line wraps at 72 columns, a form feed before every
chapter, typed labels with hanging indents, footnotes as asterisks gathered after each Law, the table of
Law 64 in box-drawing characters.

CP866 has no «» „“ — –: they are typed as " and - (see dos_text); truth_txt.json holds the truth as
this file can hold it (src/book.py txt).
Usage: python3 src/make_txt.py OUT.TXT
"""
import os
import re
import sys
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import book  # noqa: E402

W = int(os.environ.get("TXT_WIDTH", "72"))


def wrap(text, first, rest):
    """Greedy wrap at W columns that, like the editors of the time, may also break a compound word after
    its hyphen («сторону-» / «нарушителя»)."""
    pieces = []  # (chunk, glued to the previous chunk?)
    for word in book.dos_text(text).split():
        parts = re.split(r"(?<=[^\W\d]-)(?=[^\W\d])", word)
        pieces.extend((part, k > 0) for k, part in enumerate(parts))
    lines, cur = [], first
    fresh = True
    for chunk, glued in pieces:
        add = chunk if (glued or fresh) else " " + chunk
        if not fresh and len(cur) + len(add) > W:
            lines.append(cur)
            cur, add = rest, chunk
        cur += add
        fresh = False
    lines.append(cur)
    return lines


def centre(s):
    s = book.dos_text(s)
    return " " * max(0, (W - len(s)) // 2) + s


def table(rows, widths=(20, 26, 12)):
    def line(l, m, r):
        return "   " + l + m.join("─" * (w + 2) for w in widths) + r
    out = [line("┌", "┬", "┐")]
    for k, row in enumerate(rows):
        cells = [textwrap.wrap(book.dos_text(c), w) for c, w in zip(row, widths)]
        for i in range(max(len(c) for c in cells)):
            out.append("   │" + "│".join(" " + (c[i] if i < len(c) else "").ljust(w) + " "
                                        for c, w in zip(cells, widths)) + "│")
        out.append(line("├", "┼", "┤") if k + 1 < len(rows) else line("└", "┴", "┘"))
    return out


class Txt:
    def __init__(self):
        self.lines = []
        self.notes = []

    def inline(self, text):
        res = []
        pos = 0
        for m in book.FN.finditer(text):
            res.append(text[pos:m.start()])
            self.notes.append(m.group(1))
            res.append("*" * len(self.notes))
            pos = m.end()
        res.append(text[pos:])
        return "".join(res)

    def add(self, lines):
        self.lines.extend(lines)

    def flush_notes(self):
        if self.notes:
            self.lines.append("   " + "-" * 20)
            for k, n in enumerate(self.notes, 1):
                mark = "*" * k + " "
                self.add(wrap(n, "   " + mark, "   " + " " * len(mark)))
            self.lines.append("")
            self.notes = []

    def extras(self, b):
        for t in b.get("tables", []):
            self.lines.append("")
            self.add(table(t))
            self.lines.append("")
        for n in b.get("notes", []):
            self.lines.append("")
            self.add(wrap("Примечание. " + self.inline(n), "      ", "      "))
            self.lines.append("")


INDENT = {1: ("   ", "      "), 2: ("      ", "          "), 3: ("          ", "               ")}


def main():
    t = Txt()
    blocks = book.parse()
    t.add(["=" * W, "  Файл PRAV2017.TXT   Правила спортивного бриджа, ред. 2017 (избранное)",
           "  Судейская коллегия АСБ РТ, Казань.   Кодировка CP866 (альтернативная)",
           "=" * W, "", ""])
    for b in blocks:
        ty = b["type"]
        if ty == "title":
            for p in b["paras"]:
                t.lines.append(centre(p))
                t.lines.append("")
            t.lines += ["", ""]
        elif ty == "contents":
            t.lines += [centre("ОГЛАВЛЕНИЕ"), ""]
            for b2 in blocks:
                if b2["type"] in ("front", "defs"):
                    t.lines.append("   " + book.dos_text(b2["heading"]))
                elif b2["type"] == "chapter":
                    t.lines.append("   Глава " + b2["number"] + ". " + book.dos_text(b2["title"]))
                elif b2["type"] == "law":
                    t.add(wrap(f"Правило {b2['id']}. {b2['title']}", "      ", "          "))
            t.lines += ["", ""]
        elif ty in ("front", "defs", "chapter"):
            t.flush_notes()
            head = b["heading"] if ty != "chapter" else f"Глава {b['number']}. {b['title']}"
            t.lines += ["\f" if ty == "chapter" else "", centre(head),
                        centre("=" * len(book.dos_text(head))), ""]
            for p in b.get("paras", []):
                t.add(wrap(t.inline(p), "   ", ""))
        elif ty == "term":
            t.add(wrap(b["term"] + b["sep"] + t.inline(b["paras"][0]), "", "    "))
        elif ty == "law":
            t.flush_notes()
            t.lines.append("")
            first = f"Правило {b['id']}. {b['lines'][0]}"
            t.lines.append(centre(first))
            for more in b["lines"][1:]:
                t.lines.append(centre(more))
            t.lines.append("")
            for p in b["paras"]:
                t.add(wrap(t.inline(p), "   ", ""))
            t.extras(b)
        elif ty == "sec":
            paras = b["paras"] or [""]
            t.add(wrap(f"{b['label']}. {b['title']}. " + t.inline(paras[0]), "   ", ""))
            for p in paras[1:]:
                t.add(wrap(t.inline(p), "   ", ""))
            t.extras(b)
        elif ty == "item":
            lv = b["level"]
            mark = {1: f"{b['label']}. ", 2: f"({b['label']}) ", 3: f"({b['label']}) "}[lv]
            first, rest = INDENT[lv]
            t.add(wrap(mark + t.inline(b["paras"][0]), first, rest))
            t.extras(b)
    t.flush_notes()
    t.lines += ["", "=" * W, "  Конец файла PRAV2017.TXT", "=" * W]
    text = "\r\n".join(ln.rstrip() for ln in t.lines) + "\r\n"
    Path(sys.argv[1]).write_bytes(text.encode("cp866"))


if __name__ == "__main__":
    main()
