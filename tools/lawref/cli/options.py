"""Command-line options shared by several commands (kept apart from lawref.cli.corpus so that a command module
can use them without importing the corpus commands and what they import)."""

from __future__ import annotations

import argparse

from lawref.messages import DEFAULT_LANG, LANGS


def add_corpus_options(parser: argparse.ArgumentParser, *, paths: bool = True) -> None:
    """Options every command that reads the corpus shares."""
    if paths:
        parser.add_argument("paths", nargs="*", metavar="PATH",
                            help="corpus files or folders (default: the corpus/ folder)")
    parser.add_argument("--encoding", help="the texts' encoding, when detection guesses wrong (e.g. cp1251)")


def add_corpus_flag(parser: argparse.ArgumentParser) -> None:
    """`--corpus PATH` for commands whose positional arguments are something else (an id, a query)."""
    parser.add_argument("--corpus", action="append", dest="paths", metavar="PATH",
                        help="corpus file or folder (repeatable; default: LAWREF_CORPUS or the corpus/ folder)")


def use_colour(choice: str) -> bool:
    """--color auto|always|never: auto is colour on a terminal, unless NO_COLOR is set (no-color.org) or the
    terminal says it cannot show any (TERM=dumb: Emacs shells, some CI logs)."""
    import os
    import sys

    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def add_lang_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=LANGS, default=DEFAULT_LANG,
                        help="language of the labels (default ru; en for editors who prefer English)")
