"""One source of rules: the limits, tiers, patterns and tables of the search are data/rules.toml's, read by Python
and carried to the browser in the search data's meta; neither engine writes them out again."""

from __future__ import annotations

import tomllib

from sitebuild import REPO

RULES_FILE = REPO / "tools" / "lawref" / "search" / "data" / "rules.toml"
JS = sorted((REPO / "site_src" / "assets" / "js").glob("search-*.js"))
PY = sorted((REPO / "tools" / "lawref" / "search").rglob("*.py"))


def test_the_meta_carries_the_rules_file_whole(search_store):
    from lawref.ids import grammar

    rules = tomllib.loads(RULES_FILE.read_text("utf-8"))
    assert "law" not in rules["ids"]["labels"]  # a Law's label words are the id grammar's (lawref/data/ids.toml)
    rules["ids"]["labels"]["law"] = grammar()["go_to"]["law_words"]
    assert search_store.meta["rules"] == rules
    assert search_store.meta["shardPrefix"] == search_store.meta["rules"]["data"]["shard_prefix"]


def test_no_engine_writes_a_rule_table_out_again():
    from lawref.ids import grammar

    rules = tomllib.loads(RULES_FILE.read_text("utf-8"))
    literals = [rules["layout"]["latin"], rules["layout"]["cyrillic"], rules["ids"]["letters"], "i ii iii iv",
                rules["ids"]["labels"]["item"][:40], grammar()["go_to"]["law_words"][:40], "x7f-", "u200b"]
    found = [(path.name, text) for path in JS + PY for text in literals if text in path.read_text("utf-8")]
    assert not found, found


def test_python_reads_its_limits_from_the_rules():
    from lawref.search import query
    from lawref.search.expand import layout, prose, typos

    rules = tomllib.loads(RULES_FILE.read_text("utf-8"))
    assert query.MAX_QUERY_CHARS == rules["query"]["max_chars"] and query.TYPO_TIER == rules["tiers"]["typo"]
    assert typos.LONG == rules["typos"]["long"] and layout.LATIN == rules["layout"]["latin"]
    assert prose.ROMAN_NUMERALS[:4] == ["i", "ii", "iii", "iv"] and len(prose.ROMAN_NUMERALS) == rules["ids"]["roman_count"]
    assert query._CONTROL.sub(" ", "a\u200bb\x00c") == "a b c"


def test_a_store_takes_its_shard_prefix_from_the_data(search_store):
    from lawref.search.store import MemoryStore

    assert search_store.shard_key("претензия") == "пр"
    data = type("Data", (), {"meta": {**search_store.meta, "shardPrefix": 3}, "shards": {}, "texts": [], "docs": []})
    assert MemoryStore(data).shard_key("претензия") == "пре"


def test_the_search_data_validates_against_its_schema(search_store):
    import json

    import jsonschema

    schema = json.loads((REPO / "tools" / "lawref" / "schema" / "search-data.schema.json").read_text("utf-8"))
    data = search_store._data
    jsonschema.validate({"meta": data.meta, "shards": data.shards, "texts": data.texts}, schema)
    # The check can fail: a shard with a key of no name is refused. It is put first (a JSON object has no order) and
    # the first error taken, met without walking the other shards, where jsonschema.validate walked them all (~1 s).
    bad = {"meta": data.meta, "shards": {"zz": {"q": {}}, **data.shards}, "texts": data.texts}
    error = next(jsonschema.validators.validator_for(schema)(schema).iter_errors(bad), None)
    assert error is not None and list(error.absolute_path)[:2] == ["shards", "zz"], error


def test_a_whole_books_search_data_validates_too():
    import json

    import jsonschema

    from lawref.search.index import build_data

    import wholebook

    schema = json.loads((REPO / "tools" / "lawref" / "schema" / "search-data.schema.json").read_text("utf-8"))
    data = build_data(wholebook.corpus())
    jsonschema.validate({"meta": data.meta, "shards": data.shards, "texts": data.texts}, schema)


def test_the_russian_subitem_order_is_the_corpus_readers():
    """rules [ids] subitem_order (the search's reading of «пункт 16 Д 2 в») is the order the corpus reads Russian
    lists by (lawref.corpus.levels.CYRILLIC_ORDER)."""
    from lawref.corpus.levels import CYRILLIC_ORDER
    from lawref.search.rules import RULES

    assert RULES["ids"]["subitem_order"] == CYRILLIC_ORDER
