"""What a page of the built site costs the browser tests, in CPU (this process and the browser's processes, read
from /proc as bench/tlplug.py does): a page opened in a new context (what a test with a context of its own pays),
in a kept tab made clean again (tests/pagepool.py), and in a new context with the site's search scripts or all
its scripts refused (where the rest goes). Each page is let run 1.2 s after its load (the search data loads
then). docs/setup.md, round 18.

    .venv/bin/python bench/browser_pages.py SITE [--pages 6] [--rounds 2]

SITE: a built site (`mkdocs build -d SITE`). Alternated by round; medians are the reader's to take.
"""

from __future__ import annotations

import argparse
import resource
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "bench")]

from pagepool import PagePool  # noqa: E402
from static_site import StaticServer  # noqa: E402
from tlplug import _live_children_cpu  # noqa: E402

import chromium  # noqa: E402

VIEWPORT = {"width": 1280, "height": 900}


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    return own.ru_utime + own.ru_stime + _live_children_cpu()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--pages", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    browser = chromium.shared_browser()
    pool = PagePool(browser)
    with StaticServer(args.site) as server:
        page_url = server.url + "laws/70.html"

        def fresh(block: str | None = None):
            context = browser.new_context(viewport=VIEWPORT, locale="ru-RU")
            if block:
                context.route(block, lambda route: route.abort())
            page = context.new_page()
            page.goto(page_url)
            page.wait_for_timeout(1200)
            context.close()

        def kept():
            with pool.page(viewport=VIEWPORT, locale="ru-RU") as page:
                page.goto(page_url)
                page.wait_for_timeout(1200)

        kinds = {"new context": fresh, "kept tab (pagepool)": kept,
                 "new context, search scripts refused": lambda: fresh("**/assets/js/search-*"),
                 "new context, every script refused": lambda: fresh("**/*.js")}
        for run in kinds.values():
            run()  # warm: the browser started, the files read once
        for round_ in range(args.rounds):
            for name, run in kinds.items():
                start = _cpu()
                for _ in range(args.pages):
                    run()
                print(f"round {round_ + 1}  {name:38} {(_cpu() - start) / args.pages:.3f} s CPU a page", flush=True)
    pool.close()
    chromium.stop_shared()


if __name__ == "__main__":
    main()
