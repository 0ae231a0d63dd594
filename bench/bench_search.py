"""Search benchmark: data build, warm query latency, cold `lawref search` / `lawref show`, peak memory.

Measured on the seed corpus and on a synthetic corpus 100x larger (bench/synth.py), side by side with what a
user would otherwise pick: whoosh with its Snowball analyser (build and warm queries) and `grep -ri` (a cold
search from the shell), and a bare `python -c pass` started the same way in the same run (cold times are also
given as a ratio to it, since the machine's speed and load change). Queries: both eval files
(tests/search_eval/queries.yaml and queries_typed.yaml), with the thesaurus, related words, typo and layout
handling on (they always are). Writes the table to bench/results/search.md (bench/results.py).

    .venv/bin/python bench/bench_search.py [--copies 100] [--rounds 20]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out"
BIN = Path(sys.executable).parent
sys.path.insert(0, str(REPO / "bench"))

from results import Results  # noqa: E402 (bench/ on the path)


def run_measured(argv: list[str], env: dict) -> tuple[float, int, int]:
    """(wall seconds, peak RSS in MiB, exit code) of one child process, measured by bench/measure.py."""
    out = subprocess.run([sys.executable, str(REPO / "bench" / "measure.py"), *argv], env=env,
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), int(out[1]) // 1024, int(out[2])


def median_run(argv, env, times=7):
    runs = [run_measured(argv, env) for _ in range(times)]
    bad = [r for r in runs if r[2] not in (0, 1)]
    if bad:
        raise SystemExit(f"bench: {' '.join(argv)} exited {bad[0][2]}")
    return statistics.median(r[0] for r in runs), max(r[1] for r in runs)


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def bench_corpus(label: str, corpus_dir: Path, queries: list[str], rounds: int) -> dict:
    from whoosh.analysis import LanguageAnalyzer
    from whoosh.fields import ID, TEXT, Schema
    from whoosh.index import create_in
    from whoosh.qparser import MultifieldParser, OrGroup

    from lawref.corpus.pipeline import load_corpus
    from lawref.search import engine, query as q, store
    from lawref.search.build import documents
    from lawref.search.index import build_data

    row: dict = {"label": label}
    started = time.perf_counter()
    corpus = load_corpus([corpus_dir])
    row["parse_s"] = time.perf_counter() - started
    row["clauses"] = len(corpus.clauses)
    row["words"] = sum(len(c.text.split()) for c in corpus.clauses)
    with tempfile.TemporaryDirectory(prefix="lawref-bench-") as tmp:
        started = time.perf_counter()
        data = build_data(corpus)
        store.write(data, Path(tmp, "ours"))
        row["index_s"] = time.perf_counter() - started
        row["index_mib"] = folder_size(Path(tmp, "ours")) / 2**20
        ours = store.Store(Path(tmp, "ours"))
        Path(tmp, "snowball").mkdir()
        started = time.perf_counter()
        schema = Schema(id=ID(stored=True, unique=True), title=TEXT(analyzer=LanguageAnalyzer("ru"), field_boost=3.0),
                        text=TEXT(analyzer=LanguageAnalyzer("ru")))
        ix_sb = create_in(str(Path(tmp, "snowball")), schema)
        with ix_sb.writer() as writer:
            for doc in documents(corpus):
                writer.add_document(id=doc["id"], title=doc["title"], text=doc["text"])
        row["snowball_index_s"] = time.perf_counter() - started

        latencies, sb_latencies = [], []
        and_parser = MultifieldParser(["title", "text"], schema)
        or_parser = MultifieldParser(["title", "text"], schema, group=OrGroup)
        with ix_sb.searcher() as sb_searcher:
            def ours_once(text):
                try:
                    engine.search(ours, q.read(text, ours), limit=10)
                except q.QueryError:
                    pass

            def snowball_once(text):
                hits = sb_searcher.search(and_parser.parse(text), limit=10)
                if hits.is_empty():
                    sb_searcher.search(or_parser.parse(text), limit=10)

            for text in queries:  # warm: every shard read once
                ours_once(text)
                snowball_once(text)
            for _ in range(rounds):
                for text in queries:
                    t0 = time.perf_counter()
                    ours_once(text)
                    latencies.append((time.perf_counter() - t0) * 1000)
                    t0 = time.perf_counter()
                    snowball_once(text)
                    sb_latencies.append((time.perf_counter() - t0) * 1000)
        ix_sb.close()
    row["p50_ms"], row["p99_ms"] = percentile(latencies, 50), percentile(latencies, 99)
    row["sb_p50_ms"], row["sb_p99_ms"] = percentile(sb_latencies, 50), percentile(sb_latencies, 99)

    # Cold processes: a fresh interpreter each time, the data already in the cache.
    cache = Path(tempfile.mkdtemp(prefix="lawref-bench-cache-"))
    env = {**os.environ, "LAWREF_CACHE": str(cache), "LAWREF_CORPUS": str(corpus_dir)}
    try:
        build_s, build_mib, code = run_measured([str(BIN / "lawref"), "index", "--quiet"], env)
        if code:
            raise SystemExit("bench: lawref index failed")
        row["cli_index_s"], row["cli_index_mib"] = build_s, build_mib
        row["pass_s"], _ = median_run([sys.executable, "-c", "pass"], env, times=15)
        row["cold_search_s"], row["search_mib"] = median_run([str(BIN / "lawref"), "search", "претензии"], env, 15)
        row["cold_typo_s"], _ = median_run([str(BIN / "lawref"), "search", "пас вне очерди"], env, 15)
        first = corpus.clauses[1].id
        # The first `lawref show` parses the corpus and caches it; later ones (median) read the cache.
        first_s, _, _ = run_measured([str(BIN / "lawref"), "show", first], env)
        row["first_show_s"] = first_s
        row["cold_show_s"], row["show_mib"] = median_run([str(BIN / "lawref"), "show", first], env, 15)
        row["grep_s"], _ = median_run(["grep", "-ri", "претензи", str(corpus_dir)], env)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return row


def table(rows: list[dict]) -> str:
    lines = ["| measure | " + " | ".join(r["label"] for r in rows) + " |",
             "|---|" + "---|" * len(rows)]

    def add(name, fmt):
        lines.append(f"| {name} | " + " | ".join(fmt(r) for r in rows) + " |")

    def vs_python(seconds, r):
        return f"{seconds:.3f} s ({seconds / r['pass_s']:.1f}x python)"

    add("clauses / words", lambda r: f"{r['clauses']} / {r['words']}")
    add("parse corpus", lambda r: f"{r['parse_s']:.2f} s")
    add("search data build (ours; Snowball index; ratio)",
        lambda r: f"{r['index_s']:.2f} s; {r['snowball_index_s']:.2f} s; {r['index_s'] / r['snowball_index_s']:.1f}x")
    add("search data size", lambda r: f"{r['index_mib']:.2f} MiB")
    add("`lawref index` process (wall; peak RSS)", lambda r: f"{r['cli_index_s']:.2f} s; {r['cli_index_mib']} MiB")
    add("warm query p50 / p99 (ours, thesaurus on)", lambda r: f"{r['p50_ms']:.2f} / {r['p99_ms']:.2f} ms")
    add("warm query p50 / p99 (whoosh Snowball)", lambda r: f"{r['sb_p50_ms']:.2f} / {r['sb_p99_ms']:.2f} ms")
    add("bare `python -c pass`", lambda r: f"{r['pass_s']:.3f} s")
    add("cold `lawref search претензии` (peak RSS)",
        lambda r: f"{vs_python(r['cold_search_s'], r)}; {r['search_mib']} MiB")
    add("cold `lawref search пас вне очерди` (a typo)", lambda r: vs_python(r["cold_typo_s"], r))
    add("cold `grep -ri` (ratio ours/grep)",
        lambda r: f"{r['grep_s']:.3f} s ({r['cold_search_s'] / r['grep_s']:.0f}x)")
    add("cold `lawref show`, first after a corpus change (parses)", lambda r: f"{r['first_show_s']:.3f} s")
    add("cold `lawref show` (parsed corpus cached; peak RSS)",
        lambda r: f"{vs_python(r['cold_show_s'], r)}; {r['show_mib']} MiB")
    return "\n".join(lines)


def main(argv=None) -> int:
    import yaml

    from synth import generate

    parser = argparse.ArgumentParser(description="search benchmark")
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args(argv)
    queries = [e["q"] for name in ("queries.yaml", "queries_typed.yaml")
               for e in yaml.safe_load((REPO / "tests/search_eval" / name).read_text("utf-8"))]
    synth_dir = OUT / "synth"
    generate(synth_dir, args.copies)
    record = Results("search", "make bench-search")
    rows = [bench_corpus("seed corpus", REPO / "corpus", queries, args.rounds),
            bench_corpus(f"synthetic {args.copies}x", synth_dir, queries, max(2, args.rounds // 4))]
    record.add(f"{len(queries)} warm queries from tests/search_eval/queries*.yaml, {args.rounds} rounds on the seed "
               f"corpus and {max(2, args.rounds // 4)} on the synthetic one (bench/synth.py, {args.copies} copies).",
               "", table(rows))
    record.write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
