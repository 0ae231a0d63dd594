"""CPU of each browser thread during a pasted first query, from a Chromium trace: where a first query's work goes
beside the worker's own (bench/probe_first_query.py marks the worker's phases; this shows the network service's and
the browser's share of each request, which Material's first query, making none, does not pay).

    .venv/bin/python bench/trace_first_query.py SITE START_PAGE QUERY [TRACE.json]
    .venv/bin/python bench/trace_first_query.py SITE START_PAGE QUERY... --against MATERIAL [--runs 5]

Opens SITE (built by bench_site_search.py) as the bench does, waits for READY, traces the paste (the click into the
box, the fill, the key: the page's main thread's share is mostly theirs and the results' rendering) and the query
until just after its RESULT, and prints each thread's top-level trace events: wall and CPU (thread time), ms, with
the heaviest event names.

With --against (Material's site of the same corpus) the two sites take turns, each of the QUERYs once a run, and
only the paste -> drawn window counts (the bench's *drawn*: from the box's input event to the results drawn in
Material's list; an event straddling it counts by the part inside): per thread, the median over the visits of its
CPU in that window, for both sites side by side, with the median paste -> drawn and the load average. Numbers in
docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site_search as b  # noqa: E402 (bench/ on the path)

CATEGORIES = ["devtools.timeline", "v8", "toplevel", "disabled-by-default-devtools.timeline", "loading", "netlog",
              "blink", "blink.user_timing"]
SYNC_MARK = "trace-first-query-sync"  # a performance.mark whose trace timestamp ties the page's clock to the trace's


def thread_names(events: list) -> dict:
    """(pid, tid) -> "process / thread"."""
    threads, processes = {}, {}
    for e in events:
        if e.get("ph") == "M" and e["name"] == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
        if e.get("ph") == "M" and e["name"] == "process_name":
            processes[e["pid"]] = e["args"]["name"]
    return {key: f"{processes.get(key[0], '?')} / {name}" for key, name in threads.items()}


def top_level(events: list) -> dict:
    """(pid, tid) -> that thread's top-level complete events (an event inside another of its thread is the other's
    work), in time order."""
    by_thread = collections.defaultdict(list)
    for e in events:
        if e.get("ph") == "X" and "dur" in e:
            by_thread[(e["pid"], e["tid"])].append(e)
    out = {}
    for key, found in by_thread.items():
        found.sort(key=lambda e: (e["ts"], -e["dur"]))
        top, end = [], -1
        for e in found:
            if e["ts"] >= end:
                top.append(e)
                end = e["ts"] + e["dur"]
        out[key] = top
    return out


def per_thread(trace: dict | list) -> list[tuple[str, str, float, float, list[tuple[str, float]]]]:
    """(process, thread, wall ms, CPU ms, [(event, CPU ms)] heaviest first) of each thread's top-level events."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    names = thread_names(events)
    out = []
    for key, top in top_level(events).items():
        counts = collections.Counter()
        for e in top:
            counts[e["name"]] += e.get("tdur", e["dur"]) / 1000
        process, _, thread = names.get(key, "? / ?").partition(" / ")
        out.append((process, thread, sum(e["dur"] for e in top) / 1000, sum(e.get("tdur", 0) for e in top) / 1000,
                    counts.most_common(3)))
    return sorted(out, key=lambda row: -row[3])


def window_cpu(trace: dict | list, start: float, end: float) -> dict[str, float]:
    """"process / thread" -> CPU ms of its top-level events within [start, end] (trace µs): an event straddling an
    edge counts by the part of its wall time inside. Threads of the same name (a pool's) are summed."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    names = thread_names(events)
    out: dict[str, float] = collections.defaultdict(float)
    for key, top in top_level(events).items():
        for e in top:
            inside = min(end, e["ts"] + e["dur"]) - max(start, e["ts"])
            if inside > 0 and e["dur"] > 0:
                out[names.get(key, "? / ?")] += e.get("tdur", 0) / 1000 * inside / e["dur"]
    return dict(out)


def traced_visit(browser, root: Path, start: str, query: str, path: Path) -> tuple[float, float, dict[str, float]]:
    """One fresh visit, the query pasted under a trace: (QUERY -> RESULT ms, paste -> drawn ms, CPU by thread in the
    paste -> drawn window)."""
    httpd, base = b.serve(root)
    try:
        context, page = b.open_page(browser, base, start)
        page.wait_for_timeout(300)
        browser.start_tracing(path=str(path), categories=CATEGORIES)
        # the page's clock at a mark the trace also holds: the paste and the drawing, timed by the page, in trace µs
        at = page.evaluate(f"() => {{ performance.mark('{SYNC_MARK}'); return performance.now(); }}")
        took = b.type_query(page, query)
        drawn = b.pasted_drawn(page)
        pasted = page.evaluate("() => { const b = window.__bench; return b.inputs.filter(t => t <= b.used).at(-1); }")
        page.wait_for_timeout(100)
        browser.stop_tracing()
        context.close()
    finally:
        httpd.shutdown()
    trace = json.loads(path.read_text())
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    mark = next(e["ts"] for e in events if e.get("name") == SYNC_MARK)
    zero = mark - at * 1000
    return took, drawn, window_cpu(trace, zero + pasted * 1000, zero + (pasted + drawn) * 1000)


def side_by_side(roots: dict[str, Path], start: str, queries: list[str], runs: int) -> str:
    """The sites taking turns visit by visit, each query once a run: a table of each thread's median CPU in the
    paste -> drawn window, per site."""
    from playwright.sync_api import sync_playwright

    from results import load_average

    seen: dict[str, list[tuple[float, float, dict[str, float]]]] = {name: [] for name in roots}
    load_start = load_average()
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as tmp:
        browser = playwright.chromium.launch(executable_path=b.CHROMIUM, args=b.CHROMIUM_ARGS)
        for root in roots.values():
            b.warm_up(browser, root)
        for _ in range(runs):
            for query in queries:
                for name, root in roots.items():
                    seen[name].append(traced_visit(browser, root, start, query, Path(tmp) / "trace.json"))
        browser.close()
    threads = sorted({t for visits in seen.values() for _, _, cpu in visits for t in cpu},
                     key=lambda t: -max(statistics.median(cpu.get(t, 0.0) for _, _, cpu in v) for v in seen.values()))

    def med(name: str, pick) -> float:
        return statistics.median(pick(v) for v in seen[name])

    names = list(roots)
    lines = [f"{len(seen[names[0]])} visits a site ({runs} runs of {len(queries)} queries, the sites taking turns); "
             f"load average (1 / 5 / 15 min) {load_start} at the start, {load_average()} at the end; ms, medians",
             "", "| | " + " | ".join(names) + " |", "|---|" + "---|" * len(names),
             "| paste -> drawn | " + " | ".join(f"{med(n, lambda v: v[1]):.1f}" for n in names) + " |",
             "| QUERY -> RESULT | " + " | ".join(f"{med(n, lambda v: v[0]):.1f}" for n in names) + " |",
             "| CPU in the window, all threads | "
             + " | ".join(f"{med(n, lambda v: sum(v[2].values())):.1f}" for n in names) + " |"]
    for thread in threads:
        values = [med(n, lambda v, t=thread: v[2].get(t, 0.0)) for n in names]
        if max(values) >= 0.5:
            lines.append(f"| {thread} | " + " | ".join(f"{x:.1f}" for x in values) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("start")
    parser.add_argument("queries", nargs="+", help="the query (and, alone, optionally the trace's path)")
    parser.add_argument("--against", type=Path, help="Material's site of the same corpus: side by side")
    parser.add_argument("--runs", type=int, default=5, help="with --against: runs of the queries (default 5)")
    args = parser.parse_args()
    if args.against:
        roots = {"lawref": args.site, "material": args.against}
        print(side_by_side(roots, args.start, args.queries, args.runs))
        return 0
    query = args.queries[0]
    path = Path(args.queries[1]) if len(args.queries) > 1 else Path(tempfile.gettempdir()) / "trace_first_query.json"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=b.CHROMIUM, args=b.CHROMIUM_ARGS)
        b.warm_up(browser, args.site)
        httpd, base = b.serve(args.site)
        try:
            context, page = b.open_page(browser, base, args.start)
            page.wait_for_timeout(300)
            browser.start_tracing(path=str(path), categories=CATEGORIES)
            took = b.type_query(page, query)
            page.wait_for_timeout(100)
            browser.stop_tracing()
            context.close()
        finally:
            httpd.shutdown()
        browser.close()
    print(f"{query!r}: {took:.1f} ms, QUERY -> RESULT; trace {path}")
    for process, thread, wall, cpu, names in per_thread(json.loads(path.read_text())):
        if wall >= 0.5:
            print(f"{process[:14]:14} {thread[:30]:30} wall {wall:7.1f} cpu {cpu:7.1f}  "
                  + ", ".join(f"{n} {v:.1f}" for n, v in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
