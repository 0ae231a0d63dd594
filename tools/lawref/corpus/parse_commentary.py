"""Parse a commentary text into clauses: (title page, front matter, commentary on the Definitions) >
commentary on a law > paragraph | fragment | example | note > item > item.

Units start at (see docs/parsing.md, "Parsing"; the levels above a Law are lawref.corpus.book's):
  `Правило 28. TITLE`   the commentary on a Law (upper-case title; a dot or a dash after the number), `c28`;
                        also «Правило 28 — Title», «Комментарий к Правилу 28. TITLE», «Комментарий к статье 28»,
                        «К ПРАВИЛУ 28», «§ 28. Title», and «ПРАВИЛО 28» alone, its title on the next line: a
                        marker, a Law number, an optional title, in the rising run of Law numbers; text between it
                        and its first paragraph (a boxed extract of the Law) is the heading's own text
  `28.1. text`          a numbered paragraph, id `28.1`, also «28-1. text», «28.1 Text»; only when it is the next
                        number (so a reference that happens to start a line, "29.2. выше", stays text);
                        `1.1.(a) text` opens the paragraph with an item at once (no text of its own)
  `(iii) text`          an item of the paragraph (or fragment) before it, id `27.7(iii)`; under a letter
                        item it is that item's: `1.1(b)(i)`
  `(a) text`            a letter item of the paragraph, id `1.1(a)`: only the next letter of its list, so a
                        reference broken across lines ("27В1" / "(b) …") stays text
  `Пример С`            an example, its auction line as title, id `27.exC`; «Пример 1. text» runs its text in
                        (`12.ex1`), «Случай 4.» likewise (`31.ex4`); a hand diagram between its paragraphs is its
                        figure (Clause.figure), not text
  `Примечание: text`    a note, id `27.8.note1` (after paragraph 27.8); also «NB. text», «Замечание. text»
  `-----`, `<*> text`   footnotes under a dash rule, as the law's (the same row, Walker.add_footnote), `16.fn1`
Text before the first heading or paragraph is the leading fragment `27.0` of the Law of the first numbered
paragraph that follows. Back matter after the last Law («ВМЕСТО ПОСЛЕСЛОВИЯ») is the book's (lawref.corpus.book).
The last paragraph may be cut off; it is kept as it stands.

The levels are the table `COMMENTARY_LEVELS` (lawref.corpus.levels) walked by lawref.corpus.walker, which
decides by the sequence rules which markers are text (a Law heading not in the rising run, a paragraph of
another Law or one that goes back, a letter not next in its list, a roman item, a note or an example out of
its sequence on a wrapped line) and reports each, so `check` names the line.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lawref.corpus.blocks import Block, Draft, split_blocks
from lawref.corpus.book import BookLevels, scan_roles
from lawref.corpus.headings import mostly_capitals
from lawref.corpus.levels import (
    AUCTION,
    CAPTION,
    CARD,
    COMMENTARY_LEVELS,
    DASH_RULE,
    DIAGRAM_LINE,
    EXAMPLE,
    FOOTNOTE,
    HAND,
    LETTER,
    NOTE,
    OWN_PARAGRAPH,
    PARAGRAPH,
    ROMAN as ITEM,
    SEAT,
    bare_title,
    book_headings,
    follows_letter as _follows,
    heading_match,
    letters_read_as_figures,
    own_paragraph_marker,
)
from lawref.corpus.parse_law import LAWS_IN_THE_BOOK, SubitemLetters, continues_title
from lawref.corpus.walker import Walker, law_headings, sequence_scan
from lawref.errors import LawrefError
from lawref.ids import latin_section
from lawref.model import COMMENTARY

__all__ = ["PARAGRAPH", "CommentaryParser", "heading_match", "parse_commentary"]

_PHRASE_ENDS = (".", ":", ";", ",", "!", "?", "…")  # a title (or a line of it) ending so says no more follows


def starts_block(text: str, heading=heading_match, letter=LETTER.match) -> bool:
    return any(match(text) for match in (heading, PARAGRAPH.match, letter, ITEM.match, EXAMPLE.match,
                                         NOTE.match, DASH_RULE.match, FOOTNOTE.match))


class CommentaryParser(Walker):
    """One pass over the blocks of a commentary: the table `COMMENTARY_LEVELS` (lawref.corpus.levels) walked
    by lawref.corpus.walker; what is a commentary's own is here: the leading fragment of a Law, an example's
    auction line, notes numbered after their paragraph."""

    table = COMMENTARY_LEVELS

    def __init__(self, path: str):
        super().__init__(path)
        self.letters = SubitemLetters()  # the open letter list of the paragraph, to read the next letter
        self.last_paragraph: tuple[int, int] | None = None  # of the last paragraph added
        self.notes: dict[str, int] = {}
        self.book: BookLevels | None = None
        self.as_text: set[int] = set()  # lines whose marker breaks its sequence: text, not a unit
        self.figure_last = False  # the block before was an example's figure (a caption may follow it)
        self.own_numbers = False  # the book numbers its paragraphs «1.», «2.» anew under each Law
        self.untitled: Draft | None = None  # a Law heading alone («К ПРАВИЛУ 13»): its title may follow
        self.wrapped: Draft | None = None  # a Law heading whose title in capitals ends no phrase: it may go on
        self.heading = heading_match  # the book's own Law headings (levels.book_headings)
        self.own = OWN_PARAGRAPH  # the book's label of a paragraph numbered anew under each Law
        # a letter item's label (or a figure OCR read for it: levels.letters_read_as_figures)
        self.letter = LETTER.match

    @property
    def container(self) -> Draft | None:
        return self.open.get("commentary")

    @property
    def paragraph(self) -> Draft | None:  # 27.7 or the fragment 27.0: where items go
        return self.open.get("paragraph")

    def _open_container(self, law: str, label: str, title: str, line: int) -> None:
        parent = self.book.parent() if self.book else None
        self.close_all()
        self.open_unit("commentary", label, law, line, title=title, parent=parent, law=law)

    def parse(self, lines) -> list[Draft]:
        lines = list(lines)
        # The book's own Law headings: a marker of a class (any word, «§», none), a Law number, a title
        _, self.heading = book_headings(lines)
        self._open_fragment_law = _first_paragraph_law(lines, self.heading)
        first_paragraph = next((line.number for line in lines if PARAGRAPH.match(line.text)), None)
        # A book numbers its paragraphs one way: by Law («28.1.») or anew under each Law, with a label of a class
        # («1.», «(1)», «1)»: the one whose sequence restarts under its headings)
        self.own_numbers = first_paragraph is None
        if not self.own_numbers:
            self.table = tuple(level for level in self.table if level.name != "own")
        else:
            self.own = own_paragraph_marker(lines, self.heading)
            self.table = tuple(replace(level, marker=self.own.match) if level.name == "own" else level
                               for level in self.table)
        # an item label OCR read as a figure where its list expects a letter («6)» for «б)»): that letter
        read_as = letters_read_as_figures(lines)
        self.letter = (lambda text: LETTER.match(read_as.get(text, text))) if read_as else LETTER.match
        self.table = tuple(replace(level, marker=self.heading) if level.name == "commentary" else
                           replace(level, marker=self.letter) if level.name == "letter" else level
                           for level in self.table)
        self._levels = {level.name: level for level in self.table}
        roles = scan_roles(lines, COMMENTARY, self.heading, first_paragraph)
        first_heading = next((line.number for line in lines if line.number in roles or self.heading(line.text)),
                             None)
        title_page = first_heading is not None and (first_paragraph is None or first_heading < first_paragraph)
        self.book = BookLevels(self, COMMENTARY, roles, title_page=title_page)
        # The sequence rules (lawref.corpus.walker): a marker that breaks its sequence is text.
        heads, decisions = law_headings(lines, self.heading)
        heads = {line: law for line, law in heads.items() if line not in roles}
        decisions = [d for d in decisions if d.line not in roles]
        self.as_text = {d.line for d in decisions}
        decisions += sequence_scan(lines, self.table, heads, self.as_text, skip=set(roles))
        self.report(decisions)

        def opens(line) -> bool:
            return line.number in roles or (line.number not in self.as_text and (
                starts_block(line.text, self.heading, self.letter)
                or self.own_numbers and bool(self.own.match(line.text))))

        for block in split_blocks(lines, opens):
            self._block(block)
        if not self.drafts:
            raise LawrefError.labelled("no_commentary_heading", path=self.path, line=1)
        return self.drafts

    def _block(self, block: Block) -> None:
        text = block.first.text
        marker = block.line not in self.as_text  # else a marker out of its sequence: text of the unit before
        untitled, self.untitled = self.untitled, None
        wrapped, self.wrapped = self.wrapped, None
        if wrapped is not None and len(block.lines) == 1 and block.line not in self.book.roles and marker \
                and not starts_block(text, self.heading, self.letter) and not self.own.match(text) \
                and continues_title(wrapped.title, text) and not text.rstrip().endswith(_PHRASE_ENDS):
            # «ЗАКОН 75. НЕВЕРНОЕ ОБЪЯСНЕНИЕ ИЛИ» / «НЕВЕРНАЯ ЗАЯВКА»: a long title typed on two lines, each a
            # paragraph of its own (a typescript a paragraph a line), the second in capitals too, no marker
            wrapped.title = f"{wrapped.title} {text.strip()}"
            return
        if untitled is not None and len(block.lines) == 1 and block.line not in self.book.roles and marker \
                and not starts_block(text, self.heading, self.letter) and not self.own.match(text) \
                and continues_title("", text) \
                and not text.rstrip().endswith(_PHRASE_ENDS):
            # «К ПРАВИЛУ 13» / «Неправильное число карт»: the title set as a paragraph of its own under the
            # heading (a short line with no sentence's end, no marker), as a law's (lawref.corpus.parse_law)
            untitled.title = bare_title(text.strip())  # «(Партнёрства)» under «ПРАВИЛО 4»: without brackets
            return
        if marker and (m := self.heading(text)):
            law = str(int(m[1]))
            if self.container is not None and self.container.law and int(law) < int(self.container.law):
                self.warn("law-order", "law_order", block.line, law=law, previous=self.container.law)
            self._check_law_number(law, block.line)
            self.book.enter_body()
            title, rest = (m[2] or "").strip(), list(block.lines[1:])
            # a title on the next line («ПРАВИЛО 16» / «НАЗВАНИЕ»), or one in capitals wrapped onto it: as a Law's
            while rest and continues_title(title, rest[0].text):
                title = f"{title} {rest[0].text.strip()}".strip()
                rest = rest[1:]
            title = bare_title(title)  # «ПРАВИЛО 44 (Последовательность …)»: the title without its brackets
            self._open_container(law, text[: m.start(2)].strip() if m[2] else text.strip(), title, block.line)
            if rest:
                self.container.add_lines(rest)
            elif not title:
                self.untitled = self.container
            elif mostly_capitals(title, 0.9) and not title.endswith(_PHRASE_ENDS):
                self.wrapped = self.container
            return
        if marker and (m := PARAGRAPH.match(text)):
            self.book.enter_body()  # a numbered paragraph ends the front matter, a heading before it or not
            self._accept_paragraph(m, block.line)
            self._paragraph(block, m)
            return
        if marker and self.own_numbers and self.container is not None and (m := self.own.match(text)):
            self._own_paragraph(block, m)
            return
        if self.book.take(block):
            return
        if self.container is None:
            law = self._open_fragment_law
            if law is None:
                raise LawrefError.labelled("text_before_commentary", path=self.path, line=block.line)
            self._open_container(law, "", "", block.line)
        if self.paragraph is None and self.container.label and not (marker and (
                NOTE.match(text) or FOOTNOTE.match(text) or EXAMPLE.match(text) or DASH_RULE.match(text))):
            # Text between a Law's heading and its first paragraph (a boxed extract of the Law, «§ 14. …» /
            # «Правило 14А: …» / «14-1. …») is the heading's own: the commentary on the Law states it first.
            self.container.add_lines(block.lines)
            return
        if self.paragraph is None and not (marker and NOTE.match(text)):
            # The leading fragment: text before the first numbered paragraph of this Law.
            self.open_unit("paragraph", "", f"{self.container.law}.0", block.line, kind="fragment")
        if DASH_RULE.match(text):  # the rule over a page's footnotes (the law's): the lines under it read on
            if len(block.lines) > 1:
                self._block(Block(block.lines[1:]))
            return
        if marker and (m := FOOTNOTE.match(text)):
            self.add_footnote(block, m)
            return
        if marker and self._item(block, text, 0):
            return
        if marker and (m := EXAMPLE.match(text)):
            letter = "".join(latin_section(ch) for ch in m[1])
            if m[2]:  # «Пример 1. Юг — сдающий…»: the text runs in after the label
                draft = self.open_unit("example", text[: m.start(2)].strip(), letter, block.line)
                self._example_lines(draft, block.lines, skip=m.start(2))
                return
            draft = self.open_unit("example", text.strip(), letter, block.line)
            rest = block.lines[1:]
            if rest and AUCTION.match(rest[0].text):
                draft.title = rest[0].text.strip()
                rest = rest[1:]
            if rest and _figure(rest, after_figure=False):
                # the block's lines after its label are all its diagram, no blank line before it
                draft.end_line = block.lines[-1].number
                self._block(Block(tuple(rest)))
                return
            if rest:
                self._example_lines(draft, rest)
            draft.end_line = block.lines[-1].number
            return
        if marker and (m := NOTE.match(text)):
            # a note belongs to what it follows: the paragraph, or an example set after it (`16.ex1.note1`)
            after = self.last.id if self.last is not None and self.last.kind == "example" \
                else self.paragraph.id if self.paragraph is not None and self.paragraph.kind == "paragraph" \
                else self.container.id
            self.notes[after] = self.notes.get(after, 0) + 1
            draft = self.open_unit("note", text[: m.start(2)].strip(), f"{after}.note{self.notes[after]}", block.line)
            draft.add_lines(block.lines, skip=m.start(2))
            return
        # No marker: the text continues the unit before it; in an example, a hand diagram is its figure.
        target = self.last if self.last is not None else self.paragraph
        lines = block.lines
        if target.kind == "example" and _figure(lines, after_figure=bool(target.figure) and self.figure_last):
            self._add_figure(target, lines)
            return
        self.figure_last = False
        if target.kind == "example" and not target.title and not target.parts and AUCTION.match(lines[0].text):
            target.title = lines[0].text.strip()  # the auction stood apart from "Пример А"
            lines = lines[1:]
        if lines and target.kind == "example":
            self._example_lines(target, lines)
        elif lines:
            target.add_lines(lines)

    def _add_figure(self, target: Draft, lines) -> None:
        if not target.figure:
            target.figure_after = len(target.parts)
        target.figure.extend(lines)  # laid out as printed when frozen (lawref.corpus.figures)
        target.end_line = max(target.end_line, lines[-1].number)
        self.figure_last = True

    def _example_lines(self, draft: Draft, lines, skip: int = 0) -> None:
        """A paragraph of an example; a hand diagram set in it with no blank line around it (a plain text's
        layout: `pdftotext -layout`) is its figure, the text before it and after it two paragraphs."""
        found = _diagram_in(lines, 1 if skip else 0)
        if found is None:
            draft.add_lines(lines, skip=skip)
            return
        start, end = found
        if start:
            draft.add_lines(lines[:start], skip=skip)
        self._add_figure(draft, lines[start:end])
        if end < len(lines):
            self.figure_last = False
            draft.add_lines(lines[end:])

    def _paragraph(self, block: Block, m: re.Match) -> None:
        law, num = str(int(m[1])), str(int(m[2]))
        if self.container is None or self.container.law != law:
            if self.container is not None and self.container.label:
                self.warn("paragraph-law", "paragraph_other_law", block.line, number=f"{law}.{num}",
                          law=self.container.law, own=law)
            self._open_container(law, "", "", block.line)
        self.open_unit("paragraph", block.first.text[:m.start(3)].strip(), f"{law}.{num}", block.line)
        self.letters = SubitemLetters()
        if not self._item(block, m[3], m.start(3)):
            self.paragraph.add_lines(block.lines, skip=m.start(3))

    def _own_paragraph(self, block: Block, m: re.Match) -> None:
        """«2. text» under «К ПРАВИЛУ 13»: paragraph `13.2` of the Law open (its items and notes as a «13.2.»)."""
        self.open_unit("paragraph", block.first.text[:m.start(2)].strip(), f"{self.container.law}.{int(m[1])}",
                       block.line)
        self.letters = SubitemLetters()
        if not self._item(block, m[2], m.start(2)):
            self.paragraph.add_lines(block.lines, skip=m.start(2))

    def _item(self, block: Block, text: str, offset: int) -> bool:
        """An item marker at `offset` of the block's first line ((a), (iii)): add the item, True."""
        roman, letter = ITEM.match(text), self.letter(text)
        printed = self.letters.printed
        if letter and _follows(printed, letter[1]) and (not roman or printed in "h" and printed):
            key = self.letters.id_letter(letter[1], fresh=not printed)
            # its label as printed: «(a)», or «а)» typed by hand
            self._add_item("letter", text[:letter.start(2)].strip(), key, block, offset + letter.start(2))
            return True
        if roman:
            self._add_item("roman", f"({roman[1]})", roman[1], block, offset + roman.start(2))
            return True
        return False

    def _add_item(self, level: str, label: str, key: str, block: Block, skip: int) -> Draft:
        draft = self.open_unit(level, label, key, block.line)
        draft.add_lines(block.lines, skip=skip)
        return draft

    def _accept_paragraph(self, m: re.Match, line: int) -> None:
        number, previous = (int(m[1]), int(m[2])), self.last_paragraph
        if previous is not None and number[0] == previous[0] and number[1] != previous[1] + 1:
            self.warn("skipped-number", "paragraph_skipped", line, number=f"{number[0]}.{number[1]}",
                      previous=f"{previous[0]}.{previous[1]}")
        self._check_law_number(str(number[0]), line)
        self.last_paragraph = number

    def _check_law_number(self, law: str, line: int) -> None:
        if not 1 <= int(law) <= LAWS_IN_THE_BOOK:
            self.warn("law-number", "law_number", line, law=law, last=LAWS_IN_THE_BOOK)


def _figure(lines, after_figure: bool) -> bool:
    """Is a paragraph of an example (a block of lines) its hand diagram: hands and seats, a caption in
    parentheses under them (in the block, or standing apart right after the diagram)?"""
    if any(auction_header(line.text) for line in lines):
        return False
    k = 0
    while k < len(lines) and DIAGRAM_LINE.match(lines[k].text):
        k += 1
    rest = " ".join(line.text.strip() for line in lines[k:])
    return not rest and k > 0 or bool(rest and CAPTION.match(rest) and (k > 0 or after_figure)) \
        or _diagram_only(" ".join(line.text for line in lines), after_figure)


def auction_header(text: str) -> bool:
    """A line of the four seats, «Запад Север Восток Юг»: an auction's header, text of its example. A diagram sets
    two seats on a line at most (West and East either side of the table)."""
    words = text.split()
    return len(words) == 4 and all(SEAT.match(word) for word in words) and len(set(words)) == 4


def _diagram_in(lines, first: int) -> tuple[int, int] | None:
    """(start, end) of a hand diagram inside a paragraph's lines from line `first` on: lines of hands and seats,
    a hand among them, and a caption in parentheses under them (on one line or more), with text before or after
    them; None when there is none."""
    k = first
    while k < len(lines):
        if not DIAGRAM_LINE.match(lines[k].text):
            k += 1
            continue
        end = k
        while end < len(lines) and DIAGRAM_LINE.match(lines[end].text):
            end += 1
        if any(HAND.match(line.text) for line in lines[k:end]):
            if end < len(lines) and lines[end].text.lstrip().startswith("("):
                end = next((e for e in range(end + 1, len(lines) + 1)
                            if CAPTION.match(" ".join(line.text for line in lines[end:e]))), end)
            return (k, end) if k > 0 or end < len(lines) else None
        k = end
    return None


_SUIT = re.compile(r"([♠♥♦♣])")
_SUIT_LETTERS = frozenset("ПЧБ")
_CARDS = re.compile(rf"^{CARD}+$|^[-–—]$")


def _diagram_only(text: str, after_figure: bool) -> bool:
    """A diagram's cells read as one run of text (a table of seats and hands whose cells a text layer reads row
    across row: «Север (болван) ♠ Д 7 3 ♥ К В 4 … Юг ♠ Т 5 …»; a DOS text's «Юг │ П Т 5   Ч Т Д 10 8 7 3 …»):
    every word a suit (its sign, or its initial П Ч Б Т), a card, a seat, a cell's rule, or in a caption's
    brackets (a caption cut where the block ends, or, after a figure, its rest where the next begins); a suit at
    least, or a seat over a cut caption."""
    cut = bool(re.search(r"\([^()]*$", text)) or after_figure and bool(re.match(r"^[^()]*\)", text))
    text = re.sub(r"\([^()]*\)", " ", text)
    text = re.sub(r"\([^()]*$", " ", text)
    if after_figure:
        text = re.sub(r"^[^()]*\)", " ", text)
    words = _SUIT.sub(r" \1 ", text.replace("│", " ").replace("|", " ")).split()
    if not words or not all(_SUIT.fullmatch(w) or _CARDS.match(w) or SEAT.match(w) or w in _SUIT_LETTERS
                            for w in words):
        return False
    seats = any(SEAT.match(w) for w in words)
    # a typist with no suit signs types their initials, П Ч Б Т (Т is an ace too): a seat and two of П Ч Б
    letters = seats and len({w for w in words if w in _SUIT_LETTERS}) >= 2
    return any(_SUIT.fullmatch(w) for w in words) or letters or cut and seats


def _first_paragraph_law(lines, heading=heading_match) -> str | None:
    for line in lines:
        if heading(line.text):
            return None
        if m := PARAGRAPH.match(line.text):
            return str(int(m[1]))
    return None


def parse_commentary(cleaned) -> CommentaryParser:
    parser = CommentaryParser(cleaned.path)
    parser.parse(cleaned.lines)
    return parser
