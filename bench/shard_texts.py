"""What it would cost a pasted first query to find its results' texts in its first round: each shard carrying the
texts of its terms' best documents (the N documents each term alone ranks first, by its BM25F), so that a query
whose results are all among its shards' best documents waits for one round, not two (docs/benchmarks.md, round
20). Counted without a browser: lawref's engine under Node (tests/node/first_query.mjs) gives each query's first
round of shards and its results; this script adds to each shard file the texts of its best documents (as the text
files write them) and prints, for each N, the documents a shard would carry, the bytes the shards would gain
(gzip -6, each file on its own, as a server sends them), how many first queries would find every result's text in
their first round, the texts still missing, and the bytes a first query would fetch more (its first round's shard
files; the start pack's shards, in hand before the query, are left out of both counts, so the pack's own growth is
not counted).

    .venv/bin/python bench/shard_texts.py SITE QUERIES.yaml... [--best 1,3,10]
    .venv/bin/python bench/shard_texts.py --book [--best 1,3,10]

SITE is a built site (bench/out/site-search/synth100-lawref, with tests/search_eval/queries.yaml and
queries_typed.yaml); --book writes the red-team whole book's search data (tests/redteam/modern/out/book_lo.docx,
846 documents) into bench/out/shard-texts-book and reads it with the book query sets 18-20, as round 18 did.
A comparison of data layouts, not a number of record: `make bench` does not run it.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "tests" / "node" / "first_query.mjs"
BOOK = REPO / "tests" / "redteam" / "modern" / "out" / "book_lo.docx"
BOOK_SITE = REPO / "bench" / "out" / "shard-texts-book"
BOOK_QUERIES = [REPO / "tests" / "search_eval" / f"queries_blind{n}_book.yaml" for n in (18, 19, 20)]
EVAL_QUERIES = [REPO / "tests" / "search_eval" / name for name in ("queries.yaml", "queries_typed.yaml")]


def value(path: Path):
    """A data file's JSON value (lawref.site.search_data.data_file: one assignment)."""
    code = path.read_text("utf-8")
    return json.loads(code[code.index("]=") + 2:code.rindex(";")])


def first_queries(data: Path, queries: list[str]) -> dict:
    node = shutil.which("node")
    if not node:
        raise SystemExit("shard_texts: node is not installed")
    done = subprocess.run([node, str(SCRIPT), str(REPO / "site_src" / "assets" / "js"), str(data), *queries],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"shard_texts: {done.stderr.strip()}")
    return json.loads(done.stdout)


def best_documents(entry: dict, meta: dict, n: int) -> list[int]:
    """The n documents a term's postings score highest (text and title, as search-engine.js Ranker.field)."""
    ranking = meta["ranking"]
    hits = entry.get("p", [])
    rows = [hits[i:i + 3] for i in range(0, len(hits), 3)]
    scores: collections.Counter = collections.Counter()
    for field, column in (("text", 1), ("title", 2)):
        df = sum(1 for row in rows if row[column])
        idf = math.log(meta["docs"] / (df + 1)) + 1
        boost, lengths, avg = ranking["boost"][field], meta["lengths"][field], meta["avgLength"][field]
        doc = 0
        for row in rows:
            doc += row[0]
            if row[column]:
                weight = row[column] * boost
                scores[doc] += idf * weight * (ranking["k1"] + 1) / (
                    weight + ranking["k1"] * (1 - ranking["b"] + ranking["b"] * lengths[doc] / avg))
    return [doc for doc, _ in scores.most_common(n)]


def gz(text: str) -> int:
    return len(gzip.compress(text.encode("utf-8"), 6))


def report(data: Path, queries: list[str], bests: list[int]) -> list[str]:
    meta = value(data / "meta.js")
    texts = {}
    for path in (data / "t").glob("*.js"):
        number = int(path.stem)
        start = meta["textShard"].index(number)
        for i, entry in enumerate(value(path)):
            texts[start + i] = entry
    shards = {}
    for path in (data / "s").glob("*.js"):
        code = path.read_text("utf-8")
        shards[json.loads(code[code.index("[") + 1:code.index("]=")])] = code  # its name, "s/KEY"
    got = first_queries(data, queries)
    first = {q: [name for name in (v["rounds"][0] if v["rounds"] else []) if name.startswith("s/")]
             for q, v in got.items()}
    lines = [f"{data}: {meta['docs']} documents, {len(shards)} shard files, {len(got)} first queries (distinct) "
             f"(a first round of {statistics.mean(len(f) for f in first.values()):.2f} shard files on average)"]
    for n in bests:
        carried, more = {}, {}
        for name, code in shards.items():
            shard = json.loads(code[code.index("]=") + 2:code.rindex(";")])
            docs = sorted({doc for entry in shard.get("p", {}).values() for doc in best_documents(entry, meta, n)})
            carried[name] = set(docs)
            extra = json.dumps([texts[doc] for doc in docs], ensure_ascii=False, separators=(",", ":"))
            # a section of the shard's own (its JSON object's last member), the file otherwise as written
            more[name] = gz(code[:code.rindex("}")] + ',"x":' + extra + "};\n") - gz(code)
        whole, missing, extra = 0, [], []
        for query, v in got.items():
            have = set().union(*(carried[name] for name in first[query]))
            missing.append(sum(doc not in have for doc in v["docs"]))
            whole += not missing[-1]
            extra.append(sum(more[name] for name in first[query]) / 1024)
        lines.append(f"- the {n} best documents of each term: {statistics.mean(len(c) for c in carried.values()):.0f} "
                     f"documents a shard (at most {max(len(c) for c in carried.values())}), the shards "
                     f"+{sum(more.values()) / 1024:.0f} KiB gzip in all; first queries with every result's text in "
                     f"their first round {whole} of {len(got)}, texts still missing {statistics.mean(missing):.2f} a "
                     f"query; a first query fetches +{statistics.mean(extra):.1f} KiB (median "
                     f"{statistics.median(extra):.1f}, at most {max(extra):.1f})")
    return lines


def book_data() -> Path:
    """The red-team book's search data as the site writes it (no pages: only what this count reads)."""
    sys.path.insert(0, str(REPO / "tools"))
    from lawref.corpus.pipeline import load_corpus
    from lawref.site import search_data

    corpus = load_corpus([str(BOOK)])
    target = BOOK_SITE / search_data.DATA_DIR
    shutil.rmtree(target, ignore_errors=True)
    for rel, content in search_data.files(search_data.build_search_data(corpus)).items():
        path = target / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, "utf-8")
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", type=Path)
    parser.add_argument("queries", nargs="*", type=Path)
    parser.add_argument("--book", action="store_true", help="the red-team book with the book query sets 18-20")
    parser.add_argument("--best", default="1,3,10", help="documents kept per term, comma-separated (default 1,3,10)")
    args = parser.parse_args()
    if args.book:
        data, files = book_data(), BOOK_QUERIES
    elif args.site:
        data, files = args.site / "search" / "lawref", args.queries or EVAL_QUERIES
    else:
        parser.error("give a SITE or --book")
    queries = [e["q"] for path in files for e in yaml.safe_load(path.read_text("utf-8"))]
    print(f"load average {' / '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("\n".join(report(data, queries, [int(n) for n in args.best.split(",")])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
