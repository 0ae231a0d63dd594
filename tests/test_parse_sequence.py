"""The sequence rule (lawref.corpus.levels): a marker that breaks its level's sequence is text continued from
the line before, and `check` names the line. One row per shape seen in books nobody here wrote (issue 16)."""

import pytest

from lawref.corpus.pipeline import load_corpus

LAW_33 = """\
ПРАВИЛО 33. ОДНОВРЕМЕННЫЕ ЗАЯВКИ

A. Заявки после своей

1. Если заявка сделана одновременно с заявкой соперника, применяется
Правило 28. В этом случае Судья может:
(a) считать заявку сделанной по очереди;
(b) применить Правило 31.

B. Иные случаи

1. Текст пункта B1.

ПРАВИЛО 34. СОХРАНЕНИЕ ПРАВА
"""

ITEM_AFTER_REFERENCE = """\
ПРАВИЛО 84. РЕШЕНИЯ СУДЬИ

A. Бесспорные факты

1. Судья решает по правилам, как указано в Правиле 82C3(b)
(i) и далее по тексту раздела.
2. Второй пункт.
"""

PAREN_LIST_AFTER_REFERENCE = """\
ПРАВИЛО 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

B. Недостаточная заявка не принята

1. Нарушитель заменяет её; см. Правило 27В1
(b) о последствиях.
(a) первый подпункт
(b) второй подпункт
"""

# A reference wrapped to a line's start whose number rises (31 after 27: the sequence cannot tell): set
# otherwise than the book's headings («Правилo 31.», its «o» Latin, in a book of «ПРАВИЛО N»), on a line that
# continues the sentence above, it is that sentence going on (dir2010's Word PDF).
WRAPPED_RISING_REFERENCE = """\
ПРАВИЛО 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

A. Принятие

1. Левый соперник может принять заявку.
2. Если заявка сделана вне очереди, применяется
Правилo 31.

B. Не принята

1. Нарушитель заменяет заявку.

ПРАВИЛО 40. СОГЛАШЕНИЯ

Текст.
"""

# The same in a book whose headings are «Правило N. ТИТУЛ» (Word's numbering): the wrapped «Правилo 31.» has no
# title on its line, which every heading of the book has.
WRAPPED_RISING_REFERENCE_UNTITLED = WRAPPED_RISING_REFERENCE.replace(
    "ПРАВИЛО 27.", "Правило 27.").replace("ПРАВИЛО 40.", "Правило 40.")

# The same shape in a book whose headings are set «Правило N.» as the line is: the rising heading stays one.
RISING_HEADING_AFTER_A_TITLE = """\
Правило 27. Недостаточная заявка

A. Принятие

1. Левый соперник может принять заявку.

Глава 2. Соглашения
Правило 40. Соглашения

Текст.
"""

# Two Law headings tie the rising run (each run weighs as much): the reader keeps the one that continues the
# sequence, and of two that both could, the first; a later heading does not win by coming later.
TIE_LATER_BREAKS = """\
ПРАВИЛО 40. СОГЛАШЕНИЯ

A. Общие положения

1. Игрок может сделать заявку.

ПРАВИЛО 12. Применяется в этом случае, см. выше.
"""

TIE_LATER_CONTINUES = """\
ПРАВИЛО 11. УТРАТА ПРАВА

Текст Правила 11.

ПРАВИЛО 40. Соглашения партнёров применяются здесь.

ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ

Текст Правила 12.
"""

TIE_BOTH_CONTINUE = """\
ПРАВИЛО 5. РАССАДКА

Текст Правила 5.

ПРАВИЛО 6. ТАСОВКА

Текст Правила 6.

ПРАВИЛО 2. Доски применяются здесь.

Текст о досках.

ПРАВИЛО 3. Столы тоже.

Текст о столах.
"""

CONTENTS_THEN_LAWS = """\
ПРАВИЛО 1. КОЛОДА

ПРАВИЛО 2. ДОСКИ

ПРАВИЛО 3. СТОЛЫ

ПРАВИЛО 1. КОЛОДА

Играют колодой из 52 карт.

ПРАВИЛО 2. ДОСКИ

Доски пронумерованы.

ПРАВИЛО 3. СТОЛЫ

Столы пронумерованы.
"""


def load(tmp_path, text):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    return load_corpus([tmp_path])


# (shape, text, ids expected in order, (clause, text it must hold), lines reported out of sequence)
ROWS = [
    ("a wrapped line beginning «Правило 28.» inside Law 33", LAW_33,
     ["33", "33A", "33A1", "33A1(a)", "33A1(b)", "33B", "33B1", "34"],
     ("33A1", "применяется Правило 28. В этом случае Судья может:"), [6]),
    ("«(i)» wrapped after «…Правило 82C3(b)»", ITEM_AFTER_REFERENCE,
     ["84", "84A", "84A1", "84A2"],
     ("84A1", "в Правиле 82C3(b) (i) и далее по тексту раздела."), [6]),
    ("«(b)» wrapped after «см. Правило 27В1»", PAREN_LIST_AFTER_REFERENCE,
     ["27", "27B", "27B1", "27B1(a)", "27B1(b)"],
     ("27B1", "см. Правило 27В1 (b) о последствиях."), [6]),
    ("a tie: «ПРАВИЛО 12» after Law 40 does not continue it, the first heading stays", TIE_LATER_BREAKS,
     ["40", "40A", "40A1"], ("40A1", "ПРАВИЛО 12. Применяется в этом случае"), [7]),
    ("a tie: of «ПРАВИЛО 40» and «ПРАВИЛО 12» after Law 11, the one that continues it", TIE_LATER_CONTINUES,
     ["11", "12"], ("11", "ПРАВИЛО 40. Соглашения партнёров применяются здесь."), [5]),
    ("a rising «Правилo 31.» wrapped after «…применяется», set otherwise than the book's «ПРАВИЛО N»",
     WRAPPED_RISING_REFERENCE, ["27", "27A", "27A1", "27A2", "27B", "27B1", "40"],
     ("27A2", "применяется Правилo 31."), [7]),
    ("the same, untitled, in a book of «Правило N. ТИТУЛ»", WRAPPED_RISING_REFERENCE_UNTITLED,
     ["27", "27A", "27A1", "27A2", "27B", "27B1", "40"], ("27A2", "применяется Правилo 31."), [7]),
    ("a tie: two runs that both continue (5, 6 and 2, 3), the first", TIE_BOTH_CONTINUE,
     ["5", "6"], ("6", "ПРАВИЛО 2. Доски применяются здесь. Текст о досках. ПРАВИЛО 3."), [9, 13]),
]


@pytest.mark.parametrize("shape,text,ids,holds,reported", ROWS, ids=[row[0] for row in ROWS])
def test_a_marker_out_of_sequence_is_text(tmp_path, shape, text, ids, holds, reported):
    corpus = load(tmp_path, text)
    assert [c.id for c in corpus] == ids
    clause, words = holds
    assert words in corpus[clause].text.replace("\n", " ")
    assert [d.line for d in corpus.diagnostics if d.code == "out-of-sequence"] == reported


def test_a_wrapped_reference_to_law_28_leaves_33_whole(tmp_path):
    corpus = load(tmp_path, LAW_33)
    assert "28" not in corpus  # no second Law 28 in the contents, the site or the booklet
    assert [r.target for r in corpus["33A1"].refs] == ["28"]
    assert [r.target for r in corpus["33A1(b)"].refs] == ["31"]


def test_a_list_of_laws_before_their_text_keeps_the_laws_with_text(tmp_path):
    corpus = load(tmp_path, CONTENTS_THEN_LAWS)
    assert [c.id for c in corpus] == ["1", "2", "3"]
    assert corpus["1"].text == "Играют колодой из 52 карт."
    assert corpus["3"].text == "Столы пронумерованы."


def test_a_law_that_skips_numbers_after_a_blank_line_is_a_heading(tmp_path):
    # Books of a few Laws (a chapter, a page of a site) skip numbers: a rising number is a heading.
    corpus = load(tmp_path, "ПРАВИЛО 12. ПОЛНОМОЧИЯ\n\nТекст.\n\nПРАВИЛО 40. СОГЛАШЕНИЯ\n\nТекст.\n")
    assert [c.id for c in corpus] == ["12", "40"]
    assert not [d for d in corpus.diagnostics if d.code == "out-of-sequence"]


def test_an_out_of_order_law_after_a_blank_line_is_still_text_and_reported(tmp_path):
    corpus = load(tmp_path, "ПРАВИЛО 33. ЗАЯВКИ\n\nТекст.\n\nПравило 28. Применяется здесь.\n\nПРАВИЛО 34. ДАЛЕЕ\n\nТекст.\n")
    assert [c.id for c in corpus] == ["33", "34"]
    assert "Правило 28. Применяется здесь." in corpus["33"].text
    assert [d.line for d in corpus.diagnostics if d.code == "out-of-sequence"] == [5]


@pytest.mark.parametrize("text,line", [(LAW_33, 6), (TIE_LATER_BREAKS, 7)], ids=["wrapped", "tie"])
def test_check_names_the_line(tmp_path, capsys, text, line):
    from lawref.cli import main

    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    main(["check", str(tmp_path)])
    out = capsys.readouterr()
    assert f"x.txt:{line}" in out.out + out.err


# -- the commentary's markers: the same rule, from its own table (lawref.corpus.levels.COMMENTARY_LEVELS) -----
C_HEADING = """\
Правило 28. ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ

28.1. Заявка считается сделанной в очередь, как сказано в
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА.

28.2. Второй абзац.
"""

C_OTHER_LAW = """\
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

27.1. Замена заявки разбирается так же, как в
28.3. и в других случаях.

27.2. Второй абзац.
"""

C_NUMBER_BACK = """\
Правило 29. ЗАЯВКА ВНЕ ОЧЕРЕДИ

29.1. Первый абзац.

29.2. Второй абзац.

29.3. Если левый оппонент не делает заявку, как в
29.2. выше, заявка аннулируется.
"""

C_NUMBER_BACK_APART = """\
Правило 29. ЗАЯВКА ВНЕ ОЧЕРЕДИ

29.1. Первый абзац.

29.2. Второй абзац.

29.1. Опечатка в номере абзаца.
"""

C_LETTER = """\
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

27.1. Судья решает так:
(a) первое;
(b) второе, и об этом сказано в
(d) ниже по тексту;
(c) третье.
"""

C_LETTER_AFTER_REFERENCE = """\
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

27.1. Нарушитель заменяет заявку; см. Правило 27В1
(a) о последствиях.
"""

C_ROMAN = """\
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

27.1. Судья решает так:
(i) первое;
(ii) второе, и об этом говорится в пункте
(v) ниже;
(iii) третье.
"""

C_NOTE = """\
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

27.1. Первый абзац.

Примечание 1: первое примечание, о котором сказано в
Примечание 3: ниже.

27.2. Второй абзац.
"""

C_EXAMPLE = """\
Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА

27.1. Первый абзац.

Пример А
1♣ 1♦

Текст примера, как в разобранном
Пример С
выше.

Пример B
1♠ 2♥
"""

# (shape, text, ids in order, (clause, text it must hold), (line, diagnostic label) reported)
COMMENTARY_ROWS = [
    ("a Law heading of a lower Law on a wrapped line", C_HEADING, ["c28", "28.1", "28.2"],
     ("28.1", "как сказано в Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА."), [(4, "heading_not_after")]),
    ("a paragraph number of another Law on a wrapped line", C_OTHER_LAW, ["c27", "27.1", "27.2"],
     ("27.1", "как в 28.3. и в других случаях."), [(4, "label_breaks_sequence")]),
    ("a paragraph number that goes back, run on from the line above", C_NUMBER_BACK,
     ["c29", "29.1", "29.2", "29.3"], ("29.3", "как в 29.2. выше, заявка"), [(8, "label_breaks_sequence")]),
    ("a paragraph number that goes back, standing apart: a misprint", C_NUMBER_BACK_APART,
     ["c29", "29.1", "29.2"], ("29.2", "29.1. Опечатка в номере абзаца."), [(7, "paragraph_out_of_order")]),
    ("a letter item out of its list on a wrapped line", C_LETTER, ["c27", "27.1", "27.1(a)", "27.1(b)", "27.1(c)"],
     ("27.1(b)", "сказано в (d) ниже по тексту;"), [(6, "label_breaks_sequence")]),
    ("a letter item right under a reference it completes", C_LETTER_AFTER_REFERENCE, ["c27", "27.1"],
     ("27.1", "см. Правило 27В1 (a) о последствиях."), [(4, "label_completes_reference")]),
    ("a roman item out of its list on a wrapped line", C_ROMAN,
     ["c27", "27.1", "27.1(i)", "27.1(ii)", "27.1(iii)"], ("27.1(ii)", "в пункте (v) ниже;"),
     [(6, "label_breaks_sequence")]),
    ("a note number out of sequence on a wrapped line", C_NOTE, ["c27", "27.1", "27.1.note1", "27.2"],
     ("27.1.note1", "сказано в Примечание 3: ниже."), [(6, "label_breaks_sequence")]),
    ("an example letter out of sequence on a wrapped line", C_EXAMPLE, ["c27", "27.1", "27.exA", "27.exB"],
     ("27.exA", "в разобранном Пример С выше."), [(9, "label_breaks_sequence")]),
]


@pytest.mark.parametrize("shape,text,ids,holds,reported", COMMENTARY_ROWS, ids=[row[0] for row in COMMENTARY_ROWS])
def test_a_commentary_marker_out_of_sequence_is_text(tmp_path, shape, text, ids, holds, reported):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    assert [c.id for c in corpus] == ids
    clause, words = holds
    assert words in corpus[clause].text.replace("\n", " ")
    assert [(d.line, d.key) for d in corpus.diagnostics if d.code in ("out-of-sequence", "paragraph-law")] == reported


def test_check_names_the_line_of_a_commentary(tmp_path, capsys):
    from lawref.cli import main

    (tmp_path / "x.txt").write_text(C_OTHER_LAW, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    main(["check", str(tmp_path)])
    out = capsys.readouterr()
    assert "x.txt:4" in out.out + out.err and "28.3" in out.out + out.err


def test_a_paragraph_of_the_next_law_standing_apart_opens_its_law(tmp_path):
    # A commentary that leaves out a heading: «28.1.» after a blank line opens the commentary on Law 28.
    text = "Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА\n\n27.1. Первый абзац.\n\n28.1. Абзац о Правиле 28.\n"
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    assert [c.id for c in corpus] == ["c27", "27.1", "c28", "28.1"]
    assert not [d for d in corpus.diagnostics if d.code == "out-of-sequence"]


def test_a_rising_heading_set_as_the_books_are_stays_a_heading_after_an_untitled_line(tmp_path):
    corpus = load(tmp_path, RISING_HEADING_AFTER_A_TITLE)
    assert [c.id for c in corpus if c.kind == "law"] == ["27", "40"]
