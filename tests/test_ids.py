"""Ids as users type them at the table, and as the sources print them, read to one canonical form."""

import pytest

from lawref.ids import ancestors, anchor, law_of, normalize_id, slug

TYPED = [
    # typed                     canonical
    ("27B1(b)",                 "27B1(b)"),
    ("27B1b",                   "27B1(b)"),
    ("27 B 1 (b)",              "27B1(b)"),
    ("27В1(б)",                 "27B1(b)"),   # Cyrillic В and б
    ("27в1б",                   "27B1(b)"),
    ("27b1b",                   "27B1(b)"),
    ("31А2(b)",                 "31A2(b)"),   # Cyrillic А
    ("12С1(е)",                 "12C1(e)"),   # Cyrillic С and е
    ("12C1(e)(i)",              "12C1(e)(i)"),
    ("12c1ei",                  "12C1(e)(i)"),
    ("70",                      "70"),
    ("70C2",                    "70C2"),
    ("70с2",                    "70C2"),
    ("28В",                     "28B"),
    ("27.7",                    "27.7"),
    ("27.7.",                   "27.7"),
    ("27.7(iii)",               "27.7(iii)"),
    ("27.7 iii",                "27.7(iii)"),
    ("29.2",                    "29.2"),
    ("c28",                     "c28"),
    ("с28",                     "c28"),       # Cyrillic с
    ("70.fn1",                  "70.fn1"),
    ("27.exС",                  "27.exC"),
    ("27.8.note1",              "27.8.note1"),
    ("16.ex1.note1",            "16.ex1.note1"),  # a note after an example is the example's
    ("16.EX1.Note1",            "16.ex1.note1"),
    (" 27.0(ii) ",              "27.0(ii)"),
    ("9-1",                     "9-1"),       # item 1 of a law without sections
    ("9-1(б)",                  "9-1(b)"),
    ("9-1(a)(ii)",              "9-1(a)(ii)"),
    ("1.1(a)",                  "1.1(a)"),    # a letter item of a commentary paragraph
    ("1.1(b)(i)",               "1.1(b)(i)"),
    ("1.1.(б)(ii)",             "1.1(b)(ii)"),
    ("1.1b",                    "1.1(b)"),
    # whole books: Definitions, front matter, chapters and parts
    ("def",                     "def"),
    ("DEF.Vzyatka",             "def.vzyatka"),
    ("cdef.vzyatka",            "cdef.vzyatka"),
    ("front.predislovie",       "front.predislovie"),
    ("cfront.title",            "cfront.title"),
    ("ch5",                     "ch5"),
    ("CH04.p2",                 "ch4.p2"),
    ("p2",                      "p2"),
    ("1A1~2",                   "1A1~2"),     # an id defined twice: its repeat, as lawref check names it
    ("27в1б~3",                 "27B1(b)~3"),
]

NOT_IDS = ["16.ex1.ex2", "", "   ", "abc", "правило", "27b", "1H 1D", "27B1(b", "*", "defx", "front", "ch", "def.взятка"]

SLUGS = [
    # printed                       slug (ASCII, stable, from the text alone)
    ("Взятка",                      "vzyatka"),
    ("ОТ ПЕРЕВОДЧИКА",              "ot-perevodchika"),
    ("Нарушение (порядка)",         "narushenie-poryadka"),
    ("Щёлк  ёж",                    "shchelk-ezh"),
    ("Разыгрывающий/Болван",        "razygryvayushchiy-bolvan"),
    ("Line 1",                      "line-1"),
    ("«»",                          "x"),
]


@pytest.mark.parametrize("printed, expected", SLUGS)
def test_slugs_are_ascii_transliterations(printed, expected):
    assert slug(printed) == expected


def test_long_slugs_stop_at_a_word_boundary():
    long = slug("Международные правила спортивного бриджа редакции две тысячи семнадцатого года")
    assert len(long) <= 40 and not long.endswith("-") and long.startswith("mezhdunarodnye-pravila")


@pytest.mark.parametrize("typed, canonical", TYPED)
def test_typed_ids_read_canonically(typed, canonical):
    assert normalize_id(typed) == canonical


@pytest.mark.parametrize("typed", NOT_IDS)
def test_not_ids(typed):
    result = normalize_id(typed)
    # "27b" reads as section B of Law 27, which is a real id shape; the rest are not ids at all
    assert result is None or typed == "27b" and result == "27B"


def test_anchor_drops_brackets():
    assert anchor("27B1(b)") == "27B1b"
    assert anchor("27.7(iii)") == "27.7iii"
    assert anchor("c27") == "c27"


def test_law_of_and_ancestors():
    assert law_of("27B1(b)") == "27"
    assert law_of("29.2") == "29"
    assert law_of("c31") == "31"
    assert ancestors("12C1(e)(i)") == ["12", "12C", "12C1", "12C1(e)", "12C1(e)(i)"]
    assert ancestors("29.2") == ["29.2"]
