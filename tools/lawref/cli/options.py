"""What the commands share: their common options, the language of what they say (argparse's own words
included), colour and wrapping to the terminal. Kept apart from lawref.cli.corpus so that a command module can
use them without importing the corpus commands and what they import."""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from lawref.messages import DEFAULT_LANG, LANGS, Messages, table


def lang_of(argv: list[str] | None) -> str:
    """The language of the run: `--lang X` anywhere on the command line, else LAWREF_LANG, else Russian. Read
    before argparse runs, because the help and argparse's own errors are worded when the parser is built."""
    argv = list(argv or [])
    for n, arg in enumerate(argv):
        if arg == "--":
            break
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else (
            argv[n + 1] if arg == "--lang" and n + 1 < len(argv) else None)
        if value in LANGS:
            return value
    env = os.environ.get("LAWREF_LANG", "").strip().lower()
    return "en" if env.startswith("en") else DEFAULT_LANG


@contextmanager
def argparse_speaks(lang: str) -> Iterator[None]:
    """argparse asks gettext for its words («usage: », «options», its errors); while the parser is built and
    run, it gets them from messages.toml's `argparse_*` labels, whose English text is argparse's msgid."""
    words = {entry["en"]: entry[lang] for key, entry in table().items() if key.startswith("argparse_")}
    saved = argparse._, argparse.ngettext
    argparse._ = lambda msgid: words.get(msgid, msgid)
    argparse.ngettext = lambda one, many, n: words.get(one if n == 1 else many, one if n == 1 else many)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved


_REPR_QUOTED = re.compile(r"'([^'\n]*)'")


class Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line: «lawref search: неизвестный параметр --foo; справка:
    lawref search --help», exit 2, no usage block (the help is one command away)."""

    lang = DEFAULT_LANG

    def error(self, message: str):
        hint = Messages(self.lang)("cli_help_hint", prog=self.prog)
        if self.lang == "ru":  # argparse quotes what was typed and the choices with repr(): Russian quotes «»
            message = _REPR_QUOTED.sub(r"«\1»", message)
        self.exit(2, f"{self.prog}: {message}; {hint}\n")


def add_lang_flag(parser: argparse.ArgumentParser, m: Messages) -> None:
    parser.add_argument("--lang", choices=LANGS, default=m.lang, help=m("help_lang"))


def add_colour_flag(parser: argparse.ArgumentParser, m: Messages) -> None:
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto", help=m("help_color"))


def add_corpus_options(parser: argparse.ArgumentParser, m: Messages, *, paths: bool = True) -> None:
    """Options every command that reads the corpus shares: its files (as arguments, or `--corpus`, which every
    command takes) and their encoding."""
    if paths:
        parser.add_argument("paths", nargs="*", metavar=m("metavar_path"), help=m("help_paths"))
    add_corpus_flag(parser, m)
    parser.add_argument("--encoding", metavar=m("metavar_encoding"), help=m("help_encoding"))


def add_corpus_flag(parser: argparse.ArgumentParser, m: Messages) -> None:
    """`--corpus PATH` (kept apart from the positional PATHs, which argparse would reset to [])."""
    parser.add_argument("--corpus", action="append", dest="corpus", metavar=m("metavar_path"), help=m("help_corpus"))


def corpus_paths(args: argparse.Namespace) -> list[str] | None:
    """The corpus paths given as arguments and with --corpus, or None for the default (LAWREF_CORPUS, corpus/)."""
    return [*(getattr(args, "paths", None) or ()), *(getattr(args, "corpus", None) or ())] or None


def use_colour(choice: str) -> bool:
    """--color auto|always|never: auto is colour on a terminal, unless NO_COLOR is set (no-color.org) or the
    terminal says it cannot show any (TERM=dumb: Emacs shells, some CI logs)."""
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def terminal_width(most: int = 100) -> int:
    """Columns to wrap to: the terminal's (COLUMNS when piped, else 80), at most `most` for reading."""
    return min(shutil.get_terminal_size((80, 24)).columns, most)


_ESCAPE = re.compile(r"\033\[[0-9;]*m")


def visible_len(text: str) -> int:
    return len(_ESCAPE.sub("", text))


def wrap(text: str, width: int, first: str = "", rest: str = "") -> list[str]:
    """One paragraph as lines of at most `width` visible columns, breaking only at spaces (a word is never
    cut, a word longer than the line stands alone on it); colour codes take no room. `first` and `rest` are
    the indents of the first and the following lines. Spaces between words within a line are kept as written
    (`search` sets a hit's id apart by two); line breaks and tabs become one space. The one wrapper of `show`
    and `search`."""
    if not text.strip():
        return [first.rstrip()]
    lines: list[str] = []
    line, used = first, visible_len(first)
    bare, space = True, " "  # nothing but the indent on the line yet; the gap before the next word
    parts = re.split(r"(\s+)", text.strip())
    for word, gap in zip(parts[::2], [*parts[1::2], ""]):
        size = visible_len(word)
        if not bare and used + len(space) + size > width:
            lines.append(line)
            line, used, bare = rest, visible_len(rest), True
        line, used = (line + word, used + size) if bare else (line + space + word, used + len(space) + size)
        bare = False
        space = gap if gap and gap.strip(" ") == "" else " "
    lines.append(line)
    return lines
