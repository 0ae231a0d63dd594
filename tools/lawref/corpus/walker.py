"""One structural walker for the law and the commentary, driven by a table of levels (lawref.corpus.levels).

A table row (`Level`) is data: the level's name and clause kind, the marker that may open it, the levels it
stands under (`parents`, nearest first), its id rule, its sequence rule, and how far the sequence runs.
The walker does what a reader does with any such table, in two passes over the cleaned lines:

1. `sequence_scan`: Law headings are the heaviest rising run of Law numbers (`rising_run`); every other
   marker is checked against the label open at its level. A marker that breaks its sequence (on a line that
   continues the line above, or wherever it stands for a level whose numbers never go back), or a label right
   under a reference it would complete («… Правило 82C3(b)» / «(i) …»), is text continued from the line
   before. Each such decision is a `Decision` that the parser reports, so `lawref check` names file:line.
2. `Walker`: the blocks are built into drafts on a stack of open levels: a unit opens under the nearest
   open level among its parents, takes its id from its row's id rule, and closes the levels under it.

What is the law's or the commentary's own (a Law's title that wraps, footnotes, an example's auction, the
Cyrillic sub-item alphabet) stays in lawref.corpus.parse_law / parse_commentary, as handlers of their rows.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lawref.corpus.blocks import Draft, DraftTree
from lawref.corpus.headings import law_number, law_word_pattern
from lawref.model import Line

_ENDS_SENTENCE = re.compile(r"[.!?:;…»\")]$")
# A line ending in a reference that a label on the next line would complete: «… Правило 82C3(b)», «см. 27В1».
ENDS_IN_REFERENCE = re.compile(
    rf"(?:(?<!\w)(?:{law_word_pattern()}|пп?\.|пункт\w*)\s+|\b\d{{1,3}}[A-ZА-ЯЁ]\d{{0,2}})(?:\d{{1,3}}(?:[A-ZА-ЯЁ]\d{{0,2}})?)?"
    r"(?:\([a-zа-яёivx]{1,5}\))*$", re.IGNORECASE)

# When a marker that breaks its sequence is text: only on a line that continues the line above (a law's
# books skip numbers; a real misnumbered unit after a blank line is a unit, warned), or wherever it stands
# (a commentary's paragraph numbers never go back: «29.2. выше» at a line start is a reference).
CONTINUING, ALWAYS = "continuing", "always"


@dataclass(frozen=True)
class Level:
    """One level of a table: see the module docstring."""

    name: str
    kind: str  # the clause kind of its drafts
    marker: Callable[[str], re.Match | None]  # does a line open it? `label` reads its number or letter
    parents: tuple[str, ...]  # the levels it stands under, the nearest first
    ident: Callable[[Draft | None, str], str]  # id rule: (parent draft, label as the id spells it) -> id
    follows: Callable[[str, str], bool] | None = None  # sequence rule: may `this` follow `previous` ("": none)?
    label: Callable[[re.Match], str] = lambda m: next(g for g in m.groups() if g)
    breaks: str = CONTINUING  # when a marker out of sequence is text: CONTINUING or ALWAYS
    keeps_case: bool = False  # its labels are compared as printed (a section's capital), else in lower case
    # the level whose opening restarts its sequence: None, any level it stands under; "" never (a
    # commentary's paragraph numbers run through the document, 27.9 then 28.1)
    restarts_at: str | None = None
    inner: str | None = None  # a level whose marker may open the rest of its line («1.1.(a) …»)
    anywhere: bool = False  # judged before any Law heading opens (a commentary may begin with «28.1.»)
    # a level whose number the label begins with («28.3.» is numbered by Law 28): on a line that continues the
    # one above, a label of another number than the open one breaks the sequence; standing apart, it opens
    # that number (paragraph 28.1 after the heading of Law 27 opens the commentary on Law 28)
    numbered_by: str | None = None
    after_reference: bool = False  # right under a line that ends in a reference, its label completes it
    # a further condition on the labels open in the scan (lawref.corpus.levels: «(i)» right after «(h)»)
    when: Callable[[dict[str, str], re.Match], bool] | None = None
    # the label `diag_KEY` that reports a marker of an ALWAYS level read as text on a line that does not run on
    # from the text above (a misprint?)
    broken_key: str = "label_out_of_order"
    broken_code: str = "out-of-sequence"  # and its code (a commentary's misnumbered paragraph: "paragraph-law")


@dataclass(frozen=True)
class Decision:
    """A marker read as text by the sequence rules: `check` reports it, worded by the label `diag_KEY`."""
    line: int
    key: str
    fields: tuple[tuple[str, str], ...] = ()
    code: str = "out-of-sequence"


def continues(above: str | None) -> bool:
    """Does the text run on from the line `above` (None: a blank line stood between)?"""
    return above is not None and bool(above.strip()) and (
        not _ENDS_SENTENCE.search(above.rstrip()) or bool(ENDS_IN_REFERENCE.search(above.rstrip())))


def rising_run(candidates: Sequence[tuple[int, float]]) -> set[int]:
    """The indexes of the rising run of numbers a reader keeps: the heaviest (each candidate weighs its
    weight); of runs that weigh the same, the one whose steps continue the sequence (n after n-1) more often;
    of those, the one that ends first (a later heading does not outweigh an earlier one by coming later)."""
    best: list[tuple[float, int]] = []
    back: list[int] = []
    for i, (number, weight) in enumerate(candidates):
        score, prev = (weight, 0), -1
        for j in range(i):
            if candidates[j][0] < number:
                step = (best[j][0] + weight, best[j][1] + (number == candidates[j][0] + 1))
                if step > score:
                    score, prev = step, j
        best.append(score)
        back.append(prev)
    chain: set[int] = set()
    if candidates:
        i = max(range(len(candidates)), key=lambda n: (best[n], -n))
        while i >= 0:
            chain.add(i)
            i = back[i]
    return chain


def _shape(text: str, heading: re.Match) -> tuple[bool, bool]:
    """How a Law heading is set: its first word («ПРАВИЛО», «Правило») in capitals; a title on its line."""
    word = text.split(maxsplit=1)[0] if text.split() else ""
    letters = [c for c in word if c.isalpha()]
    # the heading patterns' last group is the title (LAW_HEADING, COMMENTARY_HEADING); else what follows the match
    title = heading.group(heading.lastindex) or "" if (heading.lastindex or 0) > 1 else text[heading.end():]
    return bool(letters) and all(c.isupper() for c in letters), any(c.isalpha() for c in title)


def _majority(values) -> bool | None:
    """The value most of them have (more than half), else None."""
    counts = Counter(values)
    total = sum(counts.values())
    value, count = counts.most_common(1)[0] if counts else (None, 0)
    return value if count * 2 > total else None


def law_headings(lines: Sequence[Line], is_heading: Callable[[str], re.Match | None]
                 ) -> tuple[dict[int, int], list[Decision]]:
    """The lines that are Law headings (the heaviest rising run of Law numbers: line -> Law), and the ones
    read as text."""
    candidates = []  # (line number, law number, weight)
    texts = [line.text for line in lines]
    found = [(k, m) for k, line in enumerate(lines) if (m := is_heading(line.text))]
    # The book's own way of setting its headings, feature by feature, as most of them have it: the word
    # «Правило» in capitals or not, a title on the heading's line or not (None: no feature has a majority).
    shapes = [_shape(lines[k].text, m) for k, m in found]
    book_shape = tuple(_majority(shape[n] for shape in shapes) for n in range(2))
    for (k, m), shape in zip(found, shapes):
        line = lines[k]
        above = texts[k - 1] if k > 0 else None
        after = next((t for t in texts[k + 1:k + 4] if t.strip()), "")
        weight = 1.0
        if continues(above):
            # a wrapped line that happens to begin «Правило 28.»; set otherwise than the book's headings
            # («…применяется» / «Правило 31.» in a book of «ПРАВИЛО 27 ТИТУЛ» or «Правило 27. Титул»), it is the
            # sentence going on, whatever the sequence
            unlike = any(want is not None and have != want for have, want in zip(shape, book_shape))
            weight = 0.0 if unlike else 0.01
        elif is_heading(after):
            weight = 0.5  # a heading with no text under it: a contents entry
        candidates.append((line.number, law_number(m[1]), weight))
    chain = {i for i in rising_run([(number, weight) for _, number, weight in candidates]) if candidates[i][2] > 0}
    kept, decisions = {}, []
    open_law = None
    for i, (number_line, law, weight) in enumerate(candidates):
        if i in chain:
            kept[number_line] = law
            open_law = law
        elif weight < 1 and open_law is not None and law > open_law:
            decisions.append(Decision(number_line, "heading_continues", (("law", str(law)),)))
        elif open_law is not None:
            decisions.append(Decision(number_line, "heading_not_after",
                                      (("law", str(law)), ("previous", str(open_law)))))
        else:
            decisions.append(Decision(number_line, "heading_breaks_order", (("law", str(law)),)))
    return kept, decisions


def below(table: Sequence[Level], name: str) -> tuple[str, ...]:
    """The levels that stand under `name` in `table`, at any depth (they close when it opens)."""
    return tuple(level.name for level in table if name in _above(table, level.name))


def sequence_scan(lines: Sequence[Line], table: Sequence[Level], heads: dict[int, int], demoted: set[int],
                  skip: frozenset[int] | set[int] = frozenset()) -> list[Decision]:
    """Walk the body markers of `table` (its first row is the Law heading, found by `law_headings`: `heads`
    maps the lines that opened a Law to its number; `demoted` were read as text) and add to `demoted` the
    lines whose marker is text by the sequence rules; return the decisions to report. Lines in `skip` (a
    book's own headings, lawref.corpus.book) are passed by."""
    body = [level for level in table[1:] if level.follows is not None]
    restarts = {level.name: _restarted_by(table, level.name) for level in table}
    decisions: list[Decision] = []
    open_: dict[str, str] = {}
    above: str | None = None  # the line above, None after a blank line
    last_text: str | None = None  # the last line of text, across blank lines

    def opened(name: str, label: str) -> None:
        open_[name] = label
        for other in restarts[name]:
            open_.pop(other, None)

    for line in lines:
        text = line.text
        if not text.strip():
            above = None
            continue
        if line.number in skip:
            continue
        if line.number in heads:
            opened(table[0].name, str(heads[line.number]))
            above = last_text = text
            continue
        if line.number in demoted:
            above = last_text = text
            continue
        found = _marker(body, text, open_)
        if found is not None:
            level, m = found
            label = level.label(m)
            key = label if level.keeps_case else label.lower()
            previous = open_.get(level.name, "")
            after_reference = level.after_reference and above is not None \
                and bool(ENDS_IN_REFERENCE.search(above.rstrip()))
            out_of_sequence = not level.follows(previous, key)
            own = key.split(".")[0] if level.numbered_by else None
            if own is not None and open_.get(level.numbered_by, own) != own and continues(above):
                out_of_sequence = True
            if after_reference or (out_of_sequence and (level.breaks == ALWAYS or continues(above))):
                decisions.append(_decision(table, level, line.number, text, label, previous, open_,
                                           after_reference, continues(above) or continues(last_text)))
                demoted.add(line.number)
            else:
                opened(level.name, key)
                if own is not None:
                    open_[level.numbered_by] = own
                inner = _level(table, level.inner) if level.inner else None
                if inner is not None and (im := inner.marker(m[m.lastindex])) and inner.follows("", inner.label(im)):
                    opened(inner.name, inner.label(im).lower())
        above = last_text = text
    return decisions


def _decision(table: Sequence[Level], level: Level, number: int, text: str, label: str, previous: str,
              open_: dict[str, str], after_reference: bool, continuing: bool) -> Decision:
    """How `check` words a marker read as text: it completes a reference, it breaks its sequence on a line
    that runs on from the text above (a blank line between or not), or it stands apart: a misprint?"""
    start = (("start", text.strip()[:30]), ("label", label))
    if after_reference:
        return Decision(number, "label_completes_reference", start)
    if continuing:
        if previous:
            return Decision(number, "label_breaks_sequence", (*start, ("previous", previous)))
        return Decision(number, "label_breaks_sequence_first", start)
    if level.broken_key == "paragraph_out_of_order":
        return Decision(number, level.broken_key, (("number", label), ("law", open_.get(table[0].name, "—"))),
                        level.broken_code)
    return Decision(number, level.broken_key, (*start, ("previous", previous or "—")), level.broken_code)


def _restarted_by(table: Sequence[Level], name: str) -> tuple[str, ...]:
    """The levels whose sequence restarts when `name` opens."""
    return tuple(level.name for level in table if level.name != name and (
        level.restarts_at == name if level.restarts_at is not None else name in _above(table, level.name)))


def _above(table: Sequence[Level], name: str) -> set[str]:
    """The levels that `name` stands under, at any depth."""
    by_name = {level.name: level for level in table}
    found: set[str] = set()
    todo = list(by_name[name].parents) if name in by_name else []
    while todo:
        parent = todo.pop()
        if parent in by_name and parent not in found:
            found.add(parent)
            todo.extend(by_name[parent].parents)
    return found


def _level(table: Sequence[Level], name: str) -> Level:
    return next(level for level in table if level.name == name)


def _marker(body: Sequence[Level], text: str, open_: dict[str, str]) -> tuple[Level, re.Match] | None:
    """The first body level (in table order) whose marker opens `text` and whose condition holds."""
    for level in body:
        if not open_ and not level.anywhere:
            continue  # a law's front matter (a contents list numbered «1.») is not its body
        if (m := level.marker(text)) and (level.when is None or level.when(open_, m)):
            return level, m
    return None


class Walker(DraftTree):
    """Drafts built on a stack of open levels of `table` (see the module docstring)."""

    table: tuple[Level, ...] = ()

    def __init__(self, path: str):
        super().__init__(path)
        self.open: dict[str, Draft] = {}
        self.footnotes: dict[str, dict[str, str]] = {}  # law -> footnote mark -> footnote id
        self.notes_of: dict[str, int] = {}  # law -> how many footnotes it has so far
        self._levels = {level.name: level for level in self.table}
        self._closes = {level.name: below(self.table, level.name) for level in self.table}

    def level(self, name: str) -> Level:
        return self._levels[name]

    def parent_of(self, name: str) -> Draft | None:
        """The nearest open level among the parents of `name`."""
        return next((self.open[p] for p in self._levels[name].parents if p in self.open), None)

    def open_unit(self, name: str, label: str, key: str, line: int, *, title: str = "",
                  parent: Draft | None = None, kind: str | None = None, law: str | None = None) -> Draft:
        """Open a unit of level `name` under `parent` (default: the nearest open parent level), its id by the
        row's id rule from the key `key`; the levels under it close."""
        level = self._levels[name]
        parent = parent if parent is not None else self.parent_of(name)
        draft = self.add(Draft(level.ident(parent, key), kind or level.kind, parent.id if parent else None,
                               law if law is not None else parent.law if parent else key, label, title, line),
                         parent)
        for deeper in self._closes[name]:
            self.open.pop(deeper, None)
        self.open[name] = draft
        return draft

    def close_all(self) -> None:
        self.open = {}

    def add_footnote(self, block, m: re.Match) -> Draft:
        """A footnote «<*> …» (its mark the level's marker `m`: m[1], its text from m.start(2)) of the Law (or the
        commentary on it) open: the Law's notes numbered in order however marked (a scan's notes are all `<*>`),
        its mark linked to the call in the text (`footnotes`: law -> mark -> id)."""
        container = self.open[self.table[0].name]
        law = container.law
        number = self.notes_of.get(law, 0) + 1
        self.notes_of[law] = number
        draft = self.add(Draft(self.level("footnote").ident(container, str(number)), "footnote", container.id, law,
                               m[1], "", block.line), container)
        self.footnotes.setdefault(law, {})[m[1]] = draft.id
        draft.add_lines(block.lines, skip=m.start(2))
        return draft

    def report(self, decisions: Sequence[Decision]) -> None:
        for decision in decisions:
            self.warn(decision.code, decision.key, decision.line, **dict(decision.fields))
