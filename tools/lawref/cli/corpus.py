"""The corpus commands: `lawref export`, `lawref show`, `lawref check`."""

from __future__ import annotations

import argparse
import difflib
import itertools
import json
import sys

from lawref.cli.options import (
    add_colour_flag,
    add_corpus_options,
    add_lang_flag,
    corpus_paths,
    terminal_width,
    use_colour,
)
from lawref.ids import law_of, normalize_id
from lawref.messages import Messages
from lawref.model import COMMENTARY, LAW, Corpus


def corpus_from_args(args: argparse.Namespace, *, kind: str | None = None, cached: bool = False) -> Corpus:
    from lawref.corpus.cache import load_corpus_cached
    from lawref.corpus.pipeline import load_corpus

    load = load_corpus_cached if cached else load_corpus
    return load(corpus_paths(args), encoding=args.encoding, kind=kind)


def register(subparsers, m: Messages) -> None:
    p = subparsers.add_parser("export", help=m("help_export"), description=m("help_export_description"))
    add_corpus_options(p, m)
    p.add_argument("--kind", choices=(LAW, COMMENTARY), help=m("help_export_kind"))
    p.add_argument("-o", "--output", metavar=m("metavar_file"), help=m("help_export_output"))
    p.add_argument("--edition", type=int, metavar=m("metavar_year"), help=m("help_export_edition"))
    add_lang_flag(p, m)
    p.set_defaults(func=run_export)

    p = subparsers.add_parser("show", help=m("help_show"), description=m("help_show_description"))
    p.add_argument("id", metavar=m("metavar_id"), help=m("help_show_id"))
    p.add_argument("--json", action="store_true", help=m("help_show_json"))
    p.add_argument("--edition", type=int, metavar=m("metavar_year"), help=m("help_show_edition"))
    add_colour_flag(p, m)
    add_lang_flag(p, m)
    add_corpus_options(p, m, paths=False)
    p.set_defaults(func=run_show)

    p = subparsers.add_parser("check", help=m("help_check"), description=m("help_check_description"))
    add_corpus_options(p, m)
    p.add_argument("--strict", action="store_true", help=m("help_check_strict"))
    add_lang_flag(p, m)
    p.set_defaults(func=run_check)


def run_export(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from lawref.corpus.export import to_json, write_atomic
    from lawref.editions import edition_corpus

    corpus = edition_corpus(corpus_from_args(args, kind=args.kind), args.edition)
    if args.kind:
        corpus = replace(corpus, clauses=tuple(c for c in corpus.clauses if c.source == args.kind))
    text = to_json(corpus)
    if args.output:
        write_atomic(args.output, text)
    else:
        sys.stdout.write(text)
    return 0


# -- show ----------------------------------------------------------------------------------------------------

def suggestions(corpus: Corpus, wanted: str, limit: int = 5) -> list[str]:
    """What the reader may have meant: for a Law the corpus lacks («99», «32B»), the Laws nearest by number
    (as one looks along a shelf); else ids that look alike, then ids that share its beginning."""
    law = law_of(wanted) or ""
    laws = [n for n in corpus.laws() if n.isdigit()]
    if law.isdigit() and law not in corpus.laws() and laws:
        return sorted(laws, key=lambda n: (abs(int(n) - int(law)), int(n)))[:3]
    known = [k for k in [c.id for c in corpus.clauses] + sorted(corpus.cited()) if k != wanted]
    close = difflib.get_close_matches(wanted, known, n=limit, cutoff=0.5)
    prefix = [k for k in known if k.startswith(wanted[: max(len(wanted) - 1, 1)])]
    return list(dict.fromkeys([*close, *prefix]))[:limit]




def number_ranges(numbers) -> str:
    """27, 28, 29, 30, 31, 70 → «27–31, 70»: the Laws a collection holds, as a reader writes them."""
    runs: list[list[int]] = []
    for n in sorted(set(numbers)):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs)


def run_show(args: argparse.Namespace) -> int:
    from lawref.cli import show
    from lawref.editions import edition_corpus, history

    collection = corpus_from_args(args, cached=True)
    corpus = edition_corpus(collection, args.edition)
    m = Messages(args.lang)
    wanted = normalize_id(args.id)
    clause = corpus.get(wanted) if wanted else None
    if clause is None:
        shown = wanted or args.id.strip()
        near = suggestions(corpus, shown)
        if args.json:
            sys.stdout.write(json.dumps(show.missing_json(corpus, shown, near, m), ensure_ascii=False, indent=1)
                             + "\n")
        elif wanted and corpus.backlinks(wanted):
            sys.stdout.write(show.render_missing(corpus, shown, m))
        hint = m("nearest", ids=", ".join(near)) if near else ""
        law = law_of(shown) or ""
        if law.isdigit() and law not in corpus.laws():  # a Law the collection lacks: say which it holds
            hint += m("laws_held", laws=number_ranges(int(n) for n in corpus.laws() if n.isdigit()))
        print(f"lawref: {m('no_clause', id=shown)}{hint}", file=sys.stderr)
        return 1
    past = history(collection, corpus, clause.id)
    if args.json:
        record = show.as_json(corpus, clause, m)
        record["edition"] = corpus.edition or clause.edition
        if past is not None:
            from lawref.editions.align import change_record

            record["edition_change"] = {"note": past.note, "edition": past.other_edition, "id": past.other_id,
                                        "changes_inside": past.inside,
                                        "change": change_record(past.change) if past.change else None}
        sys.stdout.write(json.dumps(record, ensure_ascii=False, indent=1) + "\n")
        return 0
    view = show.TextView(corpus, m, width=terminal_width(), colour=use_colour(args.color))
    sys.stdout.write(view.render(clause, note=past.note if past else ""))
    return 0


# -- check ---------------------------------------------------------------------------------------------------

def _check_editions(corpus: Corpus, m: Messages, out) -> int:
    """The editions a text without metadata had guessed, and the commentary's references to clauses of its
    edition that the newest changed (lawref.editions); returns how many references."""
    from lawref.editions import guessed_editions, stale_references
    from lawref.editions.words import kind_word

    for source in guessed_editions(corpus):
        said = m("check_edition_read", edition=source.edition) if source.edition else m("check_edition_unknown")
        guessed = m("check_edition_guessed", said=said, stem=source.key)
        out.write(f"{source.path}:1: {m('severity_info')}: {guessed} [edition-guessed]\n")
    found = stale_references(corpus)
    for stale in found:
        ref = stale.ref
        if stale.change is not None and stale.new_id is None:
            what = m("check_stale_removed", edition=corpus.edition)
        elif stale.change is not None:
            what = m("check_stale_renumbered", edition=corpus.edition, new_id=stale.new_id,
                     kind=kind_word(stale.change))
        else:
            what = m("check_stale_inside", edition=corpus.edition, inside=stale.inside)
        message = m("check_stale", source_id=ref.source_id, target=ref.target, text=ref.text, old=stale.edition,
                    what=what)
        out.write(f"{ref.file}:{ref.line}: {m('severity_info')}: {message} [edition-changed]\n")
    return len(found)


def _check_situations(corpus, m: Messages, out) -> None:
    """The situation index on this collection: each link left out because the book's Law title disagrees with
    the 2017 one (an older numbering), one line each; links to Laws the collection lacks, counted."""
    from lawref.search.situations import load_situations, place

    placed, unplaced = place(corpus)
    where = "lawref/search/data/situations.toml"
    mismatched = [u for u in unplaced if u.law_present]
    for u in mismatched:
        message = m("situation_title_mismatch", text=u.situation.text, law=u.law, why=u.why)
        out.write(f"{where}:{u.situation.line}: {m('severity_info')}: {message} [situation-title-mismatch]\n")
    out.write(m("situations_summary", placed=len(placed), total=len(load_situations()),
                mismatched=len(mismatched), absent=len(unplaced) - len(mismatched)) + "\n")


def run_check(args: argparse.Namespace) -> int:
    from lawref.editions import mismatches

    corpus = corpus_from_args(args)
    m = Messages(args.lang)
    out = sys.stdout
    artefacts = 0
    for source in corpus.sources:
        # Removals that took words (a directive, a running head, a contents list …) are listed one by one;
        # those of whitespace and invisible characters (indentation, spacing, borders) are counted by kind.
        # Several of one kind at one line (a message's date, author and reactions; a page's head) are one line.
        quiet: dict[str, int] = {}
        worded = []
        for removal in corpus.removals.get(source.key, ()):
            if any(ch.isalnum() for ch in removal.text):
                artefacts += 1
                worded.append(removal)
            elif removal.kind not in ("normalised", "bom"):
                quiet[removal.kind] = quiet.get(removal.kind, 0) + 1
        for (line, kind), group in itertools.groupby(worded, key=lambda removal: (removal.line, removal.kind)):
            texts = [removal.text for removal in group]
            said = m.get(f"removal_{kind}", kind)
            message = m("removed", kind=said, text=texts[0]) if len(texts) == 1 else \
                m("removed_several", kind=said, count=len(texts), texts=", ".join(m("quoted", text=t) for t in texts))
            out.write(f"{source.path}:{line}: {message}\n")
        if quiet:
            counts = ", ".join(f"{n} × {m.get(f'removal_{kind}', kind)}" for kind, n in sorted(quiet.items()))
            out.write(f"{source.path}: {m('also_removed', counts=counts)}\n")
    counts: dict[str, int] = {}
    for diag in corpus.diagnostics:
        counts[diag.code] = counts.get(diag.code, 0) + 1
        if diag.code == "ref-not-in-corpus":
            continue  # written below from the references themselves, in the chosen language
        out.write(f"{diag.path}:{diag.line}: {m('severity_' + diag.severity)}: {diag.in_language(m.lang)} "
                  f"[{diag.code}]\n")
    missing = [r for r in corpus.refs() if not r.in_corpus and not r.implied]
    for ref in missing:
        message = m("diag_ref_not_in_corpus", source_id=ref.source_id, target=ref.target, text=ref.text)
        out.write(f"{ref.file}:{ref.line}: {m('severity_info')}: {message} [ref-not-in-corpus]\n")
    across = mismatches(corpus)
    for found in across:
        ref = found.ref
        message = m("edition_mismatch", source_id=ref.source_id, source_edition=found.source_edition,
                    target=ref.target, text=ref.text, law=found.law, target_edition=found.target_edition)
        out.write(f"{ref.file}:{ref.line}: {m('severity_info')}: {message} [edition-mismatch]\n")
    _check_situations(corpus, m, out)
    stale = _check_editions(corpus, m, out)
    warnings = sum(1 for d in corpus.diagnostics if d.severity == "warning")
    if stale:
        out.write("\n" + m("check_stale_summary", count=stale) + "\n")
    out.write("\n" + m("check_summary", clauses=len(corpus.clauses), sources=len(corpus.sources),
                        artefacts=artefacts, missing_refs=len(missing),
                        missing_targets=len({r.target for r in missing}),
                        malformed=counts.get("malformed-ref", 0), mismatches=len(across),
                        structure=warnings - counts.get("malformed-ref", 0)) + "\n")
    if args.strict and warnings:
        print(f"lawref: {m('strict_failed', count=warnings)}", file=sys.stderr)
        return 1
    return 0
