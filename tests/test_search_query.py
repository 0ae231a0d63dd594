"""Reading queries as users type them: parts, stop words, phrases, prefixes, ids, and queries that are junk."""

import pytest
from hypothesis import given, settings, strategies as st

from lawref.search.query import MAX_QUERY_CHARS, QueryError, parse


def kinds(query):
    return [(p.kind, p.text) for p in parse(query).parts]


def test_words_become_lemma_alternatives():
    parsed = parse("претензии оппонентов")
    assert [p.kind for p in parsed.parts] == ["word", "word"]
    assert "претензия" in parsed.parts[0].terms[0] and "оппонент" in parsed.parts[1].terms[0]


def test_stop_words_dropped_from_loose_words_only():
    assert kinds("претензия или уступка") == [("word", "претензия"), ("word", "уступка")]
    phrase = parse('"претензии или уступке"').parts
    assert phrase[0].kind == "phrase" and len(phrase[0].terms) == 3


def test_query_of_stop_words_only_still_searches():
    assert kinds("или") == [("word", "или")]


def test_phrase_with_guillemets():
    assert parse("«вне очереди»").parts[0].kind == "phrase"


def test_prefix():
    part = parse("претенз*").parts[0]
    assert part.kind == "prefix" and part.terms == (("претенз",),)


def test_id_query_is_canonical():
    parsed = parse("27в1б")
    assert parsed.id_query == "27B1(b)"
    assert parse("70С2").id_query == "70C2"  # Cyrillic С
    assert parse("70C2 козырь").id_query == ""  # an id among words is a part, not the whole query


def test_unbalanced_quote_reads_as_words():
    assert kinds('"вне очереди') == [("word", "вне"), ("word", "очереди")]


@pytest.mark.parametrize("query", ["", "   ", "*", "***", '"', '""', "(", "- + ~ ^", "\x00\x07", "…"])
def test_nothing_to_search_is_a_clear_error(query):
    with pytest.raises(QueryError) as err:
        parse(query)
    assert err.value.exit_code == 2
    assert "\n" not in str(err.value)


def test_too_long_query_is_refused_with_the_limit():
    with pytest.raises(QueryError, match=str(MAX_QUERY_CHARS)):
        parse("претензия " * 2048)


def test_boolean_words_and_brackets_are_plain_text():
    assert kinds("AND OR (") == [("word", "AND"), ("word", "OR")]


def test_control_characters_separate_words():
    parts = parse("претензия\x00уступка\x1b").parts
    assert [(p.kind, p.text) for p in parts] == [("word", "претензия"), ("word", "уступка")]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60) | st.text(alphabet=st.sampled_from(list('"«»*()ANDOR -+~^:пасв27В1(b).\x00\x1b')), max_size=40))
def test_any_string_parses_or_says_why(text):
    try:
        parsed = parse(text)
    except QueryError as err:
        assert err.exit_code == 2 and "\n" not in str(err)
    else:
        assert parsed.parts and all(p.terms and all(p.terms) for p in parsed.parts)


@pytest.mark.parametrize("typed,canonical", [("27 B 1 (b)", "27B1(b)"), ("27 в 1 б", "27B1(b)"), ("9-1", "9-1"),
                                             (" 70C2 ", "70C2")])
def test_an_id_typed_with_spaces_is_one_id(typed, canonical):
    parsed = parse(typed)
    assert parsed.id_query == canonical and [p.kind for p in parsed.parts] == ["id"]


def test_two_law_numbers_are_two_ids():
    assert parse("с 27").id_query == "27"  # the preposition is a stop word, not the "c" of c27
    parsed = parse("70 71")
    assert parsed.id_query == "" and [p.canonical for p in parsed.parts] == ["70", "71"]
