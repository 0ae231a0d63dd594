"""The shared Russian analyser: tokens keep ids whole and offsets exact; words meet through their lemmas."""

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lawref.search import analysis
from lawref.search.analysis import all_forms, is_stopword, lemmas, normalise_query_word, tokens

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def commentary_text():
    return (ROOT / "corpus" / "001_91c3f04bc14c0505.txt").read_text("utf-8")


# word as it stands in a text or a query -> a lemma it must have (an aligned table, one row a case)
LEMMA_TABLE = [
    ("претензии", "претензия"),
    ("претензией", "претензия"),
    ("судьей", "судья"),
    ("Судье", "судья"),
    ("Правилами", "правило"),
    ("правил", "правило"),
    ("заявок", "заявка"),
    ("взяток", "взятка"),
    ("партнёра", "партнер"),   # ё folded
    ("партнера", "партнер"),
    ("козыри", "козырь"),
    ("масти", "масть"),
    ("пас", "пас"),              # pymorphy3: interjection / "пасти"
    ("паса", "пас"),
    ("пасует", "пас"),           # override: passing means a pass
    ("спасовать", "пас"),
    ("контру", "контра"),
    ("контры", "контра"),        # pymorphy3: a plural-only "контры"
    ("реконтры", "реконтра"),    # not in the dictionary
    ("вистующего", "вистующий"),
    ("разыгрывающему", "разыгрывающий"),
    ("оспариваемой", "оспаривать"),
]


@pytest.mark.parametrize("word,lemma", LEMMA_TABLE)
def test_lemma_table(word, lemma):
    assert lemma in lemmas(word)


@pytest.mark.parametrize("word,wrong", [
    ("пас", "пасти"), ("контры", "контры"), ("реконтры", "реконтры"), ("взятки", "взяток"), ("правила", "править"),
])
def test_overrides_drop_wrong_lemmas(word, wrong):
    assert wrong not in lemmas(word)


def test_query_forms_meet_text_forms():
    """A user's form and the text's form share a lemma: the whole point of the analyser."""
    pairs = [("претензиях", "претензии"), ("заявки", "заявок"), ("оппонентам", "оппонента"),
             ("партнер", "партнёром"), ("пасовал", "пас"), ("реконтрой", "реконтру")]
    for query, text in pairs:
        assert set(normalise_query_word(query)) & set(lemmas(text)), (query, text)


@pytest.mark.parametrize("text,canonical", [
    ("27В1(b)", "27B1(b)"),   # Cyrillic В, Latin b
    ("27B1(b)", "27B1(b)"),
    ("27в1б", "27B1(b)"),     # typed on a Russian keyboard
    ("70C2", "70C2"),
    ("29.2", "29.2"),
    ("27.7(iii)", "27.7(iii)"),
    ("31А2(b)", "31A2(b)"),
    ("c27", "c27"),
])
def test_ids_stay_whole(text, canonical):
    toks = tokens(f"см. {text}; далее")
    ids = [t for t in toks if t.is_id]
    assert [t.text for t in ids] == [text]
    assert ids[0].lemmas[0] == canonical.lower()
    assert normalise_query_word(text) == (canonical.lower(),)


def test_id_in_text_is_found_by_its_parents():
    tok = next(t for t in tokens("Правилу 27В1(b).") if t.is_id)
    assert set(tok.lemmas) == {"27b1(b)", "27", "27b", "27b1"}


def test_paragraph_reference_after_abbreviation():
    toks = tokens("(см. п.23.3. выше)")
    assert [t.text for t in toks] == ["см", "п", "23.3", "выше"]
    assert toks[2].is_id and toks[2].lemmas == ("23.3",)


def test_year_is_not_a_law_number():
    tok = tokens("правил 1987 года")[1]
    assert not tok.is_id and tok.lemmas == ("1987",)


def test_offsets_and_positions_on_the_seed_commentary(commentary_text):
    toks = tokens(commentary_text)
    assert len(toks) > 900
    for i, t in enumerate(toks):
        assert commentary_text[t.start:t.end] == t.text
        assert t.pos == i


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ПравилоёЁ 27В1(b).,-<*>\n\"c29абвxyzIV")), max_size=80)
       | st.text(max_size=40))
def test_offsets_exact_on_any_text(text):
    for t in tokens(text):
        assert text[t.start:t.end] == t.text
        assert t.lemmas and all(lem == lem.lower() and "ё" not in lem for lem in t.lemmas)


def test_stopwords_are_function_words_only():
    assert is_stopword("или") and is_stopword("И")
    assert is_stopword("того") and is_stopword("ничего")  # particles and pronouns of Snowball's list (index23)
    for meaningful in ("не", "вне", "после", "до", "против", "нет", "ни", "потом", "под", "между", "свою", "все"):
        assert not is_stopword(meaningful)


def test_all_forms_round_trip():
    """Every form the browser's map holds for a lemma leads back to that lemma."""
    for lemma in ("претензия", "судья", "пас", "контра", "вистующий", "оппонент", "правило"):
        forms = all_forms(lemma)
        assert lemma in forms and len(forms) >= 6
        for form in forms:
            assert lemma in lemmas(form), (lemma, form)


def test_all_forms_of_an_override_exclude_other_words():
    assert "пасти" not in all_forms("пас") and "пасу" in all_forms("пас")


def _lexeme_reference(lemma):
    """(form, part of speech) of the lexemes of a lemma as pymorphy3 makes them (`parse.lexeme`, a parse and a tag a
    form): what meanings._lexemes reads from the paradigm tables."""
    from lawref.search.analysis import _parses, fold

    return {(fold(f.word), f.tag.POS) for p in _parses(lemma) if fold(p.normal_form) == lemma for f in p.lexeme}


def _lexeme_check(lemma):
    from lawref.search import meanings

    reference = _lexeme_reference(lemma)
    found = [(stem, prefix + stem + suffix, pos)
             for stem, table in meanings._lexemes(lemma) for prefix, suffix, pos in table]
    assert {(form, pos) for _, form, pos in found} == reference, lemma
    assert meanings._lexeme_forms(lemma) == analysis._lexeme(lemma), lemma
    assert meanings._all_forms(lemma) == all_forms(lemma), lemma
    assert meanings._typable_forms(lemma) == frozenset({f for f, pos in reference if pos != "GRND"} or {lemma})
    return found


# lemma -> whether pymorphy3 guesses it (its lexemes not in the dictionary's tables: read through parse.lexeme)
@pytest.mark.parametrize("lemma, guessed", [
    ("заявка", False),        # a noun, an override's lemma
    ("первый", False),        # two parses of one paradigm and stem (nominative, accusative): one lexeme
    ("сыграть", False),       # a verb: gerunds among its forms, not typable
    ("партнер", False),       # the dictionary's «партнёр», ё folded
    ("пас", False),           # three lexemes (noun, interjection, …) and an override
    ("стать", False),         # two lexemes of two stems (стать, стать «стан»)
    ("болван", False),
    ("прекращение", False),
    ("авераж", True),         # a word pymorphy3 guesses from a known ending
    ("реконтра", True),
    ("вистующий", True),      # no parse whose normal form is itself
    ("27", True),             # an id: no lexeme of the dictionary's
])
def test_lexemes_are_pymorphy3s(lemma, guessed):
    """meanings._lexemes reads a dictionary word's lexemes from pymorphy3's paradigm tables (forms_of's lexemes:
    0.4 -> 0.2 s of CPU of a new whole book's first index): the same forms and parts of speech as parse.lexeme,
    so the same all_forms and typable forms; a guessed word's through parse.lexeme."""
    found = _lexeme_check(lemma)
    assert all(stem == "" for stem, _, _ in found) == guessed


def _forms_reference(lemmas, surface, terms):
    """forms_of as first written: each candidate form's key_lemmas among the lemmas (the lemma itself first)."""
    from lawref.search import meanings

    candidates = set(surface) | set(lemmas)
    for lemma in lemmas:
        if meanings.cyrillic(lemma):
            whole = lemma in terms or lemma in analysis._overrides()[1]
            candidates |= all_forms(lemma) if whole else meanings._typable_forms(lemma)
    out = {}
    for form in candidates:
        found = [lemma for lemma in meanings.key_lemmas(form) if lemma in lemmas]
        if form in lemmas and form not in found:
            found.insert(0, form)
        if found:
            out[form] = found
    return out


@pytest.mark.parametrize("lemmas, surface, terms", [
    ({"заявка", "сыграть", "первый"}, {"заявок"}, {"заявка"}),     # words: a whole lexeme, typable forms
    ({"27", "27b", "c27"}, {"27b1", "с27"}, {"27"}),                # ids, one of them a Cyrillic «с»
    ({"revoke", "ренонс", "пас"}, {"revoke", "ренонса"}, set()),    # a Latin word, overrides
    ({"е2е4", "психа", "какой-либо"}, {"е2е4", "какой-либо"}, set()),  # a digit inside, a hyphen
])
def test_forms_of_reads_each_forms_key_lemmas(lemmas, surface, terms):
    """forms_of asks a word's lemmas without key_lemmas' call (its questions in its order): the same map as
    key_lemmas gives for every kind of form."""
    from lawref.search.meanings import forms_of

    assert forms_of(lemmas, surface, terms) == _forms_reference(lemmas, surface, terms)


def test_lexemes_of_the_laws_lemmas_are_pymorphy3s():
    """The same on every 5th lemma of the Laws' words (lawref.search.lexicon's lemmas.txt: ~1,200 lemmas, most
    paradigms a book meets)."""
    from lawref.search import lexicon
    from lawref.search.meanings import cyrillic

    found = sorted({lemma for lemmas in lexicon.lemmas().values() for lemma in lemmas if cyrillic(lemma)})
    assert len(found) > 3000
    for lemma in found[::5]:
        _lexeme_check(lemma)



def test_version_tracks_the_data_files():
    assert len(analysis.ANALYSER_VERSION) == 16


def test_reflexive_verb_meets_its_plain_verb():
    assert "аннулировать" in lemmas("аннулируется")
    assert set(normalise_query_word("аннулированная")) & set(lemmas("аннулируется"))
    assert set(normalise_query_word("возвращают")) & set(lemmas("возвращается"))


def test_letters_without_a_unicode_name_do_not_crash():
    assert lemmas("𗀀") == ("𗀀",)
    assert [t.text for t in tokens("пас 𗀀")] == ["пас", "𗀀"]


def _telling_reference(forms):
    """verb_forms as first written (search19): each form of the map asks each of its lemmas' lexemes by tag.POS."""
    from lawref.search.analysis import _parses, fold

    def telling(lemma):
        return {fold(f.word) for p in _parses(lemma) if p.tag.POS == "INFN" and fold(p.normal_form) == lemma
                for f in p.lexeme if f.tag.POS in {"VERB", "INFN", "GRND"}}

    return sorted(form for form, lemmas in forms.items() if any(form in telling(lemma) for lemma in lemmas))


@pytest.mark.parametrize("lemmas, says, never", [
    ({"сыграть", "карта"}, {"сыграли", "сыграть", "сыграв"}, {"сыгранные", "карта", "сыгранный"}),
    ({"пас", "пасовать"}, {"пасовал", "пасуя"}, {"пас", "пасы"}),  # «пас» is no form of «пасовать»
    ({"назначить", "назначение", "класть"}, {"назначил", "класть", "кладут"}, {"назначение", "назначенный"}),
    ({"объявиться", "объявить"}, {"объявился", "объявил"}, {"объявленный"}),
])
def test_verb_forms_are_those_that_tell_an_event(lemmas, says, never):
    """meanings.verb_forms (the form map's «verbs»: a query saying none names a topic) gives a verb's personal
    forms, infinitive and gerunds, never a participle nor a noun's form, and the same forms as the per-form
    lookup it replaced (0.26 -> 0.17 s of a whole book's build)."""
    from lawref.search.meanings import forms_of, verb_forms

    forms = forms_of(lemmas, set(), lemmas)
    found = verb_forms(forms)
    assert says <= set(found) and not never & set(found)
    assert found == _telling_reference(forms)
