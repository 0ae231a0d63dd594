"""Lighthouse accessibility and performance scores of the home page and a law page, with Debian's chromium.

    .venv/bin/python bench/lighthouse_site.py [--lighthouse-dir DIR]

Builds the site into a temp dir, serves it with http.server on 127.0.0.1, and runs npm's `lighthouse` (installed
with `npm install lighthouse` into --lighthouse-dir, or into a temp dir when not given; never committed) with
CHROME_PATH=/usr/bin/chromium and --chrome-flags="--headless --no-sandbox". Prints one line per page, and the
audits that cost accessibility points. README.md "## Site" quotes the output. Target: accessibility >= 95.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAGES = tuple(os.environ.get("LAWREF_LH_PAGES", "index.html laws/70.html laws/27.html").split())
PRESETS = tuple(os.environ.get("LAWREF_LH_PRESETS", "mobile desktop").split())


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


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
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="lawref-lighthouse-") as tmp:
        tmp = Path(tmp)
        cli = ensure_lighthouse(args.lighthouse_dir or tmp / "npm")
        site = tmp / "site"
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)], cwd=REPO,
                       check=True, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            for preset in PRESETS:
                for page in PAGES:
                    report = run(cli, base + page, tmp / "report.json", preset)
                    cats = report["categories"]
                    print(f"{preset:8} {page:16} accessibility {round(cats['accessibility']['score'] * 100):3d}  "
                          f"performance {round(cats['performance']['score'] * 100):3d}")
                    for ref in cats["accessibility"]["auditRefs"]:
                        audit = report["audits"][ref["id"]]
                        if ref["weight"] and audit["score"] is not None and audit["score"] < 1:
                            print(f"{'':26}- {ref['id']}: {audit['title']}")
                            for item in (audit.get("details") or {}).get("items", [])[:4]:
                                node = item.get("node") or {}
                                print(f"{'':30}{node.get('selector', '')}  {node.get('snippet', '')[:120]}")
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
