"""Parse a law text into clauses: law > section > item > sub-item > deeper item, and footnotes.

Structure recognised (see README.md, "Parsing"):
  `ПРАВИЛО 70. TITLE`   a law heading (any case)
  `A. Title`            a section (Latin or Cyrillic look-alike letter), its lead-in text follows
  `1. text`             an item of the current section (or of the law when it has no sections)
  `(a) text`            a sub-item; `(i) text` a deeper item (roman numerals)
  `-----`               a dash rule: what follows are footnotes `<*> text` until a numbered unit resumes
                        the current section (Law 70's item E2 stands after its footnote)
A paragraph without a marker continues the clause before it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawref.corpus.blocks import Block, Draft, DraftTree, split_blocks
from lawref.errors import LawrefError
from lawref.ids import latin_section, latin_subitem, law_id

LAW_HEADING = re.compile(r"^\s*ПРАВИЛО\s+(\d{1,3})\s*\.\s*(.*)$", re.IGNORECASE)
SECTION = re.compile(r"^\s*([A-ZА-ЯЁ])\.\s+(\S.*)$")
ITEM = re.compile(r"^\s*(\d{1,2})\.(?:\s+|$)(.*)$")
SUBITEM = re.compile(r"^\s*\(([a-zа-яё])\)\s*(.*)$")
DEEP = re.compile(r"^\s*\(([ivx]{1,5})\)\s*(.*)$")
DASH_RULE = re.compile(r"^\s*[-–—_]{5,}\s*$")
FOOTNOTE = re.compile(r"^\s*(<\*+>)\s*(.*)$")
GLOSSARY_TERM = re.compile(r"[\"«“]([^\"»”]{1,40})[\"»”]")


def starts_block(text: str) -> bool:
    return any(p.match(text) for p in (LAW_HEADING, SECTION, ITEM, SUBITEM, DEEP, DASH_RULE, FOOTNOTE))


@dataclass
class _State:
    law: Draft | None = None
    section: Draft | None = None
    item: Draft | None = None
    sub: Draft | None = None
    deep: Draft | None = None
    in_footnotes: bool = False


class LawParser(DraftTree):
    """One pass over the blocks of a law file; `drafts` in document order, `footnotes` marker -> id per law."""

    def __init__(self, path: str):
        super().__init__(path)
        self.footnotes: dict[str, dict[str, str]] = {}  # law -> marker -> footnote id
        self.s = _State()

    def parse(self, lines) -> list[Draft]:
        for block in split_blocks(lines, starts_block):
            self._block(block)
        if not self.drafts:
            raise LawrefError("no law heading found", path=self.path, line=1,
                              hint="a law text starts with a line like 'ПРАВИЛО 70. НАЗВАНИЕ'")
        return self.drafts

    def _block(self, block: Block) -> None:
        text, s = block.first.text, self.s
        if m := LAW_HEADING.match(text):
            law = str(int(m[1]))
            self.s = _State()
            self.s.law = self.add(Draft(law, "law", None, law, text[: m.start(2)].strip(), m[2].strip(),
                                         block.line), None)
            if len(block.lines) > 1:
                self.s.law.add_lines(block.lines[1:])
            return
        if s.law is None:
            raise LawrefError("text before the first law heading", path=self.path, line=block.line,
                              hint="a law file starts with 'ПРАВИЛО N. НАЗВАНИЕ'; is this a commentary? "
                                   "set kind = \"commentary\" in its .toml")
        law = s.law.law
        if DASH_RULE.match(text):
            s.in_footnotes = True
            return
        if m := FOOTNOTE.match(text):
            marker = m[1]
            number = len(self.footnotes.setdefault(law, {})) + 1
            fid = f"{law}.fn{number}"
            self.footnotes[law][marker] = fid
            draft = self.add(Draft(fid, "footnote", law, law, marker, "", block.line), s.law)
            draft.add_lines(block.lines, skip=m.start(2))
            return
        if m := SECTION.match(text):
            s.in_footnotes = False
            letter = latin_section(m[1])
            self._check_sequence(s.section.id[-1] if s.section else None, letter, "section", block.line)
            s.section = self.add(Draft(law_id(law, letter), "section", law, law, text[: m.start(2)].strip(),
                                        m[2].strip(), block.line), s.law)
            s.item = s.sub = s.deep = None
            if len(block.lines) > 1:
                s.section.add_lines(block.lines[1:])
            return
        if m := ITEM.match(text):
            s.in_footnotes = False
            parent = s.section or s.law
            if s.section is None and any(d.kind == "section" for d in self.drafts if d.law == law):
                self.warn("item-outside-section", f"item {m[1]} of Law {law} is outside a section", block.line)
            prev = s.item.id if s.item else None
            self._check_number(prev, m[1], block.line)
            # An item straight under a law (no sections) is "9-1": "91" would be Law 91.
            item_id = law_id(law, s.section.id[len(law):], m[1]) if s.section else f"{law}-{int(m[1])}"
            s.item = self.add(Draft(item_id, "item", parent.id, law,
                                     f"{m[1]}.", "", block.line), parent)
            s.sub = s.deep = None
            s.item.add_lines(block.lines, skip=m.start(2))
            return
        deep = DEEP.match(text)
        sub = SUBITEM.match(text)
        if deep and (s.sub is not None and not (s.sub.id.endswith("(h)") and deep[1] == "i")):
            s.deep = self.add(Draft(f"{s.sub.id}({deep[1]})", "subsubitem", s.sub.id, law, f"({deep[1]})",
                                     "", block.line), s.sub)
            s.deep.add_lines(block.lines, skip=deep.start(2))
            return
        if sub:
            parent = s.item or s.section or s.law
            s.sub = self.add(Draft(f"{parent.id}({latin_subitem(sub[1])})", "subitem", parent.id, law,
                                    f"({sub[1]})", "", block.line), parent)
            s.deep = None
            s.sub.add_lines(block.lines, skip=sub.start(2))
            return
        # A paragraph without a marker continues the clause before it (a section's lead-in, an item's
        # second paragraph, a footnote's continuation).
        target = self.last if self.last is not None else s.law
        target.add_lines(block.lines)

    def _check_sequence(self, prev: str | None, letter: str, what: str, line: int) -> None:
        expected = "A" if prev is None else chr(ord(prev) + 1)
        if letter != expected and prev is not None:
            self.warn("skipped-number", f"{what} {letter} follows {prev} (expected {expected})", line)

    def _check_number(self, prev_id: str | None, number: str, line: int) -> None:
        prev = int(re.search(r"(\d+)$", prev_id)[1]) if prev_id else 0
        if int(number) != prev + 1:
            self.warn("skipped-number", f"item {number} follows item {prev or 'none'} (expected {prev + 1})",
                      line)


def glossary_term(footnote_text: str) -> str | None:
    """The term a footnote defines: 'Для целей Правил 70 и 71 "нормальная" включает ...' -> 'нормальная'."""
    m = GLOSSARY_TERM.search(footnote_text)
    return m[1] if m else None


def parse_law(cleaned) -> LawParser:
    parser = LawParser(cleaned.path)
    parser.parse(cleaned.lines)
    return parser
