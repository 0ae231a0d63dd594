"""Group cleaned lines into blocks (paragraphs), and draft clauses from blocks.

A block ends at a blank line or just before a line that starts a new structural unit (the format decides
which lines do). A `Draft` is a clause under construction: it keeps the joined paragraphs with their map back
to source lines, so emphasis, footnote markers and references get exact offsets and line numbers before the
draft is frozen into a `Clause`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from lawref.corpus.join import Joined, join_lines
from lawref.corpus.refs import BookLaws, scan_refs
from lawref.errors import Diagnostic
from lawref.model import COMMENTARY, Clause, FootnoteMark, Line, Ref, Removal

FOOTNOTE_MARK = re.compile(r"<\*+>|\(\*+\)|<\d{1,2}>")  # a footnote's call: «<*>», «(*)», «<1>»


@dataclass(frozen=True)
class Block:
    lines: tuple[Line, ...]

    @property
    def first(self) -> Line:
        return self.lines[0]

    @property
    def line(self) -> int:
        return self.lines[0].number


def split_blocks(lines: Iterable[Line], starts_block: Callable[[Line], bool]) -> list[Block]:
    blocks: list[Block] = []
    current: list[Line] = []
    for line in lines:
        if not line.text.strip():
            if current:
                blocks.append(Block(tuple(current)))
                current = []
            continue
        # The predicate sees every text line (a stateful one may record what it accepted).
        starts = starts_block(line)
        if current and starts:
            blocks.append(Block(tuple(current)))
            current = []
        current.append(line)
    if current:
        blocks.append(Block(tuple(current)))
    return blocks


@dataclass
class Part:
    """One paragraph of a draft's text: `joined.text[skip:]`."""

    joined: Joined
    skip: int

    @property
    def text(self) -> str:
        return self.joined.text[self.skip:]


@dataclass
class Draft:
    id: str
    kind: str
    parent: str | None
    law: str
    label: str
    title: str
    line: int
    parts: list[Part] = field(default_factory=list)
    children: list[str] = field(default_factory=list)
    end_line: int = 0
    title_sep: str = ""  # Clause.title_sep: the period that closes a run-in title
    figure: list[Line] = field(default_factory=list)  # Clause.figure: an example's hand diagram, its lines
    figure_after: int = 0  # Clause.figure_after: the paragraphs before it

    def add_lines(self, lines: Sequence[Line], skip: int = 0) -> None:
        """Add a paragraph made of `lines`, leaving out its first `skip` characters (the label)."""
        joined = join_lines(lines)
        while skip < len(joined.text) and joined.text[skip] == " ":
            skip += 1
        if skip < len(joined.text):
            self.parts.append(Part(joined, skip))
        self.end_line = max(self.end_line, lines[-1].number)

    @property
    def text(self) -> str:
        return "\n".join(part.text for part in self.parts)

    def _bases(self) -> list[int]:
        bases, pos = [], 0
        for part in self.parts:
            bases.append(pos)
            pos += len(part.text) + 1
        return bases

    def line_of(self, offset: int) -> int:
        for base, part in zip(reversed(self._bases()), reversed(self.parts)):
            if offset >= base:
                return part.joined.line_of(min(offset - base + part.skip, len(part.joined.text) - 1))
        return self.line

    def emphasis(self, removals: Sequence[Removal]) -> tuple[tuple[int, int], ...]:
        spans = set()
        for removal in removals:
            if removal.emphasis_of is None:  # emphasis: an overstrike remnant or a word set letter-spaced
                continue
            for base, part in zip(self._bases(), self.parts):
                start = part.joined.offset_of(removal.emphasis_of, removal.emphasis_start)
                last = part.joined.offset_of(removal.emphasis_of, removal.emphasis_end - 1)
                if start is None or last is None or start < part.skip:
                    continue
                spans.add((base + start - part.skip, base + last + 1 - part.skip))
        return tuple(sorted(spans))

    def _section(self) -> str:
        """The Latin letter of the section a Law's clause is in («46B3» -> "B"), "" outside sections."""
        rest = self.id[len(self.law):] if self.law and self.id.startswith(self.law) else ""
        return rest[0] if rest[:1].isascii() and rest[:1].isupper() else ""

    def _item(self) -> str:
        """The number of the item a Law's clause is in a section («12C2» -> "2"), "" for any other clause."""
        m = re.fullmatch(r"[A-Z](\d{1,2})", self.id[len(self.law):]) if self.law and self.id.startswith(self.law) \
            else None
        return m[1] if m else ""

    def freeze(self, *, source: str, source_key: str, file: str, edition: int,
               removals: Sequence[Removal], footnotes: dict[str, str], figure: Sequence[str] | None = None,
               book: BookLaws | None = None) -> tuple[Clause, tuple]:
        """Return the frozen clause and the malformed references found in it (with their lines). `figure`: the
        figure's lines as printed (lawref.corpus.figures.figure_lines); by default its cleaned lines; `book`: what
        the whole book shows of the Laws (lawref.corpus.refs.BookLaws), its second reading's."""
        text = self.text
        # a title page names the book and what it holds («Правила 1-16 и 40-50»): it cites nothing
        found, malformed = scan_refs(text, self.law, self._section(), commentary=source == COMMENTARY,
                                     item=self._item(), edition=edition, book=book) \
            if not self.id.endswith("front.title") else ((), ())
        refs = tuple(
            Ref(source_id=self.id, target=f.target, text=text[f.start:f.end], start=f.start, end=f.end,
                file=file, line=self.line_of(f.start), kind=f.kind, implied=f.implied)
            for f in found
        )
        marks = tuple(
            FootnoteMark(m.start(), m.end(), footnotes[m.group()])
            for m in FOOTNOTE_MARK.finditer(text)
            if m.group() in footnotes and self.kind != "footnote"
        )
        clause = Clause(
            id=self.id, kind=self.kind, parent=self.parent, law=self.law, source=source,
            source_key=source_key, label=self.label, title=self.title, text=text, file=file,
            line=self.line, edition=edition, emphasis=self.emphasis(removals), refs=refs,
            footnote_marks=marks, children=tuple(self.children), end_line=max(self.end_line, self.line),
            title_sep=self.title_sep, figure_after=self.figure_after,
            figure=tuple(figure) if figure is not None else tuple(line.text for line in self.figure),
        )
        return clause, tuple((self.line_of(m.start), m) for m in malformed)


class DraftTree:
    """What both parsers build: drafts in document order, by id, with the diagnostics met on the way."""

    def __init__(self, path: str):
        self.path = path
        self.drafts: list[Draft] = []
        self.by_id: dict[str, Draft] = {}
        self.diagnostics: list[Diagnostic] = []
        self.last: Draft | None = None  # the draft added last: unmarked text continues it

    def warn(self, code: str, key: str, line: int, **fields) -> None:
        """A warning worded by the label `diag_KEY` of data/messages.toml (Russian or English in `check`)."""
        self.diagnostics.append(Diagnostic.labelled("warning", code, key, self.path, line, **fields))

    def add(self, draft: Draft, parent: Draft | None) -> Draft:
        """Append `draft` under `parent`; a repeated id is warned about and the repeat becomes `id~2`."""
        if draft.id in self.by_id:
            n = 2
            while f"{draft.id}~{n}" in self.by_id:
                n += 1
            self.warn("duplicate-id", "duplicate_id", draft.line, id=draft.id, n=n)
            draft.id = f"{draft.id}~{n}"
        if parent is not None:
            parent.children.append(draft.id)
        self.drafts.append(draft)
        self.by_id[draft.id] = draft
        self.last = draft
        return draft
