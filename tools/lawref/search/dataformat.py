"""The search data's format (version 8), named once: what each short key and each position means.

The data goes to the browser as ~760 small files on the seeds, each gzipped on its own, so a long key repeated in
every file costs: named section keys alone made the seeds' data 7.6 % larger (gzip; a whole book's 3 %). The
files therefore keep their short keys and compact arrays, and this module names them, once for Python; the
build copies the same tables into the meta (`layout`), and the browser's engine reads its names from there
(search-ids.js, `LawrefSearch.format`). schema/search-data.schema.json describes every field, and a test checks
the schema against the real output.

  shard    SHARD[name] is the key of a section of a shard (forms, meanings, postings, ...)
  posting  POSTING[name] the key of a part of a term's entry (hits, forms, context, under, citers)
  text     TEXT the fields of a text shard's entry, in order (id, url, heading, text, ...)
  stride   how many values make one item of a flat list (hits: doc gap, tf in text, tf in title)

Flat lists are read with `items(flat, stride)`, never with an index walked by hand.
"""

from __future__ import annotations

from typing import NamedTuple

# 14: meta.situations may name NO_DOC (a heading with no words of its own; the documents under it are scored);
# 13: meta.definitions (the sections that define a term: engine.definition_first);
# 12: a thesaurus phrase's entry ends with the documents that have its words in order (build.phrase_docs);
# 11: a shard's verbs (the forms of its words that are a verb's: a query that says none names a topic);
# 10: the site's rest.js holds each shard as its JSON text; 9: meta.bare (headings that are only a title);
# 8: meta.titles (the Laws' English titles), meta.heads (their content words); 7: meta.layout
FORMAT_VERSION = 14

SHARD = {
    "forms": "f",        # word form -> its lemmas
    "meanings": "l",     # lemma -> (term, tier) items
    "postings": "p",     # term -> its entry (POSTING)
    "phrases": "ph",     # first lemma -> [rest lemmas, concepts ((term, tier) items each), shown as, doc gaps
                         # of the documents whose text or title has the phrase's words in order]
    "display": "d",      # lemma -> what the note shows it as
    "vocabulary": "v",   # (form, frequency) items of the typo vocabulary with this skeleton key
    "guard": "g",        # real words never corrected
    "places": "i",       # clause id -> its document number, or its URL when it has no words
    "verbs": "vb",       # the shard's forms that are a verb's (personal, infinitive, gerund): a query tells an event
}
POSTING = {
    "hits": "p",         # (doc gap, tf in text, tf in title) items
    "forms": "f",        # the corpus forms the term was met in
    "context": "c",      # (doc gap, tf in context) items
    "under": "a",        # doc gaps of the clauses under this id
    "citers": "r",       # doc gaps of the clauses citing this id
}


class Text(NamedTuple):
    """One entry of a text shard: what a result shows."""
    id: str
    url: str
    heading: str
    text: str
    kind: str
    title: str
    name: str     # what the result is called («Пример С 1H 1D», «Примечание к 27.8»), else its heading
    marks: list   # [start, end, kind, shown]: kind 0 emphasis, 1 a red bid, 2 a black bid
    label: str    # the reader's label: the id when a reader's own (70C2), else a name (lawref.context.reader_name)


TEXT = Text._fields
# meta.situations: a clause an entry names that has no words of its own (a heading with no title or text) stands
# as this instead of a document number; only the documents under it are scored (engine.told)
NO_DOC = -1
STRIDE = {"hits": 3, "context": 2, "meanings": 2, "vocabulary": 2, "concept": 2}


def layout() -> dict:
    """The tables above as the meta carries them (`meta.layout`) for the browser."""
    return {"shard": dict(SHARD), "posting": dict(POSTING), "text": list(TEXT), "stride": dict(STRIDE),
            "noDoc": NO_DOC}


def shard_key(term: str, prefix: int) -> str:
    """The shard a term's data is in: its first `prefix` characters (meta.shardPrefix)."""
    return term[:prefix]


def items(flat: list, stride: int) -> list[tuple]:
    """A flat list read `stride` values at a time: [a, 0, b, 1] -> [(a, 0), (b, 1)]."""
    return [tuple(flat[i:i + stride]) for i in range(0, len(flat), stride)]


def flat(pairs) -> list:
    """The inverse of items(): [(a, 0), (b, 1)] -> [a, 0, b, 1]."""
    return [x for pair in pairs for x in pair]


def gaps(values: list[int], stride: int) -> list[int]:
    """Every `stride`-th value (a document number, ascending) as the gap from the one before: smaller files."""
    out = list(values)
    for i in range(len(out) - stride, 0, -stride):
        out[i] -= out[i - stride]
    return out


def docs(gap_list) -> list[int]:
    """Document numbers back from their gaps."""
    out, doc = [], 0
    for gap in gap_list:
        doc += gap
        out.append(doc)
    return out


class ShardWriter:
    """The shards being built, written by section name."""

    def __init__(self, prefix: int):
        self.prefix = prefix
        self.shards: dict[str, dict] = {}

    def key(self, term: str) -> str:
        return shard_key(term, self.prefix)

    def shard(self, key: str) -> dict:
        found = self.shards.get(key)  # asked ~230,000 times by a whole book's build: no new dicts each time
        if found is None:
            found = self.shards[key] = {SHARD["forms"]: {}, SHARD["meanings"]: {}, SHARD["postings"]: {}}
        return found

    def table(self, key: str, section: str) -> dict:
        return self.shard(key).setdefault(SHARD[section], {})

    def list(self, key: str, section: str) -> list:
        return self.shard(key).setdefault(SHARD[section], [])


def posting(hits: list[int], forms, context=None, under=None, citers=None) -> dict:
    """A term's entry: `hits` flat (doc, tf in text, tf in title) items, `context` (doc, tf) items, `under` and
    `citers` document numbers, all ascending (written as gaps)."""
    entry: dict = {POSTING["hits"]: gaps(hits, STRIDE["hits"]), POSTING["forms"]: sorted(forms)}
    if context:
        entry[POSTING["context"]] = gaps(context, STRIDE["context"])
    if under:
        entry[POSTING["under"]] = gaps(under, 1)
    if citers:
        entry[POSTING["citers"]] = gaps(citers, 1)
    return entry


def text_entry(**fields) -> list:
    """A text shard's entry from its named fields (all of TEXT)."""
    return list(Text(**fields))


class Reader:
    """Named access to one shard of data (a dict as written), for the Python engine."""

    __slots__ = ("data",)

    def __init__(self, data: dict):
        self.data = data

    def table(self, section: str) -> dict:
        return self.data.get(SHARD[section], {})

    def list(self, section: str) -> list:
        return self.data.get(SHARD[section], [])


def part(entry: dict, name: str, default=()):
    """A part of a term's entry by name (POSTING)."""
    return entry.get(POSTING[name], default)
