"""The `lawref` command line: a thin layer over the library.

Each command lives in a module listed in COMMAND_MODULES with a `register(subparsers, m)` function that adds
its parser, worded by `m` (lawref.messages.Messages in the run's language), and sets `func(args) -> int`.
Command modules import heavy libraries inside their functions, so that `lawref show` at the table starts fast;
and when the command named on the command line is one a module lists, only that module is imported (`lawref
search` never imports the booklet's or the corpus commands' modules). The language is read from the command
line before argparse runs (`--lang`, else LAWREF_LANG), so the help and argparse's own errors speak it too.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from lawref import __version__
from lawref.cli.options import Parser, add_lang_flag, argparse_speaks, lang_of
from lawref.errors import LawrefError
from lawref.messages import LANGS, Messages

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


def build_parser(argv: list[str] | None = None, lang: str | None = None) -> argparse.ArgumentParser:
    """The parser, worded in `lang` (default: the language `argv` and LAWREF_LANG ask for)."""
    lang = lang or lang_of(argv)
    m = Messages(lang)
    with argparse_speaks(lang):
        # the subparsers are made of the parser's own class, so the class carries the language
        parser = type("Parser", (Parser,), {"lang": lang})(prog="lawref", description=m("help_lawref"))
        parser.add_argument("--version", action="version", version=f"lawref {__version__}", help=m("help_version"))
        add_lang_flag(parser, m)
        subparsers = parser.add_subparsers(dest="command", metavar=m("metavar_command"))
        first = next((a for a in (argv or []) if not a.startswith("-") and a not in LANGS), None)
        wanted = [mod for mod, names in COMMANDS.items() if first in names]
        for name in wanted or COMMAND_MODULES:
            importlib.import_module(name).register(subparsers, m)
    return parser


def main(argv: list[str] | None = None) -> int:
    _no_last_collections()
    if argv is None:
        argv = sys.argv[1:]
    lang = lang_of(argv)
    m = Messages(lang)
    parser = build_parser(argv, lang)
    with argparse_speaks(lang):
        args, extra = parser.parse_known_args(argv)
        if extra:  # named by the command's own parser: «lawref search: неизвестный параметр --foo; справка: …»
            command = _subparser(parser, getattr(args, "command", None)) or parser
            key = "cli_unknown_option" if extra[0].startswith("-") else "cli_extra_argument"
            command.error(m(key, args=" ".join(extra)))
        if not getattr(args, "func", None):
            parser.print_help()  # inside: argparse words the help when it prints it
            return 2
    try:
        return int(args.func(args) or 0)
    except LawrefError as err:
        print(f"lawref: {err.in_language(lang)}", file=sys.stderr)
        return err.exit_code
    except KeyboardInterrupt:
        print(f"lawref: {m('cli_interrupted')}", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # `lawref export | head` closes the pipe early; that is not an error for the user.
        sys.stderr.close()
        return 0


def _no_last_collections() -> None:
    """Spare the process the cyclic collector's passes at its exit: finalising the interpreter runs them over every
    object still alive, to free memory the process is about to give back whole (after a whole book's first index,
    ~200,000 objects: 0.2 s of CPU once the data is written, a tenth of the command). An exit handler moves them out
    of the collector's reach (gc.freeze) once the command has returned, before those passes (atexit's handlers run
    first); what is freed by reference counting is freed as before. Registered once a process (tests call main
    many times)."""
    if not _EXIT_HANDLER:
        import atexit
        import gc

        atexit.register(gc.freeze)
        _EXIT_HANDLER.append(gc.freeze)


_EXIT_HANDLER: list = []


def _subparser(parser: argparse.ArgumentParser, name: str | None) -> argparse.ArgumentParser | None:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices.get(name)
    return None


if __name__ == "__main__":
    sys.exit(main())
