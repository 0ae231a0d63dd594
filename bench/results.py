"""The numbers of record: each bench writes its results as one Markdown section, `bench/results/NAME.md`
(committed), and `scripts/gen_benchmarks_doc.py` puts every section into docs/benchmarks.md between the
page's hand-written prose.

The convention, for a new bench (bench/bench_NAME.py):

    from results import Results            # bench/ is on sys.path when a bench script runs

    record = Results("NAME", "make bench-NAME")  # the date, machine and load average at the start
    record.add("| variant | median | × the alternative |", "|---|---|---|", ...)
    record.write()                         # the load average at the end; bench/results/NAME.md, atomically

then add NAME to BENCHES in the Makefile (with a `bench-NAME` target) and, in docs/benchmarks.md, a line
`<!-- results: NAME -->` where its section goes (a section the page does not place yet goes at its end).
"""

from __future__ import annotations

import datetime
import os
import platform
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# LAWREF_BENCH_RESULTS: another folder (a smoke run that must not replace the numbers of record)
RESULTS = Path(os.environ.get("LAWREF_BENCH_RESULTS") or REPO / "bench" / "results")


def load_average() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


def machine() -> str:
    """The CPU model, cores, memory and Python: what a reader needs to compare a number with their own."""
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
        mem_kib = next(int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines()
                       if line.startswith("MemTotal"))
        memory = f", {mem_kib / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration, ValueError):
        memory = ""
    cores = os.cpu_count() or 0
    return f"{model or platform.machine()}, {cores} cores{memory}, Python {platform.python_version()}"


class Results:
    """One bench's section of docs/benchmarks.md, written to bench/results/NAME.md."""

    def __init__(self, name: str, command: str) -> None:
        self.name, self.command = name, command
        self.date = datetime.date.today().isoformat()
        self.load_start = load_average()
        self.lines: list[str] = []

    def add(self, *lines: str) -> None:
        """Markdown lines (tables, a short note) in the order they go into the section; also printed."""
        for line in lines:
            print(line, flush=True)
        self.lines.extend(lines)

    def text(self) -> str:
        head = (f"Measured by `{self.command}` on {self.date}; {machine()}; load average (1 / 5 / 15 min) "
                f"{self.load_start} at the start, {load_average()} at the end.")
        body = "\n".join(self.lines).strip("\n")
        return f"{head}\n\n{body}\n"

    def write(self) -> Path:
        """bench/results/NAME.md, written to a temp file and renamed (a bench stopped halfway leaves the numbers
        of record as they were)."""
        RESULTS.mkdir(parents=True, exist_ok=True)
        target = RESULTS / f"{self.name}.md"
        fd, tmp = tempfile.mkstemp(dir=RESULTS, prefix=f".{self.name}.", suffix=".md")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(self.text())
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
        print(f"bench: wrote {target}; run scripts/gen_benchmarks_doc.py (make bench does)",
              file=sys.stderr)
        return target
