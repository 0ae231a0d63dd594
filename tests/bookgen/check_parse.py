"""Run lawref's pipeline over every rendering of generated books and compare with the ground truth.

    python -m tests.bookgen OUT            # first write the books
    .venv/bin/python tests/bookgen/check_parse.py OUT [--only law.txt ...] [--examples 3] [--pair] [--give-kind]

For each rendering (expected.json "renderings"): what load_corpus says (or its one-line error), then the
clauses it got against the book's clauses: missing and extra ids, and for ids on both sides the fields that
differ (kind, parent, law, label, title, text), the references (source, target) missing and extra, and the
removals by kind; the first few examples of each. --pair also loads law.txt with commentary.txt and counts
the commentary's references that resolve into the law book. --give-kind tells load_corpus the kind of each
book (law or commentary) instead of letting it guess. A summary table ends the report.

Not a test: today's parser refuses most of these books; this shows the lead how far it is.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
import time
from collections import Counter
from pathlib import Path

FIELDS = ("kind", "parent", "law", "label", "title", "text")


def short_diff(expected: str, got: str, width: int = 70) -> str:
    """Where two texts part: a few characters of context around the first difference."""
    matcher = difflib.SequenceMatcher(None, expected, got, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            start = max(0, i1 - 20)
            return f"expected …{expected[start:i2 + 25][:width]!r}… got …{got[max(0, j1 - 20):j2 + 25][:width]!r}…"
    return "(equal)"


def compare(book: dict, corpus, examples: int) -> dict:
    expected = {c["id"]: c for c in book["clauses"]}
    got = {c.id: c for c in corpus.clauses}
    report = {"missing": [i for i in expected if i not in got], "extra": [i for i in got if i not in expected]}
    for name in FIELDS:
        report[name] = [(i, expected[i][name], getattr(got[i], name)) for i in expected
                        if i in got and expected[i][name] != getattr(got[i], name)]
    want = Counter((r["source"], r["target"]) for r in book["refs"])
    have = Counter((r.source_id, r.target) for r in corpus.refs())
    report["refs missing"] = sorted((want - have).elements())
    report["refs extra"] = sorted((have - want).elements())
    report["removals"] = Counter(r.kind for removals in corpus.removals.values() for r in removals)
    report["diagnostics"] = Counter(d.code for d in corpus.diagnostics)
    report["examples"] = examples
    return report


def print_report(name: str, report: dict, seconds: float) -> None:
    shown = report["examples"]
    print(f"  parsed in {seconds:.2f} s; removals {dict(report['removals'])}; "
          f"diagnostics {dict(report['diagnostics'])}")
    for key in ("missing", "extra"):
        ids = report[key]
        if ids:
            print(f"  {key} ids: {len(ids)}: {', '.join(ids[:shown * 4])}{' …' if len(ids) > shown * 4 else ''}")
    for field in FIELDS:
        rows = report[field]
        if not rows:
            continue
        print(f"  {field} differs: {len(rows)}")
        for clause_id, want, have in rows[:shown]:
            if field == "text":
                print(f"    {clause_id}: {short_diff(want, have)}")
            else:
                print(f"    {clause_id}: expected {want!r}, got {have!r}")
    for key in ("refs missing", "refs extra"):
        rows = report[key]
        if rows:
            print(f"  {key}: {len(rows)}: " + ", ".join(f"{s}->{t}" for s, t in rows[:shown * 2]))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--only", nargs="*", help="renderings to check (default: all)")
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--pair", action="store_true", help="also load law.txt with commentary.txt")
    parser.add_argument("--give-kind", action="store_true", help="pass each book's kind instead of letting it guess")
    args = parser.parse_args(argv)
    try:
        truth = json.loads((args.folder / "expected.json").read_text("utf-8"))
    except OSError:
        print(f"check_parse: {args.folder}/expected.json: not found (write the books first: "
              f"python -m tests.bookgen {args.folder})", file=sys.stderr)
        return 2
    from lawref.corpus.pipeline import load_corpus
    from lawref.errors import LawrefError

    summary = []
    for name, entry in truth["renderings"].items():
        if args.only and name not in args.only:
            continue
        book = truth["books"][entry["book"]]
        print(f"== {name} ({entry['format']}, book {entry['book']}: {len(book['clauses'])} clauses, "
              f"{len(book['refs'])} refs)")
        started = time.perf_counter()
        try:
            corpus = load_corpus([args.folder / name], kind=book["kind"] if args.give_kind else None)
        except LawrefError as err:
            print(f"  refused: {err}")
            summary.append((name, "refused", "", "", "", ""))
            continue
        seconds = time.perf_counter() - started
        report = compare(book, corpus, args.examples)
        print_report(name, report, seconds)
        same = sum(1 for c in book["clauses"] if c["id"] not in report["missing"]
                   and all(c["id"] not in {r[0] for r in report[f]} for f in FIELDS))
        summary.append((name, "parsed", f"{same}/{len(book['clauses'])}", str(len(report["missing"])),
                        str(len(report["extra"])), f"{len(report['refs missing'])}/{len(report['refs extra'])}"))
    if args.pair and (args.folder / "law.txt").exists() and (args.folder / "commentary.txt").exists():
        try:
            corpus = load_corpus([args.folder / "law.txt", args.folder / "commentary.txt"])
            refs = [r for r in corpus.refs() if not r.source_id.startswith(("cfront", "cdef")) and
                    corpus.get(r.source_id) is not None and corpus.get(r.source_id).source == "commentary"]
            print(f"== law.txt + commentary.txt: {sum(r.in_corpus for r in refs)}/{len(refs)} of the commentary's "
                  "references resolve")
        except LawrefError as err:
            print(f"== law.txt + commentary.txt: refused: {err}")
    print("\nrendering                     result    clauses exact   missing  extra  refs missing/extra")
    for row in summary:
        print(f"{row[0]:<30}{row[1]:<10}{row[2]:<16}{row[3]:<9}{row[4]:<7}{row[5]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
