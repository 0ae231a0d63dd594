"""The PDF reader: page furniture, paragraphs, wrapped headings and hyphenation, on synthetic lines and on a
book printed by WeasyPrint."""

from __future__ import annotations

import pytest

from formats_book import BOOK, RUNNING_HEAD, law_heading, to_pdf
from lawref.corpus.formats.from_pdf import (_usual_gap, body_style, find_furniture, split_paragraphs)
from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage
from lawref.corpus.join import join_lines
from lawref.model import Line

BODY = 12.0  # line height of body text in these synthetic pages


def page(number: int, rows, height: float = 600.0) -> PdfPage:
    """rows: (text, top, x0[, size, bold]) -> a page of lines 12 pt high, right edge at 400."""
    lines = []
    for row in rows:
        text, top, x0, *style = row
        size, bold = (style + [10.0, False])[:2] if style else (10.0, False)
        lines.append(PdfLine(number, text, x0, 400.0 if len(text) > 30 else x0 + 6 * len(text), top,
                             top + BODY, size, bold))
    return PdfPage(300.0, height, tuple(lines))


def body_rows(start: float, texts, x0: float = 50.0):
    return [(text, start + i * BODY, x0) for i, text in enumerate(texts)]


LONG = "Судья устанавливает результат, справедливый по отношению к обеим сторонам"


def furniture_of(pages):
    found = find_furniture(pages, _usual_gap(pages))
    return [(line.page, line.text, found[id(line)]) for p in pages for line in p.lines if id(line) in found]


def test_running_heads_and_page_numbers_in_any_usual_form_are_furniture():
    heads = ["Международные правила", "Глава II. Торговля"]  # left and right pages alternate
    numbers = ["- 6 -", "— 7 —", "8", "стр. 9", "Стр. 10", "xi"]
    pages = [page(n, [(heads[n % 2], 20, 120), *body_rows(60, [LONG] * 5), (numbers[n], 560, 190)])
             for n in range(6)]
    assert furniture_of(pages) == [(n, text, kind) for n in range(6) for text, kind in
                                   ((heads[n % 2], "pdf-header"), (numbers[n], "pdf-footer"))]


def test_a_two_line_running_head_and_a_head_beside_its_page_number():
    pages = [page(n, [("ПРАВИЛА БРИДЖА", 20, 120), ("Правило 12. Полномочия судьи", 32, 100),
                      (str(n + 40), 32, 380), *body_rows(70, [LONG] * 4)]) for n in range(3)]
    assert [t for _, t, _ in furniture_of(pages)] == [t for n in range(3) for t in
                                                      ("ПРАВИЛА БРИДЖА", "Правило 12. Полномочия судьи",
                                                       str(n + 40))]


def test_body_lines_are_not_furniture_even_when_they_repeat():
    # The same first line on two pages but running on into the body (no gap): text, not a running head.
    pages = [page(n, body_rows(20, ["Судья действует следующим образом:", LONG, LONG])) for n in range(3)]
    assert furniture_of(pages) == []
    # A number that is the last line of a paragraph, with no gap before it, is text too.
    assert furniture_of([page(0, body_rows(20, [LONG, LONG, "1987"]))]) == []


def paragraphs_of(pages):
    body = [line for p in pages for line in p.lines]
    return [[line.text for line in para] for para in split_paragraphs(body, _usual_gap(pages))]


def test_paragraphs_start_at_a_gap_an_indent_or_a_change_of_font():
    rows = [("Первый абзац идёт по всей ширине строки набора и дальше", 20, 50),
            ("и кончается здесь.", 32, 50),
            ("Второй абзац после пропуска между строками набора текста", 56, 50),
            ("   Третий абзац с отступом первой строки набора текста", 68, 62),
            ("продолжение третьего абзаца по всей ширине строки", 80, 50),
            ("Заголовок", 92, 50, 14.0, True)]
    assert paragraphs_of([page(0, rows)]) == [
        ["Первый абзац идёт по всей ширине строки набора и дальше", "и кончается здесь."],
        ["Второй абзац после пропуска между строками набора текста"],
        ["   Третий абзац с отступом первой строки набора текста", "продолжение третьего абзаца по всей ширине строки"],
        ["Заголовок"]]


def test_a_hanging_indent_continues_its_item():
    rows = [("1. Судья требует от выступающего с претензией игрока повторить", 20, 50),
            ("разъясняющее заявление, сделанное им при предъявлении", 32, 62),
            ("претензии.", 44, 62),
            ("2. Вслед за этим Судья выслушивает возражения оппонентов", 68, 50)]
    assert [len(p) for p in paragraphs_of([page(0, rows)])] == [3, 1]


def test_a_page_break_inside_a_paragraph_is_joined_unless_the_next_page_starts_a_new_one():
    first = page(0, body_rows(20, [LONG, LONG]))
    continued = page(1, body_rows(20, ["продолжение того же абзаца на следующей странице книги", "конец."]))
    assert len(paragraphs_of([first, continued])) == 1
    indented = page(1, body_rows(20, ["Новый абзац с отступом первой строки на странице", "конец."]))
    indented = PdfPage(300, 600, (PdfLine(1, indented.lines[0].text, 62, 400, 20, 32, 10.0, False),
                                  indented.lines[1]))
    assert len(paragraphs_of([first, indented])) == 2
    short_end = page(0, [(LONG, 20, 50), ("конец абзаца.", 32, 50)])
    assert len(paragraphs_of([short_end, continued])) == 2


@pytest.fixture(scope="module")
def printed():
    from lawref.corpus.formats.from_pdf import extract_pdf

    return extract_pdf(to_pdf(), "book.pdf")


def test_the_printed_book_wrapped_its_heading_and_the_reader_joins_it(printed):
    import subprocess

    try:
        layer = subprocess.run(["pdftotext", "-", "-"], input=to_pdf(), capture_output=True, check=True).stdout
    except FileNotFoundError:
        pytest.fail("pdftotext not found: install poppler-utils (apt-get install poppler-utils)")
    assert law_heading(BOOK[0]) not in layer.decode().splitlines()  # it wraps on the A6 page
    assert printed.text.splitlines()[0] == law_heading(BOOK[0])


def test_a_paragraph_running_over_pages_is_one_paragraph_with_its_hyphenated_words_joined():
    from formats_book import LONG as SENTENCE, Item, Law, Section
    from lawref.corpus.clean import clean
    from lawref.corpus.formats.from_pdf import extract_pdf
    from lawref.corpus.parse_law import parse_law

    long_item = " ".join([SENTENCE] * 14)
    book = [Law(3, "СДАЧА", [Section("A", "Тасовка", "Карты тасуются перед сдачей.", [Item(long_item)])])]
    got = extract_pdf(to_pdf(book), "long.pdf")
    assert len([r for r in got.removals if r.kind == "pdf-header"]) >= 2, "the item should run over pages"
    assert got.text.split("\n\n")[:3] == ["ПРАВИЛО 3. СДАЧА", "A. Тасовка", "Карты тасуются перед сдачей."]
    item_lines = got.text.split("\n\n")[3].splitlines()
    assert len(got.text.split("\n\n")) == 4 and len(item_lines) > 20
    assert sum(line.endswith("\u2010") for line in item_lines) >= 5
    drafts = parse_law(clean(got.text, "long.pdf", "pdf")).drafts
    item = next(d for d in drafts if d.id == "3A1")
    assert " ".join(p.text for p in item.parts) == long_item


def test_join_reads_the_typesetters_hyphen_u2010_like_a_hyphen():
    assert join_lines([Line(1, "последова\u2010"), Line(2, "тельность")]).text == "последовательность"
    assert join_lines([Line(1, "кто\u2010"), Line(2, "либо")]).text == "кто\u2010либо"


def test_body_style_is_the_most_common_by_characters():
    lines = [PdfLine(0, "ПРАВИЛО 1", 0, 1, 0, 1, 14.0, True), PdfLine(0, LONG, 0, 1, 0, 1, 10.0, False)]
    assert body_style(lines) == (10.0, False)


def test_a_chapter_heading_and_a_law_heading_in_one_style_stay_two_headings():
    from lawref.corpus.formats.from_pdf import _heading_lines

    lines = [PdfLine(0, text, 50, 300, top, top + 14, 14.0, True) for text, top in
             (("Глава II.", 20), ("Торговля", 34), ("ПРАВИЛО 17. НАЧАЛО", 48), ("ТОРГОВЛИ", 62))]
    assert [[line.text for line in group] for group in _heading_lines(lines)] == [
        ["Глава II.", "Торговля"], ["ПРАВИЛО 17. НАЧАЛО", "ТОРГОВЛИ"]]


def test_the_running_head_of_the_printed_book_is_recorded_on_every_page(printed):
    assert {r.text for r in printed.removals if r.kind == "pdf-header"} == {RUNNING_HEAD}
    assert RUNNING_HEAD not in printed.text
