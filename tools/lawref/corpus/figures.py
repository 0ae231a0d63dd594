"""An example's hand diagram (Clause.figure) as the source printed it: its lines with their layout.

A hand diagram is laid out on the page, not written: North and South stand above and below West and East, each
hand's suits in a column. Its layout is in the spaces at the start of each line and between its columns, which
clean removes from the text (the indentation, recorded as `indent`) and a tab it turns into one space; the
figure is not text, so it takes its lines as the document printed them (the extracted text, `printed`):
- a tab goes to the next stop of every eight columns, as a terminal, a typewriter's text and a browser's `<pre>`
  set it (a reader whose format sets tabs otherwise writes them out as spaces itself);
- the figure keeps each line's indentation beyond that of its least indented line (the diagram's left edge);
- a line whose words are not those of the cleaned line (furniture cut from it: a `|` border) is the cleaned
  line, at the left edge.
A reader whose format lays a diagram out otherwise writes it out in spaces: a table of hands as its grid
(`grid_lines`, lawref.corpus.formats.from_docx and from_html), a `<pre>` block as it stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import zip_longest

from lawref.corpus.clean import is_invisible, normalise_line
from lawref.corpus.levels import CAPTION, DIAGRAM_LINE, HAND, SEAT
from lawref.model import Line

TAB = 8  # a tab stop every eight columns
GAP = "  "  # between the columns of a table laid out as its grid


def printed_line(raw: str) -> str:
    """A line of the document as it is printed: tabs expanded, other spaces plain, invisible characters gone."""
    visible = "".join(ch for ch in raw if ch == "\t" or not is_invisible(ch))
    return normalise_line(visible.expandtabs(TAB))[0]


def figure_lines(lines: Sequence[Line], printed: Sequence[str]) -> tuple[str, ...]:
    """The figure's lines as printed (see the module docstring): `printed` are the document's lines, as the
    reader gave them (line n is printed[n - 1])."""
    shown = []
    for line in lines:
        raw = printed_line(printed[line.number - 1]) if 0 < line.number <= len(printed) else ""
        shown.append(raw if raw.split() == line.text.split() else line.text.strip())
    edge = min((len(s) - len(s.lstrip()) for s in shown if s.strip()), default=0)
    return tuple(s[edge:] for s in shown)


def is_diagram(lines: Sequence[str]) -> bool:
    """Lines a hand diagram is made of: each a hand's or a seat's, or several side by side
    (lawref.corpus.levels.DIAGRAM_LINE), or a caption in parentheses; or a caption wrapped onto them."""
    lines = [line for line in lines if line.strip()]
    return bool(lines) and (all(DIAGRAM_LINE.match(line) or CAPTION.match(line) for line in lines)
                            or bool(CAPTION.match(" ".join(lines))))


def is_hand_table(cells: Sequence[Sequence[Sequence[str]]]) -> bool:
    """A table (rows of cells, each cell its lines) that is a hand diagram: every line of every cell a hand's or a
    seat's or a caption (is_diagram), and a hand among them."""
    lines = [line for row in cells for cell in row for line in cell if line.strip()]
    return (bool(lines) and all(DIAGRAM_LINE.match(line) or CAPTION.match(line) for line in lines)
            and any(HAND.match(line) for line in lines))


def is_auction_table(cells: Sequence[Sequence[Sequence[str]]]) -> bool:
    """A table that is an example's auction: its first row the seats, each cell one (Запад Север Восток Юг), and
    rows of calls under them, a call a cell. Laid out as its grid (grid_lines) it reads as a typist's auction does,
    row by row under its seats; cell by cell, its seats would stand alone, each read as a diagram's seat."""
    rows = [[" ".join(line for line in cell if line.strip()) for cell in row] for row in cells]
    return len(rows) >= 2 and len(rows[0]) >= 2 and all(SEAT.match(cell) for cell in rows[0]) \
        and all(len(cell.split()) <= 1 for row in rows[1:] for cell in row)


def grid_lines(cells: Sequence[Sequence[Sequence[str]]]) -> list[str]:
    """A table laid out as its grid, as a reader sees it: each column as wide as its widest line, the columns
    two spaces apart, each row's cells side by side, line by line (a cell's lines top to bottom); empty cells
    keep their column's room, so North stands over the middle column."""
    rows = [[[" ".join(line.split()) for line in cell if line.strip()] for cell in row] for row in cells]
    columns = max((len(row) for row in rows), default=0)
    widths = [max((len(line) for row in rows if k < len(row) for line in row[k]), default=0) for k in range(columns)]
    out = []
    for row in rows:
        for parts in zip_longest(*row, fillvalue=""):
            out.append(GAP.join(part.ljust(widths[k]) for k, part in enumerate(parts)).rstrip())
    return [line for line in out if line]

