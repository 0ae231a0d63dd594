"""A PDF's text layer as positioned lines, page by page (pypdfium2: chosen by measurement, see docs/benchmarks.md)."""

from __future__ import annotations

import bisect
import ctypes
import functools
import itertools
import math
import operator
import re
from collections import Counter
from dataclasses import dataclass, replace

from lawref.corpus.levels import DIAGRAM_LINE, FOOTNOTE_MARK
from lawref.errors import LawrefError

_BOLD_NAME = re.compile(r"bold|black|heavy|semibold|demi", re.I)
# PDFium joins a line ending in a hyphen to the next one (`E-` / `W` -> `E\ufffeW`, the hyphen reported as
# U+FFFE, no line break): the line ends after it, and it is written as the hyphen it is.
_LINE_HYPHEN = "\ufffe"
# PDFium reports a soft hyphen in the text (U+00AD, the mark of a word split) as U+0002: written as U+00AD,
# which lawref.corpus.join reads as a split wherever it stands.
_SOFT_MARK = "\x02"
_LINE_BREAK = re.compile(r"\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]|(?<=\ufffe)")
_SPACE = re.compile(r"\s")
_FORCE_BOLD = 1 << 18  # PDF font descriptor flag ForceBold (bit 19)
WIDE_GAP = 2.0  # em: a gap between words this wide parts a line into pieces
LOOSE = 1.5  # a line this much wider than its characters would set (0.6 em each) may hold such a gap


@dataclass(frozen=True)
class PdfLine:
    """One printed line. Coordinates in points from the page's top-left corner (y grows downwards)."""

    page: int  # 0-based
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float  # font size of most of its characters (only compared within one document)
    bold: bool  # all its characters are bold (a definition's bold term does not make its line bold)
    word_x1: float | None = None  # where its first word ends (None: the line is one word, or not known)
    # the pieces of a line that holds a gap wider than WIDE_GAP em between two words (two columns side by
    # side that PDFium read as one line, a table row): lawref.corpus.formats.columns reads them apart
    parts: tuple[PdfLine, ...] = ()
    calls: tuple[str, ...] = ()  # the footnote calls (superscript `1`, `*`) written in `text` as `<*>`
    note: str = ""  # the label of the footnote this line opens (a superscript `1` before it, written `<*>`)
    # a table read as one line (lawref.corpus.formats.tables): its rows, each the cells that hold text as
    # (left, right, text), x from the table's left edge; and the page's lines it was made of
    table: tuple[tuple[tuple[float, float, str], ...], ...] = ()
    table_of: tuple[PdfLine, ...] = ()
    # a hand diagram's line cut at its gaps wider than WIDE_GAP em (West's hand and East's), whatever its width:
    # for its layout alone (lawref.corpus.formats.from_pdf.laid_out_figure); the line is read whole
    columns: tuple[PdfLine, ...] = ()
    struck: str = ""  # characters printed over others of the line (_struck_over), left out of `text`


@dataclass(frozen=True)
class PdfPage:
    width: float
    height: float
    lines: tuple[PdfLine, ...]  # top to bottom, then left to right
    rules: tuple[tuple[float, float, float], ...] = ()  # its horizontal rules, (top, x0, x1) as shown


def read_document(data: bytes, shown: str) -> tuple[list[PdfPage], dict[str, str]]:
    """(pages, the document's information dictionary: Title, Author, CreationDate …, each stripped), the PDF
    opened once; one-line errors for an encrypted or damaged file."""
    import pypdfium2 as pdfium

    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as err:
        if "password" in str(err).lower():
            raise LawrefError.labelled("pdf_password", path=shown) from None
        raise LawrefError.labelled("pdf_not_pdf", path=shown, detail=err) from None
    try:
        properties = {key: (value or "").strip() for key, value in document.get_metadata_dict().items()}
        pages = [_page(document[index], index) for index in range(len(document))]
    except pdfium.PdfiumError as err:
        raise LawrefError.labelled("pdf_damaged", path=shown, detail=err) from None
    finally:
        document.close()
    return pages, properties


def _page(page, index: int) -> PdfPage:
    import pypdfium2.raw as raw

    # (PDFium gives the size as the page is shown: a page turned a quarter, a 2-up printout's A4 sheet with /Rotate
    # 90, is as wide as it is shown in landscape, its lines' x measured across that width)
    width, height = page.get_size()
    rotation = page.get_rotation() % 360  # (asked once a page: a C call through pypdfium2, once a line it was)
    box = _displayed(rotation, width, height)
    textpage = TextPage(page.get_textpage())
    count = textpage.count_chars()
    text = textpage.get_text_range() if count else ""
    if len(text) != count:  # characters outside the BMP: rebuild index by index
        text = "".join(_LINE_HYPHEN if raw.FPDFText_IsHyphen(textpage.raw, i)
                       else chr(raw.FPDFText_GetUnicode(textpage.raw, i) or 32) for i in range(count))
    if not rotation:
        text = _untyped_spaces(raw, textpage, text)
    lines, spans = [], []
    styles: dict = {}  # text object's address -> (size, bold); ("font", the font's address) -> bold
    rules, across = _rules(page, box)
    rows = _rows(textpage, text, box)
    text, struck = _struck_over(textpage, text, box, rows)
    for start, end in rows:
        piece = text[start:end]
        stripped = piece.strip().replace(_LINE_HYPHEN, "-").replace(_SOFT_MARK, "\u00ad")
        if stripped:
            first = start + (len(piece) - len(piece.lstrip()))
            last = start + len(piece.rstrip()) - 1
            left, top, _, bottom = box(textpage.get_charbox(first, loose=True))
            _, top2, right, bottom2 = box(textpage.get_charbox(last, loose=True))
            if right <= left:  # the last character's box not where it is shown: the line ends at its furthest one
                right = _furthest(textpage, box, first, last)
            size, bold = _line_style(raw, textpage, text, first, last, styles)
            if not rotation and _ink_only(textpage, first, last):
                top, bottom = _font_box(raw, textpage, first, size, height)
                top2, bottom2 = top, bottom
            stripped = _letter_spaced(textpage, box, first, stripped, size)
            stripped = _GLUED_LABEL.sub(r"\1 ", stripped, count=1)
            space = _SPACE.search(stripped)
            word_x1 = box(textpage.get_charbox(first + space.start() - 1, loose=True))[2] if space else None
            # (a word struck out between two spaces leaves one: «партнер XXXXXX также» reads «партнер также»)
            read = _STRUCK_OUT.sub(" ", stripped).replace(_STRUCK, "")
            line = PdfLine(index, read, left, right, min(top, top2), max(bottom, bottom2),
                           size, bold, word_x1,
                           struck="".join(struck.get(i, "") for i in range(first, last + 1)) if struck else "")
            ruled = tuple(x for x, top_, bottom_ in rules if left + 1 < x < right - 1 and
                          top_ < (line.top + line.bottom) / 2 < bottom_) if rules else ()
            if DIAGRAM_LINE.match(stripped) and not ruled:
                # a hand diagram's row (West's hand and East's): its gaps are the figure's layout, never two
                # columns (tested first: at its true size, the row is as wide as two columns would be)
                line = replace(line, columns=_with_parts(textpage, text, first, last, line, box).parts)
            elif right - left > LOOSE * 0.6 * size * len(stripped) or ruled:
                line = _with_parts(textpage, text, first, last, line, box, ruled)
            lines.append(line)
            spans.append((first, last))
    lines = _footnote_marks(raw, textpage, text, lines, spans)
    lines, spans = _beside_joined(lines, spans)
    if _right_column_starts(lines):
        lines = [line if line.parts or a is None else _with_parts(textpage, text, a, b, line, box)
                 for line, (a, b) in zip(lines, spans)]
    textpage.close()
    page.close()
    lines.sort(key=lambda line: (round(line.top), line.x0))
    return PdfPage(width, height, tuple(lines), tuple(across))


# Printing over what is printed (a line printer's, enscript's rendering of a DOS text's backspaces): a word
# printed twice in one place is one word printed bold («отрицательный» struck twice, which PDFium gives as
# «отрицательныйотрицательный»), an underscore printed under a letter underlines it («_о_б_я_з_а_н»). A reader
# sees each once: a character whose box stands over most of the box of one before it on its row, the same
# character or an underscore (or with an underscore over it), is read once, the letter kept. A typist's X's typed
# over a word («пасует» under «XXXXXX») strike it out: neither is read.
_STRUCK = "\x00"  # a struck character's place in the page's text, so that the text keeps its indices
_PUNCTUATION = ".,;:!?()«»\"'"
_STRUCK_OUT = re.compile(f" [{_STRUCK} ]*{_STRUCK}[{_STRUCK} ]* ")  # what was struck out between two spaces
_CROSSES = re.compile(r"(?<!\w)[XХ]{3,}(?!\w)")  # a word of X's (Latin or Cyrillic), as a typist strikes words out


def _may_be_struck(row: str) -> bool:
    """A row where a double strike or an underline may stand (one pass over its words, no positions asked): an
    underscore, a word the same twice running («пас пас»: PDFium made a space where the printing went back), or a
    word that is a word twice («отрицательныйотрицательный,»), or a word of X's (a typist's, over a word)."""
    if "_" in row or _CROSSES.search(row):
        return True
    words = row.split()
    for before, word in zip(["", *words], words):
        word = word.strip(_PUNCTUATION)
        half = len(word) // 2
        if word and (word == before.strip(_PUNCTUATION) or len(word) >= 4 and len(word) % 2 == 0 and
                     word[:half] == word[half:]):
            return True
    return False
OVER = 0.5  # of a character's advance: a box that covers this much of another's is printed over it


def _struck_over(textpage, text: str, box, rows: list[tuple[int, int]]) -> tuple[str, dict[int, str]]:
    """(the page's text with each character printed over another written as _STRUCK, {index: the character})."""
    struck: dict[int, str] = {}
    for start, end in rows:
        if not _may_be_struck(text[start:end]):
            continue
        crosses = {i for m in _CROSSES.finditer(text, start, end) for i in range(m.start(), m.end())}
        shown: dict[int, list[int]] = {}  # a point of the row (x, whole points) -> the characters read standing there
        boxes: dict[int, tuple[float, float]] = {}
        for i in range(start, end):
            if text[i].isspace():
                continue
            left, _, right, _ = box(textpage.get_charbox(i, loose=True))
            under = next((j for x in range(math.floor(left), math.ceil(right) + 1) for j in shown.get(x, ())
                          if min(boxes[j][1], right) - max(boxes[j][0], left) >= OVER * (right - left)), None)
            if under is not None and (text[i] == text[under] or text[i] == "_"):
                struck[i] = text[i]
                continue
            if under is not None and i in crosses and text[under].isalpha():  # the X and the letter under it
                struck[i], struck[under] = text[i], text[under]
                continue
            if under is not None and text[under] == "_":
                struck[under] = "_"
            boxes[i] = (left, right)
            shown.setdefault(math.floor((left + right) / 2), []).append(i)
    if not struck:
        return text, struck
    import pypdfium2.raw as raw

    for i in sorted(struck):  # a space PDFium made up where the printing went back (none was printed): none
        if i and text[i - 1] == " " and i - 1 not in struck and raw.FPDFText_IsGenerated(textpage.raw, i - 1) == 1:
            struck[i - 1] = " "
    return "".join(_STRUCK if i in struck else ch for i, ch in enumerate(text)), struck


NOT_A_SPACE = 0.7  # of the typed spaces' usual gap on its line: a gap PDFium calls a space this narrow is none
_ZERO_WIDTH = "\u200b"  # (a format character: lawref.corpus.clean drops it, recorded, where the text is cleaned)


def _untyped_spaces(raw, textpage, text: str) -> str:
    """The page's text with each space PDFium made up (no space character on the page) between a bid's or a
    card's two halves, a figure or a card's letter and a suit sign («2♣», «♦К»), or a suit sign and its bracket
    («(♦)»), where it is narrower than the spaces the producer typed on its line, written as a zero-width space,
    so that the text keeps its indices: a
    justified line whose producer spread a bid apart as it spread its words («2 ♣»: 3.2 pt where its typed spaces
    are 5.8; Chromium) is one word, as a bridge reader reads it. A made-up space anywhere else is a space,
    however narrow (a bold term's «очереди —» in LibreOffice's justified line: 3.4 pt where its typed ones are
    5.5); a space lost between two words is as wide as the typed ones; on a line with no typed space (a producer
    that types none: Chromium) the made-up spaces between its other words are the measure («бубны ( ♦ )»: 2.7 pt
    either side of the sign where the words stand 6.2 apart, «(♦)» as printed)."""
    if not any(sign in text for sign in _SUITS):
        return text  # only a space beside a suit sign is ever written otherwise (_halves_of_a_bid): PDFium not asked
    made = [i for i, ch in enumerate(text) if ch == " " and raw.FPDFText_IsGenerated(textpage.raw, i) == 1]
    if not made:
        return text
    out = list(text)
    start = 0
    for m in [*_LINE_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        row_made = [i for i in made if start <= i < end]
        if row_made:
            typed = [gap for i in range(start, end) if text[i] == " " and i not in row_made
                     and (gap := _gap(textpage, text, i, start, end)) is not None]
            if not typed:  # a producer that types no space (Chromium): the spaces between its words are the measure
                typed = [gap for i in row_made if not _halves_of_a_bid(text[i - 1], text[i + 1] if i + 1 < len(text)
                                                                        else "")
                         and (gap := _gap(textpage, text, i, start, end)) is not None]
            if typed:
                usual = sorted(typed)[len(typed) // 2]
                for i in row_made:
                    if not _halves_of_a_bid(text[i - 1], text[i + 1] if i + 1 < len(text) else ""):
                        continue
                    gap = _gap(textpage, text, i, start, end)
                    if gap is not None and gap < NOT_A_SPACE * usual:
                        out[i] = _ZERO_WIDTH
        start = m.end() if m else len(text)
    return "".join(out)


_SUITS = "♠♥♦♣♤♡♢♧"


def _halves_of_a_bid(before: str, after: str) -> bool:
    """A figure or a card's letter and a suit sign, either way round: «2» «♣», «♦» «К»; a suit sign and the
    bracket around it, «(» «♦» «)» (Chromium's justified «бубны (♦)», the sign from a font of its own); or a suit
    sign and the stop after it, «♠,» «♣.» (Calibre's Qt sets the sign in a box wider than its width, kubgu2021: a
    reader never sees a space before a comma)."""
    return before in _SUITS and (after.isdigit() or after.isalpha() or after in ")],.;:!?…") or \
        after in _SUITS and (before.isdigit() or before.isalpha() or before in "([")


def _gap(textpage, text: str, i: int, start: int, end: int) -> float | None:
    """The gap between the characters either side of the space at `i` (a single space between two shown
    characters of the row; None otherwise)."""
    if not (start < i < end - 1) or text[i - 1].isspace() or text[i + 1].isspace():
        return None
    return textpage.get_charbox(i + 1, loose=True)[0] - textpage.get_charbox(i - 1, loose=True)[2]


# A line set letter-spaced, every character apart («Г л а в а I I», «С О Д Е Р Ж А Н И Е»: CSS letter-spacing,
# as wkhtmltopdf prints a heading): its letters are read as the words they make, a word ending where the gap to the
# next letter is wider than the letters' own spacing by a space's width (positions on the page, not the spaces
# PDFium puts between every two letters). Spaces typed between the letters are the text's own: kept.
_SPACED_OUT = re.compile(r"^(?:\S )+\S$")
SPACED_OUT_MIN = 4  # characters: «I I» or «1 2» is two numbers, not a word letter-spaced
WORD_GAP = 0.2  # ems over the letters' own spacing: a word space


def _letter_spaced(textpage, box, first: int, stripped: str, size: float) -> str:
    import pypdfium2.raw as raw

    if not _SPACED_OUT.match(stripped) or len(stripped) < 2 * SPACED_OUT_MIN - 1:
        return stripped
    if not all(raw.FPDFText_IsGenerated(textpage.raw, first + i) == 1 for i in range(1, len(stripped), 2)):
        return stripped  # spaces typed between the letters («П Р А В И Л А»): the text as typed
    boxes = [box(textpage.get_charbox(first + i, loose=False)) for i in range(0, len(stripped), 2)]
    gaps = [after[0] - before[2] for before, after in zip(boxes, boxes[1:])]
    spacing = min(gaps)
    words = stripped[0]
    for ch, gap in zip(stripped[2::2], gaps):
        words += (" " if gap > spacing + WORD_GAP * size else "") + ch
    return words


# A font that carries no ascent or descent (LibreOffice writes 0 for the Type 1 fonts it embeds: Nimbus Roman
# where Times New Roman is not installed): PDFium's loose box is then the glyph's ink, and a line's height goes
# with its letters («оригинале.» 5 pt, «Настоящее издание» 7 pt at 11 pt), so the gaps between a paragraph's
# lines look like the gaps between paragraphs. Such a line's box is its baseline less the descent to the
# baseline plus the ascent, in ems of its size, as a font with metrics gives it (Liberation Serif: 0.89, 0.22).
ASCENT, DESCENT = 0.9, 0.25


def _ink_only(textpage, first: int, last: int) -> bool:
    """The line's first and last characters' loose boxes are as high as their ink: its fonts carry no metrics
    (their loose boxes are as wide as the advance, their ink narrower, either way)."""
    return all(textpage.get_charbox(i, loose=True)[1::2] == textpage.get_charbox(i)[1::2] for i in (first, last))


def _font_box(raw, textpage, first: int, size: float, height: float) -> tuple[float, float]:
    """(top, bottom) as shown of an unrotated line set at `size` on the baseline of its first character."""
    y = -_baseline(raw, textpage, first)
    return height - (y + ASCENT * size), height - (y - DESCENT * size)


def _furthest(textpage, box, first: int, last: int) -> float:
    """The right edge of the characters first … last that stand right of the first one. PDFium leaves the box of a
    glyph drawn by a Type 3 font inside a form where the glyph would stand without the form (pdfjam's 2-up sheet of
    Calibre's PDF, kubgu2021: a note's back-link «↩︎» ending the right half's line at the left half's x): such a
    character, left of its line's start, is no measure of where the line ends."""
    start = box(textpage.get_charbox(first, loose=True))[0]
    return max((edge for i in range(first, last + 1) if (edge := box(textpage.get_charbox(i, loose=True))[2]) > start),
               default=start)


def _rows(textpage, text: str, box) -> list[tuple[int, int]]:
    """(start, end) of each printed line of the page's text: PDFium's line breaks, and, inside what it gives
    as one line, a character whose box starts below the bottom of the one before it (PDFium puts no break
    between a 2-up printout's lines set one under another by moves alone: `72B1.` / `-----` / `<1> …`)."""
    rows, start = [], 0
    for m in [*_LINE_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        piece = text[start:end]
        shown = (start + len(piece) - len(piece.lstrip()), start + len(piece.rstrip()) - 1)
        if shown[1] <= shown[0] or box(textpage.get_charbox(shown[1], loose=True))[1] < \
                box(textpage.get_charbox(shown[0], loose=True))[3]:
            rows.append((start, end))  # its first and last characters on one line: one line (the usual)
            start = m.end() if m else len(text)
            continue
        bottom = None
        for i in range(start, end):
            if text[i].isspace():
                continue
            _, top, _, low = box(textpage.get_charbox(i, loose=True))
            if bottom is not None and top >= bottom:
                rows.append((start, i))
                start = i
            bottom = low
        rows.append((start, end))
        start = m.end() if m else len(text)
    return rows


# A list's label at a line's start with the item's first word against it, no space between: a label wider than
# the box its stylesheet gives it runs into the text (FOP's «iii.в командных», the text at its usual indent).
# A Latin label and a Cyrillic word are never one word.
_GLUED_LABEL = re.compile(r"^((?:[ivx]{1,5}|[a-z]|\d{1,3})\.)(?=[А-Яа-яЁё])")
SUPERSCRIPT = 0.75  # a call's digits are set this much smaller than their line, or smaller
_BRACKETED_CALL = re.compile(r"\[\d{1,3}\]")  # a call in brackets, «[1]»
_CALL = set("0123456789*")
NO_SPACE = 0.1  # em: a gap this narrow after a call is no space (a comma set right after the raised number)


def _footnote_marks(raw, textpage, text: str, lines: list[PdfLine], spans: list[tuple[int, int]]) -> list[PdfLine]:
    """Superscript footnote calls and the notes they call, as `<*>` (the Russian Laws' mark): a line ending in
    up to three small digits or stars (`нормальной¹`) ends in `<*>` and names the call in `calls`; a line of
    small digits alone, with a line beside it at the same height (the note's number at the page foot), is
    joined to it as `<*> text`, naming the note. PDFium ends a line after a raised call: the line beside it
    at the same height, to its right, is the rest of the printed line and is joined to it. It may end the
    line before the call too (Chromium: `нормальной` / `4 игре.`, `так` / `6` / `.`): a line opening with
    a raised call, right after a line at its height that ends where it starts, is the rest of that line."""
    out: list[PdfLine] = []
    ends: list[int | None] = []  # the index in `text` of the last character of each line of `out`
    index = 0
    while index < len(lines):
        line = lines[index]
        first, last = spans[index] if index < len(spans) else (None, None)
        nxt = lines[index + 1] if index + 1 < len(lines) else None
        beside = nxt is not None and _same_height(line, nxt) and nxt.x0 >= line.x1 - 1
        # small beside what: the line's own size, or, for a line of digits alone, the line beside it
        body = max(line.size, nxt.size if beside and len(line.text) <= 3 else 0, 1)
        if beside and _BRACKETED_CALL.fullmatch(nxt.text) and nxt.size < SUPERSCRIPT * line.size \
                and nxt.x0 - line.x1 <= NO_SPACE * line.size:
            # a bracketed call raised at the end of the line beside it (asciidoctor-pdf's `сторон.[1]`): the
            # line's end, as printed; its note at the book's end is found by lawref.corpus.clean.place_endnotes
            out.append(_joined(line, nxt, line.text + nxt.text))
            ends.append(spans[index + 1][1] if index + 1 < len(spans) else None)
            index += 2
            continue
        lead = _leading_call(raw, textpage, text, line, first, out[-1] if out else None, ends[-1] if ends else None)
        if lead:
            before, rest = out[-1], line.text[lead:]
            merged = replace(_joined(before, line, f"{before.text}{FOOTNOTE_MARK}{rest}"),
                             calls=(*before.calls, line.text[:lead]))
            ends[-1] = last
            index += 1
            if not rest and beside:
                space = " " if nxt.x0 - line.x1 > NO_SPACE * before.size else ""
                merged = _joined(merged, nxt, f"{merged.text}{space}{nxt.text}")
                ends[-1] = spans[index][1] if index < len(spans) else None
                index += 1
            out[-1] = merged
            continue
        small = 0
        # digits alone are raised, or not, beside the first letter of the line beside them
        letter = spans[index + 1][0] if beside and len(line.text) <= 3 and index + 1 < len(spans) else first
        if first is not None:
            while small < 3 and last - small >= first and _is_call(raw, textpage, text, last - small,
                                                                   first if letter is None else letter, body):
                small += 1
        if small and small == len(line.text) and beside and line.size < SMALLER * nxt.size:
            out.append(_joined(line, nxt, f"{FOOTNOTE_MARK} {nxt.text}", note=line.text))
            ends.append(spans[index + 1][1] if index + 1 < len(spans) else None)
            index += 2
            continue
        opens = _opening_number(raw, textpage, text, line, first)
        if opens:  # a note's raised number set on its line, its first word right after it (XeLaTeX's `¹Проценты`)
            out.append(replace(line, text=f"{FOOTNOTE_MARK} {line.text[opens:]}", note=line.text[:opens].rstrip()))
            ends.append(last)
            index += 1
            continue
        if first is not None and not small:
            line = _inner_calls(raw, textpage, text, line, first, body)
        if small and line.text[-small] == ")":
            small -= 1  # a bracket alone is no call
        if 0 < small < len(line.text):
            line = replace(line, text=line.text[:-small] + FOOTNOTE_MARK,
                           calls=(*line.calls, line.text[-small:].rstrip(")")))
            if beside:  # a space only where the page shows one: `заявкой¹,` stays `заявкой<*>,`
                space = " " if nxt.x0 - line.x1 > NO_SPACE * line.size else ""
                out.append(_joined(line, nxt, f"{line.text}{space}{nxt.text}"))
                ends.append(spans[index + 1][1] if index + 1 < len(spans) else None)
                index += 2
                continue
        out.append(line)
        ends.append(last)
        index += 1
    return out


SMALLER = 0.9  # ... or, raised, this much smaller (Chromium sets `sup` at 83 %)
RAISED = 0.2  # of its line's size: a call's baseline stands this far above the line's, or more


def _is_call(raw, textpage, text: str, i: int, body_index: int, body: float) -> bool:
    """Character i is a call's: a figure or a star set smaller than `body` by SUPERSCRIPT, or smaller by
    SMALLER and raised above the baseline of character `body_index` (one of the line's own letters)."""
    if text[i] not in _CALL and not (text[i] == ")" and i > body_index and text[i - 1] in _CALL):
        return False  # (a call may close with a bracket set as it is: `претензии¹⁾`, Chromium's `<sup>1)</sup>`)
    size = _font_size(raw, textpage.raw, i)
    if size < SUPERSCRIPT * body:
        return True
    return size < SMALLER * body and i != body_index and _rise(raw, textpage, i, body_index) > RAISED * body


def _rise(raw, textpage, i: int, below: int) -> float:
    """How far character i's baseline stands above character `below`'s, in the direction `below`'s letters
    stand up: a reader's «raised», whichever way the page's content is turned (pdfbook2 sets every other side
    of a booklet's sheets upside down in its space, turned upright by the page's /Rotate 180)."""
    matrix = raw.FS_MATRIX()
    up = (0.0, 1.0)
    if raw.FPDFText_GetMatrix(textpage.raw, below, ctypes.byref(matrix)):
        length = math.hypot(matrix.c, matrix.d)
        if length > 0:
            up = (matrix.c / length, matrix.d / length)
    origins = []
    for k in (i, below):
        x, y = ctypes.c_double(0), ctypes.c_double(0)
        raw.FPDFText_GetCharOrigin(textpage.raw, k, ctypes.byref(x), ctypes.byref(y))
        origins.append((x.value, y.value))
    (xi, yi), (xb, yb) = origins
    return (xi - xb) * up[0] + (yi - yb) * up[1]


def _baseline(raw, textpage, i: int) -> float:
    """Character i's baseline, in points down from the top (only compared within a page)."""
    x, y = ctypes.c_double(0), ctypes.c_double(0)
    raw.FPDFText_GetCharOrigin(textpage.raw, i, ctypes.byref(x), ctypes.byref(y))
    return -y.value


def _inner_calls(raw, textpage, text: str, line: PdfLine, first: int, body: float) -> PdfLine:
    """A raised call inside a line PDFium did not end after it (Chromium: `нарушением¹.`): up to three
    figures or stars, smaller and raised (_is_call) beside the letter before them, then no letter or figure,
    are a call, written `<*>`."""
    shown, calls, at = [], list(line.calls), 0
    for m in _INNER.finditer(line.text):
        start = m.start(1)
        if all(_is_call(raw, textpage, text, first + k, first + start - 1, body) for k in range(start, m.end(1))):
            shown += [line.text[at:start], FOOTNOTE_MARK]
            calls.append(m[1].rstrip(")"))
            at = m.end(1)
    if not at:
        return line
    return replace(line, text="".join(shown) + line.text[at:], calls=tuple(calls))


_INNER = re.compile(r"(?<=[^\W\d_])([0-9*]{1,3}\)?)(?=[^\w]|$)")


def _leading_call(raw, textpage, text: str, line: PdfLine, first: int | None, before: PdfLine | None,
                  before_end: int | None) -> int:
    """How many characters (up to three) of a call open `line` (see _footnote_marks), or 0: raised figures,
    then a space or the line's end or a sign (not a word: `4 игре.`, `6`, `5.`), right after `before` at its
    height (it ends where the call starts, within a space)."""
    if first is None or before is None or before_end is None or not _same_height(before, line) or \
            not -1 <= line.x0 - before.x1 <= NO_SPACE * before.size or before.note:
        return 0
    count = 0
    while count < min(3, len(line.text)) and line.text[count] in _CALL:
        count += 1
    if not count or count < len(line.text) and line.text[count].isalnum():
        return 0
    body = max(before.size, 1)
    if all(_is_call(raw, textpage, text, first + k, before_end, body) for k in range(count)):
        return count
    return 0


def _opening_number(raw, textpage, text: str, line: PdfLine, first: int | None) -> int:
    """How many figures (up to three) open `line` raised and smaller (_is_call) beside the letter right after
    them, with no space between, or 0: a note's number at the page foot, the note's first word glued to it. A
    call follows its word, never opens a line before one (a call PDFium set at a line's start, `4 игре.`,
    has a space or a sign after it: _leading_call)."""
    count = 0
    while first is not None and count < min(3, len(line.text) - 1) and line.text[count].isdigit():
        count += 1
    # the note's first word glued to its number, or a space after it (XeLaTeX's `\footnote` in Sphinx's class:
    # `¹ «Иррациональной»…`; this line goes on from no line beside it, _leading_call having said so)
    gap = 1 if count and line.text[count:count + 1] == " " and len(line.text) > count + 1 else 0
    if not count or not (line.text[count + gap].isalpha() or line.text[count + gap] in "«\"("):
        return 0
    body = max(line.size, 1)
    return count + gap if all(_is_call(raw, textpage, text, first + k, first + count + gap, body)
                              for k in range(count)) else 0


ONE_SPACE = 0.6  # em: a line that starts this close after the one before it, on its baseline, goes on from it


def _beside_joined(lines: list[PdfLine], spans: list) -> tuple[list[PdfLine], list]:
    """Lines PDFium gives apart that are one printed line: the next starts a space or less after the end of
    the one before, on its baseline (Chromium's floated `<dt>Болван</dt>` and its `<dd>— Партнёр…</dd>`), or
    raised above it as a call in brackets is (wkhtmltopdf's `минус».[1]`, its `<sup>` at 85 % given as a line
    of its own, above the line it ends by its raised top). Two columns or table cells stand further apart."""
    spans = [spans[index] if index < len(spans) else (None, None) for index in range(len(lines))]
    after: dict[int, int] = {}  # index of a line -> index of the line that goes on from it
    followers: set[int] = set()  # after's values
    # the lines by where they start: each line asks only those starting near its end (every line of the page was
    # asked about every other, ~n² tests a page), in page order still, the exact test below deciding
    starts = sorted(range(len(lines)), key=lambda j: lines[j].x0)
    xs = [lines[j].x0 for j in starts]
    for i, one in enumerate(lines):
        if one.parts:
            continue
        reach, low = ONE_SPACE * one.size, 0.1 * one.size  # the cheap tests first: most pairs fail them
        near = starts[bisect.bisect_left(xs, one.x1 - 2):bisect.bisect_right(xs, one.x1 + reach + 1)]
        for j in sorted(near):
            other = lines[j]
            if -1 <= other.x0 - one.x1 <= reach and i != j and \
                    (abs(one.bottom - other.bottom) <= low or _raised_call(one, other)) and \
                    j not in followers and not other.note and not other.parts and _same_height(one, other):
                after[i] = j
                followers.add(j)
                break
    if not after:
        return lines, spans
    out, ends, taken = [], [], set(after.values())
    for i, line in enumerate(lines):
        if i in taken:
            continue
        span, j = spans[i], i
        while j in after:
            j = after[j]
            other = lines[j]
            space = " " if other.x0 - line.x1 > NO_SPACE * line.size else ""
            line = replace(_joined(line, other, f"{line.text}{space}{other.text}"),
                           word_x1=line.word_x1 if line.word_x1 is not None else line.x1)
            span = (None, None)  # no longer one run of the page's text
        out.append(line)
        ends.append(span)
    return out, ends


def _raised_call(line: PdfLine, call: PdfLine) -> bool:
    """`call` is a call in brackets, «[1]», set smaller than `line` and raised above its baseline."""
    return bool(_BRACKETED_CALL.fullmatch(call.text)) and call.size < SMALLER * line.size and call.bottom < line.bottom


def _same_height(a: PdfLine, b: PdfLine) -> bool:
    return min(a.bottom, b.bottom) - max(a.top, b.top) > 0.5 * min(a.bottom - a.top, b.bottom - b.top)


def _joined(a: PdfLine, b: PdfLine, text: str, note: str = "") -> PdfLine:
    size = b.size if note else a.size
    return PdfLine(a.page, text, a.x0, b.x1, min(a.top, b.top), max(a.bottom, b.bottom), size, a.bold and b.bold,
                   a.word_x1 if not note else b.word_x1, (), a.calls + b.calls, note or a.note)


def _right_column_starts(lines: list[PdfLine]) -> bool:
    """Two or more lines start in the right part of the text block, not centred in it: lines of a right
    column standing alone, so the other lines may hold two columns each (their gaps are then looked at
    word by word, which is too slow to do on every page)."""
    if len(lines) < 6:
        return False
    left, right = min(line.x0 for line in lines), max(line.x1 for line in lines)
    width = right - left
    starts = [line for line in lines if line.x0 > left + 0.4 * width
              and abs((line.x0 - left) - (right - line.x1)) > 2 * line.size]
    return len(starts) >= 2


def _displayed(rotation: int, width: float, height: float):
    """A character box in PDF space (left, bottom, right, top; y up) -> as the page is shown (x0, top, x1,
    bottom; y down from the top-left corner), the page turned by its /Rotate (clockwise)."""
    if rotation == 90:
        return lambda b: (b[1], b[0], b[3], b[2])
    if rotation == 180:
        return lambda b: (width - b[2], b[1], width - b[0], b[3])
    if rotation == 270:
        return lambda b: (height - b[3], width - b[2], height - b[1], width - b[0])
    return lambda b: (b[0], height - b[3], b[2], height - b[1])


RULE_THIN = 2.0  # points: a path this thin and taller than RULE_TALL is a vertical rule (a table's)
RULE_TALL = 6.0


def _rules(page, box) -> tuple[list[tuple[float, float, float]], list[tuple[float, float, float]]]:
    """The page's rules as shown: vertical ones (x, top, bottom), thin tall paths (a ruled table's column
    lines), and horizontal ones (y, x0, x1), thin wide paths (its row lines); inside forms too."""
    import pypdfium2.raw as raw

    down, across = [], []
    edges = [ctypes.c_float() for _ in range(4)]

    def visit(count, get, depth: int, outer: tuple) -> None:
        for index in range(count):
            obj = get(index)
            kind = raw.FPDFPageObj_GetType(obj)
            if kind == raw.FPDF_PAGEOBJ_FORM and depth < 3:
                matrix = raw.FS_MATRIX()
                inner = _times((matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f), outer) \
                    if raw.FPDFPageObj_GetMatrix(obj, ctypes.byref(matrix)) else outer
                visit(raw.FPDFFormObj_CountObjects(obj), lambda k, obj=obj: raw.FPDFFormObj_GetObject(obj, k),
                      depth + 1, inner)
            if kind != raw.FPDF_PAGEOBJ_PATH or not raw.FPDFPageObj_GetBounds(obj, *map(ctypes.byref, edges)):
                continue
            left, low, right, high = (edge.value for edge in edges)
            if depth > 1:  # a form's path is bounded in the form's own space: placed by its matrix (a 2-up sheet's
                # right half, a page scaled onto a sheet)
                corners = [_apply(outer, x, y) for x in (left, right) for y in (low, high)]
                left, right = min(x for x, _ in corners), max(x for x, _ in corners)
                low, high = min(y for _, y in corners), max(y for _, y in corners)
            x0, top, x1, bottom = box((left, low, right, high))
            x0, x1, top, bottom = min(x0, x1), max(x0, x1), min(top, bottom), max(top, bottom)
            if x1 - x0 <= RULE_THIN and bottom - top >= RULE_TALL:
                down.append(((x0 + x1) / 2, top, bottom))
            elif bottom - top <= RULE_THIN and x1 - x0 >= RULE_TALL:
                across.append(((top + bottom) / 2, x0, x1))

    visit(raw.FPDFPage_CountObjects(page.raw), lambda k: raw.FPDFPage_GetObject(page.raw, k), 1, _IDENTITY)
    return down, across


_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _times(inner: tuple, outer: tuple) -> tuple:
    """The PDF matrix `inner` then `outer` (a point mapped by the form's matrix, then by its container's)."""
    a, b, c, d, e, f = inner
    p, q, r, s, t, u = outer
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s, e * p + f * r + t, e * q + f * s + u)


def _apply(matrix: tuple, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def _with_parts(textpage, text: str, first: int, last: int, line: PdfLine, box, rules: tuple = ()) -> PdfLine:
    """The line with its pieces, when a gap between two of its words is wider than WIDE_GAP em, or a
    vertical rule stands in it (`rules`: their x; a ruled table's cells PDFium read as one line)."""
    cuts = []  # (index of the piece's first character, index of its last character)
    start = first
    for i in range(first + 1, last):
        if text[i] == " " and not text[i - 1].isspace() and not text[i + 1].isspace():
            before = box(textpage.get_charbox(i - 1, loose=True))[2]
            after = box(textpage.get_charbox(i + 1, loose=True))[0]
            if after - before > WIDE_GAP * line.size or any(before <= x <= after for x in rules):
                cuts.append((start, i - 1))
                start = i + 1
    if not cuts:
        return line
    cuts.append((start, last))
    parts = []
    for a, b in cuts:
        x0 = box(textpage.get_charbox(a, loose=True))[0]
        x1 = box(textpage.get_charbox(b, loose=True))[2]
        piece = text[a:b + 1].strip().replace(_LINE_HYPHEN, "-").replace(_SOFT_MARK, "\u00ad").replace(_STRUCK, "")
        parts.append(PdfLine(line.page, piece, x0, x1, line.top, line.bottom, line.size, line.bold, None))
    return PdfLine(line.page, line.text, line.x0, line.x1, line.top, line.bottom, line.size, line.bold,
                   line.word_x1, tuple(parts))


def _line_style(raw, textpage, text: str, first: int, last: int,
                styles: dict) -> tuple[float, bool]:
    """(the font size of most of the line's characters, whether all of them are bold): a line is bold as a
    heading is, wholly; a definition's bold term or an emphasised word leaves its line in the body's style."""
    object_of, page = _object_of(raw), _address(textpage.raw)
    # the text object of each character shown (whitespace counts for nothing), asked in one pass of C calls
    shown = map(operator.not_, map(str.isspace, text[first:last + 1]))
    indices = list(itertools.compress(range(first, last + 1), shown))
    addresses = list(map(object_of, itertools.repeat(page, len(indices)), indices))
    if None in addresses:  # a character shown with no text object: each run of such apart, as it stands
        return _line_style_by_runs(raw, textpage, text, first, last, styles)
    counted = Counter(addresses)  # in the order of each object's first character shown here
    # each object's first character: the list read backwards, so that the first one is the one kept (not
    # addresses.index for every object, which reads the line again for each: a glyph run per object in some PDFs)
    first = dict(zip(reversed(addresses), reversed(indices)))
    chars = {address: [first[address], count] for address, count in counted.items()}
    return _styled(raw, textpage, chars, styles)


def _line_style_by_runs(raw, textpage, text: str, first: int, last: int,
                        styles: dict) -> tuple[float, bool]:
    """_line_style where a character shown has no text object: its run (the characters up to the next object's)
    styled by its first character shown."""
    object_of, page = _object_of(raw), _address(textpage.raw)
    chars: dict[int, list[int]] = {}  # text object's address -> [its first character here, characters]
    index = first
    for address, run in itertools.groupby(object_of(page, i) for i in range(first, last + 1)):
        length = len(list(run))
        shown = [index + k for k, ch in enumerate(text[index:index + length]) if not ch.isspace()]
        if shown:
            seen = chars.setdefault(address or -index - 1, [shown[0], 0])  # no object: the run alone
            seen[1] += len(shown)
        index += length
    return _styled(raw, textpage, chars, styles)


def _styled(raw, textpage, chars: dict[int, list[int]], styles: dict) -> tuple[float, bool]:
    """(the size of most characters, all bold) of `chars`: text object's key -> [its first character, count]."""
    page, font_of = textpage.raw, _font_of(raw)
    sizes: dict[float, int] = {}  # size -> characters, in the order first met (the first of equal counts wins)
    bold = True
    for address, (index, count) in chars.items():
        if address not in styles:
            # the font's name, flags and weight are its text object's font's (PDFium asks the character's object
            # for its font): asked once a font, the font found from the object in one call
            font = font_of(address) if address > 0 else None
            if font is None or ("font", font) not in styles:
                name, flags = _font(raw, textpage, index)
                weight = raw.FPDFText_GetFontWeight(page, index)
                bold_font = bold_by_font(name, weight, flags)
                if font is not None:
                    styles["font", font] = bold_font
            else:
                bold_font = styles["font", font]
            styles[address] = (round(_font_size(raw, page, index), 2), bold_font)
        size, bold_here = styles[address]
        sizes[size] = sizes.get(size, 0) + count
        bold = bold and bold_here
    return max(sizes.items(), key=operator.itemgetter(1))[0], bold  # (as Counter.most_common(1) picks)


def bold_by_font(name: str, weight: int, flags: int) -> bool:
    """Is a font bold: its name says so («P052Bold», «Arial-BoldMT»), or its descriptor (ForceBold, a weight of 600 or
    more), unless its name says a weight not bold («P052Roman», «TimesNewRomanPSMT»: Ghostscript's ps2pdf writes
    descriptors whose weight PDFium reads from the stems, 788 for a roman, 695 for an italic, where LibreOffice's own
    PDF of the same fonts gives 400): the name is the typesetter's word for the face."""
    if _BOLD_NAME.search(name):
        return True
    return not _REGULAR_NAME.search(name) and (weight >= 600 or bool(flags & _FORCE_BOLD))


_REGULAR_NAME = re.compile(r"roman|regular|book|italic|oblique|light", re.I)  # a face's name for a weight not bold


def _font_size(raw, page, index: int) -> float:
    """The size a character is shown at: its font's size (the Tf operand) scaled by its text matrix, as cairo
    (AbiWord's PDF) sets every font at 1 pt and scales it by the matrix (`12 0 0 12 x y Tm`)."""
    size = raw.FPDFText_GetFontSize(page, index)
    matrix = raw.FS_MATRIX()
    if raw.FPDFText_GetMatrix(page, index, ctypes.byref(matrix)):
        scale = math.hypot(matrix.c, matrix.d)  # the glyph's height in user space, for a size of 1
        if scale > 0:
            size *= scale
    return size


@functools.cache
def _object_of(raw):
    """FPDFText_GetTextObject taking the text page's address and returning the object's, both as ints (hashable,
    and a third of the cost of a call through pypdfium2's typed pointers, which ctypes checks at every call)."""
    address = ctypes.cast(raw.FPDFText_GetTextObject, ctypes.c_void_p).value
    return ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)(address)


@functools.cache
def _font_of(raw):
    """FPDFTextObj_GetFont on a text object's address (an int, as _object_of gives it): the font's address."""
    address = ctypes.cast(raw.FPDFTextObj_GetFont, ctypes.c_void_p).value
    return ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)(address)


def _address(pointer) -> int:
    """A pypdfium2 handle (a typed pointer) as the int _object_of takes."""
    return ctypes.cast(pointer, ctypes.c_void_p).value


class TextPage:
    """A pypdfium2 text page whose get_charbox calls PDFium on the page's address with boxes made once (0.63 µs a
    loose box where pypdfium2's, which makes a rectangle or four doubles and checks its typed pointer at every call,
    takes 0.93; 0.78 against 1.29 a tight one: asked several times a line, once a character of an OCR layer); the
    rest is the text page's own."""

    def __init__(self, textpage) -> None:
        import pypdfium2.raw as raw

        self._textpage, self.raw = textpage, textpage.raw
        page, loose_box, tight_box = _address(textpage.raw), _loose_box(raw), _tight_box(raw)
        rect, edges = raw.FS_RECTF(), [ctypes.c_double() for _ in range(4)]
        at, (left, bottom, right, top) = ctypes.addressof(rect), map(ctypes.addressof, edges)

        def get_charbox(index: int, loose: bool = False) -> tuple[float, float, float, float]:
            """(left, bottom, right, top) in PDF space, as pypdfium2's PdfTextPage.get_charbox gives it."""
            if loose:
                if not loose_box(page, index, at):
                    raise _charbox_failed()
                return rect.left, rect.bottom, rect.right, rect.top
            if not tight_box(page, index, left, right, bottom, top):  # (PDFium's order: left, right, bottom, top)
                raise _charbox_failed()
            return edges[0].value, edges[1].value, edges[2].value, edges[3].value

        self.get_charbox = get_charbox

    def __getattr__(self, name: str):
        return getattr(self._textpage, name)


def _charbox_failed() -> Exception:
    import pypdfium2 as pdfium

    return pdfium.PdfiumError("Failed to get charbox.")


@functools.cache
def _loose_box(raw):
    """FPDFText_GetLooseCharBox on a text page's address (an int) and a rectangle's address."""
    address = ctypes.cast(raw.FPDFText_GetLooseCharBox, ctypes.c_void_p).value
    return ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)(address)


@functools.cache
def _tight_box(raw):
    """FPDFText_GetCharBox on a text page's address (an int) and four doubles' addresses."""
    address = ctypes.cast(raw.FPDFText_GetCharBox, ctypes.c_void_p).value
    return ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int, *[ctypes.c_void_p] * 4)(address)


def _font(raw, textpage, index: int) -> tuple[str, int]:
    flags = ctypes.c_int(0)
    size = raw.FPDFText_GetFontInfo(textpage.raw, index, None, 0, ctypes.byref(flags))
    if size <= 0:
        return "", 0
    buffer = ctypes.create_string_buffer(size)
    raw.FPDFText_GetFontInfo(textpage.raw, index, buffer, size, ctypes.byref(flags))
    return buffer.value.decode("utf-8", "replace"), flags.value
