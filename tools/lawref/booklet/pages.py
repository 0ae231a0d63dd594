"""Reading a laid-out WeasyPrint page back: which characters of which blocks each line holds, where lines end
inside a word, where anchors and page-number placeholders stand.

Lines are counted in non-space characters of a block's counted text (blocks.Block): white space is what layout
collapses and breaks at, every other character of counted markup reaches a text box. Markup of class "x" and
generated content (a footnote call) are not counted. An automatic hyphen at a line's end is the one character a
line has that its block does not; it is recognised and not counted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from weasyprint.formatting_structure import boxes as wb

from lawref.booklet.blocks import Block

AUTO_HYPHEN = "\u2010"
HYPHENS = "-\u2010"


@dataclass
class Line:
    block: int
    start: int  # first non-space character (index into Block.ns_pos)
    end: int  # one past the last
    split: bool  # ends inside a word: the next character follows with no space between
    hyphen: bool  # ends with a visible hyphen inside a word (automatic, or a compound's own)
    y: float  # top of the line, CSS px from the page's top


@dataclass
class Placeholder:
    x: float
    y: float  # top of its text box
    height: float
    baseline: float  # from the top of its text box
    font_size: float


@dataclass
class PageInfo:
    lines: list[Line] = field(default_factory=list)
    top: tuple[int, int] | None = None  # (block, skip) where the page starts
    anchors: dict[str, tuple] = field(default_factory=dict)  # id -> (x, y, ...) CSS px from the top left
    links: list[tuple[str, str, tuple[float, float, float, float]]] = field(default_factory=list)
    placeholders: dict[str, Placeholder] = field(default_factory=dict)
    blocks: list[int] = field(default_factory=list)  # blocks with something on the page, in order


def _classes(box) -> str:
    element = getattr(box, "element", None)
    return (element.get("class") or "") if element is not None else ""


def _counted_text(box, out: list) -> None:
    if isinstance(box, wb.TextBox):
        out.append(box)
        return
    if "::" in (box.element_tag or "") or "x" in _classes(box).split():
        return  # generated content, footnote calls and bodies, page notes: not the block's own text
    for child in getattr(box, "children", ()):
        _counted_text(child, out)


def _placeholders(box, found: dict) -> None:
    if isinstance(box, wb.InlineBox) and "pn" in _classes(box).split():
        texts = [c for c in box.children if isinstance(c, wb.TextBox)]
        if texts:
            t = texts[0]
            found[box.element.get("id")] = Placeholder(t.position_x, t.position_y, t.height, t.baseline,
                                                      t.style["font_size"])
        return
    for child in getattr(box, "children", ()):
        _placeholders(child, found)


def _block_boxes(box, out: list) -> None:
    element = getattr(box, "element", None)
    if element is not None and element.get("data-b") is not None and isinstance(box, wb.BlockBox):
        out.append(box)
        return
    for child in getattr(box, "children", ()):
        _block_boxes(child, out)


def read_page(page, blocks: dict[int, Block], progress: dict[int, int]) -> PageInfo:
    """What a laid-out page holds. `progress` (block -> characters already placed on earlier pages of this
    layout) is updated."""
    info = PageInfo(anchors=dict(page.anchors))
    for link_type, target, rect, _box in page.links:
        info.links.append((link_type, target, rect))
    found: list = []
    _block_boxes(page._page_box, found)
    for box in found:
        index = int(box.element.get("data-b"))
        block = blocks[index]
        if index not in progress:
            progress[index] = int(box.element.get("data-k") or 0)
        info.blocks.append(index)
        if info.top is None:
            info.top = (index, progress[index])
        for line in box.children:
            if not isinstance(line, wb.LineBox):
                continue
            texts: list = []
            _counted_text(line, texts)
            count = sum(1 for t in texts for ch in t.text if not ch.isspace())
            if count == 0:
                continue
            start = progress[index]
            last = next((t.text.rstrip() for t in reversed(texts) if t.text.strip()), "")
            auto = False
            if last.endswith(AUTO_HYPHEN):
                at = start + count - 1
                if at >= len(block.ns_pos) or block.text[block.ns_pos[at]] != AUTO_HYPHEN:
                    count -= 1
                    auto = True
            end = min(start + count, len(block.ns_pos))
            split = auto or (end < len(block.ns_pos) and block.ns_pos[end] == block.ns_pos[end - 1] + 1)
            hyphen = auto or (split and block.text[block.ns_pos[end - 1]] in HYPHENS)
            info.lines.append(Line(index, start, end, split, hyphen, line.position_y))
            progress[index] = end
    # The whole page, its footnote area too: a reference in a footnote has a page number to print.
    _placeholders(page._page_box, info.placeholders)
    return info
