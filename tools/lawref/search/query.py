"""Reading a query as a user types it, and running it against the index.

Syntax: words are ANDed (falling back to ranked OR when no clause has them all), `"…"` (or «…») is a phrase,
`претенз*` a prefix, a clause id (`27в1б`, `70C2`, `29.2`) matches the clause, the clauses under it and the
clauses that refer to it; a query that is just an id puts that clause first. Nothing else is syntax:
`AND`, `OR`, brackets, `+`, `-` are plain characters, so no query string can fail to parse.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from lawref.errors import LawrefError
from lawref.search import analysis
from lawref.search.analysis import fold

MAX_QUERY_CHARS = 1000
MAX_QUERY_PARTS = 32
QUOTES = "\"«»„“”"
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\ufeff]")


@dataclass(frozen=True)
class Part:
    kind: str  # "word" | "phrase" | "prefix" | "id"
    text: str  # as typed
    terms: tuple[tuple[str, ...], ...]  # word/id: one tuple of alternatives; phrase: one per word; prefix: (stem,)
    canonical: str = ""  # for "id"


@dataclass(frozen=True)
class ParsedQuery:
    text: str
    parts: tuple[Part, ...]
    id_query: str = ""  # the canonical id when the whole query is one id

    def highlight_terms(self) -> tuple[frozenset[str], tuple[str, ...]]:
        """(terms, prefixes) to mark in a text."""
        terms, prefixes = set(), []
        for part in self.parts:
            if part.kind == "prefix":
                prefixes.append(part.terms[0][0])
            else:
                for alternatives in part.terms:
                    terms.update(alternatives)
        return frozenset(terms), tuple(prefixes)


class QueryError(LawrefError):
    exit_code = 2


def _describe(query: str) -> str:
    shown = query if len(query) <= 40 else query[:37] + "..."
    return repr(shown)


def parse(query: str, words: Callable[[str], tuple[str, ...]] = analysis.normalise_query_word) -> ParsedQuery:
    """Split a query into parts. `words` maps a word to its index terms (our analyser by default; the eval
    passes other analysers). Raises QueryError (exit 2) for a query with nothing to search for."""
    if query is None or not query.strip():
        raise QueryError("empty query", hint='give words to search for, e.g. lawref search "претензия"')
    if len(query) > MAX_QUERY_CHARS:
        raise QueryError(f"query too long ({len(query)} characters, at most {MAX_QUERY_CHARS})",
                         hint="search for a few words of the passage, or a quoted phrase")
    text = _CONTROL.sub(" ", query)
    whole = _whole_id(text)
    if whole:
        return ParsedQuery(query, (Part("id", text.strip(), ((fold(whole),),), whole),), whole)
    chunks = re.split(f"[{QUOTES}]", text)
    if len(chunks) % 2 == 0:  # an unbalanced quote: the last one opens nothing
        chunks[-2:] = [chunks[-2] + " " + chunks[-1]]
    parts: list[Part] = []
    for i, chunk in enumerate(chunks):
        if i % 2:
            parts.extend(_phrase(chunk, words))
        else:
            parts.extend(_loose(chunk, words))
    if not parts:
        raise QueryError(f"nothing to search for in {_describe(query)}",
                         hint="give at least one word, an id such as 70C2, or a prefix such as претенз*")
    if len(parts) > MAX_QUERY_PARTS:
        raise QueryError(f"too many words in the query ({len(parts)}, at most {MAX_QUERY_PARTS})",
                         hint="search for the few words that matter, or a quoted phrase")
    # Stop words only count when the query has nothing else.
    content = [p for p in parts if not (p.kind == "word" and analysis.is_stopword(p.text))]
    parts = content or parts
    ids = [p.canonical for p in parts if p.kind == "id"]
    id_query = ids[0] if len(parts) == 1 and ids else ""
    return ParsedQuery(query, tuple(parts), id_query)


_PIECE = re.compile(r"[^\s]+")


def _whole_id(text: str) -> str | None:
    """An id typed with spaces or in a form the tokeniser splits ("27 B 1 (b)", "9-1"): the whole query is it.
    Short pieces after a leading number, not all numbers ("70 71" is two Laws, not Law 707 item 1)."""
    from lawref.ids import normalize_id

    pieces = text.split()
    if not pieces or any(len(p) > 4 for p in pieces[1:]):
        return None
    if len(pieces) > 1 and (not pieces[0][0].isdigit() or all(p.isdigit() for p in pieces)):
        return None  # "с 27" is a preposition and a Law number
    return normalize_id(text)


def _loose(chunk: str, words) -> list[Part]:
    out = []
    for m in _PIECE.finditer(chunk):
        piece = m.group()
        if piece.endswith("*"):
            stem_tokens = analysis.tokens(piece.rstrip("*"))
            if stem_tokens:
                # "претенз*": the last word is a prefix of a lemma; any words before it are plain words.
                out.extend(_word_part(t.text, words) for t in stem_tokens[:-1])
                stem = fold(stem_tokens[-1].text)
                out.append(Part("prefix", piece, ((stem,),)))
            continue
        for token in analysis.tokens(piece):
            out.append(_word_part(token.text, words))
    return [p for p in out if p.terms and all(p.terms)]


def _word_part(word: str, words) -> Part:
    canonical = analysis._as_id(word)
    if canonical:
        return Part("id", word, (analysis.normalise_query_word(word),), canonical)
    return Part("word", word, (tuple(words(word)),))


def _phrase(chunk: str, words) -> list[Part]:
    toks = analysis.tokens(chunk)
    if not toks:
        return []
    terms = tuple(tuple(analysis.normalise_query_word(t.text)) if t.is_id else tuple(words(t.text)) for t in toks)
    if len(toks) == 1:
        return [_word_part(toks[0].text, words)]
    return [Part("phrase", chunk.strip(), terms)]


# --- whoosh queries --------------------------------------------------------------------------------------

def _alternatives(fieldnames, terms):
    from whoosh.query import Or, Term
    subs = [Term(f, t) for f in fieldnames for t in terms]
    return subs[0] if len(subs) == 1 else Or(subs)


def part_query(part: Part):
    from whoosh.query import Or, Prefix, Sequence, Term

    if part.kind == "word":
        return _alternatives(("text", "title"), part.terms[0])
    if part.kind == "prefix":
        stem = part.terms[0][0]
        return Or([Prefix("text", stem), Prefix("title", stem)])
    if part.kind == "id":
        term = part.terms[0][0]
        from lawref.search.index import id_norm
        return Or([Term("id", part.canonical, boost=20.0), Term("id_norm", id_norm(part.canonical), boost=20.0),
                   Term("path", term, boost=3.0), Term("refs", term, boost=2.0),
                   Term("text", term), Term("title", term)])
    if part.kind == "phrase":
        per_field = [Sequence([_alternatives((f,), alts) for alts in part.terms]) for f in ("text", "title")]
        return Or(per_field)
    raise ValueError(part.kind)


def whoosh_query(parsed: ParsedQuery, mode: str = "and"):
    from whoosh.query import And, Or
    subs = [part_query(p) for p in parsed.parts]
    if len(subs) == 1:
        return subs[0]
    return And(subs) if mode == "and" else Or(subs)


def whoosh_filter(scope: str | None = None, law: str | None = None):
    from whoosh.query import And, Term
    subs = []
    if scope:
        subs.append(Term("source", {"laws": "law", "law": "law"}.get(scope, scope)))
    if law:
        subs.append(Term("law", str(law)))
    if not subs:
        return None
    return subs[0] if len(subs) == 1 else And(subs)


@dataclass
class Hit:
    id: str
    title: str
    heading: str
    text: str
    law: str
    source: str
    kind: str
    edition: int
    file: str
    line: int
    score: float
    matches: list[tuple[int, int]] = field(default_factory=list)  # spans of `text` to highlight


def run(ix_or_searcher, parsed: ParsedQuery, *, limit: int = 10, scope: str | None = None,
        law: str | None = None) -> tuple[list[Hit], str]:
    """Search: all parts (AND), else any (ranked OR). Returns (hits, mode) with mode "and", "or" or "none"."""
    from whoosh.searching import Searcher

    own = not isinstance(ix_or_searcher, Searcher)
    searcher = ix_or_searcher.searcher() if own else ix_or_searcher
    try:
        flt = whoosh_filter(scope, law)
        mode = "and"
        results = searcher.search(whoosh_query(parsed, "and"), limit=limit, filter=flt)
        if results.is_empty() and len(parsed.parts) > 1:
            mode = "or"
            results = searcher.search(whoosh_query(parsed, "or"), limit=limit, filter=flt)
        hits = [_hit(r.fields(), r.score) for r in results]
        if parsed.id_query:
            hits = _id_first(searcher, parsed.id_query, hits, limit, flt)
        if not hits:
            mode = "none"
        terms, prefixes = parsed.highlight_terms()
        for hit in hits:
            hit.matches = match_spans(hit.text, terms, prefixes)
        return hits, mode
    finally:
        if own:
            searcher.close()


def _hit(fields: dict, score: float) -> Hit:
    return Hit(id=fields["id"], title=fields.get("title", ""), heading=fields.get("heading", ""),
               text=fields.get("text", ""), law=fields.get("law", ""), source=fields.get("source", ""),
               kind=fields.get("kind", ""), edition=fields.get("edition", 0), file=fields.get("file", ""),
               line=fields.get("line", 0), score=float(score))


def _id_first(searcher, canonical: str, hits: list[Hit], limit: int, flt) -> list[Hit]:
    """A query that is a clause id shows that clause first, whatever BM25 thinks."""
    from whoosh.query import Term
    own = searcher.search(Term("id", canonical), limit=1, filter=flt)
    if own.is_empty():
        return hits
    top = _hit(own[0].fields(), max([h.score for h in hits] + [own[0].score]))
    return ([top] + [h for h in hits if h.id != canonical])[:limit]


def match_spans(text: str, terms: frozenset[str], prefixes: tuple[str, ...]) -> list[tuple[int, int]]:
    """Character spans of the words of `text` that the query matched (by lemma, id or prefix)."""
    spans = []
    for token in analysis.tokens(text):
        if any(lem in terms or (prefixes and lem.startswith(prefixes)) for lem in token.lemmas):
            spans.append((token.start, token.end))
    return spans
