"""Furniture found by counting, and overstrike remnants only where removing them leaves no sentence
unfinished (lawref.corpus.furniture, lawref.corpus.clean). One row per shape seen in books nobody here wrote."""

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus.clean import OVERSTRIKE, clean, to_text
from lawref.corpus.pipeline import load_corpus

sys.path.insert(0, str(Path(__file__).parent))
from fidelity import assert_nothing_lost  # noqa: E402

HEAD = "Правила спортивного бриджа"


def paged_law(laws: int = 3, head_below_number: bool = True, blank_around: bool = False) -> str:
    """A law book whose every page break falls inside a sentence, the page number and then the book's title
    printed at each break (the title under the number, or above it)."""
    out = ["ПРАВИЛА СПОРТИВНОГО БРИДЖА", "", "ОПРЕДЕЛЕНИЯ", "", "Козырь - каждая карта масти, названной",
           "в контракте."]
    page = 2
    gap = [""] if blank_around else []

    def brk():
        nonlocal page
        furniture = [f"- {page} -", HEAD] if head_below_number else [HEAD, f"- {page} -"]
        page += 1
        return gap + furniture + gap

    out += brk() + ["Контра - заявка, удваивающая очки.", ""]
    for law in range(1, laws + 1):
        out += [f"ПРАВИЛО {law}. ЗАКОН НОМЕР {law}", "", "A. Раздел", ""]
        for item in range(1, 4):
            out += [f"{item}. Если игроки сели неправильно, они", "пересаживаются на правильные"]
            out += brk() + ["места.", ""]
    return "\n".join(out) + "\n"


def load(tmp_path, text):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    return load_corpus([tmp_path])


@pytest.mark.parametrize("below,blank", [(True, False), (False, False), (True, True)],
                         ids=["head under the number", "head above the number", "blank lines around"])
def test_a_title_at_every_page_break_is_furniture(tmp_path, below, blank):
    text = paged_law(head_below_number=below, blank_around=blank)
    corpus = load(tmp_path, text)
    assert corpus["1A1"].text == "Если игроки сели неправильно, они пересаживаются на правильные места."
    assert not [c.id for c in corpus if HEAD in c.text]
    # «Контра» is its own definition, not swallowed by «Козырь»
    assert corpus["def.kozyr"].text == "каждая карта масти, названной в контракте."
    assert corpus["def.kontra"].text == "заявка, удваивающая очки."
    heads = [r for r in corpus.removals["x"] if r.kind == "running-head"]
    assert len(heads) == text.count(HEAD) and all(r.text == HEAD for r in heads)
    assert corpus["front.title"].text == "ПРАВИЛА СПОРТИВНОГО БРИДЖА"  # the title page keeps its title
    assert_nothing_lost(corpus, text, "x")


def test_the_head_is_furniture_also_at_a_break_that_lost_its_number(tmp_path):
    text = paged_law().replace("- 7 -\n", "", 1)
    corpus = load(tmp_path, text)
    assert not [c.id for c in corpus if HEAD in c.text]


def test_the_title_page_and_a_sentence_naming_the_book_are_not_furniture(tmp_path):
    text = paged_law() + "\nПРАВИЛО 9. ПОСЛЕДНЕЕ\n\nЭтот текст цитирует книгу: Правила спортивного бриджа, её заглавие.\n"
    corpus = load(tmp_path, text)
    assert "Правила спортивного бриджа, её заглавие." in corpus["9"].text


# (shape, text, lines removed as overstrike)
OVERSTRIKE_ROWS = [
    ("a one-word last line finishing the sentence",
     "ПРАВИЛО 1. КОЛОДА\n\nЭти положения относятся. Но к этому случаю не\nотносятся.\n", []),
    ("the same in a typed (double-spaced) text",
     "Судья должен\n\nпредупредить игрока, если он не\n\nне\n\nсказал. Эти положения относятся. Но к этому случаю не"
     "\n\nотносятся.\n\nа дальше\n\nтекст идёт.\n",
     [5]),
    ("emphasis inside a running sentence", "Судья должен не забыть\nне\nпредложить\n", [2]),
    ("emphasis at a paragraph end of a normal text", "Судья должен не забыть.\nзабыть.\n\nДругой абзац.\n", []),
    ("a typed text's heading under a sentence that names its Law",
     "Пример 8.\n\nПравило 16 здесь не применяется.\n\nПравило 16\n\nНЕРАЗРЕШЁННАЯ ИНФОРМАЦИЯ\n\n(1) Судья выясняет.\n",
     []),
    ("a typed note label repeated inside its running sentence",
     "Примечание: по поводу назначения вне\n\nПримечание:\n\nочереди см. Правило 31.\n", [3]),
    ("a typed note label repeated under a line whose bracket is still open",
     "Судья должен\n\nпредупредить игрока.\n\nПримечание: розыгрыш идёт обычным порядком (см.\n\nПримечание:\n\n"
     "Правило 22).\n\nещё строка.\n", [7]),
    ("a typed note label repeated under a line ending in «см.»",
     "Судья должен\n\nпредупредить игрока.\n\nПримечание: по поводу назначения вне очереди см.\n\nПримечание:\n\n"
     "Правило 77B1.\n\nещё строка.\n", [7]),
    ("a typed note label repeated under its one-line note, the next paragraph's label after it",
     "Судья должен\n\nпредупредить игрока.\n\nПримечание: см. Правило 58.\n\nПримечание:\n\n28.3. Ответ зависит\n\n"
     "от того.\n", [7]),
    ("a typed note label repeated under its one-line note, the next paragraph's label run into an item",
     "Судья должен\n\nпредупредить игрока.\n\nПримечание: см. Правило 31.\n\nПримечание:\n\n6.3.(a) если оппонент\n\n"
     "берёт карту;\n", [7]),
    ("a typed text's heading with its title in brackets under a sentence that names its Law",
     "Пример 8.\n\nПравило 16 здесь не применяется.\n\nПравило 16\n\n(Неразрешённая информация)\n\n(1) Судья.\n", []),
    ("a typed note label repeated under its one-line note, the paragraph ended",
     "Судья должен\n\nпредупредить игрока.\n\nПримечание: см. Правило 31.\n\nПримечание:\n\n\n\nДругой абзац идёт\n\n"
     "ещё строка.\n", [7]),
]


@pytest.mark.parametrize("shape,text,removed", OVERSTRIKE_ROWS, ids=[row[0] for row in OVERSTRIKE_ROWS])
def test_overstrike_remnants_never_leave_a_sentence_unfinished(shape, text, removed):
    cleaned = clean(text, "x.txt")
    assert [r.line for r in cleaned.removals if r.kind == OVERSTRIKE] == removed


def test_the_last_word_of_a_law_stays(tmp_path):
    corpus = load(tmp_path, OVERSTRIKE_ROWS[0][1])
    assert corpus["1"].text == "Эти положения относятся. Но к этому случаю не относятся."


# Pages of text made of the shapes above: cleanup is idempotent, nothing is lost, the parser never crashes.
LINES = ["Если игроки сели неправильно, они", "пересаживаются на правильные", "места.", HEAD, "- 3 -", "- 4 -",
         "", "", "не", "относятся.", "к этому случаю не", "Козырь - карта масти.", "ПРАВИЛО 2. ДОСКИ", "A. Раздел",
         "1. Пункт,", "(a) подпункт", "(i) глубже", "Правило 28. В этом случае Судья может:", "Правиле 82C3(b)",
         "наверх", "© 2004 Клуб «Дуплет». Перепечатка только с разрешения", "pravila.txt Tue Dec 01 2026 7",
         "С О Д Е Р Ж А Н И Е", "Правило 1. Колода ........ 3", "<1> Сноска.", "(*) Сноска.", "-----"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(LINES), max_size=40))
def test_paged_texts_clean_idempotently_and_lose_nothing(tmp_path_factory, rows):
    text = "ПРАВИЛО 1. КОЛОДА\n\n" + "\n".join(rows) + "\n"
    first = clean(text, "h.txt")
    second = clean(to_text(first.lines), "h.txt")
    assert [l.text for l in second.lines] == [l.text for l in first.lines] and second.removals == ()
    folder = tmp_path_factory.mktemp("p")
    corpus = load(folder, text)  # never a traceback
    assert_nothing_lost(corpus, text, "x")


# -- contents, navigation and footers found by counting and position ------------------------------------------

def test_a_letter_spaced_contents_heading_goes_with_its_entries(tmp_path):
    text = ("ПРАВИЛА\n\nОТ ПЕРЕВОДЧИКА\n\nПеревод сделан в 1993 году.\n\nС О Д Е Р Ж А Н И Е\n\n"
            "Правило 1. Колода ........ 3\nПравило 2. Доски ......... 4\nПравило 3. Столы ......... 5\n\n"
            "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    corpus = load(tmp_path, text)
    assert corpus["front.ot-perevodchika"].text == "Перевод сделан в 1993 году."
    assert [r.text for r in corpus.removals["x"] if r.kind == "contents"][0] == "С О Д Е Р Ж А Н И Е"


LAWS_WITH_LINKS = "".join(f"ПРАВИЛО {n}. ЗАКОН\n\nТекст Правила {n}.\n\nнаверх\n\n" for n in range(1, 6))


def test_a_short_line_standing_alone_again_and_again_is_navigation(tmp_path):
    corpus = load(tmp_path, LAWS_WITH_LINKS)
    assert all(corpus[str(n)].text == f"Текст Правила {n}." for n in range(1, 6))
    assert [r.text for r in corpus.removals["x"] if r.kind == "repeated-line"] == ["наверх"] * 5
    assert_nothing_lost(corpus, LAWS_WITH_LINKS, "x")


def test_a_short_line_seen_three_times_is_text(tmp_path):
    text = "".join(f"ПРАВИЛО {n}. ЗАКОН\n\nТекст.\n\nНе применяется\n\n" for n in range(1, 4))
    corpus = load(tmp_path, text)
    assert corpus["1"].text == "Текст.\nНе применяется"


# (the document's last paragraph, whether it is the footer): a copyright line or the printer's imprint closing
# the document; the same words inside the last Law's paragraph, or a last paragraph of the text, stay
CLOSING_ROWS = [
    ("\n\n© 2004 Клуб «Дуплет». Перепечатка только с разрешения", True),
    ("\n\nПриложение подготовлено редакцией журнала.\nПодписано в печать 12.11.2018. Тираж 500 экз.", True),
    ("\n\nТираж 1 000 экз.", True),
    ("\nПодписано в печать 12.11.2018.", False),  # no blank line: the Law's paragraph goes on
    ("\n\nКомитет указывает тираж бланков протокола.", False),
    # abi2000: the title page's publisher, place and year said again under the last Law; words the title page
    # does not say, or no year, stay the Law's
    ("\n\nАссоциация бриджа Верхнекамского края. Краснокамск-на-Вишере, 2000.", True),
    ("\n\nАссоциация бриджа Верхнекамского края рассматривает апелляции, 2000.", False),
    ("\n\nАссоциация бриджа Верхнекамского края.", False),
]


@pytest.mark.parametrize("closing, footer", CLOSING_ROWS)
def test_a_copyright_line_or_an_imprint_closing_the_document_is_its_footer(tmp_path, closing, footer):
    text = f"АССОЦИАЦИЯ БРИДЖА ВЕРХНЕКАМСКОГО КРАЯ\nКраснокамск-на-Вишере, 2000\n\nПРАВИЛО 93. ПРОЦЕДУРА\n\n" \
           f"Решение комитета окончательно.{closing}\n"
    corpus = load(tmp_path, text)
    assert (corpus["93"].text == "Решение комитета окончательно.") is footer
    assert ("footer" in [r.kind for r in corpus.removals["x"]]) is footer


# (the document's first paragraph, whether it is a site's bar): its name and web address parted by «·» or «|» over a
# print page (sevrech2015's Calibre PDF, EPUB and lynx dump of its «Версия для печати»); an address alone, or a bar
# with no address, stays the title page's
OPENING_ROWS = [
    ("Версия для печати · СОФБ — Северореченская федерация · http://bridge.example.ru/\n\n", True),
    ("Клуб «Дуплет» | www.duplet.example.ru\n\n", True),
    ("Сайт клуба: http://bridge.example.ru/\n\n", False),
    ("Москва | 2021\n\n", False),
]


@pytest.mark.parametrize("opening, bar", OPENING_ROWS)
def test_a_sites_bar_opening_the_document_is_the_sites(tmp_path, opening, bar):
    text = f"{opening}ПРАВИЛА БРИДЖА\nРедакция 1997 года\n\nПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение комитета окончательно.\n"
    corpus = load(tmp_path, text)
    assert corpus["front.title"].text.startswith("ПРАВИЛА БРИДЖА") is bar
    assert [r.text for r in corpus.removals["x"] if r.kind == "site-bar"] == ([opening.strip()] if bar else [])


# A web page printed or saved as text (comm2017's club page, printed by Chromium): its bars of links and its update
# line stand above the book's first heading, a bar closes the document; the same shapes inside the book stay.
SITE_PAGE = ("Бридж-клуб «Маяк» | Главная | Турниры | Рейтинг\n\nРаздел ведёт судья клуба. Обновлено 14.03.2021\n\n"
             "КОММЕНТАРИЙ\n\nМосква | 2021\n\nСодержание: 7 | 9 | 12\n\nОТ СОСТАВИТЕЛЕЙ\n\nЭта книга.\n\n"
             "Правило 7. КОНТРОЛЬ\n\n7.1. Текст.\n\nСевер | Юг | Восток\n\n"
             "Правило 9. ПОРЯДОК\n\n9.1. Текст.\n\n© Клуб «Маяк», 2021.\n\nНаверх | На главную\n")


def test_a_web_pages_own_lines_around_the_book_are_its_furniture(tmp_path):
    (tmp_path / "x.txt").write_text(SITE_PAGE, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    assert corpus["cfront.title"].text == "КОММЕНТАРИЙ\nМосква | 2021"  # two items on a title page: its text
    assert corpus["7.1"].text == "Текст.\nСевер | Юг | Восток"  # inside the book: text
    assert corpus["9.1"].text == "Текст."
    assert [r.text for r in corpus.removals["x"] if r.kind == "site-line"] == [
        "Бридж-клуб «Маяк» | Главная | Турниры | Рейтинг", "Раздел ведёт судья клуба. Обновлено 14.03.2021",
        "Содержание: 7 | 9 | 12", "Наверх | На главную"]
    assert "footer" in [r.kind for r in corpus.removals["x"]]
    assert_nothing_lost(corpus, SITE_PAGE, "x")


# (the text, the site lines removed): a breadcrumb trail above the book's first heading (vkamsk2019's page dumped by
# w3m: «ФСБ Верхнекамска › Документы › Правила 2017») is the page's, as is the update line under the © footer closing
# it (the footer then the last paragraph, recorded as the footer); a trail inside the book, or a title page's line
# with one mark, stays
TRAIL_ROWS = [
    ("ФСБ Верхнекамска › Документы › Правила 2017\n\nПРАВИЛА\n\nПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение окончательно.\n\n"
     "© Федерация, 2019. Перевод не является\nофициальным.\n\nСтраница обновлена 12.05.2019\n",
     ["ФСБ Верхнекамска › Документы › Правила 2017", "Страница обновлена 12.05.2019"], "Решение окончательно."),
    # Asciidoctor's footer stamp printed under the page (kare2004's wkhtmltopdf PDF): an ISO date and time
    ("ПРАВИЛА\n\nПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение окончательно.\n\nLast updated 2004-09-15 12:00:00 UTC\n",
     ["Last updated 2004-09-15 12:00:00 UTC"], "Решение окончательно."),
    ("ПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение окончательно.\n\nСтраница обновлена 2019-05-12\n",
     ["Страница обновлена 2019-05-12"], "Решение окончательно."),
    ("ПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение, обновлено 2019-05-12 и дальше по тексту.\n", [],
     "Решение, обновлено 2019-05-12 и дальше по тексту."),
    ("Главная / Документы / Правила\n\nПРАВИЛА\n\nПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение окончательно.\n",
     ["Главная / Документы / Правила"], "Решение окончательно."),
    ("ПРАВИЛА\n\nМосква › 2017\n\nПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение окончательно.\n", [], "Решение окончательно."),
    ("ПРАВИЛО 93. ПРОЦЕДУРА\n\nПорядок: судья › комитет › федерация.\n", [],
     "Порядок: судья › комитет › федерация."),
]


@pytest.mark.parametrize("text, removed, last", TRAIL_ROWS)
def test_a_breadcrumb_trail_above_the_book_and_an_update_line_closing_it_are_the_pages(tmp_path, text, removed, last):
    corpus = load(tmp_path, text)
    assert [r.text for r in corpus.removals["x"] if r.kind == "site-line"] == removed
    assert corpus["93"].text == last
    assert_nothing_lost(corpus, text, "x")


def test_a_row_of_figures_closing_the_last_law_is_its_text(tmp_path):
    # a bar closing the document is the site's when its items are links' names; a table row of figures is the Law's
    text = "ПРАВИЛО 93. ПРОЦЕДУРА\n\nСчёт по доскам:\n\n0 | 3\n"
    corpus = load(tmp_path, text)
    assert corpus["93"].text == "Счёт по доскам:\n0 | 3"
    assert "site-line" not in [r.kind for r in corpus.removals["x"]]


def test_a_copyright_sentence_inside_the_last_law_stays(tmp_path):
    text = "ПРАВИЛО 93. ПРОЦЕДУРА\n\nРешение комитета окончательно;\nзнак © ставится на бланке.\n"
    corpus = load(tmp_path, text)
    assert corpus["93"].text == "Решение комитета окончательно; знак © ставится на бланке."


def test_a_head_with_its_page_number_after_one_space_is_furniture(tmp_path):
    # enscript's header: the file name, the date, the page number, at the top of every page
    head = "pravila2017.txt Tue Dec 01 20:24:36 2026"
    text = "".join(f"{head} {n}\n\nПРАВИЛО {n}. ЗАКОН\n\nТекст Правила {n}.\n\n" for n in range(1, 5))
    corpus = load(tmp_path, text)
    assert all(corpus[str(n)].text == f"Текст Правила {n}." for n in range(1, 5))
    assert len([r for r in corpus.removals["x"] if r.kind == "running-head"]) == 4
    assert_nothing_lost(corpus, text, "x")


def test_numbered_units_with_one_word_are_not_heads(tmp_path):
    text = "ПРАВИЛО 1. ЗАКОН\n\n" + "".join(f"Пример {n}\n\nТекст примера.\n\n" for n in range(1, 5))
    corpus = load(tmp_path, text)
    assert "Пример 3" in corpus["1"].text


def test_menus_and_footers_repeated_across_the_pages_of_a_site():
    from lawref.corpus.furniture import furniture_key, repeated_across_pages

    menu, footer = "Главная | Гл.\u00a0I | Гл. II | Написать судье", "© 2004 Клуб «Дуплет». Перепечатка только с разрешения"
    pages = [[menu, f"Глава {n}", f"ПРАВИЛО {n}. ЗАКОН", f"Текст Правила {n}.", "наверх", footer] for n in range(1, 5)]
    pages.append(["Предисловие", "Текст предисловия.", footer])
    found = repeated_across_pages(pages)
    assert found == {furniture_key(menu), furniture_key(footer), "наверх"}
    assert repeated_across_pages(pages[:1]) == frozenset()  # one page: nothing to count
    assert "текст правила 1." not in found


def notes_in_pages() -> str:
    """A director's notes printed by LibreOffice and saved by pdftotext -layout (the red-team book notes2022): a
    head in two parts at every page's top, the author's name and the Law at the page's start; «Стр. N из 4» at
    its foot; under each Law a heading «К ПРАВИЛУ N» set letter-spaced, read in pieces, mid-page."""
    def law(n: int, title: str) -> str:
        return f"\n\n                    К П РАВИ ЛУ {n}\n            {title}\n     1. Текст заметок к Правилу {n}.\n"

    head = "В. Г. Ракитин. Заметки судьи" + " " * 60
    return ("            ЗАМЕТКИ СУДЬИ\n\n          ОТ АВТОРА\nПредисловие автора.\n"
            f"\f{head}ОТ АВТОРА\n" + law(13, "Неправильное число карт") + law(15, "Игра не той сдачи")
            + "\n                        Стр. 2 из 4\n"
            f"\f{head}К ПРАВИЛУ 15\n" + law(21, "Заявление") + "\n                        Стр. 3 из 4\n"
            f"\f{head}К ПРАВИЛУ 21\n" + law(24, "Карта, открытая во время торговли")
            + "\n                        Стр. 4 из 4\n")


def test_a_heading_once_under_each_law_mid_page_is_no_head_and_a_two_part_head_is(tmp_path):
    """A head repeats at page breaks: «К ПРАВИЛУ 13», «… 15», «… 21» with a rising number each stand in the
    middle of a page, once under each Law (the pages are known: form feeds), and are the book's headings; the
    line at each page's top whose first part repeats («В. Г. Ракитин. Заметки судьи») is the head."""
    (tmp_path / "x.txt").write_text(notes_in_pages(), "utf-8")
    (tmp_path / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    assert [(c.id, c.title) for c in corpus if c.kind == "commentary"] == [
        ("c13", "Неправильное число карт"), ("c15", "Игра не той сдачи"), ("c21", "Заявление"),
        ("c24", "Карта, открытая во время торговли")]
    assert corpus["24.1"].text == "Текст заметок к Правилу 24."
    heads = [r.text for r in corpus.removals["x"] if r.kind == "running-head"]
    assert len(heads) == 3 and all(text.startswith("В. Г. Ракитин. Заметки судьи") for text in heads)
    assert not [c.id for c in corpus if "Ракитин" in c.text]


# A site's pages copied from the browser one after another (ural2022's Sphinx pages): each closes with the site's
# footer; the lines on half of the pages («вперёд», «назад |», «Быстрый поиск», «Предыдущий раздел»), the
# breadcrumb trails, the sidebar's «Оглавление» with the page's headings, and the neighbour's heading under
# «Следующий раздел» are the site's; a chapter of one Law lists it, then its page says it again.
FOOTER = "© Авторские права 2022, Федерация бриджа. Создано с использованием Sphinx 9.0.4."


def copied_page(crumbs: str, body: str, toc: str = "", nxt: str = "", last: bool = False) -> str:
    bar = "назад" if last else "вперёд\nназад |"
    sidebar = f"Оглавление\n{toc}\n" if toc else ""
    after = f"Следующий раздел\n\n{nxt}\n\n" if nxt else ""
    return (f"{bar}\nПравила бриджа » {crumbs}\n{body}\n\n{sidebar}Предыдущий раздел\n\nГлава I. Начало\n\n{after}"
            f"Быстрый поиск\n{bar}\nПравила бриджа » {crumbs}\n{FOOTER}\n\n")


COPIED = (copied_page("Глава I. Начало", "Глава I. Начало\nПравило 1 · Колода\nПравило 2 · Ящики",
                      nxt="Правило 1 · Колода")
          + copied_page("Глава I. Начало » Правило 1 · Колода",
                        "Правило 1 · Колода\nA. Состав колоды\n\nКолода из 52 карт.\n\nB. Масти\n\nЧетыре масти.",
                        toc="Правило 1 · Колода\nA. Состав колоды\nB. Масти", nxt="Правило 2 · Ящики")
          + copied_page("Глава I. Начало » Правило 2 · Ящики", "Правило 2 · Ящики\n\nЯщик на столе.",
                        nxt="Глава II. Торговля")
          + copied_page("Глава II. Торговля", "Глава II. Торговля\nПравило 20 · Разъяснение", nxt="Правило 20 · Разъяснение")
          + copied_page("Глава II. Торговля » Правило 20 · Разъяснение", "Правило 20 · Разъяснение\n\nТекст 20.",
                        last=True))


@pytest.mark.parametrize("footers, read", [(5, True), (2, False)], ids=["a footer on every page", "two footers"])
def test_a_sites_pages_copied_one_after_another_lose_the_sites_lines(tmp_path, footers, read):
    text = COPIED if footers == 5 else COPIED.replace(FOOTER, "Конец страницы.", 3)
    corpus = load(tmp_path, text)
    if read:
        assert [(c.id, c.title or "", c.text) for c in corpus] == [
            ("ch1", "Начало", ""), ("1", "Колода", ""), ("1A", "Состав колоды", "Колода из 52 карт."),
            ("1B", "Масти", "Четыре масти."), ("2", "Ящики", "Ящик на столе."), ("ch2", "Торговля", ""),
            ("20", "Разъяснение", "Текст 20.")]
        kinds = {r.kind for r in corpus.removals["x"]}
        assert {"site-page-line", "contents"} <= kinds
        assert_nothing_lost(corpus, text, "x")
    else:  # no site: its lines stay text
        assert "Быстрый поиск" in corpus["20"].text


def _parts(*laws: int, after: str = "") -> str:
    """A Law a part, each with a section, and `after` (its number and the next's filled in) closing each part."""
    return "".join(f"ПРАВИЛО {n}. {_TITLES[n]}\n\nA. Раздел {_TITLES[n].lower()}\n\nТекст {n}.\n\n"
                   + after.format(n=n, m=n + 1) for n in laws)


_TITLES = {1: "Колода", 2: "Коробки", 3: "Карты", 4: "Пары", 7: "Стол"}


# A site's marks said again and again where a reader sees a page's, not the book's words (volwiki2022's wiki print):
# (what, text, the removals of these kinds: (kind, text)). Rows that must stay text: no removal.
SITE_MARK_ROWS = [
    ("a bracketed word after every heading is its link", _parts(1, 2).replace("\n\n", " [править]\n\n", 1)
     .replace("Коробки\n", "Коробки[править]\n").replace("Раздел колода\n", "Раздел колода [править]\n")
     .replace("Раздел коробки\n", "Раздел коробки [править]\n"), [("heading-link", " [править]"), ("heading-link", " [править]"),
                                                      ("heading-link", "[править]"), ("heading-link", " [править]")]),
    ("a bracketed word after three headings only stays", _parts(1, 2).replace("Раздел колода\n", "Раздел колода [ред.]\n")
     .replace("Раздел коробки\n", "Раздел коробки [ред.]\n").replace("Коробки\n", "Коробки [ред.]\n"), []),
    ("a bracketed word closing sentences is the text's", "".join(
        f"ПРАВИЛО {n}. Закон\n\nИгрок говорит «пас» [sic]\n\n" for n in range(1, 6)), []),
    ("a contents box's entries numbered by the skin, found again as headings",
     "Содержание\n\n1 ПРАВИЛО 1. Колода\n\n1.1 A. Раздел колода\n\n2 ПРАВИЛО 2. Коробки\n\n2.1 A. Раздел коробки\n\n"
     + _parts(1, 2), [("contents", "Содержание"), ("contents", "1 ПРАВИЛО 1. Колода"), ("contents", "1.1 A. Раздел колода"),
                      ("contents", "2 ПРАВИЛО 2. Коробки"), ("contents", "2.1 A. Раздел коробки")]),
    ("a hand-made contents: each entry the Law's name and words of its own, in the Laws' order",
     "Оглавление\n\nПравило 1 — колода\n\nПравила 2 и 4 — коробки и пары\n\nПравило 7 — карты\n\n" + _parts(1, 2, 4, 7),
     [("contents", "Оглавление"), ("contents", "Правило 1 — колода"), ("contents", "Правила 2 и 4 — коробки и пары"),
      ("contents", "Правило 7 — карты")]),
    ("Laws the book does not hold, named under «Оглавление», stay text",
     "Оглавление\n\nПравило 9 — порядок\n\nПравило 12 — судья\n\nПравило 16 — сведения\n\n" + _parts(1, 2, 7), []),
    ("a line of arrows to the part before and after, closing each part",
     _parts(1, 2, 3, after="← Правило {n} | Оглавление | Правило {m} →\n\n"),
     [("navigation-line", f"← Правило {n} | Оглавление | Правило {n + 1} →") for n in (1, 2, 3)]),
    ("the page's address closing its print, and its categories, last edit and licence under it",
     _parts(1, 2) + "Источник — «https://wiki.example.ru/index.php?title=Правила&oldid=5»\n\nКатегории: Правила\n\n"
     "Эта страница в последний раз была отредактирована 1 марта 2022 в 10:00.\n",
     [("site-line", "Источник — «https://wiki.example.ru/index.php?title=Правила&oldid=5»"),
      ("site-line", "Категории: Правила"),
      ("site-line", "Эта страница в последний раз была отредактирована 1 марта 2022 в 10:00.")]),
    ("an address line with a Law after it is the book's", _parts(1) + "Адрес: https://bridge.example.ru/\n\n"
     + _parts(2) + "Конец.\n", []),
    ("an address the book cites, its items going on under it, is the book's",
     _parts(1) + "1. Судья решает.\n\nАнглийский текст: https://www.worldbridge.org/laws\n\n"
     "2. Комиссия рассматривает апелляцию.\n\n3. Решение комиссии окончательно.\n", []),
    ("two such lines, or a sentence with an arrow, stay",
     _parts(1, 2, after="← Правило {n} | Оглавление →\n\n") + "Ход → взятка → сдача.\n", []),
]


@pytest.mark.parametrize("what, text, removed", SITE_MARK_ROWS, ids=[row[0] for row in SITE_MARK_ROWS])
def test_a_sites_marks_said_again_and_again_are_the_pages(what, text, removed):
    from lawref.corpus.furniture import strip_furniture
    from lawref.model import Line

    kept, removals = strip_furniture([Line(n, t) for n, t in enumerate(text.split("\n"), 1)], set())
    kinds = {"heading-link", "contents", "navigation-line", "site-line"}
    assert [(r.kind, r.text) for r in removals if r.kind in kinds and r.text.strip()] == removed
    # each removed from the text kept, and nothing else of the book with it
    assert not any(text.strip() in line.text for _, text in removed for line in kept)
    assert sum(bool(line.text.strip()) for line in kept) == sum(bool(t.strip()) for t in text.split("\n")) - sum(
        kind != "heading-link" for kind, _ in removed)
