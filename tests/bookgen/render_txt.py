"""Plain-text renderings of the books: the variants a reader meets in the wild (see VARIANTS).

Furniture added here: a contents list with dot leaders and page numbers; pages with page numbers (`- 6 -`,
`— 6 —`, `6`, `стр. 6`), running heads (the book's title, the chapter's heading, «Правило 12. Полномочия …»)
and form feeds; `|` borders; indentation with spaces or tabs; CP1251 with CRLF.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .blocks import running_law_head
from .model import Book
from .txt_layout import Layout, TLine, centre, commentary_layout, law_layout

PAGE_LINES = 54


@dataclass(frozen=True)
class TxtVariant:
    name: str  # the file name
    book: str  # the book key: law, law-mixed, law-dash, commentary
    width: int = 72
    border: str = ""  # "" | "left" | "both"
    pages: str = ""  # "" | "dash" (- 6 -) | "emdash" (— 6 —) | "bare" (6) | "str" (стр. 6) | "Str" (Стр. 6)
    indent: str = ""  # "" | "spaces" | "tabs"
    encoding: str = "utf-8"
    newline: str = "\n"
    contents: bool = True
    contents_sections: bool = False  # section entries indented under their Law
    def_gap: bool = True  # a blank line between definition entries
    centre: bool = False  # centred headings
    double: bool = False  # the commentary as typed: double spacing, overstrike, ..pageN
    hyphenate: float = 0.3  # share of line ends where a word that does not fit is hyphenated


VARIANTS = (
    TxtVariant("law.txt", "law"),
    TxtVariant("law_border.txt", "law", border="left", centre=True, def_gap=False, contents_sections=True),
    TxtVariant("law_border2.txt", "law", width=70, border="both", centre=True, def_gap=False),
    TxtVariant("law_pages_dash.txt", "law", pages="dash"),
    TxtVariant("law_pages_emdash.txt", "law", pages="emdash", centre=True),
    TxtVariant("law_pages_bare.txt", "law", pages="bare", indent="spaces"),
    TxtVariant("law_pages_str.txt", "law", pages="str", def_gap=False),
    TxtVariant("law_indent_spaces.txt", "law", indent="spaces", centre=True),
    TxtVariant("law_indent_tabs.txt", "law", indent="tabs"),
    TxtVariant("law_cp1251.txt", "law", encoding="cp1251", newline="\r\n", width=75),
    TxtVariant("law_mixed.txt", "law-mixed", pages="dash", indent="spaces"),
    TxtVariant("law_dash.txt", "law-dash", contents=False, pages="Str"),
    TxtVariant("commentary.txt", "commentary", width=64, double=True, contents=False, hyphenate=0.15),
    TxtVariant("commentary_plain.txt", "commentary", contents=False),
    TxtVariant("commentary_cp1251.txt", "commentary", width=64, double=True, contents=False, encoding="cp1251",
               newline="\r\n", hyphenate=0.15),
)


@dataclass
class TxtRendering:
    variant: TxtVariant
    lines: list[TLine]
    groups: list[tuple[str, list[int]]]
    raw: list[str] = field(default_factory=list)  # the lines as written (borders, form feeds)

    def text(self) -> str:
        return "".join(line + self.variant.newline for line in self.raw)

    def data(self) -> bytes:
        return self.text().encode(self.variant.encoding)


def render_txt(book: Book, variant: TxtVariant, seed: int) -> TxtRendering:
    rng = random.Random(f"txt-{seed}-{variant.name}")
    if book.kind == "commentary":
        layout = commentary_layout(book, width=variant.width, double=variant.double, rng=rng,
                                   hyphenate=variant.hyphenate)
    else:
        layout = law_layout(book, width=variant.width, indent=variant.indent, centre_headings=variant.centre,
                            def_gap=variant.def_gap, rng=rng, hyphenate=variant.hyphenate)
    if variant.contents:
        insert_contents(layout, book, variant)
    lines, groups = layout.lines, layout.groups
    if variant.pages:
        lines, groups = paginate(layout, book, variant)
    raw = [bordered(line.content if line.kind != "form-feed" else "\f", variant) for line in lines]
    for index, line in enumerate(lines):
        if line.kind == "running-head" and variant.pages == "dash":
            raw[index] = bordered("\f" + line.content, variant)  # the form feed opens the running head's line
    return TxtRendering(variant, lines, groups, raw)


def bordered(content: str, variant: TxtVariant) -> str:
    if variant.border == "left":
        return ("| " + content) if content else "|"
    if variant.border == "both":
        return "| " + content.ljust(variant.width) + " |"
    return content


# -- contents -----------------------------------------------------------------------------------------------
def contents_entries(layout: Layout, book: Book, variant: TxtVariant) -> list[tuple[str, int, int]]:
    """(entry text, indent, line of its heading in the body) for every heading the contents lists."""
    entries = []
    for block, line in layout.headings:
        if block.heading in ("front", "definitions"):
            entries.append((block.text.capitalize(), 0, line))
        elif block.heading in ("chapter", "part"):
            entries.append((block.printed, 0 if block.heading == "chapter" else 2, line))
        elif block.heading == "law":
            entries.append((running_law_head(book, block.clause), 2, line))
        elif block.heading == "section" and variant.contents_sections:
            entries.append((block.printed, 6, line))
    return entries


def dotted(text: str, page: int, indent: int, width: int) -> list[str]:
    """«Правило 12. Полномочия судьи ........ 43», wrapped onto a second line when long."""
    tail = f" {page}"
    room = width - indent
    lines = []
    while len(text) + len(tail) + 4 > room:
        cut = text.rfind(" ", 0, room - len(tail) - 8)
        if cut <= 0:
            break
        lines.append(" " * indent + text[:cut])
        text, indent = text[cut + 1:], indent + 4
        room = width - indent
    dots = "." * max(3, room - len(text) - len(tail) - 1)
    lines.append(" " * indent + f"{text} {dots}{tail}")
    return lines


def insert_contents(layout: Layout, book: Book, variant: TxtVariant) -> None:
    entries = contents_entries(layout, book, variant)
    width = variant.width - 2

    def build(pages: list[int]) -> list[str]:
        out = ["", "", centre(book.furniture["contents_heading"], width), ""]
        for (text, indent, _), page in zip(entries, pages):
            out.extend(dotted(text, page, indent, width))
        return out + ["", ""]

    size = len(build([999] * len(entries)))  # page numbers do not change the number of lines
    pages = [1 + (line + size) // PAGE_LINES + 1 for _, _, line in entries]
    new = [TLine(text, "contents" if text else "blank") for text in build(pages)]
    at = layout.title_end
    layout.lines[at:at] = new
    layout.groups = [(printed, [i + len(new) if i >= at else i for i in indices]) for printed, indices in layout.groups]
    layout.headings = [(block, i + len(new)) for block, i in layout.headings]


# -- pages -----------------------------------------------------------------------------------------------
def paginate(layout: Layout, book: Book, variant: TxtVariant) -> tuple[list[TLine], list]:
    """Break the lines into pages and add the furniture of `variant.pages` at every break. A break inside a
    paragraph is only made where a reader can see the paragraph goes on (the line before does not end a
    sentence, or the next line starts in lower case); otherwise the page is made a line shorter."""
    lines, width = layout.lines, variant.width
    group_of = {i: g for g, (_, indices) in enumerate(layout.groups) for i in indices}
    breaks, start = [layout.title_end], layout.title_end
    while start + PAGE_LINES < len(lines):
        end = start + PAGE_LINES
        while end > start + 10 and not _breakable(lines, group_of, end):
            end -= 1
        breaks.append(end)
        start = end
    out: list[TLine] = []
    moved: dict[int, int] = {}
    page = 1
    for index, line in enumerate(lines):
        if index in breaks:
            out.extend(_furniture(variant, book, page, lines[index - 1], lines[index], width))
            page += 1
        moved[index] = len(out)
        out.append(line)
    out.extend(_furniture(variant, book, page, lines[-1], None, width))
    groups = [(printed, [moved[i] for i in indices]) for printed, indices in layout.groups]
    return out, groups


def _breakable(lines: list[TLine], group_of: dict[int, int], at: int) -> bool:
    before, after = at - 1, at
    if group_of.get(before) is None or group_of.get(before) != group_of.get(after):
        return True
    prev, nxt = lines[before].content.rstrip(), lines[after].content.strip()
    return prev.endswith("-") or nxt[:1].islower() or prev[-1:] not in ".:;!?»)"


def _furniture(variant: TxtVariant, book: Book, page: int, last: TLine, first: TLine | None,
               width: int) -> list[TLine]:
    """Lines at the break after page `page` (first is None after the last page)."""
    style, out = variant.pages, []
    if style in ("dash", "bare", "str", "Str"):
        number = {"dash": centre(f"- {page} -", width), "bare": str(page).rjust(width),
                  "str": f"стр. {page}".rjust(width), "Str": f"Стр. {page}".rjust(width)}[style]
        out += [TLine("", "blank"), TLine(number, "page-number")]
    if first is None:
        return out
    if style == "dash":
        out += [TLine(book.running_head, "running-head"), TLine("", "blank")]
    elif style == "bare":
        out += [TLine("", "form-feed"), TLine(running_law_head(book, first.law) if first.law else book.running_head,
                                               "running-head"), TLine("", "blank")]
    elif style in ("str", "Str"):
        out += [TLine("", "blank"), TLine("", "blank"), TLine(book.running_head, "running-head"), TLine("", "blank")]
    elif style == "emdash":
        out += [TLine("", "blank"), TLine("", "blank"), TLine(centre(f"— {page + 1} —", width), "page-number"),
                TLine("", "blank"), TLine(first.chapter or book.running_head, "running-head"), TLine("", "blank")]
    return out
