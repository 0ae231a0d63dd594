"""The frozen data passed between stages: sources, cleaned lines, clauses, references, the corpus.

Clause ids (documented in docs/parsing.md, "Clause ids"):
  laws        `70`, `70C` (section), `70C2` (item), `27B1(b)` (sub-item), `12C1(e)(i)` (deeper),
              `70.fn1` (first footnote of Law 70); section letters are always Latin upper case,
              sub-item letters Latin lower case, whatever alphabet the source used.
  commentary  `c27` (the commentary on Law 27, with its heading), `27.7` (paragraph), `27.7(iii)` (item),
              `27.0` (text before the first numbered paragraph of the file: the leading fragment),
              `27.0(ii)` (an item in it), `27.exC` (example "Пример С", letter made Latin),
              `27.8.note1` (the first "Примечание:" after paragraph 27.8; `c27.note1` before any paragraph).
  whole books `ch5` (chapter «Глава V»), `ch4.p2` (part «Часть II» of chapter IV; `p2` outside chapters),
              `def` (the Definitions), `def.vzyatka` (one term, its id transliterated from the term),
              `front.<slug>` / `cfront.<slug>` (front matter of a law text / of a commentary: title page,
              notes, preface, introduction; slug transliterated from the heading, `title` for a title page),
              `cdef` (the commentary on the Definitions), `cdef.vzyatka` (its paragraph on one term).
Clauses that belong to no Law (front matter, chapters, Definitions) have `law == ""`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

LAW = "law"
COMMENTARY = "commentary"

# Clause kinds, from the root down. Law: law > section > item > subitem > subsubitem; footnote.
# Commentary: commentary > paragraph | fragment | example | note > item.
# Whole books add: front (front matter) and chapter (a chapter or part; a Law's parent is its innermost
# chapter); definitions > definition (terms of the Definitions section) in either kind of source.
CLAUSE_KINDS = (
    "law", "section", "item", "subitem", "subsubitem", "footnote",
    "commentary", "paragraph", "fragment", "example", "note", "commentary-item",
    "front", "chapter", "definitions", "definition",
)

PUBLIC = "public"  # Source.rights: may be reproduced (the default)
PERSONAL = "personal"  # for personal use only (the EBL commentary): left out of public builds
RIGHTS = (PUBLIC, PERSONAL)


@dataclass(frozen=True)
class Source:
    """One corpus text and its metadata (corpus/NAME.toml beside corpus/NAME.txt)."""

    key: str  # file stem, stable: "000_e2f9e180dbca6f62"
    path: str  # as given (relative to the working directory when possible)
    kind: str  # LAW | COMMENTARY
    title: str
    edition: int  # the edition of the Laws the text belongs to, or was written for (commentary)
    edition_note: str = ""  # free text, e.g. "2007/2017 generation"
    author: str = ""
    translator: str = ""
    publisher: str = ""
    copyright: str = ""
    language: str = "ru"
    encoding: str = "utf-8"  # detected or given
    rights: str = PUBLIC  # PUBLIC | PERSONAL (see lawref.corpus.rights)


@dataclass(frozen=True)
class Line:
    """A cleaned physical line; `number` is its 1-based line number in the source file."""

    number: int
    text: str


@dataclass(frozen=True)
class Removal:
    """An artefact removed by cleanup; kept so "nothing lost" can be proved and `lawref check` can list it."""

    kind: str  # "overstrike" | "directive" | "double-spacing" | "bom" | "soft-hyphen" | ...
    line: int  # 1-based source line
    text: str  # what was removed, exactly as it stood (after decoding)
    # "overstrike": the source line whose words it repeats; "letter-spacing": the line of the word closed up
    emphasis_of: int | None = None
    emphasis_start: int = 0  # the character span of the emphasised words in that line (as cleaned)
    emphasis_end: int = 0


@dataclass(frozen=True)
class Cleaned:
    """The cleanup stage's output: the lines that are text, and everything removed."""

    path: str
    lines: tuple[Line, ...]
    removals: tuple[Removal, ...]
    encoding: str


@dataclass(frozen=True)
class Ref:
    """A cross-reference found in a clause's text."""

    source_id: str  # the clause whose text holds it
    target: str  # canonical target id: "27B1(b)", "30", "29.2"
    text: str  # the exact characters of the reference in the clause text ("27В1(b)", "Правилом 29В")
    start: int  # offsets into the clause text: text[start:end] == self.text
    end: int
    file: str  # source file
    line: int  # source line where the reference starts
    kind: str = "law"  # "law" (a Law or part of one) | "paragraph" (a commentary paragraph)
    in_corpus: bool = True  # False when the target is not a clause of this corpus (laws 23, 25, 26 ...)
    implied: bool = False  # True for the inner members of an expanded range ("40–45" -> 41..44): no own span


@dataclass(frozen=True)
class FootnoteMark:
    """A footnote marker such as `<*>` in a clause's text: text[start:end] is the marker."""

    start: int
    end: int
    footnote_id: str  # "70.fn1"


@dataclass(frozen=True)
class Clause:
    id: str
    kind: str  # one of CLAUSE_KINDS
    parent: str | None
    law: str  # the Law it belongs to or comments on: "70", "27"; "" for front matter, chapters, Definitions
    source: str  # LAW | COMMENTARY
    source_key: str  # Source.key
    label: str  # the number or marker as printed: "ПРАВИЛО 70.", "C.", "2.", "(iii)", "27.7.", "Пример С"
    title: str  # heading text, "" when none (sections, laws, commentary headings, example auctions)
    text: str  # clean plain text without the label; paragraphs joined by "\n"
    file: str
    line: int  # 1-based line of the label in the source file
    edition: int  # edition of the Laws this text belongs to / was written for
    emphasis: tuple[tuple[int, int], ...] = ()  # character spans of `text` that the source emphasised
    refs: tuple[Ref, ...] = ()
    footnote_marks: tuple[FootnoteMark, ...] = ()
    children: tuple[str, ...] = ()  # child ids in document order
    end_line: int = 0  # last source line of the clause's own text
    # What closes the title as printed, between it and the text: "." of a run-in head («В. Цели. Текст…»:
    # title «Цели», title_sep «.», text «Текст…»), so title + title_sep + text reads as the source did.
    title_sep: str = ""
    # A figure set between the clause's paragraphs, line by line: an example's hand diagram («♠ К 7 4», «Запад»,
    # its caption). Not text: the clause's words run from the paragraph above it to the one below.
    figure: tuple[str, ...] = ()
    figure_after: int = 0  # how many of the text's paragraphs stand before the figure

    @property
    def printed_title(self) -> str:
        """The title as the source printed it, its closing period included: what a heading shows."""
        return self.title + self.title_sep


@dataclass(frozen=True)
class GlossaryEntry:
    term: str  # "нормальная"
    definition: str  # the footnote text
    clause_id: str  # the footnote clause that defines it
    laws: tuple[str, ...]  # the Laws it applies to ("70", "71")


@dataclass(frozen=True)
class Corpus:
    sources: tuple[Source, ...]
    clauses: tuple[Clause, ...]  # document order: sources in file-name order, clauses as they stand
    glossary: tuple[GlossaryEntry, ...] = ()
    removals: dict[str, tuple[Removal, ...]] = field(default_factory=dict)  # by Source.key
    diagnostics: tuple = ()  # tuple[errors.Diagnostic, ...]
    # The edition of the Laws its law texts are (the newest the collection holds; 0 unknown), and the
    # collection's other editions, newest first: each a Corpus of that edition's law texts alone, its ids the
    # same as this one's ("16B2" in each), so two editions never collide (lawref.editions aligns them).
    edition: int = 0
    other_editions: tuple[Corpus, ...] = ()
    _by_id: dict[str, Clause] = field(default_factory=dict, repr=False, compare=False)
    _backlinks: dict[str, tuple[Ref, ...]] = field(default_factory=dict, repr=False, compare=False)

    def __iter__(self) -> Iterator[Clause]:
        return iter(self.clauses)

    def get(self, clause_id: str) -> Clause | None:
        return self._by_id.get(clause_id)

    def __getitem__(self, clause_id: str) -> Clause:
        return self._by_id[clause_id]

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._by_id

    def source(self, key: str) -> Source:
        return next(s for s in self.sources if s.key == key)

    def backlinks(self, clause_id: str) -> tuple[Ref, ...]:
        """References whose target is this clause (exactly), in document order."""
        return self._backlinks.get(clause_id, ())

    def cited(self) -> dict[str, tuple[Ref, ...]]:
        """Every target id that is referenced (in the corpus or not) -> the references to it."""
        return dict(self._backlinks)

    def refs(self) -> Iterator[Ref]:
        for clause in self.clauses:
            yield from clause.refs

    def laws(self) -> tuple[str, ...]:
        """Law numbers that have a text or a commentary in the corpus, ascending."""
        return tuple(sorted({c.law for c in self.clauses if c.law}, key=int))

    def law_clause(self, law: str) -> Clause | None:
        return self._by_id.get(law)

    def commentary_clause(self, law: str) -> Clause | None:
        return self._by_id.get(f"c{law}")

    def editions(self) -> tuple[int, ...]:
        """The editions of the Laws in the collection, newest first (this corpus's own first)."""
        return tuple(e for e in (self.edition, *(o.edition for o in self.other_editions)) if e)

    def in_edition(self, edition: int | None) -> Corpus | None:
        """The corpus of one edition's law texts (this one for None or its own edition), None if not held."""
        if edition is None or edition == self.edition:
            return self
        return next((o for o in self.other_editions if o.edition == edition), None)

    def descendants(self, clause_id: str) -> Iterator[Clause]:
        for child in self._by_id[clause_id].children:
            yield self._by_id[child]
            yield from self.descendants(child)
