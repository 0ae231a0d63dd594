"""A printed page as a PDF's text keeps it (`pdftotext -layout`): running heads that change with the Law in
effect, a Law heading on two lines that the head sets on one, the part in effect on even pages, and footnotes
at the page's foot (a lone number over the note, the same number glued to a word as its call). One row per
shape, and rows that must stay text (lawref.corpus.furniture, lawref.corpus.pagenotes)."""

import sys
from pathlib import Path

import pytest

from lawref.corpus.pipeline import load_corpus

sys.path.insert(0, str(Path(__file__).parent))
from fidelity import assert_nothing_lost  # noqa: E402

FF = "\f"


def load(tmp_path, text):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2007\n', "utf-8")
    return load_corpus([tmp_path])


def page(*lines: str, number: int) -> list[str]:
    return [*lines, "", f"                    стр. {number}"]


FIDO_HEAD = "Вестник бриджа N 4 (47), 2018 - приложение      PRAVILA.KOI"
# (what, the pages, {clause id: its text}, ids that must not be there)
ROWS = [
    ("a two-line heading's head on its later pages, set on one line",
     [page("ЧАСТЬ I. ОСНОВЫ", "", "      ПРАВИЛО 12", "  ДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ", "", "A. Право", "1. Судья вправе",
           "   назначить исправление.", number=1),
      page("   ПРАВИЛО 12 ДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ", "", "2. Судья может.", number=2),
      page("ЧАСТЬ I. ОСНОВЫ", "", "3. Судья решает.", number=3)],
     {"12A1": "Судья вправе назначить исправление.", "12A2": "Судья может.", "12A3": "Судья решает."},
     ["ch1~2"]),
    ("the head above the two-line heading it repeats, on the Law's first page",
     [page("ПРАВИЛО 9", "ПОРЯДОК", "", "Текст девятого.", number=1),
      page("   ПРАВИЛО 10 НАЗНАЧЕНИЕ ИСПРАВЛЕНИЯ", "", "      ПРАВИЛО 10", "   НАЗНАЧЕНИЕ ИСПРАВЛЕНИЯ", "",
           "Текст десятого.", number=2)],
     {"9": "Текст девятого.", "10": "Текст десятого."}, []),
    ("a running head's own rule under it (a FIDO text's page head), the break inside the Definitions",
     [page("ОПРЕДЕЛЕНИЯ", "", "Болван - Партнёр разыгрывающего.", number=1),
      page(FIDO_HEAD, "-" * 72, "", "Взятка - Четыре карты.", number=2),
      page(FIDO_HEAD, "-" * 72, "", "ПРАВИЛО 1", "КОЛОДА", "", "Текст первого.", number=3),
      page(FIDO_HEAD, "-" * 72, "", "ПРАВИЛО 2", "КОРОБКИ", "", "Текст второго.", number=4)],
     {"def.bolvan": "Партнёр разыгрывающего.", "def.vzyatka": "Четыре карты.", "2": "Текст второго."}, []),
    # a part's heading at a page's foot, its number also an earlier chapter's part's, its title one word other:
    # the heading itself (a wrapped title loses words, it changes none), not a head repeating the earlier one
    ("a part heading at a page's foot that shares its number with an earlier chapter's part",
     [page("Глава IV. Торговля", "", "Часть I. Правильный порядок торговли", "", "ПРАВИЛО 17", "НАЧАЛО", "",
           "Текст семнадцатого.", number=1),
      page("Текст семнадцатого дальше.", "", "Глава V. Розыгрыш", "", "Часть I. Правильный порядок розыгрыша",
           number=2),
      page("ПРАВИЛО 41", "НАЧАЛО РОЗЫГРЫША", "", "Текст сорок первого.", number=3)],
     {"ch5.p1": "", "41": "Текст сорок первого."}, []),
    # text that only looks like a head stays text
    ("a sentence naming the Law at a page's top is text",
     [page("ПРАВИЛО 12", "ДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ", "", "A. Право", "1. Судья вправе.", number=1),
      page("Правило 12 применяется судьёй всегда.", number=2)],
     {"12A1": "Судья вправе. Правило 12 применяется судьёй всегда."}, []),
]


@pytest.mark.parametrize("what, pages, texts, absent", ROWS, ids=[r[0] for r in ROWS])
def test_running_heads_of_the_law_in_effect_are_furniture(tmp_path, what, pages, texts, absent):
    text = FF.join("\n".join(p) + "\n" for p in pages)
    corpus = load(tmp_path, text)
    got = {c.id: " ".join(c.text.split()) for c in corpus.clauses}
    assert {cid: got.get(cid) for cid in texts} == texts
    assert not [cid for cid in absent if cid in got]
    assert_nothing_lost(corpus, text, "x")


NOTE_PAGES = [
    page("ПРАВИЛО 12", "ПОЛНОМОЧИЯ", "", "A. Право", "1. Результат считается", "   отдельно1.", "2. Судья решает",
         "   при любом нормальном2 розыгрыше.", "", "Совет судье. Не спешите.", "", "3. Третий пункт.", "",
         "1", "    Сноска к результату.", "2", "    «Нормальным» считается", "    разумный розыгрыш.", number=1),
    page("4. Четвёртый пункт, 2 раза и 12C1 по Правилу 40B2.", "", "3", "    Не сноска: нет вызова.", number=2),
]


def test_notes_at_a_pages_foot_follow_the_passage_that_calls_them(tmp_path):
    text = FF.join("\n".join(p) + "\n" for p in NOTE_PAGES)
    corpus = load(tmp_path, text)
    got = {c.id: " ".join(c.text.split()) for c in corpus.clauses}
    assert got["12A1"] == "Результат считается отдельно<*>."
    assert got["12A2"] == "Судья решает при любом нормальном<*> розыгрыше. Совет судье. Не спешите."
    assert got["12.fn1"] == "Сноска к результату."
    assert got["12.fn2"] == "«Нормальным» считается разумный розыгрыш."
    assert [c.id for c in corpus.clauses if c.kind == "footnote"] == ["12.fn1", "12.fn2"]
    order = [c.id for c in corpus.clauses]
    assert order.index("12.fn1") < order.index("12A2") < order.index("12.fn2") < order.index("12A3")
    # a lone «3» whose call is not on its page is no note («2 раза», «12C1», «40B2» are no calls): its text stays
    # the item's (the lone number itself a bare page number to the furniture)
    assert got["12A4"].startswith("Четвёртый пункт, 2 раза и 12C1 по Правилу 40B2.")
    assert got["12A4"].endswith(" Не сноска: нет вызова.") and "12.fn3" not in got
    removed = [(r.kind, r.text) for r in corpus.removals["x"] if r.kind.startswith("footnote")]
    assert removed == [("footnote-call", "1"), ("footnote-call", "2"), ("footnote-label", "1"),
                       ("footnote-label", "2")]
    assert_nothing_lost(corpus, text, "x")


def groff_pages(*pages: list[str]) -> str:
    """A formatter's plain text (groff -ms, col -b): 30-line pages with no form feed, the head «… Стр. N» over
    pages 2 on, the same foot «2008» under every page, blank lines of the margins between."""
    out = []
    for number, lines in enumerate(pages, start=1):
        head = ["", f"Законы бриджа                         Стр. {number}", "", ""] if number > 1 else ["", "", "", ""]
        out += [*head, *lines, *[""] * (22 - len(lines)), "                                   2008", "", "", ""]
    return "\n".join(out) + "\n"


RULE = "───────────"
MORE = [["ПРАВИЛО 90", "ШТРАФЫ", "", "A. Штраф. Судья назначает."], ["B. Отмена. Судья отменяет."]]
# (what, the pages, {clause id: its text}, ids that must not be there): a formatter's text, its pages set off by
# blank lines and furniture only (two pages of Law 90 after each, so that the foot stands at five breaks)
GROFF_ROWS = [
    ("the head with its «Стр. N» and a foot the same at every page break, a sentence running over the break",
     [["ПРАВИЛО 12", "ПОЛНОМОЧИЯ", "", "A. Право. Судья может", "назначить результат"],
      ["по своей инициативе.", "", "B. Цель. Восстановить равенство."], ["C. Порядок. Судья решает."]],
     {"12A": "Судья может назначить результат по своей инициативе.", "12C": "Судья решает."}, []),
    ("a note under a short rule at the page foot, its call a figure glued to its word, read after its passage",
     [["ПРАВИЛО 70", "ЗАЯВЛЕНИЕ", "", "C. Козырь.", "", "1. Взятка присуждается при любом нормальном1",
       "розыгрыше, если", RULE, "  1 «Нормальный» розыгрыш включает небрежную игру."],
      ["противник мог её взять.", "", "2. Иначе взятка не присуждается."], ["D. Итог. Судья объявляет."]],
     {"70C1": "Взятка присуждается при любом нормальном<*> розыгрыше, если противник мог её взять.",
      "70C2": "Иначе взятка не присуждается.", "70.fn1": "«Нормальный» розыгрыш включает небрежную игру."}, []),
    ("a note left unfinished at the page foot goes on at the next page's foot",
     [["ПРАВИЛО 70", "ЗАЯВЛЕНИЕ", "", "C. Козырь. Взятка присуждается1.", "", "D. Сомнения. Толкуются против",
       RULE, "  1 Подробнее см. там же, раздел"],
      ["заявившего.", "", "E. Итог. Судья объявляет.", RULE, "Е."], ["F. Конец. Всё."]],
     {"70C": "Взятка присуждается<*>.", "70D": "Толкуются против заявившего.",
      "70.fn1": "Подробнее см. там же, раздел Е.", "70E": "Судья объявляет.", "70F": "Всё."}, []),
    ("a figure under a short rule that nothing above calls is no note",
     [["ПРАВИЛО 70", "ЗАЯВЛЕНИЕ", "", "C. Козырь. Взятка присуждается.", RULE, "  1 Не сноска."],
      ["D. Итог. Судья объявляет."], ["E. Конец. Всё."]],
     {"70D": "Судья объявляет.", "70E": "Всё."}, ["70.fn1"]),
]


@pytest.mark.parametrize("what, pages, texts, absent", GROFF_ROWS, ids=[r[0] for r in GROFF_ROWS])
def test_a_formatters_text_its_furniture_and_the_notes_under_a_rule(tmp_path, what, pages, texts, absent):
    text = groff_pages(*pages, *MORE)
    corpus = load(tmp_path, text)
    got = {c.id: " ".join(c.text.split()) for c in corpus.clauses}
    assert {cid: got.get(cid) for cid in texts} == texts
    assert not [cid for cid in absent if cid in got]
    assert not [cid for cid, t in got.items() if "2008" in t or "Стр." in t]
    assert_nothing_lost(corpus, text, "x")


def test_a_commentarys_head_above_the_heading_it_repeats_and_a_word_broken_over_a_blank_line(tmp_path):
    """OCR'd pages of a commentary (ledov2024's): the head «Статья 43. Ограничения болвана» at a page's top, right
    above the heading it repeats set on two lines («Статья 43» / «ОГРАНИЧЕНИЯ БОЛВАНА»), is furniture; a word
    broken at a line's end goes on over the blank line OCR put in the paragraph («и бол-» / blank / «ван»)."""
    pages = [["Статья 42", "ПРАВА БОЛВАНА", "", "(1) Болван вправе следить за игрой, и бол-", "",
              "ван вслух говорит.", "", "— 10 —"],
             ["Статья 43. Ограничения болвана", "", "Статья 43", "ОГРАНИЧЕНИЯ БОЛВАНА", "", "(1) Болван не может.",
              "", "— 11 —"]]
    text = FF.join("\n".join(p) + "\n" for p in pages)
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    got = {c.id: " ".join(c.text.split()) for c in corpus.clauses}
    assert got == {"c42": "", "42.1": "Болван вправе следить за игрой, и болван вслух говорит.", "c43": "",
                   "43.1": "Болван не может."}
    assert_nothing_lost(corpus, text, "x")


# A head over every other page (a book's left pages carry its author and title, the right ones their Law's), too
# few pages for a head repeated three times: a line that opens two pages word for word, standing alone, is a head,
# the text's first line counted where the book's body begins right under it. (what, pages, a line that must stay
# in the corpus or None, the heads removed)
EVERY_OTHER_PAGE_HEAD = "В. Г. Ледовских. Практический комментарий"
EVERY_OTHER_PAGE_ROWS = [
    ("the first line over a heading and a later page's top: the head",
     [[EVERY_OTHER_PAGE_HEAD, "", "Статья 42", "ПРАВА БОЛВАНА", "", "(1) Болван вправе.", "", "— 10 —"],
      ["Статья 43. Ограничения болвана", "", "Статья 43", "ОГРАНИЧЕНИЯ БОЛВАНА", "", "(1) Болван не может.", "",
       "— 11 —"],
      [EVERY_OTHER_PAGE_HEAD, "", "Статья 46", "НАЗЫВАНИЕ КАРТЫ", "", "(1) Разыгрывающий называет.", "", "— 12 —"]],
     None, 2),
    ("a title page's title, the same words as the head: the title stays",
     [[EVERY_OTHER_PAGE_HEAD, "", "Краснозёрск, 2024", "", "— 1 —"],
      [EVERY_OTHER_PAGE_HEAD, "", "Статья 42", "ПРАВА БОЛВАНА", "", "(1) Болван вправе.", "", "— 2 —"]],
     EVERY_OTHER_PAGE_HEAD, 0),
    ("a line opening one page only stays",
     [["Статья 42", "ПРАВА БОЛВАНА", "", "(1) Болван вправе.", "", "— 10 —"],
      ["Разыгрывающий Юг объявил пику", "", "(2) Болван молчит.", "", "— 11 —"]],
     "Разыгрывающий Юг объявил пику", 0),
]


@pytest.mark.parametrize("what, pages, kept, heads", EVERY_OTHER_PAGE_ROWS, ids=[r[0] for r in EVERY_OTHER_PAGE_ROWS])
def test_a_line_opening_two_pages_word_for_word_is_a_head(tmp_path, what, pages, kept, heads):
    text = FF.join("\n".join(p) + "\n" for p in pages)
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    removed = [r.text for r in corpus.removals["x"] if r.kind == "running-head" and r.text == EVERY_OTHER_PAGE_HEAD]
    assert len(removed) == heads
    words = " ".join(" ".join([c.title or "", c.text]) for c in corpus.clauses)
    assert EVERY_OTHER_PAGE_HEAD not in words if heads else kept in words
    assert_nothing_lost(corpus, text, "x")


# (the text's lone numbers, whether they are page numbers): numbers rising in sequence with a page's worth of text
# between them are a book's page numbers; a few lines apart they are a table's column, each row's cells set one
# under another (sevrech2015's Law 2 as a site's or an EPUB's table: «1» / «Север» / «никто», «2» / «Восток» …)
def _paged(numbers, lines_between):
    body = [f"Строка текста номер {k} книги правил." for k in range(lines_between)]
    return "\n\n".join("\n".join(body) + f"\n\n{n}" for n in numbers) + "\n\nКонец.\n"


BARE_NUMBER_ROWS = [
    ("a page's worth of text between", _paged([1, 2, 3, 4], 12), True),
    ("a table's column", "Такая схема:\n\nКоробка\n\nСдающий\n\n1\n\nСевер\n\nникто\n\n2\n\nВосток\n\nобе\n\n3\n\n"
                         "Юг\n\nникто\n\n4\n\nЗапад\n\nобе\n\nДалее схема повторяется.\n", False),
]


# (what, the text, the bare numbers that are page numbers): a bare number by a form feed is a page number only where
# it fits the printed page numbers round it, which rise: a title page's year over the break before «- 2 -» is text
# (pfsb1999comm's club page, a DOS text in a <pre>, its title page's blank lines gone)
FEED_NUMBER_ROWS = [
    ("a title page's year before page 2", "КОММЕНТАРИИ\n\n1999\n\f" + "Текст первой страницы книги.\n" * 12
     + "\n- 2 -\n\fТекст второй страницы.\n", []),
    ("a page's number before page 2", "КОММЕНТАРИИ\n\n1\n\f" + "Текст первой страницы книги.\n" * 12
     + "\n- 2 -\n\fТекст второй страницы.\n", ["1"]),
]


@pytest.mark.parametrize("what, text, numbers", FEED_NUMBER_ROWS, ids=[row[0] for row in FEED_NUMBER_ROWS])
def test_a_bare_number_by_a_form_feed_is_a_page_number_where_it_fits_the_pages(what, text, numbers):
    from lawref.corpus.clean import clean

    cleaned = clean(text, "x.txt")
    assert [r.text for r in cleaned.removals if r.kind == "page-number" and r.text.isdigit()] == numbers


@pytest.mark.parametrize("what, text, pages", BARE_NUMBER_ROWS, ids=[row[0] for row in BARE_NUMBER_ROWS])
def test_lone_numbers_in_sequence_are_page_numbers_only_a_page_apart(what, text, pages):
    from lawref.corpus.clean import clean

    cleaned = clean(text, "x.txt")
    numbers = [r.text for r in cleaned.removals if r.kind == "page-number"]
    assert numbers == (["1", "2", "3", "4"] if pages else [])
    assert ("2" in [line.text for line in cleaned.lines]) is not pages


def nroff_pages(*pages: list[str]) -> str:
    """groff -ms -Tutf8's text through `col -b` (privolga2009): 30-line pages, no form feed, the head «Школа …» and
    «Законы 2007 года» parted by TABs over pages 2 on, the foot «− N −» in U+2212 minus signs, runs of spaces
    written as TABs at stops of eight columns."""
    out = []
    for number, lines in enumerate(pages, start=1):
        head = ["", "", "Школа «Волжский шлем»\t\t\t    Законы 2007 года", ""] if number > 1 else ["", "", "", ""]
        out += [*head, *lines, *[""] * (22 - len(lines)), f"\t\t\t   − {number} −", "", "", ""]
    return "\n".join(out) + "\n"


# (what, the pages, {clause id: its text}): two pages of Law 90 after each, so that the foot stands at five breaks
NROFF_ROWS = [
    ("the foot «− N −» in minus signs and the TAB-parted head, a sentence running over the break",
     [["ПРАВИЛО 12", "ПОЛНОМОЧИЯ", "", "A. Право. Судья может", "назначить результат"],
      ["по своей инициативе.", "", "B. Цель. Восстановить равенство."], ["C. Порядок. Судья решает."]],
     {"12A": "Судья может назначить результат по своей инициативе.", "12C": "Судья решает."}),
    ("a note's call glued after the full stop that ends its sentence («карты.1»)",
     [["ПРАВИЛО 70", "ЗАЯВЛЕНИЕ", "", "C. Козырь.", "", "1. Игроки показывают оставшиеся карты.1", "",
       "2. Иначе взятка не присуждается.", RULE, "  1 Розыгрыш при этом не продолжается."],
      ["D. Итог. Судья объявляет."], ["E. Конец. Всё."]],
     {"70C1": "Игроки показывают оставшиеся карты.<*>", "70C2": "Иначе взятка не присуждается.",
      "70.fn1": "Розыгрыш при этом не продолжается."}),
    ("a table whose columns `col` set with TABs is read row by row, its cells where a terminal shows them",
     [["ПРАВИЛО 2", "ДОСКИ", "", "Зона на досках устанавливается так:", "",
       "Зона\t\t  Доски", "Никто не в зоне\t  1, 8, 11, 14", "Север — Юг\t  2, 5, 12, 15",
       "Восток — Запад\t  3, 6, 9, 16"], ["ПРАВИЛО 3", "СТОЛЫ", "", "Столы нумеруются."], ["ПРАВИЛО 4", "ПАРЫ"]],
     {"2": "Зона на досках устанавливается так: Зона Доски Никто не в зоне 1, 8, 11, 14 Север — Юг 2, 5, 12, 15 "
           "Восток — Запад 3, 6, 9, 16"}),
    ("justified prose with `col`'s TABs among its spaces stays prose (no table)",
     [["ПРАВИЛО 12", "ПОЛНОМОЧИЯ", "", "A. Право.", "", "Игрок,\t нарушивший   правила\t—  игрок,  который  допустил",
       "неправильность;\t  его\tпартнёр\t  принадлежит\tк   стороне,", "нарушившей правила."],
      ["B. Цель. Восстановить равенство."], ["C. Порядок. Судья решает."]],
     {"12A": "Игрок, нарушивший правила — игрок, который допустил неправильность; его партнёр принадлежит к стороне, "
             "нарушившей правила."}),
]


@pytest.mark.parametrize("what, pages, texts", NROFF_ROWS, ids=[r[0] for r in NROFF_ROWS])
def test_nroffs_text_through_col(tmp_path, what, pages, texts):
    text = nroff_pages(*pages, *MORE)
    corpus = load(tmp_path, text)
    got = {c.id: " ".join(c.text.split()) for c in corpus.clauses}
    assert {cid: got.get(cid) for cid in texts} == texts
    assert not [cid for cid, t in got.items() if "−" in t or "Школа" in t]
    assert_nothing_lost(corpus, text, "x")
