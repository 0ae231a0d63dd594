"""Every format x producing tool, on the same whole generated law book (tests/bookgen, seed 1: 1718 clauses):
clause ids found, clause texts exact, time, CPU (the process and the programs it ran: LibreOffice, pandoc,
djvused) and peak memory of load_corpus in a fresh process with an empty cache (LibreOffice's conversions are
cached: a cached one would hide its start).

Inputs, made once into bench/out/formats_routes/ by the real tools:
- law.docx (python-docx, bookgen) -> LibreOffice -> .odt, .rtf, .doc, .pdf; -> pandoc -> .odt, .rtf (a fragment,
  and standalone with -s), .epub, .fb2
- law.pdf (WeasyPrint, bookgen) -> pdf2djvu (300 dpi) -> .djvu
Rows for the candidate readers of a format (`--routes`): for .odt/.rtf, LibreOffice to .docx (lawref's
reader) against pandoc to .docx; for .epub/.fb2, lawref's own readers against pandoc to .docx.

    .venv/bin/python bench/bench_formats_routes.py [--seed 1] [--only odt,rtf] [--repeat 3] [--lawref-only]

`--repeat N`: each row measured N times (each a fresh process with an empty cache), the medians of its CPU and time
given (a shared machine's load stretches single runs). `--lawref-only`: no rows read through pandoc. A run with
--only or --lawref-only prints its rows and leaves the numbers of record as they are.

The table is written to bench/results/formats_routes.md (docs/benchmarks.md#formats shows it).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from results import Results

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out" / "formats_routes"


def soffice(source: Path, target: str, out: Path) -> Path:
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["soffice", f"-env:UserInstallation={Path(folder).as_uri()}", "--headless", "--convert-to",
                        target, "--outdir", folder, str(source)], check=True, capture_output=True, timeout=300,
                       env={**os.environ, "HOME": folder})
        shutil.move(str(Path(folder) / f"{source.stem}.{target}"), out)
    return out


def make_inputs(seed: int) -> dict[str, Path]:
    sys.path.insert(0, str(REPO / "tests"))
    from bookgen.output import write_books

    books = OUT / f"seed{seed}"
    if not (books / "law.docx").exists():
        write_books(books, seed=seed)
    docx, pdf = books / "law.docx", books / "law.pdf"
    made = {"docx (python-docx)": docx, "pdf (WeasyPrint)": pdf}
    for suffix in ("odt", "rtf", "doc", "pdf"):
        path = OUT / f"soffice_law.{suffix}"
        if not path.exists():
            soffice(docx, suffix, path)
        made[f"{suffix} (LibreOffice from docx)"] = path
    for suffix in ("odt", "rtf", "epub", "fb2"):
        path = OUT / f"pandoc_law.{suffix}"
        if not path.exists():
            subprocess.run(["pandoc", str(docx), "-o", str(path)], check=True, timeout=300)
        made[f"{suffix} (pandoc from docx)"] = path
    standalone = OUT / "pandoc_s_law.rtf"
    if not standalone.exists():
        subprocess.run(["pandoc", "-s", str(docx), "-o", str(standalone)], check=True, timeout=300)
    made["rtf (pandoc -s from docx)"] = standalone
    djvu = OUT / "pdf2djvu_law.djvu"
    if not djvu.exists():
        subprocess.run(["pdf2djvu", "--no-metadata", "-o", str(djvu), str(pdf)], check=True, capture_output=True,
                       timeout=600)
    made["djvu (pdf2djvu from pdf, 300 dpi)"] = djvu
    return made


def measure(path: Path, seed: int, via_pandoc: bool) -> dict:
    """One fresh process: load_corpus on the file (or on pandoc's .docx of it), compared with the truth."""
    code = f"""
import json, resource, sys, time, subprocess, tempfile
from pathlib import Path
sys.path.insert(0, {str(REPO / 'tests')!r})
from bookgen.check_parse import compare, FIELDS
truth = json.loads(Path({str(OUT / f'seed{seed}' / 'expected.json')!r}).read_text())
book = truth["books"]["law"]
path = Path({str(path)!r})
from lawref.corpus.pipeline import load_corpus
started = time.perf_counter()
if {via_pandoc!r}:
    out = Path(tempfile.mkdtemp()) / "law.docx"
    subprocess.run(["pandoc", str(path), "-o", str(out)], check=True)
    path = out
corpus = load_corpus([path], kind="law")
seconds = time.perf_counter() - started
report = compare(book, corpus, 0)
got = {{c.id for c in corpus.clauses}}
exact = sum(1 for c in book["clauses"] if c["id"] not in report["missing"]
            and all(c["id"] not in {{r[0] for r in report[f]}} for f in FIELDS))
own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({{"ids": sum(c["id"] in got for c in book["clauses"]), "exact": exact, "total": len(book["clauses"]),
                  "extra": len(report["extra"]), "seconds": seconds,
                  "cpu": own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime,
                  "kids_cpu": kids.ru_utime + kids.ru_stime,
                  "rss_mib": max(own.ru_maxrss, kids.ru_maxrss) / 1024}}))
"""
    with tempfile.TemporaryDirectory(prefix="bench-cache-") as cache:
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                              env={**os.environ, "LAWREF_CACHE": cache})
    if done.returncode:
        return {"error": done.stderr.strip().splitlines()[-1]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def _median_row(runs: list[dict]) -> dict:
    """One row of several runs of it: the median of each time, the largest peak RSS, the (same) counts."""
    from statistics import median

    row = dict(runs[0])
    for key in ("seconds", "cpu", "kids_cpu"):
        row[key] = median(run[key] for run in runs)
    row["rss_mib"] = max(run["rss_mib"] for run in runs)
    return row


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="comma-separated suffixes to measure (default: all)")
    parser.add_argument("--repeat", type=int, default=1, help="runs per row: medians of CPU and time (default 1)")
    parser.add_argument("--lawref-only", action="store_true", help="no rows read through pandoc")
    args = parser.parse_args(argv)
    made = make_inputs(args.seed)
    only = set(args.only.split(",")) if args.only else None
    record = Results("formats_routes", ".venv/bin/python bench/bench_formats_routes.py"
                     + (f" --repeat {args.repeat}" if args.repeat > 1 else ""))
    record.add(f"The generated whole law book (tests/bookgen, seed {args.seed}) made into each format by the tool "
               "named, read by lawref and, where lawref has no reader of its own, through pandoc to .docx.", "",
               "CPU: user + system seconds of the whole process (Python's start, imports, load_corpus, the check) and "
               "of the programs it ran (in brackets when any: LibreOffice, pandoc, djvused); time: load_corpus's "
               "wall time, which the other jobs on the machine stretch"
               + (f"; each the median of {args.repeat} runs." if args.repeat > 1 else "."), "",
               "| input (made by) | read by | ids | exact texts | extra ids | CPU | time | peak RSS |",
               "|---|---|---|---|---|---|---|---|")
    for name, path in made.items():
        suffix = path.suffix[1:]
        if only and suffix not in only:
            continue
        readers = [("lawref", False)]
        if suffix in ("odt", "rtf", "epub", "fb2") and not args.lawref_only:
            readers.append(("pandoc -> .docx -> lawref", True))
        for reader, via_pandoc in readers:
            runs = [measure(path, args.seed, via_pandoc) for _ in range(max(args.repeat, 1))]
            row = next((run for run in runs if "error" in run), None) or _median_row(runs)
            if "error" in row:
                record.add(f"| {name} | {reader} | refused: {row['error']} | | | | | |")
                continue
            kids = f" ({row['kids_cpu']:.2f} s)" if row["kids_cpu"] >= 0.01 else ""
            record.add(f"| {name} | {reader} | {row['ids']}/{row['total']} | {row['exact']}/{row['total']} | "
                       f"{row['extra']} | {row['cpu']:.2f} s{kids} | {row['seconds']:.2f} s | "
                       f"{row['rss_mib']:.0f} MiB |")
    if not only and not args.lawref_only:  # a partial run is not the numbers of record
        record.write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
