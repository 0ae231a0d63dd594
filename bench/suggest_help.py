"""How often «Возможно, вы искали» (lawref.search.suggest) helps a word of the trade nobody entered: the training
sets' trade and oneword queries (bench/eval_cv.py's default training sets, on the whole red-team book and on the sets'
own books) with a word that meets no clause; for each, the suggestions offered, and the rank of a wanted clause
when the first suggestion is put in that word's place, as a reader who takes it would search.

    .venv/bin/python bench/suggest_help.py                    # every such query, then the counts
    THESAURUS_DIR=DIR .venv/bin/python bench/suggest_help.py  # with the thesaurus files of DIR (another lexicon)
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "bench"))


def rank(store, text: str, relevant) -> int | None:
    from lawref.search import engine, query

    try:
        hits, _ = engine.search(store, query.read(text, store), limit=10)
    except query.QueryError:
        return None
    return next((n for n, hit in enumerate(hits, 1) if hit.id in relevant), None)


def main() -> int:
    if os.environ.get("THESAURUS_DIR"):
        import lawref.search.expand.thesaurus as thesaurus

        thesaurus._folder = lambda: Path(os.environ["THESAURUS_DIR"])
    from eval_cv import BOOKS, EVAL, REDTEAM, numbers, store_for
    from lawref.search import engine, evaluate, query
    from lawref.search.engine import Ranker
    from lawref.search.suggest import _meets, suggestions

    train = numbers("4-10,12,14,16-34")
    plan = [(REDTEAM / "modern" / "truth.json", [EVAL / f"queries_blind{n}_book.yaml" for n in train])]
    for name, book in BOOKS.items():
        if int(re.match(r"blind(\d+)", name).group(1)) in train:
            plan.append((REDTEAM / book if "." in book else REDTEAM / book / "truth.json",
                         [EVAL / f"queries_{name}.yaml"]))
    counts = dict.fromkeys(("queries", "unmet", "offered", "better", "worse"), 0)
    for truth, paths in plan:
        corpus, store = store_for(truth)
        ranker = Ranker(store)
        for path in (p for p in paths if p.is_file()):
            for q in evaluate.load_queries([path], corpus):
                if q.category not in ("trade", "oneword"):
                    continue
                counts["queries"] += 1
                reading = query.read(q.query, store)
                hits, mode = engine.search(store, reading, limit=10)
                lost = [c.text for c in reading.concepts if c.kind == "word" and not _meets(ranker, store, c)]
                if not lost:
                    continue
                counts["unmet"] += 1
                offered = suggestions(store, reading, mode)
                before = next((n for n, hit in enumerate(hits, 1) if hit.id in q.relevant), None)
                after = rank(store, q.query.replace(lost[0], offered[0], 1), q.relevant) if offered else None
                if offered:
                    counts["offered"] += 1
                    counts["better"] += bool(after and (not before or after < before))
                    counts["worse"] += bool(before and (not after or after > before))
                print(path.stem, repr(q.query), lost, offered, before, after)
    print("trade and oneword training queries {queries}; with a word that meets nothing {unmet}; suggestions offered "
          "{offered}; the first suggestion in its place ranks a wanted clause higher {better}, lower {worse}"
          .format(**counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
