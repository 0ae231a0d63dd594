"""Tables inside a page's one column of text, read as a reader reads them: row by row, each row's cells left to
right, each cell's lines top to bottom (a cell wrapped onto several lines is one piece of text).

A table is a band of the page where lines stand side by side at the same height (two rows of them at
least) and the band's lines part into columns: vertical strips of the band that no line of it crosses (a
table's cells, ruled or not, stand in columns). The band begins with a row of lines side by side and takes
the rows under it, side by side or a single line inside one of its strips (a cell's wrapped line: `или
больше` under `одну взятку`), each closer to the one above than a line's height; a line that crosses a
strip (the text going on in its one column) ends it. Lines side by side just above or below it, past a
gap, are columns of text going on (a `pr -2` page's blank lines), not a table's end. Prose set in columns
is no table: its columns are each a good share of the band's width, and they are two, or most of its
lines fill their column to its right edge; a table's columns are seldom all wide, and its cells rarely
fill theirs; and a line of prose is long, where most cells hold a few words.

Rows: where the page rules the table, the rules say it; without rules (a scan's words) the gaps between the
band's lines do: a row's lines are set at the cell's leading, a rule and the cells' padding stand between
two rows (the widest jump among the band's gaps parts the two; all gaps alike: every line is a row).

The table is one line of text: its cells, row by row, joined by spaces (`table` holds the cells). A table
broken across two pages (at the foot of one, the top of the next, in as many columns) is one table: the
header row the next page repeats is furniture (recorded), and a row broken inside its cells (`С контрой,
вторая и` / `третья, каждая`: every cell of the next page's first row that has text goes on in lower case)
is one row, cell by cell. A table's head row alone at a page's foot, said again over the rest of the table at the
top of the next (head_said_again), is read once, the repeat recorded as furniture too.
"""

from __future__ import annotations

from dataclasses import replace

from lawref.corpus.formats.pdf_lines import PdfLine

FILLED = 0.5  # of a band's lines, at most, reach their column's right edge: more is prose in columns
PROSE_WIDTH = 0.3  # of a band's width: columns of prose are each this wide or wider (a table's are rarely all)
PROSE_CHARS = 20  # characters: a band's lines this long or longer (the median) are lines of prose, not cells
MIN_ROWS = 2  # rows of lines side by side, at least, in a table
ROW_JUMP = 0.2  # of a line's height: a jump among the gaps this wide parts rows from a cell's lines


def with_tables(lines: list[PdfLine], rules: tuple = ()) -> list[PdfLine]:
    """The page's lines with each table's lines replaced by the table as one line (see the module docstring);
    `rules`: the page's horizontal rules, (y, x0, x1)."""
    groups = _groups(lines)
    out: list[list[PdfLine]] = []
    index = floor = 0  # floor: the first group after the last table
    while index < len(groups):
        table = _table_at(groups, index, rules, floor)
        if table is None:
            out.append(groups[index])
            index += 1
            continue
        line, begin, end = table
        floor = end
        del out[len(out) - (index - begin):]  # a cell set higher than its row's first line: the table's
        out.append([line])
        index = end
    return [line for group in out for line in group]


def _pieces(group: list[PdfLine]) -> list[PdfLine]:
    return sorted((part for line in group for part in (line.parts or (line,))), key=lambda line: line.x0)


def _side_by_side(group: list[PdfLine]) -> bool:
    pieces = _pieces(group)
    return len(pieces) >= 2 and all(b.x0 >= a.x1 for a, b in zip(pieces, pieces[1:]))


def _groups(lines: list[PdfLine]) -> list[list[PdfLine]]:
    """The lines as rows at one height each (lines overlapping by more than half the smaller height)."""
    groups: list[list[PdfLine]] = []
    for line in sorted(lines, key=lambda line: (line.top, line.x0)):
        if groups and any(_same_height(line, other) for other in groups[-1]):
            groups[-1].append(line)
        else:
            groups.append([line])
    return groups


def _same_height(a: PdfLine, b: PdfLine) -> bool:
    return min(a.bottom, b.bottom) - max(a.top, b.top) > 0.5 * min(a.bottom - a.top, b.bottom - b.top)


def _strips(pieces: list[PdfLine]) -> list[tuple[float, float]]:
    """The x-ranges the pieces cover, merged: a table's columns."""
    spans: list[list[float]] = []
    for piece in sorted(pieces, key=lambda piece: piece.x0):
        if spans and piece.x0 < spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], piece.x1)
        else:
            spans.append([piece.x0, piece.x1])
    return [(a, b) for a, b in spans]


def _inside(pieces: list[PdfLine], strips: list[tuple[float, float]]) -> bool:
    """Each piece stands in one strip's column: it reaches into no other strip."""
    return all(sum(min(piece.x1, b) > max(piece.x0, a) for a, b in strips) <= 1 for piece in pieces)


def _table_at(groups: list[list[PdfLine]], start: int, rules: tuple = (), floor: int = 0
              ) -> tuple[PdfLine, int, int] | None:
    if not _side_by_side(groups[start]):
        return None
    band = [groups[start]]
    end = start + 1
    while end < len(groups):
        group, above = groups[end], band[-1]
        height = max(line.bottom - line.top for line in above)
        if min(line.top for line in group) - max(line.bottom for line in above) > 1.2 * height:
            break
        so_far = [piece for rows in band for piece in _pieces(rows)]
        if not (_inside(_pieces(group), _strips(so_far)) or
                _side_by_side(group) and len(_strips(so_far + _pieces(group))) >= 2):
            break
        band.append(group)
        end += 1
    pieces = [piece for group in band for piece in _pieces(group)]
    strips = _strips(pieces)
    while start > floor and max(line.bottom for line in groups[start - 1]) > min(line.top for line in band[0]) and \
            _inside(_pieces(groups[start - 1]), strips):
        # a row's cell of more lines, centred in its row, begins above the row's other cells: the line above
        # that reaches down beside the first row's lines, inside one column, is that cell's (a line of text
        # over a table never stands beside its first row)
        start -= 1
        band.insert(0, groups[start])
        pieces = _pieces(groups[start]) + pieces
    if len(strips) < 2 or sum(_side_by_side(group) for group in band) < MIN_ROWS:
        return None
    if start and _side_by_side(groups[start - 1]) or end < len(groups) and _side_by_side(groups[end]):
        return None  # lines side by side go on above or below, past a gap: columns of text, not a table
    em = max(_median([line.bottom - line.top for line in pieces]) / 1.2, 1.0)
    filled = sum(any(abs(piece.x1 - b) <= em and a <= piece.x0 for a, b in strips) for piece in pieces)
    wide = min(b - a for a, b in strips) > PROSE_WIDTH * (strips[-1][1] - strips[0][0])
    if wide and (filled > FILLED * len(pieces) or len(strips) == 2) or \
            _median([len(piece.text) for piece in pieces]) >= PROSE_CHARS:
        return None  # prose in columns (its lines full, two columns of half a page each, or lines of prose)
    left = min(piece.x0 for piece in pieces)
    cells = tuple(tuple((a - left, b - left, text) for a, b in strips
                        if (text := _cell([piece for group in row for piece in _pieces(group)
                                           if a - 0.5 <= (piece.x0 + piece.x1) / 2 <= b + 0.5])))
                  for row in _rows(band, rules))
    lines = [line for group in band for line in group]
    return _as_line(lines, cells), start, end


def _median(values: list[float]) -> float:
    import statistics

    return statistics.median(values) if values else 0.0


def _rows(band: list[list[PdfLine]], rules: tuple = ()) -> list[list[list[PdfLine]]]:
    """The band's groups as the table's rows: parted by the rules across the band between them, where the
    page rules it; else at the widest jump among the gaps between groups, when it is wider than a quarter
    of a line's height (else each group is a row). Where that jump parts only the head row from the rest
    (LaTeX's booktabs: space for a rule under the head) and each line of the rest holds a cell in every
    column, those lines are rows each: a cell wrapped onto a second line leaves the other columns empty
    beside it."""
    gaps = [min(line.top for line in b) - max(line.bottom for line in a) for a, b in zip(band, band[1:])]
    left = min(line.x0 for group in band for line in group)
    right = max(line.x1 for group in band for line in group)
    ruled = [_across(rules, max(line.bottom for line in a) - 1, min(line.top for line in b) + 1, left, right)
             for a, b in zip(band, band[1:])]
    if any(ruled):
        rows = [[band[0]]]
        for parted, group in zip(ruled, band[1:]):
            if parted:
                rows.append([])
            rows[-1].append(group)
        return rows
    height = _median([line.bottom - line.top for group in band for line in group])
    ordered = sorted(gaps)
    jumps = [(b - a, (a + b) / 2) for a, b in zip(ordered, ordered[1:])]
    widest = max(jumps, default=(0.0, 0.0))
    threshold = widest[1] if widest[0] > ROW_JUMP * height else None
    rows: list[list[list[PdfLine]]] = [[band[0]]]
    for gap, group in zip(gaps, band[1:]):
        if threshold is None or gap > threshold:
            rows.append([])
        rows[-1].append(group)
    strips = _strips([piece for group in band for piece in _pieces(group)])
    if len(rows) == 2 and len(rows[0]) == 1 and all(_full(group, strips) for group in rows[1]):
        return [[group] for group in band]
    return rows


def _full(group: list[PdfLine], strips: list[tuple[float, float]]) -> bool:
    """The group holds a piece in each of the table's columns."""
    return all(any(min(piece.x1, b) > max(piece.x0, a) for piece in _pieces(group)) for a, b in strips)


def _across(rules: tuple, top: float, bottom: float, left: float, right: float) -> bool:
    """Rules between `top` and `bottom` that, one or several at one height (a rule per cell), run across
    from `left` to `right`."""
    for y in {round(y) for y, _, _ in rules if top <= y <= bottom}:
        reach = left + 1
        for _, x0, x1 in sorted((rule for rule in rules if abs(rule[0] - y) <= 1), key=lambda rule: rule[1]):
            if x0 > reach:
                break
            reach = max(reach, x1)
        if reach >= right - 1:
            return True
    return False


def _cell(pieces: list[PdfLine]) -> str:
    text = ""
    for piece in sorted(pieces, key=lambda piece: (piece.top, piece.x0)):
        text = _joined(text, piece.text) if text else piece.text
    return text


def _as_line(lines: list[PdfLine], cells) -> PdfLine:
    from collections import Counter

    sizes = Counter()
    for line in lines:
        sizes[line.size] += len(line.text)
    first = min(lines, key=lambda line: (line.top, line.x0))
    return PdfLine(first.page, _text(cells), min(line.x0 for line in lines), max(line.x1 for line in lines),
                   min(line.top for line in lines), max(line.bottom for line in lines), sizes.most_common(1)[0][0],
                   all(line.bold for line in lines), None, table=cells, table_of=tuple(lines))


def _text(cells) -> str:
    return " ".join(text for row in cells for _, _, text in row)


def joined_across_pages(before: PdfLine, after: PdfLine) -> tuple[PdfLine, str] | None:
    """A table at the foot of a page and one at the top of the next that repeats its header row: one table
    (and the repeated header's text, to record as furniture), or None."""
    if not before.table or not after.table:
        return None
    rows = list(after.table)
    header = rows.pop(0)
    if [text for *_, text in header] != [text for *_, text in before.table[0]]:
        return None
    cells = list(before.table)
    if rows and all(text[:1].islower() for *_, text in rows[0]):
        last = list(cells[-1])
        for a, b, rest in rows.pop(0):  # a row broken inside its cells: each piece into the cell above it
            at = max(range(len(last)), key=lambda k: min(b, last[k][1]) - max(a, last[k][0]), default=None)
            if at is None or min(b, last[at][1]) <= max(a, last[at][0]):
                last.append((a, b, rest))
                continue
            x0, x1, top = last[at]
            last[at] = (x0, x1, _joined(top, rest))
        cells[-1] = tuple(last)
    table = tuple(cells + rows)
    return replace(before, text=_text(table), table=table, table_of=before.table_of + after.table_of), \
        " ".join(text for *_, text in header)


def head_said_again(before: PdfLine, after: PdfLine, shift: float = 0.0) -> bool:
    """`after`, the first line of a page, says `before`, the last line of the page before, again: the same words
    at the same place in their columns (`shift`: how far right of the one before the next page's column stands,
    a 2-up sheet's right half) in the same size, and no sentence's end (a table's head row is none). A converter that
    prints a table's head on each page it spans (Calibre's Qt, Chromium: `<thead>`) says it twice at a page's turn,
    once alone at the foot where no row fitted under it (kubgu2021's «Комплект Сдающий Зона»); a reader reads it
    once. Lines a table reader does not part into cells (cells a space apart) come this way."""
    return not before.table and not after.table and before.text.strip() == after.text.strip() and \
        abs(before.x0 + shift - after.x0) <= 1.0 and before.size == after.size and \
        not before.text.rstrip().endswith((".", "!", "?", "…", ":", ";", ","))


def _joined(text: str, rest: str) -> str:
    from lawref.corpus.join import hyphen_join

    how = hyphen_join(text, rest)
    return (text[:-1] if how == "split" else text) + (" " if how == "space" else "") + rest
