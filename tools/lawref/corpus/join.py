"""Stage 3: one paragraph's cleaned physical lines -> one string, with an exact map back to the source.

Lines are joined by a single space, leading indentation dropped, except at a hyphen that ends a line:
- "сде-" + "лать" -> "сделать": a hyphen after a letter, with the text going on in lower case, splits a
  word; it is dropped and the halves are joined (the Unicode hyphen U+2010 that typesetters such as
  WeasyPrint put at a line end is read the same way);
- "кто-" + "либо" -> "кто-либо", "из-" + "за", "во-" + "первых": hyphenated compounds keep their hyphen and
  take no space (rules in data/hyphen_compounds.toml); so does a hyphen after a digit ("1-" + "го") or
  before a capital ("E-" + "W"), but a word in capitals is read as in lower case ("ИНФОРМА-" + "ЦИИ" ->
  "ИНФОРМАЦИИ", "СТОРОНА-" + "НАРУШИТЕЛЬ" keeps it);
- "сторона-" + "нарушитель" -> "сторона-нарушитель": a compound the rules do not name keeps its hyphen when
  the two halves joined are no word of the dictionary (pymorphy3's) while each half is one ("сторонанарушитель"
  is none, "сторона" and "нарушитель" are); "на-" + "значает" (назначает), "Пра-" + "вило" (Правило) and
  "прото-" + "кол" (протокол) join. Producers mark a line-end hyphen differently (LibreOffice and Word print a
  hyphen, WeasyPrint U+2010, some a soft hyphen U+00AD, which PDFium reports as U+0002; PDFium reports every
  hyphen that ends a line, a word's split or a compound's own, as U+FFFE, which lawref.corpus.formats.pdf_lines
  writes as "-"), and no producer tells the two apart except the soft hyphen, which always splits: so the
  words decide, by these one set of rules, for every producer;
- "- если он удостоверится, -" + "что": a hyphen after a space is a dash (punctuation) and stays, with a
  space after it, like any other dash;
- "противникам<*>" + ". Раздел …" -> "противникам<*>. Раздел …": a stop alone at a line's start (AbiWord breaks
  the line between a footnote's call and the full stop after it) ends the word before it, no space;
- "по пунктам (i)–" + "(iii) выше", "в 2018–" + "2020 годах": an en dash set solid after a label or a number is a
  range broken after its dash: it takes no space (a sentence's dash, «стороны, –», is spaced and keeps it).
Every character of the result either comes from one source position (line, column in that cleaned line)
or is a space put in between two lines; `position_of`, `line_of` and `offset_of` translate both ways.
"""

from __future__ import annotations

import bisect
import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from lawref.model import Line


@dataclass(frozen=True)
class Joined:
    text: str
    # (offset in text, source line, column in that line, length): text[offset:offset+length] is
    # line_text[column:column+length]. Sorted by offset; the gaps between pieces are inserted spaces.
    pieces: tuple[tuple[int, int, int, int], ...] = field(default=(), repr=False)

    def position_of(self, offset: int) -> tuple[int, int] | None:
        """(source line, column) of the character at `offset`, or None for a space put between lines."""
        piece = self._piece_at(offset)
        if piece is None:
            return None
        start, line, column, length = piece
        return (line, column + offset - start) if offset < start + length else None

    def line_of(self, offset: int) -> int:
        """Source line number of a text offset; a space put between lines belongs to the line before it,
        and len(text) (the end) to the last line."""
        if not self.pieces:
            raise ValueError("line_of() on an empty paragraph")
        piece = self._piece_at(min(offset, len(self.text) - 1))
        return (piece or self.pieces[0])[1]

    def offset_of(self, line: int, col: int) -> int | None:
        """Text offset of the character at (source line, column in that cleaned Line.text); None when that
        character is not in the text (a dropped hyphen or indentation, or a column past the line's end)."""
        for start, piece_line, column, length in self.pieces:
            if piece_line == line and column <= col < column + length:
                return start + col - column
        return None

    def span_of(self, line: int, start: int, end: int) -> tuple[int, int] | None:
        """Text span of the characters [start, end) of one source line (e.g. an emphasised run of words);
        None when the span is empty or its first or last character is not in the text."""
        if end <= start:
            return None
        first, last = self.offset_of(line, start), self.offset_of(line, end - 1)
        return None if first is None or last is None else (first, last + 1)

    def _piece_at(self, offset: int) -> tuple[int, int, int, int] | None:
        if not 0 <= offset < len(self.text):
            raise IndexError(f"offset {offset} outside the paragraph text (length {len(self.text)})")
        index = bisect.bisect_right(self.pieces, (offset, float("inf"))) - 1
        return self.pieces[index] if index >= 0 else None


def join_lines(lines: Sequence[Line]) -> Joined:
    """Join one paragraph's physical lines into one string (see the module docstring for the rules)."""
    parts: list[str] = []
    pieces: list[list[int]] = []  # mutable while building: the last piece may lose its hyphen
    length = 0
    previous = ""
    for line in lines:
        body = line.text.strip()
        if not body:
            continue
        column = len(line.text) - len(line.text.lstrip())
        if pieces:
            how = hyphen_join(previous, body)
            if how == "split":
                parts[-1] = parts[-1][:-1]
                pieces[-1][3] -= 1
                length -= 1
            elif how == "space":
                parts.append(" ")
                length += 1
        parts.append(body)
        pieces.append([length, line.number, column, len(body)])
        length += len(body)
        previous = body
    if parts and parts[-1].endswith(SOFT_HYPHEN):  # a split mark with nothing after it
        parts[-1] = parts[-1][:-1]
        pieces[-1][3] -= 1
    return Joined("".join(parts), tuple(tuple(p) for p in pieces))


SOFT_HYPHEN = "\u00ad"
RANGE_DASH = "\u2013"  # the en dash of a range set solid, «16–19», «(i)–(iii)» (a sentence's dash has spaces)
HYPHENS = ("-", "\u2010")  # hyphen-minus, and the hyphen typesetters print at a line end
MIN_HALF = 3  # a compound's halves are words of three letters or more ("ре-" + "контрой" is one word; the
# two-letter compounds, "из-за", "по-русски", are in the data)
_CLOSING = re.compile(r"[.,;:!?](?:\s|$)")  # a stop alone at a line's start (not «...», not «.5»)
_LETTERS_AT_END = re.compile(r"[^\W\d_]+$")
# a title in capitals hyphenated at a line's end («ИНФОРМА-» / «ЦИИ», Typst's narrow column): its halves are
# Cyrillic words in capitals, two letters at least each («E-» / «W» keeps its hyphen)
_CAPITALS_AT_END = re.compile(r"(?<![^\W\d_])[А-ЯЁ]{2,}$")
_CAPITALS_AT_START = re.compile(r"^[А-ЯЁ]{2,}(?![^\W\d_])")
_LETTERS_AT_START = re.compile(r"^[^\W\d_]+")


# the last word of a line is an e-mail or a web address (a browser breaks one after its own hyphens)
_ADDRESS_AT_END = re.compile(r"(?:\S*@|(?:https?|ftp)://|www\.)\S*[-\u2010]$", re.I)
# ... or the address's first part, its «@» on the next line («volzhsky‐» / «shlem@example.ru»: groff breaks a word
# at its own hyphen): Latin letters and digits before the hyphen, the next line's word the address's rest
_ADDRESS_PART_AT_END = re.compile(r"(?<!\S)[A-Za-z0-9._\-\u2010]*[A-Za-z0-9][-\u2010]$")
_ADDRESS_REST_AT_START = re.compile(r"^[A-Za-z0-9._\-\u2010]*@[A-Za-z0-9\-\u2010]+\.[A-Za-z]")


def hyphen_join(before: str, after: str) -> str:
    """How to join a line ending in `before` to the next one starting with `after`:
    "split" (drop the hyphen that ends `before`, no space), "keep" (keep it, no space) or "space"."""
    if before.endswith(SOFT_HYPHEN):
        return "split"  # the typesetter's own mark of a word split (kept at line ends by lawref.corpus.clean)
    if _CLOSING.match(after) and before[-1:].isalnum() or before.endswith(">") and _CLOSING.match(after):
        return "keep"  # a sentence's stop the line broke before («противникам³» / «.»: AbiWord): no word opens so
    if before.endswith(RANGE_DASH) and len(before) >= 2 and (before[-2].isalnum() or before[-2] == ")") \
            and (after[:1].isalnum() or after[:1] == "("):
        return "keep"  # a range broken after its dash, «(i)–» / «(iii)», «2018–» / «2020»: the dash touches both
    if not before.endswith(HYPHENS) or len(before) < 2:
        return "space"
    ahead = before[-2]
    if ahead.isdigit():
        return "keep"
    if _ADDRESS_AT_END.search(before) or _ADDRESS_PART_AT_END.search(before) and _ADDRESS_REST_AT_START.match(after):
        return "keep"  # an address broken at its own hyphen («pravila@bridge-» / «vkamsk.example.ru»)
    if not ahead.isalpha():
        return "space"  # " -" is a dash; ",-" and the like are punctuation too
    first = after[:1]
    capitals = _CAPITALS_AT_END.search(before[:-1]) and _CAPITALS_AT_START.match(after)
    if not (first.isalpha() and first.islower()) and not capitals:
        return "keep"
    word_before = _LETTERS_AT_END.search(before[:-1]).group().lower()
    word_after = _LETTERS_AT_START.match(after).group().lower()
    return "keep" if is_compound(word_before, word_after) or halves_are_words(word_before, word_after) else "split"


def halves_are_words(word_before: str, word_after: str) -> bool:
    """True when the hyphen is a compound's own by the dictionary: the halves joined are no word, each half is."""
    if min(len(word_before), len(word_after)) < MIN_HALF:
        return False
    known = dictionary_lookup()
    return not known(word_before + word_after) and known(word_before) and known(word_after)


def is_known_word(word: str) -> bool:
    """True when pymorphy3's dictionary has the word (any case)."""
    return dictionary_lookup()(word.lower())


@lru_cache(maxsize=1)
def dictionary_lookup():
    """pymorphy3's dictionary lookup (loaded once, on the first line-end hyphen that needs it)."""
    from lawref.corpus.morphology import analyzer as shared

    analyzer = shared()
    return lru_cache(maxsize=65536)(lambda word: analyzer.word_is_known(word.replace("ё", "е")))


def is_compound(word_before: str, word_after: str) -> bool:
    """True when "word_before-word_after" is a hyphenated compound (data/hyphen_compounds.toml)."""
    rules = _compound_rules()
    if word_after in rules["any_particles"]:
        return True
    if word_after in rules["pronoun_particles"] and word_before.startswith(tuple(rules["pronoun_stems"])):
        return True
    pattern = rules["prefixes"].get(word_before)
    return bool(pattern and re.fullmatch(pattern, word_after))


@lru_cache(maxsize=1)
def _compound_rules() -> dict:
    text = resources.files("lawref").joinpath("data/hyphen_compounds.toml").read_text("utf-8")
    return tomllib.loads(text)


# A word's pieces one space apart, as a text layer reads a word set letter-spaced: it keeps most of the gaps
# and loses some («П р и м еч а н и е .», «К П РАВИ ЛУ 13»: pdftotext -layout of a bold spaced-out label)
_PIECE = re.compile(r"[^\W\d_]+")
_GAPPED_PIECES = (3, 16)  # a word broken in two places at least (a typo breaks one), one piece a letter at most
_SPLIT_AT_END = re.compile(r"[-\u00ad]\s*")  # a hyphen (or a soft one) ending the line after a piece
_STOP_AFTER = re.compile(r" ([.:])(?= |$)")  # the label's full stop or colon, spaced off as its letters are


def gapped_words(text: str) -> list[tuple[int, int, int]]:
    """The words of `text` a text layer read in pieces from letter-spaced type: (start, end, stop) of each, `stop`
    the end of the full stop or colon spaced off after it (0: none). Three pieces or more, one space apart, of
    one case as a word is (capitals, lower case, or a capital then lower case), one of them at least no word
    (of two letters or more), and the pieces joined a word of the dictionary: the longest such run from the
    left («К П РАВИ ЛУ» is «К» and «ПРАВИЛУ»)."""
    words = _PIECE.findall(text)
    # a run needs a piece of two letters or more that is no word: most lines have none, and are done with here
    # (is_known_word, the dictionary asked for once a line, and only for a line with a piece to look up; the
    # pieces as strings, their places found only for a line that goes on)
    if len(words) < _GAPPED_PIECES[0] or not any(len(word) >= 2 for word in words):
        return []
    known = dictionary_lookup()
    if all(len(word) < 2 or known(word.lower()) for word in words):
        return []
    pieces = list(_PIECE.finditer(text))
    # each piece looked up once (a window of _GAPPED_PIECES[1] pieces starts at every piece)
    # a piece the line's end splits («… а у дру-» / «гого …»: the word goes on in the next line) is no piece of a
    # letter-spaced word: it is unknown only for being half a word, and no run ends in it
    split = [bool(_SPLIT_AT_END.fullmatch(text, p.end())) for p in pieces]
    unknown = [len(p[0]) >= 2 and not split[n] and not known(p[0].lower()) for n, p in enumerate(pieces)]
    # where the run of pieces one space apart that starts at each piece ends (a run never crosses another gap)
    reach = [0] * len(pieces)
    for j in range(len(pieces) - 1, -1, -1):
        reach[j] = reach[j + 1] if j + 1 < len(pieces) and \
            text[pieces[j].end():pieces[j + 1].start()] == " " else j + 1
    spans: list[tuple[int, int, int]] = []
    k = 0
    while k < len(pieces):
        found = None
        if any(unknown[k:k + _GAPPED_PIECES[1]]):
            for end in range(min(len(pieces), k + _GAPPED_PIECES[1], reach[k]), k + _GAPPED_PIECES[0] - 1, -1):
                run = pieces[k:end]
                word = "".join(p[0] for p in run)
                cased = word.isupper() or word.islower() or word[0].isupper() and word[1:].islower()
                if cased and any(unknown[k:end]) and not split[end - 1] and known(word.lower()):
                    found = end
                    break
        if found is None:
            k += 1
            continue
        stop = _STOP_AFTER.match(text, pieces[found - 1].end())
        spans.append((pieces[k].start(), pieces[found - 1].end(), stop.end() if stop else 0))
        k = found
    return spans


def close_gapped(text: str) -> str:
    """`text` with its words read in pieces closed up (gapped_words): «К П РАВИ ЛУ 13» -> «К ПРАВИЛУ 13»."""
    for start, end, stop in reversed(gapped_words(text)):
        tail = text[stop - 1] + text[stop:] if stop else text[end:]
        text = text[:start] + text[start:end].replace(" ", "") + tail
    return text
