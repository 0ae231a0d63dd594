"""The reading side's CPU, in one process: `load_corpus` of every rendering of seed 1's generated books (the
folder conftest.rendered_books writes) and of every red-team rendering in tests/redteam/goals.toml (the files
test_redteam reads), each timed with `time.process_time`, and a SHA-256 of everything read (each clause's
fields, the removals, the references, the diagnostics, a refusal's message) so that a faster reader is shown to
read the same. Run it under the tools of each side of a change (PYTHONPATH), alternated (docs/setup.md, round 19):

    PYTHONPATH=tools .venv/bin/python bench/parse_cpu.py BOOKS_FOLDER [--only redteam|books] [--profile FILE]
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import os
import time
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RENDERINGS = ["law.txt", "law_site", "law_book.html", "commentary.htm", "law.docx", "law_mixed.docx",
              "commentary.docx", "law.pdf", "commentary.pdf"]


def inputs(books: Path | None, only: str | None) -> list[tuple[str, list[Path]]]:
    found = []
    if books and only != "redteam":
        found += [(p.name, [p]) for p in sorted(books.iterdir()) if p.suffix in (".txt", ".htm", ".html", ".docx",
                                                                                  ".pdf") or p.is_dir()]
    if only != "books":
        root = REPO / "tests" / "redteam"
        for row in tomllib.loads((root / "goals.toml").read_text("utf-8"))["rendering"]:
            found.append((f"{row['book']}/{'+'.join(Path(f).name or 'folder' for f in row['files'])}",
                          [root / row["book"] / f for f in row["files"]]))
    return found


def digest(corpus) -> str:
    h = hashlib.sha256()
    for c in corpus.clauses:
        h.update(repr(sorted((k, repr(v)) for k, v in vars(c).items())).encode())
    for key in sorted(corpus.removals):
        h.update(repr((key, [repr(r) for r in corpus.removals[key]])).encode())
    h.update(repr([repr(r) for r in corpus.refs()]).encode())
    h.update(repr([repr(d) for d in corpus.diagnostics]).encode())
    return h.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("books", type=Path, nargs="?")
    parser.add_argument("--only", choices=("redteam", "books"))
    parser.add_argument("--profile", type=Path)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    from lawref.corpus.pipeline import load_corpus
    from lawref.errors import LawrefError

    profile = cProfile.Profile() if args.profile else None
    total, whole = 0.0, hashlib.sha256()
    for name, paths in inputs(args.books, args.only):
        started = time.process_time()
        if profile:
            profile.enable()
        try:
            got = digest(load_corpus(paths))
        except LawrefError as err:
            got = "refused " + hashlib.sha256(str(err).encode()).hexdigest()[:8]
        if profile:
            profile.disable()
        spent = time.process_time() - started
        total += spent
        whole.update(f"{name} {got}\n".encode())
        if not args.quiet:
            print(f"{spent:7.3f} {got} {name}")
    if profile:
        profile.dump_stats(args.profile)
    print(f"total {total:.2f} s CPU, all {whole.hexdigest()[:16]}, load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
