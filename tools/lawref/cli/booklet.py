"""`lawref booklet`: the printable A5 booklet (PDF) with page-numbered cross-references."""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

from lawref.errors import LawrefError

DEFAULT_OUTPUT = "lawref-booklet.pdf"


def register(subparsers: argparse._SubParsersAction, m) -> None:
    from lawref.booklet.impose import IMPOSITIONS
    from lawref.cli.options import add_corpus_options, add_lang_flag

    parser = subparsers.add_parser("booklet", help=m("help_booklet"), description=m("help_booklet_description"))
    parser.add_argument("-o", "--output", default=DEFAULT_OUTPUT, metavar=m("metavar_pdf"),
                        help=m("help_booklet_output", default=DEFAULT_OUTPUT))
    parser.add_argument("--laws", metavar=m("metavar_list"), help=m("help_booklet_laws"))
    parser.add_argument("--no-commentary", action="store_true", help=m("help_booklet_no_commentary"))
    parser.add_argument("--public", action="store_true", help=m("help_booklet_public"))
    parser.add_argument("--law-per-page", action="store_true", help=m("help_booklet_law_per_page"))
    parser.add_argument("--site-url", metavar=m("metavar_url"), help=m("help_booklet_site_url"))
    parser.add_argument("--imposition", choices=IMPOSITIONS, help=m("help_booklet_imposition"))
    parser.add_argument("--changes-since", type=int, metavar=m("metavar_edition"), help=m("help_booklet_changes_since"))
    parser.add_argument("--print", dest="press", action="store_true", help=m("help_booklet_print"))
    parser.add_argument("--icc", metavar=m("metavar_icc"), type=Path, help=m("help_booklet_icc"))
    add_corpus_options(parser, m)
    add_lang_flag(parser, m)
    parser.set_defaults(func=run)


def site_url_from_mkdocs(path: Path = Path("mkdocs.yml")) -> str | None:
    """site_url from an mkdocs.yml beside the working directory, if it sets one.

    Read with mkdocs' own YAML loader, so `site_url: !ENV [LAWREF_SITE_URL, ""]` means what it means to
    `mkdocs build`: the variable's value, or the default. A file that is not YAML is an error naming it."""
    from mkdocs.utils.yaml import yaml_load
    from yaml import YAMLError

    if not path.is_file():
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            config = yaml_load(handle)
    except (YAMLError, OSError, UnicodeDecodeError) as err:
        mark = getattr(err, "problem_mark", None)
        raise LawrefError.labelled("site_url_unreadable", path=str(path), line=mark.line + 1 if mark else None,
                                   detail=getattr(err, "problem", None) or err) from None
    value = config.get("site_url") if isinstance(config, dict) else None
    return check_site_url(str(value), str(path)) if value else None


def check_site_url(url: str, where: str) -> str:
    """A site address the cover and the QR codes can carry: http(s)://… (a phone opens nothing else)."""
    if not re.match(r"https?://[^\s/]+", url):
        raise LawrefError.labelled("site_url_not_web", url=url, where=where)
    return url


def site_url(args: argparse.Namespace) -> str | None:
    """--site-url, else mkdocs.yml's site_url (which reads LAWREF_SITE_URL), else LAWREF_SITE_URL itself."""
    if args.site_url:
        return check_site_url(args.site_url, "--site-url")
    from_env = os.environ.get("LAWREF_SITE_URL", "").strip()
    return site_url_from_mkdocs() or (check_site_url(from_env, "LAWREF_SITE_URL") if from_env else None)


def run(args: argparse.Namespace) -> int:
    from lawref.booklet.pango import require_weasyprint
    from lawref.cli.corpus import corpus_from_args
    from lawref.messages import Messages

    m = Messages(args.lang)
    require_weasyprint()  # before anything imports WeasyPrint, which fails loudly without pango
    from lawref.booklet.render import build_booklet

    started = time.perf_counter()
    if args.icc and not args.press:
        raise LawrefError.labelled("booklet_icc_needs_print")
    out = Path(args.output)
    folder = out.parent if str(out.parent) else Path(".")
    if not folder.exists():  # said before minutes of typesetting, and never made: the PDF would be lost there
        raise LawrefError.labelled("output_folder", path=str(folder))
    address = site_url(args)  # a bad one fails before the corpus is read
    corpus = corpus_from_args(args)
    report = build_booklet(corpus, out, laws=args.laws, commentary=not args.no_commentary,
                           imposition=args.imposition, public=args.public, law_per_page=args.law_per_page,
                           site_url=address, press=args.press, icc=args.icc, changes_since=args.changes_since)
    for title in report.left_out:
        print(m("booklet_left_out", title=title), file=sys.stderr)
    for key, fields in report.unresolved:
        print(m("booklet_warning", problem=m(key, **fields)), file=sys.stderr)
    what = m("booklet_pages", pages=report.pages)
    if report.blanks:
        what += m("booklet_blanks", blanks=report.blanks)
    if report.sides:  # the pages are now A4 sheet sides, two booklet pages on each
        what = m("booklet_sides", sides=report.sides, pages=report.pages)
    if args.press:
        what += m("booklet_press") + (m("booklet_intent", name=args.icc.name) if args.icc else m("booklet_no_intent"))
    print(m("booklet_wrote", path=out, what=what, kib=out.stat().st_size // 1024,
            seconds=time.perf_counter() - started), file=sys.stderr)
    return 0
