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
