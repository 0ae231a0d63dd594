"""The back matter's two columns balanced by WeasyPrint 70's own columns_layout and by lawref's rewrite of its
step (renderer._balance_columns_in_fewer_layouts): every line's text and position on every page compared, the
column layouts counted, and the CPU of each, the two alternated. docs/setup.md, round 20.

    .venv/bin/python bench/index_columns.py SOURCE... [--rounds N] [--keep DIR]

SOURCE: a corpus folder or file, whose booklet is built once to take its back matter's HTML (the indexes), or
such an HTML file kept before (--keep DIR writes them there). Exit 1 if any line differs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def back_matter_html(source: Path) -> str:
    """The HTML of the back matter a booklet of `source` lays out."""
    if source.suffix == ".html":
        return source.read_text("utf-8")
    from lawref.booklet import render
    from lawref.corpus.pipeline import load_corpus

    kept: list[str] = []
    back = render._back_matter

    def keep(plan, renderer, *args):
        layout = renderer.layout
        renderer.layout = lambda body: kept.append(body) or layout(body)
        try:
            return back(plan, renderer, *args)
        finally:
            del renderer.layout

    render._back_matter = keep
    try:
        with tempfile.TemporaryDirectory() as tmp:
            render.build_booklet(load_corpus([source]), Path(tmp) / "booklet.pdf")
    finally:
        render._back_matter = back
    return kept[0]


def lines(document) -> list[tuple[int, float, float, str]]:
    """(page, x, y, text) of every line of every page."""
    from weasyprint.formatting_structure.boxes import LineBox, TextBox

    found = []

    def walk(box, page):
        if isinstance(box, LineBox):
            found.append((page, box.position_x, box.position_y, "".join(text_of(box))))
            return
        for child in getattr(box, "children", ()):
            walk(child, page)

    def text_of(box):
        if isinstance(box, TextBox):
            yield box.text
        for child in getattr(box, "children", ()):
            yield from text_of(child)

    for number, page in enumerate(document.pages):
        walk(page._page_box, number)
    return found


def counted_layouts(renderer, html: str) -> int:
    """The layouts of a column made for columns_layout (its own and _balanced_height's), not those nested in them."""
    from weasyprint.layout import block

    layout, columns = block.block_box_layout, block.columns_layout
    entered: list[int] = []  # the depth of block layouts each columns_layout running was called at
    state = {"depth": 0, "count": 0}

    def counting_columns(*args, **kwargs):
        entered.append(state["depth"])
        try:
            return columns(*args, **kwargs)
        finally:
            entered.pop()

    def counting_layout(*args, **kwargs):
        if entered and state["depth"] == entered[-1]:
            state["count"] += 1
        state["depth"] += 1
        try:
            return layout(*args, **kwargs)
        finally:
            state["depth"] -= 1

    block.block_box_layout, block.columns_layout = counting_layout, counting_columns
    try:
        renderer.layout(html)
    finally:
        block.block_box_layout, block.columns_layout = layout, columns
    return state["count"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sources", type=Path, nargs="+")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keep", type=Path)
    args = parser.parse_args(argv)

    from weasyprint.layout import block, column

    from lawref.booklet.renderer import Renderer

    renderer = Renderer()  # installs lawref's columns_layout
    ways = {"weasyprint": column.columns_layout, "lawref": block.columns_layout}
    if ways["lawref"] is ways["weasyprint"]:
        print("lawref's columns_layout is not installed (WeasyPrint's text is not the one rewritten)")
        return 1
    differ = False
    for source in args.sources:
        html = back_matter_html(source)
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            (args.keep / f"{source.stem}-back.html").write_text(html, "utf-8")
        seen, layouts, seconds = {}, {}, {name: [] for name in ways}
        for name, way in ways.items():
            block.columns_layout = way
            seen[name] = lines(renderer.layout(html))
            layouts[name] = counted_layouts(renderer, html)
        load = os.getloadavg()[0]
        for _ in range(args.rounds):
            for name, way in ways.items():
                block.columns_layout = way
                started = time.process_time()
                renderer.layout(html)
                seconds[name].append(time.process_time() - started)
        block.columns_layout = ways["lawref"]
        pages = seen["weasyprint"][-1][0] + 1 if seen["weasyprint"] else 0
        same = seen["weasyprint"] == seen["lawref"]
        print(f"{source}: {pages} pages, {len(seen['weasyprint'])} lines, "
              f"{'every line the same' if same else 'LINES DIFFER'}; load {load:.1f} → {os.getloadavg()[0]:.1f}")
        for name in ways:
            runs = ", ".join(f"{s:.2f}" for s in seconds[name])
            print(f"  {name:10} {layouts[name]:4} column layouts, CPU median {statistics.median(seconds[name]):.2f} s"
                  f" ({runs})")
        if not same:
            differ = True
            for old, new in zip(seen["weasyprint"], seen["lawref"]):
                if old != new:
                    print(f"  first difference: {old} → {new}")
                    break
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
