"""The PDF reader: page furniture, paragraphs, wrapped headings and hyphenation, on synthetic lines and on a
book printed by WeasyPrint."""

from __future__ import annotations

from html import escape

import pytest

from lawref.corpus.formats.from_pdf import _usual_gap, body_style, find_furniture, split_paragraphs
from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage
from lawref.corpus.join import join_lines
from lawref.model import Line

from formats_book import BOOK, LONG as SENTENCE, RUNNING_HEAD, law_heading, to_pdf

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


# (the tops of a fax header's four pieces, the running head's top -> what is furniture) -- a fax machine's header
# line OCR read in four pieces at one height, its page counter changing («Р.01» …: priozer2000's fax), over the
# running head: one printed line, so the counter and the head are within a page's three lines of furniture; four
# lines stacked are four lines, more than a head's three
FAX_HEADER_ROWS = [
    ("one row of pieces", (5, 5, 5, 5), 40, True),
    ("four lines stacked", (5, 17, 29, 41), 53, False),
]


@pytest.mark.parametrize("what, tops, head, furniture", FAX_HEADER_ROWS, ids=[row[0] for row in FAX_HEADER_ROWS])
def test_pieces_of_one_header_line_count_as_one_line_of_a_pages_furniture(what, tops, head, furniture):
    pieces = ["12/03/2001 14:22", "FROM: ФЕДЕРАЦИЯ", "TO: 8 812 555 41 07"]
    pages = [page(n, [*((text, top, x0) for text, top, x0 in zip(pieces, tops, (10, 120, 230))),
                      (f"Р.0{n + 1}", tops[3], 360), ("Международные правила", head, 120),
                      *body_rows(head + 40, [LONG] * 5)]) for n in range(6)]
    texts = {text for _, text, _ in furniture_of(pages)}
    # (stacked, the three lines that repeat word for word on every page are furniture as before: the fourth and the
    # head under it are beyond a page's three lines)
    expected = {*pieces, *(f"Р.0{n + 1}" for n in range(6)), "Международные правила"} if furniture else {*pieces}
    assert texts == expected


# Foot lines of two kinds, page after page (ural2022's Sphinx PDF, fancyhdr): the odd pages' names the page's Law
# (its heading above) and ends in its number, the even pages' opens with its number and names the chapter (the
# chapter's first page has none here). Each kind is furniture, the Law's changing as the Laws go on (a head
# line above every page too).
@pytest.mark.parametrize("laws", [(1, 1, 2, 2, 6, 6), (7, 7, 7, 7, 7, 7)], ids=["Laws going on", "one Law"])
def test_foot_lines_alternating_the_pages_law_and_its_chapter_are_furniture(laws):
    titles = {1: "Колода", 2: "Ящики для сдач", 6: "Тасовка и сдача", 7: "Контроль за ящиком"}
    feet = [""] + [f"{n + 1} Глава II. Подготовка и ход игры" if n % 2 else f"Правило {law} · {titles[law]} {n + 1}"
                    for n, law in enumerate(laws) if n]
    starts = {n: f"Правило {law} · {titles[law]}" for n, law in enumerate(laws) if n == 0 or laws[n - 1] != law}
    head = "Правила бриджа. Редакция 2017 года, Выпуск 2017"
    pages = [page(n, [(head, 20, 120), *body_rows(60, [starts.get(n, LONG)] + [LONG] * 4),
                      *([(feet[n], 560, 60)] if n else [])]) for n in range(6)]
    assert furniture_of(pages) == [(n, text, kind) for n in range(6)
                                   for text, kind in ((head, "pdf-header"), (feet[n], "pdf-footer")) if n or text == head]


# A number alone at a page's edge is a page number where the numbers go with the pages (one or two a page: a
# 2-up sheet; down: a booklet's back halves); alone on one page of many it is the page's text (the year closing a title page).
@pytest.mark.parametrize("numbers, furniture", [
    ({0: "2013"}, []),                                   # a title page's year, no page numbers in the book
    ({0: "2013", 2: "3", 3: "4"}, ["3", "4"]),            # the year, and the numbers of the pages after it
    ({1: "12", 2: "13", 3: "14"}, ["12", "13", "14"]),    # a chapter printed from page 12 on
    ({1: "4", 2: "6"}, ["4", "6"]),                       # two a sheet
    ({1: "9", 2: "3"}, []),                               # far apart: no sequence
    ({1: "7", 2: "6", 3: "5"}, ["7", "6", "5"]),          # a booklet's back halves count down
])
def test_a_number_alone_at_a_pages_foot_is_a_page_number_where_the_numbers_rise(numbers, furniture):
    pages = [page(n, [*body_rows(60, [LONG] * 5), *([(numbers[n], 560, 190)] if n in numbers else [])])
             for n in range(4)]
    assert [text for _, text, _ in furniture_of(pages)] == furniture


def test_a_two_line_running_head_and_a_head_beside_its_page_number():
    pages = [page(n, [("ПРАВИЛА БРИДЖА", 20, 120), ("Правило 12. Полномочия судьи", 32, 100),
                      (str(n + 40), 32, 380), *body_rows(70, [LONG] * 4)]) for n in range(3)]
    assert [t for _, t, _ in furniture_of(pages)] == [t for n in range(3) for t in
                                                      ("ПРАВИЛА БРИДЖА", "Правило 12. Полномочия судьи",
                                                       str(n + 40))]


def test_a_line_word_for_word_at_every_pages_top_needs_no_gap():
    # a browser prints its date and the page's title in the margin, the text close under it (comm2017's Chromium
    # print): the repetition sets it off; a line repeated at the top of a few pages only still needs its gap
    head = "12/6/26, 6:48 AM Клуб «Маяк» :: Судейский уголок"
    pages = [page(n, [(head, 20, 50), *body_rows(20 + BODY + 1, [f"{LONG} {n}"] * 5)]) for n in range(4)]
    assert furniture_of(pages) == [(n, head, "pdf-header") for n in range(4)]
    pages = [page(n, [(head if n < 2 else f"{LONG} {n}", 20, 50), *body_rows(20 + BODY + 1, [f"{LONG} {n}"] * 5)])
             for n in range(6)]
    assert furniture_of(pages) == []


# A browser's own header and footer on every page (vkamsk2019's Chromium print): the date and time with the page's
# title at the top, the page's address with the counter «N/M» at the foot, the body close under and over them.
# Furniture by place and repetition, the counter's figures aside (one figure or two: «1/4», «12/26»), also where a
# full page's text comes down close over the foot (renons2026's forum thread printed by Chromium: no gap sets it off).
BROWSER_FURNITURE_ROWS = [(4, True, False), (14, True, False), (4, True, True), (14, True, True)]


@pytest.mark.parametrize("count, found, full", BROWSER_FURNITURE_ROWS)
def test_a_browsers_header_and_footer_are_furniture_by_place_and_repetition(count, found, full):
    head = "12/7/26, 2:24 AM Международные правила спортивного бриджа 2017 — ФСБ Верхнекамска"
    feet = [f"http://bridge-vkamsk.example.ru/pravila/2017.html {n + 1}/{count}" for n in range(count)]
    start = 560 - 2 - 5 * BODY if full else 20 + BODY + 1  # full: the text's last line 2 pt over the foot
    # (a full page's lines, each its own words: a text repeated but for its digits would be furniture-like too)
    texts = [[f"{LONG} {n}"] * 5 if not full else [f"{LONG} {'абвгдежзийклмнопрс'[n]}{'абвгд'[k]}" for k in range(5)]
             for n in range(count)]
    pages = [page(n, [(head, 20, 24), *body_rows(start, texts[n]), (feet[n], 560, 24)]) for n in range(count)]
    assert furniture_of(pages) == ([item for n in range(count) for item in
                                    ((n, head, "pdf-header"), (n, feet[n], "pdf-footer"))] if found else [])


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


def test_a_hanging_indent_continues_a_definition_whose_sentence_runs_on():
    # A5 Definitions set with a hanging indent: the first line full to the edge, a word broken («пер-») or the
    # sentence going on into the indented line under it; an indented line opening with a capital after a full
    # line is a new paragraph (a first-line indent), as is an indented line after a finished sentence.
    rows = [("Болван – партнёр разыгрывающего, а также его карты, которые после пер-", 20, 50),
            ("вого хода открыто выкладываются на стол.", 32, 64),
            ("Взятка – единица результата розыгрыша, состоящая из четырёх карт по", 44, 50),
            ("одной от каждого игрока, начиная с хода.", 56, 64),
            ("Сторона – двое игроков, играющих вместе за одним столом против двух", 68, 50),
            ("Другой абзац, с отступом.", 80, 64),
            ("Судья – лицо, назначенное для проведения турнира и применения Правил.", 92, 50),
            ("в клубе обычно один из играющих, по всей ширине строки набора", 104, 64)]
    assert [len(p) for p in paragraphs_of([page(0, rows)])] == [2, 2, 1, 1, 1, 1]


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
    from lawref.corpus.clean import clean
    from lawref.corpus.formats.from_pdf import extract_pdf
    from lawref.corpus.parse_law import parse_law

    from formats_book import LONG as SENTENCE, Item, Law, Section

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


def test_a_font_without_ascent_or_descent_sets_its_lines_by_their_baselines_not_their_ink():
    # LibreOffice wrote Ascent 0 and Descent 0 for the Type 1 fonts it embedded (Nimbus Roman, where Times New
    # Roman is not installed): PDFium's boxes were then the letters' ink («оригинале.» 5 pt high, «Настоящее
    # издание» 7 pt), the gaps inside a paragraph looked like the gaps between paragraphs, and every line of
    # the book was a paragraph of its own (bookgen's law book: 1136 of 1718 texts wrong). Page 7 of that PDF.
    from pathlib import Path

    from lawref.corpus.formats.from_pdf import extract_pdf

    data = (Path(__file__).parent / "golden" / "pdf" / "libreoffice_fonts_without_metrics.pdf").read_bytes()
    paragraphs = [" ".join(p.split()) for p in extract_pdf(data, "book.pdf").text.split("\n\n")]
    assert paragraphs[2:5] == [
        "Настоящее издание подготовлено для судей, игроков и организаторов соревнований по спортивному бриджу. "
        "Нумерация Правил, их разделов и пунктов сохранена такой же, как в оригинале.",
        "Замечания и предложения читателей будут учтены при подготовке следующего издания.",
        "ВВЕДЕНИЕ"]
    assert paragraphs[10:12] == [
        "В настоящих Правилах термины, перечисленные ниже, употребляются в следующем значении.",
        "Алерт – предупреждение, которым игрок сообщает оппонентам, что заявка его партнёра может иметь особое "
        "значение, которого оппоненты не ожидают; форму алерта устанавливает организатор соревнования (см. "
        "Правило 40)."]
    assert len(paragraphs) == 15


def test_the_running_head_of_the_printed_book_is_recorded_on_every_page(printed):
    assert {r.text for r in printed.removals if r.kind == "pdf-header"} == {RUNNING_HEAD}
    assert RUNNING_HEAD not in printed.text


# -- rules met in whole books (tests/bookgen's PDFs): each on a small PDF printed here ----------------------
def print_pdf(body: str, css: str = "") -> bytes:
    """A6 pages, 9 pt justified text, paragraphs 3 pt apart with no indent (as the generated books)."""
    import weasyprint

    return weasyprint.HTML(string=f"""<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><style>
@page {{ size: A6; margin: 14mm 10mm; }}
body {{ font: 9pt/1.25 "DejaVu Serif", serif }}
p {{ margin: 0 0 3pt; text-align: justify }}
{css}</style></head><body>{body}</body></html>""").write_pdf()


def paragraphs_read(data: bytes) -> list[str]:
    """The reader's paragraphs, each with its lines joined as lawref.corpus.join joins them."""
    from lawref.corpus.formats.from_pdf import extract_pdf

    text = extract_pdf(data, "t.pdf").text
    return [join_lines([Line(n, line) for n, line in enumerate(p.splitlines(), 1)]).text
            for p in text.strip("\n").split("\n\n")]


def printed_lines(data: bytes) -> list[str]:
    from lawref.corpus.formats.pdf_lines import read_document

    return [line.text for p in read_document(data, "t.pdf")[0] for line in p.lines]


PADDING = ["Судья", "решает", "так", "и", "в", "этом", "случае", "тоже", "как", "обычно", "всегда", "при", "игре"]


def variants(tail: str, count: int = 40) -> list[str]:
    """The same sentence after a growing run of words, so that its lines wrap at every place in turn."""
    return [" ".join(PADDING[(k + j) % len(PADDING)] for j in range(k + 1)).capitalize() + " " + tail
            for k in range(count)]


def test_a_bold_term_opening_a_definition_leaves_its_lines_one_paragraph():
    entries = ["<b>Скорректированный результат</b> – результат, который Судья присуждает вместо полученного "
               "за столом; он может быть назначенным или искусственным.",
               "<b>Алерт</b> – предупреждение, которым игрок сообщает оппонентам, что заявка его партнёра может "
               "иметь особое значение, которого оппоненты не ожидают.",
               "Если нарушитель призывает Судью к столу, <b>результат записывается без изменений, а игра</b> "
               "продолжается обычным порядком до конца сдачи, как если бы ничего не случилось."]
    data = print_pdf("<h3>ОПРЕДЕЛЕНИЯ</h3>" + "".join(f"<p>{e}</p>" for e in entries), "h3 { font-size: 9pt }")
    want = [e.replace("<b>", "").replace("</b>", "") for e in entries]
    assert paragraphs_read(data) == ["ОПРЕДЕЛЕНИЯ", *want]  # the bold heading of the body's size stays apart
    assert len(printed_lines(data)) >= 1 + 2 * len(entries), "each entry should wrap"


# (a font's name, the weight PDFium reads, its flags; bold): the name says the face's weight where it names one
# (Ghostscript's ps2pdf, pdf2ps and psnup's 2-up of LibreOffice's PDF: weights read from the stems, 788 for
# P052Roman, 695 for P052Italic, where LibreOffice's own PDF gives 400); the descriptor only where it names none
BOLD_FONT_ROWS = [
    ("P052Roman", 788, 0, False),
    ("P052Italic", 695, 0, False),
    ("TimesNewRomanPSMT", 700, 1 << 18, False),
    ("P052Bold", 804, 0, True),
    ("NimbusSansBold", 400, 0, True),
    ("NimbusSans", 565, 0, False),
    ("Arial-BoldItalicMT", 400, 0, True),
    ("F1", 700, 0, True),
    ("F2", 400, 1 << 18, True),
    ("F3", 400, 0, False),
]


@pytest.mark.parametrize("name, weight, flags, bold", BOLD_FONT_ROWS)
def test_a_fonts_name_says_its_weight_before_its_descriptor(name, weight, flags, bold):
    from lawref.corpus.formats.pdf_lines import bold_by_font

    assert bold_by_font(name, weight, flags) is bold


def test_a_running_head_naming_a_short_law_is_furniture_though_no_other_page_has_it():
    filler = " ".join([SENTENCE] * 7)
    laws = [(1, "КОЛОДА", filler * 3), (2, "КОРОБКИ ДЛЯ СДАЧ", SENTENCE), (3, "РАССТАНОВКА СТОЛОВ", filler * 3)]
    body = "".join(f'<h2 data-running="Правило {n}. {title.capitalize()}">ПРАВИЛО {n}. {title}</h2><p>{text}</p>'
                   for n, title, text in laws)
    data = print_pdf(body, """@page { @top-center { content: string(law); font: italic 7pt "DejaVu Serif" }
                                      @bottom-center { content: "— " counter(page) " —"; font-size: 7pt } }
                              h2 { font-size: 11pt; break-before: page; string-set: law attr(data-running) }""")
    from lawref.corpus.formats.from_pdf import extract_pdf

    got = extract_pdf(data, "t.pdf")
    heads = [r.text for r in got.removals if r.kind == "pdf-header"]
    assert heads.count("Правило 2. Коробки для сдач") == 1, heads  # on its one page, repeated nowhere
    assert heads.count("Правило 1. Колода") >= 2 and heads.count("Правило 3. Расстановка столов") >= 2
    assert "Правило 2." not in got.text and got.text.count("ПРАВИЛО 2. КОРОБКИ ДЛЯ СДАЧ") == 1


def test_a_centred_paragraph_wrapped_onto_several_lines_is_one_paragraph():
    title = "КОММЕНТАРИЙ К МЕЖДУНАРОДНЫМ ПРАВИЛАМ СПОРТИВНОГО БРИДЖА"
    note = "Составители: А. Н. Петров, Б. К. Сидоров. Перевод с английского И. С. Смирновой по тексту 1987 года"
    data = print_pdf(f'<p class="c big">{title}</p><p class="c">{note}</p><p>{SENTENCE}</p>',
                     ".c { text-align: center; margin-bottom: 6mm } .big { font-size: 15pt }")
    lines = printed_lines(data)
    assert title not in lines and note not in lines, "both should wrap, centred"
    assert paragraphs_read(data) == [title, note, SENTENCE]


def test_an_inset_paragraph_goes_on_across_a_page_break_where_the_page_margin_is_elsewhere():
    item = "1. " + " ".join([SENTENCE] * 4)
    before, after = f"<p>{SENTENCE} {SENTENCE}</p>" * 2, f"<p>{SENTENCE}</p>" * 8
    data = print_pdf(f'{before}<p class="item">{item}</p>{after}', ".item { margin-left: 8mm }")
    from lawref.corpus.formats.pdf_lines import read_document

    pages = read_document(data, "t.pdf")[0]
    inset = [[line.x0 > pages[0].lines[0].x0 + 10 for line in p.lines] for p in pages[:2]]
    assert inset[0][-1] and inset[1][0], "the item should run from one page onto the next"
    assert inset[1].count(False) > inset[1].count(True), "most lines of the next page at the margin"
    assert paragraphs_read(data) == [f"{SENTENCE} {SENTENCE}"] * 2 + [item] + [SENTENCE] * 8


def test_a_short_line_ends_its_paragraph_when_the_next_word_would_have_fitted_unless_the_sentence_runs_on():
    first, second = "Первый абзац кончается здесь.", "Второй абзац начинается с той же левой границы набора."
    broken = ("Когда невиновная сторона совершает ренонс до того, как<br>сыграна следующая взятка, торговля "
              "возобновляется с того места, где было допущено нарушение.")
    entry = "Правило 73. Общение, темп и введение игроков в заблуждение " + "." * 40 + " 139"
    data = print_pdf(f"<p>{first}</p><p>{second}</p><p>{broken}</p><p class='toc'>{entry}</p>",
                     "p { margin: 0 } .toc { text-align: left }")  # no gap and no indent between paragraphs
    assert "сыграна следующая взятка, торговля" in " ".join(printed_lines(data))
    assert paragraphs_read(data) == [first, second, broken.replace("<br>", " "), entry]


def test_in_justified_text_a_line_ending_a_sentence_short_of_the_edge_ends_its_paragraph_over_a_page():
    # Synthetic: WeasyPrint cannot be made to set a paragraph's last line nearly full at a page's foot.
    first = page(0, [*body_rows(20, [LONG] * 6), ("законной возможности в соответствии с Правилом 92D3(b).", 92, 50)])
    first = PdfPage(300, 600, (*first.lines[:-1], PdfLine(0, first.lines[-1].text, 50, 396, 92, 104, 10.0, False)))
    new = page(1, body_rows(20, ["До того как игрок невиновной стороны делает заметную паузу перед", LONG]))
    assert [len(p) for p in paragraphs_of([first, new])] == [7, 2]
    runs_on = PdfPage(300, 600, (*first.lines[:-1], PdfLine(0, "в соответствии с Правилом 92D3(b), и", 50, 396,
                                                                92, 104, 10.0, False)))
    going = page(1, body_rows(20, ["после этого игрок невиновной стороны делает заметную паузу", LONG]))
    assert [len(p) for p in paragraphs_of([runs_on, going])] == [9]


def found_in(lines: list[str], wanted, what: str) -> None:
    assert any(wanted(a, b) for a, b in zip(lines, lines[1:])), f"no layout printed {what}: change the variants"


def test_a_line_that_would_read_as_a_new_item_or_footnote_goes_on_the_line_before():
    texts = variants("в соответствии с Правилом 63. Когда нарушитель показывает карту, право утрачивается.")
    texts += variants("Карта, открытая случайно <*>, не становится штрафной картой.")
    texts += variants("Это относится к Правилу 15В. Обратите внимание: результат сдачи остаётся в силе.")
    data = print_pdf("".join(f"<p>{escape(t)}</p>" for t in texts))
    lines = printed_lines(data)
    found_in(lines, lambda a, b: a.endswith("Правилом") and b.startswith("63. "), "«Правилом» / «63. …»")
    found_in(lines, lambda a, b: a.endswith("случайно") and b.startswith("<*>"), "«случайно» / «<*>, …»")
    found_in(lines, lambda a, b: a.endswith("15В.") and b.startswith("Обратите"), "«15В.» / «Обратите внимание:»")
    from lawref.corpus.formats.from_pdf import extract_pdf
    from lawref.corpus.formats.pdf_lines import read_document

    # (after a full stop, only the leading shows that a line goes on: over a page break it stays a line)
    printed = [line for p in read_document(data, "t.pdf")[0] for line in p.lines]
    over_pages = [b.text for a, b in zip(printed, printed[1:]) if b.text.startswith("Обратите") and a.page != b.page]
    assert [line for line in extract_pdf(data, "t.pdf").text.splitlines()
            if line.startswith(("63.", "<*>", "Обратите"))] == over_pages
    assert paragraphs_read(data) == texts


def test_a_line_beginning_like_a_unit_after_a_finished_sentence_goes_up_only_at_the_usual_leading():
    from lawref.corpus.formats.from_pdf import Measure, _text_rows

    full = PdfLine(0, "сторона не кладёт карту на стол лицевой стороной вверх.", 50, 400, 520, 532, 10.0, False)

    def rows(line):
        return [[part.text for part in row] for row in _text_rows([full, line], Measure(50, 400, True), 1.4)]

    item = "2. Открывший торговлю игрок может оставить карту"
    assert rows(PdfLine(0, item, 50, 400, 533.4, 545.4, 10.0, False)) == [[full.text, item]]  # one text line
    assert len(rows(PdfLine(0, item, 50, 400, 536.4, 548.4, 10.0, False))) == 2  # 3 pt apart: a new item
    assert len(rows(PdfLine(1, item, 50, 400, 50, 62, 10.0, False))) == 2  # over a page: the page cannot tell


# (the line above, the line under it: both full, justified, at the usual leading; one text line or two): a line
# beginning like a unit goes on the line before it where the sentence runs on, but a list's first sub-item after its
# lead-in stays a line of its own (rst2pdf's 27B1, vkamsk2019: «… в той же деноминации и при этом» / «(а) обе
# заявки …»), unless the word before is one the label completes as a reference («подпунктом» / «(а) пункта B1»)
LIST_START_ROWS = [
    ("достаточной заявкой в той же деноминации и при этом", "(а) обе заявки являются натуральными, или", 2),
    ("достаточной заявкой в той же деноминации и при этом", "(a) both calls are natural, or", 2),
    ("достаточной заявкой в той же деноминации и при этом", "а) обе заявки являются натуральными, или", 2),
    ("действует в соответствии с подпунктом", "(а) пункта B1 этого Правила, и судья", 1),
    ("заявка признаётся в соответствии с Правилом", "(а) и судья назначает результат", 1),
    ("заявка признаётся в соответствии с Законом", "(а) и судья назначает результат", 1),  # data/law_words.toml
    ("заявка признаётся в соответствии с Прaвилом", "(а) и судья назначает результат", 1),  # a Latin «a» in it
    ("as the Director rules under Law", "(a) and the score stands", 1),
    ("и при этом сторона выбирает подпункт", "(б) из двух возможных вариантов", 1),  # not a list's first item
    ("в соответствии с Правилом", "63. Когда ренонс становится окончательным, судья", 1),
]


@pytest.mark.parametrize("above, line, rows", LIST_START_ROWS)
def test_a_lists_first_sub_item_after_its_lead_in_stays_a_line(above, line, rows):
    from lawref.corpus.formats.from_pdf import Measure, _text_rows

    lines = [PdfLine(0, above, 50, 400, 520, 532, 10.0, False), PdfLine(0, line, 50, 400, 533.4, 545.4, 10.0, False)]
    assert len(_text_rows(lines, Measure(50, 400, True), 1.4)) == rows


# (the lines of a column: text, x0, x1, top; the paragraphs read): a list of headings (a web page's contents box
# printed by Chromium, vkamsk2019: each entry a paragraph indented on its first line, set as full as the box is
# wide) is an entry a line, each Law's or chapter's label with its title opening one; a line of running text that
# names a Law («Правило 9 …» with no title after a dot) goes on, and so does a heading's wrapped title
HEADING_LIST_ROWS = [
    ([("Глава IV. Общие положения о нарушениях", 88, 291, 100), ("Правило 9. Действия после нарушения", 88, 275, 113),
      ("Правило 12. Дискреционные полномочия", 88, 285, 126), ("судьи", 78, 105, 139),
      ("Правило 16. Несанкционированная", 88, 257, 152)],
     [["Глава IV. Общие положения о нарушениях"], ["Правило 9. Действия после нарушения"],
      ["Правило 12. Дискреционные полномочия", "судьи"], ["Правило 16. Несанкционированная"]]),
    ([("Если нарушение произошло, то действует", 78, 291, 100), ("Правило 9 и судья решает по нему,", 78, 275, 113)],
     [["Если нарушение произошло, то действует", "Правило 9 и судья решает по нему,"]]),
]


@pytest.mark.parametrize("rows, read", HEADING_LIST_ROWS)
def test_a_list_of_headings_is_an_entry_a_line(rows, read):
    from lawref.corpus.formats.from_pdf import split_paragraphs

    lines = [PdfLine(0, text, x0, x1, top, top + 10.5, 9.0, False) for text, x0, x1, top in rows]
    assert [[line.text for line in paragraph] for paragraph in split_paragraphs(lines, 2.5)] == read


def test_a_last_line_repeating_words_of_the_line_above_goes_on_it_so_cleanup_keeps_it():
    from lawref.corpus.clean import clean
    from lawref.corpus.formats.from_pdf import extract_pdf

    texts = variants("Игроки зовут Судью к столу. Судья идёт к столу.", 60)
    data = print_pdf("".join(f"<p>{t}</p>" for t in texts))
    found_in(printed_lines(data), lambda a, b: b == "столу." and "столу." in a.split(), "a last line «столу.»")
    text = extract_pdf(data, "t.pdf").text
    assert not [r for r in clean(text, "t.pdf", "pdf").removals if r.kind == "overstrike"]
    assert paragraphs_read(data) == texts


def test_a_line_joined_onto_a_hyphenated_word_joins_the_word():
    from lawref.corpus.formats.from_pdf import Measure, _row_text, _text_rows

    lines = [PdfLine(0, "ся. Ограничения, установленные в Правиле 91, сохраняют\u2010", 50, 400, 20, 32, 10.0, False),
             PdfLine(0, "ся.", 50, 70, 32, 44, 10.0, False)]
    rows = _text_rows(lines, Measure(50, 400, True), 0.0)
    assert [_row_text(row) for row in rows] == ["ся. Ограничения, установленные в Правиле 91, сохраняются."]


def test_a_hyphen_pdfium_takes_for_a_word_split_ends_its_line_and_stays():
    import pypdfium2 as pdfium

    texts = variants("Линия E-W не должна получить выгоду из нарушения, а линия N-S должна.")
    data = print_pdf("".join(f"<p>{t}</p>" for t in texts))
    document = pdfium.PdfDocument(data)
    raw = "".join(document[i].get_textpage().get_text_range() for i in range(len(document)))
    assert "\ufffe" in raw, "no layout broke a line at «E-» / «N-»: change the variants"
    lines = printed_lines(data)
    assert not [line for line in lines if "\ufffe" in line]
    found_in(lines, lambda a, b: a.endswith(("E-", "N-")) and b[:1] in "WS", "«E-» / «W»")
    assert paragraphs_read(data) == texts


def small(number: int, rows, calls=()):
    """A page whose rows are (text, top, x0, size); the first line carries `calls` (its raised numbers)."""
    lines = [PdfLine(number, text, x0, 400.0, top, top + size, size, False, calls=calls if i == 0 else ())
             for i, (text, top, x0, size) in enumerate(rows)]
    return PdfPage(300.0, 600.0, tuple(lines))


# (the page's foot under a body line calling `1`, the notes found: label -> text): a note's number set in the
# note's own size opens it when the line is smaller than the body and every line under it is too
NOTE_ROWS = [
    ([("1 Что такое заявка, решает", 500, 50, 9.0), ("Судья.", 511, 62, 9.0)], {"1": "<*> Что такое заявка, решает"}),
    ([("1 Что такое заявка, решает", 500, 50, 10.0), ("Судья.", 511, 62, 10.0)], {}),  # the body's size: text
    ([("2 Что такое заявка", 500, 50, 9.0)], {}),  # no call `2` on the page
    ([("1 Что такое заявка", 500, 50, 9.0), ("и текст дальше", 511, 50, 10.0)], {}),  # body under it
    ([("* Что такое заявка", 500, 50, 9.0)], {}),  # a star, but the call is `1`
    # LibreOffice 7.4 sets no space between the note's number and its first word
    ([("1Под «нормальной» игрой здесь", 500, 50, 9.0), ("понимается игра.", 511, 50, 9.0)],
     {"1": "<*> Под «нормальной» игрой здесь"}),
    ([("1Под «нормальной» игрой здесь", 500, 50, 10.0)], {}),  # the body's size: text
    ([("1990 год, мелким шрифтом", 500, 50, 9.0)], {}),  # a year, no capital after the number
]


@pytest.mark.parametrize("foot, notes", NOTE_ROWS)
def test_a_note_numbered_in_its_own_size_at_the_page_foot_opens_a_note(foot, notes):
    from lawref.corpus.formats.from_pdf import labelled_notes, page_notes

    rows = [(f"{LONG} строка {i}", 50 + 12 * i, 50, 10.0) for i in range(20)]
    pages = labelled_notes([small(0, rows + foot, calls=("1",))])
    found = page_notes(pages, {})
    assert {label: lines[0].text for label, lines in found.get(0, {}).items()} == notes
    # nothing else is rewritten: the body lines and a line that opens no note read as printed
    assert [line.text for line in pages[0].lines[:20]] == [row[0] for row in rows]


# (the call as printed, what follows it; the line read): a raised call keeps the space after it as printed;
# a bracket raised with its number (`<sup>1)</sup>`, a print page's) is the call's, a bracket on the line is text
@pytest.mark.parametrize("call, after, reads", [
    ("1", ",", "заявкой<*>, торговля"), ("1", " и", "заявкой<*> и"), ("1)", ",", "заявкой<*>, торговля"),
    ("1)", " и", "заявкой<*> и")])
def test_a_raised_call_keeps_the_space_after_it_as_printed(call, after, reads):
    import weasyprint

    from lawref.corpus.formats.pdf_lines import read_document

    html = (f'<html lang="ru"><body style="font: 11pt serif"><p>Торговля идёт дальше, если она заменена '
            f'заявкой<sup style="font-size: 55%">{call}</sup>{after} торговля продолжается.</p></body></html>')
    pages, _ = read_document(weasyprint.HTML(string=html).write_pdf(), "notes.pdf")
    text = " ".join(line.text for line in pages[0].lines)
    assert reads in text and pages[0].lines[0].calls == ("1",)


# (a line of a fixed-pitch printout as HTML prints it, a span moved back over what stands before it; the line read,
# what was struck over): a word printed twice in one place is one word printed bold (enscript's rendering of a
# DOS editor's backspaces: pfsb1999comm's «отрицательный»), an underscore printed under a letter underlines it;
# a different sign over a letter (a typist's «О/»), or a word printed twice side by side, is read as printed; a
# typist's X's over a word strike it out (zametki1999's «пасует» under «XXXXXX»)
STRUCK_ROWS = [
    ("ответ отрицательный<span style='margin-left:-13ch'>отрицательный</span>, результат",
     "ответ отрицательный, результат", "отрицательный"),
    ("нарушитель _<span style='margin-left:-1ch'>о</span>_<span style='margin-left:-1ch'>б</span>язан её",
     "нарушитель обязан её", "__"),
    ("знак О<span style='margin-left:-1ch'>/</span> не буква", "знак О/ не буква", ""),
    ("пас пас пас", "пас пас пас", ""),
    # a word of X's typed over a word: a typist's deletion, neither read; X's over nothing are printed words
    ("партнер пасует<span style='margin-left:-6ch'>XXXXXX</span> также", "партнер также", "пасует XXXXXX"),
    ("номер XXXXXX не назван", "номер XXXXXX не назван", ""),
]


@pytest.fixture(scope="module")
def struck_lines():
    import weasyprint

    from lawref.corpus.formats.pdf_lines import read_document

    html = '<html lang="ru"><body style="font: 10pt monospace">' + "".join(
        f'<p style="white-space: pre">{row[0]}</p>' for row in STRUCK_ROWS) + "</body></html>"
    pages, _ = read_document(weasyprint.HTML(string=html).write_pdf(), "struck.pdf")
    return pages[0].lines


@pytest.mark.parametrize("index", range(len(STRUCK_ROWS)), ids=[row[1] for row in STRUCK_ROWS])
def test_a_character_printed_over_its_like_or_an_underscore_is_read_once(struck_lines, index):
    _, read, struck = STRUCK_ROWS[index]
    assert (struck_lines[index].text, struck_lines[index].struck.strip()) == (read, struck)


# (heading lines: text, x0, x1, top, bold; the paragraphs split_paragraphs makes of them): a heading set on two
# lines, the second centred under the first, is one paragraph where the second's first word would not have
# fitted after the first; a heading of its own, a short first line, a gap or a change of style part them
HEADING_ROWS = [
    ([("ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ", 52, 398, 100, True), ("ХОДА", 194, 234, 114, True)],
     [["ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ", "ХОДА"]]),
    ([("ГЛАВА 1", 50, 100, 100, True), ("ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", 50, 220, 114, True)],
     [["ГЛАВА 1"], ["ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ"]]),
    ([("ГЛАВА 1. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ ИГРЫ", 52, 398, 100, True), ("ПРАВИЛО 1", 194, 254, 114, True)],
     [["ГЛАВА 1. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ ИГРЫ"], ["ПРАВИЛО 1"]]),
    ([("ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ", 52, 398, 100, True), ("ХОДА", 194, 234, 140, True)],
     [["ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ"], ["ХОДА"]]),  # a gap: two paragraphs
    ([("ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ", 52, 398, 100, True), ("хода нет", 194, 244, 114, False)],
     [["ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ"], ["хода нет"]]),  # body text under it
    # a heading's label alone never runs on into its title, even where the title's first word would not have
    # fitted beside it (abi2000's Typst column: «ГЛАВА II», not quite centred, over «ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ»)
    ([("ГЛАВА II", 175, 222, 100, True), ("ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", 60, 390, 114, True)],
     [["ГЛАВА II"], ["ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ"]]),
    ([("Закон 16", 175, 222, 100, True), ("НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ", 60, 390, 114, True)],
     [["Закон 16"], ["НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ"]]),
    # a word in capitals broken at the first line's end goes on, wherever the second line's first word would
    # have fitted (ledov2024's 2-up: «… КАРТЫ БОЛ-» / «ВАНА», a short centred line)
    ([("НЕПОЛНОЕ НАЗЫВАНИЕ КАРТЫ БОЛ-", 120, 330, 100, True), ("ВАНА", 205, 245, 114, True)],
     [["НЕПОЛНОЕ НАЗЫВАНИЕ КАРТЫ БОЛ-", "ВАНА"]]),
]


@pytest.mark.parametrize("heading, paragraphs", HEADING_ROWS)
def test_a_heading_wrapped_onto_a_centred_second_line_is_one_paragraph(heading, paragraphs):
    lines = [PdfLine(0, text, x0, x1, top, top + 12, 12.0, bold) for text, x0, x1, top, bold in heading]
    body = [PdfLine(0, f"{LONG} {i}", 50, 400, 200 + 12 * i, 212 + 12 * i, 10.0, False) for i in range(12)]
    split = split_paragraphs(lines + body, _usual_gap([PdfPage(300, 600, tuple(lines + body))]))
    assert [[line.text for line in p] for p in split if p[0] in lines] == paragraphs


# (two centred bold heading lines: text, x0, x1, word_x1; the paragraphs): a centred line's room is the measure
# beside it, not the space right of it: «НЕСАНКЦИОНИРОВАННАЯ» does not fit right of a centred «ПРАВИЛО 16»
# but would have fitted on its line, centred again: broken on purpose, two headings; a centred heading as full
# as the measure allows wrapped («ХОДА»): one heading
CENTRED_ROOM_ROWS = [
    ([("ПРАВИЛО 16", 185, 265, None), ("НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ", 110, 340, 260)],
     [["ПРАВИЛО 16"], ["НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ"]]),
    ([("ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ", 55, 395, 120), ("ХОДА", 205, 245, None)],
     [["ПРАВИЛО 26. СНЯТАЯ ЗАЯВКА, ОГРАНИЧЕНИЯ", "ХОДА"]]),
]


@pytest.mark.parametrize("rows, paragraphs", CENTRED_ROOM_ROWS, ids=["broken on purpose", "wrapped"])
def test_a_centred_heading_lines_room_is_the_measure_beside_it(rows, paragraphs):
    lines = [PdfLine(0, text, x0, x1, 100 + 10 * i, 108 + 10 * i, 10.0, True, word_x1=word)
             for i, (text, x0, x1, word) in enumerate(rows)]
    body = [PdfLine(0, f"{LONG} {i}", 50, 400, 200 + 12 * i, 212 + 12 * i, 10.0, False) for i in range(12)]
    split = split_paragraphs(lines + body, _usual_gap([PdfPage(300, 600, tuple(lines + body))]))
    assert [[line.text for line in p] for p in split if p[0] in lines] == paragraphs


# A heading in a larger size wrapped on a narrow page (rt29book's A5 PDF, LibreOffice: body 12 pt at a 16 pt
# pitch, a 4.4 pt gap; a Law's heading 16 pt bold at an 18.6 pt pitch, a 7.3 pt gap; a chapter's 18 pt at 20.7):
# its lines are spaced for their own size, the body's gap grown with it, so the next line in its style, size and
# weight, whose first word would not have fitted, is the heading going on. (heading lines: text, x0, x1, top,
# bottom, size; the paragraphs)
SIZED_HEADING_ROWS = [
    ("a Law's heading wrapped", [("Закон 9. Порядок действий после", 42.6, 309.9, 373.0, 384.3, 16.0),
                                 ("нарушения", 42.6, 130.6, 391.6, 402.6, 16.0)],
     [["Закон 9. Порядок действий после", "нарушения"]]),
    ("a chapter's heading wrapped, larger still", [("ГЛАВА III. Общие положения о", 42.6, 313.6, 316.2, 328.8, 18.0),
                                                    ("нарушениях", 42.6, 151.7, 336.9, 349.3, 18.0)],
     [["ГЛАВА III. Общие положения о", "нарушениях"]]),
    ("a blank line's gap between: two paragraphs", [("Закон 57. Преждевременный ход или", 42.6, 338.8, 74.7, 86.0, 16.0),
                                                    ("снос", 42.6, 79.6, 110.0, 121.1, 16.0)],
     [["Закон 57. Преждевременный ход или"], ["снос"]]),
    ("the next word would have fitted: two paragraphs", [("Закон 9. Порядок", 42.6, 180.0, 373.0, 384.3, 16.0),
                                                         ("нарушения", 42.6, 130.6, 391.6, 402.6, 16.0)],
     [["Закон 9. Порядок"], ["нарушения"]]),
]


@pytest.mark.parametrize("heading, paragraphs", [row[1:] for row in SIZED_HEADING_ROWS],
                         ids=[row[0] for row in SIZED_HEADING_ROWS])
def test_a_larger_headings_lines_are_spaced_for_its_size(heading, paragraphs):
    lines = [PdfLine(0, text, x0, x1, top, bottom, size, True) for text, x0, x1, top, bottom, size in heading]
    body = [PdfLine(0, f"{LONG} {i}", 42.6, 374.4, 420 + 16 * i, 431.6 + 16 * i, 12.0, False) for i in range(12)]
    split = split_paragraphs(lines + body, _usual_gap([PdfPage(420, 595, tuple(lines + body))]))
    assert [[line.text for line in p] for p in split if p[0] in lines] == paragraphs


def test_a_note_at_the_foot_of_the_right_column_beside_text_of_the_left_one_is_that_note():
    """Two columns: the note stands at the foot of the right column while the left column goes on beside
    it; the note is its own lines, the left column's lines stay text."""
    from lawref.corpus.formats.from_pdf import labelled_notes, page_notes

    left = [PdfLine(0, f"левая строка {i}", 50, 200, 50 + 12 * i, 62 + 12 * i, 10.0, False) for i in range(30)]
    right = [PdfLine(0, f"правая строка {i}", 230, 380, 50 + 12 * i, 62 + 12 * i, 10.0, False,
                     calls=("4",) if i == 3 else ()) for i in range(24)]
    note = [PdfLine(0, "4 Для целей Правил 69, 70", 222, 380, 340, 349, 8.0, False),
            PdfLine(0, "считается и такая игра.", 234, 380, 350, 359, 8.0, False)]
    page_ = PdfPage(400, 600, tuple(sorted(left + right + note, key=lambda line: (line.top, line.x0))))
    found = page_notes(labelled_notes([page_]), {})
    assert {label: [line.text for line in lines] for label, lines in found[0].items()} == {
        "4": ["<*> Для целей Правил 69, 70", "считается и такая игра."]}


@pytest.mark.parametrize("fonts, paragraphs", [
    (False, [["Глава I. Предварительные положения", "игры"]]),  # sizes guessed from the letters (DjVu, OCR)
    (True, [["Глава I. Предварительные положения"], ["игры"]]),  # a PDF's fonts: another size, another paragraph
])
def test_where_sizes_are_guessed_a_centred_line_under_a_wrapped_heading_goes_on_it(fonts, paragraphs):
    """`игры` has no capitals to measure its size by: it was given the body's, but it stands centred under
    a heading that wrapped (it would not have fitted after it)."""
    lines = [PdfLine(0, "Глава I. Предварительные положения", 60, 391, 100, 114, 12.0, False),
             PdfLine(0, "игры", 211, 240, 118, 128, 10.0, False)]
    body = [PdfLine(0, f"{LONG} {i}", 50, 400, 200 + 12 * i, 210 + 12 * i, 10.0, False) for i in range(12)]
    split = split_paragraphs(lines + body, _usual_gap([PdfPage(300, 600, tuple(lines + body))]), fonts=fonts)
    assert [[line.text for line in p] for p in split if p[0] in lines] == paragraphs


@pytest.mark.parametrize("blank, usual", [
    ((True, True, False), 2.0),  # two gaps in three are blank lines (enscript's items): the leading is 2
    ((True, False), 2.0),  # one in two
    ((False,), 2.0),  # no blank line
])
def test_the_usual_gap_is_the_leading_not_a_blank_line(blank, usual):
    from lawref.corpus.formats.from_pdf import _usual_gap

    rows, top = [], 50.0
    for i in range(40):
        rows.append((f"{LONG} {i}", top, 50))
        top += BODY + (2.0 + BODY + 2.0 if blank[i % len(blank)] else 2.0)
    assert _usual_gap([page(0, rows, height=2000)]) == usual


class _Chars:
    """A text page of characters on rows: the box of character i is on row `row_of[i]` (12 pt a row)."""

    def __init__(self, row_of, raised=()):
        self.row_of, self.raised = row_of, set(raised)

    def get_charbox(self, i, loose=True):
        top = 100 + 12 * self.row_of[i] - (4 if i in self.raised else 0)
        return (10 * i, top, 10 * i + 8, top + 10)  # (x0, top, x1, bottom) as `box` gives it


# (text, the row of each character, raised characters, the lines read): PDFium's break, and a character that
# starts below the bottom of the one before it inside what PDFium gave as one line; a raised call is not one
ROW_ROWS = [
    ("72B1. ----- <1> Пси", [0] * 6 + [1] * 6 + [2] * 7, (), ["72B1. ", "----- ", "<1> Пси"]),
    ("ab\ncd", [0, 0, 0, 1, 1], (), ["ab", "cd"]),
    ("заявкой1, торговля", [0] * 18, (7,), ["заявкой1, торговля"]),
]


@pytest.mark.parametrize("text, rows, raised, lines", ROW_ROWS)
def test_a_line_pdfium_did_not_break_is_parted_where_its_characters_step_down(text, rows, raised, lines):
    from lawref.corpus.formats.pdf_lines import _rows

    found = _rows(_Chars(rows, raised), text, lambda b: b)
    assert [text[a:b] for a, b in found] == lines


# (a line, where it ends, the next line, the two read as one line): a word broken for want of room, with no
# hyphen, is one word when the pieces joined are a word and one piece alone is none
BROKEN_ROWS = [
    ("ПОСЛЕДОВАТЕЛЬНОС", 399.0, "ТЬ ТУРОВ", "ПОСЛЕДОВАТЕЛЬНОСТЬ ТУРОВ"),
    ("Текст не является официальным перево", 400.0, "дом.", "Текст не является официальным переводом."),
    ("Предварительны", 399.0, "е положения", "Предварительны е положения"),  # two words: as printed
    ("Текст не является официальным перево", 300.0, "дом.", "Текст не является официальным перево дом."),  # short
    ("карты остаются на столе, как", 400.0, "это сказано", "карты остаются на столе, как это сказано"),
    ("Розыгрыш стороны-", 300.0, "нарушителя", "Розыгрыш стороны-нарушителя"),  # a heading: its compound
    ("ПРАВИЛО 17. НАЧАЛО", 300.0, "ТОРГОВЛИ", "ПРАВИЛО 17. НАЧАЛО ТОРГОВЛИ"),
]


@pytest.mark.parametrize("first, x1, second, read", BROKEN_ROWS)
def test_a_word_broken_for_want_of_room_without_a_hyphen_is_one_word(first, x1, second, read):
    from lawref.corpus.formats.from_pdf import Measure, _row_text

    lines = [PdfLine(0, first, 50, x1, 100, 112, 10.0, False), PdfLine(0, second, 50, 200, 114, 126, 10.0, False)]
    assert _row_text(lines, Measure(50.0, 400.0, True)) == read


# (the book's words inside its lines, beside a book of BROKEN_VOCABULARY words; a line reaching the edge, the
# next line, the two read as one line): where both pieces are words of the dictionary, the book's own words
# tell: joined where neither piece stands anywhere else in it (no book writes «е» or «го» alone)
BOOK_WORDS = "правила игры в бридж и судья на столе по ходу сдачи"
VOCABULARY_ROWS = [
    (BOOK_WORDS, "Предварительны", "е положения", "Предварительные положения"),
    (BOOK_WORDS, "Правила спортивно", "го бриджа", "Правила спортивного бриджа"),
    (BOOK_WORDS + " е", "Предварительны", "е положения", "Предварительны е положения"),  # «е» is a word here
    (BOOK_WORDS + " спортивно", "Правила спортивно", "го бриджа", "Правила спортивно го бриджа"),
    (BOOK_WORDS, "карты остаются в", "ходе игры", "карты остаются в ходе игры"),  # «в» and «ходе»: words
    (BOOK_WORDS + " за то", "игрок знает за", "то время", "игрок знает за то время"),  # «зато»: «за», «то» stand
    (BOOK_WORDS, "Правила спортивно", "ого бриджа", "Правила спортивно ого бриджа"),  # not a word joined
]


@pytest.mark.parametrize("words, first, second, read", VOCABULARY_ROWS)
def test_a_break_between_two_dictionary_words_is_joined_where_the_book_never_uses_either(words, first, second, read):
    from collections import Counter

    from lawref.corpus.formats.from_pdf import BROKEN_VOCABULARY, Measure, _row_text

    vocabulary = Counter(words.split() * BROKEN_VOCABULARY)
    lines = [PdfLine(0, first, 50, 399.0, 100, 112, 10.0, False), PdfLine(0, second, 50, 200, 114, 126, 10.0, False)]
    assert _row_text(lines, Measure(50.0, 400.0, True, words=vocabulary)) == read
    # a short text does not tell: as printed
    few = Counter(words.split())
    assert _row_text(lines, Measure(50.0, 400.0, True, words=few)) == f"{first} {second}"


# (a body line, the note's number at the page foot, the line read, its calls): a call a text layer glued to
# its word is the note's call when the page has one such word
GLUED_ROWS = [
    ("при какой-либо нормальной4 игре взятка", "4", "при какой-либо нормальной<*> игре взятка", ("4",)),
    ("при какой-либо нормальной4 игре взятка", "5", "при какой-либо нормальной4 игре взятка", ()),
    ("на коробках 14 и 15, как сказано", "4", "на коробках 14 и 15, как сказано", ()),  # a number, not glued
    ("Правило 74 и нормальной4 игре", "4", "Правило 74 и нормальной<*> игре", ("4",)),
    ("нормальной4 игре и игроков4 тоже", "4", "нормальной4 игре и игроков4 тоже", ()),  # two: not known which
]


@pytest.mark.parametrize("text, label, read, calls", GLUED_ROWS)
def test_a_call_glued_to_its_word_is_the_call_of_the_note_at_the_page_foot(text, label, read, calls):
    from lawref.corpus.formats.from_pdf import _glued_calls

    lines = [PdfLine(0, text, 50, 400, 100, 112, 10.0, False)]
    _glued_calls(lines, {label}, 10.0)
    assert (lines[0].text, lines[0].calls) == (read, calls)



# (the body lines of page 0 and page 1 as (page, text), the small line opening a note on page 1, the calls read as
# (page, text, calls)): a plain star on the baseline glued to a word or a closing bracket (Scribus's book of HTML
# whose <sup> it dropped) is the call of the small-print note opening with the same stars under it, on its page or
# the page before; a star no such note answers, one of two alike, or one not glued to a word stays text
STAR_ROWS = [
    ([(1, "задерживает турнир или мешает ему*.")], "* Процедурный штраф", [(1, "задерживает турнир или мешает ему<*>.", ("*",))]),
    ([(1, "менее 60 % на пары в парном турнире)*;")], "* В командных",
     [(1, "менее 60 % на пары в парном турнире)<*>;", ("*",))]),
    ([(0, "задерживает турнир или мешает ему*.")], "* Процедурный штраф",  # the call on the page before
     [(0, "задерживает турнир или мешает ему<*>.", ("*",))]),
    ([(1, "вариант заявки**, как сказано")], "** Второе примечание", [(1, "вариант заявки<*>, как сказано", ("**",))]),
    ([(1, "задерживает турнир или мешает ему*.")], "Процедурный штраф", []),  # no note opens with a star
    ([(1, "задерживает турнир или мешает ему*.")], "** Второе примечание", []),  # another mark
    ([(1, "мешает ему*. и игроку*,")], "* Процедурный штраф", []),  # two alike: which one is not known
    ([(1, "пометка * стоит отдельно, 5*4 = 20")], "* Процедурный штраф", []),  # not glued to a word
    ([(1, "см. *Правило 12")], "* Процедурный штраф", []),  # before a word
]


@pytest.mark.parametrize("calls, note, read", STAR_ROWS)
def test_a_star_glued_to_a_word_is_the_call_of_the_small_note_opening_with_it(calls, note, read):
    from lawref.corpus.formats.from_pdf import starred_calls

    pages = []
    for number in (0, 1):
        rows = [(f"{LONG} строка {i}", 50 + 12 * i, 50, 10.0) for i in range(10)]
        rows += [(text, 200 + 12 * i, 50, 10.0) for i, (on, text) in enumerate(calls) if on == number]
        rows += [(note, 400, 50, 8.0)] if number == 1 else []
        pages.append(small(number, rows))
    found = starred_calls(pages)
    assert [(p, line.text, line.calls) for p, page in enumerate(found) for line in page.lines if "*" in line.text
            and not line.text.startswith(note[:2])] == \
        read + [(p, text, ()) for p, text in calls if p not in {row[0] for row in read}]
    assert found[1].lines[-1].text == note  # the note's line is labelled where it stands (labelled_notes, _flow_notes)


# (the HTML between the call's paragraph and the note, the paragraphs read): a typesetter's note in small print
# after its Law's text, opening with the star its call bears on the baseline, is the call's, written where the
# call's passage ends; set after the Law with the next Law's heading under it (mid-page), or at the page's foot
# with its call on the page before
STAR_NOTE_ROWS = [
    ("<p>2. Судья учитывает мнение игроков.</p>", ["2. Судья учитывает мнение игроков.", "ПРАВИЛО 13"]),
    ('<p style="break-after: page">2. Судья учитывает мнение игроков.</p>',
     ["2. Судья учитывает мнение игроков.", "ПРАВИЛО 13"]),
]


@pytest.mark.parametrize("between, after", STAR_NOTE_ROWS, ids=["after its Law", "on the next page"])
def test_a_typesetters_star_note_after_its_law_is_its_calls(between, after):
    data = print_pdf('<p>1. Стороне назначается «среднее плюс» (не менее 60 %)*; противникам — «среднее минус».</p>'
                     f'{between}<p style="font-size:7pt">* В командных соревнованиях вместо процентов импы.</p>'
                     '<p style="text-align: center; font-weight: bold">ПРАВИЛО 13</p>')
    read = paragraphs_read(data)
    assert read[0] == "1. Стороне назначается «среднее плюс» (не менее 60 %)<*>; противникам — «среднее минус»."
    assert "<*> В командных соревнованиях вместо процентов импы." in read
    assert [text for text in read if text in after] == after and "*" not in "".join(read).replace("<*>", "")

def test_a_note_in_small_print_opening_with_its_calls_number_is_that_note():
    # labelled_notes on a printed page (club2007's LibreOffice PDFs): a note's number at the page foot in the
    # text's size, the note smaller («1 Под …»), opens it; a small-print line opening with a number that is no
    # call stays text with its number; a call touching the word after it («риск².») keeps no space. The notes
    # are written where their clause ends: the paragraphs after the call's open no unit, so they go on with it.
    from lawref.corpus.formats.from_pdf import extract_pdf

    small = 'style="font-size:7pt"'
    data = print_pdf('<p>Судья сохраняет результат, назначенный ему в связи с нарушением<sup style="font-size:5pt">1'
                     f'</sup>.</p><p {small}>3 карты остаются на столе, мелким шрифтом.</p>'
                     '<p>Игрок делает это на свой риск<sup style="font-size:5pt">2</sup> и отвечает за то, что '
                     'сделал, перед судьёй и перед партнёром, как сказано в Правилах.</p>'
                     '<p style="font-size:7pt; margin-top: 40pt"><span style="font-size:9pt">1</span> Под «серьёзным '
                     f'промахом» понимается грубая ошибка.</p><p {small}><span style="font-size:9pt">2</span> '
                     'Подробнее об этом в Правиле 73.</p>')
    assert paragraphs_read(data) == [
        "Судья сохраняет результат, назначенный ему в связи с нарушением<*>.",
        "3 карты остаются на столе, мелким шрифтом.",
        "Игрок делает это на свой риск<*> и отвечает за то, что сделал, перед судьёй и перед партнёром, как "
        "сказано в Правилах.", "-" * 32, "<*> Под «серьёзным промахом» понимается грубая ошибка.", "-" * 32,
        "<*> Подробнее об этом в Правиле 73."]
    removed = [(r.kind, r.text) for r in extract_pdf(data, "t.pdf").removals if r.kind.startswith("footnote")]
    assert removed == [("footnote-call", "1"), ("footnote-call", "2"), ("footnote-label", "1"),
                       ("footnote-label", "2")]


def test_a_pages_note_follows_the_passage_that_calls_it_a_box_under_the_call_stays_above():
    # a note is written where the passage calling it ends: before the next paragraph that opens a unit («C. …»)
    data = print_pdf('<p>3. Судья назначает результат (см. Правило 12C1)<sup style="font-size:5pt">1</sup>.</p>'
                     '<p style="border: 1px solid black">Совет судье. Не спешите.</p><p>C. Информация</p>'
                     '<p>1. Когда сторона получила сведения.</p>'
                     '<p style="font-size:7pt; margin-top: 40pt"><span style="font-size:9pt">1</span> Заминки '
                     'записывайте.</p>')
    assert paragraphs_read(data) == [
        "3. Судья назначает результат (см. Правило 12C1)<*>.", "Совет судье. Не спешите.", "-" * 32,
        "<*> Заминки записывайте.", "C. Информация", "1. Когда сторона получила сведения."]


def _endnote_book(calls_on, notes):
    """Three pages of body text; page i's first line calls calls_on[i]; the last page ends with `notes`
    (text, size) under the body, as a web page's endnotes are printed."""
    pages = []
    for number, calls in enumerate(calls_on):
        rows = [(f"{LONG} строка {i}", 50 + 12 * i, 50, 10.0) for i in range(20)]
        if number == len(calls_on) - 1:  # (a note's line may give its left edge: (text, size, x0))
            rows += [(note[0], 320 + 12 * i, note[2] if len(note) > 2 else 50, note[1]) for i, note in enumerate(notes)]
        pages.append(small(number, rows, calls=calls))
    return pages


# (the calls of each page, the lines at the book's end, the notes found: page -> label -> first line): notes
# gathered at the end go to their calls' pages when the calls run 1 … N through the book and the notes too
END_NOTE_ROWS = [
    ((("1",), (), ("2",)), [("1. Первое примечание", 8.0), ("и его конец.↩︎", 8.0), ("2. Второе.↩︎", 8.0)],
     {0: {"1": "<*> Первое примечание"}, 2: {"2": "<*> Второе.↩︎"}}),
    ((("1",), (), ("3",)), [("1. Первое.", 8.0), ("3. Третье.", 8.0)], {}),  # the calls skip a number
    ((("1",), (), ("2",)), [("1. Первое.", 10.0), ("2. Второе.", 10.0)], {}),  # in the body's size: text
    ((("1",), (), ("2",)), [("2. Второе.", 8.0), ("1. Первое.", 8.0)], {}),  # not in their order
    ((("1",), (), ("2",)), [("1. Первое.", 8.0)], {}),  # a note missing: which is which is not known
    ((("1",), ("2",), ()), [("1. Первое,", 8.0), ("2. перенесённое.", 8.0)],
     {0: {"1": "<*> Первое,"}, 1: {"2": "<*> перенесённое."}}),
    # a web page's notes printed by a browser: the number a link, no dot after it; the page's footer under them
    ((("1",), (), ("2",)), [("1 Первое.", 8.0), ("2 Второе.", 8.0), ("© Клуб «Маяк», 2021.", 8.0)],
     {0: {"1": "<*> Первое."}, 2: {"2": "<*> Второе."}}),
    # in the body's size, each number hanging in the margin before its note's lines (rst2pdf's endnotes,
    # vkamsk2019: «1» at 57 pt, the lines at 142): notes all the same
    ((("1",), (), ("2",)), [("1 Первое примечание", 10.0, 50), ("и его конец.", 10.0, 100), ("2 Второе.", 10.0, 50)],
     {0: {"1": "<*> Первое примечание"}, 2: {"2": "<*> Второе."}}),
    # ... but a line back at the numbers' edge that opens no note is text going on: no notes
    ((("1",), (), ("2",)), [("1 Первое примечание", 10.0, 50), ("и его конец.", 10.0, 100), ("2 Второе.", 10.0, 50),
                            ("Текст идёт дальше.", 10.0, 50)], {}),
    # ... and numbers not hanging (the next line under the number, at its edge) are items of the text
    ((("1",), (), ("2",)), [("1 Первое примечание", 10.0, 50), ("и его конец.", 10.0, 55), ("2 Второе.", 10.0, 50)],
     {}),
]


@pytest.mark.parametrize("calls_on, notes, found", END_NOTE_ROWS)
def test_notes_gathered_at_the_books_end_are_the_notes_of_their_calls(calls_on, notes, found):
    from lawref.corpus.formats.from_pdf import end_notes

    got, ended = end_notes(_endnote_book(calls_on, notes), {}, {})
    assert {page: {label: lines[0].text for label, lines in labels.items()} for page, labels in got.items()} == found
    assert len(ended) == (len([note for note in notes if not note[0].startswith("©")]) if found else 0)


def test_the_last_calls_note_read_at_its_own_foot_is_one_of_the_notes_gathered_at_the_end():
    # comm2017's Chromium print: the last call and all the notes stand on the last page, the last note read as
    # that page's own (its call is there): with it the calls run 1 … N, and the notes gathered are theirs
    from lawref.corpus.formats.from_pdf import end_notes

    pages = _endnote_book((("1",), (), ("2",)), [("1 Первое.", 8.0), ("2 Второе.", 8.0)])
    last = pages[-1].lines[-1]
    got, ended = end_notes(pages, {}, {2: {"2": [last]}})
    assert {page: {label: lines[0].text for label, lines in labels.items()} for page, labels in got.items()} == \
        {0: {"1": "<*> Первое."}, 2: {"2": "<*> Второе."}}


# (a line and the next one under it: text, x0, x1, top, bottom, in a justified column 50..400 with no fonts to
# tell a heading; whether they read as one heading line): a heading wrapped by layout alone goes on into its
# short, unfinished last line; a heading's text (a sentence, a unit, a full line) and a blank line part them
WRAPPED_HEADING_ROWS = [
    (("Глава II. Общие правила при", 90, 339, 60, 75), ("нарушениях", 161, 267, 85, 94), True),
    (("E. Изменение хода, основанного на ошибочной", 51, 390, 227, 236), ("информации", 51, 114, 242, 251), True),
    (("B. Рубашки карт", 51, 135, 219, 228), ("Все карты колоды должны", 68, 200, 231, 240), False),  # it fits
    (("E. Изменение хода, основанного на ошибочной", 51, 390, 227, 236), ("информации.", 51, 114, 242, 251),
     False),  # a sentence
    (("E. Изменение хода, основанного на ошибочной", 51, 390, 227, 236), ("1. Ход вне очереди", 51, 214, 242, 251),
     False),  # a unit
    (("E. Изменение хода, основанного на ошибочной", 51, 390, 227, 236), ("информации", 51, 114, 250, 259),
     False),  # a blank line between
    (("Игрок снимает карту, сыгранную после этого", 51, 390, 227, 236), ("информации", 51, 114, 242, 251),
     False),  # no heading: a justified line short of the edge ends its paragraph
    # a short centred line: the next line's first word would have fitted beside it, centred again: two lines
    # on purpose (a Law's number over its title), though it would not have fitted to its right
    (("Правило 16", 190, 260, 60, 69), ("Несанкционированная информация", 147, 303, 72, 81), False),
    # a Law's number alone, wherever it stands (a skewed scan's is centred by no measure): its title is a line
    # of its own (`Правило 16 Несанкционированная информация` on one line is no heading)
    (("Правило 16", 320, 390, 60, 69), ("Несанкционированная информация", 51, 300, 72, 81), False),
    # ... and a centred line that fills the measure to a word's room: wrapped all the same
    (("Глава II. Общие правила при нарушениях", 60, 390, 60, 69), ("в торговле", 185, 265, 72, 81), True),
]


@pytest.mark.parametrize("first, second, one", WRAPPED_HEADING_ROWS)
def test_a_heading_wrapped_with_no_font_to_tell_it_goes_on_into_its_last_line(first, second, one):
    from lawref.corpus.formats.from_pdf import Measure, _text_rows

    lines = [PdfLine(0, text, x0, x1, top, bottom, 10.0, False) for text, x0, x1, top, bottom in (first, second)]
    measure = Measure(50.0, 400.0, True)
    rows = [[line.text for line in row] for paragraph in split_paragraphs(lines, 2.5, measure, fonts=False)
            for row in _text_rows(paragraph, measure, 2.5)]
    assert rows == ([[first[0], second[0]]] if one else [[first[0]], [second[0]]])


# The text block: a line at the height where the body's first line stands on the usual page is body, even when
# it repeats at the top of another page, digits aside (a Law heading opening a page under the running head);
# a head set above the text block, naming the Law or not, stays furniture.
TEXT_BLOCK_ROWS = [
    # (what the pages' tops hold per page: (text, top, x0, size, bold), …) -> the furniture found
    ("a Law heading opening a page under the running head",
     lambda n: [("Глава IV. Розыгрыш", 20, 250, 8.0, False),
                *([(f"ПРАВИЛО 6{n}", 60, 170, 10.0, True), ("ИСПРАВЛЕНИЕ РЕНОНСА", 80, 150, 10.0, True)]
                  if n in (1, 3) else [])],
     lambda n: ["Глава IV. Розыгрыш"]),
    ("a running head naming the Law, above the text block",
     lambda n: [(f"Правило 6{n}", 20, 250, 8.0, False)],
     lambda n: [f"Правило 6{n}"]),
]


@pytest.mark.parametrize("what, tops, heads", TEXT_BLOCK_ROWS, ids=[row[0] for row in TEXT_BLOCK_ROWS])
def test_a_line_in_the_text_block_is_never_a_running_head(what, tops, heads):
    pages = []  # (the heading opens pages 1 and 3, two pages of six: where the usual page's text begins)
    for n in range(6):
        rows = tops(n)
        start = 100 if any(top == 80 for _, top, *_ in rows) else 60
        pages.append(page(n, [*rows, *body_rows(start, [LONG] * 5), (str(n + 20), 560, 190)]))
    assert [(n, text) for n, text, kind in furniture_of(pages) if kind == "pdf-header"] == \
        [(n, text) for n in range(6) for text in heads(n)]


def _mirrored_pages(short_line: str, next_line: str):
    """Four pages of justified text with mirrored margins: odd pages' block 14 pt to the left of the even
    pages'; on page 1 a line stopping 3 pt short of its page's edge, then another."""
    pages = []
    for n in range(4):
        left, right = (51.0, 382.8) if n % 2 == 0 else (37.0, 368.7)
        lines = [PdfLine(n, f"{LONG} {i}", left, right - 0.1 * (i % 8), 60 + 12 * i, 72 + 12 * i, 10.0, False)
                 for i in range(20)]
        if n == 1:
            lines[5] = PdfLine(n, short_line, left, right - 3.0, lines[5].top, lines[5].bottom, 10.0, False)
            lines[6] = PdfLine(n, next_line, left, right, lines[6].top, lines[6].bottom, 10.0, False)
        pages.append(PdfPage(420, 600, tuple(lines)))
    return pages


# Mirrored margins: each page is measured by its own side's edges, so a line that ends a sentence short of
# its page's edge ends its paragraph; a line running on (no sentence's end) does not.
MIRRORED_ROWS = [
    ("Сторона — два игрока, играющие вместе как партнёры против другой пары.", "Судья: лицо, назначенное", True),
    ("Сторона — два игрока, играющие вместе как партнёры против другой", "пары, и ещё слова", False),
]


@pytest.mark.parametrize("short_line, next_line, parted", MIRRORED_ROWS)
def test_mirrored_margins_measure_each_page_by_its_own_edges(short_line, next_line, parted):
    pages = _mirrored_pages(short_line, next_line)
    texts = paragraphs_of(pages)
    apart = any(p[0] == next_line for p in texts)
    assert apart == parted


MEASURE_ROWS = [
    # (the right edges of each page's text: odd and even pages, lefts) -> mirrored or one measure
    ("mirrored: both edges shift together", (382.8, 368.7), (51.0, 37.0), True),
    ("the same block on every page", (382.8, 382.8), (51.0, 51.0), False),
    ("only the right edge moves (no mirror)", (382.8, 368.7), (51.0, 51.0), False),
]


@pytest.mark.parametrize("what, rights, lefts, mirrored", MEASURE_ROWS, ids=[row[0] for row in MEASURE_ROWS])
def test_mirrored_margins_are_the_same_shift_of_both_edges(what, rights, lefts, mirrored):
    from lawref.corpus.formats.from_pdf import _mirrored

    page_rights = {n: rights[n % 2] for n in range(6)}
    page_lefts = {n: lefts[n % 2] for n in range(6)}
    found, _ = _mirrored(page_rights, page_lefts, 0.5)
    assert bool(found) == mirrored


JUSTIFIED_ROWS = [
    # (how far short of the page's longest line the full lines stop) -> justified
    ("LibreOffice: most full lines 0.6-0.9 pt short", [0.0, 0.6, 0.7, 0.8, 0.9, 0.6, 0.7, 30.0, 50.0, 80.0], True),
    ("exactly flush", [0.0, 0.1, 0.2], True),
    ("ragged: anywhere short", [0.0, 3.0, 7.5, 12.0, 20.0, 31.0, 44.0], False),
    # Typst hangs a line's last hyphen past the flush edge (abi2000: lines end at 287.6 pt, «кото-» at 289.1)
    ("Typst: full lines 1.5 pt short of a hung hyphen", [0.0, 1.5, 1.5, 1.5, 30.0, 1.5, 50.0, 1.5, 12.0], True),
    ("ragged, two lines in twelve ending alike short of the edge",
     [0.0, 2.0, 7.5, 12.0, 20.0, 31.0, 44.0, 2.0, 9.0, 15.0, 25.0, 38.0], False),
    # a brochure of many short lines (headings, section titles, short items: priozer2000, 28 % of its lines
    # flush): the lines that come near the edge all end at it, up to 1.1 pt short
    ("justified among many short lines: the near-full lines end together",
     [0.0, 0.6, 0.9, 1.1, 0.1, 0.8] + [40.0, 90.0, 150.0, 60.0, 200.0] * 3, True),
    ("ragged among many short lines: the near-full lines end anywhere in the last two ems",
     [0.0, 0.6, 4.0, 9.0, 14.0, 6.5] + [40.0, 90.0, 150.0, 60.0, 200.0] * 3, False),
]


@pytest.mark.parametrize("what, short, justified", JUSTIFIED_ROWS, ids=[row[0] for row in JUSTIFIED_ROWS])
def test_justified_text_is_told_by_its_lines_flush_with_the_edge(what, short, justified):
    from lawref.corpus.formats.from_pdf import text_measure

    body = [PdfLine(p, f"{LONG} {i}", 50, 400 - short[i % len(short)], 60 + 12 * i, 72 + 12 * i, 10.0, False)
            for p in range(3) for i in range(21)]
    assert text_measure(body).justified == justified


CENTRED_HEADING_ROWS = [
    # two centred lines: in a heading's font (bold), the second's first word would have fitted after the first:
    # two headings («ПРАВИЛО 93» / «РАССМОТРЕНИЕ АПЕЛЛЯЦИЙ»); in the body's font (a title page's): one paragraph
    (True, [["ПРАВИЛО 93"], ["РАССМОТРЕНИЕ АПЕЛЛЯЦИЙ"]]),
    (False, [["ПРАВИЛО 93", "РАССМОТРЕНИЕ АПЕЛЛЯЦИЙ"]]),
]


@pytest.mark.parametrize("bold, paragraphs", CENTRED_HEADING_ROWS)
def test_two_centred_heading_lines_broken_on_purpose_are_two_headings(bold, paragraphs):
    lines = [PdfLine(0, "ПРАВИЛО 93", 195, 255, 100, 107, 10.0, bold),
             PdfLine(0, "РАССМОТРЕНИЕ АПЕЛЛЯЦИЙ", 150, 300, 109, 118, 10.0, bold, word_x1=235)]
    body = [PdfLine(0, f"{LONG} {i}", 50, 400, 200 + 12 * i, 212 + 12 * i, 10.0, False) for i in range(12)]
    split = split_paragraphs(lines + body, _usual_gap([PdfPage(300, 600, tuple(lines + body))]))
    assert [[line.text for line in p] for p in split if p[0] in lines] == paragraphs


def _centred_line(text: str, top: float, width: float = 80.0) -> PdfLine:
    return PdfLine(0, text, 225 - width / 2, 225 + width / 2, top, top + 9, 10.5, True)


# (the heading line above, the one under it, one heading of two lines): centred, at the usual leading, the
# first opening a unit and the second not, look-alike Latin letters read as the Cyrillic ones they show
STACKED_ROWS = [
    (_centred_line("ПРАВИЛО 1", 100), _centred_line("КОЛОДА", 112, 50), True),
    (_centred_line("ПPАВИЛО 45", 100), _centred_line("КАРТА В ИГРЕ", 112, 90), True),
    (_centred_line("ЧАСТЬ V. РОЗЫГРЫШ", 100, 140), _centred_line("ПРАВИЛО 41", 112), False),
    (_centred_line("ПРАВИЛО 1", 100), _centred_line("КОЛОДА", 140, 50), False),
    (_centred_line("ПРАВИЛО 1", 100), PdfLine(0, "Старшинство карт", 50, 170, 112, 121, 10.5, True), False),
    (_centred_line("ДИСКРЕЦИОННЫЕ", 100), _centred_line("ПОЛНОМОЧИЯ", 112), False),
]


@pytest.mark.parametrize("above, under, stacked", STACKED_ROWS,
                         ids=["law and title", "latin look-alike", "part then law", "apart", "not centred",
                              "no unit opened"])
def test_a_heading_of_two_centred_lines_is_one_paragraph(above, under, stacked):
    from lawref.corpus.formats.from_pdf import Measure, _stacked

    assert _stacked(above, under, 3.0, Measure(50.0, 400.0, False)) is stacked


# (the top of the title line under «ПРАВИЛО 45», a scan's: the paragraphs the text shows): a scan's heading set
# in the body's size (OCR's letters do not show the bold) is still one heading of two centred lines, its ink's
# insets differing by a few points; set apart by a blank line, two paragraphs
SCAN_STACKED_ROWS = [(112.0, "ПРАВИЛО 45\nКАРТА В ИГРЕ\n\n"), (140.0, "ПРАВИЛО 45\n\nКАРТА В ИГРЕ\n\n")]


@pytest.mark.parametrize("top, text", SCAN_STACKED_ROWS, ids=["stacked", "apart"])
def test_a_scans_heading_of_two_centred_lines_is_one_paragraph(top, text):
    from lawref.corpus.formats.from_pdf import lay_out

    pages = []
    for number in range(3):
        body = [PdfLine(number, f"{LONG} {number} {i}.", 50, 400, 200 + 12 * i, 209 + 12 * i, 10.0, False)
                for i in range(20)]
        head = [PdfLine(number, "ПРАВИЛО 45", 185, 263.5, 100, 109, 10.0, False),
                PdfLine(number, "КАРТА В ИГРЕ", 191.5, 260, top, top + 9, 10.0, False)] if number == 1 else []
        pages.append(PdfPage(450, 600, tuple(head + body)))
    assert text in lay_out(pages, "", "scan.pdf", "ocr", slack=1.5, scanned=True).text


# (the paragraph after the one that calls a note, whether the note stands before it): a paragraph with no
# marker goes on with the call's clause (a boxed «Совет судье.»), so the note follows it; one that opens a
# unit (an item, a section's heading) starts another clause, and the note stands before it
NOTE_PLACE_ROWS = [
    ("Совет судье. Сначала выслушайте обе стороны.", False),
    ("2. Игрок может спросить о ренонсе.", True),
    ("C. Возмещение ущерба", True),
]


@pytest.mark.parametrize("after, before", NOTE_PLACE_ROWS, ids=["goes on", "an item", "a heading"])
def test_a_note_is_written_where_the_clause_that_calls_it_ends(after, before):
    data = print_pdf('<p>1. Судья назначает скорректированный результат<sup style="font-size:5pt">1</sup>.</p>'
                     f'<p>{after}</p><p style="font-size:7pt; margin-top: 60pt"><span style="font-size:9pt">1'
                     '</span> Под «ущербом» понимается худший результат.</p>')
    read = paragraphs_read(data)
    assert (read.index("<*> Под «ущербом» понимается худший результат.") < read.index(after)) is before


def _note_pages(first_foot: str, second: list, middle: bool = False) -> list[PdfPage]:
    """Page 0: body lines, the last calling `1`, its note `1 …` at the foot; then (`middle`: a page of body
    only) a page of body lines and `second`'s rows (text, top, size) under them, x0 50."""
    rows = [(f"{LONG} строка {i}", 50 + 12 * i, 50, 10.0) for i in range(20)]
    first = labelled_notes_of([small(0, rows + [(first_foot, 500, 50, 8.0)], calls=("1",))])
    pages = [*first, *([small(1, rows)] if middle else [])]
    calls = ("2",) if any(text.startswith("2 ") for text, _, _ in second) else ()
    pages += labelled_notes_of([small(len(pages), rows[:8] + [(text, top, 50, size) for text, top, size in second],
                                      calls=calls)])
    return pages


def labelled_notes_of(pages):
    from lawref.corpus.formats.from_pdf import labelled_notes

    return labelled_notes(pages)


# (the note at page 0's foot, page 1's rows under its body, [middle page], note 1 as read): a note left
# unfinished at a page's foot goes on in the small unlabelled lines at the next page's foot, above that page's notes
CONTINUED_NOTES = [
    ("1 Полномочия имеет судейская коллегия", [("Ассоциации.", 500, 8.0)], False,
     ["<*> Полномочия имеет судейская коллегия", "Ассоциации."]),
    ("1 Полномочия имеет судейская", [("коллегия", 480, 8.0), ("2 Другая сноска.", 500, 8.0)], False,
     ["<*> Полномочия имеет судейская", "коллегия"]),  # above the page's own note, which stays note 2
    ("1 Полномочия имеет коллегия.", [("Ассоциации.", 500, 8.0)], False,
     ["<*> Полномочия имеет коллегия."]),  # the note ended its sentence: the small line is not its
    ("1 Полномочия имеет коллегия", [("Ассоциации.", 500, 10.0)], False,
     ["<*> Полномочия имеет коллегия"]),  # the body's size: text, not a note
    ("1 Полномочия имеет коллегия", [("Ассоциации.", 400, 8.0), ("и текст дальше", 412, 10.0)], False,
     ["<*> Полномочия имеет коллегия"]),  # body under it: not at the foot
    ("1 Полномочия имеет коллегия", [("Ассоциации.", 500, 8.0)], True,
     ["<*> Полномочия имеет коллегия"]),  # a page without notes between: a note never skips a page
]


@pytest.mark.parametrize("first_foot, second, middle, note", CONTINUED_NOTES)
def test_a_note_left_unfinished_at_the_foot_goes_on_at_the_next_pages_foot(first_foot, second, middle, note):
    from lawref.corpus.formats.from_pdf import page_notes

    found = page_notes(_note_pages(first_foot, second, middle), {})
    assert [line.text for line in found[0]["1"]] == note
    if any(text.startswith("2 ") for text, _, _ in second):
        assert [line.text for line in found[max(found)]["2"]] == ["<*> Другая сноска."]


def test_a_note_left_unfinished_at_a_left_columns_foot_goes_on_at_the_right_columns_foot():
    """A 2-up sheet: the left half's note ends unfinished, the right half's foot goes on with it."""
    from lawref.corpus.formats.from_pdf import page_notes

    left = [PdfLine(0, f"левая строка {i}", 50, 380, 50 + 12 * i, 62 + 12 * i, 10.0, False,
                    calls=("7",) if i == 29 else ()) for i in range(30)]
    right = [PdfLine(0, f"правая строка {i}", 460, 790, 50 + 12 * i, 62 + 12 * i, 10.0, False) for i in range(8)]
    foot = [PdfLine(0, "7 Полномочия имеет судейская коллегия", 50, 380, 530, 539, 8.0, False),
            PdfLine(0, "Ассоциации.", 460, 520, 530, 539, 8.0, False)]
    sheet = PdfPage(842, 595, tuple(sorted(left + right + foot, key=lambda line: (line.top, line.x0))))
    found = page_notes(labelled_notes_of([sheet]), {})
    assert [line.text for line in found[0]["7"]] == ["<*> Полномочия имеет судейская коллегия", "Ассоциации."]


TITLE_PAGE = [("Федерация спортивного бриджа Приозёрской области", 104, 70, 14.7), ("СПРАВОЧНИК СУДЬИ", 140, 70, 14.7),
              ("Приозёрск", 192, 70, 14.7), ("2010", 210, 70, 14.7)]
# (the first line of the first page, its size, the PDF's title, whether it is the producer's title block): the
# document's title over a title page that says every word of it again is the producer's; else it is the book's
TITLE_BLOCK_ROWS = [
    ("Справочник судьи (2010)", 18.7, "Справочник судьи (2010)", True),
    ("Избранные правила для судьи клуба", 18.7, "Избранные правила для судьи клуба", False),  # not said again
    ("Справочник судьи (2010)", 18.7, "Справочник судьи", False),  # not the document's title
    ("Справочник судьи (2010)", 14.7, "Справочник судьи (2010)", False),  # the page's own size: its first line
    ("Справочник судьи (2010)", 18.7, "", False),  # no title in the PDF
]


# the title page ends at the first heading (a line set larger than the body): the words of a preface under it on
# the same page are not the title page's (priok2022: «Правила в судейской практике» over «Комментарий …», then
# «Предисловие» and a text that says «Правила», «судейской», «практике»)
PREFACE = [("Федерация бриджа", 104, 70, 14.7), ("Предисловие", 140, 70, 16.7),
           ("Справочник для судьи, 2010 год", 170, 70, 14.7)]
TITLE_BLOCK_ROWS += [
    ("Справочник судьи (2010)", 18.7, "Справочник судьи (2010)", False, PREFACE),
    ("Справочник судьи (2010)", 18.7, "Справочник судьи (2010)", True,
     [("Справочник для судьи, 2010 год", 104, 70, 14.7), ("Предисловие", 140, 70, 16.7), ("Текст.", 170, 70, 14.7)]),
]


@pytest.mark.parametrize("first, size, meta, dropped, page", [row if len(row) == 5 else (*row, TITLE_PAGE)
                                                              for row in TITLE_BLOCK_ROWS])
def test_the_documents_title_over_a_title_page_that_names_the_book_again_is_the_producers(first, size, meta, dropped,
                                                                                           page):
    from lawref.corpus.formats.from_pdf import TITLE_BLOCK, title_block

    pages = [small(0, [(first, 66, 70, size), *page]), small(1, [(LONG, 50, 70, 14.7)])]
    found = title_block(pages, {}, meta)
    assert found == ({id(pages[0].lines[0]): TITLE_BLOCK} if dropped else {})

# A title page LaTeX made of the document's properties (ural2022's Sphinx PDF): the title, the release its running
# head prints after the title, the Author, a date; all but the title are recorded as removed. A line of the page's
# own (a place) makes it the book's title page; no Title property, nothing.
HEAD = "Правила бриджа. Редакция 2017 года, Выпуск 2017"
PROPERTIES = {"Title": "Правила бриджа. Редакция 2017 года", "Author": "Федерация бриджа"}
PROPERTIES_ROWS = [
    (["Правила бриджа.", "Редакция 2017 года", "Выпуск 2017", "Федерация бриджа", "14 марта 2022 г."], PROPERTIES,
     ["Выпуск 2017", "Федерация бриджа", "14 марта 2022 г."]),
    (["Правила бриджа. Редакция 2017 года", "Федерация бриджа", "14.03.2022"], PROPERTIES,
     ["Федерация бриджа", "14.03.2022"]),
    (["Правила бриджа. Редакция 2017 года", "Федерация бриджа", "Камнеуральск, 2022"], PROPERTIES, []),
    (["Правила бриджа. Редакция 2017 года", "Выпуск 2017"], {"Author": "Федерация бриджа"}, []),
    (["Правила бриджа. Редакция 2017 года"], PROPERTIES, []),
    (["Сборник правил", "Федерация бриджа"], PROPERTIES, []),
]


@pytest.mark.parametrize("title_page, properties, dropped", PROPERTIES_ROWS)
def test_a_title_page_made_of_the_documents_properties_is_the_typesetters(title_page, properties, dropped):
    from lawref.corpus.formats.from_pdf import PROPERTIES_PAGE, properties_page

    pages = [small(0, [(text, 66 + 30 * k, 70, 14.7) for k, text in enumerate(title_page)]),
             small(1, [(HEAD, 20, 70, 9.0), (LONG, 50, 70, 14.7)])]
    head = pages[1].lines[0]
    found = properties_page(pages, {id(head): "pdf-header"}, properties)
    assert sorted(line.text for line in pages[0].lines if found.get(id(line)) == PROPERTIES_PAGE) == sorted(dropped)


# (the second line's x0, bottom; joined): PDFium gives Chromium's floated `<dt>` and its `<dd>` as two lines;
# one that starts a space or less after the other ends, on its baseline, goes on from it. A column's line
# further off, one on another baseline, one over it (overlapping columns) stay apart.
BESIDE_ROWS = [
    ((106.1, 521.5), "Болван — Партнёр разыгрывающего"),  # 3.2 after, on the baseline
    ((102.9, 521.5), "Болван— Партнёр разыгрывающего"),  # touching: no space shown
    ((120.0, 521.5), None),  # 17 after: another column
    ((106.1, 524.0), None),  # another baseline
    ((90.0, 521.5), None),  # over it
]


@pytest.mark.parametrize("second, joined", BESIDE_ROWS)
def test_a_line_starting_a_space_after_another_on_its_baseline_goes_on_from_it(second, joined):
    from lawref.corpus.formats.pdf_lines import _beside_joined

    x0, bottom = second
    term = PdfLine(0, "Болван", 57.8, 102.9, 509.2, 521.5, 14.0, True)
    text = PdfLine(0, "— Партнёр разыгрывающего", x0, x0 + 300, bottom - 12.3, bottom, 14.0, False, x0 + 10)
    lines, _ = _beside_joined([term, text][::-1], [(0, 5), (6, 30)])  # PDFium gives the float last
    assert [line.text for line in lines] == ([joined] if joined else [text.text, term.text])
    if joined:
        assert (lines[0].x0, lines[0].bold, lines[0].word_x1) == (57.8, False, 102.9)


# (where page n's head and foot stand, which of them are furniture): a line that stands word for word at the
# edge of most pages is furniture at whatever height it stands there (Chromium prints a table's head lower on
# the first page and its foot under the last page's text); a line that repeats at the edge of two pages of
# six, away from its height, is text
EDGE_HEAD = "Вестник бриджа · версия для печати"
EDGE_FOOT = "Распечатано с сайта «Вестника бриджа»"
EVERYWHERE_ROWS = [
    ("the first page's head lower, the last page's foot under its text",
     lambda n: [(EDGE_HEAD, 26 if n == 0 else 20, 50)], lambda n: [(EDGE_FOOT, 300 if n == 5 else 560, 50)],
     lambda n: 3 if n == 5 else 5, {n: [EDGE_HEAD, EDGE_FOOT] for n in range(6)}),
    ("a line at the edge of two pages of six",
     lambda n: [(EDGE_HEAD, 20 + 7 * n, 50)] if n in (0, 3) else [], lambda n: [("12", 560, 190)],
     lambda n: 5, {n: ["12"] for n in range(6)}),
]


@pytest.mark.parametrize("what, heads, feet, count, found", EVERYWHERE_ROWS, ids=[row[0] for row in EVERYWHERE_ROWS])
def test_a_line_word_for_word_at_the_edge_of_most_pages_is_furniture_at_any_height(what, heads, feet, count, found):
    pages = [page(n, [*heads(n), *body_rows(60, [LONG] * count(n)), *feet(n)]) for n in range(6)]
    got: dict[int, list[str]] = {}
    for n, text, _ in furniture_of(pages):
        got.setdefault(n, []).append(text)
    assert got == found


# (the lines after a body line that calls note «1»: text, size; what they read as): a line in a smaller size
# opening with the label of a call made above it is that call's note, written where it stands; a small line
# opening with a number no call above bears, or a body-size line opening with the call's number, is text
FLOW_NOTE_ROWS = [
    ([("1) Новые линии не принимаются.", 8.0)], ["<*> Новые линии не принимаются."]),
    ([("1 Новые линии не принимаются.", 8.0)], ["<*> Новые линии не принимаются."]),
    ([("2) Новые линии не принимаются.", 8.0)], ["2) Новые линии не принимаются."]),
    ([("1) Новые линии не принимаются.", 10.0)], ["1) Новые линии не принимаются."]),
    ([("1) Первая.", 8.0), ("1) Вторая.", 8.0)], ["<*> Первая.", "1) Вторая."]),  # one call, one note
]


@pytest.mark.parametrize("after, read", FLOW_NOTE_ROWS)
def test_a_small_line_opening_with_a_call_above_it_is_that_calls_note(after, read):
    from lawref.corpus.formats.from_pdf import _flow_notes

    body = [PdfLine(0, LONG, 50, 400, 60 + 12 * i, 72 + 12 * i, 10.0, False) for i in range(4)]
    body[1] = PdfLine(0, "объяснение, данное при претензии<*>.", 50, 250, 72, 84, 10.0, False, calls=("1",))
    body += [PdfLine(0, text, 50, 300, 120 + 12 * i, 130 + 12 * i, size, False) for i, (text, size) in enumerate(after)]
    origin = {id(line): id(line) for line in body}
    got = _flow_notes(body, body_style(body), origin)
    assert [line.text for line in got[4:]] == read
    assert all(id(line) in origin for line in got)


# -- a fixed-pitch printout (enscript) of a text laid out with spaces: lines too long for the page wrapped ------
PITCH, LEFT, WIDTH = 5.4, 23.0, 60  # NimbusMono 9 pt: one column 5.4 pt; the page's text 60 columns wide


def _printed(rows: list[tuple[int, str]], page: int = 0, top: float = 60.0) -> list[PdfLine]:
    """Each (column, text) a printed line of the fixed-pitch page, one under the other at 10 pt."""
    return [PdfLine(page, text, LEFT + column * PITCH, LEFT + (column + len(text)) * PITCH, top + 10 * row,
                    top + 10 * row + 7.1, 9.0, False) for row, (column, text) in enumerate(rows)]


def _to_the_edge(text: str) -> tuple[int, str]:
    return WIDTH - len(text), text  # set so that it ends at the page's last column


ORDINARY = [(5, "1. Текст первого абзаца о судье и игроках,"), (0, "который идёт дальше по строке."),
            (5, "2. Второй абзац, тоже обычный, о торговле и"), (5, "розыгрыше карт за столом судьи."),
            (5, "3. Третий абзац о ренонсе и его исправлении.")]
DOS = [(5, "1. Текст первого абзаца о судье и об игроках за столом,"), (0, "который идёт дальше по строке, и ещё"),
       (0, "дальше, до конца абзаца."), (5, "2. Второй абзац, тоже обычный, о торговле и о"),
       (0, "розыгрыше карт за столом судьи, и о том, как"), (0, "идёт игра.")]
WRAP_ROWS = [
    # (shape, the printed lines, what the reader reads)
    ("a word wrapped at the last column goes on at the first",
     [_to_the_edge("Примечание. Не спешите: в моей практике девять случае"), (0, "в"),
      (7, "из десяти решаются по п. 2.")], "Примечание. Не спешите: в моей практике девять случаев из десяти "
                                          "решаются по п. 2."),
    ("a number wrapped", [_to_the_edge("Примечание. Ренонс рассматривается не по Правилу 6"), (0, "2."),
                          (5, "Конец.")], "Примечание. Ренонс рассматривается не по Правилу 62. Конец."),
    ("a space at the wrap stays", [_to_the_edge("Примечание. Ограничение действует; см. также п."), (1, "2"),
                                   (5, "заметок к Правилу 53.")],
     "Примечание. Ограничение действует; см. также п. 2 заметок к Правилу 53."),
    # a text typed to the page's width: a full line at the first column, the next one there too, is no wrap
    ("lines typed to the page's width stay lines", [(0, ("Игрок " * 12)[:WIDTH - 6] + " карту"),
                                                  (0, "законной картой.")], "карту законной картой."),
    # a DOS text (pfsb1999comm): its paragraphs' lines start at the first column, only the first indented, and
    # end where the typist's margin is, at the page's last column or short of it: a full line is the typist's own
    ("a DOS text's full line is the typist's", [(5, "Примечание. Судья обязан предупредить стороны, что и он"),
                                                (0, "может применить Закон 23.")], "что и он может применить",
     DOS),
    ("a DOS text's hyphen at its full line's end splits a word",
     [(5, "Примечание. Закон даёт комитету право назначить и взве-"), (0, "шенный результат.")],
     "назначить и взве- шенный результат.", DOS),  # two lines, joined as a text file's are (lawref.corpus.join)
]


@pytest.mark.parametrize("shape, rows, read, context", [(*row, ORDINARY)[:4] for row in WRAP_ROWS],
                         ids=[row[0] for row in WRAP_ROWS])
def test_a_line_the_printer_wrapped_goes_on(shape, rows, read, context):
    from lawref.corpus.formats.from_pdf import lay_out

    assert all(column + len(text) <= WIDTH for column, text in rows)
    page = PdfPage(595.0, 842.0, tuple(_printed([*context, *rows, *context])))
    text = lay_out([page], "", "x.pdf", "pdf").text
    assert " ".join(read.split()) in " ".join(text.split())


# (the lines under a DOS text's paragraph, a blank line apart, as printed: column, text; what is read): a rule typed
# of dashes over a note («* text») is the rule of the notes, read as typed, its notes under it, each note's lines
# hanging under its text after the mark (pfsb1999comm's enscript printout; lawref.corpus.plaintext then places the
# notes); a line under a note at another place stands apart
TYPED_NOTE_ROWS = [
    ([(5, "----------"), (5, "* Этот порядок был подтверждён на совещании судей в Москве"),
      (7, "в феврале 1998 года.")],
     "----------\n* Этот порядок был подтверждён на совещании судей в Москве\nв феврале 1998 года."),
    ([(5, "* Этот порядок был подтверждён на совещании судей в Москве"), (12, "1998 года.")],
     "* Этот порядок был подтверждён на совещании судей в Москве\n\n1998 года."),
]


@pytest.mark.parametrize("rows, read", TYPED_NOTE_ROWS)
def test_a_typed_rule_and_its_notes_are_read_as_typed(rows, read):
    from lawref.corpus.formats.from_pdf import lay_out

    lines = _printed(DOS) + _printed(rows, top=60.0 + 10 * (len(DOS) + 1)) + _printed(
        DOS, top=60.0 + 10 * (len(DOS) + len(rows) + 2))
    assert read in lay_out([PdfPage(595.0, 842.0, tuple(lines))], "", "x.pdf", "pdf").text


def test_a_title_pages_first_line_at_the_heads_height_is_the_title():
    """The heads of the pages after the title page (the author, the Law in force) stand at one height; the
    title page's first line stands there too, sharing none of their words: it is the title's."""
    header = "Заметки судьи notes.txt Лист {} из 4"
    heads = ["", "В. Г. Ракитин. Заметки судьи ОТ АВТОРА", "В. Г. Ракитин. Заметки судьи К ПРАВИЛУ 15",
             "В. Г. Ракитин. Заметки судьи К ПРАВИЛУ 26"]
    pages = []
    for n, head in enumerate(heads):
        first = head or "Федерация спортивного бриджа Приозёрного края"
        rows = [(0, header.format(n + 1))]
        lines = _printed(rows, page=n, top=40.0) + _printed([(0, first)], page=n, top=55.5) + _printed(
            [(5, "Текст страницы, обычный абзац о правилах игры."), (0, "И ещё одна строка этого текста.")] * 3,
            page=n, top=90.0)
        pages.append(PdfPage(595.0, 842.0, tuple(lines)))
    found = find_furniture(pages, _usual_gap(pages))
    removed = [line.text for page in pages for line in page.lines if id(line) in found]
    assert "Федерация спортивного бриджа Приозёрного края" not in removed
    assert [text for text in removed if "Ракитин" in text] == heads[1:]


# The running heads of a LaTeX book (fancyhdr): each underlined by a rule, its words changing from page to page
# (the chapter on the left pages, the Law on the right, beside the page number), so that few repeat on a page
# near: the rule sets each off above the text block, and every head at that height and in that font is
# furniture; a rule shorter than the head sets nothing off.
LATEX_HEADS = ["Законы бриджа 2", "3 Правило 7", "Глава III. Порядок 4", "5 Правило 7", "Глава IV. Торговля 6",
               "7 Глава IV. Торговля"]
UNDERLINED_ROWS = [("underlined", 50.0, 400.0, LATEX_HEADS), ("a short rule", 50.0, 80.0, [])]


@pytest.mark.parametrize("what, x0, x1, heads", UNDERLINED_ROWS, ids=[row[0] for row in UNDERLINED_ROWS])
def test_a_running_head_underlined_whose_words_change_from_page_to_page_is_furniture(what, x0, x1, heads):
    pages = []
    for n, head in enumerate(LATEX_HEADS):
        lines = (PdfLine(n, head, 50.0, 400.0, 20.0, 29.0, 8.0, False),
                 *(PdfLine(n, f"{LONG} {chr(0x430 + n)}{chr(0x430 + i)}", 50.0, 400.0, 60.0 + 12 * i, 72.0 + 12 * i,
                          10.0, False) for i in range(8)))
        pages.append(PdfPage(450.0, 600.0, lines, ((31.0, x0, x1),)))
    assert [text for _, text, _ in furniture_of(pages)] == heads


# (the note's number as set before its first word; the note read): XeLaTeX sets a note's number raised and smaller,
# glued to the note's first word («¹Проценты»), which PDFium gives as one line: the note opens there; a figure in
# the note's own size glued to a word is text
GLUED_NUMBER_ROWS = [('<sup style="font-size: 75%">1</sup>', "Проценты указаны для подсчёта.",
                      ("<*> Проценты указаны для подсчёта.", "1")),
                     ('<sup style="font-size: 75%">1</sup>', "«Нормальный» розыгрыш.", ("<*> «Нормальный» розыгрыш.", "1")),
                     ("1", "Проценты указаны для подсчёта.", ("1Проценты указаны для подсчёта.", "")),
                     # a space after the raised number (Sphinx's LaTeX class: «¹ «Иррациональной» …», ural2022)
                     ('<sup style="font-size: 75%">1</sup> ', "«Иррациональной» считается игра.",
                      ("<*> «Иррациональной» считается игра.", "1")),
                     ("1 ", "Проценты указаны для подсчёта.", ("1 Проценты указаны для подсчёта.", ""))]


@pytest.mark.parametrize("number, note, read", GLUED_NUMBER_ROWS,
                         ids=["raised", "before a quote", "in the note's size", "raised, a space", "a space"])
def test_a_notes_raised_number_glued_to_its_first_word_opens_the_note(number, note, read):
    import weasyprint

    from lawref.corpus.formats.pdf_lines import read_document

    html = ('<html lang="ru"><body style="font: 10pt serif"><p>Судья назначает результат игры'
            f'<sup style="font-size: 75%">1</sup>.</p><p style="font-size: 8pt">{number}{note}</p></body></html>')
    pages, _ = read_document(weasyprint.HTML(string=html).write_pdf(), "notes.pdf")
    assert [(line.text, line.note) for line in pages[0].lines][-1] == read


def test_the_rules_of_a_2up_sheets_right_page_stand_under_its_own_lines():
    """pdfjam (and PDFium's N-up) set each page on the sheet as a form: its paths are placed by the form's
    matrix, so the right-hand page's head has its rule under it, not under the left page's head."""
    import ctypes
    import io

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw
    import weasyprint

    from lawref.corpus.formats.pdf_lines import read_document

    rule = '<div style="height: 0.6pt; background: black; margin-bottom: 12pt"></div>'
    html = ('<html lang="ru"><head><style>@page { size: A5; margin: 20mm 15mm } h6 { font: 9pt serif; margin: 0 }'
            f'</style></head><body style="font: 10pt serif"><h6>Глава III. Порядок игры</h6>{rule}<p>Левая.</p>'
            f'<h6 style="break-before: page">Правило 7</h6>{rule}<p>Правая.</p></body></html>')
    source = pdfium.PdfDocument(weasyprint.HTML(string=html).write_pdf())
    sheet = pdfium.PdfDocument(raw.FPDF_ImportNPagesToOne(source.raw, ctypes.c_float(842), ctypes.c_float(595), 2, 1))
    data = io.BytesIO()
    sheet.save(data)
    pages, _ = read_document(data.getvalue(), "2up.pdf")
    heads = [line for line in pages[0].lines if line.text in ("Глава III. Порядок игры", "Правило 7")]
    assert len(heads) == 2
    for head in heads:
        assert any(top > head.bottom and x0 <= head.x0 + 1 and head.x1 - 1 <= x1 < head.x0 + 420
                   for top, x0, x1 in pages[0].rules), head.text


def _pdf_of(stream: bytes, page: bytes = b"") -> bytes:
    """A one-page PDF (Helvetica) whose page content is `stream`, its cross-reference table written out; `page`:
    more of the page's dictionary (`/Rotate 180`)."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 600] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> " + page + b">>",
               b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


# (the page, the figure's shift from the line's baseline as the reader sees it; the line read, its calls): a figure
# set smaller is a call where it stands raised as the page is shown, whichever way its content is turned: pdfbook2
# sets every other side of a booklet's sheets upside down in the page's space, turned upright by /Rotate 180
# (onega2013_booklet.pdf: Law 12's call read «установил1», its note read as 12C3 going on); set lower, it is text
TURNED = b"q -1 0 0 -1 400 600 cm "
RAISED_ROWS = [
    ("upright, raised", b"", b"", 3, ("The director decided<*>, the score stands.", ("1",))),
    ("upright, lowered", b"", b"", -3, ("The director decided1, the score stands.", ())),
    ("turned upside down, raised", TURNED, b"/Rotate 180 ", 3, ("The director decided<*>, the score stands.", ("1",))),
    ("turned upside down, lowered", TURNED, b"/Rotate 180 ", -3, ("The director decided1, the score stands.", ())),
]


@pytest.mark.parametrize("turn, page, shift, read", [row[1:] for row in RAISED_ROWS], ids=[row[0] for row in RAISED_ROWS])
def test_a_call_is_raised_as_the_page_is_shown(turn, page, shift, read):
    from lawref.corpus.formats.pdf_lines import read_document

    stream = turn + (b"BT /F1 10 Tf 1 0 0 1 50 500 Tm (The director decided) Tj /F1 8.3 Tf %g Ts (1) Tj "
                     b"/F1 10 Tf 0 Ts (, the score stands.) Tj ET" % shift) + (b" Q" if turn else b"")
    pages, _ = read_document(_pdf_of(stream, page), "turned.pdf")
    # (a figure set lower PDFium gives as a line's end: its text read on, no call)
    lines = pages[0].lines
    assert ("".join(line.text for line in lines), tuple(call for line in lines for call in line.calls)) == read


def test_a_fonts_size_is_its_size_times_the_text_matrix():
    """cairo (AbiWord's PDF, abi2000) sets every font at 1 pt and scales it by the text matrix: the size a line
    is shown at is the product (1 × 12), as for a font set at its size (10 × 1); read as 1 pt, every gap
    between words was a wide one and the one-column book was refused as columns."""
    from lawref.corpus.formats.pdf_lines import read_document

    stream = (b"BT /F1 1 Tf 12 0 0 12 50 500 Tm (Scaled by the matrix) Tj ET\n"
              b"BT /F1 10 Tf 1 0 0 1 50 470 Tm (Set at its size) Tj ET")
    pages, _ = read_document(_pdf_of(stream), "scaled.pdf")
    assert [(line.text, line.size) for line in pages[0].lines] == [("Scaled by the matrix", 12.0),
                                                                   ("Set at its size", 10.0)]


def test_a_stop_alone_on_a_line_ends_the_paragraph_above():
    """AbiWord breaks the line between a footnote's call and the full stop after it (abi2000: «противникам³» /
    «.»): the stop is no paragraph of its own, whatever room the line above left."""
    lines = [PdfLine(0, f"{LONG} {i}", 50, 400, 100 + 12 * i, 110 + 12 * i, 10.0, False) for i in range(8)]
    lines += [PdfLine(0, "доступны противникам", 50, 160, 196, 206, 10.0, False),
              PdfLine(0, ".", 50, 53, 208, 218, 10.0, False),
              PdfLine(0, f"Раздел B. {LONG}", 65, 400, 220, 230, 10.0, False)]
    split = split_paragraphs(lines, _usual_gap([PdfPage(300, 600, tuple(lines))]))
    assert [[line.text for line in p] for p in split][-2:] == [[f"{LONG} 0", *[f"{LONG} {i}" for i in range(1, 8)],
                                                              "доступны противникам", "."], [f"Раздел B. {LONG}"]]


def test_each_columns_note_at_its_own_foot_is_a_note():
    """Two columns, each calling a note set at its own foot (abi2000's Typst: Law 70's note under the left column,
    Law 75's under the right one): both are the page's notes, not only the first."""
    from lawref.corpus.formats.from_pdf import labelled_notes, page_notes

    left = [PdfLine(0, f"левая строка {i}", 50, 200, 50 + 12 * i, 62 + 12 * i, 10.0, False,
                    calls=("2",) if i == 3 else ()) for i in range(24)]
    right = [PdfLine(0, f"правая строка {i}", 230, 380, 50 + 12 * i, 62 + 12 * i, 10.0, False,
                     calls=("3",) if i == 5 else ()) for i in range(24)]
    notes = [PdfLine(0, "2 Нормальной называется игра.", 50, 200, 340, 349, 8.0, False),
             PdfLine(0, "3 Порядок доступа к соглашениям", 230, 380, 340, 349, 8.0, False),
             PdfLine(0, "устанавливает организатор.", 230, 380, 350, 359, 8.0, False)]
    page_ = PdfPage(400, 600, tuple(sorted(left + right + notes, key=lambda line: (line.top, line.x0))))
    found = page_notes(labelled_notes([page_]), {})
    assert {label: [line.text for line in lines] for label, lines in found[0].items()} == {
        "2": ["<*> Нормальной называется игра."],
        "3": ["<*> Порядок доступа к соглашениям", "устанавливает организатор."]}
def test_a_2up_sheets_heads_are_judged_page_by_page():
    """A 2-up sheet: the left page's head repeats on every sheet («В. Г. Ледовских. Практический комментарий»), the
    right page's names its Law and changes («Статья 18. Заявки»): each half's top is judged on its own, so both
    are heads (ledov2024_2up.pdf, where the changing head beside the repeated one kept both in the text)."""
    sheets = []
    for n in range(4):
        lines = [PdfLine(n, f"Статья {10 + n}. Заголовок номер {n}", 200, 380, 20, 32, 8.5, False),
                 PdfLine(n, "В. Г. Ледовских. Практический комментарий", 475, 665, 20, 32, 8.5, False)]
        for i in range(10):
            lines += [PdfLine(n, f"{LONG} {i}", 50, 380, 70 + 12 * i, 82 + 12 * i, 10.0, False),
                      PdfLine(n, f"{LONG} {i}", 470, 800, 70 + 12 * i, 82 + 12 * i, 10.0, False)]
        sheets.append(PdfPage(842, 595, tuple(lines)))
    heads = [(n, text) for n, text, kind in furniture_of(sheets) if kind == "pdf-header"]
    assert heads == [(n, text) for n in range(4) for text in
                     (f"Статья {10 + n}. Заголовок номер {n}", "В. Г. Ледовских. Практический комментарий")]


def _wrapped_head_sheets(body_top: float) -> list[PdfPage]:
    """pdfjam's 2-up of Calibre's A5 PDF (kubgu2021_calibre_2up.pdf): each half's head names its Law on one line at
    22 pt, set apart from the text by a rule; a long one wraps onto two lines, higher up (16 and 27 pt): the third
    sheet's two halves print the same wrapped head. The text under the heads starts at `body_top`."""
    sheets = []
    for n in range(4):
        lines = []
        for half, x in enumerate((72.0, 493.0)):
            law = 4 * n + half
            if n == 2:
                lines += [PdfLine(n, "«Клуб» · § 46. Неполное или ошибочное название карты", x + 20, x + 276, 16, 26, 9.0,
                                  False), PdfLine(n, "болвана", x + 246, x + 276, 27, 37, 9.0, False)]
            else:
                lines.append(PdfLine(n, f"«Клуб» · § {law}. {('Колода', 'Пары', 'Сдача', 'Торговля')[n]} {half}", x,
                                     x + 150, 22, 32, 9.0, False))
            lines += [PdfLine(n, f"{LONG}, лист {'абвг'[n]}, {'лп'[half]}, {'абвгдежз'[i]}", x + 5, x + 270,
                              body_top + 17 * i, body_top + 17 * i + 15, 15.0, False) for i in range(8)]
        sheets.append(PdfPage(842, 595, tuple(sorted(lines, key=lambda line: (line.top, line.x0)))))
    return sheets


# A 2-up sheet's halves are two pages: a head its two halves both print, word for word at one height, repeats as
# a head repeats from page to page (a wrapped head no other sheet prints there). Rows: (what, the text's top, the
# wrapped head found).
WRAPPED_HEAD_ROWS = [
    ("a head both halves print, set off from the text", 54.0, True),
    # the same lines running straight into the text under them, no gap: text in two columns, not a head
    ("the same lines running into the text", 39.0, False),
]


@pytest.mark.parametrize("what, body_top, found", WRAPPED_HEAD_ROWS, ids=[r[0] for r in WRAPPED_HEAD_ROWS])
def test_a_head_both_halves_of_a_2up_sheet_print_repeats(what, body_top, found):
    sheets = _wrapped_head_sheets(body_top)
    wrapped = [(2, line.text, "pdf-header") for line in sheets[2].lines if line.size == 9.0]
    assert [row for row in furniture_of(sheets) if row[0] == 2] == (wrapped if found else [])


def _head_pages(odd_top: float, scanned: bool, first_law: int = 4) -> list[PdfPage]:
    """tomsk2023's pages: the even pages' head «стр. N   А. Н. Вершинин. …» repeats; the odd pages' head names each
    page's Law beside its page number, never the same twice, set on the same baseline (its capitals reach
    higher: its top `odd_top`, the even head's 27.8)."""
    pages = []
    for n in range(6):
        if n % 2:
            head = [PdfLine(n, f"стр. {n + 2}", 48, 65, 27.8, 35.4, 8.0, False),
                    PdfLine(n, "А. Н. Вершинин. Правила на практике", 249, 376, 27.8, 35.4, 8.0, False)]
        else:
            title = ("Партнёрства", "Заявки, считающиеся сделанными в очередь", "Одновременные ходы")[n // 2]
            head = [PdfLine(n, f"К Правилу {first_law + n}. {title}", 48, 244, odd_top, 35.4, 8.0, False),
                    PdfLine(n, f"стр. {n + 2}", 361, 378, odd_top, 35.4, 8.0, False)]
        body = [PdfLine(n, f"{LONG} {n}-{i}", 48, 376, 63.4 + 11.5 * i, 74.6 + 11.5 * i, 10.0, False) for i in range(8)]
        pages.append(PdfPage(420.0, 595.0, tuple(head + body)))
    return pages


# A running head that names each page's Law changes on every page it stands on: it is furniture by its place
# (the height of the heads found on two pages or more), whatever its words. Rows: (what, odd pages' head top,
# scanned, every head found).
SLOT_ROWS = [
    # LibreOffice's A5 PDF: the odd head's top 2.6 pt above the even one's (capitals), one baseline
    ("a head on the baseline of the others, its top higher", 25.2, False, True),
    # tesseract's pages of it: the odd heads at the body's top on half the pages made the text block begin at the
    # heads' height, and every head was body (the page then refused as columns: «стр. 10» beside «А. Н. …»); on
    # the first page, the head stands beside its page number
    ("a scan's heads naming each Law, every other page", 26.2, True, True),
]


@pytest.mark.parametrize("what, odd_top, scanned, found", SLOT_ROWS, ids=[r[0] for r in SLOT_ROWS])
def test_a_head_naming_each_pages_law_is_furniture_by_its_place(what, odd_top, scanned, found):
    pages = _head_pages(odd_top, scanned)
    furniture = find_furniture(pages, _usual_gap(pages), scanned)
    heads = [line.text for p in pages for line in p.lines[:2]]
    assert [line.text for p in pages for line in p.lines if id(line) in furniture] == (heads if found else [])


class _FakeText:
    """A text page as PDFium gives it: characters with their boxes (x0, x1 only), each space typed or made up."""

    def __init__(self, pieces):
        self.text, self.boxes, self.made, x = "", [], set(), 0.0
        for kind, value in pieces:  # ("word", text): letters 5 pt wide; ("typed"|"made", gap): a space over a gap
            if kind == "word":
                for ch in value:
                    self.text += ch
                    self.boxes.append((x, 0.0, x + 5.0, 10.0))
                    x += 5.0
            else:
                if kind == "made":
                    self.made.add(len(self.text))
                self.text += " "
                self.boxes.append((x, 0.0, x, 10.0))
                x += value
        self.raw = self

    def get_charbox(self, index, loose=False):
        return self.boxes[index]

    def FPDFText_IsGenerated(self, _raw, index):  # noqa: N802 (PDFium's name)
        return int(index in self.made)


# A space PDFium made up (no space character on the page) inside a bid, narrower than the spaces the producer typed
# on its line, is none: Chromium's justified line spreads «2♣» apart as it spreads its words (tomsk2023_columns.pdf:
# 3.2 pt where its typed spaces are 5.8). Rows: (the line's pieces, the text read).
UNTYPED_ROWS = [
    ([("word", "заявка"), ("typed", 5.8), ("word", "2"), ("made", 3.2), ("word", "♣"), ("made", 8.9),
      ("word", "была"), ("typed", 5.8), ("word", "сделана")], "заявка 2\u200b♣ была сделана"),
    # a space lost between two words is as wide as the typed ones: a space
    ([("word", "заявка"), ("typed", 5.8), ("word", "2♣"), ("made", 5.7), ("word", "была")], "заявка 2♣ была"),
    # a made-up space anywhere but inside a bid is a space, however narrow (dir2010's justified LibreOffice line: a
    # bold term's «очереди —», 3.4 pt where its typed spaces are 5.5)
    ([("word", "очереди"), ("made", 3.4), ("word", "—"), ("typed", 5.5), ("word", "игрок,"), ("typed", 5.5),
      ("word", "который")], "очереди — игрок, который"),
    # a producer that types no space (Chromium 156's Skia, vkamsk2019_chrome.pdf): the spaces PDFium made up between
    # its other words are the measure, and a bid's halves 3.2 pt apart where the words stand 5.8 apart are one
    ([("word", "заявка"), ("made", 5.8), ("word", "2"), ("made", 3.2), ("word", "♣")], "заявка 2\u200b♣"),
    # ... with nothing else on its line to measure by, PDFium's spaces are kept whatever their width
    ([("word", "2"), ("made", 3.2), ("word", "♣")], "2 ♣"),
    # a suit sign in its brackets, spread as the words are (Chromium's justified «бубны (♦)»: 2.7 pt either side
    # where the words stand 6.2 apart)
    ([("word", "бубны"), ("made", 6.2), ("word", "("), ("made", 2.7), ("word", "♦"), ("made", 2.7), ("word", ")"),
      ("made", 6.2), ("word", "и")], "бубны (\u200b♦\u200b) и"),
    # a suit sign and the stop after it, the sign set in a box wider than its width (Calibre's PDF, kubgu2021:
    # «пики ♠, черви ♥,», 3.7 pt where the words stand 7.4 apart)
    ([("word", "пики"), ("typed", 7.4), ("word", "♠"), ("made", 3.7), ("word", ","), ("typed", 7.4),
      ("word", "трефы"), ("typed", 7.4), ("word", "♣"), ("made", 3.7), ("word", ".")], "пики ♠\u200b, трефы ♣\u200b."),
    # ... a stop as wide apart as the words: a space kept (a rendering's own « ,» is no business of this rule)
    ([("word", "пики"), ("typed", 7.4), ("word", "♠"), ("made", 7.2), ("word", ","), ("typed", 7.4), ("word", "и")],
     "пики ♠ , и"),
    # ... a bracket and a word are no bid: a space, however narrow
    ([("word", "бубны"), ("made", 6.2), ("word", "("), ("made", 2.7), ("word", "см."), ("made", 6.2), ("word", "и")],
     "бубны ( см. и"),
]


@pytest.mark.parametrize("pieces, text", UNTYPED_ROWS)
def test_a_space_pdfium_made_up_narrower_than_the_typed_ones_is_none(pieces, text):
    from lawref.corpus.formats.pdf_lines import _untyped_spaces

    page = _FakeText(pieces)
    assert _untyped_spaces(page, page, page.text) == text


class _Boxes:
    """A text page whose characters have the given (x0, x1) boxes."""

    def __init__(self, boxes):
        self.boxes = boxes

    def get_charbox(self, index, loose=False):
        x0, x1 = self.boxes[index]
        return (x0, 0.0, x1, 10.0)


# Where a line ends when PDFium puts its last character's box left of the line's start: a Type 3 glyph inside a
# form, its box not moved with the form (pdfjam's 2-up sheet of Calibre's PDF, kubgu2021: the right half's note
# ending «карту.↩︎», the «↩︎» boxed at the left half's x). Rows: (the characters' boxes, the line's right edge).
FURTHEST_ROWS = [
    ([(528.0, 535.3), (535.1, 541.7), (561.4, 565.2), (144.9, 150.8), (150.8, 156.7)], 565.2),
    # the characters in order: the furthest is the last
    ([(77.0, 84.3), (84.1, 90.7), (90.7, 95.0)], 95.0),
    # the first character alone right of nothing: the line is as wide as it
    ([(528.0, 535.3), (144.9, 150.8)], 535.3),
]


@pytest.mark.parametrize("boxes, right", FURTHEST_ROWS)
def test_a_line_ends_at_its_furthest_character_right_of_its_start(boxes, right):
    from lawref.corpus.formats.pdf_lines import _furthest

    assert _furthest(_Boxes(boxes), lambda box: box, 0, len(boxes) - 1) == right


# A heading set letter-spaced (CSS letter-spacing, as wkhtmltopdf prints it): PDFium puts a space between every
# two letters; the reader reads the words the letters make, by the gaps on the page.
@pytest.mark.parametrize("heading, spacing", [("Глава II", "0.3em"), ("СОДЕРЖАНИЕ", "0.5em"),
                                              ("ПРАВИЛА БРИДЖА", "0.4em"), ("Глава IV", "2pt")])
def test_a_letter_spaced_heading_is_read_as_its_words(heading, spacing):
    lines = printed_lines(print_pdf(f'<h2 style="font-size: 10pt; letter-spacing: {spacing}">{heading}</h2><p>{SENTENCE}</p>'))
    assert lines[0] == heading


@pytest.mark.parametrize("typed", ["a b c", "П Р А В И Л А"])
def test_letters_typed_apart_stay_as_typed(typed):
    # «a b c»: three letters, too few for a word; «П Р А В И Л А» with spaces typed between its letters: the text
    assert printed_lines(print_pdf(f"<p>{typed}</p><p>{SENTENCE}</p>"))[0] == typed


# (the text of the line under the first item's last line, the lines read as one paragraph or two): a line opening
# with the next number of the item a paragraph opened («2.» under «1. …»), the line above ending its sentence, is
# that item, at whatever gap (wkhtmltopdf sets items a point further apart than lines: under the gap rule)
NEXT_ITEM_ROWS = [
    ("2. Судья не вправе присудить исправленный результат только на том основании", "полученного ею от нарушения.", 2),
    ("3. Судья не вправе присудить исправленный результат только на том основании", "полученного ею от нарушения.", 1),
    ("2. Судья не вправе присудить исправленный результат только на том основании", "полученного ею от нарушения", 1),
]


@pytest.mark.parametrize("next_line, ending, count", NEXT_ITEM_ROWS, ids=["the next item", "not the next number",
                                                                          "the sentence runs on"])
def test_a_line_opening_with_the_next_items_number_is_that_item(next_line, ending, count):
    from lawref.corpus.formats.from_pdf import split_paragraphs

    rows = [("1. Цель исправления — восстановить справедливость для стороны, потерпевшей", 60, 50),
            (f"ущерб, и лишить нарушившую сторону преимущества, {ending}", 60 + BODY, 50),
            (next_line, 61 + 2 * BODY, 50), ("что исправление кажется ему слишком строгим или мягким", 60 + 3 * BODY, 50)]
    pages = [page(0, rows), page(1, body_rows(60, [LONG] * 5))]
    body = [line for p in pages for line in p.lines]
    assert len([p for p in split_paragraphs(body, _usual_gap(pages)) if p[0].page == 0]) == count


# A call in brackets set smaller and raised at a line's end, which PDFium gives as a line of its own (wkhtmltopdf's
# `<sup>[1]</sup>` at 85 %, kare2004; listed before its line, its top being higher): the line's end, as printed.
# (the line, the call as (text, x0, top, bottom, size), what is read)
RAISED_CALL_ROWS = [
    ("«среднее минус».", ("[1]", 190.4, 66.1, 73.5, 6.34), ["«среднее минус».[1]"]),
    ("«среднее минус».", ("[1]", 190.9, 66.1, 73.5, 6.34), ["«среднее минус».[1]"]),   # a hair after its end
    ("«среднее минус».", ("[1]", 190.4, 66.1, 73.5, 7.49), ["[1]", "«среднее минус»."]),  # raised, body size
    ("«среднее минус».", ("[1]", 260.0, 66.1, 73.5, 6.34), ["[1]", "«среднее минус»."]),  # far from its end
    ("«среднее минус».", ("12", 190.4, 66.1, 73.5, 6.34), ["12", "«среднее минус»."]),    # no brackets
]


@pytest.mark.parametrize("text, call, read", RAISED_CALL_ROWS)
def test_a_raised_call_in_brackets_given_apart_ends_its_line(text, call, read):
    from lawref.corpus.formats.pdf_lines import _beside_joined

    mark, x0, top, bottom, size = call
    line = PdfLine(0, text, 29.6, 190.2, 67.9, 76.6, 7.49, False)
    raised = PdfLine(0, mark, x0, x0 + 8.9, top, bottom, size, False)
    lines, _ = _beside_joined([raised, line], [])
    assert [one.text for one in lines] == read


# The first page's number alone at its foot where the pages after it print theirs in a running head (LaTeX's plain
# first page, kare2004): the heads' numbers go exactly with the pages, so it does too; one head agreeing, or heads
# out of step, leave it text. (the heads of pages 1–3 by page, the foot of page 0, is it furniture)
@pytest.mark.parametrize("heads, foot, taken", [
    ({1: "2 Правила бриджа. Ред. 1987 г.", 2: "ОПРЕДЕЛЕНИЯ 3", 3: "4 Правила бриджа. Ред. 1987 г."}, "1", True),
    ({1: "2 Правила бриджа. Ред. 1987 г.", 2: "ОПРЕДЕЛЕНИЯ 3", 3: "4 Правила бриджа. Ред. 1987 г."}, "2013", False),
    ({1: "2 Правила бриджа. Ред. 1987 г."}, "1", False),
    ({1: "5 Правила бриджа. Ред. 1987 г.", 2: "ОПРЕДЕЛЕНИЯ 9", 3: "2 Правила бриджа. Ред. 1987 г."}, "1", False),
])
def test_a_first_pages_number_goes_with_the_numbers_of_the_running_heads(heads, foot, taken):
    from lawref.corpus.formats.from_pdf import _numbered_pages

    pages = [page(n, [*([(heads[n], 20, 60)] if n in heads else []), *body_rows(60, [LONG] * 5),
                      *([(foot, 560, 190)] if n == 0 else [])]) for n in range(4)]
    number = pages[0].lines[-1]
    assert (id(number) in _numbered_pages(pages)) is taken


# Notes in the body's size under the short rule at the page's foot, their calls figures on the baseline glued after
# the clause's stop (AbiWord's PDF, kare2004: «минус».1» over the rule, «1 В парном …» under it): read as notes where
# the call is read once on the page. (the rule as (y, x0, x1) or None, the body's last line, what is read)
RULED_NOTE_ROWS = [
    ((733.0, 71.0, 223.0), "нарушившая — «среднее минус».1",
     ["нарушившая — «среднее минус».<*>", "<*> В парном турнире «среднее плюс» — 60 %."]),
    (None, "нарушившая — «среднее минус».1",
     ["нарушившая — «среднее минус».1", "1 В парном турнире «среднее плюс» — 60 %."]),
    ((733.0, 71.0, 524.0), "нарушившая — «среднее минус».1",  # a rule across the page: no notes' rule
     ["нарушившая — «среднее минус».1", "1 В парном турнире «среднее плюс» — 60 %."]),
    ((733.0, 71.0, 223.0), "по п.1 и ст. 12.1",  # a figure after an abbreviation or a digit: no call
     ["по п.1 и ст. 12.1", "1 В парном турнире «среднее плюс» — 60 %."]),
]


@pytest.mark.parametrize("rule, last, read", RULED_NOTE_ROWS)
def test_notes_in_the_bodys_size_under_a_short_rule_are_their_calls(rule, last, read):
    from lawref.corpus.formats.from_pdf import labelled_notes

    lines = [PdfLine(0, LONG, 71.5, 524.0, 100.0 + 12 * n, 111.6 + 12 * n, 12.0, False) for n in range(20)]
    lines += [PdfLine(0, last, 71.5, 300.0, 612.3, 623.9, 12.0, False),
              PdfLine(0, "1 В парном турнире «среднее плюс» — 60 %.", 71.5, 400.0, 732.3, 744.9, 12.0, False)]
    page = PdfPage(595.3, 841.9, tuple(lines), (rule,) if rule else ())
    assert [line.text for line in labelled_notes([page])[0].lines[-2:]] == read
# -- a UTF-8 text printed as Latin-1 (a2ps 4.14's defaults, kubgu2021): refused, naming the cause ---------------
_A2PS = "ÐM−^\\ÐµÐ¶Ð´ÑM−^CÐ½Ð°ÑM−^@Ð¾Ð´Ð½ÑM−^KÐµ Ð¿ÑM−^@Ð°Ð²Ð¸Ð»Ð° Â§ 27. ÐM−^]ÐµÐ´Ð¾ÑM−^AÑM−^BÐ°ÑM−^BÐ¾ÑM−^GÐ½Ð°ÑM−^O"


@pytest.mark.parametrize("text, printed_as_latin1", [
    (_A2PS, True),                                          # a2ps's own: C1 bytes as «M-^X», its hyphen «−»
    ("Ð¡Ñ\u0082Ñ\u0083Ð´ÐµÐ½Ñ\u0087ÐµÑ\u0081ÐºÐ¸Ð¹ Ð±Ñ\u0080Ð¸Ð´Ð¶-ÐºÐ»Ñ\u0083Ð± Ð¸Ð•Ð±Ñ\u0080Ð°Ð½Ð½Ñ\u008bÐµ", True),  # C1 bytes as they are
    ("Ð¡ÑM-^BÑM-^CÐ´ÐµÐ½ÑM-^GÐµÑM-^AÐºÐ¸Ð¹ Ð±ÑM-^@Ð¸Ð´Ð¶-ÐºÐ»ÑM-^CÐ± Ð¸Ð·Ð±ÑM-^@Ð°Ð½Ð½ÑM-^KÐµ", True),  # ASCII hyphen
    ("Студенческий бридж-клуб, а в сноске опечатка «Ð¡» и «Ñ€».", False),   # a stray pair in a Russian text
    ("Études de la Société, Ñandú, Ðakovo — " * 5, False),  # Latin-1 words: «Ð», «Ñ» before a letter
    ("Ð¡" * 30 + " " + "Русский текст " * 30, False),       # more real Cyrillic than pairs
])
def test_a_utf8_text_printed_as_latin1_is_told_apart(text, printed_as_latin1):
    from lawref.corpus.formats.from_pdf import utf8_printed_as_latin1

    assert bool(utf8_printed_as_latin1(text)) == printed_as_latin1


# (the paragraph's lines as printed, the other lines of the book; the lines laid out): a number's minus the line
# broke after goes with its number where the book's dash between words is the em dash, never where it spaces «–»
SIGN_ROWS = [
    ("a minus before its number", ["от +3 до –", "3 IMP."], ["Итог — импы."], ["от +3 до", "–3 IMP."]),
    ("the book spaces its en dashes: as printed", ["от +3 до –", "3 IMP."], ["Итог — импы, счёт – сдачи."],
     ["от +3 до –", "3 IMP."]),
    ("no em dash in the book: no evidence", ["от +3 до –", "3 IMP."], ["Итог, импы."], ["от +3 до –", "3 IMP."]),
    ("a word after the dash: as printed", ["сторона –", "нарушитель."], ["Итог — импы."],
     ["сторона –", "нарушитель."]),
    ("a range set solid: as printed", ["Законы 30–", "32."], ["Итог — импы."], ["Законы 30–", "32."]),
]


@pytest.mark.parametrize("shape, lines, others, laid", SIGN_ROWS, ids=[row[0] for row in SIGN_ROWS])
def test_a_minus_broken_off_its_number_goes_with_it(shape, lines, others, laid):
    from lawref.corpus.formats.from_pdf import signs_at_line_ends

    def line(text, top):
        return PdfLine(0, text, 50, 300, top, top + 10, 10.0, False)

    paragraph = [line(text, 50 + 12 * n) for n, text in enumerate(lines)]
    rest = [[line(text, 300 + 12 * n)] for n, text in enumerate(others)]
    origin = {id(x): n for n, x in enumerate([*paragraph, *(p[0] for p in rest)])}
    read = signs_at_line_ends([paragraph, *rest], origin, {})
    assert [x.text for x in read[0]] == laid
    assert all(id(x) in origin for x in read[0])  # the reader's records follow the lines
