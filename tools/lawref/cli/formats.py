"""`lawref import FILE [-o corpus/NAME.txt] [--kind law|commentary] [--encoding ENC] [--force]`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lawref.model import COMMENTARY, LAW


def register(subparsers, m) -> None:
    from lawref.cli.options import add_lang_flag

    p = subparsers.add_parser("import", help=m("help_import"), description=m("help_import_description"))
    p.add_argument("file", metavar="FILE", help=m("help_import_file"))
    p.add_argument("-o", "--output", metavar="NAME.txt", help=m("help_import_output"))
    p.add_argument("--kind", choices=(LAW, COMMENTARY), help=m("help_import_kind"))
    p.add_argument("--encoding", help=m("help_import_encoding"))
    p.add_argument("--force", action="store_true", help=m("help_import_force"))
    p.add_argument("--ocr", action="store_true", help=m("help_import_ocr"))
    add_lang_flag(p, m)
    p.set_defaults(func=run_import)


def run_import(args: argparse.Namespace) -> int:
    from lawref.corpus.formats.importing import default_output, import_file
    from lawref.corpus.sources import display_path

    source = Path(args.file)
    output = Path(args.output) if args.output else default_output(source)
    done = import_file(source, output, kind=args.kind, encoding=args.encoding, force=args.force, ocr=args.ocr)
    out = sys.stdout
    text, meta = display_path(done.text_path), display_path(done.meta_path)
    out.write(f"wrote {text} ({done.lines} lines, read as {done.reader})\n")
    if done.review_path is not None:
        out.write(f"wrote {display_path(done.review_path)}: {done.reviews} places to check (unsure words, ids "
                  "out of sequence), each with its line\n")
    out.write(f"wrote {meta}: review each value (kind, title, edition, rights ...): "
              "each says what it was guessed from\n")
    listed = {k: n for k, n in done.removed.items() if k not in ("normalised", "bom", "double-spacing")}
    if listed:
        out.write("left out: " + ", ".join(f"{n} {k}" for k, n in sorted(listed.items())) +
                  f" (lawref check {text} lists each with its line)\n")
    if source.resolve().parent == done.text_path.resolve().parent:
        out.write(f"note: {display_path(source)} is in the same folder: move it out, or the book is read twice\n")
    out.write(f"next: lawref check {text}\n")
    return 0
