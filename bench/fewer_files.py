"""Fewer files a round for a pasted first query, counted without a browser: what the start pack holding larger
shards, or text files cut longer, would save in requests and cost in bytes.

A pasted first query on a large collection waits for two rounds of requests, its words' shards and then its
results' texts, and chromium spends time on each file of a round (bench/probe_first_query.py). Two layouts give
fewer files within the same data:

  --pack N,...   every shard file of at most N bytes in pack.js (lawref.site.search_data.PACK_SHARD_BYTES, 500):
                 the shard files a first query still asks for, and pack.js's growth (gzip -6), which every first
                 query fetches
  --text N,...   text files cut at N characters (rules.toml data.text_shard_chars, 12000; the build's rule, as
                 lawref.search.build cuts them): the text files a first query asks for and their bytes (gzip -6)

Each first query is the engine under Node (tests/node/first_query.mjs, site_src/assets/js), fresh, with the meta
and the start pack in hand. --write PREFIX also writes a copy of SITE for each text length, PREFIX-tN, with its
text files and meta.textShard re-cut, for bench/first_query_ab.py (the same site but for its text files).

    .venv/bin/python bench/fewer_files.py SITE [--pack 500,1000,2000] [--text 12000,24000,48000] [--book]
                                               [--write PREFIX]

SITE is a site built by bench_site_search.py (bench/out/site-search/synth100-lawref) or a folder holding
search/lawref (bench/shard_texts.py --book writes the red-team book's, bench/out/shard-texts-book); the queries are
the eval files', or with --book the book sets of the training rounds 16-32. Numbers in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "tests" / "node" / "first_query.mjs"
JS_DIR = REPO / "site_src" / "assets" / "js"
DATA = "search/lawref"
EVAL = [REPO / "tests" / "search_eval" / name for name in ("queries.yaml", "queries_typed.yaml")]
BOOK_SETS = range(16, 33)  # the book sets that are training data (docs/search.md); never a held-out one
sys.path.insert(0, str(REPO / "tools"))

from lawref.search.store import shard_file  # noqa: E402 (tools/ on the path)
from lawref.site.search_data import data_file  # noqa: E402

sys.path.insert(0, str(REPO / "bench"))
from shard_texts import value  # noqa: E402 (a data file's JSON value)


def gz(data: bytes) -> int:
    return len(gzip.compress(data, 6))


def first_queries(data: Path, queries: list[str]) -> dict:
    node = shutil.which("node")
    if not node:
        raise SystemExit("fewer_files: node is not installed")
    done = subprocess.run([node, str(SCRIPT), str(JS_DIR), str(data), *queries], capture_output=True, text=True,
                          check=False)
    if done.returncode:
        raise SystemExit(f"fewer_files: {done.stderr.strip()}")
    return json.loads(done.stdout)


def recut(site: Path, dest: Path, limit: int, pages: bool) -> None:
    """A copy of `site` (its pages too when `pages`, else its search data only) whose text files are cut at `limit`
    characters, as lawref.search.build cuts them (an entry starts a new file when the text so far and its own would
    pass the limit; headings count after)."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(site if pages else site / DATA, dest if pages else dest / DATA)
    data = dest / DATA
    meta = value(data / "meta.js")
    entries = [entry for n in range(max(meta["textShard"]) + 1) for entry in value(data / "t" / f"{n}.js")]
    for path in (data / "t").glob("*.js"):
        path.unlink()
    texts: list[list] = [[]]
    shard, size = [], 0
    for entry in entries:
        heading, text = entry[2], entry[3]
        if texts[-1] and size + len(text) > limit:
            texts.append([])
            size = 0
        texts[-1].append(entry)
        size += len(text) + len(heading)
        shard.append(len(texts) - 1)
    for n, docs in enumerate(texts):
        (data / "t" / f"{n}.js").write_text(data_file(f"t/{n}", docs), "utf-8")
    meta["textShard"] = shard
    (data / "meta.js").write_text(data_file("meta", meta), "utf-8")


def text_row(data: Path, queries: list[str], limit: int) -> str:
    got = first_queries(data, queries)
    sizes: dict[str, int] = {}
    files, size = [], []
    for query in queries:
        names = [name for names in got[query]["rounds"] for name in names if name.startswith("t/")]
        for name in names:
            if name not in sizes:
                sizes[name] = gz((data / f"{name}.js").read_bytes())
        files.append(len(names))
        size.append(sum(sizes[name] for name in names) / 1024)
    whole = sum(gz(path.read_bytes()) for path in (data / "t").glob("*.js")) / 1024
    return (f"| {limit} | {len(list((data / 't').glob('*.js')))} | {whole:.1f} | {statistics.mean(files):.2f} "
            f"| {statistics.median(files):g} | {statistics.mean(size):.1f} | {statistics.median(size):.1f} "
            f"| {max(size):.1f} | {size[0]:.1f} |")


def pack_rows(data: Path, queries: list[str], limits: list[int]) -> list[str]:
    got = first_queries(data, queries)
    sizes = {path.name: path.stat().st_size for path in (data / "s").glob("*.js")}
    pack = value(data / "pack.js")
    base = gz((data / "pack.js").read_bytes())
    rows = []
    for limit in limits:
        grown = dict(pack, shards=dict(pack["shards"]))
        moved = 0
        for path in sorted((data / "s").glob("*.js")):
            code = path.read_text("utf-8")
            key = json.loads(code[code.index("[") + 1:code.index("]=")])[2:]  # its name, "s/KEY"
            if sizes[path.name] <= limit and key not in grown["shards"]:
                grown["shards"][key] = value(path)
                moved += 1
        growth = (gz(data_file("pack", grown).encode("utf-8")) - base) / 1024
        still, first = [], []
        for query in queries:
            rounds = got[query]["rounds"]
            asked = [[name for name in names if not name.startswith("s/")
                      or sizes.get(shard_file(name[2:]) + ".js", 0) > limit] for names in rounds]
            still.append(sum(1 for names in asked for name in names if name.startswith("s/")))
            first.append(len(asked[0]) if asked else 0)
        rows.append(f"| {limit} | {moved} | +{growth:.1f} | {statistics.mean(still):.2f} "
                    f"| {statistics.mean(first):.2f} | {sum(1 for n in still if n == 0)} |")
    return rows


def numbers(text: str) -> list[int]:
    """A comma-separated list of positive whole numbers (argparse's type: a bad one is its usage message)."""
    try:
        out = [int(n) for n in text.split(",")]
    except ValueError:
        out = []
    if not out or min(out) <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: expected whole numbers separated by commas, e.g. 12000,24000")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--pack", type=numbers, default=[], help="pack thresholds in bytes, comma-separated")
    parser.add_argument("--text", type=numbers, default=[], help="text file lengths in characters, comma-separated")
    parser.add_argument("--book", action="store_true", help="the book query sets (training rounds 16-32)")
    parser.add_argument("--write", type=Path, help="write a re-cut copy of SITE for each text length, PREFIX-tN")
    args = parser.parse_args()
    data = args.site / DATA
    if not (data / "meta.js").exists():
        raise SystemExit(f"fewer_files: {data}: no search data (build the site with bench/bench_site_search.py)")
    if args.book:
        paths = [REPO / "tests" / "search_eval" / f"queries_blind{n}_book.yaml" for n in BOOK_SETS]
    else:
        paths = EVAL
    queries = list(dict.fromkeys(e["q"] for path in paths if path.exists()
                                 for e in yaml.safe_load(path.read_text("utf-8"))))
    print(f"{args.site}: {len(queries)} first queries, each with the meta and the start pack in hand")
    if args.pack:
        print("\n| pack shards of at most (bytes) | shards moved in | pack.js grows (KiB gzip) "
              "| shard files a first query | first-round files | first queries with no shard file |"
              "\n|---|---|---|---|---|---|")
        print("\n".join(pack_rows(data, queries, args.pack)))
    if args.text:
        print("\n| text files cut at (chars) | text files | all texts (KiB gzip) | text files a first query (mean) "
              "| (median) | its texts (KiB gzip, mean) | (median) | (most) "
              "| the first query's texts (the bench's, on the eval files) |"
              "\n|---|---|---|---|---|---|---|---|---|")
        with tempfile.TemporaryDirectory() as tmp:
            for limit in args.text:
                dest = Path(f"{args.write}-t{limit}") if args.write else Path(tmp) / f"t{limit}"
                recut(args.site, dest, limit, bool(args.write))
                print(text_row(dest / DATA, queries, limit))
    return 0


if __name__ == "__main__":
    sys.exit(main())
