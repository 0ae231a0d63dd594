"""The `lawref` command line: a thin layer over the library.

Each command lives in a module listed in COMMAND_MODULES with a `register(subparsers)` function that adds its
parser and sets `func(args) -> int`. Command modules import heavy libraries inside their functions, so that
`lawref show` at the table starts fast; and when the command named on the command line is one a module lists,
only that module is imported (`lawref search` never imports the booklet's or the corpus commands' modules).
"""

from __future__ import annotations

import argparse
import importlib
import sys

from lawref import __version__
from lawref.errors import LawrefError

COMMAND_MODULES = (
    "lawref.cli.corpus",  # export, show, check
    "lawref.cli.booklet",  # booklet
    "lawref.cli.search",  # search, index, eval
    "lawref.cli.formats",  # import
    "lawref.cli.editions",  # diff
)
# The commands a module registers, for importing only the one needed; a command not listed here (or --help)
# imports every module, so a command added to a module still works before it is listed.
COMMANDS = {"lawref.cli.search": ("search", "index", "eval")}


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lawref",
        description="Annotated, searchable reference to the Russian Laws of Duplicate Bridge and commentary.",
    )
    parser.add_argument("--version", action="version", version=f"lawref {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    first = next((a for a in (argv or []) if not a.startswith("-")), None)
    wanted = [m for m, names in COMMANDS.items() if first in names]
    for name in wanted or COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except LawrefError as err:
        print(f"lawref: {err}", file=sys.stderr)
        return err.exit_code
    except KeyboardInterrupt:
        print("lawref: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # `lawref export | head` closes the pipe early; that is not an error for the user.
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
