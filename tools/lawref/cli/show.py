"""`lawref show`: one clause with everything under it (a whole Law or section), where it sits and the lead-ins
it completes, its references and backlinks; as text wrapped to the terminal, or as JSON for scripts.

Text is the source's words exactly: the layout only adds indentation, labels and line breaks between words.
"""

from __future__ import annotations

from dataclasses import dataclass

from lawref.cli.options import wrap
from lawref.context import chain, crumb, lead_ins
from lawref.corpus.rights import personal_sources
from lawref.editions import mismatch
from lawref.ids import law_of
from lawref.messages import Messages
from lawref.model import COMMENTARY, Clause, Corpus, Ref

BOLD, DIM, CYAN, YELLOW, RESET = "\033[1m", "\033[2m", "\033[36m", "\033[33m", "\033[0m"
INDENT = "  "
# Kinds whose label and title stand on a line of their own (an item's label hangs before its text instead).
_HEADINGS = frozenset({"law", "section", "chapter", "commentary", "definitions", "front", "definition"})


@dataclass(frozen=True)
class Style:
    colour: bool = False

    def __call__(self, code: str, text: str) -> str:
        return f"{code}{text}{RESET}" if self.colour and text else text


def describe(corpus: Corpus, target: str, m: Messages) -> str:
    """A target's title for listings: its own heading or first words, else why it is not in the collection."""
    clause = corpus.get(target)
    if clause is None:
        law = law_of(target) or ""
        text, commentary = corpus.law_clause(law), corpus.commentary_clause(law)
        if text is not None:
            return m("not_in_collection_law_is", law=law, title=text.title)
        if commentary is not None:
            return m("not_in_collection_commentary_is", law=law)
        return m("not_in_collection")
    return clause.title or snippet(clause.text)


def snippet(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1].rstrip() + "…"


def edition_phrase(corpus: Corpus, clause: Clause, m: Messages) -> str:
    edition = corpus.source(clause.source_key).edition
    if not edition:
        return m("edition_unknown")
    return m("written_for", edition=edition) if clause.source == COMMENTARY else m("edition", edition=edition)


def shown_refs(corpus: Corpus, clauses: list[Clause]) -> list[Ref]:
    """The explicit references of the shown clauses, each target once, in reading order."""
    seen: dict[str, Ref] = {}
    for clause in clauses:
        for ref in clause.refs:
            if not ref.implied:
                seen.setdefault(ref.target, ref)
    return list(seen.values())


def backlinks(corpus: Corpus, clauses: list[Clause]) -> list[Ref]:
    return [ref for c in clauses for ref in corpus.backlinks(c.id)]


def subtree(corpus: Corpus, clause: Clause) -> list[Clause]:
    """What `show` prints of a clause: all of it; of a chapter only its heading (its Laws are listed)."""
    if clause.kind == "chapter":
        return [clause]
    return [clause, *corpus.descendants(clause.id)]


class TextView:
    """The clause as lines of text wrapped to `width` columns."""

    def __init__(self, corpus: Corpus, m: Messages, width: int = 80, colour: bool = False):
        self.corpus, self.m, self.style = corpus, m, Style(colour)
        self.width = max(40, width)

    def render(self, clause: Clause, note: str = "") -> str:
        """`note`: what changed in the clause between editions (lawref.editions.history), under its source."""
        c, m, s = self.corpus, self.m, self.style
        source = c.source(clause.source_key)
        places = " › ".join(crumb(a, m) for a in chain(c, clause))
        head = self._wrap(f"{clause.id} · {places}", "", "    ")
        if s.colour:  # the id stands out; textwrap never splits it (no spaces in an id)
            head[0] = s(BOLD + CYAN, clause.id) + head[0][len(clause.id):]
        out = [*head, *self._wrap(f"{source.title}; {edition_phrase(c, clause, m)} — {clause.file}:{clause.line}",
                                  "", "", DIM)]
        if source in personal_sources(c):
            out += self._wrap(m("personal"), "", "", YELLOW)
        if note:
            out += self._wrap("! " + note, "", "  ", YELLOW)
        out.append("")
        depth = 0
        for lead in lead_ins(c, clause):  # what the clause completes, dimmed
            out += self._paragraphs(lead, depth, dim=True)
            depth += 1
        shown = subtree(c, clause)
        out += self._block(clause, depth)
        notes: dict[str, Clause] = {}  # footnotes under the clause, and those its text marks
        for shown_clause in shown:
            if shown_clause.kind == "footnote" and shown_clause is not clause:
                notes[shown_clause.id] = shown_clause
            for mark in shown_clause.footnote_marks:
                if mark.footnote_id in c and mark.footnote_id != clause.id:
                    notes.setdefault(mark.footnote_id, c[mark.footnote_id])
        if notes:
            out.append("")
            for note in notes.values():
                out += self._paragraphs(note, 0)
        out += self._see_also(clause)
        out += self._references(shown)
        out += self._backlinks(clause, shown)
        text = "\n".join(out).strip("\n")
        while "\n\n\n" in text:
            text = text.replace("\n\n\n", "\n\n")
        return text + "\n"

    # -- the text ------------------------------------------------------------------------------------------
    def _block(self, clause: Clause, depth: int) -> list[str]:
        if clause.kind == "chapter":  # a chapter lists what it holds; each Law is shown by its own id
            out = self._paragraphs(clause, depth)
            for child in self._children(clause):
                if child.kind == "chapter":
                    out += self._block(child, depth + 1)
                else:
                    name = " ".join(p for p in (child.label, child.title) if p) or crumb(child, self.m)
                    out.append(INDENT * (depth + 1) + f"{self.style(CYAN, child.id)}  {name}")
            return out
        out = self._paragraphs(clause, depth)
        for child in self._children(clause):
            if child.kind != "footnote":
                out += self._block(child, depth + 1)
        return out

    def _children(self, clause: Clause) -> list[Clause]:
        return [self.corpus[i] for i in clause.children if i in self.corpus]

    def _paragraphs(self, clause: Clause, depth: int, dim: bool = False) -> list[str]:
        """The clause's label (and title) and text; a heading stands on its own line, an item's label hangs."""
        indent = INDENT * depth
        heading = clause.kind in _HEADINGS or (clause.title and not clause.label)
        label = " ".join(p for p in (clause.label, clause.title) if p)
        # The figure (an example's hand diagram) stands before the paragraph numbered figure_after, counted
        # among the text's paragraphs as Clause.figure_after counts them.
        numbered = clause.text.split("\n") if clause.text else []
        figure_at = sum(1 for p in numbered[:clause.figure_after] if p.strip()) if clause.figure else -1
        paragraphs = [p for p in numbered if p.strip()]
        lines: list[str] = []
        if heading and label:
            lines.append("")  # a heading stands apart from what comes before it
            lines += self._wrap(label, indent, indent, BOLD if not dim else DIM)
            first_prefix = ""
        else:
            first_prefix = f"{label} " if label else ""
        if figure_at == 0 and first_prefix:  # the label, then the figure, then the text
            lines += self._wrap(label, indent, indent, DIM if dim else BOLD)
            first_prefix = ""
        hang = indent + " " * min(len(first_prefix), 8)
        for n, para in enumerate(paragraphs):
            if n == figure_at:
                lines += self._figure(clause, hang if first_prefix else indent, dim)
            if n == 0 and first_prefix:
                lines += self._wrap(first_prefix + para, indent, hang, DIM if dim else "", bold_prefix=len(label))
            else:
                lines += self._wrap(para, hang if first_prefix else indent, hang if first_prefix else indent,
                                    DIM if dim else "")
        if not paragraphs and first_prefix:
            lines += self._wrap(label, indent, indent, DIM if dim else BOLD)
        if figure_at >= len(paragraphs):
            lines += self._figure(clause, hang if first_prefix else indent, dim)
        return lines

    def _figure(self, clause: Clause, indent: str, dim: bool) -> list[str]:
        """An example's hand diagram, its lines as printed (never rewrapped: its columns are the source's), set
        off by a blank line each side and indented a step further than the text."""
        return ["", *(indent + INDENT + self.style(DIM if dim else "", line) for line in clause.figure), ""]

    def _wrap(self, text: str, first: str, rest: str, code: str = "", bold_prefix: int = 0) -> list[str]:
        """Wrap one paragraph; with colour, `code` styles the words (not the indentation) and the first
        `bold_prefix` characters (an item's label) are bold."""
        lines = wrap(" ".join(text.split()), self.width, first, rest)
        if not self.style.colour:
            return lines
        out = []
        for n, line in enumerate(lines):
            pad = len(first if n == 0 else rest)
            body = line[pad:]
            if n == 0 and bold_prefix and not code:
                body = self.style(BOLD, body[:bold_prefix]) + body[bold_prefix:]
            elif code:
                body = self.style(code, body)
            out.append(line[:pad] + body)
        return out

    # -- around the text -----------------------------------------------------------------------------------
    def _see_also(self, clause: Clause) -> list[str]:
        c, m = self.corpus, self.m
        if clause.kind == "law" and c.commentary_clause(clause.law) is not None:
            return ["", self.style(DIM, m("see_commentary", id=f"c{clause.law}"))]
        if clause.kind == "commentary" and clause.law and c.law_clause(clause.law) is not None:
            return ["", self.style(DIM, m("see_law_text", id=clause.law))]
        if clause.kind == "definition" and f"c{clause.id}" in c:
            return ["", self.style(DIM, m("see_term_commentary", id=f"c{clause.id}"))]
        return []

    def _references(self, shown: list[Clause]) -> list[str]:
        refs = shown_refs(self.corpus, shown)
        if not refs:
            return []
        c, m, s = self.corpus, self.m, self.style
        many = len(shown) > 1
        out = ["", s(BOLD, m("references"))]
        for ref in refs:
            where = f"  ({m('from_clause', id=ref.source_id)})" if many else ""
            prefix = f"  → {ref.target:<10} "
            title = self._fit(describe(c, ref.target, m), len(prefix) + len(where))
            if ref.target not in c:
                title = s(YELLOW, title)
            out.append(f"{prefix}{title}{where}")
            if found := mismatch(c, ref):
                out.append(" " * 15 + s(YELLOW, "! " + m("edition_mark", source_edition=found.source_edition,
                                                             law=found.law, target_edition=found.target_edition)))
        return out

    def _fit(self, text: str, taken: int) -> str:
        """A title shortened to what is left of the line (at least 20 characters)."""
        return snippet(text, max(20, self.width - taken))

    def _backlinks(self, clause: Clause, shown: list[Clause]) -> list[str]:
        refs = backlinks(self.corpus, shown)
        if not refs:
            return []
        out = ["", self.style(BOLD, self.m("referenced_by"))]
        for ref in refs:
            to = "" if ref.target == clause.id else f" (→ {ref.target})"
            prefix = f"  ← {ref.source_id:<10} "
            title = self._fit(describe(self.corpus, ref.source_id, self.m), len(prefix) + len(to))
            out.append(f"{prefix}{title}{to}")
            if found := mismatch(self.corpus, ref):
                out.append(" " * 15 + self.style(YELLOW, "! " + self.m(
                    "edition_mark", source_edition=found.source_edition, law=found.law,
                    target_edition=found.target_edition)))
        return out


def render_missing(corpus: Corpus, wanted: str, m: Messages) -> str:
    """An id the collection does not hold: why, and where it is referenced from."""
    out = [f"{wanted}: {describe(corpus, wanted, m)}"]
    refs = corpus.backlinks(wanted)
    if refs:
        out += ["", m("referenced_by")]
        out += [f"  ← {ref.source_id}  {ref.file}:{ref.line}  «{ref.text}»" for ref in refs]
    return "\n".join(out) + "\n"


def as_json(corpus: Corpus, clause: Clause, m: Messages) -> dict:
    """Everything the text view shows, as data."""
    from lawref.corpus.export import clause_record

    source = corpus.source(clause.source_key)
    shown = subtree(corpus, clause)

    def ref_record(ref: Ref) -> dict:
        found = mismatch(corpus, ref)
        return {"from": ref.source_id, "target": ref.target, "text": ref.text, "in_corpus": ref.in_corpus,
                "title": describe(corpus, ref.target, m), "file": ref.file, "line": ref.line,
                "edition_mismatch": {"source_edition": found.source_edition, "law": found.law,
                                     "target_edition": found.target_edition} if found else None}

    return {
        "id": clause.id, "kind": clause.kind, "in_corpus": True,
        "chain": [{"id": a.id, "kind": a.kind, "label": a.label, "title": a.title, "name": crumb(a, m)}
                  for a in chain(corpus, clause)],
        "lead_in": [{"id": a.id, "label": a.label, "title": a.title, "text": a.text}
                    for a in lead_ins(corpus, clause)],
        "source": {"key": source.key, "title": source.title, "kind": source.kind, "edition": source.edition,
                   "rights": source.rights},
        "notice": m("personal") if source in personal_sources(corpus) else None,
        "clauses": [clause_record(c) for c in shown],
        "references": [ref_record(r) for r in shown_refs(corpus, shown)],
        "referenced_by": [ref_record(r) for r in backlinks(corpus, shown)],
    }


def missing_json(corpus: Corpus, wanted: str, nearest: list[str], m: Messages) -> dict:
    return {"id": wanted, "in_corpus": False, "title": describe(corpus, wanted, m), "nearest": nearest,
            "referenced_by": [{"from": r.source_id, "target": r.target, "text": r.text, "file": r.file,
                               "line": r.line} for r in corpus.backlinks(wanted)]}
