"""The Markdown reader: a wiki's page read as a reader sees it, without its markup. One row per rule, and rows
that must stay text; then a small law page through the whole pipeline, nothing lost."""

from __future__ import annotations

import pytest

from lawref.corpus.formats import extract
from lawref.corpus.formats.from_markdown import extract_markdown
from lawref.corpus.pipeline import load_corpus

from fidelity import assert_nothing_lost


def paragraphs(page: str) -> list[str]:
    return extract_markdown(page.encode("utf-8"), "page.md").text.rstrip("\n").split("\n\n")


# (what, the page, the paragraphs read)
ROWS = [
    ("headings lose their hashes", "## ЧАСТЬ I. ПОЛОЖЕНИЯ\n\n### Правило 1. КОЛОДА ###\n\nТекст.",
     ["ЧАСТЬ I. ПОЛОЖЕНИЯ", "Правило 1. КОЛОДА", "Текст."]),
    ("bold and italic are markup", "**A. Колода**\n\nЭто *важно* и __очень__ _важно_.",
     ["A. Колода", "Это важно и очень важно."]),
    ("typed labels and indentation", "1. Один;\n\n    (a) первый;\n\n        (i) глубже.",
     ["1. Один;", "(a) первый;", "(i) глубже."]),
    ("a soft-wrapped paragraph keeps its lines", "Текст по Правилу 82C3\n(b) и дальше.",
     ["Текст по Правилу 82C3\n(b) и дальше."]),
    ("a bullet is markup", "- первое\n- второе", ["первое", "второе"]),
    ("a block quote is a paragraph", "Текст.\n\n> **Совет судье.** Приходя к столу.", ["Текст.", "Совет судье. Приходя к столу."]),
    ("a pipe table: rows of cells, the rule left out",
     "Таблица:\n\n| Масть | Очки |\n|---|:-:|\n| Трефы | 20 |",
     ["Таблица:", "Масть\nОчки", "Трефы\n20"]),
    ("links keep their text, escapes their character", "См. [Правило 12](#p12) и 1\\. не пункт; `код`.",
     ["См. Правило 12 и 1. не пункт; код."]),
    ("hard line breaks", "Приозёрск  \n2010\\\nстрока", ["Приозёрск\n2010\nстрока"]),
    ("a note at the end of the part that calls it",
     "### Правило 12. T\n\n1. Текст[^1].\n\n> Совет.\n\n[^1]: Сноска.\n\n### Правило 16. U\n\nТекст[^x].\n\n"
     "[^x]: Вторая\n    сноска.",
     ["Правило 12. T", "1. Текст<1>.", "Совет.", "-" * 32, "<1> Сноска.", "Правило 16. U", "Текст<*>.",
      "-" * 32, "<*> Вторая сноска."]),
    # text that only looks like markup stays as typed
    ("a line with bars and no rule under it is text", "Север | Юг | Восток", ["Север | Юг | Восток"]),
    ("a call with no note is text", "Текст[^9] дальше.", ["Текст[^9] дальше."]),
    ("stars and underscores inside words", "2 * 3 * 4 и имя_файла_txt", ["2 * 3 * 4 и имя_файла_txt"]),
    ("a number with a dot after a heading is an item", "### Правило 2. T\n\n1. Пункт.", ["Правило 2. T", "1. Пункт."]),
]


@pytest.mark.parametrize("what, page, expected", ROWS, ids=[r[0] for r in ROWS])
def test_markdown_is_read_as_a_reader_sees_it(what, page, expected):
    assert paragraphs(page) == expected


# A title block is the page's metadata, recorded as removed; its title is the book's first line when the title page
# under it does not say the title's words again (pandoc prints it as the title of every rendering: priok2022), and
# the page's metadata when it does (a wiki's page title over the book's own title page: dir2010)
FRONT_MATTER_ROWS = [
    ("the title page says the title again: metadata", "СПРАВОЧНИК СУДЬИ ОБЛАСТИ\n\nПриозёрск, 2010\n\n# Предисловие\n",
     ["СПРАВОЧНИК СУДЬИ ОБЛАСТИ", "Приозёрск, 2010", "Предисловие"]),
    ("… every word of it, more than two, in another order", "Судьи области\n\nСправочник\n\n# Предисловие\n",
     ["Судьи области", "Справочник", "Предисловие"]),
    ("a title page that does not say it: the book's first line", "Приозёрск, 2010\n\n# Предисловие\n",
     ["Справочник судьи области", "Приозёрск, 2010", "Предисловие"]),
    ("no title page under it: metadata", "# Предисловие\n\nТекст.\n", ["Предисловие", "Текст."]),
]


@pytest.mark.parametrize("body, expected", [row[1:] for row in FRONT_MATTER_ROWS],
                         ids=[row[0] for row in FRONT_MATTER_ROWS])
def test_a_title_block_is_the_title_page_unless_the_page_says_it_again(body, expected):
    page = '---\ntitle: "Справочник судьи области"\nlang: ru-RU\n---\n\n' + body
    got = extract_markdown(page.encode("utf-8"), "page.md")
    assert got.text.strip().split("\n\n") == expected and got.title == "Справочник судьи области"
    assert [(r.kind, r.text.splitlines()[1]) for r in got.removals] == [
        ("md-front-matter", 'title: "Справочник судьи области"')]


def test_a_md_file_is_read_by_its_name():
    got = extract(__import__("pathlib").Path("wiki.md"), "## ПРЕДИСЛОВИЕ\n\nТекст.".encode(), "wiki.md")
    assert got.text == "ПРЕДИСЛОВИЕ\n\nТекст.\n" and got.encoding.startswith("markdown")


PAGE = """---
title: Справочник
---

## ЧАСТЬ I. ПОЛОЖЕНИЯ

### ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ

**A. Право судьи**

Судья вправе:

1. когда Правила молчат[^1];

    (a) первый;

    (b) второй.

> **Совет судье.** Не спешите.

| Масть | Очки |
|---|---|
| Трефы | 20 |

[^1]: Сноска к Правилу 12.

## ЧАСТЬ Х. АПЕЛЛЯЦИИ

### ПPАВИЛО 92. ПРАВО

Текст (см. Правилo 12).
"""


def test_a_law_page_through_the_pipeline_nothing_lost(tmp_path):
    path = tmp_path / "wiki.md"
    path.write_text(PAGE, "utf-8")
    corpus = load_corpus([path])
    got = {c.id: (c.kind, c.parent, " ".join(c.text.split())) for c in corpus.clauses}
    assert [cid for cid in got] == ["ch1", "12", "12A", "12A1", "12A1(a)", "12A1(b)", "12.fn1", "ch10", "92"]
    assert got["12"][1] == "ch1" and got["92"][1] == "ch10"
    assert got["12A1"][2] == "когда Правила молчат<1>;"
    assert got["12A1(b)"][2] == "второй. Совет судье. Не спешите. Масть Очки Трефы 20"
    assert got["12.fn1"] == ("footnote", "12", "Сноска к Правилу 12.")
    assert [r.target for c in corpus.clauses if c.id == "92" for r in c.refs] == ["12"]
    assert_nothing_lost(corpus, path.read_text("utf-8"), corpus.clauses[0].source_key)
