"""«Возможно, вы искали: …» (lawref.search.suggest): when no clause meets every word of a query, the nearest words
that the collection's texts have, for each word that meets no clause; never a word that matches nothing, none
for a query searched exactly."""

from __future__ import annotations

import json

import pytest

from conftest import seed_search_data


@pytest.fixture(scope="module")
def store(corpus):
    from lawref.search.store import MemoryStore

    return MemoryStore(seed_search_data(corpus))  # made once per run, a copy of its own


def _suggested(store, text):
    from lawref.search import engine, query, suggest

    reading = query.read(text, store)
    hits, mode = engine.search(store, reading)
    return suggest.suggestions(store, reading, mode), hits


def test_lawref_search_names_the_nearest_words_when_nothing_is_found(cli):
    """«карат» is a real word (so not corrected) and in no clause; «карта» is one swap away."""
    result = cli("search", "карат")
    assert result.code == 1
    assert "ничего не найдено" in result.err
    assert "Возможно, вы искали: карта, карты" in result.err, result.err


def test_the_json_answer_carries_them_beside_the_clauses_the_other_words_find(cli):
    result = cli("search", "козырь масло", "--json")
    assert result.code == 0, result.err
    got = json.loads(result.out)
    assert got["mode"] == "or" and got["hits"]
    assert got["suggestions"][:1] == ["масть"], got["suggestions"]
    plain = cli("search", "козырь масло")
    assert "Возможно, вы искали: масть" in plain.out


def test_every_word_suggested_finds_clauses_and_none_when_all_words_meet(store):
    from lawref.search import engine, query

    for text in ("карат", "козырь масло", "пороль", "сдать взятку"):
        words, _ = _suggested(store, text)
        for word in words:
            hits, _ = engine.search(store, query.read("!" + word, store))
            assert hits, (text, word)
    assert _suggested(store, "оставшийся козырь")[0] == []  # every word meets a clause
    assert _suggested(store, "!козырь масло")[0] == []  # searched exactly: nothing is offered


def test_the_nearest_come_first_then_the_most_frequent():
    from lawref.search.expand.typos import nearest

    got = nearest("масло", [("место", 9), ("масти", 2), ("масть", 5), ("пасло", 1), ("пасто", 99), ("мост", 50)], 2)
    # «пасло» one edit; then two edits by frequency; «пасто» is two edits that change the first letter, «мост» three
    assert got == ["пасло", "место", "масть", "масти"], got
