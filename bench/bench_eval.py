"""Search quality of record (`make bench-eval`): `lawref eval`'s default sets on the seed corpus, and every blind
set on both corpora (the seeds and the whole red-team book), each engine side by side in one run, MRR@10 (recall@5).
Writes bench/results/eval.md; docs/benchmarks.md places it. The blind sets' first runs (the honest numbers) are
in docs/search/; this is today's engine on them.

    .venv/bin/python bench/bench_eval.py [--sets blind4,blind5,blind6,blind7]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from eval_books import EVAL, TRUTH, run  # noqa: E402  (bench/ on the path first)
from results import Results  # noqa: E402

# A set's third file, queries_NAME_fed.yaml (from blind8 on), is over the red-team book fed2018 (41 Laws).
FED2018 = TRUTH.parents[1] / "fed2018" / "truth.json"
ENGINES = ["lawref", "snowball", "plain", "material"]
NAMES = {"lawref": "lawref", "snowball": "whoosh Snowball", "plain": "whoosh, no stemming",
         "material": "Material (lunr, ru)"}


def cell(report, engine: str, category: str | None) -> str:
    res = next(r for r in report.results if r.name == engine)
    if res.error or res.unavailable:
        return "-"
    if category is None:
        return f"{res.mrr10:.3f} ({res.recall5:.3f})"
    n, recall, mrr = report.by_category(res)[category]
    return f"{mrr:.3f} ({recall:.3f})"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", default="blind4,blind5,blind6,blind7")
    args = ap.parse_args(argv)
    from lawref.search.evaluate import DEFAULT_QUERIES

    record = Results("eval", "make bench-eval")
    default = run(list(DEFAULT_QUERIES), ENGINES, None)
    record.add(f"`lawref eval`'s default sets ({len(default.queries)} queries over the seed corpus: "
               + ", ".join(p.name for p in DEFAULT_QUERIES) + "), MRR@10 (recall@5):", "",
               "| category (queries) | " + " | ".join(NAMES[e] for e in ENGINES) + " |",
               "|---|" + "---|" * len(ENGINES))
    for category in default.categories():
        n = default.by_category(next(r for r in default.results if r.name == "lawref"))[category][0]
        record.add(f"| {category} ({n}) | " + " | ".join(cell(default, e, category) for e in ENGINES) + " |")
    record.add(f"| all ({len(default.queries)}) | " + " | ".join(cell(default, e, None) for e in ENGINES) + " |", "")
    record.add("Blind sets on today's engine, all queries, MRR@10 (recall@5); their first runs are in docs/search/:",
               "",
               "| set, corpus (queries) | " + " | ".join(NAMES[e] for e in ENGINES) + " |",
               "|---|" + "---|" * len(ENGINES))
    for name in [s for s in args.sets.split(",") if s]:
        for corpus, suffix, truth in (("seeds", "seed", None), ("whole book", "book", TRUTH),
                                      ("fed2018 book", "fed", FED2018)):
            path = EVAL / f"queries_{name}_{suffix}.yaml"
            if not path.is_file():
                continue
            report = run([path], ENGINES, truth)
            record.add(f"| {name}, {corpus} ({len(report.queries)}) | "
                       + " | ".join(cell(report, e, None) for e in ENGINES) + " |")
    record.write()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
