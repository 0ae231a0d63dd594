"""Reading a whole book in each format: lawref's readers beside what a user would pick instead, same run.

Makes a ~300-page law book (the Law 70 seed repeated as Laws 1-93, renumbered; A6 pages with a running head
and page numbers) as .txt, .html (a site page with a header, a menu and a footer), .docx (headings, a header
and footer) and .pdf (printed by WeasyPrint, hyphenated), then times each reader in a fresh process (median
of --runs runs inside it) and reports its peak RSS. Alternatives, each run on the same file:
- html: BeautifulSoup with lxml and with html.parser, and selectolax alone, each parsing and walking every
  node's text (the work lawref's reader does on top of its parser);
- docx: python-docx's `paragraphs` text (no tables, no numbering: what a quick script does);
- pdf: pdfplumber's and pypdf's `extract_text`, pypdfium2's plain text, poppler's pdftotext;
- txt: `bytes.decode("utf-8")` (no detection at all).
"load_corpus" rows are the whole pipeline (read, clean, parse, resolve) on the file.

    .venv/bin/python bench/bench_formats.py [--runs 3] [--laws 93]
"""

from __future__ import annotations

import argparse
import html
import io
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out"
BOOK_DIR = OUT / "formats"
SEED = REPO / "corpus" / "000_e2f9e180dbca6f62.txt"
LAW_HEADING = re.compile(r"^ПРАВИЛО \d+\.", re.M)
SECTION = re.compile(r"^[A-ZА-Я]\. ")
HEAD = "Международные правила спортивного бриджа"


# -- the book ------------------------------------------------------------------------------------------------

def book_text(laws: int) -> str:
    seed = SEED.read_text("utf-8").strip()
    return "\n\n".join(LAW_HEADING.sub(f"ПРАВИЛО {n}.", seed, count=1) for n in range(1, laws + 1)) + "\n"


def paragraphs(text: str) -> list[str]:
    return [p for p in text.split("\n\n") if p.strip()]


def to_html(text: str, site: bool = True) -> str:
    """The book as a site's page (header, menu, footer) or, site=False, as printed (for the PDF)."""
    body = []
    for para in paragraphs(text):
        tag = "h2" if LAW_HEADING.match(para) else "h3" if SECTION.match(para) else "p"
        body.append(f"<{tag}>{html.escape(para)}</{tag}>")
    return ('<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Правила</title><style>'
            f'@page {{ size: A6; margin: 16mm 10mm; @top-center {{ content: "{HEAD}"; font-size: 7pt }}'
            ' @bottom-center { content: counter(page); font-size: 8pt } }'
            ' body { font: 9pt/1.25 "DejaVu Serif", serif } p { hyphens: auto; text-align: justify; margin: 0;'
            ' text-indent: 1.2em } h2 { font-size: 11pt } h3 { font-size: 9pt }</style></head><body>'
            + (SITE_TOP if site else "") + "<main>" + "\n".join(body) + "</main>"
            + ("<footer>© Клуб «Вист»</footer>" if site else "") + "</body></html>")


SITE_TOP = ('<header>Клуб «Вист»</header><nav><ul><li><a href="/">Главная</a></li><li><a href="/l">Правила</a>'
            '</li></ul></nav>')


def to_docx(text: str) -> bytes:
    import docx

    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = HEAD
    for para in paragraphs(text):
        if LAW_HEADING.match(para):
            document.add_heading(para, 1)
        elif SECTION.match(para):
            document.add_heading(para, 2)
        else:
            document.add_paragraph(para)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def make_book(laws: int) -> dict[str, Path]:
    BOOK_DIR.mkdir(parents=True, exist_ok=True)
    text = book_text(laws)
    files = {suffix: BOOK_DIR / f"book{laws}{suffix}" for suffix in (".txt", ".html", ".docx", ".pdf")}
    if not all(p.exists() for p in files.values()):
        import weasyprint

        files[".txt"].write_text(text, "utf-8")
        files[".html"].write_text(to_html(text), "utf-8")
        files[".docx"].write_bytes(to_docx(text))
        files[".pdf"].write_bytes(weasyprint.HTML(string=to_html(text, site=False)).write_pdf())
    return files


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
                    suffix, name, str(path), "--runs", str(runs), "--result", str(result)], check=True, capture_output=True)
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
    parser.add_argument("--laws", type=int, default=93)
    parser.add_argument("--worker", nargs=3, metavar=("SUFFIX", "READER", "FILE"), help=argparse.SUPPRESS)
    parser.add_argument("--result", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        suffix, name, path = args.worker
        worker(suffix, name, Path(path), args.runs, args.result)
        return 0
    files = make_book(args.laws)
    pages = subprocess.run(["pdfinfo", str(files[".pdf"])], capture_output=True, text=True).stdout
    pages = re.search(r"Pages:\s+(\d+)", pages)[1]
    same = same_clauses(files)
    lines = [f"Book: Laws 1-{args.laws} (the Law 70 seed renumbered), {pages} A6 pages; sizes: " +
             ", ".join(f"{s} {p.stat().st_size / 2**20:.2f} MiB" for s, p in files.items()),
             f"Median of {args.runs} runs in a fresh process per row; peak RSS of that process. "
             f"Load average {os.getloadavg()[0]:.2f} / {os.getloadavg()[1]:.2f} / {os.getloadavg()[2]:.2f}; "
             f"Python {sys.version.split()[0]}; {time.strftime('%Y-%m-%d')}.",
             "Same clauses (ids, kinds, labels, titles, texts) as the .txt: " + same, "",
             "| format | reader | median | peak RSS | time / lawref's reader |", "|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for suffix, readers in READERS.items():
        base = None
        for name in readers:
            got = run_worker(suffix, name, files[suffix], args.runs)
            if "error" in got:
                row = f"| {suffix} | {name} | failed: {got['error']} | | |"
            else:
                base = base or got["median"]
                row = (f"| {suffix} | {name} | {got['median']:.3f} s | {got['rss_kib'] / 1024:.0f} MiB | "
                       f"{got['median'] / base:.2f}x |")
            print(row, flush=True)
            lines.append(row)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "formats.md").write_text("\n".join(lines) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
