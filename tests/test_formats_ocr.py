"""`lawref import --ocr`: a scan made here (the small law book printed to PDF, its pages rendered to pictures
by pdftoppm and bound into a PDF of pictures, as a scanner gives) -> tesseract -> the text and a review list;
the review list's rules, row by row."""

from __future__ import annotations

import subprocess

import pytest

from formats_tools import tool
from lawref.corpus.formats.ocr import sequence_breaks
from lawref.corpus.pipeline import load_corpus

from formats_book import clause_rows, to_pdf, to_txt


@pytest.fixture(scope="module")
def scan(tmp_path_factory):
    from PIL import Image

    folder = tmp_path_factory.mktemp("scan")
    (folder / "book.pdf").write_bytes(to_pdf())
    subprocess.run([tool("pdftoppm"), "-r", "300", "-gray", "-png", str(folder / "book.pdf"), str(folder / "pg")],
                   check=True, timeout=120)
    pages = [Image.open(p) for p in sorted(folder.glob("pg-*.png"))]
    pages[0].save(folder / "scan.pdf", save_all=True, append_images=pages[1:], resolution=300)
    return folder / "scan.pdf"


def test_ocr_import_writes_the_text_and_a_review_list_and_reads_like_any_text(scan, tmp_path, cli):
    tool("tesseract")
    out = tmp_path / "corpus" / "scan.txt"
    result = cli("import", "--ocr", str(scan), "-o", str(out))
    assert result.code == 0, result.err
    review = out.with_suffix(".review.txt")
    assert f"записано {review}" in result.out and out.is_file() and out.with_suffix(".toml").is_file()
    (tmp_path / "book.txt").write_text(to_txt(), "utf-8")
    want = clause_rows(load_corpus([tmp_path / "book.txt"]))
    got = clause_rows(load_corpus([out]))
    ids = {row[0] for row in got}
    assert sum(row[0] in ids for row in want) >= 0.9 * len(want)  # before the editor's review
    listed = review.read_text("utf-8")
    # every id OCR lost stands at a line of the review list (here: a sub-item label read as a Cyrillic letter)
    lost = [row[0] for row in want if row[0] not in ids]
    assert not lost or "sequence" in listed, (lost, listed)


ROWS = [
    # (lines, expected (line, start of what)) -- one rule per row
    (["ПРАВИЛО 1. А", "ПРАВИЛО 3. Б"], [(2, "ПРАВИЛО 3 after ПРАВИЛО 1: expected 2")]),
    (["ПРАВИЛО 33. А", "ПРАВИЛО 28. В этом случае"], [(2, "ПРАВИЛО 28 after ПРАВИЛО 33: expected 34 (or text")]),
    (["ПРАВИЛО 1. А", "A. x", "B. y", "C. z", "О. w"], [(5, "section «О.» after «C»: expected D (OCR reads D as О)")]),
    (["ПРАВИЛО 1. А", "А. x", "В. y"], []),  # Cyrillic look-alike letters are labels as they are
    (["1. x", "(а) y", "(Ъ) z"], [(3, "sub-item «(Ъ)» after «(a)»: expected (b) (OCR reads b as Ъ)")]),
    (["1. x", "(a) y", "(i) z", "(ii) w", "(b) v"], []),
    (["см. Правило ЗВ2"], [(1, "reference «Правило ЗВ2»: a Cyrillic letter in an id")]),
    (["см. Правило 101"], [(1, "reference «Правило 101»: no Law 101")]),
    (["см. Правило 1О1(a)"], [(1, "reference «Правило 1О1(a)»: a Cyrillic letter")]),
    (["см. Правило 27B1(b) и Правила 12 и 93"], []),
]


@pytest.mark.parametrize("lines, expected", ROWS)
def test_review_list_rules(lines, expected):
    got = [(r.line, r.what) for r in sequence_breaks(lines)]
    assert len(got) == len(expected), got
    for (line, what), (want_line, want) in zip(got, expected):
        assert line == want_line and what.startswith(want), (line, what)


def test_ocr_of_a_document_that_is_not_a_scan_is_one_line(tmp_path, cli):
    path = tmp_path / "book.docx"
    path.write_bytes(b"PK\x03\x04")
    result = cli("import", "--ocr", str(path), "-o", str(tmp_path / "out.txt"))
    assert result.code != 0 and result.err.count("\n") == 1 and "--ocr reads a scanned PDF" in result.err
    assert not (tmp_path / "out.txt").exists()
