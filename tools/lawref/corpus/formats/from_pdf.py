"""PDF with a text layer -> plain text lines (page furniture dropped and recorded, paragraphs found).

- Page furniture: at the top and at the bottom of each page, a block of up to three lines set off from the
  body by a wider gap, every line of which is a page number (`6`, `- 6 -`, `стр. 6`, `vi`) or repeats (digits
  aside) at the same height on another page within two pages (a running head: the book's title, the chapter,
  the current Law; alternating left and right pages too), or stands at the height and in the font of such
  furniture found on two or more pages (a running head naming a short Law, seen on one page only). A line
  at the height where the usual page's text begins is body, never a head (`ПРАВИЛО 62` opening a page
  repeats `ПРАВИЛО 61` at another page's top, digits aside); a first line a rule underlines stands above the
  text block, whatever its words (LaTeX's head: the chapter or the Law beside the page number). Recorded as
  pdf-header / pdf-footer.
- The measure: the text block's edges, each page's own side's where the margins are mirrored (left and
  right pages shifted); text is justified when a good share of its lines end flush (within a point).
- Paragraphs: a new paragraph starts at a change of font size, or of weight (a line is bold when all of it
  is, so a definition's bold term leaves its line in the body's style, and a bold line inside a running
  sentence is emphasis), at a vertical gap wider than the usual space between lines, at a first line indented
  from the line before (unless that line opens a list item with a hanging indent), at a line whose left edge
  moves from its paragraph's, and after a line that ends its paragraph: one short of the right edge where
  the next word would have fitted, or, in justified text, one short of the edge at all that ends a sentence
  (never where the sentence runs on, `… как` / `сыграна …`). Across a page break the last two decide. The
  lines of a centred paragraph (a title page's) start anywhere, but two centred heading lines are two
  headings unless the second wrapped (`ПРАВИЛО 93` / `РАССМОТРЕНИЕ АПЕЛЛЯЦИЙ`). A blank line is written
  between paragraphs; the lines of a paragraph stay lines (lawref.corpus.join joins them, and joins a word
  hyphenated at a line end), but a line the text would misread where the page shows it goes on (one that
  begins like a unit or a term, `63. Когда …`, or repeats words of the line above) is written on the line
  before it.
- A heading (a paragraph in a larger or bolder font than the body) that wraps onto several lines is joined
  into one line, but a line starting a heading of its own (`Глава`, `Часть`, `Правило`, `A.`) stays apart.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import statistics
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Collection
from typing import NamedTuple

from lawref.corpus.figures import is_diagram
from lawref.corpus.formats import Extracted, told
from lawref.corpus.formats.builder import STRUCK_OVER, TextBuilder
from lawref.corpus.formats.columns import at_height_of
from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage, read_document
from lawref.corpus.formats.readings import SPECK_MARK, heading_numbers, misreading, skipped_section, whole_markers
from lawref.corpus.formats.review import SCAN_CALL, book_labels, printed_label
from lawref.corpus.headings import (
    CHAPTER,
    LAW_HEADING,
    PART,
    ends_a_passage,
    law_number,
    law_word_pattern,
    law_words,
    opens_footer,
)
from lawref.corpus.join import hyphen_join
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_MARK, FOOTNOTE_RULE, SECTION_WORD
from lawref.errors import LawrefError
from lawref.numbering import CYRILLIC_FOR_LATIN, int_to_roman

PAGE_NUMBER = re.compile(r"(?:(?:стр|с|страница|page|p)\.?\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—]?",
                         re.I)
HEADING_START = re.compile(r"(?:глава|часть|раздел|правило|приложение)\s|[A-ZА-ЯЁ]\.\s", re.I)
LIST_MARKER = re.compile(r"\(?(?:\d{1,3}|[a-zа-яё]|[ivx]{1,5})[.)]+\s", re.I)
# What the parsers read as the start of a unit when a line begins with it: a number or letter marker (`63.`,
# `1)`, `(a)`, `27.3.`, `A.`), a footnote mark, a heading word with its number or letter (`Правило 12`,
# `Глава IV`, `Пример А`), a note's label.
UNIT_START = re.compile(r"\(?(?:\d{1,3}|[a-zа-яё]|[ivxlc]{1,7})[.)]|\d{1,3}(?:\.\d{1,3})+|<\*+>"
                        r"|(?:правил[оа]|глава|часть|раздел|приложение|пример)\s+\w|примечание\s*:", re.I)
# ... and a term opening a definition or the commentary on one: `Взятка – …`, `Взятка: …`, `«Взятка». …`.
TERM_START = re.compile(r"[«\"][^»\"]{1,60}[»\"]|[«\"]?[А-ЯЁA-Z][^.!?;:\-–—]{0,60}?[»\"]?(?:\s*:|\s[-–—])\s")
# A line ending so goes on: in a word, after a comma, a dash or an opening bracket, or after an abbreviation.
RUNS_ON = re.compile(r"(?:[^\W\d_]|[,(«\-‐–—]|(?<![^\W\d_])(?:см|ср|п|пп|гл|стр|рис|напр|т\.е|т\.к)\.)$", re.I)
SENTENCE_END = re.compile(r"[.!?:;…»)]$")
_DIGITS = re.compile(r"\d+")
FURNITURE_LINES = 3  # lines a running head or foot may take
JUSTIFIED_SHARE = 0.3  # of the lines flush with the right edge: justified text (ragged text has a few)
NEIGHBOURS = 2  # a running head repeats on a page this close (2: alternating left and right pages)
EVERYWHERE_SHARE = 0.5  # of the pages, at least, whose edge holds a line word for word: furniture at any height
EVERYWHERE_CHARS = 12  # ... a line this long at least (not a lone `Глава`, a page number)


def extract_pdf(data: bytes, shown: str) -> Extracted:
    """A PDF's text layer laid out; an OCR layer (tesseract's, ocrmypdf's) by its words' boxes
    (lawref.corpus.formats.ocr.read_ocr_layer: PDFium joins a skewed scan's neighbouring lines, and its words'
    boxes tell the dashes apart), with the rules for a scan's lines (`scanned` in lay_out)."""
    import pypdfium2 as pdfium

    from lawref.corpus.formats.ocr import is_ocr_layer, read_ocr_layer

    # An OCR layer is told first, and read by its words alone: read_document's lines of its every page (a quarter
    # of the scan's reading) were read for nothing. What PDFium cannot open or read is read_document's to say,
    # in one line, as when it read every PDF first; a PDFium error read_document does not meet is raised as it was.
    try:
        if is_ocr_layer(data):
            return read_ocr_layer(data, None, shown)
    except pdfium.PdfiumError:
        read_document(data, shown)
        raise
    pages, properties = read_document(data, shown)
    pages, properties, said = read_back_pages(pages, properties, shown)
    from lawref.corpus.formats.threads import is_printed_thread, read_printed_thread

    if is_printed_thread(pages):  # a forum thread's page printed from the browser: its posts (threads.py)
        return told(read_printed_thread([(pages, properties, shown)], shown), said)
    return told(lay_out(pages, properties.get("Title", ""), shown, "pdf", properties=properties), said)


def read_back_pages(pages: list[PdfPage], properties: dict[str, str], shown: str) -> tuple[list, dict, tuple]:
    """A text layer whose letters went through the wrong code page (a font hacked to draw Cyrillic at Latin-1's
    code points: the layer says «Ïðàâèëî» where the page shows «Правило»), read back by one chain before it is
    laid out (lawref.corpus.mojibake: the layout's rules know Russian words, a note's «1Под», a heading's
    «Закон 16»), each printed line and its pieces, and the document's properties (its title); with the `check`
    row. A layer in Russian is returned as it is."""
    from dataclasses import replace

    from lawref.corpus.mojibake import ReadBack, apply, choose, said, suspect

    texts = [line.text for page in pages for line in page.lines]
    if not suspect("\n".join(texts)):
        return pages, properties, ()
    chain = choose(texts, shown)
    if chain is None:
        return pages, properties, ()
    changed, restored = [], [0]

    def one(text: str) -> str:
        if not text or text.isascii():
            return text
        read, done = apply(chain, [text])
        restored[0] += done.restored
        return read

    def line_back(line: PdfLine) -> PdfLine:
        text = one(line.text)
        if text != line.text:
            changed.append(line)
        return replace(line, text=text, parts=tuple(map(line_back, line.parts)),
                       table_of=tuple(map(line_back, line.table_of)), columns=tuple(map(line_back, line.columns)),
                       table=tuple(tuple((left, right, one(cell)) for left, right, cell in row) for row in line.table))

    pages = [replace(page, lines=tuple(map(line_back, page.lines))) for page in pages]
    properties = {key: one(value) if isinstance(value, str) else value for key, value in properties.items()}
    done = ReadBack(chain.name, tuple(range(1, len(changed) + 1)), restored[0])
    return pages, properties, (said(done, shown, line=1),)


def lay_out(pages: list[PdfPage], meta_title: str, shown: str, reader: str, slack: float = 0.5,
            scanned: bool = False, properties: dict[str, str] | None = None) -> Extracted:
    """Positioned lines (a PDF's, a DjVu's text layer, OCR'd words) -> the text: furniture, paragraphs.
    `slack`: how far (points) a line may stop short of the right edge and still be flush: a PDF's boxes are
    the glyphs' advances (0.5); a scan's words are boxes of ink, which stop short by a glyph's side bearing.
    `scanned`: the lines are OCR's (a scan's), whose boxes wander: see split_paragraphs."""
    if not any(page.lines for page in pages):
        raise LawrefError.labelled("pdf_no_text_layer", path=shown, count=len(pages))
    _check_letters(pages, shown)
    if not scanned:  # (OCR reads a raised figure as a star: _scan_notes reads those)
        pages = starred_calls(pages)
    pages = labelled_notes(pages, scanned)
    gap = _usual_gap(pages)
    furniture = find_furniture(pages, gap, scanned)
    furniture.update(title_block(pages, furniture, meta_title))
    furniture.update(properties_page(pages, furniture, properties or {}))
    if scanned:
        furniture.update(contents_pages(pages, furniture))
    notes = page_notes(pages, furniture, scanned)
    at_end, ended = end_notes(pages, furniture, notes)
    for number, found in at_end.items():
        notes[number] = {**notes.get(number, {}), **found}
    noted = ended | {id(line) for page in notes.values() for lines in page.values() for line in lines}
    body, origin, columns, left_out = _in_reading_order(pages, {**furniture, **dict.fromkeys(noted, "note")}, shown)
    original = {id(line): line for page in pages for line in page.lines}
    if not body:
        raise LawrefError.labelled("pdf_only_furniture", path=shown)
    builder = TextBuilder()
    line_of: dict[int, int] = {}  # id(PdfLine) -> its line in the text
    style = body_style(body)
    body = _flow_notes(body, style, origin)
    title = meta_title
    measure = text_measure(body, slack, columns)
    # the last body line of each page as printed (not of each column: a page's notes stand under all of it)
    last_on_page = {original[origin[id(line)]].page: id(line) for line in body}
    stacked = None  # the last line of the heading just written, while nothing else follows it
    waiting: list[list[PdfLine]] = []  # notes the passage being read calls: written where it ends
    paragraphs = split_paragraphs(body, gap, measure, fonts=reader == "pdf", scanned=scanned)
    paragraphs = signs_at_line_ends(paragraphs, origin, last_on_page)
    lost = _numbers_lost(paragraphs, body) if scanned else set()
    advances = figure_advances(paragraphs)  # a hand diagram's character width, North's paragraphs and the rest
    hang = _items_hang(paragraphs) if scanned else 0.0
    # a scan's open section, item and sub-item, as read or put in
    labels = _Labels(scanned and book_labels([paragraph[0].text for paragraph in paragraphs])[0])
    # a Law's or a chapter's number OCR misread, read by the whole document's sequence of headings
    found = heading_numbers([paragraph[0].text for paragraph in paragraphs]) if scanned else {}
    headings = {id(paragraphs[index][0]): read for index, read in found.items()}
    clauses = _clause_run(paragraphs, hang) if scanned else {}
    footless = _footless(paragraphs) if scanned else set()
    lettered = _letter_runs(paragraphs) if scanned else {}  # a list's letter OCR misread, read by the list's order
    lead_ins = _lead_ins(paragraphs) if scanned else set()
    next_labels = _next_labels(paragraphs) if scanned else {}
    for paragraph in paragraphs:
        misread, kind, numbered = None, OCR_LABEL, []
        if id(paragraph[0]) in headings:  # a Law's or a chapter's number OCR misread, read by its sequence
            text, read = headings[id(paragraph[0])]
            paragraph = _swapped(paragraph, 0, text, origin, last_on_page)
            numbered.append((paragraph[0], read, OCR_LAW))
        if id(paragraph[0]) in clauses:  # a list's clause whose number OCR lost or misread: the number of its place
            value, junk = clauses[id(paragraph[0])]
            text = paragraph[0].text.lstrip()
            text = f"{value}. {text[len(junk):].lstrip() if junk else text}"
            paragraph = _swapped(paragraph, 0, text, origin, last_on_page)
            numbered.append((paragraph[0], junk or f"{value}.", OCR_NUMBER if junk else LOST_NUMBER))
        if id(paragraph[0]) in lettered:  # «Ь)» between «а)» and «с)»: b
            text, read = lettered[id(paragraph[0])]
            paragraph = _swapped(paragraph, 0, text, origin, last_on_page)
            numbered.append((paragraph[0], read, OCR_LABEL))
        if scanned:  # a section's or a sub-item's letter OCR misread, read by its sequence (and recorded)
            paragraph = _item_number(paragraph, 0, labels, hang, numbered, origin, last_on_page)
            text, misread = labels.read(paragraph[0].text, alone=len(paragraph) == 1,
                                        footless=id(paragraph[0]) in footless,
                                        following=next_labels.get(id(paragraph[0])))
            kind = labels.kind
            if misread:
                paragraph = _swapped(paragraph, 0, text, origin, last_on_page)
            elif id(paragraph[0]) in lead_ins and labels.section and _UNMARKED.match(paragraph[0].text):
                # a lead-in over the first sub-item «(а)» with no number: the Laws set sub-items under an item
                # only, so it is the section's next item, whose number OCR lost (put in, recorded)
                labels.item, labels.sub = labels.item + 1, None
                paragraph = _swapped(paragraph, 0, f"{labels.item}. {paragraph[0].text.lstrip()}", origin,
                                     last_on_page)
                numbered.append((paragraph[0], f"{labels.item}.", LOST_NUMBER))
            elif id(paragraph[0]) in lead_ins and labels.section and (m := _READ_MARKER.match(paragraph[0].text)) \
                    and m[2] in whole_markers().get(f"{labels.item}.", ()):
                # ... its number read as one of OCR's readings of it («i;» for «1.», which _Labels.read took for the
                # next item): the lead-in over the first sub-item says it is that item's, so the number is put in
                paragraph = _swapped(paragraph, 0, f"{m[1]}{labels.item}. {paragraph[0].text[m.end():]}", origin,
                                     last_on_page)
                numbered.append((paragraph[0], m[2], OCR_NUMBER))
            if len(paragraph) > 1 and _SECTION_START.match(paragraph[0].text):
                # a section's heading and its first item OCR set as one paragraph
                paragraph = _item_number(paragraph, 1, labels, hang, numbered, origin, last_on_page)
                labels.read(paragraph[1].text)
            for index in range(1, len(paragraph)):
                # a sub-item's label opening a line of the paragraph after a lead-in or an item ended («:», «;»):
                # OCR set the list's lines as one paragraph, and the sequence goes on through them
                if _SUB_LABEL.match(paragraph[index].text) and _LIST_GOES_ON.search(paragraph[index - 1].text):
                    text, read = labels.read(paragraph[index].text)
                    if read:
                        paragraph = _swapped(paragraph, index, text, origin, last_on_page)
                        numbered.append((paragraph[index], read, labels.kind))
        if waiting and (_opens_unit(paragraph[0], style) or ends_a_passage(paragraph[0].text)):
            waiting = _write_waiting(builder, waiting, line_of)
        if paragraph[0].note and paragraph[0].text.startswith(FOOTNOTE_MARK):  # a note set after its passage
            builder.paragraph([FOOTNOTE_RULE])
            rows = _text_rows(paragraph, measure, gap)
            start = builder.paragraph([_row_text(row, measure) for row in rows])
            builder.remove(FOOTNOTE_LABEL, paragraph[0].note, start)
            line_of.update((origin[id(line)], start + index) for index, row in enumerate(rows) for line in row)
            stacked = None
        elif _is_heading(paragraph[0], style):
            for group in _heading_lines(paragraph):
                heading = _row_text(group, measure)
                title = title or heading
                if stacked is not None and _stacked(stacked, group[0], gap, measure,
                                                    INK_CENTRED if scanned or reader != "pdf" else 0.1):
                    start = builder.extend([heading])
                else:
                    start = builder.paragraph([heading])
                line_of.update((origin[id(line)], start) for line in group)
                stacked = group[-1]
        elif scanned and len(paragraph) == 1 and stacked is not None and \
                _stacked(stacked, paragraph[0], gap, measure, INK_CENTRED):
            # a scan's heading whose size OCR's letters do not show: its two centred lines alike
            line_of[origin[id(paragraph[0])]] = builder.extend([_row_text(paragraph, measure)])
            stacked = None
        elif (figure := laid_out_figure(paragraph, measure, advances.get(id(paragraph[0])))) is not None:
            # a hand diagram: as it stands
            stacked = None
            start = builder.paragraph(figure, verbatim=True)
            line_of.update((origin[id(line)], start) for line in paragraph)
        else:
            stacked = paragraph[0] if scanned and len(paragraph) == 1 else None
            rows = _text_rows(paragraph, measure, gap)
            texts = [_row_text(row, measure) for row in rows]
            if id(paragraph[0]) in lost:
                labels.item += 1
                texts[0] = f"{labels.item}. {texts[0]}"
            start = builder.paragraph(texts)
            if id(paragraph[0]) in lost:
                builder.remove(LOST_NUMBER, f"{labels.item}.", start)
            line_of.update((origin[id(line)], start + index) for index, row in enumerate(rows) for line in row)
        if misread:
            builder.remove(kind, misread, line_of.get(origin[id(paragraph[0])]))
        for line, read, how in numbered:
            builder.remove(how, read, line_of.get(origin[id(line)]))
        waiting += _called_notes(builder, [original[origin[id(line)]] for line in paragraph], notes, line_of)
        if waiting:
            stacked = None
        if scanned:  # a scan's notes whose calls OCR lost: after the page's last paragraph
            for line in paragraph:
                printed = original[origin[id(line)]].page
                if id(line) == last_on_page.get(printed) and notes.get(printed):
                    waiting = _write_waiting(builder, waiting, line_of)
                    for note in notes.pop(original[origin[id(line)]].page, {}).values():
                        _write_note(builder, note, line_of)
    _write_waiting(builder, waiting, line_of)
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
    for kind, text, table in left_out:
        builder.remove(kind, text, line_of.get(table))
    for line in order:  # a word printed bold by striking it twice, an underline's underscores: read once
        if line.struck and id(line) in line_of:
            builder.remove(STRUCK_OVER, line.struck, line_of[id(line)])
    types = _types(builder.lines, line_of, original, style[0]) if reader == "pdf" and not scanned else ()
    return Extracted(text=builder.text(shown, "no_text_pdf"),
                     encoding=reader, removals=builder.removals(), title=title, types=types)


def _types(lines: list[str], line_of: dict[int, int], original: dict, body: float) -> tuple:
    """Extracted.types of the first lines written: each in the type of the first printed line it holds (a title
    wrapped over three lines is one line of the title's size)."""
    from lawref.corpus.formats import TYPED_LINES

    first: dict[int, PdfLine] = {}
    for key, number in line_of.items():
        line = original.get(key)
        if line is not None and number <= TYPED_LINES and (number not in first or
                                                            (line.page, line.top) < (first[number].page,
                                                                                     first[number].top)):
            first[number] = line
    return tuple((" ".join(lines[n - 1].split()), round(line.size / body, 3) if body else 1.0, line.bold)
                 for n, line in sorted(first.items()) if n <= len(lines) and lines[n - 1].strip())




CONTENTS_HEAD = 3  # lines: a contents page's heading stands among the page's first lines (as columns' reading)
_ENTRY = re.compile(r"^(?:[^\w\s]|_)?\s*(?:Правило|ПРАВИЛО|Глава|ГЛАВА)\s+\S")  # an entry names a Law or a chapter
_LEADER_DOTS = re.compile(r"\.{4,}")  # ... or has a dot leader
_WORDS = re.compile(r"[А-Яа-яЁё]{2,}")
CONTENTS_WORDS = 3  # words, at least, in a line of text under the contents (OCR's specks read as letters have fewer)


def contents_pages(pages: list[PdfPage], furniture: dict[int, str]) -> dict[int, str]:
    """A scan's contents: the page headed «СОДЕРЖАНИЕ» (a speck around the word aside), from its heading
    down, and the pages after it while most of their lines are entries (they name a Law or a chapter
    first): a contents page by its position, as a reader knows it, whatever OCR made of its leaders and page
    numbers (which the cleanup's contents rules look for)."""
    from lawref.corpus.furniture import CONTENTS_KIND
    from lawref.corpus.headings import is_contents_heading

    out: dict[int, str] = {}
    within = False
    for page in pages:
        lines = sorted((line for line in page.lines if id(line) not in furniture), key=lambda line: line.top)
        head = next((n for n, line in enumerate(lines[:CONTENTS_HEAD])
                     if is_contents_heading(re.sub(r"^[\W_]+|[\W_]+$", "", line.text))), None)
        if head is not None:
            within = True
            lines = lines[head:]
        elif not within or sum(bool(_ENTRY.match(line.text)) for line in lines) <= len(lines) / 2:
            within = False
            continue
        # ... down to its last entry and the specks under it (a page whose text goes on under the contents, in
        # lines of words, keeps that text, and the contents end there)
        last = max((n for n, line in enumerate(lines) if _ENTRY.match(line.text) or _LEADER_DOTS.search(line.text)),
                   default=0)
        if all(len(_WORDS.findall(line.text)) < CONTENTS_WORDS for line in lines[last + 1:]):
            last = len(lines) - 1
        else:
            within = False
        out.update((id(line), CONTENTS_KIND) for line in lines[:last + 1])
    return out


TITLE_BLOCK = "pdf-title-block"


def title_block(pages: list[PdfPage], furniture: dict[int, str], meta_title: str) -> dict[int, str]:
    """The document's title printed over the book's title page, which then names the book in words of its own
    (pandoc's title block that a browser printed: «Справочник судьи (2010)» over «… СПРАВОЧНИК СУДЬИ …
    2010»): the first page's first line, the PDF's own title word for word, set larger than every other
    line of that page, every word of it said again on the page below it. A title page does not say its
    title twice, so the first is the producer's, recorded as removed (the HTML reader drops it as the page's
    <header>). A title the page below does not repeat is the book's (club2007: «Избранные правила для
    судьи клуба» over «Пособие для …»). The page below is the title page: it ends at the first heading, a line
    set larger than the body (priok2022: its preface under «Предисловие» on the same page, whose words are no
    title page's)."""
    if not pages or not meta_title.strip():
        return {}
    lines = sorted((line for line in pages[0].lines if id(line) not in furniture), key=lambda line: line.top)
    if len(lines) < 2 or " ".join(lines[0].text.split()) != " ".join(meta_title.split()):
        return {}
    first, rest = lines[0], lines[1:]
    body = body_size(pages, furniture) or 0.0
    heading = next((k for k, line in enumerate(rest) if line.size > body + 0.5), len(rest))
    below = {word.casefold() for line in rest[:heading] for word in _WORD_OR_FIGURE.findall(line.text)}
    words = [word.casefold() for word in _WORD_OR_FIGURE.findall(first.text)]
    if words and all(first.size > line.size + 0.5 for line in rest) and all(word in below for word in words):
        return {id(first): TITLE_BLOCK}
    return {}

PROPERTIES_PAGE = "pdf-properties-page"
# a date as a title page prints it: «14 марта 2022 г.», «14.03.2022», «март 2022»
_PRINTED_DATE = re.compile(r"^(?:\d{1,2}\s+)?(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|"
                           r"ноября|декабря|январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|"
                           r"ноябрь|декабрь)\s+\d{4}(?:\s*г(?:ода|\.)?)?$|^\d{1,2}\.\d{1,2}\.\d{4}$", re.I)


def properties_page(pages: list[PdfPage], furniture: dict[int, str], properties: dict[str, str]) -> dict[int, str]:
    """A title page the typesetter made of the document's properties (LaTeX's \\maketitle: title, release,
    author, date): the first page opens with the document's Title word for word, and every other line of it
    is the Author property, a date, or what the running head prints after that title («… 2017 года, Выпуск
    2017»). It says nothing the book says: the title stays the book's, the rest is recorded as removed. A title
    page with a line of its own (a place, a publisher's words) is the book's."""
    title = " ".join(properties.get("Title", "").split())
    if not pages or not title:
        return {}
    lines = sorted((line for line in pages[0].lines if id(line) not in furniture), key=lambda line: line.top)
    k, said = 0, ""
    while k < len(lines) and len(said) < len(title):
        said = f"{said} {' '.join(lines[k].text.split())}".strip()
        k += 1
    if said != title or k == len(lines):
        return {}
    author = " ".join(properties.get("Author", "").split())
    heads = {" ".join(line.text.split()) for page in pages for line in page.lines if id(line) in furniture}
    released = {head[len(title):].strip(" ,.:—–-") for head in heads if head.startswith(title)} - {""}
    rest = lines[k:]
    if all(" ".join(line.text.split()) in ({author} - {""}) | released
           or _PRINTED_DATE.match(" ".join(line.text.split())) for line in rest):
        return {id(line): PROPERTIES_PAGE for line in rest}
    return {}


FLOW_NOTE = re.compile(r"(\d{1,3}|\*{1,3})\)?\s+(?=\S)")


def _flow_notes(body: list[PdfLine], style: tuple[float, bool], origin: dict[int, int]) -> list[PdfLine]:
    """Notes set in the text's flow after the passage that calls them (a print page's `<div class="notes">`
    under its Law): a line in a smaller size than the body's that opens with the label of a call made above
    it and not yet given its note (`1) Новые линии …` after `претензии¹⁾`) opens that note, written `<*> text`
    (its following lines in that size go on with it as a paragraph does). A small line opening with a number
    no call above it bears is text."""
    from dataclasses import replace

    out, waiting = [], []
    for line in body:
        m = FLOW_NOTE.match(line.text)
        if m and not line.note and line.size < style[0] - 0.5 and m[1] in waiting:
            waiting.remove(m[1])
            moved = replace(line, text=f"{FOOTNOTE_MARK} {line.text[m.end():]}", note=m[1])
            origin[id(moved)] = origin[id(line)]
            line = moved
        elif line.size >= style[0] - 0.5:
            waiting += line.calls
        out.append(line)
    return out


def _check_letters(pages: list[PdfPage], shown: str) -> None:
    """Refuse a text layer whose letters are not letters: fonts without a map to Unicode give `?` or
    symbols for every Cyrillic letter (enscript -X koi8 printed through ps2pdf), so the words are lost. And a
    printout of a UTF-8 text made as if it were Latin-1 (a2ps 4.14's defaults): every Russian letter two Latin
    ones (utf8_printed_as_latin1); its reader is told the cause and how to print it again."""
    sample = "".join(line.text for page in pages[:20] for line in page.lines)
    letters = sum(map(str.isalpha, sample))
    unknown = sample.count("?") + sample.count("\ufffd")
    if unknown > max(letters, 20):
        raise LawrefError.labelled("pdf_unreadable_letters", path=shown, unknown=unknown, total=len(sample))
    if pairs := utf8_printed_as_latin1(sample):
        raise LawrefError.labelled("pdf_utf8_as_latin1", path=shown, count=pairs)


# A Cyrillic letter of UTF-8 printed byte by byte as Latin-1: its lead byte D0 or D1 («Ð», «Ñ»), then its second
# byte, 0x80–0xBF: a Latin-1 sign «¡»…«¿» (a font may map 0xB7 «·» to «•»), a no-break space, or below 0xA0 a C1
# byte as it is or as a printer writes it in meta notation («M-^X», a2ps; its Courier's hyphen read as «−»).
_UTF8_AS_LATIN1 = re.compile(r"[ÐÑ](?:[\u0080-\u00bf•]|M[-−]\^.)")


def utf8_printed_as_latin1(text: str) -> int:
    """How many letters of `text` are UTF-8 Cyrillic printed as Latin-1, when they are its letters (more of them
    than real Cyrillic letters, and 20 at least: a stray «Ð¡» in a Russian text is a typo); else 0. No reader
    undoes it: the printout is the text's bytes, not its words (docs/formats.md)."""
    pairs = len(_UTF8_AS_LATIN1.findall(text))
    cyrillic = sum(1 for ch in text if "\u0400" <= ch <= "\u04ff")
    return pairs if pairs >= 20 and pairs > cyrillic else 0


# a note's mark opening a line of small print («* В командных …»), and the same mark in the body glued after a word
# or a closing bracket or quote («мешает ему*.», «турнире)*;»), not before a letter, a figure or another star
STAR_NOTE = re.compile(r"(\*{1,3})\s+(?=\S)")
STAR_CALL = re.compile(r"(?:(?<=[^\W\d_])|(?<=[)»\"]))(\*{1,3})(?![\w*])")


def starred_calls(pages: list[PdfPage]) -> list[PdfPage]:
    """Calls set as a plain star on the baseline, in the body's size (a typesetter's «ему*.», Scribus's book of
    HTML whose `<sup>` it dropped), read as a reader pairs them: a line in a smaller size than the body's that
    opens with one to three stars and a space is a note, and the same stars glued to a word or a closing
    bracket above it, on its page or the page before and after the note before, exactly once there, are its
    call. The call is rewritten in place as `ему<*>.`, naming its stars; the note is then read where it
    stands as a raised call's is (at the page's foot: labelled_notes; after its Law's text: _flow_notes).
    A star no small note under it opens, or one of two alike, stays text."""
    from dataclasses import replace

    body = body_size(pages)
    if body is None:
        return pages
    lines = {(number, index): line for number, page in enumerate(pages) for index, line in enumerate(page.lines)}
    order = list(lines)
    scope = 0  # the first line a note's call may stand on: after the note before
    for at, key in enumerate(order):
        note = lines[key]
        m = STAR_NOTE.match(note.text)
        if not m or note.note or note.size >= body - 0.5:
            continue
        found = [(where, call) for where in order[scope:at] if where[0] >= key[0] - 1
                 and lines[where].size >= body - 0.5 for call in STAR_CALL.finditer(lines[where].text)
                 if call[1] == m[1]]
        scope = at + 1
        if len(found) != 1:
            continue
        where, call = found[0]
        line = lines[where]
        lines[where] = replace(line, text=line.text[:call.start()] + FOOTNOTE_MARK + line.text[call.end():],
                               calls=(*line.calls, call[1]))
    out = []
    for number, page in enumerate(pages):
        read = tuple(lines[number, index] for index in range(len(page.lines)))
        out.append(page if read == page.lines else replace(page, lines=read))
    return out


# a note's number, then a space, or its first word's capital right after it (LibreOffice 7.4 sets the number and
# the note's text with no space between: «1Под «нормальной» игрой …»)
NOTE_LABEL = re.compile(r"(\d{1,3}|\*{1,3})(?:\s+(?=\S)|(?=[«\"„(]?[А-ЯЁA-Z][а-яёa-z]))")


def labelled_notes(pages: list[PdfPage], scanned: bool = False) -> list[PdfPage]:
    """Notes whose number is set in the note's own size (LibreOffice's, Word's): at a page's foot, a line in
    a smaller font than the body's that begins with a call of that page (`1 Что такое …` under a line
    ending `заявкой¹`; `1Под …`, no space after the number), every line under it small too but the page
    number (in its column: a two-column page sets its notes at the foot of a column), opens that note; it is
    written `<*> text`, naming the note, as a raised number before a note is (lawref.corpus.formats.pdf_lines).
    `scanned`: OCR reads a raised call as a mark (`нарушением'.`) or loses it; such a line opens a note
    where its number is the next one of the book's notes (numbered through the book, or from 1 on each
    page), a speck OCR read before the number or not (`-2 Подробнее …`), and stands below the page's body."""
    from dataclasses import replace

    body = body_size(pages)
    if body is None:
        return pages
    density = _density(pages, body) if scanned else 0.0
    measure = _body_measure(pages, body) if scanned else 0.0
    out, seen = [], [0]  # the book's notes so far (scanned)
    for page in pages:
        lines = list(page.lines)
        opening = {index: (m[1], m.end()) for index, line in enumerate(lines) if (m := NOTE_LABEL.match(line.text))
                   and not line.note and line.size < body - 0.5 and all(
                       below.size < body - 0.5 or PAGE_NUMBER.fullmatch(below.text.strip())
                       for below in _under(line, lines[index + 1:]))}
        marked: set[str] = set()  # notes whose number OCR read as a mark: notes only where their call is read
        if scanned:
            opening = _scan_notes(lines, body, opening, seen, marked, density, measure)
            opening = _joined_pieces(lines, opening)
        ruled = {} if opening or scanned else _ruled_notes(page, lines)
        opening = opening or ruled
        _glued_calls(lines, {label for label, _ in opening.values()}, body, after_stop=bool(ruled))
        if scanned and opening:
            _scan_calls(lines, [label for _, (label, _) in sorted(opening.items())], min(opening), body)
        calls = {call for line in lines for call in line.calls}
        for index, (label, end) in opening.items():
            if label in calls or scanned and label not in marked:
                lines[index] = replace(lines[index], text=f"{FOOTNOTE_MARK} {lines[index].text[end:]}",
                                       note=label)
        out.append(page if lines == list(page.lines) else replace(page, lines=tuple(lines)))
    return out


_SCAN_NOTE = re.compile(r"[^\w\s]{0,2}(\d{1,2})\s+(?=[«\"(]?[А-ЯЁA-Z])")  # a note's number, a speck before it
# ... or the number, raised and small, read as one mark («* «Нормальным» …», «$ О порядке …» for 4 and 5)
_SCAN_MARK_NOTE = re.compile(r"([^\w\s«»\"„“(\[—–\-.,:;])\s+(?=[«\"(]?[А-ЯЁA-Z])")


DENSER = 1.1  # a line of small print holds this many times the letters a body line holds in its width


def _body_measure(pages: list[PdfPage], body: float) -> float:
    """The usual width of the body's full lines: the widest but a tenth of the body's lines (a column's on a
    page of two columns, whose notes and running heads span the page)."""
    widths = sorted(line.x1 - line.x0 for page in pages for line in page.lines if line.size == body)
    return widths[int(0.9 * (len(widths) - 1))] if widths else 0.0


def _density(pages: list[PdfPage], body: float) -> float:
    """The letters per point of the body's full lines (at least 0.8 of the body's measure): the median."""
    widest = _body_measure(pages, body)
    found = [len(line.text) / (line.x1 - line.x0) for page in pages for line in page.lines
             if line.size == body and line.x1 - line.x0 >= 0.8 * widest]
    return statistics.median(found) if found else 0.0


def _small_print(line: PdfLine, body: float, density: float, widest: float) -> bool:
    """A line set smaller than the body: by its size, or (OCR's boxes may hide the size) by its letters: a
    line of over half the page's measure holding DENSER times the letters a body line holds in its width."""
    width = line.x1 - line.x0
    return line.size < body - 0.5 or bool(density) and width >= 0.5 * widest and \
        len(line.text) / width > DENSER * density


WIDER = 1.2  # a line this much wider than the body's measure is set in another (a note across two columns)


def _scan_notes(lines: list[PdfLine], body: float, opening: dict, seen: list[int], marked: set[str],
                density: float = 0.0, measure: float = 0.0) -> dict:
    """A scan's page: its foot's small lines, each opening with the number of the book's next note (or the
    page's next, numbering from 1 on each page), every line under it small too but the page number.
    A line that opens so with one mark in place of the number (a raised figure OCR read as «*» or «$»), in
    small print by its size or its letters, is the next note when a call stands for it in the page's body
    (`marked`: labelled_notes keeps it only then)."""
    found, on_page = {}, 0
    widest = max((line.x1 - line.x0 for line in lines), default=0.0)
    for index, line in enumerate(lines):
        m = _SCAN_NOTE.match(line.text)
        # in small print by its size; or, OCR's boxes hiding it, by its letters where it is set wider than the
        # body's measure (a note across a page of two columns: no body line is wider than its column)
        small = line.size < body - 0.5 or bool(measure) and line.x1 - line.x0 > WIDER * measure and \
            _small_print(line, body, density, widest)
        if not m and (m := _SCAN_MARK_NOTE.match(line.text) or _glued_mark_note(line.text, lines[:index])):
            small = _small_print(line, body, density, widest)
        elif m and not small and (rest := _beside(lines, index)) is not None:
            # its first line in two pieces (OCR lost the dash between them): its print the longer piece shows
            small = _small_print(rest, body, density, widest)
        elif m and not small and m[1] == str(seen[0] + 1) and _small_print(line, body, density, widest):
            # in the body's measure, small by its letters alone and bearing the book's next note's number (OCR's
            # boxes gave it the body's size: ladya2007's note 3, «3 Любой законной заявкой …»): the note only where
            # its call is read on the page (`marked`), as an item «3» whose period OCR lost has none
            small = True
            marked.add(m[1])
        # (the notes end at the page's foot, or where the next Law's heading follows them: a book that sets a
        # Law's notes under its text, onega2013's 70 n1, n2 before «ПРАВИЛО СЕМЬДЕСЯТ ПЕРВОЕ»)
        under = _notes_from(lines, index)
        if not m or line.note or not small or index < len(lines) // 2 or not all(
                _small_print(below, body, density, widest) or PAGE_NUMBER.fullmatch(below.text.strip()) or
                below.top - above.bottom < _height(above)  # a line of the note whose size OCR's letters hide
                for above, below in zip(under, under[1:])):
            continue
        if not m[1].isdigit():
            label = str(seen[0] + 1)
            marked.add(label)
            found[index] = (label, m.end())
            seen[0] += 1
            on_page += 1
        elif int(m[1]) in (seen[0] + 1, seen[0] + 2, on_page + 1):  # (the one before it may have been missed)
            found[index] = (m[1], m.end())
            seen[0] = max(seen[0] + 1, int(m[1]))
            on_page += 1
        elif not seen[0]:
            # the first note read bearing a later number: pages from a book's middle, its notes numbered through
            # the book (tomsk2023's pages 7-11: note 3 first); a note only where its call stands in the body
            marked.add(m[1])
            found[index] = (m[1], m.end())
            seen[0] = max(seen[0] + 1, int(m[1]))
            on_page += 1
    return found


_GLUED_MARK = re.compile(r"(['\"‘’”“*°])(?=[А-ЯЁA-Z])")


def _glued_mark_note(text: str, above: list[PdfLine]) -> re.Match | None:
    """A note whose raised number OCR read as a mark glued to its first word («“В Правилах …»), where the same
    mark stands glued to a word's end in the body above it, as its call («сохранил“.»): OCR reads one small
    raised figure alike in both places."""
    m = _GLUED_MARK.match(text)
    return m if m and any(call[0] == m[1] for line in above for call in SCAN_CALL.finditer(line.text)) else None


def _scan_calls(lines: list[PdfLine], labels: list[str], first: int, body: float) -> None:
    """A scan's page whose notes have no call read: the marks glued to a word's end above its first note, in
    whatever size OCR's boxes give their line (not a closing quote, whose opening one stands before it on the
    line: «"», «”», and «“», which closes «„»; «‘» opens no quote after a letter), when there are as many as
    notes with no call, are their calls, in order. Rewritten in place as `нарушением<*>`."""
    from dataclasses import replace

    uncalled = [label for label in labels if label not in {call for line in lines for call in line.calls}]
    found = [(index, m) for index, line in enumerate(lines[:first]) for m in SCAN_CALL.finditer(line.text)
             if m[0] not in "\"”“" or line.text.count(m[0], 0, m.start()) % 2 == 0
             and not {"“", "„"} & set(line.text[:m.start()])]
    if not uncalled or len(found) != len(uncalled):
        return
    for (index, m), label in reversed(list(zip(found, uncalled))):
        line = lines[index]
        lines[index] = replace(line, text=line.text[:m.start()] + FOOTNOTE_MARK + line.text[m.end():],
                               calls=(*line.calls, label))


def _glued_calls(lines: list[PdfLine], labels: set[str], body: float, after_stop: bool = False) -> None:
    """A call a text layer glued to its word (`нормальной4`, a DjVu's): in a body line, lower-case letters
    followed at once by the number of a note at this page's foot, then no letter or figure, are the word and
    that note's call (Russian never writes a figure on a word's end). Rewritten in place as `нормальной<*>`.
    `after_stop`: also glued after the punctuation that ends a clause, as the plain text's rule reads it
    (`минус».1`, lawref.corpus.pagenotes.call_pattern: never after a digit or a one-letter abbreviation)."""
    from dataclasses import replace

    from lawref.corpus.pagenotes import call_pattern

    for label in labels - {call for line in lines for call in line.calls}:
        if not label.isdigit():
            continue
        glued = call_pattern(int(label)) if after_stop else re.compile(rf"(?<=[а-яё]){label}(?![\w])")
        found = [i for i, line in enumerate(lines) if line.size >= body - 0.5 for _ in glued.finditer(line.text)]
        if len(found) == 1:  # one such word on the page: the call; more, and which one is not known
            line = lines[found[0]]
            m = glued.search(line.text)
            lines[found[0]] = replace(line, text=line.text[:m.start()] + FOOTNOTE_MARK + line.text[m.end():],
                                      calls=(*line.calls, label))


SHORT_RULE = 0.5  # of the page's width: a rule this short or shorter, at the text's left edge, sets off notes


def _ruled_notes(page: PdfPage, lines: list[PdfLine]) -> dict[int, tuple[str, int]]:
    """Notes in the body's size set off by the short rule at the page's foot (AbiWord's: `1 В парном …` under a
    rule a quarter of the page wide, its call `минус».1` a figure on the baseline): the lines under the lowest such
    rule (at the left edge of the lines under it, in the page's lower half) that open with a number, each then a
    note where its call is read (labelled_notes). {index: (label, end of the label)}."""
    rules = [(y, x0) for y, x0, x1 in page.rules if x1 - x0 <= SHORT_RULE * page.width and y > page.height / 2]
    if not rules:
        return {}
    y, x0 = max(rules)
    under = [index for index, line in enumerate(lines) if line.top >= y - 1.0]
    if not under or any(abs(lines[index].x0 - x0) > 0.5 * lines[index].size for index in under[:1]):
        return {}
    return {index: (m[1], m.end()) for index in under
            if (m := NOTE_LABEL.match(lines[index].text)) and m[1].isdigit() and not lines[index].note}


def page_notes(pages: list[PdfPage], furniture: dict[int, str], scanned: bool = False
               ) -> dict[int, dict[str, list[PdfLine]]]:
    """page -> the label of each footnote at its foot -> the note's lines. A page's notes are the lines from
    the first line that opens a note (lawref.corpus.formats.pdf_lines marks `<*> text` after a superscript
    number) to the page's last body line in its column, when every note's label is a call on that page (and
    so on for a note opening in another column below its own text): a note's lines are its opening line and
    the lines after it, up to the next note."""
    out: dict[int, dict[str, list[PdfLine]]] = {}
    for number, page in enumerate(pages):
        lines = [line for line in page.lines if id(line) not in furniture]
        calls = {call for line in lines for call in line.calls}
        notes: dict[str, list[PdfLine]] = {}
        taken: set[int] = set()
        for first, opening in enumerate(lines):
            # each column's notes at its foot (a two-column page sets a note under the column that calls it:
            # abi2000's Typst, Law 70's note at the left column's foot, Law 75's at the right one's)
            if id(opening) in taken or not opening.note or not (opening.note in calls or scanned):
                continue
            foot = [opening, *_under(opening, lines[first + 1:])]  # in the note's column
            foot = _notes_from(foot, 0)
            if not all(line.note in calls or scanned for line in foot if line.note):
                break
            if any(line.calls for line in foot):
                break  # a call below the first note: these are not the page's notes
            for line in foot:
                taken.add(id(line))
                if line.note:
                    notes[line.note] = []
                notes[list(notes)[-1]].append(line)
        if notes:
            out[number] = notes
    _continued_notes(pages, furniture, out)
    return out


def _joined_pieces(lines: list[PdfLine], opening: dict) -> dict:
    """A note's first line that OCR set in two pieces (_beside) made one line again, in place: the note is read
    from its label to its end. `opening` (line index -> label) as the lines now stand."""
    from dataclasses import replace

    for index in sorted(opening, reverse=True):
        if (rest := _beside(lines, index)) is None:
            continue
        line = lines[index]
        lines[index] = replace(line, text=f"{line.text} {rest.text}", x1=rest.x1, top=min(line.top, rest.top),
                               bottom=max(line.bottom, rest.bottom), size=rest.size, calls=(*line.calls, *rest.calls))
        del lines[index + 1]
        opening = {n - (n > index): found for n, found in opening.items()}
    return opening


def _beside(lines: list[PdfLine], index: int) -> PdfLine | None:
    """The rest of `lines[index]` where OCR set its line in two pieces: the next line, at its height (over half
    the smaller one's), starting right of its end and wider than it («2 «Нормальной»» | «в подлиннике «normal»;
    под этим …», the em dash between them lost: the gap read as a column's)."""
    line = lines[index]
    rest = lines[index + 1] if index + 1 < len(lines) else None
    if rest is None or rest.x0 < line.x1 or rest.x1 - rest.x0 <= line.x1 - line.x0:
        return None
    shared = min(line.bottom, rest.bottom) - max(line.top, rest.top)
    return rest if shared > 0.5 * min(line.bottom - line.top, rest.bottom - rest.top) else None


def _notes_from(lines: list[PdfLine], index: int) -> list[PdfLine]:
    """The lines from a note's first, `lines[index]`, up to a heading set larger than it: the notes end there
    (a book that sets a Law's notes under its text, before the next Law's heading: onega2013's 70 n1, n2 over
    «ПРАВИЛО СЕМЬДЕСЯТ ПЕРВОЕ»); a line opening like a heading in the notes' own size is a note's."""
    first = lines[index]
    return [first, *itertools.takewhile(lambda line: not (line.size > first.size + 0.5 and _opens_heading(line.text)),
                                        lines[index + 1:])]


def _continued_notes(pages: list[PdfPage], furniture: dict[int, str], out: dict[int, dict[str, list[PdfLine]]]
                     ) -> None:
    """A note the page had no room to end goes on at the foot of the next page, or of the next column (a 2-up
    sheet's right half), above that page's own notes, in the notes' size with no label of its own («… имеет
    судейская коллегия» / next page's foot «Ассоциации.»): where the note before it, the last of the page or
    column before, is left unfinished (no sentence end), those small lines at the foot, every line under them
    small too but the page number, are the rest of that note, appended to it in place. A note that ends its
    sentence is not continued, and small print with no unfinished note before it stays where it is."""
    body = body_size(pages, furniture)
    if body is None or not out:
        return

    def small(line: PdfLine) -> bool:
        return line.size < body - 0.5

    last: list[PdfLine] | None = None  # the last note read so far, while it may go on
    for number, page in enumerate(pages):
        half = page.width / 2
        lines = [line for line in page.lines if id(line) not in furniture]
        notes = out.get(number, {})
        noted = {id(line) for note in notes.values() for line in note}
        feet: dict[bool, list[PdfLine]] = {}  # column (right half?) -> its unlabelled small lines at the foot
        for index, line in enumerate(lines):
            if id(line) in noted or line.note or line.calls or not small(line) or \
                    PAGE_NUMBER.fullmatch(line.text.strip()) or not all(
                        small(below) or PAGE_NUMBER.fullmatch(below.text.strip())
                        for below in _under(line, lines[index + 1:])):
                continue
            feet.setdefault(line.x0 >= half, []).append(line)
        right_lines = sum(line.x0 >= half for line in lines)
        for right in (False, True) if right_lines >= 3 else (False,):
            column = [note for note in notes.values() if (note[0].x0 >= half) == right]
            foot = feet.get(right, [])
            if foot and last is not None and not SENTENCE_END.search(last[-1].text.rstrip()) and \
                    all(line.top < note[0].top for note in column for line in foot):
                last.extend(foot)
            if column:
                last = min(column, key=lambda note: -note[0].top)
            elif not foot:
                last = None


END_NOTE = re.compile(r"(\d{1,3})\.?\s+(?=\S)")  # «1. Под …», or a web page's linked number «1 Термин …»
BACKLINK = re.compile(r"\s*\u21a9\ufe0e?$")  # ↩: the back-link a web page's note ends with (pandoc's)


def end_notes(pages: list[PdfPage], furniture: dict[int, str], found: dict[int, dict[str, list[PdfLine]]]
              ) -> tuple[dict[int, dict[str, list[PdfLine]]], set[int]]:
    """Notes gathered at the book's end (a web page's endnotes, printed: `1. Под …` or `1 Под …` in small print
    after the last Law, or in the body's size with the number hanging in the margin before the note's lines:
    rst2pdf's), numbered through the book: when the calls with no note at their page's foot are 1, 2
    … N, each once, in page order, and the book's last body lines, after the last call, are in a smaller size
    than the body's and open with `1.` … `N.` in that order, each note is its call's, as if at the foot of
    the call's page. The last call's note may have been read as its own page's foot (it stands on the last
    page, under the others): with it the calls run 1 … N, and the gathered notes are theirs. A footer under
    the notes («© …», a page's foot) ends the last one. (page -> label -> the note's lines, the first written
    `<*> text`; ids of the lines as laid out, to leave out of the body.)"""
    from dataclasses import replace

    lines = [(number, line) for number, page in enumerate(pages) for line in page.lines if id(line) not in furniture]
    every = [(number, call) for number, line in lines for call in line.calls]
    # the calls whose notes are to find: those with no note at their page's foot, or every call (the last
    # call's note read as its own page's foot may be one of the notes gathered at the end)
    runs = [calls for calls in ([(number, call) for number, call in every if call not in found.get(number, {})],
                                every)
            if calls and [call for _, call in calls] == [str(n) for n in range(1, len(calls) + 1)]]
    if not runs:
        return {}, set()
    called = runs[-1]
    body = body_style([line for _, line in lines])[0]
    start = max((i for i, (_, line) in enumerate(lines) if (line.size < body - 0.5 or _hangs(lines, i)) and
                 (m := END_NOTE.match(line.text)) and m[1] == "1"), default=None)
    if start is None:
        return {}, set()
    end = next((i for i in range(start, len(lines)) if opens_footer(lines[i][1].text)), len(lines))
    if lines[start][0] < called[-1][0] or any(line.calls for _, line in lines[start:end]) or \
            any(line.size >= body - 0.5 for _, line in lines[start:end]) and not _hanging_notes(lines[start:end]):
        return {}, set()
    notes: list[list[PdfLine]] = []
    for _, line in lines[start:end]:
        m = END_NOTE.match(line.text)
        if line.note == str(len(notes) + 1):  # labelled already, as its page's note (pdf_lines): `<*> text`
            notes.append([line])
        elif m and m[1] == str(len(notes) + 1):
            notes.append([replace(line, text=f"{FOOTNOTE_MARK} {line.text[m.end():]}", note=m[1])])
        else:
            notes[-1].append(line)
    called = next((calls for calls in runs if len(calls) == len(notes)), None)
    if called is None:
        return {}, set()
    out: dict[int, dict[str, list[PdfLine]]] = {}
    for (number, call), note in zip(called, notes):
        out.setdefault(number, {})[call] = note
    return out, {id(line) for _, line in lines[start:end]}


HANGING_LABEL = 2.0  # em: a note's number this far left of the note's lines stands apart, as a label


def _hangs(lines: list[tuple[int, PdfLine]], i: int) -> bool:
    """Line `i` opens with a number that hangs in the margin: the next line, on the same page, starts right of it
    by HANGING_LABEL em or more (rst2pdf's endnotes in the body's size: «1» at 57 pt, the note's lines at 142)."""
    if i + 1 >= len(lines) or lines[i + 1][0] != lines[i][0]:
        return False
    line, under = lines[i][1], lines[i + 1][1]
    return under.x0 - line.x0 >= HANGING_LABEL * _em(line) and END_NOTE.match(under.text) is None


def _hanging_notes(lines: list[tuple[int, PdfLine]]) -> bool:
    """Notes in the body's size told by their labels alone: each line either opens the next note with its number
    hanging at the first note's left edge, or stands at the edge of the note's lines to the right of it."""
    label_x, text_x = lines[0][1].x0, None
    expected = 1
    for _, line in lines:
        m = END_NOTE.match(line.text)
        if m and m[1] == str(expected) and abs(line.x0 - label_x) <= 0.5 * _em(line):
            expected += 1
            continue
        if text_x is None:
            text_x = line.x0
        if abs(line.x0 - text_x) > 0.5 * _em(line) or line.x0 - label_x < HANGING_LABEL * _em(line):
            return False
    return expected > 1 and text_x is not None


def _under(line: PdfLine, lines) -> list[PdfLine]:
    """The lines below `line` in its column: those that share some of its width."""
    return [other for other in lines if other.top >= line.top and min(other.x1, line.x1) > max(other.x0, line.x0)]


def _called_notes(builder: TextBuilder, lines: list[PdfLine], notes, line_of: dict[int, int]) -> list:
    """The notes a paragraph's calls call, to write where the passage ends: before the next paragraph that opens
    a unit (_opens_unit: a heading, a unit's marker, a term; or lawref.corpus.headings.ends_a_passage, the rule
    of the HTML and DOCX readers), as a paragraph with no marker goes on with its clause (a boxed note after the
    call's item, «Совет судье. …»). Each call's number is recorded as removed here (the text shows `<*>`)."""
    called = []
    for line in lines:
        for call in line.calls:
            note = notes.get(line.page, {}).pop(call, None)
            builder.remove(FOOTNOTE_CALL, call, line_of.get(id(line)))
            if note is not None:
                called.append(note)
    return called


def _opens_unit(line: PdfLine, style: tuple[float, bool]) -> bool:
    """A paragraph beginning so starts a clause of its own: a heading, a unit's marker, a term."""
    return _is_heading(line, style) or UNIT_START.match(line.text) is not None or \
        TERM_START.match(line.text) is not None


def _write_waiting(builder: TextBuilder, waiting: list, line_of: dict[int, int]) -> list:
    """Write the notes of the passage that ended: a dash rule, then `<*> text` (the layout of the Law 70
    seed), each; nothing is left waiting."""
    for note in waiting:
        _write_note(builder, note, line_of)
    return []


def _write_note(builder: TextBuilder, note: list[PdfLine], line_of: dict[int, int]) -> None:
    builder.paragraph([FOOTNOTE_RULE])
    texts = [piece.text for piece in note]
    if backlink := BACKLINK.search(texts[-1]):
        texts[-1] = texts[-1][:backlink.start()]
    start = builder.paragraph(texts)
    builder.remove(FOOTNOTE_LABEL, note[0].note, start)
    if backlink:
        builder.remove("footnote-backlink", backlink[0], start + len(texts) - 1)
    line_of.update((id(piece), start + index) for index, piece in enumerate(note))


OCR_LABEL = "ocr-label"  # ... and of a section's letter or a sub-item's that OCR misread, read by its sequence
# a section's letter as OCR read it, after the section's word or not («Раздел 0. Карты болвана»: D); after the
# word, a letter OCR read as two characters («Раздел 09.»)
_LABEL = re.compile(rf"^(\s*(?:(?i:{SECTION_WORD})\s+)?)(\S)\.\s")
_WORDED_LABEL = re.compile(rf"^(\s*(?i:{SECTION_WORD})\s+)(\S{{2}})\.\s")
_TORN_SUB = re.compile(r"^(\s*)([^()\s])\)\s+")  # a sub-item's label, its opening bracket lost
_SUB_LABEL = re.compile(r"^(\s*)\(([^()\s])(\)|(?=\s))\s*")  # a sub-item's, a bracket lost or not
_LIST_GOES_ON = re.compile(r"[:;]\s*$")  # a lead-in or a list's item ended: the next line may open a sub-item
# a sub-item's Roman numeral as OCR read it («(1)», «(11)», «(П)», «(1У)»), a speck after it or not («(1).», «(1У)_»)
_ROMAN_LABEL = re.compile(r"^(\s*)\(([^()\s]{1,4})\)[._]?(?=\s)\s*")


class _Labels:
    """A scan's open section, item and sub-item, paragraph by paragraph: a section letter or a sub-item letter
    that breaks its sequence but continues it with one of OCR's usual confusions undone (D read as О, b as Б:
    lawref.data ocr_confusions.toml) is the letter the sequence expects; as the review list proposes it, the
    reader puts it in, the letter read recorded (OCR_LABEL). A Law heading closes the open section."""

    def __init__(self, cyrillic: bool = False):
        self.cyrillic = cyrillic  # the book letters its sub-items in Cyrillic (review.book_labels): a letter put in
        self.section: str | None = None
        self.item = 0
        self.sub: str | None = None
        # the last Roman numeral under a sub-item: ((section, item, sub-item), its value, what was read for it);
        # a numeral under another sub-item starts again at (i)
        self.roman: tuple = (None, 0, "")
        self.kind = OCR_LABEL  # how the last label put in is recorded

    def number(self, text: str, hung: bool) -> tuple[str, str | None]:
        """A paragraph's first line where the open list expects its next item (after a section's heading, 1;
        after item N, N + 1): a token in the number's place that reads as that number with a speck glued to it
        or its period misread («‚2.», «.2.», «3.’», «1,», «8:» for 3 by OCR's confusions), or, where the page
        shows the line at the items' hanging position (`hung`: the paragraph's next line stands a hang right
        of it), a short token that is no word («т,», «ь ‚», «№», «р.») is that number, put in and recorded
        (OCR_NUMBER with what was read). (text, what was read in the number's place, else None)."""

        m = _NUMBER_TOKEN.match(text)
        if not (self.section or self.item) or not m or re.search(r"[()]|^[A-ZА-ЯЁ]\.$", m[2]) or \
                re.match(r"^\d{1,2}\.$", m[2]) and not m[3]:
            return text, None  # (a marker as it should be, a section's, a sub-item's: their own rules read them)
        expected, token, core = self.item + 1, m[2], re.sub(r"\W", "", m[2])
        if core.isdigit():
            marked = bool(re.search(r"\d\W", token)) or hung  # a mark after the figures: its period, misread
            # (or the period itself read as figures glued to the number, «15» for «1.»)
            found = misreading(core, str(expected)) or token == core and misreading(core, f"{expected}.")
            if not marked or core != str(expected) and not (found and found[0] > 0):
                return text, None
        elif not hung or not (core == "" or len(core) == 1 and core in NO_WORD_LETTERS):
            return text, None
        self.item, self.sub = expected, None
        return f"{text[:m.start(2)]}{expected}. {text[m.end():]}", text[m.start(2):m.end()].strip()

    def read(self, text: str, alone: bool = False, footless: bool = False,
             following: str | None = None) -> tuple[str, str | None]:
        """(the paragraph's text, its label read where it put in another, else None; `kind` says how it was
        recorded). `alone`: the paragraph is this one line (a heading's). `footless`: its label's ink is
        narrower than the book's section letters show an E's (`_footless`). `following`: the next section's
        letter as read below it in the same Law (`_next_labels`)."""
        from lawref.ids import latin_section, latin_subitem

        self.kind = OCR_LABEL
        expected = chr(ord(self.section) + 1) if self.section and self.section < "Z" else "A"  # the next section
        if (m := _SPECKED_HEADING.match(text)) and (m["lead"] or m["tail"] or m["glued"]) and \
                not (m["tail"] and _DASHED.search(m["tail"]) and not alone):
            # a heading alone on its line with a scan's specks around it: the heading (the line read recorded);
            # a dash after its number where its title goes on in the paragraph is the title's («ЗАКОН 16 -_» /
            # «НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ»)
            return self.read(f"{m['word']} {m['number']}{m['dot']}")[0], text
        if m := _OPENING_SPECK.match(text) or _GLUED_AFTER.match(text):
            # a scan's speck before the paragraph's first word (no paragraph opens with «`», «_», «°», «.»: «.А.»,
            # «` Масть –», «.2.») or glued after a label's period («В..»): the paragraph without it (the review
            # list proposes the same)
            return self.read(text[:m.start("speck")] + text[m.end("speck"):])[0], text.split()[0]
        if (m := _SPECKED_LABEL.match(text)) and (m["lead"] or m["mid"] or m["after"] or m["dot"] == "," or
                                                  not m["space"]):
            # the next item's number or section's letter with specks around it («| `2'.», «1.`Если», «"1.»)
            label = m["label"]
            # (a letter: the one expected, as it stands or by OCR's confusions, «Е..» for F after E)
            letter = m["dot"] == "." and not label.isdigit() and (
                latin_section(label) == expected or label.isupper() and (found := misreading(label, expected)) and
                found[0] > 0) or m["dot"] == "," and alone and latin_section(label) == expected and \
                _HEADING_TITLE.match(text, m.end()) is not None and len(text.split()) <= HEADING_WORDS
            # (or a heading alone on its line, its letter the one expected, its period read «,»: «А, Невнятно
            # сделанная заявка» under Law 20's title, priozer2000's scan)
            if label.isdigit() and int(label) == self.item + 1 or letter:
                return self.read(f"{text[:m.start('lead')]}{label}. {text[m.end():]}")[0], text[:m.end()].strip()
        if (m := _SPECKED_LAW.match(text)) and LAW_HEADING.match(text[m.end():]):
            # a speck before a Law's heading («. ПРАВИЛО 31 – …»): the heading's words say what it is
            self.section, self.item, self.sub, self.kind = None, 0, None, SPECK
            return text[m.end():], m[0].strip()
        if LAW_HEADING.match(text):
            self.section, self.item, self.sub = None, 0, None
            return text, None
        if (m := _LABEL.match(text)) and m[2] == "0" and alone and self.section and \
                _HEADING_TITLE.match(text, m.end()) and len(text.split()) <= HEADING_WORDS and \
                (found := misreading(m[2], expected)) and found[0] > 0:
            # «0.» opening a heading alone on its line under a section: no list numbers from 0, so it is the
            # section's letter the sequence expects, as OCR's confusions read it (D read as 0)
            self.section, self.item, self.sub = expected, 0, None
            return text[:m.start(2)] + expected + text[m.end(2):], m[2]
        if m := _ITEM_START.match(text) or _BARE_ITEM.match(text):
            # an item whose first sub-item stands on its line («1. (а) Если…»): that sub-item is open
            first = _SUB_LABEL.match(text[m.end():])
            self.item, self.sub = int(m[1]), "a" if first and latin_subitem(first[2]) == "a" else None
            return text, None
        if (m := re.match(r"^\s*(\S{1,2})\s", text)) and m[1] in whole_markers().get(f"{self.item + 1}.", ()):
            self.item, self.sub = self.item + 1, None  # the next number, as OCR reads it (the review's to say)
            return text, None
        if (m := _SPECKED_SECTION.match(text)) and latin_section(m[3]) == expected:
            # a speck before the letter the sequence expects («‚ А. Указание»): the speck is no part of it
            self.section, self.item, self.sub, self.kind = expected, 0, None, SPECK
            return text[:m.start(2)] + text[m.end(2):], m[2].strip()
        if (m := _LABEL.match(text)) and alone and self.section and _HEADING_TITLE.match(text, m.end()) and \
                len(text.split()) <= HEADING_WORDS and not m[2].isdigit() and \
                (not m[2].isalnum() or m[2].islower() and (found := misreading(m[2], expected)) and found[0] > 0):
            # a section's heading alone on its line, its letter read as a mark («`. Пересдача») or as a lower-case
            # letter OCR's confusions make of the one expected («р. Информация …» for D): the letter expected
            self.section, self.item, self.sub = expected, 0, None
            return text[:m.start(2)] + expected + text[m.end(2):], m[2]
        if (m := _LABEL.match(text)) and m[2].islower() and _CAPITAL_AFTER.match(text[m.end():]) and self.section:
            # a section's letter typed as a capital, read in lower case («с.», «р.» for C, D: the typewriter's
            # capital is the small letter's shape), when it is the next letter of the sequence
            if latin_section(m[2].upper()) == expected or (found := misreading(m[2], expected)) and found[0] > 0:
                self.section, self.item, self.sub = expected, 0, None
                return text[:m.start(2)] + expected + text[m.end(2):], m[2]
            return text, None
        if (m := _WORDED_LABEL.match(text)) and self.section and (found := misreading(m[2], expected)) and \
                found[0] > 0:
            self.section, self.item, self.sub = expected, 0, None
            return text[:m.start(2)] + expected + text[m.end(2):], m[2]
        if (m := _LABEL.match(text)) and (m[2].isupper() or not m[2].isalnum() or m[1].strip()):
            # (after the section's word even a figure is a section's letter misread: «Раздел 0.» for D)
            if footless and latin_section(m[2]) == "E" and expected <= "F":
                # «Е» whose ink is narrower than the book's «В»: F, E's shape without its foot (the page shows it)
                self.section, self.item, self.sub = "F", 0, None
                return text[:m.start(2)] + "F" + text[m.end(2):], m[2]
            if latin_section(m[2]) == expected:
                self.section, self.item, self.sub = expected, 0, None
                return text, None
            if (found := misreading(m[2], expected)) and found[0] > 0 and len(text.split()) <= 10:
                expected = skipped_section(m[2], expected, found[0], following)
                self.section, self.item, self.sub = expected, 0, None
                return text[:m.start(2)] + expected + text[m.end(2):], m[2]
            if m[2].isalpha() and "A" <= latin_section(m[2]) <= "Z" and latin_section(m[2]) > (self.section or "@"):
                self.section, self.item, self.sub = latin_section(m[2]), 0, None  # (a selection's gap: the parser's)
            return text, None
        if (m := _TORN_SUB.match(text)) and self.item and self.sub and self.sub < "z":
            # a sub-item's label whose opening bracket OCR lost and whose letter it misread («6)» after (a)): the
            # letter the sequence expects (a book that sets its labels «a)» reads them as they stand)
            expected = chr(ord(self.sub) + 1)
            if m[2] not in "ivx" and latin_subitem(m[2]) != expected and \
                    (found := misreading(m[2], expected)) and found[0] > 0:
                self.sub = expected
                printed = printed_label(m[2], expected, self.cyrillic)
                return f"{text[:m.start()]}{m[1]}({printed}) {text[m.end():]}", m[0].strip()
        if (m := _SUB_LABEL.match(text)) and self.item:
            expected = chr(ord(self.sub) + 1) if self.sub and self.sub < "z" else "a"
            if latin_subitem(m[2]) == expected and m[3] and m[2].islower():
                self.sub = expected
                return text, None
            if m[2] not in "ivx" and (latin_subitem(m[2]) == expected or
                                      (found := misreading(m[2], expected)) and found[0] > 0):
                # (the letter as printed where it reads as the one expected, «(а» or «(А)»: its id reads from it)
                self.sub = expected
                printed = printed_label(m[2], expected, self.cyrillic)
                return f"{text[:m.start()]}{m[1]}({printed}) {text[m.end():]}", m[0].strip()
        if (m := _ROMAN_LABEL.match(text)) and self.item and self.sub:
            # under a lettered sub-item, a numeral in brackets that OCR's confusions make of the next Roman one
            # («(1)» for (i), «(11)» or «(П)» for (ii), «(1У)» for (iv)), or what it read for the one before said
            # again (a list repeats no label: «(1)», «(1)» are (i), (ii)): the numeral the sequence expects
            where = (self.section, self.item, self.sub)
            value = self.roman[1] + 1 if self.roman[0] == where else 1
            expected = int_to_roman(value)
            if m[2] == expected:
                self.roman = (where, value, m[2])  # as printed
                return text, None
            if (found := misreading(m[2], expected)) and found[0] > 0 or \
                    value > 1 and m[2] == self.roman[2] and misreading(m[2], int_to_roman(value - 1)):
                self.roman = (where, value, m[2])
                return f"{text[:m.start()]}{m[1]}({expected}) {text[m.end():]}", m[0].strip()
        return text, None


# a typewriter scan's headings and labels (_Labels.read): specks around them, numerals read by their sequence
_SPECK = SPECK_MARK  # a mark no heading or label is typed with (a scan's speck)
# (the heading's word: any a book heads its Laws with, in capitals or capitalised, «ПРАВИЛО», «ЗАКОН 25 ©»:
# priozer2000's stamp, «Правило 41 *» over its title in capitals: ladya2007's scan; or a chapter's)
_HEADING_WORDS = "|".join(sorted({form for row in law_words()["law"] if row["heading"].isalpha()
                                  for form in (row["heading"].upper(), row["heading"].capitalize())}
                                 | {"ГЛАВА"}, key=len, reverse=True))
_SPECKED_HEADING = re.compile(rf"^(?P<lead>(?:{_SPECK}{{1,2}}|[а-яё])\s+|{_SPECK}{{1,2}})?(?P<word>{_HEADING_WORDS})"
                              rf"(?P<glued>{_SPECK}{{1,2}})?\s+(?P<number>[0-9IVXТУ]{{1,4}})(?P<dot>\.?)"
                              rf"(?P<tail>\s+{_SPECK}{{1,2}})?$")  # «` ПРАВИЛО 9», «ПРАВИЛО 3 °», «ГЛАВА‘ ТУ»
_DASHED = re.compile(r"[-‐–—]")
_CAPITAL_AFTER = re.compile(rf"^{_SPECK}?[А-ЯЁA-Z]")  # a word that opens with a capital (a speck before it or not)
# the next item's number or section's letter with specks around it («| `2'.», «1.`Если», «4, `Если»)
_SPECKED_LABEL = re.compile(rf"^\s*(?P<lead>(?:{_SPECK}{{1,2}}\s*){{0,2}})(?P<label>\d{{1,2}}|[A-ZА-ЯЁ])"
                            rf"(?P<mid>[`'‘’]?)(?P<dot>[.,])(?P<after>{_SPECK}{{0,2}})(?P<space>\s*)(?={_SPECK}?[«А-ЯЁA-Z])")
# a speck before a paragraph's first word (a period glued to the next letter, «.А.»; one standing apart,
# «`. Пересдача», is a label's whose letter OCR lost: the review list's to propose) ...
_OPENING = "[`_°‚‘’'|,^~¬]"
_OPENING_SPECK = re.compile(rf"^\s*(?P<speck>(?:{_OPENING}{{1,2}}|{_OPENING}?\.(?=[А-ЯЁA-Z0-9]))\s*)(?=[А-ЯЁA-Z0-9])")
_GLUED_AFTER = re.compile(r"^\s*(?:\d{1,2}|[A-ZА-ЯЁ])\.(?P<speck>[‚,.`'‘’\"”])(?=\s)")  # ... or after a label's period


LOST_NUMBER = "ocr-lost-number"  # the removal record of an item number put in where OCR lost it
OCR_NUMBER = "ocr-number"  # ... of what OCR read in an item number's place, where the number is put in
SPECK = "speck"  # ... of a speck before a label (lawref.corpus.formats.ocr's kind)
NO_WORD_LETTERS = "БГДЕЁЖЗЙЛМНПРТФХЦЧШЩЪЫЬЭЮбгдеёжзйлмнпртфхцчшщъыьэю"  # no word of one letter
HEADING_WORDS = 8  # a section's heading is a short line
# a token in an item number's place (up to three characters, a speck or two may stand after it), then the text
_NUMBER_TOKEN = re.compile(r"^(\s*)(\S{1,3}?)((?:\s+[^\w\s«\"(—–\-]{1,2})*)\s+(?=[«\"А-ЯЁа-яёA-Za-z])")
_SPECKED_SECTION = re.compile(r"^(\s*)([^\w\s«\"(]{1,2}\.?\s*)(?=([A-ZА-ЯЁ])\.\s)")
_SPECKED_LAW = re.compile(r"^\s*[^\w\s«\"(]{1,2}\s*(?=\S)")
_HEADING_TITLE = re.compile(r"\s*[«\"]?[А-ЯЁA-Z]")
_ITEM_START = re.compile(r"^\s*(\d{1,2})\.\s")
_BARE_ITEM = re.compile(r"^\s*(\d{1,2})[,:]?\s+(?=[«А-ЯЁ])")  # ... its period lost or read «,»
_SECTION_START = re.compile(rf"^\s*(?:(?i:{SECTION_WORD})\s+)?[A-ZА-ЯЁ]\.\s")
# a capital, then lower case (no heading in capitals), or a word of one capital before a word in lower case
# («В командном турнире …»: a sentence that opens with a preposition)
_OPENS_SENTENCE = re.compile(r"^\W{0,2}\s*[А-ЯЁA-Z](?:[а-яёa-z]|\s[а-яё])")
_SENTENCE_END = re.compile(r"[.!?:;)»]$")
_NOTE_WORD = re.compile(r"^\W{0,2}\s*Примечани[еяи]\b")  # a note's label: a note stands unnumbered under its clause
HANG_SEEN = 3  # numbered paragraphs of several lines, at least, that show the items' hanging indent
HANG_NEAR = 6  # lines each side of a paragraph whose leftmost shows its column's edge there (a skewed scan's
# edge drifts down the page)


OCR_LAW = "ocr-law-number"  # the removal record of a Law's or a chapter's number OCR misread, read by its sequence
_CLAUSE_OPEN = re.compile(r"^\s*(?:(\S{1,3}?)\s+)?[а-яё]")  # a list's clause: lower case, perhaps after a token
RUN_X = 0.5  # em: the clauses of one list start at one x


def _same_place(dx: float, em: float, hang: float) -> bool:
    """Two clauses of one list start at one x, or a hang apart: one at its number's place, one whose number OCR
    lost where its text starts."""
    return abs(dx) <= RUN_X * em or bool(hang) and abs(abs(dx) - hang) <= 0.25 * hang


def _clause_run(paragraphs: list[list[PdfLine]], hang: float) -> dict[int, tuple[int, str]]:
    """A scan's list of clauses whose numbers OCR lost or misread: after a line that ends «:», paragraphs that
    each open in lower case (perhaps after a short token) at one x and end «;» (the last «.»), one of them at
    least opening with its own place's number as OCR reads it («2 излишне …» second, «8:» third: 3 by OCR's
    confusions), none with another number: each is the item of its place. id(its first line) -> (the number,
    the token OCR read in its place, or "" where it read none)."""

    def number_of(token: str | None) -> int | None:
        core = re.sub(r"\W", "", token or "")
        return int(core) if core.isdigit() and len(core) <= 2 else None

    def reads_as(token: str | None, n: int) -> bool:
        core = re.sub(r"\W", "", token or "")
        return core == str(n) or bool(core.isdigit() and (found := misreading(core, str(n))) and found[0] > 0)

    out: dict[int, tuple[int, str]] = {}
    for start, lead in enumerate(paragraphs):
        if not lead[-1].text.rstrip().endswith(":"):
            continue
        run = []
        for paragraph in paragraphs[start + 1:]:
            last = paragraph[-1].text.rstrip()
            # (compared with the run's first clause on its page: a page the scanner set apart moves all its
            # lines, onega2013's 71-1 on one page and 71-2, 71-3 on the next, 6 pt right)
            placed = [clause for clause, _ in run if clause[0].page == paragraph[0].page]
            if not (m := _CLAUSE_OPEN.match(paragraph[0].text)) or re.search(r"[()]", m[1] or "") or \
                    not last.endswith((";", ".")) or \
                    placed and not _same_place(paragraph[0].x0 - placed[0][0].x0, _em(paragraph[0]), hang):
                break
            run.append((paragraph, m[1]))
            if last.endswith("."):
                break
        if len(run) < 2 or not any(reads_as(token, n) for n, (_, token) in enumerate(run, 1)) or \
                any(number_of(token) is not None and not reads_as(token, n) for n, (_, token) in enumerate(run, 1)):
            continue
        for n, (paragraph, token) in enumerate(run, 1):
            if not (token and re.fullmatch(r"\d{1,2}\.", token)):
                junk = token if token and (number_of(token) is not None or not re.search(r"\w\w", token)) else ""
                out[id(paragraph[0])] = (n, junk)
    return out


LETTER_ORDERS = ("abcdefghijklmnopqrstuvwxyz", "абвгдежзиклмнопрстуфхцчшщэюя")  # a list's letters, Latin or Russian
SURE_LETTERS = 2  # a list's labels read as they stand, at least, that say its alphabet


def _next_labels(paragraphs: list[list[PdfLine]]) -> dict[int, str]:
    """id(a paragraph's first line) -> the section letter read at the next section's label below it in the same
    Law (as OCR read it), for a label the sequence reads two ways (`readings.skipped_section`)."""
    out: dict[int, str] = {}
    following = None
    for paragraph in reversed(paragraphs):
        text = paragraph[0].text
        if LAW_HEADING.match(text):
            following = None
        out[id(paragraph[0])] = following
        if (m := _LABEL.match(text)) and (m[2].isupper() or m[1].strip()):
            following = m[2]
    return out


def _letter_runs(paragraphs: list[list[PdfLine]]) -> dict[int, tuple[str, str]]:
    """A scan's list lettered «a)», «b)», «c)» (or «а)», «б)», «в)»), one paragraph each, whose letter OCR misread
    in one of them («а) Ь) с)»: tomsk2023's b read «Ь»): the list's labels are its alphabet's letters in order from
    the first, so one that breaks the order but that OCR's confusions make of its place's letter is that letter.
    The alphabet is the one whose order the others keep as they stand (Latin «с)» is c after b; «в)» says Russian),
    SURE_LETTERS of them at least; a Latin letter typed or read as its Cyrillic look-alike («а)» for a) stands.
    id(the item's first line) -> (its line as the book printed it, the label as read)."""
    from lawref.ids import latin_subitem

    out: dict[int, tuple[str, str]] = {}
    start = 0
    while start < len(paragraphs):
        run = []
        for paragraph in paragraphs[start:]:
            if not (m := _TORN_SUB.match(paragraph[0].text)):
                break
            run.append((paragraph, m))
        start += len(run) or 1
        if len(run) <= SURE_LETTERS:  # the sure labels and one misread, at least
            continue
        best = None
        for order in LETTER_ORDERS:
            if len(run) > len(order):
                continue
            latin = order[0] == "a"
            sure = [(latin_subitem(m[2]) if latin else m[2]) == order[n] for n, (_, m) in enumerate(run)]
            misread = [not ok and (found := misreading(m[2], order[n])) is not None and found[0] > 0
                       for n, ((_, m), ok) in enumerate(zip(run, sure))]
            if sure[0] and sum(sure) >= SURE_LETTERS and all(a or b for a, b in zip(sure, misread)) and any(misread):
                best = best or (order, misread)
        if best:
            order, misread = best
            for n, ((paragraph, m), wrong) in enumerate(zip(run, misread)):
                if wrong:
                    text = paragraph[0].text
                    out[id(paragraph[0])] = (f"{text[:m.start(2)]}{order[n]}{text[m.end(2):]}", m[0].strip())
    return out


def _items_hang(paragraphs: list[list[PdfLine]]) -> float:
    """How far right of an item's number its next lines stand, where the book sets its items with a hanging
    indent (HANG_SEEN numbered paragraphs of several lines, at least, most of them alike); else 0."""
    hangs = [p[1].x0 - p[0].x0 for p in paragraphs if len(p) > 1 and _ITEM_START.match(p[0].text)]
    if len(hangs) < HANG_SEEN:
        return 0.0
    hang = statistics.median(hangs)
    if hang <= 0 or sum(abs(h - hang) <= 0.25 * hang for h in hangs) < 0.75 * len(hangs):
        return 0.0
    return hang


def _hung(paragraph: list[PdfLine], index: int, hang: float) -> bool:
    """The paragraph's line `index` stands at an item number's place: the line after it a hang right of it."""
    return bool(hang) and index + 1 < len(paragraph) and paragraph[index + 1].page == paragraph[index].page and \
        abs(paragraph[index + 1].x0 - paragraph[index].x0 - hang) <= 0.25 * hang


FOOTLESS = 0.9  # of the book's «В.»'s width: a section's «Е.» narrower is F (its ink has no foot)
_FIRST_LABEL = re.compile(r"^\s*([ВBЕE])\.(?:\s|$)")


def _footless(paragraphs: list[list[PdfLine]]) -> set[int]:
    """A scan's paragraphs opening with a section's letter read «Е» whose box (the letter and its period) is
    narrower than FOOTLESS of the book's section letter «В.» (the median of theirs, two at least): OCR reads F
    as Е, and a reader tells them by the shape, F being E without its foot (in a serif face B and E are about
    as wide, F a tenth narrower and more). id(the paragraph's first line)."""
    widths: dict[str, list[tuple[int, float]]] = {"B": [], "E": []}
    for paragraph in paragraphs:
        line = paragraph[0]
        if m := _FIRST_LABEL.match(line.text):
            end = line.word_x1 if line.word_x1 is not None else line.x1
            widths["B" if m[1] in "ВB" else "E"].append((id(line), end - line.x0))
    if len(widths["B"]) < 2:
        return set()
    usual = statistics.median(width for _, width in widths["B"])
    return {key for key, width in widths["E"] if width < FOOTLESS * usual}


def _item_number(paragraph: list[PdfLine], index: int, labels: _Labels, hang: float, numbered: list,
                 origin: dict[int, int], last_on_page: dict[int, int]) -> list[PdfLine]:
    """The paragraph with its line `index` numbered where the open list expects its next item and OCR misread
    or lost the number (`_Labels.number`), what was read added to `numbered` (recorded as OCR_NUMBER)."""
    text, read = labels.number(paragraph[index].text, _hung(paragraph, index, hang))
    if not read:
        return paragraph
    paragraph = _swapped(paragraph, index, text, origin, last_on_page)
    numbered.append((paragraph[index], read, OCR_NUMBER))
    return paragraph


_READ_MARKER = re.compile(r"^(\s*)(\S{1,2})\s+")  # a token in an item number's place (data: [markers])
_UNMARKED = re.compile(r"^\s*[«\"]?[А-ЯЁ][а-яё]")  # a paragraph opening with a word, no label or number before it
_FIRST_SUB = re.compile(r"^\s*\([аa]\)\s")  # a list's first sub-item, «(а)»


def _lead_ins(paragraphs: list[list[PdfLine]]) -> set[int]:
    """Paragraphs (their first line's id) whose sentence ends with «:» right over a list's first sub-item «(а)»,
    on the paragraph's next line (OCR set the list's lines as one paragraph) or opening the next paragraph."""
    out = set()
    for paragraph, after in zip(paragraphs, [*paragraphs[1:], None]):
        for index, line in enumerate(paragraph):
            below = paragraph[index + 1] if index + 1 < len(paragraph) else after[0] if after else None
            if line.text.rstrip().endswith(":") and below is not None and _FIRST_SUB.match(below.text):
                out.add(id(paragraph[0]))
                break
            if index + 1 < len(paragraph) and _ENDED_LINE.search(line.text):
                break  # (a sentence ended inside the paragraph: its first line opens no lead-in)
    return out


_ENDED_LINE = re.compile(r"[.;]\s*$")


def signs_at_line_ends(paragraphs: list[list[PdfLine]], origin: dict[int, int],
                       last_on_page: dict[int, int]) -> list[list[PdfLine]]:
    """A number's sign the line broke after («от +3 до –» / «3 IMP»: LibreOffice breaks after an en dash) goes
    on the next line with its number («до» / «–3 IMP»), so the lines join as «до –3»: where the book's dash
    between words is the em dash (« — » stands in its lines, « – » in none), an en dash after a space at a
    line's end, the next line of the paragraph opening with a digit, is no dash between words but the number's
    minus. A book that spaces its en dashes («стороны – 3 взятки») keeps its lines as printed."""
    lines = [line.text for paragraph in paragraphs for line in paragraph]
    if not any(" — " in text for text in lines) or any(" – " in text for text in lines):
        return paragraphs
    out = []
    for paragraph in paragraphs:
        for k in range(len(paragraph) - 1):
            text, after = paragraph[k].text.rstrip(), paragraph[k + 1].text
            if text.endswith(" –") and after[:1].isdigit():
                paragraph = _swapped(paragraph, k, text[:-2], origin, last_on_page)
                paragraph = _swapped(paragraph, k + 1, "–" + after, origin, last_on_page)
        out.append(paragraph)
    return out


def _swapped(paragraph: list[PdfLine], index: int, text: str, origin: dict[int, int],
             last_on_page: dict[int, int]) -> list[PdfLine]:
    """The paragraph with its line `index` reading `text` (a label put in), the reader's records kept."""
    from dataclasses import replace

    line = replace(paragraph[index], text=text)
    origin[id(line)] = origin[id(paragraph[index])]
    if last_on_page.get(line.page) == id(paragraph[index]):
        last_on_page[line.page] = id(line)
    return [*paragraph[:index], line, *paragraph[index + 1:]]


def _numbers_lost(paragraphs: list[list[PdfLine]], body: list[PdfLine]) -> set[int]:
    """A scan's paragraphs whose item number OCR lost (a small «1.» in the margin of a hanging indent): where
    the book sets its items so (their lines after the first stand a hang right of the number, HANG_SEEN of
    them at least), a paragraph of two lines or more with no marker, every line of it at the same x, a hang
    right of its column's edge there, is an item: (its first line's id). A paragraph's own first-line indent
    leaves its next lines at the edge, and a sub-item stands a hang further in."""
    if not (hang := _items_hang(paragraphs)):
        return set()
    index = {id(line): n for n, line in enumerate(body)}
    out = set()
    for before, paragraph, after in zip([None, *paragraphs], paragraphs, [*paragraphs[1:], None]):
        first = paragraph[0]
        xs = [line.x0 for line in paragraph]
        # (a line alone says nothing, but one that introduces sub-items: the Laws set no sub-item under a
        # section, only under an item)
        opens_list = len(paragraph) == 1 and first.text.rstrip().endswith(":") and after is not None and \
            after[0].text.lstrip().startswith("(")
        if len(paragraph) < 2 and not opens_list or UNIT_START.match(first.text) or first.note or \
                _NOTE_WORD.match(first.text) or \
                max(xs) - min(xs) > 0.2 * hang or id(first) not in index or not _OPENS_SENTENCE.match(first.text) or \
                before is not None and not _SENTENCE_END.search(before[-1].text.rstrip()) and \
                not (len(before) == 1 and _SECTION_START.match(before[0].text)):
            continue  # (an item going on after a page or column break stands in its hang too)
        at = index[id(first)]
        near = [line.x0 for line in body[max(0, at - HANG_NEAR):at + len(paragraph) + HANG_NEAR]
                if line.page == first.page and not line.text.lstrip().startswith("(")]
        # ... and, right after a sub-item, for a paragraph opening with a word (no mark OCR read for its number:
        # the labels read those), the open item's number above it on the page, however far up: its sub-items
        # between them stand further in (ladya2007's 12C2 under 12C1's (a) and (b), eleven lines down from «1.»)
        after_sub_item = before is not None and before[0].text.lstrip().startswith("(")
        opened = next((line.x0 for line in reversed(body[:at]) if line.page == first.page and
                       _ITEM_START.match(line.text)), None) if after_sub_item and _UNMARKED.match(first.text) else None
        if any(abs(min(xs) - edge - hang) <= 0.25 * hang for edge in (min(near), opened) if edge is not None):
            out.add(id(first))
    return out


def _in_reading_order(pages: list[PdfPage], furniture: dict[int, str], shown: str):
    """The body lines of all pages in reading order (lawref.corpus.formats.columns), each column numbered as
    a page of its own (a paragraph goes on from one column into the next as from one page into the next);
    id(line as laid out) -> id(line as read), for placing the furniture; the pages that are columns; and
    what was left out of a table broken across pages, [(kind, text, id(line as laid out))]
    (lawref.corpus.formats.tables.joined_across_pages)."""
    from dataclasses import replace

    from lawref.corpus.formats.columns import reading_order, usual_gutter
    from lawref.corpus.formats.tables import head_said_again, joined_across_pages

    body, origin, number, in_columns, left_out = [], {}, 0, set(), []
    kept = [[line for line in page.lines if id(line) not in furniture] for page in pages]
    usual = usual_gutter(kept)
    read = []  # (parent of each part, a column, whether its page is in columns), in reading order
    sheet_of = []  # the sheet (PDF page) each of them stands on
    laid = [reading_order(lines, page_no, shown, usual, pages[page_no].rules) if lines else []
            for page_no, lines in enumerate(kept)]
    width = _column_width(laid)
    for page_no, (lines, columns) in enumerate(zip(kept, laid)):
        parent = {id(part): line for line in lines for part in line.parts}
        read += [(parent, column, len(columns) > 1 or _one_column_of(columns, width)) for column in columns]
        sheet_of += [page_no] * len(columns)
    read = _booklet_order(read, sheet_of, pages, furniture, usual, shown)
    left = last_left = 0.0  # the left edge of the column being read, and of the one before it
    for parent, column, multi in read:
        last_left, left = left, min((line.x0 for line in column), default=0.0)
        for at, line in enumerate(column):
            moved = line if line.page == number else replace(line, page=number)
            origin[id(moved)] = id(line.table_of[0] if line.table_of else parent.get(id(line), line))
            # (the column's first line, or one equal to it: `not column.index(line)` without the search)
            turned = body and (at == 0 or column[0] == line) and body[-1].page == number - 1  # a page's first line
            if turned and (joined := joined_across_pages(body[-1], moved)):
                table, header = joined
                origin[id(table)] = origin[id(body[-1])]
                body[-1] = table
                left_out.append(("pdf-table-header", header, origin[id(table)]))
                continue
            if turned and head_said_again(body[-1], moved, left - last_left):
                left_out.append(("pdf-table-header", moved.text, origin[id(moved)]))
                continue
            body.append(moved)
        if multi:
            in_columns.add(number)
        number += 1
    return body, origin, frozenset(in_columns), left_out


def _column_width(laid: list[list[list[PdfLine]]]) -> float | None:
    """The width of the book's columns: the median of the columns' on its pages set in columns (None: none is)."""
    widths = [max(line.x1 for line in column) - min(line.x0 for line in column)
              for columns in laid if len(columns) > 1 for column in columns if len(column) >= 3]
    return statistics.median(widths) if widths else None


COLUMN_LINES = 3  # lines, at least, ending together at a page's right edge: a column of justified text


def _one_column_of(columns: list[list[PdfLine]], width: float | None) -> bool:
    """A page of the book's columns that holds one of them (a chapter ends at the top of a left column, the next
    opens on a new page): read as one column, no wider than the book's columns, COLUMN_LINES of its lines or more
    ending together at its right edge. Its lines end at the column's edge, not at the page's (so a heading's
    first line whose next word did not fit there wrapped)."""
    if width is None or len(columns) != 1 or len(columns[0]) < COLUMN_LINES:
        return False
    lines = columns[0]
    right = max(line.x1 for line in lines)
    return right - min(line.x0 for line in lines) <= width + 1.0 and \
        sum(right - line.x1 <= 1.0 for line in lines) >= COLUMN_LINES


def _booklet_order(read: list, sheet_of: list[int], pages: list[PdfPage], furniture: dict[int, str],
                   usual: float | None, shown: str) -> list:
    """Sheets that hold two pages side by side (a 2-up printout, a booklet imposed for saddle stitching: psbook and
    psnup, pdfbook2) read as a reader reads them: each half a page of its own, its columns in their order, and the
    pages in the order their printed numbers give. Where the halves print their numbers (a head or a foot over each
    half, on two sheets or more), the numbers decide: as the sheets lie, or in the saddle-stitch order (the first
    side the last page and the first, the second the second page and the last but one …), whichever every number
    fits, or by the numbers themselves where every page prints one; pages that would have to be put in by numbers
    with some printing none cannot be placed, and the book is refused in one line. Only a number over or under
    one half is that page's (a line across the middle is the sheet's), each number printed once (a year in every
    head is none), and only where most pages print one. A booklet whose pages print no numbers is read in the
    saddle-stitch order where its Law headings then rise, and fall as the sheets lie.
    `read`: (parent, column, in columns) of each column as the sheets lie, `sheet_of` the sheet of each;
    returned reordered, or as given."""
    if usual is None or len(pages) < 2 or any(abs(usual - page.width / 2) > 0.05 * page.width for page in pages):
        return read
    halves: list[list] = [[] for _ in range(2 * len(pages))]  # the columns of each half, as the sheets lie
    for entry, sheet in zip(read, sheet_of):
        column = entry[1]
        halves[2 * sheet + ((min(line.x0 for line in column) + max(line.x1 for line in column)) / 2 >= usual)] \
            .append(entry)
    numbers = {}  # half -> the page number printed over or under it
    for sheet, page in enumerate(pages):
        for half in (0, 1):
            # (a line across the middle is the sheet's own: a printout's «Page 2 of 6», a book's head over both columns)
            found = {_printed_number(line.text) for line in page.lines
                     if furniture.get(id(line)) in ("pdf-header", "pdf-footer")
                     and (line.x0 >= usual if half else line.x1 <= usual)} - {None}
            if len(found) == 1:
                numbers[2 * sheet + half] = found.pop()
    # a page's number is printed once: one on several pages is something else (a year in the head: «…, 2018»)
    seen = Counter(numbers.values())
    numbers = {half: number for half, number in numbers.items() if seen[number] == 1}
    count = len(halves)
    order = _saddle_stitch_order(count)
    if order is None:
        return read
    numbered_sheets = sum(2 * sheet in numbers and 2 * sheet + 1 in numbers for sheet in range(len(pages)))
    printed = [k for k in range(count) if halves[k]]
    if numbered_sheets >= 2 and 2 * len(numbers) >= len(printed):  # most pages print their number
        if _numbers_fit(range(count), numbers):
            return read
        if _numbers_fit(order, numbers):
            return [entry for k in order for entry in halves[k]]
        if all(k in numbers for k in printed):
            return [entry for k in sorted(printed, key=numbers.get) for entry in halves[k]]
        raise LawrefError.labelled("pdf_pages_order", path=shown, count=sum(k not in numbers for k in printed))
    booklet = [entry for k in order for entry in halves[k]]
    return booklet if _falls(booklet) < _falls(read) else read


def _saddle_stitch_order(count: int) -> list[int] | None:
    """The halves of a booklet's sheets (left and right of each side, as they lie) in the pages' order: page k
    stands on half order[k]; None where `count` halves make no booklet."""
    order = []
    for k in range(count):
        side, back = (k, False) if k < count // 2 else (count - 1 - k, True)
        # side i (0-based) holds pages count-1-i | i when even, i | count-1-i when odd
        order.append(2 * side + (1 if side % 2 == 0 else 0) if not back else 2 * side + (0 if side % 2 == 0 else 1))
    return order if sorted(order) == list(range(count)) else None


def _numbers_fit(order, numbers: dict[int, int]) -> bool:
    """Every printed page number is its half's place in `order` plus an offset, the same for all of them."""
    return len({numbers[k] - place for place, k in enumerate(order) if k in numbers}) == 1


def _printed_number(text: str) -> int | None:
    """The page number a furniture line prints in digits: alone («12», «– 12 –») or at an end of a running head
    («12 Международные правила …», «Глава V. Торговля 9»)."""
    text = text.strip()
    if PAGE_NUMBER.fullmatch(text):
        return int(m[0]) if (m := _DIGITS.search(text)) else None
    return int(m[1] or m[2]) if (m := _EDGE_NUMBER.search(text)) else None


def _falls(read: list) -> int:
    """How often a Law heading's number falls below the one before, reading the columns in this order."""
    numbers = [law_number(m[1]) for _, column, _ in read for line in column if (m := LAW_HEADING.match(line.text))]
    return sum(b < a for a, b in zip(numbers, numbers[1:]))


def _text_rows(paragraph: list[PdfLine], measure: Measure, gap: float) -> list[list[PdfLine]]:
    """The paragraph's printed lines as lines of text. Where the page shows that a line goes on from a full
    one, a line of text that would say otherwise goes on the line before it: one that begins like a unit or
    a term (`63. Когда …`, `<*>, не …`, `Обратите внимание: …`), and one whose words all stand in the line
    above (`… приглашают к` / `столу.` under `… к столу. …`), which cleanup would take for an overstrike
    remnant. The page shows it where the sentence runs on (`… в соответствии с Правилом` / `63. …`) or, in
    justified text, where the lines are set at the usual leading on one page (a new paragraph, even one the
    gap rule let through, stands a little apart). A line is full when it reaches the right edge, or, in
    ragged text (LibreOffice's), when the next line's first word would not have fitted after it. A line
    after a contents entry's page number stays a line."""
    rows: list[list[PdfLine]] = []
    for line in paragraph:
        before = rows[-1][-1] if rows else None
        # the line before was full, or as full as it could be: the next line's first word did not fit after it
        wrapped = before is not None and (measure.full(before) or line.page == before.page and
                                          not _first_word_fits(line, measure.right_of(before) - before.x1, _em(line)))
        if before and (_broken_word(before, line, measure) or len(rows[-1]) == 1 and
                       _heading_line_wraps(before, line, measure)):
            rows[-1].append(line)
        elif before and wrapped and (
                RUNS_ON.search(before.text) or measure.justified and line.page == before.page
                and line.top - before.bottom <= gap + 0.1 * _em(line)) and (
                (UNIT_START.match(line.text) or TERM_START.match(line.text)) and not before.text[-1].isdigit()
                and not _opens_a_list(before, line)
                or _repeats_a_run(line.text.split(), _row_text(rows[-1]).split())):
            rows[-1].append(line)
        else:
            rows.append([line])
    return rows


# a list's first sub-item: «(а)», «(a)», «а)», «a)»
_FIRST_SUB_ITEM = re.compile(r"\(?[aа]\)\s")
# a word a part's label completes as a reference («… в соответствии с подпунктом» / «(а) пункта B1»): a Law word of
# data/law_words.toml in any case, a section's word, or a part's
_NAMES_A_PART = re.compile(rf"(?:{law_word_pattern()}|{SECTION_WORD}|пункт|стать)\w*$|(?<!\w)(?:см|п|пп)\.$", re.I)


def _opens_a_list(before: PdfLine, line: PdfLine) -> bool:
    """The line opens a list's first sub-item («(а) обе заявки …») after a lead-in that runs on into it («… в той
    же деноминации и при этом»), not after a word the label would complete as a reference: the list's first
    item, a line of its own however full the line above."""
    return _FIRST_SUB_ITEM.match(line.text) is not None and _NAMES_A_PART.search(before.text.rstrip()) is None


def laid_out_figure(paragraph: list[PdfLine], measure: Measure, advance: float | None = None) -> list[str] | None:
    """A paragraph of a hand diagram's lines (hands, seats, a caption: lawref.corpus.figures.is_diagram; a table
    of them read as one line is its lines) as the page sets it, or None for any other paragraph: a row of text
    for each height its pieces stand at, each piece at its offset from the text's left edge in character widths
    (`advance`, else figure_advance of its own pieces), so North stands over the middle of West and East as
    printed. The offset is layout only: clean strips it from the text as it strips any line's indentation."""
    pieces = _figure_pieces(paragraph)
    if pieces is None:
        return None
    advance = advance or figure_advance(pieces)
    rows: list[list[PdfLine]] = []
    for piece in sorted(pieces, key=lambda p: p.top):
        if rows and piece.top - rows[-1][0].top < 0.5 * max(piece.size, 1.0):
            rows[-1].append(piece)
        else:
            rows.append([piece])
    out = []
    for row in rows:
        text = ""
        for piece in sorted(row, key=lambda p: p.x0):
            column = max(0, round((piece.x0 - measure.left_of(piece)) / advance))
            text = text.ljust(max(column, len(text) + 2) if text else column) + " ".join(piece.text.split())
        out.append(text)
    return out


def _figure_pieces(paragraph: list[PdfLine]) -> list[PdfLine] | None:
    """The printed lines of a paragraph that is a hand diagram's (a table read as one line: its lines), else None."""
    pieces = [part for line in paragraph for one in (line.table_of or (line,))
              for part in (one.parts or one.columns or (one,))]
    return pieces if is_diagram([piece.text for piece in pieces]) else None


def figure_advances(paragraphs: list[list[PdfLine]]) -> dict[int, float]:
    """id(paragraph[0]) -> the character width shared by a run of a diagram's paragraphs one after another (North's
    lines stand each a paragraph of its own, over West's and East's): see figure_advance."""
    out: dict[int, float] = {}
    run: list[list[PdfLine]] = []
    for paragraph in [*paragraphs, []]:
        pieces = _figure_pieces(paragraph) if paragraph else None
        if pieces is not None:
            run.append(pieces)
            out[id(paragraph[0])] = 0.0
            continue
        if run:
            advance = figure_advance([piece for pieces in run for piece in pieces])
            out.update((key, advance) for key, value in out.items() if value == 0.0)
            run = []
    return out


def figure_advance(pieces: list[PdfLine]) -> float:
    """A character's width in a diagram's lines: how much wider a line is for each character more (the slope of
    width over length, which a box's side bearing does not tilt: a PDF whose fonts carry no metrics gives the
    last glyph's ink, not its advance); for lines all of one length, their width per character."""
    shown = [p for p in pieces if p.text.strip()]
    lengths = [len(p.text) for p in shown]
    if len(set(lengths)) > 1:
        slope = statistics.linear_regression(lengths, [p.x1 - p.x0 for p in shown]).slope
        if slope > 0:
            return slope
    return statistics.median((p.x1 - p.x0) / len(p.text) for p in shown)


def _row_text(row: list[PdfLine], measure: Measure | None = None) -> str:
    """Printed lines written as one line of text (a row, a wrapped heading), joined as lawref.corpus.join
    joins a paragraph's lines (a word hyphenated at a line end is one word: `сохраняют‐` / `ся.` ->
    `сохраняются.`, a compound keeps its hyphen: `стороны-` / `нарушителя`), and a word broken for want of
    room with no hyphen is one word (_broken_word)."""
    text = row[0].text
    for before, line in zip(row, row[1:]):
        if measure is not None and _broken_word(before, line, measure):
            text += line.text
            continue
        how = hyphen_join(text, line.text)
        text = (text[:-1] if how == "split" else text) + (" " if how == "space" else "") + line.text
    return text


_LAST_LETTERS = re.compile(r"[^\W\d_]+$")
_FIRST_LETTERS = re.compile(r"^[^\W\d_]+")


def _broken_word(before: PdfLine, line: PdfLine, measure: Measure) -> bool:
    """A word broken for want of room, with no hyphen: LibreOffice breaks a word wider than a narrow column
    (`ПОСЛЕДОВАТЕЛЬНОС` / `ТЬ ТУРОВ`), enscript wraps a long line at the page's edge (`перево` / `дом.`).
    The line reaches the right edge, ends in letters and the next starts with letters, the two pieces joined
    are a word of the dictionary, and one of them alone is none, or neither stands as a word anywhere else
    in a text long enough to tell (BROKEN_VOCABULARY words): `предварительны` / `е`, `спортивно` / `го`
    are words of the dictionary, but not of a book that writes «е» and «го» nowhere, while `в` / `ходе`
    stays two words in a book where «в» stands everywhere."""
    if _printer_wrap(before, line, measure, spaced=False):
        return True
    if line.page != before.page or before.x1 < measure.right_of(before) - _em(before):
        return False  # (a word alone on its line is not stretched to a justified edge: within an em)
    end, start = _LAST_LETTERS.search(before.text), _FIRST_LETTERS.match(line.text)
    if not end or not start or end.group()[-1:].isupper() != start.group()[:1].isupper() and \
            not start.group()[:1].islower():
        return False
    from lawref.corpus.join import dictionary_lookup

    known = dictionary_lookup()
    head, tail = end.group().lower(), start.group().lower()
    if not known(head + tail):
        return False
    if not (known(head) and known(tail)):
        return True
    words = measure.words
    return bool(words) and words.total() >= BROKEN_VOCABULARY and not words[head] and not words[tail]


BROKEN_VOCABULARY = 2000  # words inside lines: a text this long shows which words it uses


def _repeats_a_run(words: list[str], above: list[str]) -> bool:
    return 0 < len(words) < len(above) and any(above[i:i + len(words)] == words
                                               for i in range(len(above) - len(words) + 1) if above[i] == words[0])


def _usual_gap(pages: list[PdfPage]) -> float:
    # between a line and the next one under it in the same column (lines of two columns side by side are
    # not); a gap as tall as a line is a blank line, never the leading (a typed book with a blank line
    # between most paragraphs, enscript's, has more blank lines than lines set close)
    gaps = [b.top - a.bottom for page in pages for a, b in zip(page.lines, page.lines[1:])
            if b.top >= a.top and min(a.x1, b.x1) > max(a.x0, b.x0)]
    heights = [_height(line) for page in pages for line in page.lines]
    height = statistics.median(heights) if heights else 0.0
    close = [gap for gap in gaps if gap < height]
    return statistics.median(close or gaps) if gaps else 0.0


def _height(line: PdfLine) -> float:
    return max(line.bottom - line.top, 1.0)


def _em(line: PdfLine) -> float:
    return _height(line) / 1.2


def _mask(text: str) -> str:
    return _DIGITS.sub("#", " ".join(text.split()).lower())


def _counter_aside(text: str) -> str:
    """A line with its figures masked, its letters as printed (a page counter changes, its words do not; a line of
    text in lower case is not the same line as in capitals)."""
    return _DIGITS.sub("#", " ".join(text.split()))


def _scan_mask(text: str) -> str:
    """A line as a scan's running head repeats: its words and figures (digits aside), no marks."""
    return " ".join(_DIGITS.sub("#", word) for word in _WORD_OR_FIGURE.findall(text.lower()))


_WORD_OR_FIGURE = re.compile(r"[^\W_]+")


def find_furniture(pages: list[PdfPage], gap: float, scanned: bool = False) -> dict[int, str]:
    """id(PdfLine) -> "pdf-header" | "pdf-footer" for the running heads, feet and page numbers.

    A running head that names the Law in force changes where a short Law begins and ends, so it may not
    repeat on any page near it; but its place and font do not change: a second pass takes, as furniture too,
    a line at the height, size and weight of furniture found on two or more pages (its slot).
    `scanned`: OCR's lines, where a head repeats in its words and figures only (OCR reads its separator as
    «:», «-», «`» or «*» from page to page) and at a height a scanned page shifts by up to a line's."""
    mask_of = _scan_mask if scanned else _mask
    # (masked text, page, half) -> tops of candidates; a 2-up sheet's halves are two pages (_columns_of), so a head
    # its two halves both print («… § 46. Неполное или ошибочное название карты» wrapped over «болвана») repeats
    where: dict[tuple[str, int, int], list[float]] = defaultdict(list)
    half_of: dict[int, int] = {}
    for page_no, page in enumerate(pages):
        halves = _columns_of(page) if page.lines else []
        for half, column in enumerate(halves):
            head, foot = _in_rows(column, FURNITURE_LINES), _in_rows(column[::-1], FURNITURE_LINES)
            for line in {id(line): line for line in (*column[:head], *column[len(column) - foot:])
                         if id(line) not in half_of}.values():  # (a line across the gutter: the left's)
                half_of[id(line)] = half
                where[mask_of(line.text), page_no, half].append(line.top)

    # a line that stands word for word at the edge of most pages is furniture wherever it stands there (a
    # browser prints a table's head a little lower on the first page, its foot under the last page's text), and
    # one that does so but for a counter's digits needs no gap either (its address and «1/9», «2/9» … in the foot,
    # close under a full page's last line)
    edges = {(line.text, page_no) for page_no, page in enumerate(pages)
             for line in (*page.lines[:FURNITURE_LINES], *page.lines[-FURNITURE_LINES:])}
    at_edges = Counter(text for text, _ in edges)
    everywhere = {text for text, count in at_edges.items()
                  if len(text) >= EVERYWHERE_CHARS and count >= max(3, EVERYWHERE_SHARE * len(pages))}
    masked = Counter(text for text, _ in {(_counter_aside(text), page_no) for text, page_no in edges})
    everywhere_masked = {text for text, count in masked.items()
                         if len(text) >= EVERYWHERE_CHARS and count >= max(3, EVERYWHERE_SHARE * len(pages))}

    constant = set() if scanned else constant_parts(pages)

    def repeats(line: PdfLine) -> bool:
        mask = mask_of(line.text)
        near_enough = _height(line) if scanned else 2.0
        return line.text in everywhere or _holds_constant(line, constant) or any(
            abs(top - line.top) <= near_enough for near in range(line.page - NEIGHBOURS, line.page + NEIGHBOURS + 1)
            for half in (0, 1) if (near, half) != (line.page, half_of.get(id(line), 0))
            for top in where.get((mask, near, half), ()))

    numbered = _numbered_pages(pages)

    def furniture_like(line: PdfLine) -> bool:
        return PAGE_NUMBER.fullmatch(line.text.strip()) is not None or repeats(line)

    found = _edge_blocks(pages, gap, furniture_like, everywhere=everywhere, numbered=numbered,
                         counted=everywhere_masked)
    lines = [line for page in pages for line in page.lines if id(line) in found]
    pages_at = defaultdict(set)  # (size, bold) -> {(top, bottom, page)} of the furniture found
    style = (lambda line: None) if scanned else (lambda line: (line.size, line.bold))  # a scan's sizes are guesses
    for line in lines:
        pages_at[style(line)].add((line.top, line.bottom, line.page))
    # ... sorted by top and by bottom, to look only near a line's height (its tops and bottoms within a point more)
    slots = {key: (sorted(found_at), sorted(t for t, _, _ in found_at),
                   sorted(found_at, key=lambda item: item[1]), sorted(b for _, b, _ in found_at))
             for key, found_at in pages_at.items()}

    def slot_pages(line: PdfLine, near_enough: float) -> set[int]:
        """The pages with furniture of the line's style whose top or bottom is within `near_enough` of its."""
        if style(line) not in slots:
            return set()
        by_top, tops, by_bottom, bottoms = slots[style(line)]
        near = [*by_top[bisect_left(tops, line.top - near_enough - 1):bisect_right(tops, line.top + near_enough + 1)],
                *by_bottom[bisect_left(bottoms, line.bottom - near_enough - 1):
                           bisect_right(bottoms, line.bottom + near_enough + 1)]]
        return {page for top, bottom, page in near
                if abs(top - line.top) <= near_enough or abs(bottom - line.bottom) <= near_enough}

    first_page = min((line.page for page in pages for line in page.lines), default=0)
    words_at = defaultdict(set)  # (size, bold, page) -> the words of the furniture found on that page
    for line in lines:
        words_at[style(line), line.page] |= set(_WORD.findall(line.text.lower()))

    def in_slot(line: PdfLine) -> bool:
        """At the height, size and weight of furniture found on two pages or more; on the first page, the title
        page, where a book prints no head, sharing a word with that furniture on another page too (its first line
        at the height of the heads of the pages after it, «Федерация спортивного бриджа …» over «В. Г. Ракитин.
        Заметки судьи …», is the title's), or underlined by a rule as the heads are (a title page rules off no
        line: «Законы бриджа 2» over its rule on a 2-up sheet's first half is the head of that page)."""
        near_enough = _height(line) if scanned else 2.0
        # at its height: its top or its baseline where theirs are (a head of capitals and one in lower case
        # stand on one baseline, their tops apart: «К Правилу 44. …» on odd pages, «стр. 8 А. Н. …» on even)
        pages_there = slot_pages(line, near_enough)
        if len(pages_there) < 2:
            return False
        words = {word for word in _WORD.findall(line.text.lower()) if len(word) >= 3}  # (a number, a letter: none)
        # (on the first page, a head beside its page number, «К Правилу 44. …   стр. 7»: no title page numbers
        # its first line)
        beside = any(other is not line and PAGE_NUMBER.fullmatch(other.text.strip()) and
                     min(other.bottom, line.bottom) - max(other.top, line.top) > 0.5 * _height(line)
                     for other in page_of[line.page].lines)
        return line.page != first_page or not words or beside or any(
            words & words_at[style(line), page] for page in pages_there if page != line.page) or (
            _above_a_rule(page_of[line.page], line, page_of[line.page].lines))  # a title page rules off no line

    page_of = {line.page: page for page in pages for line in page.lines}

    return _edge_blocks(pages, gap, lambda line: furniture_like(line) or in_slot(line),
                        _body_top(pages, found, scanned), apart=0.0 if scanned else 0.4, everywhere=everywhere,
                        numbered=numbered, counted=everywhere_masked)


_DIGITS = re.compile(r"\d+")
CONSTANT_WORDS = 4  # words, at most, of a running head's constant part («Бридж-клуб «Контра»»)


def _end_runs(text: str) -> set[str]:
    """The line's first and last runs of 2 to CONSTANT_WORDS words, each EVERYWHERE_CHARS long at least."""
    words = text.split()
    runs = {" ".join(part) for n in range(2, min(CONSTANT_WORDS, len(words) - 1) + 1)
            for part in (words[:n], words[-n:])}
    return {run for run in runs if len(run) >= EVERYWHERE_CHARS}


def constant_parts(pages: list[PdfPage]) -> set[tuple[str, int, float]]:
    """The constant part of a running head whose other part changes from page to page (the book's name beside
    the current section's title, «Бридж-клуб «Контра» 6. Правило 7. Контроль…», swapped to the other side on a
    verso page: «7. Правило 9. … Бридж-клуб «Контра»»): words that open or close a line at the edge of most pages
    (EVERYWHERE_SHARE), at one height and in one size, as (words, height, size). A reader sees the same words in
    the same small line at every page's top and takes the line for the head."""
    pages_of: dict[tuple[str, int, float], set[int]] = defaultdict(set)
    for page_no, page in enumerate(pages):
        for line in (*page.lines[:FURNITURE_LINES], *page.lines[-FURNITURE_LINES:]):
            for run in _end_runs(line.text):
                pages_of[run, round(line.top), line.size].add(page_no)
    return {key for key, found in pages_of.items() if len(found) >= max(3, EVERYWHERE_SHARE * len(pages))}


def _holds_constant(line: PdfLine, constant: set[tuple[str, int, float]]) -> bool:
    """Does the line open or close with a running head's constant part (constant_parts) at its height and size?"""
    return bool(constant) and any((run, round(line.top) + shift, line.size) in constant
                                  for run in _end_runs(line.text) for shift in (-1, 0, 1))


def _numbered_pages(pages: list[PdfPage]) -> set[int]:
    """id(PdfLine) of the page numbers in digits: a number alone at a page's top or foot that goes with the
    pages, one or two a page (a 2-up sheet; a booklet's back halves count down), with a number at the edge of
    another page. A number alone at the
    foot of one page only is no page number («Онежск» / «2013» closing a title page in a book without page
    numbers). A PDF of one page has no sequence: its number alone at an edge is taken as its page number. The
    number of the first page alone at its foot, where the pages after it print theirs in a running head («2
    Правила … 1987 г.», «ОПРЕДЕЛЕНИЯ 3»: LaTeX's plain first page), goes with the pages as those do: two heads
    or more whose number opens or closes them are exactly as many pages on."""
    edges = [(page_no, line) for page_no, page in enumerate(pages) for line in
             {id(x): x for x in (*page.lines[:FURNITURE_LINES], *page.lines[-FURNITURE_LINES:])}.values()]
    found = [(line, page_no, int(_DIGITS.search(line.text)[0])) for page_no, line in edges
             if PAGE_NUMBER.fullmatch(line.text.strip()) and _DIGITS.search(line.text)]
    if len([page for page in pages if page.lines]) <= 1:
        return {id(line) for line, _, _ in found}
    headed = [(page_no, int(m[1] or m[2])) for page_no, line in edges
              if not PAGE_NUMBER.fullmatch(line.text.strip()) and (m := _EDGE_NUMBER.search(line.text.strip()))]
    # a number standing on many pages is furniture by repetition
    pages_with = Counter(text for text, _ in {(line.text.strip(), page_no) for line, page_no, _ in found})
    return {id(line) for line, page_no, number in found
            if pages_with[line.text.strip()] >= 2 or any(
                other_page != page_no and 0 < abs(other - number) / abs(other_page - page_no) <= 2
                for _, other_page, other in found) or sum(
                other_page != page_no and other - number == other_page - page_no for other_page, other in headed) >= 2}


_EDGE_NUMBER = re.compile(r"^(\d{1,4})\s+\S|\S\s+(\d{1,4})$")  # a running head's page number, first or last


def _body_top(pages: list[PdfPage], furniture: dict[int, str], scanned: bool = False) -> float | None:
    """Where the text block begins: the median top of the pages' first lines that are not furniture. A first
    line a rule across its width sets off from the line under it stands above the text block (a running head
    underlined, whose words change from page to page: the chapter's on the left, the Law's on the right,
    beside the page number; on a 2-up sheet one over each half), and the text block begins under it. On a scan
    (OCR gives words, never the rules a head is underlined with) so does a first line at the height where
    furniture was found on two other pages or more, set off from the line under it by more than the lines'
    usual gap: a head that names each page's Law, never repeated, on every other page («К Правилу 44. …  стр. 7»
    where «стр. 8  А. Н. Вершинин. …» repeats)."""
    found = [line for page in pages for line in page.lines if id(line) in furniture]
    gap = _usual_gap(pages)

    def in_slot(line: PdfLine, lines: list[PdfLine]) -> bool:
        if not scanned:
            return False
        near_enough = _height(line)
        pages_there = {other.page for other in found if other.page != line.page and abs(other.top - line.top)
                       <= near_enough}
        under = next((other for other in lines if other.top >= line.bottom), None)
        return len(pages_there) >= 2 and under is not None and under.top - line.bottom > gap + _height(line)

    tops = []
    for page in pages:
        lines = [line for line in page.lines if id(line) not in furniture]
        first = next((line for n, line in enumerate(lines)
                      if n >= FURNITURE_LINES or not (_above_a_rule(page, line, lines) or in_slot(line, lines))),
                     None)
        if first is not None:
            tops.append(first.top)
    return statistics.median(tops) if len(tops) >= 3 else None


def _above_a_rule(page: PdfPage, line: PdfLine, lines: list[PdfLine]) -> bool:
    """A rule across the line's width stands between it and the next line under it (in its column)."""
    under = next((other for other in lines if other.top >= line.bottom and other.x0 < line.x1 and line.x0 < other.x1),
                 None)
    return under is not None and _ruled_off(page, line, under)


def _in_text_block(line: PdfLine, body_top: float | None) -> bool:
    """A line at the height where the body's first line stands on the usual page is body, whatever it
    repeats: a running head is set above the text block (a Law heading `ПРАВИЛО 62` opening a page under the
    chapter's running head repeats `ПРАВИЛО 61` at the top of another page, digits aside, and is no head)."""
    return body_top is not None and line.top >= body_top - 0.5 * _height(line)


def _edge_blocks(pages: list[PdfPage], gap: float, furniture_like, body_top: float | None = None,
                 apart: float = 0.4, everywhere: frozenset | set = frozenset(),
                 numbered: frozenset | set | None = None, counted: frozenset | set = frozenset()) -> dict[int, str]:
    """The blocks of furniture-like lines at the top and foot of each page, set off from the body by a gap
    wider than the usual one by `apart` line heights (a head above the text block: see _in_text_block; a
    scan's lines are boxes of ink, whose gaps run wider than the leading: any gap over the usual). A block of
    lines that stand word for word at the edge of most pages (`everywhere`: a browser's date and page title
    printed in the margin, the body close under it), or so but for a counter's digits (`counted`, digits masked:
    its address and «1/9», «2/9» in the foot) needs no gap where the page's own text, not so repeated, begins
    under it: the repetition sets it off. A block of numbers alone in digits is
    page numbers only where they are in `numbered` (_numbered_pages: the pages' sequence)."""
    found: dict[int, str] = {}
    for page, lines in ((sheet, column) for sheet in pages for column in _columns_of(sheet)):
        for kind, block_of in (("pdf-header", lambda k, lines=lines: (lines[:k], lines[k:k + 1], True)),
                               ("pdf-footer", lambda k, lines=lines: (lines[-k:], lines[-k - 1:-k] if k < len(lines)
                                                                      else (), False))):
            reach = _in_rows(lines if kind == "pdf-header" else lines[::-1], FURNITURE_LINES)
            for size in range(reach, 0, -1):
                block, beyond, top = block_of(size)
                if not all(furniture_like(line) and not (top and _in_text_block(line, body_top)) for line in block):
                    continue
                if not beyond and not all(PAGE_NUMBER.fullmatch(line.text.strip()) for line in block):
                    continue  # a page of a few repeated lines is text; a page of only its number is not
                if numbered is not None and all(PAGE_NUMBER.fullmatch(line.text.strip()) and _DIGITS.search(line.text)
                                                for line in block) and any(id(line) not in numbered for line in block):
                    continue  # a number alone out of the pages' sequence: the year closing a title page
                edge = block[-1] if top else block[0]
                if beyond and not (all(line.text in everywhere for line in block)
                                   and beyond[0].text not in everywhere) \
                        and not (all(_counter_aside(line.text) in counted for line in block)
                                 and _counter_aside(beyond[0].text) not in counted):
                    space = beyond[0].top - edge.bottom if top else edge.top - beyond[0].bottom
                    if space <= gap + apart * _height(edge) and not _ruled_off(page, edge, beyond[0]):
                        continue
                for line in block:
                    found.setdefault(id(line), kind)
                break
    return found


def _in_rows(lines, rows: int) -> int:
    """How many of `lines` (from a page's edge inwards) stand in its first `rows` rows: pieces of one printed line
    at one height are one row (a fax's header, «12/03/2001 14:22», «FROM: …», «TO: …», «Р.01», OCR read apart)."""
    count, seen = 0, 0
    for i, line in enumerate(lines):
        if i and not any(at_height_of(line, other) for other in lines[max(0, i - 6):i]):
            seen += 1
        if seen >= rows:
            break
        count += 1
    return min(count, len(lines))


def _columns_of(page: PdfPage) -> list[tuple[PdfLine, ...]]:
    """A page's lines column by column, where it has a gutter (lawref.corpus.formats.columns.find_gutter: a 2-up
    sheet's two pages, a page set in two columns), a line across the gutter in both; else the page's lines. Each
    column's top and foot are judged on their own: a sheet's left page's head beside its right page's («В. Г.
    Ледовских. Практический комментарий» beside «Статья 18. Заявки») is a head each, whatever the other."""
    from lawref.corpus.formats.columns import find_gutter

    gutter = find_gutter(list(page.lines))
    if gutter is None:
        return [page.lines]
    return [tuple(line for line in page.lines if line.x0 < gutter),
            tuple(line for line in page.lines if line.x1 > gutter)]


def _ruled_off(page: PdfPage, edge: PdfLine, beyond: PdfLine) -> bool:
    """A rule across the line's width stands between it and the body (a running head underlined, a foot
    under a rule): the page sets it off, whatever the gap."""
    low, high = sorted((edge.bottom, beyond.top) if edge.top < beyond.top else (beyond.bottom, edge.top))
    return any(low - 0.5 <= y <= high + 0.5 and x0 <= edge.x0 + 1 and edge.x1 - 1 <= x1 for y, x0, x1 in page.rules)


def _margins(body: list[PdfLine]) -> dict[int, float]:
    """Page -> the left edge of its text: the leftmost place where two or more of its lines start."""
    lefts: dict[int, Counter[int]] = defaultdict(Counter)
    for line in body:
        lefts[line.page][round(line.x0)] += 1
    return {page: min((x for x, n in starts.items() if n >= 2), default=min(starts))
            for page, starts in lefts.items()}


class Measure(NamedTuple):
    """The text block of the usual page: its left and right edges, and whether its text is justified."""

    left: float
    right: float
    justified: bool  # then a line that stops short of the right edge, however little, ends its paragraph
    slack: float = 0.5  # how short of the edge a flush line may stop (see lay_out)
    column_rights: dict | None = None  # page -> its right edge, for the pages that are a column of a page
    column_lefts: dict | None = None  # ... and its left edge
    # the document's own words, each as often as it stands inside a line (not first or last on it, where a
    # piece of a broken word stands): whether a piece of a break is a word of this text (_broken_word)
    words: Counter | None = None
    pitch: float = 0.0  # every character's advance where the text is set in a fixed pitch (enscript's), else 0
    first_column: float = 0.0  # there: where the printout's first column stands (the leftmost line's start)
    # there: the text's own lines start right of that column (its margin indented), so that a line at the first
    # column is a rest the printer wrapped; where most of them start at it (a DOS text's lines), none is told so
    indented: bool = False

    def right_of(self, line: PdfLine) -> float:
        return self.column_rights.get(line.page, self.right) if self.column_rights else self.right

    def left_of(self, line: PdfLine) -> float:
        return self.column_lefts.get(line.page, self.left) if self.column_lefts else self.left

    def full(self, line: PdfLine) -> bool:
        """The line reaches the right edge: its paragraph may go on after it."""
        return line.x1 >= self.right_of(line) - (self.slack if self.justified else 1.5 * _em(line))


def text_measure(body: list[PdfLine], slack: float = 0.5, columns: frozenset = frozenset()) -> Measure:
    """The usual page's measure (its right edge the median of the pages', so a short last page does not
    move it); a column (`columns`: the pages that are a column of a printed page) has its own right edge."""
    margins = _margins(body)
    rights: dict[int, float] = {}
    for line in body:
        rights[line.page] = max(rights.get(line.page, line.x1), line.x1)
    right = statistics.median(rights.values())
    column_rights = {page: rights[page] for page in columns if page in rights}
    column_lefts = {page: margins[page] for page in column_rights}
    if not columns:
        column_rights, column_lefts = _mirrored(rights, margins, slack)
    edge = (lambda line: column_rights.get(line.page, right)) if column_rights else (lambda line: right)
    # justified: a good share of the lines flush with the edge; some producers (LibreOffice) end them up to
    # a point short of the page's longest line, so a flush line may stop twice the slack short there
    justified = False
    off = [abs(line.x1 - edge(line)) for line in body]  # each line's distance from its edge, asked thrice
    for tolerance in (slack, 2 * slack, _hanging(body, edge) + slack):
        if sum(distance <= tolerance for distance in off) >= JUSTIFIED_SHARE * len(body):
            justified, slack = True, tolerance
            break
    else:
        justified, slack = _flush_near_the_edge(body, off, slack)
    words = Counter(word for line in body for word in _WORD.findall(line.text.lower())[1:-1])
    pitch, first = _fixed_pitch(body), min((line.x0 for line in body), default=0.0)
    return Measure(statistics.median(margins.values()), right, justified, slack,
                   column_rights or None, column_lefts or None, words, pitch, first,
                   bool(pitch) and _indented(body, pitch, first, right))


def _flush_near_the_edge(body: list[PdfLine], off: list[float], slack: float) -> tuple[bool, float]:
    """Justified text with many short lines (headings, section titles, short items: priozer2000's brochure, 30 %
    of its lines flush): the lines that come within NEAR_EDGE em of the edge end there together, as a reader
    sees a justified block's right side straight (ragged lines that come that close end anywhere in it). Nearly
    all of them (NEAR_FLUSH_SHARE) within one, two or three times the slack, NEAR_EDGE_LINES of them at least:
    justified, its slack the least tolerance that holds them."""
    near = [distance for line, distance in zip(body, off) if distance <= NEAR_EDGE * _em(line)]
    if len(near) >= NEAR_EDGE_LINES:
        for tolerance in (slack, 2 * slack, 3 * slack):
            if sum(distance <= tolerance for distance in near) >= NEAR_FLUSH_SHARE * len(near):
                return True, tolerance
    return False, slack


NEAR_EDGE = 2.0  # em
NEAR_EDGE_LINES = 15
NEAR_FLUSH_SHARE = 0.95


HANG = 0.3  # em: how far past the flush edge a typesetter hangs a line's last hyphen or stop


def _hanging(body: list[PdfLine], edge) -> float:
    """How far short of the longest line the flush lines end, where a typesetter hangs a hyphen or a stop past
    the edge (Typst: justified lines end at 287.6 pt, those ending «кото-» at 289.1): the most common distance,
    to a tenth of a point, of the lines that end within HANG em of the edge; 0 where none."""
    gaps = Counter(round(edge(line) - line.x1, 1) for line in body
                   if 0 < edge(line) - line.x1 <= HANG * _em(line))
    return gaps.most_common(1)[0][0] if gaps else 0.0


def _fixed_pitch(body: list[PdfLine]) -> float:
    """The advance of a character when most lines of some length are as wide as their characters at one
    advance each, and none narrower (a fixed-pitch font: a typewriter's, enscript's printout; a line where the
    text layer wrote a run of spaces as one space is wider per character), else 0."""
    pitches = sorted((line.x1 - line.x0) / len(line.text) for line in body if len(line.text) >= 20)
    if len(pitches) < 10:
        return 0.0
    pitch = pitches[len(pitches) // 10]
    same = sum(abs(p - pitch) <= 0.01 * pitch for p in pitches)
    narrower = sum(p < 0.99 * pitch for p in pitches)
    return pitch if same >= FIXED_PITCH_SHARE * len(pitches) and narrower <= 0.1 * len(pitches) else 0.0


FIXED_PITCH_SHARE = 0.5


def _indented(body: list[PdfLine], pitch: float, first: float, right: float) -> bool:
    """Whether a fixed-pitch text's own lines start right of the printout's first column: the column most of
    its lines start at (of those starting in the left half of the page: a 2-up sheet's right page and centred
    lines aside) is not the first. A typist who indents the text (notes2022: five columns in) leaves the first
    column to the rests of lines the printer wrapped; a DOS text's lines start at it (pfsb1999comm)."""
    columns = Counter(round((line.x0 - first) / pitch) for line in body if line.x0 < (first + right) / 2)
    return bool(columns) and columns.most_common(1)[0][0] != 0


def _printer_wrap(before: PdfLine, line: PdfLine, measure: Measure, spaced: bool = True) -> bool:
    """In a fixed-pitch printout, a line too long for the page that the printer wrapped (enscript: `… девять
    случае` / `в`): the line before fills the page to its last column, and this one, right under it, goes on
    at the printout's first column, where the text's own lines are indented (Measure.indented; where they start
    at it, a full line is the typist's own): the word goes on (`случае` / `в` is «случаев»). `spaced`: or a
    space stood at the wrap, at the last column or the first (`… п.` / ` 2`)."""
    pitch = measure.pitch
    if not pitch or not measure.indented or line.page != before.page or \
            not 0 <= line.top - before.bottom < _height(before):
        return False
    full = before.x1 >= measure.right_of(before) - 0.5 * pitch
    if line.x0 >= before.x0 - 0.5 * pitch:
        return False  # (a text typed to the page's width, its lines at the first column, is no wrapped line)
    column = round((line.x0 - measure.first_column) / pitch)
    if not spaced:
        return full and column == 0
    return column == 0 and before.x1 >= measure.right_of(before) - 1.5 * pitch or full and column == 1


def _mirrored(rights: dict[int, float], lefts: dict[int, float], slack: float) -> tuple[dict, dict]:
    """Mirrored margins (a book's left and right pages): the text block of the even pages stands shifted
    from the odd pages' by the same amount on both edges. Then each page has its side's edges (the median of
    that side's pages, so a short page does not move them); otherwise none (one measure for all pages)."""
    sides = [[page for page in rights if page % 2 == parity] for parity in (0, 1)]
    if min(len(side) for side in sides) < 2:
        return {}, {}
    right = [statistics.median(rights[page] for page in side) for side in sides]
    left = [statistics.median(lefts[page] for page in side) for side in sides]
    shift = right[1] - right[0]
    if abs(shift) <= 2 * slack + 1.0 or abs(left[1] - left[0] - shift) > 2 * slack + 1.0:
        return {}, {}
    return ({page: right[page % 2] for page in rights}, {page: left[page % 2] for page in rights})


_WORD = re.compile(r"[^\W\d_]+")


def split_paragraphs(body: list[PdfLine], gap: float, measure: Measure | None = None,
                     fonts: bool = True, scanned: bool = False) -> list[list[PdfLine]]:
    """The body's lines as paragraphs. `fonts`: the lines' sizes and weights are the fonts' (a PDF's), not
    guessed from the height of the letters (a DjVu's, OCR's: see lawref.corpus.formats.positioned).
    `scanned`: OCR's lines, whose boxes wander with the ink (a line's height, its left edge, a speck before
    it): a sentence left unfinished at a line's end (a word, a comma, a hyphen) that goes on in lower case on
    the next line is one paragraph, whatever the gap or the edge say (a proof-reader reads it so)."""
    margins = _margins(body)
    measure = measure or text_measure(body)
    style = body_style(body)
    paragraphs: list[list[PdfLine]] = []
    previous = None
    for line in body:
        if previous is not None and _printer_wrap(paragraphs[-1][-1], line, measure):
            # the printed line's rest: the next line compares with its first part, and stands under its rest
            paragraphs[-1].append(line)
            previous = dataclasses.replace(previous, bottom=line.bottom)
            continue
        if previous is None or line.table or previous.table or _next_item(paragraphs[-1], line, scanned) or \
                _next_heading(paragraphs[-1], line) or \
                not (scanned and _goes_on(previous, line)) and \
                not _heading_wraps(previous, line, gap, measure, style, fonts) and not (
                not fonts and _heading_line_wraps(previous, line, measure)) and _starts_paragraph(
                previous, line, gap, margins[line.page], measure, opens=len(paragraphs[-1]) == 1,
                headings=fonts and _is_heading(previous, style) and _is_heading(line, style), scanned=scanned):
            paragraphs.append([])
        paragraphs[-1].append(line)
        previous = line
    return paragraphs


_ITEM_NUMBER = re.compile(r"(\d{1,2})\.\s")


def _next_item(paragraph: list[PdfLine], line: PdfLine, scanned: bool = False) -> bool:
    """A line opening with the next number of the item the paragraph opened («2.» under «1. …», on the same
    page, the line above ending its sentence) is that item, whatever the gap (a paragraph's spacing of a
    point over the leading: wkhtmltopdf's items). `scanned`: OCR may lose the stop that ends the item
    (ladya2007's 70C1 «… остался козырь» for «козырь;»), so a line with the next number that stands where the
    paragraph's number stands, its other lines right of it (a hanging indent), is the next item all the same."""
    first = _ITEM_NUMBER.match(paragraph[0].text)
    m = _ITEM_NUMBER.match(line.text)
    if not (first and m and int(m[1]) == int(first[1]) + 1 and line.page == paragraph[-1].page):
        return False
    if SENTENCE_END.search(paragraph[-1].text.rstrip()):
        return True
    em = _em(line)
    return scanned and abs(line.x0 - paragraph[0].x0) <= 0.4 * em and \
        all(under.x0 > paragraph[0].x0 + 0.4 * em for under in paragraph[1:])


def _opens_with_title(text: str) -> bool:
    """A Law's or a chapter's label with its title on the line: `Правило 9. Действия после нарушения`,
    `Глава IV. Общие положения о нарушениях`."""
    law = LAW_HEADING.match(text)
    chapter = CHAPTER.match(text)
    return bool(law and law[2].strip() or chapter and chapter[chapter.lastindex].strip())


def _next_heading(paragraph: list[PdfLine], line: PdfLine) -> bool:
    """A list of headings (a web page's contents box: `Глава IV. Общие положения о нарушениях` over `Правило
    9. Действия после нарушения`, each line as full as the box is wide): a line that opens with a Law's or a
    chapter's label and its title, under a paragraph that opened so too, in the same font (at the same left
    edge on one page; or at the top of the next column), is an entry of its own, never the words of the one
    above going on."""
    first, last = paragraph[0], paragraph[-1]
    return ((line.size, line.bold) == (first.size, first.bold) and _opens_with_title(first.text)
            and _opens_with_title(line.text) and (line.page == last.page + 1 or line.page == last.page
                                                  and abs(line.x0 - first.x0) <= 0.4 * _em(line)))


def _heading_wraps(prev: PdfLine, line: PdfLine, gap: float, measure: Measure, style, fonts: bool = True) -> bool:
    """A heading set on two lines (`ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ` / `ХОДА`, the second centred
    under the first): two lines in the same heading style at the usual leading, where the second's first
    word would not have fitted after the first (it wrapped), and the second does not start a heading of its
    own. `ГЛАВА 1` / `Предварительные положения` is two headings: the title would have fitted; so is a
    heading's word and number alone, `ГЛАВА II` / `ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ` or `Закон 16` / `НЕСАНКЦИОНИРОВАННАЯ
    ИНФОРМАЦИЯ` in a narrow column, where the title could not have fitted: a label never wraps before its
    title (its title is a line of its own). Where the size is guessed from the letters (`fonts` false), a line
    of lower-case letters or with `Й` has no capitals to measure: a centred second line goes on whatever size
    it was given. A heading's lines are spaced for its own size: the usual gap (the body's) grows with it (a
    16 pt heading's lines stand 7.3 pt apart where the 12 pt body's stand 4.4: rt29book's A5 PDF)."""
    same = (prev.size, prev.bold) == (line.size, line.bold) or not fonts and (
        line.size <= prev.size and _centred(line, measure, _em(line), INK_CENTRED))
    leading = gap * prev.size / style[0] if fonts and style[0] and prev.size > style[0] else gap
    return (line.page == prev.page and _is_heading(prev, style) and same and not _label_alone(prev.text)
            and line.top - prev.bottom <= leading + 0.3 * _em(prev) and not HEADING_START.match(line.text)
            and not _first_word_fits(line, _room(prev, measure), _em(line)))


def _stacked(prev: PdfLine, line: PdfLine, gap: float, measure: Measure, tolerance: float = 0.1) -> bool:
    """Two centred heading lines broken on purpose, one under the other at the usual leading in one style,
    the first opening a unit (`ПРАВИЛО 1` / `КОЛОДА`) and the second not (`ЧАСТЬ V. РОЗЫГРЫШ` / `ПРАВИЛО 41` are
    two headings): one heading of two lines, written as one paragraph with a line break, as it is printed.
    `tolerance`: how far (em) a centred line's insets may differ (INK_CENTRED where its box is its ink)."""
    em = _em(line)
    return (line.page == prev.page and (line.size, line.bold) == (prev.size, prev.bold)
            and line.top > prev.top and line.top - prev.bottom <= gap + 0.3 * em and _opens_heading(prev.text)
            and not _opens_heading(line.text) and _centred(prev, measure, _em(prev), tolerance)
            and _centred(line, measure, em, tolerance))


def _label_alone(text: str) -> bool:
    """A heading's word and number with no title on its line: `ГЛАВА II`, `ЧАСТЬ 3`, `Закон 16`."""
    m = LAW_HEADING.match(text.strip()) or CHAPTER.match(text.strip()) or PART.match(text.strip())
    return m is not None and not m[m.lastindex].strip()


def _opens_heading(text: str) -> bool:
    """The line opens a heading of its own (HEADING_START), read as a reader reads it, look-alikes and all (Latin
    letters that look like Cyrillic ones read as those: `ПPАВИЛО` with a Latin P)."""
    return HEADING_START.match(text.translate(CYRILLIC_FOR_LATIN)) is not None


def _room(line: PdfLine, measure: Measure, tolerance: float = 0.1) -> float:
    """The room the line left for the next word: to the right edge, or, a centred line (which would have
    been centred again with the word), the measure's width beside it, less a space of its own size
    (`ПРАВИЛО 16` / `НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ`: the long word would have fitted, the lines were broken
    on purpose). `tolerance`: see _stacked."""
    if _centred(line, measure, _em(line), tolerance):
        return measure.right_of(line) - measure.left_of(line) - (line.x1 - line.x0) - _em(line)
    return measure.right_of(line) - line.x1


def _heading_line_wraps(prev: PdfLine, line: PdfLine, measure: Measure) -> bool:
    """Where no font tells a heading (a DjVu's, OCR's lines), a heading set on two lines by layout alone
    (`Глава II. Общие правила при` / `нарушениях`, `E. Изменение хода …, основанного на ошибочной` /
    `информации`): a line opening like a heading (HEADING_START), with no sentence's end, whose next line's
    first word would not have fitted after it (beside it, a centred line: `Правило 16` / `Несанкционированная
    информация` are two lines on purpose), and that next line, under it on the page closer than a line
    of the heading's own height (no blank line between), opens no unit, stops short of the right edge and
    ends with no sentence's end either: the heading's last line. (A heading's text after it is a full line,
    or a sentence.)"""
    law = LAW_HEADING.match(prev.text)
    return (line.page == prev.page and HEADING_START.match(prev.text) is not None
            and not (law and not law[2].strip())  # `Правило 16` alone: its title is a line of its own
            and not SENTENCE_END.search(prev.text) and not SENTENCE_END.search(line.text)
            and not UNIT_START.match(line.text) and not TERM_START.match(line.text)
            and 0 <= line.top - prev.bottom < _height(prev) and not measure.full(line)
            and not _first_word_fits(line, _room(prev, measure, INK_CENTRED), _em(line)))


_CAPITALS_BROKEN = re.compile(r"[А-ЯЁA-Z]{2}[-\u2010\u00ad]$")


def _starts_paragraph(prev: PdfLine, line: PdfLine, gap: float, margin: float, measure: Measure,
                      opens: bool, headings: bool = False, scanned: bool = False) -> bool:
    """Whether `line` starts a new paragraph after `prev` (`opens`: prev is its paragraph's first line;
    `headings`: both are set in a heading's font, and did not wrap: see _heading_wraps).

    The lines of a paragraph share their left edge; only its first line may stand apart (a first-line
    indent, or a list item's marker hanging before the lines under it)."""
    em = _em(line)
    if _STOP_ALONE.match(line.text) and line.page == prev.page:
        return False  # a stop alone on a line ends the sentence above (AbiWord breaks after a footnote's call)
    if abs(prev.size - line.size) > 0.5:
        return True
    if prev.bold != line.bold and not (measure.full(prev) and _runs_on(prev, line)):
        return True  # (but a line of bold words inside a sentence is emphasis)
    if line.page == prev.page and _CAPITALS_BROKEN.search(prev.text) and line.text[:2].isalpha() \
            and line.text[:2].isupper() and 0 <= line.top - prev.bottom <= gap + 0.3 * em:
        return False  # a word in capitals broken at the line's end goes on («… КАРТЫ БОЛ-» / «ВАНА», centred)
    close = line.page == prev.page and 0 <= line.top - prev.bottom <= gap + 0.3 * em
    if close and _TYPED_RULE.match(prev.text) and _NOTE_MARK.match(line.text):
        return False  # a typed text's rule over its notes («----------» / «* Этот порядок …»), read as typed
    if close and (mark := _NOTE_MARK.match(prev.text)):
        # (where the mark ends: its first word's end, or its share of the line's width where that is not known)
        ends = prev.word_x1 or prev.x0 + (prev.x1 - prev.x0) * (mark.end() - 1) / len(prev.text)
        if ends < line.x0 <= ends + em:
            return False  # a note's lines stand under its text, its mark hanging before them, as an item's marker
    ends = _ends_paragraph(prev, line, measure)
    moved = abs(line.x0 - prev.x0) > 0.4 * em
    if line.page != prev.page:
        # from one column into the next, left edges compare from each column's own left edge (columns stand
        # apart); from page to page as they stand (a page of items has no line at the margin)
        shift = measure.left_of(prev) - measure.left_of(line)
        moved = abs(line.x0 - prev.x0 + shift) > 0.4 * em
        if ends or not opens:
            return ends or moved
        hanging = LIST_MARKER.match(prev.text) and line.x0 + shift > prev.x0
        return line.x0 > margin + 0.4 * em and moved and not hanging
    if line.top - prev.bottom > gap + 0.3 * em:
        return True
    if headings and _label_alone(prev.text):
        return True  # `ГЛАВА II` / `ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ`: a label alone never runs on into its title
    if _centred(prev, measure, em) and _centred(line, measure, em) and not headings:
        return False  # a centred paragraph (a title page's) wrapped: its lines start anywhere
    # (two centred heading lines where the second's first word would have fitted on the first, `ПРАВИЛО 93`
    # / `РАССМОТРЕНИЕ АПЕЛЛЯЦИЙ`, were broken on purpose: two headings, as _heading_wraps says)
    if ends or moved and not opens:
        return True
    # a hanging indent (a term's definition set «Болван – партнёр … после пер-» / «  вого хода …»): the first
    # line full to the edge, its sentence running on into the indented line under it; in a scan, a line
    # opening with a speck before a word in lower case is an item whose number OCR read as that speck
    # («- если … (см. п. 3 настоящего» / «Правила);»: onega2013's 71-2, its «2.» lost to a dot)
    return line.x0 > prev.x0 + 0.4 * em and not LIST_MARKER.match(prev.text) and \
        not (scanned and _SPECK_ITEM.match(prev.text)) and not (measure.full(prev) and _runs_on(prev, line))


_SPECK_ITEM = re.compile(r"\s*[^\w\s«(\"]{1,2}\s+[а-яё]")  # a mark before a word in lower case, a line's first


_STOP_ALONE = re.compile(r"^\s*[.,;:!?]\s*$")
_TYPED_RULE = re.compile(r"^[-–—_]{5,}$")  # a rule typed of dashes (a text file's, printed: enscript's)
_NOTE_MARK = re.compile(r"(?:\*{1,5}|<\*{1,5}>)\s")  # a note's mark as typed before its text


def _ends_paragraph(prev: PdfLine, line: PdfLine, measure: Measure) -> bool:
    """A line that stops short of the right edge ends its paragraph when the next line's first word would
    have fitted after it, or, in justified text, when it ends a sentence; but not when its sentence runs on
    into the next line (`… до того, как` / `сыграна …`), nor when the next word did not fit (a contents
    entry's title wrapped above its leader)."""
    if measure.full(prev) or _runs_on(prev, line):
        return False
    return (_first_word_fits(line, _room(prev, measure), _em(line))
            or measure.justified and SENTENCE_END.search(prev.text) is not None)


# lower case, a speck OCR read before it or not; a letter alone before a capital is no word going on (an
# item's number OCR read as a letter: «т Игрок не должен …» under a heading)
_GOES_ON = re.compile(r"(?:[^\w\s«(]{1,2}\s*)?(?:[а-яё]{2}|[а-яё](?!\s+[А-ЯЁA-Z]))")


def _goes_on(prev: PdfLine, line: PdfLine) -> bool:
    """A scan's sentence left unfinished at a line's end, going on in lower case on the next line."""
    return RUNS_ON.search(prev.text) is not None and _GOES_ON.match(line.text) is not None


def _runs_on(prev: PdfLine, line: PdfLine) -> bool:
    """The sentence goes on from one line into the next: no stop at the end of one, lower case at the other."""
    return RUNS_ON.search(prev.text) is not None and line.text[:1].islower()


def _first_word_fits(line: PdfLine, room: float, em: float) -> bool:
    """Whether the line's first word would have fitted, with room to spare (a space and some slack, 1 em), in
    `room` at the end of the line before: if so, that line ended its paragraph."""
    return (line.word_x1 if line.word_x1 is not None else line.x1) - line.x0 + em <= room


INK_CENTRED = 0.3  # em: a centred line's insets differ by up to this where its box is its ink (a glyph's sides)


def _centred(line: PdfLine, measure: Measure, em: float, tolerance: float = 0.1) -> bool:
    """Set in the middle of the measure, short of both its edges (a justified full line is not)."""
    left, right = measure.left_of(line), measure.right_of(line)
    inset = line.x0 - left
    return inset > 0.25 * em and abs(inset - (right - line.x1)) <= tolerance * em


def _is_heading(line: PdfLine, style: tuple[float, bool]) -> bool:
    size, bold = style
    return line.size > size + 0.5 or (line.bold and not bold)


def body_size(pages: list[PdfPage], left_out: Collection[int] = ()) -> float | None:
    """The font size most of the pages' text is set in (by characters), lines whose id is in `left_out` (the
    furniture) not counted; None where there is no text."""
    sizes: Counter[float] = Counter()
    for page in pages:
        for line in page.lines:
            if id(line) not in left_out:
                sizes[line.size] += len(line.text)
    return sizes.most_common(1)[0][0] if sizes else None


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
