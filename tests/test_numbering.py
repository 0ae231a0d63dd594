"""lawref.numbering: the Law range, letters, roman numerals both ways, ordinals in words and auction calls, one table
each."""

import re

import pytest

from lawref import numbering as n
from lawref.numbering import LAWS, ordinal_value


@pytest.mark.parametrize("number, is_law", [(0, False), (1, True), (27, True), (93, True), (94, False),
                                            (1987, False)])
def test_the_laws_are_1_to_93(number, is_law):
    assert n.is_law_number(number) is is_law
    assert (number in n.LAWS) is is_law


@pytest.mark.parametrize("text, value", [
    ("I", 1), ("IV", 4), ("ix", 9), ("XII", 12), ("xl", 40), ("XC", 90), ("MCMLXXXVII", 1987), ("5", 5),
    ("Х", 10), ("ХІІ", 12), ("", None), ("IIZ", None), ("Глава", None)])
def test_roman_to_int(text, value):
    assert n.roman_to_int(text) == value


@pytest.mark.parametrize("value, text", [(1, "i"), (4, "iv"), (9, "ix"), (12, "xii"), (14, "xiv"), (19, "xix"),
                                         (40, "xl"), (1987, "mcmlxxxvii"), (0, "0")])
def test_int_to_roman(value, text):
    assert n.int_to_roman(value) == text
    assert n.int_to_roman(value, upper=True) == text.upper()


def test_roman_numerals_both_ways_agree():
    assert all(n.roman_to_int(n.int_to_roman(k)) == k for k in range(1, 400))


@pytest.mark.parametrize("typed, latin", [("ііі", "iii"), ("IX", "ix"), ("хіі", "xii"), ("v", "v")])
def test_cyrillic_look_alikes_in_roman_numerals(typed, latin):
    assert n.latin_roman(typed) == latin


@pytest.mark.parametrize("table, letter, latin", [(0, "В", "B"), (0, "С", "C"), (0, "А", "A"), (0, "Б", "B"),
                                                  (1, "е", "e"), (1, "б", "b"), (1, "с", "c"), (1, "і", "i")])
def test_letters_and_their_look_alikes(table, letter, latin):
    assert n.letters()[table][letter] == latin


def test_every_look_alike_maps_to_a_latin_letter():
    section, subitem = n.letters()
    assert all(v.isascii() and v.isupper() for v in section.values())
    assert all(v.isascii() and v.islower() for v in subitem.values())


@pytest.mark.parametrize("line, auction", [
    ("1H 1D", True), ("1♥ Пас 2♥", True), ("2БК пас X XX", True), ("1С - 1Н ?", True), ("Пас — Х ХХ", True),
    ("1H отказ", False), ("8H", False), ("Правило 27", False), ("", False)])
def test_an_auction_line_is_calls_only(line, auction):
    assert bool(n.AUCTION_LINE.match(line)) is auction


@pytest.mark.parametrize("word, call", [("1H,", True), ("3NT.", True), ("Пас;", True), ("2♠", True),
                                        ("заявка", False), ("9S", False)])
def test_a_call_word(word, call):
    assert bool(n.CALL_WORD.fullmatch(word)) is call


@pytest.mark.parametrize("word, typed, matches", [
    ("ПРАВИЛО", "ПРАВИЛО", True), ("ПРАВИЛО", "ПPАВИЛО", True), ("Правило", "Правилo", True),
    ("ПРАВИЛО", "ПРАВИЛ0", False), ("Правило", "Pravilo", False), ("Часть", "Чacть", True)])
def test_a_word_typed_with_latin_look_alikes(word, typed, matches):
    assert bool(re.fullmatch(n.lookalike(word), typed)) is matches


# Every ordinal 1-93 as a law book heads its Laws with it, written out here (not from data/number_words.toml):
# units and teens, the tens as ordinals, and a tens cardinal before a units ordinal.
_UNITS = ["первое", "второе", "третье", "четвёртое", "пятое", "шестое", "седьмое", "восьмое", "девятое"]
_TEENS = ["десятое", "одиннадцатое", "двенадцатое", "тринадцатое", "четырнадцатое", "пятнадцатое", "шестнадцатое",
          "семнадцатое", "восемнадцатое", "девятнадцатое"]
_TENTHS = ["двадцатое", "тридцатое", "сороковое", "пятидесятое", "шестидесятое", "семидесятое", "восьмидесятое",
           "девяностое"]
_TENS = ["двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"]


def _ordinal_words(number: int) -> str:
    if number < 10:
        return _UNITS[number - 1]
    if number < 20:
        return _TEENS[number - 10]
    tens, units = divmod(number, 10)
    return _TENTHS[tens - 2] if units == 0 else f"{_TENS[tens - 2]} {_UNITS[units - 1]}"


@pytest.mark.parametrize("number", LAWS)
def test_every_law_number_read_as_an_ordinal_in_words(number):
    words = _ordinal_words(number)
    assert ordinal_value(words) == number
    assert ordinal_value(words.upper()) == number  # «ПРАВИЛО ДВАДЦАТЬ СЕДЬМОЕ»
    assert ordinal_value(words.replace("ё", "е")) == number
    # letter-spaced by a PDF's text layer: a space inside a word anywhere («СЕДЬ МОЕ», «ДВАДЦАТЬ ТРЕТЬ Е»)
    last = words.split()[-1]
    for cut in (1, len(last) // 2, len(last) - 1):
        assert ordinal_value(words[:len(words) - len(last) + cut] + " " + last[cut:]) == number


@pytest.mark.parametrize("text, value", [
    ("третьего", 3), ("Первый", 1), ("сороковой", 40), ("двадцать седьмого", 27), ("ДЕВЯНОСТО ТРЕТЬЕГО", 93),
    ("седьмая", 7), ("Девяностый", 90),
    # no ordinal: a cardinal alone, a cardinal after a tens word, two ordinals, a word after the numeral, prose
    ("двадцать", None), ("двадцать семь", None), ("первое второе", None), ("первое гласит", None),
    ("колода", None), ("двадцатьсемь", None), ("27", None), ("", None),
])
def test_ordinal_forms_and_what_is_no_ordinal(text, value):
    assert ordinal_value(text) == value
