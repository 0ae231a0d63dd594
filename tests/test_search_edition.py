"""A book of another edition or of some Laws only: what lifts the 2017 book must reach the book's own Laws and
words. A book's own word for a term of the 2017 titles it never says is read from its Law titles
(lawref.search.situations.own_words) and joins the thesaurus's meanings for that book (meanings.own_entries): «claim»
finds «заявление» on a 2008 book that says «Заявление или уступка взяток» and never «претензия». Measured on the
red-team books' truths; the Node parity of the same is the last test."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import search_ids, truth_search_data, truth_search_store

REDTEAM = Path(__file__).resolve().parent / "redteam"


def _own(book: str) -> dict[str, tuple[str, ...]]:
    from lawref.search.build import _postings, documents
    from lawref.search.situations import own_words
    from truth_corpus import corpus_from_truth

    corpus = corpus_from_truth(REDTEAM / book / "truth.json")
    docs = documents(corpus)
    postings, context, *_ = _postings(docs)
    return own_words(corpus, set(postings) | set(context), postings, len(docs))


@pytest.mark.parametrize("book, word, said", [
    ("latex2008", "претензия", ("заявление",)),    # «ЗАЯВЛЕНИЕ ИЛИ УСТУПКА ВЗЯТОК» (68), «ОСПАРИВАЕМОЕ ЗАЯВЛЕНИЕ …» (70)
    ("ural2022", "уступка", ("отказ",)),           # «Претензия или отказ», «Отмена отказа»
    ("old/txt1993", "доска", ("комплект",)),       # 1987: a board is «комплект»
    ("old/txt1993", "установление", ("окончательный",)),  # «… после окончательного ренонса»: an established revoke
    ("typewriter1996", "процедура", ("порядок", "действие")),  # two words standing together: «порядок действий»
    # a word said all over the book names no term: «Преждевременная игра» is the 2017 «снос», but «игра» stands in
    # 10 % of that book's documents (OWN_SHARE)
    ("old/txt1993", "снос", None),
    # a book that says the 2017 word learns nothing for it, whatever its title says («ОСПОРЕННАЯ» beside
    # «Оспариваемая» is learnt only where the book never says «оспаривать»)
    ("dir2010", "процедура", None),
    ("modern", "претензия", None),
])
def test_a_books_own_word_for_a_2017_term_is_read_from_its_law_titles(book, word, said):
    assert _own(book).get(word) == said


@pytest.fixture(scope="module")
def latex_store():
    return truth_search_store(REDTEAM / "latex2008" / "truth.json")


@pytest.mark.parametrize("query, first", [
    ("claim", "68"),                     # english.toml: claim -> «претензия», which this book never says
    ("disputed claim", "70"),            # «ОСПАРИВАЕМОЕ ЗАЯВЛЕНИЕ ИЛИ УСТУПКА»
    ("претензия разыгрывающего", "68"),  # the 2017 Russian word finds the book's
])
def test_a_2017_term_finds_the_books_own_word(latex_store, query, first):
    from lawref.ids import law_of

    ids = search_ids(latex_store, query, limit=3)
    assert ids and any(law_of(i) == first for i in ids), ids


def test_without_the_books_own_words_the_term_finds_nothing_of_its_law(monkeypatch):
    """The test above can fail: with no own words learnt, «claim» meets no clause of Laws 68-71 on this book."""
    from lawref.ids import law_of
    from lawref.search import situations
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore
    from truth_corpus import corpus_from_truth

    monkeypatch.setattr(situations, "own_words", lambda *args: {})
    store = MemoryStore(build_data(corpus_from_truth(REDTEAM / "latex2008" / "truth.json")))
    assert not any(law_of(i) in {"68", "69", "70", "71"} for i in search_ids(store, "claim", limit=10))


def test_own_entries_put_the_books_word_beside_the_2017_word():
    from lawref.search.expand.thesaurus import Entry
    from lawref.search.meanings import own_entries

    entries = own_entries([Entry(("claim",), ("претензия", "выступивший с претензией"), "why", "english.toml", 1)],
                          {"претензия": ("заявление",)})
    assert entries[0].means == ("претензия", "заявление", "выступивший с претензией", "выступивший с заявление")
    assert entries[1].typed == ("претензия",) and entries[1].means == ("заявление",)
    assert own_entries(entries[:1], {}) == entries[:1]


def test_the_browser_engine_reads_a_books_own_words_as_lawref_search_does(tmp_path):
    from test_search_parity import run_parity

    queries = ["claim", "disputed claim", "претензия разыгрывающего", "claim or concession", "!claim",
               "претензия", "оспоренная претензия"]
    done = run_parity(truth_search_data(REDTEAM / "latex2008" / "truth.json"), queries, tmp_path / "latex")
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    # the 2017 Russian titles placed on a book that says them otherwise (situations.russian_targets)
    queries = ["процедура апелляции", "дискреционные полномочия судьи", "процедура после установления ренонса",
               "неответ в масть", "легальные изменения заявки", "!процедура апелляции",
               # an English term whose meanings the book never says: the trade synonym it says (book_synonyms)
               "hesitation", "hesitation after a question", "!hesitation"]
    done = run_parity(truth_search_data(REDTEAM / "onega2013" / "truth.json"), queries, tmp_path / "onega")
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    # a Law of a listed edition placed by its number (lawref.editions.subjects): zavolzh2009's «ЗАЯВЛЕНИЕ ИЛИ ОТДАЧА
    # ВЗЯТОК» (68) and «ОСПОРЕННОЕ ЗАЯВЛЕНИЕ ИЛИ ОТДАЧА» (70) hold the claim situations and the English titles
    queries = ["у соперника остался козырь, а разыгрывающий сказал что все взятки его", "contested claim",
               "claim or concession of tricks", "нарушитель знал, что нарушение ему выгодно", "!contested claim"]
    done = run_parity(truth_search_data(REDTEAM / "zavolzh2009" / "truth.json"), queries, tmp_path / "zavolzh")
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]


@pytest.mark.parametrize("book, law, agree", [
    ("ЗАЯВКИ", 18, True),                       # a book whose bid is «заявка» (abi2000, latex2008): «Назначения»
    ("Сдачи в коробках", 2, True),              # «Доски для спортивного бриджа»: доска ~ сдача (trade.toml)
    ("НАЗНАЧЕНИЕ НАКАЗАНИЯ", 10, True),         # 1987 «Assessment of Penalty»: наказание ~ исправление («штраф»)
    ("ОСВЕДОМЛЁННОСТЬ О ВОЗМОЖНОМ УЩЕРБЕ", 23, False),  # the 2007 Law 23, not the 2017 «Сопоставимая заявка»
    ("УЩЕРБНЫЙ ПАС", 23, False),                # the 1987 Law 23
    ("ШТРАФНЫЕ КАРТЫ", 13, False),              # a synonym never makes a common word a subject
])
def test_a_title_agrees_when_it_says_a_word_of_the_2017_title_by_a_trade_synonym(book, law, agree):
    from lawref.search.expand.thesaurus import law_titles
    from lawref.search.situations import titles_agree

    assert titles_agree(book, law_titles()[law][1]) is agree


@pytest.fixture(scope="module")
def onega_stores():
    """onega2013 (27 Laws of 2007, their titles in its own words): its search data with the 2017 Russian titles
    placed on its Laws (situations.russian_targets), and without."""
    import lawref.search.situations as situations
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore
    from truth_corpus import corpus_from_truth

    corpus = corpus_from_truth(REDTEAM / "onega2013" / "truth.json")
    with_titles = MemoryStore(build_data(corpus))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(situations, "russian_targets", lambda *args: ())
        without = MemoryStore(build_data(corpus))
    return with_titles, without


@pytest.mark.parametrize("query, law", [
    ("процедура апелляции", "93"),                # «Порядок рассмотрения апелляций»: the book never says «процедура»
    ("дискреционные полномочия судьи", "12"),     # «Полномочия судьи, осуществляемые по его усмотрению»
])
def test_a_2017_title_finds_the_books_law_that_says_it_otherwise(onega_stores, query, law):
    from lawref.ids import law_of

    with_titles, without = onega_stores
    assert [law_of(i) for i in search_ids(with_titles, query, limit=1)] == [law]
    # the test can fail: the book's words alone find another Law first (90A, 81C)
    assert [law_of(i) for i in search_ids(without, query, limit=1)] != [law]


def test_a_2017_title_word_the_book_says_adds_no_title_entry():
    """«Неответ в масть, вопросы о ренонсе» is placed on a book's «НЕСОБЛЮДЕНИЕ МАСТИ …» only where the book never
    says «неответ»; a 2017 title the book's heading says whole is found by its own words."""
    from lawref.search.build import _postings, documents
    from lawref.search.situations import russian_targets
    from truth_corpus import corpus_from_truth

    corpus = corpus_from_truth(REDTEAM / "onega2013" / "truth.json")
    docs = documents(corpus)
    postings, context, *_ = _postings(docs)
    terms = set(postings) | set(context)
    targets = {target for _, target in russian_targets(corpus, terms)}
    assert {"93", "12", "64"} <= targets
    assert "16" not in targets  # «Несанкционированная информация»: the book's title says it whole
    assert "2" in targets  # «Сдаточные ящики» is Law 2 by its number (the editions' table); the book never says «доска»
    assert not russian_targets(corpus, terms | {"процедура", "дискреционный", "неответ", "контроль", "легальный",
                                                "нелегальный", "объяснение", "заявка", "коробка", "доска"})


def test_an_english_term_the_book_says_nothing_of_finds_the_trade_synonym_it_says(onega_stores):
    """onega2013 never says «колебание», «задержка» or «темп» (english.toml's «hesitation») but says «пауза», which
    trade.toml gives beside «колебание» (situations.book_synonyms): «hesitation» finds it."""
    from lawref.search import engine, query

    with_synonyms, _ = onega_stores
    hits, _ = engine.search(with_synonyms, query.read("hesitation", with_synonyms), limit=3)
    assert hits and all("пауз" in h.text.lower() for h in hits)


def test_without_the_books_synonyms_the_english_term_finds_nothing(monkeypatch):
    import lawref.search.situations as situations
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore
    from truth_corpus import corpus_from_truth

    monkeypatch.setattr(situations, "book_synonyms", lambda terms: {})
    store = MemoryStore(build_data(corpus_from_truth(REDTEAM / "onega2013" / "truth.json")))
    assert search_ids(store, "hesitation", limit=3) == []


@pytest.mark.parametrize("means, terms, added", [
    (("колебание", "темп"), {"пауза"}, ("колебание", "пауза", "темп")),  # nothing said: the book's synonym joins
    (("сдача", "доска"), {"сдача", "коробка"}, ()),                     # «сдача» is said: the entry stays as it is
])
def test_the_trade_synonyms_join_only_an_english_term_that_finds_nothing(means, terms, added):
    from lawref.search.expand.thesaurus import Entry
    from lawref.search.meanings import own_entries

    entry = Entry(("hesitation",), means, "why", "english.toml", 1)
    got = own_entries([entry], {}, {"колебание": ("пауза",), "доска": ("коробка",)}, terms)[0].means
    assert got == (added or means)
    trade = Entry(("хезитация",), means, "why", "trade.toml", 1)  # a Russian word of the trade: never
    assert own_entries([trade], {}, {"колебание": ("пауза",)}, terms)[0].means == means
