"""The situations keyed to the item that rules (data/situations.toml, block «точнее»): on the whole red-team book a
situation told in a director's words ranks that item first, which the text's own words alone do not."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import truth_search_store

TRUTH = Path(__file__).resolve().parent / "redteam" / "modern" / "truth.json"


@pytest.fixture(scope="module")
def book_store():
    return truth_search_store(TRUTH)  # made once per run, a copy of its own (conftest.truth_search_data)


def first(store, text: str) -> str:
    from lawref.search import engine, query

    hits, _ = engine.search(store, query.read(text, store), limit=3)
    return hits[0].id


@pytest.mark.parametrize("text, item", [
    ("я молчу, зная что партнёр неверно объяснил заявку", "20F5(a)"),  # the words alone: 40B5(a)
    # helper words23's block: a rank without a suit, on a lead from dummy after dummy won the last trick
    ("разыгрывающий назвал только «король», а стол как раз взял прошлую взятку в трефах", "46B3(a)"),  # alone: 45E2
    # an insufficient bid replaced by a game bid: the partner must pass (27B2), not the case of no rectification
    ("назвал в торговле гейм вместо недостаточной", "27B2"),  # the words alone: 27B1(b)
])
def test_a_situation_told_in_other_words_finds_its_item(book_store, text, item):
    assert first(book_store, text) == item
    saved = book_store.meta["situations"]
    try:
        book_store.meta["situations"] = []  # the index is what puts the item first (the test can fail)
        assert first(book_store, text) != item
    finally:
        book_store.meta["situations"] = saved
