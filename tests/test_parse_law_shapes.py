"""Law texts shaped differently from the seed: wrapped lines, Cyrillic section letters, deeper items."""

import pytest

from lawref.corpus.pipeline import load_corpus

WRAPPED = """\
ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ

А. Право назначать корректирующий результат

Судья может назначить корректирующий
результат по своей инициативе, если:
1. Правила не предусматривают возмещения ущерба, см. Правило
27В1(b) и Правила 40–42.
(a) первый под-
пункт, кто-
либо из игроков
(b) второй подпункт
(i) глубже
(ii) ещё глубже
2. второе
В. Ограничения

Текст раздела B.
"""


def load(tmp_path, text, kind="law"):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text(f'kind = "{kind}"\ntitle = "t"\nedition = 2017\n', "utf-8")
    return load_corpus([tmp_path])


def test_wrapped_law_paragraphs_and_cyrillic_letters(tmp_path):
    corpus = load(tmp_path, WRAPPED)
    assert [c.id for c in corpus] == ["12", "12A", "12A1", "12A1(a)", "12A1(b)", "12A1(b)(i)", "12A1(b)(ii)",
                                      "12A2", "12B"]
    assert corpus["12A"].text == "Судья может назначить корректирующий результат по своей инициативе, если:"
    assert corpus["12A"].label == "А."  # the source's Cyrillic letter stays in the label
    assert corpus["12A1(a)"].text == "первый подпункт, кто-либо из игроков"
    assert corpus["12B"].title == "Ограничения" and corpus["12B"].text == "Текст раздела B."


def test_lists_and_ranges_in_a_law(tmp_path):
    corpus = load(tmp_path, WRAPPED)
    refs = corpus["12A1"].refs
    assert [(r.target, r.implied) for r in refs] == [("27B1(b)", False), ("40", False), ("41", True),
                                                     ("42", False)]
    assert refs[0].line == 8  # the reference starts on the line after "Правило"
    assert [r.source_id for r in corpus.backlinks("41")] == ["12A1"]


def test_skipped_section_and_item_outside_a_section_are_warned(tmp_path):
    corpus = load(tmp_path, "ПРАВИЛО 5. ТЕСТ\n\nA. Первый\n\nC. Третий\n\n1. пункт\n")
    codes = [(d.code, d.line) for d in corpus.diagnostics]
    assert ("skipped-number", 5) in codes


def test_soft_hyphen_at_a_line_end_joins_the_word(tmp_path):
    corpus = load(tmp_path, "ПРАВИЛО 9. ТЕСТ\n\n1. Судья может сде\u00ad\nлать замечание, не\u00adсмотря ни на что.\n")
    assert corpus["9-1"].text == "Судья может сделать замечание, несмотря ни на что."


def test_an_auction_row_repeating_calls_is_not_an_overstrike_remnant(tmp_path):
    text = "27.1. Торговля:\nПример А\n1H Пас 2H\nПас\nСудья разрешает продолжить.\n"
    corpus = load(tmp_path, text, kind="commentary")
    assert not [r for r in corpus.removals["x"] if r.kind == "overstrike"]
    assert corpus["27.exA"].title == "1H Пас 2H"
    assert corpus["27.exA"].text.startswith("Пас")


def test_an_auction_after_a_blank_line_is_still_the_examples_title(tmp_path):
    corpus = load(tmp_path, "27.1. Торговля:\n\nПример B\n\n1H 1D\n\nСудья разрешает.\n", kind="commentary")
    assert (corpus["27.exB"].title, corpus["27.exB"].text) == ("1H 1D", "Судья разрешает.")


# (what follows «Правило 1» alone, the Law's title and text): a short line with no sentence's end and no marker,
# a paragraph of its own under the heading, is the Law's title (a magazine sets the title under the number); a
# sentence, a lead ending in a colon, a section are the Law's text
UNTITLED_ROWS = [
    ("Колода\n\nИгра ведётся колодой из 52 карт.", "Колода", "Игра ведётся колодой из 52 карт."),
    ("Дискреционные полномочия судьи\n\nA. Раздел\n\nТекст.", "Дискреционные полномочия судьи", ""),
    ("Игра ведётся колодой из 52 карт.", "", "Игра ведётся колодой из 52 карт."),
    ("Уступка отменяется так:\n\n1. если взятка взята.", "", "Уступка отменяется так:"),
    ("A. Раздел\n\nТекст.", "", ""),
]


@pytest.mark.parametrize("after, title, text", UNTITLED_ROWS)
def test_a_short_line_under_a_law_heading_alone_is_its_title(tmp_path, after, title, text):
    corpus = load(tmp_path, f"Правило 1\n\n{after}\n\nПравило 2\n\nКоробки\n\nТекст второго.\n")
    assert (corpus["1"].title, corpus["1"].text) == (title, text)
    assert (corpus["2"].title, corpus["2"].text) == ("Коробки", "Текст второго.")
    assert ("untitled-law" in {d.code for d in corpus.diagnostics}) == (not title)


# (the notes of one Law as the text writes them; their ids) -- a Law's notes are numbered in order however they
# are marked: a scan's reader writes each under its own rule, every one `<*>`
NOTE_COUNT_ROWS = [
    ("-----\n\n<*> Первая.\n\n-----\n\n<*> Вторая.\n\n-----\n\n<*> Третья.\n", ["70.fn1", "70.fn2", "70.fn3"]),
    ("-----\n\n<*> Первая.\n\n<**> Вторая.\n", ["70.fn1", "70.fn2"]),
]


@pytest.mark.parametrize("notes, ids", NOTE_COUNT_ROWS)
def test_a_laws_notes_are_numbered_in_order_however_marked(tmp_path, notes, ids):
    corpus = load(tmp_path, f"ПРАВИЛО 70. ТЕСТ\n\nA. Первый<*>\n\nB. Второй<*>.\n\n{notes}")
    assert [c.id for c in corpus if c.kind == "footnote"] == ids
    assert "duplicate-id" not in {d.code for d in corpus.diagnostics}


# (the lines under item 1 of section C; the ids read): a list that opens at «(i)», where a letter list would open
# at «(a)», counts in roman numerals: «(ii)» is its next, not a deeper item under «(i)»; under a letter «(c)»
# the roman items stay deeper, and a letter list reaching «(h)» reads «(i)» as its next letter
ROMAN_LIST_ROWS = [
    ("(i) Первый.\n\n(ii) Второй.\n\n(iii) Третий.\n", ["70C1(i)", "70C1(ii)", "70C1(iii)"]),
    ("(a) Буква.\n\n(b) Буква.\n\n(c) Буква.\n\n(i) Глубже.\n\n(ii) Глубже.\n",
     ["70C1(a)", "70C1(b)", "70C1(c)", "70C1(c)(i)", "70C1(c)(ii)"]),
    ("".join(f"({letter}) Буква.\n\n" for letter in "abcdefghi"), [f"70C1({letter})" for letter in "abcdefghi"]),
]


@pytest.mark.parametrize("under, ids", ROMAN_LIST_ROWS, ids=["roman list", "roman under a letter", "letters to (i)"])
def test_a_list_opening_at_i_counts_in_roman_numerals(tmp_path, under, ids):
    corpus = load(tmp_path, f"ПРАВИЛО 70. ТЕСТ\n\nC. Раздел.\n\n1. Пункт:\n\n{under}")
    assert [c.id for c in corpus if c.id.startswith("70C1(")] == ids


# (the lines under item 1 of section A; the ids read): a letter list that starts again right under a sub-item
# whose text opens a list («…:») is a deeper list printed in letters (pandoc's ODT numbers its third level «a.»):
# its n-th letter stands for the n-th roman numeral; a letter that does not follow its last is the sub-items' next
LETTERED_DEEP_ROWS = [
    ("a. Вправе:\n\na. первое;\n\nb. второе;\n\nc. третье.\n\nb. Буква.\n",
     ["70A1(a)", "70A1(a)(i)", "70A1(a)(ii)", "70A1(a)(iii)", "70A1(b)"]),
    ("(a) Буква.\n\n(b) Вправе:\n\n(a) первое;\n\n(b) второе;\n\n(c) третье.\n\n(c) Буква.\n",
     ["70A1(a)", "70A1(b)", "70A1(b)(i)", "70A1(b)(ii)", "70A1(b)(iii)", "70A1(c)"]),
    ("а) Вправе:\n\nа) первое;\n\nб) второе.\n\nб) Буква.\n",
     ["70A1(a)", "70A1(a)(i)", "70A1(a)(ii)", "70A1(b)"]),
    ("(a) Вправе:\n\n(i) первое;\n\n(ii) второе.\n\n(b) Буква.\n",
     ["70A1(a)", "70A1(a)(i)", "70A1(a)(ii)", "70A1(b)"]),
]


@pytest.mark.parametrize("under, ids", LETTERED_DEEP_ROWS,
                         ids=["a. under a.", "(a) under (b)", "Cyrillic а) under а)", "roman as printed"])
def test_a_letter_list_restarted_under_a_sub_item_that_opens_a_list_is_deeper(tmp_path, under, ids):
    corpus = load(tmp_path, f"ПРАВИЛО 70. ТЕСТ\n\nA. Раздел.\n\n1. Пункт:\n\n{under}")
    assert [c.id for c in corpus if c.id.startswith("70A1(")] == ids
    assert "duplicate-id" not in {d.code for d in corpus.diagnostics}


def test_a_letter_list_restarted_under_a_sub_item_that_opens_none_is_not_deeper(tmp_path):
    corpus = load(tmp_path, "ПРАВИЛО 70. ТЕСТ\n\nA. Раздел.\n\n1. Пункт:\n\n(a) Буква.\n\n(a) Опять.\n")
    assert "70A1(a)(i)" not in [c.id for c in corpus]


# (a section's block, its paragraph after; the section's title and text read): a title wrapped onto a short line
# in lower case, the paragraph ending with no sentence's end, is one title (a DjVu's narrow column, no font to
# tell a heading); a line that ends a sentence, or one that opens with a capital, is the section's text
WRAPPED_SECTION_ROWS = [
    ("D. Информация, которую вправе использовать\nсторона, не нарушавшая правил\n\nСведения из отменённого.\n",
     "Информация, которую вправе использовать сторона, не нарушавшая правил", "Сведения из отменённого."),
    ("D. Информация, которую вправе использовать\nсторона, не нарушавшая правил:\n",
     "Информация, которую вправе использовать", "сторона, не нарушавшая правил:"),
    ("D. Информация стороны\nСведения из отменённого объявления\n",
     "Информация стороны", "Сведения из отменённого объявления"),
]


@pytest.mark.parametrize("block, title, text", WRAPPED_SECTION_ROWS, ids=["wrapped title", "a colon", "a capital"])
def test_a_section_title_wrapped_to_its_paragraphs_end_is_one_title(tmp_path, block, title, text):
    corpus = load(tmp_path, f"ПРАВИЛО 16. ТЕСТ\n\nA. Раздел.\n\nB. Раздел.\n\nC. Раздел.\n\n{block}")
    section = next(c for c in corpus if c.id == "16D")
    assert (section.title, " ".join(section.text.split())) == (title, text)


ORDINAL_HEADINGS = """\
ПРАВИЛО ПЕРВОЕ
Колода карт

Играют колодой в пятьдесят две карты.

ПРАВИЛО СЕДЬ МОЕ
Контроль над сдачей

A. Размещение ящика

Ящик кладут в центр стола.

Правило двадцать седьмое. Недостаточная заявка

Текст о недостаточной заявке.

ПРАВИЛО ДЕВЯНОСТО ТРЕТЬ Е
Порядок рассмотрения апелляций

Текст о порядке.
"""


def test_law_headings_with_the_number_as_an_ordinal_in_words(tmp_path):
    corpus = load(tmp_path, ORDINAL_HEADINGS)
    assert [(c.id, c.title) for c in corpus if c.kind == "law"] == [
        ("1", "Колода карт"), ("7", "Контроль над сдачей"), ("27", "Недостаточная заявка"),
        ("93", "Порядок рассмотрения апелляций")]
    assert corpus["7A"].text == "Ящик кладут в центр стола."


@pytest.mark.parametrize("line, number, title", [
    ("ПРАВИЛО ДВАДЦАТЬ СЕДЬМОЕ", 27, ""), ("Правило первое. Колода карт", 1, "Колода карт"),
    ("ПРАВИЛО СОРОКОВОЕ — Карты, открытые на столе", 40, "Карты, открытые на столе"),
    ("ПРАВИЛО ШЕСТЬДЕСЯТ ЧЕТВЁРТОЕ", 64, ""), ("ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ", 12, "ПОЛНОМОЧИЯ СУДЬИ"),
    ("Правило первое гласит", None, None), ("Правило двадцать", None, None), ("Правило о ренонсе", None, None),
    # the separators of data/law_words.toml [heading]: a web site's middle dot (ural2022's Sphinx pages), a bullet,
    # a colon, each after a space; a mark glued to the number is no separator, nor is a word
    ("Правило 12 · Дискреционные полномочия судьи", 12, "Дискреционные полномочия судьи"),
    ("Правило 41 • Начало розыгрыша", 41, "Начало розыгрыша"), ("Правило 9 : Порядок действий", 9, "Порядок действий"),
    ("Правило 12·Полномочия", None, None), ("Правило 12 судьи", None, None),
])
def test_a_law_heading_line_with_its_number_in_digits_or_words(line, number, title):
    from lawref.corpus.headings import LAW_HEADING, law_number

    m = LAW_HEADING.match(line)
    assert (law_number(m[1]) if m else None, m[2] if m else None) == (number, title)


@pytest.mark.parametrize("line, groups", [
    ("Глава V. Розыгрыш", ("Глава", "V", "Розыгрыш")), ("Глава V: Розыгрыш", ("Глава", "V", "Розыгрыш")),
    ("Глава V · Розыгрыш", ("Глава", "V", "Розыгрыш")), ("ГЛАВА 3 — ТОРГОВЛЯ", ("ГЛАВА", "3", "ТОРГОВЛЯ")),
    ("Глава V", ("Глава", "V", "")), ("Глава V розыгрыша", None),
])
def test_a_chapter_heading_with_each_separator_of_the_data(line, groups):
    from lawref.corpus.headings import CHAPTER

    m = CHAPTER.match(line)
    assert (m.groups() if m else None) == groups
