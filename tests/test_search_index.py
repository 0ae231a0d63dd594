"""The search data and `lawref search` / `lawref index` on the seed corpus: ranking, filters, highlights,
the cache (atomic, rebuilt on change), and hostile queries that must give results or a one-line message."""

import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lawref.corpus.cache import collection
from lawref.search import engine, query as q
from lawref.search.index import build, index_key, open_index

from conftest import search_ids

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "corpus"


@pytest.fixture(scope="module")
def searcher(search_store):
    return search_store


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("LAWREF_CORPUS", raising=False)


@pytest.fixture
def warm_cache(built_search_cache, tmp_path):
    """This test's private cache (private_cache) holding a copy of the search data `lawref index` built once per
    run (conftest.built_search_cache). Building it is what the cache tests test (each from an empty cache); the
    tests that only search start from a copy of it."""
    shutil.copytree(built_search_cache, tmp_path / "cache")


def ids(store, text, **kw):
    return search_ids(store, text, **kw)


def run(store, text, **kw):
    return engine.search(store, q.read(text, store), **kw)


def test_other_forms_find_the_clause(searcher):
    assert ids(searcher, "возражение оппонента")[0] == "70B2"
    assert set(ids(searcher, "реконтрой")[:2]) == {"27.7(ii)", "29.1"}
    assert ids(searcher, "партнёра вистующего")[0] == "70D2"  # ё in the query, е in the text


@pytest.mark.parametrize("typed,clause", [("27в1б", None), ("70С2", "70C2"), ("70d1", "70D1"), ("29.2", "29.2"),
                                          ("c30", "c30"), ("70.fn1", "70.fn1")])
def test_an_id_query_puts_that_clause_first(searcher, typed, clause):
    found = ids(searcher, typed)
    if clause:
        assert found[0] == clause
    else:  # 27B1(b) is not in the corpus: the clauses that cite it
        assert set(found) == {"27.0(i)", "27.0(iii)"}


def test_section_id_also_finds_its_items(searcher):
    found = ids(searcher, "70C")
    assert found[0] == "70C" and {"70C1", "70C2", "70C3"} <= set(found)


def test_clauses_with_all_the_words_come_before_clauses_with_some(searcher):
    hits, mode = run(searcher, "козырь взятка")
    assert mode == "and"
    both = [h for h in hits if "козыр" in h.text.lower() and "взятк" in h.text.lower()]
    assert both and hits[:len(both)] == both  # every clause with both words before any with one
    hits, mode = run(searcher, "козырь интервенция")
    assert mode == "or" and {"70C", "27.exC"} <= {h.id for h in hits}


def test_phrase_needs_the_words_in_order(searcher):
    assert ids(searcher, '"порядке очереди"') and set(ids(searcher, '"порядке очереди"')) <= {"c28", "28.1"}
    assert ids(searcher, '"очереди порядке"') == []


def test_stop_words_inside_a_phrase_count(searcher):
    assert ids(searcher, '"претензии или уступке"') == ["70", "70A"]  # the Law's title, then 70A's text
    assert ids(searcher, '"претензии и уступке"') == []  # the text says «или»
    assert "70A" in ids(searcher, "претензия или уступка")  # loose: «или» dropped, both words ANDed


def test_prefix(searcher):
    assert {"27.0(ii)", "27.0(iv)", "29.4"} <= set(ids(searcher, "деноминац*"))


def test_filters(searcher):
    laws = run(searcher, "судья", scope="laws", limit=50)[0]
    assert laws and {h.source for h in laws} == {"law"}
    comm = run(searcher, "судья", scope="commentary", limit=50)[0]
    assert comm and {h.source for h in comm} == {"commentary"}
    law30 = run(searcher, "пас", law="30", limit=50)[0]
    assert law30 and {h.law for h in law30} == {"30"}


def test_highlights_mark_exactly_the_source_words(searcher):
    hits, _ = run(searcher, "претензий оппоненту")
    hit = next(h for h in hits if h.id == "70B2")
    marked = [hit.text[a:b] for a, b in hit.matches]
    assert marked == ["оппонентов", "претензии", "оппонентов"]


def test_commentary_hits_carry_their_edition(searcher):
    hits, _ = run(searcher, "реконтра")
    assert {h.edition for h in hits} == {1987}
    assert run(searcher, "козырь")[0][0].edition == 2017


# --- the cache -------------------------------------------------------------------------------------------

def test_index_is_built_once_and_rebuilt_when_the_corpus_changes(corpus_copy):
    first = build([corpus_copy])
    assert first.name == f"data-{collection([corpus_copy])}-{index_key([corpus_copy])}"
    assert open_index([corpus_copy]).meta["docs"] > 40
    mtime = first.stat().st_mtime_ns
    open_index([corpus_copy])
    assert first.stat().st_mtime_ns == mtime  # up to date: not rebuilt
    law = corpus_copy / "000_e2f9e180dbca6f62.txt"
    law.write_text(law.read_text("utf-8").replace("здравому смыслу", "здравому смыслу и гиппопотаму"), "utf-8")
    store = open_index([corpus_copy])
    assert ids(store, "гиппопотам") == ["70E1"]
    assert not first.exists()  # the stale data was removed
    leftovers = [p.name for p in first.parent.iterdir() if p.name.startswith((".staging", ".building"))]
    assert leftovers == []


def test_switching_between_collections_rebuilds_nothing(corpus_copy, tmp_path):
    """Two books side by side: each keeps its search data; an edit replaces only its own book's."""
    import shutil

    other = tmp_path / "other"
    other.mkdir()
    shutil.copy(corpus_copy / "000_e2f9e180dbca6f62.txt", other / "law.txt")
    shutil.copy(corpus_copy / "000_e2f9e180dbca6f62.toml", other / "law.toml")
    first, second = build([corpus_copy]), build([other])
    stamps = {first: first.stat().st_mtime_ns, second: second.stat().st_mtime_ns}
    for paths in ([corpus_copy], [other], [corpus_copy]):
        assert open_index(paths).meta["docs"] > 10
    assert {p: p.stat().st_mtime_ns for p in (first, second)} == stamps  # nothing rebuilt
    law = other / "law.txt"
    law.write_text(law.read_text("utf-8").replace("здравому смыслу", "здравому смыслу и гиппопотаму"), "utf-8")
    assert ids(open_index([other]), "гиппопотам") == ["70E1"]
    assert first.exists() and not second.exists()  # the edited book's old data went, the other book's stayed


def test_failed_build_leaves_no_half_index(corpus_copy, monkeypatch):
    from lawref.search import index as index_mod

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")
    monkeypatch.setattr(index_mod, "build_data", broken)
    with pytest.raises(RuntimeError):
        build([corpus_copy])
    base = Path(os.environ["LAWREF_CACHE"]) / "search"
    assert [p.name for p in base.iterdir()] in ([], ["keys"])  # no data, no staging folder


# --- the command line ------------------------------------------------------------------------------------

@pytest.mark.usefixtures("warm_cache")
def test_search_json_has_whole_text_and_snippet(cli):
    r = cli("search", "оставшиеся козыри", "--json", "--limit", "3")
    assert r.code == 0, r.err
    hits = json.loads(r.out)["hits"]
    assert 1 <= len(hits) <= 3
    for key in ("id", "title", "text", "snippet", "score", "law", "source", "edition"):
        assert key in hits[0]
    top = hits[0]
    assert top["id"] in {"70C", "70C2"}
    for a, b in top["matches"]:
        assert top["text"][a:b].lower().startswith(("козыр", "оста"))
    marked_in_text = {top["text"][a:b] for a, b in top["matches"]}
    marked_in_snippet = [top["snippet"][a:b] for a, b in top["highlights"]]
    assert marked_in_snippet and set(marked_in_snippet) <= marked_in_text


@pytest.mark.usefixtures("warm_cache")
def test_search_plain_output_when_piped(cli):
    r = cli("search", "реконтра")
    assert r.code == 0
    assert "\033[" not in r.out
    assert "27.7(ii)" in r.out and "реконтру" in r.out


@pytest.mark.usefixtures("warm_cache")
def test_search_colour_marks_the_words(cli):
    r = cli("search", "реконтра", "--color", "always", "--limit", "1")
    assert "\033[1;33mреконтру\033[0m" in r.out or "\033[1;33mреконтра\033[0m" in r.out


@pytest.mark.usefixtures("warm_cache")
def test_search_filters_on_the_command_line(cli):
    r = cli("search", "судья", "--in", "commentary", "--law", "31", "--json")
    hits = json.loads(r.out)["hits"]
    assert hits and all(h["law"] == "31" and h["source"] == "commentary" for h in hits)


@pytest.mark.usefixtures("warm_cache")
def test_footnote_marker_shows_literally(cli):
    r = cli("search", "нормальной", "--json", "--limit", "20")
    texts = [h["text"] for h in json.loads(r.out)["hits"]]
    assert any("<*>" in t for t in texts)


def test_index_command_reports_progress_and_count(cli):
    r = cli("index")
    assert r.code == 0
    assert r.out.startswith("проиндексировано пунктов: 50 за ")
    assert "индексирую пунктов: 52" in r.err
    assert "indexing 52 clauses" in cli("index", "--lang", "en").err


HOSTILE = [
    ('"претензия', 0),  # unbalanced quote
    ("AND OR (", 1),
    ("*", 2),
    ("", 2),
    ("   ", 2),
    ("претензия " * 2048, 2),  # 20 KB
    ("\x00\x01\x1b[31m", 1),  # "31m" is left, and matches nothing
    ("\x00\x01\x1b", 2),
    ("претензия\x00уступка\x07", 0),
    ("<script>alert(1)</script>", 0),  # "1" finds the bids 1H 1D; nothing is markup
    ("27B1(b", 0),
    ("))))((((", 2),
    ("претенз**", 0),
    ("-", 2),
    ("🂡 ♠", 2),
    ("пас" * 300, 1),  # one 900-letter word
]


@pytest.mark.usefixtures("warm_cache")
@pytest.mark.parametrize("query,code", HOSTILE, ids=[repr(h[0][:20]) for h in HOSTILE])
def test_hostile_queries_get_results_or_one_line(cli, query, code):
    r = cli("search", query)
    assert r.code == code, (r.out, r.err)
    assert "Traceback" not in r.err
    if code:
        lines = r.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("lawref: ")
    else:
        assert r.out.strip()


@pytest.mark.usefixtures("warm_cache")
def test_hostile_query_as_json_is_still_json(cli):
    r = cli("search", "AND OR (", "--json")
    assert r.code == 1 and json.loads(r.out)["hits"] == []


@pytest.mark.parametrize("argv", [["--limit", "0"], ["--limit", "x"], ["--in", "both"], ["--law", "семьдесят"]])
def test_bad_options_exit_2(cli, argv):
    r = cli("search", "пас", *argv)
    assert r.code == 2
    assert "Traceback" not in r.err


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.sampled_from(list('"«»*() пасконтрйеёзи27В1(b).c70С-')), max_size=30))
def test_any_query_runs_without_error(searcher, text):
    try:
        reading = q.read(text, searcher)
    except q.QueryError:
        return
    hits, mode = engine.search(searcher, reading, limit=5)
    assert (mode == "none") == (not hits)
    for hit in hits:
        assert all(0 <= a < b <= len(hit.text) for a, b in hit.matches)


def test_concurrent_first_searches_share_one_index(tmp_path):
    import subprocess
    import sys

    env = {**os.environ, "LAWREF_CACHE": str(tmp_path / "shared-cache")}
    argv = [sys.executable, "-m", "lawref.cli", "search", "реконтра", "--limit", "1"]
    procs = [subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(3)]
    results = [p.communicate(timeout=600) for p in procs]  # a guard against a hang, not a timing: three first builds at once take minutes under load
    assert [p.returncode for p in procs] == [0, 0, 0], results
    assert all("27.7(ii)" in out or "29.1" in out for out, _ in results)
    names = sorted(p.name for p in (tmp_path / "shared-cache" / "search").iterdir()
                   if not p.name.startswith(("keys", "near-")))  # the remembered key, the words near each form
    assert len(names) == 1 and names[0].startswith("data-")


def test_unwritable_cache_is_one_line(cli, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("LAWREF_CACHE", str(blocker))
    r = cli("search", "пас")
    assert r.code == 2 and "LAWREF_CACHE" in r.err and len(r.err.strip().splitlines()) == 1


def test_snippet_windows_are_full_and_exact():
    from lawref.cli.search import SNIPPET_CHARS, snippet_of

    text = ("слово " * 60) + "претензия в конце."
    start = text.index("претензия")
    snippet, spans = snippet_of(text, [(start, start + len("претензия"))])
    assert snippet.startswith("…") and snippet.endswith("конце.")
    assert len(snippet) >= SNIPPET_CHARS - 10
    assert [snippet[a:b] for a, b in spans] == ["претензия"]
    short, short_spans = snippet_of("пас\nвне очереди", [(0, 3)])
    assert short == "пас вне очереди" and short_spans == [(0, 3)]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(["пас", "претензия", "  ", "\n", "контра", "(b)", "слово", "ё"]), max_size=120),
       st.data())
def test_snippet_highlights_are_the_matched_words(words, data):
    from lawref.cli.search import snippet_of
    from lawref.search.analysis import tokens

    text = " ".join(words)
    toks = tokens(text)
    chosen = data.draw(st.lists(st.sampled_from(toks), unique_by=lambda t: t.start)) if toks else []
    matches = sorted((t.start, t.end) for t in chosen)
    snippet, spans = snippet_of(text, matches)
    flat = text.replace("\n", " ")
    wanted = {flat[a:b] for a, b in matches}
    assert all(snippet[a:b] in wanted for a, b in spans)
    if matches:
        assert spans  # the window holds at least one match


def test_the_key_is_remembered_until_a_file_changes(corpus_copy):
    key = index_key([corpus_copy])
    memo = Path(os.environ["LAWREF_CACHE"]) / "search" / "keys"
    assert memo.is_file() and index_key([corpus_copy]) == key
    law = corpus_copy / "000_e2f9e180dbca6f62.txt"
    law.write_text(law.read_text("utf-8") + "\n", "utf-8")
    assert index_key([corpus_copy]) != key


def test_index_key_follows_the_analyser_and_its_data(monkeypatch, tmp_path):
    from lawref.search import index as index_mod

    names = [p.name for p in index_mod._code_files()]
    assert {"analysis.py", "overrides.toml", "stopwords.txt", "parse_law.py", "trade.toml", "english.toml",
            "related.py", "related.toml"} <= set(names)
    fake = tmp_path / "overrides.toml"
    fake.write_text("[lemma.\"пас\"]\n", "utf-8")
    monkeypatch.setattr(index_mod, "_code_files", lambda: [fake])
    before = index_key([CORPUS])
    fake.write_text("[lemma.\"пас\"]\nalso = [\"пасовать\"]\n", "utf-8")
    assert index_key([CORPUS]) != before


@pytest.mark.parametrize("enabled, raises", [(True, False), (True, True), (False, False), (False, True)])
def test_the_build_leaves_the_garbage_collector_as_it_found_it(monkeypatch, enabled, raises):
    """build_data pauses the cyclic collector while it fills its tables (index._collector_paused): the collector
    is off during the build and, after it, as the caller had it, whether the build returned or raised (a search
    worker or a site build goes on in the same process)."""
    import gc

    import lawref.search.build as search_build
    from lawref.search.index import build_data

    seen = []

    def build(corpus, url):
        seen.append(gc.isenabled())
        if raises:
            raise RuntimeError("the build failed")
        return "data"

    monkeypatch.setattr(search_build, "build", build)
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        if raises:
            with pytest.raises(RuntimeError):
                build_data(None)
        else:
            assert build_data(None) == "data"
        assert seen == [False] and gc.isenabled() == enabled
    finally:
        gc.enable() if was else gc.disable()
