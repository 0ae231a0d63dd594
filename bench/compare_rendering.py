"""One rendering of the generated whole law book against its truth: which clause ids are missing or extra, which
fields differ, and a clause's text as the truth has it and as lawref read it. The quick look behind one row of
bench/bench_formats_routes.py.

    .venv/bin/python bench/compare_rendering.py bench/out/formats_routes/soffice_law.doc [--show 4] [--clause 1A2]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TRUTH = REPO / "bench" / "out" / "formats_routes" / "seed1" / "expected.json"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="a rendering of the whole law book")
    parser.add_argument("--truth", type=Path, default=TRUTH, help="the book's expected.json (tests/bookgen)")
    parser.add_argument("--show", type=int, default=4, help="differences shown per field")
    parser.add_argument("--clause", default="front.title", help="a clause whose two texts are printed")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(REPO / "tests"))
    from lawref.corpus.pipeline import load_corpus

    from bookgen.check_parse import FIELDS, compare

    book = json.loads(args.truth.read_text("utf-8"))["books"]["law"]
    corpus = load_corpus([args.file], kind="law")
    report = compare(book, corpus, 0)
    print({field: len(found) if hasattr(found, "__len__") else found for field, found in report.items()})
    for field in [*FIELDS, "removals", "diagnostics"]:
        for row in list(report[field])[:args.show]:
            print(field, row)
    print("extra", list(report["extra"])[:10])
    want = {clause["id"]: clause["text"] for clause in book["clauses"]}
    got = {clause.id: clause.text for clause in corpus.clauses}
    print("truth:", repr(want.get(args.clause)))
    print("read: ", repr(got.get(args.clause)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
