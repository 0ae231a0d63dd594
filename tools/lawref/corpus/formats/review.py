"""The review list of an OCR'd text, for an editor: what to check, by line, with a proposed reading where the
document itself shows the right one; and the editor's act of applying the accepted entries.

Stages: the text's lines -> one walk of the book's levels (chapter, Law, section, item, sub-item, each with
its sequence rule) that notes a marker breaking its sequence (a speck glued to it, its period read «,», its
number read as a letter on a line of its own), and the ids the book has -> references whose
id the book (or the Laws' range) does not have -> definitions whose dash OCR doubled -> specks between a
marker and its text -> suits' signs misread after their names -> a speck before a term the Definitions'
alphabet puts there -> line breaks OCR put inside a paragraph (joins), and a speck's line of one letter inside
a sentence -> words tesseract was unsure of (lawref.corpus.formats.ocr gives them) -> specks beside words, Russian
words read in look-alike Latin letters or figures, italics read as capitals -> the entries, by line.
The level above the Laws is the book's own: «Глава II.», or «ЧАСТЬ V.» in a book of parts.
The Law headings are the book's own shape: «ПРАВИЛО 12.», and «Правило 12. Заголовок» in a law book.
A proposal undoes OCR's usual confusions (data/ocr_confusions.toml: D read as О, F as Е, b as Ь, 3 as З,
«1D1» as «101» …), and only where the reading it gives continues the sequence or names an id that exists;
otherwise the entry says what is wrong and proposes nothing.

Nothing here changes a text while it is parsed: `apply` is called by `lawref review TEXT --apply` only, on
the entries the editor accepted (`accept = true` in NAME.review.toml, or every proposal with `--all`), and
marks them `applied = true` there, so the list records what was changed.
"""

from __future__ import annotations

import itertools
import json
import re
import tomllib
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lawref.corpus.formats.readings import (
    CHAPTER_HEADING,
    STROKES,
    confusions,
    counted_back,
    misreading,
    same,
    skipped_section,
    stroke_count,
    sure_chapter,
    whole_markers,
)
from lawref.corpus.headings import LAW_HEADING, ends_a_passage, law_number, law_word_pattern, law_words
from lawref.corpus.join import is_known_word
from lawref.errors import LawrefError, toml_reason
from lawref.ids import latin_subitem
from lawref.numbering import (
    CYRILLIC_FOR_LATIN,
    LAW_COUNT,
    LOOKALIKE_LATIN,
    int_to_roman,
    letters,
    ordinal_value,
    roman_to_int,
)

JOIN, MARKER, REFERENCE, SEPARATOR, SPECK, SUIT, UNSURE = ("join", "marker", "reference", "separator", "speck", "suit",
                                                          "unsure")
WORD = "word"  # a Russian word OCR read in look-alike Latin letters or figures («no» for «по»), or italics in capitals
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CHAPTER_GAP = 12  # chapters a selection may skip
HEADING_WORDS = 8  # a section's heading is a short line
REFERENCE_COST = 2.0  # a reference's proposal undoes one confusion, never two
LETTER_GAP = 3  # section letters a selection may skip (Law 20 of a book printed A, B, C, F, G)

# the Law's heading words (data/law_words.toml: ПРАВИЛО, ЗАКОН …) in capitals, and in title case («Закон 41»)
_WORDS_UPPER = "|".join(row["heading"].upper() for row in law_words()["law"])
_WORDS_TITLE = "|".join(row["heading"].capitalize() for row in law_words()["law"])
# a law book's heading in capitals (a commentary's «Правило 12.» is not); a sign with no letter case («§») says
# nothing so: a commentary heads its own sections with it (gorelov2022's «§ 24.»), a law book («§ 27.») is read
# with _LAW_TITLED
_WORDS_CAPITALS = "|".join(row["heading"].upper() for row in law_words()["law"] if row["heading"].isalpha())
_LAW = re.compile(rf"^(\s*(?:{_WORDS_CAPITALS})\s+)(\S+?)\.?(?=\s|$)")
# a law book may set its headings in title case too («Правило 6. Тасование и сдача»): the number, then a
# title after a dot or a dash (a line of text that begins «Правило 50).» or «Правило 13, …» is none)
# or its number alone on the line with no period, the title on the next («Правило 9» / «Порядок действий…»;
# «Правило 27.» alone ends a sentence wrapped there)
_LAW_TITLED = re.compile(rf"^(\s*(?:(?:{_WORDS_UPPER})\s+|(?:{_WORDS_TITLE})\s+"
                         r"(?=\S{1,3}?(?:\.\s+|\s+[-–—]\s+)[А-ЯЁA-Z«]|[^\s.]{1,3}\s*$)))"
                         r"(\S+?)\.?(?=\s|$)")
_CHAPTER = CHAPTER_HEADING
# a book divided into parts, not chapters («ЧАСТЬ V. РОЗЫГРЫШ»): its parts are the level above the Laws
_PART = re.compile(r"^(\s*(?:Часть|ЧАСТЬ)\s+)([^\s.:]{1,7})(?=[.:]|\s|$)")


def chapter_heading(lines: list[str]) -> re.Pattern:
    """The book's level above the Laws: «Глава II.», or, in a book with no chapter, «ЧАСТЬ V.» (as the parser
    reads parts with no chapter above them, lawref.corpus.book)."""
    return _PART if not any(_CHAPTER.match(line) for line in lines) and any(_PART.match(line) for line in lines) \
        else _CHAPTER
_SUBITEM = re.compile(r"^(\s*\()([^)\s]{1,4})\)\s")
# a one-character label with one bracket lost (the closing one perhaps read «}», «]»)
_TORN = re.compile(r"^(\s*)(\(([^()\s])|([^(){}\[\]\s])[)}\]])\s")
# a label one or both of whose brackets OCR read as a brace («{а)», «(а}», «{i}»): no book sets a label in braces
_BRACED = re.compile(r"^(\s*)((?=[^\s]*[{}])[({]([^(){}\[\]\s]{1,4})[)}])(?=\s)")
# a section's word before its letter («Раздел D.»: data/law_words.toml), kept with the indentation
_WORD = rf"(?:(?i:{'|'.join(law_words()['section']['words'])})\s+)?"
_LOST_LETTER = re.compile(r"^(\s*)(\.)\s+(?=[«\"]?[А-ЯЁA-Z])")  # a heading's period, its letter lost («. Ответ…»)
_MARK = re.compile(rf"^(\s*{_WORD})(\S{{1,2}})\.(?=\s|$)")  # a section letter or an item number, as OCR read it
_BARE_MARK = re.compile(r"^(\s*)(\S{1,2})(?=\s)")  # one whose period OCR lost (data: [markers])
_TRAILING_SPECK = re.compile(r"\s+[^\w\s«\"(—–\-]{1,2}(?=\s)")  # a speck after that marker («ь ‚ Судья»)
# an item number whose period OCR read as a comma or a colon («1, Партнеры»), its text's first word after it
_DOUBLED_PERIOD = re.compile(r"^(\s*)(\d{1,2})(\.[.,‚`'‘’])(?=[«А-ЯЁA-Z])")  # «1..Если»: a speck after the period
_PERIOD_LEFT = re.compile(r"^(\s*)((?:[^\w\s«(\"]{1,2}\s+)?\.)\s+(?=([а-яё]+)\s)")  # «. если», «} . если»
_PERIOD_KEPT = re.compile(r"^\.\s")  # a paragraph opening with a period alone: what OCR left of an item's number
ITEMS_SAME_WORD = 3  # items of the open list, at least, all opening with the word that follows a lone period
_COMMA_MARK = re.compile(r"^(\s*)(\d{1,2})([,:])(?=\s+[А-ЯЁA-Z«])")
# ... or lost altogether («2 излишне медленная игра;»), or its figure misread too («8 Если» for «3.»): read so
# only after an ended sentence, where that number is the one the list expects
_NO_PERIOD = re.compile(r"^(\s*)(\d{1,2})([,:]?)(?=\s+[«А-ЯЁA-Zа-яё])")
# a word of a paragraph (three letters or more): a line with none after its figure is a line of calls («1 БК - пас»,
# an example's auction, OCR's «1 ВК -11»), its figure a bid's level, never an item's number
_A_WORD = re.compile(r"[А-ЯЁа-яёA-Za-z]{3,}")
_CALL_WORDS = frozenset({"пас", "контра", "реконтра", "pass", "double", "redouble"})  # calls, no paragraph's words


def _words_after(bare: re.Match) -> bool:
    return any(word.lower() not in _CALL_WORDS for word in _A_WORD.findall(bare.string, bare.end()))
_END_SPECK = re.compile(r"\s+[|`'‘’_°^~]{1,2}$")  # a speck standing apart at a line's end («возражения. |»)
# a section's letter whose period OCR read as a comma, a short title after it on its line («С, Козырь в руке
# противника»): read so only where the letter is the one the sequence expects and the line above ended
_COMMA_SECTION = re.compile(r"^(\s*)([A-ZА-ЯЁ]),(?=\s+[А-ЯЁA-Z])")
_ABBREVIATION = re.compile(r"^\s+[а-яё]\.")  # «т. е.», «т. к.»: an abbreviation, no marker
# a reference's id as OCR may give it: with a digit, or З/О where one stood («Правило ЗВ»; a border «|» is none)
_REFERENCE_ID = r"((?=[^\s(]*[\dЗО])[\dЗОOlI|][0-9A-Za-zА-Яа-яЁё]*(?:\([^)\s]{1,4}\))*)"
_REFERENCE = re.compile(rf"\b{law_word_pattern(capital=True)}\s+{_REFERENCE_ID}")
_WRAPPED_REFERENCE = re.compile(rf"^\s*{_REFERENCE_ID}")  # ... its id opening the line under the Law's word
_ID = re.compile(r"^([1-9]\d?)(?:([A-Z])(?:(\d{1,2})((?:\([a-z]{1,4}\))*))?)?$")
_DEFINITIONS = re.compile(r"^\s*ОПРЕДЕЛЕНИЯ\s*$", re.I)
_TERM_DASH = re.compile(r"^(\s*[«\"]?[А-ЯЁ][^—–\-.;:]{0,60}?\s)([—–\-]{1,2})(?=\s)")
# a mark standing alone before a line's first word; or a lone letter before a sub-item's label (no word of
# one letter stands before a bracketed label: «р (5) является» is a speck read as р)
# scraps OCR made of a note in the margin or of specks, standing before a sub-item's label on its line: Latin
# letters and marks only, no Cyrillic word, no figure («cM. pea : (b) должен …», «peer se Hee _ : (b) …»)
_SCRAP = r"(?:[A-Za-z]{1,5}\.?|[^\w\s«\"(\[]{1,2}|_)"
_SCRAPS = re.compile(rf"^(\s*)({_SCRAP}(?:\s+{_SCRAP}){{0,5}}\s+)(?=\()")
# a run of periods or dashes glued before a marker whose period touches its first word (a fax's streak, specks:
# «.....В.Как исправляется», «-.......2.Еюли нарушитель»)
_DOTTED = re.compile(r"^(\s*)([.\-—–_…]{3,})(?=(\d{1,2}|[A-ZА-ЯЁ])\.[«А-ЯЁA-Z])")
_JUNK = re.compile(r"^(\s*)([^\w\s(«\"—–\-]{1,2} |[а-яё] (?=\())(?=\S)")
# a mark standing alone between a marker and its text's first word («3. _ Если коробка…»): no book sets one
_AFTER_MARK = re.compile(r"^(\s*(?:\d{1,2}\.|[A-ZА-ЯЁ]\.|\([^)\s]{1,4}\))\s+)((?:[^\w\s«\"(—–\-]|_) )(?=[А-ЯЁа-яё])")
# a speck glued to a marker, no space between («‚2. Исправлять», «‚.А. Обязанность»): read so only where the
# marker continues its sequence
_GLUED = re.compile(r"^(\s*)([‚,.`'‘’]{1,2})(?=(\d{1,2}|[A-ZА-ЯЁ])\.\s)")
# a letter standing alone before an item's number at a paragraph's start («и 1. Если …» under its section's
# heading): a speck OCR read as a letter, no paragraph opening in lower case there
_LETTER_BEFORE = re.compile(r"^(\s*)([а-яё] )(?=(\d{1,2})\.\s+[А-ЯЁA-Z«])")
_GLUED_WORD = re.compile(r"^(\s*)(ПРАВИЛО)(\d{1,2})(?=\.?\s*$)")  # a Law's number glued to its word: «ПРАВИЛО10»
# a speck glued before a Law heading's word alone on its line («„ЗАКОН 30»: no heading opens with a mark)
_SPECKED_LAW = re.compile(rf"^(\s*)([^\w\s«(\"]{{1,2}})(?=(?:{_WORDS_CAPITALS})\s+(\d{{1,3}})\.?\s*$)")
# ... or standing after its number («Правило 41 *»: a dust speck or a note's call OCR read), in capitals or capitalised
_TAILED_LAW = re.compile(r"^(\s*(?:" + "|".join(f"{row['heading'].upper()}|{row['heading'].capitalize()}"
                                              for row in law_words()["law"] if row["heading"].isalpha())
                         + r")\s+)(\d{1,3})(\s+[^\w\s«(\".,:;\-‐–—]{1,2})\s*$")  # (a stop or a dash: the title's)
_GLUED_LAW = re.compile(r"^([^\w\s]{1,2})(\d{1,2})$")  # a speck glued to a Law's number («ПРАВИЛО $85»)
# ... and after a sub-item's bracket («(9). назначить», «(iv)_ по решению»)
# (the word after it glued too, «(1).до»: a DjVu layer drops the space where OCR's boxes overlap)
_GLUED_SUB = re.compile(r"^(\s*\([^)\s]{1,4})(\)[_‚,.`'‘’\"”])(?=\s|[а-яёА-ЯЁ«])")
# the same after the marker's period («3.’ разъясняющее»)
_GLUED_AFTER = re.compile(r"^(\s*)(\d{1,2}|[A-ZА-ЯЁ])(\.[‚,.`'‘’\"”])(?=\s)")
_LONE = re.compile(r"^\s*(\w{1,2})\s*$")  # a line of one or two characters: a speck, or a marker OCR lost
_SECTION_HEAD = re.compile(rf"^\s*{_WORD}[A-ZА-ЯЁ]\.\s")  # a section's letter opening its line («B. Вызов Судьи»)
_ENDED = re.compile(r"[.;:!?)»]$")  # a sentence (or a list's item) ended at the line's end
_GOES_ON = re.compile(r"^\s*(?:[^\w\s]{1,2}\s*)?[а-яё]")  # a line that goes on with a sentence
# a number put in by a paragraph's look alone (it opens as the list's items do, after an ended item): for the
# editor, never read so as the scan is read (lawref.corpus.formats.read_back): it may be the item's second paragraph
AS_ITEMS_OPEN = "абзац открывается, как пункты этого списка"
# ... and a count of items that took the section's lead text ending «:» for item 1 (it may announce the items)
LEAD_COUNTED = "вводная фраза раздела с двоеточием посчитана пунктом: проверьте по скану"
# a section's heading put in over the paragraph above a section that skips one letter: a lost heading, or a gap
LOST_ABOVE = "заголовок пропущенного раздела, возможно, потерян над абзацем без номера выше: проверьте по скану"
BOOK_SIGNS = ("§", "©")  # signs a book prints before a number or a name («§ 24.», «© И. В. Горелов»): no speck
JUNK_SHARE = 0.1  # a mark that opens more of the lines than this is the page's (a border «|»), not a speck


@dataclass(frozen=True)
class Entry:
    """One place for the editor: line (1-based) and column (0-based) of `read` in the text; `proposed` is ""
    when the document shows no one right reading."""

    line: int
    column: int
    kind: str  # JOIN, MARKER, REFERENCE, SEPARATOR, SUIT or UNSURE
    read: str
    proposed: str
    why: str  # in Russian: the editor reads it
    page: int = 0  # of the scan, when OCR gave it
    accept: bool = False
    applied: bool = False
    sure: bool = False  # the document shows this one reading (review.sure_ones): `--apply --all` takes it


def _said(path) -> str:
    parts = ["пробел внутри номера" if meant == " " else f"{meant} как {read}" for meant, read in path]
    return "OCR читает " + ", ".join(dict.fromkeys(parts)) if parts else ""


def _after(previous, first: str) -> str:
    """«после C», or «первый» where nothing came before."""
    return f"после {previous}" if previous else first


def _closest(read: str, candidates, only: bool = False) -> tuple[str, tuple] | None:
    """The one candidate OCR's confusions explain best (a tie: none, the editor chooses); `only`: the one they
    explain at all (two possible readings: none)."""
    scored = sorted((found[0], c, found[1]) for c in candidates
                    if c != read and (found := misreading(read, c)) and found[0] > 0)
    if not scored or (len(scored) > 1 and (only or scored[1][0] == scored[0][0])):
        return None
    return scored[0][1], scored[0][2]


@dataclass
class _Walk:
    """The open levels of the walk and the ids seen (as references write them: 12, 12C, 12C1, 12C1(e))."""

    roman_chapters: bool
    chapter: int = 0
    law: int | None = None
    section: str | None = None
    item: int | None = None
    sub: str | None = None
    roman: int = 0
    next_law: int | None = None  # the number of the next Law heading below, as read
    above_ended: bool = False  # the text line above (specks' lines aside) ends a sentence or a heading
    heading: re.Pattern = _LAW  # the book's Law headings (law_heading)
    chapters: re.Pattern = _CHAPTER  # ... and the headings of the level above them (chapter_heading)
    lines: tuple[str, ...] = ()  # the text's lines, to look below a marker
    anchor: str = ""  # the chapter read surely that the first ones, of strokes, were counted back from
    seen_chapter: bool = False
    cyrillic_subs: bool = False  # the book's lists run in the Russian order («(а)», «(б)», «(в)»: book_labels)
    closing_only: bool = False  # ... and sets them «а)», a closing bracket only (no bracket OCR lost)

    def __post_init__(self):
        self.ids: set[str] = set()
        self.laws: set[int] = set()

    def where(self) -> str:
        base = f"{self.law}{self.section or ''}"
        return f"{base}{self.item}" if self.section and self.item else base


def markers(lines: list[str]) -> tuple[list[Entry], set[str], set[int]]:
    """Markers that break their sequence, and the book's ids with every proposal taken."""
    chapters = chapter_heading(lines)
    tokens = [m[2] for line in lines if (m := chapters.match(line))]
    walk = _Walk(roman_chapters=any(not t.isdigit() for t in tokens), heading=law_heading(lines), chapters=chapters,
                 lines=tuple(lines))
    walk.cyrillic_subs, walk.closing_only = book_labels(lines)
    if walk.roman_chapters:
        walk.chapter, walk.anchor = counted_back(tokens)
    heads = [(n, value) for n, line in enumerate(lines, 1) if (m := walk.heading.match(line))
             and (value := int(m[2]) if m[2].isdigit() else _spelt(line)) is not None]
    opening = Counter(m[2].strip() for line in lines if (m := re.match(r"^(\s*)([^\w\s]{1,2})\s", line)))
    filled = sum(1 for line in lines if line.strip())
    repeated = {text for text, count in Counter(line.strip() for line in lines).items() if count > 2}
    out: list[Entry] = []
    unnumbered = _Unnumbered()
    for number, line in enumerate(lines, 1):
        walk.next_law = next((value for n, value in heads if n > number), None)
        above = _line_above(lines, number)
        walk.above_ended = above < 0 or bool(_ENDED.search(_END_SPECK.sub("", lines[above].rstrip()))) or \
            bool(walk.heading.match(lines[above]) or _SECTION_HEAD.match(lines[above]))
        if (junk := _JUNK.match(line)) and opening[junk[2].strip()] <= max(3, JUNK_SHARE * filled) and \
                junk[2].strip() not in BOOK_SIGNS and not _called(junk[2].strip(), lines) and \
                any(r.match(line[junk.end():]) for r in ((_SUBITEM, _TORN) if junk[2][0].isalpha()
                                                         else (walk.heading, _SUBITEM, _MARK))):
            # a speck read as a mark before a marker («‚ А. Указание…»): the marker is read without it
            mark = line[junk.end()]  # the marker's first character: the proposal is the marker without the mark
            out.append(Entry(number, junk.start(2), MARKER, junk[2] + mark, mark, "перед номером знак, которого "
                             "нет в книге: пятнышко скана, прочитанное OCR"))
            line = " " * junk.end() + line[junk.end():]
        elif (scraps := _SCRAPS.match(line)) and walk.sub and \
                _subitem(replace(walk), " " * scraps.end() + line[scraps.end():], number) == []:
            # the sub-item the open list expects, exactly, after scraps in Latin letters and marks: they are no
            # words of this Russian book (a pen note in the margin, specks), the label opens the line
            out.append(Entry(number, scraps.start(2), MARKER, scraps[2] + "(", "(", "перед подпунктом обрывки "
                             "латиницей и знаки, которых нет в книге: пометка на полях или пятнышки скана, "
                             "прочитанные OCR"))
            line = " " * scraps.end() + line[scraps.end():]
        elif (lone := _LETTER_BEFORE.match(line)) and walk.above_ended and not walk.item and \
                walk.section is not None and _continues(walk, lone[3]):
            # a letter before the section's first item's number, under its heading or an ended line: a speck
            out.append(Entry(number, lone.start(2), MARKER, lone[2] + lone[3], lone[3], "перед номером буква, "
                             "которой абзац не начинается: пятнышко скана, прочитанное OCR как буква"))
            line = " " * lone.end() + line[lone.end():]
        elif (glued := _GLUED.match(line)) and _continues(walk, glued[3]):
            out.append(Entry(number, glued.start(2), MARKER, glued[2] + glued[3][0], glued[3][0], "перед номером "
                             "знак, которого нет в книге, вплотную к номеру: пятнышко скана, прочитанное OCR"))
            line = " " * glued.end() + line[glued.end():]
        elif (dotted := _DOTTED.match(line)) and _continues(walk, dotted[3]):
            marker, after = dotted[3] + ".", dotted.end(2) + len(dotted[3]) + 1
            out.append(Entry(number, dotted.start(2), MARKER, dotted[2] + marker, marker + " ", "перед номером ряд "
                             "точек или черт, которого нет в книге, вплотную к номеру (полоса факса, пятнышки "
                             "скана), и после номера нет пробела"))
            line = " " * (dotted.end(2) - 1) + marker + " " + line[after:]
        elif (glued := _GLUED_AFTER.match(line)) and _continues(walk, glued[2]):
            out.append(Entry(number, glued.start(2), MARKER, glued[2] + glued[3], glued[2] + ".", "после номера "
                             "знак, которого нет в книге, вплотную к точке: пятнышко скана, прочитанное OCR"))
            line = line[:glued.end() - 1] + " " + line[glued.end():]
        elif (glued := _GLUED_SUB.match(line)) and _sub_continues(walk, new := line[:glued.start(2)] + ") "
                                                                   + line[glued.end(2):], number):
            out.append(Entry(number, glued.start(2), MARKER, glued[2], ")" if line[glued.end(2):][:1].isspace()
                             else ") ", "после номера подпункта знак, которого "
                             "нет в книге, вплотную к скобке: пятнышко скана, прочитанное OCR"))
            line = new
        elif (specked := _SPECKED_LAW.match(line)) and (walk.law is None or int(specked[3]) > walk.law) and \
                (walk.next_law is None or int(specked[3]) < walk.next_law):
            # a speck glued before a Law heading's word, the Law between the Laws around it: the heading
            word = line[specked.end()]
            heading = line[specked.end():].strip()
            out.append(Entry(number, specked.start(2), MARKER, specked[2] + word, word, f"{heading} между ПРАВИЛАМИ "
                             f"{walk.law or '—'} и {walk.next_law or '—'}; перед словом знак, которого нет в книге, "
                             "вплотную к нему: пятнышко скана, прочитанное OCR"))
            line = " " * specked.end() + line[specked.end():]
        elif (tailed := _TAILED_LAW.match(line)) and (walk.law is None or int(tailed[2]) > walk.law) and \
                (walk.next_law is None or int(tailed[2]) < walk.next_law):
            # a speck after a Law heading's number alone on its line, the Law between the Laws around it
            out.append(Entry(number, tailed.start(2), MARKER, tailed[2] + tailed[3], tailed[2],
                             f"{tailed[1].strip()} {tailed[2]} между ПРАВИЛАМИ {walk.law or '—'} и "
                             f"{walk.next_law or '—'}; после номера знак, которого нет в книге: пятнышко скана или "
                             "знак сноски, прочитанный OCR"))
            line = tailed[1] + tailed[2]
        elif (glued := _GLUED_WORD.match(line)) and walk.law is not None and int(glued[3]) > walk.law and \
                (walk.next_law is None or int(glued[3]) < walk.next_law) and \
                walk.heading.match(spaced := f"{glued[1]}{glued[2]} {glued[3]}{line[glued.end():]}"):
            # a Law's number glued to its word (a DjVu layer drops the space where OCR's boxes overlap)
            out.append(Entry(number, glued.start(2), MARKER, glued[2] + glued[3], f"{glued[2]} {glued[3]}",
                             f"ПРАВИЛО {glued[3]} между ПРАВИЛАМИ {walk.law} и {walk.next_law or '—'}: номер "
                             "слит со словом, пробел потерян (слой текста DjVu)"))
            line = spaced
        elif (scrap := _ITEM_SCRAP.match(line)) and walk.section and not walk.item and \
                (up := _line_above(lines, number)) >= 0 and _SECTION_HEAD.match(lines[up]) and \
                _next_item(tuple(lines), number) == 2:
            # Latin letters in a Russian book at the place of a section's first item's number, item 2 below: that
            # item's «1.», which OCR read as a word of scraps («woods Карта защитника …» under 45C's heading)
            out.append(Entry(number, scrap.start(2), MARKER, scrap[2], "1.", "пункт первый — 1.: ниже пункт 2, а "
                             f"на месте номера латинские буквы «{scrap[2]}», которых нет в книге: OCR прочитал номер "
                             "как обрывки"))
            _open_item(walk, 1)
            continue
        elif (head := _letter_lost(walk, lines, number)) is not None:
            out.append(head)
            _open_section(walk, head.proposed[0])
            continue
        elif (lost := _lost_item(lines, number, walk, repeated)) is not None:
            out.append(lost)
            unnumbered.opened(walk, number, lost.proposed)
            unnumbered.joined = number + lost.read.count("\n")  # the paragraph the number goes to
            continue
        before = (walk.law, walk.section, walk.item)
        for step in (_chapter, _law, _subitem, _mark):
            found = step(walk, line, number)
            if found is not None:
                out += found
                out += unnumbered.after_marker(walk, before, number, line)
                break
        else:
            out += unnumbered.paragraph(walk, lines, number, repeated)
    # a Law counts as held when the book has its sections (a commentary's «Правило 28.» heads comments on
    # it: any section of it may be cited)
    held = {law for law in walk.laws if any(i.startswith(str(law)) and i[len(str(law)):][:1].isalpha()
                                            for i in walk.ids)}
    return out, walk.ids, held


# a paragraph's opening as OCR read it: a speck (or two) standing before its first letter or not
# («№ Разыгрывающему», «. Если игрок», «— . Судья»; not a note's «*», «`* О порядке…»)
# ... or a letter standing alone that no Russian word is («Ь Судья», «Ё Цель»: a number OCR read as a letter;
# «В командном», «И так» are words)
NO_WORD_LETTERS = "БГДЕЁЖЗЙЛМНПРТФХЦЧШЩЪЫЬЭЮбгдеёжзйлмнпртфхцчшщъыьэю"
_OPENING = re.compile(rf"^(\s*)((?:(?:[^\w\s«\"(\[*]{{1,2}}|[{NO_WORD_LETTERS}](?=\s))\s*){{0,2}})([А-ЯЁа-яё])")
# («— . Судья»: two)
_SENTENCE_ENDED = re.compile(r"(?<!\bсм)(?<!\bср)(?<!\bп)(?<!\bт)(?<!\bгл)(?<!\bстр)[.!?]$")
# (an abbreviation's period, «(см.» / «Правила 68–71)», ends no sentence)


@dataclass
class _Unnumbered:
    """Paragraphs of the open section with no marker, where items stand: OCR lost their numbers (a noisy
    scan). A human proof-reader counts them: where the next number read skips exactly as many numbers as
    there are such paragraphs since the last item, each is the item missing, in order (a section's lead
    text, right under its heading, may come first); and after an item whose sentence ended, a paragraph
    that opens as the list's items open (a capital after a full stop; lower case after «;» where the
    items begin in lower case) is the next item. Where the items begin in lower case, a paragraph that opens
    with a capital after the last one is none (a table's row, the section's text going on)."""

    pending: list = None  # (line, column, read) of paragraphs with no marker since the last item
    heading_line: int = 0  # the line of the open section's (or Law's) heading
    lower: bool = False  # the open item's text begins in lower case
    joined: int = 0  # a paragraph an item's number read on a line of its own goes to (_lost_item)
    empty: bool = False  # the open item's marker stands alone on its line
    first_word: str = ""  # the open item's first word, in lower case

    def __post_init__(self):
        self.pending = []

    def opened(self, walk: _Walk, number: int, text: str) -> None:
        self.pending = []
        body = re.sub(r"^\s*\S+\s*", "", text)
        self.lower = body[:1].islower()
        self.first_word = body.split()[0].lower() if body.split() else ""
        self.empty = not body.strip()  # a number OCR set on a line of its own: its text is the next paragraph

    def after_marker(self, walk: _Walk, before: tuple, number: int, line: str) -> list[Entry]:
        if (walk.law, walk.section) != before[:2]:
            self.pending, self.heading_line = [], number
            return []
        if walk.item == before[2] or not walk.item:
            return []
        out = self._lost(walk, before[2] or 0, walk.item) or []
        self.opened(walk, number, line)
        return out

    def _lost(self, walk: _Walk, previous: int, read: int) -> list[Entry] | None:
        """The items between `previous` and `read` whose numbers OCR lost, when as many paragraphs with no
        marker stand between them (or one more, the section's lead text right under its heading)."""
        lost, pending = read - previous - 1, self.pending
        if lost > 0 and len(pending) == lost + 1 and not previous and pending[0][3]:
            pending = pending[1:]  # the section's lead text, then its items
        if lost <= 0 or len(pending) != lost:
            return None
        # a lead text right under the heading that ends «:» with no sub-item under it announces the items: counted
        # as item 1, the count is the editor's to check (club2007's 63A: OCR read items 1 and 2 as one line), never
        # read so as the scan is read (lawref.corpus.formats.read_back)
        unsure = f"; {LEAD_COUNTED}" if not previous and pending[0][3] and \
            _announces_items(walk.lines, pending[0][0]) else ""
        out = []
        for value, (at, column, text, _) in enumerate(pending, previous + 1):
            out.append(Entry(at, column, MARKER, text, f"{value}. {text[-1]}", f"пункт {value}: номер "
                             f"потерян; между пунктами {previous or '—'} и {read} абзацев без номера "
                             f"столько, сколько номеров пропущено{unsure}"))
            walk.ids.add(f"{walk.law}{walk.section}{value}" if walk.section else f"{walk.law}-{value}")
        return out

    def paragraph(self, walk: _Walk, lines: list[str], number: int, repeated: set[str]) -> list[Entry]:
        line = lines[number - 1]
        if walk.law is not None and walk.above_ended and (bare := _NO_PERIOD.match(line)) and _words_after(bare) and \
                int(bare[2]) > (walk.item or 0) + 1 and \
                (out := self._lost(walk, walk.item or 0, int(bare[2]))) is not None:
            # a number whose period OCR lost, after as many paragraphs with none as it skips numbers
            period = _lost_period(bare)
            out.append(Entry(number, bare.start(2), MARKER, bare[2] + bare[3], f"{bare[2]}.", f"пункт "
                             f"{bare[2]}.; OCR {period}"))
            _open_item(walk, int(bare[2]))
            self.opened(walk, number, line)
            return out
        if walk.law is not None and walk.section and not walk.item and (bare := _NO_PERIOD.match(line)) and \
                _words_after(bare) and bare[2] != "1" and _line_above(lines, number) + 1 == self.heading_line and \
                _next_item(walk.lines, number) == 2:
            # the section's first paragraph, right under its heading, opening with a number and no period, item 2
            # below it: item 1, whose «1.» OCR misread («8 Игрок может …» over «2. Повторяющиеся …»)
            _open_item(walk, 1)
            self.opened(walk, number, line)
            return [Entry(number, bare.start(2), MARKER, bare[2] + bare[3], "1.", f"пункт 1: первый под заголовком "
                          f"раздела {walk.section}, ниже пункт 2; OCR прочитал номер как «{bare[2]}» и "
                          f"{'прочитал точку как «' + bare[3] + '»' if bare[3] else 'потерял точку'}")]
        if walk.law is None or number == self.joined or not line.strip() or line.strip() in repeated or \
                _LONE.match(line) or \
                not (m := _OPENING.match(line)):
            return []
        previous = _line_above(lines, number)
        under_heading = previous + 1 == self.heading_line
        if under_heading and previous == number - 2 and m[3].islower():
            return []  # a heading wrapped onto a second line goes on in lower case: the heading, no paragraph
        above = lines[previous].rstrip() if previous >= 0 else ""
        clause = self.lower and walk.item and above.endswith(";") and m[3].islower()  # a list of «…;» clauses
        # (no line of a paragraph opens with a period alone: what OCR left of a number, blank line above or not)
        period = _PERIOD_KEPT.match(line.lstrip()) is not None
        if previous < 0 or lines[number - 2].strip() and not _LONE.match(lines[number - 2]) and \
                not under_heading and not clause and not period:
            return []  # a paragraph opens after a blank line or a speck's (or right under its heading); in a
            # list of lower-case clauses each ending «;», a line that opens so after one is the next item
        if not (under_heading or _ENDED.search(above)):
            return []  # a sentence going on
        if (token := _misread_number(line, walk.lines)) and walk.section and not self.lower and \
                (under_heading and not walk.item or walk.item and not under_heading and _SENTENCE_ENDED.search(above)) \
                and not _read_below(lines, number, walk, (walk.item or 0) + 1):
            # a paragraph that opens with letters no word is where they stand: its item's number misread
            value = (walk.item or 0) + 1
            _open_item(walk, value)
            self.pending, self.empty = [], False
            where = f"первый под заголовком раздела {walk.section}" if value == 1 else \
                f"после законченного пункта {value - 1}"
            return [Entry(number, token.start(2), MARKER, line[token.start(2):token.end() + 1], f"{value}. {token[3]}",
                          f"пункт {value}, {where}: OCR прочитал его номер как «{token[2]}» — абзац не открывается "
                          "словом в строчную букву или словом, которого нет в книге, перед словом с прописной")]
        read = m[2] + m[3]
        capital = m[3].isupper()
        first = line[m.end(2):].split()[0]
        if sum(ch.isupper() for ch in first) > 1:
            return []  # a heading in capitals («СОДЕРЖАНИЕ»), no item
        empty, self.empty = self.empty, False
        if walk.section and walk.section != "Z" and walk.item and not under_heading and \
                len(line.split()) <= HEADING_WORDS and _ENDED.search(line.rstrip()) and _restarts(walk.lines, number):
            # a short line with item 1 under it after items of the open section: a section's heading whose letter
            # OCR lost (items never restart at 1 inside a section; before its first item, it is the section's
            # lead-in, «Кроме того:»)
            section = LETTERS[LETTERS.index(walk.section) + 1]
            why = f"раздел после {walk.section} в Правиле {walk.law} — {section}: ниже пункты снова с 1, значит, " \
                "это заголовок раздела; OCR не прочитал букву"
            _open_section(walk, section)
            self.pending = []
            return [Entry(number, m.start(2), MARKER, read, f"{section}. {m[3]}", why)]
        opens_as_items = capital and not self.lower and _SENTENCE_ENDED.search(above) or \
            not capital and self.lower and above.endswith(";") or \
            period and (_SENTENCE_ENDED.search(above) or above.endswith(";")) and \
            (capital == (not self.lower) or first.lower() == self.first_word)
        # (a period alone, then a capital where the items open in lower case: the item's own first word, its case
        # OCR's, «. И взятку» under «1. и взятку …;»; another word is no item, a running head's «. Междуниродные …»)
        if walk.item and not under_heading and not empty and opens_as_items and \
                not _read_below(lines, number, walk, walk.item + 1):
            value = walk.item + 1
            _open_item(walk, value)
            self.pending = []
            return [Entry(number, m.start(2), MARKER, read, f"{value}. {m[3]}", f"пункт после {value - 1} — "
                          f"{value}.: {AS_ITEMS_OPEN}, после законченного пункта; номер потерян (OCR)")]
        self.pending.append((number, m.start(2), read, under_heading))
        return []


_TOKEN_OPENING = re.compile(r"^(\s*)([А-ЯЁа-яё]{2})\s+(?=([А-ЯЁ])[а-яё])")  # (one letter: _OPENING's, [markers])


@lru_cache(maxsize=8)
def _vocabulary(lines: tuple[str, ...]) -> Counter:
    """The words of the text, in lower case, and how often each stands."""
    return Counter(word.lower() for line in lines for word in re.findall(r"[А-ЯЁа-яё]+", line))


def _misread_number(line: str, lines: tuple[str, ...]) -> re.Match | None:
    """A paragraph's opening letters that are no word where they stand, before a word with a capital: in lower
    case («те Как правило …»: no paragraph opens in lower case and goes on with a capital), or a capital word the
    text nowhere else uses («Ре Время …»: «В Правиле» is a word): an item's number as OCR misread it."""
    if not (m := _TOKEN_OPENING.match(line)):
        return None
    token = m[2]
    return m if token[0].islower() or _vocabulary(lines)[token.lower()] < 2 else None


def _lost_period(bare: re.Match) -> str:
    """What OCR made of the period after an item's number (_NO_PERIOD's match), for the review list."""
    return f"читает точку после номера как «{bare[3]}»" if bare[3] else "теряет точку после номера"


def _read_below(lines: list[str], number: int, walk: _Walk, value: int) -> bool:
    """The item number `value` stands below line `number` in its section (OCR set it out of its place)."""
    for line in lines[number:]:
        if walk.heading.match(line) or _SECTION_HEAD.match(line):
            return False
        if (m := re.match(r"^\s*(\d{1,2})\.(?:\s|$)", line)) and int(m[1]) == value:
            return True
    return False


def _sub_continues(walk: _Walk, line: str, number: int) -> bool:
    """`line` opens the sub-item the open list expects next (tried on a copy of the walk)."""
    probe = replace(walk)
    found = _subitem(probe, line, number)
    return found is not None and all(e.proposed for e in found)


def _announces_items(lines, number: int) -> bool:
    """The paragraph that opens at line `number` (1-based) ends «:» and no sub-item «(a)» follows it: a lead text
    announcing the section's items (an item's own words over its sub-items end «:» too, «Заявка:» / «(a) …»)."""
    end = number - 1
    while end + 1 < len(lines) and lines[end + 1].strip():
        end += 1
    below = next((line for line in lines[end + 1:] if line.strip()), "")
    return lines[end].rstrip().endswith(":") and not _SUBITEM.match(below)


def _continues(walk: _Walk, token: str) -> bool:
    """`token` is the marker the open Law expects next: its next section letter or its next item number."""
    if walk.law is None:
        return False
    section = LETTERS[LETTERS.index(walk.section) + 1] if walk.section and walk.section != "Z" else "A"
    return token == str((walk.item or 0) + 1) or same(token, section)


def _line_above(lines: list[str], number: int) -> int:
    """The index of the line with text above line `number` (1-based), a speck's line of one or two letters
    aside; -1 if none."""
    above = number - 2
    while above >= 0 and (not lines[above].strip() or _LONE.match(lines[above])):
        above -= 1
    return above


def _blank(line: str) -> bool:
    """A line with nothing on it: spaces at most. A form feed is a page break, not a blank line: a rule that
    reads across blank lines stops at it (the page number above it is no item's lost number)."""
    return not line.strip() and "\f" not in line


def _gap(lines: list[str], number: int, after: int) -> str:
    """The text between the end of line `number` (1-based) and the line of index `after`, exactly as `apply`
    reads it (the blank lines' spaces too): the read of an entry that joins them."""
    return "\n" + "".join(line + "\n" for line in lines[number:after])


def _text_around(lines: list[str], number: int) -> tuple[int, int]:
    """The indexes of the lines with text before and after line `number` (1-based); -1 or len(lines) if none."""
    before, after = number - 2, number
    while before >= 0 and _blank(lines[before]):
        before -= 1
    while after < len(lines) and _blank(lines[after]):
        after += 1
    return before, after


def _lost_item(lines: list[str], number: int, walk: _Walk, repeated: set[str]) -> Entry | None:
    """A line of one mark where the open list's next item stands: after an item's ended sentence, before a
    paragraph that opens with a capital (not a line the pages repeat, a running head), OCR read the number
    as a letter on a line of its own: the next number, joined to the paragraph."""
    expected = (walk.item or 0) + 1
    if walk.law is not None and walk.section and walk.above_ended and \
            ((figures := _LONE_FIGURES.match(lines[number - 1])) and (int(figures[1]) == expected or
                                                                   _period_as_figures(figures[1], expected, walk)) or
             (read := lines[number - 1].strip()) in whole_markers().get(f"{expected}.", ()) and
             not read.isalnum()) and \
            (alone := _number_alone(lines, number, walk, repeated)) is not None:
        return alone
    if walk.law is not None and not walk.item and (_LONE_MARK.match(lines[number - 1]) or
                                                   _LONE_FIGURES.match(lines[number - 1])):
        return _first_item_lost(lines, number, walk)
    if walk.law is None or not walk.item or not _LONE.match(lines[number - 1]):
        return None
    before, after = _text_around(lines, number)
    if before < 0 or after >= len(lines) or not _ENDED.search(lines[before].rstrip()):
        return None
    following = lines[after].strip()
    # ... or before the list's first sub-item «(a)» (a speck before it or not): the Laws set an item's number
    # alone on its line over its sub-items («2.» / «(a) Игрок …»), and a sub-item after an ended item is
    # the next item's
    speck = re.match(r"^(?:[^\w\s(«\"]|_){1,2}(?=\()", following)
    sub = _SUBITEM.match(following[speck.end():] if speck else following)
    over_sub = sub is not None and latin_subitem(sub[2]) == "a"
    if not over_sub and (not following[:1].isupper() or following in repeated or _MARK.match(following) or
                         walk.heading.match(following) or sub or walk.chapters.match(following)):
        return None
    line, item = lines[number - 1], walk.item + 1
    start = len(line) - len(line.lstrip())
    _open_item(walk, item)
    if speck and over_sub:  # (the sub-item's line, a speck before it, is one the walk reads as no label)
        walk.sub = "a"
        walk.ids.add(f"{walk.where()}(a)")
    lead = lines[after][:len(lines[after]) - len(lines[after].lstrip())] + (speck[0] if speck and over_sub else "")
    over = f", над его подпунктом {sub[1].strip()}{sub[2]})" if over_sub else ""
    return Entry(number, start, MARKER, line[start:] + _gap(lines, number, after) + lead, f"{item}. ",
                 f"пункт после {item - 1} — {item}.{over}; OCR прочитал номер как «{line.strip()}» на отдельной "
                 "строке")


_MARKS_LINE = re.compile(r"^\s*(?:[^\w\s—–\-]|_){1,2}\s*$")  # a line of a mark or two alone: specks


def _period_as_figures(figures: str, expected: int, walk: _Walk) -> bool:
    """A section's first item's number whose period OCR read as figures glued to it («15» for «1.», data: «.» read
    5, as from_pdf reads it at the items' hanging place): right under the section's heading, no item open."""
    found = not walk.item and figures != str(expected) and misreading(figures, f"{expected}.")
    return bool(found) and found[0] > 0


def _number_alone(lines: list[str], number: int, walk: _Walk, repeated: set[str]) -> Entry | None:
    """The open list's next number alone on its line, its period lost (tesseract's «1», a blank line, «Выбирая
    заявку …») or read as one of OCR's readings of it with its mark («т.» for «1.»; a letter alone may be a
    speck), after a heading or an ended sentence and over a paragraph that opens with a capital (no marker,
    no line the pages repeat): that item's number, joined to its paragraph."""
    before, after = _text_around(lines, number)
    while after < len(lines) and (_blank(lines[after]) or _MARKS_LINE.match(lines[after])):
        after += 1  # (specks OCR read as marks alone on a line between them: «1», «>», «Если …»)
    if before < 0 or after >= len(lines):
        return None
    following = lines[after].strip()
    if not following[:1].isupper() or following in repeated or any(
            r.match(following) for r in (_MARK, _SUBITEM, walk.heading, walk.chapters)):
        return None
    line, value = lines[number - 1], (walk.item or 0) + 1
    start = len(line) - len(line.lstrip())
    lead = lines[after][:len(lines[after]) - len(lines[after].lstrip())]
    _open_item(walk, value)
    read = line.strip()
    period = f"OCR прочитал точку после него как «{read[len(str(value)):]}»" if read.isdigit() and \
        read != str(value) else "OCR не прочитал точку после него"
    return Entry(number, start, MARKER, line[start:] + _gap(lines, number, after) + lead, f"{value}. ",
                 f"пункт {value}: номер стоит на отдельной строке, {period}")


_LONE_MARK = re.compile(r"^\s*([^\s\d(]{1,2})\.\s*$")  # a mark and a period alone on a line, no figure («Ч.»)
_LONE_FIGURES = re.compile(r"^\s*(\d{1,3})\s*$")  # figures alone on a line («165» for «1.»: its period read as figures)


def _first_item_lost(lines: list[str], number: int, walk: _Walk) -> Entry | None:
    """A mark and a period, or figures, alone on a line, under a lead-in that ends «:» and over the first
    sub-item «(a)», where no item is open: the list's first item, whose «1.» OCR read as another mark («Ч.»,
    «165»); its sub-items follow it. The number, joined to the sub-item's line."""
    before, after = _text_around(lines, number)
    if before < 0 or after >= len(lines) or not lines[before].rstrip().endswith(":") or \
            not (sub := _SUBITEM.match(lines[after])) or latin_subitem(sub[2]) != "a":
        return None
    line = lines[number - 1]
    start = len(line) - len(line.lstrip())
    _open_item(walk, 1)
    return Entry(number, start, MARKER, line[start:] + _gap(lines, number, after), "1. ",
                 f"пункт 1: под вводной фразой с двоеточием, над подпунктом {sub[1].strip()}{sub[2]}); OCR прочитал "
                 f"номер как «{line.strip()}» на отдельной строке")


_SPECK_LINE = re.compile(r"^\s*(?:(?:[^\w\s—–\-]|_){1,3}|\d\.)\s*$")  # marks alone, or a figure and a period


def _item_above(lines: list[str], index: int, heading: re.Pattern) -> int:
    """The number of the last item opened at or above line `index` (0-based) in its section; 0 if none."""
    for line in reversed(lines[:index + 1]):
        if m := re.match(r"^\s*(\d{1,2})\.\s", line):
            return int(m[1])
        if heading.match(line) or _SECTION_HEAD.match(line):
            return 0
    return 0


def strays(lines: list[str]) -> list[Entry]:
    """A line of one letter between two lines of one sentence (the one above unfinished, the one below going
    on in lower case): a speck OCR read as a letter; the two lines joined without it. No wrapped text sets
    so: a word of one or two letters that stood so would have fit with the next one on its line. So are lines
    of marks alone, or of a figure and a period («..», «2.»: no item's number opens inside a sentence), one
    or several, between them; a letter among them is one of these specks too."""
    out, taken, heading, chapters = [], -1, law_heading(lines), chapter_heading(lines)
    for number, line in enumerate(lines, 1):
        lone = _LONE.match(line)
        if number <= taken or not (lone and len(lone[1]) == 1 or _SPECK_LINE.match(line)):
            continue  # («не» on a line of its own is a typewriter's overstrike, the parser's to read)
        before, after = number - 2, number
        while before >= 0 and (not lines[before].strip() or _SPECK_LINE.match(lines[before])):
            before -= 1
        while after < len(lines) and (not lines[after].strip() or _SPECK_LINE.match(lines[after]) or
                                      (m := _LONE.match(lines[after])) and len(m[1]) == 1):
            after += 1
        if before < 0 or after >= len(lines) or _ENDED.search(lines[before].rstrip()) or \
                _LONE.match(lines[before]) or not _GOES_ON.match(lines[after]) or \
                lone and lines[before].split()[-1] == lone[1] or heading.match(lines[before]) or \
                chapters.match(lines[before]):
            continue  # a word that repeats the one above is an overstrike too; a heading is no sentence
        between = [text.strip() for text in lines[before + 1:after] if text.strip()]
        if sum(1 for text in between if _LONE.match(text)) > 1 or \
                any(text[:-1].isdigit() and int(text[:-1]) == _item_above(lines, before, heading) + 1
                    for text in between):
            continue  # (two letters, each on its line: words the parser weighs; the list's next number may be
            # its item's, set out of its place by OCR: _read_below)
        taken = after
        shown = "», «".join(between)
        out.append(Entry(before + 1, len(lines[before]), JOIN, "\n" + "\n".join(lines[before + 1:after]) + "\n", "\n",
                         f"строка «{shown}» посреди фразы: пятнышко скана, прочитанное OCR как "
                         f"{'буква' if lone and len(between) == 1 else 'знаки'}; строки выше и ниже — одна фраза"))
    return out


def specks(lines: list[str]) -> list[Entry]:
    """A speck OCR read as a mark between a marker and its first word: the text without it (a mark that
    stands so on many lines is the book's own)."""
    found = [(number, m) for number, line in enumerate(lines, 1) if (m := _AFTER_MARK.match(line))]
    count, filled = Counter(m[2] for _, m in found), sum(1 for line in lines if line.strip())
    return [Entry(number, m.start(2), MARKER, m[2] + lines[number - 1][m.end()], lines[number - 1][m.end()],
                  "после номера знак, которого нет в книге: пятнышко скана, прочитанное OCR")
            for number, m in found if count[m[2]] <= max(3, JUNK_SHARE * filled)]


def _entry(number: int, m: re.Match, group: int, proposed: str, why: str, kind: str = MARKER) -> Entry:
    return Entry(number, m.start(group), kind, m[group], proposed, why)


def _chapter(walk: _Walk, line: str, number: int) -> list[Entry] | None:
    if not (m := walk.chapters.match(line)):
        return None
    token, expected = m[2], walk.chapter + 1
    want = int_to_roman(expected, upper=True) if walk.roman_chapters else str(expected)
    out = []
    count = stroke_count(token)  # a numeral of strokes: how many OCR read
    later = walk.roman_chapters and set(want) == {"I"} and STROKES.match(token) and expected < count <= 3
    if later:
        # more strokes than the next chapter has: none lost, a selection that goes on at a later chapter
        expected, want = count, int_to_roman(count, upper=True)
    if not same(token, want):
        strokes = walk.roman_chapters and set(want) == {"I"} and STROKES.match(token)
        found = misreading(token, want)
        if strokes or found:
            before = int_to_roman(walk.chapter, True) if walk.chapter else ""
            said = ("OCR читает черты римской цифры как | или l" if later else
                    "OCR читает черты римской цифры как | или 1 и теряет их") if strokes else _said(found[1])
            gaps = " (с пропусками)" if later else ""
            why = f"главы идут по порядку{gaps}: {_after(before, 'первая')} — {want}; {said}"
            if walk.anchor and not walk.seen_chapter:
                why = f"главы идут по порядку, и ниже стоит глава «{walk.anchor}»: считая назад, эта — {want}; {said}"
            out.append(_entry(number, m, 2, want, why))
        else:
            value = roman_to_int(token) if walk.roman_chapters else (int(token) if token.isdigit() else None)
            ahead = next(((n, w, f) for n in range(expected + 1, expected + CHAPTER_GAP) if walk.roman_chapters
                          and (f := misreading(token, w := int_to_roman(n, upper=True)))), None)
            if (value is None or value <= walk.chapter) and ahead:
                # a selection skips chapters: the nearest one ahead that OCR's confusions make of it
                expected, want, found = ahead
                out.append(_entry(number, m, 2, want, f"главы идут по порядку (с пропусками): после "
                                  f"{int_to_roman(walk.chapter, True) if walk.chapter else '—'} — {want}; "
                                  + _said(found[1])))
            elif (value is None or value <= walk.chapter) and walk.chapter and \
                    _chapter_below(walk, number) == expected + 1:
                # the one chapter left between its neighbours, whatever OCR read («\11» between VII and IX: VIII;
                # readings._chapter_numbers reads a scan's layer so)
                out.append(_entry(number, m, 2, want, f"главы идут по порядку: между "
                                  f"{int_to_roman(walk.chapter, True) if walk.roman_chapters else walk.chapter} и "
                                  f"{int_to_roman(expected + 1, True) if walk.roman_chapters else expected + 1} "
                                  f"— {want}; OCR прочитал номер иначе"))
            else:
                if value is None or value <= walk.chapter:
                    out.append(_entry(number, m, 2, "", f"глава «{token}» не продолжает порядок глав: ждём {want}"))
                expected = value if value and value > walk.chapter else walk.chapter
    walk.chapter = expected
    walk.seen_chapter = True
    return out


def _chapter_below(walk: _Walk, number: int) -> int | None:
    """The number of the next chapter heading below line `number`, where its numeral reads with no doubt
    (readings.sure_chapter: «IX», or «1Х», the I read as a figure beside the X that tells the numeral)."""
    for line in walk.lines[number:]:
        if m := walk.chapters.match(line):
            token = m[2]
            return sure_chapter(token) if walk.roman_chapters else (int(token) if token.isdigit() else None)
    return None


def _called(mark: str, lines: list[str]) -> bool:
    """A footnote's mark of asterisks the text calls (`слово*`): the note's own sign, never a speck («* Ср. …»)."""
    return set(mark) == {"*"} and any(re.search(rf"\w{re.escape(mark)}(?!\*)", line) for line in lines)


def law_heading(lines: list[str]) -> re.Pattern:
    """The shape of this book's Law headings: «ПРАВИЛО 12.», and in a law book (not a commentary, whose
    «Правило 28. ЗАЯВКИ» heads comments) «Правило 12. Заголовок» too."""
    from lawref.corpus.pipeline import guess_kind
    from lawref.model import COMMENTARY

    return _LAW if guess_kind([_Stripped(line.strip()) for line in lines]) == COMMENTARY else _LAW_TITLED


@dataclass(frozen=True)
class _Stripped:
    text: str  # a line as guess_kind reads it


# a Law heading whose number is in words alone on its line («ПРАВИЛО СЕМЬДЕСЯТ ПЕРВОЕ»)
_WORDS_HEADING = re.compile(rf"^(\s*{law_word_pattern('heading')}\s+)([^\W\d_]+(?:\s[^\W\d_]+){{0,2}})\s*\.?\s*$",
                            re.IGNORECASE)
_CAPITALS = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"  # (no Ё: a number in words reads Ё as Е)


def _spelt(line: str) -> int | None:
    """The number a Law heading spells in words («ПРАВИЛО СЕМЬДЕСЯТ ПЕРВОЕ» 71, «Правило первое. Колода» 1)."""
    m = LAW_HEADING.match(line.strip())
    return law_number(m[1]) if m and not m[1].strip().isdigit() else None


def _ordinal_broken(line: str, before: int | None, after: int | None, lines: tuple[str, ...]
                    ) -> tuple[int, str, str] | None:
    """A Law heading in words with one letter OCR broke («ПРАВИЛО СЕМЬДЕСЯТ ПЕРВОB», a Latin B for Е): (its
    column, the words as read, the words with that one letter changed), where they spell the one number the
    Laws' sequence leaves between the headings around it (lawref.numbering.ordinal_value), in the ending the
    book's other headings in words have («ПЕРВОЕ», not «ПЕРВОЙ»)."""
    if not (m := _WORDS_HEADING.match(line)):
        return None
    low, high = before or 0, after or LAW_COUNT + 1
    words = m[2]
    alphabet = _CAPITALS if words.isupper() else _CAPITALS.lower()
    meant = {read: spelt for at, ch in enumerate(words) if not ch.isspace() for letter in alphabet
             if (read := words[:at] + letter + words[at + 1:]) != words and
             (spelt := ordinal_value(read)) is not None and low < spelt < high}
    if len(set(meant.values())) != 1:
        return None
    endings = Counter(h[2][-2:] for other in lines if (h := _WORDS_HEADING.match(other)) and ordinal_value(h[2]))
    ranked = sorted(meant, key=lambda read: -endings[read[-2:]])
    if len(ranked) > 1 and endings[ranked[0][-2:]] == endings[ranked[1][-2:]]:
        return None
    return m.start(2), words, ranked[0]


def _law(walk: _Walk, line: str, number: int) -> list[Entry] | None:
    if not (m := walk.heading.match(line)):
        return None
    token, out = m[2], []
    if (glued := _GLUED_LAW.match(token)) and (walk.law is None or int(glued[2]) > walk.law) and \
            (walk.next_law is None or int(glued[2]) < walk.next_law):
        # a speck glued to the number, which without it stands between the Laws around it
        around = f"между ПРАВИЛАМИ {walk.law or '—'} и {walk.next_law or '—'}"
        out.append(_entry(number, m, 2, glued[2], f"ПРАВИЛО {glued[2]} {around}; перед номером знак, которого "
                          "нет в книге: пятнышко скана, прочитанное OCR"))
        token = glued[2]
    value = int(token) if token.isdigit() else _spelt(line)
    if value is None and (broken := _ordinal_broken(line, walk.law, walk.next_law, walk.lines)):
        # a Law heading in words with one letter OCR broke: the Law the sequence leaves there
        column, words, meant = broken
        value = ordinal_value(meant)
        entry = Entry(number, column, WORD, words, meant, f"«{words}» не число словами; «{meant}» — ПРАВИЛО {value} "
                      f"между ПРАВИЛАМИ {walk.law or '—'} и {walk.next_law or '—'}")
        _open(walk, value)
        return [entry]
    if not m[1].strip().isupper() and value and walk.law and walk.next_law and value > walk.next_law > walk.law:
        return []  # «Правило 45. Если…» between Laws 12 and 13: a reference wrapped to a line's start, no heading
    expected = walk.law + 1 if walk.law is not None else None
    ahead = walk.next_law
    if expected is None and value is not None and ahead is not None and ahead < value and \
            (found := misreading(token, str(ahead - 1))) and found[0] > 0:
        # the book's first Law heading, read above the one after it (`ПРАВИЛО 11` before `ПРАВИЛО 2`)
        out.append(_entry(number, m, 2, str(ahead - 1), f"ПРАВИЛО {value} перед ПРАВИЛОМ {ahead}: ждём "
                          f"{ahead - 1}; " + _said(found[1])))
        value = ahead - 1
    elif expected is not None and value != expected:
        found = None if token.isdigit() else misreading(token, str(expected))
        if found:
            out.append(_entry(number, m, 2, str(expected), f"ПРАВИЛО {expected} после ПРАВИЛА {walk.law}; "
                              + _said(found[1])))
            value = expected
        elif value is None:
            out.append(_entry(number, m, 2, "", f"номер Правила «{token}» не число (OCR: З вместо 3, О вместо 0?)"))
        elif value <= walk.law:  # a Law skipped forward is a selection's gap (the parser's check says so)
            out.append(_entry(number, m, 2, "", f"ПРАВИЛО {value} после ПРАВИЛА {walk.law}: ждём {expected} "
                              "(или это продолжение текста строки выше)"))
    elif value is None:
        out.append(_entry(number, m, 2, "", f"номер Правила «{token}» не число (OCR: З вместо 3, О вместо 0?)"))
    _open(walk, value)
    return out


def _open(walk: _Walk, value: int | None) -> None:
    """The walk goes into the Law a heading opens (one that goes on up)."""
    if value is not None and (walk.law is None or value > walk.law):
        walk.law, walk.section, walk.item, walk.sub, walk.roman = value, None, None, None, 0
        walk.ids.add(str(value))
        walk.laws.add(value)


def _subitem(walk: _Walk, line: str, number: int) -> list[Entry] | None:
    if walk.law is None:
        return None
    torn = None
    if not (m := _SUBITEM.match(line)):
        # a label one of whose brackets OCR lost («6) Если…», «(© Для…»): read so only where it continues
        if not (torn := _TORN.match(line) or _BRACED.match(line)):
            return None
    label = read = m[2] if m else (torn[3] or torn[4] if torn.re is _TORN else torn[3])
    if walk.cyrillic_subs and len(label) == 1 and label in CYRILLIC_LABELS:  # a Russian list's letter: its place's
        label = chr(ord("a") + CYRILLIC_LABELS.index(label))
    if torn and torn.re is _TORN and torn[4] and walk.closing_only:
        return None  # «а)» where the book sets its labels so: no bracket lost (cyrillic_items reads their letters)
    letter = chr(ord(walk.sub) + 1) if walk.sub else "a"
    roman = int_to_roman(walk.roman + 1)  # under a letter, or a list of its own ((i) opening a paragraph)
    wanted = [letter, roman]
    took, why = None, ""
    after = "".join(f"({part})" for part in (walk.sub, walk.roman and int_to_roman(walk.roman)) if part)
    if any(_same_label(label, w) for w in wanted):
        took = next(w for w in wanted if _same_label(label, w))
    elif walk.roman and set(roman) == {"i"} and STROKES.match(label):
        took = roman  # a roman numeral of strokes loses strokes (as a chapter's): the open list says how many
        why = "OCR читает черты римской цифры как 1 или | и теряет их"
    elif (best := _closest(label, wanted)) is not None:
        took, why = best[0], _said(best[1])
    elif walk.roman == 1 and m and len(label) <= 2 and not any(ch.isalnum() for ch in label):
        took = roman  # marks alone after (i): a list has two items at least, so (ii), whose figures OCR did not read
        why = "список не бывает из одного подпункта; OCR прочитал знак вместо номера"
    elif torn:
        return None  # a line of text that begins so
    else:
        out = [_entry(number, m, 2, "", f"подпункт «({label})» не по порядку: ждём "
                      + " или ".join(f"({w})" for w in wanted))]
        plain = "".join(letters()[1].get(ch, ch) for ch in label)
        if len(plain) == 1 and plain in LETTERS.lower():
            walk.sub, walk.roman = plain, 0
        return out
    out = []
    if took == letter == "a" and walk.section and not walk.item and (torn or m) and \
            (above := _line_above(list(walk.lines), number)) >= 0 and _SECTION_HEAD.match(walk.lines[above]) and \
            not walk.lines[above].rstrip().endswith(":"):
        # a list's first sub-item right under a section's heading: the Laws set sub-items under an item only, so
        # the item's «1.» before it was lost (the first sub-item stands on its item's line, «1. (а) Если …»); a
        # heading's line ending «:» is the item's own lead-in (_first_item_lost proposes its «1.»)
        start, end = (torn.start(2), torn.end(2)) if torn else (m.end(1) - 1, m.end(2) + 1)  # brackets and all
        said = "; ".join(part for part in (_bracket_said(torn), why) if part)
        out.append(Entry(number, start, MARKER, line[start:end], f"1. ({_printed(walk, read, 'a')})",
                         f"подпункт (a) сразу под заголовком "
                         f"раздела {walk.section}: подпункты бывают только у пункта, значит, OCR потерял «1.» перед ним"
                         + (f"; {said}" if said else "")))
        _open_item(walk, 1)
        walk.sub, walk.roman = letter, 0
        walk.ids.add(f"{walk.where()}({letter})")
        return out
    if torn:
        said = "; ".join(part for part in (_bracket_said(torn), why) if part)
        out.append(_entry(number, torn, 2, f"({_printed(walk, read, took)})",
                          f"подпункт {_after(after, 'первый')} — ({took}); {said}"))
    elif why:
        out.append(_entry(number, m, 2, _printed(walk, read, took),
                          f"подпункт {_after(after, 'первый')} — ({took}); {why}"))
    if took == letter:
        walk.sub, walk.roman = letter, 0
    else:
        walk.roman += 1
    base = f"{walk.where()}({walk.sub})" if walk.sub else walk.where()
    walk.ids.add(base if took == letter else f"{base}({took})")
    return out


def _bracket_said(torn: re.Match | None) -> str:
    """What OCR did to a label's brackets: lost one (_TORN) or read one as a brace (_BRACED)."""
    if torn is None:
        return ""
    return "OCR потерял скобку" if torn.re is _TORN else "OCR прочитал скобку как фигурную"


RUSSIAN_ORDER = set("вг")  # a list's third and fourth letters in the Russian alphabet's order, no Latin look-alike
LATIN_ONLY = set("bdfg")  # ... and letters of a Latin list that no Cyrillic letter looks like
RUSSIAN_SEEN = 2  # labels «в», «г» at least (two lists) for the book's lists to run in the Russian order


def book_labels(lines: list[str]) -> tuple[bool, bool]:
    """(the book letters its sub-items in the Russian alphabet's order, «(а)», «(б)», «(в)»: labels «в», «г» more
    than Latin letters no Cyrillic one looks like, RUSSIAN_SEEN at least; it sets them with a closing bracket only,
    «а)» lists, two at least, more than «(a)» ones), by the labels as read."""
    opened = [m[1] for line in lines if (m := re.match(r"^\s*\(([^\W\d_])\)\s", line))]
    closed = [m[2] for line in lines if (m := _LETTER_ITEM.match(line)) and m[2].isalpha() and len(m[2]) == 1]
    labels = [letter.lower() for letter in (*opened, *closed)]
    russian = sum(letter in RUSSIAN_ORDER for letter in labels)
    return russian >= RUSSIAN_SEEN and russian > sum(letter in LATIN_ONLY for letter in labels), \
        len(closed) >= 2 and len(closed) > len(opened)


def _printed(walk: _Walk, label: str, took: str) -> str:
    return label if _same_label(label, took) else printed_label(label, took, walk.cyrillic_subs)


def printed_label(read: str, meant: str, cyrillic: bool) -> str:
    """The letter a sub-item's label is put in with, `meant` its Latin letter (by its place in the list): the one
    OCR read where it reads as that letter (a Cyrillic «а» for a: its id reads from it, and the book printed it so:
    fidelity), else the letter of that place in the book's alphabet («б» for b, «в» for c where the book's lists run
    «(а)», «(б)», «(в)», `cyrillic`: book_labels); a Roman numeral as meant."""
    if len(read) == 1 and read.lower() in (meant, meant.translate(CYRILLIC_FOR_LATIN)):
        return read.lower()  # the same glyph («а» for a; small: «(А)» is OCR's reading of «(а)»)
    at = ord(meant) - ord("a") if len(meant) == 1 else -1
    return CYRILLIC_LABELS[at] if cyrillic and 0 <= at < len(CYRILLIC_LABELS) else meant


def _same_label(label: str, meant: str) -> bool:
    found = misreading(label, meant)
    return found is not None and found[0] == 0


def _mark(walk: _Walk, line: str, number: int) -> list[Entry] | None:
    """A section letter («D.») or an item number («3.»), whichever continues its sequence."""
    if walk.law is None:
        return None
    section = LETTERS[LETTERS.index(walk.section) + 1] if walk.section and walk.section != "Z" else "A"
    item = str((walk.item or 0) + 1)
    if (bare := _BARE_MARK.match(line)) and bare[2] in whole_markers().get(f"{item}.", ()) and \
            not _ABBREVIATION.match(line[bare.end():]):
        tail = _TRAILING_SPECK.match(line, bare.end())
        read = line[bare.start(2):tail.end() if tail else bare.end()]
        speck = " и пятнышко скана после него" if tail else ""
        said = Entry(number, bare.start(2), MARKER, read, f"{item}.", f"пункт {_after(walk.item, 'первый')} — "
                     f"{item}.; OCR читает «{item}.» как «{bare[2]}»{speck}")
        _open_item(walk, int(item))
        return [said]
    if (doubled := _DOUBLED_PERIOD.match(line)) and doubled[2] == item:
        # the number expected, a speck glued after its period and its first word glued to it («1..Если»): the number
        said = Entry(number, doubled.start(2), MARKER, doubled[2] + doubled[3], f"{item}. ",
                     f"пункт {_after(walk.item, 'первый')} — {item}.; после точки пятнышко скана, прочитанное OCR, "
                     "и нет пробела")
        _open_item(walk, int(item))
        return [said]
    if walk.item and (lost := _PERIOD_LEFT.match(line)) and _items_open_with(walk.lines, number, lost[3]):
        # an item's period with no figure, then the word every item of the open list opens with («1. если …»,
        # «5. если …», «. если …»): OCR lost the figure, not the number's period: the next number
        said = Entry(number, lost.start(2), MARKER, lost[2], f"{item}.", f"пункт после {walk.item} — {item}.: "
                     f"пункты списка открываются словом «{lost[3]}», а от номера OCR оставил только точку")
        _open_item(walk, int(item))
        return [said]
    if (comma := _COMMA_MARK.match(line)) and comma[2] == item:
        said = Entry(number, comma.start(2), MARKER, comma[2] + comma[3], f"{item}.", f"пункт "
                     f"{_after(walk.item, 'первый')} — {item}.; OCR читает точку после номера как «{comma[3]}»")
        _open_item(walk, int(item))
        return [said]
    if (comma := _COMMA_SECTION.match(line)) and len(line.split()) <= HEADING_WORDS and \
            (walk.above_ended and not _ENDED.search(line.rstrip()) or _restarts(walk.lines, number)) and \
            (same(comma[2], section) or (lower := _lower_letter(comma[2], walk.section, section)) is not None):
        # a section's heading whose period OCR read «,», a short title ending no sentence under an ended line, or
        # any short line over a list opening at 1 (items never restart inside a section: the line above is what
        # OCR made of a stamp over text, the period after the title a speck); its letter the one expected, or one
        # the sections have passed that OCR's confusions make of it («Е,» after E: F)
        letter = comma[2] if same(comma[2], section) else section
        said = Entry(number, comma.start(2), MARKER, comma[2] + ",", letter + ".", f"раздел после "
                     f"{walk.section or '—'} в Правиле {walk.law} — {section}; OCR читает точку после буквы как «,»"
                     + (f"; {lower}" if letter != comma[2] else ""))
        _open_section(walk, section)
        return [said]
    if walk.above_ended and (bare := _NO_PERIOD.match(line)) and _words_after(bare) and \
            (bare[2] == item or (found := misreading(bare[2], item)) and found[0] > 0):
        period = _lost_period(bare)
        said = Entry(number, bare.start(2), MARKER, bare[2] + bare[3], f"{item}.", f"пункт "
                     f"{_after(walk.item, 'первый')} — {item}.; " + (f"OCR {period}" if bare[2] == item else
                                                                     f"{_said(found[1])} и {period}"))
        _open_item(walk, int(item))
        return [said]
    if walk.section and walk.above_ended and (lost := _LOST_LETTER.match(line)) and \
            len(line.split()) <= HEADING_WORDS and not _ENDED.search(line.rstrip()):
        # a section's heading of which OCR read only the period («. Ответственность за порядок» after C.): the
        # next letter put before it
        said = Entry(number, lost.start(2), MARKER, ".", f"{section}.", f"раздел после {walk.section} в Правиле "
                     f"{walk.law} — {section}; OCR не прочитал букву, от неё осталась только точка")
        _open_section(walk, section)
        return [said]
    if not (m := _MARK.match(line)):
        return None
    token = m[2]
    if len(token) == 1 and same(token, section) and walk.section and not walk.item and \
            _ENDED.search(line.rstrip()) and _next_item(walk.lines, number) == 2 and \
            _next_section(walk.lines, number) == section:
        # the letter expected opening a sentence, over item 2, the same letter heading a section further down: a
        # section has one heading, so this is the list's item 1 whose number OCR read as that letter («C. Игрок
        # заменяет карту …» / «2. Карта …» under B, «С. Последующие карты» below)
        said = _entry(number, m, 2, "1", f"пункт первый — 1.: ниже пункт 2, а раздел {section} начинается ниже; "
                      f"OCR прочитал номер как «{token}»")
        _open_item(walk, 1)
        return [said]
    if len(token) == 1 and same(token, section):
        _open_section(walk, section)
        return []
    rest = line[m.end():].split()
    heading = bool(rest) and rest[0][:1].isupper() and len(rest) <= HEADING_WORDS
    if len(token) == 1 and token.islower() and same(token.upper(), section) and heading and walk.above_ended and \
            not _ENDED.search(line.rstrip()):
        # a section's letter OCR read small («в. После окончания следующей взятки» for B), the letter expected,
        # over a short title after an ended line: the section
        said = _entry(number, m, 2, token.upper(), f"раздел после {walk.section or '—'} в Правиле {walk.law} — "
                      f"{section}; OCR прочитал прописную букву как строчную «{token}»")
        _open_section(walk, section)
        return [said]
    if token.isdigit() and token != "1" and walk.section and heading and _restarts(walk.lines, number):
        # a section's heading whose letter OCR read as the next item's number («4. Посторонняя информация
        # от партнёра.» after item 3): items never restart at 1 inside a section, so a new one opened here
        said = _entry(number, m, 2, section, f"раздел после {walk.section} в Правиле {walk.law} — {section}: "
                      f"ниже пункты снова с 1, значит, это заголовок раздела; OCR прочитал букву как «{token}»")
        _open_section(walk, section)
        return [said]
    if token.isdigit() and token != "1" and walk.section and not walk.item and rest and rest[0][:1].isupper() and \
            section < "Z" and _next_section(walk.lines, number) == LETTERS[LETTERS.index(section) + 1]:
        # a number that opens no list (none before it in the section) where the sections' letters below leave a
        # hole of one («5. Отсутствие карт масти хода. Если …» after C., «Е.» below): that letter, read as a figure
        said = _entry(number, m, 2, section, f"раздел после {walk.section} в Правиле {walk.law} — {section}: "
                      f"ниже раздел {LETTERS[LETTERS.index(section) + 1]}, а пунктов до «{token}.» нет; OCR прочитал "
                      f"букву как «{token}»")
        _open_section(walk, section)
        return [said]
    if token == item:
        _open_item(walk, int(item))
        return []
    if token.isdigit() and walk.item and int(token) == walk.item and _next_item(walk.lines, number) == walk.item + 2:
        # a list repeats no number: the one before said again, the one after two more («3.», «3.», «5.»: priozer2000's
        # 72A4), is the one between them
        said = _entry(number, m, 2, item, f"пункт после {walk.item} — {item}: ниже пункт {walk.item + 2}, а номер "
                      "в списке не повторяется; OCR прочитал его как предыдущий")
        _open_item(walk, int(item))
        return [said]
    if token.isdigit() and walk.item and (found := misreading(token, item)) and found[0] > 0 and \
            _read_below(walk.lines, number, walk, int(item) + 1):
        # a number between its neighbours that OCR's confusions make of the one expected («8.» after 2., «4.»
        # below it: 3)
        said = _entry(number, m, 2, item, f"пункт после {walk.item}, ниже {int(item) + 1} — {item}; " + _said(found[1]))
        _open_item(walk, int(item))
        return [said]
    if token.isdigit() and walk.section and walk.item and 1 <= int(token) <= walk.item and rest and \
            _next_item(walk.lines, number) in (None, int(token) + 1) and \
            _next_section(walk.lines, number) in ("", LETTERS[LETTERS.index(section) + 1:][:1]) and \
            (blank := _paragraph_end(walk.lines, number, walk.item)) is not None:
        # the numbers start again («2.» after «5.», «3.» below): a section's items never restart, so a section
        # opened here whose heading OCR lost (a stamp over it); its letter, alone, on the blank line after the
        # last item's paragraph (the lines between are what OCR read of the lost heading and items: the new
        # section's); the parser reads a letter alone as a section whose title is lost
        lost = f" и пункты до {token}." if token != "1" else ""
        said = Entry(blank, 0, MARKER, "", f"\n{section}.\n", f"раздел после {walk.section} в Правиле {walk.law} — "
                     f"{section}: номера пунктов начались заново («{token}.» после «{walk.item}.»), а в разделе они не "
                     f"повторяются; OCR потерял заголовок раздела{lost}")
        _open_section(walk, section)
        _open_item(walk, int(token))
        return [said]
    if token.isdigit() and int(token) > 0:  # another number: the parser's own check says where numbers skip
        _open_item(walk, int(token))
        return []
    scored = [(found, want) for want in (section, item) if (found := misreading(token, want))]
    if scored:
        found, want = min(scored, key=lambda row: row[0][0])
        below = _next_section(walk.lines, number) if want == section else ""
        if want == section and (skip := skipped_section(token, section, found[0], below or None)) != section:
            # read as the next letter by the usual confusion, and the next section below is the letter after
            # it: the book left a section out (ladya2007's 17A, B, D, E: «О.» is D, not C)
            found = misreading(token, skip)
            why = (f"раздел после {walk.section or '—'} в Правиле {walk.law} — {skip}: ниже раздел {below}, "
                   f"раздела {section} в книге нет; {_said(found[1])}")
            _open_section(walk, want := skip)
        elif want == section:
            why = f"раздел {_after(walk.section, 'первый')} в Правиле {walk.law} — {section}; {_said(found[1])}"
            _open_section(walk, section)
        else:
            why = f"пункт {_after(walk.item, 'первый')} — {item}; {_said(found[1])}"
            _open_item(walk, int(item))
        return [_entry(number, m, 2, want, why)]
    if not any(ch.isalnum() for ch in token) and walk.section and heading:
        # a section's heading whose letter OCR read as a mark only («`. Пересдача» after C.): the next letter
        said = _entry(number, m, 2, section, f"раздел после {walk.section} в Правиле {walk.law} — {section}; "
                      "OCR не прочитал букву (пятнышко вместо неё)")
        _open_section(walk, section)
        return [said]
    plain = letters()[0].get(token, token)
    if len(plain) == 1 and plain in LETTERS:
        if plain > (walk.section or "@"):
            said = _entry(number, m, 2, "", f"раздел {plain} {_after(walk.section, 'первым')}: ждём {section}")
            if walk.section and plain == chr(ord(section) + 1) and \
                    (blank := _unnumbered_above(walk.lines, number)) is not None:
                # one letter skipped, a paragraph with no label right above: the skipped section, its heading lost
                # over that paragraph, or a selection's gap (a book printing 17A, B, D): the editor's to check
                said = Entry(blank, 0, MARKER, "", f"\n{section}.\n", f"раздел {plain} {_after(walk.section, 'первым')}"
                             f", а {section} нет: {LOST_ABOVE}")
            _open_section(walk, plain)
            return [said]
        ahead = LETTERS[LETTERS.index(walk.section) + 1:LETTERS.index(walk.section) + 1 + LETTER_GAP] \
            if walk.section else ""
        if heading and (best := _closest(token, ahead)) is not None:
            # a section's heading read as an earlier letter (G read as С after E): the one ahead that OCR's
            # confusions make of it
            said = _entry(number, m, 2, best[0], f"раздел после {walk.section} в Правиле {walk.law} не может быть "
                          f"«{token}»: {best[0]}; {_said(best[1])}")
            _open_section(walk, best[0])
            return [said]
        return []  # an earlier letter: a line of text that begins so («В. этом…» is no section)
    return None


_ITEM_SCRAP = re.compile(r"^(\s*)([A-Za-z]{1,6})(?=\s+[«\"]?[А-ЯЁ][а-яё])")  # Latin letters before a Russian sentence
_LETTERLESS = re.compile(r"^(\s*)((?:[^\w\s«\"(\[]{1,3}\s+)?)(?=\w)")  # a line's specks before its first word


def _letter_lost(walk: _Walk, lines: list[str], number: int) -> Entry | None:
    """A section's heading whose letter OCR lost (specks in its place, or nothing): a short paragraph of its own
    ending no sentence, under a section's text that ended, over a list opening at 1, where the next section's
    heading below is the letter after the one expected (a hole of one: «`` Крупная штрафная карта» between 50C
    and 50E over items 1 and 2); its letter put before its words, the specks left out. None elsewhere, and where
    the line opens with a marker as OCR read it («р. Крупная штрафная карта»: the sequence reads that one)."""
    line = lines[number - 1]
    if walk.law is None or walk.section is None or walk.section >= "Y" or not walk.above_ended or \
            not (head := _LETTERLESS.match(line)) or _MARK.match(line) or _ITEM_OPENING.match(line) or \
            len(line.split()) > HEADING_WORDS or _ENDED.search(line.rstrip()) or \
            number < 2 or lines[number - 2].strip() or number < len(lines) and lines[number].strip():
        return None
    section = LETTERS[LETTERS.index(walk.section) + 1]
    if not _restarts(tuple(lines), number) or _next_section(tuple(lines), number) != chr(ord(section) + 1):
        return None
    return Entry(number, head.start(2), MARKER, head[2], f"{section}. ", f"раздел после {walk.section} в Правиле "
                 f"{walk.law} — {section}: ниже раздел {chr(ord(section) + 1)} и пункты с 1, а строка коротка и "
                 "не кончает фразы: заголовок раздела, букву которого OCR не прочитал")


def _unnumbered_above(lines: tuple[str, ...], number: int) -> int | None:
    """The blank line (1-based) over the paragraph right above line `number` where that paragraph opens with no
    marker, in a capital, and a line of text ending with a mark (a sentence's end, or OCR's «,» for it) stands over
    the blank line; else None."""
    end = number - 2
    while end >= 0 and not lines[end].strip():
        end -= 1
    start = end
    while start > 0 and lines[start - 1].strip():
        start -= 1
    if end < 0 or start < 2 or "\f" in lines[start - 1] or not lines[start][:1].isupper() or \
            _MARK.match(lines[start]) or _ITEM_OPENING.match(lines[start]) or _SUBITEM.match(lines[start]) or \
            _LAW.match(lines[start]) or _SECTION_HEAD.match(lines[start - 2]) or \
            not re.search(r"[.,;:!?)»]$", _END_SPECK.sub("", lines[start - 2].rstrip())):
        return None  # (over the blank line a text's line, ending with a mark: no title standing alone)
    return start


def _paragraph_end(lines: tuple[str, ...], number: int, item: int) -> int | None:
    """The blank line (1-based) that ends the paragraph of item `item` above line `number`, where that paragraph
    ends a sentence (its last line's words, not specks: «..») and the blank line stands above line `number`; else
    None."""
    start = next((index for index in range(number - 2, -1, -1) if re.match(rf"^\s*{item}\.\s", lines[index])), None)
    if start is None or any(_SECTION_HEAD.match(line) or _LAW.match(line) for line in lines[start + 1:number - 1]):
        return None
    end = next((index for index in range(start + 1, number - 1) if not lines[index].strip()), None)
    last = _END_SPECK.sub("", lines[end - 1].rstrip()) if end is not None else ""
    if end is None or "\f" in lines[end] or not _ENDED.search(last) or not re.search(r"\w{2}", last):
        return None
    return end + 1


def _lower_letter(read: str, open_section: str | None, section: str) -> str | None:
    """Why a section's letter as read is `section`: it is a letter the sections have passed (the open one or one
    before it: no section repeats a letter) and OCR's confusions make it of `section` («Е» after E: F); else None."""
    plain = letters()[0].get(read, read)
    if open_section is None or plain not in LETTERS or plain > open_section or \
            not (found := misreading(read, section)) or found[0] <= 0:
        return None
    return f"раздел {plain} уже был; {_said(found[1])}"


_FIRST_ITEM = re.compile(r"^\s*(\S{1,2})(?=\s)")


def _next_section(lines: tuple[str, ...], number: int) -> str:
    """The letter (Latin) of the next section's heading below line `number`, before the next Law's; else ""."""
    for line in lines[number:]:
        if _LAW.match(line) or _LAW_TITLED.match(line):
            return ""
        if m := _SECTION_HEAD.match(line):
            plain = letters()[0].get(m[0].strip()[0], m[0].strip()[0])
            return plain if plain in LETTERS else ""
    return ""


def _items_open_with(lines: tuple[str, ...], number: int, word: str) -> bool:
    """The items of the list above line `number` (up to its section's or Law's heading), ITEMS_SAME_WORD at least,
    open with `word`, all but one (a word OCR misread: «еслн»), the item right above too."""
    words = [m[2] for m in _section_items(reversed(lines[:number - 1])) if m[2]]
    same = sum(found == word for found in words)
    return bool(words) and words[0] == word and same >= ITEMS_SAME_WORD and same >= len(words) - 1


def _next_item(lines: tuple[str, ...], number: int) -> int | None:
    """The number of the next item («N.» opening a line) below line `number`, before the next section's or Law's
    heading; else None."""
    return next((int(m[1]) for m in _section_items(lines[number:])), None)


_ITEM_OPENING = re.compile(r"^\s*(\d{1,2})\.\s+(\S+)?")  # an item's number and its first word (if on its line)


def _section_items(lines):
    """The items («N.» and a word opening a line) of `lines`, walked up or down, up to a section's or Law's heading."""
    for line in lines:
        if _LAW.match(line) or _LAW_TITLED.match(line) or _SECTION_HEAD.match(line):
            return
        if m := _ITEM_OPENING.match(line):
            yield m


def _restarts(lines: tuple[str, ...], number: int) -> bool:
    """The next line with text below line `number` opens item 1 («1.», «1», or as OCR reads «1.»)."""
    below = next((line for line in lines[number:] if line.strip()), "")
    return bool(m := _FIRST_ITEM.match(below)) and m[1].rstrip(".") == "1" or \
        bool(m) and m[1] in whole_markers().get("1.", ())


def _open_section(walk: _Walk, letter: str) -> None:
    walk.section, walk.item, walk.sub, walk.roman = letter, None, None, 0
    walk.ids.add(f"{walk.law}{letter}")


def _open_item(walk: _Walk, value: int) -> None:
    walk.item, walk.sub, walk.roman = value, None, 0
    walk.ids.add(walk.where() if walk.section else f"{walk.law}-{value}")


def _latin_id(token: str) -> str:
    section, subitem = letters()
    head, _, rest = token.partition("(")
    head = "".join(section.get(ch, ch) for ch in head)
    return head + ("(" + "".join(subitem.get(ch, ch) for ch in rest) if _ else "")


def references(lines: list[str], ids: set[str], laws: set[int], sure: bool = False) -> list[Entry]:
    """References whose id cannot be: no such Law (1..93), or a Law of this book without that part; with
    the id OCR's confusions make of it that exists, when one does. `sure`: only those read as an id this book
    has, the one such reading (what the reader of a scan puts in itself: lawref.corpus.formats.read_back)."""
    out = []
    cyrillic = _cyrillic_letters(lines)
    for number, line in enumerate(lines, 1):
        wrapped = _WRAPPED_REFERENCE.match(line) if number > 1 and _NAMES_NUMBER.search(lines[number - 2]) else None
        for m in [*([wrapped] if wrapped else []), *_REFERENCE.finditer(line)]:
            token = m[1]
            if _exists(_latin_id(token), ids, laws) or _a_year(token, line[m.end():], lines[number:number + 1]):
                continue
            # an id this book has first: the document shows the reading; else a Law it does not hold; one
            # confusion at most (two would make an id of anything: 28B -> 2B8)
            best = _closest(token, _known(token, ids), only=sure)
            if not best and not sure and m is not wrapped:  # (under its word: an id of the book only, no guess)
                best = _closest(token, _guesses(token, ids, laws))
            if best and misreading(token, best[0])[0] >= REFERENCE_COST:
                best = None
            if sure and not best:
                continue
            if best:
                written = _as_typed(token, best[0], cyrillic)
                said = _entry(number, m, 1, written, f"ссылка на {best[0]}: {_missing(token, laws)}; "
                              + _said(best[1]), REFERENCE)
                # sure where the book has that id (its own words check it); a Law it does not hold is a guess
                out.append(replace(said, sure=best[0] in ids))
            else:
                out.append(_entry(number, m, 1, "", f"{_missing(token, laws)}; OCR: З вместо 3, О вместо D или "
                                  "0, 101 вместо 1D1?", REFERENCE))
    return out


def _cyrillic_letters(lines: list[str]) -> bool:
    """Does the book type its references' letters in Cyrillic look-alikes («Правилу 43В2», «Закон 12В»): the
    references read whole (an id that exists) with more Cyrillic look-alike letters than Latin ones?"""
    counts = Counter()
    for line in lines:
        for m in _REFERENCE.finditer(line):
            letters_of = [ch for ch in m[1] if ch.isalpha() and ch not in "ЗО"]  # (З, О: a misread figure)
            for ch in letters_of:
                counts["cyrillic" if ch in LOOKALIKE_LATIN else "latin" if ch.isascii() else "other"] += 1
    return counts["cyrillic"] > counts["latin"]


def _as_typed(token: str, latin: str, cyrillic: bool) -> str:
    """The reading of a reference `token` as the id `latin`, written as the book types it: each character OCR
    read rightly kept as read (the Cyrillic «С» of «12С1(Ъ)» stays: «12С1(b)»), each one it misread the id's,
    a letter in Cyrillic look-alikes where the book's references have them (`cyrillic`: «4684» -> «46В4»)."""
    def new(ch: str) -> str:
        return ch.translate(CYRILLIC_FOR_LATIN) if cyrillic else ch
    if len(token) != len(latin):  # a group read for one character («101» for «1D1»): the id's letters
        return "".join(map(new, latin))
    return "".join(read if _latin_id(read) == meant or _latin_id("(" + read)[1:] == meant else new(meant)
                   for read, meant in zip(token, latin))


_YEAR_WORD = re.compile(r"^\s*(?:год[а-я]*|г\.)(?!\w)")


def _a_year(token: str, rest: str, below: list[str]) -> bool:
    """«в Правилах 2017 года»: four figures and the word «год» after them (on the next line, perhaps) are the
    year of an edition, no reference, whatever a confusion could make of them."""
    return len(token) == 4 and token.isdigit() and bool(_YEAR_WORD.match(rest if rest.strip() or not below
                                                                        else below[0]))


def _exists(latin: str, ids: set[str], laws: set[int]) -> bool:
    m = _ID.match(latin)
    if not m or int(m[1]) > LAW_COUNT:
        return False
    return int(m[1]) not in laws or latin in ids


def _missing(token: str, laws: set[int]) -> str:
    m = _ID.match(_latin_id(token))
    if m and int(m[1]) <= LAW_COUNT and int(m[1]) in laws:
        return f"в Правиле {m[1]} этой книги нет {_latin_id(token)}"
    return f"нет Правила «{token}» (Правила идут от 1 до {LAW_COUNT})"


def _known(token: str, ids: set[str]) -> list[str]:
    return [i for i in ids if abs(len(i) - len(token)) <= 2]


def _guesses(token: str, ids: set[str], laws: set[int]) -> list[str]:
    """Ids of Laws this book does not hold that OCR's one-character confusions make of `token`; none of a Law
    whose figures are fewer than the ones read that open with a Law the book holds or heads («Закон 162» in a book
    of Law 16: its 16 as read, never Law 1's «1С2»)."""
    meant_of: dict[str, set[str]] = {}
    for meant, reads in confusions().items():
        for read, _ in reads:
            if len(meant) == 1 and len(read) == 1:
                meant_of.setdefault(read, set()).add(meant)
    if len(token) > 7:
        return []
    options = [sorted({ch, *meant_of.get(ch, ())}) for ch in token]
    out = [""]
    for choices in options:
        out = [head + ch for head in out for ch in choices][:5000]
    headed = laws | {int(i) for i in ids if i.isdigit()}  # (a commentary's walk: the Laws it heads)
    held = {law for law in headed if token.startswith(str(law))}
    return [g for g in out if (m := _ID.match(g)) and int(m[1]) <= LAW_COUNT and int(m[1]) not in laws
            and not any(len(str(law)) > len(m[1]) for law in held)]


def _definitions(lines: list[str]):
    """(line number, line) of the Definitions: after the heading «ОПРЕДЕЛЕНИЯ», up to the first Law or chapter."""
    zone, heading, chapters = False, law_heading(lines), chapter_heading(lines)
    for number, line in enumerate(lines, 1):
        if _DEFINITIONS.match(line):
            zone = True
        elif zone and (heading.match(line) or chapters.match(line)):
            return
        elif zone:
            yield number, line


def separators(lines: list[str]) -> list[Entry]:
    """In the Definitions, a term whose dash OCR read twice («Взятка -— четыре карты»): the dash the
    other definitions have."""
    rows = [(number, m) for number, line in _definitions(lines) if (m := _TERM_DASH.match(line))]
    common = Counter(m[2] for _, m in rows if len(m[2]) == 1).most_common(1)
    if not common:
        return []
    dash = common[0][0]
    return [_entry(number, m, 2, dash, f"тире определения прочитано дважды; у других определений «{dash}»",
                   SEPARATOR) for number, m in rows if len(m[2]) == 2]


_TERM = re.compile(r"^\s*[«\"]?([А-ЯЁ][а-яё]+)[^—–:]{0,40}?\s*(?:[—–\-]{1,2}|:)\s")  # a definition's term
# ... and a letter or marks standing before one («Е Судья: лицо…», «_` Нарушение — …»)
_LETTER_TERM = re.compile(r"^(\s*)([А-ЯЁA-Z]|(?:[^\w\s«\"(\[—–\-]|_){1,3}) "
                          r"(?=[А-ЯЁ][а-яё]+[^—–:]{0,40}?\s*(?:[—–\-]{1,2}|:)\s)")


def term_specks(lines: list[str]) -> list[Entry]:
    """In the Definitions, which go in the alphabet's order, a capital letter or marks standing before a term
    («Е Судья: лицо…» between «Сторона» and «Торговля», «_` Нарушение — …» between «Масть» and
    «Несвоевременность»): where the term fits the order there, the letter or the marks are a speck OCR read."""
    terms = []
    for number, line in _definitions(lines):
        if (m := _LETTER_TERM.match(line)) or (t := _TERM.match(line)):
            terms.append((number, m, (_TERM.match(line[m.end():])[1] if m else t[1]).lower()))
    out = []
    for index, (number, m, word) in enumerate(terms):
        if m and 0 < index < len(terms) - 1 and terms[index - 1][2] <= word <= terms[index + 1][2]:
            line = lines[number - 1]
            what = "буква перед термином, которой" if m[2].isalpha() else "знак перед термином, которого"
            out.append(Entry(number, m.start(2), MARKER, line[m.start(2):m.end() + 1], line[m.end()], f"{what} "
                             "нет в книге: термины идут по алфавиту, и термин стоит на "
                             "своём месте; пятнышко скана, прочитанное OCR"))
    return out


_BROKEN = re.compile(r"[а-яёА-ЯЁ]-$")  # a word broken at the line's end
_SPECK_OPENING = re.compile(r"^([^\w\s«\"(\[—–\-]{1,2}\s*)(?=[а-яё])")  # ... its rest after a speck («` рока;»)
_NAMES_NUMBER = re.compile(rf"\b{law_word_pattern(capital=True)}$")  # a reference's word, its Law's number to follow
_NUMBER_ALONE = re.compile(r"^\d{1,2}\.(?:\s|$)")  # that number read as an item's («13.»; «14: …» is text)


def breaks(lines: list[str]) -> list[Entry]:
    """Line breaks OCR put inside a paragraph: a word broken at a line's end, its rest after a blank line
    («следу-», «», «ющий.»: one line break, the parser joins the word), and a reference's «Правило» whose
    number opens the next line («Правило», «13.»: read as item 13, so one line; but not «1.» opening a paragraph,
    a list's first item, where OCR lost the reference's number: «… ограничений Закона», «», «1. спросить …»),
    and a Law heading set in
    capitals over two lines («Правило 11. УТРАТА ПРАВА», «», «НА ИСПРАВЛЕНИЕ»: one heading); a speck OCR read as
    a mark before a broken word's rest («иг-», «` рока;»: left out, the parser joins the word)."""
    out, heading, chapters = [], law_heading(lines), chapter_heading(lines)
    for number, line in enumerate(lines, 1):
        after = number  # the index of the next line that holds text
        while after < len(lines) and _blank(lines[after]):
            after += 1
        if after >= len(lines) or lines[after] != lines[after].lstrip() or _LONE.match(lines[after]):
            continue  # (a line of one mark after it: strays says what it is)
        read = _gap(lines, number, after)
        speck = _SPECK_OPENING.match(lines[after])
        if _BROKEN.search(line) and (after > number and lines[after][:1].islower() or speck):
            if after > number:
                out.append(Entry(number, len(line), JOIN, read, "\n", "слово перенесено, а OCR поставил между его "
                                 "частями пустую строку: это строки одного абзаца"))
            if speck:
                out.append(Entry(after + 1, 0, SPECK, lines[after][:speck.end() + 1], lines[after][speck.end()],
                                 "знак, которого нет в книге, перед окончанием "
                                 "перенесённого слова: пятнышко скана"))
        elif _NAMES_NUMBER.search(line) and _NUMBER_ALONE.match(lines[after]) and \
                not (after > number and lines[after].startswith("1.")):  # (a paragraph «1.»: a list's first item)
            out.append(Entry(number, len(line), JOIN, read, " ", "номер Правила из ссылки «" + line.split()[-1]
                             + "» начинает следующую строку: это не номер пункта, строки одного абзаца"))
        elif after > number and (m := heading.match(line)) and _capitals_only(line[m.end():]) and \
                _capitals_only(lines[after]) and len(lines[after].split()) <= HEADING_WORDS and not any(
                    r.match(lines[after]) for r in (heading, chapters, _SECTION_HEAD, _MARK, _SUBITEM)):
            out.append(Entry(number, len(line), JOIN, read, "\n", "заголовок Правила прописными на двух строках, "
                             "а OCR поставил между ними пустую строку: это один заголовок"))
    return out


def _capitals_only(text: str) -> bool:
    """Letters, all of them capitals («УТРАТА ПРАВА»)."""
    letters_ = [ch for ch in text if ch.isalpha()]
    return bool(letters_) and all(ch.isupper() for ch in letters_)


_INNER_BREAK = re.compile(r"(?<![\w-])([а-яё]+)- ([а-яё]+)(?![\w-])")  # «участ- ники»: a break left inside a line
_WORDS = re.compile(r"[а-яё]+")


def inner_breaks(lines: list[str]) -> list[Entry]:
    """A word broken at a line's end that OCR's layer put on one line with its rest («пока участ- ники не»):
    the whole word, where the document has it elsewhere (a compound broken at its own hyphen, «сине- красный»,
    has no such word: nothing proposed)."""
    words = Counter(_WORDS.findall("\n".join(lines).lower()))
    out = []
    for number, line in enumerate(lines, 1):
        for m in _INNER_BREAK.finditer(line):
            if words[(m[1] + m[2]).lower()]:
                out.append(Entry(number, m.start(), JOIN, m[0], m[1] + m[2], f"перенос внутри строки: слово "
                                 f"«{m[1] + m[2]}» есть в книге"))
    return out


@lru_cache(maxsize=1)
def word_lookalikes() -> dict[str, str]:
    """what OCR reads (a Latin letter, a figure) -> the Cyrillic letters it may stand for: data/ocr_confusions.toml
    `[words]`."""
    data = tomllib.loads(resources.files("lawref").joinpath("data/ocr_confusions.toml").read_text("utf-8"))
    out: dict[str, str] = {}
    for meant, reads in data.get("words", {}).items():
        for read in reads:
            out[read] = out.get(read, "") + meant
    return out


_LATIN_WORD = re.compile(r"(?<![\w(\-.,])([A-Za-z0-9]{2,})(?![\w)\-])")
_CYRILLIC = re.compile(r"[а-яёА-ЯЁ]")


def lookalike_words(lines: list[str]) -> list[Entry]:
    """A word of Latin letters or figures inside a Russian sentence (a Russian word before it and after it on
    its line) which, each character read back as the Cyrillic letter it looks like («n» п, «o» о, «0» о, «6»
    б), is a word the book has elsewhere, more than once, in Cyrillic letters («no Правилу» -> «по», «06 этом» ->
    «об»): that word. A word the book writes in Latin elsewhere, outside a Russian sentence, stays; so do a
    number before a word in capitals (a count, «30 Пиковых»), an id («12C1»), a label «(b)»."""
    table = word_lookalikes()
    words = Counter(_WORDS.findall("\n".join(lines).lower()))
    inside, outside = [], set()
    for number, line in enumerate(lines, 1):
        for m in _LATIN_WORD.finditer(line):
            before, after = line[:m.start()].split()[-1:], line[m.end():].split()[:1]
            if before and after and _CYRILLIC.search(before[0]) and _CYRILLIC.search(after[0]):
                inside.append((number, m))
            else:
                outside.add(m[1])
    out = []
    for number, m in inside:
        token = m[1]
        if token not in outside and all(ch in table for ch in token) and \
                (not token.isdigit() or lines[number - 1][m.end():].lstrip()[:1].islower()):
            found = {word for word in _readings(token, table) if words[word.lower()] > 1}
            if len(found) == 1:
                word = found.pop()
                out.append(Entry(number, m.start(), WORD, token, word, f"слово «{token}» латиницей или цифрами "
                                 f"посреди русской фразы: «{word}», как в других местах книги (OCR путает "
                                 "похожие буквы)"))
    return out


def word_letters() -> dict[str, list[str]]:
    """the Cyrillic letters OCR reads in a word -> the letters they may stand for: data/ocr_confusions.toml
    `[letters]`, each in lower case and capitalised."""
    data = tomllib.loads(resources.files("lawref").joinpath("data/ocr_confusions.toml").read_text("utf-8"))
    out: dict[str, list[str]] = {}
    for meant, reads in data.get("letters", {}).items():
        for read in reads:
            out.setdefault(read, []).append(meant)
            out.setdefault(read.capitalize(), []).append(meant.capitalize())
    return out


_LONG_WORD = re.compile(r"(?<![\w-])([А-ЯЁа-яё]{6,})(?![\w-])")  # a word of six letters or more (not a broken piece)
BROKEN_SEEN = 2  # the word meant stands this often in the book, at least


def broken_words(lines: list[str]) -> list[Entry]:
    """A word the book has nowhere else which, one letter read back as the letter OCR confuses it with
    (data/ocr_confusions.toml `[letters]`: «и» for «н», «б» for «о» …), is a word the book has BROKEN_SEEN
    times or more («Претеизия» -> «Претензия»): that word, for the editor to accept. Where two words could
    be meant, nothing is proposed; nor where the letter is the word's last (its ending: «назначит» is a word)."""
    table = word_letters()
    words = Counter(word.lower() for word in _LONG_WORD.findall("\n".join(lines)))
    out = []
    for number, line in enumerate(lines, 1):
        for m in _LONG_WORD.finditer(line):
            token = m[1]
            if words[token.lower()] != 1:
                continue
            # (not the last letter: two forms of one word differ in their ending, «назначит», «назначил»)
            # (a letter OCR reads as two, «Шт» read «Пи»: the read letters, then what they stand for)
            # (the read letters in any case: «ПИн» for «Шт» as «Пин»)
            lower = token.lower()
            found = {meant for index in range(len(token) - 1) for read, letters in table.items()
                     if read.islower() and lower.startswith(read, index) and index + len(read) < len(token)
                     for letter in letters
                     if words[(meant := token[:index] + (letter.capitalize() if token[index].isupper() else letter)
                               + token[index + len(read):]).lower()] >= BROKEN_SEEN}
            if len(found) == 1:
                word = found.pop()
                out.append(Entry(number, m.start(), WORD, token, word, f"слова «{token}» в книге больше нет, а "
                                 f"«{word}» есть: OCR путает похожие буквы"))
    return out


# words of four capitals or more (a shorter one may be an abbreviation, or a word OCR made of specks)
_CAPITALS_RUN = re.compile(r"(?<![\w-])([А-ЯЁ]{4,}(?:,? [А-ЯЁ]{2,})*)(?![\w-])")


def capital_words(lines: list[str]) -> list[Entry]:
    """Words in capitals inside a sentence set in lower case (the text before them, on their line or at the end
    of the line above, goes on in lower case or after a comma; lower case or the sentence's end after them):
    italics OCR read as capitals («какой из них» / «ХОДИТЬ.»), in lower case, where the book has each of the
    words elsewhere in lower case (an abbreviation, «ФСБР», has none). Not a line of capitals alone, with no
    mark after it: a heading."""
    words = Counter(_WORDS.findall("\n".join(lines)))
    out = []
    for number, line in enumerate(lines, 1):
        for m in _CAPITALS_RUN.finditer(line):
            before = line[:m.start()].rstrip()
            if not before:
                above = _line_above(lines, number)
                before = lines[above].rstrip() if above >= 0 else ""
            rest = line[m.end():].strip()
            after = rest.lstrip(" ,;:")
            if not re.search(r"[а-яё],?$", before) or after and not (after[:1].islower() or after[:1] in ".!?"):
                continue
            if not line[:m.start()].strip() and not rest:
                continue  # a line of capitals alone: a heading (a sentence's word would have its punctuation)
            found = m[1].lower()
            if all(words[word] for word in _WORDS.findall(found)):
                out.append(Entry(number, m.start(), WORD, m[1], found, f"«{m[1]}» прописными посреди фразы "
                                 "строчными: курсив, прочитанный OCR как прописные; в книге эти слова строчными"))
    return out


_CAPITAL_WORD = re.compile(r"(?<![\w-])([А-ЯЁ]{3,})(?![\w-])")


def breve_words(lines: list[str]) -> list[Entry]:
    """A word in capitals with «И» that is no word of the book («ПЕРВЫИ», «КАРТОИ», «ДЕИСТВИЯ») where the same
    word with «Й» is one (the book has «первый», «картой», «действия» in its sentences): OCR lost the breve of a
    capital Й; that word. A word the book has as read (in any case) stays: «МОИ», «ГЕРОИ»."""
    words = Counter(_WORDS.findall("\n".join(lines).lower()))
    out = []
    for number, line in enumerate(lines, 1):
        for m in _CAPITAL_WORD.finditer(line):
            word = m[1]
            if "И" not in word or words[word.lower()] > 1:
                continue
            found = {word[:k] + "Й" + word[k + 1:] for k, ch in enumerate(word) if ch == "И"}
            found = {w for w in found if words[w.lower()]}
            if len(found) == 1:
                meant = found.pop()
                out.append(Entry(number, m.start(), WORD, word, meant, f"«{word}»: такого слова в книге нет, а "
                                 f"«{meant.lower()}» есть; OCR читает прописную Й как И"))
    return out


_SHORT_LOWER = re.compile(r"(?<![\w-])([а-яё]{2,4})(?![\w-])")
ABBREVIATION_SEEN = 3  # an abbreviation the book writes in capitals in its sentences at least this often


def lower_abbreviations(lines: list[str]) -> list[Entry]:
    """A short word in lower case («дт») that the book writes nowhere else so, but in capitals inside its
    sentences again and again («ДТ вызван», «ДТ решил»): an abbreviation OCR read in lower case; in capitals.
    A heading's capitals count nothing (a heading sets every word in capitals, «ХОД» as «ход»)."""
    lower = Counter(_WORDS.findall("\n".join(lines)))
    in_sentences = Counter(m[1] for line in lines if re.search(r"[а-яё]{3}", line)
                           for m in re.finditer(r"(?<![\w-])([А-ЯЁ]{2,4})(?![\w-])", line))
    out = []
    for number, line in enumerate(lines, 1):
        for m in _SHORT_LOWER.finditer(line):
            word = m[1]
            if lower[word] == 1 and in_sentences[word.upper()] >= ABBREVIATION_SEEN:
                out.append(Entry(number, m.start(), WORD, word, word.upper(), f"«{word}» строчными: в книге это "
                                 f"сокращение всюду прописными, «{word.upper()}»; OCR прочитал его строчными"))
    return out


def _readings(token: str, table: dict[str, str]) -> set[str]:
    """Every Cyrillic word `token` may be read as, its case as the token's letters have it."""
    out = [""]
    for ch in token:
        out = [head + c for head in out for c in table[ch]][:256]
    lower = token.lower() == token or token.isdigit()
    return {word.lower() if lower else word for word in out}


# a mark no book sets beside a word (not «», „“ or "", a dash or a bracket): glued to a word's start with no
# closing one after it on the line (`‘двух карт`, `‚ошибку`), glued to a word's end with no opening one before
# it (`не’ принимает`), or standing alone between two words (`по ‚ требованию`)
_SPECK_MARKS = "‘’‚`‹'°^"
_CLOSING = {"‘": "’", "‹": "›", "'": "'", "‚": "‘’"}
_OPENING_OF = {"’": "‘", "'": "'"}
_GLUED_START = re.compile(rf"(?<=\s)([{_SPECK_MARKS}])(?=[а-яёА-ЯЁ])")
_GLUED_END = re.compile(rf"(?<=[а-яё])([{_SPECK_MARKS}])(?=[\s.,;:]|$)")
_STANDING = re.compile(rf"(?<=\S) ([{_SPECK_MARKS}]) (?=\S)")


def word_specks(lines: list[str]) -> list[Entry]:
    """A speck OCR read as a mark beside a word, inside a line (a line's first word is the markers' rules'):
    the text without it, where the line shows it is no quote (no closing one after an opening mark, no
    opening one before a closing mark)."""
    why = "знак, которого нет в книге, {}: пятнышко скана, прочитанное OCR"
    out = []
    for number, line in enumerate(lines, 1):
        first = len(line) - len(line.lstrip())
        first += len(line[first:].split(" ", 1)[0])  # the line's first word: the markers' rules weigh it
        taken = []
        for m in _STANDING.finditer(line):
            if m.start() >= first:
                out.append(Entry(number, m.start(), SPECK, m[0], " ", why.format("между словами")))
                taken.append(range(m.start(), m.end()))
        for m in _GLUED_START.finditer(line):
            closer = _CLOSING.get(m[1], "")
            if m.start() >= first and not any(ch in line[m.end():] for ch in closer) and \
                    not any(m.start() in r for r in taken):
                out.append(Entry(number, m.start(), SPECK, m[1] + line[m.end()], line[m.end()],
                                 why.format("перед словом")))
        for m in _GLUED_END.finditer(line):
            opener = _OPENING_OF.get(m[1], "")
            if m.start() > first and not (opener and opener in line[:m.start()]) and \
                    not any(m.start() in r for r in taken):
                out.append(Entry(number, m.start() - 1, SPECK, line[m.start() - 1] + m[1], line[m.start() - 1],
                                 why.format("после слова")))
    return out


@lru_cache(maxsize=1)
def suit_stems() -> dict[str, str]:
    """The stem of a suit's name -> its sign (data/ocr_confusions.toml [suits])."""
    data = tomllib.loads(resources.files("lawref").joinpath("data/ocr_confusions.toml").read_text("utf-8"))
    return {stem: sign for sign, stems in data.get("suits", {}).items() for stem in stems}


# a suit's name, then one sign in brackets («пики (♠)», as OCR may read it: «пики (%)»)
_SUIT = re.compile(r"\b([А-Яа-яЁё]+)\s+\((\S)\)")


def suits(lines: list[str]) -> list[Entry]:
    """A suit's sign in brackets after the suit's name that is not that suit's: OCR misread the sign (the
    name says which it is)."""
    stems, signs = suit_stems(), set(suit_stems().values())
    out = []
    for number, line in enumerate(lines, 1):
        for m in _SUIT.finditer(line):
            word = m[1].lower()
            sign = next((stems[stem] for stem in sorted(stems, key=len, reverse=True) if word.startswith(stem)), None)
            if sign and m[2] != sign and (m[2] in signs or not m[2].isalnum() or m[2].isupper()):
                out.append(_entry(number, m, 2, sign, f"знак масти после «{m[1]}» — {sign}; OCR прочитал его как "
                                  f"«{m[2]}»", SUIT))
    return out


def unsure_words(unsure, lines: list[str]) -> list[Entry]:
    """(page, word, confidence) of tesseract, each at the first line from where the last one stood on that
    holds it (words come in reading order, as the lines do)."""
    out, cursor = [], 0
    for page, text, conf in unsure:
        for number in range(cursor, len(lines)):
            at = lines[number].find(text)
            if at >= 0:
                cursor = number
                out.append(Entry(number + 1, at, UNSURE, text, "", f"tesseract не уверен в слове (уверенность "
                                 f"{conf:.0f} из 100)", page=page + 1))
                break
    return out


_STAR_NOTE = re.compile(r"^(\s*)((?:[^\w\s*«(]|_){0,2}\*)\s+(?=[«(]?[А-ЯЁ])")  # «* Это правило …», «`* О …»
_STAR_CALL = re.compile(r"[А-ЯЁа-яё]\*(?=[\s.,;:)»]|$)")  # a call glued to its word: «вероятных*»
_A_RULE = re.compile(r"^\s*(?:[─━_]{5,}|-{5,})\s*$")


def star_notes(lines: list[str]) -> list[Entry]:
    """A note at a page's foot whose short rule OCR lost (a typed line of dashes, too thin for it): a paragraph
    that opens «*» (a speck glued before it or not) and a capital, where a call «*» glued to a word stands
    above it that no note has taken yet: the note, set off by the rule put back (the parser reads a note under
    a rule at the page's foot as its call's) and the speck left out."""
    from lawref.corpus.levels import FOOTNOTE_RULE

    out, calls = [], 0
    for number, line in enumerate(lines, 1):
        note = _STAR_NOTE.match(line)
        if note is None:
            calls += len(_STAR_CALL.findall(line))
            continue
        above = _text_around(lines, number)[0]
        if calls <= 0 or above >= 0 and _A_RULE.match(lines[above]):
            calls -= 1 if calls > 0 else 0
            continue
        calls -= 1
        out.append(Entry(number, note.start(2), MARKER, note[2], f"{FOOTNOTE_RULE}\n*", "сноска внизу страницы: над "
                         "ней — знак сноски «*» у слова, а черту над сноской OCR не прочитал; черта возвращена"
                         + ("" if note[2] == "*" else ", знак перед «*» — пятнышко скана")))
    return out


# a note at a page's foot whose number OCR read as a mark: «“ Такой порядок …» (a superscript «3» read «“»), the mark
# alone before a capital; a call above it glued to a word or to a sentence's end, read as a star with a speck or not
# («нарушении.^*»)
_MARK_NOTE = re.compile(r"^(\s*)([“”\"„^`'‘’]{1,2})\s+(?=[«(]?[А-ЯЁ])")
_MARK_CALL = re.compile(r"(?<=[А-ЯЁа-яё.,;:!?»)])([\^`'‘’]?\*)(?=[\s.,;:)»]|$)")
_QUOTE_CLOSES = "”\"“"


def mark_notes(lines: list[str]) -> list[Entry]:
    """A note at a page's foot (only blank lines between its paragraph and the page's number or the page's end)
    that opens with a mark no sentence opens with there (a quote that nothing in its paragraph closes, «^»): its
    number, a superscript OCR read as a mark, where a call read as «*» («нарушении.^*») stands above it on its
    page that no note has taken: the note set off by the rule OCR never saw (lawref reads a note under a rule at
    the page's foot as its call's), its mark «*», and a speck glued before the call's star left out."""
    from lawref.corpus.furniture import is_page_number
    from lawref.corpus.levels import FOOTNOTE_RULE

    out = []
    for number, line in enumerate(lines, 1):
        note = _MARK_NOTE.match(line)
        if note is None:
            continue
        end = number  # the note's paragraph (no unit opens in it), then the page's foot
        while end < len(lines) and lines[end].strip() and not is_page_number(lines[end]) \
                and not ends_a_passage(lines[end]):
            end += 1
        paragraph = " ".join(lines[number - 1:end])[note.end():]
        if note[2][0] in "“”\"„" and any(ch in paragraph for ch in _QUOTE_CLOSES):
            continue  # a quotation, closed in its paragraph
        foot = end
        while foot < len(lines) and not lines[foot].strip():
            foot += 1
        if foot < len(lines) and not (is_page_number(lines[foot].replace("\f", "")) or "\f" in lines[foot]):
            continue
        top = number - 2  # the page above it: back to the page's break or the number of the page before
        while top >= 0 and "\f" not in lines[top] and not is_page_number(lines[top]):
            top -= 1
        calls = [(k, m) for k in range(top + 1, number - 1) for m in _MARK_CALL.finditer(lines[k])]
        taken = sum(1 for k in range(top + 1, number - 1) if _STAR_NOTE.match(lines[k]))
        if len(calls) - taken != 1:
            continue  # no call, or more than one left: the document does not say which
        k, call = calls[-1]
        out.append(Entry(number, note.start(2), MARKER, note[2], f"{FOOTNOTE_RULE}\n*", "сноска внизу страницы: её "
                         f"номер OCR прочитал как «{note[2]}», над ней на странице — знак сноски «{call[1]}»; "
                         "черта над сноской возвращена, номер — «*»"))
        if call[1] != "*":
            out.append(Entry(k + 1, call.start(1), SPECK, call[1], "*", "знак сноски: перед «*» — пятнышко скана"))
    return out


# -- a commentary's headings, the page's running heads, its item letters and note labels as OCR read them ------

# «§ 24. Карта, открытая …» as OCR reads it: a sign of one or two characters (§ read «5», «8», «$»), the Law's number
# (perhaps misread: «З1»), a full stop, the title (a capital, no page number at its end)
_SIGNED_HEAD = re.compile(r"^(\s*)(\S{1,2})\s+(\S{1,3}?)\.\s+(?=[«\"]?[А-ЯЁA-Z])(.*\S)\s*$")
HEAD_SIGNS = ("§",)  # the one-character signs a commentary heads its Laws with (lawref.corpus.headings._ON_LAW)
HEAD_RATIO = 0.8  # a running head's words as like its heading's as this (difflib's ratio), whatever OCR misread
HEAD_SAME = 0.9  # ... and two heads of the book's pages as like each other as this
HEAD_CHARS = 12  # a running head this long, at least, with its page number left out
_PAGE_AT_END = re.compile(r"^(?P<rest>\s*\S.*?\S)\s+(?P<page>\d{1,3})\s*$")
# (a page number before a Law's number and a full stop is a heading's sign OCR read as a figure: «8 41. Начало»)
_PAGE_AT_START = re.compile(r"^\s*(?P<page>\d{1,3})\s+(?!\S{0,2}\d\S?\.\s)(?P<rest>\S.*?\S)\s*$")


def _law_paragraph(line: str) -> int | None:
    """The Law number of a paragraph numbered by its Law («24-1.», «28.1.»), as the commentary prints it."""
    from lawref.corpus.levels import PARAGRAPH

    return int(m[1]) if (m := PARAGRAPH.match(line)) else None


def _first_paragraph_below(lines: list[str], number: int) -> tuple[int, int] | None:
    """(Law, paragraph) of the first paragraph numbered by its Law below line `number` (1-based)."""
    from lawref.corpus.levels import PARAGRAPH

    for line in lines[number:]:
        if m := PARAGRAPH.match(line):
            return int(m[1]), int(m[2])
    return None


def signed_heads(lines: list[str], heads: set[int] = frozenset()) -> list[Entry]:
    """A commentary's Law heading whose sign OCR misread («$ 26. Отменённая заявка», «8 41. Начало розыгрыша»,
    «$ З1. …»): where the book numbers its paragraphs by their Law («24-1.»), a short line of a sign no word is,
    a number and a title is the heading of the Law whose first paragraph comes next below it (N-1): the numbers
    of the paragraphs are the evidence a reader uses. Proposed: the sign the book heads its Laws with (the
    paragraph sign, data: HEAD_SIGNS) and the Law's number. A line that is a running head (`heads`) is none."""
    if sum(1 for line in lines if _law_paragraph(line) is not None) < 2:
        return []
    out = []
    for number, line in enumerate(lines, 1):
        if number in heads or not (m := _SIGNED_HEAD.match(line)) or len(m[4].split()) > HEADING_WORDS or \
                re.search(r"[.;:!?,]$|\s\d{1,3}$", m[4]) or any(ch.isalpha() for ch in m[2]):
            continue
        below = _first_paragraph_below(lines, number)
        if below is None or below[1] != 1:
            continue
        law = str(below[0])
        sign = _closest_sign(m[2])
        token = misreading(m[3], law)
        if sign is None or token is None:
            continue
        read = line[m.start(2):m.end(3) + 1]
        proposed = f"{sign} {law}."
        if read == proposed:
            continue
        out.append(Entry(number, m.start(2), MARKER, read, proposed, f"заголовок комментария к Правилу {law}: ниже "
                         f"его первый абзац {law}-1; " + _said((*sign_path(m[2], sign), *token[1]))))
    return out


def _closest_sign(read: str) -> str | None:
    found = [(f[0], sign) for sign in HEAD_SIGNS if (f := misreading(read, sign)) is not None]
    return min(found)[1] if found else None


def sign_path(read: str, sign: str) -> tuple:
    found = misreading(read, sign)
    return found[1] if found else ()


def running_heads(lines: list[str]) -> list[Entry]:
    """A page's running head left in the text by OCR: a line of its own (a blank line or the text's end after it)
    with a page number at its end or start, whose words are a heading's of the book («5 24. Карта, открытая …
    7» over the heading it repeats) or another such line's («8 И. В. Горелов. За карточным столом», «10 И. В.
    Горелов. …»), as like as OCR's misreadings leave them (HEAD_RATIO), the page numbers going up through the
    text: furniture, proposed left out (the line, not its neighbours)."""
    from difflib import SequenceMatcher

    found = []
    for number, line in enumerate(lines, 1):
        if number < len(lines) and lines[number].strip():
            continue
        m = _PAGE_AT_END.match(line) or _PAGE_AT_START.match(line)
        if m and len(m["rest"].strip()) >= HEAD_CHARS and len(m["rest"].split()) >= 3:
            found.append((number, int(m["page"]), m["rest"].strip()))
    listed = {number for number, _, _ in found}
    out, last = [], 0

    def like(a: str, b: str, ratio: float) -> bool:
        return SequenceMatcher(None, _head_words(a), _head_words(b)).ratio() >= ratio

    for number, page, rest in found:
        # the heading below it (the next line of text, no page number of its own: a contents' next entry has one)
        below = next((n for n in range(number, min(len(lines), number + 4)) if lines[n].strip()), None)
        heading = below is not None and below + 1 not in listed and like(rest, lines[below].strip(), HEAD_RATIO)
        # ... or the same head on another page, text between them (a contents' entries stand one under another)
        again = any(n != number and like(rest, other, HEAD_SAME) and
                    any(lines[k].strip() and k + 1 not in listed for k in range(min(n, number), max(n, number) - 1))
                    for n, _, other in found)
        if not (heading or again) or page <= last:
            continue
        last = page
        out.append(Entry(number, 0, JOIN, lines[number - 1] + "\n", "\n", f"колонтитул страницы {page}: строка "
                         "повторяет заголовок или другой колонтитул, с номером страницы (номера идут по порядку); "
                         "OCR оставил его в тексте"))
    return out


def law_heads_at_tops(lines: list[str]) -> list[Entry]:
    """A running head that names the page's Law (a typesetter's head naming the last Law headed on its page,
    LaTeX's \\rightmark): a page's first line (after a form feed, tesseract's page break) that is a Law's
    heading alone on its line, «Правило 40», where the same heading stands again lower on that page: a book heads
    a Law once, and the one at the page's top, over the text the page before left going (klub2008's photos: 31A2
    «2. а этот противник …» under «Правило 40»), is the head. Proposed left out (the line, its form feed kept)."""
    out, heading = [], law_heading(lines)
    pages = [n for n, line in enumerate(lines) if "\f" in line]
    for start, end in zip(pages, [*pages[1:], len(lines)]):
        top = next((n for n in range(start, end) if lines[n].rsplit("\f", 1)[-1].strip()), None)
        if top is None:
            continue
        column = lines[top].rindex("\f") + 1 if "\f" in lines[top] else 0
        head = lines[top][column:].strip()
        m = heading.match(head)
        lower = [n for n in range(top + 1, end) if lines[n].strip() == head]
        if m is None or head != m[0].strip() or _titled(lines, top) or not any(_titled(lines, n) for n in lower):
            continue  # (the heading lower on the page has its title under it, the head at the top has none)
        out.append(Entry(top + 1, column, JOIN, lines[top][column:] + "\n", "\n", f"колонтитул страницы: «{head}» "
                         "вверху страницы, а заголовок этого Правила стоит ниже на той же странице (Правило "
                         "озаглавлено один раз); OCR оставил колонтитул в тексте"))
    return out


def _titled(lines: list[str], index: int) -> bool:
    """Whether the next line of text under line `index` (0-based) is a Law's title in capitals («СОГЛАШЕНИЯ …»)."""
    below = next((k for k in range(index + 1, min(len(lines), index + 4)) if lines[k].strip()), None)
    letters = re.sub(r"[^А-ЯЁа-яёA-Za-z]", "", lines[below]) if below is not None else ""
    return len(letters) >= 4 and letters.isupper()


def _head_words(text: str) -> str:
    """A head's words, its marks and OCR's signs left out (the heading «$ 24. Карта» and its head «5 24. Карта»)."""
    return " ".join(re.findall(r"[^\W_]{2,}", text))


CYRILLIC_LABELS = "абвгдежзиклмнопрстуфхцчшщэюя"  # a list's items «а)», «б)», «в)» in a Russian book's order
_LETTER_ITEM = re.compile(r"^(\s*)([^\s()]{1,2})\)\s+(?=\S)")


def cyrillic_items(lines: list[str]) -> list[Entry]:
    """A list's item «б)» whose letter OCR read as another character («6)»), where the book letters its items
    in Cyrillic with a closing bracket only («а)», «б)», «в)»: two at least, more than «(a)»): between the item
    before it and the one after it (when there is one), the sequence of letters says which it is."""
    labels = [(number, m) for number, line in enumerate(lines, 1) if (m := _LETTER_ITEM.match(line))]
    cyrillic = [m for _, m in labels if m[2] in CYRILLIC_LABELS]
    if len(cyrillic) < 2 or len(cyrillic) <= sum(1 for line in lines if re.match(r"^\s*\([a-zа-я]\)", line)):
        return []
    out, open_label = [], None
    at = {number: m for number, m in labels}
    for number, line in enumerate(lines, 1):
        if _law_paragraph(line) is not None:
            open_label = None
        if number not in at:
            continue
        token = at[number][2]
        if token in CYRILLIC_LABELS:
            open_label = token
            continue
        if open_label is None or open_label == CYRILLIC_LABELS[-1]:
            continue
        expected = CYRILLIC_LABELS[CYRILLIC_LABELS.index(open_label) + 1]
        after = next((m[2] for n, m in labels if n > number), None)
        if (found := misreading(token, expected)) is None or found[0] == 0 or \
                after is not None and after in CYRILLIC_LABELS and CYRILLIC_LABELS.index(after) <= \
                CYRILLIC_LABELS.index(expected):
            continue
        out.append(_entry(number, at[number], 2, expected, f"пункт после «{open_label})» — «{expected})»; "
                          + _said(found[1])))
        open_label = expected
    return out


NOTE_LABELS = ("NB",)  # a note's label of Latin capitals (lawref.corpus.levels.NOTE), which OCR reads in Cyrillic
_NOTE_OPENING = re.compile(r"^(\s*)([^\W\d_]{2,3})\.\s+(?=[«(]?[А-ЯЁ])")


def note_labels(lines: list[str]) -> list[Entry]:
    """A note's label OCR misread («МВ.» for «NB.»): a paragraph opening with two or three capitals and a full
    stop that are no word and that OCR's confusions make of a note's label (NOTE_LABELS)."""
    out = []
    for number, line in enumerate(lines, 1):
        if number > 1 and lines[number - 2].strip() or not (m := _NOTE_OPENING.match(line)) or \
                not m[2].isupper() or m[2] in NOTE_LABELS:
            continue
        found = sorted((f[0], label, f[1]) for label in NOTE_LABELS if (f := misreading(m[2], label)) and f[0] > 0)
        if found:
            out.append(_entry(number, m, 2, found[0][1], f"метка примечания «{found[0][1]}.»; " + _said(found[0][2])))
    return out


def page_numbers(lines: list[str]) -> set[int]:
    """The lines (1-based) of a text's page numbers: a page number (furniture.is_page_number) alone next to a form
    feed, the last line of text before it or the first after it (tesseract's text: «9» at a page's foot over
    «\\fФедерация бриджа …»). No reading takes them for the book's words (a lost item's number): they are the
    page's furniture, which lawref.corpus.furniture leaves out."""
    from lawref.corpus.furniture import is_page_number

    found = set()
    text = [n for n, line in enumerate(lines) if line.strip()]
    for at, n in enumerate(text):
        if "\f" not in lines[n]:
            continue
        before = text[at - 1] if at else None
        if before is not None and is_page_number(lines[before]):
            found.add(before + 1)
        after = n if lines[n].rsplit("\f", 1)[1].strip() else (text[at + 1] if at + 1 < len(text) else None)
        if after is not None and is_page_number(lines[after].rsplit("\f", 1)[-1]):
            found.add(after + 1)
    return found


# «2 «Нормальной» …», «1 В подлиннике …», or the figure glued to its first word («2Список …»: no word opens so)
_FOOT_NOTE = re.compile(r"^(\s*)(\d{1,2})(?:\s+|(?=[А-ЯЁ][а-яё]))(?=[«\"(]?[А-ЯЁA-Z])")
NOTE_LINES = 4  # lines of text, at most, a note at a page's foot runs over (tesseract's blank lines between them)
# its call: a figure set small and raised, read as a mark glued to a word's end («нормальной" игрой»), or as a
# question mark before a full stop («стороны?.»: no sentence ends so), or an exclamation or question mark before a
# word in lower case («нормальной! игре», «пути? или»: no sentence ends there); a scan's layer reads calls so too
SCAN_CALL = re.compile(r"(?<=[а-яё])(['\"‘’”“*°](?=[\s.,;:)»]|$)|\?(?=\.)|[!?](?=\s+[а-яё]))")


_OPENS_UNIT = re.compile(r"^\s*(?:\d{1,2}\.|[A-ZА-ЯЁ]\.|\([a-zа-я]{1,4}\))\s")  # an item's, a section's label


_STACKED = re.compile(r"^\s*(\d{1,2})\.?\s*$")  # an item's number alone on its line, its period read or not


def stacked_labels(lines: list[str]) -> list[Entry]:
    """A list's numbers OCR read as a column of their own before the list's paragraphs (tesseract reads the
    labels' column, set apart by the hang, as a block: «1.», «3.», then the three paragraphs), right under a
    section's heading or its lead-in ending «:»: two numbers at least, going up, the first 1, the last the
    count of the paragraphs that follow up to the next heading or label (a number OCR lost between them, «2.»):
    the paragraphs are the items 1 to the last, in order (ladya2007's text, 12A). Where the count does not
    match, the column says no more than the list's length, and nothing is proposed: the sequence proves none."""
    out = []
    number = 0
    while number < len(lines):
        number += 1
        if not (first := _STACKED.match(lines[number - 1])) or first[1] != "1":
            continue
        above = _line_above(lines, number)
        if above < 0 or not (_SECTION_HEAD.match(lines[above]) or lines[above].rstrip().endswith(":")):
            continue
        run, k = [number], number
        while k < len(lines) and (not lines[k].strip() or _STACKED.match(lines[k])):
            if lines[k].strip():
                run.append(k + 1)
            k += 1
        values = [int(_STACKED.match(lines[n - 1])[1]) for n in run]
        starts = _paragraphs_from(lines, k)
        if len(run) < 2 or values != sorted(set(values)) or values[-1] != len(starts):
            continue
        line = lines[number - 1]
        column = len(line) - len(line.lstrip())
        read = "\n".join(lines[number - 1:k])[column:] + "\n"
        why = (f"номера пунктов {', '.join(lines[n - 1].strip() for n in run)} OCR прочитал столбцом перед абзацами "
               f"списка; абзацев под ними {len(starts)}, последний номер — {values[-1]}: абзацы — пункты 1–"
               f"{values[-1]} по порядку")
        out.append(Entry(number, column, MARKER, read, "1. ", why))
        for value, start in enumerate(starts[1:], 2):
            text = lines[start - 1]
            at = len(text) - len(text.lstrip())
            out.append(Entry(start, at, MARKER, text[at], f"{value}. {text[at]}", why))
        number = k
    return out


def lost_clause_items(lines: list[str]) -> list[Entry]:
    """A section's lead-in ending «:» and, under it, clauses opening in lower case, each after a line ending «;»,
    the last ending «.», with no number before any (OCR lost them: klub2008's photos, 64A «Когда закреплённый ренонс
    допущен:» over «и взятку с ренонсом выиграл …;» / «и взятку с ренонсом … не выиграл …»): two at least, and no
    item open in the section above the lead-in (the Laws set sub-items under an item only), they are the items 1, 2
    …, in order. A clause's look alone says so, not the sequence: proposed for the editor (AS_ITEMS_OPEN)."""
    out = []
    for number, line in enumerate(lines, 1):
        if not line.rstrip().endswith(":") or _SECTION_HEAD.match(line) or _OPENS_UNIT.match(line):
            continue
        above = _line_above(lines, number)
        if above < 0 or not _SECTION_HEAD.match(lines[above]):
            continue  # (the lead-in right under its section's heading: no item is open)
        starts, end, k = [], None, number
        for k in range(number, min(len(lines), number + 40)):
            text = lines[k].strip()
            if not text:
                continue
            if "\f" in lines[k] or _OPENS_UNIT.match(text) or _SECTION_HEAD.match(text):
                break
            previous = lines[_line_above(lines, k + 1)].rstrip()
            if text[0].islower() and (previous.endswith(";") or previous.endswith(":") and not starts):
                starts.append(k + 1)
            elif not starts:
                break
            if text.endswith("."):
                end = k
                break
        if len(starts) < 2 or end is None:
            continue
        for value, start in enumerate(starts, 1):
            text = lines[start - 1]
            at = len(text) - len(text.lstrip())
            out.append(Entry(start, at, MARKER, text[at], f"{value}. {text[at]}", f"пункт {value}: "
                             f"{AS_ITEMS_OPEN}: под вводной фразой с двоеточием фразы со строчной буквы, каждая "
                             "после «;»; номера потеряны (OCR)"))
    return out


def headless_opening(lines: list[str]) -> list[Entry]:
    """A text that opens inside a Law (the photographed pages begin mid-Law: klub2008's page 8 opens with 27B's item
    «2.», sections C and D, then «Правило 29»): an item numbered 2 or more among its first lines (OPENING_LINES),
    before any Law's heading and with no item 1 before it (a front matter's list). The reader cannot tell which
    Law (a selection may skip any before the next heading): said, for the editor to put in the heading from the
    scan, with nothing proposed; its items are read as the front matter."""
    heading = law_heading(lines)
    for number, line in enumerate(lines, 1):
        if heading.match(line) or number > OPENING_LINES:
            return []
        if (m := re.match(r"^(\s*)(\d{1,2})\.\s+\S", line)) and int(m[2]) < 2:
            return []  # (a list of the front matter from its first item)
        if m and int(m[2]) >= 2:
            below = next((int(h[2]) for text in lines[number:] if (h := heading.match(text)) and h[2].isdigit()),
                         None)
            if below is None:
                return []  # (no Law headed below: a fragment, no law book's start)
            return [Entry(number, m.start(2), MARKER, f"{m[2]}.", "", f"текст начинается внутри Правила: пункт "
                          f"{m[2]} перед первым заголовком Правила; какое это Правило (одно из тех, что перед "
                          f"Правилом {below}), текст не говорит: впишите заголовок по скану")]
    return []


OPENING_LINES = 6  # the lines of a text's start where an item opening it shows the text begins inside a Law


def _paragraphs_from(lines: list[str], index: int) -> list[int]:
    """The first lines (1-based) of the paragraphs from line index `index` (0-based) on, up to the next heading,
    label, page break or note (a line that opens a unit, a Law's or a section's heading)."""
    starts, blank = [], True
    for k in range(index, len(lines)):
        text = lines[k]
        if not text.strip():
            blank = True
            continue
        if "\f" in text or _OPENS_UNIT.match(text) or _SECTION_HEAD.match(text) or _LAW.match(text) or \
                _LAW_TITLED.match(text) or _STACKED.match(text) or text.lstrip().startswith("<"):
            break
        if blank:
            starts.append(k + 1)
        blank = False
    return starts


def foot_notes(lines: list[str]) -> list[Entry]:
    """A text with form feeds (tesseract's): a note at a page's foot whose number OCR read as the figure it is, the
    rule above it lost, the figure set in the body's size: a paragraph that opens with a figure and a capital (or
    a quote), its lines running to the page's number or its break (fewer than NOTE_LINES, blank lines between them
    or not, none a label's; the next note's opening ends it), whose figure is the book's next
    note's (its notes numbered through the book from 1, one perhaps missed), is that note, not a list's item
    (priozer2000's «2 «Нормальной» …» under Law 70E was read as item 2, the lead-in above it as item 1): set off by
    the rule, «<*>» for its number; its call, where as many marks glued to a word's end stand above the page's
    notes as notes (a raised figure OCR read «"»), each in order, «<*>» too."""
    from lawref.corpus.furniture import is_page_number
    from lawref.corpus.levels import FOOTNOTE_MARK, FOOTNOTE_RULE

    if not any("\f" in line for line in lines):
        return []
    out, seen, pages = [], 0, {}  # pages: the line above each page's top -> its notes (line, label)
    below = range(0)  # the lines under the last note found, to its page's foot (a next note opens among them)
    for number, line in enumerate(lines, 1):
        m = _FOOT_NOTE.match(line) or _alone_note(lines, number)
        if m is None or number > 1 and lines[number - 2].strip() and number not in below and \
                not _specks_over(lines, number) or int(m[2]) not in (seen + 1, seen + 2):
            continue
        foot = number  # the note's lines (blank lines between them or not), then the page's number or its break
        while foot < len(lines) and "\f" not in lines[foot] and not is_page_number(lines[foot]):
            foot += 1
        under = [text for text in lines[number:foot] if text.strip()]
        own = list(itertools.takewhile(lambda text: not _FOOT_NOTE.match(text), under))  # (up to the next note)
        if len(own) >= NOTE_LINES or any(_OPENS_UNIT.match(text) for text in under):
            continue  # (more than a note's lines, or a paragraph of the body's below it)
        top = number - 2  # the page above it: back to the page's break or the number of the page before
        while top >= 0 and "\f" not in lines[top] and not is_page_number(lines[top]):
            top -= 1
        if not any(lines[k].strip() for k in range(top + 1, number - 1)):
            continue  # a page's first paragraph: no body above it
        seen = int(m[2])
        read = line[m.start(2):m.end()] if m.re is _FOOT_NOTE else m[0][m.start(2):]
        out.append(Entry(number, m.start(2), MARKER, read, f"{FOOTNOTE_RULE}\n{FOOTNOTE_MARK} ",
                         f"сноска {m[2]} внизу страницы: её номер идёт за номером предыдущей сноски книги, а черту "
                         "над сноской OCR не прочитал; черта возвращена, номер — «<*>»"))
        pages.setdefault(top, []).append((number, m[2]))
        below = range(number + 1, foot + 1)
    for top, notes in pages.items():  # each page's calls: as many marks glued to words above its notes as notes
        first = notes[0][0]
        calls = [(k, c) for k in range(max(top, 0), first - 1) for c in SCAN_CALL.finditer(lines[k])]
        if len(calls) != len(notes):
            continue  # (none, or more marks than notes: which is a call the page does not say)
        for (k, call), (_, label) in zip(calls, notes):
            out.append(Entry(k + 1, call.start(1), MARKER, call[1], FOOTNOTE_MARK, f"знак сноски {label}: OCR "
                             f"прочитал поднятую цифру как «{call[1]}» — такие знаки у слов на странице над сносками, "
                             "по одному на сноску"))
    return sorted(out, key=lambda e: (e.line, e.column))


# a note's number OCR set on a line of its own, its text in the paragraph under it (tesseract reads the figure, set
# apart by the note's tab, as a block of its own): the figure, its line's end, the blank lines, then a capital
_NOTE_ALONE = re.compile(r"^(\s*)(\d{1,2})\s*\n(?:\s*\n){0,2}(?=\s*[«\"(]?[А-ЯЁA-Z])")
# a line of specks OCR read as letters or marks (two at most, none a figure: «Ен Е») between the body and a note
_SPECKS = re.compile(r"^\s*(?:[^\s\d]{1,2}\s+){0,2}[^\s\d]{1,2}\s*$")


def _alone_note(lines: list[str], number: int) -> re.Match | None:
    """A note's number alone on line `number` over its paragraph (_NOTE_ALONE), matched in the lines from there."""
    if not re.fullmatch(r"\s*\d{1,2}\s*", lines[number - 1]):
        return None
    return _NOTE_ALONE.match("\n".join(lines[number - 1:number + 3]))


def _specks_over(lines: list[str], number: int) -> bool:
    """Whether the line over line `number` is specks alone (_SPECKS) under a blank line: the note's own gap."""
    return number > 2 and bool(_SPECKS.match(lines[number - 2])) and not lines[number - 3].strip()


def with_notes(lines: list[str], notes: list[Entry]) -> list[str]:
    """`lines` with each note's number read as «<*>» (its rule not put in: the lines stay where they are)."""
    from lawref.corpus.levels import FOOTNOTE_MARK

    out = list(lines)
    for e in notes:
        if e.proposed.endswith(" "):
            line = out[e.line - 1]
            out[e.line - 1] = line[:e.column] + FOOTNOTE_MARK + " " + line[e.column + len(e.read):]
    return out


def review(lines: list[str], unsure=()) -> tuple[Entry, ...]:
    """The review list of an OCR'd text's lines (see the module docstring), by line and column, each proposal
    marked sure or not (sure_ones)."""
    notes = foot_notes(lines)
    # the labels read with the page's notes set off, as the reader reads them: a note's number is no list's item
    found, ids, laws = markers(with_notes(lines, notes) if notes else lines)
    heads = running_heads(lines) + law_heads_at_tops(lines)
    book = [*heads, *notes, *stacked_labels(lines), *lost_clause_items(lines),
            *signed_heads(lines, {e.line for e in heads}), *cyrillic_items(lines), *note_labels(lines),
            *star_notes(lines), *mark_notes(lines)]
    found = [*book, *_apart(found, book, lines)]
    entries = [*found, *headless_opening(lines), *references(lines, ids, laws), *separators(lines), *specks(lines),
               *suits(lines), *term_specks(lines), *breaks(lines), *strays(lines), *inner_breaks(lines),
               *unsure_words(unsure, lines)]
    # a page's number by a form feed is the page's, never a lost label or a speck of the text (the parser leaves
    # it out as furniture): «5» at a page's foot is no item 4
    numbers = page_numbers(lines)
    entries = [e for e in entries if numbers.isdisjoint(range(e.line, e.line + e.read.count("\n") + 1))]
    entries += _apart(word_specks(lines), entries, lines)
    entries += _apart(lookalike_words(lines), entries, lines)
    entries += _apart(capital_words(lines), entries, lines)
    entries += _apart(breve_words(lines), entries, lines)
    entries += _apart(lower_abbreviations(lines), entries, lines)
    entries += _apart(broken_words(lines), entries, lines)
    entries = sure_ones(entries)
    return tuple(sorted(entries, key=lambda e: (e.line, e.column, e.kind)))


def sure_label(e: Entry) -> bool:
    """A label's proposal (review.markers) the sequence checks: not an item's number put in by a paragraph's look
    alone (AS_ITEMS_OPEN), unless the paragraph opens with a period alone, what OCR left of the number (no
    paragraph opens with a period: klub2008's 40A2 «. Кроме …»), nor by a lead-in counted (LEAD_COUNTED). The
    reader of a scan puts in these (lawref.corpus.formats.read_back), the review marks them sure."""
    return bool(e.proposed) and (AS_ITEMS_OPEN not in e.why or _PERIOD_KEPT.match(e.read) is not None) and \
        LEAD_COUNTED not in e.why and LOST_ABOVE not in e.why


def sure_ones(entries: list[Entry]) -> list[Entry]:
    """The entries with `sure` set on each proposal the document checks, as the reader of a scan does before it
    puts one in itself (lawref.corpus.formats.read_back): not a lost number guessed by a paragraph's look alone
    (AS_ITEMS_OPEN) or by counting a lead-in as an item (LEAD_COUNTED); not a reference to a Law the book does not
    hold (references: no id of the book checks it); not a word read as another where what OCR read is itself a
    Russian word. The rest stay on the list for the editor, unapplied by `--all`."""
    def sure(e: Entry) -> bool:
        if not e.proposed:
            return False
        if e.kind == MARKER:
            return sure_label(e)
        if e.kind == REFERENCE:
            return e.sure
        if e.kind == WORD:
            return not is_known_word(e.read)
        return True

    return [replace(e, sure=sure(e)) for e in entries]


UNSURE_SAID = " [сверьте со сканом]"  # a proposal the document does not check (sure_ones): the editor's to accept
READER = "reader"  # a label the reader put in by its sequence (and the page), for the editor to check
# the reader's removal kinds so made (lawref.corpus.formats.from_pdf, lawref.corpus.formats.read_back)
DECIDED = ("ocr-number", "ocr-law-number", "ocr-label", "ocr-lost-number", "ocr-lost-heading", "ocr-lost-paragraph",
           "ocr-reference", "ocr-word", "ocr-heading", "ocr-note-label", "ocr-note-rule")


def decisions(removals, lines: list[str]) -> list[Entry]:
    """The labels the reader put in where OCR read another (lawref.corpus.formats.from_pdf: an item number read
    as a mark at the items' hanging position, a Law's number by the Laws going up …), each recorded as a removal:
    one entry each, at its line, saying what OCR read and why the reader put in what stands there; nothing to
    apply (the text already reads so), for an editor to check against the scan."""
    from lawref.messages import text

    out = []
    for r in removals:
        if r.kind in DECIDED and 0 < r.line <= len(lines):
            said = text(f"removal_{r.kind}")
            out.append(Entry(r.line, 0, READER, lines[r.line - 1][:12], "",
                             f"OCR прочитал «{r.text}»; при чтении поставлено то, что стоит в строке: {said}"))
    return out


def kept_entries(path: Path, lines: list[str]) -> list[Entry] | None:
    """The entries of a list `lawref import` wrote (it names its source) that the text alone cannot give again
    (the reader's, tesseract's unsure words), each where its line still reads what it read; None when there is
    no such list, or an editor's work is in it (an entry accepted or applied): it is not made again."""
    if not path.exists():
        return None
    try:
        source, entries = read_toml(path, str(path))
    except LawrefError:
        return None
    if not source or any(e.accept or e.applied for e in entries):
        return None
    return [e for e in entries if e.kind in (READER, UNSURE) and 0 < e.line <= len(lines) and
            lines[e.line - 1][e.column:].startswith(e.read)]


def _apart(extra: list[Entry], entries: list[Entry], lines: list[str]) -> list[Entry]:
    """The entries of `extra` that touch no place another proposal reads (a speck a marker's rule takes)."""
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def span(e: Entry) -> range:
        at = starts[e.line - 1] + e.column
        return range(at, at + len(e.read))

    taken = [span(e) for e in entries if e.proposed]
    return [e for e in extra if not any(span(e).start < r.stop and r.start < span(e).stop for r in taken)]


# -- the two files of the list --------------------------------------------------------------------------------

def paths(text_path: Path) -> tuple[Path, Path]:
    """(the readable list, the list `--apply` reads) beside the text: NAME.review.txt, NAME.review.toml."""
    return text_path.with_suffix(".review.txt"), text_path.with_suffix(".review.toml")


def readable(entries, text_name: str, source: str) -> str:
    toml_name = Path(text_name).with_suffix(".review.toml").name
    origin = f" из {source}" if source else ""
    out = [f"# Что проверить в {text_name} (распознано OCR{origin}): строка:столбец, что прочитано, "
           "что предложено, почему.",
           f"# Принять предложение: accept = true у его записи в {toml_name}, затем lawref review {text_name} "
           "--apply",
           f"# (все надёжные предложения сразу: lawref review {text_name} --apply --all; помеченные «сверьте со "
           "сканом» --all не вносит,", f"# их принимает редактор). Где предложения нет, правьте {text_name} сами.",
           ""]
    for e in entries:
        page = f" (стр. {e.page})" if e.page else ""
        read, proposed = (part.replace("\n", "⏎") for part in (e.read, e.proposed))  # a line break shown
        what = f"«{read}» → «{proposed}»" if e.proposed else f"«{read}»"
        done = " [применено]" if e.applied else UNSURE_SAID if e.proposed and not e.sure else ""
        out.append(f"{e.line}:{e.column + 1}{page}: {what}: {e.why}{done}")
    if not entries:
        out.append("(ничего: ни сомнительных слов, ни номеров не по порядку)")
    return "\n".join(out) + "\n"


def as_toml(entries, text_name: str, source: str) -> str:
    out = [f"# The review list of {text_name}, read by OCR{' from ' + source if source else ''} (its readable form: "
           f"{Path(text_name).with_suffix('.review.txt').name}).",
           "# Set accept = true on each entry to apply, then: lawref review TEXT --apply. Applied entries say "
           "applied = true.",
           f"text = {json.dumps(text_name, ensure_ascii=False)}",
           f"source = {json.dumps(source, ensure_ascii=False)}", ""]
    for e in entries:
        out += ["[[entry]]", f"line = {e.line}", f"column = {e.column}", f"page = {e.page}",
                f"kind = {json.dumps(e.kind)}", f"read = {json.dumps(e.read, ensure_ascii=False)}",
                f"proposed = {json.dumps(e.proposed, ensure_ascii=False)}",
                f"why = {json.dumps(e.why, ensure_ascii=False)}",
                f"sure = {'true' if e.sure else 'false'}", f"accept = {'true' if e.accept else 'false'}",
                f"applied = {'true' if e.applied else 'false'}", ""]
    return "\n".join(out)


def read_toml(path: Path, shown: str) -> tuple[str, tuple[Entry, ...]]:
    """(source, entries) of NAME.review.toml; a broken list is one line naming it."""
    try:
        data = tomllib.loads(path.read_text("utf-8"))
        entries = tuple(Entry(int(e["line"]), int(e["column"]), str(e["kind"]), str(e["read"]), str(e["proposed"]),
                              str(e.get("why", "")), int(e.get("page", 0)), bool(e.get("accept", False)),
                              bool(e.get("applied", False)), bool(e.get("sure", False)))
                        for e in data.get("entry", []))
    except FileNotFoundError:
        raise LawrefError.labelled("review_no_list", path=shown) from None
    except tomllib.TOMLDecodeError as err:  # a typo made while ticking accept: its line, in the reader's words
        raise LawrefError.labelled("review_list_toml", path=shown, **toml_reason(err)) from None
    except (OSError, UnicodeDecodeError, KeyError, TypeError, ValueError) as err:
        raise LawrefError.labelled("review_bad_list", path=shown, error=str(err).splitlines()[0]) from None
    return str(data.get("source", "")), entries


def apply(text: str, entries, shown: str, *, every: bool = False) -> tuple[str, tuple[Entry, ...], int]:
    """The text with the accepted proposals (with `every`, every sure one too) put in, the entries with those
    marked applied, and how many. An entry whose line no longer reads what OCR read stops it all, naming
    that line: nothing is half-applied. A proposal may join lines (its `read` holds the line break): the
    entries left are moved to where their words now stand, so a later `--apply` finds them."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    chosen = [i for i, e in enumerate(entries) if e.proposed and not e.applied and (e.accept or every and e.sure)]
    spans: list[tuple[int, int, int]] = []  # (start, end, entry index) in the text as it was
    for index in sorted(chosen, key=lambda i: (entries[i].line, entries[i].column)):
        e = entries[index]
        at = starts[e.line - 1] + e.column if 0 < e.line <= len(lines) else -1
        if at < 0 or text[at:at + len(e.read)] != e.read:
            raise LawrefError.labelled("review_line_changed", path=shown, line=e.line, read=e.read)
        if spans and at < spans[-1][1]:
            raise LawrefError.labelled("review_overlap", path=shown, line=e.line, read=e.read)
        spans.append((at, at + len(e.read), index))
    out, cursor, shift = [], 0, []  # shift: (from this old offset on, add this much)
    for begin, finish, index in spans:
        out += [text[cursor:begin], entries[index].proposed]
        cursor = finish
        shift.append((finish, len(entries[index].proposed) - (finish - begin)))
    changed = "".join(out) + text[cursor:]

    def moved(e: Entry) -> Entry:
        if not 0 < e.line <= len(lines):
            return e
        old = starts[e.line - 1] + e.column
        new = old + sum(delta for after, delta in shift if after <= old)
        line = changed.count("\n", 0, new)
        return replace(e, line=line + 1, column=new - (changed.rfind("\n", 0, new) + 1))

    done = {index for _, _, index in spans}
    marked = tuple(replace(e, applied=True, accept=True) if i in done else moved(e) if shift else e
                   for i, e in enumerate(entries))
    return changed, marked, len(done)


# -- the commands: make the list of a text, apply its accepted entries ---------------------------------------

def _read_text(path: Path, shown: str) -> str:
    try:
        return path.read_text("utf-8")
    except FileNotFoundError:
        raise LawrefError.labelled("review_no_text", path=shown) from None
    except (OSError, UnicodeDecodeError) as err:
        raise LawrefError.labelled("review_bad_text", path=shown, error=str(err)) from None


def write_list(text_path: Path, shown: str, *, force: bool = False) -> tuple[Path, int]:
    """`lawref review TEXT`: the review list of a text read by OCR elsewhere (a PDF whose OCR layer
    `lawref import` read), written beside it; (the readable list, how many entries)."""
    from lawref.corpus.formats.importing import write_atomic_files
    from lawref.corpus.sources import display_path

    text = _read_text(text_path, shown)
    listed, table = paths(text_path)
    lines = text.split("\n")
    # the list `lawref import` wrote, no editor's work in it yet, is made again, keeping what the text cannot give
    kept = kept_entries(table, lines)
    for existing in (listed, table):
        if existing.exists() and not force and kept is None:
            raise LawrefError.labelled("review_exists", path=display_path(existing))
    source = read_toml(table, display_path(table))[0] if kept is not None else ""
    entries = tuple(sorted((*review(lines), *(kept or ())), key=lambda e: (e.line, e.column, e.kind)))
    write_atomic_files({listed: readable(entries, text_path.name, source),
                        table: as_toml(entries, text_path.name, source)})
    return listed, len(entries)


def apply_list(text_path: Path, shown: str, *, every: bool = False) -> tuple[int, int]:
    """`lawref review TEXT --apply [--all]`: the accepted entries of NAME.review.toml put into the text, the
    text and both lists rewritten together; (entries applied, proposals left unaccepted)."""
    from lawref.corpus.formats.importing import write_atomic_files
    from lawref.corpus.sources import display_path

    text = _read_text(text_path, shown)
    listed, table = paths(text_path)
    source, entries = read_toml(table, display_path(table))
    changed, marked, count = apply(text, entries, shown, every=every)
    if count:
        write_atomic_files({text_path: changed, table: as_toml(marked, text_path.name, source),
                            listed: readable(marked, text_path.name, source)})
    left = sum(1 for e in marked if e.proposed and not e.applied)
    return count, left
