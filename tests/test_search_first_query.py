"""What a first query asks for in the browser (site_src/assets/js/search-engine.js, under Node: tests/node/
first_query.mjs): a query of a thesaurus phrase's words ranks the literal reading from the documents the build found
with those words in order (lawref.search.build.phrase_docs), so it asks for the texts of its results and of no other
document that has the words apart (at 100x, 59 text files and 366 KB for a first «недостаточная заявка»)."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from conftest import REPO

JS_DIR = REPO / "site_src" / "assets" / "js"
SCRIPT = REPO / "tests" / "node" / "first_query.mjs"

# A Law whose every clause has both words of «нелегальная информация», apart: more documents with the words than
# a first page shows, whose texts the phrase check never needs.
LAW44 = "ПРАВИЛО 44. СВЕДЕНИЯ ЗА СТОЛОМ\n\nA. Сведения партнёра\n\n" + "".join(
    f"{n}. Информация, полученная партнёром на {n}-м круге, может оказаться нелегальной.\n" for n in range(1, 17))


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    """The seed corpus and LAW44, its search data as the site ships it, each text file a document or two."""
    from lawref.corpus.pipeline import load_corpus
    from lawref.search import build
    from lawref.search.index import build_data
    from lawref.site.search_data import files

    from conftest import CORPUS

    corpus = tmp_path_factory.mktemp("corpus") / "corpus"
    shutil.copytree(CORPUS, corpus)
    (corpus / "044_law44.txt").write_text(LAW44, "utf-8")
    (corpus / "044_law44.toml").write_text('kind = "law"\ntitle = "Правило 44"\nedition = 2017\n', "utf-8")
    saved = build.TEXT_SHARD_CHARS
    build.TEXT_SHARD_CHARS = 200
    try:
        data = build_data(load_corpus([corpus]))
    finally:
        build.TEXT_SHARD_CHARS = saved
    folder = tmp_path_factory.mktemp("data")
    for rel, content in files(data).items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(content, encoding="utf-8")
    return folder


def first_query(folder, *queries) -> dict:
    node = shutil.which("node")
    assert node, "node is not installed: the browser's engine cannot be checked (apt install nodejs)"
    done = subprocess.run([node, str(SCRIPT), str(JS_DIR), str(folder), *queries], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("query", ["нелегальная информация", "нелегальной информации"])
def test_a_first_query_of_a_thesaurus_phrase_asks_for_the_texts_of_its_results_only(data_dir, query):
    """LAW44's sixteen clauses have both words apart: the texts of those the first page does not show stay unasked."""
    got = first_query(data_dir, query)[query]
    asked = {name for names in got["rounds"] for name in names if name.startswith("t/")}
    assert got["results"] and asked == set(got["results"]), got



# A first query's first round (Engine.guess): each piece's own shards, and its other keyboard layout's only when one
# of its own has none (typed in the wrong layout); the reader looks at the other layout only for a piece it does not
# know, so a round of shards it never reads would only be waited for. (query, shards the first round must ask for,
# shards it must not)
FIRST_ROUND = [
    ("pass out of turn", {"s/pa", "s/of"}, {"s/зф", "s/ег", "s/щг", "s/ща"}),  # English words: their own shards, not «зфыы», «егкт»
    ("gfc dyt jxthtlb", {"s/па", "s/вн", "s/оч"}, set()),  # «пас вне очереди» in the Latin layout
]


@pytest.mark.parametrize(("query", "asked", "not_asked"), FIRST_ROUND)
def test_a_first_querys_first_round_asks_for_the_other_layouts_shards_only_when_its_own_are_missing(
        data_dir, query, asked, not_asked):
    got = first_query(data_dir, query)[query]
    first = set(got["rounds"][0])
    assert asked <= first and not first & not_asked, got
    assert got["results"], got
