"""A page's body lines in reading order when it is set in columns (a two-column page, a 2-up printout of two
pages on one sheet), as a reader reads it: band by band down the page, where a band is the run of lines
between two lines that cross the gutter (a heading or a running head over both columns), and in a band the
left column top to bottom, then the right one.

Columns are told by a gutter: a vertical strip in the middle part of the text block that no line crosses
but the band-breaking ones (at most a tenth of the lines), with lines on both sides of it (a tenth of the
lines at least on each side, and lines side by side at the same height). A side may itself be in columns
(three columns). A page whose lines stand side by side at the same height with no such gutter (the columns
touch, or lines of one run into the other) cannot be read in order: it is refused in one line, never read
as interleaved text; unless the lines side by side make a band of their own with a gutter, one-column text above
and below it (a web page's contents box in two columns under its title page: banded_gutter), or they are pieces
of lines a scan's OCR broke (whole lines above and below, or across the page, running over where they part:
_broken_lines, _crossed_pieces), read row by row.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from lawref.corpus.formats.pdf_lines import PdfLine
from lawref.corpus.headings import is_contents_heading
from lawref.errors import LawrefError

CROSSING_SHARE = 0.1  # of a page's lines, at most, may cross the gutter (headings, running heads)
SIDE_SHARE = 0.1  # of a page's lines, at least (and three), stand on each side of a gutter (a column may be short)
SIDE_BY_SIDE_SHARE = 0.2  # of a page's lines that stand beside another at the same height: columns
MIN_LINES = 6
SPECK_CHARACTERS = 3  # letters or figures, at least, in a line that counts as a line beside another
# ... found by a search that stops at the third ([^\W_] is str.isalnum's letter or figure, as re defines \w)
_WORDED = re.compile(rf"[^\W_](?:.*?[^\W_]){{{SPECK_CHARACTERS - 1}}}", re.S)


def reading_order(lines: list[PdfLine], page: int, shown: str, usual: float | None = None,
                  rules: tuple = ()) -> list[list[PdfLine]]:
    """The page's lines as columns in reading order: [[lines of one column or band]...]; one list when the
    page is one column. Raises LawrefError for columns that cannot be told apart. `usual`: the gutter of
    the book's pages (usual_gutter), taken on a page of the same grid whose columns never stand side by side
    (a title page: the title down the left column, the © notice at the top of the right one) or that has too
    few lines to show a gutter of its own (a last page of five lines), when no line crosses it and lines
    stand on both sides. `rules`: the page's horizontal rules (a ruled table's rows)."""
    if usual is None:  # a book in one column: its tables are read row by row (lawref.corpus.formats.tables)
        from lawref.corpus.formats.tables import with_tables

        lines = with_tables(lines, rules)
    if len(lines) < MIN_LINES and usual is None:
        return [lines]
    gutter = find_gutter(lines) if len(lines) >= MIN_LINES else None
    if gutter is None and usual is not None and not any(line.x0 < usual < line.x1 for line in lines) and \
            any(line.x1 <= usual for line in lines) and any(line.x0 >= usual for line in lines):
        gutter = usual
    parted = sum(bool(line.parts) for line in lines)
    if len(lines) < MIN_LINES and gutter is None:
        return [lines]
    if gutter is None and parted:
        # columns PDFium read as one line each (`left text   right text`): their pieces, if they have a gutter
        pieces = [part for line in lines for part in (line.parts or (line,))]
        gutter = find_gutter(pieces)
        if gutter is not None:
            lines = pieces
        # else the wide gaps were a justified line's spaces in a narrow column: the lines stay whole
    if gutter is None:
        # a speck a scan's OCR read as a mark or a letter beside a line («|», «.», «у») is no column's line
        worded = [line for line in lines if _WORDED.search(line.text)]
        if _side_by_side(worded, apart=False) < SIDE_BY_SIDE_SHARE * len(worded):
            return [lines]
        gutter = banded_gutter(worded)
        if gutter is None:
            if _contents_page(worded):  # a scan's dot leaders read as words beside its entries: row by row
                return [sorted(lines, key=lambda line: (round(line.top), line.x0))]
            if _broken_lines(worded) or _crossed_pieces(worded):  # a line OCR read in pieces, here and there
                return [_rows(lines)]
            raise LawrefError.labelled("pdf_columns", path=shown, page=page + 1)
    out: list[list[PdfLine]] = []
    left: list[PdfLine] = []
    right: list[PdfLine] = []

    def close_band() -> None:
        for column in (left[:], right[:]):
            if column:  # a side may itself be in columns (three columns)
                out.extend(reading_order(column, page, shown))
        left.clear()
        right.clear()

    # a line over the gutter that reaches no text of the other side (a table's row a little wider than its page's
    # text block, on a 2-up sheet's left page) is its own side's; one over both columns' text parts them
    right_text = min((line.x0 for line in lines if line.x0 >= gutter), default=gutter)
    left_text = max((line.x1 for line in lines if line.x1 <= gutter), default=gutter)
    for line in sorted(lines, key=lambda line: (line.top, line.x0)):
        if line.x0 < gutter < line.x1 and not line.x1 <= right_text and not line.x0 >= left_text:
            close_band()
            out.append([line])
        elif line.x1 <= gutter or line.x0 < gutter < line.x1 and line.x1 <= right_text:
            left.append(line)
        else:
            right.append(line)
    close_band()
    return out


def _broken_lines(lines: list[PdfLine]) -> bool:
    """Lines side by side that are pieces of one line, not columns: a scan whose OCR lost words of a line, or read
    it in pieces, sets the pieces apart at one height on a page in one column, whole lines above and below them
    running over the place where they part; two columns' lines stand beside each other line after line, and no
    line runs over their gutter but a heading between their bands: more than half the pairs side by side stand
    apart with a line running over their parting just above and just below (a pair over one another, columns that
    run into each other or a speck OCR read over a line, is no such pair)."""
    ordered = sorted(lines, key=lambda line: line.top)
    beside = at_height_of
    pairs = flanked = 0
    for i, line in enumerate(ordered):
        for other in ordered[i + 1:i + 7]:
            if not beside(line, other):
                continue
            left, right = (line, other) if line.x0 <= other.x0 else (other, line)
            pairs += 1
            if right.x0 < left.x1:
                continue  # over one another: columns that run into each other, or a speck over a line
            at = (left.x1 + right.x0) / 2
            above = next((o for o in reversed(ordered[:i]) if not beside(line, o) and not beside(other, o)), None)
            below = next((o for o in ordered[i + 1:] if not beside(line, o) and not beside(other, o)), None)
            flanked += all(o is not None and o.x0 < at < o.x1 for o in (above, below))
    return pairs > 0 and flanked > pairs / 2


PIECES_SHARE = 0.5  # of a page's rows, less than this in pieces for them to be lines OCR read in pieces


def _crossed_pieces(lines: list[PdfLine]) -> bool:
    """Lines side by side that are pieces of one line, told by the whole page rather than by the lines just above
    and below them (_broken_lines): a faint carbon copy's lines OCR read in pieces, two rows of pieces running
    (zametki1999's page 10): the rows in pieces are fewer than PIECES_SHARE of the page's rows, the pieces on
    the right start each at its own place (no edge that more than half of them share, as a column's lines do),
    and for more than half the pairs more than half of the page's whole rows run over the place where they part.
    Two columns' lines stand side by side row after row and start at their column's edge."""
    rows: list[list[PdfLine]] = []
    for line in sorted(lines, key=lambda line: line.top):
        if rows and at_height_of(line, rows[-1][0]):
            rows[-1].append(line)
        else:
            rows.append([line])
    whole = [row[0] for row in rows if len(row) == 1]
    parted = [sorted(row, key=lambda line: line.x0) for row in rows if len(row) > 1]
    if not parted or len(parted) >= PIECES_SHARE * len(rows):
        return False
    pairs = [(left, right) for row in parted for left, right in zip(row, row[1:])]
    if any(right.x0 < left.x1 for left, right in pairs):
        return False  # over one another: columns that run into each other, or a speck over a line
    tall = max(line.bottom - line.top for line in lines)
    edges = [right.x0 for _, right in pairs]
    if max(sum(abs(edge - other) <= tall for other in edges) for edge in edges) > len(pairs) / 2:
        return False  # the right pieces share an edge: a column's
    crossed = sum(sum(line.x0 < (left.x1 + right.x0) / 2 < line.x1 for line in whole) > len(whole) / 2
                  for left, right in pairs)
    return crossed > len(pairs) / 2


def _rows(lines: list[PdfLine]) -> list[PdfLine]:
    """The page's lines row by row, top to bottom, the pieces at one height left to right."""
    rows: list[list[PdfLine]] = []
    for line in sorted(lines, key=lambda line: line.top):
        row = rows[-1] if rows else []
        if row and at_height_of(line, row[0]):
            row.append(line)
        else:
            rows.append([line])
    return [line for row in rows for line in sorted(row, key=lambda line: line.x0)]


CONTENTS_HEAD = 3  # lines: a contents page's heading stands among the page's first lines


def _contents_page(lines: list[PdfLine]) -> bool:
    """A page headed «СОДЕРЖАНИЕ» (OCR's specks around the word aside): a list of entries, one a row."""
    top = sorted(lines, key=lambda line: line.top)[:CONTENTS_HEAD]
    return any(is_contents_heading(re.sub(r"^[\W_]+|[\W_]+$", "", line.text)) for line in top)


def usual_gutter(pages: list[list[PdfLine]]) -> float | None:
    """The gutter of a book set in columns: the median of its pages' gutters, when most pages have one."""
    import statistics

    gutters = [gutter for lines in pages if len(lines) >= MIN_LINES and (gutter := find_gutter(lines)) is not None]
    return statistics.median(gutters) if len(gutters) > len(pages) / 2 else None


def find_gutter(lines: list[PdfLine]) -> float | None:
    """The x of a gutter between two columns, or None (see the module docstring). The lines over the middle
    of the text block above or below all the others (a running head, a foot: a band of their own, whatever
    the page holds between) do not count: a short last page's two columns are columns all the same."""
    lines = _between_head_and_foot(lines)
    if len(lines) < MIN_LINES:
        return None
    left, right = min(line.x0 for line in lines), max(line.x1 for line in lines)
    width = right - left
    if width <= 0:
        return None
    best, best_crossing = None, None
    steps = 64
    xs = list(_xs(left, width, steps))  # the middle half of the text block
    crossings = _crossings(lines, xs)
    for x, crossing in zip(xs, crossings):
        if best_crossing is None or crossing < best_crossing:
            best, best_crossing = x, crossing
    if best is None or best_crossing > CROSSING_SHARE * len(lines):
        return None
    # the gutter's middle: the widest run of x with that few crossings around the best x
    run = [x for x, crossing in zip(xs, crossings) if crossing == best_crossing and abs(x - best) <= width / 4]
    gutter = (min(run) + max(run)) / 2 if run else best
    on_left = sum(line.x1 <= gutter for line in lines)
    on_right = sum(line.x0 >= gutter for line in lines)
    if min(on_left, on_right) < max(3, SIDE_SHARE * len(lines)) or _side_by_side(lines) == 0:
        return None
    return gutter


def banded_gutter(lines: list[PdfLine]) -> float | None:
    """The gutter of a band of columns set between one-column text above and below it (a web page printed with
    its contents box in two columns under the title page, the preface under the box): the lines from the first to
    the last that stand beside another, apart, have a gutter of their own (find_gutter), and the lines over it
    above and below them are the page's one-column bands. Asked only where the page would be refused: lines side
    by side that the page's gutter test, counting every line of the page, could not part."""
    ordered = sorted(lines, key=lambda line: line.top)
    beside = [i for i, line in enumerate(ordered) if _stands_beside(line, ordered[max(0, i - 6):i + 7])]
    if not beside:
        return None
    band = ordered[beside[0]:beside[-1] + 1]
    return find_gutter(band) if len(band) >= MIN_LINES else None


def _stands_beside(line: PdfLine, near: list[PdfLine]) -> bool:
    """Another line stands beside `line` at its height, apart from it left or right."""
    return any(other is not line and at_height_of(line, other) and (other.x0 >= line.x1 or other.x1 <= line.x0)
               for other in near)


def at_height_of(line: PdfLine, other: PdfLine) -> bool:
    """`other` shares more than half of `line`'s height: the two stand in one row."""
    return min(line.bottom, other.bottom) - max(line.top, other.top) > 0.5 * (line.bottom - line.top)


def _between_head_and_foot(lines: list[PdfLine]) -> list[PdfLine]:
    if not lines:  # a blank page: nothing between
        return []
    left, right = min(line.x0 for line in lines), max(line.x1 for line in lines)
    middle = (left + right) / 2
    ordered = sorted(lines, key=lambda line: line.top)
    start, end = 0, len(ordered)
    while start < end and ordered[start].x0 < middle < ordered[start].x1:
        start += 1
    while end > start and ordered[end - 1].x0 < middle < ordered[end - 1].x1:
        end -= 1
    return ordered[start:end]


def _crossings(lines: list[PdfLine], xs: list[float]) -> list[int]:
    """How many lines cross each x (x0 < x < x1), by bisection on their sorted edges: the lines that start
    before x less those that end at or before it (a line of no width or less crosses nothing)."""
    wide = [line for line in lines if line.x0 < line.x1]
    starts = sorted(line.x0 for line in wide)
    ends = sorted(line.x1 for line in wide)
    return [bisect_left(starts, x) - bisect_right(ends, x) for x in xs]


def _xs(left: float, width: float, steps: int):
    return (left + width * step / steps for step in range(steps // 4, 3 * steps // 4 + 1))


def _side_by_side(lines: list[PdfLine], apart: bool = True) -> int:
    """How many lines have another beside them at the same height: apart from them left or right, or, with
    `apart` False, anywhere (overprinted: columns that overlap)."""
    ordered = sorted(lines, key=lambda line: line.top)
    count = 0
    for i, line in enumerate(ordered):
        top, bottom, x0, x1 = line.top, line.bottom, line.x0, line.x1
        half = 0.5 * (bottom - top)
        for other in ordered[max(0, i - 6):i + 7]:  # (the overlap's min and max written out)
            if other is not line and (bottom if bottom < other.bottom else other.bottom) - \
                    (top if top > other.top else other.top) > half and \
                    (not apart or other.x0 >= x1 or other.x1 <= x0):
                count += 1
                break
    return count
