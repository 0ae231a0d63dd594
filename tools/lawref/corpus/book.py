"""The levels of a whole book above a Law's body, shared by the law and the commentary parser.

From the top: the title page (text before the first heading of any kind), front matter (ВВЕДЕНИЕ,
ПРЕДИСЛОВИЕ, ОТ ПЕРЕВОДЧИКА … from data/front_headings.txt), chapters «Глава V. Торговля» and their parts
«Часть II …», the Definitions «ОПРЕДЕЛЕНИЯ» with one entry per term («Термин - определение»), then the Laws.

`scan_roles` reads the lines once, before they are split into blocks, and names the lines that open a unit
at this level (so the block splitter and the parser agree on them); `BookLevels` then turns those blocks
into clauses: `front.title`, `front.<slug>` (`cfront.…` in a commentary), `ch5`, `ch5.p2`, `def`,
`def.<slug>` (`cdef`, `cdef.<slug>` in a commentary). See lawref.model for the ids.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from lawref.corpus.blocks import Block, Draft, DraftTree
from lawref.corpus.headings import (
    CHAPTER,
    DEFINITIONS,
    LAW_HEADING,
    PART,
    is_back_heading,
    is_front_heading,
    mostly_capitals,
    roman_to_int,
)
from lawref.corpus.join import join_lines
from lawref.corpus.levels import DASH_RULE
from lawref.corpus.morphology import analyzer
from lawref.ids import slug
from lawref.model import LAW, Line
from lawref.wordbreak import broken_at_end

TITLE, FRONT, CHAPTER_ROLE, PART_ROLE, DEFINITIONS_ROLE, TERM, BODY = (
    "title", "front", "chapter", "part", "definitions", "term", "body")
TERM_CELL = "term-cell"  # a term standing alone, its definition on the next line after a dash (a table's row)

# "Взятка - …", "Нарушение (порядка) – …": a capitalised term of at most six words, a spaced dash.
# (a hyphen inside a word belongs to the term: «Сторона-нарушитель - …»)
# The dash may be a typewriter's, two hyphens («Взятка -- …»), or a font's minus sign (enscript's «−−»).
_DASH = r"(?:--|−−|[-–—−])"
TERM_ENTRY = re.compile(r"^(?P<term>[«\"]?[А-ЯЁA-Z](?:[^.!?;:\-–—−]|(?<=\w)-(?=\w)){0,60}?[»\"]?)"
                        rf"\s+{_DASH}\s+(?P<rest>\S.*)$")
# In a commentary on the Definitions: «Взятка». … / «Взятка» - … / Взятка: … / Взятка - …
QUOTED_TERM = re.compile(r"^(?P<term>«[^»]{1,60}»|\"[^\"]{1,60}\")\s*[.:\-–—]?\s*(?P<rest>.*)$")
COLON_TERM = re.compile(r"^(?P<term>[А-ЯЁA-Z][^.,!?;:\-–—]{0,60}?)\s*(?::|\s[-–—])\s+(?P<rest>\S.*)$")  # noqa: E501 (one pattern, one line); no comma: a clause
# A law's term with a colon, «Контракт: обязательство …»: only where a paragraph opens (a definition's own text
# may hold a colon mid-sentence), a term of at most four words naming a thing, no verb in it.
# The term may end in a gloss in brackets, as a dash's term may («Отказ от масти (ренонс): снос …»): the words
# before it are the term's, the gloss names the same thing.
LAW_COLON_TERM = re.compile(r"^(?P<term>[«\"]?[А-ЯЁA-Z](?:[^.,!?;:\-–—«»\"()]|(?<=\w)-(?=\w)){0,40}?[»\"]?"
                            r"(?:\s\([^().,!?;:]{1,30}\))?):[ \t]+(?P<rest>\S.*)$")
_QUOTES = "«»\"“”„"
_GLOSS = re.compile(r"\s\([^()]*\)$")
# A term alone on its line («Сторона-нарушитель», «Первый ход»), and a definition that opens with the dash
_BARE_TERM = re.compile(r"^[«\"]?[А-ЯЁA-Z][\w\-]*(?: [\w\-]+){0,3}[»\"]?$")
_DASH_START = re.compile(r"^\s*[-–—]\s+\S")
_ENDS_SENTENCE = re.compile(r"[.!?:;»)]$")
# "(см." / "т.е." / "п." at a line end: the sentence goes on (often with a quoted term: a reference)
ABBREVIATION_END = re.compile(r"(?<![^\W\d_])(?:см|ср|т\.е|т\.к|т\.п|п|пп|им|напр|рис|стр|гл)\.$", re.IGNORECASE)
# «Взятка» в Определениях: a reference to the term, not a paragraph on it
# what a Definitions list's lead says under its heading: «Ниже — термины …», «Далее — определения …» (a definition
# says what a thing is, never «термины», the list itself; «Преднамеренно — по собственному выбору» is a term)
_SPEAKS_OF_THE_LIST = re.compile(r"(?:термины|определения|понятия)\b", re.I)
_NAMES_DEFINITIONS = re.compile(r"^\s*(?:\(\s*)?(?:см\.\s*)?(?:в|во)\s+(?:разделе\s+)?[«\"]?Определени", re.IGNORECASE)


def scan_roles(lines: Sequence[Line], kind: str, is_law_heading, first_body_unit: int | None) -> dict[int, str]:
    """Line number -> role, for the lines that open a unit above a Law's body (see the module docstring).

    `is_law_heading(text)` tells this kind's Law headings; `first_body_unit` is the line of the first numbered
    commentary paragraph (None for a law text), before which a commentary has a title page only when a
    heading of some level comes first (the seed commentary starts mid-Law with no heading: no title page)."""
    roles: dict[int, str] = {}
    zone = TITLE
    previous = ""  # the last line of text, to tell a new entry from a wrapped line of the one before
    last_term = ""  # the term of the last entry, to read the next one in alphabetical order
    texts = [line.text for line in lines]
    # the title page's first paragraph, a line alone; said again at once under it (the title alone on its page, as
    # pandoc's EPUB has it), it heads a front part; with other lines between (a converter's title page: the title, a
    # club, a date, then the book's page) it is the title page's
    title = ""
    lines_of_text = 0
    for k, line in enumerate(lines):
        text = line.text
        if not text.strip():
            previous = previous if left_unfinished(previous) else ""  # (a line left unfinished goes on over it)
            continue
        lines_of_text += 1
        said_again = zone == TITLE and lines_of_text == 2 and bool(title) and _alone(texts, k) and \
            " ".join(text.split()) == title
        if lines_of_text == 1:
            # (a line of words: a typed rule «-----» said again round an e-text's box is no title, libru1998)
            title = " ".join(text.split()) if zone == TITLE and _alone(texts, k) and _A_LETTER.search(text) else ""
        if first_body_unit is not None and zone in (TITLE, FRONT) and line.number >= first_body_unit:
            zone = BODY
        if chapter_heading(text, kind):
            roles[line.number] = CHAPTER_ROLE
            zone = DEFINITIONS_ROLE if _is_definitions_title(chapter_heading(text, kind)[3]) else CHAPTER_ROLE
        elif part_heading(text, kind):
            roles[line.number] = PART_ROLE
            zone = CHAPTER_ROLE
        elif DEFINITIONS.match(text):
            roles[line.number] = DEFINITIONS_ROLE
            zone = DEFINITIONS_ROLE
        elif is_law_heading(text):
            zone = BODY
        elif zone in (TITLE, FRONT) and is_front_heading(text) or said_again:
            # (the title said again under the title page: an EPUB's title page, then the title over its first
            # chapter holding the rest of the page, as pandoc makes it; priok2022)
            roles[line.number] = FRONT
            zone = FRONT
        elif zone == BODY and text.strip()[:1].isupper() and is_back_heading(text):
            roles[line.number] = FRONT  # «ВМЕСТО ПОСЛЕСЛОВИЯ» after the last Law: the book's own again
        elif zone == DEFINITIONS_ROLE and (_opens_entry(previous, text, kind) or kind == LAW and _in_its_place(
                previous, text, last_term, _next_term(texts, k))):
            roles[line.number] = TERM
            last_term = term_entry(text, kind, paragraph_start=True)["term"]
        elif zone == DEFINITIONS_ROLE and (whole := _unbroken(text, texts[k + 1] if k + 1 < len(texts) else "")) \
                and _opens_entry(previous, whole, kind):
            roles[line.number] = TERM  # «Скорректированный резуль-» / «тат — результат …»: the term broken
            # (or the line wrapped right after its dash: «Уполномоченный орган —» / «национальная федерация …»)
            last_term = term_entry(whole, kind, paragraph_start=True)["term"]
        elif zone == DEFINITIONS_ROLE and kind == LAW and _BARE_TERM.match(text.strip()) and (
                not previous or _ENDS_SENTENCE.search(previous)) and \
                _DASH_START.match(next((t for t in texts[k + 1:k + 3] if t.strip()), "")):
            roles[line.number] = TERM_CELL  # «Болван» / «— партнёр …»: a row of a table of terms
        previous = text
    return roles


_A_LETTER = re.compile(r"[^\W\d_]")


def _alone(texts: Sequence[str], k: int) -> bool:
    """Line k is a paragraph of its own (blank lines, or the text's edge, above and below it)."""
    return (k == 0 or not texts[k - 1].strip()) and (k + 1 == len(texts) or not texts[k + 1].strip())


# A line left unfinished: a comma, or a word no sentence ends with (a conjunction, a preposition). The line under it
# goes on with it over a blank line (every line its own paragraph: LibreOffice's RTF of a typed text, libru1998's
# «Сторона — … Север — Юг или» / «Восток — Запад.», no new term).
_UNFINISHED_WORDS = ("и", "или", "либо", "а", "но", "в", "во", "на", "с", "со", "к", "ко", "по", "от", "до", "для", "о",
                     "об", "из", "за", "при", "что", "чем", "как", "не")
_UNFINISHED = re.compile(rf"(?:,|(?<![^\W\d_])(?:{'|'.join(_UNFINISHED_WORDS)}))\s*$", re.IGNORECASE)
# a match ends at the line's last character that is no space (only spaces follow it), so it starts this far back
_UNFINISHED_REACH = max(map(len, _UNFINISHED_WORDS))


def left_unfinished(text: str) -> bool:
    """_UNFINISHED.search(text), begun where a match can begin (its look-behind still sees the character before):
    a search from every position read the whole line again at each blank line under it."""
    return bool(_UNFINISHED.search(text, max(0, len(text.rstrip()) - _UNFINISHED_REACH)))


_ENDS_IN_DASH = re.compile(r"\S\s[-–—]$")


def _unbroken(text: str, after: str) -> str:
    """A line whose last word is broken at its end by a hyphen («Скорректированный резуль-»), joined to the line
    under it as a reader reads the word whole («Скорректированный результат — …»), or that ends in the dash
    after its term, the line wrapped there («Уполномоченный орган —» / «национальная федерация …», Calibre's
    PDF: kubgu2021), joined with a space; "" for any other line."""
    text = text.rstrip()
    if not after.strip():
        return ""
    if broken_at_end(text):
        return text[:-1] + after.lstrip()
    return f"{text} {after.lstrip()}" if _ENDS_IN_DASH.search(text) else ""


def _opens_entry(previous: str, text: str, kind: str) -> bool:
    """Does `text` open a term's entry (law) or paragraph (commentary)? Only where a sentence ends."""
    if previous and (not _ENDS_SENTENCE.search(previous) or ABBREVIATION_END.search(previous)):
        return False
    return bool(term_entry(text, kind, paragraph_start=not previous))


def _in_its_place(previous: str, text: str, before: str, after: str) -> bool:
    """A law's term set off by a colon, «Претензия: заявление …», on a line right under the entry before
    (no blank line between, where `_opens_entry` asks for one): an entry when the line above ends its sentence
    and the term takes its place in the alphabetical order of the terms around it, by its first letter (after
    `before`, before `after`, at least one of them known), as a reader of a glossary reads the next entry."""
    if not previous or not _ENDS_SENTENCE.search(previous) or ABBREVIATION_END.search(previous) \
            or not (before or after):
        return False
    m = term_entry(text, LAW, paragraph_start=True)
    if m is None or TERM_ENTRY.match(text):
        return False
    key = _alphabetical(m["term"])
    # a glossary typed by hand is often in order by its first letters only («Первый ход», «Пас», «Претензия»)
    return (not before or _alphabetical(before)[0] <= key[0]) and (not after or key[0] <= _alphabetical(after)[0])


def _next_term(texts: Sequence[str], k: int) -> str:
    """The term of the next entry set off by a dash after line `k` ("" when none before a blank line or the
    end of the Definitions)."""
    for text in texts[k + 1:]:
        if not text.strip() or chapter_heading(text, LAW) or LAW_HEADING.match(text):
            return ""
        if m := TERM_ENTRY.match(text):
            return m["term"]
    return ""


def _alphabetical(term: str) -> str:
    return term.strip(_QUOTES).casefold().replace("ё", "е")


@lru_cache(maxsize=4096)
def _names_a_thing(word: str) -> bool:
    """Can this word open a term: a noun or adjective in the nominative («Болван», «Штрафная»), where a
    sentence opens with a verb or an adverb («Обратите внимание: …», «Заметим: …»)? pymorphy3, as search uses."""
    morph = analyzer()
    return any({"NOUN", "ADJF", "PRTF"} & {p.tag.POS} and "nomn" in p.tag for p in morph.parse(word.lower()))


@lru_cache(maxsize=4096)
def _is_verb(word: str) -> bool:
    """Is this word, as most likely read, a verb (a sentence's, not a term's: «Термины имеют значения:»)?"""
    return analyzer().parse(word.lower())[0].tag.POS in {"VERB", "INFN", "GRND"}


def chapter_heading(text: str, kind: str) -> re.Match | None:
    return _level_heading(CHAPTER, text, kind)


def part_heading(text: str, kind: str) -> re.Match | None:
    return _level_heading(PART, text, kind)


def _level_heading(pattern: re.Pattern, text: str, kind: str) -> re.Match | None:
    m = pattern.match(text)
    if not m or roman_to_int(m[2]) is None:
        return None
    title = m[3].strip()
    if len(title.split()) > 12 or title.endswith(","):
        return None  # a sentence that starts with «Глава II …», not a heading
    if kind != LAW and title and not mostly_capitals(title):
        return None  # commentary prose wraps onto new lines anywhere: only a heading in capitals
    return m


def _is_definitions_title(title: str) -> bool:
    return title.strip().rstrip(".:").strip().upper() == "ОПРЕДЕЛЕНИЯ"


def term_entry(text: str, kind: str, paragraph_start: bool = False) -> re.Match | None:
    """The term that opens a Definitions entry (law text) or a paragraph on one term (commentary).
    `paragraph_start`: the line opens a paragraph (a blank line or a heading before it), where a law's term
    may also be set off by a colon."""
    if kind == LAW:
        m = TERM_ENTRY.match(text)
        if m:
            if _SPEAKS_OF_THE_LIST.match(m["rest"]):
                return None  # «Ниже — термины в том смысле, …»: the list's lead says what follows, no term is defined
            return m if len(m["term"].split()) <= 6 else None
        m = LAW_COLON_TERM.match(text) if paragraph_start else None
        words = _GLOSS.sub("", m["term"]).strip(_QUOTES).split() if m else []
        if not m or len(words) > 4 or not _names_a_thing(words[0]) or any(map(_is_verb, words)):
            return None  # «Термины имеют значения: …» is a sentence
        return m
    m = QUOTED_TERM.match(text) or COLON_TERM.match(text)
    if not m or _NAMES_DEFINITIONS.match(m["rest"]) or len(m["term"].split()) > 4:
        return None
    if m.re is COLON_TERM and not _names_a_thing(m["term"].split()[0]):
        return None  # «Обратите внимание: …» is a sentence, not a term
    return m


def _term_title(term: str) -> str:
    """The term as printed, without the quotes a commentary sets it in («Взятка» -> Взятка)."""
    return term.strip().strip(_QUOTES).strip()


class BookLevels:
    """Builds the clauses of the levels above a Law's body into a parser's DraftTree."""

    def __init__(self, tree: DraftTree, kind: str, roles: dict[int, str], title_page: bool):
        self.tree, self.kind, self.roles = tree, kind, roles
        self.front_prefix = "front" if kind == LAW else "cfront"
        self.title_page = title_page  # text before the first heading is a title page (not a Law's fragment)
        self.open: Draft | None = None  # takes unmarked blocks: a front-matter clause, a chapter's own text
        self.chapter: Draft | None = None
        self.parts_on_top = False  # the book's top division is «Часть» (no «Глава» above it): parts are chapters
        self.part: Draft | None = None
        self.definitions: Draft | None = None
        self.term: Draft | None = None
        self.in_body = False
        self.dash_pending = False  # a term standing alone: its definition's dash opens the next line

    def parent(self) -> Draft | None:
        """Where a Law (or a Law's commentary) goes: the innermost chapter or part."""
        return self.part or self.chapter

    def enter_body(self) -> None:
        """A Law heading: front matter and the Definitions are over."""
        self.in_body = True
        self.open = self.definitions = self.term = None

    def take(self, block: Block) -> bool:
        """Build `block` when it belongs to this level; False when it is a Law's (or a fragment's)."""
        role = self.roles.get(block.line)
        text = block.first.text
        if role == CHAPTER_ROLE:
            self.parts_on_top = False
            self._chapter(block, chapter_heading(text, self.kind))
            return True
        if role == PART_ROLE and (self.chapter is None or self.parts_on_top):
            # «ЧАСТЬ I. …» with no chapter above it: the book is divided into parts, as others into chapters
            self.parts_on_top = True
            self._chapter(block, part_heading(text, self.kind))
            return True
        if role == PART_ROLE:
            self._part(block, part_heading(text, self.kind))
            return True
        if role == DEFINITIONS_ROLE:
            opened = self.definitions
            if opened is not None and not opened.title and not opened.parts and not opened.children:
                # «Глава I. Определения» then «ОПРЕДЕЛЕНИЯ»: the chapter's title and the section's own heading
                # name one Definitions, whose heading this is
                opened.title = text.strip()
                if block.lines[1:]:
                    self._definitions_block(Block(tuple(block.lines[1:])),
                                            term=bool(term_entry(block.lines[1].text, self.kind, paragraph_start=True)))
                return True
            self._open_definitions(block.first, text.strip(), block.lines[1:])
            return True
        if role == FRONT:  # front matter, or back matter after the last Law (scan_roles): it ends the Law
            if self.in_body and hasattr(self.tree, "close_all"):
                self.tree.close_all()
            heading = text.strip()
            self.definitions = self.term = None
            self.open = self._add(Draft(f"{self.front_prefix}.{slug(heading.rstrip('.:'))}", "front", None, "", "",
                                        heading, block.line), None)
            self._fill(self.open, block.lines[1:])
            return True
        if self.definitions is not None and role == TERM_CELL:
            self._term_cell(block)
            return True
        if self.definitions is not None:
            if self.dash_pending and (m := _DASH_START.match(block.first.text)):
                self.dash_pending = False
                self.term.label = f" {block.first.text[:m.end() - 1].strip()} "  # the dash that opens its line
                self.term.add_lines(list(block.lines), skip=m.end() - 1)
                return True
            self._definitions_block(block, role == TERM)
            return True
        if self.open is not None and self._title_under_heading(block):
            self.open.title = block.first.text.strip()
            return True
        if self.open is not None:
            self._fill(self.open, block.lines)  # front matter, or a chapter's own text before its first Law
            return True
        if not self.in_body and self.title_page:
            self._title_page(block)
            return True
        return False

    # -- building ------------------------------------------------------------------------------------------
    def _add(self, draft: Draft, parent: Draft | None) -> Draft:
        return self.tree.add(draft, parent)

    def _fill(self, draft: Draft, lines: Sequence[Line]) -> None:
        if lines:
            draft.add_lines(list(lines))

    def _title_page(self, block: Block) -> None:
        title = self.tree.by_id.get(f"{self.front_prefix}.title")
        if title is None:
            title = self._add(Draft(f"{self.front_prefix}.title", "front", None, "", "", "", block.line), None)
            self.open = None
        # A title page is set line by line: each line is its own paragraph unless the text runs on. A rule typed in
        # dashes (the e-text box «-----» of a lib.ru text, libru1998) holds no words: it parts, it is no line.
        run: list[Line] = []
        for line in block.lines:
            if DASH_RULE.match(line.text):
                if run:
                    title.add_lines(run)
                run = []
                continue
            if run and not _runs_on(run[-1].text, line.text):
                title.add_lines(run)
                run = []
            run.append(line)
        if run:
            title.add_lines(run)

    def _chapter(self, block: Block, m: re.Match) -> None:
        number = roman_to_int(m[2])
        title, rest = m[3].strip(), list(block.lines[1:])
        if not title and rest and _short_title(rest[0].text):
            title, rest = rest[0].text.strip(), rest[1:]
        self.part = self.term = None
        self.open = self.definitions = None
        label = block.first.text[: m.start(3)].strip() if m[3] else block.first.text.strip()
        self.chapter = self._add(Draft(f"ch{number}", "chapter", None, "", label, title, block.line), None)
        if _is_definitions_title(title):
            self._open_definitions(block.first, "", rest, within=self.chapter)
        else:
            self.open = self.chapter
            self._fill(self.chapter, rest)

    def _title_under_heading(self, block: Block) -> bool:
        """«ГЛАВА V» set apart from its title «ТОРГОВЛЯ» (two heading paragraphs, a typesetter's centred lines): the
        first paragraph under a chapter's or part's heading that has no title, one short line in capitals, is its
        title, as the line right under it is; a sentence under it is the chapter's own text."""
        opened = self.open
        return opened is not None and opened.kind == "chapter" and opened.label and not opened.title \
            and not opened.parts and not opened.children and len(block.lines) == 1 \
            and _short_title(block.first.text) and mostly_capitals(block.first.text)

    def _part(self, block: Block, m: re.Match) -> None:
        number = roman_to_int(m[2])
        title, rest = m[3].strip(), list(block.lines[1:])
        if not title and rest and _short_title(rest[0].text):
            title, rest = rest[0].text.strip(), rest[1:]
        pid = f"{self.chapter.id}.p{number}" if self.chapter is not None else f"p{number}"
        label = block.first.text[: m.start(3)].strip() if m[3] else block.first.text.strip()
        self.open = self.definitions = self.term = None
        self.part = self._add(Draft(pid, "chapter", self.chapter.id if self.chapter else None, "", label, title,
                                    block.line), self.chapter)
        self.open = self.part
        self._fill(self.part, rest)

    def _open_definitions(self, first: Line, heading: str, rest: Sequence[Line], within: Draft | None = None) -> None:
        parent = within or self.parent()
        did = "def" if self.kind == LAW else "cdef"
        kind = "definitions" if self.kind == LAW else "commentary"
        self.open, self.term = None, None
        self.definitions = self._add(Draft(did, kind, parent.id if parent else None, "", "", heading, first.number),
                                     parent)
        if rest:
            self._definitions_block(Block(tuple(rest)),
                                    term=bool(term_entry(rest[0].text, self.kind, paragraph_start=True)))

    def _definitions_block(self, block: Block, term: bool) -> None:
        m = term_entry(block.first.text, self.kind, paragraph_start=True) if term else None
        first = block.first.text
        if m is None and term and len(block.lines) > 1 and _unbroken(first, block.lines[1].text):
            # the term broken at the first line's end: read in the paragraph as joined (the word made whole)
            first = join_lines(block.lines).text
            m = term_entry(first, self.kind, paragraph_start=True)
        if m is None:
            (self.term or self.definitions).add_lines(list(block.lines))
            return
        printed = _term_title(m["term"])
        prefix = "def" if self.kind == LAW else "cdef"
        kind = "definition" if self.kind == LAW else "paragraph"
        term_id = f"{prefix}.{slug(printed.strip(_QUOTES))}"
        # The separator between the term and its definition, as printed («Болван - партнёр»: " - "), is the
        # definition's label: the text is sacred, and a booklet sets it run in.
        separator = first[m.end("term"):m.start("rest")] if kind == "definition" else ""
        separator = re.sub(r"\s+", " ", separator)  # a justified line's spread spaces count as one
        self.term = self._add(Draft(term_id, kind, self.definitions.id, "", separator, printed, block.line),
                              self.definitions)
        self.term.add_lines(list(block.lines), skip=m.start("rest"))


    def _term_cell(self, block: Block) -> None:
        printed = _term_title(block.first.text)
        self.term = self._add(Draft(f"def.{slug(printed)}", "definition", self.definitions.id, "", "", printed,
                                    block.line), self.definitions)
        self.dash_pending = True
        rest = block.lines[1:]
        if rest and (m := _DASH_START.match(rest[0].text)):
            self.dash_pending = False
            self.term.label = f" {rest[0].text[:m.end() - 1].strip()} "  # the dash that opens its line
            self.term.add_lines(list(rest), skip=m.end() - 1)


def _runs_on(before: str, after: str) -> bool:
    return bool(after[:1].islower() or before.rstrip().endswith(("-", "\u00ad", ",")))


def _short_title(text: str) -> bool:
    words = text.split()
    return 0 < len(words) <= 10 and not text.rstrip().endswith((".", ",", ";")) and not LAW_HEADING.match(text)
