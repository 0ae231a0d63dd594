"""«Возможно, вы искали: …»: when no clause meets every concept of a query (or nothing is found), the nearest
terms that occur in the collection, for each word of the query that meets no clause at all.

A word's candidates are the typo vocabulary's forms in its skeleton-key shards (expand/typos.py: the corpus's
words, lemmas and the thesaurus's words, with their frequencies) within rules.suggest.max_distance edits
(optimal string alignment; two or more keep the first letter), farther than a correction reaches and for the
real words the corrector leaves alone too; nearest first, then the most frequent, then alphabetically; a
candidate is kept only
when one of its lemmas is a term of the text itself (tier 0) with postings: never a word that matches nothing.
A query searched exactly («!…») is given none. search-engine.js (suggestions) is the same in the browser.
"""

from __future__ import annotations

from lawref.search.dataformat import STRIDE, items as read_items
from lawref.search.rules import RULES


def suggestions(store, reading, mode: str) -> list[str]:
    from lawref.search.engine import Ranker
    from lawref.search.expand import typos
    from lawref.search.query import fold

    rules = RULES["suggest"]
    if reading.exact or mode == "and":
        return []
    ranker = Ranker(store)
    out: list[str] = []
    for concept in reading.concepts:
        if concept.kind != "word" or _meets(ranker, store, concept):
            continue
        word = fold(concept.text)
        if len(word) < rules["min_length"]:
            continue
        candidates = []
        for key in typos.skeleton_keys(word):
            candidates += read_items(store.section(key, "vocabulary"), STRIDE["vocabulary"])
        for form in typos.nearest(word, candidates, rules["max_distance"]):
            if form not in out and _in_text(ranker, store, form):
                out.append(form)
                if len(out) >= rules["limit"]:
                    return out
    return out


def _meets(ranker, store, concept) -> bool:
    return any(ranker.postings(term, concept.shard or store.shard_key(term)) for term in concept.alts)


def _in_text(ranker, store, form: str) -> bool:
    """Whether `form` is read as a lemma of the text's own words that some clause has."""
    key = store.shard_key(form)
    meanings = store.section(key, "meanings")
    for lemma in store.section(key, "forms").get(form, ()):
        pairs = read_items(meanings.get(lemma, ()), STRIDE["meanings"])
        if any(tier == 0 and ranker.postings(term, key) for term, tier in pairs):
            return True
    return False
