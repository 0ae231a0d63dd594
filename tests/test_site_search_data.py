"""The build-time data of the in-browser search: what a query word meets, which files exist, how they are
written. The browser side is in test_site_search_browser.py."""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from lawref.errors import LawrefError
from lawref.search import analysis
from lawref.search.build import EXACT, RELATED, THESAURUS, shard_key
from lawref.site import search_data
from lawref.site.search_data import DATA_DIR, PACK_SHARD_BYTES, build_search_data, files, shard_file, write_search_data

_ASSIGN = re.compile(r'^\(globalThis\.__lawrefSearch\|\|\(globalThis\.__lawrefSearch=\{\}\)\)\[("[^"]*")\]=(.*);\n$',
                     re.DOTALL)


@pytest.fixture(scope="module")
def data(corpus):
    return build_search_data(corpus)


def read_data_file(content: str):
    """(name, value) of one data file: a single assignment into the shared table."""
    m = _ASSIGN.match(content)
    assert m, content[:200]
    return json.loads(m.group(1)), json.loads(m.group(2))


def lemmas_of(data, form):
    return data.shards.get(shard_key(form), {}).get("f", {}).get(form)


def meanings(data, form):
    """term -> tier for a form, as the query side reads it from the form's shard."""
    shard = data.shards[shard_key(form)]
    out = {}
    for lemma in shard["f"][form]:
        table = shard["l"].get(lemma, [])
        for i in range(0, len(table), 2):
            out[table[i]] = min(out.get(table[i], 9), table[i + 1])
    return out


@pytest.mark.parametrize("form, lemma", [
    ("партнера", "партнер"),  # "партнёра" with ё folded
    ("претензиями", "претензия"),  # a form the corpus does not have
    ("козырей", "козырь"),
    ("реконтрой", "реконтра"),  # an override: pymorphy3 does not know the word
    ("пасовал", "пас"),  # an override's extra meaning: a query for "пасовал" finds "пас"
])
def test_an_inflected_form_meets_the_lemma_the_analyser_gives_it(data, form, lemma):
    assert meanings(data, form)[lemma] == EXACT
    assert lemma in analysis.normalise_query_word(form)


def test_words_not_in_the_corpus_lead_to_it(data):
    assert meanings(data, "прекращения") == {"прекратить": RELATED, "прекращать": RELATED}
    assert meanings(data, "даблом") == {"контра": THESAURUS}
    assert meanings(data, "insufficient")["недостаточный"] == THESAURUS


def test_every_term_a_shard_reaches_has_its_postings_there(data):
    for key, shard in data.shards.items():
        for table in shard["l"].values():
            assert all(table[i] in shard["p"] for i in range(0, len(table), 2)), key


def test_every_word_of_the_corpus_is_in_the_form_map(data, corpus):
    missing = set()
    for clause in corpus:
        for token in analysis.tokens(f"{clause.title}\n{clause.text}"):
            if not token.is_id and not lemmas_of(data, analysis.fold(token.text)):
                missing.add(token.text)
    assert not missing


def test_the_typo_vocabulary_is_in_every_skeleton_shard(data):
    from lawref.search.expand.typos import skeleton_keys

    for form in ("оппонента", "очереди", "insufficient"):
        for key in skeleton_keys(form):
            v = data.shards[key]["v"]
            assert form in v[::2], (form, key)


def _per_doc(entry) -> dict[int, tuple[int, int, int]]:
    """doc -> (tf in text, tf in title, tf in context) from a postings entry: "p" [doc, tf text, tf title, ...],
    "c" [doc, tf context, ...], documents stored as gaps."""
    out: dict[int, list[int]] = {}
    for key, stride, slots in (("p", 3, (0, 1)), ("c", 2, (2,))):
        values, doc = entry.get(key, []), 0
        for i in range(0, len(values), stride):
            doc += values[i]
            for k, slot in enumerate(slots):
                out.setdefault(doc, [0, 0, 0])[slot] = values[i + 1 + k]
    return {doc: tuple(tfs) for doc, tfs in out.items()}


def test_an_item_meets_the_lead_in_it_completes_but_not_its_laws_title(data):
    place = data.shards["27"]["i"]
    per_doc = _per_doc(data.shards["су"]["p"]["судья"])
    # «27.7. В этих целях от судьи требуется предпринять следующие действия: … (vi) … объявите его игрокам»
    assert per_doc[place["27.7(vi)"]] == (0, 0, 1)
    assert data.meta["ranking"]["boost"]["context"] < data.meta["ranking"]["boost"]["text"]
    # a commentary paragraph does not get its Law's title («ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ») as context
    assert all(tfs[2] == 0 for tfs in _per_doc(data.shards["по"]["p"]["порядок"]).values())


def test_postings_count_each_field_and_ids_reach_clauses_under_them(data, corpus):
    place = {c: data.shards["70"]["i"][c] for c in ("70C", "70C1", "70C2", "70C3")}
    number = place["70C"]
    per_doc = _per_doc(data.shards["ко"]["p"]["козырь"])
    assert per_doc[number][1] == 1  # "Имеется оставшийся козырь": once in the title
    assert per_doc[number][0] >= 1
    # 70C2 says «козырь» once, and meets it twice more in its context: 70C's heading and lead-in
    assert per_doc[place["70C2"]] == (1, 0, 2)
    # «Судья должен присудить оппонентам взятку …, если:» — 70C2 never says «присудить»; its context does
    assert _per_doc(data.shards["пр"]["p"]["присудить"])[place["70C2"]] == (0, 0, 1)
    gaps = data.shards["70"]["p"]["70c"]["a"]  # the path field: 70C and the items under it (gaps between docs)
    under = [sum(gaps[:i + 1]) for i in range(len(gaps))]
    assert set(place.values()) <= set(under)


def test_text_shards_keep_the_clause_text_exactly(data, corpus):
    texts = {entry[0]: entry for shard in data.texts for entry in shard}
    fn = next(c for c in corpus if "<*>" in c.text)
    assert texts[fn.id][3] == fn.text
    assert texts[fn.id][1].endswith("#" + fn.id.replace("(", "").replace(")", ""))
    assert len(data.meta["textShard"]) == data.meta["docs"] == len(texts)


def test_files_are_single_assignments_and_every_listed_shard_has_its_file(data):
    written = files(data)
    for rel, content in written.items():
        name, _ = read_data_file(content)
        assert rel == ("meta.js" if name == "meta" else f"s/{shard_file(name[2:])}.js" if name[0] == "s"
                       else f"{name}.js")
    assert {f"s/{shard_file(k)}.js" for k in data.meta["shards"]} == {r for r in written if r.startswith("s/")}
    assert all(re.fullmatch(r"[a-z]/[A-Za-z0-9]+\.js|meta\.js|pack\.js|rest\.js", rel) for rel in written)


def test_a_small_collections_other_shards_travel_whole_in_rest_js(data, monkeypatch):
    """On a small collection (its shards outside the pack at most REST_GZIP_BYTES, gzip -6) the pack names rest.js,
    which holds every shard the pack does not, as its own file has it, written as its JSON text (the worker asks
    for rest.js as soon as the pack is in, and parses a shard when a query first reads it); a collection whose
    shards weigh one byte more ships no rest.js, and its pack names none."""
    written = files(data)
    _, pack = read_data_file(written["pack.js"])
    name, rest = read_data_file(written["rest.js"])
    assert name == "rest" and pack["rest"] == "rest.js"
    assert set(rest) == set(data.shards) - set(pack["shards"]) and rest
    for key, text in rest.items():
        assert isinstance(text, str)
        assert read_data_file(written[f"s/{shard_file(key)}.js"]) == (f"s/{key}", json.loads(text))
    weight = len(gzip.compress(written["rest.js"].encode("utf-8"), 6))
    assert weight <= search_data.REST_GZIP_BYTES
    monkeypatch.setattr(search_data, "REST_GZIP_BYTES", weight - 1)
    larger = files(data)
    assert "rest.js" not in larger and "rest" not in read_data_file(larger["pack.js"])[1]
    assert {rel for rel in larger} == set(written) - {"rest.js"}


@pytest.mark.parametrize("content", [
    b"",
    bytes(range(256)) * 60,  # 15 KB that gzip makes no smaller: past a small limit in its first chunks
    "слово «претензия» ".encode() * 1_000,  # 30 KB that gzip makes tiny: every chunk deflated, then the flush
    b"".join(n.to_bytes(4, "big") for n in range(8_000)),  # chunks deflated unevenly
])
def test_gzip_fits_answers_as_the_whole_gzip_would(content, monkeypatch):
    """search_data.gzip_fits (the rest.js decision), which stops deflating once past the limit: the answer of
    gzip.compress(content, 6) at its exact size, one byte under it and one over, and at a small limit (chunks of
    1,000 bytes here: many chunks from small contents)."""
    monkeypatch.setattr(search_data, "GZIP_CHUNK", 1000)
    size = len(gzip.compress(content, 6))
    for limit in (size - 1, size, size + 1, 2048):
        assert search_data.gzip_fits(content, limit) is (size <= limit), limit


def test_shards_too_small_for_a_request_of_their_own_travel_in_the_start_pack(data):
    """pack.js, loaded with the meta, holds every shard whose own file is at most PACK_SHARD_BYTES, as its file
    has it, and no larger one but the warm query's; the warm query is two words from two shards that the texts
    have (not stop or question words), so warming the engine over it fetches nothing."""
    written = files(data)
    name, pack = read_data_file(written["pack.js"])
    assert name == "pack"
    small = {key for key in data.shards if len(written[f"s/{shard_file(key)}.js"].encode()) <= PACK_SHARD_BYTES}
    warm = pack["warm"][0].split()
    assert len(warm) == len({shard_key(word) for word in warm}) == 2
    assert set(pack["shards"]) == small | {shard_key(word) for word in warm} and len(small) < len(data.shards)
    for key, shard in pack["shards"].items():
        assert read_data_file(written[f"s/{shard_file(key)}.js"]) == (f"s/{key}", shard)
    skip = set(data.meta["stopwords"]) | set(data.meta["questionWords"])
    for word in warm:
        shard = pack["shards"][shard_key(word)]
        assert word not in skip
        assert any(shard["p"].get(lemma, {}).get("p") for lemma in shard["f"][word]), word


def test_markup_in_a_clause_cannot_end_a_script_early(corpus):
    clause = next(c for c in corpus if c.text)
    evil = replace(clause, text="</script><script>alert(1)</script> & <*>")
    small = replace(corpus, clauses=(evil,), _by_id={evil.id: evil})
    shard = files(build_search_data(small))["t/0.js"]
    assert "</script>" not in shard
    _, docs = read_data_file(shard)
    assert docs[0][3] == evil.text


def test_write_replaces_the_data_whole_and_stubs_materials_index(data, corpus, tmp_path):
    stale = tmp_path / DATA_DIR / "s" / "stale.js"
    stale.parent.mkdir(parents=True)
    stale.write_text("old")
    write_search_data(corpus, tmp_path)
    written = {str(p.relative_to(tmp_path / DATA_DIR)) for p in (tmp_path / DATA_DIR).rglob("*.js")}
    assert written == set(files(data))
    assert not stale.exists()
    assert json.loads((tmp_path / "search" / "search_index.json").read_text())["docs"] == []
    assert not [p for p in (tmp_path / "search").iterdir() if p.name.startswith(".")]  # no staging left


def test_material_mode_leaves_the_site_alone(corpus, tmp_path, monkeypatch):
    monkeypatch.setenv("LAWREF_SEARCH", "material")
    write_search_data(corpus, tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_leaves_the_previous_data(corpus, tmp_path, monkeypatch):
    write_search_data(corpus, tmp_path)
    before = sorted(p.name for p in (tmp_path / DATA_DIR / "s").iterdir())

    real_write = Path.write_text

    def disk_full(path, *args, **kwargs):
        if path.name == "meta.js":
            raise OSError(28, "No space left on device", str(path))
        return real_write(path, *args, **kwargs)
    monkeypatch.setattr(Path, "write_text", disk_full)
    with pytest.raises(LawrefError, match="cannot write the search data: No space left on device") as err:
        write_search_data(corpus, tmp_path)
    assert "meta.js" in str(err.value) and "writable" in str(err.value)
    assert sorted(p.name for p in (tmp_path / DATA_DIR / "s").iterdir()) == before
    assert not [p for p in (tmp_path / "search").iterdir() if p.name.startswith(".")]  # no staging left


def test_shard_file_names_are_ascii():
    assert shard_file("па") == "u43fu430"
    assert shard_file("27") == "27"
    assert shard_file("7(") == "7u28"
    assert Path(shard_file("ё-")).name == "u451u2d"


@pytest.mark.parametrize("engine, indexed", [("lawref", False), ("material", True)])
def test_materials_index_reads_the_pages_only_when_it_is_the_search(engine, indexed):
    """The build hook leaves every page out of Material's search index, which write_search_data replaces with an
    empty one anyway (parsing every page for it was a tenth of a whole book's build); with LAWREF_SEARCH=material
    (mkdocs.yml's extra.lawref_search) Material's index gets the pages as before."""
    from types import SimpleNamespace

    from material.plugins.search.plugin import SearchIndex

    from lawref.cli import mkdocs_hooks

    page = SimpleNamespace(file=SimpleNamespace(src_uri="laws/70.md"), meta={}, toc=[], url="laws/70.html",
                           title="Правило 70", content='<h1 id="70">Правило 70</h1><p>Признание взяток</p>')
    config = SimpleNamespace(extra={"lawref_search": engine})
    assert mkdocs_hooks.on_page_markdown("# Правило 70", page, config, None) == "# Правило 70"
    index = SearchIndex()
    index.add_entry_from_context(page)
    assert bool(index.entries) == indexed
