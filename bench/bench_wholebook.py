"""A whole book, end to end: the generated law book and commentary (tests/bookgen, seed 1: front matter,
Definitions, eight chapters, all 93 Laws, the whole commentary), each step beside what a user would pick instead,
in one run, on this machine:
  - parsing the law book from each format (TXT, HTML, DOCX, PDF renderings): time and peak memory of
    `load_corpus` (bench/bench_formats.py's worker), as ratios to TXT;
  - the site (`mkdocs build --strict` of law.txt + commentary.txt) with an empty cache (the booklet typeset) and
    with a warm one, beside stock mkdocs-material building the same two texts as plain Markdown pages
    (bench/bench_site.py's baseline);
  - the booklet (`lawref booklet`, chapters laid out in parallel), and the same with LAWREF_BOOKLET_JOBS=1,
    beside WeasyPrint laying the booklet's body HTML out in one go (bench/bench_booklet.py's --one-go: no page
    numbers, no rule kept, no front or back matter).
Times are medians of --runs runs, each a fresh process; memory is the peak summed over the process and every
process it starts (bench/treemem.py: RSS, and PSS, which shares the shared pages out). The load average is
printed beside each table: the machine is shared, and times grow with the load.

    .venv/bin/python bench/bench_wholebook.py [--runs 3] [--seed 1]
Output: Markdown tables on stdout and in bench/results/wholebook.md (bench/results.py), which
docs/benchmarks.md ("Whole books") shows.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BENCH = REPO / "bench"
OUT = BENCH / "out"
BIN = Path(sys.executable).parent
sys.path.insert(0, str(BENCH))

from bench_formats import make_book, run_worker  # noqa: E402
from bench_site import baseline_project  # noqa: E402
from results import Results  # noqa: E402

from treemem import run_tree  # noqa: E402


def load() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


def medians(runs: list) -> tuple[float, float, float, float]:
    """(median seconds, median CPU seconds, max summed RSS MiB, max summed PSS MiB)."""
    return (statistics.median(r.seconds for r in runs), statistics.median(r.cpu_seconds for r in runs),
            max(r.rss_mib for r in runs), max(r.pss_mib for r in runs))


def measured(cmd: list[str], runs: int, env: dict | None = None, before=None) -> tuple:
    results = []
    for _ in range(runs):
        if before:
            before()
        run = run_tree(cmd, env=env, cwd=REPO)
        if run.exit_code != 0:
            raise SystemExit(f"bench: failed ({run.exit_code}): {' '.join(cmd)}\n{run.stderr}")
        results.append(run)
    return medians(results)


def row(name: str, m: tuple, base: float, extra: str = "") -> str:
    seconds, cpu, rss, pss = m
    return (f"| {name} | {seconds:.1f} s ({seconds / base:.2f}×) | {cpu:.1f} s | {rss:.0f} MiB | {pss:.0f} MiB |"
            f"{extra}")


def parse_table(files: dict[str, Path], runs: int) -> list[str]:
    lines = [f"Parsing the law book (`load_corpus`), median of {runs} runs in one fresh process per format; "
             f"load average {load()}", "", "| format | size | time | peak RSS | time / TXT | RSS / TXT |",
             "|---|---|---|---|---|---|"]
    base = None
    for suffix, path in files.items():
        got = run_worker(suffix, "lawref load_corpus", path, runs)
        if "error" in got:
            lines.append(f"| {suffix} | {path.name} | {got['error']} | | | |")
            continue
        base = base or got
        lines.append(f"| {suffix[1:].upper()} | {path.stat().st_size / 2**20:.2f} MiB | {got['median']:.2f} s | "
                     f"{got['rss_kib'] / 1024:.0f} MiB | {got['median'] / base['median']:.2f}× | "
                     f"{got['rss_kib'] / base['rss_kib']:.2f}× |")
    return lines


def site_table(corpus: Path, work: Path, runs: int) -> list[str]:
    cache = work / "cache"
    env = dict(os.environ, LAWREF_CORPUS=str(corpus), LAWREF_CACHE=str(cache), NO_MKDOCS_2_WARNING="1")
    build = [str(BIN / "mkdocs"), "build", "--strict", "-q", "-d", str(work / "site")]
    started = load()
    cold = measured(build, runs, env, before=lambda: shutil.rmtree(cache, ignore_errors=True))
    warm = measured(build, runs, env)
    base_project = baseline_project(work / "plain", sorted(corpus.glob("*.txt")))
    plain_env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    plain = measured([str(BIN / "mkdocs"), "build", "--strict", "-q", "-f", str(base_project / "mkdocs.yml"), "-d",
                      str(work / "plain-site")], runs, plain_env)
    pages = sum(1 for _ in (work / "site").rglob("*.html"))
    return [f"The site of the whole book, `mkdocs build --strict`, median of {runs} runs; load average {started} "
            f"before, {load()} after; {pages} HTML pages", "",
            "| build | time (× plain) | CPU | peak RSS, summed | peak PSS, summed |", "|---|---|---|---|---|",
            row("lawref, empty cache (booklet typeset)", cold, plain[0]),
            row("lawref, warm cache (booklet from the cache)", warm, plain[0]),
            row("plain mkdocs-material, the two texts as Markdown pages", plain, plain[0])]


def booklet_table(corpus: Path, work: Path, runs: int) -> list[str]:
    pdf, report = work / "booklet.pdf", work / "report.json"
    started = load()
    ours = measured([sys.executable, __file__, "--booklet", str(corpus), str(pdf), str(report)], runs)
    info = json.loads(report.read_text())
    one_env = dict(os.environ, LAWREF_BOOKLET_JOBS="1")
    single = measured([sys.executable, __file__, "--booklet", str(corpus), str(pdf), str(report)], runs, one_env)
    one_go_pdf = work / "one-go.pdf"
    one_go = measured([sys.executable, str(BENCH / "bench_booklet.py"), "--one-go", str(corpus), str(one_go_pdf)],
                      runs)
    from pypdf import PdfReader

    return [f"The booklet of the whole book, median of {runs} runs (each a fresh process: start and corpus load "
            f"included); load average {started} before, {load()} after", "",
            "| variant | time (× lawref) | CPU | peak RSS, summed | peak PSS, summed | pages |",
            "|---|---|---|---|---|---|",
            row(f"lawref booklet, {info['processes']} layout processes", ours, ours[0], f" {info['pages']} |"),
            row("lawref booklet, one process (LAWREF_BOOKLET_JOBS=1)", single, ours[0], f" {info['pages']} |"),
            row("WeasyPrint, the same body HTML in one go", one_go, ours[0], f" {len(PdfReader(one_go_pdf).pages)} |"),
            "", f"Body: {info['sections']} sections; each page laid out {info['per_page']:.2f} times on average "
                f"({info['laid_out']} pages laid out for {info['body_pages']}); {info['rounds']} rounds (the second "
                f"patches the pages whose references reserved a wrong number of digits)."]


def booklet_once(corpus: str, out: str, result: str) -> None:
    from lawref.booklet import build_booklet
    from lawref.corpus.pipeline import load_corpus

    report = build_booklet(load_corpus([corpus]), Path(out))
    kept = {section: pages for section, _, pages, *_ in report.jobs}  # the last layout of each section
    body_pages = sum(kept.values())
    Path(result).write_text(json.dumps({
        "pages": report.pages, "processes": max(1, report.worker_processes),
        "sections": len({j[0] for j in report.jobs}), "rounds": report.rounds, "laid_out": report.pages_laid_out,
        "body_pages": body_pages, "per_page": report.pages_laid_out / max(1, body_pages)}))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--booklet", nargs=3, metavar=("CORPUS", "OUT", "RESULT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.booklet:
        booklet_once(*args.booklet)
        return 0
    files = make_book(args.seed)
    with tempfile.TemporaryDirectory(prefix="lawref-bench-wholebook-") as tmp:
        work = Path(tmp)
        corpus = work / "corpus"
        corpus.mkdir()
        for name in ("law.txt", "commentary.txt"):
            shutil.copy(files[".txt"].parent / name, corpus / name)
        law_mib = (corpus / 'law.txt').stat().st_size / 2**20
        record = Results("wholebook", "make bench-wholebook")
        record.add(f"Whole book: tests/bookgen seed {args.seed} (law.txt {law_mib:.2f} MiB, commentary.txt "
                   f"{(corpus / 'commentary.txt').stat().st_size / 2**20:.2f} MiB).", "")
        for table in (lambda: parse_table(files, args.runs), lambda: site_table(corpus, work, args.runs),
                      lambda: booklet_table(corpus, work, args.runs)):
            record.add(*table(), "")
    record.write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
