"""Titles as readers see them: a title page's letter-spacing joined, its copyright line left off; the words
themselves as the source has them."""

import pytest

from lawref.display import display_title


@pytest.mark.parametrize("title, shown", [
    ("П Р А В И Л А СПОРТИВНОГО БРИДЖА 1993", "ПРАВИЛА СПОРТИВНОГО БРИДЖА 1993"),  # half letter-spaced
    ("П Р А В И Л А  С П О Р Т И В Н О Г О  Б Р И Д Ж А", "ПРАВИЛА СПОРТИВНОГО БРИДЖА"),  # words two spaces apart
    ("Комментарий EBL к Правилам 1987 года Copyright European Bridge Leag", "Комментарий EBL к Правилам 1987 года"),
    ("Правила бриджа © WBF 2017", "Правила бриджа"),
    ("Правила (c) 1993 All rights reserved", "Правила"),
    ("Я и ты в Москве", "Я и ты в Москве"),  # one-letter words are words, not letter-spacing
    ("Правило 70: Оспариваемая претензия или уступка", "Правило 70: Оспариваемая претензия или уступка"),
    ("© WBF", "© WBF"),  # nothing but the copyright: shown as it is, never empty
])
def test_display_title(title, shown):
    assert display_title(title) == shown
