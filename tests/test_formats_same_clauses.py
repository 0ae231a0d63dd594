"""The same small law text as .txt, .html/.htm, .docx and .pdf gives the same clauses; the furniture of each
format is recorded as removals, never in a clause's text, and nothing is lost."""

from __future__ import annotations

import re
import subprocess
from collections import Counter

import pytest

from lawref.corpus.pipeline import load_corpus

from formats_book import RUNNING_HEAD, SITE_NAME, clause_rows, to_html, write_book

FORMATS = (".html", ".htm", ".docx", ".pdf")
FURNITURE = {
    ".html": {"html-header": [SITE_NAME], "html-nav": ["Главная Правила Новости"],
              "html-breadcrumbs": ["Главная › Правила › Правила 1–2"], "html-footer": [f"© {SITE_NAME}, 2024. О клубе"],
              "html-script": ['window.counter = "Счётчик посещений";']},
    ".docx": {"docx-header": [RUNNING_HEAD], "docx-footer": ["1"]},
}
FURNITURE[".htm"] = FURNITURE[".html"]


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    folder = tmp_path_factory.mktemp("books")
    return {suffix: write_book(folder / suffix[1:], "book", suffix) for suffix in (".txt", *FORMATS)}


@pytest.fixture(scope="module")
def txt_rows(books):
    rows = clause_rows(load_corpus([books[".txt"]]))
    assert [r[0] for r in rows] == ["1", "1A", "1A1", "1A2", "1A2(a)", "1A2(b)", "1B", "1B1",
                                    "2", "2A", "2A1", "2A1(a)", "2A1(b)", "2A2"]
    return rows


@pytest.mark.parametrize("suffix", FORMATS)
def test_same_clause_ids_and_texts_as_the_txt(books, txt_rows, suffix):
    assert clause_rows(load_corpus([books[suffix]])) == txt_rows


@pytest.mark.parametrize("suffix", FORMATS)
def test_furniture_is_recorded_and_never_in_a_clause(books, suffix):
    corpus = load_corpus([books[suffix]])
    removals = corpus.removals["book"]
    kinds = {r.kind for r in removals} - {"normalised"}
    if suffix == ".pdf":
        assert kinds == {"pdf-header", "pdf-footer"}
        pages = int(re.search(r"Pages:\s+(\d+)", _pdfinfo(books[suffix]))[1])
        assert pages >= 3
        assert [r.text for r in removals if r.kind == "pdf-header"] == [RUNNING_HEAD] * pages
        assert [r.text for r in removals if r.kind == "pdf-footer"] == [str(n) for n in range(1, pages + 1)]
    else:
        assert {k: [r.text for r in removals if r.kind == k] for k in kinds} == FURNITURE[suffix]
    texts = " ".join(f"{c.title} {c.text}" for c in corpus.clauses)
    for removal in removals:
        if removal.kind != "normalised" and not removal.text.isdigit():
            assert removal.text not in texts
    lines = corpus_text_lines(books[suffix])
    assert all(1 <= r.line <= lines for r in removals)


def corpus_text_lines(path) -> int:
    from lawref.corpus.formats import extract

    return len(extract(path, path.read_bytes(), path.name).text.splitlines())


def _pdfinfo(path) -> str:
    try:
        return subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    except FileNotFoundError:
        pytest.fail("pdfinfo not found: install poppler-utils (apt-get install poppler-utils)")


@pytest.mark.parametrize("suffix", FORMATS)
def test_nothing_lost_words_of_the_document_are_kept_or_removed(books, suffix):
    """Words of the document's text layer (read by another tool) = words kept + words removed, but for the
    list labels the reader writes in front of automatically numbered items."""
    from lawref.corpus.clean import clean
    from lawref.corpus.formats import extract

    path = books[suffix]
    extracted = extract(path, path.read_bytes(), path.name)
    cleaned = clean(extracted.text, path.name, extracted.encoding)
    ours = Counter(w for line in cleaned.lines for w in line.text.split())
    ours += Counter(w for r in (*extracted.removals, *cleaned.removals) for w in r.text.split())
    layer = Counter(text_layer_words(path, suffix))
    assert layer - ours == Counter(), "words lost"
    inserted = ours - layer
    assert all(re.fullmatch(r"\d\.|\([a-z]\)", label) for label in inserted), inserted
    if suffix != ".pdf":
        assert sum(inserted.values()) == 9  # 5 items + 4 sub-items numbered by the HTML/Word list


def text_layer_words(path, suffix) -> list[str]:
    if suffix == ".pdf":
        try:
            out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
        except FileNotFoundError:
            pytest.fail("pdftotext not found: install poppler-utils (apt-get install poppler-utils)")
        return out.split()
    if suffix == ".docx":
        import zipfile

        from lxml import etree

        words = []
        with zipfile.ZipFile(path) as archive:
            for name in archive.namelist():
                if re.fullmatch(r"word/(document|header\d*|footer\d*)\.xml", name):
                    root = etree.fromstring(archive.read(name))
                    for paragraph in root.iter("{*}p"):
                        words += "".join(t.text or "" for t in paragraph.iter("{*}t")).split()
        return words
    import lxml.html

    body = lxml.html.fromstring(path.read_bytes()).find("body")
    return " ".join(body.itertext()).split()


def test_a_folder_gives_every_format(tmp_path):
    for suffix in (".docx", ".pdf"):
        write_book(tmp_path / "corpus", f"book{suffix[1:]}", suffix)
    (tmp_path / "corpus" / "notes.md").write_text("не текст корпуса", "utf-8")
    from lawref.corpus.sources import discover

    assert [p.name for p in discover([tmp_path / "corpus"])] == ["bookdocx.docx", "bookpdf.pdf"]


@pytest.mark.parametrize("suffix, title", [(".html", f"Правила | {SITE_NAME}"), (".docx", "Правила 1–2")])
def test_the_title_comes_from_the_document_without_a_toml(books, suffix, title):
    source = load_corpus([books[suffix]]).sources[0]
    assert (source.title, source.encoding) == (title, suffix[1:])


def test_an_html_page_in_windows_1251_is_read_by_its_meta_charset(tmp_path, txt_rows):
    path = tmp_path / "book.html"
    path.write_bytes(to_html(charset="windows-1251").encode("cp1251"))
    assert clause_rows(load_corpus([path])) == txt_rows
