"""What a document tool adds to a book a reader tells from the book's own words: its outline numbers before the
headings (by their count), a running head's constant words (by repetition), a boxed note's caption, a list
label run into its first word; and DocBook read as its structure. One row per shape seen in books nobody here
wrote (tests/redteam/kontra2011: asciidoctor, asciidoctor-pdf, DocBook + FOP)."""

from pathlib import Path

import pytest

from lawref.corpus.clean import ADMONITION, clean, strip_admonition_captions
from lawref.corpus.formats import extract, sniff
from lawref.corpus.formats.from_pdf import find_furniture
from lawref.corpus.formats.pdf_lines import _GLUED_LABEL, PdfLine, PdfPage
from lawref.corpus.outline import OUTLINE, outline_numbers
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError
from lawref.model import Line

# (shape, lines, {index: the number removed})
OUTLINE_ROWS = [
    ("asciidoctor's :sectnums: before the preface, the Definitions and the Laws",
     ["1. Предисловие", "Текст.", "2. Определения", "Ход — первая карта.", "3. Правило 1. Колода", "Текст.",
      "4. Правило 12. Полномочия судьи", "1. Если судья считает…"],
     {0: "1. ", 2: "2. ", 4: "3. ", 6: "4. "}),
    ("FOP's autolabel one level deeper: «8.1. A. …» under «8. Правило 12. …», counting 1, 2 under it",
     ["1. Предисловие", "2. Определения", "3. Правило 9. Порядок", "3.1. A. Указание на нарушение", "1. Если…",
      "3.2. B. После указания", "4. Правило 12. Полномочия", "4.1. A. Право присудить"],
     {0: "1. ", 1: "2. ", 2: "3. ", 3: "3.1. ", 5: "3.2. ", 6: "4. ", 7: "4.1. "}),
    ("a count out of order under its heading is the text's («3.3.» with no 3.1 before it)",
     ["1. Предисловие", "2. Определения", "3. Правило 9. Порядок", "3.3. A. Указание"],
     {0: "1. ", 1: "2. ", 2: "3. "}),
    ("the book's own numbers: each Law numbered as the Law, no second count", ["1. Правило 1. Колода",
                                                                               "2. Правило 2. Сдачи",
                                                                               "3. Правило 3. Игроки"], {}),
    ("a count of two is no tool's", ["1. Предисловие", "2. Правило 12. Полномочия"], {}),
    ("a count that skips is the text's", ["1. Предисловие", "2. Определения", "5. Правило 12. Полномочия"], {}),
    ("makeinfo's numbers, no stop: its chapters counted 1, 2, 3 whatever their own numbers, the Laws N.M under them",
     ["ПРЕДИСЛОВИЕ", "1 ГЛАВА II. ПОДГОТОВКА К ИГРЕ", "1.1 ПРАВИЛО 1. КОЛОДА", "1.2 ПРАВИЛО 2. СДАЧИ",
      "2 ГЛАВА IV. НАРУШЕНИЯ", "2.1 ПРАВИЛО 9. ДЕЙСТВИЯ", "3 ГЛАВА V. ТОРГОВЛЯ", "3.1 ПРАВИЛО 20. ПОВТОРЕНИЕ"],
     {1: "1 ", 2: "1.1 ", 3: "1.2 ", 4: "2 ", 5: "2.1 ", 6: "3 ", 7: "3.1 "}),
    ("no stop: a line under the heading that is no heading is the text's",
     ["1 ГЛАВА II. ИГРА", "1.1 ПРАВИЛО 1. КОЛОДА", "1.2 раза больше", "2 ГЛАВА IV. НАРУШЕНИЯ", "3 ГЛАВА V. ТОРГОВЛЯ"],
     {0: "1 ", 1: "1.1 ", 3: "2 ", 4: "3 "}),
    ("chapters numbered as their own numbers: no second count", ["1 ГЛАВА 1. ИГРА", "2 ГЛАВА 2. ТОРГОВЛЯ",
                                                                   "3 ГЛАВА III. РОЗЫГРЫШ"], {}),
    ("the separator a class: a stop and none are not one count",
     ["1. Предисловие", "2 Определения", "3. Правило 1. Колода", "4. Правило 12. Полномочия"], {}),
    ("items numbered 1, 2, 3 are not headings", ["Правило 12. Полномочия", "1. Если судья считает",
                                                 "2. Если судья присуждает", "3. Если допущено"], {}),
]


@pytest.mark.parametrize("shape, lines, found", OUTLINE_ROWS, ids=[row[0] for row in OUTLINE_ROWS])
def test_a_tools_outline_numbers_are_read_by_their_count(shape, lines, found):
    assert outline_numbers(lines) == found


def test_the_outline_numbers_are_recorded_and_the_laws_read_by_their_own_numbers(tmp_path):
    text = ("1. Предисловие\n\nКнига клуба.\n\n2. Правило 7. Контроль коробки\n\nA. Положение. Коробка на столе.\n\n"
            "3. Правило 12. Полномочия судьи\n\n3.1. A. Право присудить\n\n1. Судья может.\n\n"
            "4. Правило 16. Информация\n\nТекст.\n")
    cleaned = clean(text, "book.txt")
    assert [(r.kind, r.line, r.text) for r in cleaned.removals if r.kind == OUTLINE] == [
        (OUTLINE, 1, "1."), (OUTLINE, 5, "2."), (OUTLINE, 9, "3."), (OUTLINE, 11, "3.1."), (OUTLINE, 15, "4.")]
    (tmp_path / "book.txt").write_text(text, "utf-8")
    corpus = load_corpus([tmp_path / "book.txt"], kind="law")
    assert [c.id for c in corpus.clauses if c.kind in ("law", "section", "item")] == [
        "7", "7A", "12", "12A", "12A1", "16"]


# (shape, lines, what is left)
CAPTION_ROWS = [
    ("a box under a sentence that ended: its caption goes",
     ["Судья исправляет результат.", "", "ПРИМЕЧАНИЕ", "", "О раскрытии см. Правило 20F."],
     ["Судья исправляет результат.", "", "О раскрытии см. Правило 20F."]),
    ("the caption in the box's margin beside a sentence going on: one paragraph again",
     ["см. также Правила", "", "ПРИМЕЧАНИЕ", "", "20F и 75."], ["см. также Правила", "20F и 75."]),
    ("a stylesheet's caption in title case", ["Текст.", "", "Важно", "", "Судья применяет."],
     ["Текст.", "", "Судья применяет."]),
    ("a heading over numbered notes stays", ["Текст.", "", "Примечание", "", "1. Первое."],
     ["Текст.", "", "Примечание", "", "1. Первое."]),
    ("a label with its stop is the text's", ["Текст.", "", "Примечание.", "", "Правило 24 применяется."],
     ["Текст.", "", "Примечание.", "", "Правило 24 применяется."]),
    ("a caption word inside a line is the text's", ["Текст.", "", "ВАЖНО: не спешите.", "", "Дальше."],
     ["Текст.", "", "ВАЖНО: не спешите.", "", "Дальше."]),
    ("nothing before it: no box's caption", ["ВНИМАНИЕ", "", "Текст."], ["ВНИМАНИЕ", "", "Текст."]),
]


@pytest.mark.parametrize("shape, lines, left", CAPTION_ROWS, ids=[row[0] for row in CAPTION_ROWS])
def test_a_boxed_notes_caption_alone_is_its_label(shape, lines, left):
    kept, removed = strip_admonition_captions([Line(n, text) for n, text in enumerate(lines, 1)])
    assert [line.text for line in kept] == left
    assert all(r.kind == ADMONITION for r in removed)
    assert sorted(r.text for r in removed if r.text) == sorted(set(lines) - set(left) - {""})


# (shape, lines, what is left, the label removed): a tool's call-out word run in with its stop at the head of a
# paragraph under the text (pandoc's LaTeX box: a quote opening «**Важно.**», sevrech2015) is the box's label;
# «Примечание.» run in is the Laws' own word (kazan2019's «Примечание. Правило 24 применяется …»)
RUN_IN_CAPTION_ROWS = [
    ("a call-out word run in under the text",
     ["результат (Правило 12С2).", "", "Важно. Само по себе объявление о паузе", "не является обвинением."],
     ["результат (Правило 12С2).", "", "Само по себе объявление о паузе", "не является обвинением."], ["Важно."]),
    ("in capitals", ["Текст.", "", "ВНИМАНИЕ. Судья применяет."], ["Текст.", "", "Судья применяет."], ["ВНИМАНИЕ."]),
    ("the Laws' own note word run in stays", ["Текст.", "", "Примечание. Правило 24 применяется."],
     ["Текст.", "", "Примечание. Правило 24 применяется."], []),
    ("inside a paragraph: the text's", ["Текст такой:", "Важно. Судья применяет."],
     ["Текст такой:", "Важно. Судья применяет."], []),
    ("nothing above it: no box under the text", ["Важно. Судья применяет."], ["Важно. Судья применяет."], []),
    ("a word in lower case is no caption", ["Текст.", "", "важно. Судья применяет."],
     ["Текст.", "", "важно. Судья применяет."], []),
]


@pytest.mark.parametrize("shape, lines, left, labels", RUN_IN_CAPTION_ROWS, ids=[row[0] for row in RUN_IN_CAPTION_ROWS])
def test_a_call_out_word_run_in_at_a_boxs_head_is_its_label(shape, lines, left, labels):
    kept, removed = strip_admonition_captions([Line(n, text) for n, text in enumerate(lines, 1)])
    assert [line.text for line in kept] == left
    assert [(r.kind, r.text) for r in removed] == [(ADMONITION, label) for label in labels]


# In a commentary «Важно.» at a paragraph's head is its note's own label (commentary_labels.toml), never a box's
# caption: declared in the .toml, or read as a commentary from its text (found by hypothesis: the note was glued to
# the paragraph above, its label removed).
COMMENTARY_WITH_A_NOTE = "Статья 1\nКОЛОДА\n\n(1) Судья выясняет обстоятельства дела.\n\nВажно. Судья решает.\n"


@pytest.mark.parametrize("toml", ['kind = "commentary"\ntitle = "t"\nedition = 2017\n', None],
                         ids=["declared", "guessed"])
def test_a_commentarys_own_note_label_is_not_a_boxs_caption(tmp_path, toml):
    (tmp_path / "x.txt").write_text(COMMENTARY_WITH_A_NOTE, "utf-8")
    if toml:
        (tmp_path / "x.toml").write_text(toml, "utf-8")
    corpus = load_corpus([tmp_path])
    assert [(c.kind, c.label, c.text) for c in corpus if c.kind in ("paragraph", "note")] == [
        ("paragraph", "(1)", "Судья выясняет обстоятельства дела."), ("note", "Важно.", "Судья решает.")]
    assert cleaned_without_run_in(COMMENTARY_WITH_A_NOTE) == COMMENTARY_WITH_A_NOTE


def cleaned_without_run_in(text: str) -> str:
    return "".join(line.text + "\n" for line in clean(text, "x.txt", run_in_labels=False).lines)


@pytest.mark.parametrize("line, read", [
    ("iii.в командных соревнованиях", "iii. в командных соревнованиях"),  # FOP: the label wider than its box
    ("a.Если игрок", "a. Если игрок"),
    ("12.Если", "12. Если"),
    ("т.е. так", "т.е. так"),  # Cyrillic: a word, not a label
    ("12.3. Текст", "12.3. Текст"),
    ("i.e. so", "i.e. so"),  # Latin on both sides: no label run into a Russian word
])
def test_a_list_label_run_into_its_first_word_gets_its_space(line, read):
    assert _GLUED_LABEL.sub(r"\1 ", line, count=1) == read


def _page(n: int, head: str, first_body: str) -> PdfPage:
    body = "Судья устанавливает результат, справедливый по отношению к обеим сторонам"
    rows = [(head, 21.6, 8.0), (first_body, 55.0, 10.5), *((body, 71.0 + 16 * i, 10.5) for i in range(6))]
    return PdfPage(420.0, 595.0, tuple(PdfLine(n, text, 43.0, 376.0, top, top + size * 1.2, size, False)
                                       for text, top, size in rows))


def test_a_running_heads_constant_words_beside_a_changing_title_make_it_furniture():
    # asciidoctor-pdf: the book's name and the current section's title, sides swapped on verso pages; the title
    # changes with every page, so no line repeats whole
    titles = ["1. Предисловие", "2. Определения", "3. Правило 1. Колода", "4. Правило 2. Сдачи",
              "5. Правило 6. Тасовка", "6. Правило 7. Контроль"]
    heads = [f"Бридж-клуб «Контра» {t}" if n % 2 else f"{t} Бридж-клуб «Контра»" for n, t in enumerate(titles)]
    pages = [_page(n, head, "Бридж-клуб «Контра» собирается по средам." if n == 2 else "Текст страницы.")
             for n, head in enumerate(heads)]
    found = find_furniture(pages, 4.0)
    assert [line.text for page in pages for line in page.lines if id(line) in found] == heads


def test_words_at_the_top_of_a_few_pages_are_no_head():
    tops = ["Бридж-клуб «Контра» собирается по средам", "Бридж-клуб «Контра» принимает новичков",
            "Судья решает по Правилам", "Игроки садятся за стол", "Коробка лежит в центре", "Сдача начинается"]
    pages = [_page(n, top, "Текст.") for n, top in enumerate(tops)]  # the club's name on two pages of six
    assert not any(id(line) in find_furniture(pages, 4.0) for page in pages for line in page.lines[:1])


DOCBOOK = """<?xml version="1.0" encoding="UTF-8"?>
<article xmlns="http://docbook.org/ns/docbook" version="5.0" xml:lang="ru">
<info><title>Справочник клуба</title><author><personname>Д. А. Мельников</personname></author>
<revhistory><revision><revnumber>1.3</revnumber></revision></revhistory></info>
<simpara>Северореченск, 2011.</simpara>
<section><title>Правило 9. Порядок действий</title>
<section><title>B. После указания на нарушение</title>
<orderedlist numeration="arabic">
<listitem><simpara></simpara><orderedlist numeration="loweralpha">
<listitem><simpara>Судья вызывается немедленно.</simpara></listitem>
<listitem><simpara>Любой игрок может вызвать судью<footnote><simpara>Так понимает коллегия.</simpara></footnote>.
</simpara></listitem></orderedlist></listitem>
<listitem><simpara>Никто не действует до прихода судьи.</simpara></listitem>
</orderedlist>
<note><simpara>См. также Правило 16.</simpara></note>
</section></section></article>
"""


def test_docbook_is_read_as_its_structure():
    got = extract(Path("book.xml"), DOCBOOK.encode(), "book.xml")
    assert got.text.split("\n\n") == [
        "Справочник клуба", "Северореченск, 2011.", "Правило 9. Порядок действий", "B. После указания на нарушение",
        "1. (a) Судья вызывается немедленно.", "(b) Любой игрок может вызвать судью<*>.", "-" * 32,
        "<*> Так понимает коллегия.", "2. Никто не действует до прихода судьи.", "См. также Правило 16.\n"]
    assert [r.text for r in got.removals if r.kind == "docbook-info"] == ["Д. А. Мельников 1.3"]


@pytest.mark.parametrize("head, named, kind", [
    (b'<?xml version="1.0"?>\n<article xmlns="http://docbook.org/ns/docbook" version="5.0">', ".xml", ".docbook"),
    (b'<?xml version="1.0"?>\n<!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "x.dtd">\n<book>',
     ".txt", ".docbook"),
    (b'<?xml version="1.0"?>\n<article xmlns="http://www.w3.org/1999/xhtml">', ".xml", ".xml"),  # no DocBook
    ("ПРАВИЛО 1. КОЛОДА\n".encode(), ".txt", ".txt"),
])
def test_a_docbook_file_is_known_by_its_root(head, named, kind):
    assert sniff(head, named) == kind


def test_docbook_that_is_no_xml_is_refused_in_one_line():
    with pytest.raises(LawrefError) as err:
        extract(Path("book.xml"),
                b'<article xmlns="http://docbook.org/ns/docbook"><section>', "book.xml")
    assert "\n" not in err.value.in_language("ru") and "DocBook" in err.value.in_language("ru")


# A text whose Law headings are all under a markup language's marks is its source (the a2ps print of kontra2011's
# AsciiDoc: «30 == Предисловие», «== Правило 1. Колода»): refused in one line that says so and what to give instead.
@pytest.mark.parametrize("headings, says_markup", [
    (["== Правило 1. Колода", "30 == Правило 2. Сдачи", "== Правило 6. Тасовка"], True),  # AsciiDoc, a2ps's margin
    (["## Правило 1. Колода", "## Правило 2. Сдачи", "## Правило 6. Тасовка"], True),  # Markdown printed
    (["== Правило 1. Колода ==", "== Правило 2. Сдачи ==", "== Правило 6. Тасовка =="], True),  # a wiki's
    (["== Правило 1. Колода", "== Правило 2. Сдачи"], False),  # two: no proof
    (["== Предисловие", "== Определения", "== Благодарности"], False),  # no Law among them
])
def test_a_markup_source_is_refused_saying_so(tmp_path, headings, says_markup):
    text = "".join(f"{heading}\n\nТекст правила.\n\n" for heading in headings)
    (tmp_path / "book.txt").write_text(text, "utf-8")
    with pytest.raises(LawrefError) as err:
        load_corpus([tmp_path / "book.txt"], kind="law")
    line = err.value.in_language("ru")
    assert "\n" not in line and (f"«{headings[0]}»" in line) == says_markup
