"""The first build of a search index on an empty cache: `lawref index` in a fresh process with a fresh
LAWREF_CACHE (the corpus parsed, the search data built and written; the guard words' near sets and the lemmas
of the words that lawref.search.lexicon's data lacks computed, nothing remembered from a build before),
on the seed corpus and on a whole book (the red-team book tests/redteam/modern, imported from its .docx),
side by side in one run with what a user would pick instead: whoosh with its Snowball LanguageAnalyzer("ru")
indexing the same clauses (title and text) in a fresh process. With --before REV, the same `lawref index`
of the package as it was at REV too (git archive), so a change is measured against its predecessor under the
same load. Median of --runs runs, interleaved, of the wall time and of the process's CPU time (user + system:
on a shared machine the load changes it less); the load average is noted.

    .venv/bin/python bench/bench_near.py [--runs 3] [--before REV]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
sys.path.insert(0, str(REPO / "bench"))

from results import Results, load_average  # noqa: E402 (bench/ on the path)

BOOK = REPO / "tests" / "redteam" / "modern" / "out" / "book_lo.docx"


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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--before", metavar="REV", help="also the package as it was at this git revision")
    parser.add_argument("--whoosh", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.whoosh:
        whoosh_once(*args.whoosh)
        return
    record = Results("near", "make bench-near")
    with tempfile.TemporaryDirectory(prefix="lawref-bench-near-") as tmp:
        work = Path(tmp)
        book = work / "book"
        book.mkdir()
        subprocess.run([str(BIN / "lawref"), "import", str(BOOK), "-o", str(book / "book.txt")], check=True,
                       capture_output=True)
        trees = {"lawref index": REPO / "tools"}
        if args.before:
            (work / "before").mkdir()
            archive = subprocess.run(["git", "-C", str(REPO), "archive", args.before, "tools"], check=True,
                                     capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", str(work / "before")], input=archive, check=True)
            trees[f"lawref index at {args.before}"] = work / "before" / "tools"
        started = load_average()
        lines = []
        for label, corpus in (("seed corpus", REPO / "corpus"), ("whole book", book)):
            times: dict[str, list[tuple[float, float]]] = {name: [] for name in [*trees, "whoosh (Snowball ru)"]}
            for run in range(args.runs):
                for name, tree in trees.items():
                    cache = work / f"cache-{len(times[name])}-{abs(hash(name))}-{label[0]}"
                    env = {**os.environ, "PYTHONPATH": str(tree), "LAWREF_CACHE": str(cache)}
                    times[name].append(measured([str(BIN / "lawref"), "index", "--quiet", "--corpus", str(corpus)],
                                                env))
                folder = work / f"whoosh-{label[0]}-{run}"
                folder.mkdir()
                env = {**os.environ, "PYTHONPATH": str(REPO / "tools"), "LAWREF_CACHE": str(work / "w-cache")}
                times["whoosh (Snowball ru)"].append(
                    measured([sys.executable, __file__, "--whoosh", str(corpus), str(folder)], env))
            medians = {name: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
                       for name, values in times.items()}
            ours = medians["lawref index"][0]
            for name, (wall, cpu) in medians.items():
                lines.append(f"| {label} | {name} | {wall:.2f} s | {cpu:.2f} s | {wall / ours:.2f} |")
        record.add(f"The first search index of a corpus on an empty cache (`lawref index` in a fresh process, a "
                   f"fresh LAWREF_CACHE: parse, build, write), median of {args.runs} runs (wall time, and the CPU "
                   f"time of the process: user + system, which the load changes less), interleaved; load "
                   f"average {started} at the start, {load_average()} at the end.", "",
                   "| corpus | build | median | CPU (median) | × lawref index |", "|---|---|---|---|---|", *lines)
    record.write()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
