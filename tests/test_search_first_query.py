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


FORESEE = REPO / "tests" / "node" / "foresee.mjs"


def foreseen(folder, *queries) -> dict:
    node = shutil.which("node")
    assert node, "node is not installed: the browser's engine cannot be checked (apt install nodejs)"
    done = subprocess.run([node, str(FORESEE), str(JS_DIR), str(folder), *queries], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# A first query whose largest shard comes last (Engine.foresee): the page ranked over the shards in hand asks for its
# texts before that shard is in (at most a page of them: a wrong guess costs no more), and the search, ranking again
# over the whole round, shows the same results as one that had every shard at once, asking for what the guess
# missed. Here a text file holds a document or two, so a page is up to ten files. (query, whether the guess must be
# the whole page: no text file asked after the last shard came)
FORESEEN = [
    ("пас вне очереди", True),  # «очереди» held: the clauses with «пас» and «вне» are those with all three
    ("заявка вне очереди", False),  # «заявка» held: the page of «вне очереди» alone is not its page
    ("судья назначает корректирующий счёт", False),  # «назначает» held, four shards in the round
]


@pytest.mark.parametrize(("query", "whole"), FORESEEN)
def test_a_first_query_asks_for_its_pages_texts_before_its_last_shard_comes(data_dir, query, whole):
    got = foreseen(data_dir, query)[query]
    assert got["held"] and got["results"] == got["plain"], got
    assert 0 < len(got["early"]) <= 10, got  # asked while the last shard was on its way: a page at most
    results = set(first_query(data_dir, query)[query]["results"])
    assert results <= set(got["early"]) | set(got["late"]), got
    assert bool(got["late"]) != whole and (results <= set(got["early"])) == whole, got
