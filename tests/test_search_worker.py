"""The search worker's start (site_src/assets/js/search-engine.js `serve`), under Node: what a query pasted right
after READY finds done. A small collection's other data (rest.js, the texts) is asked for as soon as the start pack
is in, before READY, so that it travels while the code is warmed; READY comes once the code is warmed (a query
arriving during the warming would wait for it all the same); the warm rounds that follow are ended by a query
with words, not by the empty query a click into the search box sends; rest.js's shards are read from their JSON text
while no query comes; the warm rounds leave the data as loaded; a pasted query's results are rendered as soon as its PREFETCH has found them, before its
QUERY."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from conftest import REPO
from sitebuild import served_scripts

JS_DIR = REPO / "site_src" / "assets" / "js"
SCRIPT = REPO / "tests" / "node" / "worker_start.mjs"


@pytest.fixture(scope="module")
def data_dir(search_store, tmp_path_factory):
    from lawref.site.search_data import files

    folder = tmp_path_factory.mktemp("data")
    for rel, content in files(search_store._data).items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(content, encoding="utf-8")
    return folder


def start(folder, *query, js_dir=JS_DIR) -> dict:
    node = shutil.which("node")
    assert node, "node is not installed: the browser's engine cannot be checked (apt install nodejs)"
    done = subprocess.run([node, str(SCRIPT), str(js_dir), str(folder), *query], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_small_collections_data_is_asked_for_before_ready_and_the_code_is_warmed(data_dir):
    got = start(data_dir)
    assert got["beforeReady"][:2] == ["meta.js", "pack.js"]
    assert "rest.js" in got["beforeReady"]
    assert any(name.startswith("t/") for name in got["beforeReady"])
    assert got["warmedBeforeReady"]


def test_a_click_into_the_box_does_not_end_the_warm_rounds(data_dir):
    """All WARM_ROUNDS (20) run (and one more over the texts once they are in, on a small collection)."""
    assert start(data_dir)["rounds"] >= 20


def test_a_small_collections_shards_are_read_in_the_idle_time_before_a_first_query(data_dir):
    """rest.js brings its shards as JSON text; the worker reads them all into objects while no query comes, so a
    pasted first query parses none (5-10 ms of it on the seed corpus)."""
    got = start(data_dir)
    assert got["restShards"] > 0 and got["unread"] == 0


def test_the_warm_rounds_leave_the_data_as_loaded(data_dir):
    """The first warm rounds rank the pack's warm query as if its words were in every document, over copies of its
    shards put in for the run: once the rounds are over the engine holds the start pack's own shards again."""
    got = start(data_dir)
    assert got["rounds"] >= 20 and got["replaced"] == 0


def test_a_query_ends_the_warm_rounds(data_dir):
    got = start(data_dir, "претензии вистующего")
    assert got["answered"] and got["rounds"] == 0


@pytest.mark.parametrize("served", [False, True], ids=["as-written", "minified"])
def test_a_pasted_querys_results_are_rendered_before_its_query_and_once(data_dir, tmp_path, served):
    """A paste sends PREFETCH, then QUERY: the results are rendered as soon as the PREFETCH's search has them, and
    the QUERY only posts them (by the scripts as written and as the built site serves them)."""
    got = start(data_dir, "претензии вистующего", js_dir=served_scripts(tmp_path / "js") if served else JS_DIR)
    assert got["answered"] and got["rendersBeforeQuery"] == 1 and got["renders"] == 1


def test_a_large_collection_asks_for_no_more_than_its_start_before_ready(data_dir, tmp_path):
    """Without rest.js and with texts over PREFETCH_TEXT_CHARS, nothing but the meta and the start pack."""
    folder = tmp_path / "large"
    shutil.copytree(data_dir, folder)
    (folder / "rest.js").unlink()
    pack = (folder / "pack.js").read_text("utf-8")
    head, _, payload = pack.partition("]=")
    value = json.loads(payload[:-2])
    value.pop("rest")
    (folder / "pack.js").write_text(f"{head}]={json.dumps(value, ensure_ascii=False)};\n", "utf-8")
    meta = (folder / "meta.js").read_text("utf-8")
    head, _, payload = meta.partition("]=")
    value = json.loads(payload[:-2])
    value["textChars"] = 10 ** 9
    (folder / "meta.js").write_text(f"{head}]={json.dumps(value, ensure_ascii=False)};\n", "utf-8")
    got = start(folder)
    assert got["beforeReady"] == ["meta.js", "pack.js"] and got["warmedBeforeReady"]
