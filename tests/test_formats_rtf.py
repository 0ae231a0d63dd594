"""RTF read natively (lawref.corpus.formats.from_rtf): each construct a row of its own; the same text the
LibreOffice route gives on every .rtf the project holds; what it does not read is refused in one line naming
the file, and then read by LibreOffice with one line in `check`; mangled input never crashes it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from formats_tools import pandoc, soffice
from lawref.corpus.formats import extract
from lawref.corpus.formats.from_office import extract_office
from lawref.corpus.formats.from_rtf import RtfRefused, extract_rtf
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

from formats_book import to_docx

HEAD = (rb"{\rtf1\ansi\ansicpg1251\deff0{\fonttbl{\f0 Times;}{\f1\fcharset204 Arial;}{\f2\fcharset238 Courier CE;}"
        rb"{\f3\fcharset0 Courier;}}")
STYLES = rb"{\stylesheet{\s0 Normal;}{\s1\fs32 heading 1;}{\s2\fs28 \'c7\'e0\'e3\'ee\'eb\'ee\'e2\'ee\'ea 2;}}"
LISTS = (rb"{\*\listtable{\list{\listlevel\levelnfc0{\leveltext\'02\'00.;}}\listid7}"
         rb"{\list{\listlevel\levelnfc23{\leveltext\'01\u8226 ?;}}\listid8}"
         rb"{\list{\listlevel\levelnfc0{\leveltext\'02\'00.;}}{\listlevel\levelnfc4{\leveltext\'02\'01);}}"
         rb"{\listlevel\levelnfc23{\leveltext\'01\u8226 ?;}}\listid9}}"
         rb"{\*\listoverridetable{\listoverride\listid7\listoverridecount0\ls1}"
         rb"{\listoverride\listid8\listoverridecount0\ls2}{\listoverride\listid9\listoverridecount0\ls3}}")


PAGE_NUMBER = re.compile(r"[0-9]+|[ivxlcdm]+")


def rtf(body: bytes) -> bytes:
    return HEAD + STYLES + LISTS + b"\n" + body + b"}"


def read(body: bytes) -> str:
    return extract_rtf(rtf(body), "book.rtf").text


# (construct, RTF body, the text read)
ROWS = [
    ("a \\'xx byte in \\ansicpg1251", rb"\pard \'cf\'f0\'e0\'e2\'e8\'eb\'ee\par", "Правило\n"),
    # \fcharset0 (ANSI) is the document's code page: LibreOffice writes it for every font of a Cyrillic book
    ("a \\'xx byte in a font's \\fcharset", rb"\pard\f1 \'c0\f2 \'c0\f3 \'c0\par", "А\u0154А\n"),
    # \caps shows the text in capitals (LibreOffice writes it on a paragraph whose style sets it: a Law's title
    # typed «Ограничения болвана», printed «ОГРАНИЧЕНИЯ БОЛВАНА», ledov2024); \caps0 and \plain end it
    ("\\caps: shown in capitals", rb"\pard\caps \'ce\'e3\'f0 {\caps0 ab} cd\plain  ef\par", "ОГР ab CD ef\n"),
    ("\\u with its fallback \\'3f", rb"\pard \u1055\'3f\u1088\'3f\u1072\'3f\u1074\'3f\par", "Прав\n"),
    ("\\u with its fallback ? (pandoc)", rb"\pard \u1055?\u1088? 7\par", "Пр 7\n"),
    ("\\uc0: no fallback", rb"\pard{\uc0\u1055\u1088}!\par", "Пр!\n"),
    ("\\uc2: two fallback characters", rb"\pard{\uc2\u1055 ab\u1088\'3f\'3f}c\par", "Прc\n"),
    # the space after \uN delimits the control word: AbiWord writes every Cyrillic letter so («С о» read before)
    ("\\uc0 with a delimiting space (AbiWord)", rb"\pard \uc0\u1057 \uc0\u1086  \uc0\u1085 .\par", "Со н.\n"),
    ("\\uc0: the text after the delimiter", rb"\pard{\uc0\u1057 x\u1086  y}\par", "Сxо y\n"),
    ("\\uc1: a delimiter, then the fallback", rb"\pard \u1057 ?\u1086 ? ab\u1085  c\par", "Со abнc\n"),
    ("a negative \\u (above 32767)", rb"\pard x\u-3913?\par", "x\uf0b7\n"),
    ("a list label as printed", rb"\pard{\listtext\pard\plain  1.\tab}\ls1 \'d2\'e5\'ea\'f1\'f2\par",
     "1. Текст\n"),
    ("a level's own format: a bullet at level 3", rb"\pard{\listtext b)\tab}\ilvl1\ls3 Sub\par"
     rb"\pard{\listtext \u8226 ?\tab}\ilvl2\ls3 Dot\par", "b) Sub\n\nDot\n"),
    ("a bullet level prints no label", rb"\pard{\listtext\pard\plain \u8226 ?\tab}\ls2 \'d2\'e5\'ea\'f1\'f2\par",
     "Текст\n"),
    # (the labels Word shows; LibreOffice's .docx of such a file loses them: «Two», «Letter» with no number)
    ("Word 6's numbering: \\pntext with \\*\\pn", rb"\pard{\pntext\f0 2.\tab}{\*\pn\pnlvlbody\pndec}Two\par"
     rb"\pard{\pntext\f0 \'b7\tab}{\*\pn\pnlvlblt{\pntxtb \'b7}}Dot\par", "2. Two\n\nDot\n"),
    ("a label on a paragraph in no list is not shown", rb"\pard{\listtext 9.\tab}Text\par", "Text\n"),
    ("an empty numbered paragraph is its label", rb"\pard{\listtext 3.\tab}\ls1 \par", "3.\n"),
    ("a footnote: <*> and the note after its passage",
     rb"\pard Call{\super\chftn}{\*\footnote\chftn\pard\plain \tab Note.\par} here.\par\pard Next.\par",
     "Call<*> here.\n\nNext.\n\n--------------------------------\n\n<*> Note.\n"),
    ("a heading ends the passage: its notes before it",
     rb"\pard Call{\*\footnote Note.}\par\pard\s1 Heading\par\pard Text\par",
     "Call<*>\n\n--------------------------------\n\n<*> Note.\n\nHeading\n\nText\n"),
    ("a heading by a Russian style name", rb"\pard Call{\*\footnote Note.}\par\pard\s2 Heading\par",
     "Call<*>\n\n--------------------------------\n\n<*> Note.\n\nHeading\n"),
    ("a table: each cell a paragraph, row by row",
     rb"\trowd\cellx1000\cellx2000\pard\intbl A1\cell\pard\intbl B1\cell\row"
     rb"\trowd\cellx1000\cellx2000\pard\intbl A2\cell\pard\intbl\cell\row\pard After\par",
     "A1\n\nB1\n\nA2\n\nAfter\n"),
    ("a nested group keeps the text it is in", rb"\pard One {\b two {\i three}} four\par", "One two three four\n"),
    ("a \\*\\destination is skipped", rb"\pard A{\*\bkmkstart x}{\*\unknownthing hidden}B\par", "AB\n"),
    ("a field: its result, not its instruction",
     rb"\pard See {\field{\*\fldinst HYPERLINK \"x\"}{\fldrslt page}}.\par", "See page.\n"),
    ("a picture is no text", rb"\pard A{\pict\pngblip 89504e47}B\par", "AB\n"),
    ("\\line, \\tab and special characters",
     rb"\pard a\line b\tab c\emdash d\endash e\ldblquote f\rdblquote\~g\_h\-i\par",
     "a\nb\tc\u2014d\u2013e\u201cf\u201d\u00a0g-h\u00adi\n"),
    ("a deleted revision is not text", rb"\pard kept{\deleted gone} too\par", "kept too\n"),
    # LibreOffice writes a deletion and an insertion with their authors, a comment as its author and text
    ("an insertion is text, a deletion not, a comment not",
     rb"\pard {\revised\revauth1 new }{\deleted\revauthdel1 old }kept{\*\atnid \'c8\'d1}{\*\atnauthor A}"
     rb"\chatn{\*\annotation\pard\plain \'ce\'e1\par} too\par", "new kept too\n"),
    # hidden text (\v): neither shown nor printed (LibreOffice writes \v0 on every other run)
    ("\\v: hidden text is not text", rb"\pard kept{\v gone} \v0 too\par", "kept too\n"),
    ("\\v0 and \\plain show it again", rb"\pard {\v a\v0 b} {\v c\plain d}\par", "b d\n"),
    ("escaped braces and backslash", rb"\pard \{x\}\\\par", "{x}\\\n"),
    ("a paragraph mark as \\ followed by a line end", b"\\pard one\\\ntwo\\par", "one\n\ntwo\n"),
]


@pytest.mark.parametrize("body, expected", [row[1:] for row in ROWS], ids=[row[0] for row in ROWS])
def test_each_construct_reads_as_the_docx_reader_would(body, expected):
    assert read(body) == expected


def test_hidden_text_is_recorded_where_it_stood():
    extracted = extract_rtf(rtf(rb"\pard Before\par\pard\v Reminder\par\pard\v0 After {\v x}\par"), "book.rtf")
    assert extracted.text == "Before\n\nAfter\n"
    assert [(r.kind, r.line, r.text) for r in extracted.removals] == [("docx-hidden", 3, "Reminder"),
                                                                      ("docx-hidden", 3, "x")]


def test_headers_and_footers_are_recorded_where_their_section_starts():
    body = (rb"{\header\pard Running head\par}{\footer\pard {\field{\*\fldinst PAGE}{\fldrslt 7}}\par}"
            rb"\pard First\par\sect\sectd{\footer\pard Second footer\par}\pard Second\par")
    extracted = extract_rtf(rtf(body), "book.rtf")
    assert extracted.text == "First\n\nSecond\n"
    assert [(r.kind, r.line, r.text) for r in extracted.removals] == [
        ("docx-header", 1, "Running head"), ("docx-footer", 1, "7"), ("docx-footer", 3, "Second footer")]


def test_the_title_is_the_info_title_in_its_unicode_form():
    body = (rb"{\info{\upr{\title ???}{\*\ud{\title \u1055\'3f\u1088\'3f\u1072\'3f\u1074\'3f\u1080\'3f"
            rb"\u1083\'3f\u1072\'3f}}}}\pard Text\par")
    assert extract_rtf(rtf(body), "book.rtf").title == "Правила"


def test_pandocs_fragment_is_read_without_a_header():
    data = rb"{\pard \ql \f0 \sa180 \li0 \fi0 \u1055?\u1088?\u1072?\u1074?\u1080?\u1083?\u1086? 1\par}" + b"\n"
    assert extract_rtf(data, "pandoc.rtf").text == "Правило 1\n"


# (what, RTF body) the reader refuses: LibreOffice reads them
REFUSED = [
    ("a text box", rb"\pard A{\shp{\*\shpinst{\sp{\sn x}{\sv 1}}{\shptxt Boxed\par}}}B\par"),
    ("an embedded object", rb"\pard A{\object\objemb{\*\objdata 0102}{\result B}}\par"),
    ("binary data", rb"\pard A{\*\shppict{\pict\bin4 {{{{}}\par"),
    ("a numbered paragraph without its label", rb"\pard\ls1 Item\par"),
    # AbiWord's label: a tab, no number (Word and LibreOffice number the paragraph from the list table)
    ("a numbered paragraph whose label prints nothing", rb"\pard{\listtext\pard\sa200 \tab}\ls1 Item\par"),
    ("a group never closed", rb"\pard {Text\par"),
    ("a group closed never opened", rb"\pard Text}}\par"),
]


@pytest.mark.parametrize("body", [row[1] for row in REFUSED], ids=[row[0] for row in REFUSED])
def test_what_it_does_not_read_is_refused_in_one_line_naming_the_file(body):
    with pytest.raises(RtfRefused) as refused:
        extract_rtf(rtf(body), "book.rtf")
    assert refused.value.path == "book.rtf" and "\n" not in refused.value.in_language("ru")


def test_no_rtf_is_refused():
    with pytest.raises(RtfRefused):
        extract_rtf(b"just text", "book.rtf")


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_mangled_rtf_never_crashes(data):
    """Bytes cut, dropped, doubled or replaced anywhere in a real RTF: read, or one line naming the file."""
    bodies = {row[0]: row[1] for row in ROWS}
    source = bytearray(rtf(b"".join(bodies[name] for name in (
        "a footnote: <*> and the note after its passage", "a table: each cell a paragraph, row by row",
        "a list label as printed", "\\u with its fallback \\'3f", "a field: its result, not its instruction"))))
    for _ in range(data.draw(st.integers(1, 6))):
        if not source:
            break
        at = data.draw(st.integers(0, len(source) - 1))
        action = data.draw(st.sampled_from(["cut", "drop", "double", "replace"]))
        if action == "cut":
            del source[at:]
        elif action == "drop":
            del source[at]
        elif action == "double":
            source[at:at] = source[at:at + 1]
        else:
            source[at] = data.draw(st.sampled_from(b"{}\\'*0123456789abcuf \n\xff"))
    try:
        extracted = extract_rtf(bytes(source), "mangled.rtf")
    except LawrefError as err:
        assert err.path == "mangled.rtf" and "\n" not in err.in_language("ru")
    else:
        assert extracted.encoding == "rtf"


@pytest.fixture(scope="module")
def held(tmp_path_factory) -> dict[str, Path]:
    """Every .rtf the project holds: the small book by LibreOffice and by pandoc (fragment and standalone), and
    the red-team books' (LibreOffice from .odt, pandoc's standalone with footnotes)."""
    folder = tmp_path_factory.mktemp("rtf")
    (folder / "book.docx").write_bytes(to_docx())
    redteam = Path(__file__).resolve().parent / "redteam"
    return {"docx>soffice>rtf": soffice(folder / "book.docx", "rtf", folder / "office"),
            "docx>pandoc>rtf": pandoc(folder / "book.docx", folder / "pandoc.rtf"),
            "docx>pandoc -s>rtf": pandoc(folder / "book.docx", folder / "pandoc_s.rtf", "-s"),
            "kazan2019": redteam / "kazan2019" / "out" / "kazan2019.rtf",
            "modern": redteam / "modern" / "out" / "book.rtf",
            "vestnik2018": redteam / "vestnik2018" / "out" / "vestnik2018_pandoc.rtf"}


@pytest.fixture(scope="module")
def through_office(held) -> None:
    """LibreOffice's readings of every .rtf above, made in one LibreOffice run (from_office.convert_ahead: one
    start, ~1 s of CPU, for the 6 files, not one each) and kept in the cache, where extract_office finds them."""
    from lawref.corpus.formats.from_office import convert_ahead

    convert_ahead([(path.read_bytes(), ".rtf") for path in held.values()], "rtf")


@pytest.mark.parametrize("name", ["docx>soffice>rtf", "docx>pandoc>rtf", "docx>pandoc -s>rtf", "kazan2019",
                                  "modern", "vestnik2018"])
def test_the_same_text_as_libreoffice_gives(held, through_office, name):
    data = held[name].read_bytes()
    native = extract(held[name], data, held[name].name)
    assert not native.diagnostics  # read natively
    through_office = extract_office(data, held[name].name, ".rtf", native=False)
    assert native.text == through_office.text
    # The same headers and footers where the same sections start; a page number is the file's stored field
    # result, which LibreOffice lays out again (and writes once per page kind: default, first, even)
    def removed(extracted):
        return {(r.kind, r.line, "<page>" if PAGE_NUMBER.fullmatch(r.text) else r.text) for r in extracted.removals}

    assert removed(native) == removed(through_office)


def test_a_refused_rtf_is_read_by_libreoffice_and_check_says_so(tmp_path):
    path = tmp_path / "boxed.rtf"
    path.write_bytes(rtf(rb"{\pard\s1 \'cf\'d0\'c0\'c2\'c8\'cb\'ce 1. \'ca\'ce\'cb\'ce\'c4\'c0\par}"
                         rb"\pard A. \'d1\'ee\'f1\'f2\'e0\'e2 \'ea\'ee\'eb\'ee\'e4\'fb\par"
                         rb"\pard{\shp{\*\shpinst{\shptxt Boxed\par}}}\par"))
    extracted = extract(path, path.read_bytes(), path.name)
    assert "ПРАВИЛО 1. КОЛОДА" in extracted.text
    [said] = [d for d in extracted.diagnostics if d.code == "rtf-libreoffice"]
    assert said.severity == "info" and "в файле есть надписи (текст в рамках)" in said.in_language("ru")
    corpus = load_corpus([path], kind="law")
    assert "rtf-libreoffice" in {d.code for d in corpus.diagnostics}
