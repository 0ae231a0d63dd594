"""join_lines(): one paragraph from its physical lines, hyphens handled, and an exact map back."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus.clean import OVERSTRIKE, clean
from lawref.corpus.join import hyphen_join, join_lines
from lawref.model import Line
from lawref.wordbreak import broken_at_end

from conftest import COMMENTARY_SEED, LAW_SEED


def joined(*texts):
    return join_lines([Line(n, t) for n, t in enumerate(texts, start=1)])


@pytest.mark.parametrize("before, after, expected", [
    ("надо сде-", "лать так", "надо сделать так"),            # a word split at the line end
    ("для того, кто-", "либо сделал", "для того, кто-либо сделал"),
    ("в какой-", "то мере", "в какой-то мере"),
    ("где-", "нибудь", "где-нибудь"),
    ("всё-", "таки", "всё-таки"),
    ("из-", "за этого", "из-за этого"),
    ("кое-", "что", "кое-что"),
    ("во-", "первых,", "во-первых,"),
    ("в-", "третьих,", "в-третьих,"),
    ("по-", "русски", "по-русски"),
    ("по-", "сле того", "после того"),                          # "по" alone does not make a compound
    ("мес-", "то", "место"),                                     # nor does a final "то"
    ("пол-", "ностью", "полностью"),
    ("1-", "го числа", "1-го числа"),                           # digits keep the hyphen
    ("27-", "31", "27-31"),
    ("для E-", "W маловероятен", "для E-W маловероятен"),       # so does a capital after it
    # a word in capitals split at the line end (a heading's title wrapped: «… КАРТЫ БОЛ-» / «ВАНА»): split when the
    # halves joined are a word, as in lower case; a compound in capitals keeps its hyphen
    ("КАРТЫ БОЛ-", "ВАНА", "КАРТЫ БОЛВАНА"),
    ("СЕВЕРО-", "ЗАПАД", "СЕВЕРО-ЗАПАД"),
    ("стола, пока он удостоверится,", "- если он удостоверится, -", "стола, пока он удостоверится, - если он удостоверится, -"),
    ("- если он удостоверится, -", "что несмотря", "- если он удостоверится, - что несмотря"),  # a dash
    ("стороны, –", "прекращайте", "стороны, – прекращайте"),
    ("по пунктам (i)–", "(iii) выше", "по пунктам (i)–(iii) выше"),  # a range broken after its solid en dash
    ("в 2018–", "2020 годах", "в 2018–2020 годах"),
    ("Правила 16–", "19", "Правила 16–19"),
    ("стороны,–", "прекращайте", "стороны,– прекращайте"),  # after a comma it is a sentence's dash, squeezed
    ("просто", "текст", "просто текст"),
    # an address broken at its own hyphen (Chromium breaks an e-mail there; no one hyphenates an address)
    ("по адресу: pravila@bridge-", "vkamsk.example.ru", "по адресу: pravila@bridge-vkamsk.example.ru"),
    ("http://bridge-", "vkamsk.example.ru/pravila", "http://bridge-vkamsk.example.ru/pravila"),
    ("на сайте www.bridge-", "club.ru", "на сайте www.bridge-club.ru"),
    # ... its first part only before the break, the «@» on the next line (groff's U+2010 hyphen, privolga2009)
    ("в школу: volzhsky\u2010", "shlem@example.ru.", "в школу: volzhsky\u2010shlem@example.ru."),
    ("пишите: klub-", "most@example.ru", "пишите: klub-most@example.ru"),
    ("пишите: klub-", "most и другим", "пишите: klubmost и другим"),  # no address after: a word split
    ("адрес: клуб «Мост» на сде-", "лать так", "адрес: клуб «Мост» на сделать так"),  # a word: split as ever
])
def test_line_end_rules(before, after, expected):
    assert joined(before, after).text == expected


def test_hyphen_join_names_the_choice():
    assert hyphen_join("сде-", "лать") == "split"
    assert hyphen_join("кто-", "либо") == "keep"
    assert hyphen_join("он, -", "что") == "space"
    assert hyphen_join("-", "что") == "space"  # a line that is only a dash


def test_indentation_and_blank_lines_do_not_reach_the_text():
    assert joined("   27.7. В этих целях", "", "    следующие действия:").text == "27.7. В этих целях следующие действия:"


def test_map_back_at_a_split_word():
    j = joined("надо сде-", "лать так")
    assert j.offset_of(1, 8) is None  # the dropped hyphen
    assert j.offset_of(2, 0) == 8 and j.text[8] == "л"
    assert j.position_of(7) == (1, 7)
    assert j.line_of(7) == 1 and j.line_of(8) == 2
    assert j.line_of(len(j.text)) == 2  # the end of the text belongs to the last line


def test_inserted_space_belongs_to_the_line_before():
    j = joined("один", "два")
    assert j.text == "один два"
    assert j.position_of(4) is None
    assert j.line_of(4) == 1
    assert j.offset_of(1, 4) is None  # past the end of line 1


def test_offset_outside_the_text_is_an_error():
    with pytest.raises(IndexError):
        joined("один").position_of(4)


def assert_map_exact(lines):
    """Every character of the joined text is either its source character or a space put between lines;
    every source character is in the text once, except a dropped hyphen or indentation."""
    j = join_lines(lines)
    by_number = {line.number: line.text for line in lines}
    mapped = set()
    for offset, ch in enumerate(j.text):
        position = j.position_of(offset)
        if position is None:
            assert ch == " "
            continue
        line, col = position
        assert by_number[line][col] == ch
        assert j.line_of(offset) == line
        assert j.offset_of(line, col) == offset
        mapped.add(position)
    for line in lines:
        for col, ch in enumerate(line.text):
            if (line.number, col) not in mapped:
                indentation = not line.text[:col + 1].strip()
                assert indentation or (ch == "-" and col == len(line.text) - 1), (line, col)
    return j


@pytest.mark.parametrize("seed", (LAW_SEED, COMMENTARY_SEED), ids=lambda p: p.stem)
def test_map_is_exact_over_the_seeds(seed):
    lines = clean(seed.read_text(encoding="utf-8"), seed.name).lines
    for size in (1, 2, 3, 7):
        for start in range(0, len(lines), size):
            assert_map_exact(lines[start:start + size])


def test_emphasis_of_an_overstrike_maps_into_the_paragraph():
    cleaned = clean(COMMENTARY_SEED.read_text(encoding="utf-8"), COMMENTARY_SEED.name)
    paragraph = join_lines([line for line in cleaned.lines if 17 <= line.number <= 39])
    emphasised = [r for r in cleaned.removals if r.kind == OVERSTRIKE and r.emphasis_of == 21]
    assert emphasised
    for removal in emphasised:
        start, end = paragraph.span_of(removal.emphasis_of, removal.emphasis_start, removal.emphasis_end)
        assert paragraph.text[start:end] == "на первый взгляд"
        assert paragraph.text[start - 5:start] == "если "


line_text = st.one_of(
    st.text(alphabet=st.sampled_from("ab АБвг-–—1 ,.("), max_size=12),
    st.sampled_from(["сде-", "лать", "кто-", "либо", " - ", "E-", "W", "  отступ", "1-", "го", "-", ""]),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(line_text, max_size=8))
def test_map_is_exact_for_any_lines(texts):
    lines = [Line(n, t.rstrip()) for n, t in enumerate(texts, start=1)]  # cleaned lines have no trailing space
    j = assert_map_exact(lines)
    assert j.text == j.text.strip()
    assert "  " not in j.text or any("  " in t.strip() for t in texts)  # only the source's own double spaces


# A word broken at a line's end, the one definition furniture, the book's levels, a Law's sections and cleanup use
# (lawref.wordbreak): two letters of any alphabet and case, then a hyphen, U+2010 or a soft hyphen
@pytest.mark.parametrize("line, broken", [
    ("надо сде-", True), ("КАРТЫ БОЛ-", True), ("Скорректированный резуль-  ", True),
    ("typeset\u2010", True), ("сде\u00ad", True),
    ("для E-", False), ("в-", False),                  # one letter: East-West, a label
    ("27-", False), ("стороны, –", False), ("стороны -", False), ("просто", False), ("резуль—", False),
])
def test_a_word_broken_at_the_lines_end(line, broken):
    assert broken_at_end(line) is broken
