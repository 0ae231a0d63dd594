"""The site's pages of the red-team books, in one process: `lawref.site.pages.generate` of the first rendering of
each book that is read (the renderings test_redteam makes a site of: tests/test_redteam.py `site_rows`), each
book read first (not timed), then its pages generated and timed with `time.process_time`, and a SHA-256 of every
page (path and Markdown) so that a faster generation is shown to write the same. Run it under the tools of each
side of a change (PYTHONPATH), alternated:

    PYTHONPATH=tools .venv/bin/python bench/site_pages_cpu.py [--repeat N] [--profile FILE]
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=1, help="generate each book's pages this many times")
    parser.add_argument("--profile", type=Path)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO / "tests"))
    import test_redteam
    from lawref.corpus.pipeline import load_corpus
    from lawref.search import situations
    from lawref.site.pages import generate

    rows = test_redteam.rows()
    books = []
    for number in sorted(test_redteam.site_rows()):
        row = rows[number]
        books.append((row["book"], load_corpus([REPO / "tests" / "redteam" / row["book"] / f for f in row["files"]])))
    profile = cProfile.Profile() if args.profile else None
    total, whole = 0.0, hashlib.sha256()
    for name, corpus in books:
        for _ in range(args.repeat):
            situations._placed.clear()  # placed once a corpus, as a build places it: not kept from the last round
            started = time.process_time()
            if profile:
                profile.enable()
            pages = generate(corpus)
            if profile:
                profile.disable()
            total += time.process_time() - started
        whole.update(repr((name, sorted(pages.items()))).encode())
    if profile:
        profile.dump_stats(args.profile)
    print(f"total {total:.2f} s CPU ({len(books)} books x {args.repeat}), all {whole.hexdigest()[:16]}, "
          f"load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
