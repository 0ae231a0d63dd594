"""python -m tests.bookgen OUTDIR [--format txt,html,docx,pdf] [--seed N] [--scale N]

Writes a seed's whole law book (three heading styles) and whole commentary, rendered as TXT, HTML, DOCX and
PDF, and expected.json with the ground truth (clauses, references, and which book each rendering shows).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .output import FORMATS, write_books


def parse_formats(text: str) -> tuple[str, ...]:
    chosen = tuple(dict.fromkeys(f.strip().lower() for f in text.split(",") if f.strip()))
    if chosen == ("all",):
        return FORMATS
    unknown = [f for f in chosen if f not in FORMATS]
    if unknown or not chosen:
        raise argparse.ArgumentTypeError(f"unknown format {', '.join(unknown) or repr(text)} "
                                         f"(choose from {', '.join(FORMATS)} or all)")
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bookgen", description=__doc__.splitlines()[2])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--format", type=parse_formats, default=FORMATS, metavar="LIST",
                        help="comma-separated: txt, html, docx, pdf (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=int, default=1, help="multiply numbered items and paragraphs (benchmarks)")
    args = parser.parse_args(argv)
    if args.scale < 1 or args.scale > 20:
        parser.error("--scale must be 1..20")
    if args.outdir.exists() and not args.outdir.is_dir():
        print(f"bookgen: {args.outdir}: not a folder (give a folder to write the books into)", file=sys.stderr)
        return 2
    started = time.perf_counter()
    try:
        manifest = write_books(args.outdir, args.format, args.seed, args.scale)
    except OSError as err:
        print(f"bookgen: {err.filename or args.outdir}: {err.strerror} (choose a folder you can write to)",
              file=sys.stderr)
        return 2
    print(f"bookgen: seed {args.seed}, scale {args.scale}: {len(manifest)} renderings and expected.json in "
          f"{args.outdir} ({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
