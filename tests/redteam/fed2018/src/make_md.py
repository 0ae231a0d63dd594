"""Writes the book as pandoc Markdown (for the EPUB and the plain-text renderings).

Typed labels are escaped so pandoc keeps them as text («1\\.», «\\(a)»); footnotes are pandoc notes.
"""
import sys
from pathlib import Path

from book import FN, parse

notes = []


def esc(s):
    # the only Markdown specials in the text are the brackets of the editor's notes
    return s.replace("[", "\\[").replace("]", "\\]")


def inline(text):
    parts, pos = [], 0
    for m in FN.finditer(text):
        notes.append(m.group(1))
        parts.append(esc(text[pos:m.start()]) + f"[^{len(notes)}]")
        pos = m.end()
    return "".join(parts) + esc(text[pos:])


out = []
for b in parse():
    t = b["type"]
    if t == "title":
        out.append("::: {.titlepage}")
        for line in b["paras"]:
            out.append(line + "\n")
        out.append(":::\n")
    elif t in ("front", "defs"):
        out.append(f"# {b['heading']}\n")
        out += [inline(x) + "\n" for x in b["paras"]]
    elif t == "term":
        out.append(f"**{b['term']}**{b['sep']}{inline(b['paras'][0])}\n")
    elif t == "chapter":
        out.append(f"# Глава {b['number']}. {b['title']}\n")
    elif t == "law":
        if b["style"] == "h1":
            out.append(f"## Правило {b['id']}. {b['title']}\n")
        else:
            out.append(f"## ПРАВИЛО {b['id']}\n\n::: {{.lawtitle}}\n**{b['title']}**\n:::\n")
        out += [inline(x) + "\n" for x in b["paras"]]
    elif t == "sec":
        out.append(f"**{b['label']}.**" + (f" *{b['title']}*" if b["title"] else "") + "\n")
        out += [inline(x) + "\n" for x in b["paras"]]
    elif t == "item":
        lab = b["label"] + "\\." if b["label"].isdigit() else "\\" + b["label"]
        first, *rest = b["paras"]
        out.append(f"::: {{.item{b['level']}}}\n{lab} {inline(first)}\n")
        out += [inline(x) + "\n" for x in rest]
        out.append(":::\n")
    if b.get("box"):
        out.append("> **" + b["box"][0] + "**\n>")
        for x in b["box"][1:]:
            out.append("> " + inline(x) + "\n>")
        out[-1] = out[-1][:-1]
        out.append("")
# the table of contents is left to pandoc (--toc); notes at the end
for k, n in enumerate(notes, 1):
    out.append(f"[^{k}]: {esc(n)}\n")
Path(sys.argv[1]).write_text("\n".join(out), encoding="utf-8")
