"""A book as the sequence of printed blocks every renderer shares: headings, paragraphs with their labels,
title-page lines, the dash rule before footnotes, an example's auction line.

A block prints as `label + sep + text`; its words are exactly the ground truth's (a clause's label, title and
paragraphs), so each renderer only decides layout and furniture, never words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .model import Book, Clause

LEVEL = {"section": 0, "item": 1, "subitem": 2, "subsubitem": 3, "footnote": 0, "commentary-item": 1}


@dataclass
class Block:
    role: str  # "title" | "heading" | "para" | "rule" | "auction"
    clause: str  # the clause whose words it prints ("" for a rule)
    text: str = ""
    label: str = ""
    sep: str = " "  # between label and text
    heading: str = ""  # for headings: front, definitions, chapter, part, law, section, commentary
    level: int = 0  # nesting inside a Law or commentary paragraph: item 1, sub-item 2, deeper 3
    emphasis: list[tuple[int, int]] = field(default_factory=list)  # spans of `text`
    label_emphasis: bool = False
    auto: str = ""  # "1", "a", "i": a web page or Word may number this list item automatically
    law: str = ""  # the Law it belongs to (for running heads and per-Law choices)

    @property
    def printed(self) -> str:
        if not self.label:
            return self.text
        return self.label + (self.sep + self.text if self.text else "")


def book_blocks(book: Book) -> list[Block]:
    """Blocks in reading order."""
    out: list[Block] = []
    previous_kind = ""
    for clause in book.clauses:
        if clause.kind == "footnote" and previous_kind != "footnote":
            out.append(Block("rule", "", "-" * 32, law=clause.law))
        out.extend(clause_blocks(book, clause))
        previous_kind = clause.kind
    return out


def clause_blocks(book: Book, clause: Clause) -> list[Block]:
    kind, law = clause.kind, clause.law
    if clause.id.endswith("front.title"):
        return [Block("title", clause.id, p) for p in clause.paragraphs]
    if kind in ("front", "definitions", "chapter", "law") or (kind == "commentary"):
        heading = {"front": "front", "definitions": "definitions", "law": "law", "commentary": "commentary"}.get(kind)
        if kind == "chapter":
            heading = "part" if "." in clause.id else "chapter"
        if kind == "commentary" and not law:
            heading = "definitions"
        head = Block("heading", clause.id, clause.title, clause.label, heading=heading, law=law)
        return [head] + [Block("para", clause.id, p, law=law) for p in clause.paragraphs]
    if kind == "section":
        head = Block("heading", clause.id, clause.title, clause.label, heading="section", law=law)
        return [head] + [Block("para", clause.id, p, law=law) for p in clause.paragraphs]
    if kind == "definition":
        return _labelled(clause, clause.title, f" {clause.look['dash']} ")
    if kind == "paragraph" and not law:  # the commentary on one term of the Definitions
        form = clause.look["form"]
        label = {"quote": f"«{clause.title}».", "dash": clause.title, "colon": f"{clause.title}:"}[form]
        return _labelled(clause, label, " - " if form == "dash" else " ")
    if kind == "example":
        return ([Block("para", clause.id, "", clause.label, law=law),
                 Block("auction", clause.id, clause.title, law=law)]
                + [Block("para", clause.id, p, law=law) for p in clause.paragraphs])
    blocks = _labelled(clause, clause.label, " ")
    if kind == "paragraph" and clause.look.get("opens_with_item"):
        return []  # printed with its first item: "27.3.(a) …"
    parent = book.get(clause.parent) if clause.parent else None
    if kind == "commentary-item" and parent is not None and parent.look.get("opens_with_item") \
            and parent.children[0] == clause.id:
        blocks[0].label, blocks[0].sep = parent.label + clause.label, " "
    blocks[0].label_emphasis = bool(clause.look.get("label_emphasis"))
    if kind in ("item", "subitem", "subsubitem"):
        blocks[0].auto = auto_numbering(book, clause)
    return blocks


def _labelled(clause: Clause, label: str, sep: str) -> list[Block]:
    level = LEVEL.get(clause.kind, 0)
    if clause.kind == "commentary-item" and clause.id.count("(") > 1:
        level = 2
    emphasis = {p: [] for p in range(len(clause.paragraphs))}
    for p, start, end in clause.look.get("emphasis", ()):
        emphasis[p].append((start, end))
    paragraphs = clause.paragraphs or [""]
    blocks = [Block("para", clause.id, paragraphs[0], label, sep, level=level, emphasis=emphasis.get(0, []),
                    law=clause.law)]
    blocks += [Block("para", clause.id, p, level=level, emphasis=emphasis[i + 1], law=clause.law)
               for i, p in enumerate(paragraphs[1:])]
    return blocks


def auto_numbering(book: Book, clause: Clause) -> str:
    """The numbering type ("1", "a", "i") when the clause's whole list could be numbered automatically: its
    labels are exactly what automatic numbering would print in order («1.», «(a)», «(i)»)."""
    siblings = [c for c in book.children(clause.parent) if c.kind == clause.kind]
    if clause.kind == "item":
        wanted = [f"{n}." for n in range(1, len(siblings) + 1)]
        kind = "1"
    elif clause.kind == "subitem":
        wanted = [f"({letter})" for letter in "abcdefgh"[:len(siblings)]]
        kind = "a"
    else:
        wanted = [f"({r})" for r in ("i", "ii", "iii", "iv", "v")[:len(siblings)]]
        kind = "i"
    return kind if [c.label for c in siblings] == wanted else ""


def running_law_head(book: Book, law: str) -> str:
    """A Law as a running head prints it: «Правило 12. Дискреционные полномочия Судьи» (mixed case)."""
    clause = book.get(law) or book.get(f"c{law}")
    title = clause.look.get("title") or clause.title.capitalize()
    return f"Правило {law}. {title}"


def words(text: str) -> list[str]:
    """Words as the tests count them: runs of letters and digits."""
    return re.findall(r"\w+", text)
