"""`lawref booklet`: the printable A5 booklet (PDF) with page-numbered cross-references."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

DEFAULT_OUTPUT = "lawref-booklet.pdf"


def register(subparsers: argparse._SubParsersAction) -> None:
    from lawref.booklet.impose import IMPOSITIONS
    from lawref.commands import add_corpus_options

    parser = subparsers.add_parser(
        "booklet", help="print the Laws and commentary as an A5 PDF booklet",
        description="Render the Laws and their commentary as an A5 PDF booklet: cover with sources and "
                    "copyright, contents, running heads, every cross-reference with its page, footnotes, "
                    "glossary and an index of cross-references.")
    parser.add_argument("-o", "--output", default=DEFAULT_OUTPUT, metavar="FILE.pdf",
                        help=f"where to write the PDF (default: {DEFAULT_OUTPUT})")
    parser.add_argument("--laws", metavar="LIST", help="Laws to print, e.g. 27-31,70 (default: all in the corpus)")
    parser.add_argument("--no-commentary", action="store_true", help="print the Law texts only")
    parser.add_argument("--imposition", choices=IMPOSITIONS,
                        help="a4-saddle: two pages per A4 side, ordered so a folded duplex print is the booklet")
    add_corpus_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from lawref.booklet.pango import require_weasyprint
    from lawref.booklet.render import build_booklet
    from lawref.commands import corpus_from_args

    require_weasyprint()
    started = time.perf_counter()
    corpus = corpus_from_args(args)
    out = Path(args.output)
    build_booklet(corpus, out, laws=args.laws, commentary=not args.no_commentary, imposition=args.imposition)
    print(f"wrote {out} ({out.stat().st_size // 1024} KiB, {time.perf_counter() - started:.1f} s)", file=sys.stderr)
    return 0
