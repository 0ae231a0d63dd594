"""Search quality of query sets on both corpora in one run: the seed corpus (corpus/) and a whole book (the
red-team book tests/redteam/modern/truth.json, read straight from its truth by tests/truth_corpus.py, no parsing;
--truth names another book's truth, e.g. tests/redteam/fed2018/truth.json).

A set is a pair of files, `queries_NAME_seed.yaml` and `queries_NAME_book.yaml` in tests/search_eval/ (or any
files given with --seed / --book). Prints MRR@10 per category, seed / book, for each engine asked for, and
with --misses the queries whose first hit is wrong, each with the rank of its first relevant clause.

    .venv/bin/python bench/eval_books.py blind4 blind5 [--engines lawref,snowball] [--misses] [--json]
    .venv/bin/python bench/eval_books.py --seed tests/search_eval/queries_typed.yaml
    .venv/bin/python bench/eval_books.py --book tests/search_eval/queries_blind8_fed.yaml \
        --truth tests/redteam/fed2018/truth.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EVAL = REPO / "tests" / "search_eval"
TRUTH = REPO / "tests" / "redteam" / "modern" / "truth.json"
sys.path.insert(0, str(REPO / "tests"))


def run(files: list[Path], engines: list[str], truth: Path | None):
    """evaluate() over `files` on the seeds, or (a truth given) on that book (load_corpus swapped for it)."""
    from lawref.corpus import pipeline
    from lawref.search import evaluate

    if truth is None:
        return evaluate.evaluate(files, engines)
    from truth_corpus import corpus_from_truth

    # A truth.json is made into a corpus as its author wrote it; any other file (a commentary's rendering, which
    # corpus_from_truth does not model) is read by lawref itself, as a reader would open it.
    saved = pipeline.load_corpus
    corpus = corpus_from_truth(truth) if truth.suffix == ".json" else saved([truth])
    pipeline.load_corpus = lambda paths=None: corpus
    try:
        return evaluate.evaluate(files, engines)
    finally:
        pipeline.load_corpus = saved


def misses(report, name: str) -> list[str]:
    result = next(r for r in report.results if r.name == name)
    out = []
    for q, ranking in zip(report.queries, result.rankings):
        if ranking[:1] and ranking[0] in q.relevant:
            continue
        rank = next((i for i, cid in enumerate(ranking, 1) if cid in q.relevant), None)
        out.append(f"  [{q.category}] {q.query!r}: first relevant at {rank or '-'}; top {ranking[:3]} "
                   f"(want {list(q.relevant)[:3]})")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="*", help="set names: tests/search_eval/queries_NAME_{seed,book}.yaml")
    ap.add_argument("--seed", action="append", default=[], type=Path, help="a query file over the seed corpus")
    ap.add_argument("--book", action="append", default=[], type=Path, help="a query file over the whole book")
    ap.add_argument("--truth", default=TRUTH, type=Path,
                    help="the truth.json the --book queries are over, or a rendering lawref reads (a commentary)")
    ap.add_argument("--engines", default="lawref")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    seed = [EVAL / f"queries_{s}_seed.yaml" for s in args.sets] + args.seed
    book = [EVAL / f"queries_{s}_book.yaml" for s in args.sets] + args.book
    missing = [p for p in seed + book + [args.truth] if not p.is_file()]
    if missing:
        print(f"eval_books: {missing[0]}: no such file", file=sys.stderr)
        return 2
    if not seed and not book:
        ap.error("name a set or give --seed / --book files")
    engines = args.engines.split(",")
    reports = {"seed": run(seed, engines, None) if seed else None,
               "book": run(book, engines, args.truth) if book else None}
    reports = {k: r for k, r in reports.items() if r is not None}
    if args.json:
        print(json.dumps({k: r.as_json() for k, r in reports.items()}, ensure_ascii=False, indent=1))
        return 0
    cats = list(dict.fromkeys(c for r in reports.values() for c in r.categories()))
    heads = [f"{e} {k}" for e in engines for k in reports]
    print("| category | " + " | ".join(heads) + " |")
    print("|---|" + "---|" * len(heads))
    for cat in cats + ["all"]:
        cells = []
        for e in engines:
            for r in reports.values():
                res = next(x for x in r.results if x.name == e)
                if res.error or res.unavailable:
                    cells.append("-")
                elif cat == "all":
                    cells.append(f"{res.mrr10:.3f} ({len(r.queries)})")
                else:
                    got = r.by_category(res).get(cat) if cat in r.categories() else None
                    cells.append(f"{got[2]:.3f} ({got[0]})" if got else "")
        print(f"| {cat} | " + " | ".join(cells) + " |")
    if args.misses:
        for k, r in reports.items():
            for e in engines:
                print(f"\n{e} on the {k} corpus, first hit wrong:")
                print("\n".join(misses(r, e)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
