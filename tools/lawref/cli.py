"""The `lawref` command line: a thin layer over the library.

Each command lives in a module listed in COMMAND_MODULES with a `register(subparsers)` function that adds its
parser and sets `func(args) -> int`. Command modules import heavy libraries inside their functions, so that
`lawref show` at the table starts fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from lawref import __version__
from lawref.errors import LawrefError

COMMAND_MODULES = (
    "lawref.commands",  # export, show, check
    "lawref.booklet.cli",  # booklet
    "lawref.search.cli",  # search, index, eval
    "lawref.corpus.formats.cli",  # import
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lawref",
        description="Annotated, searchable reference to the Russian Laws of Duplicate Bridge and commentary.",
    )
    parser.add_argument("--version", action="version", version=f"lawref {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
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
