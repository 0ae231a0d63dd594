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
        description="Render the Laws and their commentary as an A5 PDF booklet: cover and colophon with the "
                    "sources, contents, the Laws running on, every cross-reference with its page, footnotes, "
                    "thumb index, glossary, subject index and an index of cross-references.")
    parser.add_argument("-o", "--output", default=DEFAULT_OUTPUT, metavar="FILE.pdf",
                        help=f"where to write the PDF (default: {DEFAULT_OUTPUT})")
    parser.add_argument("--laws", metavar="LIST", help="Laws to print, e.g. 27-31,70 (default: all in the corpus)")
    parser.add_argument("--no-commentary", action="store_true", help="print the Law texts only")
    parser.add_argument("--public", action="store_true",
                        help="leave out texts for personal use only (rights = \"personal\" in their .toml)")
    parser.add_argument("--law-per-page", action="store_true", help="start every Law on a new page")
    parser.add_argument("--site-url", metavar="URL",
                        help="the site's address for the cover and the QR codes (default: site_url in "
                             "./mkdocs.yml, if set)")
    parser.add_argument("--imposition", choices=IMPOSITIONS,
                        help="a4-saddle: two pages per A4 side, ordered so a folded duplex print is the booklet")
    parser.add_argument("--changes-since", type=int, metavar="EDITION",
                        help="add an appendix of the changes from this edition of the Laws to the newest")
    add_corpus_options(parser)
    parser.set_defaults(func=run)


def site_url_from_mkdocs(path: Path = Path("mkdocs.yml")) -> str | None:
    """site_url from an mkdocs.yml beside the working directory, if it sets one."""
    import re

    if not path.is_file():
        return None
    m = re.search(r"^site_url:\s*['\"]?([^'\"\s#]*)", path.read_text("utf-8"), re.MULTILINE)
    return m[1] if m and m[1] else None


def run(args: argparse.Namespace) -> int:
    from lawref.booklet.pango import require_weasyprint
    from lawref.commands import corpus_from_args

    require_weasyprint()  # before anything imports WeasyPrint, which fails loudly without pango
    from lawref.booklet.render import build_booklet

    started = time.perf_counter()
    corpus = corpus_from_args(args)
    out = Path(args.output)
    report = build_booklet(corpus, out, laws=args.laws, commentary=not args.no_commentary,
                           imposition=args.imposition, public=args.public, law_per_page=args.law_per_page,
                           site_url=args.site_url or site_url_from_mkdocs(), changes_since=args.changes_since)
    for title in report.left_out:
        print(f"left out (for personal use only): {title}", file=sys.stderr)
    for problem in report.unresolved:
        print(f"warning: {problem}", file=sys.stderr)
    print(f"wrote {out} ({report.pages} pages, {out.stat().st_size // 1024} KiB, "
          f"{time.perf_counter() - started:.1f} s)", file=sys.stderr)
    return 0
