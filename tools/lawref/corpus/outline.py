"""A generator's outline numbers before the book's own headings (clean, after the furniture).

A document tool that numbers sections itself (asciidoctor's `:sectnums:`, the DocBook stylesheets'
`section.autolabel`, a word processor's outline numbering) prints its own number before each heading: «1.
Предисловие», «2. Определения», «3. Правило 1. Колода», «8. Правило 12. Полномочия…», and one level down «8.3. C.
Присуждение…». The book's own numbers are the Law numbers after «Правило»; the tool's count the headings. A
reader tells them apart by their sequence, not by their look:

- the top level: lines «N. <heading>» whose heading is one of the book's levels (a Law heading, the Definitions,
  a front or back matter heading, a chapter or a part) and whose N count 1, 2, 3 … through the headings, while
  the Law numbers inside follow the book (at least one differs from its N: a book that numbers its Laws «3.
  Правило 3.» has no second count);
- a level below: lines «N.M. <text>» (and «N.M.K.») under the top-level heading numbered N, M counting 1, 2, 3 …
  under it.

The number's separator is a class: a full stop («8. », «8.3. ») or none («1 ГЛАВА II. …», «1.1 ПРАВИЛО 1. …», as
makeinfo numbers its chapters and sections), the same through a count and the levels under it. The headings' own
numbers (a Law's, a chapter's, roman or Arabic) are what the tool's count must differ from somewhere: «1 ГЛАВА
II», «2 ГЛАВА IV» count the headings, not the chapters.

Only a run of OUTLINE_RUN headings at least is a count (a list's «1. Определения» alone is not). The number is
removed and recorded as kind "outline-number"; the heading stays as the book typed it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lawref.corpus.headings import (
    CHAPTER,
    DEFINITIONS,
    LAW_HEADING,
    PART,
    is_back_heading,
    is_front_heading,
    law_number,
    roman_to_int,
)
from lawref.model import Line, Removal

OUTLINE = "outline-number"
OUTLINE_RUN = 3  # top-level headings, at least, counted 1, 2, 3 … for the count to be a tool's
_NUMBER = r"\d{1,3}(?:\.\d{1,3})*"  # «8», «8.3»: a tool's outline number, before its full stop
# the number, its separator (a full stop or none: group 3), the heading
_NUMBERED = re.compile(rf"^(({_NUMBER})(\.?)\s+)(\S.*)$")
# the number alone, opening a line (lawref.corpus.furniture: «12. ПРАВИЛО 23. …» in a contents list)
OUTLINE_PREFIX = re.compile(rf"^{_NUMBER}\.\s+")
_SECTION = re.compile(r"^[A-ZА-ЯЁ]\.\s+\S")  # a section's letter and title, one level under a Law


def _top_heading(text: str) -> bool:
    """A heading of the book's levels above a Law's body, as the tool's number would stand before it."""
    return bool(LAW_HEADING.match(text) or DEFINITIONS.match(text) or CHAPTER.match(text) or PART.match(text)
                or is_front_heading(text) or is_back_heading(text))


def _own_number(heading: str) -> int | None:
    """The heading's own number, as the book printed it: a Law's, a chapter's or a part's (roman or Arabic)."""
    if hm := LAW_HEADING.match(heading):
        return law_number(hm[1])
    if cm := CHAPTER.match(heading) or PART.match(heading):
        return roman_to_int(cm[2])
    return None


def outline_numbers(texts: Sequence[str]) -> dict[int, str]:
    """index -> the tool's number to remove («8. », «8.3. », «1.1 ») of the lines that carry one (see the module)."""
    runs: list[list[tuple[int, str, str]]] = []  # each: (index, prefix, heading) counted 1, 2, 3 …
    stops: list[str] = []  # each run's separator: «.» or none
    for index, text in enumerate(texts):
        m = _NUMBERED.match(text.strip())
        if not m or "." in m[2] or not _top_heading(m[4]):
            continue
        number = int(m[2])
        if number == 1:
            runs.append([(index, m[1], m[4])])
            stops.append(m[3])
        elif runs and number == len(runs[-1]) + 1 and m[3] == stops[-1]:
            runs[-1].append((index, m[1], m[4]))
    found: dict[int, str] = {}
    for run, stop in zip(runs, stops):
        own = [(n, number) for n, (_, _, heading) in enumerate(run, 1)
               if (number := _own_number(heading)) is not None]
        if len(run) < OUTLINE_RUN or not any(n != number for n, number in own):
            continue
        found.update((index, prefix) for index, prefix, _ in run)
        _below(texts, run, stop, found)
    return found


def _below(texts: Sequence[str], run: list[tuple[int, str, str]], stop: str, found: dict[int, str]) -> None:
    """The levels under a counted run: «N.M. » under the heading numbered N, M counting 1, 2, 3 …, with the run's
    separator; with none, the text after the number a heading of the book's levels, or a section's line
    («A. Указание…»)."""
    for n, (start, _, _) in enumerate(run, 1):
        end = run[n][0] if n < len(run) else len(texts)
        counts: dict[str, int] = {str(n): 0}  # a number's prefix -> the last count under it
        for index in range(start + 1, end):
            m = _NUMBERED.match(texts[index].strip())
            if not m or "." not in m[2] or m[3] != stop or not (stop or _top_heading(m[4]) or _SECTION.match(m[4])):
                continue
            parent, _, last = m[2].rpartition(".")
            if parent in counts and int(last) == counts[parent] + 1:
                counts[parent] = int(last)
                counts[m[2]] = 0
                found[index] = m[1]


def strip_outline_numbers(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """The lines with the tool's outline numbers removed (outline_numbers), and the removals."""
    found = outline_numbers([line.text for line in lines])
    if not found:
        return lines, []
    out, removed = [], []
    for index, line in enumerate(lines):
        prefix = found.get(index)
        if prefix is None:
            out.append(line)
            continue
        start = line.text.index(prefix)
        out.append(Line(line.number, line.text[:start] + line.text[start + len(prefix):]))
        removed.append(Removal(OUTLINE, line.number, prefix.strip()))
    return out, removed
