"""`lawref search`, `lawref index`, `lawref eval`: thin commands over lawref.search (imports stay inside)."""

from __future__ import annotations

import argparse
import json
import sys

from lawref.commands import add_corpus_flag, use_colour
from lawref.errors import LawrefError
from lawref.messages import Messages, add_lang_flag

SNIPPET_CHARS = 180
HIGHLIGHT_ON, HIGHLIGHT_OFF = "\033[1;33m", "\033[0m"
DIM_ON = "\033[2m"


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "search", help="search the Laws and commentary (Russian morphology aware)",
        description='Words are ANDed (falling back to any of them, ranked, when no clause has all); "…" is a '
                    'phrase; претенз* a prefix; an id such as 27в1б or 70C2 puts that clause first.')
    p.add_argument("query", metavar="QUERY", nargs="+", help="words to search for (quote the whole query or not)")
    p.add_argument("--in", dest="scope", choices=("laws", "commentary"), help="search only the Laws or the commentary")
    p.add_argument("--law", metavar="N", help="only clauses of Law N (its text or the commentary on it)")
    p.add_argument("--limit", type=_positive, default=10, metavar="N", help="show at most N hits (default 10)")
    p.add_argument("--json", action="store_true", help='print {"hits": [...]} with each whole clause text')
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="highlight matches with colour (default: only on a terminal, and not with NO_COLOR)")
    add_lang_flag(p)
    add_corpus_flag(p)
    p.set_defaults(func=run_search)

    p = subparsers.add_parser("index", help="build the search index now (otherwise built on first search)",
                              description="Build the search index into the cache (LAWREF_CACHE or .cache/lawref/), "
                                          "showing progress. Rebuilds even when it is up to date.")
    add_corpus_flag(p)
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=run_index)

    p = subparsers.add_parser("eval", help="measure search quality: recall@5 and MRR@10 of our search and others",
                              description="Run tests/search_eval/queries.yaml against our analyser, whoosh's "
                                          "Snowball, no stemming and mkdocs-material's own search (in Node), on the "
                                          "same clauses, and print a table with ratios.")
    p.add_argument("--queries", metavar="FILE", help="queries file (default: tests/search_eval/queries.yaml)")
    p.add_argument("--engines", metavar="LIST", default="lawref,snowball,plain,material",
                   help="comma-separated engines (default: lawref,snowball,plain,material)")
    p.add_argument("--json", action="store_true", help="print the numbers as JSON")
    p.add_argument("--misses", action="store_true", help="list each engine's queries whose first hit is wrong")
    add_corpus_flag(p)
    p.set_defaults(func=run_eval)


# --- search ----------------------------------------------------------------------------------------------

def run_search(args: argparse.Namespace) -> int:
    from lawref.search import query as q
    from lawref.search.index import open_index

    text = " ".join(args.query)
    parsed = q.parse(text)
    law = None
    if args.law is not None:
        law = args.law.strip()
        if not law.isdigit():
            raise LawrefError(f"--law takes a Law number, not {args.law!r}", hint="e.g. --law 70")
        law = str(int(law))
    ix = open_index(args.paths or None)
    try:
        hits, mode = q.run(ix, parsed, limit=args.limit, scope=args.scope, law=law)
    finally:
        ix.close()
    if args.json:
        print(json.dumps({"query": text, "mode": mode, "hits": [_hit_json(h) for h in hits]},
                         ensure_ascii=False, indent=1))
    m = Messages(args.lang)
    if not args.json:
        colour = use_colour(args.color)
        if mode == "or":
            print(m("search_or_mode"))
        for n, hit in enumerate(hits, 1):
            print(_format_hit(n, hit, colour, m))
    if not hits:
        where = m(f"search_in_{args.scope}") if args.scope else ""
        where += m("search_in_law", law=law) if law else ""
        print(f"lawref: {m('search_none', query=q._describe(text), where=where)}", file=sys.stderr)
        return 1
    return 0


def _hit_json(hit) -> dict:
    snippet, spans = snippet_of(hit.text, hit.matches)
    return {"id": hit.id, "title": hit.title, "heading": hit.heading, "law": hit.law, "source": hit.source,
            "kind": hit.kind, "edition": hit.edition, "file": hit.file, "line": hit.line,
            "score": round(hit.score, 4), "text": hit.text, "snippet": snippet,
            "highlights": [list(s) for s in spans], "matches": [list(s) for s in hit.matches]}


def _format_hit(n: int, hit, colour: bool, m: Messages | None = None) -> str:
    m = m or Messages()
    snippet, spans = snippet_of(hit.text, hit.matches)
    if colour:
        out, last = [], 0
        for start, end in spans:
            out += [snippet[last:start], HIGHLIGHT_ON, snippet[start:end], HIGHLIGHT_OFF]
            last = end
        out.append(snippet[last:])
        snippet = "".join(out)
    kind = "other" if not hit.law else ("law" if hit.source == "law" else "commentary")
    where = m(f"search_where_{kind}", law=hit.law, edition=hit.edition)
    head = f"{n}. {hit.id}  {hit.heading}".rstrip()
    meta = f"[{where}; {hit.file}:{hit.line}]"
    if colour:
        meta = f"{DIM_ON}{meta}{HIGHLIGHT_OFF}"
    return f"{head}  {meta}\n   {snippet}" if snippet else f"{head}  {meta}"


def snippet_of(text: str, matches: list[tuple[int, int]], width: int = SNIPPET_CHARS) -> tuple[str, list]:
    """A window of about `width` characters of `text` holding its densest run of matches, cut at spaces, with
    "…" where it is cut, and the highlight spans within it. Line breaks become spaces (same length, so the
    spans stay exact)."""
    flat = text.replace("\n", " ")
    if len(flat) <= width:
        return flat, list(matches)
    first, last = 0, 0  # the span of the densest run of matches
    if matches:
        best_count = 0
        for s, _ in matches:
            run = [(a, b) for a, b in matches if s <= a and b <= s + width]
            if len(run) > best_count:
                best_count, first, last = len(run), run[0][0], run[-1][1]
    start = max(0, min(first - width // 4, len(flat) - width))  # a match near the end still gets a full window
    end = min(len(flat), max(start + width, last))
    if start > 0:  # begin at a word
        start = flat.rfind(" ", 0, start + 1) + 1
    if end < len(flat):  # end at a word, never before the last match of the run
        cut = flat.rfind(" ", max(start, last), end + 1)
        end = cut if cut >= last and cut > start else end
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(flat) else ""
    shift = len(prefix) - start
    spans = [(a + shift, b + shift) for a, b in matches if a >= start and b <= end]
    return prefix + flat[start:end].rstrip() + suffix, spans


# --- index -----------------------------------------------------------------------------------------------

def run_index(args: argparse.Namespace) -> int:
    import time

    from lawref.search.index import build

    started = time.perf_counter()
    folder = build(args.paths or None, progress=not args.quiet)
    from whoosh import index as windex
    ix = windex.open_dir(str(folder))
    count = ix.doc_count()
    ix.close()
    print(f"indexed {count} clauses in {time.perf_counter() - started:.2f} s -> {folder}")
    return 0


# --- eval ------------------------------------------------------------------------------------------------

def run_eval(args: argparse.Namespace) -> int:
    from lawref.search import evaluate

    engines = [e.strip() for e in args.engines.split(",") if e.strip()]
    unknown = [e for e in engines if e not in evaluate.ENGINES]
    if unknown:
        raise LawrefError(f"unknown engine {unknown[0]!r}", hint=f"choose from {', '.join(evaluate.ENGINES)}")
    report = evaluate.evaluate(args.queries, engines, paths=args.paths or None)
    if args.json:
        print(json.dumps(report.as_json(), ensure_ascii=False, indent=1))
    else:
        print(report.table())
        if args.misses:
            print(report.misses())
    return 1 if report.failed_engines else 0
