"""Words with boxes on a page (a DjVu text layer, tesseract's OCR) -> the positioned lines the PDF reader
lays out (lawref.corpus.formats.pdf_lines.PdfLine), so furniture, paragraphs and hyphens are found by one
set of rules, whatever gave the words. Boxes in points from the page's top-left corner.

A line is the words whose boxes overlap vertically by more than half the smaller height, left to right;
two boxes that (nearly) touch, a gap under 0.15 of the line's height (a space is over 0.2 em, a line
1.2 em or more), are pieces of one word (pdf2djvu splits
words at kerning: `наз` `на` `чении`), others stand a space apart. Such sources carry no font: a line is
set in a larger size when it stands over a fifth taller than the document's usual line (a heading), else
all lines have one size, and none is bold."""

from __future__ import annotations

import statistics
from typing import Iterable, NamedTuple

from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage

SIZE = 10.0  # no font in these sources: one size for every line


class Word(NamedTuple):
    x0: float
    top: float
    x1: float
    bottom: float
    text: str


def page_lines(index: int, width: float, height: float, words: Iterable[Word]) -> PdfPage:
    rows: list[list[Word]] = []
    for word in sorted((w for w in words if w.text.strip()), key=lambda w: (w.top + w.bottom) / 2):
        row = rows[-1] if rows else None
        if row is not None and _overlap(row, word):
            row.append(word)
        else:
            rows.append([word])
    lines = []
    for row in rows:
        row.sort(key=lambda w: w.x0)
        top, bottom = min(w.top for w in row), max(w.bottom for w in row)
        parts, first_end = [row[0].text.strip()], None
        touching = 0.15 * (bottom - top)
        for before, word in zip(row, row[1:]):
            if word.x0 - before.x1 >= touching:
                parts.append(" ")
                first_end = before.x1 if first_end is None else first_end
            parts.append(word.text.strip())
        lines.append(PdfLine(index, "".join(parts), row[0].x0, row[-1].x1, top, bottom, SIZE, False, first_end))
    lines.sort(key=lambda line: (round(line.top), line.x0))
    return PdfPage(width, height, tuple(lines))


def sized(pages: list[PdfPage]) -> list[PdfPage]:
    """Lines over a fifth taller than the usual line (the median of the lines of two words or more) take a
    larger size: the headings of a source without fonts."""
    from dataclasses import replace

    heights = [line.bottom - line.top for page in pages for line in page.lines if " " in line.text]
    if not heights:
        return pages
    usual = statistics.median(heights)
    return [PdfPage(page.width, page.height,
                    tuple(replace(line, size=SIZE + 2) if line.bottom - line.top > 1.2 * usual else line
                          for line in page.lines)) for page in pages]


def _overlap(row: list[Word], word: Word) -> bool:
    top, bottom = min(w.top for w in row), max(w.bottom for w in row)
    shared = min(bottom, word.bottom) - max(top, word.top)
    return shared > 0.5 * min(bottom - top, word.bottom - word.top)
