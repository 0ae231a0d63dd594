"""Resolve references against the corpus: mark targets that are not in it, index backlinks, build the glossary."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from lawref.corpus.parse_law import glossary_term
from lawref.errors import Diagnostic
from lawref.ids import law_of
from lawref.model import Clause, GlossaryEntry, Ref


def resolve_refs(clauses: Iterable[Clause]) -> tuple[tuple[Clause, ...], dict[str, tuple[Ref, ...]]]:
    clauses = tuple(clauses)
    ids = {c.id for c in clauses}
    resolved, backlinks = [], {}
    for clause in clauses:
        refs = tuple(replace(r, in_corpus=r.target in ids) for r in clause.refs)
        if refs != clause.refs:
            clause = replace(clause, refs=refs)
        resolved.append(clause)
        for ref in refs:
            backlinks.setdefault(ref.target, []).append(ref)
    return tuple(resolved), {target: tuple(refs) for target, refs in backlinks.items()}


def empty_clauses(clauses: Iterable[Clause]) -> list[Diagnostic]:
    """A clause with no text, no title and nothing under it: a heading whose text was lost, or a stray marker."""
    return [
        Diagnostic.labelled("warning", "empty-clause", "empty_clause", c.file, c.line, id=c.id,
                            label=c.label or c.kind)
        for c in clauses if not c.text.strip() and not c.title.strip() and not c.children
    ]


def not_in_corpus(clauses: Iterable[Clause]) -> list[Diagnostic]:
    return [
        Diagnostic.labelled("info", "ref-not-in-corpus", "ref_not_in_corpus", ref.file, ref.line,
                            source_id=ref.source_id, target=ref.target, text=ref.text)
        for clause in clauses for ref in clause.refs if not ref.in_corpus and not ref.implied
    ]


def glossary(clauses: Iterable[Clause]) -> tuple[GlossaryEntry, ...]:
    """Every term of the Definitions, and every footnote that defines a quoted term ('"нормальная" включает
    ...'), is a glossary entry."""
    entries = []
    for clause in clauses:
        if clause.kind == "definition":
            entries.append(GlossaryEntry(term=clause.title.strip("«»\"“”„"), definition=clause.text,
                                         clause_id=clause.id, laws=()))
            continue
        if clause.kind != "footnote" or not (term := glossary_term(clause.text)):
            continue
        # the Laws it concerns: a note citing a part («пункт 12C1») concerns that part's Law
        laws = tuple(dict.fromkeys(law_of(r.target) for r in clause.refs if r.kind == "law")) or (clause.law,)
        entries.append(GlossaryEntry(term=term, definition=clause.text, clause_id=clause.id, laws=laws))
    return tuple(sorted(entries, key=lambda e: e.term.lower()))
