"""The CPU of reading the red-team web sites (folders of pages: lawref.corpus.formats.from_site.extract_site), this
checkout beside another one (--against: a checkout of main, e.g. `git worktree add --detach /tmp/main main`), each
run in a fresh process, the two alternated (ABBA), medians of --runs. The first site read in a process warms its
imports and is read again; each site's CPU is the process's (time.process_time) around extract_site alone; "peak
RSS" is the process's after reading them all (a site's pages are held parsed while it is read).

    .venv/bin/python bench/bench_site_read.py --against /tmp/main [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
REDTEAM = REPO / "tests" / "redteam"


def sites() -> list[Path]:
    """The red-team renderings that are a folder of pages."""
    rows = tomllib.loads((REDTEAM / "goals.toml").read_text("utf-8"))["rendering"]
    folders = [REDTEAM / row["book"] / row["files"][0] for row in rows if len(row["files"]) == 1]
    return [folder.resolve() for folder in folders if folder.is_dir()]


def child(tools: str) -> None:
    """Read every site once with the lawref of `tools`; print {site: CPU seconds} as JSON."""
    sys.path.insert(0, tools)
    from lawref.corpus.formats.from_site import extract_site

    folders = sites()
    extract_site(folders[0], "warm")  # imports, the charset detector's tables
    out = {}
    for folder in folders:
        started = time.process_time()
        extract_site(folder, folder.name)
        out[str(folder.relative_to(REDTEAM))] = time.process_time() - started
    print(json.dumps({"cpu": out, "rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))


def run(tools: Path) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", str(tools)], capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONPATH": str(tools)})
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="a checkout to compare with (its tools/ is read)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    trees = {"this": REPO / "tools"}
    if args.against:
        trees = {"against": args.against / "tools", **trees}
    times: dict[str, list[dict]] = {name: [] for name in trees}
    load = [os.getloadavg()[0]]
    for n in range(args.runs):
        for name in (list(trees) if n % 2 == 0 else list(reversed(trees))):
            times[name].append(run(trees[name]))
            load.append(os.getloadavg()[0])
    print(f"CPU seconds, median of {args.runs} fresh processes each, alternated; load average (1 min) "
          f"{load[0]:.1f} at the start, median {statistics.median(load):.1f}, {load[-1]:.1f} at the end")
    names = list(times[next(iter(trees))][0]["cpu"])
    print("| site | " + " | ".join(trees) + " |")
    print("|---|" + "---:|" * len(trees))
    for site in [*names, "all"]:
        cells = []
        for name in trees:
            runs = [sum(t["cpu"].values()) if site == "all" else t["cpu"][site] for t in times[name]]
            cells.append(f"{statistics.median(runs):.3f}")
        print(f"| {site} | " + " | ".join(cells) + " |")
    print("| peak RSS, MiB | " + " | ".join(f"{statistics.median(t['rss'] for t in times[name]):.0f}"
                                           for name in trees) + " |")


if __name__ == "__main__":
    main()
