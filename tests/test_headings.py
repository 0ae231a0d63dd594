"""A heading alone on its line (lawref.corpus.headings.HEADING_ALONE): a marker of the data and a Law's number,
nothing else, against the sentences that end in a number, and what a reader relies on it for: the passage before
a heading ends there (its notes are read before it), a sentence ending in a number goes on with its passage. And a
breadcrumb trail (lawref.corpus.headings.breadcrumb_trail), one rule for a page's and a text's."""

from __future__ import annotations

import pytest

from lawref.corpus.headings import HEADING_ALONE, commentary_labels, ends_a_passage, law_words


def _markers() -> list[str]:
    """Every marker of the data: the Law words' heading forms, a commentary's heading words."""
    return [row["heading"] for row in law_words()["law"]] + commentary_labels()["heading"]


def _as_headed(marker: str) -> list[str]:
    """A marker as a heading sets it: capitalised, or in capitals."""
    return [marker[:1].upper() + marker[1:], marker.upper()]


HEADINGS = [f"{word}{' ' if word != '§' else ''}{number}{dot}"
            for marker in _markers() for word in _as_headed(marker) for number, dot in (("18", ""), ("7", "."))]
HEADINGS += ["§ 14", "ПPАВИЛО 45"]  # the paragraph sign spaced; a heading typed with a Latin look-alike («P»)

SENTENCES = [
    "Текст Правила 1.",             # a sentence's last words: a word before the marker
    "см. Правило 12.",              # a reference
    "как сказано в статье 18",      # a wrapped sentence's last line
    "Применяется Правило 64.",
    "Согласно Правилу 12",          # the marker in a case a heading never has
    "Правилу 12.",
    "статья 18",                    # a marker in lower case: a sentence's word
    "Правило 12 и 13",              # a list of Laws
    "Статья 18 ЗАЯВКИ",             # a title on its line: not a heading alone
    "Пример 4.",                    # another unit's label (data/commentary_labels.toml)
    "Глава 3",
    "Всего 12",
    "Сдача 16.",
    "Статья18",                     # a word and a number run together
    "Статья 1234",                  # no Law's number
    "Итого по Правилу 12: 3",
]


@pytest.mark.parametrize("text", HEADINGS)
def test_a_marker_of_the_data_and_a_number_is_a_heading_alone_and_ends_a_passage(text):
    assert HEADING_ALONE.match(text)
    assert ends_a_passage(text)


@pytest.mark.parametrize("text", SENTENCES)
def test_a_sentence_ending_in_a_number_is_no_heading_alone(text):
    assert not HEADING_ALONE.match(text)


@pytest.mark.parametrize("text", [row for row in SENTENCES if row[:1].isalpha() and row != "Глава 3"])
def test_a_sentence_ending_in_a_number_does_not_end_its_passage(text):
    assert not ends_a_passage(text)


# (a line, the fewest page names it must have, the page names read): one rule for a breadcrumb trail, in a page (its
# names linked, two will do: lawref.corpus.formats.from_html, from_site) and in a text (three, above the book, or
# by its first name on every copied page: lawref.corpus.furniture); the lines that only look like one are none
TRAIL_ROWS = [
    ("ФСБ Верхнекамска › Документы › Правила 2017", 3, ("ФСБ Верхнекамска", "Документы", "Правила 2017")),
    ("Главная / Документы / Правила", 3, ("Главная", "Документы", "Правила")),
    ("Главная › Правила › Правило 12", 2, ("Главная", "Правила", "Правило 12")),
    ("Главная › Предисловие", 2, ("Главная", "Предисловие")),
    ("Главная › Предисловие", 3, ()),  # two names: a text's trail has three
    ("Главная → Правила и судейство → Законы (2007)", 2, ("Главная", "Правила и судейство", "Законы (2007)")),
    ("Правила бриджа » Глава VIII. Судья турнира » Правило 85 · Решения по спорным фактам", 2,
     ("Правила бриджа", "Глава VIII. Судья турнира", "Правило 85 · Решения по спорным фактам")),
    ("Бридж-клуб «Маяк» > Турниры", 2, ("Бридж-клуб «Маяк»", "Турниры")),
    ("Москва › 2017", 2, ()),  # a title page's line: a year is no page's name
    ("Правила 27 » 28 » 40", 2, ()),  # a list of ids
    ("27 » 28", 2, ()),
    ("см. «Взятка » в Определениях", 2, ()),  # a sentence whose quotation closes with a spaced «»»
    ("Слова «пас» / «контра» / «реконтра» называют заявками.", 2, ()),
    ("Он сказал «пас »» и вышел", 2, ()),
    ("Порядок: судья › комитет › федерация.", 2, ()),  # a sentence's end
    ("Порядок: судья › комитет › федерация решает.", 2, ()),
    ("Главная › Правила / Правило 12", 2, ()),  # two marks: no one separator
    ("Главная › Правила настоящего издания, которые судья применяет в каждом турнире клуба", 2, ()),  # a sentence
    ("Главная›Правила", 2, ()),  # a mark not spaced
    ("Главная", 2, ()),
]


@pytest.mark.parametrize("text, steps, names", TRAIL_ROWS)
def test_a_breadcrumb_trail_is_page_names_parted_by_one_spaced_mark(text, steps, names):
    from lawref.corpus.headings import breadcrumb_trail

    assert breadcrumb_trail(text, steps=steps) == names
