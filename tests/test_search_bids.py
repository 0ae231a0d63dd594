"""Bids told in words read as a director reads them (lawref.search.query._bids, rules.toml [bids]): a bid told after
one it does not outrank is an insufficient bid, a level above seven a bid above seven; bids in order are one bid
(«назначение»); a query searched exactly is read word for word. On the whole red-team book the Law comes first."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawref.search.query import read

from conftest import truth_search_store

TRUTH = Path(__file__).resolve().parent / "redteam" / "modern" / "truth.json"


@pytest.fixture(scope="module")
def store(search_store):
    return search_store


def words(store, text: str) -> list[str]:
    return [c.text for c in read(text, store).concepts]


@pytest.mark.parametrize("text, read_as", [
    ("две бубны после двух пик", ["недостаточная", "заявка"]),        # «после»: the first typed came second
    ("на 2 трефы ответил 1 бубной", ["недостаточная", "заявка", "ответил"]),  # in time order: 1D is below 2C
    ("три трефы после трёх треф", ["недостаточная", "заявка"]),       # the same bid again is not higher
    ("партнёр назвал восемь бубен", ["партнёр", "назвал", "назначение", "выше", "семи"]),
    ("9 червей", ["назначение", "выше", "семи"]),
    ("bid of 8 spades", ["bid", "назначение", "выше", "семи"]),  # an English strain (rules [bids] strains)
    ("2 hearts 2 clubs", ["недостаточная", "заявка"]),  # English strains in time order: 2C does not outrank 2H
])
def test_bids_that_break_the_order_read_as_the_laws_words(store, text, read_as):
    assert words(store, text) == read_as


@pytest.mark.parametrize("text", ["две бубны после двух пик", "на 2 трефы ответил 1 бубной"])
def test_the_strains_stay_the_first_concepts_terms(book_store, text):
    # the whole book: the seeds write «трефа» but no «бубна» or «пика», so there a suit of those has no terms
    first = read(text, book_store).concepts[0]
    assert "недостаточный" in first.lemmas and any(lemma.startswith(("пик", "треф", "бубн")) for lemma in first.lemmas)


def test_a_query_read_leaves_the_search_data_as_it_was(store):
    """Reading a bid query kept the strains' lemmas by appending to the word's lemma list, which is the search
    data's own: every later query of the process (`lawref eval`, the server) read «недостаточная» with trefs."""
    def reading(text):
        return [(c.text, sorted(c.lemmas), dict(c.alts)) for c in read(text, store).concepts]
    before = reading("недостаточная заявка"), reading("две бубны после двух пик")
    reading("на 2 трефы ответил 1 бубной")
    assert (reading("недостаточная заявка"), reading("две бубны после двух пик")) == before


@pytest.mark.parametrize("text", ["одна пика после одной бубны", "на 1 трефу ответил 1 пикой", "семь бк",
                                  "!две бубны после двух пик", "две пики после двух бубен", "у одного игрока 14 карт"])
def test_bids_in_order_and_exact_queries_are_no_irregular_bid(store, text):
    assert "недостаточная" not in words(store, text) and "выше" not in words(store, text)


@pytest.mark.parametrize("text, read_as", [
    ("одна пика после одной бубны", ["назначение", "после"]),
    ("на 1 трефу ответил 1 пикой", ["назначение", "ответил"]),
    ("сказал 1 пику вне очереди", ["сказал", "назначение", "вне", "очереди"]),
    ("сказал две трефы и тут же поправился на две бубны", ["сказал", "назначение", "поправился"]),  # once («тут» a stop word)
    ("!две пики после двух бубен", ["две", "пики", "после", "двух", "бубен"]),  # exact: word for word
    ("у одного игрока 14 карт", ["одного", "игрока", "14", "карт"]),            # a count, no bid
    # one said for the other (rules [bids] instead): no order, though the first is the higher
    ("сказал две пики вместо двух червей", ["сказал", "назначение", "вместо"]),
    ("выложил 1 БК вместо 1 пики", ["выложил", "назначение", "вместо"]),
    ("сказал 2 трефы вместо 2 бубен", ["сказал", "назначение", "вместо"]),
])
def test_bids_in_order_read_as_one_bid(store, text, read_as):
    """Bids in order (none insufficient, none above seven) are a bid, the texts' «назначение», said once: the
    level and the suit are no words of their own (18E, the order of the suits, is not what «сказал две трефы» asks)."""
    assert words(store, text) == read_as


@pytest.mark.parametrize("text", ["0² пик", "²³ треф", "1² бубну после 2 пик"])
def test_digits_of_other_scripts_are_no_level(store, text):
    """A level is ASCII digits only, as search-query.js reads it: «0²» passes str.isdigit but is no number."""
    assert "недостаточная" not in words(store, text) and "выше" not in words(store, text)


@pytest.fixture(scope="module")
def book_store():
    return truth_search_store(TRUTH)  # made once per run, a copy of its own (conftest.truth_search_data)


@pytest.mark.parametrize("text, law", [("на две трефы соседа он ответил одной червой", "27"),
                                       ("сосед поднял до девяти пик", "38")])
def test_on_a_whole_book_the_law_on_such_bids_ranks_near_the_top(book_store, text, law):
    from lawref.search import engine

    hits, _ = engine.search(book_store, read(text, book_store), limit=3)
    assert law in {h.law for h in hits}


@pytest.mark.parametrize("defined, read_as", [
    (["назначение", "заявка"], ["сказал", "назначение", "вне", "очереди"]),  # the 2017 translation: both defined
    (["заявка"], ["сказал", "заявка", "вне", "очереди"]),                     # a 1997 translation: «Заявка» alone
    ([], ["сказал", "назначение", "вне", "очереди"]),                          # no Definitions: the rule's word
])
def test_bids_read_as_the_books_own_word_for_a_bid(book_store, defined, read_as):
    """rules [bids] bid_otherwise: a book whose Definitions (meta.terms) define «заявка» and not «назначение» calls a
    bid «заявка» (priozer2000, whose «назначение» is only of a score)."""
    saved = book_store.meta["terms"]
    book_store.meta["terms"] = [t for t in saved if len(t[0]) != 1 or t[0][0] in defined]
    try:
        assert words(book_store, "сказал 1 пику вне очереди") == read_as
    finally:
        book_store.meta["terms"] = saved
