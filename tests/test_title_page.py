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
