"""Site benchmark: build time and the weight of a law page, lawref's site beside the site a user would make
without lawref (the same corpus texts as plain Markdown pages in stock mkdocs-material, with its own search).

    .venv/bin/python bench/bench_site.py [--runs 3]

Build time: median wall time of `mkdocs build --strict` over --runs runs (bench/measure.py spawns it).
Page weight: every response a browser (Playwright + /usr/bin/chromium) receives when it opens the page from a
local http.server, raw and gzip-compressed (as a web server would send it), split into HTML, CSS, JS, other;
with the service worker blocked, so the page alone is counted. Offline download: what the service worker then
fetches once to keep the whole site on the phone (the files sw.js lists).
Writes the table to bench/results/site.md (bench/results.py), which docs/benchmarks.md ("Site") shows.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import html
import http.server
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from results import Results

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def baseline_project(root: Path, texts: list[Path] | None = None) -> Path:
    """The alternative: each corpus text (the seeds, or `texts`) as a Markdown page (paragraphs escaped), stock
    Material, no hook."""
    docs = root / "docs"
    docs.mkdir(parents=True)
    pages = []
    for txt in texts or sorted((REPO / "corpus").glob("*.txt")):
        paragraphs = [p.strip() for p in txt.read_text("utf-8").split("\n") if p.strip()]
        body = "\n\n".join(html.escape(p).replace("*", "\\*").replace("_", "\\_") for p in paragraphs)
        (docs / f"{txt.stem}.md").write_text(f"# {html.escape(paragraphs[0])}\n\n{body}\n", "utf-8")
        pages.append(txt.stem)
    (docs / "index.md").write_text("# Правила\n\n" + "\n".join(f"- [{p}]({p}.md)" for p in pages) + "\n", "utf-8")
    (root / "mkdocs.yml").write_text(
        "site_name: baseline\nuse_directory_urls: false\ntheme:\n  name: material\n  language: ru\n  font: false\n"
        "plugins:\n  - search\n  - offline\n", "utf-8")
    return root


def timed_build(project: Path, dest: Path, runs: int) -> float:
    times = []
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    for _ in range(runs):
        out = subprocess.run([sys.executable, str(REPO / "bench/measure.py"), str(BIN / "mkdocs"), "build",
                              "--strict", "-q", "-f", str(project / "mkdocs.yml"), "-d", str(dest)],
                             capture_output=True, text=True, env=env, check=True).stdout.split()
        if out[2] != "0":
            raise SystemExit(f"mkdocs build failed in {project}")
        times.append(float(out[0]))
    return statistics.median(times)


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def page_weight(site: Path, page: str) -> dict[str, tuple[int, int]]:
    """Bytes (raw, gzip) by resource type for everything the browser loads to show `page`."""
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    totals: dict[str, list[int]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            pg = browser.new_context(service_workers="block").new_page()
            bodies = []
            pg.on("response", lambda r: bodies.append(r))
            pg.goto(f"http://127.0.0.1:{server.server_address[1]}/{page}", wait_until="networkidle")
            for response in bodies:
                if response.status != 200:
                    continue
                body = response.body()
                kind = {"document": "html", "stylesheet": "css", "script": "js"}.get(
                    response.request.resource_type, "other")
                entry = totals.setdefault(kind, [0, 0])
                entry[0] += len(body)
                entry[1] += len(gzip.compress(body, compresslevel=6, mtime=0))
            browser.close()
    finally:
        server.shutdown()
    return {k: (v[0], v[1]) for k, v in sorted(totals.items())}


def offline_download(site: Path) -> tuple[int, int, int]:
    """Bytes (raw, gzip for text files) and count of the files the service worker caches."""
    import json
    import re

    files = json.loads(re.search(r"var FILES = (\[.*?\]);", (site / "sw.js").read_text("utf-8"), re.S).group(1))
    raw = packed = 0
    for rel in files:
        data = (site / rel).read_bytes()
        raw += len(data)
        text = rel.endswith((".html", ".css", ".js", ".json", ".webmanifest", ".svg", ".xml"))
        packed += len(gzip.compress(data, compresslevel=6, mtime=0)) if text else len(data)
    return raw, packed, len(files)


def kib(n: int) -> str:
    return f"{n / 1024:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="lawref-bench-site-") as tmp:
        tmp = Path(tmp)
        ours_site, base_site = tmp / "ours", tmp / "baseline-site"
        base = baseline_project(tmp / "baseline")
        t_ours = timed_build(REPO, ours_site, args.runs)
        t_base = timed_build(base, base_site, args.runs)
        w_ours = page_weight(ours_site, "laws/70.html")
        w_base = page_weight(base_site, "000_e2f9e180dbca6f62.html")
        offline = offline_download(ours_site)
        total_o = [sum(v[i] for v in w_ours.values()) for i in (0, 1)]
        total_b = [sum(v[i] for v in w_base.values()) for i in (0, 1)]
        record = Results("site", "make bench-site")
        record.add(f"Seed corpus; build time: median of {args.runs} runs; page weight: every response chromium "
                   "receives for the Law 70 page (the service worker blocked), gzip as a server sends it.", "",
                   "| | lawref | plain Material | ratio |", "|---|---|---|---|",
                   f"| `mkdocs build --strict` (booklet from the cache) | {t_ours:.2f} s | {t_base:.2f} s | "
                   f"{t_ours / t_base:.1f}× |",
                   f"| Law 70 page, all resources, raw | {kib(total_o[0])} KiB | {kib(total_b[0])} KiB | "
                   f"{total_o[0] / total_b[0]:.2f} |",
                   f"| Law 70 page, all resources, gzip | {kib(total_o[1])} KiB | {kib(total_b[1])} KiB | "
                   f"{total_o[1] / total_b[1]:.2f} |")
        for kind in sorted(set(w_ours) | set(w_base)):
            o, b = w_ours.get(kind, (0, 0)), w_base.get(kind, (0, 0))
            ratio = f"{o[1] / b[1]:.2f}" if b[1] else "—"
            record.add(f"| of which {kind}, gzip | {kib(o[1])} KiB | {kib(b[1])} KiB | {ratio} |")
        record.add(f"| offline download after the first visit ({offline[2]} files), gzip / raw | "
                   f"{kib(offline[1])} KiB / {kib(offline[0])} KiB | — | |")
        record.write()

if __name__ == "__main__":
    main()
