"""Booklet build time and size, beside the alternative a user would pick: printing the site's pages from a
browser (Chromium headless --print-to-pdf of one HTML file with the same text, no page-numbered references).

Usage: .venv/bin/python bench/bench_booklet.py [--runs 5]
Prints one Markdown table row per variant; the numbers go into README.md, "Booklet".
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def timed(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    from pypdf import PdfReader

    from lawref.booklet import build_booklet
    from lawref.booklet.html import booklet_html, plan_booklet
    from lawref.booklet.select import select_laws
    from lawref.corpus.pipeline import load_corpus

    started = time.perf_counter()
    corpus = load_corpus()
    load_s = time.perf_counter() - started
    out = Path(tempfile.mkdtemp(prefix="bench-booklet-"))
    rows = []
    try:
        for name, kwargs in (("booklet, all Laws (A5)", {}),
                             ("booklet, Law 70 only, no commentary", {"laws": "70", "commentary": False}),
                             ("booklet, all Laws, a4-saddle", {"imposition": "a4-saddle"})):
            pdf = out / "booklet.pdf"
            seconds = timed(lambda: build_booklet(corpus, pdf, **kwargs), args.runs)
            rows.append((name, seconds, pdf.stat().st_size, len(PdfReader(pdf).pages)))

        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium:
            # The same HTML without the print CSS: what "print the page from the browser" gives.
            plan = plan_booklet(corpus, select_laws(None, corpus.laws()), True)
            html_file = out / "booklet.html"
            html_file.write_text(booklet_html(corpus, plan)[0], encoding="utf-8")
            pdf = out / "chromium.pdf"
            cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                   f"--print-to-pdf={pdf}", html_file.as_uri()]
            seconds = timed(lambda: subprocess.run(cmd, check=True, capture_output=True), args.runs)
            rows.append(("browser print (chromium --print-to-pdf), no page refs", seconds, pdf.stat().st_size,
                         len(PdfReader(pdf).pages)))
        else:
            print("chromium not found: the browser comparison row is missing", file=sys.stderr)
    finally:
        shutil.rmtree(out, ignore_errors=True)

    print(f"corpus load: {load_s:.2f} s (not included below); median of {args.runs} runs\n")
    print("| variant | build time | PDF size | pages |")
    print("|---|---|---|---|")
    base = rows[0][1]
    for name, seconds, size, pages in rows:
        print(f"| {name} | {seconds:.2f} s ({seconds / base:.2f}×) | {size / 1024:.0f} KiB | {pages} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
