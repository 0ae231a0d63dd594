"""Where one `mkdocs build` of lawref's site spends its CPU, by phase, in this process (docs/setup.md, round 20):
every plugin event (the hook's on_config reads the corpus, on_files writes the pages' Markdown, on_post_build the
search data and service worker), Markdown's conversion of each page (`Page.render`), each page through the theme's
templates (`_build_page`: Material's navigation most of it) and the whole build; `time.process_time` (this
process's threads: the booklet's worker processes are not counted, so take a corpus whose booklet is in
LAWREF_CACHE already, or read the booklet's share apart). Each run a fresh process; the medians printed:

    LAWREF_CORPUS=DIR LAWREF_CACHE=DIR .venv/bin/python bench/site_phases.py [--runs 5] [--against WORKTREE]

--against runs the same in another worktree of lawref (its own code, templates and mkdocs.yml), alternated with
this one, each run in a fresh process, so that a change is measured beside what it changes at the same load.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def one_build(site_dir: str) -> dict[str, float]:
    """Build the site of the working directory into site_dir; CPU seconds by phase."""
    import logging

    from mkdocs.commands import build as build_module
    from mkdocs.config import load_config
    from mkdocs.plugins import PluginCollection
    from mkdocs.structure.pages import Page

    spent: dict[str, float] = defaultdict(float)

    def timed(name, function):
        def wrapper(*args, **kwargs):
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                spent[name(args) if callable(name) else name] += time.process_time() - start
        return wrapper

    PluginCollection.run_event = timed(lambda args: f"event {args[1]}", PluginCollection.run_event)
    Page.render = timed("Markdown (Page.render)", Page.render)
    build_module._build_page = timed("templates (_build_page)", build_module._build_page)
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    start = time.process_time()
    config = load_config(strict=True, site_dir=site_dir)
    build_module.build(config)
    spent["whole build"] = time.process_time() - start
    return dict(spent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another lawref worktree, measured alternately with this one")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one_build(args.child)))
        return
    trees = [("this", REPO)] + ([("against", args.against.resolve())] if args.against else [])
    results: dict[str, list[dict]] = {label: [] for label, _ in trees}
    print(f"load at the start: {os.getloadavg()}", file=sys.stderr)
    for run in range(args.runs):
        for label, tree in (trees if run % 2 == 0 else trees[::-1]):
            with tempfile.TemporaryDirectory() as site:
                python = tree / ".venv" / "bin" / "python"
                done = subprocess.run([str(python), str(Path(__file__).resolve()), "--child", site], cwd=tree,
                                      env=dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONPATH=str(tree / "tools")),
                                      capture_output=True, text=True)  # the tree's lawref, not the venv's
            if done.returncode:
                sys.exit(f"{label}: {done.stderr[-2000:]}")
            results[label].append(json.loads(done.stdout.strip().splitlines()[-1]))
            print(f"run {run + 1} {label}: {results[label][-1]['whole build']:.2f} s", file=sys.stderr)
    print(f"load at the end: {os.getloadavg()}", file=sys.stderr)
    phases = sorted({p for runs in results.values() for r in runs for p in r},
                    key=lambda p: -statistics.median(r.get(p, 0) for r in results["this"]))
    print(f"| phase (CPU s, median of {args.runs}) | {' | '.join(label for label, _ in trees)} |")
    print("|---|" + "---:|" * len(trees))
    for phase in phases:
        cells = [f"{statistics.median(r.get(phase, 0.0) for r in results[label]):.2f}" for label, _ in trees]
        print(f"| {phase} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
