"""Booklet build time, peak memory and size, beside what a user would pick instead, in the same run:
  - on the seed corpus: printing the same HTML from a browser (Chromium headless --print-to-pdf, no print CSS,
    no page numbers in references);
  - on synthetic corpora 10x and 100x the seeds (bench/synth.py): WeasyPrint rendering the booklet's body HTML
    in one go (one layout, no page numbers, no rules kept), which is what the booklet did before it was laid out
    page by page.
Each build runs in its own process; its peak memory is summed over it and every process it starts (the booklet
lays chapters out and draws stamps in worker processes): RSS, and PSS, which shares out the shared pages
(bench/treemem.py).

Usage: .venv/bin/python bench/bench_booklet.py [--runs 3] [--copies 10,100]
Writes the table to bench/results/booklet.md (bench/results.py), which docs/benchmarks.md ("Booklet") shows.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
sys.path.insert(0, str(REPO / "bench"))

from results import Results  # noqa: E402

from treemem import run_tree  # noqa: E402


def run_measured(cmd: list[str]):
    """One command in its own process, measured with the processes it starts."""
    run = run_tree(cmd, cwd=REPO)
    if run.exit_code != 0:
        raise SystemExit(f"bench: failed: {' '.join(cmd)}\n{run.stderr}")
    return run


def median_run(cmd: list[str], runs: int) -> tuple[float, float, float]:
    """(median seconds, peak summed RSS MiB, peak summed PSS MiB) over `runs` runs."""
    results = [run_measured(cmd) for _ in range(runs)]
    return (statistics.median(r.seconds for r in results), max(r.rss_mib for r in results),
            max(r.pss_mib for r in results))


def pages_of(pdf: Path) -> int:
    from pypdf import PdfReader

    return len(PdfReader(pdf).pages)


def one_go(corpus_dir: str, out: str) -> None:
    """The booklet's body HTML for every Law, laid out by WeasyPrint in one document and written."""
    from lawref.booklet.blockhtml import BlockHtml, Decisions
    from lawref.booklet.blocks import build_blocks
    from lawref.booklet.plan import plan_booklet
    from lawref.booklet.renderer import Renderer
    from lawref.booklet.select import select_laws
    from lawref.corpus.pipeline import load_corpus

    corpus = load_corpus([corpus_dir])
    plan = plan_booklet(corpus, select_laws(None, corpus.laws()))
    html = BlockHtml(corpus, Decisions())
    body = "".join(html.block_html(b) for section in build_blocks(plan) for b in section)
    document = Renderer().layout(body)
    document.write_pdf(target=out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--copies", default="10,100")
    parser.add_argument("--one-go", nargs=2, metavar=("CORPUS", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one_go:
        one_go(*args.one_go)
        return 0

    lawref = [PYTHON, "-m", "lawref.cli"]
    work = Path(tempfile.mkdtemp(prefix="bench-booklet-"))
    try:
        pdf = work / "b.pdf"
        record = Results("booklet", "make bench-booklet")
        copies_list = [int(c) for c in args.copies.split(",") if c]
        record.add(f"Median of {args.runs} runs on the seed corpus, of {args.runs} runs on the synthetic corpora "
                   "under 100× and of 1 run from 100× (each a fresh process: start and corpus load included); "
                   "load average at the start of each corpus in the last column.", "",
                   "| corpus | variant | time | peak memory, RSS (PSS) | PDF size | pages | load |",
                   "|---|---|---|---|---|---|---|")
        seed_load = f"{os.getloadavg()[0]:.1f}"
        rows = []
        for name, extra in (("booklet, all Laws (A5)", []),
                            ("booklet, Law 70 only, no commentary", ["--laws", "70", "--no-commentary"]),
                            ("booklet, all Laws, a4-saddle", ["--imposition", "a4-saddle"])):
            seconds, peak, pss = median_run(lawref + ["booklet", "-o", str(pdf)] + extra, args.runs)
            rows.append((name, seconds, peak, pss, pdf.stat().st_size, pages_of(pdf)))
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium:
            html_file = work / "booklet.html"
            subprocess.run([PYTHON, "-c", (
                "from lawref.booklet.blockhtml import BlockHtml, Decisions\n"
                "from lawref.booklet.blocks import build_blocks\n"
                "from lawref.booklet.plan import plan_booklet\n"
                "from lawref.booklet.select import select_laws\n"
                "from lawref.corpus.pipeline import load_corpus\n"
                "c = load_corpus(); p = plan_booklet(c, select_laws(None, c.laws())); h = BlockHtml(c, Decisions())\n"
                f"open({str(html_file)!r}, 'w').write('<html lang=ru><meta charset=utf-8><body>' + "
                "''.join(h.block_html(b) for s in build_blocks(p) for b in s))")], check=True, cwd=REPO)
            browser_pdf = work / "chromium.pdf"
            cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                   f"--print-to-pdf={browser_pdf}", html_file.as_uri()]
            seconds, peak, pss = median_run(cmd, args.runs)
            rows.append(("browser print (chromium --print-to-pdf), no page refs", seconds, peak, pss,
                         browser_pdf.stat().st_size, pages_of(browser_pdf)))
        base = rows[0][1]
        for name, seconds, peak, pss, size, pages in rows:
            record.add(f"| seeds | {name} | {seconds:.2f} s ({seconds / base:.2f}×) | {peak:.0f} MiB ({pss:.0f}) | "
                       f"{size / 1024:.0f} KiB | {pages} | {seed_load} |")

        for copies in copies_list:
            corpus_dir = work / f"synth{copies}"
            subprocess.run([PYTHON, str(REPO / "bench" / "synth.py"), str(corpus_dir), "--copies", str(copies)],
                           check=True, capture_output=True)
            runs = 1 if copies >= 100 else args.runs
            synth_load = f"{os.getloadavg()[0]:.1f}"
            ours = median_run(lawref + ["booklet", str(corpus_dir), "-o", str(pdf)], runs)
            ours_row = (ours, pdf.stat().st_size, pages_of(pdf))
            whole = work / "one-go.pdf"
            theirs = median_run([PYTHON, str(Path(__file__).resolve()), "--one-go", str(corpus_dir), str(whole)], runs)
            for name, (seconds, peak, pss), size, pages in (
                    ("lawref booklet (page by page, every rule kept)", *ours_row),
                    ("WeasyPrint, the same body HTML in one go", theirs, whole.stat().st_size, pages_of(whole))):
                record.add(f"| {copies}× | {name} | {seconds:.1f} s ({seconds / ours[0]:.2f}×) | {peak:.0f} MiB "
                           f"({pss:.0f}) | {size / 1024:.0f} KiB | {pages} | {synth_load} |")
        record.write()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
