"""The Kindle and CHM readers against the EPUB reader, on the same book: kubgu2021's EPUB and its AZW3, MOBI 6, joint
.mobi and CHM (tests/redteam/kubgu2021/out/). Each round reads every file once, in turn (alternated, so a shared
machine's load falls on all alike); the medians over the rounds of the reader's CPU (this process and the programs it
ran: 7-Zip for the CHM) and its time, with the load average before and after.

    .venv/bin/python bench/bench_ebooks.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from pathlib import Path

from lawref.corpus.formats import extract

OUT = Path(__file__).resolve().parents[1] / "tests" / "redteam" / "kubgu2021" / "out"
FILES = ["kubgu2021.epub", "kubgu2021.azw3", "kubgu2021.mobi", "kubgu2021_joint.mobi", "kubgu2021.chm"]


def cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    data = {name: (OUT / name).read_bytes() for name in FILES}
    for name in FILES:  # imports and first parses out of the numbers
        extract(OUT / name, data[name], name)
    times: dict[str, list[float]] = {name: [] for name in FILES}
    cpus: dict[str, list[float]] = {name: [] for name in FILES}
    before = os.getloadavg()
    for _ in range(args.rounds):
        for name in FILES:
            start, start_cpu = time.perf_counter(), cpu()
            extract(OUT / name, data[name], name)
            times[name].append(time.perf_counter() - start)
            cpus[name].append(cpu() - start_cpu)
    after = os.getloadavg()
    print(f"rounds {args.rounds}; load average before {before[0]:.1f}, after {after[0]:.1f}")
    print(f"{'file':24} {'bytes':>8} {'CPU ms (median)':>16} {'time ms (median)':>17}")
    for name in FILES:
        print(f"{name:24} {len(data[name]):8d} {1000 * statistics.median(cpus[name]):16.0f} "
              f"{1000 * statistics.median(times[name]):17.0f}")


if __name__ == "__main__":
    main()
