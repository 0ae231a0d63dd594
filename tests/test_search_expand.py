"""The rules beyond word forms, one by one: keyboard layout, typo distance and shard keys, related words by
derivation, the bridge thesaurus as data, question words."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from lawref.errors import LawrefError
from lawref.search.expand import layout, prose, related, thesaurus, typos

# --- layout ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("typed, meant", [("ghtrhfnbnm", "прекратить"), ("hjpsuhsi", "розыгрыш"),
                                          ("dbcne.otuj", "вистующего"), ("cdth[e", "сверху"),
                                          ("j,]zdbnm", "объявить"), ("eoth,", "ущерб"), ("HJPSUHSI", "РОЗЫГРЫШ")])
def test_latin_layout_to_russian(typed, meant):
    assert layout.switched(typed) == meant


def test_russian_layout_to_latin_and_back():
    assert layout.switched("сщтеуыеув") == "contested"
    for word in ("прекратить", "объявить", "ЁЖИК", "съешь"):
        assert layout.to_cyrillic(layout.to_latin(word)) == word


def test_mixed_or_other_pieces_are_not_switched():
    assert layout.switched("70C2") is None and layout.switched("пасws") is None and layout.switched("…") is None


# --- typos -----------------------------------------------------------------------------------------------

def _osa(a, b):
    """Textbook optimal string alignment distance, no early exit."""
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="абвгтн", max_size=9), st.text(alphabet="абвгтн", max_size=9), st.integers(0, 3))
def test_bounded_distance_is_optimal_string_alignment(a, b, limit):
    assert typos.distance(a, b, limit) == min(_osa(a, b), limit + 1)


def _one_edit(word, rng):
    i = rng.randrange(len(word) + 1)
    kind = rng.choice("sidt")
    ch = rng.choice(typos.ALPHABET)
    if kind == "s" and i < len(word):
        return word[:i] + ch + word[i + 1:]
    if kind == "d" and i < len(word):
        return word[:i] + word[i + 1:]
    if kind == "t" and i + 1 < len(word):
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + ch + word[i:]


def test_one_edit_anywhere_shares_a_shard_key():
    rng = random.Random(29)
    words = ["оппонента", "претензия", "розыгрыш", "вистующего", "очереди", "реконтра", "аннулировать"]
    for _ in range(3000):
        word = rng.choice(words)
        typo = _one_edit(word, rng)
        assert set(typos.skeleton_keys(word)) & set(typos.skeleton_keys(typo)), (word, typo)


def test_the_nearest_then_most_frequent_form_wins():
    assert typos.best("очерди", [("очереди", 5), ("очередь", 9)]) == "очереди"  # 1 edit beats 2
    assert typos.best("контрм", [("контру", 1), ("контра", 7)]) == "контра"  # a tie: the more frequent
    assert typos.best("пас", [("пас", 1), ("паса", 3)]) is None  # three letters: never corrected
    assert typos.max_distance("очерди") == 1 and typos.max_distance("опанента") == 2


@pytest.mark.parametrize("typed, candidates, chosen", [
    ("перездача", [("передача", 9), ("пересдача", 2)], "пересдача"),    # з for с: a letter it sounds like
    ("перседача", [("передача", 9), ("пересдача", 2)], "пересдача"),    # two letters swapped
    ("обьяснение", [("объяснение", 1), ("обяснение", 5)], "объяснение"),  # ь for ъ
    ("контрм", [("контру", 1), ("контра", 7)], "контра"),              # neither alike: the more frequent
])
def test_of_forms_as_near_the_one_the_word_sounds_like_wins(typed, candidates, chosen):
    assert typos.best(typed, candidates) == chosen


def test_guard_words_are_real_words_near_the_vocabulary():
    found = typos.guard_words(["вист"], {"вист"}, lambda w: w in {"лист", "свист", "висп"})
    assert found == {"лист", "свист", "висп"}
    dictionary = {"пос": ["поступить", "послужить", "постулаты", "пострелять"]}
    far = typos.guard_far_words(["послужить"], {"послужить"}, lambda prefix: dictionary.get(prefix, []))
    assert far == {"поступить"}  # two edits; «постулаты», «пострелять» are further


def test_two_edits_keep_the_first_letter():
    assert typos.best("компонент", [("оппонент", 9)]) is None  # a real word, not a typo of «оппонент»
    assert typos.best("опанента", [("оппонента", 2)]) == "оппонента"


def test_a_real_word_two_edits_from_the_corpus_is_not_corrected(search_store):
    from lawref.search.query import read

    assert not read("поступить", search_store).changed  # «послужить» is in the texts


# --- related words ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("word, linked", [
    ("прекращение", {"прекратить", "прекращать"}), ("аннулирование", {"аннулировать"}),
    ("принятие", {"принять", "принимать"}), ("замена", {"заменить", "заменять"}),
    ("корректировка", {"корректировать"}), ("консультация", {"консультировать"}),
    ("сомнение", {"сомневаться"}), ("успешность", {"успешный"}), ("справедливо", {"справедливый"}),
    ("слева", {"левый"}), ("сверху", {"верхний"}), ("открывать", {"открыть"}),
    ("корректировать", {"скорректировать"}), ("прекратить", {"прекращение", "прекращать"}),
    ("передача", {"передать", "передавать"}), ("пересдача", {"пересдать", "пересдавать"}),
    ("передавать", {"передать"}), ("узнавать", {"узнать"}), ("признать", {"признавать"}),
    # a noun and its relational adjective, both ways
    ("процедура", {"процедурный"}), ("процедурный", {"процедура"}), ("пика", {"пиковый"}),
    ("ошибка", {"ошибочный"}), ("ошибочный", {"ошибка"}), ("рука", {"ручной"}), ("ручной", {"рука"}),
    ("конвенция", {"конвенционный"}), ("конвенционный", {"конвенция"}), ("козырь", {"козырный"}),
    # a verb and its reflexive partner, both ways (words21): «ренонс установился» meets «установленный»
    ("установить", {"установиться"}), ("установиться", {"установить"}), ("нести", {"нестись"}),
    ("закончиться", {"закончить"}),
])
def test_related_words_by_rule(word, linked):
    assert linked <= related.related(word)


@pytest.mark.parametrize("word, unlinked", [
    ("передавать", "передавить"),  # to hand over is not to crush: -авать verbs pair with -ать, not -ить
    ("отдавать", "отдавить"), ("вставать", "вставить"),
])
def test_an_imperfective_in_avat_is_no_partner_of_a_verb_in_it(word, unlinked):
    assert unlinked not in related.related(word)


def _pos_by_every_parse(word):
    """related._pos as defined, every parse read (no shortcut for a word the dictionary does not know)."""
    out = set()
    for parse in related.morph().parse(word):
        if related.fold(parse.normal_form) == word and parse.is_known and not (related.RARE & parse.tag.grammemes):
            out.add(parse.tag.POS)
            if parse.tag.POS == "INFN":
                out.add("perf" if "perf" in parse.tag else "impf")
    return frozenset(out)


LEMMAS = ["прекращение", "прекратить", "аннулировать", "заявка", "корректировать", "успешный", "верхний",
          "ошибиться", "разыгрывающий", "еж", "елка", "объявить", "кто-то", "пас", "реконтра", "вистовать"]


@pytest.mark.parametrize("lemma", LEMMAS)
def test_a_word_the_dictionary_lacks_is_no_part_of_speech(lemma):
    # The rules' guesses (most of them no word: «прекращить») and the words themselves, ё and hyphens included.
    words = {lemma, *related._reverse_candidates(lemma)}
    words |= {w + "ся" for w in list(words)} | {lemma.replace("е", "ё")}
    assert {w: related._pos(w) for w in words} == {w: _pos_by_every_parse(w) for w in words}


def test_words_of_no_family_stay_alone():
    assert related.related("взятка") == set() and related.related("судья") == set()


def test_bridge_exceptions_are_never_linked():
    assert "заявить" not in related.related("заявка") and "заявка" not in related.related("заявить")
    assert "пасти" not in related.related("пас")
    # a penalty card is no director's «штраф»; a dining table is no bridge table
    assert "штрафной" not in related.related("штраф") and "штраф" not in related.related("штрафной")
    assert "столовый" not in related.related("стол")


# --- the thesaurus ---------------------------------------------------------------------------------------

def test_every_entry_says_where_it_comes_from():
    entries = thesaurus.load()
    assert len(entries) > 150
    assert all(e.why.strip() and e.typed and e.means for e in entries)


def test_the_titles_of_all_93_laws_are_there():
    titles = thesaurus.law_titles()
    assert sorted(titles) == list(range(1, 94))
    assert titles[70] == ("Contested Claim or Concession", "Оспариваемая претензия или уступка")


def test_the_definitions_of_the_laws_are_there():
    typed = {t.lower() for e in thesaurus.load() if e.file == "english.toml" for t in e.typed}
    definitions = {"adjusted score", "alert", "artificial call", "auction", "bid", "board", "call", "contestant",
                   "contract", "deal", "declarer", "defender", "denomination", "double", "dummy", "event",
                   "extraneous", "follow suit", "game", "hand", "honour", "infraction", "irregularity", "lead",
                   "line", "lho", "rho", "matchpoint", "opening lead", "opponent", "outstanding trump", "overtrick",
                   "partner", "partscore", "pass", "penalty", "penalty card", "play", "play period", "premature",
                   "psychic call", "rectification", "redouble", "regulating authority", "regulation", "revoke",
                   "rotation", "round", "session", "side", "slam", "suit", "trick", "trump", "turn", "undertrick",
                   "vulnerability", "unauthorized information"}
    assert definitions <= typed, definitions - typed


def test_an_entry_without_a_source_is_refused(tmp_path, monkeypatch):
    (tmp_path / "trade.toml").write_text('[[entry]]\ntyped = ["дабл"]\nmeans = ["контра"]\n', "utf-8")
    for name in ("english.toml", "laws.toml"):
        (tmp_path / name).write_text("", "utf-8")
    monkeypatch.setattr(thesaurus, "_folder", lambda: tmp_path)
    thesaurus.load.cache_clear()
    try:
        with pytest.raises(LawrefError, match=r"trade.toml: entry 1 .*no source or reason"):
            thesaurus.load()
    finally:
        thesaurus.load.cache_clear()


# --- questions -------------------------------------------------------------------------------------------

def test_question_words_are_function_words_of_questions():
    words = prose.question_words()
    assert {"как", "ли", "можно", "что", "почему", "how"} <= words
    assert not words & {"не", "вне", "пас", "судья", "сделать", "обязан"}  # these carry meaning in the Laws
