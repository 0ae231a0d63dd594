"""The first build of a whole book's search index on an empty cache, for a book the lexicon does not know
(issue 19: ≤ 3 s on this machine idle): `lawref index --corpus BOOK` in a fresh process with a fresh
LAWREF_CACHE, BOOK the red-team whole book tests/redteam/modern/out/book_lo.docx read as it is (decoded, cleaned,
parsed, the search data built and written, nothing remembered from a build before).

A book new to the lexicon: lawref.search.lexicon's files (data/lexicon: the near sets and the lemmas of the
Laws' words) are made again by scripts/gen_lexicon.py from every book it takes except this one (--leave-out), into
a copy of the package that the runs import; so the words only this book has (882 forms, ~7,000 words) are
computed as for a book nobody here wrote, while the words the Laws' books share are read as they would be. Beside
it, in the same runs: the same book with the lexicon as shipped (it holds the book's words), and whoosh with its
Snowball LanguageAnalyzer("ru") indexing the same book's clauses (decoded and parsed by lawref, title and text)
in a fresh process. With --before REV, the package as it was at REV too (git archive, its own lexicon made the
same way by its own scripts/gen_lexicon.py), so a change is measured against its predecessor under the same load.

Median of --runs runs, interleaved, of the wall time and of the CPU time (user + system of the process and the
children it waited for: the child that computes a new book's near sets ahead included), and the ratios to
whoosh's; on a shared machine the load changes the CPU time much less than the wall time, and the load average
is noted at each run.

    .venv/bin/python bench/bench_near.py [--runs 5] [--before REV]
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
BIN = Path(sys.executable).parent
sys.path.insert(0, str(REPO / "bench"))

from results import Results, load_average  # noqa: E402 (bench/ on the path)

# One of scripts/gen_lexicon.py's BOOKS (as it names it), the one the lexicon is made without.
BOOK = "tests/redteam/modern/out/book_lo.docx"
WHOOSH = "whoosh (Snowball ru)"


def measured(argv: list[str], env: dict) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run."""
    out = subprocess.run([sys.executable, str(REPO / "bench" / "measure.py"), *argv], env=env,
                         capture_output=True, text=True, check=True).stdout.split()
    if out[2] != "0":
        raise SystemExit(f"bench: {' '.join(argv)} exited {out[2]}")
    return float(out[0]), float(out[3])


def whoosh_once(corpus: str, folder: str) -> None:
    """whoosh's Snowball index of the corpus's clauses (what bench_search.py compares with)."""
    from whoosh.analysis import LanguageAnalyzer
    from whoosh.fields import ID, TEXT, Schema
    from whoosh.index import create_in

    from lawref.corpus.pipeline import load_corpus
    from lawref.search.build import documents

    schema = Schema(id=ID(stored=True, unique=True), title=TEXT(analyzer=LanguageAnalyzer("ru"), field_boost=3.0),
                    text=TEXT(analyzer=LanguageAnalyzer("ru")))
    index = create_in(folder, schema)
    with index.writer() as writer:
        for doc in documents(load_corpus([corpus])):
            writer.add_document(id=doc["id"], title=doc["title"], text=doc["text"])


def without_the_book(root: Path, into: Path) -> Path:
    """A copy of the package `root`/tools whose lexicon is made without BOOK by `root`'s own
    scripts/gen_lexicon.py --leave-out (the files a revision's lexicon holds are its script's)."""
    shutil.copytree(root / "tools", into, ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYTHONPATH": str(into)}
    subprocess.run([sys.executable, str(root / "scripts" / "gen_lexicon.py"), "--leave-out", BOOK, "--out",
                    str(into / "lawref" / "search" / "data" / "lexicon")], env=env, check=True, capture_output=True)
    return into


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--before", metavar="REV", help="also the package as it was at this git revision")
    parser.add_argument("--whoosh", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.whoosh:
        whoosh_once(*args.whoosh)
        return
    record = Results("near", "make bench-near")
    book = REPO / BOOK
    with tempfile.TemporaryDirectory(prefix="lawref-bench-near-") as tmp:
        work = Path(tmp)
        trees = {"lawref index, a book new to the lexicon": without_the_book(REPO, work / "now" / "tools")}
        if args.before:
            before = work / "before"
            before.mkdir()
            archive = subprocess.run(["git", "-C", str(REPO), "archive", args.before, "tools", "scripts"],
                                     check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", str(before)], input=archive, check=True)
            for books in ("corpus", "tests"):  # the books its script reads, as they are here
                (before / books).symlink_to(REPO / books)
            trees[f"the same at {args.before}"] = without_the_book(before, work / "before-new" / "tools")
        trees["lawref index, the lexicon as shipped (it holds the book)"] = REPO / "tools"
        started = load_average()
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in [*trees, WHOOSH]}
        loads = []
        for run in range(args.runs):
            loads.append(f"{os.getloadavg()[0]:.1f}")
            for n, (name, tree) in enumerate(trees.items()):
                env = {**os.environ, "PYTHONPATH": str(tree), "LAWREF_CACHE": str(work / f"cache-{run}-{n}")}
                times[name].append(measured([str(BIN / "lawref"), "index", "--quiet", "--corpus", str(book)], env))
            folder = work / f"whoosh-{run}"
            folder.mkdir()
            env = {**os.environ, "PYTHONPATH": str(REPO / "tools"), "LAWREF_CACHE": str(work / f"w-cache-{run}")}
            times[WHOOSH].append(measured([sys.executable, __file__, "--whoosh", str(book), str(folder)], env))
        ended = load_average()
        medians = {name: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
                   for name, values in times.items()}
        wall_w, cpu_w = medians[WHOOSH]
        lines = []
        for name, (wall, cpu) in medians.items():
            each = ", ".join(f"{w:.1f}/{c:.1f}" for w, c in times[name])
            lines.append(f"| {name} | {wall:.2f} s | {cpu:.2f} s | {wall / wall_w:.1f} | {cpu / cpu_w:.1f} | {each} |")
        record.add(f"The first search index of a whole book (`{BOOK}`, 93 Laws, read as it is) in a fresh process "
                   f"with an empty LAWREF_CACHE (`lawref index --corpus BOOK`: decode, parse, build, write), the "
                   f"lexicon made without the book (scripts/gen_lexicon.py --leave-out), beside the lexicon as "
                   f"shipped and whoosh + Snowball on the same book; median of {args.runs} runs, interleaved, of "
                   f"the wall time and of the CPU time (user + system, the children included); load average "
                   f"{started} at the start, {ended} at the end, 1 min at each run: {', '.join(loads)}.", "",
                   "| build | wall (median) | CPU (median) | wall ÷ whoosh's | CPU ÷ whoosh's | each run, wall/CPU s |",
                   "|---|---|---|---|---|---|", *lines)
    record.write()


if __name__ == "__main__":
    main()
