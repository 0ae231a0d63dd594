"""The booklet names each Law as its book heads it (lawref.booklet.plan.law_title; issue 16, kare2004): a book saying
«Статья 27. Недостаточная ставка» gets «Статья 27. …» in its headings and running heads, one saying «ПРАВИЛО»
«Правило 27. …»; a Law whose text no source gives is named by the word the book's headings use (as the site's menu
names it: lawref.context.law_label)."""

from __future__ import annotations

import pytest

from lawref.booklet.plan import law_title, plan_booklet
from lawref.corpus.pipeline import load_corpus

BOOKS = [
    ("Статья 27. Недостаточная ставка\n\nA. Принята\nТекст.\n\nСтатья 28. Заявки\n\nA. Вне очереди\nТекст.\n",
     "Статья 27. Недостаточная ставка", "Статья 93"),
    ("ПРАВИЛО 27. НЕДОСТАТОЧНАЯ СТАВКА\n\nA. Принята\nТекст.\n\nПРАВИЛО 28. ЗАЯВКИ\n\nA. Вне очереди\nТекст.\n",
     "Правило 27. НЕДОСТАТОЧНАЯ СТАВКА", "Правило 93"),
    ("Закон 27\nНЕДОСТАТОЧНАЯ СТАВКА\n\nРаздел A. Принята\nТекст.\n\nЗакон 28\nЗАЯВКИ\n\nРаздел A. Вне очереди\n"
     "Текст.\n", "Закон 27. НЕДОСТАТОЧНАЯ СТАВКА", "Закон 93"),
]


@pytest.mark.parametrize("text, title, absent", BOOKS)
def test_a_law_is_titled_with_its_books_word(tmp_path, text, title, absent):
    path = tmp_path / "book.txt"
    path.write_text(text, encoding="utf-8")
    corpus = load_corpus([path])
    plan = plan_booklet(corpus, tuple(corpus.laws()))
    assert law_title(plan, "27") == title
    assert law_title(plan, "93") == absent  # no source's text: the book's word for its Laws
