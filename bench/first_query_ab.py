"""A pasted (or typed) first query on two builds of lawref's site and on Material's, taking turns in one run: the
before and after of a change to the browser's search, beside Material, at the same moment of a shared machine.

bench_site_search.py measures one lawref site against Material's, with every pass; this runs only its first-query
series (bench_site_search.first_visit: a fresh visit, READY waited for, the query pasted, or typed key by key), over
the bench's 7 first-visit queries, the three sites taking turns visit by visit, pasted `--runs` times and typed
`--typed-runs` times; per site, the median over the runs of the median of the 7 visits, paste (or last key) ->
drawn and QUERY -> RESULT, each run's medians, the ratios to Material, and the load average; printed, and written
to bench/out/first_query_ab.md (a comparison of two builds, not a number of record: `make bench` does not run it).

    .venv/bin/python bench/first_query_ab.py BEFORE AFTER MATERIAL START_PAGE [--runs 5] [--typed-runs 3] [--gzip NAME]

BEFORE and AFTER are lawref sites (e.g. bench/out/site-search/synth100-lawref built by main, and a copy with the
branch's scripts put in), MATERIAL the same corpus built with LAWREF_SEARCH=material; START_PAGE laws/170.html at
100x. --gzip NAME (before, after, material; repeatable) serves that site gzip -6 (Content-Encoding), as a server set
to compress does; by default every file goes as it is, as in bench_site_search.py. Numbers in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site_search as b  # noqa: E402 (bench/ on the path)
from results import load_average, machine  # noqa: E402

OUT = b.OUT / "first_query_ab.md"  # a comparison of two builds, not a number of record: quoted in the docs by hand


def series(browser, sites: dict, queries: list[str], start: str, runs: int, typed: bool,
           compressed: frozenset = frozenset()) -> dict:
    """site -> runs -> the 7 visits' (QUERY -> RESULT, drawn, texts drawn) in ms, the sites taking turns visit by
    visit; the sites named in `compressed` served gzip."""
    out: dict[str, list[list[tuple[float, float, float]]]] = {name: [] for name in sites}
    for _ in range(runs):
        visits: dict[str, list[tuple[float, float, float]]] = {name: [] for name in sites}
        for visit in range(b.FIRST_VISITS):
            query = queries[visit * len(queries) // b.FIRST_VISITS]
            for name, root in sites.items():
                visits[name].append(b.first_visit(browser, root, query, start, typed, name in compressed))
        for name in sites:
            out[name].append(visits[name])
    return out


def rows(label: str, got: dict) -> list[str]:
    """Table rows: each site's medians (drawn, texts drawn, result), each run's, and the ratios to Material."""
    def median(runs, n):
        return statistics.median(statistics.median(t[n] for t in v) for v in runs)

    out = []
    for name, runs in got.items():
        cells = []
        for n in (1, 2):
            each = ", ".join(f"{statistics.median(t[n] for t in v):.1f}" for v in runs)
            ratio = "" if name == "material" else (
                f"{median(runs, n) / median(got['material'], n):.2f} ("
                + ", ".join(f"{statistics.median(t[n] for t in v) / statistics.median(t[n] for t in m):.2f}"
                            for v, m in zip(runs, got["material"])) + ")")
            cells += [each, ratio]
        out.append(f"| {label} | {name} | {median(runs, 1):.1f} | {median(runs, 2):.1f} | {median(runs, 0):.1f} | "
                   + " | ".join(cells) + " |")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("material", type=Path)
    parser.add_argument("start")
    parser.add_argument("--runs", type=int, default=5, help="series of pasted first queries (default 5)")
    parser.add_argument("--typed-runs", type=int, default=3, help="series of typed first queries (default 3; 0: none)")
    parser.add_argument("--gzip", action="append", default=[], choices=("before", "after", "material"),
                        help="serve this site gzip -6, as a server set to compress sends it (default: every file as "
                             "it is, as bench_site_search.py does); may be repeated")
    args = parser.parse_args()
    queries = [e["q"] for name in ("queries.yaml", "queries_typed.yaml")
               for e in yaml.safe_load((b.REPO / "tests/search_eval" / name).read_text("utf-8"))]
    sites = {"before": args.before, "after": args.after, "material": args.material}
    command = (f"bench/first_query_ab.py {args.before} {args.after} {args.material} {args.start} --runs {args.runs} "
               f"--typed-runs {args.typed_runs}" + "".join(f" --gzip {name}" for name in args.gzip))
    lines = [f"Measured by `{command}` on {datetime.date.today().isoformat()}; {machine()}; load average (1 / 5 / 15 "
             f"min) {load_average()} at the start."]
    load = [os.getloadavg()[0]]
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=b.CHROMIUM, args=b.CHROMIUM_ARGS)
        b.warm_up(browser, args.before)
        compressed = frozenset(args.gzip)
        pasted = series(browser, sites, queries, args.start, args.runs, False, compressed)
        load.append(os.getloadavg()[0])
        typed = (series(browser, sites, queries, args.start, args.typed_runs, True, compressed)
                 if args.typed_runs else None)
        load.append(os.getloadavg()[0])
        browser.close()
    lines += ["", f"A first query on two builds of lawref's site (before, after) and on Material's, taking turns "
              f"visit by visit (chromium, http, {args.start}): the median over the runs of the median of the "
              f"{b.FIRST_VISITS} fresh visits (the bench's first-visit queries), in ms. Drawn: from the paste's "
              "input event (or the last key's) to the results drawn in Material's list (lawref's list may come "
              "before its texts: its count, order, links and titles, each text's place held); texts drawn: to the "
              "results drawn with their texts (Material's, and lawref's when no list came first: the same moment); "
              "result: QUERY -> the first RESULT. "
              "Load average (1 min) at the start, after the pasted runs and after the typed: "
              + ", ".join(f"{x:.1f}" for x in load) + "."]
    lines += ["", "| first query | site | drawn | texts drawn | result | each run's drawn "
              "| drawn / Material's (each run) | each run's texts drawn | texts drawn / Material's (each run) |",
              "|---|---|---|---|---|---|---|---|---|", *rows(f"pasted, {args.runs} runs", pasted),
              *(rows(f"typed, {args.typed_runs} runs", typed) if typed else [])]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
