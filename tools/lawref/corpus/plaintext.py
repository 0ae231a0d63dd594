"""What a plain-text book adds to its text, the way a typist of the 1990s set it (a BBS file, an archive's .TXT):
a banner framing the file, rules that underline headings, tables drawn with box characters, footnotes marked
with asterisks. Called by lawref.corpus.clean; every removal recorded.

1. banner   a block framed by rule lines at the very start or the very end of the file that names a file
            («Файл PRAV2017.TXT … Кодировка CP866», «Конец файла PRAV2017.TXT»): the file's own name, or a name
            that the frames at both ends give; or, with no frame, the file's first or last paragraph of a few
            lines naming the file's own name; or a short last paragraph under a rule of `=` across the page
            («Файл подготовлен для рассылки клубам ФСБП»). It speaks of the file, not of the book
2. rule     a line of `=` only (a heading's underline, a frame), or of hyphens one space apart («- - - -», round a
            note), or a typist's underline: a line of `_` only (or of `─` as long as the line it underlines)
            right under a line of text, no note under it (a heading underlined on the typewriter), or a line of
            one character repeated, `*`, `-`, `~`, `^` or `─`, as long as the line of text right above it (a
            heading underlined by a text formatter or a Markdown writer: «ПРАВИЛО 1. КОЛОДА» / «=====…»,
            «ПРЕДИСЛОВИЕ» / «***********», «A. Указание на нарушение» / «-----…»): no text of any clause. (A
            rule of hyphens or underscores over footnotes stays: it is structure, lawref.corpus.parse_law reads it)
3. table    a table drawn with box characters (┌─┬─┐ │ ├─┼─┤ └─┴─┘) or in ASCII (+---+---+ and |, two columns at
            least: one column framed so is a page's border): read row by row, each cell's lines joined, as
            a reader reads it (with no rule between rows, a line filling every cell, a capital or a figure
            first, is a row); one line per row, the rules and borders recorded
4. notes    footnotes marked with asterisks: under a rule of hyphens, paragraphs opening `*`, `**`, `***` … in
            sequence, and in the text above (back to the notes before) calls `слово*`, `слово**` … once each, in
            that order. Then each call and each note's mark becomes `<*>`, `<**>` … (the form lawref.corpus.
            parse_law reads); the asterisks are recorded as footnote-call and footnote-label removals. A note
            with no rule, set right under the paragraph that calls it (its next paragraph: a Notepad text's
            `… нормальной** линии розыгрыша.` / `** «Нормальной» здесь …`), is that paragraph's note when the
            paragraph calls its mark once: the marks may count on through the book (`*`, `**`, `***`); written
            `<*>`, the parser numbers a Law's notes in order
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import islice
from pathlib import PurePath

from lawref.corpus.headings import LAW_HEADING, ends_a_passage, is_structural_heading
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL
from lawref.model import Line, Removal

BANNER = "banner"
RULE = "rule"
TABLE_RULE = "table-rule"
TABLE_BORDER = "table-border"

# a rule of `=`, or of hyphens set one space apart («- - - - -», a typist's rule round a note: a footnotes' rule is
# solid)
_RULE = re.compile(r"^\s*(?:[=═]{3,}|(?:[-–—] ){4,}[-–—])\s*$")
_FRAME = re.compile(r"^\s*(?:[=═]{3,}|[-─]{3,}|\*{3,}|#{3,})\s*$")
_BANNER_LINES = 5  # a banner is short: a few lines between its frames
_UNIT_START = re.compile(r"^\s*(?:\d{1,3}[.)]|[A-Za-zА-Яа-яЁё][.)]|\([a-zа-я]{1,4}\))\s")  # «1. », «B. », «(a) »
# a file's name: a word, a dot, an extension with a Latin letter («PRAV2017.TXT», «laws.txt»)
_FILE_NAME = re.compile(r"(?<![\w.])[\w\-]{1,40}\.(?=[A-Za-z0-9]{0,3}[A-Za-z])[A-Za-z0-9]{1,4}(?![\w.])")
# a table's frame in box characters, or in ASCII as a DOS text or a mail post draws it («+------+------+» and «|»)
_TABLE_TOP, _TABLE_BOTTOM, _TABLE_SIDE = "┌╔+", "└╚+", "│║|"
# a rule across the table: box characters, or ASCII's «+» at each column's edge and «-» or «=» between, two
# columns at least (one column framed in «+-----+» is a page's border: lawref.corpus.furniture takes it off)
_TABLE_RULE = re.compile(r"^(?:[┌┐└┘├┤┬┴┼─╔╗╚╝╠╣╦╩╬═╟╢╤╧╪╫\s]+|\+(?:[-=]+\+){2,})$")
_UNDERLINE = re.compile(r"^\s*(?:_{3,}|─{3,})\s*$")  # underscores, or a box-drawing line under a heading
# one character repeated under a heading as long as it: a formatter's underline («*****», «-----», «~~~~~»)
_SAME_LENGTH_UNDERLINE = re.compile(r"^\s*(?:\*{3,}|-{3,}|~{3,}|\^{3,}|─{3,})\s*$")
_UNDERLINE_SLACK = 2  # a typist's underline may be a character or two short or long of its line
_DASH_RULE = re.compile(r"^[-–—_]{5,}$")
_NOTE = re.compile(r"^(\*{1,5})\s+(?=\S)")
_ANY_NOTE = re.compile(r"^(?:\*{1,5}|<\*{1,5}>)\s")  # a note's mark, as typed or as read
# a call: asterisks right after a word (or its closing bracket or quote), before a space, punctuation or the end
_CALL = re.compile(r"(?<=[^\s*<>(])\*{1,5}(?=[\s.,;:!?)»\"]|$)")


def strip_plain_text(lines: list[Line], path: str) -> tuple[list[Line], list[Removal]]:
    """Steps 1-3 of the module docstring, on the normalised lines (indentation still there)."""
    lines, removals = strip_banners(lines, path)
    lines, found = read_box_tables(lines)
    removals += found
    lines, found = strip_garbled(lines)
    removals += found
    removals.sort(key=lambda r: r.line)
    return lines, removals


# UTF-8 Cyrillic read byte by byte as Latin-1 leaves its lead bytes 0xD0 and 0xD1 as the letters «Ð», «Ñ» beside
# the Cyrillic letters of the other bytes' look-alikes («ÐИÐЙÐЯÐъÑЗ», a tool's title it did not convert)
_LEAD_BYTE_LETTER = re.compile(r"[ÐÑ](?=[А-яЁё])|(?<=[А-яЁё])[ÐÑ]")
_RUSSIAN_WORD = re.compile(r"[А-яЁё]{3,}")
GARBLED = "garbled"


def strip_garbled(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A line of mojibake: UTF-8 Cyrillic read as Latin-1 (a lead byte's «Ð» or «Ñ» touching a Cyrillic letter)
    and not one Russian word of three letters in it. A reader reads no words there: the line goes, recorded as
    `garbled`. A line with words of its own keeps its stray letter (it is text, a typo at worst)."""
    gone = [k for k, line in enumerate(lines)  # (a line with neither lead byte's letter is not searched)
            if ("Ð" in line.text or "Ñ" in line.text) and _LEAD_BYTE_LETTER.search(line.text)
            and not _RUSSIAN_WORD.search(line.text)]
    if not gone:
        return lines, []
    removals = [Removal(GARBLED, lines[k].number, lines[k].text.strip()) for k in gone]
    taken = set(gone)
    return [line for k, line in enumerate(lines) if k not in taken], removals


# -- 1. banner ------------------------------------------------------------------------------------------------
def strip_banners(lines: list[Line], path: str) -> tuple[list[Line], list[Removal]]:
    """Steps 1 and 2 until none is left: a banner may stand at the edge only once what stood before it has
    gone (another banner, a rule, a contents list: lawref.corpus.clean repeats this with its other steps)."""
    removals: list[Removal] = []
    while True:
        lines, banners = _strip_banners(lines, PurePath(path).name)
        lines, rules = _strip_rules(lines)
        if not banners and not rules:
            return lines, removals
        removals += banners + rules


# A letter that carries the book (an echomail post, an e-mail): the book between two rules alike, the letter's
# lines outside them (its header «Msg : …» «From : …», a greeting, quoted lines «AK> …», a signature, a tear
# line «--- GoldED…», an origin « * Origin: …»). Each side short, no heading of the book on it.
_LETTER_LINES = 30


def _letter_around(texts: Sequence[str]) -> set[int]:
    """The indexes of a letter's lines around the book it carries: outside the first and last of the text's
    rules of `=`, when exactly two such rules stand, the same length, the book between them (its headings,
    lawref.corpus.headings, and most of the lines) and each side a few lines with no heading of the book's;
    else none."""
    rules = [k for k, text in enumerate(texts) if "=" in text and _RULE.match(text)]
    if len(rules) != 2 or len(texts[rules[0]].strip()) != len(texts[rules[1]].strip()):
        return set()
    before = [k for k in range(rules[0]) if texts[k].strip()]
    after = [k for k in range(rules[1] + 1, len(texts)) if texts[k].strip()]
    if not before or not after or len(before) > _LETTER_LINES or len(after) > _LETTER_LINES:
        return set()
    inside = [k for k in range(rules[0] + 1, rules[1]) if texts[k].strip()]
    if any(is_structural_heading(texts[k].strip()) for k in before + after) or len(inside) <= len(before + after) \
            or not any(is_structural_heading(texts[k].strip()) for k in inside):
        return set()
    return set(before) | set(after)


def _strip_banners(lines: list[Line], file_name: str) -> tuple[list[Line], list[Removal]]:
    texts = [line.text for line in lines]
    head, tail = _edge(texts, file_name, start=True), _edge(texts, file_name, start=False)
    names = {k: {n.casefold() for t in texts[a:b] for n in _FILE_NAME.findall(t)} for k, (a, b) in
             (("head", head or (0, 0)), ("tail", tail or (0, 0)))}
    both = names["head"] & names["tail"]
    gone: set[int] = _letter_around(texts) | _closing_note(texts)
    for edge, span in (("head", head), ("tail", tail)):
        if span and (file_name.casefold() in names[edge] or both):
            gone.update(range(*span))
    if not gone:
        return lines, []
    removals = [Removal(BANNER, lines[k].number, texts[k]) for k in sorted(gone) if texts[k].strip()]
    return [Line(line.number, "") if k in gone else line for k, line in enumerate(lines)], removals


def _closing_note(texts: Sequence[str]) -> set[int]:
    """The indexes of a file's closing note: under a rule of `=` across the page (as wide as the text's widest
    lines: a typist's full width, no heading's underline), set apart from the text above by a blank line, one
    paragraph of a few lines to the end of the file, no heading or numbered unit among them («Файл подготовлен
    для рассылки клубам ФСБП, ноябрь 2003.»): it speaks of the file, and the book ended above the rule."""
    from_end = (k for k in range(len(texts) - 1, -1, -1) if texts[k].strip())
    if not any("=" in texts[k] and _RULE.match(texts[k]) for k in islice(from_end, _BANNER_LINES + 1)):
        return set()  # no rule among the last lines (the search below): the rest of the text is not read
    filled = [k for k, text in enumerate(texts) if text.strip()]
    rule = next((n for n in range(len(filled) - 1, max(-1, len(filled) - _BANNER_LINES - 2), -1)
                 if _RULE.match(texts[filled[n]]) and "=" in texts[filled[n]]), None)
    if rule is None or rule == len(filled) - 1 or rule == 0:
        return set()
    at, after = filled[rule], filled[rule + 1:]
    widest = max(len(texts[k].rstrip()) for k in filled)
    if len(texts[at].rstrip()) < 0.9 * widest or texts[at - 1].strip() \
            or after[-1] - after[0] != len(after) - 1 \
            or any(is_structural_heading(texts[k].strip()) or _UNIT_START.match(texts[k]) for k in after):
        return set()
    return set(after)


def _edge(texts: Sequence[str], file_name: str, start: bool) -> tuple[int, int] | None:
    """The banner's span at one end: a framed block, and the paragraphs naming the file next to it."""
    framed = _framed_edge(texts, start)
    rest = ["" if framed and framed[0] <= k < framed[1] else text for k, text in enumerate(texts)]
    spans = [span for span in (framed, _named_edge(rest, file_name, start)) if span]
    return (min(a for a, _ in spans), max(b for _, b in spans)) if spans else None


def _named_edge(texts: Sequence[str], file_name: str, start: bool) -> tuple[int, int] | None:
    """(first, after last) index of the text's first (or last) paragraphs, of a few lines with no frame,
    that name the file's own name (a FIDO file's «Файл PRAVILA.KOI - … Кодировка KOI8-R», its closing «---
    Конец файла PRAVILA.KOI ---»), no heading of the book among them; None otherwise."""
    def shown(k: int) -> bool:  # a rule of `=` goes (step 2): it parts paragraphs as a blank line does
        return bool(texts[k].strip()) and not _RULE.match(texts[k])

    if not file_name:
        return None
    order = range(len(texts)) if start else range(len(texts) - 1, -1, -1)
    # (edge, inner) of each paragraph from the edge inwards, read as far as they are asked (the first that is no
    # banner's ends the walk: a book was read to its other end for each of its two edges)
    paragraphs = _runs(k for k in order if shown(k))
    span, paragraph = None, next(paragraphs, None)
    while paragraph is not None:
        following = next(paragraphs, None)
        if following is None:  # never the whole text
            break
        first, last = sorted(paragraph)
        paragraph = following
        if not _banner_naming(texts, first, last, file_name):
            break
        span = (min(first, span[0]), max(last + 1, span[1])) if span else (first, last + 1)
    return span


def _banner_naming(texts: Sequence[str], first: int, last: int, file_name: str) -> bool:
    """Lines first … last are a banner's paragraph: a few lines, naming the file, no heading of the book."""
    named = {n.casefold() for k in range(first, last + 1) for n in _FILE_NAME.findall(texts[k])}
    return last - first + 1 <= _BANNER_LINES and file_name.casefold() in named and \
        not any(is_structural_heading(texts[k].strip()) for k in range(first, last + 1))


def _runs(indexes: Iterator[int]) -> Iterator[tuple[int, int]]:
    """(first, last) of each run of neighbouring indexes, in the order they come."""
    run = None
    for k in indexes:
        if run and abs(k - run[1]) == 1:
            run = (run[0], k)
            continue
        if run:
            yield run
        run = (k, k)
    if run:
        yield run


def _framed_edge(texts: Sequence[str], start: bool) -> tuple[int, int] | None:
    """(first, after last) index of a block at the start (or end) of the text that opens and closes with a
    frame line and holds a few lines of text between; None when the text does not begin (end) so."""
    order = range(len(texts)) if start else range(len(texts) - 1, -1, -1)
    lines = (k for k in order if texts[k].strip())  # the lines with text from the edge, read as far as asked
    filled = list(islice(lines, 2))
    while len(filled) > 1 and _FRAME.match(texts[filled[0]]) and _FRAME.match(texts[filled[1]]):
        # a rule over the frame (it goes in step 2): the banner is framed all the same
        filled = filled[1:] + list(islice(lines, 1))
    filled += islice(lines, _BANNER_LINES + 2 - len(filled))  # as many as the frame's other line is looked for in
    if len(filled) < 3 or not _FRAME.match(texts[filled[0]]):
        return None
    for k in filled[1:_BANNER_LINES + 2]:
        if _FRAME.match(texts[k]):
            first, last = sorted((filled[0], k))
            return first, last + 1
    return None


# -- 2. rule lines --------------------------------------------------------------------------------------------
def _strip_rules(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    gone = [k for k, line in enumerate(lines) if _RULE.match(line.text) or _is_underline(lines, k)]
    if not gone:
        return lines, []
    removals = [Removal(RULE, lines[k].number, lines[k].text) for k in gone]
    return [Line(line.number, "") if k in gone else line for k, line in enumerate(lines)], removals


def _is_underline(lines: Sequence[Line], k: int) -> bool:
    """A row of underscores typed under a line of text (no blank line between) that no note follows; or a row of
    one character repeated as long as that line (its underline, whatever the character)."""
    if k == 0 or not (_UNDERLINE.match(lines[k].text) or _SAME_LENGTH_UNDERLINE.match(lines[k].text)):
        return False
    above = lines[k - 1].text.strip()
    if not lines[k].text.strip().startswith("_") and abs(len(lines[k].text.strip()) - len(above)) > _UNDERLINE_SLACK:
        return False  # a rule of another length is no underline (a short one over notes is their rule; a table's)
    below = next((line.text.strip() for line in lines[k + 1:] if line.text.strip()), "")
    return bool(above) and any(ch.isalpha() for ch in above) and not _ANY_NOTE.match(below)


# -- 3. box tables --------------------------------------------------------------------------------------------
def read_box_tables(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """Each table drawn with box characters (or in ASCII: «+----+----+», «|») becomes one line per row: its cells
    left to right, each cell's wrapped lines joined with a space (the row's first line number). A table not
    closed is left as it is."""
    out: list[Line] = []
    removals: list[Removal] = []
    k = 0
    while k < len(lines):
        end = _table_end(lines, k)
        if end is None:
            out.append(lines[k])
            k += 1
            continue
        row: list[Line] = []
        for line in lines[k:end]:
            body = line.text.strip()
            if not body:
                continue  # (every line its own paragraph: LibreOffice's RTF of a typed text)
            if _TABLE_RULE.match(body):
                out.extend(_row_line(row))
                row = []
                removals.append(Removal(TABLE_RULE, line.number, line.text))
            else:
                row.append(line)
                removals.append(Removal(TABLE_BORDER, line.number, "".join(ch for ch in line.text
                                                                           if ch in _TABLE_SIDE)))
        out.extend(_row_line(row))
        k = end
    return out, removals


def _table_end(lines: Sequence[Line], k: int) -> int | None:
    """Index after the bottom rule of a box table whose top rule is line `k`, else None. The bottom rule is the
    one no row goes on under (ASCII draws the rules inside, «+----+----+», as it draws the bottom). A table whose
    every line is a paragraph of its own (a blank line under its top rule: LibreOffice's RTF of a typed text,
    libru1998) reads over the blank lines."""
    if not lines[k].text.strip()[:1] or lines[k].text.strip()[0] not in _TABLE_TOP \
            or not _TABLE_RULE.match(lines[k].text.strip()):
        return None
    spaced = k + 2 < len(lines) and not lines[k + 1].text.strip()  # every line its own paragraph (an RTF's)
    for n in range(k + 1, len(lines)):
        body = lines[n].text.strip()
        if not body and spaced:
            continue
        if body[:1] in _TABLE_BOTTOM and _TABLE_RULE.match(body):
            after = next((line.text.strip() for line in lines[n + 1:n + 3] if line.text.strip() or not spaced), "")
            if after[:1] in tuple(_TABLE_SIDE):
                continue  # a rule between rows
            return n + 1
        if not body or not (body[0] in _TABLE_SIDE or _TABLE_RULE.match(body)):
            return None
    return None


def _cells(text: str) -> list[str]:
    parts = re.split(f"[{_TABLE_SIDE}]", text.strip())
    return [part.strip() for part in parts[1:-1]] if len(parts) > 2 else [text.strip()]


def _row_line(row: Sequence[Line]) -> list[Line]:
    """The lines between two rules: one row, each cell's lines joined; or, where every line fills every cell and
    each opens its first cell with a capital or a figure (no word going on from the line above), a row per line
    (tbl's box draws no rule between rows: «│Не виновата │ среднее плюс │ 60 %│» over «│Отчасти виновата │ …»)."""
    if len(row) > 1 and all(_a_row(_cells(line.text)) for line in row):
        return [out for line in row for out in _one_row([line])]
    return _one_row(row)


def _a_row(cells: list[str]) -> bool:
    return len(cells) > 1 and all(cells) and (cells[0][:1].isupper() or cells[0][:1].isdigit())


def _one_row(row: Sequence[Line]) -> list[Line]:
    if not row:
        return []
    columns = [_cells(line.text) for line in row]
    width = max(len(c) for c in columns)
    cells = [" ".join(c[i] for c in columns if i < len(c) and c[i]) for i in range(width)]
    text = " ".join(cell for cell in cells if cell)
    return [Line(row[0].number, text)] if text else []


# -- 3b. tables laid out with spaces ---------------------------------------------------------------------------
TABLE_HEADER = "table-header"
# Each line of a table laid out with spaces, as it stood: its cells are read into its row's line (one line per
# row, spaces between cells made one), so the line itself is recorded, and nothing is lost (test_clean's property).
TABLE_LAYOUT = "table-layout"
TABLE_HYPHEN = "table-hyphen"  # a hyphen a cell's word broken at its line end drops when its lines are joined
_PIECE = re.compile(r"\S+(?: \S+)*")  # words a single space apart: one cell's line
_WORD = re.compile(r"\S+")
# what parts a line's pieces (_PIECE): a run of spaces, or one space other than a plain one; a line without it
# inside is one piece at most (most lines of a book: asked first, it spares _pieces on them)
_APART = re.compile(r"\s{2,}|[^\S ]")


def _apart(text: str) -> bool:
    r"""_APART.search(text), by str's own scans (a regular expression tried at every position of every line was 5 %
    of a plain text's cleaning): two spaces together, or a space of another kind than « » (a tab); `\s` is
    str.isspace, which str.split splits at."""
    return "  " in text or len(text) - len("".join(text.split())) != text.count(" ")
_BOX = re.compile("[│║─┌┐└┘├┤┬┴┼═╔╗╚╝╠╣╦╩╬]")
_TABLE_PROSE = 20  # characters: a band whose pieces are this long (the median) is prose, not cells
_COLUMN_GAP = 3  # spaces: every line of a table parts two of its cells by this many at least (justified prose: 2)
_ALIGNED = 0.5  # of the lines, at least, have a cell that begins where another line's does (a column's edge)
_TABLE_JOIN_GAP = 12  # lines between a table at a page's foot and its header repeated on the next page


def read_spaced_tables(lines: list[Line], page_breaks: set[int]) -> tuple[list[Line], list[Removal]]:
    """Tables a fixed-width text lays out with spaces (`pdftotext -layout` of a ruled table): read row by row,
    each row's cells left to right, each cell's lines joined, as a reader reads them; one line per row.

    A table is a band of lines whose pieces (words a single space apart) stand apart by two spaces or more:
    three columns at least, two lines at least with pieces side by side, most pieces short (a cell, not a
    line of prose). A column's left edge is where pieces of two lines or more begin after such a gap; a word
    that begins there after a single space (`Червы или пики, 30`, the layout short of room) begins a cell.
    A line opens a row when it fills as many cells as the table's fullest line, or when a piece of it stands
    under no piece of the line above; else its pieces are the row's cells' wrapped lines, each going on in
    the cell it stands under (`Сторона-` / `нарушитель` / `взяла после`). A table at a page's foot whose
    header row the next page repeats (a page break between) is one table: the repeated header is recorded as
    table-header and a row broken across the break is one row. Every line of a table is recorded as
    table-layout, as it stood."""
    out: list[Line] = []
    removals: list[Removal] = []
    k = 0
    while k < len(lines):
        end = _spaced_band(lines, k)
        if end is not None and _justified(lines[k:end]):
            out.extend(lines[k:end])  # a paragraph set flush to both margins: its wide gaps are no columns
            k = end
            continue
        if end is None:
            out.append(lines[k])
            k += 1
            continue
        band = [(line, _pieces(line.text)) for line in lines[k:end]]
        between: list[Line] = []
        second: list = []
        nxt = _repeated_header(lines, band, end, page_breaks)
        if nxt is not None:
            start, stop = nxt
            second = [(line, _pieces(line.text)) for line in lines[start + 1:stop]]
        hyphens: list[int] = []  # the lines whose cell's word a hyphen broke, joined without it
        rows = _spaced_rows(band + second, hyphens)
        if rows is None:  # no table: one may begin inside the band only under a line with no wide gap
            after = next((j for j in range(k + 1, end) if _wide(lines[j].text) and not _wide(lines[j - 1].text)), end)
            out.extend(lines[k:after])
            k = after
            continue
        if nxt is not None:
            between = lines[end:start]
            removals.append(Removal(TABLE_HEADER, lines[start].number, " ".join(lines[start].text.split())))
            end = stop
        removals.extend(Removal(TABLE_LAYOUT, line.number, line.text) for line, _ in band + second)
        removals.extend(Removal(TABLE_HYPHEN, number, "-") for number in hyphens)
        first_numbers = {line.number for line, _ in band}
        out.extend(Line(number, text) for number, text in rows if number in first_numbers)
        out.extend(between)
        out.extend(Line(number, text) for number, text in rows if number not in first_numbers)
        k = end
    return out, removals


def _justified(band: Sequence[Line]) -> bool:
    """The band is a paragraph justified to both margins (nroff's, its spaces widened to fill the line; `col`
    writes some of them as TABs), not a table: every line but the last runs to the right margin, a full measure
    (`_MEASURE` columns at least; a hanging indent, cut by a later pass, may shorten one by `_INDENT`), and leaves
    its sentence unfinished there (a letter, a comma, a semicolon, a hyphen: the words run on to the next line).
    A table's rows end where their last cells end, most often short of the edge or on a figure («1, 8, 11, 14»)."""
    if len(band) < 2:
        return False
    ends = [len(line.text.rstrip()) for line in band[:-1]]
    return min(ends) >= max(max(ends) - _INDENT, _MEASURE) \
        and all(_RUNS_ON_AT_END.search(line.text.rstrip()) for line in band[:-1])


_MEASURE = 45  # columns: a page's line of prose, not a table's row
_INDENT = 8  # columns
_RUNS_ON_AT_END = re.compile(r"(?:[^\W\d_]|[,;\-\u2010])$")


@lru_cache(maxsize=4096)
def _pieces(text: str) -> tuple[tuple[int, int, str], ...]:
    """The line's cells' pieces. A piece with no letter or figure standing apart (a border `|`, a dash between
    spaced-out words) makes the line no table's: nothing (none, the line is read as it stands)."""
    pieces = tuple((m.start(), m.end(), m[0]) for m in _PIECE.finditer(text))
    return () if any(not any(ch.isalnum() for ch in text) for *_, text in pieces) else pieces


def _wide(text: str) -> bool:
    """Two of the line's pieces stand a column's gap apart."""
    pieces = _pieces(text)
    return any(b[0] - a[1] >= _COLUMN_GAP for a, b in zip(pieces, pieces[1:]))


def _overlaps(a: tuple[int, int, str], b: tuple[int, int, str]) -> bool:
    return min(a[1], b[1]) > max(a[0], b[0])


def _spaced_band(lines: Sequence[Line], k: int) -> int | None:
    """Index after the band of lines that begins at `k` with pieces side by side, or None."""
    if not _apart(lines[k].text.strip()) or _BOX.search(lines[k].text):
        return None  # (a table drawn with box characters is read by them, or left as it stands)
    above = _pieces(lines[k].text)
    if len(above) < 2:
        return None
    end = k + 1
    while end < len(lines) and lines[end].text.strip():
        pieces = _pieces(lines[end].text)
        under = len(pieces) == 1 and sum(_overlaps(pieces[0], other) for other in above) == 1
        if _BOX.search(lines[end].text) or len(pieces) < 2 and not under:
            break  # a line across the columns: the text goes on
        above = pieces
        end += 1
    side_by_side = sum(len(_pieces(line.text)) >= 2 for line in lines[k:end])
    return end if side_by_side >= 2 else None


def _repeated_header(lines: Sequence[Line], band, end: int, page_breaks: set[int]) -> tuple[int, int] | None:
    """(start, end) of a band after a page break, close after `band`, that opens with its first line's words."""
    header = band[0][0].text.split()
    for start in range(end, min(end + _TABLE_JOIN_GAP, len(lines))):
        if lines[start].text.split() == header:
            stop = _spaced_band(lines, start)
            broken = any(lines[end - 1].number < number <= lines[start].number for number in page_breaks)
            return (start, stop) if stop is not None and stop > start + 1 and broken else None
    return None


def _spaced_rows(band, hyphens: list[int]) -> list[tuple[int, str]] | None:
    """The band's rows as (first line's number, cells joined), or None when the band is no table; the number of
    each line whose cell's word a hyphen broke, joined without it, added to `hyphens`."""
    starts = Counter(a for _, pieces in band for a, _, _ in pieces[1:])

    def shared(a: int) -> bool:  # pieces of two lines or more begin here, give or take a character
        return starts[a - 1] + starts[a] + starts[a + 1] >= 2

    edges = {a for a in starts if shared(a)}
    lines = [(line, _split_at(pieces, edges)) for line, pieces in band]
    fullest = max(len(pieces) for _, pieces in lines)
    lengths = sorted(len(text) for _, pieces in lines for *_, text in pieces)
    gapped = [[a for a, _, _ in pieces[1:]] for _, pieces in band if len(pieces) >= 2]
    aligned = sum(any(shared(a) for a in line) for line in gapped)
    wide = all(_wide(line.text) for line, pieces in band if len(pieces) >= 2)
    if fullest < 3 or lengths[len(lengths) // 2] >= _TABLE_PROSE or not wide or aligned < _ALIGNED * len(gapped):
        return None  # prose: its lines spaced out to the margin (two spaces here and there, nowhere aligned)
    rows: list[tuple[int, list[list]]] = []  # (number, cells: [x0, x1, text])
    above: list[tuple[int, int, str]] = []
    right = max(b for _, pieces in lines for _, b, _ in pieces)
    for line, pieces in lines:
        if not rows or len(pieces) == fullest or \
                any(not any(_overlaps(piece, other) for other in above) for piece in pieces) or \
                any(_had_room(piece, above, edges, right) for piece in pieces):
            rows.append((line.number, [[a, b, text] for a, b, text in pieces]))
        else:
            cells = rows[-1][1]
            for a, b, text in pieces:
                cell = max(cells, key=lambda c: (min(b, c[1]) - max(a, c[0]), -abs(a - c[0])))
                joined = _joined(cell[2], text)
                if len(joined) < len(cell[2]) + len(text):
                    hyphens.append(line.number)
                cell[0], cell[1], cell[2] = min(a, cell[0]), max(b, cell[1]), joined
        above = pieces
    return [(number, " ".join(text for *_, text in cells)) for number, cells in rows]


def _had_room(piece: tuple[int, int, str], above: list[tuple[int, int, str]], edges: set[int], right: int) -> bool:
    """The piece's first word would have fit on the line above, in the cell it stands under (two spaces left
    before the next column): so the line is a row of its own, not that cell's words wrapped (an auction's short
    last row «пас  пас» under «1БК  пас  3БК  пас», pfsb1999comm); a cell's line wraps only where its next word had
    no room, or where a word is broken by a hyphen."""
    cell = next((other for other in above if _overlaps(piece, other)), None)
    if cell is None or cell[2].endswith("-"):  # a word broken by its hyphen goes on under it («вис-» / «тующий»)
        return False
    limit = min((edge for edge in edges if edge > cell[1]), default=right)
    return cell[1] + 1 + len(piece[2].split()[0]) <= limit - 2


def _split_at(pieces: list[tuple[int, int, str]], edges: set[int]) -> list[tuple[int, int, str]]:
    """Each piece cut where one of its words (not its first) begins at a column's edge."""
    out = []
    for a, b, text in pieces:
        start = 0
        for m in list(_WORD.finditer(text))[1:]:
            if any(abs(a + m.start() - edge) <= 1 for edge in edges):
                out.append((a + start, a + m.start() - 1, text[start:m.start() - 1]))
                start = m.start()
        out.append((a + start, b, text[start:]))
    return out


def _joined(text: str, rest: str) -> str:
    from lawref.corpus.join import hyphen_join

    how = hyphen_join(text, rest)
    return (text[:-1] if how == "split" else text) + (" " if how == "space" else "") + rest


# -- 4. asterisk notes ----------------------------------------------------------------------------------------
def place_asterisk_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """Step 4 of the module docstring, on cleaned lines (no indentation)."""
    lines = list(lines)
    removals: list[Removal] = []
    scope_start = 0  # the text a rule's notes are called from: back to the notes before
    placed = 0  # the Law's notes placed so far: its next block of notes goes on with their marks
    k = 0
    while k < len(lines):
        if not _DASH_RULE.match(lines[k].text):
            k += 1
            continue
        end = k + 1  # the notes under the rule, read or not, close the text their calls stand in
        while end < len(lines) and lines[end].text.strip():
            end += 1
        if end == k + 1 or not _ANY_NOTE.match(lines[k + 1].text):
            k += 1
            continue
        if any(LAW_HEADING.match(lines[i].text) for i in range(scope_start, k)):
            placed = 0  # a new Law's notes count from `*`
        notes = _notes_under(lines, k + 1, placed)
        calls = [(i, m) for i in range(scope_start, k) for m in _CALL.finditer(lines[i].text)]
        if notes and [len(m[0]) for _, m in calls] == list(range(placed + 1, placed + len(notes) + 1)):
            placed += len(notes)
            for i, m in reversed(calls):
                text = lines[i].text
                lines[i] = Line(lines[i].number, f"{text[:m.start()]}<{m[0]}>{text[m.end():]}")
                removals.append(Removal(FOOTNOTE_CALL, lines[i].number, m[0]))
            for i in notes:
                m = _NOTE.match(lines[i].text)
                lines[i] = Line(lines[i].number, f"<{m[1]}> {lines[i].text[m.end():]}")
                removals.append(Removal(FOOTNOTE_LABEL, lines[i].number, m[1]))
            to = _passage_end(lines, calls[-1][0], k)
            if to is not None:  # a heading of the book between the call and the page's foot: the note goes back
                block = lines[k:end]
                lines[to:end] = block + lines[to:k]
                end = to + len(block)
        k = scope_start = end
    removals.extend(_notes_under_their_paragraph(lines))
    removals.sort(key=lambda r: r.line)
    return lines, removals


def _notes_under_their_paragraph(lines: list[Line]) -> list[Removal]:
    """Step 4's notes with no rule: a note `** text` right under the paragraph (a blank line between or not: a
    PDF's reader sets one) that calls `слово**` once, the one call of its paragraph. Changed in `lines`; the
    marks recorded."""
    removals: list[Removal] = []
    for k, line in enumerate(lines):
        m = _NOTE.match(line.text)
        above = k - 1 if k and lines[k - 1].text.strip() else k - 2  # a blank line between or not (a PDF's)
        if not m or above < 0 or not lines[above].text.strip() or _NOTE.match(lines[above].text):
            continue
        start = above + 1
        while start > 0 and lines[start - 1].text.strip() and not _DASH_RULE.match(lines[start - 1].text):
            start -= 1
        calls = [(i, c) for i in range(start, k) for c in _CALL.finditer(lines[i].text)]
        if len(calls) != 1 or calls[0][1][0] != m[1]:
            continue
        i, call = calls[0]
        lines[i] = Line(lines[i].number, f"{lines[i].text[:call.start()]}<*>{lines[i].text[call.end():]}")
        lines[k] = Line(line.number, f"<*> {line.text[m.end():]}")
        removals += [Removal(FOOTNOTE_CALL, lines[i].number, call[0]), Removal(FOOTNOTE_LABEL, line.number, m[1])]
    return removals


def _passage_end(lines: Sequence[Line], call: int, rule: int) -> int | None:
    """Where the notes of a page's foot go when a heading of the book («ПРАВИЛО 13») stands between their
    last call and the rule over them: a reader reads a note with the call above it on its page, so the notes
    follow the passage that calls them (before the blank lines and the unit that end it). None when no
    heading stands between (the notes are under their passage already, or under a later one of its Law)."""
    if not any(is_structural_heading(lines[i].text.strip()) for i in range(call + 1, rule)):
        return None
    to = next(i for i in range(call + 1, rule) if lines[i].text.strip() and ends_a_passage(lines[i].text))
    while to > call + 1 and not lines[to - 1].text.strip():
        to -= 1
    return to


def _notes_under(lines: Sequence[Line], k: int, placed: int = 0) -> list[int]:
    """Indexes of the first lines of the notes right under a rule: `*`, `**` … in sequence (going on from
    the `placed` notes of the Law placed under a rule before: `**` under a later passage), each note's lines
    running on until the next note or a blank line."""
    found: list[int] = []
    while k < len(lines) and lines[k].text.strip():
        m = _NOTE.match(lines[k].text)
        if m and len(m[1]) == placed + len(found) + 1:
            found.append(k)
        elif not found:
            return []
        elif m:
            return []  # a mark out of its sequence: not a notes block a reader can follow
        k += 1
    return found
