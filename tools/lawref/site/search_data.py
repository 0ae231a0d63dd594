"""Build-time data for the in-browser search: the analyser's work done once, split so a query loads little.

The browser has no morphology, so the build ships it what it needs, as plain `.js` files (a `<script>` or
`importScripts` loads them, which works from a folder opened over file://, where fetch() of JSON does not):

  search/lawref/meta.js       ranking parameters, document lengths, the id -> document table, stop words,
                              the letters for reading ids, and which shards exist (so no request ever 404s)
  search/lawref/f/KEY.js      form -> lemmas, for every form of every lemma in the corpus, split by the form's
                              first two letters: a query word loads one small file (and prefix matching
                              while typing scans that same file)
  search/lawref/p/KEY.js      term -> postings [doc, tf in text, tf in title, ...] and the forms of that term
                              seen in the corpus (for highlighting), split by the term's first two letters
  search/lawref/t/N.js        id, url, heading, text of a run of documents, for showing results and snippets

Every file assigns into one global table: `(globalThis.__lawrefSearch ||= {})["f/па"] = {...}`.
The form map holds only lemmas that are corpus terms: a query word's other lemmas could match nothing.

Documents are the clauses; their fields (title, text) and the ranking parameters mirror the Python index
(lawref.search), so that `lawref search` and the browser rank alike (tests/test_site_search_parity.py).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from lawref.errors import LawrefError
from lawref.model import Corpus

DATA_DIR = "search/lawref"  # inside the built site
FORMAT_VERSION = 1
SHARD_PREFIX = 2  # form and term shards are keyed by this many leading characters
TEXT_SHARD_CHARS = 16_000  # a text shard holds documents until it has about this many characters
MATERIAL_INDEX = "search/search_index.json"
# What Material's bundle still fetches at every page load: an empty index, so nobody downloads Material's.
MATERIAL_STUB = {"config": {"lang": ["ru"], "separator": r"[\s\-]+", "pipeline": []}, "docs": []}


MAX_RESULTS = 20  # the browser shows this many best clauses (the Python CLI shows 10 by default)


@dataclass(frozen=True)
class SearchDoc:
    id: str
    url: str
    kind: str
    heading: str  # what a result shows under the id: its title, or the nearest ancestor's title
    title: str  # the indexed title field
    text: str  # the indexed text field
    path: tuple[str, ...] = ()  # the clause's id and its ancestors' (folded): an id query finds what is under it
    refs: tuple[str, ...] = ()  # the ids it refers to (folded)


def documents(corpus: Corpus) -> list[SearchDoc]:
    """The Python index's documents (lawref.search.index.documents), in the same order."""
    from lawref.search.index import documents as index_documents
    from lawref.site.urls import clause_url

    return [SearchDoc(d["id"], clause_url(d["id"]), d["kind"], d["heading"], d["title"], d["text"],
                      tuple(d["path"].split()), tuple(d["refs"].split()))
            for d in index_documents(corpus)]


def ranking() -> dict:
    """whoosh's BM25F as the Python search uses it. whoosh multiplies a title term's frequency by the title
    boost (inside the saturation), stores document lengths rounded to one byte, and computes
    idf = ln(N / (df + 1)) + 1 per field; the browser does the same with these numbers."""
    from whoosh.scoring import BM25F

    from lawref.search.index import TITLE_BOOST
    from lawref.search.query import Part, part_query

    model = BM25F()
    # An id query also scores, unsaturated, a match of the clause's own id (id and id_norm fields), of an id
    # above it (path) and of a reference to it (refs): read the boosts off the query the Python side builds.
    id_query = part_query(Part("id", "70C2", (("70c2",),), "70C2"))
    boosts = {sub.fieldname: sub.boost for sub in id_query.subqueries}
    return {"k1": model.K1, "b": model.B, "boost": {"text": 1.0, "title": TITLE_BOOST},
            "idBoost": {"own": boosts["id"] + boosts["id_norm"], "path": boosts["path"], "refs": boosts["refs"]},
            "limit": MAX_RESULTS}


def stored_length(length: int) -> int:
    """A field length as whoosh stores it (a logarithmic byte), which its BM25F then reads back."""
    from whoosh.util.numeric import byte_to_length, length_to_byte

    return byte_to_length(length_to_byte(length))


@dataclass(frozen=True)
class SearchData:
    """Everything the browser gets, as Python values; `files()` renders them to the .js files."""

    meta: dict
    forms: dict[str, dict[str, list[str]]]  # shard key -> form -> lemmas
    postings: dict[str, dict[str, dict]]  # shard key -> term -> {"p": [doc, tf, tf_title, ...], "f": [forms]}
    texts: tuple[list[list], ...]  # text shards: [[id, url, heading, text, kind], ...]

    def files(self) -> dict[str, str]:
        """Relative path (inside DATA_DIR) -> file content."""
        out = {"meta.js": _script("meta", self.meta)}
        for key, table in self.forms.items():
            out[f"f/{shard_file(key)}.js"] = _script(f"f/{key}", table)
        for key, table in self.postings.items():
            out[f"p/{shard_file(key)}.js"] = _script(f"p/{key}", table)
        for number, docs in enumerate(self.texts):
            out[f"t/{number}.js"] = _script(f"t/{number}", docs)
        return out


def shard_key(term: str) -> str:
    return term[:SHARD_PREFIX]


def shard_file(key: str) -> str:
    """A file name safe everywhere (zip, file://, any server): ASCII letters and digits as they are, other
    characters as u+hex ('па' -> 'u43fu430', '27' -> '27'). search-engine.js computes the same."""
    return "".join(ch if ch.isascii() and ch.isalnum() else f"u{ord(ch):x}" for ch in key)


def _script(name: str, value) -> str:
    payload = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    # "</" cannot end a <script> early in a file, but keep the data safe to inline anyway.
    payload = payload.replace("</", "<\\/")
    return f"(globalThis.__lawrefSearch||(globalThis.__lawrefSearch={{}}))[{json.dumps(name)}]={payload};\n"


def build_search_data(corpus: Corpus) -> SearchData:
    """The search data for a corpus (pure: no files written)."""
    from lawref.ids import _letters
    from lawref.search import analysis
    from lawref.site.urls import clause_url

    docs = documents(corpus)
    postings: dict[str, dict[str, list[int]]] = {}
    seen_forms: dict[str, set[str]] = {}
    lengths: dict[str, list[int]] = {field: [] for field in ("text", "title")}
    totals = {field: 0 for field in ("text", "title")}
    id_table: dict[str, int] = {}
    texts: list[list] = []
    word_lemmas: set[str] = set()
    surface: set[str] = set()  # every word form the corpus has (its lexeme may not list a guessed word)
    in_path: dict[str, list[int]] = {}
    in_refs: dict[str, list[int]] = {}
    for number, doc in enumerate(docs):
        id_table[doc.id] = number
        texts.append([doc.id, doc.url, doc.heading, doc.text, doc.kind])
        counts: dict[str, list[int]] = {}
        for slot, field in enumerate(("text", "title")):
            toks = analysis.tokens(getattr(doc, field))
            length = sum(len(t.lemmas) for t in toks)  # whoosh counts every lemma token the filter emits
            totals[field] += length
            lengths[field].append(stored_length(length))
            for tok in toks:
                for term in tok.lemmas:
                    counts.setdefault(term, [0, 0])[slot] += 1
                    seen_forms.setdefault(term, set()).add(analysis.fold(tok.text))
                    if not tok.is_id:
                        word_lemmas.add(term)
                if not tok.is_id:
                    surface.add(analysis.fold(tok.text))
        for term, (tf_text, tf_title) in counts.items():
            postings.setdefault(term, []).extend((number, tf_text, tf_title))
        for term in doc.path:
            in_path.setdefault(term, []).append(number)
        for term in doc.refs:
            in_refs.setdefault(term, []).append(number)

    forms = _form_map(word_lemmas, surface, set(postings), analysis)
    section, subitem = _letters()
    meta = {
        "version": FORMAT_VERSION,
        "analyser": analysis.ANALYSER_VERSION,
        "ranking": ranking(),
        "docs": len(docs),
        "lengths": lengths,
        "avgLength": {field: (total / len(docs) if docs else 0) or 1 for field, total in totals.items()},
        "pages": _page_titles(corpus, docs),
        # Every clause id -> its document number, or its URL when it has no words of its own and so is not
        # indexed: the id jump reaches both.
        "ids": {**{c.id: clause_url(c.id) for c in corpus}, **id_table},
        "textShard": [],  # doc number -> text shard, filled below
        "stopwords": sorted(analysis.STOPWORDS),
        "letters": {"section": section, "subitem": subitem},
        "shardPrefix": SHARD_PREFIX,
        "formShards": sorted({shard_key(f) for f in forms}),
        "postingShards": sorted({shard_key(t) for t in (*postings, *in_path, *in_refs)}),
    }
    text_shards = _split_texts(texts)
    meta["textShard"] = [n for n, shard in enumerate(text_shards) for _ in shard]

    form_shards: dict[str, dict[str, list[str]]] = {}
    for form in sorted(forms):
        form_shards.setdefault(shard_key(form), {})[form] = forms[form]
    posting_shards: dict[str, dict[str, dict]] = {}
    for term in sorted({*postings, *in_path, *in_refs}):
        entry: dict = {"p": postings.get(term, []), "f": sorted(seen_forms.get(term, ()))}
        if term in in_path:
            entry["a"] = in_path[term]
        if term in in_refs:
            entry["r"] = in_refs[term]
        posting_shards.setdefault(shard_key(term), {})[term] = entry
    return SearchData(meta=meta, forms=form_shards, postings=posting_shards, texts=tuple(text_shards))


def _page_titles(corpus: Corpus, docs: list[SearchDoc]) -> dict[str, str]:
    """page URL -> the title a result group shows: 'Правило 70. Оспариваемая претензия…'."""
    from lawref.ids import law_of

    out: dict[str, str] = {}
    for doc in docs:
        page = doc.url.split("#", 1)[0]
        if page not in out:
            law = law_of(doc.id) or ""
            clause = corpus.law_clause(law)
            out[page] = f"Правило {law}" + (f". {clause.title}" if clause and clause.title else "")
    return out


def _form_map(word_lemmas: set[str], surface: set[str], terms: set[str], analysis) -> dict[str, list[str]]:
    """form -> the corpus terms a query word of that form meets (exactly what the Python query side computes,
    minus lemmas that are in no document)."""
    out: dict[str, list[str]] = {}
    candidates = set(surface)
    for lemma in word_lemmas:
        candidates |= analysis.all_forms(lemma)
    for form in sorted(candidates):
        meets = [t for t in analysis.normalise_query_word(form) if t in terms]
        if meets:
            out[form] = meets
    return out


def _split_texts(texts: list[list]) -> list[list[list]]:
    shards: list[list[list]] = [[]]
    size = 0
    for entry in texts:
        if shards[-1] and size + len(entry[3]) > TEXT_SHARD_CHARS:
            shards.append([])
            size = 0
        shards[-1].append(entry)
        size += len(entry[3]) + len(entry[2])
    return shards


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
        _replace_folder(target, data.files())
        _write_atomic(site_dir / MATERIAL_INDEX, json.dumps(MATERIAL_STUB))
    except OSError as err:
        raise LawrefError(f"cannot write the search data: {err.strerror or err}", path=str(err.filename or target),
                          hint="check that the site folder is writable and the disk has room") from None


def _replace_folder(target: Path, files: dict[str, str]) -> None:
    """Write `files` into a staging folder beside `target`, then swap it in: a reader sees old or new data."""
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".lawref-search-", dir=target.parent))
    try:
        for rel, content in files.items():
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
        if target.exists():
            old = target.with_name(target.name + ".old")
            shutil.rmtree(old, ignore_errors=True)
            os.replace(target, old)
            os.replace(staging, target)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _write_atomic(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(content)
    os.replace(tmp, path)
