"""The search data in the built site: lawref.search's data, written as .js files the browser loads.

The browser has no morphology, so the build ships it what it needs (lawref.search.build does the work; the
CLI reads the same data from the cache). Plain `.js` files: a `<script>` or a worker's fetch loads them, which
works from a folder opened over file://, where fetch() of JSON does not:

  search/lawref/meta.js     ranking numbers, document lengths, the id -> document table, cited ids, stop and
                            question words, the letters for reading ids, and which shards exist (no request 404s)
  search/lawref/s/KEY.js    one shard per two-letter key: forms, their lemmas' meanings (tiers), the postings
                            they reach, thesaurus phrases, the typo vocabulary and guard words (see build.py)
  search/lawref/t/N.js      id, url, heading, text, kind, title, name and marks of a run of documents
  search/lawref/pack.js     loaded with the meta: every shard too small to be worth a request of its own (each
                            also has its file), and `warm`, queries of their words the worker runs before the
                            first query, so that the first query's ranker is compiled code (see _pack)
  search/lawref/rest.js     a small collection only (REST_GZIP_BYTES): every shard not in the pack, in one file
                            the worker asks for as soon as the pack is in (each keeps its file too), so that
                            a first query waits for no request, as Material's, which holds its whole index;
                            each shard as its JSON text, which the worker parses when a query first reads it
                            (the whole as objects took 30-90 ms to parse on the seeds, its texts ~6)

Every file assigns into one global table: `(globalThis.__lawrefSearch ||= {})["s/па"] = {...}`.
site_src/assets/js/search-*.js is the engine that reads them (tests/test_site_search_parity.py: the same top
10 as `lawref search` on every eval query).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import zlib
from pathlib import Path

from lawref.errors import LawrefError, os_reason
from lawref.model import Corpus
from lawref.search.dataformat import POSTING, SHARD
from lawref.search.store import shard_file

DATA_DIR = "search/lawref"  # inside the built site
MATERIAL_INDEX = "search/search_index.json"
# What Material's bundle still fetches at every page load: an empty index, so nobody downloads Material's.
MATERIAL_STUB = {"config": {"lang": ["ru"], "separator": r"[\s\-]+", "pipeline": []}, "docs": []}


def build_search_data(corpus: Corpus):
    """The search data for a corpus (pure: no files written): a lawref.search.build.SearchData."""
    from lawref.search.index import build_data

    return build_data(corpus)


# A shard whose file is this small (bytes) costs a reader more as a request than as bytes: a first query of four
# words asked for one or two such files beside its real shards (mostly the other keyboard layout's keys), and on a
# loaded machine the last of a round's requests is the one the query waits for. They travel in pack.js.
PACK_SHARD_BYTES = 500
# A collection whose shards outside the pack weigh at most this together (gzip -6, as a server sends them) is
# small: they travel in rest.js, which the worker loads whole as soon as its start pack is in, the way Material
# loads its whole index at every page. A query pasted at once (no typing to load its words' shards ahead) then
# waits for no request: on the seed corpus one round of its shards was ~45 of a pasted first query's 47-55 ms,
# against Material's 14 (bench/probe_first_query.py). The seed corpus's weigh ~190 KiB; the 100x synthetic
# corpus's ~300 KiB stay in their files, where a first query's fetches must stay under 0.2x Material's index.
REST_GZIP_BYTES = 256 * 1024


def files(data) -> dict[str, str]:
    """Relative path (inside DATA_DIR) -> file content."""
    out = {"meta.js": data_file("meta", data.meta)}
    sizes, payloads = {}, {}
    for key, shard in data.shards.items():
        payloads[key] = _json(shard)  # serialised once: its file and, unpacked, its place in rest.js
        out[f"s/{shard_file(key)}.js"] = script = data_file(f"s/{key}", shard, payloads[key])
        sizes[key] = len(script.encode("utf-8"))
    pack = _pack(data, sizes)
    rest = {key: payloads[key] for key in data.shards if key not in pack["shards"]}
    script = data_file("rest", rest)
    if rest and gzip_fits(script.encode("utf-8"), REST_GZIP_BYTES):
        out["rest.js"] = script
        pack["rest"] = "rest.js"
    out["pack.js"] = data_file("pack", pack)
    for number, docs in enumerate(data.texts):
        out[f"t/{number}.js"] = data_file(f"t/{number}", docs)
    return out


GZIP_FRAME = 18  # gzip's header and trailer around the deflated data (gzip.compress: 10 + 8 bytes)
GZIP_CHUNK = 64 * 1024


def gzip_fits(data: bytes, limit: int) -> bool:
    """Whether `gzip.compress(data, 6)` is at most `limit` bytes, deflating `data` a chunk at a time and stopping
    once the output passes `limit`: a whole book's rest would gzip to ~1 MiB, and deflating all its 5 MB to
    learn that it is over 256 KiB took half of files()' time. zlib deflates a stream fed in chunks to the bytes
    it makes of it fed whole (no flush between), so the answer is gzip.compress's."""
    deflate = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)  # raw deflate, as gzip.compress's
    size = GZIP_FRAME
    for start in range(0, len(data), GZIP_CHUNK):
        size += len(deflate.compress(data[start:start + GZIP_CHUNK]))
        if size > limit:
            return False
    return size + len(deflate.flush()) <= limit


def _pack(data, sizes: dict[str, int]) -> dict:
    """The start pack: {"shards": key -> shard, "warm": [query]} (files() adds "rest": "rest.js" on a small
    collection): every shard of at most PACK_SHARD_BYTES, and the
    warm query's. The warm query is two words the texts have (their lemma's own term has postings in their shard;
    no stop or question word), from two shards, the smallest such shards (a packed one counts as nothing), Cyrillic
    first, then the words met in the most documents: the worker searches it before the first query
    (search-engine.js `warm`), so the reader, the ranker and the grouping have run over real postings once, with no
    request. On a large collection every word the texts have is in a shard larger than PACK_SHARD_BYTES: the warm
    query's two shards are then packed too."""
    packed = {key for key, size in sizes.items() if size <= PACK_SHARD_BYTES}
    skip = set(data.meta["stopwords"]) | set(data.meta["questionWords"])
    words = []
    for key, shard in data.shards.items():
        postings = shard.get(SHARD["postings"], {})
        for form, lemmas in shard.get(SHARD["forms"], {}).items():
            hits = [len(postings[lemma].get(POSTING["hits"], [])) for lemma in lemmas if lemma in postings]
            if any(hits) and form.isalpha() and len(form) > 3 and form not in skip:  # a word of its own
                words.append((0 if key in packed else sizes[key], not _cyrillic(form), -max(hits), form, key))
    words.sort()
    chosen: dict[str, str] = {}  # shard key -> word; two shards: two concepts ranked, not one twice
    for *_, form, key in words:
        if len(chosen) == 2:
            break
        chosen.setdefault(key, form)
    packed |= set(chosen)
    return {"shards": {key: data.shards[key] for key in sorted(packed)},
            "warm": [" ".join(chosen.values())] if chosen else []}


def _cyrillic(word: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in word)


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def data_file(name: str, value, payload: str | None = None) -> str:
    """A data file's content: one assignment of `value` under `name` into the global table the engine reads
    (`payload`: `value` already serialised by _json)."""
    payload = _json(value) if payload is None else payload
    # "</" cannot end a <script> early in a file, but keep the data safe to inline anyway.
    payload = payload.replace("</", "<\\/")
    return f"(globalThis.__lawrefSearch||(globalThis.__lawrefSearch={{}}))[{json.dumps(name)}]={payload};\n"


def write_search_data(corpus: Corpus, site_dir: Path) -> None:
    """Write the search data into a built site (mkdocs `on_post_build`), replacing any earlier data whole.

    Also replaces Material's search/search_index.json with an empty index: our worker does not read it, and
    Material's bundle would otherwise download the whole of it on every page load.
    Set LAWREF_SEARCH=material to leave Material's own search in place (the benchmark compares the two).
    """
    site_dir = Path(site_dir)
    if os.environ.get("LAWREF_SEARCH") == "material":
        return
    data = build_search_data(corpus)
    target = site_dir / DATA_DIR
    try:
        _replace_folder(target, files(data))
        _write_atomic(site_dir / MATERIAL_INDEX, json.dumps(MATERIAL_STUB))
    except OSError as err:
        raise LawrefError.labelled("search_data_write", path=str(err.filename or target), **os_reason(err)) from None


def _replace_folder(target: Path, files: dict[str, str]) -> None:
    """Write `files` into a staging folder beside `target`, then swap it in: a reader sees old or new data."""
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".lawref-search-", dir=target.parent))
    try:
        for rel, content in files.items():
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
        os.chmod(staging, 0o755)  # mkdtemp's 0o700 would hide the whole search from a web server's account
        swap_folder(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def swap_folder(new: Path, target: Path) -> None:
    """Put the folder `new` where `target` is (same file system): the old one moved aside, then removed."""
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        old = target.with_name(target.name + ".old")
        shutil.rmtree(old, ignore_errors=True)
        os.replace(target, old)
        os.replace(new, target)
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(new, target)


def _write_atomic(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(content)
    os.chmod(tmp, 0o644)  # mkstemp's 0o600: a web server could not read it
    os.replace(tmp, path)
