"""Encoding detection: lawref.corpus.decode beside charset-normalizer alone (what a user would otherwise pick).

Snippets of the seed texts (n consecutive words, and whole files) are encoded in CP1251, CP866 and KOI8-R;
a detection is right when the decoded text equals the original. Snippets without Cyrillic letters are
skipped (lawref refuses them by design). Also times the decoding of the whole seeds. Writes the tables to
bench/results/decode.md (bench/results.py).

    .venv/bin/python bench/bench_decode.py [--samples 200]
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import time
from pathlib import Path

from results import Results

REPO = Path(__file__).resolve().parents[1]
ENCODINGS = ("cp1251", "cp866", "koi8-r")


def lawref_decode(data: bytes) -> str | None:
    from lawref.corpus.decode import decode
    from lawref.errors import LawrefError

    try:
        return decode(data, "bench.txt")[0]
    except LawrefError:
        return None


def charset_normalizer_decode(data: bytes) -> str | None:
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    return str(best) if best is not None else None


def snippets(text: str, size: int, samples: int, rng: random.Random) -> list[str]:
    words = text.split()
    out = []
    while len(out) < samples:
        start = rng.randrange(len(words) - size)
        snippet = " ".join(words[start:start + size])
        if re.search(r"[А-яЁё]", snippet):
            out.append(snippet)
    return out


def timed(fn, data: bytes, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn(data)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200, help="snippets per size and encoding")
    args = parser.parse_args()
    rng = random.Random(2026)
    record = Results("decode", "make bench-decode")
    seeds = sorted((REPO / "corpus").glob("*.txt"))
    texts = [p.read_text(encoding="utf-8") for p in seeds]
    both = "\n".join(texts)

    rows = ["| text | encodings | cases | lawref right | charset-normalizer right |", "|---|---|---:|---:|---:|"]
    for size in (1, 3, 10, 30):
        cases = [(s, e) for e in ENCODINGS for s in snippets(both, size, args.samples, rng)]
        ours = sum(lawref_decode(s.encode(e)) == s for s, e in cases)
        theirs = sum(charset_normalizer_decode(s.encode(e)) == s for s, e in cases)
        rows.append(f"| {size} word{'s' if size > 1 else ''} | {', '.join(ENCODINGS)} | {len(cases)} | "
                    f"{100 * ours / len(cases):.1f} % | {100 * theirs / len(cases):.1f} % |")
    cases = [(t, e) for e in ENCODINGS for t in texts]
    ours = sum(lawref_decode(t.encode(e)) == t for t, e in cases)
    theirs = sum(charset_normalizer_decode(t.encode(e)) == t for t, e in cases)
    rows.append(f"| whole seed files | {', '.join(ENCODINGS)} | {len(cases)} | {100 * ours / len(cases):.1f} % | "
                f"{100 * theirs / len(cases):.1f} % |")

    rows += ["", "| decoding the whole seeds (median of 5) | lawref | charset-normalizer | ratio |",
             "|---|---:|---:|---:|"]
    for seed, text in zip(seeds, texts):
        for encoding in ("utf-8", "cp1251"):
            data = text.encode(encoding)
            ours_s, theirs_s = timed(lawref_decode, data), timed(charset_normalizer_decode, data)
            rows.append(f"| {seed.name} ({len(data)} bytes, {encoding}) | {1000 * ours_s:.2f} ms | "
                        f"{1000 * theirs_s:.2f} ms | {ours_s / theirs_s:.2f} |")
    record.add(*rows)
    record.write()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
