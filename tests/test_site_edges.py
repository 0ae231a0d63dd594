"""Rough edges a reader meets on the site (issue 19), read off the generated pages: every Law in the menu with
its title, the commentary heading naming itself once, the Definitions linked from the home page, copy buttons
that name a clause as a reader does."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from lawref.corpus.pipeline import load_corpus, make_corpus
from lawref.display import display_heading, shorten
from lawref.site.home import laws_grid
from lawref.site.law_page import LawPage
from lawref.site.pages import law_nav_title

import wholebook


@pytest.fixture(scope="module")
def seeds():
    return load_corpus()


@pytest.mark.parametrize("title, shown", [
    ("ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА", "Оспариваемая претензия или уступка"),
    ("ЗАЯВКИ  В ПОРЯДКЕ\nОЧЕРЕДИ", "Заявки в порядке очереди"),
    ("ССЫЛКА НА ПРАВИЛО 16B И WBF", "Ссылка на правило 16B и WBF"),  # ids and Latin words kept
    ("ЧЕЙ-ТО ХОД", "Чей-то ход"),
    ("Договорённости партнёров", "Договорённости партнёров"),  # mixed case: as the source has it
    ("", ""),
])
def test_display_heading(title, shown):
    assert display_heading(title) == shown


def test_shorten_cuts_at_a_word():
    assert shorten("В командных турнирах и соревнованиях с суммарным подсчётом", 44) == \
        "В командных турнирах и соревнованиях с…"
    assert shorten("Пас вне очереди", 44) == "Пас вне очереди"


def test_the_menu_names_each_law_with_its_title(seeds):
    assert law_nav_title(seeds, "70") == "70. Оспариваемая претензия или уступка"
    assert law_nav_title(seeds, "28") == "28. Заявки в порядке очереди (комментарий)"  # the commentary's heading
    assert law_nav_title(seeds, "27") == "Правило 27 (комментарий)"  # no source gives its title
    assert law_nav_title(seeds, "68") == "Правило 68 (нет в справочнике)"
    assert seeds.law_clause("70").title == "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА"  # the source is untouched


@pytest.mark.parametrize("label, named", [
    ("ПРАВИЛО 70.", "Правило 68 (нет в справочнике)"),
    ("Закон 70.", "Закон 68 (нет в справочнике)"),  # libru1998, rt29book: «Закон 27. …»
    ("Статья 70.", "Статья 68 (нет в справочнике)"),  # kare2004
    ("§ 70.", "§ 68 (нет в справочнике)"),  # kubgu2021
    ("70.", "Правило 68 (нет в справочнике)"),  # no word in the book's headings: the site's own
])
def test_a_law_the_book_cites_but_lacks_is_named_with_the_books_word(seeds, label, named):
    relabelled = make_corpus(seeds.sources, [replace(c, label=label) if c.kind == "law" else c
                                             for c in seeds.clauses])
    assert law_nav_title(relabelled, "68") == named
    assert law_nav_title(relabelled, "70") == "70. Оспариваемая претензия или уступка"  # a Law it holds: its title


def test_the_commentary_heading_names_it_once(seeds):
    page = LawPage(seeds, "27").markdown()
    heading = next(line for line in page.splitlines() if line.startswith("## Комментарий к Правилу 27"))
    shown = re.sub(r"\{[^}]*\}\s*$", "", re.sub(r"<[^>]*>", "", heading))  # what the reader sees of it
    assert shown.split() == "## Комментарий к Правилу 27".split(), heading
    # its copy button names it as a reader does, never by the id «c27»
    assert 'aria-label="Скопировать ссылку на Комментарий к Правилу 27"' in heading
    assert not re.search(r"Скопировать ссылку на (c\d+|\d+\.ex|\d+\.fn|\d+\.\d+\.note)", page)


def test_the_home_page_links_the_definitions_before_the_laws():
    book = wholebook.corpus()
    # Definitions outside any chapter (as most books print them, before Chapter I): one link before the grid
    free = make_corpus(wholebook.SOURCES, [replace(c, parent=None) if c.id == "def" else
                                           replace(c, children=tuple(i for i in c.children if i != "def"))
                                           if c.id == "ch1" else c for c in book.clauses],
                       glossary=wholebook.glossary())
    grid = laws_grid(free)
    assert grid.index("[Определения](definitions.md)") < grid.index("lawref-grid")
    # Definitions inside Chapter I: the chapter's heading links them, once
    assert laws_grid(book).count("(definitions.md)") == 1
    # a collection without Definitions has no such link (it would lead nowhere)
    assert "definitions.md" not in laws_grid(load_corpus())


def test_an_unknown_edition_is_said_once_not_on_every_paragraph(seeds):
    unknown = make_corpus(seeds.sources, [replace(c, edition=0) if c.source == "commentary" else c
                                          for c in seeds.clauses])
    page = LawPage(unknown, "27").markdown()
    assert "ред. не указана" not in page and ">0<" not in page
    assert page.count("Редакция Правил, к которой он написан, не указана.") == 1
    assert 'class="lawref-edition"' in LawPage(seeds, "27").markdown()  # a known edition keeps its badge


def test_long_heading_words_get_soft_hyphens_and_keep_their_letters():
    from lawref.site.render import LONG_WORD, soft_hyphens

    shown = soft_hyphens("ПРЕДВАРИТЕЛЬНЫЕ ДОГОВОРЁННОСТИ и УСТУПКА 27B1(b)")
    assert shown.replace("\u00ad", "") == "ПРЕДВАРИТЕЛЬНЫЕ ДОГОВОРЁННОСТИ и УСТУПКА 27B1(b)"
    assert shown.split()[0].count("\u00ad") >= 2 and "\u00ad" not in " ".join(shown.split()[2:])
    assert soft_hyphens("а" * (LONG_WORD - 1)) == "а" * (LONG_WORD - 1)  # a word that fits is left alone


@pytest.mark.parametrize("title, shown", [
    ("Международные правила спортивного бриджа Редакция 2017 года Свободное изложение на русском языке "
     "(неофициальный текст)", "Международные правила спортивного бриджа"),  # a title page without .toml
    ("П Р А В И Л А СПОРТИВНОГО БРИДЖА. Издание 1993 г.", "ПРАВИЛА СПОРТИВНОГО БРИДЖА"),
    ("Правила в редакции 2017 года", "Правила в редакции 2017 года"),  # the edition inside the title stays
    ("Редакция 2017 года", "Редакция 2017 года"),  # nothing before it: shown as it is, never empty
])
def test_a_title_read_off_a_title_page_stops_before_its_edition_line(title, shown):
    from lawref.display import display_title

    assert display_title(title) == shown


def test_a_source_without_metadata_is_named_by_its_title_not_its_whole_title_page(seeds):
    from lawref.site.reference_pages import sources_page

    raw = ("Международные правила спортивного бриджа Редакция 2017 года Свободное изложение на русском языке "
           "(неофициальный текст)")
    law = next(s for s in seeds.sources if s.kind == "law")
    renamed = make_corpus([replace(law, title=raw) if s is law else s for s in seeds.sources], seeds.clauses)
    page = sources_page(renamed, ())
    assert "## Международные правила спортивного бриджа {" in page
    assert "Название в источнике:** Международные правила спортивного бриджа Редакция 2017 года" in page
    assert "Текст: [Международные правила спортивного бриджа](" in LawPage(renamed, "70").markdown()


# (the Law's label as printed, its title, whether the title stands on a line of its own under the label)
HEADING_ROWS = [
    ("ПРАВИЛО 70", "ОСПОРЕННОЕ ЗАЯВЛЕНИЕ ИЛИ ОТДАЧА", True),  # zavolzh2009: the title on the line under the label
    ("Закон 27", "Недостаточная заявка", True),  # privolga2009's, the same way
    ("ПРАВИЛО 70.", "ОСПОРЕННОЕ ЗАЯВЛЕНИЕ", False),  # a stop after the label: one line, as printed
    ("§ 27.", "Недостаточная заявка", False),
    ("Статья 27 —", "Недостаточная ставка", False),  # a dash joins them
    ("ПРАВИЛО 70", "", False),  # no title
]


@pytest.mark.parametrize("label, title, apart", HEADING_ROWS, ids=[f"{r[0]} {r[1]}" for r in HEADING_ROWS])
def test_a_laws_title_under_a_label_with_no_stop_is_shown_on_a_line_of_its_own(label, title, apart):
    """Run on after a space, «ПРАВИЛО 70 ОСПОРЕННОЕ ЗАЯВЛЕНИЕ» reads as one phrase; the book set the title under the
    label: the page shows it so (a line of its own: lawref.css), the words unchanged."""
    from lawref.model import Clause
    from lawref.site.render import heading_title, title_md

    law = Clause(id="70", kind="law", parent=None, law="70", source="law", source_key="k", label=label, title=title,
                 text="", file="f.txt", line=1, edition=2007)
    shown = heading_title(law)
    assert (shown == f'<span class="lawref-title-line">{title_md(title)}</span>') is apart
    assert apart or shown == title_md(title)



# (a chapter's label as printed, its title, whether the title stands apart under the label)
CHAPTER_ROWS = [
    ("ГЛАВА VII", "ЭТИКА", True),  # zavolzh2009: «ГЛАВА VII» / «ЭТИКА», two centred paragraphs
    ("ГЛАВА II", "ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", True),
    ("Глава VII.", "Этика", False),  # privolga2009, kare2004: one line with its stop, as printed
    ("ГЛАВА IV —", "ТОРГОВЛЯ", False),  # a dash joins them
    ("ГЛАВА VII", "", False),  # no title
]


@pytest.mark.parametrize("label, title, apart", CHAPTER_ROWS, ids=[f"{r[0]} {r[1]}" for r in CHAPTER_ROWS])
def test_a_chapters_title_under_a_label_with_no_stop_is_shown_apart_wherever_the_chapter_is_named(label, title,
                                                                                                  apart):
    """«ГЛАВА VII ЭТИКА» run on reads as one phrase: the menu, the home page's heading, the bar after a jump and
    the booklet's chapter heading and contents show label and title apart, the words unchanged; a chapter printed
    on one line («Глава VII. Этика») stays one line."""
    import json

    from lawref.booklet.blocks import build_blocks
    from lawref.booklet.matter import contents_html
    from lawref.booklet.plan import plan_booklet
    from lawref.context import crumb, crumb_parts
    from lawref.model import Clause, Source
    from lawref.site.home import _chapter
    from lawref.site.markup import context_script
    from lawref.site.pages import _chapter_title

    common = dict(source="law", source_key="k", file="f.txt", line=1, edition=2007)
    chapter = Clause(id="ch7", kind="chapter", parent=None, law="", label=label, title=title, text="",
                     children=("72",), **common)
    law = Clause(id="72", kind="law", parent="ch7", law="72", label="ПРАВИЛО 72", title="ОБЩИЕ ПРИНЦИПЫ",
                 text="Турниры играются по Правилам.", **common)
    corpus = make_corpus([Source("k", "f.txt", "law", "Правила", 2007)], [chapter, law])
    both = f'{label} <span class="lawref-title-line">{title}</span>'
    assert crumb_parts(chapter) == ((label, title) if apart else (crumb(chapter),))
    nav, heading = _chapter_title(chapter), _chapter(corpus, chapter, {}, "index.md", level=3)[0]
    script = context_script(corpus, [chapter])[0]
    bar = json.loads(script[script.index("{"):script.rindex("}") + 1])["ch7"]
    assert (nav == both) is apart and (both in heading) is apart
    assert nav == both or nav == crumb(chapter) and "<span" not in heading
    assert bar[2] == crumb(chapter) and (bar[4:] == [[label, title]] if apart else len(bar) == 4)
    # the booklet: the chapter's heading on two lines, its words and their count unchanged; its contents entry too
    block = next(b for section in build_blocks(plan_booklet(corpus, ("72",))) for b in section if b.tag == "h1")
    assert "".join(r.text for r in block.runs) == crumb(chapter)
    assert any(r.kind == "raw" and r.html == "<br>" for r in block.runs) is apart
    assert (f"{label}<br>{title}" in contents_html([(1, block.outline[1], "24")])) is apart


def test_a_law_heading_said_twice_shows_the_repeats_words_on_the_laws_page(seeds):
    """A Law heading the book says twice (its repeat «70~2», which `check` names): the repeat's words are on the Law's
    page under a note, never silently off the site."""
    law = seeds["70"]
    repeat = replace(law, id="70~2", text="Слова под повторным заголовком.", children=(), line=law.line + 1)
    page = LawPage(make_corpus(seeds.sources, [*seeds.clauses, repeat]), "70").markdown()
    assert "Слова под повторным заголовком." in page and "{ #70~2 }" in page
    assert "встречается в книге ещё раз" in page and "встречается в книге ещё раз" not in LawPage(seeds, "70").markdown()
    assert "«70~2»" not in page  # the internal id is an anchor only, never a reader's label
