"""A bare number typed before a counted noun (data/number_words.toml [counted]) is a count, read as its cardinal
word, not a Law or clause id: «у одного 14 карт» is «четырнадцать карт» (the situation index writes counts in words),
in the terminal as in the browser (tests/node/parity.mjs via tests/test_search_parity.py)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def store():
    from lawref.corpus.pipeline import load_corpus
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore

    return MemoryStore(build_data(load_corpus()))


def test_a_number_before_a_counted_noun_is_a_count_not_a_law(store):
    from lawref.search import query

    reading = query.read("у одного 14 карт", store)
    count = next(c for c in reading.concepts if c.text == "14")
    assert count.kind == "word" and "четырнадцать" in count.lemmas
    assert "четырнадцать" in reading.shown


@pytest.mark.parametrize("text, law", [("14 правило", "14"), ("70 претензия", "70"), ("!14 карт", "14"),
                                       ("у другого 12", "12")])
def test_a_number_before_another_word_or_searched_exactly_stays_an_id(store, text, law):
    from lawref.search import query

    reading = query.read(text, store)
    assert any(c.kind == "id" and c.canonical == law for c in reading.concepts), reading.concepts
