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
from functools import cache

from lawref.corpus.furniture import is_page_number
from lawref.corpus.headings import ends_a_passage, is_structural_heading
from lawref.corpus.levels import DASH_RULE, FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_MARK
from lawref.model import Line, Removal

_LONE_NUMBER = re.compile(r"^\s*(\d{1,2})\s*$")
_ENDS = re.compile(r"[.!?:;…»\")]$")


_WORD_END = r"[^\W\d_]{2}"  # a word's last two letters: a one-letter abbreviation («п.1», «В.2») calls nothing
_CLOSER = r"[)»\"]"  # a closing bracket or quote


@cache
def call_pattern(number: int | None = None, after_word: bool = True) -> re.Pattern[str]:
    """A note's call as a text keeps a superscript number, the one rule for it (group 1 the number; `number`, or
    any of one or two figures): glued after a closing bracket or quote, or after the punctuation that ends the
    sentence or clause, as a formatter's text glues it («карты.1», «минус».1», «(Закон 90);3», «взятке;1»); with
    `after_word`, glued to a word too («нормальном4»: a text whose calls stand before the stop). Never after a
    digit («12.1») or a one-letter abbreviation («п.1»), nor part of a longer number, an id («12C1», «40B2» have
    a letter before their digit, but a digit or a letter after it) or a dotted number («гл.2.1»). The notes at a
    page's foot (pdftotext) take calls glued to words; the chapter's notes a converter prints with no number
    (Calibre's TXT, clean.place_unnumbered_notes) only calls after a stop, as it glues them."""
    glue = [f"{_WORD_END}[.,;:!?]", f"{_CLOSER}[.,;:!?]", _CLOSER] + ([_WORD_END] if after_word else [])
    figures = str(number) if number is not None else r"\d{1,2}"
    return re.compile("(?:" + "|".join(f"(?<={g})" for g in glue) + rf")({figures})(?!\w|[.,]\d)")


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
        calls = [(n, c) for n in range(start, k) for c in call_pattern(expected).finditer(lines[n].text)]
        if len(calls) != 1:
            continue
        n, c = calls[0]
        _mark_call(lines, n, c, removals)
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
    return _moved(lines, moves, moved), removals


def _mark_call(lines: list[Line], n: int, call: re.Match, removals: list[Removal]) -> None:
    """The note's call on line `n` becomes `<*>`, the figure recorded."""
    text = lines[n].text
    lines[n] = Line(lines[n].number, text[:call.start()] + FOOTNOTE_MARK + text[call.end():])
    removals.append(Removal(FOOTNOTE_CALL, lines[n].number, call[1]))


def _moved(lines: list[Line], moves: dict[int, list[Line]], moved: set[int]) -> list[Line]:
    """The lines with the notes read where they go: `moves` maps the index of the line they go before (or the
    lines' count: the end) to their lines; the indexes in `moved` are where they stood."""
    if not moves:
        return lines
    out: list[Line] = []
    for i, line in enumerate(lines):
        out.extend(moves.get(i, ()))
        if i not in moved:
            out.append(line)
    out.extend(moves.get(len(lines), ()))
    return out


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


# A page's notes under a short rule, as a formatter's plain text prints them (groff -ms: «───────────», then
# «  1 Проценты …» with the note's number on its first line): see place_ruled_notes.
_SHORT_RULE = re.compile(r"^\s*(?:[─━_]{5,40}|-{5,40})\s*$")
_NUMBERED_NOTE = re.compile(r"^\s*(\d{1,2})\s+(?=\S)")
_RUNS_ON = re.compile(r"(?:[^\W\d_]|[,(«\-‐–—])$")
NOTE_RULE = "footnote-rule"
CALL_REACH = 80  # lines above a page's notes where their calls are looked for (a page and a bit)


def place_ruled_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """Notes at a page's foot under a short rule with no page breaks marked (a formatter's plain text, its pages
    set off by blank lines and furniture only): under the rule, lines opening with the numbers of the book's
    next notes (1, 2, 3 … through the book), each number glued to a word exactly once in the text above (since
    the notes before: `игры1:`). The call becomes `<*>`, the note `<*> text`, and the notes are read where the
    passage that calls them ends (the body runs on over the page's foot around them); the rule goes. Under a
    rule on a later page, lines that open with no number go on with the note before when its sentence is left
    unfinished («… см. там же, раздел» / next page's foot «Е.»)."""
    lines = list(lines)
    removals: list[Removal] = []
    moves: dict[int, list[Line]] = {}  # index of the line the notes go before -> their lines
    moved: set[int] = set()
    expected, scope = 1, 0
    last_note: list[Line] | None = None
    for k, line in enumerate(lines):
        if not _SHORT_RULE.match(line.text) or k + 1 >= len(lines) or not lines[k + 1].text.strip():
            continue
        end = k + 1
        while end < len(lines) and lines[end].text.strip():
            end += 1
        m = _NUMBERED_NOTE.match(lines[k + 1].text)
        if not m:
            if last_note is not None and _RUNS_ON.search(last_note[-1].text.rstrip()) \
                    and not _SHORT_RULE.match(lines[k + 1].text):
                last_note.extend(lines[k + 1:end])  # a note left unfinished at the foot of the page before
                moved.update(range(k, end))
                removals.append(Removal(NOTE_RULE, line.number, line.text.strip()))
                scope = end
            continue
        notes: list[list[Line]] = []
        for n in range(k + 1, end):
            opens = _NUMBERED_NOTE.match(lines[n].text)
            if opens and int(opens[1]) == expected + len(notes):
                notes.append([lines[n]])
            elif notes:
                notes[-1].append(lines[n])
            else:
                break
        if not notes or int(m[1]) != expected:
            continue
        calls = []
        for number in range(expected, expected + len(notes)):
            found = [(n, c) for n in range(max(scope, k - CALL_REACH), k)
                     for c in call_pattern(number).finditer(lines[n].text)]
            if len(found) != 1:
                break
            calls.append(found[0])
        if len(calls) != len(notes):
            continue
        for (n, c), note in zip(calls, notes):
            _mark_call(lines, n, c, removals)
            label = _NUMBERED_NOTE.match(note[0].text)
            removals.append(Removal(FOOTNOTE_LABEL, note[0].number, label[1]))
            note[0] = Line(note[0].number, f"{FOOTNOTE_MARK} {note[0].text[label.end():]}")
        removals.append(Removal(NOTE_RULE, line.number, line.text.strip()))
        place = _passage_end_after(lines, calls[-1][0], k, end)
        block = moves.setdefault(place, [])
        for note in notes:
            block.extend([Line(note[0].number, ""), *note])
        last_note = block  # (its last line is the last note's: a continuation goes on after it)
        moved.update(range(k, end))
        expected += len(notes)
        scope = end
    # a blank line after the notes set before a line (the body goes on under them; at the end, nothing does)
    moves = {i: [*block, Line(block[-1].number, "")] if i < len(lines) else block for i, block in moves.items()}
    removals.sort(key=lambda r: r.line)
    return _moved(lines, moves, moved), removals


def _passage_end_after(lines: Sequence[Line], call: int, rule: int, end: int) -> int:
    """Where notes are read that stand at a page's foot under a rule (lines `rule` to `end`): before the first
    unit that opens after the passage holding their call (a heading, a section, an item), over the page's foot
    and its furniture; the unit ends the passage when the sentence above it ended, or a blank line stands
    before it and the line above does not run on; else the book's end."""
    above = lines[call].text.rstrip()
    for n in range(call + 1, len(lines)):
        if rule <= n < end:
            continue
        text = lines[n].text.strip()
        if not text or is_page_number(text):
            continue
        blank_before = n > 0 and not lines[n - 1].text.strip()
        if ends_a_passage(text) and (_ENDS.search(above) or blank_before and not _RUNS_ON.search(above)):
            return n
        above = text
    return len(lines)


def starred_notes_to_calling_laws(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """Notes read at a page's foot under a dash rule, `<*> text` (a scan's notes the reader set off: OCR's text,
    a layer), where a heading stands between the note and its call: a Law's or a chapter's heading opened on the
    page after the passage that calls it (ladya2007's 16D1 calls the note printed under Law 17's first
    sections). A reader takes a note to its call: each goes, with its rule, before the first heading after its
    call, so the Law that calls it holds it. The calls are the `<*>` marks above the rule back to the notes
    before, as many as the notes, in order; where they are not, the notes stay where they stand. Nothing is
    removed (the lines move)."""
    lines = list(lines)
    moves: dict[int, list[Line]] = {}
    moved: set[int] = set()
    scope = 0
    k = 0
    while k < len(lines):
        if not DASH_RULE.match(lines[k].text) or k + 1 >= len(lines) or \
                not lines[k + 1].text.startswith(f"{FOOTNOTE_MARK} "):
            k += 1
            continue
        notes, end = [], k + 1  # each note: (first line, line after it)
        while end < len(lines) and lines[end].text.startswith(f"{FOOTNOTE_MARK} "):
            start = end
            end += 1
            while end < len(lines) and lines[end].text.strip() and not lines[end].text.startswith(FOOTNOTE_MARK):
                end += 1
            notes.append((start, end))
        calls = [n for n in range(scope, k) for _ in range(lines[n].text.count(FOOTNOTE_MARK))
                 if not lines[n].text.startswith(FOOTNOTE_MARK)]
        if len(calls) == len(notes):
            for call, (start, stop) in zip(calls, notes):
                heading = next((n for n in range(call + 1, k) if is_structural_heading(lines[n].text.strip())), None)
                if heading is None:
                    continue
                rule = lines[k] if start == k + 1 else Line(lines[start].number, lines[k].text)
                moves.setdefault(heading, []).extend([rule, *lines[start:stop], Line(lines[stop - 1].number, "")])
                moved.update(range(start, stop))
            if all(start in moved for start, _ in notes):
                moved.add(k)  # (the rule went with the first note)
        scope = k = end
    return _moved(lines, moves, moved), []
