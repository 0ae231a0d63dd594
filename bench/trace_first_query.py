"""CPU of each browser thread during one pasted first query, from a Chromium trace: where a first query's work goes
beside the worker's own (bench/probe_first_query.py marks the worker's phases; this shows the network service's and
the browser's share of each request, which Material's first query, making none, does not pay).

    .venv/bin/python bench/trace_first_query.py SITE START_PAGE QUERY [TRACE.json]

Opens SITE (built by bench_site_search.py) as the bench does, waits for READY, traces the paste (the click into the
box, the fill, the key: the page's main thread's share is mostly theirs and the results' rendering) and the query
until just after its RESULT, and prints each thread's top-level trace events: wall and CPU (thread time), ms, with
the heaviest event names. Numbers in docs/benchmarks.md.
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site_search as b  # noqa: E402 (bench/ on the path)

CATEGORIES = ["devtools.timeline", "v8", "toplevel", "disabled-by-default-devtools.timeline", "loading", "netlog",
              "blink"]


def per_thread(trace: dict | list) -> list[tuple[str, str, float, float, list[tuple[str, float]]]]:
    """(process, thread, wall ms, CPU ms, [(event, CPU ms)] heaviest first) of each thread's top-level events."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    threads, processes = {}, {}
    for e in events:
        if e.get("ph") == "M" and e["name"] == "thread_name":
            threads[(e["pid"], e["tid"])] = e["args"]["name"]
        if e.get("ph") == "M" and e["name"] == "process_name":
            processes[e["pid"]] = e["args"]["name"]
    by_thread = collections.defaultdict(list)
    for e in events:
        if e.get("ph") == "X" and "dur" in e:
            by_thread[(e["pid"], e["tid"])].append(e)
    out = []
    for key, found in by_thread.items():
        found.sort(key=lambda e: (e["ts"], -e["dur"]))
        top, end = [], -1
        for e in found:  # an event inside another of its thread is the other's work
            if e["ts"] >= end:
                top.append(e)
                end = e["ts"] + e["dur"]
        names = collections.Counter()
        for e in top:
            names[e["name"]] += e.get("tdur", e["dur"]) / 1000
        out.append((processes.get(key[0], "?"), threads.get(key, "?"), sum(e["dur"] for e in top) / 1000,
                    sum(e.get("tdur", 0) for e in top) / 1000, names.most_common(3)))
    return sorted(out, key=lambda row: -row[3])


def main() -> int:
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    root, start, query = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    path = Path(sys.argv[4]) if len(sys.argv) > 4 else Path("/tmp/trace_first_query.json")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=b.CHROMIUM, args=b.CHROMIUM_ARGS)
        b.warm_up(browser, root)
        httpd, base = b.serve(root)
        try:
            context, page = b.open_page(browser, base, start)
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
