"""The corpus commands: `lawref export`, `lawref show`, `lawref check`."""

from __future__ import annotations

import argparse
import difflib
import sys

from lawref.cliopts import add_corpus_flag, add_corpus_options  # noqa: F401 (re-exported)
from lawref.errors import LawrefError
from lawref.ids import ancestors, law_of, normalize_id
from lawref.model import COMMENTARY, LAW, Clause, Corpus


def corpus_from_args(args: argparse.Namespace, *, kind: str | None = None, cached: bool = False) -> Corpus:
    from lawref.cache import load_corpus_cached
    from lawref.corpus.pipeline import load_corpus

    load = load_corpus_cached if cached else load_corpus
    return load(getattr(args, "paths", None) or None, encoding=args.encoding, kind=kind)


def register(subparsers) -> None:
    p = subparsers.add_parser("export", help="export the parsed corpus as JSON",
                              description="Export clauses, references, backlinks and glossary as JSON.")
    add_corpus_options(p)
    p.add_argument("--kind", choices=(LAW, COMMENTARY),
                   help="export only clauses of this kind; also the kind of files that have no .toml")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE (atomically) instead of stdout")
    p.set_defaults(func=run_export)

    p = subparsers.add_parser("show", help="show a clause, where it sits, its references and backlinks",
                              description="Show a clause. IDs are read loosely: 27B1b, '27 B 1 (b)', 27В1(б), "
                                          "27.7(iii), c28, 70.fn1.")
    p.add_argument("id", metavar="ID")
    add_corpus_options(p, paths=False)
    add_corpus_flag(p)
    p.set_defaults(func=run_show)

    p = subparsers.add_parser("check", help="report artefacts removed, references and structure problems",
                              description="List removed artefacts, references not in the corpus, malformed "
                                          "references and structure warnings, each with file:line, then counts.")
    add_corpus_options(p)
    p.add_argument("--strict", action="store_true", help="exit 1 when there is any warning")
    p.set_defaults(func=run_check)


def run_export(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from lawref.export import to_json, write_atomic

    corpus = corpus_from_args(args, kind=args.kind)
    if args.kind:
        corpus = replace(corpus, clauses=tuple(c for c in corpus.clauses if c.source == args.kind))
    text = to_json(corpus)
    if args.output:
        write_atomic(args.output, text)
    else:
        sys.stdout.write(text)
    return 0


# -- show ----------------------------------------------------------------------------------------------------

def describe(corpus: Corpus, target: str) -> str:
    """A target's title for listings: its own heading, else its law's, else 'not in the corpus'."""
    clause = corpus.get(target)
    if clause is None:
        law = corpus.get(law_of(target) or "")
        commentary = corpus.commentary_clause(law_of(target) or "")
        if law is not None:
            return f"not in the corpus (Law {law.law} is: {law.title})"
        if commentary is not None:
            return "not in the corpus (only the commentary on Law %s is)" % commentary.law
        return "not in the corpus"
    if clause.title:
        return clause.title
    return _snippet(clause.text)


def _snippet(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1].rstrip() + "…"


def breadcrumb(corpus: Corpus, clause: Clause) -> str:
    chain, current = [], clause
    while current is not None:
        chain.append(current)
        current = corpus.get(current.parent) if current.parent else None
    parts = []
    for node in reversed(chain):
        head = node.label or (f"Правило {node.law}." if node.kind == "commentary" else node.id)
        parts.append(f"{head} {node.title}".strip() if node.title else head)
    return " › ".join(parts)


def suggestions(corpus: Corpus, wanted: str, limit: int = 5) -> list[str]:
    known = [k for k in [c.id for c in corpus.clauses] + sorted(corpus.cited()) if k != wanted]
    close = difflib.get_close_matches(wanted, known, n=limit, cutoff=0.5)
    prefix = [k for k in known if k.startswith(wanted[: max(len(wanted) - 1, 1)])]
    return list(dict.fromkeys([*close, *prefix]))[:limit]


def run_show(args: argparse.Namespace) -> int:
    corpus = corpus_from_args(args, cached=True)
    wanted = normalize_id(args.id)
    out = sys.stdout
    clause = corpus.get(wanted) if wanted else None
    if clause is None:
        shown = wanted or args.id.strip()
        near = suggestions(corpus, shown)
        hint = f"; nearest: {', '.join(near)}" if near else ""
        backlinks = corpus.backlinks(wanted) if wanted else ()
        if backlinks:
            out.write(f"{shown}: {describe(corpus, shown)}\n\nReferenced by:\n")
            for ref in backlinks:
                out.write(f"  ← {ref.source_id}  {ref.file}:{ref.line}  «{ref.text}»\n")
        print(f"lawref: no clause {shown!r} in the corpus{hint}", file=sys.stderr)
        return 1
    source = corpus.source(clause.source_key)
    out.write(f"{clause.id}  ·  {breadcrumb(corpus, clause)}\n")
    edition = f"edition {source.edition or 'unknown'}"
    if clause.source == COMMENTARY and source.edition:
        edition += f" (written for the {source.edition} Laws)"
    out.write(f"{source.title}; {edition} — {clause.file}:{clause.line}\n\n")
    head = " ".join(p for p in (clause.label, clause.title) if p)
    if head:
        out.write(head + "\n")
    if clause.text:
        out.write(clause.text + "\n")
    for mark in clause.footnote_marks:
        note = corpus.get(mark.footnote_id)
        out.write(f"\n{note.label} {note.text}\n" if note else "")
    if clause.children:
        out.write("\nContains: " + ", ".join(clause.children) + "\n")
    explicit = [r for r in clause.refs if not r.implied]
    if explicit:
        out.write("\nReferences:\n")
        for ref in explicit:
            out.write(f"  → {ref.target:<10} {describe(corpus, ref.target)}\n")
    backlinks = list(corpus.backlinks(clause.id))
    inner = [ref for c in corpus.descendants(clause.id) for ref in corpus.backlinks(c.id)]
    if backlinks or inner:
        out.write("\nReferenced by:\n")
        for ref in [*backlinks, *inner]:
            to = "" if ref.target == clause.id else f" (→ {ref.target})"
            out.write(f"  ← {ref.source_id:<10} {describe(corpus, ref.source_id)}{to}\n")
    return 0


# -- check ---------------------------------------------------------------------------------------------------

def run_check(args: argparse.Namespace) -> int:
    corpus = corpus_from_args(args)
    out = sys.stdout
    artefacts = 0
    for source in corpus.sources:
        for removal in corpus.removals.get(source.key, ()):
            if removal.kind in ("overstrike", "directive"):
                artefacts += 1
                out.write(f"{source.path}:{removal.line}: removed {removal.kind}: {removal.text!r}\n")
    counts: dict[str, int] = {}
    for diag in corpus.diagnostics:
        out.write(f"{diag}\n")
        counts[diag.code] = counts.get(diag.code, 0) + 1
    missing_targets = {r.target for r in corpus.refs() if not r.in_corpus}
    warnings = sum(1 for d in corpus.diagnostics if d.severity == "warning")
    out.write(
        f"\n{len(corpus.clauses)} clauses from {len(corpus.sources)} sources; "
        f"{artefacts} artefacts removed; "
        f"{counts.get('ref-not-in-corpus', 0)} references to {len(missing_targets)} targets not in the corpus; "
        f"{counts.get('malformed-ref', 0)} malformed references; "
        f"{warnings - counts.get('malformed-ref', 0)} structure warnings\n"
    )
    if args.strict and warnings:
        print(f"lawref: {warnings} warnings (--strict)", file=sys.stderr)
        return 1
    return 0
