"""PDFs in columns read in reading order: a two-column page (WeasyPrint `column-count: 2`), a 2-up printout
(two pages on one sheet, placed by pypdf as a 2-up print driver does), a two-column text set by `pr -2` in a
fixed-width font (PDFium reads each printed line of both columns as one line); a page whose columns overlap
is refused in one line by check and export (exit non-zero, no traceback, no output)."""

from __future__ import annotations

import dataclasses
import html
import re
import subprocess

import pytest

from formats_tools import tool
from lawref.corpus.pipeline import load_corpus

from formats_book import clause_rows, to_pdf, to_pdf_html, to_txt


def two_column_pdf() -> bytes:
    import weasyprint

    page = to_pdf_html().replace("@page { size: A6;", "@page { size: A5 landscape;")
    page = page.replace("body {", "body { column-count: 2; column-gap: 8mm;")
    return weasyprint.HTML(string=page).write_pdf()


def two_up_pdf(folder) -> bytes:
    import io

    from pypdf import PageObject, PdfReader, PdfWriter, Transformation

    reader = PdfReader(io.BytesIO(to_pdf()))
    width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    writer = PdfWriter()
    for i in range(0, len(reader.pages), 2):
        sheet = PageObject.create_blank_page(width=2 * width, height=height)
        sheet.merge_transformed_page(reader.pages[i], Transformation())
        if i + 1 < len(reader.pages):
            sheet.merge_transformed_page(reader.pages[i + 1], Transformation().translate(width, 0))
        writer.add_page(sheet)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def impose_booklet(data: bytes) -> bytes:
    """The PDF `data` imposed for a saddle-stitched booklet as pdfbook2 does (blank pages added to a multiple
    of four): side 1 = the last page | page 1, side 2 = page 2 | the last but one, side 3 = the last but two |
    page 3 …"""
    import io

    from pypdf import PageObject, PdfReader, PdfWriter, Transformation

    reader = PdfReader(io.BytesIO(data))
    width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    count = -(-len(reader.pages) // 4) * 4
    writer = PdfWriter()
    for side in range(count // 2):
        left, right = (count - 1 - side, side) if side % 2 == 0 else (side, count - 1 - side)
        sheet = PageObject.create_blank_page(width=2 * width, height=height)
        for k, dx in ((left, 0), (right, width)):
            if k < len(reader.pages):
                sheet.merge_transformed_page(reader.pages[k], Transformation().translate(dx, 0))
        writer.add_page(sheet)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_booklet_imposed_for_saddle_stitching_is_read_in_its_pages_order(tmp_path):
    import weasyprint

    titles = ["КОЛОДА", "ЯЩИКИ", "СТОЛЫ", "ИГРОКИ", "ТАСОВКА", "КОНТРОЛЬ", "ПОДСЧЁТ", "РАУНДЫ", "НАРУШЕНИЯ", "ШТРАФЫ",
              "ПЕРЕСАДКА", "ПОЛНОМОЧИЯ", "КАРТЫ", "ВЗЯТКИ", "ЗАЯВКИ", "ИНФОРМАЦИЯ"]
    pool = ("судья определяет результат справедливый по отношению к обеим сторонам и объявляет его игрокам до "
            "конца раунда после чего запись вносится в протокол турнира").split()

    def words(n: int) -> str:  # each Law's text its own, so no line repeats at the pages' edges
        return " ".join(pool[n:] + pool[:n])

    laws = "".join(f"<h3>ПРАВИЛО {n}. {title}</h3><p>A. Раздел правила {n}</p><p>{words(n).capitalize()}.</p>"
                   for n, title in enumerate(titles, 1))
    plain = weasyprint.HTML(string='<html><head><meta charset="utf-8"><style>@page { size: A7; margin: 8mm } '
                                   f'body {{ font: 8pt "DejaVu Serif" }}</style></head><body>{laws}</body></html>'
                            ).write_pdf()
    (tmp_path / "plain.pdf").write_bytes(plain)
    (tmp_path / "booklet.pdf").write_bytes(impose_booklet(plain))
    expected = clause_rows(load_corpus([tmp_path / "plain.pdf"]))
    assert [row[0] for row in expected] == [law for n in range(1, 17) for law in (str(n), f"{n}A")]
    assert clause_rows(load_corpus([tmp_path / "booklet.pdf"])) == expected


def _sheets(layout: list[tuple[int | None, int | None]], unnumbered: frozenset = frozenset()):
    """Sheets of two A5 pages on A4 landscape as `layout` lies (left page, right page; None a blank half), each
    page in two columns under a running head printing its number (a left page's first, a right page's last) but
    the pages in `unnumbered`: (pages, furniture, the columns as the sheets lie with the sheet of each)."""
    from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage

    pages, furniture, read, sheet_of = [], {}, [], []
    for sheet, halves in enumerate(layout):
        lines = []
        for half, number in enumerate(halves):
            if number is None:
                continue
            dx = 421.0 * half
            if number not in unnumbered:
                head = f"{number} Правила бриджа" if half == 0 else f"Глава первая {number}"
                lines.append(PdfLine(sheet, head, 30 + dx, 390 + dx, 20, 28, 7.0, False))
                furniture[id(lines[-1])] = "pdf-header"
            for column, (x0, x1) in enumerate(((30, 200), (220, 390))):
                column_lines = tuple(PdfLine(sheet, f"стр. {number} кол. {column + 1}", x0 + dx, x1 + dx,
                                             50 + 12 * row, 60 + 12 * row, 8.5, False) for row in range(3))
                lines += column_lines
                read.append(({}, column_lines, True))
                sheet_of.append(sheet)
        pages.append(PdfPage(842.0, 595.0, tuple(lines)))
    return pages, furniture, read, sheet_of


SADDLE = [(8, 1), (2, 7), (6, 3), (4, 5)]  # psbook's and pdfbook2's imposition of 8 pages
# (the sheets as they lie, the pages printing no number, the pages read in order, or None: refused in one line):
# the printed numbers' sequence puts the pages in order, as the sheets lie (a 2-up printout) or in saddle-stitch
# order (the title page and the blank last page printing none); by the numbers themselves where every page prints
# one; pages that print none and fit no order cannot be placed
SHEET_ROWS = [
    ([(1, 2), (3, 4), (5, 6), (7, None)], frozenset({1}), [1, 2, 3, 4, 5, 6, 7]),
    ([(None, 1), (2, 7), (6, 3), (4, 5)], frozenset({1}), [1, 2, 3, 4, 5, 6, 7]),
    (SADDLE, frozenset({1, 2, 8}), [1, 2, 3, 4, 5, 6, 7, 8]),
    ([(5, 6), (1, 2), (7, 8), (3, 4)], frozenset(), [1, 2, 3, 4, 5, 6, 7, 8]),
    ([(5, 6), (1, 2), (7, 8), (3, 4)], frozenset({1}), None),
]


@pytest.mark.parametrize("layout, unnumbered, pages_read", SHEET_ROWS)
def test_the_pages_of_two_up_sheets_are_read_in_their_printed_numbers_order(layout, unnumbered, pages_read):
    from lawref.corpus.formats.from_pdf import _booklet_order
    from lawref.errors import LawrefError

    pages, furniture, read, sheet_of = _sheets(layout, unnumbered)
    if pages_read is None:
        with pytest.raises(LawrefError) as refused:
            _booklet_order(read, sheet_of, pages, furniture, 421.0, "booklet.pdf")
        assert refused.value.in_language("ru").startswith("booklet.pdf: на листах этого PDF по две страницы")
        assert "(таких страниц: 1)" in refused.value.in_language("ru")
        return
    columns = [line.text for _, column, _ in _booklet_order(read, sheet_of, pages, furniture, 421.0, "booklet.pdf")
               for line in column[:1]]
    assert columns == [f"стр. {n} кол. {c}" for n in pages_read for c in (1, 2)]


def test_a_number_every_sheet_prints_is_no_pages_number():
    """A two-column book whose head prints the year over the left column («Вестник бриджа, 2018») and the page's
    number over the right one: the year stands on every page, so it numbers none; the columns are read as they lie,
    neither put in order by 2018 nor refused."""
    from lawref.corpus.formats.from_pdf import _booklet_order
    from lawref.corpus.formats.pdf_lines import PdfLine

    pages, furniture, read, sheet_of = _sheets([(1, 1), (2, 2), (3, 3)], frozenset({1, 2, 3}))
    for sheet, page in enumerate(pages):
        heads = (PdfLine(sheet, "Вестник бриджа, 2018", 30, 200, 20, 28, 7.0, False),
                 PdfLine(sheet, str(sheet + 2), 780, 790, 20, 28, 7.0, False))
        furniture.update((id(head), "pdf-header") for head in heads)
        pages[sheet] = dataclasses.replace(page, lines=heads + page.lines)
    assert _booklet_order(read, sheet_of, pages, furniture, 421.0, "vestnik.pdf") == read


def test_sheets_whose_pages_cannot_be_placed_are_refused_in_one_line(tmp_path, cli):
    """Eight A7 pages, each Law on its own, numbered in the head but the first, imposed two to a sheet in no order a
    reader knows (5|6, 1|2, 7|8, 3|4): the unnumbered first page has no place; refused, never read scrambled."""
    import io

    import weasyprint
    from pypdf import PageObject, PdfReader, PdfWriter, Transformation

    pool = "судья определяет результат справедливый по отношению к обеим сторонам и объявляет его игрокам".split()
    laws = "".join(f'<section style="page-break-after: always"><h3>ПРАВИЛО {n}. {title}</h3><p>A. Раздел правила '
                   f'{n}</p><p>{" ".join(pool[n:] + pool[:n]).capitalize()}.</p></section>'
                   for n, title in enumerate(["КОЛОДА", "ЯЩИКИ", "СТОЛЫ", "ИГРОКИ", "ТАСОВКА", "КОНТРОЛЬ", "ПОДСЧЁТ",
                                              "РАУНДЫ"], 1))
    css = ('@page { size: A7; margin: 12mm 8mm; @top-right { content: counter(page); font: 7pt "DejaVu Serif" } } '
           '@page :first { @top-right { content: none } } body { font: 8pt "DejaVu Serif" }')
    reader = PdfReader(io.BytesIO(weasyprint.HTML(string=f'<html><head><meta charset="utf-8"><style>{css}</style>'
                                                         f'</head><body>{laws}</body></html>').write_pdf()))
    width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    writer = PdfWriter()
    for halves in [(4, 5), (0, 1), (6, 7), (2, 3)]:
        sheet = PageObject.create_blank_page(width=2 * width, height=height)
        for k, dx in zip(halves, (0, width)):
            sheet.merge_transformed_page(reader.pages[k], Transformation().translate(dx, 0))
        writer.add_page(sheet)
    path, out = tmp_path / "sheets.pdf", tmp_path / "out.json"
    with path.open("wb") as file:
        writer.write(file)
    result = cli("export", str(path), "-o", str(out))
    assert result.code != 0 and result.out == "" and "Traceback" not in result.err and not out.exists()
    assert len(result.err.splitlines()) == 1
    assert result.err.startswith(f"lawref: {path}: на листах этого PDF по две страницы, и лежат они не по порядку")


def test_a_sheet_turned_a_quarter_is_as_wide_as_it_is_shown(tmp_path):
    import io

    from pypdf import PageObject, PdfWriter

    from lawref.corpus.formats.pdf_lines import read_document

    writer = PdfWriter()
    writer.add_page(PageObject.create_blank_page(width=595, height=842).rotate(90))
    out = io.BytesIO()
    writer.write(out)
    (page,), _ = read_document(out.getvalue(), "sheet.pdf")
    assert (page.width, page.height) == (842, 595)


JUSTIFIED = [("окончания торговли недопустимая", 45.5, 209.9, 60 + 12 * i) for i in range(4)]
# (a page's lines: text, x0, x1, top; read as a column of the book's 164 pt columns): a page holding one column of
# justified text (a chapter ending at the top of a left column) is a column; a page of one wide column, a centred
# title page, or a column with too few lines to show its edge is not
ONE_COLUMN_ROWS = [
    ([("D. Обнаружено после окончания", 45.5, 173.7, 40), *JUSTIFIED], True),
    ([(text, 45.5, 384.8, top) for text, _, _, top in JUSTIFIED], False),
    ([("Вологда", 110, 150, 40), ("2021", 120, 140, 52), ("Редакция 2017 года", 80, 180, 64)], False),
    (JUSTIFIED[:2], False),
]


@pytest.mark.parametrize("rows, column", ONE_COLUMN_ROWS)
def test_a_page_holding_one_of_the_books_columns_is_a_column(rows, column):
    from lawref.corpus.formats.from_pdf import _column_width, _one_column_of

    width = _column_width([[_lines(JUSTIFIED), _lines([(t, x0 + 176, x1 + 176, top) for t, x0, x1, top in JUSTIFIED])]])
    assert _one_column_of([_lines(rows)], width) is column


def pr_columns_pdf(folder) -> bytes:
    """The .txt folded to 60 columns and set two to a page by `pr -2` (40 lines a page), printed in a
    fixed-width font, a page of pr's a page of the PDF."""
    import weasyprint

    (folder / "book.txt").write_text(to_txt(), "utf-8")
    folded = subprocess.run(["fold", "-s", "-w", "60", str(folder / "book.txt")], capture_output=True, text=True,
                            check=True).stdout
    set_ = subprocess.run([tool("pr"), "-2", "-t", "-l", "40", "-w", "130"], input=folded, capture_output=True,
                          text=True, check=True).stdout.split("\n")
    pages = ["\n".join(set_[i:i + 40]) for i in range(0, len(set_), 40)]
    body = "".join(f'<pre style="page-break-after: always">{html.escape(p)}</pre>' for p in pages if p.strip())
    return weasyprint.HTML(string='<html><head><meta charset="utf-8"><style>@page { size: A4 landscape; margin: '
                                  '15mm } pre { font: 8pt "DejaVu Sans Mono"; margin: 0 }</style></head>'
                                  f"<body>{body}</body></html>").write_pdf()


def overlapping_pdf() -> bytes:
    import weasyprint

    page = to_pdf_html()
    body = re.search(r"<body>(.*)</body>", page, re.S)[1]
    css = re.search(r"<style>(.*)</style>", page, re.S)[1]
    return weasyprint.HTML(string=f'<html><head><meta charset="utf-8"><style>{css} .c {{ position: absolute; '
                                  f'top: 0; width: 60% }}</style></head><body><div class="c" style="left: 0">{body}'
                                  f'</div><div class="c" style="left: 40%">{body}</div></body></html>').write_pdf()


@pytest.fixture(scope="module")
def txt_rows(tmp_path_factory):
    path = tmp_path_factory.mktemp("txt") / "book.txt"
    path.write_text(to_txt(), "utf-8")
    return clause_rows(load_corpus([path]))


@pytest.mark.parametrize("make", [lambda folder: two_column_pdf(), two_up_pdf, pr_columns_pdf],
                         ids=["two-column page", "2-up printout", "pr -2 in a fixed-width font"])
def test_columns_are_read_in_reading_order(tmp_path, txt_rows, make):
    path = tmp_path / "book.pdf"
    path.write_bytes(make(tmp_path))
    assert clause_rows(load_corpus([path])) == txt_rows


@pytest.mark.parametrize("command", ["check", "export"])
def test_columns_that_cannot_be_told_apart_are_refused_in_one_line(tmp_path, cli, command):
    path = tmp_path / "overlap.pdf"
    path.write_bytes(overlapping_pdf())
    out = tmp_path / "out.json"
    result = cli(command, str(path), *(["-o", str(out)] if command == "export" else []))
    assert result.code != 0 and result.out == "" and "Traceback" not in result.err
    assert result.err.splitlines() == [f"lawref: {path}: страница 1: колонки не разделить (строки стоят рядом или "
                                       "наезжают друг на друга, промежутка между колонками нет) — текст прочитался "
                                       "бы не по порядку (дайте книгу как PDF в одну колонку или её .docx, .odt или "
                                       "текст)"]
    assert not out.exists()


def _lines(rows):
    from lawref.corpus.formats.pdf_lines import PdfLine

    return [PdfLine(0, text, x0, x1, top, top + 10, 10.0, False) for text, x0, x1, top in rows]


# (a title page in the book's two-column grid, the book's gutter, the lines read): the © notice at the top of
# the right column comes after the title down the left one; with no gutter in the book, top to bottom
TITLE_ROWS = [
    (215.0, ["Международные", "правила", "бриджа", "Редакция 2017", "Москва, 2018", "© Группа", "«Малый шлем»"]),
    (None, ["© Группа", "«Малый шлем»", "Международные", "правила", "бриджа", "Редакция 2017", "Москва, 2018"]),
]


@pytest.mark.parametrize("usual, read", TITLE_ROWS)
def test_a_title_page_is_read_by_the_books_gutter_where_its_columns_never_stand_side_by_side(usual, read):
    from lawref.corpus.formats.columns import reading_order

    lines = _lines([("© Группа", 230, 369, 60), ("«Малый шлем»", 233, 366, 72), ("Международные", 54, 202, 204),
                    ("правила", 70, 186, 232), ("бриджа", 55, 202, 260), ("Редакция 2017", 62, 194, 372),
                    ("Москва, 2018", 99, 157, 516)])
    assert [line.text for column in reading_order(lines, 0, "book.pdf", usual) for line in column] == read


def test_the_books_gutter_is_the_one_most_of_its_pages_have():
    from lawref.corpus.formats.columns import usual_gutter

    page_ = _lines([(f"левая {i}", 50, 200, 50 + 12 * i) for i in range(10)] +
                   [(f"правая {i}", 230, 380, 50 + 12 * i) for i in range(10)])
    one = _lines([(f"строка {i}", 50, 380, 50 + 12 * i) for i in range(10)])
    assert 200 <= usual_gutter([page_, page_, one]) <= 230
    assert usual_gutter([page_, one, one]) is None


# (the book's gutter, a page's lines: text, x0, x1, top; the lines read): a running head and foot over both
# columns do not hide a short last page's columns; a page of five lines is read by the book's gutter, and
# top to bottom in a book with none
HEAD, FOOT = ("Избранные правила для судьи клуба", 24, 427, 15), ("стр. 14 из 16", 24, 571, 817)
SHORT_ROWS = [
    (None, [HEAD, ("Е. Незаявленная линия", 40, 205, 45), ("2. Если претензия основана", 309, 556, 45),
            ("котором в заявлении", 322, 556, 57), ("1. Судья не принимает", 40, 286, 60),
            ("принимает такой импас", 322, 556, 70), ("незаявленную линию игры", 53, 286, 73),
            ("по Правилам игрок", 322, 556, 82), ("зависит от того, что", 53, 286, 85),
            ("именно так.", 322, 388, 97), ("сделает ошибку.", 53, 213, 98), FOOT],
     ["Избранные правила для судьи клуба", "Е. Незаявленная линия", "1. Судья не принимает",
      "незаявленную линию игры", "зависит от того, что", "сделает ошибку.", "2. Если претензия основана",
      "котором в заявлении", "принимает такой импас", "по Правилам игрок", "именно так.", "стр. 14 из 16"]),
    (297.7, [("За соблюдение порядка", 40, 286, 45), ("что порядок нарушен", 309, 556, 45),
             ("каждый участник", 40, 286, 57), ("сообщить об этом.", 309, 401, 57), ("всего тура;", 40, 286, 70)],
     ["За соблюдение порядка", "каждый участник", "всего тура;", "что порядок нарушен", "сообщить об этом."]),
    (None, [("За соблюдение порядка", 40, 286, 45), ("что порядок нарушен", 309, 556, 45),
            ("каждый участник", 40, 286, 57), ("сообщить об этом.", 309, 401, 57), ("всего тура;", 40, 286, 70)],
     ["За соблюдение порядка", "что порядок нарушен", "каждый участник", "сообщить об этом.", "всего тура;"]),
]


@pytest.mark.parametrize("usual, rows, read", SHORT_ROWS)
def test_a_short_page_is_read_by_its_columns(usual, rows, read):
    from lawref.corpus.formats.columns import reading_order

    assert [line.text for column in reading_order(_lines(rows), 0, "book.pdf", usual) for line in column] == read


def chromium_pdf(browser, html_text: str) -> bytes:
    context = browser.new_context()
    try:
        page_ = context.new_page()
        page_.set_content(html_text)
        return page_.pdf(format="A4")
    finally:
        context.close()


def test_a_book_chromium_printed_in_css_columns_is_read_in_reading_order(tmp_path, txt_rows, browser):
    page = to_pdf_html().replace("@page { size: A6;", "@page { size: A5 landscape;")
    page = page.replace("body {", "body { column-count: 2; column-gap: 8mm;")
    path = tmp_path / "book.pdf"
    path.write_bytes(chromium_pdf(browser, page))
    assert clause_rows(load_corpus([path])) == txt_rows


def test_chromiums_raised_calls_and_a_web_pages_endnotes_are_the_laws_footnotes(tmp_path, browser):
    # pandoc's HTML: `<sup>` at 83 % (Chromium leaves the call a line of its own, or glued to its word), the
    # notes numbered through the book at its end, each with a back-link ↩︎ (recorded as removed)
    law = ("<h2>ПРАВИЛО {n}. ЗАКОН {n}</h2><p>Игрок поступает в соответствии с правилами и решением судьи "
           "нарушением<sup>{n}</sup>. Судья решает по своему усмотрению.</p>")
    notes = "".join(f"<li><p>Примечание номер {n} к правилу.<a href='#r{n}'>↩︎</a></p></li>" for n in (1, 2))
    html_text = (f'<html lang="ru"><head><meta charset="utf-8"><style>body {{ font: 12pt serif }} sup '
                 f'{{ font-size: 83% }} .footnotes {{ font-size: 9pt }}</style></head><body>{law.format(n=1)}'
                 f'{law.format(n=2)}<section class="footnotes"><hr><ol>{notes}</ol></section></body></html>')
    path = tmp_path / "notes.pdf"
    path.write_bytes(chromium_pdf(browser, html_text))
    corpus = load_corpus([path])
    texts = {clause.id: clause.text for clause in corpus.clauses}
    assert texts["1.fn1"] == "Примечание номер 1 к правилу." and texts["2.fn1"] == "Примечание номер 2 к правилу."
    assert "нарушением." in " ".join(texts["1"].split()) or "нарушением<*>." in texts["1"]
    assert not any("↩" in text for text in texts.values())


# (the page's lines, read or refused): a scan's specks OCR read as marks or a letter beside a line are no
# column's lines; a contents page whose dot leaders OCR read as words beside its entries is read row by row;
# the same pieces side by side under no contents heading are columns that cannot be told apart
_PARAGRAPH = [(f"строка текста номер {n} о болване и его правах", 80, 520, 100 + 14 * n) for n in range(8)]
SPECK_ROWS = [
    ("specks beside lines", _PARAGRAPH + [("|", 530, 532, 100 + 14 * n) for n in range(4)] + [(".", 540, 542, 100)],
     "read"),
    ("a contents page's leaders read as words", [("_ СОДЕРЖАНИЕ.", 260, 350, 80)] + [
        row for n in range(8) for row in ((f"Правило {n + 1}. Название правила", 100, 330, 100 + 14 * n),
                                          ("ниннннни ееее", 320, 520, 100 + 14 * n))], "read"),
    ("the same pieces under no contents heading", [("ПРАВИЛА", 260, 350, 80)] + [
        row for n in range(8) for row in ((f"Правило {n + 1}. Название правила", 100, 330, 100 + 14 * n),
                                          ("ниннннни ееее", 320, 520, 100 + 14 * n))], "refused"),
]


@pytest.mark.parametrize("what, rows, outcome", SPECK_ROWS, ids=[row[0] for row in SPECK_ROWS])
def test_a_scans_specks_and_contents_leaders_make_no_columns(what, rows, outcome):
    from lawref.corpus.formats.columns import reading_order
    from lawref.errors import LawrefError

    lines = _lines(rows)
    try:
        columns = reading_order(lines, 0, "scan.pdf")
    except LawrefError:
        assert outcome == "refused"
        return
    assert outcome == "read"
    assert sorted(line.text for column in columns for line in column) == sorted(line.text for line in lines)


# (what, a page's lines: text, x0, x1, top; the lines read, or "refused"): a scan's line OCR read in pieces here
# and there (klub2008's spreads: words it lost leave a gap, each line at another place), whole lines above and
# below running over the gap, is read row by row, its pieces left to right; two columns' lines side by side line
# after line with no gutter between them (each parted at another place), or run into each other, are refused
_WHOLE = [f"строка текста номер {n} о болване и его правах" for n in range(12)]
_BROKEN = [(text, 80, 520, 100 + 14 * n) for n, text in enumerate(_WHOLE) if n % 3 != 1] + [
    row for n, at in ((1, 200), (4, 330), (7, 150), (10, 420))
    for row in ((f"начало {n} строки", 80, at, 100 + 14 * n), (f"конец {n} строки", at + 40, 520, 100 + 14 * n))]
_COLUMNS = [row for n in range(12) for row in ((f"левая {n} колонка", 80, 250 + 20 * (n % 5), 100 + 14 * n),
                                               (f"правая {n} колонка", 262 + 20 * (n % 5), 520, 100 + 14 * n))]
# a faint carbon copy's page (zametki1999's page 10): rows in pieces, each parted at its own place, a paragraph's
# short last line under one (no line just above and below running over each parting), whole lines of the page
# running over those places
_FAINT = [(text, 80, 520, 100 + 14 * n) for n, text in enumerate(_WHOLE) if n not in (3, 4, 6)] + [
    ("начало 3", 80, 200, 142), ("середина 3", 250, 380, 142), ("конец 3", 430, 520, 142),
    ("конец абзаца.", 80, 190, 156), ("начало 6", 80, 340, 184), ("конец 6", 390, 520, 184)]
BROKEN_ROWS = [
    ("two rows running in pieces, each parted at its own place", _FAINT,
     _WHOLE[:3] + ["начало 3", "середина 3", "конец 3", "конец абзаца.", _WHOLE[5], "начало 6", "конец 6"]
     + _WHOLE[7:]),
    ("a line read in pieces here and there", _BROKEN,
     [text for n, text in enumerate(_WHOLE) if n % 3 != 1 and n < 1] + ["начало 1 строки", "конец 1 строки"] +
     _WHOLE[2:4] + ["начало 4 строки", "конец 4 строки"] + _WHOLE[5:7] + ["начало 7 строки", "конец 7 строки"] +
     _WHOLE[8:10] + ["начало 10 строки", "конец 10 строки"] + _WHOLE[11:]),
    ("two columns side by side line after line, no gutter between them", _COLUMNS, "refused"),
    ("pieces that run into each other", [(text, x0, x1 + 60 if x0 == 80 and x1 < 520 else x1, top)
                                         for text, x0, x1, top in _BROKEN], "refused"),
]


@pytest.mark.parametrize("what, rows, read", BROKEN_ROWS, ids=[row[0] for row in BROKEN_ROWS])
def test_a_line_ocr_read_in_pieces_is_read_row_by_row(what, rows, read):
    from lawref.corpus.formats.columns import reading_order
    from lawref.errors import LawrefError

    try:
        columns = reading_order(_lines(rows), 0, "scan.pdf")
    except LawrefError:
        assert read == "refused"
        return
    assert [line.text for column in columns for line in column] == read


# (what, a page's lines: text, x0, x1, top; the lines read, or "refused"): a band of two columns between one-column
# text above and below it (vkamsk2019_chrome.pdf's page 1: the title page, the contents box in CSS columns, the
# preface under it) is read band by band, however many lines cross its gutter above and below; columns that touch
# in that band are refused all the same
_TITLE = [("МЕЖДУНАРОДНЫЕ ПРАВИЛА", 104, 492, 100), ("Редакция 2017 года", 178, 418, 125),
          ("Перевод с английского А. С. Рябинина", 88, 508, 140), ("Верхнекамск — 2019", 237, 359, 155)]
_BOX = [row for n in range(6) for row in ((f"Правило {n + 1}. Колода", 88, 250, 200 + 14 * n),
                                          (f"Правило {n + 61}. Ренонс", 313, 480, 200 + 14 * n))]
_PREFACE = [("ПРЕДИСЛОВИЕ", 232, 364, 300), ("Эта брошюра выпущена для судей и игроков клубных", 68, 528, 320),
            ("турниров Верхнекамска.", 68, 300, 334)]
BANDED_ROWS = [
    ("a contents box in two columns between the title page and the preface", _TITLE + _BOX + _PREFACE,
     [text for text, *_ in _TITLE] + [f"Правило {n + 1}. Колода" for n in range(6)] +
     [f"Правило {n + 61}. Ренонс" for n in range(6)] + [text for text, *_ in _PREFACE]),
    ("the box's columns touching", _TITLE + [(text, x0, x1 + 60 if x0 < 300 else x1, top) for text, x0, x1, top in _BOX]
     + _PREFACE, "refused"),
]


@pytest.mark.parametrize("what, rows, read", BANDED_ROWS, ids=[row[0] for row in BANDED_ROWS])
def test_a_band_of_columns_between_one_column_text_is_read_band_by_band(what, rows, read):
    from lawref.corpus.formats.columns import reading_order
    from lawref.errors import LawrefError

    try:
        columns = reading_order(_lines(rows), 0, "page.pdf")
    except LawrefError:
        assert read == "refused"
        return
    assert [line.text for column in columns for line in column] == read


def test_a_line_over_the_gutter_that_reaches_no_text_of_the_other_side_is_its_own_sides():
    """A table's row a little wider than its page's text block, on a 2-up sheet's left page (ledov2024_2up.pdf's
    hand diagram, 72-432 pt, the right page's text from 475 pt): the left page's, read before the right page; a
    line over both pages' text is read between them, as a heading over two columns."""
    from lawref.corpus.formats.columns import reading_order
    from lawref.corpus.formats.pdf_lines import PdfLine

    left = [PdfLine(0, f"левая строка {i} текста", 55, 380, 70 + 12 * i, 82 + 12 * i, 10.0, False) for i in range(8)]
    right = [PdfLine(0, f"правая строка {i} текста", 475, 800, 70 + 12 * i, 82 + 12 * i, 10.0, False) for i in range(4)]
    wide = PdfLine(0, "Юг ♠ К 9 5 ♥ Т 3", 72, 432, 200, 212, 10.0, False)
    order = [line.text for column in reading_order(left + right + [wide], 0, "x.pdf") for line in column]
    assert order == [line.text for line in left] + [wide.text] + [line.text for line in right]
    across = PdfLine(0, "строка через обе страницы", 72, 600, 200, 212, 10.0, False)
    order = [line.text for column in reading_order(left + right + [across], 0, "x.pdf") for line in column]
    assert order.index(across.text) > order.index(right[-1].text)


def with_blank_pages(data: bytes, where: tuple[int, ...]) -> bytes:
    """The PDF `data` with a blank page (no text, no lines) put before each page index in `where` (past the
    last page: at the end), as wkhtmltopdf leaves one after a contents page."""
    import io

    from pypdf import PdfReader, PdfWriter

    reader = PdfReader(io.BytesIO(data))
    width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    writer = PdfWriter()
    for index in range(len(reader.pages) + 1):
        if index in where:
            writer.add_blank_page(width, height)
        if index < len(reader.pages):
            writer.add_page(reader.pages[index])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_blank_page_has_no_gutter():
    from lawref.corpus.formats.columns import find_gutter

    assert find_gutter([]) is None


@pytest.mark.parametrize("where", [(1,), (2, 3), (99,)], ids=["after the title page", "two in the middle", "at the end"])
def test_a_blank_page_anywhere_in_a_pdf_is_read_as_no_page(tmp_path, where, cli):
    from formats_book import to_pdf

    plain, blank = tmp_path / "plain.pdf", tmp_path / "blank.pdf"
    plain.write_bytes(to_pdf())
    blank.write_bytes(with_blank_pages(plain.read_bytes(), where))
    assert clause_rows(load_corpus([blank])) == clause_rows(load_corpus([plain]))
    for command in (("check", str(blank)), ("import", str(blank), "-o", str(tmp_path / "out.txt"))):
        result = cli(*command)
        assert "Traceback" not in result.err and result.code == 0, (command, result)
