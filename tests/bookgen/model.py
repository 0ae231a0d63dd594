"""The generated book and its ground truth: clauses (id, kind, parent, label, title, text) and references.

Ids follow docs/parsing.md ("Clause ids") and the whole-book contract (lawref.model): `front.<slug>`, `def`,
`def.<slug>`, `ch4`, `ch4.p2`, `12`, `12A`, `12A1`, `12A1(a)`, `12A1(a)(i)`, `9-1`, `12.fn1`; commentary
`cfront.<slug>`, `cdef`, `cdef.<slug>`, `c27`, `27.3`, `27.3(ii)`, `27.3(b)(i)`, `27.exA`, `27.3.note1`, `27.exA.note1` (a note after an example).

A clause's text is its paragraphs joined by "\n"; a paragraph is one line of words joined by single spaces
(what a reader gets after joining a paragraph's physical lines). What is only about printing (the dash of a
definition, which lists a web page numbers automatically, which words the commentary emphasises) is kept in
`Clause.look`, apart from the ground truth.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

LAW = "law"
COMMENTARY = "commentary"


@dataclass
class Clause:
    id: str
    kind: str
    parent: str | None
    law: str  # the Law it belongs to or comments on; "" for front matter, chapters and Definitions
    label: str  # as printed: "ПРАВИЛО 12.", "A.", "1)", "б)", "27.3.", "Пример А", "Глава IV."
    title: str  # as printed; "" when none
    paragraphs: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)
    look: dict = field(default_factory=dict)  # printing hints, not ground truth

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)

    def emphasis_spans(self) -> list[tuple[int, int]]:
        """Emphasised spans as offsets into `text` (look["emphasis"] holds (paragraph, start, end))."""
        bases, pos = [], 0
        for paragraph in self.paragraphs:
            bases.append(pos)
            pos += len(paragraph) + 1
        return [(bases[p] + start, bases[p] + end) for p, start, end in self.look.get("emphasis", ())]

    def truth(self) -> dict:
        out = {"id": self.id, "kind": self.kind, "parent": self.parent, "law": self.law, "label": self.label,
               "title": self.title, "text": self.text, "children": list(self.children)}
        if self.look.get("emphasis"):
            out["emphasis"] = [list(span) for span in self.emphasis_spans()]
        return out


@dataclass(frozen=True)
class Ref:
    source: str  # the clause whose text holds the reference
    target: str  # canonical id: "12C1", "30", "27.3", "def.vzyatka"
    kind: str  # "law" | "paragraph" | "definition"
    text: str  # as printed: "12С1" (a Cyrillic С), "27.3", "Взятка"
    in_book: bool  # False: the target is in the companion law book (a commentary citing the Laws)

    def truth(self) -> dict:
        return {"source": self.source, "target": self.target, "kind": self.kind, "text": self.text,
                "in_book": self.in_book}


class Builder:
    """What both book builders share: clauses in document order, by id, each under its parent, and the clauses
    whose text is written in a second pass (once every id a reference may name exists)."""

    def __init__(self):
        self.clauses: list[Clause] = []
        self.by_id: dict[str, Clause] = {}
        self.refs: list[Ref] = []
        self.fill_later: list[tuple[Clause, str]] = []  # (clause, what to write) for the second pass

    def add(self, clause: Clause, fill: str = "") -> Clause:
        self.clauses.append(clause)
        self.by_id[clause.id] = clause
        if clause.parent is not None:
            self.by_id[clause.parent].children.append(clause.id)
        if fill:
            self.fill_later.append((clause, fill))
        return clause


@dataclass
class Book:
    key: str  # "law", "law-mixed", "law-dash", "commentary"
    kind: str  # LAW | COMMENTARY
    running_head: str  # the book's title as page furniture repeats it
    clauses: list[Clause]  # document order
    refs: list[Ref]
    furniture: dict = field(default_factory=dict)  # strings the renderings add (contents heading, site name ...)
    _by_id: dict[str, Clause] = field(default_factory=dict, repr=False)

    def __post_init__(self):
        self._by_id = {c.id: c for c in self.clauses}

    def __getitem__(self, clause_id: str) -> Clause:
        return self._by_id[clause_id]

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._by_id

    def get(self, clause_id: str) -> Clause | None:
        return self._by_id.get(clause_id)

    def children(self, clause_id: str) -> list[Clause]:
        return [self._by_id[c] for c in self._by_id[clause_id].children]

    def descendants(self, clause_id: str):
        for child in self.children(clause_id):
            yield child
            yield from self.descendants(child.id)

    def truth(self) -> dict:
        return {"key": self.key, "kind": self.kind, "running_head": self.running_head,
                "clauses": [c.truth() for c in self.clauses], "refs": [r.truth() for r in self.refs]}


def truth_json(books: dict[str, Book], renderings: dict[str, dict], *, seed: int, scale: int) -> str:
    """expected.json: every book's clauses and references, and which book each rendering shows."""
    data = {"generator": "tests/bookgen", "seed": seed, "scale": scale,
            "books": {key: book.truth() for key, book in books.items()}, "renderings": renderings}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
