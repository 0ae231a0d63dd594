"""Lay a book out as plain-text lines: wrapped paragraphs, headings, indentation, and for the commentary the
typist's double spacing, overstrike remnants and `..pageN` directives (as the seed 001 has them).

Every line is a `TLine` with its kind: "text" (words of the book), "blank", or furniture ("contents",
"page-number", "running-head", "form-feed", "directive", "overstrike"). `groups` lists, for every printed
paragraph, the indices of its text lines: what a reader must join back into that paragraph.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .blocks import Block, book_blocks
from .model import Book
from .wrap import wrap

HEADING_WIDTH = 50  # law headings are set narrower: long titles wrap ("ПРАВИЛО 40. ДОГОВОРЁННОСТИ" / "ПАРТНЁРОВ")


@dataclass
class TLine:
    content: str  # the line's text, without border (indentation included)
    kind: str = "text"
    chapter: str = ""  # the chapter heading in force (for running heads)
    law: str = ""  # the Law in force


@dataclass
class Layout:
    lines: list[TLine] = field(default_factory=list)
    groups: list[tuple[str, list[int]]] = field(default_factory=list)  # (printed paragraph, its text lines)
    headings: list[tuple[Block, int]] = field(default_factory=list)  # for the contents: heading, first line
    title_end: int = 0  # lines of the title page

    def add(self, content: str, kind: str = "text", **context) -> int:
        self.lines.append(TLine(content, kind, **context))
        return len(self.lines) - 1

    def blank(self) -> None:
        if self.lines and self.lines[-1].kind != "blank":
            last = self.lines[-1]
            self.add("", "blank", chapter=last.chapter, law=last.law)


def centre(text: str, width: int) -> str:
    return " " * max(0, (width - len(text)) // 2) + text


def indents(block: Block, style: str) -> tuple[str, str]:
    """(first-line prefix, continuation prefix) for a paragraph under an indentation style."""
    if not style:
        return "", ""
    level = block.level
    hang = " " * (len(block.label) + len(block.sep)) if block.label else ""
    if style == "tabs":
        tabs = "\t" * (level + 1)
        return tabs, tabs + hang
    if block.heading or block.clause.startswith("front.") or block.clause == "def":
        return "     ", ""  # a front paragraph's first line is indented (a "red line"), the rest flush left
    if block.clause.startswith("def."):
        return "", "    "
    pad = " " * (2 + 4 * level)
    return pad, pad + hang


def law_layout(book: Book, *, width: int, indent: str, centre_headings: bool, def_gap: bool,
               rng: random.Random, hyphenate: float) -> Layout:
    out = Layout()
    chapter, law = "", ""
    previous: Block | None = None
    for block in book_blocks(book):
        entry_after_entry = (block.clause.startswith("def.") and block.label and previous is not None
                             and previous.clause.startswith("def."))
        previous = block
        if block.role == "title":
            out.blank()
            index = out.add(centre(block.text, width))
            out.groups.append((block.text, [index]))
            out.title_end = len(out.lines)
            continue
        if block.heading == "chapter":
            chapter = block.printed
        if block.heading == "law":
            law = block.clause
        context = {"chapter": chapter, "law": law}
        if block.role == "heading":
            out.blank()
            if block.heading in ("front", "definitions", "chapter", "part"):
                out.blank()
            lines, _ = wrap(block.text, HEADING_WIDTH if block.heading == "law" else width,
                            first=block.label + " " if block.label else "")
            if block.heading == "section" and indent:
                lines = [("\t" if indent == "tabs" else "  ") + line for line in lines]
            elif centre_headings and block.heading != "section":
                lines = [centre(line, width) for line in lines]
            indices = [out.add(line, **context) for line in lines]
            out.groups.append((block.printed, indices))
            out.headings.append((block, indices[0]))
            out.blank()
            continue
        if block.role == "rule":
            out.blank()
            out.add(block.text, **context)
            out.blank()
            continue
        first, rest = indents(block, indent)
        lines, _ = wrap(block.text, width, first=first + (block.label + block.sep if block.label else ""),
                        rest=rest, rng=rng, hyphenate=hyphenate)
        if entry_after_entry and not def_gap and out.lines[-1].kind == "blank":
            out.lines.pop()  # definitions printed entry after entry, no blank line between
        indices = [out.add(line, **context) for line in lines]
        out.groups.append((block.printed, indices))
        out.blank()
    return out


def commentary_layout(book: Book, *, width: int, double: bool, rng: random.Random, hyphenate: float) -> Layout:
    """The commentary as the typist left it (double=True): a blank line after every line, an extra one at a
    paragraph break that no marker shows, overstrike remnants, `..pageN` directives. double=False: blank lines
    between paragraphs, nothing else."""
    out = Layout()
    spacing = 1 if double else 0
    page = 60
    previous: Block | None = None
    for block in book_blocks(book):
        marked = bool(block.label) or block.role == "auction" or (block.role == "heading" and block.label)
        after_auction = previous is not None and previous.role == "auction"
        if double and out.lines and block.role == "heading" and block.heading == "commentary" and rng.random() < 0.3:
            page = max(1, page + rng.choice((-2, -1, 1, 2, 3))) if page < 60 else rng.randint(2, 6)
            _blank_run(out, spacing)
            out.add(f"..page{page}", "directive")
        if out.lines:
            if not double:
                if block.role != "auction":
                    out.blank()
            elif ((not marked and not after_auction) or block.role == "title"
                  or block.heading in ("front", "definitions")
                  or (previous is not None and previous.heading in ("front", "definitions"))):
                _blank_run(out, 2)  # a paragraph break: two blank lines in a double-spaced text
            else:
                _blank_run(out, spacing)
        if double and previous is not None and previous.role == "title" and block.role != "title":
            out.add("..page60", "directive")
            _blank_run(out, 2)
        head = block.label + (block.sep if block.text else "") if block.label else ""
        if block.role == "heading":
            head = block.label + " " if block.label else ""
        lines, where = wrap(block.text, width, first=head, rng=rng if block.role == "para" else None,
                            hyphenate=hyphenate, glue=block.emphasis, check=block.role != "title")
        indices = []
        for number, line in enumerate(lines):
            if indices:
                _blank_run(out, spacing)
            indices.append(out.add(line, law=block.law))
            if not double:
                continue
            if number == 0 and block.label_emphasis:
                for _ in range(rng.randint(1, 2)):
                    _blank_run(out, spacing)
                    out.add(block.label, "overstrike")
            for span_index, line_number in where.items():
                if line_number == number:
                    start, end = block.emphasis[span_index]
                    for _ in range(rng.randint(1, 2)):
                        _blank_run(out, spacing)
                        out.add(block.text[start:end], "overstrike")
        out.groups.append((block.printed, indices))
        if block.role == "heading":
            out.headings.append((block, indices[0]))
        previous = block
    return out


def _blank_run(out: Layout, count: int) -> None:
    for _ in range(count):
        out.add("", "blank")
