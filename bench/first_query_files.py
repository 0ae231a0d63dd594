"""The requests a first query makes in the browser, counted without a browser: for every eval query, lawref's engine
(site_src/assets/js, under Node: tests/node/first_query.mjs) fresh, the meta and the start pack in hand, searches
a built site's data; its rounds of requests and the files in each are printed as a summary (rounds, shard files and
text files per first query, the worst queries). A round costs a first query ~5 ms for one file and ~20-30 ms for six
on the shared machine (chromium's per-request work, whatever the server: bench/probe_first_query.py times them), so
this count is the part of a pasted first query's wait that no load changes.

    .venv/bin/python bench/first_query_files.py SITE [JS_DIR]

SITE is a site built by bench_site_search.py (bench/out/site-search/synth100-lawref); JS_DIR the engine's scripts
(default: the site's own, SITE/assets/js). Numbers in docs/benchmarks.md.
"""

from __future__ import annotations

import collections
import json
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "tests" / "node" / "first_query.mjs"


def counts(site: Path, js_dir: Path, queries: list[str]) -> dict:
    node = shutil.which("node")
    if not node:
        raise SystemExit("first_query_files: node is not installed")
    done = subprocess.run([node, str(SCRIPT), str(js_dir), str(site / "search" / "lawref"), *queries],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"first_query_files: {done.stderr.strip()}")
    return json.loads(done.stdout)


def main() -> int:
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    site = Path(sys.argv[1])
    js_dir = Path(sys.argv[2]) if len(sys.argv) > 2 else site / "assets" / "js"
    queries = [e["q"] for name in ("queries.yaml", "queries_typed.yaml")
               for e in yaml.safe_load((REPO / "tests/search_eval" / name).read_text("utf-8"))]
    got = counts(site, js_dir, queries)
    rows = []
    for query in queries:
        rounds = got[query]["rounds"]
        shards = sum(1 for names in rounds for name in names if name.startswith("s/"))
        texts = sum(1 for names in rounds for name in names if name.startswith("t/"))
        rows.append((texts + shards, query, len(rounds), shards, texts, len(set(got[query]["results"]))))
    rounds = dict(sorted(collections.Counter(r[2] for r in rows).items()))
    shards, texts, results = ([r[k] for r in rows] for k in (3, 4, 5))
    print(f"{len(rows)} eval queries, a first query each: rounds {rounds}; shard files mean "
          f"{statistics.mean(shards):.2f} (median {statistics.median(shards)}), text files mean "
          f"{statistics.mean(texts):.2f} (median {statistics.median(texts)}), text files of the results mean "
          f"{statistics.mean(results):.2f}")
    print("most files: " + "; ".join(f"{q!r} {s}+{t} in {n} rounds" for _, q, n, s, t, _ in sorted(rows)[::-1][:5]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
