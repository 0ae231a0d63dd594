"""The editor's loop: from saving a corpus file under `make serve` to the served page showing the change.

The real server (`mkdocs serve --dirty --no-strict`, as `make serve` runs it; tests/serving.py) on a free port,
on a copy of the corpus in a temp folder with a cache of its own: the seed corpus, and a whole book (the red-team
93-Law book, tests/redteam/modern/src/book_plain.txt: front matter, Definitions, nine chapters). Each edit appends
a new word to one clause's first line of a Law in the middle of the book, as an editor saves; the bench polls the
Law's page over HTTP (as livereload's reload does) until the word is there, then the served search shard that
lists the word's forms until it has it, reads it for --pause seconds, and edits again, while the booklet is made in
the background as it would be for an editor; after the last edit it records when the served booklet changed.
Beside it, the old loop: `mkdocs serve` without --dirty (every rebuild re-parses, re-renders every page, rebuilds
the search data and waits for the booklet), on the same corpus and edits. Medians over the edits; the load average
is in the header (the machine is shared, and times grow with the load).

    .venv/bin/python bench/bench_editloop.py [--edits 5] [--old-edits 3] [--only seeds|book]
Output: the Markdown section on stdout and in bench/results/editloop.md (LAWREF_BENCH_RESULTS: another folder).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from lawref import urls  # noqa: E402
from lawref.corpus.pipeline import load_corpus  # noqa: E402
from lawref.search.dataformat import shard_key  # noqa: E402
from lawref.search.rules import DATA  # noqa: E402
from lawref.search.store import shard_file  # noqa: E402
from lawref.site.search_data import DATA_DIR  # noqa: E402
from serving import Server  # noqa: E402

RESULTS = Path(os.environ.get("LAWREF_BENCH_RESULTS") or REPO / "bench" / "results")
PARTS = REPO / "bench" / "out" / "editloop"  # each (corpus, loop) measured, for --reuse after a stopped run
BOOK = REPO / "tests" / "redteam" / "modern" / "src" / "book_plain.txt"


def load_average() -> str:
    return " / ".join(f"{x:.2f}" for x in os.getloadavg())


def machine() -> str:
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.machine())
    return f"{model}, {os.cpu_count()} cores, Python {platform.python_version()}"


def corpus_of(name: str, folder: Path) -> Path:
    corpus = folder / "corpus"
    if name == "seeds":
        shutil.copytree(REPO / "corpus", corpus)
    else:
        corpus.mkdir()
        shutil.copyfile(BOOK, corpus / "book.txt")
    return corpus


class Edits:
    """Edit i appends `правкаI` to the first line of an item of a Law in the middle of the corpus."""

    def __init__(self, corpus: Path) -> None:
        items = [c for c in load_corpus([corpus]).clauses if c.kind == "item" and c.source == "law" and c.law]
        self.clause = items[len(items) // 2]
        self.path = Path(self.clause.file)
        self.original = self.path.read_text("utf-8")
        self.page = urls.law_page(self.clause.law).replace(".md", ".html")

    def make(self, i: int) -> str:
        word = f"правка{'абвгдежзиклмнопрст'[i % 18]}{i}"
        lines = self.original.split("\n")
        lines[self.clause.line - 1] += f" {word}"
        self.path.write_text("\n".join(lines), "utf-8")
        return word

    @staticmethod
    def shard(word: str) -> str:
        """The served search data's shard that lists the word's forms (what the site's search reads for it)."""
        return f"{DATA_DIR}/s/{shard_file(shard_key(word, DATA['shard_prefix']))}.js"


def idle(server: Server, since: int, want: int, timeout: float = 900) -> None:
    """Until the log has `want` more «готово» lines (the background's jobs done) after offset `since`."""
    deadline = time.monotonic() + timeout
    while server.log()[since:].count(": готово за ") < want:
        if time.monotonic() > deadline:
            raise SystemExit(f"bench_editloop: the background did not finish in {timeout} s:\n{server.log()[-2000:]}")
        time.sleep(0.2)


def measured(name: str, loop: bool, edits: int, pause: float, reuse: bool, limit: float = 900) -> dict:
    """run(), or with `reuse` what an earlier run of the same day measured (bench/out/editloop/*.json)."""
    part = PARTS / f"{name}-{'loop' if loop else 'old'}.json"
    if reuse and part.is_file():
        got = json.loads(part.read_text("utf-8"))
        if (got.get("date") == datetime.date.today().isoformat() and len(got["pages"]) in (0, edits)
                and "searches" in got):
            return got
    try:
        got = run(name, loop, edits, pause, limit)
    except AssertionError:  # the old loop past --old-limit: what it took is at least that
        if loop:
            raise
        got = {"first": None, "page": None, "pages": [], "search": None, "searches": [], "booklet": None,
               "rebuild": None, "rendered": [], "limit": limit, "load": load_average()}
    got["date"] = datetime.date.today().isoformat()
    PARTS.mkdir(parents=True, exist_ok=True)
    part.write_text(json.dumps(got), "utf-8")
    return got


def run(name: str, loop: bool, edits: int, pause: float, limit: float = 900) -> dict:
    with tempfile.TemporaryDirectory(prefix="lawref-bench-editloop-") as tmp:
        work = Path(tmp)
        corpus = corpus_of(name, work)
        edit = Edits(corpus)
        started = time.monotonic()
        with Server(corpus, work, dirty=loop) as server:
            server.wait_ready(timeout=900 if loop else limit)
            first = time.monotonic() - started
            if loop:
                idle(server, 0, 1)  # the first build's search data (the booklet goes on in the background)
            page_times, search_times, booklet_times, rebuilds, rendered = [], [], [], [], []
            for i in range(edits):
                booklet = server.get(urls.BOOKLET)[1]
                since = len(server.log())
                word = edit.make(i)
                t0 = time.monotonic()
                page_times.append(server.wait_for(edit.page, lambda body, w=word: w.encode() in body,
                                                  timeout=900 if loop else limit))
                server.wait_for(edit.shard(word), lambda body, w=word: f'"{w}"'.encode() in body,
                                timeout=900 if loop else limit)
                search_times.append(time.monotonic() - t0)
                if loop and i == edits - 1:  # the booklet of the last edit (after any stale one still typesetting)
                    server.wait_for(urls.BOOKLET, lambda body, b=booklet: body != b, timeout=1800, every=0.5)
                    booklet_times.append(time.monotonic() - t0)
                time.sleep(pause)  # the editor reads the page
                found = re.findall(r"Documentation built in ([\d.]+) seconds", server.log()[since:])
                rebuilds += [float(x) for x in found]
                rendered += re.findall(r"страниц отрисовано: (\d+) из (\d+)", server.log()[since:])
            print(f"{name} {'loop' if loop else 'old'}: pages {page_times} search {search_times} "
                  f"booklet {booklet_times}", file=sys.stderr)
            return {"first": first, "page": statistics.median(page_times), "pages": page_times,
                    "search": statistics.median(search_times), "searches": search_times,
                    "booklet": statistics.median(booklet_times) if booklet_times else None,
                    "rebuild": statistics.median(rebuilds) if rebuilds else None, "rendered": rendered[-1:],
                    "load": load_average()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edits", type=int, default=5, help="edits per corpus in the loop (default 5)")
    parser.add_argument("--old-edits", type=int, default=3, help="edits per corpus in the old loop (default 3)")
    parser.add_argument("--only", choices=("seeds", "book"), help="one corpus only")
    parser.add_argument("--pause", type=float, default=3.0, help="seconds between a page shown and the next edit")
    parser.add_argument("--reuse", action="store_true", help="take what a stopped run of today already measured")
    parser.add_argument("--old-limit", type=float, default=900,
                        help="seconds the old loop gets for its first build and each edit before it is stopped")
    args = parser.parse_args()
    load_start = load_average()
    rows = ["| corpus | loop | edit → page shown (median) | each edit | edit → search data served (median) | "
            "each edit | rebuild (mkdocs' own count) | pages rendered | edit → new booklet served | load at the end |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    ratios = []
    for name in ("seeds", "book") if not args.only else (args.only,):
        label = "seed corpus (2 files)" if name == "seeds" else "whole book (93 Laws, 846 clauses)"
        new = measured(name, True, args.edits, args.pause, args.reuse)
        old = measured(name, False, args.old_edits, args.pause, args.reuse, args.old_limit)
        for mode, got in (("`make serve` (--dirty)", new), ("old: full rebuild", old)):
            if got["page"] is None:
                rows.append(f"| {label} | {mode} | > {got['limit']:.0f} s (stopped: its first build, which waits "
                            f"for the booklet, or an edit took longer) | | | | | all | before the page | "
                            f"{got['load']} |")
                continue
            rendered = f"{got['rendered'][0][0]} of {got['rendered'][0][1]}" if got["rendered"] else "all"
            booklet = f"{got['booklet']:.1f} s" if got["booklet"] else "before the page"
            each = ", ".join(f"{t:.1f}" for t in got["pages"])
            searches = ", ".join(f"{t:.1f}" for t in got.get("searches", []))
            search = f"{got['search']:.2f} s" if got.get("search") is not None else "not measured"
            rows.append(f"| {label} | {mode} | {got['page']:.2f} s | {each} | {search} | {searches} | "
                        f"{got['rebuild']:.2f} s | {rendered} | {booklet} | {got['load']} |")
        if old["page"] is None:
            ratios.append(f"{label}: more than {old['limit'] / new['page']:.0f}× faster (> {old['limit']:.0f} s → "
                          f"{new['page']:.2f} s; first build {new['first']:.0f} s)")
        else:
            ratios.append(f"{label}: {old['page'] / new['page']:.1f}× faster (median {old['page']:.1f} s → "
                          f"{new['page']:.2f} s; first build {new['first']:.0f} s)")
    head = (f"Measured by `make bench-editloop` on {datetime.date.today().isoformat()}; {machine()}; load average "
            f"(1 / 5 / 15 min) {load_start} at the start, {load_average()} at the end.")
    note = ("Edit → page: from saving the file to the Law's page served with the new word (HTTP polling every "
            "50 ms; mkdocs notices a save within 0.5 s); edit → search data: to the served search shard that lists "
            "the word's forms having it (what the site's search reads for the word; the data is swapped in whole). "
            "In the loop the search data (made by the session's search worker while the pages render) and the "
            "booklet follow in the "
            f"background (the next edit comes {args.pause:g} s after the page showed the last, so they are being "
            "made meanwhile); edit → booklet is the last edit's, after any booklet it made stale. In the old loop the "
            f"page waits for both. Loop: {args.edits} edits per corpus; old loop: {args.old_edits}.")
    text = "\n".join([head, "", *rows, "", note, "", *(f"- {r}" for r in ratios)]) + "\n"
    print(text)
    RESULTS.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=RESULTS, prefix=".editloop.", suffix=".md")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, RESULTS / "editloop.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
