"""PDF with a text layer -> plain text lines (page furniture dropped and recorded, paragraphs found).

- Page furniture: at the top and at the bottom of each page, a block of up to three lines set off from the
  body by a wider gap, every line of which is a page number (`6`, `- 6 -`, `стр. 6`, `vi`) or repeats (digits
  aside) at the same height on another page within two pages (a running head: the book's title, the chapter,
  the current Law; alternating left and right pages too). Recorded as pdf-header / pdf-footer.
- Paragraphs: a new paragraph starts at a vertical gap wider than the usual space between lines, at a first
  line indented from the line before (unless that line opens a list item with a hanging indent) or from the
  page's margin after a short line, at a change
  of font size or weight, and, across a page break, at an indented line or after a short last line. A blank
  line is written between paragraphs; the lines of a paragraph stay lines (lawref.corpus.join joins them, and
  joins a word hyphenated at a line end).
- A heading (a paragraph in a larger or bolder font than the body) that wraps onto several lines is joined
  into one line, but a line starting a heading of its own (`Глава`, `Часть`, `Правило`, `A.`) stays apart.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage, read_pages
from lawref.errors import LawrefError

PAGE_NUMBER = re.compile(r"(?:(?:стр|с|страница|page|p)\.?\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—]?",
                         re.I)
HEADING_START = re.compile(r"(?:глава|часть|раздел|правило|приложение)\s|[A-ZА-ЯЁ]\.\s", re.I)
LIST_MARKER = re.compile(r"\(?(?:\d{1,3}|[a-zа-яё]|[ivx]{1,5})[.)]+\s", re.I)
_DIGITS = re.compile(r"\d+")
FURNITURE_LINES = 3  # lines a running head or foot may take
NEIGHBOURS = 2  # a running head repeats on a page this close (2: alternating left and right pages)


def extract_pdf(data: bytes, shown: str) -> Extracted:
    pages, meta_title = read_pages(data, shown)
    if not any(page.lines for page in pages):
        raise LawrefError(f"no text layer in this PDF ({len(pages)} pages of pictures: a scanned PDF?)",
                          path=shown, hint="run OCR on it (e.g. ocrmypdf in.pdf out.pdf), or give the text")
    gap = _usual_gap(pages)
    furniture = find_furniture(pages, gap)
    body = [line for page in pages for line in page.lines if id(line) not in furniture]
    if not body:
        raise LawrefError("no text in this PDF but page numbers and running heads", path=shown,
                          hint="is it the right file? give the text, or a PDF of the book itself")
    builder = TextBuilder()
    line_of: dict[int, int] = {}  # id(PdfLine) -> its line in the text
    style = body_style(body)
    title = meta_title
    for paragraph in split_paragraphs(body, gap):
        if _is_heading(paragraph[0], style):
            for group in _heading_lines(paragraph):
                heading = " ".join(line.text for line in group)
                title = title or heading
                start = builder.paragraph([heading])
                line_of.update((id(line), start) for line in group)
        else:
            start = builder.paragraph([line.text for line in paragraph])
            line_of.update((id(line), start + index) for index, line in enumerate(paragraph))
    # Furniture stands where the next body line is (a running foot before the next page's first line).
    order = [line for page in pages for line in page.lines]
    upcoming, dropped = len(builder.lines), []
    for line in reversed(order):
        if id(line) in line_of:
            upcoming = line_of[id(line)]
        elif id(line) in furniture:
            dropped.append((furniture[id(line)], line.text, upcoming))
    for kind, text, line in reversed(dropped):
        builder.remove(kind, text, line)
    return Extracted(text=builder.text(shown, "no text in this PDF",
                                       "run OCR on it (e.g. ocrmypdf in.pdf out.pdf), or give the text"),
                     encoding="pdf", removals=builder.removals(), title=title)


def _usual_gap(pages: list[PdfPage]) -> float:
    gaps = [b.top - a.bottom for page in pages for a, b in zip(page.lines, page.lines[1:]) if b.top >= a.top]
    return statistics.median(gaps) if gaps else 0.0


def _height(line: PdfLine) -> float:
    return max(line.bottom - line.top, 1.0)


def _mask(text: str) -> str:
    return _DIGITS.sub("#", " ".join(text.split()).lower())


def find_furniture(pages: list[PdfPage], gap: float) -> dict[int, str]:
    """id(PdfLine) -> "pdf-header" | "pdf-footer" for the running heads, feet and page numbers."""
    where: dict[str, list[tuple[int, float]]] = defaultdict(list)  # masked text -> (page, top) of candidates
    for page_no, page in enumerate(pages):
        for line in (*page.lines[:FURNITURE_LINES], *page.lines[-FURNITURE_LINES:]):
            where[_mask(line.text)].append((page_no, line.top))

    def repeats(line: PdfLine) -> bool:
        return any(0 < abs(page - line.page) <= NEIGHBOURS and abs(top - line.top) <= 2.0
                   for page, top in where[_mask(line.text)])

    def furniture_like(line: PdfLine) -> bool:
        return PAGE_NUMBER.fullmatch(line.text.strip()) is not None or repeats(line)

    found: dict[int, str] = {}
    for page in pages:
        lines = page.lines
        for kind, block_of in (("pdf-header", lambda k: (lines[:k], lines[k:k + 1], True)),
                               ("pdf-footer", lambda k: (lines[-k:], lines[-k - 1:-k] if k < len(lines) else (),
                                                         False))):
            for size in range(min(FURNITURE_LINES, len(lines)), 0, -1):
                block, beyond, top = block_of(size)
                if not all(furniture_like(line) for line in block):
                    continue
                if not beyond and not all(PAGE_NUMBER.fullmatch(line.text.strip()) for line in block):
                    continue  # a page of a few repeated lines is text; a page of only its number is not
                edge = block[-1] if top else block[0]
                if beyond:
                    space = beyond[0].top - edge.bottom if top else edge.top - beyond[0].bottom
                    if space <= gap + 0.4 * _height(edge):
                        continue
                for line in block:
                    found.setdefault(id(line), kind)
                break
    return found


def split_paragraphs(body: list[PdfLine], gap: float) -> list[list[PdfLine]]:
    margins = {}
    for page_no in {line.page for line in body}:
        lefts = Counter(round(line.x0) for line in body if line.page == page_no)
        margins[page_no] = min(x for x, n in lefts.items() if n == max(lefts.values()))
    right = statistics.median(max(line.x1 for line in body if line.page == p) for p in margins)
    paragraphs: list[list[PdfLine]] = []
    previous = None
    for line in body:
        if previous is None or _starts_paragraph(previous, line, gap, margins, right):
            paragraphs.append([])
        paragraphs[-1].append(line)
        previous = line
    return paragraphs


def _starts_paragraph(prev: PdfLine, line: PdfLine, gap: float, margins: dict[int, int], right: float) -> bool:
    em = _height(line) / 1.2
    if abs(prev.size - line.size) > 0.5 or prev.bold != line.bold:
        return True
    if line.page != prev.page:
        return line.x0 > margins[line.page] + 0.4 * em or prev.x1 < right - 1.5 * em
    if line.top - prev.bottom > gap + 0.3 * em:
        return True
    if line.x0 > margins[line.page] + 0.4 * em and prev.x1 < right - 1.5 * em:
        return True  # an indented line after a short one: a one-line paragraph before it
    return line.x0 > prev.x0 + 0.4 * em and not LIST_MARKER.match(prev.text)


def _is_heading(line: PdfLine, style: tuple[float, bool]) -> bool:
    size, bold = style
    return line.size > size + 0.5 or (line.bold and not bold)


def body_style(body: list[PdfLine]) -> tuple[float, bool]:
    """The font size and weight of most of the text (by characters)."""
    sizes, weights = Counter(), Counter()
    for line in body:
        sizes[line.size] += len(line.text)
        weights[line.bold] += len(line.text)
    return (sizes.most_common(1)[0][0] if sizes else 0.0, weights.most_common(1)[0][0] if weights else False)


def _heading_lines(paragraph: list[PdfLine]) -> list[list[PdfLine]]:
    """A heading paragraph's lines grouped into headings: a wrapped heading is one group."""
    groups: list[list[PdfLine]] = []
    for line in paragraph:
        if not groups or HEADING_START.match(line.text):
            groups.append([])
        groups[-1].append(line)
    return groups
