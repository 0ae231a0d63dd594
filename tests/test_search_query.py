"""Reading queries as users type them: concepts and their tiers, stop and question words, phrases, prefixes,
ids (whole or in prose), the wrong keyboard layout, typos, the thesaurus, «!» for exactly what was typed,
and queries that are junk."""

import pytest
from hypothesis import example, given, settings, strategies as st

from lawref.search.query import EXACT_MARK, MAX_QUERY_CHARS, QueryError, read


@pytest.fixture(scope="module")
def store(search_store):
    return search_store


def kinds(store, query, **kw):
    return [(c.kind, c.text) for c in read(query, store, **kw).concepts]


def test_words_meet_their_lemmas_as_typed(store):
    reading = read("претензии оппонентов", store)
    assert [c.kind for c in reading.concepts] == ["word", "word"]
    assert reading.concepts[0].alts["претензия"] == 0 and reading.concepts[1].alts["оппонент"] == 0
    assert not reading.changed and reading.shown == ""


def test_stop_words_dropped_from_loose_words_only(store):
    assert kinds(store, "претензия или уступка") == [("word", "претензия"), ("word", "уступка")]
    phrase = read('"претензии или уступке"', store).concepts
    assert phrase[0].kind == "phrase" and len(phrase[0].positions) == 3


@pytest.mark.parametrize("text, concepts", [
    ("можно ли заменить недостаточное назначение на контру", ["заменить", "недостаточное", "назначение", "контру"]),
    ("что такое ренонс", ["ренонс"]),                                      # a definition asked for
    ("может ли судья сам изменить решение", ["судья", "изменить", "решение"]),
    ("а потом он спасовал", ["потом", "спасовал"]),                        # «потом» orders events: kept
    # particles of Snowball's list are dropped too (index23: measured), «нет» and «до» are kept: they carry meaning
    ("спасовал до того как позвали судью", ["спасовал", "до", "позвали", "судью"]),
    ("даже тут ничего не сказал", ["не", "сказал"]),
    ("нет ли у него этой масти", ["нет", "масти"]),                        # a void: «нет» kept
])
def test_question_words_are_dropped(store, text, concepts):
    assert [c.text for c in read(text, store).concepts] == concepts


@pytest.mark.parametrize("text, concepts, about", [
    ("правила про претензию", ["претензию"], True),                 # rules [query] law_names, law_about
    ("Закон о претензии и уступке", ["претензии", "уступке"], True),
    ("ПРАВИЛО ОБ уступке", ["уступке"], True),
    ("правила для оппонентов", ["оппонентов"], True),
    ("Правила, как заявлять претензию", ["заявлять", "претензию"], True),  # «как» a question word, dropped
    ("правила претензии", ["правила", "претензии"], False),         # no «про», «о»: the word is the query's own
    ("уступка по правилам о претензии", ["уступка", "правилам", "претензии"], False),  # not first
    ("!правила про претензию", ["правила", "про", "претензию"], False),  # an exact search reads every word
    ("правила про", ["правила", "про"], False),                      # nothing after the frame: it is the query
    ("правило семьдесят", ["правило семьдесят"], False),             # an id in prose, not a frame
])
def test_the_laws_named_first_are_the_querys_frame(store, text, concepts, about):
    """A query that opens by naming the Laws («правила про …», «закон о …») asks for the Law on what follows: the
    frame words are dropped and the query asks as a question word does (reading.asks: engine.ask_law)."""
    reading = read(text, store)
    assert [c.text for c in reading.concepts] == concepts
    assert reading.about is about
    assert reading.asks is about


def test_a_query_of_stop_words_only_still_searches(store):
    assert kinds(store, "или") == [("word", "или")]
    assert kinds(store, "как если") == [("word", "если")]  # a question word is kept when nothing else is left


def test_phrase_with_guillemets(store):
    assert read("«вне очереди»", store).concepts[0].kind == "phrase"


def test_prefix(store):
    concept = read("претенз*", store).concepts[0]
    assert concept.kind == "prefix" and "претензия" in concept.alts


def test_id_query_is_canonical(store):
    assert read("27в1б", store).id_query == "27B1(b)"
    assert read("70С2", store).id_query == "70C2"  # Cyrillic С
    assert read("70C2 козырь", store).id_query == ""  # an id among words is a concept, not the whole query


def test_unbalanced_quote_reads_as_words(store):
    assert kinds(store, '"вне очереди') == [("word", "вне"), ("word", "очереди")]


@pytest.mark.parametrize("query", ["", "   ", "*", "***", '"', '""', "(", "- + ~ ^", "\x00\x07", "…", "!", "! "])
def test_nothing_to_search_is_a_clear_error(store, query):
    with pytest.raises(QueryError) as err:
        read(query, store)
    assert err.value.exit_code == 2
    assert "\n" not in str(err.value)


def test_too_long_query_is_refused_with_the_limit(store):
    with pytest.raises(QueryError, match=str(MAX_QUERY_CHARS)):
        read("претензия " * 2048, store)


def test_boolean_words_and_brackets_are_plain_text(store):
    assert kinds(store, "AND OR (") == [("word", "AND"), ("word", "OR")]


@pytest.mark.parametrize("text, words", [
    ("ТД дал A+ и A-", ["ТД", "дал", "плюс", "минус"]),  # average plus / minus written short: the sign is its word
    ("ср+, ср\u2212.", ["ср", "плюс", "минус"]),           # a mark after the sign; the minus sign itself
    ("кто-то подсказал", ["кто-то", "подсказал"]),        # a hyphen inside a word is no sign
    ("3БК-1", ["3БК", "1"]),                              # nor one before a digit (down one)
    ("!ср+", ["ср"]),                                      # the exact search takes the query as typed
])
def test_a_sign_after_a_word_reads_as_the_word_for_it(store, text, words):
    assert [c.text for c in read(text, store).concepts] == words


def test_control_characters_separate_words(store):
    assert kinds(store, "претензия\x00уступка\x1b") == [("word", "претензия"), ("word", "уступка")]


@settings(max_examples=300, deadline=None)
@example("0¹/I")
@example("0¹:0")  # superscript digits (footnote calls) that int() refuses: found by this test
@given(st.text(max_size=60) | st.text(alphabet=st.sampled_from(list('"«»*()ANDOR -+~^:пасв27В1(b).!\x00\x1b')),
                                      max_size=40))
def test_any_string_reads_or_says_why(search_store, text):
    try:
        reading = read(text, search_store)
    except QueryError as err:
        assert err.exit_code == 2 and "\n" not in str(err)
    else:
        assert reading.concepts


@pytest.mark.parametrize("typed,canonical", [("27 B 1 (b)", "27B1(b)"), ("27 в 1 б", "27B1(b)"), ("9-1", "9-1"),
                                             (" 70C2 ", "70C2"),
                                             # a commentary's paragraph typed with a dash: the collection's 29.2
                                             ("29-2", "29.2")])
def test_an_id_typed_with_spaces_is_one_id(store, typed, canonical):
    reading = read(typed, store)
    assert reading.id_query == canonical and [c.kind for c in reading.concepts] == ["id"]


@pytest.mark.parametrize("canonical, known, read_as", [
    ("2.1(a)", {"2-1(a)"}, "2-1(a)"),     # «2.1.а» in a book that numbers a Law's paragraphs 2-1, 2-2
    ("12-4(b)", {"12.4(b)"}, "12.4(b)"),  # «12-4 б» in a commentary
    ("29-2", {"29.2"}, "29.2"),
    ("2.1(a)", set(), "2.1(a)"),          # neither: as typed
    ("27B1(b)", {"27B1(b)"}, "27B1(b)"),  # no numbered paragraph: as typed
])
def test_an_id_typed_with_the_other_paragraph_separator_is_the_collections(canonical, known, read_as):
    from lawref.search.query import _twin

    assert (canonical if canonical in known else _twin(canonical, known.__contains__)) == read_as


@pytest.mark.parametrize("text, ids", [
    ("у одного 14 карт а у другого 12", []),           # the noun said once for two counts: both are counts
    ("у Востока 12 карт, у Запада 14, торговля уже шла", []),
    ("правило 13: у одного 14 карт", ["13"]),         # a Law named by its label stays a Law
    ("12 14", ["12", "14"]),                           # no count told: two Laws
])
def test_a_bare_number_beside_a_count_is_a_count(store, text, ids):
    assert [c.canonical for c in read(text, store).concepts if c.kind == "id"] == ids


def test_two_law_numbers_are_two_ids(store):
    assert read("с 27", store).id_query == "27"  # the preposition is a stop word, not the "c" of c27
    reading = read("70 71", store)
    assert reading.id_query == "" and [c.canonical for c in reading.concepts] == ["70", "71"]


@pytest.mark.parametrize("typed, canonical", [
    ("правило 27 B 1 b", "27B1(b)"), ("статья 27, пункт B, подпункт 1 b", "27B1(b)"), ("Правило 30 C", "30C"),
    ("27-В-1-б", "27B1(b)"), ("70.E.1", "70E1"), ("п. 29 2", "29.2"), ("комментарий к правилу 28", "c28"),
    ("пример С к правилу 27", "27.exC"), ("примечание к 27.8", "27.8.note1"), ("сноска к правилу 70", "70.fn1"),
    ("Law 70B", "70B"), ("ст. 68 D", "68D"), ("правило 70, раздел Д, п. 3", "70D3"), ("комментарий 30 п. 4", "30.4"),
    # numbers as words, ordinals before their label, items named before their Law
    ("правило двадцать семь Б один б", "27B1(b)"), ("Правило семидесятое", "70"), ("семидесятое правило, пункт С1", "70C1"),
    ("комментарий к правилу 28, пункт второй", "28.2"), ("второй пункт комментария к правилу 28", "28.2"),
    ("комментарий к тридцатому правилу", "c30"), ("двадцать-седьмое правило", "27"),
    ("пункт C2 правила 70", "70C2"), ("подпункт b пункта 1 раздела B правила 27", "27B1(b)"),
    ("пункт 1 раздела E правила 70", "70E1"), ("примечание после 27.8", "27.8.note1"),
    # «пункт третий правила 70»: Law 70 has no item 3, so its third section
    ("пункт третий правила 70", "70C"),
    # an ordinal with an id letter after it needs no label; a commentary paragraph's items are roman numerals
    ("двадцать седьмое B второй пункт", "27B2"), ("семьдесят С два", "70C2"), ("27.7 подпункт пятый", "27.7(v)"),
    # a dot written as a word, between two numbers
    ("двадцать девять точка три", "29.3"), ("27 точка 7", "27.7"),
    # an ordinal in digits; a roman numeral after a sub-item's letter
    ("комментарий к 27-му, пункт 7 (iv)", "27.7(iv)"), ("правило 27 B 1 b ii", "27B1(b)(ii)"),
])
def test_ids_written_in_prose_are_read_as_ids(store, typed, canonical):
    reading = read(typed, store)
    assert reading.id_query == canonical, [c.canonical for c in reading.concepts]
    assert reading.changed and reading.shown == canonical


def test_an_id_in_prose_among_words(store):
    reading = read("применение Правила 26", store)
    assert [(c.kind, c.canonical or c.text) for c in reading.concepts] == [("word", "применение"), ("id", "26")]


def test_number_words_away_from_a_label_stay_words(store):
    reading = read("первое назначение", store)
    assert [c.kind for c in reading.concepts] == ["word", "word"] and not reading.id_query


def test_a_small_word_after_a_number_is_a_word(store):
    assert [c.canonical for c in read("правило 27 в случае", store).concepts if c.kind == "id"] == ["27"]


def test_wrong_keyboard_layout_is_switched_both_ways(store):
    reading = read("ghtrhfnbnm hjpsuhsi", store)
    assert reading.changed and reading.shown == "прекратить розыгрыш"
    reading = read("сщтеуыеув сдфшь", store)  # "contested claim" typed on the Russian layout
    assert reading.changed and "претензия" in reading.concepts[-1].alts
    assert read("dbcne.otuj", store).shown.startswith("вистующего")  # . is ю on the Russian layout


def test_short_pieces_and_known_words_keep_their_layout(store):
    assert not read("LHO", store).concepts[0].shown.startswith("дрщ")
    assert [c.canonical for c in read("правило 27 B 1 b", store).concepts] == ["27B1(b)"]


def test_a_typo_is_corrected_at_the_typo_tier(store):
    concept = read("вистуюшего", store).concepts[0]
    assert concept.changed and concept.shown == "вистующего"
    assert min(concept.alts.values()) >= 3  # below every word as typed, related word or synonym


@pytest.mark.parametrize("typed, spaced", [
    ("пасвнеочереди", "пас вне очереди"),                        # three words, a stop word among them
    ("претензияоспорена", "претензия оспорена"),
    ("козырьосталсяуоппонента", "козырь остался у оппонента"),  # a one-letter stop word inside
])
def test_a_word_typed_without_its_spaces_reads_as_its_words(store, typed, spaced):
    """rules [typos] glued_*: no known form and no correction, but known forms that make it up whole."""
    from lawref.search import engine

    reading = read(typed, store)
    assert reading.changed and [c.text for c in reading.concepts] == [c.text for c in read(spaced, store).concepts]
    assert [h.id for h in engine.search(store, reading)[0]] == [h.id for h in engine.search(store, read(spaced,
                                                                                                    store))[0]]


@pytest.mark.parametrize("typed", [
    "пасвне",          # under glued_min letters
    "внеочереди",      # a run that starts with a preposition: its prefix («внеочередной»)
    "подошёл",         # not «подо шёл»
    "заявился",        # not «за явился»
    "пасвнеочередщщ",  # a part that is no known form
    "!пасвнеочереди",  # «!»: exactly what was typed
])
def test_a_run_of_letters_not_made_of_known_words_stays_as_typed(store, typed):
    reading = read(typed, store)
    assert not reading.changed and len(reading.concepts) == 1


@pytest.mark.parametrize("word, parts", [
    ("пасвнеочереди", ["пасвне", "очереди"]),    # the fewest parts, not пас + вне + очереди
    ("пасвочереди", ["пасв", "очереди"]),        # of as few, the longest first part (not пас + вочереди)
    ("ходуоппонента", ["ход", "у", "оппонента"]),  # a one-letter part that is a stop word
    ("ходвоппонента", None),                     # «в» is a stop word but no known form
    ("ходнаоппонента", None),                    # «на» is known but short and no stop word here
    ("уоппонентапас", None),                     # a stop word first
    ("оппонентау", None),                        # a stop word last
    ("внеочереди", None),                        # «вне» first: a prefix (rules glued_prefixes), not a word
    ("пасходпасходпас", None),                   # five parts: more than glued_parts
    ("пасход", None),                            # under glued_min letters
])
def test_glued_takes_the_fewest_known_parts(word, parts):
    from lawref.search.expand.typos import glued

    known = {"пас", "вне", "очереди", "пасвне", "у", "оппонента", "ход", "пасв", "вочереди", "на"}
    assert glued(word, known.__contains__, {"вне", "у", "в"}) == parts


def test_the_thesaurus_adds_the_texts_words_below_the_typed_one(store):
    concept = read("заявка", store).concepts[0]
    assert concept.alts["заявка"] == 0 and concept.alts["назначение"] == 2
    reading = read("дабл", store)
    assert reading.shown == "контра" and reading.concepts[0].alts == {"контра": 2}


def test_a_thesaurus_phrase_is_read_as_one_unit(store):
    reading = read("pass out of turn", store)
    assert reading.shown == "пас вне очереди"
    assert [sorted(c.alts) for c in reading.concepts] == [["пас", "пасовать"], ["вне"], ["очередь"]]


def test_related_words_are_tier_one(store):
    concept = read("прекращение", store).concepts[0]
    assert concept.alts == {"прекратить": 1, "прекращать": 1}


def test_exact_mode_searches_what_was_typed(store):
    for reading in (read("дабл вистуюшего", store, exact=True), read(EXACT_MARK + "дабл вистуюшего", store)):
        assert reading.exact and not reading.changed
        assert all(not c.alts for c in reading.concepts)  # neither word is in the texts as typed
    assert read("!заявка", store).concepts[0].alts == {"заявка": 0}
    assert read("!hjpsuhsi", store).concepts[0].shown == "hjpsuhsi"


def test_two_phrases_with_one_meaning_are_said_once(store):
    reading = read("выложить карты в открытую", store)
    assert reading.shown == "карты лицевой стороной вверх"


def test_a_possessive_inside_a_thesaurus_phrase_keeps_the_phrase(store):
    assert read("открыть свои карты", store).shown == "карты лицевой стороной вверх"
    # the words as typed stay searched beside the thesaurus's (the literal reading first)
    assert read("заявка не в свою очередь", store).shown == "заявка (назначение) не в свою очередь (вне очереди)"
    # one word may stand between, not two
    assert "лицевой" not in read("открыть все свои карты", store).shown


@pytest.mark.parametrize("typed, meant", [
    ("клеймующий", "претензия"), ("заклеймивший", "претензия"), ("задаблил", "контра"), ("недозаявка", "недостаточное"),
    ("открывать карты", "лицевой"), ("соперники не согласны", "оспариваемый"),
])
def test_players_verbs_and_words_reach_the_texts_words(store, typed, meant):
    assert meant in read(typed, store).shown
