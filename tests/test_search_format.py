"""The search data's format is a named contract: lawref.search.dataformat names every short key and position,
the JSON Schema (lawref/schema/search-data.schema.json) describes every field and agrees with those names, the
files the site ships validate against it as written, and both engines take the shard prefix from the data."""

from __future__ import annotations

import json

import jsonschema
import pytest

from lawref.search import dataformat

from conftest import REPO

SCHEMA = json.loads((REPO / "tools" / "lawref" / "schema" / "search-data.schema.json").read_text("utf-8"))
# The schema's validator, made once: its `validate` raises the first error it meets, where jsonschema.validate
# checks the schema again and walks the whole 10 MB of data for every error to pick the best one (~1.5 s each).
VALIDATOR = jsonschema.validators.validator_for(SCHEMA)(SCHEMA)


def refused(data: dict, changed: str) -> jsonschema.ValidationError | None:
    """The first error in `data`, the schema's property `changed` validated first: the schema's top-level properties
    are independent of each other (no keyword relates them), so the order changes which error comes first, never
    whether there is one, and a test that changed one part of valid data meets its error without walking the 6 MB
    of shards before it (~1.1 s of CPU each)."""
    properties = SCHEMA["properties"]
    ordered = {changed: properties[changed], **{k: v for k, v in properties.items() if k != changed}}
    return next(VALIDATOR.evolve(schema={**SCHEMA, "properties": ordered}).iter_errors(data), None)


def read_files(files: dict[str, str]) -> dict:
    """The site's .js data files (lawref.site.search_data.files) read back as the browser's table holds them."""
    table = {}
    for rel, content in files.items():
        head, _, payload = content.partition("]=")
        name = json.loads(head[head.rindex("[") + 1:])
        assert payload.endswith(";\n"), rel
        table[name] = json.loads(payload[:-2])
    shards = {name[2:]: value for name, value in table.items() if name.startswith("s/")}
    texts = [table[f"t/{n}"] for n in range(sum(1 for name in table if name.startswith("t/")))]
    out = {"meta": table["meta"], "shards": shards, "texts": texts, "pack": table["pack"]}
    if "rest" in table:
        out["rest"] = table["rest"]
    return out


@pytest.fixture(scope="module")
def shipped(search_store):
    from lawref.site.search_data import files

    return read_files(files(search_store._data))


def test_the_files_the_site_ships_validate_against_the_schema(shipped):
    VALIDATOR.check_schema(SCHEMA)
    VALIDATOR.validate(shipped)
    assert shipped["meta"]["version"] == dataformat.FORMAT_VERSION == SCHEMA["properties"]["meta"]["properties"][
        "version"]["const"]
    assert sorted(shipped["shards"]) == shipped["meta"]["shards"]
    # rest.js holds each shard as its JSON text: each one read validates as a shard
    assert shipped["rest"]
    VALIDATOR.validate(dict(shipped, shards={k: json.loads(v) for k, v in shipped["rest"].items()}))
    first = next(iter(shipped["rest"]))
    bad = {**shipped, "rest": {**shipped["rest"], first: {"f": {}}}}  # a shard as objects, not as its text
    assert list(refused(bad, "rest").absolute_path) == ["rest", first]
    bad = {**shipped, "pack": {**shipped["pack"], "warm": "тьма"}}  # a query, not a list of them
    assert list(refused(bad, "pack").absolute_path) == ["pack", "warm"]


def test_a_text_entry_of_the_wrong_shape_is_refused(shipped):
    # each a copy of the data with only the changed part copied (the rest shared, read-only)
    texts = [[shipped["texts"][0][0][:-1], *shipped["texts"][0][1:]], *shipped["texts"][1:]]  # the label left out
    assert list(refused({**shipped, "texts": texts}, "texts").absolute_path)[:3] == ["texts", 0, 0]
    layout = {**shipped["meta"]["layout"], "text": shipped["meta"]["layout"]["text"][::-1]}
    error = refused({**shipped, "meta": {**shipped["meta"], "layout": layout}}, "meta")
    assert list(error.absolute_path)[:3] == ["meta", "layout", "text"]


def test_the_schema_names_what_dataformat_writes():
    layout = SCHEMA["properties"]["meta"]["properties"]["layout"]["properties"]
    assert {k: v["const"] for k, v in layout.items()} == dataformat.layout()
    assert set(SCHEMA["properties"]["shards"]["additionalProperties"]["properties"]) == set(dataformat.SHARD.values())
    assert set(SCHEMA["$defs"]["posting"]["properties"]) == set(dataformat.POSTING.values())
    fields = SCHEMA["properties"]["texts"]["items"]["items"]["prefixItems"]
    assert [f["description"].split(":")[0] for f in fields] == list(dataformat.TEXT)


def test_every_field_of_the_meta_and_shards_is_described():
    def walk(node, path):
        if isinstance(node, dict):
            for key, value in node.get("properties", {}).items():
                assert "description" in value or "const" in value or "$ref" in value, f"{path}.{key}"
                walk(value, f"{path}.{key}")
            if isinstance(node.get("additionalProperties"), dict):
                walk(node["additionalProperties"], path + ".*")
    walk(SCHEMA["properties"]["meta"], "meta")
    walk(SCHEMA["properties"]["shards"], "shards")
    walk(SCHEMA["$defs"]["posting"], "posting")


def test_flat_lists_read_as_items():
    assert dataformat.items(["a", 0, "b", 1], 2) == [("a", 0), ("b", 1)]
    assert dataformat.flat(dataformat.items([1, 2, 3, 4, 5, 6], 3)) == [1, 2, 3, 4, 5, 6]
    assert dataformat.docs(dataformat.gaps([3, 5, 9], 1)) == [3, 5, 9]


def test_both_engines_take_the_shard_prefix_from_the_data(corpus, monkeypatch, tmp_path):
    """Data built with three-letter shards: `lawref search` and the browser's engine under Node read it alike
    (the prefix is the meta's, never a 2 written in a reader)."""
    from lawref.search import build
    from lawref.search.index import build_data
    from test_search_parity import eval_queries, run_parity

    monkeypatch.setattr(build, "SHARD_PREFIX", 3)
    data = build_data(corpus)
    assert data.meta["shardPrefix"] == 3
    forms = [form for key, shard in data.shards.items() for form in shard.get(dataformat.SHARD["forms"], {})]
    assert forms and all(dataformat.shard_key(form, 3) in data.shards for form in forms)
    assert any(len(key) == 3 for key in data.shards)
    queries = eval_queries()[::6]
    done = run_parity(data, queries, tmp_path)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert f"{len(queries)}/{len(queries)} queries agree" in done.stdout
