"""Parse a law text into clauses: (title page, front matter, chapters, Definitions) > law > section > item >
sub-item > deeper item, and footnotes.

Structure recognised (see docs/parsing.md, "Parsing"; the levels above a Law are lawref.corpus.book's):
  `ПРАВИЛО 70. TITLE`   a Law heading (any case; a dot, a dash or nothing after the number; a title in
                        capitals may wrap onto the next line, a missing title may stand on the next line;
                        a title in ordinary case may end with a period, the Law's text run in after it)
  `A. Title`            a section (Latin or Cyrillic look-alike letter), its lead-in text follows
  `1. text`, `1) text`  an item of the current section (or of the Law when it has no sections)
  `(a) text`, `a) text` a sub-item (`а) б) в)` in Cyrillic alphabet order are positional: в -> c);
  `(i) text`            a deeper item (roman numerals); a list that opens at `(i)` where a letter list would open
                        at `(a)` is a roman list of sub-items, `(ii)` its next (`1.` / `(i)` / `(ii)`: 70C1(ii))
  `-----`               a dash rule: what follows are footnotes `<*> text` until a numbered unit resumes
                        the current section (Law 70's item E2 stands after its footnote)
A paragraph without a marker continues the clause before it.

The levels are the table `LAW_LEVELS` (lawref.corpus.levels) walked by lawref.corpus.walker, which also decides
by the sequence rules which markers are text; what is a law's own is here: a Law's title, footnotes and the
dash rule over them, the Cyrillic alphabet of sub-item lists, the warnings on skipped numbers.
"""

from __future__ import annotations

import re

from lawref.corpus.blocks import Block, Draft, split_blocks
from lawref.corpus.book import ABBREVIATION_END, BookLevels, scan_roles
from lawref.corpus.headings import LAW_HEADING, is_misspelt_law_heading, law_number, mostly_capitals
from lawref.corpus.join import join_lines
from lawref.corpus.levels import (
    CYRILLIC_ORDER,
    DASH_RULE,
    DEEP,
    FOOTNOTE,
    ITEM,
    LATIN_ORDER,
    LAW_LEVELS,
    SECTION,
    SECTION_WORD,
    SUBITEM,
    follows_letter,
    follows_roman,
    follows_section,
)
from lawref.corpus.walker import Walker, law_headings, sequence_scan
from lawref.errors import LawrefError
from lawref.ids import latin_section, latin_subitem
from lawref.model import LAW
from lawref.numbering import LAW_COUNT, int_to_roman
from lawref.wordbreak import broken_at_end

# A Law's title in ordinary case that ends with a period, its text following on the heading's line: the title
# a sentence of its own, the text opening with a capital («Спортивные коробки. Каждая сдача …»).
RUN_IN_TITLE = re.compile(r"^\s*(?P<title>[^.!?;:]{2,120}?)\.\s+(?P<lead>[«\"]?[А-ЯЁA-Z].*)$", re.S)
# A section's run-in head, «В. Цели. Текст…» / «В. Цели.»: the title ends at its first sentence end, and that
# period is the separator between title and text (kept as Clause.title_sep); the text, if any, opens with a
# capital on the same line. A title without a period («A. Цели», its text on the next line) is left whole.
_ENDS_TITLE = re.compile(r"[.!?:;…]$")
SECTION_RUN_IN = re.compile(r"(?P<title>[^.!?;:]{1,120}?)(?P<sep>\.)(?:\s+(?=[«\"„(]?[А-ЯЁA-Z0-9])|\s*$)")
# A section's letter alone as a paragraph («В.»): a heading whose title is lost (a scan's reader puts the letter
# where OCR lost the whole heading: lawref.corpus.formats.review, items restarting); the text under it its own
LONE_SECTION = re.compile(rf"^\s*(?:(?i:{SECTION_WORD})\s+)?([A-ZА-ЯЁ])\.\s*$")
GLOSSARY_TERM = re.compile(r"[\"«“]([^\"»”]{1,40})[\"»”]")
LAWS_IN_THE_BOOK = LAW_COUNT  # lawref.numbering
# Sub-item letters in Cyrillic alphabet order stand for the Latin letter at the same place: а) б) в) г) -> a-d.
LOOK_ALIKES = "сеорху"  # Cyrillic letters that, opening a list, stand for the Latin letter they look like


def starts_block(text: str) -> bool:
    return any(p.match(text) for p in (LAW_HEADING, SECTION, ITEM, SUBITEM, DEEP, DASH_RULE, FOOTNOTE))


# A Law heading under a markup language's heading marks, as its source shows them («== Правило 12. Полномочия»
# in AsciiDoc, «## Правило 12» in Markdown, «== Правило 12 ==» in a wiki), perhaps after a printer's line number in
# the margin («30 == Предисловие», a2ps's)
_MARKED_HEADING = re.compile(r"^(?:\d{1,5}\s+)?(?:={2,5}|#{1,6})\s+(\S.*?)(?:\s+=+)?$")
MARKUP_HEADINGS = 3  # Law headings so marked, at least, to call the text a markup source


def markup_headings(lines) -> list:
    """The lines that are Law headings under a markup language's heading marks (_MARKED_HEADING), when there are
    MARKUP_HEADINGS of them or more: a text whose Law headings are all markup is a source, not a book as printed."""
    found = [line for line in lines if (m := _MARKED_HEADING.match(line.text.strip())) and LAW_HEADING.match(m[1])]
    return found if len(found) >= MARKUP_HEADINGS else []


class SubitemLetters:
    """The Latin id letter of a sub-item as its list runs: а) б) в) in Cyrillic order are positional (в -> c);
    a Cyrillic look-alike in a Latin list is the letter it looks like (е -> e)."""

    def __init__(self):
        self.printed = ""  # the letter as printed, to read the next one in its alphabet
        self.cyrillic = False  # the list runs in Cyrillic alphabet order

    def id_letter(self, printed: str, fresh: bool) -> str:
        lower = printed.lower()
        if fresh:
            self.cyrillic = lower in CYRILLIC_ORDER and lower not in LOOK_ALIKES
        elif lower in CYRILLIC_ORDER and self.printed in CYRILLIC_ORDER \
                and CYRILLIC_ORDER.find(lower) == CYRILLIC_ORDER.find(self.printed) + 1:
            self.cyrillic = True
        elif lower.isascii():
            self.cyrillic = False
        self.printed = lower
        if self.cyrillic and lower in CYRILLIC_ORDER:
            return LATIN_ORDER[CYRILLIC_ORDER.index(lower)]
        return latin_subitem(lower)


class LawParser(Walker):
    """One pass over the blocks of a law file; `drafts` in document order, `footnotes` marker -> id per law."""

    table = LAW_LEVELS

    def __init__(self, path: str):
        super().__init__(path)
        self.letters = SubitemLetters()
        self.book: BookLevels | None = None
        self.as_text: set[int] = set()  # lines whose marker breaks its sequence: text, not a unit
        self.untitled: tuple | None = None  # (draft, line) of a Law heading alone: its title may follow
        self.lettered: tuple[Draft, str] | None = None  # a deeper item printed as a letter, and it (_letters_under)

    def parse(self, lines) -> list[Draft]:
        lines = list(lines)
        roles = scan_roles(lines, LAW, LAW_HEADING.match, None)
        self.book = BookLevels(self, LAW, roles, title_page=True)
        # The sequence rules (lawref.corpus.walker): a marker that breaks its sequence is text.
        heads, decisions = law_headings(lines, LAW_HEADING.match)
        self.as_text = {d.line for d in decisions}
        decisions += sequence_scan(lines, self.table, heads, self.as_text)
        self.as_text |= numbered_through(lines, self.as_text)
        self.report(decisions)

        def opens(line) -> bool:
            return line.number in roles or (line.number not in self.as_text and starts_block(line.text))

        for block in split_blocks(lines, opens):
            self._block(block)
        self._untitled()
        if not any(d.kind in ("law", "chapter", "definitions") or d.kind == "front" and d.title
                   for d in self.drafts):  # a page of a book may hold only its preface or its Definitions
            if marked := markup_headings(lines):  # a markup language's source: «== Правило 12. …»
                raise LawrefError.labelled("markup_source", path=self.path, line=marked[0].number,
                                           example=marked[0].text.strip())
            raise LawrefError.labelled("no_law_heading", path=self.path, line=1)
        return self.drafts

    def _block(self, block: Block) -> None:
        text, open_ = block.first.text, self.open
        law_draft = open_.get("law")
        if self.untitled is not None and len(block.lines) == 1 and block.line not in self.book.roles and \
                not starts_block(text) and continues_title("", text) and not text.rstrip().endswith(
                    (".", ":", ";", ",", "!", "?", "…")):
            # «Правило 12» / «Дискреционные полномочия судьи»: the title set as a paragraph of its own under
            # the heading (a short line with no sentence's end, no marker)
            self.untitled[0].title, self.untitled = text.strip(), None
            return
        self._untitled()
        if block.line in self.as_text and law_draft is not None:
            self.last.add_lines(block.lines)  # a marker out of its sequence: a paragraph of the clause before
            return
        if m := LAW_HEADING.match(text):
            self._law(block, m)
            return
        if self.book.take(block):
            if law_draft is not None and self.last is not law_draft:
                self.close_all()  # a chapter or the Definitions closed the Law before them
            return
        if is_misspelt_law_heading(text):
            self.warn("misspelt-heading", "misspelt_heading", block.line, word=text.split()[0])
        if law_draft is None:
            self._orphan(block)
            return
        law = law_draft.law
        if DASH_RULE.match(text):
            if len(block.lines) > 1:  # the lines under the rule, with no blank line between: read on
                self._block(Block(block.lines[1:]))
            return
        if m := FOOTNOTE.match(text):
            self.add_footnote(block, m)
            return
        if len(block.lines) == 1 and (m := LONE_SECTION.match(text)) and \
                follows_section(open_["section"].id[-1] if "section" in open_ else "", m[1]):
            # the next section's letter alone, its title lost: that section, untitled (never a letter out of the
            # sequence: a line «В.» of text stays the clause's)
            self.open_unit("section", text.strip(), latin_section(m[1]), block.line)
            return
        if m := SECTION.match(text):
            section = open_.get("section")
            letter = latin_section(m[1])
            self._check_sequence(section.id[-1] if section else None, letter, "section", block.line)
            head = SECTION_RUN_IN.match(text, m.start(2)) or _wrapped_run_in(block, m.start(2))
            title = " ".join(head["title"].split()) if head else m[2].strip()
            wrapped = not head and _wrapped_title(block, title)
            if wrapped:
                title = " ".join(join_lines(block.lines).text[m.start(2):].split())
            untitled = not head and not wrapped and _runs_on(block)
            section = self.open_unit("section", text[: m.start(2)].strip(), letter, block.line,
                                     title="" if untitled else title)
            if untitled:  # «Е. Судья может … зара-» / «нее, …»: the label's line is the text's first line
                section.add_lines(block.lines, skip=m.start(2))
            elif head:
                section.title_sep = head["sep"]
                section.add_lines(block.lines, skip=head.end())
            elif len(block.lines) > 1 and not wrapped:
                section.add_lines(block.lines[1:])
            return
        if m := ITEM.match(text):
            if "section" not in open_ and any(d.kind == "section" for d in self.drafts if d.law == law):
                self.warn("item-outside-section", "item_outside_section", block.line, item=m[1], law=law)
            prev = open_.get("item")
            self._check_number(prev.id if prev else None, m[1], block.line)
            item = self.open_unit("item", text[: m.start(2)].strip(), m[1], block.line)
            sub = SUBITEM.match(m[2])
            if sub and not DEEP.match(m[2]) and follows_letter("", sub[1] or sub[2] or sub[3]):
                # «1. (a) Судью …»: the item's label, then its first sub-item on the same line (the item has
                # no text of its own)
                letter = self.letters.id_letter(sub[1] or sub[2] or sub[3], fresh=True)
                draft = self.open_unit("subitem", m[2][: sub.start(4)].strip(), letter, block.line)
                draft.add_lines(block.lines, skip=m.start(2) + sub.start(4))
                return
            item.add_lines(block.lines, skip=m.start(2))
            return
        deep = DEEP.match(text)
        sub = SUBITEM.match(text)
        subitem = open_.get("subitem")
        if deep and self._roman_list_goes_on(subitem, deep[1] or deep[2]):
            draft = self.open_unit("subitem", text[: deep.start(3)].strip(), deep[1] or deep[2], block.line)
            draft.add_lines(block.lines, skip=deep.start(3))
            return
        if deep and (subitem is not None and not (subitem.id.endswith("(h)") and (deep[1] or deep[2]) == "i")):
            draft = self.open_unit("deep", text[: deep.start(3)].strip(), deep[1] or deep[2], block.line)
            draft.add_lines(block.lines, skip=deep.start(3))
            return
        if sub and (key := self._letters_under(subitem, sub[1] or sub[2] or sub[3])):
            draft = self.open_unit("deep", text[: sub.start(4)].strip(), key, block.line)
            draft.add_lines(block.lines, skip=sub.start(4))
            self.lettered = (draft, (sub[1] or sub[2] or sub[3]).lower())
            return
        if sub:
            parent = self.parent_of("subitem")
            letter = self.letters.id_letter(sub[1] or sub[2] or sub[3],
                                            fresh=subitem is None or subitem.parent != parent.id)
            draft = self.open_unit("subitem", text[: sub.start(4)].strip(), letter, block.line)
            draft.add_lines(block.lines, skip=sub.start(4))
            return
        # A paragraph without a marker continues the clause before it (a section's lead-in, an item's
        # second paragraph, a footnote's continuation).
        target = self.last if self.last is not None else law_draft
        target.add_lines(block.lines)

    def _letters_under(self, subitem: Draft | None, printed: str) -> str:
        """A letter list under a sub-item, printed in letters where the Laws count in roman numerals («a.
        Организатор вправе:» / «a. …» / «b. …» / «c. …», then «b. …»: a word processor's third level numbered as
        its second): the roman id key of the letter at the same place, as Cyrillic letters stand for the Latin
        at theirs; "" when the letter is a sub-item's. A list opens so where a letter list starts again right
        under a sub-item whose text opens a list (ends in «:»); it goes on while its letters follow one another,
        and a letter that does not (the sub-items' next) closes it."""
        printed = printed.lower()
        deep = self.open.get("deep")
        goes_on = deep is not None and self.lettered is not None and self.lettered[0] is deep \
            and follows_letter(self.lettered[1], printed)
        opens = deep is None and subitem is not None and follows_letter("", printed) \
            and subitem.text.rstrip().endswith(":")
        if not (goes_on or opens):
            return ""
        cyrillic = printed in CYRILLIC_ORDER and printed not in LOOK_ALIKES
        place = CYRILLIC_ORDER.index(printed) if cyrillic else LATIN_ORDER.find(latin_subitem(printed))
        return int_to_roman(place + 1) if place >= 0 else ""

    def _roman_list_goes_on(self, subitem: Draft | None, roman: str) -> bool:
        """`(ii)` after `(i)` that opened its list of sub-items (a letter list opens at `(a)`: one opening at
        `(i)` counts in roman numerals) is the next of that list, not a deeper item under `(i)`."""
        if subitem is None or "deep" in self.open or not subitem.parent:
            return False
        first = next((d for d in self.drafts if d.kind == "subitem" and d.parent == subitem.parent), None)
        key = subitem.id[len(subitem.parent) + 1:-1]
        return first is not None and first.id == f"{subitem.parent}(i)" and follows_roman(key, roman)

    def _law(self, block: Block, m: re.Match) -> None:
        law = str(law_number(m[1]))
        title, rest = m[2].strip(), list(block.lines[1:])
        lead = RUN_IN_TITLE.match(m[2]) if not mostly_capitals(title) else None
        if lead and not rest and not _ENDS_TITLE.search(lead["lead"].rstrip()):
            # «Закон 61. Невыход в масть. Вопросы о ренонсе», a paragraph of its own: the words after the period
            # end no sentence and nothing follows them, so they are the title's second part, not the Law's text
            lead = None
        if lead:
            # «ПРАВИЛО 2 – Спортивные коробки. Каждая сдача …»: a run-in heading, its title the first sentence
            # (its period closes the heading), the Law's text the rest of the paragraph
            title, rest = lead["title"].strip(), [block.first, *rest]
        # A title on the next line, or one in capitals wrapped onto it ("ДОГОВОРЁННОСТИ" / "ПАРТНЁРОВ").
        while not lead and rest and continues_title(title, rest[0].text):
            title = f"{title} {rest[0].text.strip()}".strip()
            rest = rest[1:]
        if int(law) > LAWS_IN_THE_BOOK or int(law) == 0:
            self.warn("law-number", "law_number", block.line, law=law, last=LAWS_IN_THE_BOOK)
        self.book.enter_body()
        label = block.first.text[: m.start(2)].strip() if m[2] else block.first.text.strip()
        self.close_all()
        draft = self.open_unit("law", label, law, block.line, title=title, parent=self.book.parent(), law=law)
        draft.title_sep = "." if lead else ""  # the period that closes a run-in title, kept as printed
        if rest:
            draft.add_lines(rest, skip=m.start(2) + lead.start("lead") if lead else 0)
        if not title:
            self.untitled = (draft, block.line)
            if rest:
                self._untitled()

    def _untitled(self) -> None:
        """A Law heading left without a title by the block after it: said once."""
        if self.untitled is not None:
            draft, line = self.untitled
            self.untitled = None
            self.warn("untitled-law", "untitled_law", line, law=draft.law)

    def _orphan(self, block: Block) -> None:
        """Text after front matter or a chapter heading that no level took (cannot happen in a well-formed book)."""
        raise LawrefError.labelled("text_before_law", path=self.path, line=block.line)

    def _check_sequence(self, prev: str | None, letter: str, what: str, line: int) -> None:
        expected = "A" if prev is None else chr(ord(prev) + 1)
        if letter != expected and prev is not None:
            self.warn("skipped-number", f"{what}_skipped", line, letter=letter, previous=prev, expected=expected)

    def _check_number(self, prev_id: str | None, number: str, line: int) -> None:
        prev = int(re.search(r"(\d+)$", prev_id)[1]) if prev_id else 0
        if int(number) != prev + 1:
            if prev:
                self.warn("skipped-number", "item_skipped", line, number=number, previous=prev, expected=prev + 1)
            else:
                self.warn("skipped-number", "item_skipped_first", line, number=number)


THROUGH_LISTS = 3  # lists, at least, whose numbers run on from list to list: the word processor's count


def numbered_through(lines, as_text: set[int] = frozenset()) -> set[int]:
    """The lines of a book whose lists a word processor numbered as one list through the whole book (AbiWord's
    PDF of a .docx, kare2004: 9A's items «4.»–«6.» after 6D's «1.»–«3.», on to «105.»): a list under each
    section or Law, and every list after the first opens with the number after the last of the list before,
    none starting anew at 1, three lists or more. A reader sees by that sequence that the numbers are not the
    Law's (a Law's list under a new section opens at 1), and lawref takes none of them, as it invents none a
    file does not hold: each such line, and every line marked as a sub-item or a deeper one (lettered on
    through the book the same way), is a paragraph of the section it stands in, its printed number with it.
    Otherwise nothing."""
    lists: list[list[tuple[int, int]]] = []
    current: list[tuple[int, int]] | None = None
    marked: set[int] = set()
    for line in lines:
        text = line.text  # (an item the sequence rules took for text, «3.» opening section B, counts too)
        if line.number not in as_text and (LAW_HEADING.match(text) or SECTION.match(text)):
            current = None
        elif m := ITEM.match(text):
            if current is None:
                current = []
                lists.append(current)
            current.append((int(m[1]), line.number))
        elif SUBITEM.match(text) or DEEP.match(text):
            marked.add(line.number)
    if len(lists) < THROUGH_LISTS or lists[0][0][0] != 1 or \
            any(after[0][0] != before[-1][0] + 1 for before, after in zip(lists, lists[1:])):
        return set()
    return {number for one in lists for _, number in one} | marked


def _wrapped_run_in(block: Block, start: int) -> re.Match | None:
    """A run-in title wrapped onto the next line («В. Отмена наказания, которое было исполнено или от которого» /
    «отказались. Если игроки …»): the first line ends no sentence and the next goes on in lower case, so the
    title runs to the first sentence's end on the next line. Matched on the block's joined text."""
    lines = block.lines
    if len(lines) < 2 or _ENDS_TITLE.search(lines[0].text.rstrip()) or not lines[1].text.strip()[:1].islower():
        return None
    joined = join_lines(lines[:2]).text
    head = SECTION_RUN_IN.match(joined, start)
    if head and ABBREVIATION_END.search(joined[:head.end("sep")]):
        return None  # «E. Особые условия» / «может ввести … (см. Закон»: an abbreviation's stop ends no title
    return head if head and head.end() > len(lines[0].text) else None




def _runs_on(block: Block) -> bool:
    """The line after a section's label breaks a word at its end and the next line of its paragraph finishes it
    in lower case («Е. Судья может распорядиться, чтобы сдачи были подготовлены зара-» / «нее, …»): no title
    breaks off mid-word into its text, so the label runs into the section's text and the section has no title
    (a bold label that no text layer marks)."""
    lines = block.lines
    return len(lines) > 1 and broken_at_end(lines[0].text) and \
        lines[1].text.strip()[:1].islower()


def _wrapped_title(block: Block, title: str) -> bool:
    """A section's title wrapped onto the lines under it, the paragraph ending with it («D. Информация, которую
    вправе использовать» / «сторона, не нарушавшая правил», its text the next paragraph: a column too narrow
    for it, where no font tells it from text): each line goes on with the title (continues_title) and the last
    ends no sentence, as a paragraph of text does."""
    lines = [line.text for line in block.lines[1:]]
    if not lines or _ENDS_TITLE.search(lines[-1].rstrip()):
        return False
    for line in lines:
        if not continues_title(title, line):
            return False
        title = f"{title} {line.strip()}"
    return True


def continues_title(title: str, next_line: str) -> bool:
    """Is the next line of a heading's block part of its title? A missing title; a title in capitals wrapped
    onto a line in capitals; a title in ordinary case wrapped onto a short line in lower case."""
    text = next_line.strip()
    if not text or starts_block(text) or len(text.split()) > 8:
        return False
    if not title:
        return not text.endswith((".", ",", ";")) or mostly_capitals(text)
    if mostly_capitals(title, 0.9):
        return mostly_capitals(text, 0.9)
    return text[0].islower() and len(text.split()) <= 6 and not title.endswith((".", ";", ":"))


def glossary_term(footnote_text: str) -> str | None:
    """The term a footnote defines: 'Для целей Правил 70 и 71 "нормальная" включает ...' -> 'нормальная'."""
    m = GLOSSARY_TERM.search(footnote_text)
    return m[1] if m else None


def parse_law(cleaned) -> LawParser:
    parser = LawParser(cleaned.path)
    parser.parse(cleaned.lines)
    return parser
