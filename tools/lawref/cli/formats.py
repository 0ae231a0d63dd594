"""`lawref import FILE [FILE …] [-o corpus/NAME.txt] [--kind law|commentary] [--encoding ENC] [--force] [--ocr]`, and
`lawref review TEXT [--apply [--all]] [--force]`: an OCR'd text's review list, and the editor's accepted entries
put into the text."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lawref.model import COMMENTARY, LAW


def register(subparsers, m) -> None:
    from lawref.cli.options import add_lang_flag

    p = subparsers.add_parser("import", help=m("help_import"), description=m("help_import_description"))
    p.add_argument("file", nargs="+", metavar=m("metavar_file"), help=m("help_import_file"))
    p.add_argument("-o", "--output", metavar=m("metavar_txt"), help=m("help_import_output"))
    p.add_argument("--kind", choices=(LAW, COMMENTARY), help=m("help_import_kind"))
    p.add_argument("--encoding", metavar=m("metavar_encoding"), help=m("help_import_encoding"))
    p.add_argument("--force", action="store_true", help=m("help_import_force"))
    p.add_argument("--ocr", action="store_true", help=m("help_import_ocr"))
    add_lang_flag(p, m)
    p.set_defaults(func=run_import)
    r = subparsers.add_parser("review", help=m("help_review"), description=m("help_review_description"))
    r.add_argument("text", metavar=m("metavar_text"), help=m("help_review_text"))
    r.add_argument("--apply", action="store_true", help=m("help_review_apply"))
    r.add_argument("--all", action="store_true", help=m("help_review_all"))
    r.add_argument("--force", action="store_true", help=m("help_review_force"))
    add_lang_flag(r, m)
    r.set_defaults(func=run_review)


def run_import(args: argparse.Namespace) -> int:
    from lawref.corpus.formats.importing import default_output, import_file, named_thread
    from lawref.corpus.sources import display_path
    from lawref.messages import Messages

    pages = named_thread([Path(name) for name in args.file]) if len(args.file) > 1 else ()
    source = pages[0] if pages else Path(args.file[0])  # a thread's pages named one by one: its first page's name
    output = Path(args.output) if args.output else default_output(source)
    done = import_file(pages if len(pages) > 1 else source, output, kind=args.kind, encoding=args.encoding,
                       force=args.force, ocr=args.ocr)
    m = Messages(args.lang)
    out = sys.stdout
    text, meta = display_path(done.text_path), display_path(done.meta_path)
    if done.member:
        out.write(m("import_read_member", member=done.member, path=display_path(source)) + "\n")
    out.write(m("import_wrote_text", path=text, lines=done.lines, reader=done.reader) + "\n")
    if done.review_path is not None:
        out.write(m("import_wrote_review", path=display_path(done.review_path), count=done.reviews) + "\n")
    out.write(m("import_wrote_meta", path=meta) + "\n")
    listed = {k: n for k, n in done.removed.items() if k not in ("normalised", "bom", "double-spacing")}
    if listed:
        counts = ", ".join(f"{n} × {m.get(f'removal_{k}', k)}" for k, n in sorted(listed.items()))
        out.write(m("import_left_out", counts=counts, path=text) + "\n")
    if source.resolve().parent == done.text_path.resolve().parent:
        out.write(m("import_same_folder", path=display_path(source)) + "\n")
    out.write(m("import_next", path=text) + "\n")
    return 0


def run_review(args: argparse.Namespace) -> int:
    from lawref.corpus.formats.review import apply_list, paths, write_list
    from lawref.corpus.sources import display_path
    from lawref.messages import Messages

    m = Messages(args.lang)
    text = Path(args.text)
    shown = display_path(text)
    if args.all and not args.apply:
        sys.stderr.write(f"lawref: {m('review_all_needs_apply')}\n")
        return 2
    if args.apply:
        count, left = apply_list(text, shown, every=args.all)
        key = "review_applied" if count else "review_nothing_accepted"
        sys.stdout.write(m(key, path=shown, count=count, left=left, list=display_path(paths(text)[1])) + "\n")
        return 0
    listed, count = write_list(text, shown, force=args.force)
    sys.stdout.write(m("review_wrote", path=display_path(listed), count=count,
                       list=display_path(paths(text)[1]), text=shown) + "\n")
    return 0
