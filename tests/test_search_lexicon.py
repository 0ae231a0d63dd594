"""The answers kept as data (lawref.search.lexicon, data/lexicon): current, what the code gives (near_words,
analysis.parsed_lemmas), and a build that reads them makes what it would make without them."""

import pytest

from lawref.search import analysis, build, lexicon, meanings, situations
from lawref.search.analysis import morph
from lawref.search.dataformat import STRIDE, Reader, items
from lawref.search.expand.typos import near_words

REGENERATE = "run: PYTHONPATH=tools .venv/bin/python scripts/gen_lexicon.py"


def kept_forms() -> list[str]:
    return sorted(lexicon._near_lines())


def test_the_file_is_of_the_current_dictionary_code_and_rules():
    head = lexicon._path(lexicon.NEAR).read_text("utf-8").partition("\n")[0]
    assert head == f"# key {lexicon.key()}", REGENERATE
    assert len(kept_forms()) > 5000


@pytest.mark.parametrize("line", [
    ("введена", {"введение", "сведена", "введена"}), ("пас", set()), ("абв", {"аб", "абвг", "ба"}),
])
def test_a_line_holds_its_words(line):
    form, words = line
    assert lexicon.decode(lexicon.encode(form, words)) == (form, frozenset(words))


def test_a_word_the_line_format_cannot_hold_is_refused():
    with pytest.raises(ValueError, match="near"):
        lexicon.write_near({"пас": {"пас 2"}}, "")


def test_the_kept_sets_are_near_words():
    forms = kept_forms()[::60]  # a spread of ~100 forms: every first letter, short and long (the script checks all)
    fresh = near_words(forms, morph().dictionary.words, lexicon.folded_words())
    assert lexicon.near(forms) == {form: frozenset(fresh.get(form, ())) for form in forms}, REGENERATE


def test_the_seed_corpus_words_are_all_kept(search_store):
    vocabulary = {form for key in search_store.known_shards for form, _ in
                  items(Reader(search_store.shard(key)).list("vocabulary"), STRIDE["vocabulary"])
                  if build.cyrillic(form)}
    assert vocabulary and not vocabulary - set(kept_forms()), REGENERATE


def test_a_build_with_the_kept_sets_guards_what_it_would_without(tmp_path, monkeypatch):
    vocabulary = dict.fromkeys([*kept_forms()[7::150], "бриджевая", "квазиконтра", "ренонсированный"], 1)
    computed = []
    real = build._compute_near

    def compute(forms):
        computed.extend(forms)
        return real(forms)

    def guard(cache):
        monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / cache))
        monkeypatch.setattr(build, "_NEAR", {})  # nothing remembered in this process
        return build._guard(vocabulary, forms={"введена"})

    monkeypatch.setattr(build, "_compute_near", compute)
    with_file = guard("with")
    assert sorted(computed) == sorted(f for f in vocabulary if f not in lexicon._near_lines())
    monkeypatch.setattr(lexicon, "near", lambda forms: {})
    computed.clear()
    assert guard("without") == with_file and with_file
    assert sorted(computed) == sorted(vocabulary)


# --- lemmas.txt ------------------------------------------------------------------------------------------

def kept_lemmas() -> dict:
    return lexicon.lemmas()


def test_the_lemmas_file_is_of_the_current_dictionary_and_code():
    head = lexicon._path(lexicon.LEMMAS).read_text("utf-8").partition("\n")[0]
    assert head == f"# key {lexicon.lemmas_key()}", REGENERATE
    assert len(kept_lemmas()) > 50_000


def test_the_lemmas_lines_hold_their_words():
    analysed = {"стали": ("стать", "сталь"), "недозаявки": ("недозаявка",), "недозаявкам": ("недозаявка",),
                "ось": ("ось",), "e2e4": ("e2e4",), "пас 2": ("пас",), "никак": ()}
    text = lexicon.write_lemmas(analysed, "a test")
    lines = [line for line in text.splitlines()[1:] if not line.startswith("#")]
    assert lexicon.read_lemmas(lines) == {w: found for w, found in analysed.items()
                                          if found and w not in ("e2e4", "пас 2")}


def test_the_kept_lemmas_are_pymorphy3s():
    kept = kept_lemmas()
    words = sorted(kept)[::400]  # a spread of ~200 words (the script checks all)
    assert {w: kept[w] for w in words} == {w: analysis.parsed_lemmas(w) for w in words}, REGENERATE


def test_the_seed_corpus_forms_are_all_kept(search_store):
    # The form table's words are the words the build parsed for its lemmas (but those an override owns).
    owned = analysis._overrides()[0]
    forms = {form for key in search_store.known_shards for form in Reader(search_store.shard(key)).table("forms")
             if form not in owned and any(ch.isalpha() for ch in form) and not any(ch.isdigit() for ch in form)}
    assert forms and not forms - set(kept_lemmas()), REGENERATE


def test_a_word_kept_has_the_lemmas_a_parse_gives_it(monkeypatch):
    words = sorted(kept_lemmas())[13::500]
    monkeypatch.setattr(analysis, "_LEMMAS", {})
    analysis.keep_lemmas(kept_lemmas())
    kept = {w: analysis.word_lemmas.__wrapped__(w) for w in words}
    monkeypatch.setattr(analysis, "_LEMMAS", {})
    assert kept == {w: analysis.word_lemmas.__wrapped__(w) for w in words}
    assert set(analysis._LEMMAS) >= set(words)  # parsed this time


# --- verbs.txt -------------------------------------------------------------------------------------------

def test_the_verbs_file_is_of_the_current_dictionary_and_code():
    head = lexicon._path(lexicon.VERBS).read_text("utf-8").partition("\n")[0]
    assert head == f"# key {lexicon.verbs_key()}", REGENERATE
    assert sum(1 for lemma in lexicon._verb_lines() if lexicon.telling_forms(lemma)) > 1000  # verbs


def test_the_kept_telling_forms_are_pymorphy3s():
    lemmas = sorted(lexicon._verb_lines())[::20]  # a spread of ~200 lemmas (the script checks all)
    assert {lemma: lexicon.telling_forms(lemma) for lemma in lemmas} == \
        {lemma: meanings._parsed_telling_forms(lemma) for lemma in lemmas}, REGENERATE
    assert lexicon.telling_forms("сыграть") >= {"сыграли", "сыграть", "сыграв"}
    assert lexicon.telling_forms("карта") == frozenset()  # a lemma kept that is no verb
    assert lexicon.telling_forms("неслыханный") is None  # not kept: computed when met


def test_the_seed_corpus_lemmas_are_all_kept(search_store):
    lemmas = {lemma for key in search_store.known_shards
              for found in Reader(search_store.shard(key)).table("forms").values() for lemma in found
              if meanings.cyrillic(lemma) and not any(ch.isdigit() or ch.isspace() for ch in lemma)}
    assert lemmas and not lemmas - set(lexicon._verb_lines()), REGENERATE


# --- the whole build -------------------------------------------------------------------------------------

def _fresh(monkeypatch, read: bool, cache) -> None:
    """A build in a process that remembers nothing (near sets, lemmas, the lexicon's files), reading the
    lexicon's files or not, with its own empty cache."""
    monkeypatch.setenv("LAWREF_CACHE", str(cache))
    monkeypatch.setattr(build, "_NEAR", {})
    monkeypatch.setattr(analysis, "_LEMMAS", {})
    monkeypatch.setattr(lexicon, "_LOADED", [])
    monkeypatch.setattr(lexicon, "READ", read)
    monkeypatch.setattr(meanings, "_VERBS", {})
    analysis.word_lemmas.cache_clear()
    meanings._telling_forms.cache_clear()
    situations._situation_words.cache_clear()


def _data(data) -> str:
    import json

    return json.dumps([data.meta, list(data.shards.items()), data.texts, data.docs], ensure_ascii=False)


@pytest.fixture(scope="module")
def without_files(corpus, tmp_path_factory):
    """The seed's search data built without the lexicon's files, every near set computed by the build itself (no
    forked child), and the forms it computed: what the two tests below compare with (one build, not one each)."""
    real = build._compute_near
    computed: list[str] = []

    def compute(forms):
        computed.extend(forms)
        return real(forms)

    with pytest.MonkeyPatch.context() as monkeypatch:
        _fresh(monkeypatch, False, tmp_path_factory.mktemp("without"))
        monkeypatch.setattr(build, "AHEAD", False)
        monkeypatch.setattr(build, "_compute_near", compute)
        data = _data(build.build(corpus))
        assert len(meanings._VERBS) > 1000  # every lemma's telling forms parsed
        return data, len(computed)


def test_the_seeds_search_data_is_the_same_with_the_files_and_without(corpus, tmp_path, monkeypatch, without_files):
    _fresh(monkeypatch, True, tmp_path / "with")
    with_files = _data(build.build(corpus))
    assert len(analysis._LEMMAS) > 20_000  # the file's words were taken
    assert not meanings._VERBS  # every lemma's telling forms read from verbs.txt, none parsed
    assert without_files[0] == with_files  # in the same order: the same bytes


def test_the_seeds_search_data_is_the_same_with_the_near_sets_computed_ahead(corpus, tmp_path, monkeypatch,
                                                                              without_files):
    """build._Ahead: a forked child computes the near sets the lexicon lacks (here all: the files unread) while the
    build goes on, the text's forms from the start and the rest of the typo vocabulary once the build knows it; the
    data is what the build computing them itself makes, and the build computes none."""
    real = build._compute_near
    computed: list[str] = []

    def compute(forms, prefixes=None):  # in this process only: what the child computes is not counted
        computed.extend(forms)
        return real(forms, prefixes)

    first: list[frozenset[str]] = []
    sent: list[frozenset[str]] = []
    real_ahead, real_add = build._Ahead.__init__, build._Ahead.add

    def ahead(self, words):
        real_ahead(self, words)
        first.append(self.forms)  # the text's forms, its child's from the start

    def add(self, words):
        before = self.forms
        real_add(self, words)
        sent.append(self.forms - before)  # the rest, sent to the child

    _fresh(monkeypatch, False, tmp_path / "ahead")
    monkeypatch.setattr(build, "AHEAD", True)
    monkeypatch.setattr(build, "AHEAD_MIN", 0)
    monkeypatch.setattr(build, "_compute_near", compute)
    monkeypatch.setattr(build._Ahead, "__init__", ahead)
    monkeypatch.setattr(build._Ahead, "add", add)
    itself, by_itself = without_files
    assert _data(build.build(corpus)) == itself
    assert not computed  # every form the lexicon lacks was the child's
    assert len(first) == 1 and len(sent) == 1 and first[0] and sent[0]  # the lemmas and typed words came later
    assert len(first[0]) + len(sent[0]) == by_itself


def test_a_build_that_raises_leaves_no_child_behind(corpus, tmp_path, monkeypatch):
    """A build that raises after forking _Ahead's child (here in forms_of, before the rest of the vocabulary is
    sent) kills and reaps it: no process is left waiting for words that will never come."""
    import gc
    import os

    children: list[int] = []
    real_ahead = build._Ahead.__init__

    def ahead(self, words):
        real_ahead(self, words)
        children.append(self.pid)

    def fails(*args):
        raise RuntimeError("a stage that fails")

    _fresh(monkeypatch, False, tmp_path / "raises")
    monkeypatch.setattr(build, "AHEAD", True)
    monkeypatch.setattr(build, "AHEAD_MIN", 0)
    monkeypatch.setattr(build._Ahead, "__init__", ahead)
    monkeypatch.setattr(build, "meanings", fails)
    with pytest.raises(RuntimeError):
        build.build(corpus)
    gc.collect()
    assert len(children) == 1 and children[0]  # a child was forked
    with pytest.raises(ChildProcessError):  # and is no more: killed and reaped
        os.waitpid(children[0], os.WNOHANG)


# --- words.dawg ------------------------------------------------------------------------------------------

def test_the_words_file_is_of_the_current_dictionary_and_folding():
    assert lexicon._path(lexicon.WORDS).read_bytes().startswith(f"# key {lexicon.words_key()}\n".encode()), \
        REGENERATE


@pytest.mark.parametrize("prefix", ["пре", "еще", "рен", "вис", "аба", "сев", "щзх", "тре"])
def test_the_kept_words_under_a_prefix_are_the_dictionarys_folded(prefix):
    """Every word of pymorphy3's dictionary whose first three letters are the prefix (ё as е), folded, once."""
    from itertools import product

    from lawref.search.expand.typos import folded

    dictionary = morph().dictionary.words
    heads = ["".join(head) for head in product(*[("е", "ё") if ch == "е" else (ch,) for ch in prefix])]
    expected = {folded(word) for head in heads for word in dictionary.iterkeys(head)}
    kept = lexicon.folded_words().keys(prefix)
    assert len(kept) == len(set(kept)) and set(kept) == expected, REGENERATE


def test_a_dictionary_the_file_is_not_of_gets_its_words_folded_once_and_kept(tmp_path, monkeypatch):
    """Another version of the dictionary (the file's key not current): its words are folded from it, kept in the
    cache, and read from there by the next process."""
    from types import SimpleNamespace

    words = ["Ёлка", "ёлка", "ёлки", "ель"]
    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(lexicon, "words_key", lambda: "another")
    monkeypatch.setattr(analysis, "morph", lambda: SimpleNamespace(dictionary=SimpleNamespace(
        words=SimpleNamespace(iterkeys=lambda prefix="": iter(words)))))
    lexicon.folded_words.cache_clear()
    try:
        assert sorted(lexicon.folded_words().keys("ел")) == ["елка", "елки", "ель"]
        assert (tmp_path / "cache" / "search" / "words-another.dawg").is_file()
        words.clear()  # the next process reads the cache's copy, not the dictionary
        lexicon.folded_words.cache_clear()
        assert sorted(lexicon.folded_words().keys("ел")) == ["елка", "елки", "ель"]
    finally:
        lexicon.folded_words.cache_clear()
