"""Lighthouse accessibility and performance scores of the home page and a law page, with Debian's chromium.

    .venv/bin/python bench/lighthouse_site.py [--lighthouse-dir DIR]

    .venv/bin/python bench/lighthouse_site.py --runs 3 --lighthouse-dir /tmp/lh

Builds the site into a temp dir, serves it with http.server on 127.0.0.1, and runs npm's `lighthouse` (installed
with `npm install lighthouse` into --lighthouse-dir, or into a temp dir when not given; never committed) with
CHROME_PATH=/usr/bin/chromium and --chrome-flags="--headless --no-sandbox". Prints one line per page, the
audits that cost accessibility points, and the first-load timings; with --runs N each page is measured N times
and the median (and the range) is printed, as Lighthouse's simulated throttling varies from run to run on a
busy machine. Two servers: http.server as it is (no compression: the old baseline) and the same with gzip,
as GitHub Pages, nginx with gzip_types, or any CDN sends text. Writes the scores' table to
bench/results/lighthouse.md (bench/results.py), which docs/benchmarks.md ("Site") shows.
Targets: accessibility 100, performance >= 95 on mobile.

Lighthouse 12 dropped its PWA category, so installability is asked of Chromium itself, as its install prompt
decides it: a persistent (non-incognito) profile opens the home page, waits for the service worker, and
`Page.getInstallabilityErrors` (DevTools protocol) must return no errors.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from results import Results

REPO = Path(__file__).resolve().parents[1]
PAGES = tuple(os.environ.get("LAWREF_LH_PAGES", "index.html laws/70.html laws/27.html").split())
PRESETS = tuple(os.environ.get("LAWREF_LH_PRESETS", "mobile desktop").split())


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Gzipped(Quiet):
    """Text files gzip-compressed (-6) when the client accepts it, as a production web server sends them."""

    TEXT = (".html", ".css", ".js", ".json", ".webmanifest", ".svg", ".xml")

    def do_GET(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix not in self.TEXT or "gzip" not in self.headers.get("Accept-Encoding", "") \
                or not path.is_file():
            return super().do_GET()
        body = gzip.compress(path.read_bytes(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def ensure_lighthouse(directory: Path) -> Path:
    cli = directory / "node_modules" / ".bin" / "lighthouse"
    if not cli.exists():
        directory.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--prefix", str(directory), "lighthouse"],
                       check=True)
    return cli


def run(cli: Path, url: str, out: Path, preset: str) -> dict:
    env = dict(os.environ, CHROME_PATH="/usr/bin/chromium")
    cmd = [str(cli), url, "--quiet", "--output=json", f"--output-path={out}",
           "--only-categories=accessibility,performance", "--chrome-flags=--headless --no-sandbox --disable-gpu"]
    if preset == "desktop":
        cmd.append("--preset=desktop")
    subprocess.run(cmd, check=True, env=env)
    return json.loads(out.read_text("utf-8"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lighthouse-dir", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=1, help="runs per page and preset (the median is printed)")
    args = parser.parse_args()
    record = Results("lighthouse", f".venv/bin/python bench/lighthouse_site.py --runs {args.runs}")
    scores: dict[tuple[str, str, str], str] = {}
    installable = ""
    with tempfile.TemporaryDirectory(prefix="lawref-lighthouse-") as tmp:
        tmp = Path(tmp)
        cli = ensure_lighthouse(args.lighthouse_dir or tmp / "npm")
        site = tmp / "site"
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)], cwd=REPO,
                       check=True, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
        for name, handler in (("plain", Quiet), ("gzip", Gzipped)):
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
            threading.Thread(target=server.serve_forever, daemon=True).start()
            base = f"http://127.0.0.1:{server.server_address[1]}/"
            try:
                for preset in PRESETS:
                    for page in PAGES:
                        reports = [run(cli, base + page, tmp / "report.json", preset) for _ in range(args.runs)]
                        scores[name, preset, page] = summarise(name, preset, page, reports)
                if name == "plain":
                    installable = installability(base, tmp / "profile")
                    print("installable (Chromium, Page.getInstallabilityErrors):", installable)
            finally:
                server.shutdown()
    record.add(f"Median of {args.runs} run(s) per page and preset (the runs in brackets); served by http.server "
               "as it is (plain) and with gzip.", "",
               "| page | accessibility | " + " | ".join(f"performance, {p}: plain / gzip" for p in PRESETS) + " |",
               "|---|---|" + "---|" * len(PRESETS))
    for page in PAGES:
        a11y = scores["plain", PRESETS[0], page].split(" ", 1)[0]
        cells = [" / ".join(scores[server, preset, page].split(" ", 1)[1] for server in ("plain", "gzip"))
                 for preset in PRESETS]
        record.add(f"| `{page}` | {a11y} | " + " | ".join(cells) + " |")
    record.add("", f"Installable (Chromium's own check, `Page.getInstallabilityErrors`): {installable}.")
    record.write()


def summarise(server: str, preset: str, page: str, reports: list[dict]) -> str:
    """Prints the page's scores and the audits that cost accessibility points; returns "A11Y PERF (RUNS)"."""
    def median(values):
        return statistics.median(values)

    perf = [round(r["categories"]["performance"]["score"] * 100) for r in reports]
    a11y = [round(r["categories"]["accessibility"]["score"] * 100) for r in reports]
    ms = {key: median([r["audits"][key]["numericValue"] for r in reports])
          for key in ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time")}
    print(f"{server:5} {preset:8} {page:16} accessibility {median(a11y):3.0f}  performance {median(perf):3.0f} "
          f"(runs {sorted(perf)})  FCP {ms['first-contentful-paint'] / 1000:.1f} s, "
          f"LCP {ms['largest-contentful-paint'] / 1000:.1f} s, TBT {ms['total-blocking-time']:.0f} ms")
    report = reports[0]
    for ref in report["categories"]["accessibility"]["auditRefs"]:
        audit = report["audits"][ref["id"]]
        if ref["weight"] and audit["score"] is not None and audit["score"] < 1:
            print(f"{'':26}- {ref['id']}: {audit['title']}")
            for item in (audit.get("details") or {}).get("items", [])[:4]:
                node = item.get("node") or {}
                print(f"{'':30}{node.get('selector', '')}  {node.get('snippet', '')[:120]}")
    runs = f" ({', '.join(str(p) for p in perf)})" if len(perf) > 1 else ""
    return f"{median(a11y):.0f} {median(perf):.0f}{runs}"


def installability(base: str, profile: Path) -> str:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(str(profile), executable_path="/usr/bin/chromium",
                                                       args=["--no-sandbox", "--disable-gpu"])
        try:
            page = context.new_page()
            page.goto(base)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            cdp = context.new_cdp_session(page)
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        finally:
            context.close()
    return "yes" if not errors else "no: " + ", ".join(e["errorId"] for e in errors)


if __name__ == "__main__":
    main()
