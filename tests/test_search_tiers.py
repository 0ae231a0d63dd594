"""A concept's tier counts from the best tier at which any document meets it (lawref.search.engine.Ranker.rank,
Ranker.rank in search-engine.js): a word no clause says as typed («вздохнул») reaches the text only through the
thesaurus («реагировать»), so a clause meeting it there is not ranked below clauses that meet the query's common
words as typed. A word that some clause says as typed keeps the literal reading first."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawref.search import engine
from lawref.search.query import read

from conftest import truth_search_store

TRUTH = Path(__file__).resolve().parent / "redteam" / "modern" / "truth.json"


@pytest.fixture(scope="module")
def book_store():
    return truth_search_store(TRUTH)  # made once per run, a copy of its own (conftest.truth_search_data)


def _ranked(store, text):
    return {store.text(doc)[0]: (cov, tiers) for doc, cov, tiers, _ in engine.Ranker(store).rank(read(text, store))}


@pytest.mark.parametrize("text, first", [
    ("зритель за спиной вздохнул, когда разыгрывающий пошёл в масть", "76B2"),  # вздохнуть -> реагировать
    ("зритель ахнул после заявки", "76B2"),
])
def test_a_word_met_only_through_the_thesaurus_costs_no_tier(book_store, text, first):
    hits, _ = engine.search(book_store, read(text, book_store), limit=3)
    assert hits[0].id == first


@pytest.mark.parametrize("text, clause, tiers", [
    ("зритель вздохнул", "76B2", 0),    # «вздохнул»: no clause says it, the thesaurus' «реагировать» is its best
    ("зритель реагировал", "76B2", 0),  # as typed
    ("карта перевернулась", "24A", 0),  # «перевернуться»: no clause says it, «открытый» is its best
    ("стол", "45F", 2),                 # «стол» is said as typed (76B2 …): 45F meets it only through «болван»
])
def test_tiers_count_from_the_concepts_best(book_store, text, clause, tiers):
    """The tier sum of the clause, counted from each concept's best tier (raw: the thesaurus' 2 for the word)."""
    assert _ranked(book_store, text)[clause][1] == tiers
