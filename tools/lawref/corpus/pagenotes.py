"""Footnotes at the foot of a printed page, as a PDF's text (`pdftotext -layout`) keeps them: the note's
number on a line of its own, its text on the lines under it, then the page's end; and its call, the same
number set as a superscript, glued to the word or bracket it follows on that page («нормальном4 розыгрыше»,
«отдельно1.», «(см. Правило 12C1)2.»).

A reader finds a note by its place and its number: the lone number stands at the page's foot (nothing but
blank lines after the note's text until the next page), the notes are numbered 1, 2, 3 … through the book,
and the page above the note holds its number glued after a word exactly once. Then the call becomes `<*>`
and the note's first line `<*> text`, where it stands (the body of the next page is not the note's: it opens
with a heading or a marker, or runs on from the page above the note); the numbers are recorded as
footnote-call and footnote-label removals. A lone number anywhere else, or one whose call is not found once
on its page, is text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from lawref.corpus.furniture import is_page_number
from lawref.corpus.headings import ends_a_passage
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_MARK
from lawref.model import Line, Removal

_LONE_NUMBER = re.compile(r"^\s*(\d{1,2})\s*$")
_ENDS = re.compile(r"[.!?:;…»\")]$")


def _call(number: int) -> re.Pattern[str]:
    """The superscript number glued after a letter or a closing bracket or quote, not part of a longer number
    or of an id («12C1», «40B2» have a letter before their digit, but a digit after it or a letter after)."""
    return re.compile(rf"(?:(?<=[^\W\d_]{{2}})|(?<=[)»\"]))({number})(?![\w])")


def place_page_notes(lines: Sequence[Line], page_breaks: set[int]) -> tuple[list[Line], list[Removal]]:
    """See the module docstring. `page_breaks`: numbers of the source lines that held a form feed. Run before
    the page furniture goes (a lone number would be taken for a page number), so page numbers are skipped."""
    lines = list(lines)
    if not page_breaks:
        return lines, []
    breaks = sorted(page_breaks)

    def page(k: int) -> int:
        return bisect_right(breaks, lines[k].number)

    removals: list[Removal] = []
    moves: dict[int, list[Line]] = {}  # index of the line a note goes before -> the note's lines
    moved: set[int] = set()
    expected = 1
    for k, line in enumerate(lines):
        m = _LONE_NUMBER.match(line.text)
        if not m or int(m[1]) != expected or k + 1 >= len(lines) or not lines[k + 1].text.strip():
            continue
        end = _note_end(lines, k + 1, page)
        after = _past_blanks(lines, end)
        while after < len(lines) and page(after) == page(k) and _LONE_NUMBER.match(lines[after].text):
            after = _past_blanks(lines, _note_end(lines, after + 1, page))  # the next note under this one
        if after < len(lines) and page(after) == page(k):
            continue  # not at the page's foot
        # the call, on the note's page or the page before (a note the page had no room for goes on to the next)
        start = next((n for n in range(k - 1, -1, -1) if page(n) < page(k) - 1), -1) + 1
        calls = [(n, c) for n in range(start, k) for c in _call(expected).finditer(lines[n].text)]
        if len(calls) != 1:
            continue
        n, c = calls[0]
        lines[n] = Line(lines[n].number, lines[n].text[:c.start()] + FOOTNOTE_MARK + lines[n].text[c.end():])
        removals.append(Removal(FOOTNOTE_CALL, lines[n].number, c[1]))
        removals.append(Removal(FOOTNOTE_LABEL, line.number, m[1]))
        note = [Line(lines[k + 1].number, f"{FOOTNOTE_MARK} {lines[k + 1].text.lstrip()}"), *lines[k + 2:end]]
        lines[k] = Line(line.number, "")
        place = _next_unit(lines, n, k)
        if place == k:
            lines[k + 1:end] = note
        else:
            moves.setdefault(place, []).extend([Line(line.number, ""), *note, Line(note[-1].number, "")])
            moved.update(range(k + 1, end))
        expected += 1
    if not moves:
        return lines, removals
    out: list[Line] = []
    for i, line in enumerate(lines):
        out.extend(moves.get(i, ()))
        if i not in moved:
            out.append(line)
    return out, removals


def _past_blanks(lines: Sequence[Line], k: int) -> int:
    """The first line from `k` that is neither blank nor a page number (a lone number that may be a note's is
    kept)."""
    while k < len(lines) and (not lines[k].text.strip() or is_page_number(lines[k].text)
                              and not _LONE_NUMBER.match(lines[k].text)):
        k += 1
    return k


def _note_end(lines: Sequence[Line], k: int, page) -> int:
    """The line after a note's text, which runs from `k` to a blank line, the next note's number or the page's
    end."""
    end = k
    while end < len(lines) and lines[end].text.strip() and page(end) == page(k) \
            and (end == k or not _LONE_NUMBER.match(lines[end].text)):
        end += 1
    return end


def _next_unit(lines: Sequence[Line], call: int, foot: int) -> int:
    """Where a note is read: before the first unit that opens after the passage holding its call (a heading,
    a section, an item, where the sentence above ends), or at the page's foot where it stands."""
    above = lines[call].text
    for n in range(call + 1, foot):
        text = lines[n].text.strip()
        if not text or is_page_number(text):
            continue
        if _ENDS.search(above.rstrip()) and ends_a_passage(text):
            return n
        above = text
    return foot
