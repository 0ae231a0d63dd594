"""Search benchmark: index build, warm query latency, cold `lawref search` / `lawref show`, peak memory.

Measured on the seed corpus and on a synthetic corpus 100x larger (bench/synth.py), side by side with what a
user would otherwise pick: whoosh with its Snowball analyser (build and warm queries) and `grep -ri` (a cold
search from the shell). Prints a Markdown table and writes it to bench/out/search.md.

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

    from lawref.corpus.pipeline import load_corpus
    from lawref.search import query as q
    from lawref.search.index import write_index

    row: dict = {"label": label}
    started = time.perf_counter()
    corpus = load_corpus([corpus_dir])
    row["parse_s"] = time.perf_counter() - started
    row["clauses"] = len(corpus.clauses)
    row["words"] = sum(len(c.text.split()) for c in corpus.clauses)
    with tempfile.TemporaryDirectory(prefix="lawref-bench-") as tmp:
        ours, theirs = Path(tmp, "ours"), Path(tmp, "snowball")
        ours.mkdir(), theirs.mkdir()
        started = time.perf_counter()
        ix = write_index(corpus, ours)
        row["index_s"] = time.perf_counter() - started
        row["index_mib"] = folder_size(ours) / 2**20
        started = time.perf_counter()
        ix_sb = write_index(corpus, theirs, analyzer=LanguageAnalyzer("ru"))
        row["snowball_index_s"] = time.perf_counter() - started

        latencies, sb_latencies = [], []
        with ix.searcher() as searcher, ix_sb.searcher() as sb_searcher:
            parsed = [q.parse(text) for text in queries]
            sb_parsed = [q.parse(text, words=_snowball_words()) for text in queries]
            for _ in range(2):  # warm caches (lemmas, whoosh term readers)
                for p in parsed:
                    q.run(searcher, p, limit=10)
            for _ in range(rounds):
                for text in queries:
                    t0 = time.perf_counter()
                    q.run(searcher, q.parse(text), limit=10)
                    latencies.append((time.perf_counter() - t0) * 1000)
                for p in sb_parsed:
                    t0 = time.perf_counter()
                    q.run(sb_searcher, p, limit=10)
                    sb_latencies.append((time.perf_counter() - t0) * 1000)
        ix.close(), ix_sb.close()
    row["p50_ms"], row["p99_ms"] = percentile(latencies, 50), percentile(latencies, 99)
    row["sb_p50_ms"], row["sb_p99_ms"] = percentile(sb_latencies, 50), percentile(sb_latencies, 99)

    # Cold processes: a fresh interpreter each time, the index already in the cache.
    cache = Path(tempfile.mkdtemp(prefix="lawref-bench-cache-"))
    env = {**os.environ, "LAWREF_CACHE": str(cache), "LAWREF_CORPUS": str(corpus_dir)}
    try:
        build_s, build_mib, code = run_measured([str(BIN / "lawref"), "index", "--quiet"], env)
        if code:
            raise SystemExit("bench: lawref index failed")
        row["cli_index_s"], row["cli_index_mib"] = build_s, build_mib
        row["cold_search_s"], row["search_mib"] = median_run([str(BIN / "lawref"), "search", "претензии"], env)
        first = corpus.clauses[1].id
        # The first `lawref show` parses the corpus and caches it; later ones (median) read the cache.
        first_s, _, _ = run_measured([str(BIN / "lawref"), "show", first], env)
        row["first_show_s"] = first_s
        row["cold_show_s"], row["show_mib"] = median_run([str(BIN / "lawref"), "show", first], env)
        row["grep_s"], _ = median_run(["grep", "-ri", "претензи", str(corpus_dir)], env)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return row


def _snowball_words():
    from whoosh.analysis import LanguageAnalyzer
    ana = LanguageAnalyzer("ru")
    return lambda word: tuple(t.text for t in ana(word)) or (word.lower(),)


def table(rows: list[dict]) -> str:
    lines = ["| measure | " + " | ".join(r["label"] for r in rows) + " |",
             "|---|" + "---|" * len(rows)]

    def add(name, fmt):
        lines.append(f"| {name} | " + " | ".join(fmt(r) for r in rows) + " |")

    add("clauses / words", lambda r: f"{r['clauses']} / {r['words']}")
    add("parse corpus", lambda r: f"{r['parse_s']:.2f} s")
    add("index build (ours; Snowball; ratio)",
        lambda r: f"{r['index_s']:.2f} s; {r['snowball_index_s']:.2f} s; {r['index_s'] / r['snowball_index_s']:.1f}x")
    add("index size", lambda r: f"{r['index_mib']:.2f} MiB")
    add("`lawref index` process (wall; peak RSS)", lambda r: f"{r['cli_index_s']:.2f} s; {r['cli_index_mib']} MiB")
    add("warm query p50 / p99 (ours)", lambda r: f"{r['p50_ms']:.2f} / {r['p99_ms']:.2f} ms")
    add("warm query p50 / p99 (Snowball)", lambda r: f"{r['sb_p50_ms']:.2f} / {r['sb_p99_ms']:.2f} ms")
    add("cold `lawref search` (peak RSS)", lambda r: f"{r['cold_search_s']:.3f} s ({r['search_mib']} MiB)")
    add("cold `grep -ri` (ratio ours/grep)",
        lambda r: f"{r['grep_s']:.3f} s ({r['cold_search_s'] / r['grep_s']:.0f}x)")
    add("cold `lawref show`, first after a corpus change (parses)", lambda r: f"{r['first_show_s']:.3f} s")
    add("cold `lawref show` (parsed corpus cached)", lambda r: f"{r['cold_show_s']:.3f} s ({r['show_mib']} MiB)")
    return "\n".join(lines)


def main(argv=None) -> int:
    import yaml

    from synth import generate

    parser = argparse.ArgumentParser(description="search benchmark")
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args(argv)
    queries = [e["q"] for e in yaml.safe_load((REPO / "tests/search_eval/queries.yaml").read_text("utf-8"))]
    synth_dir = OUT / "synth"
    generate(synth_dir, args.copies)
    rows = [bench_corpus("seed corpus", REPO / "corpus", queries, args.rounds),
            bench_corpus(f"synthetic {args.copies}x", synth_dir, queries, max(2, args.rounds // 4))]
    text = table(rows)
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    info = (f"{len(queries)} queries from tests/search_eval/queries.yaml; {os.cpu_count()} cores, load average "
            f"{load} (other jobs make the numbers noisy); Python {sys.version.split()[0]}; {time.strftime('%Y-%m-%d')}")
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "search.md").write_text(text + "\n\n" + info + "\n", "utf-8")
    print(text)
    print()
    print(info)
    return 0


if __name__ == "__main__":
    sys.exit(main())
