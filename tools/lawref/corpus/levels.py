"""The levels of a Law's body as data, and the sequence rule a human reader applies to their markers.

Each row of `LAW_LEVELS`: the level's name, the marker that may open it, the levels it stands under, and
its sequence rule (may this number or letter follow the one open at this level?). `sequence_scan` walks the
cleaned lines once, before they are split into blocks, and decides which marker lines open a unit:

- a Law number goes up: of the Law headings, the longest rising run is kept (a heading right under a line
  it continues, or one directly followed by another heading, as in a contents list, weighs less), and every
  other one («Правило 28. В этом случае Судья может:» inside Law 33, a line that wrapped there) is text;
- an item, a sub-item or a deeper item that breaks its sequence, on a line that continues the line above
  (no blank line between, and that line does not end a sentence), is text continued from it;
- a sub-item label right under a reference that it would complete («… Правило 82C3(b)» / «(i) …») is
  text whatever its letter.

Each such decision is a `Decision` (line, message) that the parser reports as a warning, so `lawref check`
says file:line where it read a marker as text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lawref.corpus.headings import LAW_HEADING
from lawref.ids import latin_subitem
from lawref.model import Line
from lawref.numbering import roman_to_int

CYRILLIC_ORDER = "абвгдежзиклмнопрстуфхцчшщэюя"
LATIN_ORDER = "abcdefghijklmnopqrstuvwxyz"

SECTION = re.compile(r"^\s*([A-ZА-ЯЁ])\.\s+(\S.*)$")
ITEM = re.compile(r"^\s*(\d{1,2})[.)](?:\s+|$)(.*)$")
SUBITEM = re.compile(r"^\s*(?:\(([a-zа-яё])\)|([a-zа-яё])\))\s*(.*)$")
DEEP = re.compile(r"^\s*\(([ivx]{1,5})\)\s*(.*)$")
DASH_RULE = re.compile(r"^\s*[-–—_]{5,}\s*$")
FOOTNOTE = re.compile(r"^\s*(<\*+>|\(\*+\)|<\d{1,2}>)\s*(.*)$")  # «<*> …», «(*) …», «<1> …»: a footnote of the Law

_ENDS_SENTENCE = re.compile(r"[.!?:;…»\")]$")
# A line ending in a reference that a label on the next line would complete: «… Правило 82C3(b)», «см. 27В1».
_ENDS_IN_REFERENCE = re.compile(
    r"(?:\b(?:правил\w*|пп?\.|пункт\w*)\s+|\b\d{1,3}[A-ZА-ЯЁ]\d{0,2})(?:\d{1,3}(?:[A-ZА-ЯЁ]\d{0,2})?)?"
    r"(?:\([a-zа-яёivx]{1,5}\))*$", re.IGNORECASE)


def follows_letter(previous: str, letter: str) -> bool:
    """Is `letter` the first of a list (a, а) or the one after `previous`, in Latin or Cyrillic order?"""
    letter = letter.lower()
    if not previous:
        return letter in ("a", "а")
    for order in (LATIN_ORDER, CYRILLIC_ORDER):
        if previous in order and order.find(letter) == order.index(previous) + 1:
            return True
    # a Cyrillic look-alike continuing a Latin list ((d) then (е)) and the other way round
    return latin_subitem(letter) in LATIN_ORDER and latin_subitem(previous) in LATIN_ORDER and \
        LATIN_ORDER.find(latin_subitem(letter)) == LATIN_ORDER.index(latin_subitem(previous)) + 1


def follows_number(previous: str, number: str) -> bool:
    return int(number) == (int(previous) + 1 if previous else 1)


def follows_roman(previous: str, roman: str) -> bool:
    value = roman_to_int(roman.upper())
    return value is not None and value == ((roman_to_int(previous.upper()) or 0) + 1 if previous else 1)


def follows_section(previous: str, letter: str) -> bool:
    from lawref.ids import latin_section

    letter = latin_section(letter)
    return letter == "A" if not previous else ord(letter) == ord(latin_section(previous)) + 1


@dataclass(frozen=True)
class Level:
    name: str
    marker: re.Pattern  # group 1 (or 2) is the number or letter
    parents: tuple[str, ...]  # the levels it stands under
    follows: Callable[[str, str], bool]  # sequence rule: may `this` follow `previous` (empty: none open)?


# The body of a Law, from the top. The Law heading itself is the first row; its rule is the rising run.
LAW_LEVELS = (
    Level("law", LAW_HEADING, ("chapter", "part", "book"), lambda prev, n: not prev or int(n) > int(prev)),
    Level("section", SECTION, ("law",), follows_section),
    Level("item", ITEM, ("section", "law"), follows_number),
    Level("subitem", SUBITEM, ("item", "section", "law"), follows_letter),
    Level("deep", DEEP, ("subitem",), follows_roman),
)
_LEVEL = {level.name: level for level in LAW_LEVELS}


@dataclass(frozen=True)
class Decision:
    """A marker read as text by the sequence rules: `check` reports it, worded by the label `diag_KEY`."""
    line: int
    key: str
    fields: tuple[tuple[str, str], ...] = ()


def _label(m: re.Match) -> str:
    return next(g for g in m.groups() if g)


def continues(above: str | None) -> bool:
    """Does the text run on from the line `above` (None: a blank line stood between)?"""
    return above is not None and bool(above.strip()) and (
        not _ENDS_SENTENCE.search(above.rstrip()) or bool(_ENDS_IN_REFERENCE.search(above.rstrip())))


def law_headings(lines: Sequence[Line], is_heading: Callable[[str], re.Match | None] = LAW_HEADING.match
                 ) -> tuple[set[int], list[Decision]]:
    """The lines that are Law headings (the longest rising run of Law numbers), and the ones read as text."""
    candidates = []  # (index in lines, line number, law number, weight)
    texts = [line.text for line in lines]
    for k, line in enumerate(lines):
        m = is_heading(line.text)
        if not m:
            continue
        above = texts[k - 1] if k > 0 else None
        after = next((t for t in texts[k + 1:k + 4] if t.strip()), "")
        weight = 1.0
        if continues(above):
            weight = 0.01  # a wrapped line that happens to begin «Правило 28.»
        elif is_heading(after):
            weight = 0.5  # a heading with no text under it: a contents entry
        candidates.append((k, line.number, int(m[1]), weight))
    chain = rising_run([(number, weight) for _, _, number, weight in candidates])
    kept, decisions = set(), []
    open_law = None
    for i, (_, number_line, law, weight) in enumerate(candidates):
        if i in chain:
            kept.add(number_line)
            open_law = law
        else:
            if weight < 1 and i not in chain and open_law is not None and law > open_law:
                decisions.append(Decision(number_line, "heading_continues", (("law", str(law)),)))
            elif open_law is not None:
                decisions.append(Decision(number_line, "heading_not_after",
                                          (("law", str(law)), ("previous", str(open_law)))))
            else:
                decisions.append(Decision(number_line, "heading_breaks_order", (("law", str(law)),)))
    return kept, decisions


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


def sequence_scan(lines: Sequence[Line]) -> tuple[set[int], list[Decision]]:
    """(numbers of the lines whose marker is text by the sequence rules, the decisions to report)."""
    heads, decisions = law_headings(lines)
    demoted = {d.line for d in decisions}
    open_: dict[str, str] = {}
    above: str | None = None
    for line in lines:
        text = line.text
        if not text.strip():
            above = None
            continue
        if line.number in heads:
            open_ = {"law": "1"}
            above = text
            continue
        if line.number in demoted:
            above = text
            continue
        found = _marker(text, open_)
        if found is not None:
            level, m = found
            label = _label(m)
            previous = open_.get(level.name, "")
            after_reference = level.name in ("subitem", "deep") and above is not None \
                and bool(_ENDS_IN_REFERENCE.search(above.rstrip()))
            out_of_sequence = not level.follows(previous.lower() if level.name != "section" else previous,
                                                label.lower() if level.name != "section" else label)
            if after_reference or (out_of_sequence and continues(above)):
                start = (("start", text.strip()[:30]), ("label", label))
                if after_reference:
                    decisions.append(Decision(line.number, "label_completes_reference", start))
                elif previous:
                    decisions.append(Decision(line.number, "label_breaks_sequence", (*start, ("previous", previous))))
                else:
                    decisions.append(Decision(line.number, "label_breaks_sequence_first", start))
                demoted.add(line.number)
            else:
                open_[level.name] = label.lower() if level.name != "section" else label
                for deeper in LAW_LEVELS[[lv.name for lv in LAW_LEVELS].index(level.name) + 1:]:
                    open_.pop(deeper.name, None)
        above = text
    return demoted, decisions


def _marker(text: str, open_: dict[str, str]) -> tuple[Level, re.Match] | None:
    """The body level whose marker opens `text`, as the parser reads it: «(i)» under an open sub-item is a
    deeper item, except right after «(h)» where it is the next letter."""
    if not open_:
        return None
    for name in ("section", "item"):
        if m := _LEVEL[name].marker.match(text):
            return _LEVEL[name], m
    deep, sub = DEEP.match(text), SUBITEM.match(text)
    if deep and "subitem" in open_ and not (open_["subitem"] == "h" and deep[1] == "i"):
        return _LEVEL["deep"], deep
    if sub:
        return _LEVEL["subitem"], sub
    return None
