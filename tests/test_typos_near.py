"""The guard words' fast computation (typos.near_words) against their definition (one_edit_words |
two_edit_words over is_word and prefix_words), on random dictionaries and vocabularies and on the real one."""

from bisect import bisect_left
from contextlib import contextmanager

import pytest
from hypothesis import given, settings, strategies as st

from lawref.search.expand import typos

LETTERS = "абвеёкоря"  # few letters: words collide, edits meet words


class Words:
    """A dictionary as near_words asks it (a DAWG's `in`, iterkeys), over a list."""

    def __init__(self, words) -> None:
        self.words = sorted(set(words))

    def __contains__(self, word) -> bool:
        return word in set(self.words)

    def iterkeys(self, prefix=""):
        start = bisect_left(self.words, prefix)
        return iter([w for w in self.words[start:] if w.startswith(prefix)] * 2)  # a DAWG repeats a word


def straightforward(vocabulary, dictionary):
    one = typos.one_edit_words(vocabulary, lambda c: typos.is_word(dictionary, c))
    two = typos.two_edit_words(vocabulary, lambda prefix: typos.prefix_words(dictionary, prefix))
    return {form: one.get(form, set()) | two.get(form, set()) for form in vocabulary}


word = st.text(LETTERS, min_size=3, max_size=11)
odd = st.text(LETTERS + "-ЁАz", min_size=3, max_size=11)  # a hyphen, capitals, a Latin letter


def nonempty(near):
    return {form: found for form, found in near.items() if found}


@contextmanager
def split(value):
    """Index the words of every prefix by ending (0, 1), or of none (100)."""
    old, typos._Prefix.SPLIT = typos._Prefix.SPLIT, value
    try:
        yield
    finally:
        typos._Prefix.SPLIT = old


@settings(max_examples=150, deadline=None)
@given(words=st.lists(st.one_of(word, odd), min_size=1, max_size=120),
       vocabulary=st.lists(word, min_size=1, max_size=25), at=st.sampled_from([0, 1, 100]))
def test_near_words_are_the_definition(words, vocabulary, at):
    dictionary = Words(words + [v.replace("е", "ё", 1) for v in vocabulary[:5]] + vocabulary[5:8])
    vocabulary = list(dict.fromkeys(v.replace("ё", "е") for v in vocabulary))
    with split(at):
        assert nonempty(typos.near_words(vocabulary, dictionary)) == nonempty(straightforward(vocabulary, dictionary))


def test_near_words_of_real_forms_are_the_definition():
    from lawref.search import lexicon
    from lawref.search.analysis import morph

    dictionary = morph().dictionary.words
    vocabulary = ["правила", "разыгрывающий", "предупреждение", "еще", "трехзвездный", "вист", "пас",
                  "перезаявка", "приостановить", "контра", "объявить", "елка", "пересдача", "прекратить"]
    expected = nonempty(straightforward(vocabulary, dictionary))
    assert expected["правила"] >= {"правило", "правилам", "травила"}
    for at in (1, 100):
        with split(at):
            assert nonempty(typos.near_words(vocabulary, dictionary, lexicon.folded_words())) == expected


@pytest.mark.parametrize("words, prefix, under", [
    (["предупреждение", "предупреждение", "пред"], "пре", ["пред", "предупреждение"]),  # each once
    (["ёлка", "Ёлка", "елки", "ель"], "елк", ["елка", "елки"]),  # ё and capitals folded
    (["трёхзвёздный", "трехзвездного"], "тре", ["трехзвездного", "трехзвездный"]),  # every ё
    (["северо-запад", "север"], "сев", ["север", "северо-запад"]),  # any character kept
    (["прёдставитель", "прЕдел"], "пре", ["предел", "представитель"]),  # within the prefix too
])
def test_the_folded_words_are_each_word_once_in_lower_case_with_e_for_yo(words, prefix, under):
    folded = typos.folded_words(Words(words).iterkeys())
    assert sorted(folded.keys(prefix)) == under
    assert all(word in folded for word in under)


def test_a_prefixs_words_are_read_only_under_it():
    """prefix_words (the definition) and the folded words (near_words) agree on which words a prefix holds: those
    whose first three letters, folded, are it (a word under «пре» as written, «ПРЕ», «прё», is under it)."""
    dictionary = Words(["ПРЕДСТАВИТЕЛЬСТВО", "прёдставительство", "представительства", "предупреждения",
                        "прeдставитель"])  # the last with a Latin e: another prefix
    folded = typos.folded_words(dictionary.iterkeys())
    expected = {"представительство", "представительства", "предупреждения"}
    assert typos.prefix_words(dictionary, "пре") == expected
    assert {w for w in folded.keys("пре") if len(w) >= typos.LONG} == expected


@pytest.mark.parametrize("words, form, near", [
    (["ёжок", "ёжёк", "Ежик"], "ежак", {"ежок"}),  # one ё read as е, two not; a capital is another word
    (["Пасс", "пасс"], "пасы", {"пасс"}),
    (["Пасс"], "пасы", set()),
    (["прёдставитель"], "предстовитель", {"представитель"}),  # two edits: folded
    (["ПРЕДСТАВИТЕЛЬ"], "предстовитель", {"представитель"}),
    (["ПРЕДСТАВИТЕЛЬ"], "предстовите", set()),  # one edit: as written
])
def test_a_word_one_edit_away_is_one_as_written_and_two_edits_away_one_folded(words, form, near):
    dictionary = Words(words)
    assert straightforward([form], dictionary)[form] == near
    assert typos.near_words([form], dictionary)[form] == near
