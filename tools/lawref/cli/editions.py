"""`lawref diff [--from E] [--to E] [--json] [ID]`: the changes between two editions of the Laws."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap

from lawref.cli.options import add_colour_flag, add_corpus_options, add_lang_flag, terminal_width, use_colour

BOLD, DIM, RED, GREEN, CYAN, YELLOW, RESET = ("\033[1m", "\033[2m", "\033[31m", "\033[32m", "\033[36m",
                                              "\033[33m", "\033[0m")
STRIKE = "\033[9m"
SIGN = {"renumbered": "#", "changed": "~", "added": "+", "removed": "−"}


def register(subparsers, m) -> None:
    p = subparsers.add_parser("diff", help=m("help_diff"), description=m("help_diff_description"))
    p.add_argument("id", metavar=m("metavar_id"), nargs="?", help=m("help_diff_id"))
    p.add_argument("--from", dest="old", type=int, metavar=m("metavar_edition"), help=m("help_diff_from"))
    p.add_argument("--to", dest="new", type=int, metavar=m("metavar_edition"), help=m("help_diff_to"))
    p.add_argument("--json", action="store_true", help=m("help_diff_json"))
    add_colour_flag(p, m)
    add_lang_flag(p, m)
    add_corpus_options(p, m, paths=False)
    p.set_defaults(func=run_diff)


def run_diff(args: argparse.Namespace) -> int:
    from lawref.cli.corpus import corpus_from_args
    from lawref.editions import changes_between, compared_pair
    from lawref.editions.align import changes_record, under
    from lawref.errors import LawrefError
    from lawref.ids import normalize_id

    corpus = corpus_from_args(args, cached=True)
    old, new = compared_pair(corpus, args.old, args.new)
    result = changes_between(old, new)
    if args.id:
        wanted = normalize_id(args.id)
        if not wanted or (wanted not in old and wanted not in new):
            raise LawrefError.labelled("diff_no_place", id=args.id.strip(), old=old.edition, new=new.edition,
                                       exit_code=1)
        result = under(result, old, new, wanted)
    if args.json:
        sys.stdout.write(json.dumps(changes_record(result), ensure_ascii=False, indent=1) + "\n")
        return 0
    sys.stdout.write(render_text(result, colour=use_colour(args.color), width=terminal_width()))
    return 0


def render_text(result, *, colour: bool = False, width: int = 80) -> str:
    """The changes grouped by Law, each with its ids and kind, and its wording: struck words in red (or
    [-…-]), inserted in green (or {+…+})."""
    from lawref.editions.words import kind_word, phrase

    def s(code: str, text: str) -> str:
        return f"{code}{text}{RESET}" if colour and text else text

    out = [s(BOLD, phrase("heading", old=result.old_edition, new=result.new_edition))
           + "  " + s(DIM, phrase("count", count=len(result.changes)) if result.changes else phrase("none"))]
    law = None
    for change in result.changes:
        if change.law != law:
            law = change.law
            out += ["", s(BOLD, phrase("law", law=law) if law else phrase("other"))]
        if change.kind == "renumbered":
            ids = f"{change.old_id} → {change.new_id}"
        else:
            ids = change.new_id or change.old_id
        head = f"  {SIGN[change.kind]} {s(CYAN, ids)}  {kind_word(change)}"
        if change.kind == "renumbered" and change.text_changed:
            head += s(DIM, f"; {phrase('also_reworded')}")
        if change.kind == "changed" and change.old_id != change.new_id:
            head += s(DIM, f" (в ред. {result.old_edition} г. — {change.old_id})")
        out.append(head)
        if not change.text_changed:
            continue
        if change.kind == "added":
            body = _op("+", _text(change.new), s, colour) if colour else _text(change.new)
        elif change.kind == "removed":
            body = _op("-", _text(change.old), s, colour) if colour else _text(change.old)
        else:
            body = "".join(_op(op, text, s, colour) for op, text in change.diff())
        out += _wrap(body, width, colour)
    return "\n".join(out) + "\n"


def _text(clause) -> str:
    from lawref.editions.align import wording

    return " ".join(wording(clause).split())


# Runs are marked with control characters while wrapping, then each line gets its own escape codes, so a
# struck run broken across two lines is closed at the end of one and reopened at the start of the next.
_MARKS = {"-": ("\x01", "\x02"), "+": ("\x03", "\x04")}


def _op(op: str, text: str, s, colour: bool) -> str:
    text = " ".join(text.split("\n"))
    if op == "=":
        return text
    if colour:
        start, end = _MARKS[op]
        return start + text + end
    return f"[-{text}-]" if op == "-" else f"{{+{text}+}}"


def _wrap(body: str, width: int, colour: bool) -> list[str]:
    lines = textwrap.wrap(body, width=width, initial_indent="      ", subsequent_indent="      ",
                          break_long_words=False, break_on_hyphens=False)
    if not colour:
        return lines
    codes = {"\x01": RED + STRIKE, "\x03": GREEN}
    out, open_code = [], ""
    for line in lines:
        pad, text = line[:6], line[6:]
        rendered = open_code
        for ch in text:
            if ch in codes:
                open_code = codes[ch]
                rendered += open_code
            elif ch in ("\x02", "\x04"):
                open_code = ""
                rendered += RESET
            else:
                rendered += ch
        out.append(pad + rendered + (RESET if open_code else ""))
    return out
