"""Whether two worktrees of lawref build the same site: `mkdocs build --strict` of the same corpus in each (their
own code, templates and mkdocs.yml, this venv), SOURCE_DATE_EPOCH fixed and one LAWREF_CACHE for both (the same
booklet code typesets the booklet once), then every file of the two sites compared byte for byte (docs/setup.md,
round 20: a change to how the pages are made must leave every page as it was). Exit status 1 when any differs.

    LAWREF_CORPUS=DIR .venv/bin/python bench/site_same.py --against /tmp/main-tree [--keep /tmp/sites] [--cache DIR]
"""

from __future__ import annotations

import argparse
import difflib
import filecmp
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def build(tree: Path, dest: Path, cache: Path) -> float:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", SOURCE_DATE_EPOCH="1764374400", LAWREF_CACHE=str(cache),
               PYTHONPATH=os.pathsep.join(filter(None, [str(tree / "tools"), os.environ.get("PYTHONPATH")])))
    # the tree's own lawref before the venv's editable one; a LAWREF_CORPUS_FACTORY's folder after it
    before = os.times()
    done = subprocess.run([str(REPO / ".venv" / "bin" / "python"), "-m", "mkdocs", "build", "--strict", "-q",
                           "-d", str(dest)], cwd=tree, env=env, capture_output=True, text=True)
    after = os.times()
    if done.returncode:
        sys.exit(f"{tree}: mkdocs build failed:\n{done.stderr[-3000:]}")
    return after.children_user + after.children_system - before.children_user - before.children_system


def files(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, required=True, help="the other worktree (e.g. main's)")
    parser.add_argument("--keep", type=Path, help="build into this folder (this/ and against/) and keep it")
    parser.add_argument("--cache", type=Path, help="the LAWREF_CACHE of both builds (default: a new one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        root = args.keep or Path(scratch)
        cache = args.cache or root / "cache"
        sites = {"against": root / "against", "this": root / "this"}
        cpu = {"against": build(args.against.resolve(), sites["against"], cache),
               "this": build(REPO, sites["this"], cache)}
        left, right = files(sites["against"]), files(sites["this"])
        common = sorted(left & right)
        _, differ, errors = filecmp.cmpfiles(sites["against"], sites["this"], common, shallow=False)
        corpus = os.environ.get("LAWREF_CORPUS_FACTORY") or os.environ.get("LAWREF_CORPUS", "corpus/")
        print(f"corpus {corpus}: {len(common)} files in both, "
              f"{len(left - right)} only against, {len(right - left)} only this, {len(differ) + len(errors)} differ; "
              f"CPU against {cpu['against']:.2f} s, this {cpu['this']:.2f} s (against typesets an uncached booklet)")
        for name in sorted(left ^ right) + differ + errors:
            print(f"  differs: {name}")
            if name in differ and name.endswith((".html", ".js", ".xml", ".json")):
                old = (sites["against"] / name).read_text("utf-8", "replace").splitlines()
                new = (sites["this"] / name).read_text("utf-8", "replace").splitlines()
                print("\n".join(list(difflib.unified_diff(old, new, lineterm="", n=1))[:20]))
        sys.exit(1 if differ or errors or left ^ right else 0)


if __name__ == "__main__":
    main()
