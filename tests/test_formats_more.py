"""The same small law text made into .odt, .rtf, .doc (LibreOffice), .epub, .fb2 (pandoc) and .djvu
(pdf2djvu) by the real tools gives the clauses the .txt gives, nothing lost; a file is read by what its bytes
are whatever its name says; footnotes of every format become footnotes of their Law; bad files and missing
tools are one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from formats_tools import pandoc, pdf2djvu, soffice, soffice_all
from lawref.corpus.formats import extract
from lawref.corpus.pipeline import load_corpus

from fidelity import assert_nothing_lost
from formats_book import BOOK, clause_rows, to_docx, to_pdf, to_txt, typed_body


def plain_html() -> str:
    """The book as a plain page (headings and paragraphs at the body's level, labels typed: FB2 has no
    numbered lists, and pandoc prints an <ol type="a"> as `a.`), as pandoc reads HTML into its own structure
    without losing a heading (a heading inside <article> it drops in FB2). No
    <title>: pandoc would print it as the FB2 body's title, a title page the .txt does not have."""
    body = typed_body(BOOK, "h1", "h2")
    return f'<html lang="ru"><head><meta charset="utf-8"></head><body>{"".join(body)}</body></html>'


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """name -> a file made by a real tool: how each was made is in its name."""
    folder = tmp_path_factory.mktemp("made")
    (folder / "book.docx").write_bytes(to_docx())
    (folder / "book.txt").write_text(to_txt(), "utf-8")
    (folder / "book.pdf").write_bytes(to_pdf())
    (folder / "plain.html").write_text(plain_html(), "utf-8")
    office = folder / "office"
    # LibreOffice's .doc from the typed labels of the .txt, and from the .docx (each restarted list written as its
    # first item and a list of the rest): one LibreOffice start for the two
    to_doc = soffice_all([(folder / "book.txt", "doc", office / "doc"),
                          (folder / "book.docx", "doc", office / "docx-doc")])
    files = {"docx>soffice>odt": soffice(folder / "book.docx", "odt", office),
             "docx>soffice>rtf": soffice(folder / "book.docx", "rtf", office),
             "txt>soffice>doc": to_doc[0],
             "docx>soffice>doc": to_doc[1],
             "docx>pandoc>epub": pandoc(folder / "book.docx", folder / "pandoc.epub"),
             # without -s pandoc writes RTF's paragraphs with no document header around them
             "docx>pandoc>rtf": pandoc(folder / "book.docx", folder / "pandoc.rtf"),
             "html>pandoc>fb2": pandoc(folder / "plain.html", folder / "pandoc.fb2"),
             "pdf>pdf2djvu>djvu": pdf2djvu(folder / "book.pdf", folder / "book.djvu")}
    files["txt"] = folder / "book.txt"
    files["docx"] = folder / "book.docx"
    return files


ROUTES = ("docx>soffice>odt", "docx>soffice>rtf", "txt>soffice>doc", "docx>soffice>doc", "docx>pandoc>epub",
          "html>pandoc>fb2", "pdf>pdf2djvu>djvu")
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "formats"


@pytest.fixture(scope="module")
def txt_rows(made):
    return clause_rows(load_corpus([made["txt"]]))


@pytest.mark.parametrize("route", ROUTES)
def test_same_clauses_as_the_txt_and_nothing_lost(made, txt_rows, route):
    path = made[route]
    corpus = load_corpus([path])
    assert clause_rows(corpus) == txt_rows
    extracted = extract(path, path.read_bytes(), path.name)
    assert extracted.encoding == path.suffix[1:]
    assert_nothing_lost(corpus, extracted.text + " ".join(r.text for r in extracted.removals), path.stem)


def test_pandocs_rtf_without_its_header_is_read_as_the_rtf_it_is(made, txt_rows):
    # pandoc without -s writes «{\pard … \par}» paragraphs and no «{\rtf1 …» around them; its lists print
    # Word's «(a)» as «a.», so the labels are the file's own and the rest is the .txt's
    path = made["docx>pandoc>rtf"]
    assert not path.read_bytes().lstrip().startswith(b"{\\rtf")
    rows = clause_rows(load_corpus([path]))
    assert [row[:2] + row[3:] for row in rows] == [row[:2] + row[3:] for row in txt_rows]
    assert ("1A2(a)", "a.") in {(row[0], row[2]) for row in rows}


@pytest.mark.parametrize("route, named", [("docx>soffice>rtf", ".doc"), ("docx>pandoc>epub", ".txt"),
                                          ("txt>soffice>doc", ".docx"), ("docx>soffice>odt", ".zip"),
                                          ("html>pandoc>fb2", ".xml"), ("pdf>pdf2djvu>djvu", ".txt")])
def test_a_file_is_read_by_its_content_not_its_name(made, txt_rows, route, named, tmp_path):
    renamed = tmp_path / f"book{named}"
    renamed.write_bytes(made[route].read_bytes())
    assert clause_rows(load_corpus([renamed])) == txt_rows


def test_a_docx_saved_as_doc_is_read_as_docx(made, txt_rows, tmp_path):
    renamed = tmp_path / "book.doc"
    renamed.write_bytes(to_docx())
    assert extract(renamed, renamed.read_bytes(), "book.doc").encoding == "docx"
    assert clause_rows(load_corpus([renamed])) == txt_rows


FOOTNOTE_MD = """ПРАВИЛО 70. ПРЕТЕНЗИЯ ИЛИ УСТУПКА

A. Общая цель

Судья выносит решение о претензии так справедливо, как только возможно, по нормальной[^1] линии игры.

B. Разъяснение

1. Судья требует от выступившего с претензией повторить разъяснение.

[^1]: Для целей этого Правила «нормальная» включает небрежную игру.
"""


@pytest.mark.parametrize("made_as", ["docx", "odt", "epub", "fb2", "html", "docx>soffice>pdf"])
def test_footnotes_become_footnotes_of_their_law(tmp_path, made_as):
    """Real footnotes, written by pandoc (and the .docx printed to PDF by LibreOffice: a superscript call,
    the note at the page foot)."""
    suffix = made_as.split(">")[0]
    path = pandoc(None, tmp_path / f"notes.{suffix}", "-f", "markdown-auto_identifiers", "-s",
                  "--metadata", "title=Правила", text=FOOTNOTE_MD)
    if made_as.endswith("pdf"):
        path = soffice(path, "pdf", tmp_path / "pdf")
    corpus = load_corpus([path], kind="law")
    by_id = {c.id: c for c in corpus.clauses}
    assert "<*>" in by_id["70A"].text and "нормальной <*>" not in by_id["70A"].text.replace("нормальной<*>", "")
    notes = [c for c in corpus.clauses if c.kind == "footnote"]
    assert [(n.law, n.text) for n in notes] == [("70", "Для целей этого Правила «нормальная» включает небрежную игру.")]
    assert by_id["70B1"].text == "Судья требует от выступившего с претензией повторить разъяснение."
    extracted = extract(path, path.read_bytes(), path.name)
    assert_nothing_lost(corpus, extracted.text + " ".join(r.text for r in extracted.removals), path.stem)


BAD = [("book.epub", b"PK\x03\x04 not really a zip", "не удаётся прочитать .epub"),
       ("book.fb2", b"<?xml version='1.0'?><FictionBook><body><p>oops</body></FictionBook>",
        "не удаётся прочитать .fb2: ошибка в XML"),
       ("book.odt", b"PK\x03\x04 broken", "LibreOffice"),
       ("book.djvu", b"AT&TFORM\x00\x00\x00\x10DJVU broken", "DjVu")]


@pytest.mark.parametrize("name, data, says", BAD)
def test_a_damaged_file_is_one_line(tmp_path, cli, name, data, says):
    path = tmp_path / name
    path.write_bytes(data)
    result = cli("check", str(path))
    assert result.code != 0
    assert result.err.count("\n") == 1 and "Traceback" not in result.err
    assert says in result.err and name in result.err


def test_a_missing_tool_is_named_in_one_line(made, tmp_path, cli, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no soffice, no djvused here
    # a .doc the built-in reader refuses (cut short) goes to LibreOffice (one it reads needs none: test_formats_doc):
    # the line says why the built-in reader refused it first (installing LibreOffice may not be the answer)
    cut = tmp_path / "cut.doc"
    cut.write_bytes(made["docx>soffice>doc"].read_bytes()[:10000])
    for path, said in ((cut, "части файла не сходятся (он повреждён, обрезан или записан программой, которой "
                             "встроенное чтение не знает); такой файл читает LibreOffice, а он не установлен"),
                       (made["pdf>pdf2djvu>djvu"], "(djvused), она не установлена")):
        result = cli("check", str(path))
        assert result.code != 0 and result.err.count("\n") == 1 and "Traceback" not in result.err
        assert said in result.err and "scripts/system-deps.sh" in result.err


def test_libreoffices_doc_of_restarted_lists_reads_as_the_docx(made):
    """The committed .doc LibreOffice 7.4 made of the same .docx (tests/fixtures/formats/README.md): Word and
    LibreOffice show its lists «1. … 1. 2.»; read as one list each, its text is the .docx's, line for line."""
    data = (FIXTURES / "restarted_lists_lo.doc").read_bytes()
    docx_text = extract(made["docx"], made["docx"].read_bytes(), "book.docx").text
    assert extract(FIXTURES / "restarted_lists_lo.doc", data, "book.doc").text == docx_text


@pytest.mark.parametrize("name, shown", [("title_pandoc.fb2", 1), ("title_pandoc.epub", 2)])
def test_a_title_pandoc_took_from_the_docx_is_read_where_it_is_shown(name, shown):
    """pandoc's FB2 and EPUB of a .docx whose Title paragraph is the book's own first line (committed:
    tests/fixtures/formats/README.md): the title the book's page does not say again is the book's, read where the
    reader sees it: once in the FB2's body; in the EPUB on pandoc's title page and again over its first chapter
    (the parser reads the second as the heading of the rest of the page: priok2022's truth_epub)."""
    data = (FIXTURES / name).read_bytes()
    assert extract(FIXTURES / name, data, name).text.rstrip("\n").split("\n\n") == [
        *["П Р А В И Л А"] * shown, "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА", "Редакция 2017 года", "Москва, 2018",
        "ПРАВИЛО 1. КОЛОДА", "Игра ведётся колодой из 52 карт."]
