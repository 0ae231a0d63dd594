"""`lawref search`, `lawref index`, `lawref eval`: thin commands over lawref.search (imports stay inside)."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from lawref.cli.options import (
    add_colour_flag,
    add_corpus_flag,
    add_lang_flag,
    corpus_paths,
    terminal_width,
    use_colour,
    wrap,
)
from lawref.errors import LawrefError
from lawref.messages import Messages

SNIPPET_CHARS = 180
HIGHLIGHT_ON, HIGHLIGHT_OFF = "\033[1;33m", "\033[0m"
DIM_ON = "\033[2m"
INDENT = "   "  # a hit's snippet and notice, under its number


def _positive(m: Messages):
    def positive(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(m("cli_not_a_number", value=text)) from None
        if value < 1:
            raise argparse.ArgumentTypeError(m("cli_at_least_one"))
        return value
    return positive


def register(subparsers, m: Messages) -> None:
    p = subparsers.add_parser("search", help=m("help_search"), description=m("help_search_description"))
    p.add_argument("query", metavar=m("metavar_query"), nargs="+", help=m("help_search_query"))
    p.add_argument("--in", dest="scope", choices=("laws", "commentary"), help=m("help_search_in"))
    p.add_argument("--law", metavar=m("metavar_law"), help=m("help_search_law"))
    p.add_argument("--edition", type=int, metavar=m("metavar_year"), help=m("help_search_edition"))
    p.add_argument("--limit", type=_positive(m), default=10, metavar=m("metavar_count"), help=m("help_search_limit"))
    p.add_argument("--json", action="store_true", help=m("help_search_json"))
    p.add_argument("--exact", action="store_true", help=m("help_search_exact"))
    add_colour_flag(p, m)
    add_lang_flag(p, m)
    add_corpus_flag(p, m)
    p.set_defaults(func=run_search)

    p = subparsers.add_parser("index", help=m("help_index"), description=m("help_index_description"))
    add_corpus_flag(p, m)
    p.add_argument("--quiet", action="store_true", help=m("help_index_quiet"))
    add_lang_flag(p, m)
    p.set_defaults(func=run_index)

    p = subparsers.add_parser("eval", help=m("help_eval"), description=m("help_eval_description"))
    p.add_argument("--queries", metavar=m("metavar_file"), action="append", help=m("help_eval_queries"))
    p.add_argument("--engines", metavar=m("metavar_list"), default="lawref,snowball,plain,material",
                   help=m("help_eval_engines"))
    p.add_argument("--json", action="store_true", help=m("help_eval_json"))
    p.add_argument("--misses", action="store_true", help=m("help_eval_misses"))
    add_corpus_flag(p, m)
    add_lang_flag(p, m)
    p.set_defaults(func=run_eval)


# --- search ----------------------------------------------------------------------------------------------

def run_search(args: argparse.Namespace) -> int:
    from lawref.search import engine, messages as msg, query as q
    from lawref.search.index import open_index
    from lawref.search.suggest import suggestions

    text = " ".join(args.query)
    law = None
    if args.law is not None:
        law = args.law.strip()
        if not law.isdigit():
            raise LawrefError(msg.get("law_arg", args.lang, value=args.law), hint=msg.get("law_arg_hint", args.lang))
        law = str(int(law))
    store = open_index(corpus_paths(args), edition=args.edition)
    if law is not None:
        _law_held(store, law)
    reading = q.read(text, store, exact=args.exact)
    hits, mode = engine.search(store, reading, limit=args.limit, scope=args.scope, law=law)
    exact_query = q.EXACT_MARK + text.lstrip().lstrip(q.EXACT_MARK)
    personal = _personal_files(hits)
    suggested = suggestions(store, reading, mode)
    if args.json:
        import json

        notice = Messages(args.lang)("personal")
        print(json.dumps({"query": text, "mode": mode, "shown": engine.note_for_reader(reading.shown, hits) or None,
                          "exact": reading.exact, "exact_query": exact_query if reading.changed else None,
                          "suggestions": suggested,
                          "hits": [{**_hit_json(h), "notice": notice if h.file in personal else None}
                                   for h in hits]}, ensure_ascii=False, indent=1))
    else:
        colour, width = use_colour(args.color), terminal_width(most=200)
        if reading.changed:
            print("\n".join(wrap(msg.get("shown_for", args.lang, shown=engine.note_for_reader(reading.shown, hits)),
                                  width)))
            command = f"lawref search --exact {_shell_quote(text.lstrip().lstrip(q.EXACT_MARK))}"
            print("\n".join(_with_command(msg.get("search_exact", args.lang, q=command), command, width)))
        if suggested and hits:  # with no hits, said on stderr after «ничего не найдено»
            print("\n".join(wrap(msg.get("suggest", args.lang, words=", ".join(suggested)), width)))
        if mode == "or":
            print("\n".join(wrap(msg.get("partial", args.lang), width)))
        group = None
        for n, hit in enumerate(hits, 1):
            name = law_name_of(store, hit, Messages(args.lang))
            if hit.group != group and hit.group >= 0 and hit.law:  # results grouped by Law: the Law, then its clauses
                kind = "law_group" if hit.source == "law" else "commentary_group"
                print("\n".join(wrap(msg.get(kind, args.lang, law=hit.law, title=hit.group_title, name=name)
                                      .rstrip(". "), width, "", "  ")))
            group = hit.group
            print(_format_hit(n, hit, colour, Messages(args.lang), personal=hit.file in personal, width=width,
                              name=name))
    if not hits:
        where = ""
        if args.scope:
            where += msg.get("in_scope", args.lang, scope=msg.get(f"scope_{args.scope}", args.lang))
        if law:
            where += msg.get("in_law", args.lang, law=law)
        print(msg.get("no_match", args.lang, q=q.describe(text), where=where), file=sys.stderr)
        if suggested and not args.json:
            print(msg.get("suggest", args.lang, words=", ".join(suggested)), file=sys.stderr)
        return 1
    return 0


_PAGE_TITLE = re.compile(r"(?P<word>\S+) (?P<law>\d{1,2})(?:\. (?P<title>.*))?", re.S)


def law_name_of(store, hit, m: Messages) -> str:
    """The hit's Law named as its book names it, as the site's result group does (lawref.context.law_name): with
    the word of the search data's title of the Law's page (lawref.search.build._page_titles, from
    lawref.context.law_word: «Статья 27» in kare2004, «§ 27» in kubgu2021), where that title is this Law's
    heading; else, and in English, the messages' «Правило 27» / «Law 27»."""
    from lawref import urls

    title = store.meta.get("pages", {}).get(urls.law_url(hit.law)) if hit.law.isdigit() else None
    found = _PAGE_TITLE.fullmatch(title or "")
    if m.lang == "ru" and found and found["law"] == hit.law and \
            (hit.source != "law" or (found["title"] or "") == hit.group_title):
        return f"{found['word']} {hit.law}"
    return m("law", law=hit.law)


def _law_held(store, law: str) -> None:
    """A Law the collection does not hold (neither its text nor a commentary on it) is said as such, with the Laws
    it holds, as `lawref show 99` says it: «ничего не найдено» would send the reader looking for other words."""
    from lawref.cli.corpus import number_ranges

    held = {row[0] for row in store.docs if row[0]}
    if law not in held:
        raise LawrefError.labelled("search_law_absent", law=law, exit_code=1,
                                   laws=number_ranges(int(n) for n in held if n.isdigit()))


def _personal_files(hits) -> set[str]:
    """The files among the hits whose metadata says rights = "personal": their hits carry the notice, as in
    `lawref show` (the index keeps each hit's file; its .toml says the rights)."""
    from lawref.corpus.sources import read_metadata
    from lawref.model import PERSONAL

    personal = set()
    for file in {h.file for h in hits}:
        try:
            meta = read_metadata(Path(file))
        except LawrefError:
            meta = None  # a metadata file broken since the index was built: `lawref check` names it
        if meta and meta.get("rights") == PERSONAL:
            personal.add(file)
    return personal


def _with_command(line: str, command: str, width: int) -> list[str]:
    """`line` ending in a command to copy, wrapped to `width`: the words before it as any line, the command whole
    (a line break inside it would run half of it when pasted), on the last line if it fits there, else on a line
    of its own (wider than `width` only when the command alone is)."""
    words = line[:len(line) - len(command)].rstrip()
    lines = wrap(words, width) if words else []
    if lines and len(lines[-1]) + 1 + len(command) <= width:
        lines[-1] += " " + command
    else:
        lines.append(command)
    return lines


def _shell_quote(text: str) -> str:
    import shlex
    return shlex.quote(text)


def _hit_json(hit) -> dict:
    snippet, spans = snippet_of(hit.text, hit.matches)
    return {"id": hit.id, "label": hit.label, "title": hit.title, "name": hit.name, "heading": hit.heading,
            "law": hit.law,
            "source": hit.source, "kind": hit.kind, "edition": hit.edition, "file": hit.file, "line": hit.line,
            "score": round(hit.score, 4), "group": hit.group_title, "text": hit.text, "snippet": snippet,
            "highlights": [list(s) for s in spans], "matches": [list(s) for s in hit.matches]}


def _format_hit(n: int, hit, colour: bool, m: Messages | None = None, personal: bool = False,
                width: int = 80, name: str = "") -> str:
    """A hit as lines wrapped to `width` columns (words never cut): its number, id and name with where it
    is (its Law by `name`, as its book names it: law_name_of), then the snippet and the rights notice under it."""
    m = m or Messages()
    snippet, spans = snippet_of(hit.text, hit.matches)
    if colour:
        out, last = [], 0
        for start, end in spans:
            out += [snippet[last:start], HIGHLIGHT_ON, snippet[start:end], HIGHLIGHT_OFF]
            last = end
        out.append(snippet[last:])
        snippet = "".join(out)
    from lawref.search import messages as msg

    kind = "law_hit" if hit.source == "law" and hit.law else "commentary_hit" if hit.law else "other_hit"
    edition = hit.edition or ("ред. не указана" if m.lang == "ru" else "edition unknown")  # never «0»
    where = msg.get(kind, m.lang, law=hit.law, edition=edition, name=name or m("law", law=hit.law))
    head = f"{n}. {hit.shown_as(apart='  ')}"
    meta = f"[{where}; {hit.file}:{hit.line}]"
    if colour:
        meta = f"{DIM_ON}{meta}{HIGHLIGHT_OFF}"
    lines = wrap(f"{head}  {meta}", width, "", INDENT)
    if snippet:
        lines += wrap(snippet, width, INDENT, INDENT)
    if personal:
        lines += wrap(m("personal"), width, INDENT, INDENT)
    return "\n".join(lines)


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

    from lawref.search import messages as msg
    from lawref.search.index import build
    from lawref.search.store import Store

    started = time.perf_counter()
    folder = build(corpus_paths(args), progress=False if args.quiet else args.lang)
    count = Store(folder).meta["docs"]
    print(msg.get("indexed", args.lang, count=count, seconds=time.perf_counter() - started, folder=folder))
    return 0


# --- eval ------------------------------------------------------------------------------------------------

def run_eval(args: argparse.Namespace) -> int:
    from lawref.search import evaluate

    engines = [e.strip() for e in args.engines.split(",") if e.strip()]
    unknown = [e for e in engines if e not in evaluate.ENGINES]
    if unknown:
        m = Messages(args.lang)
        raise LawrefError(m("eval_unknown_engine", engine=unknown[0]),
                          hint=m("eval_unknown_engine_hint", engines=", ".join(evaluate.ENGINES)))
    report = evaluate.evaluate(args.queries, engines, paths=corpus_paths(args))
    if args.json:
        import json

        print(json.dumps(report.as_json(), ensure_ascii=False, indent=1))
    else:
        print(report.table(args.lang))
        if args.misses:
            print(report.misses(args.lang))
    return 1 if report.failed_engines else 0
