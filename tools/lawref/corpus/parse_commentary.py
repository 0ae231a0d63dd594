"""Parse a commentary text into clauses: (title page, front matter, commentary on the Definitions) >
commentary on a law > paragraph | fragment | example | note > item > item.

Units start at (see docs/parsing.md, "Parsing"; the levels above a Law are lawref.corpus.book's):
  `Правило 28. TITLE`   the commentary on a Law (upper-case title; a dot or a dash after the number), `c28`
  `28.1. text`          a numbered paragraph, id `28.1`; only when it is the next number (so a reference
                        that happens to start a line, "29.2. выше", stays text); `1.1.(a) text` opens the
                        paragraph with an item at once (the paragraph has no text of its own)
  `(iii) text`          an item of the paragraph (or fragment) before it, id `27.7(iii)`; under a letter
                        item it is that item's: `1.1(b)(i)`
  `(a) text`            a letter item of the paragraph, id `1.1(a)`: only the next letter of its list, so a
                        reference broken across lines ("27В1" / "(b) …") stays text
  `Пример С`            an example, its auction line as title, id `27.exC`
  `Примечание: text`    a note, id `27.8.note1` (after paragraph 27.8)
Text before the first heading or paragraph is the leading fragment `27.0` of the Law of the first numbered
paragraph that follows. The last paragraph may be cut off; it is kept as it stands.
"""

from __future__ import annotations

import re

from lawref.corpus.blocks import Block, Draft, DraftTree, split_blocks
from lawref.corpus.book import BookLevels, scan_roles
from lawref.corpus.headings import COMMENTARY_HEADING as HEADING
from lawref.corpus.levels import follows_letter as _follows
from lawref.corpus.parse_law import CYRILLIC_ORDER, LATIN_ORDER, LAWS_IN_THE_BOOK, LOOK_ALIKES, continues_title
from lawref.errors import LawrefError
from lawref.ids import latin_section, latin_subitem
from lawref.model import COMMENTARY
from lawref.numbering import AUCTION_LINE

PARAGRAPH = re.compile(r"^\s*(\d{1,3})\.(\d{1,3})\.(?:\s+|$|(?=\())(.*)$")
ITEM = re.compile(r"^\s*\(([ivx]{1,6})\)\s*(.*)$")
LETTER = re.compile(r"^\s*\(([a-zа-яё])\)\s*(.*)$")
EXAMPLE = re.compile(r"^\s*Пример\s+([A-Za-zА-Яа-я0-9]{1,3})\s*[.:]?\s*$")
NOTE = re.compile(r"^\s*Примечани[еяи]\s*\d*\s*:\s*(.*)$")
AUCTION = AUCTION_LINE  # lawref.numbering: a line of calls only


def heading_match(text: str) -> re.Match | None:
    m = HEADING.match(text)
    if not m:
        return None
    letters = [ch for ch in m[2] if ch.isalpha()]
    # A heading's title is in capitals; "Правило 30. Это ..." would be a sentence, not a heading.
    return m if letters and sum(ch.isupper() for ch in letters) >= 0.6 * len(letters) else None


class CommentaryParser(DraftTree):
    def __init__(self, path: str):
        super().__init__(path)
        self.container: Draft | None = None  # c27
        self.paragraph: Draft | None = None  # 27.7 or the fragment 27.0: where items go
        self.letter: Draft | None = None  # the open letter item of the paragraph (1.1(b)): where romans go
        self.letter_printed = ""  # its letter as printed, to read the next one
        self.letter_cyrillic = False
        self.last_number: tuple[int, int] | None = None  # of the last line taken for a paragraph start
        self.last_paragraph: tuple[int, int] | None = None  # of the last paragraph added
        self.seen_letter = ""  # the block splitter's view of the open letter list
        self.notes: dict[str, int] = {}
        self.book: BookLevels | None = None

    # -- which lines start a unit ------------------------------------------------------------------------
    def _next_paragraph(self, text: str) -> re.Match | None:
        m = PARAGRAPH.match(text)
        if not m:
            return None
        number = (int(m[1]), int(m[2]))
        if self.last_number is not None and number <= self.last_number:
            return None  # "29.2. выше" at the start of a line inside 29.3 is a reference, not a paragraph
        self.last_number = number
        return m

    def _next_letter(self, text: str) -> bool:
        m = LETTER.match(text)
        if not m or not _follows(self.seen_letter, m[1]):
            return False
        self.seen_letter = m[1].lower()
        return True

    def starts_block(self, text: str) -> bool:
        if heading_match(text):
            self.seen_letter = ""
            return True
        if m := self._next_paragraph(text):
            opening = LETTER.match(m[3])  # "1.1.(a) …" opens the letter list at once
            self.seen_letter = opening[1].lower() if opening and _follows("", opening[1]) else ""
            return True
        return bool(self._next_letter(text) or ITEM.match(text) or EXAMPLE.match(text) or NOTE.match(text))

    # -- building ----------------------------------------------------------------------------------------
    def _open_container(self, law: str, label: str, title: str, line: int) -> None:
        parent = self.book.parent() if self.book else None
        self.container = self.add(Draft(f"c{law}", "commentary", parent.id if parent else None, law, label,
                                        title, line), parent)
        self.paragraph = self.letter = None

    def parse(self, lines) -> list[Draft]:
        lines = list(lines)
        self._open_fragment_law = _first_paragraph_law(lines)
        first_paragraph = next((line.number for line in lines if PARAGRAPH.match(line.text)), None)
        roles = scan_roles(lines, COMMENTARY, heading_match, first_paragraph)
        first_heading = next((line.number for line in lines if line.number in roles or heading_match(line.text)),
                             None)
        title_page = first_heading is not None and (first_paragraph is None or first_heading < first_paragraph)
        self.book = BookLevels(self, COMMENTARY, roles, title_page=title_page)
        for block in split_blocks(lines, lambda line: line.number in roles or self.starts_block(line.text)):
            self._block(block)
        if not self.drafts:
            raise LawrefError.labelled("no_commentary_heading", path=self.path, line=1)
        return self.drafts

    def _block(self, block: Block) -> None:
        text = block.first.text
        if m := heading_match(text):
            law = str(int(m[1]))
            if self.container is not None and self.container.law and int(law) < int(self.container.law):
                self.warn("law-order", "law_order", block.line, law=law, previous=self.container.law)
            self._check_law_number(law, block.line)
            self.book.enter_body()
            title, rest = m[2].strip(), list(block.lines[1:])
            while rest and continues_title(title, rest[0].text):  # a title in capitals wrapped onto the next line
                title = f"{title} {rest[0].text.strip()}"
                rest = rest[1:]
            self._open_container(law, text[: m.start(2)].strip(), title, block.line)
            if rest:
                self.container.add_lines(rest)
            return
        if (m := PARAGRAPH.match(text)) and self._accept_paragraph(m, block.line):
            self._paragraph(block, m)
            return
        if m and self.container is not None and self.container.law != str(int(m[1])) \
                and not re.match(r"\s*(?:выше|ниже)", m[3]):
            self.warn("paragraph-law", "paragraph_out_of_order", block.line, number=f"{m[1]}.{m[2]}",
                      law=self.container.law)
        if self.book.take(block):
            return
        if self.container is None:
            law = self._open_fragment_law
            if law is None:
                raise LawrefError.labelled("text_before_commentary", path=self.path, line=block.line)
            self._open_container(law, "", "", block.line)
        if self.paragraph is None and not NOTE.match(text):
            # The leading fragment: text before the first numbered paragraph of this Law.
            law = self.container.law
            self.paragraph = self.add(Draft(f"{law}.0", "fragment", self.container.id, law, "", "",
                                             block.line), self.container)
        if self._item(block, text, 0):
            return
        if m := EXAMPLE.match(text):
            letter = "".join(latin_section(ch) for ch in m[1])
            parent = self.paragraph
            draft = self.add(Draft(f"{parent.law}.ex{letter}", "example", parent.id, parent.law,
                                    text.strip(), "", block.line), parent)
            rest = block.lines[1:]
            if rest and AUCTION.match(rest[0].text):
                draft.title = rest[0].text.strip()
                rest = rest[1:]
            if rest:
                draft.add_lines(rest)
            draft.end_line = block.lines[-1].number
            return
        if m := NOTE.match(text):
            after = self.paragraph.id if self.paragraph is not None and self.paragraph.kind == "paragraph" \
                else self.container.id
            self.notes[after] = self.notes.get(after, 0) + 1
            draft = self.add(Draft(f"{after}.note{self.notes[after]}", "note", self.container.id,
                                    self.container.law, text[: m.start(1)].strip(), "", block.line),
                              self.container)
            draft.add_lines(block.lines, skip=m.start(1))
            return
        # No marker: the text continues the unit before it.
        target = self.last if self.last is not None else self.paragraph
        lines = block.lines
        if target.kind == "example" and not target.title and not target.parts and AUCTION.match(lines[0].text):
            target.title = lines[0].text.strip()  # the auction stood apart from "Пример А"
            lines = lines[1:]
        if lines:
            target.add_lines(lines)

    def _paragraph(self, block: Block, m: re.Match) -> None:
        law, num = str(int(m[1])), str(int(m[2]))
        if self.container is None or self.container.law != law:
            if self.container is not None and self.container.label:
                self.warn("paragraph-law", "paragraph_other_law", block.line, number=f"{law}.{num}",
                          law=self.container.law, own=law)
            self._open_container(law, "", "", block.line)
        self.paragraph = self.add(Draft(f"{law}.{num}", "paragraph", self.container.id, law,
                                         f"{m[1]}.{m[2]}.", "", block.line), self.container)
        self.letter = None
        self.letter_printed = ""
        if not self._item(block, m[3], m.start(3)):
            self.paragraph.add_lines(block.lines, skip=m.start(3))

    def _item(self, block: Block, text: str, offset: int) -> bool:
        """An item marker at `offset` of the block's first line ((a), (iii)): add the item, True."""
        roman, letter = ITEM.match(text), LETTER.match(text)
        if letter and _follows(self.letter_printed, letter[1]) and (not roman or self.letter_printed in "h"
                                                                    and self.letter_printed):
            self.letter = self._add_item(self.paragraph, letter[1], self._letter_id(letter[1]), block,
                                         offset + letter.start(2))
            return True
        if roman:
            parent = self.letter if self.letter is not None else self.paragraph
            self._add_item(parent, roman[1], roman[1], block, offset + roman.start(2))
            return True
        return False

    def _add_item(self, parent: Draft, printed: str, key: str, block: Block, skip: int) -> Draft:
        draft = self.add(Draft(f"{parent.id}({key})", "commentary-item", parent.id, parent.law, f"({printed})",
                               "", block.line), parent)
        draft.add_lines(block.lines, skip=skip)
        return draft

    def _letter_id(self, printed: str) -> str:
        lower = printed.lower()
        if not self.letter_printed:
            self.letter_cyrillic = lower in CYRILLIC_ORDER and lower not in LOOK_ALIKES
        self.letter_printed = lower
        if self.letter_cyrillic and lower in CYRILLIC_ORDER:
            return LATIN_ORDER[CYRILLIC_ORDER.index(lower)]
        return latin_subitem(lower)

    def _accept_paragraph(self, m: re.Match, line: int) -> bool:
        number, previous = (int(m[1]), int(m[2])), self.last_paragraph
        if previous is not None and number <= previous:
            return False
        if previous is not None and number[0] == previous[0] and number[1] != previous[1] + 1:
            self.warn("skipped-number", "paragraph_skipped", line, number=f"{number[0]}.{number[1]}",
                      previous=f"{previous[0]}.{previous[1]}")
        self._check_law_number(str(number[0]), line)
        self.last_paragraph = number
        return True

    def _check_law_number(self, law: str, line: int) -> None:
        if not 1 <= int(law) <= LAWS_IN_THE_BOOK:
            self.warn("law-number", "law_number", line, law=law, last=LAWS_IN_THE_BOOK)


def _first_paragraph_law(lines) -> str | None:
    for line in lines:
        if heading_match(line.text):
            return None
        if m := PARAGRAPH.match(line.text):
            return str(int(m[1]))
    return None


def parse_commentary(cleaned) -> CommentaryParser:
    parser = CommentaryParser(cleaned.path)
    parser.parse(cleaned.lines)
    return parser
