"""OpenDocument text read natively (lawref.corpus.formats.from_odt): each construct a row of its own; the same text
the LibreOffice route gives on every .odt the project holds; what it does not read is refused in one line naming
the file, and then read by LibreOffice with one line in `check`; mangled input never crashes it."""

from __future__ import annotations

import dataclasses
import io
import re
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from formats_tools import pandoc, soffice_all
from lawref.corpus.formats import extract
from lawref.corpus.formats.from_odt import OdtRefused, extract_odt
from lawref.corpus.formats.from_office import convert_ahead, extract_office
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

from formats_book import to_docx

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"')
STYLES = (
    '<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"/>'
    '<style:style style:name="Заголовок_20_раздела" style:display-name="Заголовок раздела" style:family="paragraph"/>'
    '<style:style style:name="Body" style:family="paragraph"/>'
    '<style:style style:name="Caps" style:family="paragraph"><style:text-properties fo:text-transform="uppercase"/>'
    '</style:style>'
    '<style:style style:name="Plain" style:family="text"><style:text-properties fo:text-transform="none"/>'
    '</style:style>'
    '<text:list-style style:name="Law">'
    '<text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1"/>'
    '<text:list-level-style-number text:level="2" style:num-prefix="(" style:num-suffix=")" style:num-format="a"/>'
    '<text:list-level-style-number text:level="3" style:num-prefix="(" style:num-suffix=")" style:num-format="i"/>'
    '</text:list-style>'
    '<text:list-style style:name="Dots"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/>'
    '</text:list-style>'
    '<text:list-style style:name="Ru"><text:list-level-style-number text:level="1" style:num-suffix=")" '
    'style:num-format="а, б, .. (ru)" text:start-value="3"/></text:list-style>'
    '<text:list-style style:name="Dotted"><text:list-level-style-number text:level="1" style:num-suffix="." '
    'style:num-format="1"/><text:list-level-style-number text:level="2" style:num-suffix="." style:num-format="1" '
    'loext:num-list-format="%1%.%2%."/></text:list-style>'
    '<text:list-style style:name="None"><text:list-level-style-number text:level="1" style:num-suffix=")" '
    'style:num-format=""/></text:list-style>')
AUTOMATIC = ('<style:style style:name="P9" style:family="paragraph" style:parent-style-name="Body">'
             '<style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="18pt"/>'
             '</style:style><style:style style:name="T9" style:family="text"><style:text-properties '
             'fo:font-size="16pt"/></style:style>'
             '<style:style style:name="T1" style:family="text"><style:text-properties fo:text-transform="uppercase"/>'
             '</style:style>'
             '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Heading_20_1"/>'
             '<style:style style:name="PH" style:family="paragraph" style:parent-style-name="Body">'
             '<style:text-properties text:display="none"/></style:style>'
             '<style:style style:name="TH" style:family="text"><style:text-properties text:display="none"/>'
             '</style:style><style:style style:name="TS" style:family="text"><style:text-properties '
             'text:display="true"/></style:style>'
             '<style:style style:name="TX" style:family="text"><style:text-properties style:text-line-through-style='
             '"solid" style:text-line-through-text="X"/></style:style><style:style style:name="TL" '
             'style:family="text"><style:text-properties style:text-line-through-style="solid"/></style:style>'
             '<style:style style:name="TO" style:family="text"><style:text-properties fo:letter-spacing="-0.1in"/>'
             '</style:style><style:style style:name="TK" style:family="text"><style:text-properties '
             'fo:letter-spacing="-0.5pt"/></style:style>')


MANIFEST = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
            'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
            '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>'
            + "".join(f'<manifest:file-entry manifest:full-path="{name}" manifest:media-type="text/xml"/>'
                      for name in ("content.xml", "styles.xml", "meta.xml")) + "</manifest:manifest>")


def odt(body: str, styles: str = STYLES, outline: str = "", masters: str = "", title: str = "",
        manifest: str = "") -> bytes:
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {NS}><office:automatic-styles>'
               f'{AUTOMATIC}</office:automatic-styles><office:body><office:text>{body}</office:text></office:body>'
               '</office:document-content>')
    style_xml = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-styles {NS}><office:styles>{styles}'
                 f'{outline}</office:styles><office:master-styles>{masters}</office:master-styles>'
                 '</office:document-styles>')
    meta = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-meta {NS}><office:meta>'
            f'<dc:title>{title}</dc:title></office:meta></office:document-meta>')
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text", zipfile.ZIP_STORED)
        archive.writestr("content.xml", content)
        archive.writestr("styles.xml", style_xml)
        archive.writestr("meta.xml", meta)
        archive.writestr("META-INF/manifest.xml", manifest or MANIFEST)
    return out.getvalue()


def read(body: str, **kwargs) -> str:
    return extract_odt(odt(body, **kwargs), "book.odt").text


def items(*texts: str) -> str:
    return "".join(f"<text:list-item><text:p>{t}</text:p></text:list-item>" for t in texts)


NOTE = ('<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body>'
        '<text:p>Note.</text:p></text:note-body></text:note>')

# (construct, body, the text read)
ROWS = [
    ("paragraphs, a blank line between them", "<text:p>One</text:p><text:p/><text:p>Two</text:p>",
     "One\n\nTwo\n"),
    ("text:s is its count of spaces", '<text:p>a<text:s/>b<text:s text:c="3"/>c</text:p>', "a b   c\n"),
    ("a count of spaces past any line's width is cut to 1000 (a hostile file's)",
     '<text:p>a<text:s text:c="99999999999"/>b</text:p>', "a" + " " * 1000 + "b\n"),
    ("white space in the XML collapses to one space", "<text:p>a  \n b <text:span> c</text:span></text:p>",
     "a b c\n"),
    ("tabs and line breaks", "<text:p>a<text:tab/>b<text:line-break/>c</text:p>", "a\tb\nc\n"),
    ("a soft hyphen is kept, a no-break hyphen is «-» (as Word's .docx reads)", "<text:p>по\u00adдача 1\u20112</text:p>",
     "по\u00adдача 1-2\n"),
    ("spans and links are their text", '<text:p><text:span>Пра</text:span><text:a xlink:href="x" '
     'xmlns:xlink="http://www.w3.org/1999/xlink">вило</text:a></text:p>', "Правило\n"),
    ("a style's uppercase is read in capitals, a span's none is not",
     '<text:p text:style-name="Caps">Колода <text:span text:style-name="Plain">мал</text:span></text:p>'
     '<text:p>a <text:span text:style-name="T1">b</text:span></text:p>', "КОЛОДА мал\n\na B\n"),
    ("a list: each level's format, prefix and suffix; a deeper level starts again under a new item",
     '<text:list text:style-name="Law"><text:list-item><text:p>One</text:p><text:list><text:list-item>'
     '<text:p>Sub</text:p><text:list>' + items("Deep", "Deeper") + '</text:list></text:list-item>'
     '</text:list></text:list-item><text:list-item><text:p>Two</text:p><text:list>' + items("Sub again") +
     '</text:list></text:list-item></text:list>',
     "1. One\n\n(a) Sub\n\n(i) Deep\n\n(ii) Deeper\n\n2. Two\n\n(a) Sub again\n"),
    ("an item with no text of its own counts, its label before the first label under it (pandoc's «. {empty}»)",
     '<text:list text:style-name="Law"><text:list-item><text:list>' + items("Sub a", "Sub b") + '</text:list>'
     '</text:list-item>' + items("Two") + '</text:list>', "1. (a) Sub a\n\n(b) Sub b\n\n2. Two\n"),
    ("a new list starts again at its level's start",
     '<text:list text:style-name="Law">' + items("A", "B") + '</text:list><text:p>x</text:p>'
     '<text:list text:style-name="Law">' + items("C") + '</text:list>', "1. A\n\n2. B\n\nx\n\n1. C\n"),
    ("text:continue-numbering counts on from the last list of its style",
     '<text:list text:style-name="Law">' + items("A") + '</text:list><text:p>x</text:p>'
     '<text:list text:style-name="Law" text:continue-numbering="true">' + items("B") + '</text:list>',
     "1. A\n\nx\n\n2. B\n"),
    ("text:continue-list counts on from the list it names",
     '<text:list xml:id="l1" text:style-name="Law">' + items("A") + '</text:list>'
     '<text:list text:style-name="Law">' + items("Other") + '</text:list>'
     '<text:list text:style-name="Law" text:continue-list="l1">' + items("B") + '</text:list>',
     "1. A\n\n1. Other\n\n2. B\n"),
    ("an item's start value", '<text:list text:style-name="Law"><text:list-item text:start-value="5"><text:p>E'
     '</text:p></text:list-item>' + items("F") + '</text:list>', "5. E\n\n6. F\n"),
    ("Russian letters from a level's start value", '<text:list text:style-name="Ru">' + items("в", "г") +
     '</text:list>', "в) в\n\nг) г\n"),
    ("LibreOffice's num-list-format shows the levels above", '<text:list text:style-name="Dotted">'
     '<text:list-item><text:p>A</text:p><text:list>' + items("B", "C") + '</text:list></text:list-item></text:list>',
     "1. A\n\n1.1. B\n\n1.2. C\n"),
    ("a bullet and a level with no number show no label",
     '<text:list text:style-name="Dots">' + items("Dot") + '</text:list><text:list text:style-name="None">' +
     items("Bare") + '</text:list>', "Dot\n\nBare\n"),
    ("an item's second paragraph and a list header have no number",
     '<text:list text:style-name="Law"><text:list-header><text:p>Head</text:p></text:list-header>'
     '<text:list-item><text:p>A</text:p><text:p>more</text:p></text:list-item>' + items("B") + '</text:list>',
     "Head\n\n1. A\n\nmore\n\n2. B\n"),
    ("an empty numbered paragraph is its label", '<text:list text:style-name="Law">' + items("", "B") +
     '</text:list>', "1.\n\n2. B\n"),
    ("a footnote: <*> and the note after its passage",
     f"<text:p>Call{NOTE} here.</text:p><text:p>Next.</text:p><text:p>A. Section</text:p>",
     "Call<*> here.\n\nNext.\n\n--------------------------------\n\n<*> Note.\n\nA. Section\n"),
    ("a heading (by its style's name, through an automatic style) ends the passage",
     f'<text:p>Call{NOTE}</text:p><text:h text:style-name="P1" text:outline-level="1">Heading</text:h>'
     '<text:p>Text</text:p>', "Call<*>\n\n--------------------------------\n\n<*> Note.\n\nHeading\n\nText\n"),
    ("a heading by a Russian style name",
     f'<text:p>Call{NOTE}</text:p><text:p text:style-name="Заголовок_20_раздела">Раздел</text:p>',
     "Call<*>\n\n--------------------------------\n\n<*> Note.\n\nРаздел\n"),
    ("headings numbered by the outline style",
     '<text:h text:outline-level="1">Law</text:h><text:h text:outline-level="2">Sec</text:h>'
     '<text:h text:outline-level="1">Law</text:h>',
     "ПРАВИЛО 1 Law\n\nA. Sec\n\nПРАВИЛО 2 Law\n"),
    ("a table: each cell's paragraphs, row by row",
     "<table:table><table:table-column/><table:table-header-rows><table:table-row><table:table-cell><text:p>A1"
     "</text:p></table:table-cell><table:table-cell><text:p>B1</text:p></table:table-cell></table:table-row>"
     "</table:table-header-rows><table:table-row><table:table-cell><text:p>A2</text:p></table:table-cell>"
     "<table:table-cell/></table:table-row></table:table><text:p>After</text:p>", "A1\n\nB1\n\nA2\n\nAfter\n"),
    ("a table of contents: its entries, not its template",
     "<text:table-of-content><text:table-of-content-source><text:index-title-template>Template"
     "</text:index-title-template></text:table-of-content-source><text:index-body><text:index-title>"
     "<text:p>Содержание</text:p></text:index-title><text:p>Правило 1<text:tab/>3</text:p></text:index-body>"
     "</text:table-of-content><text:p>Text</text:p>", "Содержание\n\nПравило 1\t3\n\nText\n"),
    ("a section's paragraphs", '<text:section text:name="s"><text:p>In</text:p></text:section>', "In\n"),
    ("tracked deletions, comments and bookmarks are no text",
     "<text:tracked-changes><text:changed-region><text:deletion><text:p>Gone</text:p></text:deletion>"
     "</text:changed-region></text:tracked-changes><text:p>Kept<office:annotation><text:p>Comment</text:p>"
     '</office:annotation><text:bookmark text:name="b"/> too</text:p>', "Kept too\n"),
    ("a field's shown value", "<text:p>Page <text:page-number>7</text:page-number></text:p>", "Page 7\n"),
]
OUTLINE = ('<text:outline-style style:name="Outline"><text:outline-level-style text:level="1" style:num-prefix="ПРАВИЛО "'
           ' style:num-format="1"/><text:outline-level-style text:level="2" style:num-suffix="." style:num-format="A"/>'
           '</text:outline-style>')


@pytest.mark.parametrize("body, expected", [row[1:] for row in ROWS], ids=[row[0] for row in ROWS])
def test_each_construct_reads_as_the_docx_reader_would(body, expected):
    assert read(body, outline=OUTLINE if "outline-level=\"2\"" in body else "") == expected


# Hidden text is neither shown nor printed: no text, recorded as docx-hidden where it stood (as Word's w:vanish);
# words typed over with X's neither (struck-over).
# (what, body, the text read, the removals as (line, text))
HIDDEN_ROWS = [
    ("a paragraph whose style hides it: recorded where the next paragraph starts",
     '<text:p>До.</text:p><text:p text:style-name="PH">Напоминание.</text:p><text:p>После.</text:p>',
     "До.\n\nПосле.\n", [(3, "Напоминание.")]),
    ("a hidden span: its words out, the paragraph's in",
     '<text:p>Судья <text:span text:style-name="TH">решает <text:s/>молча </text:span>сам.</text:p>',
     "Судья сам.\n", [(1, "решает молча")]),
    ("a span shown in a hidden paragraph",
     '<text:p text:style-name="PH">Скрыто <text:span text:style-name="TS">видно.</text:span></text:p>',
     "видно.\n", [(1, "Скрыто")]),
    ("a section displayed none",
     '<text:section text:name="s" text:display="none"><text:p>Секрет.</text:p></text:section><text:p>Открыто.</text:p>',
     "Открыто.\n", [(1, "Секрет.")]),
    ("a hidden paragraph field said hidden",
     '<text:p><text:hidden-paragraph text:condition="ooow:1" text:is-hidden="true"/>Условно.</text:p>'
     '<text:p>Открыто.</text:p>', "Открыто.\n", [(1, "Условно.")]),
    ("a hidden text field said hidden, and one said shown",
     '<text:p>А <text:hidden-text text:condition="ooow:1" text:string-value="x" text:is-hidden="true">x '
     '</text:hidden-text>Б <text:hidden-text text:condition="ooow:0" text:string-value="y" text:is-hidden="false">'
     'В</text:hidden-text></text:p>', "А Б В\n", [(1, "x")]),
    # a typist's deletion: a word typed over with X's is no word of the text, a line through words leaves them
    ("a word typed over with X's: out, recorded as struck over",
     '<text:p>Партнер <text:span text:style-name="TX">пасует</text:span> также.</text:p>', "Партнер также.\n",
     [(1, "пасует")]),
    ("a line through a word, no character typed over it: the word stays",
     '<text:p>Партнер <text:span text:style-name="TL">пасует</text:span> также.</text:p>', "Партнер пасует также.\n",
     []),
    # a letter the next is typed over (the carriage taken back most of a letter's width): a typist's correction
    ("a letter typed over: out, recorded as struck over",
     '<text:p>вопросы, инт<text:span text:style-name="TO">е</text:span>онация.</text:p>', "вопросы, интонация.\n",
     [(1, "е")]),
    ("letters set a little closer (kerning): as typed",
     '<text:p>вопросы, инт<text:span text:style-name="TK">он</text:span>ация.</text:p>', "вопросы, интонация.\n", []),
]


@pytest.mark.parametrize("body, expected, removed", [row[1:] for row in HIDDEN_ROWS], ids=[row[0] for row in HIDDEN_ROWS])
def test_hidden_text_is_no_text_and_is_recorded(body, expected, removed):
    extracted = extract_odt(odt(body), "book.odt")
    assert extracted.text == expected
    assert [(r.line, r.text) for r in extracted.removals if r.kind in ("docx-hidden", "struck-over")] == removed


def test_headers_and_footers_are_recorded_where_their_page_style_starts():
    masters = ('<style:master-page style:name="First" style:next-style-name="Standard"><style:footer><text:p>Cover'
               '</text:p></style:footer></style:master-page><style:master-page style:name="Standard"><style:header>'
               '<text:p><text:chapter text:display="name" text:outline-level="1"/></text:p></style:header>'
               '<style:footer><text:p><text:page-number>3</text:page-number></text:p></style:footer>'
               '</style:master-page><style:master-page style:name="Back"><style:footer><text:p>End</text:p>'
               '</style:footer></style:master-page>')
    styles = (STYLES + '<style:style style:name="Cover" style:family="paragraph" style:master-page-name="First"/>'
              '<style:style style:name="Last" style:family="paragraph" style:master-page-name="Back"/>')
    body = ('<text:p text:style-name="Cover">Title</text:p><text:h text:outline-level="1">One</text:h>'
            '<text:h text:outline-level="1">Two</text:h><text:p text:style-name="Last">Colophon</text:p>')
    extracted = extract_odt(odt(body, styles=styles, masters=masters), "book.odt")
    assert extracted.text == "Title\n\nOne\n\nTwo\n\nColophon\n"
    # the first page's style with the style of the pages after it (LibreOffice's .docx: one section, a distinct
    # first page); a running head's chapter field as LibreOffice's .docx shows it: the last chapter's name
    assert [(r.kind, r.line, r.text) for r in extracted.removals] == [
        ("docx-footer", 1, "Cover"), ("docx-header", 1, "Two"), ("docx-footer", 1, "3"), ("docx-footer", 7, "End")]


TITLE_PAGE = ('<text:p text:style-name="P9">Правила спортивного бриджа. Редакция 2017 года</text:p>'
              '<text:p>Правила спортивного бриджа</text:p><text:p>Редакция 2017 года</text:p>'
              '<text:h text:style-name="Heading_20_1"><text:span text:style-name="T9">ПРАВИЛО 1. КОЛОДА</text:span>'
              '</text:h><text:p>A. Состав колоды</text:p><text:p>Колода из 52 карт.</text:p>')


TITLE_BLOCKS = [
    ("", True),  # a centred, larger title the title page says again: the producer's, recorded as removed
    ("Правила бриджа", False),  # fewer than three words: the book's own banner
    ("Правила спортивного бриджа. Редакция 2018 года", False)]  # a title the page does not say again


@pytest.fixture(scope="module")
def title_pages() -> dict[str, bytes]:
    """The .odt of each TITLE_BLOCKS row, made once (the zip stamps the time it is written), so that LibreOffice's
    readings of them are made with the others (through_office) and found by extract_office."""
    return {first: odt(TITLE_PAGE.replace("Правила спортивного бриджа. Редакция 2017 года", first) if first
                       else TITLE_PAGE) for first, _ in TITLE_BLOCKS}


@pytest.mark.parametrize("first, block", TITLE_BLOCKS)
def test_a_producers_title_block_as_the_docx_reader_finds_it_in_libreoffices_docx(tmp_path, title_pages,
                                                                                   through_office, first, block):
    path = tmp_path / "title.odt"
    path.write_bytes(title_pages[first])
    native = extract_odt(path.read_bytes(), path.name)
    through_office = extract_office(path.read_bytes(), path.name, ".odt", native=False)
    assert native.text == through_office.text
    assert [r for r in native.removals if r.kind == "docx-title-block"] == \
        [r for r in through_office.removals if r.kind == "docx-title-block"]
    assert any(r.kind == "docx-title-block" for r in native.removals) == block


def test_the_title_is_the_documents_else_its_first_heading():
    body = '<text:p>Front</text:p><text:h text:style-name="Heading_20_1">Правила  игры</text:h>'
    assert extract_odt(odt(body, title="Правила бриджа"), "book.odt").title == "Правила бриджа"
    assert extract_odt(odt(body), "book.odt").title == "Правила игры"


# (what, the file) the reader refuses: LibreOffice reads them
REFUSED = [
    ("a text box", odt('<text:p>A<draw:frame><draw:text-box><text:p>Boxed</text:p></draw:text-box></draw:frame>'
                       '</text:p>')),
    ("an encrypted file", odt("<text:p>A</text:p>", manifest='<manifest:encryption-data xmlns:manifest="m"/>')),
    ("content.xml that is no XML", odt("<text:p>A</text:p>").replace(b"</office:text>", b"</office:txt>")),
    ("no zip", b"PK\x03\x04 broken"),
]


@pytest.mark.parametrize("data", [row[1] for row in REFUSED], ids=[row[0] for row in REFUSED])
def test_what_it_does_not_read_is_refused_in_one_line_naming_the_file(data):
    with pytest.raises(OdtRefused) as refused:
        extract_odt(data, "book.odt")
    assert refused.value.path == "book.odt" and "\n" not in refused.value.in_language("ru")


def test_a_refused_odt_is_read_by_libreoffice_and_check_says_so(tmp_path):
    path = tmp_path / "boxed.odt"
    path.write_bytes(odt('<text:h text:style-name="P1">ПРАВИЛО 1. КОЛОДА</text:h><text:p>A. Состав колоды</text:p>'
                         '<text:p><draw:frame><draw:text-box><text:p>Boxed</text:p></draw:text-box></draw:frame>'
                         '</text:p>'))
    extracted = extract(path, path.read_bytes(), path.name)
    assert "ПРАВИЛО 1. КОЛОДА" in extracted.text
    [said] = [d for d in extracted.diagnostics if d.code == "odt-libreoffice"]
    assert said.severity == "info" and "в файле есть текст в рамках (надписи)" in said.in_language("ru")
    corpus = load_corpus([path], kind="law")
    assert "odt-libreoffice" in {d.code for d in corpus.diagnostics}


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_mangled_content_never_crashes(data):
    """content.xml's characters cut, dropped, doubled or replaced anywhere: read, or one line naming the file."""
    body = "".join(row[1] for row in ROWS[7:12] + ROWS[17:19])
    source = bytearray(odt(body))
    with zipfile.ZipFile(io.BytesIO(bytes(source))) as archive:
        content = bytearray(archive.read("content.xml"))
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, len(content) - 1))
        action = data.draw(st.sampled_from(["drop", "double", "replace"]))
        if action == "drop":
            del content[at]
        elif action == "double":
            content[at:at] = content[at:at + 1]
        else:
            content[at] = data.draw(st.sampled_from(b'<>/"=:-1a \xff'))
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(bytes(source))) as archive, zipfile.ZipFile(out, "w") as written:
        for info in archive.infolist():
            written.writestr(info.filename, bytes(content) if info.filename == "content.xml" else archive.read(info))
    try:
        extracted = extract_odt(out.getvalue(), "mangled.odt")
    except LawrefError as err:
        assert err.path == "mangled.odt" and "\n" not in err.in_language("ru")
    else:
        assert extracted.encoding == "odt"


REDTEAM = Path(__file__).resolve().parent / "redteam"
HELD = sorted(REDTEAM.glob("*/out/*.odt"))
MADE = ["small docx>soffice>odt", "small docx>pandoc>odt", "notes md>pandoc>odt", "law docx>soffice>odt",
        "law docx>pandoc>odt", "commentary docx>soffice>odt"]


@pytest.fixture(scope="module")
def made(tmp_path_factory, rendered_books) -> dict[str, Path]:
    """The .odt files the tools make of the project's books: the small book and the generated whole law book and
    commentary (tests/bookgen, seed 1) by LibreOffice and by pandoc, and pandoc's with a footnote."""
    folder = tmp_path_factory.mktemp("odt")
    (folder / "book.docx").write_bytes(to_docx())
    books, _ = rendered_books
    by_office = soffice_all([(folder / "book.docx", "odt", folder / "office"),
                             (books / "law.docx", "odt", folder / "law"),
                             (books / "commentary.docx", "odt", folder / "commentary")])  # one LibreOffice start
    return {"small docx>soffice>odt": by_office[0],
            "small docx>pandoc>odt": pandoc(folder / "book.docx", folder / "pandoc.odt"),
            "notes md>pandoc>odt": pandoc(None, folder / "notes.odt", "-f", "markdown", "-s", "--metadata",
                                          "title=Правила", text="Текст[^1] Правила.\n\n[^1]: Сноска.\n"),
            "law docx>soffice>odt": by_office[1],
            "law docx>pandoc>odt": pandoc(books / "law.docx", folder / "law_pandoc.odt"),
            "commentary docx>soffice>odt": by_office[2]}


def _removed(extracted, data: bytes) -> set[tuple[str, str]]:
    """Headers and footers, each once: a page number is laid out again by LibreOffice (a number or a roman numeral
    here), and so is a running head's chapter field (LibreOffice shows the chapter of a page its layout picks: any
    heading's text there reads as the chapter). Where LibreOffice starts a section of its .docx at a page break
    depends on its layout too: the lines are not compared."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        content = archive.read("content.xml").decode()
    headings = {" ".join(re.sub(r"<[^>]+>", "", h).split()) for h in re.findall(r"<text:h\b.*?</text:h>", content)}
    out = set()
    for removal in extracted.removals:
        text = removal.text
        for heading in sorted(filter(None, headings), key=len, reverse=True):
            text = text.replace(heading, "<chapter>")
        out.add((removal.kind, re.sub(r"\b(?:\d+|[ivxlcdm]+)\b", "<page>", text)))
    return out


_LABEL = re.compile(r"^(?:(?:\d{1,3}|[a-z]|[ivx]{1,5})\.\s+)+", re.M)


def _unlabelled(text: str) -> str:
    return _LABEL.sub("", text)


def _empty_items(data: bytes) -> int:
    """The list items whose first child is a list (no paragraph of their own)."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        content = archive.read("content.xml").decode()
    return len(re.findall(r"<text:list-item>\s*<text:list\b", content))


@pytest.fixture(scope="module")
def through_office(made, title_pages) -> None:
    """LibreOffice's readings of every .odt below and of the title pages, made in one LibreOffice run
    (from_office.convert_ahead: one start, ~1 s of CPU, for the 17 files, not one each) and kept in the cache,
    where extract_office finds them."""
    convert_ahead([(path.read_bytes(), ".odt") for path in [*HELD, *made.values()]]
                  + [(data, ".odt") for data in title_pages.values()], "odt")


@pytest.mark.parametrize("name", [p.parent.parent.name for p in HELD] + MADE)
def test_the_same_text_as_libreoffice_gives(made, through_office, name):
    path = made[name] if name in made else next(p for p in HELD if p.parent.parent.name == name)
    data = path.read_bytes()
    native = extract(path, data, path.name)
    assert not native.diagnostics  # read natively
    through_office = extract_office(data, path.name, ".odt", native=False)
    # a word typed over with X's goes to LibreOffice's .docx as a line through it (w:strike, no character): its
    # reading keeps the word the native reader leaves out and records (zametki1999's «партнер XXXXXX также»)
    # (a letter typed over, its run's letter-spacing back, both readers leave out)
    office_struck = [r.text for r in through_office.removals if r.kind == "struck-over"]
    struck = [r.text for r in native.removals if r.kind == "struck-over" and r.text not in office_struck]
    for word in struck:
        kept = re.compile(rf"(?<!\w){re.escape(word)} ")
        assert kept.search(through_office.text)
        through_office = dataclasses.replace(through_office, text=kept.sub("", through_office.text, count=1),
                                             removals=(*through_office.removals, *(r for r in native.removals
                                                                                  if r.text == word)))
    empty = _empty_items(data)
    if empty:
        # an item with no paragraph of its own (pandoc's DocBook «. {empty}», a list under its label at once):
        # LibreOffice numbers no paragraph of it, so it counts it not and shows the items after it one lower; the
        # native reader counts it (it is an item of its list) and writes its label before the first label under
        # it. The words are the same, the labels differ on those items' lists alone.
        assert _unlabelled(native.text) == _unlabelled(through_office.text)
        assert native.text.count(". a. ") + native.text.count(". (a) ") >= empty
    else:
        assert native.text == through_office.text
    assert _removed(native, data) == _removed(through_office, data)


def test_documents_converted_ahead_in_one_run_read_as_each_converted_alone(tmp_path, monkeypatch):
    """convert_ahead's one LibreOffice run for several documents keeps each one's .docx where extract_office
    reads it (LibreOffice not started again), with the text a conversion of that document alone gives."""
    import lawref.corpus.formats.tools as tools

    first = odt('<text:p text:style-name="P1">Правило 1. Первый документ.</text:p>')
    second = odt('<text:p text:style-name="P1">Правило 2. Второй документ.</text:p>')
    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "alone"))
    alone = extract_office(first, "first.odt", ".odt", native=False).text
    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "ahead"))
    convert_ahead([(first, ".odt"), (second, ".odt")], "two")
    assert len(list((tmp_path / "ahead" / "office").glob("office-*.docx"))) == 2

    def started(*args):
        raise AssertionError("LibreOffice started again for a document converted ahead")

    monkeypatch.setattr(tools, "_soffice_convert", started)
    assert extract_office(first, "first.odt", ".odt", native=False).text == alone
    assert "Второй документ" in extract_office(second, "second.odt", ".odt", native=False).text


def test_a_file_libreoffice_wrote_nothing_of_is_refused_again_without_starting_it(tmp_path, monkeypatch):
    """A damaged .odt the native reader refuses and LibreOffice writes nothing of (round 19: `lawref check`,
    `import` and `export` of it started LibreOffice three times, ~1.2 s of CPU each): the second reading of the
    same bytes is refused with the same line, LibreOffice not started again; other bytes start it."""
    import lawref.corpus.formats.tools as tools

    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "cache"))
    runs = []

    def wrote_nothing(program, documents, target, shown):
        runs.append([data for data, _ in documents])
        return [None] * len(documents)

    monkeypatch.setattr(tools, "_soffice_convert", wrote_nothing)
    damaged = odt('<text:p text:style-name="P1">Правило 1. Первый документ.</text:p>')[:300]
    said = []
    for data in (damaged, damaged, damaged + b"\0"):
        with pytest.raises(LawrefError) as refused:
            extract_office(data, "cut.odt", ".odt")
        said.append(str(refused.value))
    assert said[0] == said[1] == said[2] and "LibreOffice" in said[0]
    assert runs == [[damaged], [damaged + b"\0"]]


def test_a_batch_with_a_refusal_kept_asks_libreoffice_about_its_other_documents(tmp_path, monkeypatch):
    """convert_ahead of a batch holding a document LibreOffice wrote nothing of before (its refusal kept): the
    batch's other documents are converted in one run and kept, the refused one not asked again, and the batch is
    refused for it (a test module asking about damaged files ahead, some refused in an earlier run)."""
    import lawref.corpus.formats.tools as tools

    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "cache"))
    damaged = odt('<text:p text:style-name="P1">Правило 1. Первый документ.</text:p>')[:300]
    fresh = odt('<text:p text:style-name="P1">Правило 2. Второй документ.</text:p>')
    runs = []

    def converted(program, documents, target, shown):
        runs.append([data for data, _ in documents])
        return [None if data == damaged else b"docx of " + data for data, _ in documents]

    monkeypatch.setattr(tools, "_soffice_convert", converted)
    with pytest.raises(LawrefError):
        convert_ahead([(damaged, ".odt")], "one")
    with pytest.raises(LawrefError) as refused:
        convert_ahead([(damaged, ".odt"), (fresh, ".odt")], "two")
    assert refused.value.key == "office_no_output"
    assert runs == [[damaged], [fresh]]
    assert tools.soffice_convert_all([(fresh, ".odt")], "docx", "again") == [b"docx of " + fresh]
    assert runs == [[damaged], [fresh]]
