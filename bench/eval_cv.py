"""Search quality split for cross-validation: the blind sets the engine may be tuned on (training) and those held
back to measure it (held), MRR@10 of lawref per category, on the seed corpus and the red-team whole book, one
search-data build per corpus.

    .venv/bin/python bench/eval_cv.py              # train 4-10,12,14,16-34; held 11,13,15
    .venv/bin/python bench/eval_cv.py --train 4-10,12,14,16-34 --held 11,13,15 --misses train
    .venv/bin/python bench/eval_cv.py --set titled.share=0.4 --set ranking.boost.context=1.0
    .venv/bin/python bench/eval_cv.py --books                 # also each set's other red-team book
    .venv/bin/python bench/eval_cv.py --json OUT.json         # every query's rank, for a before/after diff
    .venv/bin/python bench/eval_cv.py --stop нет,того,-вот    # stop words added (or, «-», taken out) for this run

Whole-book titles queries are also counted by whether a Law heading of their relevant ids (a bare number, or «c» and
a number where a commentary's rendering heads the Law) is among the first three hits («heading top3»: issue 17's goal
for a query the Law's title answers).

Training: queries_blindN_{seed,book}.yaml for N in --train, and on the seeds queries.yaml, queries_typed.yaml and
queries_heldout*.yaml (all tuned on); held: the sets of --held. `--misses train` lists the training sets' queries
whose first hit is wrong; the held sets' misses are listed only when asked by name (`--misses held`), so that a rule
can be chosen on the training sets and measured once on the held ones. `--set PATH=VALUE` changes a number of
data/rules.toml (dotted path) for this run before the data is built, to measure a weight without editing the file.
A set named blindN_X (not seed or book) is over its own red-team book (BOOKS: its truth.json, or a commentary's
rendering read by lawref); --books runs those of both splits.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EVAL = REPO / "tests" / "search_eval"
REDTEAM = REPO / "tests" / "redteam"
sys.path.insert(0, str(REPO / "tests"))

# The blind sets over a red-team book of their own: set name -> the book's folder under tests/redteam.
BOOKS = {"blind8_fed": "fed2018", "blind9_kazan": "kazan2019", "blind10_dir": "dir2010", "blind11_club": "club2007",
         "blind12_vestnik": "vestnik2018", "blind13_old": "old/txt1993", "blind14_kazan": "kazan2019",
         "blind15_typewriter": "typewriter1996", "blind16_comm": "comm2017/out/comm2017.odt",
         "blind17_gorelov": "gorelov2022/out/gorelov2022.odt", "blind18_ledov": "ledov2024/out/ledov2024.docx",
         "blind19_onega": "onega2013/out/onega2013.docx", "blind20_ural": "ural2022/out/ural2022.epub",
         "blind21_tomsk": "tomsk2023/out/tomsk2023.docx", "blind22_kontra": "kontra2011/out/kontra2011.html",
         "blind23_sevrech": "sevrech2015/out/sevrech2015_calibre.epub", "blind24_abi": "abi2000/out/zakony97_1251.txt",
         "blind25_privolga": "privolga2009/out/privolga2009_context.pdf",
         "blind26_vkamsk": "vkamsk2019/out/vkamsk2019.html",
         "blind27_kubgu": "kubgu2021/out/kubgu2021.epub", "blind28_kare": "kare2004/out/kare2004.html",
         "blind29_zavolzh": "zavolzh2009/out/zavolzh2009.chm", "blind30_libru": "libru1998/out/libru1998_koi8r.html",
         "blind31_klub": "klub2008/out/booklet.pdf",
         "blind32_prioz": "priozer2000/out/brochure.pdf",
         "blind33_volga": "volga2003/out/volga2003.odt",
         "blind34_ladya": "ladya2007/out/ladya.odt"}
SEED_TRAINING = ["queries.yaml", "queries_typed.yaml", "queries_heldout.yaml", "queries_heldout2.yaml",
                 "queries_heldout3.yaml"]


def numbers(spec: str) -> list[int]:
    """«4-11» -> [4, …, 11]; «4,7,9» -> [4, 7, 9]."""
    out: list[int] = []
    for piece in spec.split(","):
        low, _, high = piece.partition("-")
        out += range(int(low), int(high or low) + 1)
    return out


def override(path: str, value: str) -> None:
    """Set a number (or word) of rules.toml in place: the build copies RULES into the data's meta."""
    from lawref.search.rules import RULES

    table = RULES
    *parents, last = path.split(".")
    for key in parents:
        table = table.get(key) if isinstance(table, dict) else None
    if not isinstance(table, dict) or last not in table:
        raise SystemExit(f"eval_cv: {path}: no such rule")
    old = table[last]
    table[last] = type(old)(float(value)) if isinstance(old, (int, float)) and not isinstance(old, bool) else value


def stop_words(spec: str) -> None:
    """Change data/stopwords.txt for this run, before any data is built: «нет,того» added, «-вот» taken out."""
    from lawref.search import analysis

    words = [analysis.fold(w.strip()) for w in spec.split(",") if w.strip()]
    changed = (analysis._stopwords() | {w for w in words if not w.startswith("-")}) - {w[1:] for w in words
                                                                                        if w.startswith("-")}
    analysis._stopwords = lambda: changed


def store_for(truth: Path | None):
    from lawref.corpus.pipeline import load_corpus
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore

    if truth is None:
        corpus = load_corpus(None)
    elif truth.suffix != ".json":  # a commentary's rendering, read by lawref itself (truth_corpus models only laws)
        corpus = load_corpus([truth])
    else:
        from truth_corpus import corpus_from_truth
        corpus = corpus_from_truth(truth)
    return corpus, MemoryStore(build_data(corpus))


def ranks(corpus, store, path: Path) -> list[dict]:
    from lawref.search import engine, evaluate, query

    rows = []
    for q in evaluate.load_queries([path], corpus):
        try:
            hits, _ = engine.search(store, query.read(q.query, store), limit=10)
        except query.QueryError:
            hits = []
        ids = [h.id for h in hits]
        rank = next((n for n, cid in enumerate(ids, 1) if cid in q.relevant), None)
        rows.append({"q": q.query, "category": q.category, "relevant": list(q.relevant), "top": ids[:3],
                     "rank": rank})
    return rows


def mrr(rows: list[dict]) -> float:
    return sum(1 / r["rank"] for r in rows if r["rank"]) / len(rows) if rows else 0.0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", default="4-10,12,14,16-34", help="blind set numbers tuned on")
    ap.add_argument("--held", default="11,13,15", help="blind set numbers held back")
    ap.add_argument("--books", action="store_true", help="also the sets over their own red-team books")
    ap.add_argument("--set", action="append", default=[], metavar="PATH=VALUE", help="a rules.toml value")
    ap.add_argument("--misses", choices=["train", "held", "all"], help="list the queries whose first hit is wrong")
    ap.add_argument("--json", type=Path, help="write every query's rank here")
    ap.add_argument("--stop", default="", metavar="WORDS", help="stop words added («-word»: taken out), by commas")
    args = ap.parse_args(argv)
    if args.stop:
        stop_words(args.stop)
    for item in args.set:
        path, _, value = item.partition("=")
        override(path, value)
    split = {"train": numbers(args.train), "held": numbers(args.held)}
    plan: list[tuple[Path | None, list[tuple[str, str, Path]]]] = [
        (None, [(part, f"blind{n}", EVAL / f"queries_blind{n}_seed.yaml") for part in split for n in split[part]]
         + [("train", name.removesuffix(".yaml"), EVAL / name) for name in SEED_TRAINING]),
        (REDTEAM / "modern" / "truth.json",
         [(part, f"blind{n}", EVAL / f"queries_blind{n}_book.yaml") for part in split for n in split[part]])]
    if args.books:
        for name, book in BOOKS.items():
            n = int(re.match(r"blind(\d+)", name).group(1))
            part = next((p for p in split if n in split[p]), None)
            if part:
                path = REDTEAM / book if "." in book else REDTEAM / book / "truth.json"
                plan.append((path, [(part, name, EVAL / f"queries_{name}.yaml")]))
    started = time.process_time()
    results: dict[str, dict[str, list[dict]]] = {}  # "seed" | "book" | "books" -> "part:set" -> rows
    for n, (truth, sets) in enumerate(plan):
        corpus, store = store_for(truth)
        kind = "seed" if truth is None else "book" if n == 1 else "books"
        for part, name, path in sets:
            if path.is_file():
                results.setdefault(kind, {})[f"{part}:{name}"] = ranks(corpus, store, path)
    print(f"CPU {time.process_time() - started:.1f} s; rules changed: {', '.join(args.set) or 'none'}"
          + (f"; stop words: {args.stop}" if args.stop else ""))
    for kind, sets in results.items():
        for part in split:
            rows = [r for key, rs in sets.items() if key.startswith(part + ":") for r in rs]
            if not rows:
                continue
            cats = sorted({r["category"] for r in rows})
            cells = " | ".join(f"{c} {mrr([r for r in rows if r['category'] == c]):.3f}" for c in cats)
            print(f"{kind} {part} ({len(rows)}): all {mrr(rows):.3f} | {cells}")
        print(f"  {kind} sets: " + ", ".join(f"{key.split(':')[1]} {mrr(rs):.3f}" for key, rs in sets.items()))
    for kind, sets in results.items():  # the goal's «the Law whose title answers it among the first three»
        for part in split:
            rows = [r for key, rs in sets.items() if key.startswith(part + ":") for r in rs
                    if r["category"] == "titles"]
            if rows:
                top3 = sum(1 for r in rows if any(re.fullmatch(r"c?\d+", cid) and cid in r["top"]
                                                  for cid in r["relevant"]))
                print(f"{kind} {part} heading top3 {top3} of {len(rows)}")
    if args.misses:
        for kind, sets in results.items():
            for key, rows in sets.items():
                if args.misses != "all" and not key.startswith(args.misses + ":"):
                    continue
                for r in rows:
                    if r["rank"] != 1:
                        print(f"{kind} {key.split(':')[1]} [{r['category']}] {r['q']!r}: first relevant at "
                              f"{r['rank'] or '-'}; top {r['top']} (want {r['relevant'][:3]})")
    if args.json:
        args.json.write_text(json.dumps(results, ensure_ascii=False, indent=0), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
