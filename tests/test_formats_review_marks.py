"""A working copy's review marks in every format (tests/redteam/rt29book: a rules commission's copy saved by
LibreOffice with two reviewers' tracked changes unaccepted, their comments, a hidden reminder): the text is the
commission's text now. A deletion is never read, an insertion always; a comment's words never enter the text
nor part its anchor's words; hidden text is no text, and `check` lists it so an editor sees what was left out.
Each row names words a reader must not see and words around them a reader must see; the unit rows of each
reader are in tests/test_formats_docx.py, _odt.py, _rtf.py (HIDDEN_ROWS, ROWS)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from lawref.corpus.formats import extract

OUT = Path(__file__).resolve().parent / "redteam" / "rt29book" / "out"
OFFICE = ["rt29book.docx", "rt29book.odt", "rt29book.doc", "rt29book.rtf"]
PDF = ["rt29book_a4_margin.pdf", "rt29book_a5_notes.pdf"]  # the A5 PDF holds the comments as /Text annotations
REMINDER = ("Напоминание редакторам: перед рассылкой снять пометку «ПРОЕКТ» и обновить оглавление. Этот абзац "
            "скрыт и в печать не идёт.")

# (what, words a reader must not see, the words around them a reader must see)
MARK_ROWS = [
    ("a word deleted in a sentence", "вошли только двадцать", "вошли двадцать восемь Законов"),
    ("a word replaced (deleted, then inserted)", "хода лежат на столе", "хода открыто выложены на столе"),
    ("a stop replaced at an item's end", "соответствующий орган.", "соответствующий орган;"),
    ("a deletion in a Law's heading", "Закон 90. Наказания", "Закон 90. Процедурные наказания"),
    ("a deletion in a footnote", "Прим. ред.", "Прим. комиссии."),
    ("a whole item deleted across its paragraph mark", "не обязан об этом сообщать противникам", ""),
    ("a range comment's words", "Указать адрес почты комиссии полностью.", "Замечания просим присылать секретарю"),
    ("a comment at a point", "нужна ли она?", "искусственный результат по п. 2 раздела C Закона 86"),
    ("a reply to a comment", "и во время, см. Закон 42B.", "Болван может обратить внимание на нарушение"),
    ("a comment's author", "Ирина Соколова", "И. В. Соколова"),
    ("the hidden reminder", "Напоминание редакторам", "до 1 февраля 2027 года."),
]


@functools.cache
def words(name: str) -> str:
    path = OUT / name
    return " ".join(extract(path, path.read_bytes(), name).text.split())


@pytest.mark.parametrize("name", OFFICE + PDF)
@pytest.mark.parametrize("what, hidden, shown", MARK_ROWS, ids=[row[0] for row in MARK_ROWS])
def test_a_review_mark_reads_as_the_text_now(name, what, hidden, shown):
    text = words(name)
    assert hidden not in text
    assert shown in text


@pytest.mark.parametrize("name", OFFICE)
def test_hidden_text_is_recorded_where_it_stood_and_check_lists_it(name, cli):
    path = OUT / name
    extracted = extract(path, path.read_bytes(), name)
    [hidden] = [r for r in extracted.removals if r.kind == "docx-hidden"]
    assert hidden.text == REMINDER
    lines = extracted.text.split("\n")
    # where the reminder stood: between the contents' last entry and the Definitions' heading
    assert lines[hidden.line - 3].startswith("Закон 93. Порядок апелляции") and lines[hidden.line - 1] == "ОПРЕДЕЛЕНИЯ"
    said = [line for line in cli("check", str(path)).out.splitlines() if "Напоминание редакторам" in line]
    assert len(said) == 1 and said[0].endswith(f"{name}:{hidden.line}: удалено (скрытый текст документа): «{REMINDER}»")


def test_no_comment_annotation_of_the_pdf_enters_its_text():
    """The A5 PDF's comments are /Text annotations (icons at their anchors, popups): a reader of the page sees the
    page, not the notes over it; each of the 16 (two of them replies) stays out of the text."""
    from pypdf import PdfReader

    notes = [str(note.get_object()["/Contents"]) for page in PdfReader(OUT / PDF[1]).pages
             for note in page.get("/Annots") or () if note.get_object().get("/Subtype") == "/Text"]
    assert len(notes) == 16
    text = words(PDF[1])
    assert [note for note in notes if " ".join(note.split()) in text] == []
