"""Where one booklet's CPU goes, by phase: the corpus read, the body's sections laid out (each job's own CPU, in
this process or a worker's), every whole-document layout (stamps, back matter, front matter: by the start of its
HTML), the part PDFs written, and the whole (this process and the worker processes it started). docs/setup.md,
round 19: what test_wholebook_site's booklet costs, and which part a change would have to take.

    .venv/bin/python bench/booklet_phases.py CORPUS [--jobs N] [--out FILE.pdf]

CORPUS: a corpus folder or file (the generated books' law.pdf and commentary.docx in a folder: test_wholebook_site's).
--jobs: LAWREF_BOOKLET_JOBS (the booklet's processes; default: the cores). CPU by time.process_time and getrusage.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--jobs", type=int, default=0)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    if args.jobs:
        os.environ["LAWREF_BOOKLET_JOBS"] = str(args.jobs)

    from lawref.booklet import render, renderer
    from lawref.corpus.pipeline import load_corpus

    layouts: list[tuple[float, int, str]] = []
    writes: list[tuple[float, int]] = []
    layout, write = renderer.Renderer.layout, renderer.Renderer.write

    def timed_layout(self, body):
        started = time.process_time()
        document = layout(self, body)
        layouts.append((time.process_time() - started, len(document.pages), body[:40]))
        return document

    def timed_write(self, pages, path):
        started = time.process_time()
        write(self, pages, path)
        writes.append((time.process_time() - started, len(pages)))

    # Patched in this process only: a worker's layouts and writes are in its jobs' seconds and the children's CPU.
    renderer.Renderer.layout, renderer.Renderer.write = timed_layout, timed_write
    started = time.process_time()
    corpus = load_corpus([args.corpus])
    read = time.process_time() - started
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp) / "booklet.pdf"
        started, children = time.process_time(), children_cpu()
        report = render.build_booklet(corpus, out)
        own, workers = time.process_time() - started, children_cpu() - children
    print(f"corpus read: {read:.2f} s")
    print(f"booklet: {report.pages} pages, {own + workers:.2f} s ({own:.2f} here, {workers:.2f} in "
          f"{report.worker_processes} worker processes)")
    print(f"  body: {sum(j[4] for j in report.jobs):.2f} s in {len(report.jobs)} section jobs, "
          f"{report.pages_laid_out} pages laid out, {report.rounds} rounds")
    for seconds, pages, start in layouts:
        print(f"  layout here: {seconds:.2f} s, {pages} pages: {start}…")
    # the body's part PDFs, when its jobs ran here, are in the body's seconds too; the stamps' are in their layout
    print(f"  part PDFs written here: {sum(s for s, _ in writes):.2f} s, {sum(n for _, n in writes)} pages")


if __name__ == "__main__":
    sys.exit(main())
