"""The training sets' situation queries that miss (first hit wrong, or the wanted clause below the third), sorted by
cause, on the seed corpus and the red-team whole book (issue 17, round 23):

- lacks: no entry of the situation index (meta.situations, placed on the collection) names a wanted clause;
- words: an entry names one, but the query does not tell it (its words do not meet the entry's: rules.toml
  [situations] min_words, min_share), or tells it under `meets_share` (scored, no concept met);
- ranking: a told entry names a wanted clause, and another document ranks first: the first hit meets as many of
  the query's concepts or more at the same or better tiers (text words of a generic word above the index's match),
  or another entry told as well names it;
- spread: no document meets every concept of the query, and the wanted clause meets fewer than the first hit: the
  query's words stand in several clauses, none holds them all.

    .venv/bin/python bench/situation_causes.py --train 4-10,12,14,16-34 [--list CAUSE]

Training sets only by default; the held sets' misses are not read (bench/eval_cv.py's rule).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from eval_cv import EVAL, REDTEAM, numbers, store_for  # noqa: E402


def diagnose(corpus, store, path: Path):
    from lawref.search import engine, evaluate, query
    from lawref.search.dataformat import NO_DOC
    from lawref.search.rules import RULES

    rules = RULES["situations"]
    ids = [store.text(n).id for n in range(len(store.meta["textShard"]))]
    entries = store.meta.get("situations", ())
    for q in evaluate.load_queries([path], corpus):
        if q.category != "situations":
            continue
        reading = query.read(q.query, store)
        hits, _ = engine.search(store, reading, limit=10)
        got = [h.id for h in hits]
        rank = next((n for n, cid in enumerate(got, 1) if cid in q.relevant), None)
        if rank == 1:
            continue
        wanted = {n for n, cid in enumerate(ids) if cid in q.relevant}
        said = engine.query_lemmas(reading)
        # a heading with no words of its own (NO_DOC) names the documents under it
        naming = [(words, docs) for words, docs, under in entries
                  if wanted & (set(docs) | {d for doc, below in zip(docs, under) if doc == NO_DOC for d in below})]
        best = 0.0
        for words, _docs in naming:
            met = sum(1 for lemmas in words if any(lemma in said for lemma in lemmas))
            if met >= min(rules["min_words"], len(words)) and met >= rules["min_share"] * len(words):
                best = max(best, met / len(words))
        top = hits[0] if hits else None
        coverage = {h.id: h.coverage for h in hits}
        wanted_cov = max((coverage.get(cid, 0) for cid in q.relevant), default=0)
        if not naming:
            cause = "lacks"
        elif best < rules["meets_share"]:
            cause = "words"
        elif top is not None and top.coverage < len(reading.concepts) and wanted_cov < top.coverage:
            cause = "spread"
        else:
            cause = "ranking"
        yield cause, q, rank, got[:3]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", default="4-10,12,14,16-34")
    ap.add_argument("--list", default="", help="print the queries of these causes (by commas, or «all»)")
    args = ap.parse_args(argv)
    shown = set(args.list.split(",")) if args.list else set()
    for kind, truth in (("seed", None), ("book", REDTEAM / "modern" / "truth.json")):
        corpus, store = store_for(truth)
        counts: Counter = Counter()
        below3: Counter = Counter()
        for n in numbers(args.train):
            path = EVAL / f"queries_blind{n}_{kind}.yaml"
            if not path.is_file():
                continue
            for cause, q, rank, top in diagnose(corpus, store, path):
                counts[cause] += 1
                if rank is None or rank > 3:
                    below3[cause] += 1
                if cause in shown or "all" in shown:
                    print(f"{kind} blind{n} {cause} {rank or '-'} {q.query!r} top {top} want {list(q.relevant)[:3]}")
        print(f"{kind}: not first {sum(counts.values())}: " + ", ".join(f"{c} {counts[c]} (below 3rd {below3[c]})"
                                                                  for c in ("lacks", "words", "ranking", "spread")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
