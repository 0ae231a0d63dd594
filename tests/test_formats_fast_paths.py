"""The shortcuts the PDF and DjVu readers and the cleaning take for speed read what a reader reads by the plain
definition: a line's size and weight from its characters, a DjVu word's text from djvused's escapes, the lines
crossing a gutter, a word read in letter-spaced pieces, a page number at a line's edge, a line's pieces apart."""

from __future__ import annotations

import ctypes
import math
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus.book import _UNFINISHED, _UNFINISHED_WORDS, left_unfinished
from lawref.corpus.decode import _mostly_cyrillic
from lawref.corpus.formats.columns import _crossings
from lawref.corpus.formats.from_djvu import _pages, _unquote
from lawref.corpus.formats.pdf_lines import PdfLine, TextPage, _displayed, _line_style, _rows
from lawref.corpus.furniture import _EDGE_NUMBER, _edge_numbered, _head_key
from lawref.corpus.join import gapped_words
from lawref.corpus.plaintext import (
    _APART,
    _BANNER_LINES,
    _FRAME,
    _RULE,
    _apart,
    _banner_naming,
    _closing_note,
    _framed_edge,
    _named_edge,
)

from formats_book import to_pdf

REDTEAM = Path(__file__).parent / "redteam"


def _per_character(raw, textpage, text: str, first: int, last: int) -> tuple[float, bool]:
    """A line's (size, bold) by its definition, each character asked for its own: the size most of its shown
    characters are set at (the first such size in the line where sizes tie), bold when every one of them is."""
    page = textpage.raw
    sizes: Counter[float] = Counter()
    bold = True
    for index in range(first, last + 1):
        if text[index].isspace():
            continue
        size = raw.FPDFText_GetFontSize(page, index)
        matrix = raw.FS_MATRIX()
        if raw.FPDFText_GetMatrix(page, index, ctypes.byref(matrix)) and math.hypot(matrix.c, matrix.d) > 0:
            size *= math.hypot(matrix.c, matrix.d)
        flags = ctypes.c_int(0)
        length = raw.FPDFText_GetFontInfo(page, index, None, 0, ctypes.byref(flags))
        name = ""
        if length > 0:
            buffer = ctypes.create_string_buffer(length)
            raw.FPDFText_GetFontInfo(page, index, buffer, length, ctypes.byref(flags))
            name = buffer.value.decode("utf-8", "replace")
        weight = raw.FPDFText_GetFontWeight(page, index)
        sizes[round(size, 2)] += 1
        bold = bold and (any(word in name.lower() for word in ("bold", "black", "heavy", "semibold", "demi"))
                         or weight >= 600 or bool(flags.value & (1 << 18)))
    return sizes.most_common(1)[0][0], bold


def _lines_styles(data: bytes, pages: int = 6):
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    document = pdfium.PdfDocument(data)
    try:
        for number in range(min(pages, len(document))):
            page = document[number]
            textpage = page.get_textpage()
            text = textpage.get_text_range()
            box = _displayed(page.get_rotation() % 360, *page.get_size())
            styles: dict = {}
            for start, end in _rows(textpage, text, box):
                piece = text[start:end]
                if piece.strip():
                    first = start + len(piece) - len(piece.lstrip())
                    last = start + len(piece.rstrip()) - 1
                    yield (text[first:last + 1], _line_style(raw, textpage, text, first, last, styles),
                           _per_character(raw, textpage, text, first, last))
            textpage.close()
            page.close()
    finally:
        document.close()


@pytest.mark.parametrize("source", ["weasyprint", "abi2000/out/abi2000_abiword.pdf", "dir2010/out/dir2010_word.pdf",
                                    "club2007/out/club_a5.pdf"])
def test_a_lines_size_and_weight_are_those_of_its_characters(source):
    """Asked once a text object (and a font), as PDFium gives every character of an object its object's font and
    size: the same as each character asked, on WeasyPrint's book (bold terms, headings, raised calls), AbiWord's
    (every font at 1 pt, scaled), Word's and LibreOffice's."""
    data = to_pdf() if source == "weasyprint" else (REDTEAM / source).read_bytes()
    seen = list(_lines_styles(data))
    assert len(seen) > 40
    assert {bold for _, (_, bold), _ in seen} == {True, False}  # headings and body both read
    assert [(line, fast) for line, fast, _ in seen] == [(line, slow) for line, _, slow in seen]


@pytest.mark.parametrize("source", ["modern/out/enscript_2up.pdf", "modern/out/scan_ocr.pdf",
                                    "kubgu2021/out/kubgu2021_calibre_2up.pdf"])
def test_a_characters_box_is_the_one_pypdfium2_gives(source):
    """pdf_lines.TextPage's get_charbox, PDFium asked on the page's address into boxes made once, gives every
    character's loose and tight box as pypdfium2's own get_charbox does (a page turned a quarter, an OCR layer, a
    2-up sheet of a Type 3 font), and refuses a character the page has not as it refuses it."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument((REDTEAM / source).read_bytes())
    try:
        textpage = document[0].get_textpage()
        fast, count = TextPage(textpage), textpage.count_chars()
        assert count > 200
        for loose in (True, False):
            assert [fast.get_charbox(i, loose) for i in range(count)] == \
                [textpage.get_charbox(i, loose=loose) for i in range(count)]
            for outside in (-1, count):
                with pytest.raises(pdfium.PdfiumError) as refused:
                    textpage.get_charbox(outside, loose=loose)
                with pytest.raises(pdfium.PdfiumError) as ours:
                    fast.get_charbox(outside, loose)
                assert str(ours.value) == str(refused.value)
        assert fast.get_text_range() == textpage.get_text_range()  # the rest is the text page's own
        textpage.close()
    finally:
        document.close()


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="аЯёЁᲃzZ1_ \u0301ß", max_size=20))
def test_a_texts_cyrillic_share_counted_by_runs_is_the_share_counted_by_letters(text):
    """decode's _mostly_cyrillic counts the Cyrillic letters and all letters by the runs they make: the share a
    letter-by-letter count gives (a combining accent, a Cyrillic letter IGNORECASE would fold, a Latin one)."""
    letters = len(re.findall(r"[^\W\d_]", text))
    assert _mostly_cyrillic(text) == (len(re.findall(r"[А-яЁё]", text)) >= 0.5 * letters > 0)


@pytest.mark.parametrize("token, text", [
    (rb'"\320\237\321\200\320\260\320\262\320\270\320\273\320\276"', "Правило"),  # letters out of ASCII alone
    (rb'"12\320\220."', "12А."),
    (rb'"\"\320\220\""', '"А"'),  # a quote escaped beside them: each escape read by itself
    (rb'"a\\b"', "a\\b"),
    (rb'"\101\102"', "AB"),  # ASCII written in octal
    (rb'"\n\t"', "\n\t"),
    (rb'"\7"', "\x07"),  # an octal escape of one figure
    (rb'"\320"', "\ufffd"),  # half a letter: replaced, never an error
    (rb'"plain"', "plain"),
])
def test_a_djvu_words_text_is_what_djvused_escaped(token, text):
    assert _unquote(token) == text


@pytest.mark.parametrize("words, texts", [
    (rb'(word 1 2 3 4 "\320\237\321\200") (char 5 6 7 8 "\321\217")', ["Пр", "я"]),  # a page undone at once
    (rb'(word 1 2 3 4 "\"\320\237\"") (word 5 6 7 8 "\320\220")', ['"П"', "А"]),  # a quote escaped: word by word
    (rb'(word 1 2 3 4 "a\\320") (word 5 6 7 8 "\320\220")', ["a\\320", "А"]),  # a backslash typed: word by word
    # a word's text with no quotes around it: word by word, as ever (its first and last bytes taken off)
    (rb'(word 1 2 3 4 \320\237) (word 5 6 7 8 "\320\220")', ["320\x13", "А"]),
])
def test_a_djvu_pages_words_read_at_once_are_the_words_read_one_by_one(words, texts):
    page = b"width=100 height=200\n(page 0 0 100 200 (line 1 2 7 8 " + words + b"))\n"
    assert [word.text for word in _pages(page, [300])[0][2]] == texts


def _line(x0: float, x1: float) -> PdfLine:
    return PdfLine(0, "текст", x0, x1, 0.0, 10.0, 10.0, False)


@pytest.mark.parametrize("spans, xs, crossing", [
    ([(0, 100), (0, 40), (60, 100)], [20, 50, 80], [2, 1, 2]),
    ([(0, 40), (40, 100)], [40], [0]),  # a line ending or starting at x crosses nothing there
    ([(10, 10), (30, 20), (0, 100)], [10, 25], [1, 1]),  # a line of no width (or turned round) crosses nothing
    ([], [5], [0]),
])
def test_the_lines_crossing_a_gutter_are_those_over_it(spans, xs, crossing):
    lines = [_line(a, b) for a, b in spans]
    assert _crossings(lines, xs) == crossing
    assert crossing == [sum(line.x0 < x < line.x1 for line in lines) for x in xs]


@pytest.mark.parametrize("text, words", [
    ("П р и м еч а н и е . Не спешите", ["Примечание"]),
    ("К П РАВИ ЛУ 13", ["ПРАВИЛУ"]),
    ("П р и  м еч а н и е", ["меча"]),  # two spaces part the pieces: no word runs across them
    ("П р и м еч,а н и е", []),
    ("обычная строка без разрядки", []),
    ("количество карт, а у дру-", []),  # a word the line's end splits is half a word, not a piece («аудру»)
    ("аукциона или розыгрыша, или за ру-", []),
])
def test_a_word_in_letter_spaced_pieces_is_read_across_single_spaces_only(text, words):
    assert [text[start:end].replace(" ", "") for start, end, _ in gapped_words(text)] == words


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t\n0123456789٣²СТРстрᲃᲄ.Пр", max_size=14))
def test_a_line_numbered_at_its_edge_is_found_as_the_plain_search_finds_it(text):
    """furniture's _edge_numbered asks _EDGE_NUMBER only of a line that starts with a figure or «стр.» or ends
    in a figure: the lines it finds are the ones the search of every line finds (a figure of another script, the
    capitals, the wide Cyrillic letters IGNORECASE folds into «с» and «т», a last line break as `$` reads it)."""
    assert _edge_numbered(text) == bool(_EDGE_NUMBER.search(text))


def _named_edge_whole(texts, file_name, start):
    """plaintext._named_edge by its definition: every paragraph of the text found first, the last never asked."""
    filled = [k for k in range(len(texts)) if texts[k].strip() and not _RULE.match(texts[k])] if file_name else []
    paragraphs = []
    for k in (filled if start else reversed(filled)):
        if paragraphs and abs(k - paragraphs[-1][1]) == 1:
            paragraphs[-1] = (paragraphs[-1][0], k)
        else:
            paragraphs.append((k, k))
    span = None
    for edge, inner in paragraphs[:-1]:
        first, last = sorted((edge, inner))
        if not _banner_naming(texts, first, last, file_name):
            break
        span = (min(first, span[0]), max(last + 1, span[1])) if span else (first, last + 1)
    return span


def _framed_edge_whole(texts, start):
    """plaintext._framed_edge by its definition: every line with text listed first."""
    order = range(len(texts)) if start else range(len(texts) - 1, -1, -1)
    filled = [k for k in order if texts[k].strip()]
    while len(filled) > 1 and _FRAME.match(texts[filled[0]]) and _FRAME.match(texts[filled[1]]):
        filled = filled[1:]
    if len(filled) < 3 or not _FRAME.match(texts[filled[0]]):
        return None
    return next(((min(filled[0], k), max(filled[0], k) + 1) for k in filled[1:_BANNER_LINES + 2]
                 if _FRAME.match(texts[k])), None)


_EDGE_LINES = ["", "", "=====", "-----", "***", "- - - - -", "Файл RULES.TXT", "Конец файла rules.txt", "текст книги",
               "Правило 5", "ПРАВИЛО 6. ТИТУЛ", "1. Пункт", "   "]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_EDGE_LINES), max_size=24))
def test_a_banner_at_the_texts_edge_is_found_reading_from_the_edge_as_reading_it_all_finds_it(texts):
    """plaintext's edges (a banner naming the file, a framed block, a closing note under a rule of `=`) read the
    text from its edge only as far as they ask: what they find is what their definitions find, the whole text read
    first (a rule over a frame, one paragraph alone, the file's name in either case, a heading among the lines)."""
    for start in (True, False):
        assert _framed_edge(texts, start) == _framed_edge_whole(texts, start)
        for file_name in ("RULES.TXT", ""):
            assert _named_edge(texts, file_name, start) == _named_edge_whole(texts, file_name, start)
    # a closing note stands under a rule of `=` among the last lines with text: none there, none found
    filled = [k for k, text in enumerate(texts) if text.strip()]
    assert any(_RULE.match(texts[k]) and "=" in texts[k] for k in filled[-_BANNER_LINES - 1:]) \
        or _closing_note(texts) == set()


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t\n\u00a0\u2003\x1cаб1.", max_size=12))
def test_a_line_with_pieces_apart_is_found_as_the_plain_search_finds_it(text):
    """plaintext's _apart (str's scans) says what _APART.search says: two spaces of any kind together, or one
    that is not « » (a tab, a no-break space, a separator str.isspace counts)."""
    assert _apart(text) == bool(_APART.search(text))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t\n\u00a0٣0123СТРстрᲃ.Па", max_size=16))
def test_a_running_heads_key_is_the_line_without_its_edge_number_in_one_spacing(text):
    """furniture's _head_key, which asks _EDGE_NUMBER only of a line that could hold it, is its definition: the
    line stripped, the page number at its edge taken off, its spaces closed to one, case folded."""
    want = re.sub(r"\s+", " ", _EDGE_NUMBER.sub("", text.strip())).strip().casefold()
    assert _head_key(text) == want


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from([*_UNFINISHED_WORDS, "ЛИБО", "Или", "подо", ",", " ", "\n", "\t", "\u00a0", "б", "1",
                                 "_", "—", "."]), max_size=8).map("".join))
def test_a_line_left_unfinished_is_found_as_the_plain_search_finds_it(text):
    """book's left_unfinished, which begins _UNFINISHED's search where a match can begin (the longest word back
    from the line's last character that is no space), says what the search from every position says."""
    assert left_unfinished(text) == bool(_UNFINISHED.search(text))


@pytest.mark.parametrize("text, unfinished", [
    ("Север — Юг или", True), ("Север — Юг ЛИБО \u00a0", True), ("карты, ", True), ("не\n", True),
    ("Восток — Запад.", False), ("подлибо", False), ("Юг или.", False), ("", False),
])
def test_a_line_left_unfinished_ends_in_a_comma_or_a_word_no_sentence_ends_with(text, unfinished):
    """(the property above is not empty: the words, a comma, the spaces after them; a word's end is no word)"""
    assert left_unfinished(text) is unfinished


_REF_PIECES = ["см. ", "п. ", "пп. ", "п.п. ", "как в ", " выше", " ниже", "Согласно ", "в соответствии с ", "(",
               ")", ".", ",", ";", " ", "12", "4", "0", "٣", "²", "С", "C", "B", "Б", "А", "D", "(a)", "(ii)", "т.п. "]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_REF_PIECES) | st.text(alphabet="смпв.С4٣²B(a) ", max_size=4), max_size=12)
       .map("".join))
def test_the_reference_patterns_asked_only_of_a_text_with_a_digit_find_nothing_in_one_without(text):
    """refs.scan_refs asks five of its patterns only of a text holding a digit (`\\d`, of any script): in a text
    with none, each finds nothing, so the references found are the ones all seven patterns find."""
    from lawref.corpus import refs

    if not refs._A_DIGIT.search(text):
        for pattern in (refs._PARA_CONTEXT, refs._PARA_TAIL, refs._BARE_PART, refs._FULL_PART, refs._SOURCE_PART):
            assert pattern.search(text) is None, pattern.pattern


@pytest.mark.parametrize("name, text", [
    ("_PARA_CONTEXT", "см. п. 12.4"), ("_PARA_TAIL", "12.4. выше"), ("_BARE_PART", "(12C1)"),
    ("_FULL_PART", "согласно 40B4"), ("_SOURCE_PART", "(см. 12C)"),
])
def test_each_reference_pattern_the_digit_gates_finds_its_reference(name, text):
    """(the property above is not empty: each of the five finds what it is for, the digit there)"""
    from lawref.corpus import refs

    assert getattr(refs, name).search(text) and refs._A_DIGIT.search(text)


@pytest.mark.parametrize("share", [0.3, 0.6, 0.9])
def test_an_ocr_layer_cut_short_is_refused_as_read_document_refuses_it(tmp_path, share):
    """extract_pdf tells an OCR layer before it reads any page's lines: a scan cut short (a download broken off)
    is still refused in the one line read_document says for it, naming the file."""
    from lawref.corpus.formats.pdf_lines import read_document
    from lawref.corpus.pipeline import load_corpus
    from lawref.corpus.sources import display_path
    from lawref.errors import LawrefError

    data = (REDTEAM / "modern" / "out" / "scan_ocr.pdf").read_bytes()
    cut = tmp_path / "scan.pdf"
    cut.write_bytes(data[:int(len(data) * share)])
    with pytest.raises(LawrefError) as said:
        read_document(cut.read_bytes(), display_path(cut))
    with pytest.raises(LawrefError) as refused:
        load_corpus([cut])
    assert str(refused.value) == str(said.value) and "\n" not in str(refused.value) and "scan.pdf" in str(said.value)
