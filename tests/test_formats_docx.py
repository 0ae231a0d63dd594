"""The DOCX reader: body order, Word numbering as labels, tables, headers and footers per section, tracked
changes, footnotes, and a property test."""

from __future__ import annotations

import io

import docx
import pytest
from docx.enum.section import WD_SECTION
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls
from hypothesis import assume, given, settings, strategies as st

from lawref.corpus.formats.from_docx import extract_docx

from formats_book import qn_w


def save(document) -> bytes:
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def add_list(document, levels) -> str:
    """A Word list with the given (numFmt, lvlText) levels; returns its numId."""
    numbering = document.part.numbering_part.element
    abstract_id = str(max((int(a.get(qn_w("abstractNumId"))) for a in numbering.iter(qn_w("abstractNum"))),
                          default=0) + 1)
    xml = "".join(f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/><w:lvlText w:val="{text}"/>'
                  f'</w:lvl>' for i, (fmt, text) in enumerate(levels))
    abstract = parse_xml(f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{abstract_id}">{xml}</w:abstractNum>')
    next(numbering.iter(qn_w("num"))).addprevious(abstract)
    num_id = str(max(int(n.get(qn_w("numId"))) for n in numbering.iter(qn_w("num"))) + 1)
    numbering.append(parse_xml(f'<w:num {nsdecls("w")} w:numId="{num_id}"><w:abstractNumId w:val="{abstract_id}"/>'
                               '</w:num>'))
    return num_id


def numbered(document, text: str, num_id: str, level: int = 0):
    paragraph = document.add_paragraph(text)
    paragraph._p.get_or_add_pPr().append(parse_xml(
        f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{level}"/><w:numId w:val="{num_id}"/></w:numPr>'))
    return paragraph


def paragraphs(data: bytes) -> list[str]:
    return extract_docx(data, "doc.docx").text.rstrip("\n").split("\n\n")


def test_word_numbering_is_written_as_the_label_word_shows():
    document = docx.Document()
    outline = add_list(document, [("decimal", "%1."), ("lowerLetter", "(%2)"), ("lowerRoman", "(%3)")])
    numbered(document, "первый", outline)
    numbered(document, "подпункт", outline, 1)
    numbered(document, "глубже", outline, 2)
    numbered(document, "глубже ещё", outline, 2)
    numbered(document, "второй подпункт", outline, 1)
    numbered(document, "второй", outline)
    numbered(document, "снова с (a)", outline, 1)
    legal = add_list(document, [("decimal", "%1."), ("decimal", "%1.%2.")])
    numbered(document, "пункт", legal, 1)
    russian = add_list(document, [("russianLower", "%1)"), ("upperRoman", "%2."), ("bullet", "•")])
    numbered(document, "а-пункт", russian)
    numbered(document, "б-пункт", russian)
    numbered(document, "римский", russian, 1)
    numbered(document, "маркер", russian, 2)
    assert paragraphs(save(document)) == [
        "1. первый", "(a) подпункт", "(i) глубже", "(ii) глубже ещё", "(b) второй подпункт", "2. второй",
        "(a) снова с (a)", "1.1. пункт", "а) а-пункт", "б) б-пункт", "I. римский", "маркер"]


def test_a_list_style_numbers_its_paragraphs_and_a_new_list_instance_restarts():
    document = docx.Document()
    for text in ("один", "два"):
        document.add_paragraph(text, style="List Number")
    first = add_list(document, [("decimal", "%1.")])
    numbered(document, "снова один", first)
    assert paragraphs(save(document)) == ["1. один", "2. два", "1. снова один"]


def test_an_empty_numbered_paragraph_counts_as_word_shows_it_and_lists_restart_apart():
    # An item whose text is all in its sub-items is an empty numbered paragraph: Word shows «3.» and counts it.
    # Two lists of one definition: the second restarts by its startOverride, the first's levels go on.
    document = docx.Document()
    first = add_list(document, [("decimal", "%1."), ("lowerLetter", "(%2)")])
    numbering = document.part.numbering_part.element
    abstract = next(n for n in numbering.iter(qn_w("num")) if n.get(qn_w("numId")) == first)[0].get(qn_w("val"))
    second = str(int(first) + 1)
    numbering.append(parse_xml(f'<w:num {nsdecls("w")} w:numId="{second}"><w:abstractNumId w:val="{abstract}"/>'
                               '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'))
    for text, num, level in [("один", first, 0), ("два", first, 0), ("", first, 0), ("а", first, 1),
                             ("б", first, 1), ("", first, 0), ("снова один", second, 0), ("", second, 1),
                             ("два", second, 0), ("в", second, 1)]:
        numbered(document, text, num, level)
    document.add_paragraph("")  # an empty paragraph with no number is no paragraph
    assert paragraphs(save(document)) == ["1. один", "2. два", "3.", "(a) а", "(b) б", "4.", "1. снова один",
                                          "(a)", "2. два", "(a) в"]


def test_tables_are_read_cell_by_cell_and_merged_cells_once():
    document = docx.Document()
    document.add_paragraph("До таблицы")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).merge(table.cell(0, 1)).text = "Объединённая"
    table.cell(1, 0).text = "Слева"
    table.cell(1, 1).text = "Справа"
    document.add_paragraph("После таблицы")
    assert paragraphs(save(document)) == ["До таблицы", "Объединённая", "Слева", "Справа", "После таблицы"]


def test_headers_and_footers_are_recorded_once_per_section_where_it_starts():
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "Правила, часть 1"
    document.sections[0].footer.paragraphs[0].text = "Стр. 1"
    document.add_paragraph("Текст первой части.")
    document.add_paragraph("Ещё текст.")
    second = document.add_section(WD_SECTION.NEW_PAGE)
    second.header.is_linked_to_previous = False
    second.header.paragraphs[0].text = "Правила, часть 2"
    document.add_paragraph("Текст второй части.")
    got = extract_docx(save(document), "doc.docx")
    assert got.text == "Текст первой части.\n\nЕщё текст.\n\nТекст второй части.\n"
    assert [(r.kind, r.line, r.text) for r in got.removals] == [
        ("docx-header", 1, "Правила, часть 1"), ("docx-footer", 1, "Стр. 1"), ("docx-header", 5, "Правила, часть 2")]


def test_tracked_deletions_and_field_codes_are_not_text_but_insertions_and_results_are():
    document = docx.Document()
    paragraph = document.add_paragraph("Судья ")
    paragraph._p.append(parse_xml(
        f'<w:del {nsdecls("w")} w:id="1" w:author="a"><w:r><w:delText>удалённое </w:delText></w:r></w:del>'))
    paragraph._p.append(parse_xml(
        f'<w:ins {nsdecls("w")} w:id="2" w:author="a"><w:r><w:t xml:space="preserve">вставленное </w:t></w:r></w:ins>'))
    paragraph._p.append(parse_xml(
        f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="begin"/></w:r>'))
    paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:instrText> PAGE </w:instrText></w:r>'))
    paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="separate"/></w:r>'))
    paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:t>решение</w:t></w:r>'))
    paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="end"/></w:r>'))
    paragraph.add_run().add_break()
    paragraph.add_run("вторая строка")
    assert extract_docx(save(document), "doc.docx").text == "Судья вставленное решение\nвторая строка\n"


# A note follows the passage that calls it, after a dash rule, as the Law 70 seed prints it: before the next
# paragraph that opens a unit, so a boxed note (a one-cell table) under the calling paragraph stays above it.
NOTE_ROWS = [
    ("the next item", [], "2. Следующий пункт.",
     ["при любой нормальной<*> игре.", "-" * 32, '<*> "Нормальная" включает небрежную игру.', "2. Следующий пункт."]),
    ("a box, then the next item", ["Совет судье. Не спешите."], "2. Следующий пункт.",
     ["при любой нормальной<*> игре.", "Совет судье. Не спешите.", "-" * 32,
      '<*> "Нормальная" включает небрежную игру.', "2. Следующий пункт."]),
    # the last Law's passage ends at a contents list at the book's end (comm2017's TOC field): the note stands
    # above the list, not inside it, where it split the list and glued its entries to the note
    ("a contents list at the book's end", [], "СОДЕРЖАНИЕ",
     ["при любой нормальной<*> игре.", "-" * 32, '<*> "Нормальная" включает небрежную игру.', "СОДЕРЖАНИЕ"]),
]


@pytest.mark.parametrize("what, box, after, expected", NOTE_ROWS, ids=[row[0] for row in NOTE_ROWS])
def test_a_footnote_follows_its_passage_after_a_dash_rule_as_the_law_70_seed_prints_it(what, box, after, expected):
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.opc.packuri import PackURI
    from docx.opc.part import Part

    document = docx.Document()
    paragraph = document.add_paragraph("при любой нормальной")
    paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:footnoteReference w:id="1"/></w:r>'))
    paragraph.add_run(" игре.")
    for text in box:
        document.add_table(rows=1, cols=1).cell(0, 0).text = text
    document.add_paragraph(after)
    notes = (f'<w:footnotes {nsdecls("w")}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r>'
             '</w:p></w:footnote><w:footnote w:id="1"><w:p><w:r><w:t>"Нормальная" включает небрежную игру.</w:t>'
             '</w:r></w:p></w:footnote></w:footnotes>').encode()
    part = Part(PackURI("/word/footnotes.xml"),
                "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml", notes, document.part.package)
    document.part.relate_to(part, RT.FOOTNOTES)
    assert paragraphs(save(document)) == expected


def test_the_title_is_the_documents_else_its_first_heading():
    document = docx.Document()
    document.add_paragraph("Предисловие без стиля")
    document.add_heading("ПРАВИЛА СПОРТИВНОГО БРИДЖА", 0)
    assert extract_docx(save(document), "d.docx").title == "ПРАВИЛА СПОРТИВНОГО БРИДЖА"
    document.core_properties.title = "Правила 2017"
    assert extract_docx(save(document), "d.docx").title == "Правила 2017"


# (what, first paragraph: (text, centred, size in points), the title page's paragraphs under it, the first
#  paragraph is the producer's and recorded, not text)
TITLE_BLOCK_ROWS = [
    ("pandoc's title over a title page that says it again on two lines",
     ("Правила спортивного бриджа. Редакция 2017 года", True, 18),
     ["Приложение к журналу № 4\nПравила спортивного бриджа\nРедакция 2017 года", "Новоборск"], True),
    ("the book's own title: the page under it names the book otherwise",
     ("Правила спортивного бриджа", True, 18), ["Сокращённое изложение для судей", "Новоборск"], False),
    ("its words said again, but not one after another", ("Правила спортивного бриджа", True, 18),
     ["Правила клуба", "спортивного бриджа"], False),
    ("a one-word banner over the title is the book's", ("ПРАВИЛА", True, 18),
     ["Правила спортивного бриджа"], False),
    ("not centred: a line of the title page", ("Правила спортивного бриджа 2017", False, 18),
     ["Правила спортивного бриджа 2017 года"], False),
    ("no larger than the title page", ("Правила спортивного бриджа", True, None),
     ["Правила спортивного бриджа"], False),
]


@pytest.mark.parametrize("what,first,page,producers", TITLE_BLOCK_ROWS, ids=[row[0] for row in TITLE_BLOCK_ROWS])
def test_a_producers_title_over_a_title_page_that_says_it_again_is_recorded_not_text(what, first, page, producers):
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    document = docx.Document()
    text, centred, size = first
    paragraph = document.add_paragraph()
    run = paragraph.add_run(text)
    if size:
        run.font.size = Pt(size)
    if centred:
        paragraph.alignment = WD_ALIGN_PARAGRAPH.CENTER
    for line in page:
        document.add_paragraph(line)
    document.add_paragraph().add_run("ПРЕДИСЛОВИЕ").font.size = Pt(18)
    document.add_paragraph("Текст предисловия.")
    extracted = extract_docx(save(document), "d.docx")
    assert (text not in extracted.text.split("\n")) is producers
    assert ([r.text for r in extracted.removals if r.kind == "docx-title-block"] == [text]) is producers


WORD = st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ0123456789.,;:!?«»()–-<>&\"'",
               min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(WORD, min_size=1, max_size=10), min_size=1, max_size=6), st.data())
def test_property_the_extracted_words_are_the_input_words(paragraph_words, data):
    # a document of punctuation alone has no text: that is the one-line "no text" error, tested elsewhere
    assume(any(ch.isalnum() for words in paragraph_words for word in words for ch in word))
    document = docx.Document()
    for words in paragraph_words:
        paragraph = document.add_paragraph()
        for index, word in enumerate(words):
            run = paragraph.add_run(word)
            run.bold = data.draw(st.booleans())
            if index < len(words) - 1:
                if data.draw(st.booleans()):
                    paragraph.add_run().add_break()
                else:
                    paragraph.add_run(data.draw(st.sampled_from([" ", "  ", "\t"])))
    if data.draw(st.booleans()):
        table = document.add_table(rows=1, cols=1)
        table.cell(0, 0).text = "ячейка"
        paragraph_words = [*paragraph_words, ["ячейка"]]
    got = extract_docx(save(document), "doc.docx")
    assert got.text.split() == [w for words in paragraph_words for w in words]


def _lists(document, definitions):
    """One Word list (abstractNum and num, no start override) per (numFmt, lvlText, start) of `definitions`."""
    numbering = document.part.numbering_part.element
    out = []
    for fmt, text, start in definitions:
        num_id = add_list(document, [(fmt, text)])
        if start != 1:
            abstract = next(n for n in numbering.iter(qn_w("num")) if n.get(qn_w("numId")) == num_id)[0]
            lvl = next(a for a in numbering.iter(qn_w("abstractNum"))
                       if a.get(qn_w("abstractNumId")) == abstract.get(qn_w("val")))[0]
            lvl.find(qn_w("start")).set(qn_w("val"), str(start))
        out.append(num_id)
    return out


DEC, LET = ("decimal", "%1.", 1), ("lowerLetter", "(%1)", 1)
# (what, the lists' definitions, paragraphs as (text, list index or None, heading), the paragraphs read)
SPLIT_ROWS = [
    ("LibreOffice's .doc: the first item a list of its own, the rest a new list: one list",
     [DEC, DEC], [("один", 0), ("два", 1), ("три", 1)], ["1. один", "2. два", "3. три"]),
    ("its sub-lists, split the same way, and its own second paragraph stand between",
     [DEC, LET, LET, DEC], [("один", 0), ("его текст", None), ("а", 1), ("б", 2), ("в", 2), ("два", 3)],
     ["1. один", "его текст", "(a) а", "(b) б", "(c) в", "2. два"]),
    ("a heading between: a new list, as Word shows it",
     [DEC, DEC], [("один", 0), ("B. Раздел", "heading"), ("снова один", 1)], ["1. один", "B. Раздел", "1. снова один"]),
    ("the first list numbered two items: the new list starts again",
     [DEC, DEC], [("один", 0), ("два", 0), ("снова один", 1)], ["1. один", "2. два", "1. снова один"]),
    ("the lone item showed no first number (a list going on at 2)",
     [LET, ("lowerLetter", "(%1)", 2), LET], [("а", 0), ("б", 1), ("снова а", 2)], ["(a) а", "(b) б", "(a) снова а"]),
    ("an item of a list begun before the lone one stands between: the lone one was that item's",
     [DEC, LET, LET], [("три", 0), ("а", 1), ("четыре", 0), ("снова а", 2)],
     ["1. три", "(a) а", "2. четыре", "(a) снова а"]),
    ("a list of another format is no continuation", [DEC, LET], [("один", 0), ("а", 1)], ["1. один", "(a) а"]),
]


@pytest.mark.parametrize("what, definitions, rows, expected", SPLIT_ROWS, ids=[row[0] for row in SPLIT_ROWS])
def test_a_list_split_after_its_first_item_counts_on(what, definitions, rows, expected):
    """«1. … 1. 2. 3.»: a list that numbered one paragraph (its first number), then a new list of the same format
    starting at its first number with no start override and no heading between, only the first list's
    sub-lists: one list counting on (LibreOffice's Word 97 export writes every restarted list so)."""
    document = docx.Document()
    lists = _lists(document, definitions)
    for text, index in rows:
        if index == "heading":
            document.add_heading(text, level=2)
        elif index is None:
            document.add_paragraph(text)
        else:
            numbered(document, text, lists[index])
    assert paragraphs(save(document)) == expected


def test_an_explicit_restart_after_a_lone_item_restarts():
    document = docx.Document()
    first = add_list(document, [("decimal", "%1.")])
    numbering = document.part.numbering_part.element
    abstract = next(n for n in numbering.iter(qn_w("num")) if n.get(qn_w("numId")) == first)[0].get(qn_w("val"))
    again = add_list(document, [("decimal", "%1.")])
    numbering[-1].append(parse_xml(f'<w:lvlOverride {nsdecls("w")} w:ilvl="0"><w:startOverride w:val="1"/>'
                                   '</w:lvlOverride>'))
    assert abstract
    numbered(document, "один", first)
    numbered(document, "снова один", again)
    assert paragraphs(save(document)) == ["1. один", "1. снова один"]


def test_text_set_in_capitals_by_its_format_reads_in_capitals():
    """A title typed «Заявки» in a paragraph style with the caps attribute is shown and printed «ЗАЯВКИ» (ledov2024's
    «Law Title»); a run may set caps itself or switch its style's off; of a style id defined twice, the first
    definition is the one Word uses (pandoc adds its own after the reference document's)."""
    document = docx.Document()
    styles = document.styles.element
    styles.append(parse_xml(f'<w:style {nsdecls("w")} w:type="paragraph" w:styleId="LawTitle"><w:name w:val="Law Title"/>'
                            '<w:rPr><w:caps/></w:rPr></w:style>'))
    styles.append(parse_xml(f'<w:style {nsdecls("w")} w:type="paragraph" w:styleId="LawTitle"><w:name w:val="LawTitle"/>'
                            '</w:style>'))
    styles.append(parse_xml(f'<w:style {nsdecls("w")} w:type="paragraph" w:styleId="Sub"><w:name w:val="Sub"/>'
                            '<w:basedOn w:val="LawTitle"/></w:style>'))
    title = document.add_paragraph("Заявки")
    title._p.get_or_add_pPr().append(parse_xml(f'<w:pStyle {nsdecls("w")} w:val="LawTitle"/>'))
    based = document.add_paragraph("Контра")
    based._p.get_or_add_pPr().append(parse_xml(f'<w:pStyle {nsdecls("w")} w:val="Sub"/>'))
    mixed = document.add_paragraph("Правило ")
    mixed.add_run("двенадцать").font.all_caps = True
    plain = document.add_paragraph("")
    plain._p.get_or_add_pPr().append(parse_xml(f'<w:pStyle {nsdecls("w")} w:val="LawTitle"/>'))
    plain.add_run("как набрано").font.all_caps = False
    assert paragraphs(save(document)) == ["ЗАЯВКИ", "КОНТРА", "Правило ДВЕНАДЦАТЬ", "как набрано"]


def _hidden_styles(document) -> None:
    """A character style that hides its text, a paragraph style that does, and a paragraph style based on it."""
    styles = document.styles.element
    styles.append(parse_xml(f'<w:style {nsdecls("w")} w:type="character" w:styleId="Secret"><w:name w:val="Secret"/>'
                            '<w:rPr><w:vanish/></w:rPr></w:style>'))
    styles.append(parse_xml(f'<w:style {nsdecls("w")} w:type="paragraph" w:styleId="Note"><w:name w:val="Note"/>'
                            '<w:rPr><w:vanish/></w:rPr></w:style>'))
    styles.append(parse_xml(f'<w:style {nsdecls("w")} w:type="paragraph" w:styleId="SubNote"><w:name w:val="SubNote"/>'
                            '<w:basedOn w:val="Note"/></w:style>'))


def _styled(paragraph, style: str):
    paragraph._p.get_or_add_pPr().append(parse_xml(f'<w:pStyle {nsdecls("w")} w:val="{style}"/>'))
    return paragraph


def _run(paragraph, text: str, hidden: bool | None = None, style: str = "") -> None:
    run = paragraph.add_run(text)
    if hidden is not None:
        run.font.hidden = hidden
    if style:
        run._r.get_or_add_rPr().append(parse_xml(f'<w:rStyle {nsdecls("w")} w:val="{style}"/>'))


# Hidden text (w:vanish) is neither shown nor printed: no text, recorded as docx-hidden where it stood.
# (what, paragraphs as (paragraph style, [(text, w:vanish on the run, character style)]), text, removals)
HIDDEN_ROWS = [
    ("a hidden run: its words out, the paragraph's in",
     [("", [("Судья ", None, ""), ("решает ", True, ""), ("сам.", None, "")])], ["Судья сам."], [(1, "решает")]),
    ("vanish switched off on every run (LibreOffice's .docx) hides nothing",
     [("", [("Судья ", False, ""), ("решает.", False, "")])], ["Судья решает."], []),
    ("a paragraph all hidden: not shown, recorded where the next paragraph starts",
     [("", [("До.", None, "")]), ("", [("Напоминание редакторам.", True, "")]), ("", [("После.", None, "")])],
     ["До.", "После."], [(3, "Напоминание редакторам.")]),
    ("a character style that hides its runs",
     [("", [("Видно ", None, ""), ("скрыто ", None, "Secret"), ("тоже.", None, "")])], ["Видно тоже."],
     [(1, "скрыто")]),
    ("a paragraph style that hides (through basedOn), a run that shows itself again; the last paragraph hidden "
     "is recorded at the last line",
     [("SubNote", [("Скрыто ", None, ""), ("видно.", False, "")]), ("Note", [("Всё скрыто.", None, "")])],
     ["видно."], [(1, "Скрыто"), (1, "Всё скрыто.")]),
]


@pytest.mark.parametrize("what, body, shown, removed", HIDDEN_ROWS, ids=[row[0] for row in HIDDEN_ROWS])
def test_hidden_text_is_no_text_and_is_recorded(what, body, shown, removed):
    document = docx.Document()
    _hidden_styles(document)
    for style, runs in body:
        paragraph = document.add_paragraph()
        if style:
            _styled(paragraph, style)
        for text, hidden, character in runs:
            _run(paragraph, text, hidden, character)
    got = extract_docx(save(document), "doc.docx")
    assert got.text.rstrip("\n").split("\n\n") == shown
    assert [(r.line, r.text) for r in got.removals if r.kind == "docx-hidden"] == removed


# a letter the next is typed over (its run's own w:spacing takes the carriage back most of a letter's width: a
# typist's correction, LibreOffice's .docx of an ODT's overtyped letter) is left out, recorded as struck-over; letters
# set a little closer (kerning) are read as typed. (w:spacing, in twentieths of a point; text; removals)
@pytest.mark.parametrize("back, shown, removed", [(-144, "интонация.", ["е"]), (-10, "интеонация.", [])])
def test_a_letter_typed_over_is_left_out_and_recorded(back, shown, removed):
    document = docx.Document()
    paragraph = document.add_paragraph("инт")
    paragraph.add_run("е")._r.get_or_add_rPr().append(parse_xml(f'<w:spacing {nsdecls("w")} w:val="{back}"/>'))
    paragraph.add_run("онация.")
    got = extract_docx(save(document), "doc.docx")
    assert got.text.strip() == shown
    assert [r.text for r in got.removals if r.kind == "struck-over"] == removed


def toc_paragraph(document, text: str, begin: bool = False, end: bool = False):
    """A paragraph of a TOC field's result as Calibre writes it: a link to a heading's bookmark, the field's begin
    and instruction in the first one, its end in the last."""
    paragraph = document.add_paragraph()
    if begin:
        for run in ('<w:fldChar w:fldCharType="begin"/>', '<w:instrText xml:space="preserve"> TOC \\h </w:instrText>',
                    '<w:fldChar w:fldCharType="separate"/>'):
            paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}>{run}</w:r>'))
    own_link(paragraph, text)
    if end:
        paragraph._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="end"/></w:r>'))
    return paragraph


def own_link(paragraph, text: str, anchor: str = "toc1"):
    paragraph._p.append(parse_xml(f'<w:hyperlink {nsdecls("w")} w:anchor="{anchor}"><w:r><w:t>{text}</w:t></w:r>'
                                  '</w:hyperlink>'))


BODY = ["ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", "Закон 1. КОЛОДА", "Текст."]


# Calibre's DOCX of an EPUB (libru1998): «Table of Contents» over a TOC field listing every heading as links, then
# the EPUB's contents page as a list of links to the book's own places (an empty entry among them), then the text.
# Three paragraphs or more in a row, each one link to the book's own place, are contents, and the heading over them;
# a paragraph or two that are one link each are the book's own. (A TOC of plain entries, «ОТ РЕДАКЦИИ<tab>iv»,
# LibreOffice's, is left to the furniture pass, as in its RTF: test_formats_rtf.)
def contents_rows():
    def toc(document):
        document.add_heading("Table of Contents", 1)
        toc_paragraph(document, "ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", begin=True)
        toc_paragraph(document, "Закон 1. КОЛОДА")
        toc_paragraph(document, "notes", end=True)

    def named_toc(document):  # «СОДЕРЖАНИЕ» in no heading style (a ContentsHeading) over the links
        document.add_paragraph("СОДЕРЖАНИЕ")
        toc_paragraph(document, "ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", begin=True)
        toc_paragraph(document, "Закон 1. КОЛОДА")
        toc_paragraph(document, "notes", end=True)

    def links(document):
        for text in ("Правила (1997)", "", "ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", "Закон 1. КОЛОДА"):
            own_link(document.add_paragraph(), text) if text else document.add_paragraph()

    def two_links(document):
        own_link(document.add_paragraph(), "См. Закон 12")
        own_link(document.add_paragraph(), "См. Закон 16")

    def paged(document):  # LibreOffice's linked TOC (fed2018): each entry with its page number
        for text in ("ПРЕДИСЛОВИЕ\t2", "ГЛАВА II\t3", "Закон 1\t4"):
            own_link(document.add_paragraph(), text)

    return [("entries with their page numbers are the furniture pass's", paged,
             ["ПРЕДИСЛОВИЕ\t2", "ГЛАВА II\t3", "Закон 1\t4"], []),
            ("a TOC field under its heading", toc, [], ["Table of Contents", "ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ",
                                                        "Закон 1. КОЛОДА", "notes"]),
            ("a TOC field under «СОДЕРЖАНИЕ»", named_toc, [], ["СОДЕРЖАНИЕ", "ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ",
                                                              "Закон 1. КОЛОДА", "notes"]),
            ("a contents page made a list of links", links, [], ["Правила (1997)", "ГЛАВА II. ПРЕДВАРИТЕЛЬНЫЕ "
                                                                 "ПОЛОЖЕНИЯ", "Закон 1. КОЛОДА"]),
            ("two links are the book's", two_links, ["См. Закон 12", "См. Закон 16"], [])]


@pytest.mark.parametrize("what, make, kept, removed", contents_rows(), ids=[row[0] for row in contents_rows()])
def test_a_generated_contents_is_recorded_not_read(what, make, kept, removed):
    document = docx.Document()
    make(document)
    for text in BODY:
        document.add_paragraph(text)
    got = extract_docx(save(document), "doc.docx")
    assert got.text.rstrip("\n").split("\n\n") == [*kept, *BODY]
    assert [r.text for r in got.removals if r.kind == "contents"] == removed


# The book's first heading is the document's metadata title, every word of it on the title page under it (Calibre's
# DOCX of an EPUB of an FB2, libru1998): the producer's, recorded; a word the page lacks: the book's heading.
METADATA_TITLE_ROWS = [
    ("its words all on the page", ["МЕЖДУНАРОДНЫЕ ПРАВИЛА", "Редакция 1997 года", "(избранные Законы)"], True),
    ("a word the page lacks", ["МЕЖДУНАРОДНЫЕ ПРАВИЛА", "(избранные Законы)"], False),
]


@pytest.mark.parametrize("what, page, producers", METADATA_TITLE_ROWS, ids=[row[0] for row in METADATA_TITLE_ROWS])
def test_the_metadata_title_over_a_title_page_that_says_its_words_is_the_producers(what, page, producers):
    title = "Международные правила (избранные Законы, 1997)"
    document = docx.Document()
    document.core_properties.title = title
    document.add_heading(title, 1)
    for text in page:
        document.add_paragraph(text)
    document.add_heading("ОТ ПЕРЕВОДЧИКА", 1)
    got = extract_docx(save(document), "doc.docx")
    assert got.text.rstrip("\n").split("\n\n") == ([] if producers else [title]) + [*page, "ОТ ПЕРЕВОДЧИКА"]
    assert [r.text for r in got.removals if r.kind == "docx-title-block"] == ([title] if producers else [])
