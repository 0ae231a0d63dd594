"""Write docs/benchmarks.md: its hand-written prose, and between each pair of markers the section a bench wrote.

    .venv/bin/python scripts/gen_benchmarks_doc.py          # rewrite docs/benchmarks.md
    .venv/bin/python scripts/gen_benchmarks_doc.py --check  # exit 1 when docs/benchmarks.md is stale

Each bench writes its numbers of record to bench/results/NAME.md (bench/results.py says how). The page places
them with a marker line, `<!-- results: NAME -->`; the generator puts the file's text after it, closed by
`<!-- end results: NAME -->`, replacing whatever stood between the two before. A results file the page does not
place yet is added at the end of the page, under "Other benchmarks", with its markers, so it can be moved.
`make bench` runs every bench and then this; tests/test_benchmarks_doc.py runs the check.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAGE = REPO / "docs" / "benchmarks.md"
RESULTS = REPO / "bench" / "results"
START = re.compile(r"^<!-- results: ([\w-]+) -->$")
END = "<!-- end results: {} -->"
OTHERS = "## Other benchmarks"


class StaleError(Exception):
    """A marker the generator cannot fill: its message is one line naming docs/benchmarks.md:LINE."""


def render(page: str, results: Path = RESULTS, page_name: str = "docs/benchmarks.md") -> str:
    """The page with every marked section replaced by its results file, and unplaced results added at the end."""
    sections = {p.stem: p.read_text("utf-8").strip("\n") for p in sorted(results.glob("*.md"))}
    lines, out, placed, i = page.split("\n"), [], set(), 0
    while i < len(lines):
        found = START.match(lines[i])
        out.append(lines[i])
        i += 1
        if not found:
            continue
        name = found.group(1)
        if name not in sections:
            raise StaleError(f"{page_name}:{i}: no bench/results/{name}.md: run its bench (make bench-{name}) "
                             "or remove the marker")
        if name in placed:
            raise StaleError(f"{page_name}:{i}: the results of {name} are placed twice: remove one marker")
        placed.add(name)
        end = END.format(name)
        rest = lines[i:]
        if end in rest:  # drop the old text between the markers
            nxt = next((k for k, line in enumerate(rest) if START.match(line)), len(rest))
            if rest.index(end) > nxt:
                raise StaleError(f"{page_name}:{i}: the results of {name} are not closed before the next "
                                 f"marker: add {end}")
            i += rest.index(end) + 1
        out += ["", sections[name], "", end]
    text = "\n".join(out).rstrip("\n") + "\n"
    unplaced = [name for name in sections if name not in placed]
    if unplaced:
        if OTHERS not in text:
            text += f"\n{OTHERS}\n\nSections of benches this page does not place yet (move the markers).\n"
        for name in unplaced:
            text += f"\n### {name}\n\n<!-- results: {name} -->\n\n{sections[name]}\n\n{END.format(name)}\n"
    return text


def write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when docs/benchmarks.md is stale")
    args = parser.parse_args(argv)
    current = PAGE.read_text("utf-8")
    try:
        text = render(current)
    except StaleError as err:
        print(f"gen_benchmarks_doc: {err}", file=sys.stderr)
        return 1
    if args.check:
        if text != current:
            print("gen_benchmarks_doc: docs/benchmarks.md is stale: run .venv/bin/python "
                  "scripts/gen_benchmarks_doc.py", file=sys.stderr)
            return 1
        return 0
    if text != current:
        write(PAGE, text)
        print("gen_benchmarks_doc: wrote docs/benchmarks.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
