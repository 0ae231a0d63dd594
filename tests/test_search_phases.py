"""*When* it happened (rules.toml [situations.phases], other_phase, other_phase_doc): a query saying a word of the
auction, the play, the preparation or what comes after the game tells that phase, and the clauses and situations
of another phase weigh less: «можно ли в торговле смотреть конвенционку» is the convention card during the
auction (40B2(d)), not the opening lead (41)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawref.search.situations import PHASES

TRUTH = Path(__file__).resolve().parent / "redteam" / "modern" / "truth.json"


@pytest.fixture(scope="module")
def book_store():
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore
    from truth_corpus import corpus_from_truth

    return MemoryStore(build_data(corpus_from_truth(TRUTH)))


def told(store, text: str) -> set[str]:
    from lawref.search import engine, query

    return {PHASES[n] for n in engine.phases_told(store.meta["phases"], query.read(text, store))}


@pytest.mark.parametrize("text, phases", [
    ("в торговле открылась карта", {"торговля"}),
    ("на третьей взятке нашлась лишняя карта", {"розыгрыш"}),
    ("болван заглянул в карты партнёра", {"розыгрыш"}),
    ("карты плохо перетасовали", {"подготовка"}),
    ("в протоколе записали не тот результат", {"после игры"}),
    ("партнёр спасовал, а потом пошёл не с той карты на первой взятке", {"торговля", "розыгрыш"}),
    ("карта упала на пол", set()),  # no phase word: every clause alike
    # the thesaurus tells no phase: «стол» is also the dummy, «ассигнованный» also «назначить»
    ("стол по ошибке взял чужую доску", set()),
    ("ассигнованный результат", set()),
    ("!в торговле открылась карта", set()),  # an exact query reads no phase
    # words of every phase tell none
    ("колода, заявка, взятка, протокол", set()),
])
def test_a_query_tells_the_phase_by_its_words(book_store, text, phases):
    assert told(book_store, text) == phases


def ids(store, text: str, limit: int = 3) -> list[str]:
    from lawref.search import engine, query

    hits, _ = engine.search(store, query.read(text, store), limit=limit)
    return [h.id for h in hits]


@pytest.mark.parametrize("text, clause", [
    ("можно ли в торговле смотреть конвенционку", "40B2(d)"),  # without the phase: 41B, 41A (the opening lead)
])
def test_a_clause_of_the_phase_told_ranks_before_those_of_another(book_store, text, clause):
    assert clause in ids(book_store, text)
    saved = book_store.meta["docPhase"]
    try:
        book_store.meta["docPhase"] = []  # the phase is what lifts it (the test can fail)
        assert clause not in ids(book_store, text)
    finally:
        book_store.meta["docPhase"] = saved


def test_every_document_has_a_phase_or_none(book_store):
    """meta.docPhase: one entry per document, a phase's number or -1; the Laws of the auction and the play
    each have clauses of their phase."""
    phase_of = book_store.meta["docPhase"]
    assert len(phase_of) == book_store.meta["docs"]
    assert set(phase_of) <= {-1, *range(len(PHASES))}
    assert {PHASES.index("торговля"), PHASES.index("розыгрыш")} <= set(phase_of)
