"""A book read without metadata takes its title, author and translator from its title page as a reader does (issue
19): the title is the line or lines set in capitals (the publisher's name above it in ordinary type is not part of
it) with a bracketed subtitle right under them, else the first lines; a line naming people by their initials
(«Г. Эндикотт, Б. К. Хансен») is the author, «Перевод Ю. Коваленко» the translator, and neither is the title."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from lawref.corpus.pipeline import guess_people, guess_title, load_corpus

from conftest import REPO


def title_page(*lines: str) -> list:
    return [SimpleNamespace(kind="front", id="front.title", text="\n".join(lines))]


@pytest.mark.parametrize("lines, title", [
    (("КОММЕНТАРИЙ К МЕЖДУНАРОДНЫМ ПРАВИЛАМ", "СПОРТИВНОГО БРИДЖА 1987 ГОДА", "Г. Эндикотт, Б. К. Хансен",
      "Перевод Ю. Коваленко"), "КОММЕНТАРИЙ К МЕЖДУНАРОДНЫМ ПРАВИЛАМ СПОРТИВНОГО БРИДЖА 1987 ГОДА"),
    (("Федерация спортивного бриджа Приозёрской области", "Судейский комитет", "СПРАВОЧНИК СУДЬИ",
      "Избранные Правила международного бриджа (редакция 2007 года)"), "СПРАВОЧНИК СУДЬИ"),
    (("Федерация спортивного бриджа Северо-Западного региона", "ПРАВИЛА СПОРТИВНОГО БРИДЖА", "Редакция 2017 года"),
     "ПРАВИЛА СПОРТИВНОГО БРИДЖА"),
    (("П Р А В И Л А", "СПОРТИВНОГО БРИДЖА", "(дуплетный бридж)", "Редакция 1987 года"),
     "ПРАВИЛА СПОРТИВНОГО БРИДЖА (дуплетный бридж)"),  # a bracketed subtitle under the capitals is the title's
    (("Международные правила спортивного бриджа", "Редакция 2017 года", "Свободное изложение"),
     "Международные правила спортивного бриджа Редакция 2017 года Свободное изложение"),  # no capitals: as before
    (("Правила бриджа", "И. И. Иванов, П. Петров", "Москва"), "Правила бриджа"),  # names end it
    (("ПРАВИЛА", "© WBF 2017"), "ПРАВИЛА"),
    (("П Р А В И Л А", "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА", "Редакция 2017 года"),
     "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА"),  # a banner the next line repeats is said once
])
def test_the_title_is_the_title_pages_title(lines, title):
    assert guess_title(title_page(*lines)) == title


@pytest.mark.parametrize("lines, author, translator", [
    (("КОММЕНТАРИЙ", "Г. Эндикотт, Б. К. Хансен", "Перевод Ю. Коваленко"), "Г. Эндикотт, Б. К. Хансен",
     "Ю. Коваленко"),
    (("ПРАВИЛА", "Перевод с английского", "1 9 9 3"), "", ""),  # no one named
    (("ПРАВИЛА", "Перевод региональной федерации"), "", ""),
    (("ПРАВИЛА", "И. Иванов и П. П. Петров"), "И. Иванов и П. П. Петров", ""),
    (("ПРАВИЛА", "Перевёл А. Сидоров"), "", "А. Сидоров"),
])
def test_the_people_on_a_title_page(lines, author, translator):
    assert guess_people(title_page(*lines)) == (author, translator)


def test_a_book_without_metadata_names_its_author_and_translator(tmp_path):
    book = tmp_path / "commentary_book.txt"
    shutil.copy(REPO / "tests" / "golden" / "books" / "commentary_book.txt", book)
    source = load_corpus([book]).sources[0]
    assert source.title == "КОММЕНТАРИЙ К МЕЖДУНАРОДНЫМ ПРАВИЛАМ СПОРТИВНОГО БРИДЖА 1987 ГОДА"
    assert (source.author, source.translator) == ("Г. Эндикотт, Б. К. Хансен", "Ю. Коваленко")
    (tmp_path / "commentary_book.toml").write_text('kind = "commentary"\ntitle = "Комментарий"\nedition = 1987\n')
    source = load_corpus([book]).sources[0]  # the .toml wins: it names no author, and none is guessed
    assert (source.title, source.author, source.translator) == ("Комментарий", "", "")


@pytest.mark.parametrize("book, edition", [
    ("rt29book/out/rt29book.docx", 2017),  # «МЕЖДУНАРОДНЫЕ ЗАКОНЫ СПОРТИВНОГО БРИДЖА 2017 ГОДА»: the Laws called «Законы»
    ("libru1998/out/libru1998_koi8r.html", 1997),  # «… Редакция 1997 года»
])
def test_a_book_without_metadata_takes_its_edition_from_the_title_page(tmp_path, book, edition):
    path = tmp_path / Path(book).name
    shutil.copy(REPO / "tests" / "redteam" / book, path)
    assert load_corpus([path]).sources[0].edition == edition


def typed(*rows):
    """rows: (line, size against the text's, bold) -> the title page's lines and their types (Extracted.types)."""
    return [row[0] for row in rows], tuple(row for row in rows if row[1] is not None)


# The title read by its type where the reader saw it: the lines in the page's largest type, with the run under them
# in the next type down when that is still set apart (a subtitle), a bracketed line under them; the lines in the
# page's ordinary type (the publisher over it, the compiler, the place) are not the title's.
TYPE_ROWS = [
    ("a subtitle in a type of its own (vestnik2018's PDF)",
     typed(("Приложение к журналу «Вестник бриджа» № 4 (47), 2018", 0.95, False),
           ("Правила спортивного бриджа", 2.3, True), ("Редакция 2017 года", 1.47, False),
           ("Сокращённое изложение для судей клубных турниров", 1.16, False),
           ("Перевод и редакция: Л. Ю. Сомова", 0.95, False), ("Новоборск, Ассоциация бриджа", 0.95, False)),
     "Правила спортивного бриджа Редакция 2017 года"),
    ("a title in bold over lines in the text's type (renons2026's channel)",
     typed(("Международные правила спортивного бриджа 2017", 1.0, True), ("(рабочий перевод)", 1.0, False),
           ("Избранные Правила для судей и игроков клуба «Ренонс»", 1.0, False),
           ("Редакция от 10 января 2026 г.", 1.0, False)),
     "Международные правила спортивного бриджа 2017 (рабочий перевод)"),
    ("a title at 150 per cent (renons2026's forum: [size=150])",
     typed(("Международные правила спортивного бриджа 2017", 1.5, True), ("(рабочий перевод)", 1.0, False),
           ("Избранные Правила для судей и игроков клуба «Ренонс»", 1.0, False)),
     "Международные правила спортивного бриджа 2017 (рабочий перевод)"),
    ("the page's ordinary lines larger than the text's are no subtitle (comm2017's PDF)",
     typed(("Судейский комитет Федерации бриджа", 1.1, False), ("КОММЕНТАРИЙ К ПРАВИЛАМ", 1.5, True),
           ("СПОРТИВНОГО БРИДЖА 2017 ГОДА", 1.5, True), ("для судей клубов", 1.1, False),
           ("Составитель В. Н. Ладыгин", 1.1, False), ("Светлогорск-на-Озере, 2021", 1.1, False)),
     "КОММЕНТАРИЙ К ПРАВИЛАМ СПОРТИВНОГО БРИДЖА 2017 ГОДА"),
    ("one subtitle line: the next in its type is the page's next item (fed2018's A5 PDF)",
     typed(("Федерация спортивного бриджа Северо-Западного региона", 1.0, False),
           ("ПРАВИЛА СПОРТИВНОГО БРИДЖА", 1.8, True), ("Редакция 2017 года", 1.2, False),
           ("Перевод региональной федерации", 1.2, False), ("Избранные правила для проведения турниров", 1.0, False),
           ("Санкт-Петербург — 2018", 1.0, False)),
     "ПРАВИЛА СПОРТИВНОГО БРИДЖА Редакция 2017 года"),
    ("a print that sets every line bold: bold sets nothing apart (kazan2019's 2-up PDF)",
     typed(("Ассоциация спортивного бриджа Республики Татарстан", 1.1, True),
           ("МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА", 1.7, True), ("Редакция 2017 года", 1.1, True),
           ("Избранные правила в изложении для клубов", 1.1, True), ("Казань", 1.1, True)),
     "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА"),
    ("a page set all in one type: as before, by capitals or its first lines",
     typed(("Международные правила спортивного бриджа", 1.0, False), ("Редакция 2017 года", 1.0, False),
           ("Свободное изложение", 1.0, False)),
     "Международные правила спортивного бриджа Редакция 2017 года Свободное изложение"),
    ("types not seen (a plain text): as before",
     typed(("Федерация спортивного бриджа", None, None), ("ПРАВИЛА СПОРТИВНОГО БРИДЖА", None, None),
           ("Редакция 2017 года", None, None)),
     "ПРАВИЛА СПОРТИВНОГО БРИДЖА"),
]


@pytest.mark.parametrize("what, page, title", TYPE_ROWS, ids=[row[0] for row in TYPE_ROWS])
def test_the_title_is_the_lines_in_the_titles_type(what, page, title):
    lines, types = page
    assert guess_title(title_page(*lines), "", types) == title


# Readers that see the type record it for the first lines (Extracted.types): renons2026's five renderings, each its
# title line set apart (bold, or larger) from the «(рабочий перевод)» under it.
RENONS = REPO / "tests" / "redteam" / "renons2026" / "out"


@pytest.mark.parametrize("files", [["forum/thread_p1.html", "forum/thread_p2.html", "forum/thread_p3.html"],
                                   ["forum/thread_p1.pdf", "forum/thread_p2.pdf", "forum/thread_p3.pdf"],
                                   ["telegram/messages.html", "telegram/messages2.html"], ["telegram/result.json"]])
def test_a_readers_types_set_the_title_apart(files):
    from lawref.corpus.formats import extract
    from lawref.corpus.formats.threads import extract_thread

    paths = tuple(RENONS / name for name in files)
    got = extract_thread(paths, files[0]) if len(paths) > 1 else extract(paths[0], paths[0].read_bytes(), files[0])
    types = {words: (size, bold) for words, size, bold in got.types}
    title, under = types["Международные правила спортивного бриджа 2017"], types["(рабочий перевод)"]
    assert title > under and (title[1] or title[0] > 1.3) and under[0] < 1.05
    assert load_corpus(list(paths)).sources[0].title == "Международные правила спортивного бриджа 2017 (рабочий перевод)"


@pytest.mark.parametrize("book, title", [
    ("vestnik2018/out/vestnik2018.pdf", "Правила спортивного бриджа Редакция 2017 года"),  # the journal's line over it
    ("klub2008/out/booklet.pdf", "Правила спортивного бриджа Редакция 2007 года"),  # the club's name over it
    ("comm2017/out/comm2017.pdf", "КОММЕНТАРИЙ К ПРАВИЛАМ СПОРТИВНОГО БРИДЖА 2017 ГОДА"),  # «для судей клубов» ordinary
])
def test_a_pdfs_title_page_is_read_by_its_type(tmp_path, book, title):
    path = tmp_path / Path(book).name
    shutil.copy(REPO / "tests" / "redteam" / book, path)
    assert load_corpus([path]).sources[0].title == title


SIZE_ROWS = [("span", "font-size:150%;line-height:116%;", 1.5), ("span", "font-size:1.2em", 1.2), ("h1", "", 2.0),
             ("span", "font-size:12px", 1.0), ("b", "", 1.0), ("small", "", 0.83)]


@pytest.mark.parametrize("tag, style, size", SIZE_ROWS)
def test_a_posts_type_size_against_its_text(tag, style, size):
    from lawref.corpus.formats.threads import _size_of

    assert _size_of(tag, style) == size
