"""Reading a whole book in each format: lawref's readers beside what a user would pick instead, same run.

Takes the generated whole law book (tests/bookgen, seed 1: title page, contents, front matter, Definitions,
chapters, all 93 Laws; about 1700 clauses) as .txt, .html (a site page with a header, a menu and a footer),
.docx (headings, contents, Word numbering, a header and footer) and .pdf (printed by WeasyPrint: A5, running
heads, page numbers, hyphenated), then times each reader in a fresh process (median
of --runs runs inside it) and reports its peak RSS. Alternatives, each run on the same file:
- html: BeautifulSoup with lxml and with html.parser, and selectolax alone, each parsing and walking every
  node's text (the work lawref's reader does on top of its parser);
- docx: python-docx's `paragraphs` text (no tables, no numbering: what a quick script does);
- pdf: pdfplumber's and pypdf's `extract_text`, pypdfium2's plain text, poppler's pdftotext;
- txt: `bytes.decode("utf-8")` (no detection at all).
"load_corpus" rows are the whole pipeline (read, clean, parse, resolve) on the file.

    .venv/bin/python bench/bench_formats.py [--runs 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from results import Results

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out"
BOOK_DIR = OUT / "formats"


# -- the book ------------------------------------------------------------------------------------------------

def make_book(seed: int) -> dict[str, Path]:
    """The generated whole law book (tests/bookgen: title page, contents, front matter, Definitions, chapters,
    93 Laws) as .txt, one .html page, .docx and .pdf; written once per seed into bench/out/formats/."""
    sys.path.insert(0, str(REPO / "tests"))
    from bookgen.output import write_books

    folder = BOOK_DIR / f"seed{seed}"
    names = {".txt": "law.txt", ".html": "law_book.html", ".docx": "law.docx", ".pdf": "law.pdf"}
    if not all((folder / name).exists() for name in names.values()):
        write_books(folder, seed=seed)
    return {suffix: folder / name for suffix, name in names.items()}


# -- the readers (run in a worker process) -------------------------------------------------------------------

def lawref_extract(path: Path):
    from lawref.corpus.formats import extract

    return extract(path, path.read_bytes(), path.name).text


def lawref_load(path: Path):
    from lawref.corpus.pipeline import load_corpus

    return load_corpus([path])


def utf8_decode(path: Path):
    return path.read_bytes().decode("utf-8")


def _walk_bs4(features: str):
    def read(path: Path):
        from bs4 import BeautifulSoup

        soup = BeautifulSoup(path.read_bytes(), features)
        return [(node.name, str(node)) for node in soup.body.descendants]
    return read


def selectolax_walk(path: Path):
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(path.read_bytes().decode("utf-8"))
    return [(node.tag, node.text_content) for node in tree.body.traverse(include_text=True)]


def python_docx_paragraphs(path: Path):
    import docx

    return "\n".join(p.text for p in docx.Document(str(path)).paragraphs)


def pdfplumber_text(path: Path):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def pypdf_text(path: Path):
    import pypdf

    return "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


def pypdfium2_text(path: Path):
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(path.read_bytes())
    return "\n".join(page.get_textpage().get_text_range() for page in pdf)


def pdftotext(path: Path):
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True).stdout


READERS = {
    ".txt": {"lawref": lawref_extract, "lawref load_corpus": lawref_load, "bytes.decode utf-8": utf8_decode},
    ".html": {"lawref (selectolax)": lawref_extract, "lawref load_corpus": lawref_load,
              "selectolax walk": selectolax_walk, "bs4 + lxml walk": _walk_bs4("lxml"),
              "bs4 + html.parser walk": _walk_bs4("html.parser")},
    ".docx": {"lawref (python-docx)": lawref_extract, "lawref load_corpus": lawref_load,
              "python-docx paragraphs": python_docx_paragraphs},
    ".pdf": {"lawref (pypdfium2)": lawref_extract, "lawref load_corpus": lawref_load,
             "pypdfium2 text": pypdfium2_text, "pdfplumber extract_text": pdfplumber_text,
             "pypdf extract_text": pypdf_text, "pdftotext (poppler)": pdftotext},
}


def worker(suffix: str, name: str, path: Path, runs: int, result: Path) -> None:
    reader = READERS[suffix][name]
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        reader(path)
        times.append(time.perf_counter() - started)
    child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # pdftotext runs as a child
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    result.write_text(json.dumps({"median": statistics.median(times), "rss_kib": max(own, child)}))


def run_worker(suffix: str, name: str, path: Path, runs: int) -> dict:
    # Through bench/measure.py, a small process: Linux carries a parent's peak RSS into a forked child.
    result = OUT / "formats-worker.json"
    result.unlink(missing_ok=True)
    subprocess.run([sys.executable, str(REPO / "bench" / "measure.py"), sys.executable, __file__, "--worker",
                    suffix, name, str(path), "--runs", str(runs), "--result", str(result)],
                   check=True, capture_output=True)
    if not result.exists():
        return {"error": "failed (run the worker by hand to see why)"}
    return json.loads(result.read_text())


def same_clauses(files: dict[str, Path]) -> str:
    from lawref.corpus.pipeline import load_corpus

    def rows(path):
        return [(c.id, c.kind, c.label, c.title, " ".join(c.text.split())) for c in load_corpus([path]).clauses]

    expected = rows(files[".txt"])
    return ", ".join(f"{s} {'yes' if rows(files[s]) == expected else 'NO'}" for s in (".html", ".docx", ".pdf")) + \
        f" ({len(expected)} clauses)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1, help="the generated book's seed")
    parser.add_argument("--worker", nargs=3, metavar=("SUFFIX", "READER", "FILE"), help=argparse.SUPPRESS)
    parser.add_argument("--result", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        suffix, name, path = args.worker
        worker(suffix, name, Path(path), args.runs, args.result)
        return 0
    files = make_book(args.seed)
    pages = subprocess.run(["pdfinfo", str(files[".pdf"])], capture_output=True, text=True).stdout
    pages = re.search(r"Pages:\s+(\d+)", pages)[1]
    same = same_clauses(files)
    record = Results("formats", ".venv/bin/python bench/bench_formats.py")
    record.add(f"The generated whole law book (tests/bookgen, seed {args.seed}), {pages} A5 pages; sizes: " +
               ", ".join(f"{s} {p.stat().st_size / 2**20:.2f} MiB" for s, p in files.items()) + ". "
               f"Median of {args.runs} runs in a fresh process per row; peak RSS of that process. "
               "Same clauses (ids, kinds, labels, titles, texts) as the .txt: " + same + ".", "",
               "| format | reader | median | peak RSS | time / lawref's reader |", "|---|---|---|---|---|")
    for suffix, readers in READERS.items():
        base = None
        for name in readers:
            got = run_worker(suffix, name, files[suffix], args.runs)
            if "error" in got:
                record.add(f"| {suffix} | {name} | failed: {got['error']} | | |")
            else:
                base = base or got["median"]
                record.add(f"| {suffix} | {name} | {got['median']:.3f} s | {got['rss_kib'] / 1024:.0f} MiB | "
                           f"{got['median'] / base:.2f}x |")
    record.write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
