"""The levels of a Law's body and of a commentary, as data: two tables walked by one walker
(lawref.corpus.walker), and the sequence rules a human reader applies to their markers.

Each row (`lawref.corpus.walker.Level`): the level's name and clause kind, the marker that may open it, the
levels it stands under (nearest first), its id rule, its sequence rule, and when a marker out of sequence is
text. The first row of a table is its Law heading, whose rule is the heaviest rising run of Law numbers.

Law:         law «ПРАВИЛО 33» > section «A.» > item «1.» > sub-item «(a)», «а)» > deeper item «(i)»; footnote «<*>»
Commentary:  commentary on a Law «Правило 28. TITLE», «К ПРАВИЛУ 28» > paragraph «28.1.» (or «1.» numbered
             within the Law, in a book that has no «28.1.») > letter item «(a)», «а)» > item «(iii)»;
             example «Пример С» (under the paragraph), note «Примечание:» (under the Law, after its paragraph);
             footnote «<*>» (under the rule, as the law's)

A marker that breaks its sequence on a line that continues the one above («Правило 28. В этом случае…» inside
Law 33, «(i)» wrapped after «…Правило 82C3(b)», «28.3.» inside the commentary on Law 27) is text, and `check`
says where: see the walker's docstring.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lawref.corpus.headings import (
    COMMENTARY_HEADING,
    LAW_HEADING,
    ON_LAW_HEADING,
    commentary_labels,
    law_number,
    law_words,
    mostly_capitals,
    shared_law_word,
)
from lawref.corpus.walker import ALWAYS, Level, continues, rising_run
from lawref.ids import latin_section, latin_subitem, law_id
from lawref.numbering import AUCTION_LINE, lookalike, roman_to_int

CYRILLIC_ORDER = "абвгдежзиклмнопрстуфхцчшщэюя"
LATIN_ORDER = "abcdefghijklmnopqrstuvwxyz"

# -- the law's markers ----------------------------------------------------------------------------------------
# «A. Title», and «Раздел A. Title» after a section's heading word (data/law_words.toml), the word part of the label
SECTION_WORD = "|".join(map(lookalike, law_words()["section"]["words"]))
SECTION = re.compile(rf"^\s*(?:(?i:{SECTION_WORD})\s+)?([A-ZА-ЯЁ])\.\s+(\S.*)$")
ITEM = re.compile(r"^\s*(\d{1,2})[.)](?:\s+|$)(.*)$")
# «(a)», «a)», and «a.» as a browser shows an <ol type="a"> (Latin only: a Cyrillic «г.» opens a line of «2010 г.»
# wrapped); «(i)» and «i.» likewise
SUBITEM = re.compile(r"^\s*(?:\(([a-zа-яё])\)|([a-zа-яё])\)|([a-z])\.(?=\s))\s*(.*)$")
DEEP = re.compile(r"^\s*(?:\(([ivx]{1,5})\)|([ivx]{1,5})\.(?=\s))\s*(.*)$")
DASH_RULE = re.compile(r"^\s*[-–—_]{5,}\s*$")
FOOTNOTE = re.compile(r"^\s*(<\*+>|\(\*+\)|<\d{1,2}>)\s*(.*)$")  # «<*> …», «(*) …», «<1> …»: a footnote of the Law
# How every reader and cleanup writes a Law's notes for the lines above (the layout of the Law 70 seed): a rule
# (DASH_RULE), then each note opening with the mark (FOOTNOTE) that stands for its call in the text; the numbers
# the mark replaces are recorded as removals of these kinds.
FOOTNOTE_MARK = "<*>"
FOOTNOTE_RULE = "-" * 32
FOOTNOTE_CALL, FOOTNOTE_LABEL = "footnote-call", "footnote-label"
NOTES_HEADING = "notes-heading"  # the removal kind of a heading over notes left empty once they went to their calls

# -- the commentary's markers ---------------------------------------------------------------------------------
# A paragraph numbered by its Law: the Law's number, a separator, the paragraph's number: «28.1.», «14-1.» (the
# separator one of a class: a dot, a hyphen or a dash), then a full stop; or «14.1 Текст» without it, a capital
# letter after (so a line «24-3 ниже …» wrapped from a sentence stays text), or a dash between them as a label's
# separator («44/1 – Правило 44 …»: a list label's tab as OCR reads it). Group 3 is the text.
PARAGRAPH = re.compile(r"^\s*(\d{1,3})[.\-\u2010\u2011\u2013/](\d{1,3})"
                       r"(?:\.(?:\s+|$|(?=\())|\s+(?:[-–—]\s+)?(?=[А-ЯЁA-Z«]))(.*)$")
# «1.», «2.»: a paragraph numbered anew under each Law (notes whose word processor restarts the list at every
# «К ПРАВИЛУ 13»), id `13.2`; read only in a book that numbers no paragraph by its Law («28.1.»). The label is
# one of a class of list labels, «1.», «(1)», «1)»: the book's own is the one whose sequence restarts at 1 under
# its Law headings (own_paragraph_marker).
OWN_PARAGRAPH = re.compile(r"^\s*(\d{1,2})\.(?:\s+|$)(.*)$")
OWN_LABELS = (OWN_PARAGRAPH, re.compile(r"^\s*\((\d{1,2})\)(?:\s+|$)(.*)$"),
              re.compile(r"^\s*(\d{1,2})\)(?:\s+|$)(.*)$"))
ROMAN = re.compile(r"^\s*\(([ivx]{1,6})\)\s*(.*)$")
# «(a)», and «а)» typed by hand, a space or a tab after its bracket
LETTER = re.compile(r"^\s*(?:\((?=[a-zа-яё]\))|(?=[a-zа-яё]\)\s))([a-zа-яё])\)\s*(.*)$")


def _words(key: str) -> str:
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in
                    sorted(commentary_labels()[key], key=len, reverse=True))


# «Пример С» alone (its auction on the next line), or «Пример 1. Юг — сдающий…», its text run in after the label;
# «Случай 4.» (a case from practice) is an example the same way: a word of the data's `example` list
EXAMPLE = re.compile(rf"^\s*(?:{_words('example')})\s+([A-Za-zА-Яа-я0-9]{{1,3}})(?:\s*[.:]?\s*$|[.:]\s+(\S.*)$)")
# An example's hand diagram, set between its paragraphs: not text (Clause.figure). A hand, one suit or four to
# a line («♠ К 7 4», «♠ Д 10 8 3 ♥ 6 ♦ КД 9 4 ♣ Т 10 7 5»; a void «♥ —»), a seat named alone over its hand
# («Запад»), and a caption in parentheses under the hands («(Восток — партнёр, 2♠ — простое повышение)»). Hands
# and seats stand side by side on a line, West's and East's (DIAGRAM_LINE). A seat may say who sits there, «Север
# (болван)» (as a text layer reads a cell wrapped: «Север (бол- ван)»).
CARD = r"(?:10|[AKQJTАКДВТ2-9xXхХ])"  # a card of a hand, in Latin or Russian letters; x for a small one
# A typist with no suit signs (cp866 has none) types the suit's initial, п ч б т (пики, черви, бубны, трефы), a
# space and the cards or a void's dash («п  Д 8», «ч  -»), and a seat by its initial, С З В Ю (pfsb1999comm)
_SUIT = rf"(?:[♠♥♦♣]\s*(?:{CARD}\s*)*|[пчбтПЧБТ]\s+(?={CARD}|[-–—])(?:{CARD}\s*)*)(?:[-–—]\s*)?"
_SEAT = r"(?:Север|Юг|Запад|Восток|[NSEWСЗВЮ])(?!\w)(?:\s*\([^()]{1,24}\))?\s*"
HAND = re.compile(rf"^\s*(?:{_SUIT})+$")
SEAT = re.compile(rf"^\s*{_SEAT}$")
DIAGRAM_LINE = re.compile(rf"^\s*(?:{_SUIT}|{_SEAT})+$")  # hands and seats side by side: «♠ Д 10 8 3    Восток»
CAPTION = re.compile(r"^\s*\([^()]*\)\s*$")
# «Примечание: …», «Примечание 2: …», «Примечание. …» (a label closed by a full stop, as a boxed note sets it),
# «NB. …», «Замечание. …», «Внимание! …»: a word of the data's `note` list, a number perhaps, then «:», «.» or «!»
NOTE = re.compile(rf"^\s*(?:{_words('note')})(?:\s*(\d+))?\s*[:.!]\s*(.*)$")
AUCTION = AUCTION_LINE  # lawref.numbering: a line of calls only


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
    letter = latin_section(letter)
    return letter == "A" if not previous else ord(letter) == ord(latin_section(previous)) + 1


def follows_law(previous: str, number: str) -> bool:
    return not previous or int(number) > int(previous)


def follows_paragraph(previous: str, number: str) -> bool:
    """A paragraph number goes up («28.3.» after «28.2.», «29.1.» after «28.9.»); one that goes back is text."""
    return not previous or tuple(map(int, number.split("."))) > tuple(map(int, previous.split(".")))


def follows_note(previous: str, number: str) -> bool:
    """«Примечание 2:» after «Примечание 1:»; a note without a number follows any."""
    return not number or follows_number(previous, number)


def follows_example(previous: str, label: str) -> bool:
    """«Пример B» after «Пример А» (Latin or Cyrillic), «Пример 2» after «Пример 1»; the first may be any."""
    if not previous:
        return True
    if previous.isdigit() and label.isdigit():
        return follows_number(previous, label)
    if len(previous) == 1 and len(label) == 1:
        return follows_section(previous.upper(), label.upper()) or follows_letter(previous.lower(), label)
    return True


# A heading's title set in brackets after the Law's number, «ПРАВИЛО 44 (Последовательность и порядок розыгрыша)»,
# or on the line under it: one pair of brackets round the whole title, in sentence case; the closing bracket may
# stand on the next line where a long title wraps («(Неполное … карты с» / «болвана)»)
_BRACKETED = re.compile(r"^\(([A-ZА-ЯЁ«][^()]*)\)?\s*$")


def bracketed_title(title: str) -> bool:
    """Is a heading's title set in brackets («(Последовательность и порядок розыгрыша)»): short, no sentence's end?"""
    m = _BRACKETED.match(title.strip())
    return bool(m) and len(m[1].split()) <= 12 and not re.search(r"[.,;:!?…]\s*$", m[1])


def bare_title(title: str) -> str:
    """A heading's title as the book names the Law: without the brackets it is set in («(Партнёрства)» ->
    «Партнёрства»); any other title as it stands."""
    text = title.strip()
    if text.startswith("(") and text.endswith(")") and "(" not in text[1:-1] and ")" not in text[1:-1]:
        return text[1:-1].strip()
    return title


def heading_match(text: str) -> re.Match | None:
    """A commentary's Law heading, «Правило 28. ЗАЯВКИ …»: its title in capitals ("Правило 30. Это …" would be
    a sentence); or the heading alone, its title on the next line (lawref.corpus.walker weighs where it stands)."""
    m = COMMENTARY_HEADING.match(text)
    if not m:
        return None
    if m[2] is None:
        return m
    if ON_LAW_HEADING.match(text):  # «§ 14. Недостающая карта»: the marker says it heads a Law's commentary
        return m
    letters = [ch for ch in m[2] if ch.isalpha()]
    if letters and sum(ch.isupper() for ch in letters) >= 0.6 * len(letters):
        return m
    # «Правило 24 — Карта, открытая в ходе торговли»: after a dash, a short title in sentence case, no sentence's
    # end (where a full stop «Правило 30. Это значит, что …» begins a sentence, «Правило 30 — это …» runs on in
    # lower case, and «Правило 26А — если …» names a section)
    title = m[2].strip()
    if title.startswith("("):  # «ПРАВИЛО 44 (Последовательность и порядок розыгрыша)»
        return m if bracketed_title(title) else None
    dash = any(ch in "-–—" for ch in text[m.end(1):m.start(2)])
    return m if dash and title[:1].isupper() and len(title.split()) <= 8 \
        and not re.search(r"[.,;:!?…]\s*$", title) else None


# A commentary's Law heading by its shape, whatever the marker: a word or words before the number («Статья 18»,
# «СТАТЬЯ 18», «Комментарий к статье 18»), the paragraph sign, or nothing («18. ЗАЯВКИ»); the Law's number (its
# figures letter-spaced as a text layer reads a spaced-out heading, «Статья 1 5», only alone on the line); then
# a title after a dot, a dash or a colon, or after a space in capitals, or none (its title on the next line).
# Group 1 the number, group 2 the title, as COMMENTARY_HEADING's.
SHAPED_HEADING = re.compile(r"^(?:§\s*|[A-ZА-ЯЁ][^\W\d_]{0,19}\.?\s+(?:[^\W\d_]{1,20}\s+){0,2}|)"
                            r"(\d{1,3}|\d(?: \d){1,2}(?=\s*$))"
                            r"(?:(?:\s*\.\s+|\s+[-–—:]\s+|\s+(?=[A-ZА-ЯЁ«(]))(\S.*)|\s*\.?\s*)$")
KNOWN = "known"  # the markers lawref has always read (COMMENTARY_HEADING): «Правило 28.», «К ПРАВИЛУ 28», «§ 28.»


@dataclass(frozen=True)
class ShapedHeading:
    """A line shaped as a commentary's Law heading: its marker's class (KNOWN, a marker word in lower case, ""
    for a number standing alone), the match (group 1 the number, group 2 the title or None)."""
    marker: str
    match: re.Match


def shaped_heading(text: str) -> ShapedHeading | None:
    """Is `text` shaped as a commentary's Law heading (see SHAPED_HEADING)? The title on the line must read as
    a title: in capitals; after a marker that says it heads a Law's commentary any title (heading_match); and
    after a dash a short one in sentence case. A marker word of a unit of another kind (a note's, an
    example's, a chapter's, a table's: data/commentary_labels.toml) heads nothing. A Law word a commentary heads
    its comments with too («Статья 18», data/law_words.toml `commentary`) is a marker word as any other here."""
    if COMMENTARY_HEADING.match(text) or (LAW_HEADING.match(text) and not shared_law_word(text)):
        m = heading_match(text)
        return ShapedHeading(KNOWN, m) if m else None
    m = SHAPED_HEADING.match(text)
    if not m:
        return None
    marker = " ".join(text[:m.start(1)].rstrip(". ").split()).lower()
    first = marker.split(" ", 1)[0].rstrip(".")
    if first and first in _not_heading_words():
        return None
    if " " in m[1]:  # «Статья 1 5»: the figures of a spaced-out heading, read closed up
        closed = text[:m.start(1)] + m[1].replace(" ", "")
        m = SHAPED_HEADING.match(closed)
        if not m:
            return None
    title = m[2]
    if title is not None:
        dash = any(ch in "-–—:" for ch in text[m.end(1):m.start(2)])
        capitals = mostly_capitals(title, 0.9) and sum(ch.isalpha() for ch in title) >= 3
        if title.startswith("("):  # a title in brackets after the number, sentence case, after a marker word
            if not (marker and bracketed_title(title)):
                return None
        elif not capitals and not (dash and marker and title[:1].isupper() and len(title.split()) <= 8
                                   and not re.search(r"[.,;:!?…]\s*$", title)):
            return None
    elif not marker:
        return ShapedHeading("", m)  # a number alone: a heading only over a title in capitals (book_headings)
    return ShapedHeading(marker, m)


@lru_cache(maxsize=1)
def _not_heading_words() -> frozenset[str]:
    labels = commentary_labels()
    return frozenset(word.lower() for key in ("note", "example", "not_heading") for word in labels[key])


def _title_line(text: str, capitals: bool) -> bool:
    """A line that reads as a heading's title standing under it: short, no sentence's end (a title in capitals
    may end in a dot), no marker of a unit; `capitals`: set in capitals."""
    text = bare_title(text.strip())
    words = text.split()
    if not words or len(words) > 12 or starts_unit(text):
        return False
    if mostly_capitals(text, 0.9) and sum(ch.isalpha() for ch in text) >= 3:
        return True
    return not capitals and text[:1].isupper() and not re.search(r"[.,;:!?…]$", text)


def starts_unit(text: str) -> bool:
    """Does a line open a commentary's unit below a Law heading: a paragraph, an item, a note, an example?"""
    return any(p.match(text) for p in (PARAGRAPH, *OWN_LABELS, LETTER, ROMAN, EXAMPLE, NOTE))


def book_headings(lines: Sequence) -> tuple[str | None, Callable[[str], re.Match | None]]:
    """The way this book heads the commentary on each Law, and a matcher of its headings: of the heading shapes
    its lines have (shaped_heading), grouped by their marker (KNOWN, «статья», «§», none), the one whose
    Law numbers rise through the most lines, as a reader takes the book's own headings (a marker the book uses
    once or out of order is a line of text). A shape with no title on its line counts where a title stands
    under it (a number alone: a title in capitals); a line that runs on from the one above counts nothing (a
    wrapped sentence). Of two as long, the known markers, then the earlier. (None, heading_match) when the book
    has no heading of any shape."""
    texts = [line.text for line in lines]
    found: dict[str, list[tuple[int, float]]] = {}
    above: str | None = None
    for k, text in enumerate(texts):
        if not text.strip():
            above = None
            continue
        shaped = shaped_heading(text)
        if shaped is not None and not continues(above):
            titled = shaped.match[2] is not None or shaped.marker == KNOWN
            if not titled:
                after = next((t for t in texts[k + 1:k + 4] if t.strip()), "")
                titled = _title_line(after, capitals=not shaped.marker) and shaped_heading(after) is None
            if titled:
                found.setdefault(shaped.marker, []).append((int(shaped.match[1]), 1.0))
        above = text
    if not found:
        return None, heading_match
    order = list(found)
    best = max(order, key=lambda key: (len(rising_run(found[key])), key == KNOWN, -order.index(key)))
    if best == KNOWN:
        return KNOWN, heading_match

    def matcher(text: str) -> re.Match | None:
        shaped = shaped_heading(text)
        return shaped.match if shaped is not None and shaped.marker == best else None

    return best, matcher


@lru_cache(maxsize=1)
def _figures_read_for_letters() -> dict[str, str]:
    """A figure OCR reads in place of a lower-case Cyrillic letter («6» for «б»): data/ocr_confusions.toml [words]."""
    words = tomllib.loads(resources.files("lawref").joinpath("data", "ocr_confusions.toml").read_text("utf-8"))["words"]
    return {read: letter for letter, reads in words.items() if letter in CYRILLIC_ORDER for read in reads
            if read.isdigit()}


_FIGURE_LABEL = re.compile(r"^(\s*\(?)(\d)\)\s")


def letters_read_as_figures(lines: Sequence) -> dict[str, str]:
    """Lines whose item label is a figure OCR read for the next letter of the Cyrillic list open above it («а)
    давать …» then «6) следить …»: б read as 6, data/ocr_confusions.toml), the line -> the line with that letter
    in the figure's place (the label's id; the text is untouched). A figure no list expects there is itself."""
    out: dict[str, str] = {}
    previous = ""
    for line in lines:
        text = line.text
        if m := LETTER.match(text):
            previous = m[1].lower()
        elif (m := _FIGURE_LABEL.match(text)) and previous in CYRILLIC_ORDER[:-1] and \
                _figures_read_for_letters().get(m[2]) == CYRILLIC_ORDER[CYRILLIC_ORDER.index(previous) + 1]:
            previous = _figures_read_for_letters()[m[2]]
            out[text] = text[:m.start(2)] + previous + text[m.end(2):]
        elif text.strip() and (PARAGRAPH.match(text) or any(p.match(text) for p in OWN_LABELS)):
            previous = ""  # a new paragraph: its list starts anew
    return out


def own_paragraph_marker(lines: Sequence, is_heading: Callable[[str], re.Match | None]) -> re.Pattern:
    """The list label a book numbers its paragraphs with anew under each Law, of the class «1.», «(1)», «1)»: the
    one whose sequence restarts at 1 under the most Law headings (the first label under a heading, whatever
    stands between: a title, a boxed extract); «1.» when none does."""
    counts = [0] * len(OWN_LABELS)
    waiting = False
    for line in lines:
        if is_heading(line.text):
            waiting = True
            continue
        if waiting and (found := next(((i, m) for i, pattern in enumerate(OWN_LABELS)
                                       if (m := pattern.match(line.text))), None)):
            waiting = False
            counts[found[0]] += int(found[1][1]) == 1
    return OWN_LABELS[max(range(len(OWN_LABELS)), key=lambda i: (counts[i], -i))]


def _item_id(parent, number: str) -> str:
    # An item straight under a law (no sections) is "9-1": "91" would be Law 91.
    if parent.kind == "section":
        return law_id(parent.law, parent.id[len(parent.law):], number)
    return f"{parent.law}-{int(number)}"


def _footnote_id(parent, number: str) -> str:
    """A footnote «<*> …» under the rule at a page's foot: the n-th of its Law (or of the commentary on it)."""
    return f"{parent.law}.fn{number}"


def _under(parent, key: str) -> str:
    return f"{parent.id}({key})"


# The body of a Law, from the top, in the order markers are tried (a «(i)» is a deeper item only under an
# open sub-item, and not right after «(h)», where it is the next letter).
LAW_LEVELS = (
    Level("law", "law", LAW_HEADING.match, ("chapter", "part", "book"), lambda parent, n: str(law_number(n)),
          follows_law),
    Level("section", "section", SECTION.match, ("law",), lambda parent, letter: law_id(parent.law, letter),
          follows_section, keeps_case=True),
    # «1. (a) Судью следует …»: the item's first sub-item may open on the item's own line
    Level("item", "item", ITEM.match, ("section", "law"), _item_id, follows_number, inner="subitem"),
    Level("deep", "subsubitem", DEEP.match, ("subitem",), _under, follows_roman, after_reference=True,
          when=lambda open_, m: "subitem" in open_ and not (open_["subitem"] == "h" and (m[1] or m[2]) == "i")),
    Level("subitem", "subitem", SUBITEM.match, ("item", "section", "law"), _under, follows_letter,
          after_reference=True),
    Level("footnote", "footnote", FOOTNOTE.match, ("law",), _footnote_id),
)

# A commentary: its Law headings, then the numbered paragraphs (numbered by Law through the whole document),
# a paragraph's letter items (only the next letter of the list: «27В1» / «(b) …» is a reference broken across
# lines) and roman items, examples and notes.
COMMENTARY_LEVELS = (
    Level("commentary", "commentary", heading_match, ("chapter", "part", "book"), lambda parent, n: f"c{n}",
          follows_law),
    Level("paragraph", "paragraph", PARAGRAPH.match, ("commentary",), lambda parent, key: key, follows_paragraph,
          label=lambda m: f"{int(m[1])}.{int(m[2])}", breaks=ALWAYS, restarts_at="", inner="letter",
          broken_key="paragraph_out_of_order", broken_code="paragraph-law", anywhere=True, numbered_by="commentary"),
    # «1.», «2.» numbered anew under each Law (the parser drops this row where paragraphs are «28.1.»); a
    # number out of its sequence is text wherever it stands («… вместо доски» / page break / «15. Судья …»)
    Level("own", "paragraph", OWN_PARAGRAPH.match, ("commentary",), lambda parent, n: f"{parent.law}.{int(n)}",
          follows_number, breaks=ALWAYS, after_reference=True),
    Level("letter", "commentary-item", LETTER.match, ("paragraph", "own"), _under, follows_letter, breaks=ALWAYS,
          when=lambda open_, m: not ROMAN.match(m[0]) or follows_letter(open_.get("letter", ""), m[1]),
          anywhere=True, after_reference=True),
    Level("roman", "commentary-item", ROMAN.match, ("letter", "paragraph", "own"), _under, follows_roman, anywhere=True,
          after_reference=True),
    Level("example", "example", EXAMPLE.match, ("paragraph", "own"), lambda parent, key: f"{parent.law}.ex{key}",
          follows_example, anywhere=True, restarts_at="commentary", keeps_case=True),
    Level("note", "note", NOTE.match, ("commentary",), lambda parent, key: key, follows_note,
          label=lambda m: m[1] or "", anywhere=True),
    Level("footnote", "footnote", FOOTNOTE.match, ("commentary",), _footnote_id),  # the law's own row
)
