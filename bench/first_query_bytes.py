"""What a first query fetches for search in the browser, file by file: bench_site_search.py's "first query fetches"
column (the search files requested from opening the page to the first query's results, raw and gzip -6), without
its timed series (one visit, a minute at 100x instead of the bench's twenty).

    .venv/bin/python bench/first_query_bytes.py SITE START_PAGE [QUERY] [--material MATERIAL_SITE]

SITE is a site built by bench_site_search.py (bench/out/site-search/synth100-lawref, start page laws/170.html);
QUERY the bench's first (the first of tests/search_eval/queries.yaml) unless given; MATERIAL_SITE the same corpus
built with LAWREF_SEARCH=material, for the ratio to Material's whole search_index.json (gzip -6).
"""

from __future__ import annotations

import argparse
import gzip
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site_search as b  # noqa: E402 (bench/ on the path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("start")
    parser.add_argument("query", nargs="?")
    parser.add_argument("--material", type=Path, help="the same corpus's site built with LAWREF_SEARCH=material")
    args = parser.parse_args()
    query = args.query or yaml.safe_load((b.REPO / "tests/search_eval/queries.yaml").read_text("utf-8"))[0]["q"]
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=b.CHROMIUM, args=b.CHROMIUM_ARGS)
        httpd, base = b.serve(args.site)
        try:
            urls: list[str] = []
            context, page = b.open_page(browser, base, args.start, urls)
            b.type_query(page, query)
            fetched = list(urls)
            context.close()
        finally:
            httpd.shutdown()
            browser.close()
    files, raw, gz = b.fetched_bytes(args.site, fetched)
    print(f"first query {query!r} on {args.site}")
    seen = []
    for url in fetched:
        path = unquote(urlsplit(url).path)
        if any(p in path for p in b.SEARCH_PATHS) and path not in seen:
            seen.append(path)
            data = (args.site / path.lstrip("/")).read_bytes()
            print(f"  {len(gzip.compress(data, 6)):>8} {len(data):>9}  {path}")
    print(f"  {gz:>8} {raw:>9}  {files} files: {b.kib(gz)} gzip, {b.kib(raw)} raw")
    if args.material:
        whole = b.material_index_gzip(args.material)
        print(f"Material's whole search_index.json: {b.kib(whole)} gzip; ratio {gz / whole:.3f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
