"""The guard words' fast computation (typos.near_words) against their definition (one_edit_words |
two_edit_words over is_word and prefix_words), on random dictionaries and vocabularies and on the real one."""

from bisect import bisect_left
from contextlib import contextmanager

from hypothesis import given, settings, strategies as st

from lawref.search.expand import typos

LETTERS = "абвеёкоря"  # few letters: words collide, edits meet words


class Words:
    """A dictionary as near_words asks it (a DAWG's `in`, iterkeys, has_keys_with_prefix), over a list."""

    def __init__(self, words) -> None:
        self.words = sorted(set(words))

    def __contains__(self, word) -> bool:
        return word in set(self.words)

    def iterkeys(self, prefix):
        start = bisect_left(self.words, prefix)
        return iter([w for w in self.words[start:] if w.startswith(prefix)] * 2)  # a DAWG repeats a word

    def has_keys_with_prefix(self, prefix) -> bool:
        return any(True for _ in self.iterkeys(prefix))


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
    from lawref.search.analysis import morph

    dictionary = morph().dictionary.words
    vocabulary = ["правила", "разыгрывающий", "предупреждение", "еще", "трехзвездный", "вист", "пас",
                  "перезаявка", "приостановить", "контра", "объявить", "елка", "пересдача", "прекратить"]
    expected = nonempty(straightforward(vocabulary, dictionary))
    assert expected["правила"] >= {"правило", "правилам", "травила"}
    for at in (1, 100):
        with split(at):
            assert nonempty(typos.near_words(vocabulary, dictionary)) == expected


def test_a_prefixs_long_words_are_its_words_of_long_letters_folded():
    """_Prefix takes the long words from its folded set when lower() changes no word (pymorphy3's), and folds
    each word when some word has a capital: the same words either way (typos._long_words)."""
    from lawref.search.analysis import morph

    real = morph().dictionary.words
    rows = [(real, "пре"), (real, "рен"), (real, "ещё"), (real, "щзх"),
            (Words(["преДУПРЕЖДЕНИЕ", "предупреждение", "прёдставИтель", "пре-пре-пре", "предел"]), "пре"),
            (Words(["предупреждение", "прёдставитель", "пре-пре-пре", "предел"]), "пре")]
    for dictionary, prefix in rows:
        spellings = (prefix, *typos.yo_spellings(prefix))
        expected = typos._long_words(w for p in spellings for w in dictionary.iterkeys(p))
        long = typos._Prefix(dictionary, prefix, 0).long
        assert sorted(long) == sorted(expected), prefix
        assert [len(w) for w in long] == sorted(len(w) for w in long), prefix  # by length, as _of_length needs
