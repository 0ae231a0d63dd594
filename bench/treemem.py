"""Run a command and measure it with every process it starts (the booklet lays chapters out in worker
processes): wall time, CPU time, and peak memory summed over the process tree, sampled from /proc.

Peak memory is reported twice: the summed resident set size (RSS: counts the shared libraries of every process
once per process, so an upper bound) and the summed proportional set size (PSS: shared pages divided among the
processes that share them; what the build really holds). A process's own max RSS (what bench/measure.py reports)
misses its workers.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

INTERVAL = 0.05  # seconds between samples


@dataclass
class TreeRun:
    seconds: float
    cpu_seconds: float  # user + system of the command and the processes it waited for
    rss_mib: float  # peak of the summed RSS
    pss_mib: float  # peak of the summed PSS
    processes: int  # most processes alive at once
    exit_code: int
    stderr: str


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        tree.setdefault(ppid, []).append(int(entry.name))
    return tree


def _tree_memory(root: int) -> tuple[int, int, int]:
    """(RSS KiB, PSS KiB, processes) of root and its descendants, now."""
    tree, todo, rss, pss, count = _children(), [root], 0, 0, 0
    while todo:
        pid = todo.pop()
        todo.extend(tree.get(pid, ()))
        try:
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in rollup.splitlines()[1:] if ":" in line)
        rss += int(fields.get("Rss", "0 kB").split()[0])
        pss += int(fields.get("Pss", "0 kB").split()[0])
        count += 1
    return rss, pss, count


def run_tree(cmd: list[str], env: dict | None = None, cwd: Path | None = None) -> TreeRun:
    with tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, env=env, cwd=cwd)
        peak_rss = peak_pss = peak_count = 0
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            rss, pss, count = _tree_memory(proc.pid)
            peak_rss, peak_pss, peak_count = max(peak_rss, rss), max(peak_pss, pss), max(peak_count, count)
            time.sleep(INTERVAL)
        seconds = time.perf_counter() - started
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
    return TreeRun(seconds, usage.ru_utime + usage.ru_stime, peak_rss / 1024, peak_pss / 1024, peak_count,
                   proc.returncode, stderr[-2000:])
