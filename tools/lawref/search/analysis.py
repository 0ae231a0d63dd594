"""The Russian analyser shared by the search index and the site's in-browser search.

One analyser, used the same way on both sides of every match (index and query, Python and the browser's
data), so that a form typed by a user meets the forms in the text through their lemmas.

Plain function API (no whoosh needed):

    tokens(text) -> list[Token]
        Token(text, start, end, lemmas, is_id, pos): `text == source[start:end]` always, so highlighting marks
        exactly the source's words. Clause ids stay whole ("27В1(b)", "29.2", "70C2"); a word is lower-cased,
        ё folded to е, and lemmatised; an id token's lemmas are its canonical id in lower case and the ids
        that contain it ("27b1(b)", "27", "27b", "27b1"), so a query for "27B1" finds a text naming "27В1(b)".
    lemmas(word) -> tuple[str, ...]
        Every normal form of every pymorphy3 parse of one word (cached), after lemma overrides
        (data/overrides.toml); a reflexive verb also gives its plain verb (аннулироваться -> аннулировать);
        ids give their canonical id.
    normalise_query_word(word) -> tuple[str, ...]
        The index terms a query word must meet: its lemmas, or for an id the canonical id alone.
    all_forms(lemma) -> set[str]
        Every form of a lemma (its pymorphy3 lexeme, ё folded, plus override forms): the browser's
        form -> lemma map is built from this.
    id_terms(canonical_id) -> tuple[str, ...]
        The index terms of an id in the text: itself and the ids that contain it, lower case.
    raw_tokens(text) -> iterator of (start, end, canonical id or None): tokenising without lemmas.
    is_stopword(word) -> bool, STOPWORDS
        Stop words (data/stopwords.txt) are only dropped from the loose words of a query, never from the
        index and never inside a quoted phrase, so phrase search is unaffected.
    fold(text) -> str
        Lower case with ё -> е (the normal form of every term).
    analyser_version(), ANALYSER_VERSION
        A hash of this module and its data files; the index is rebuilt when it changes.

whoosh: lawref.search.whoosh_analysis wraps this module as a tokenizer and a lemma filter (kept apart so that
this module imports without whoosh).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from lawref.errors import LawrefError
from lawref.ids import ancestors, grammar, normalize_id, python_pattern


def _data(name: str):
    from importlib import resources

    return resources.files("lawref.search").joinpath("data").joinpath(name)

# A candidate id: digits with letters, bracketed sub-items and dotted paragraph numbers glued on
# ("27В1(b)", "29.2", "27.7(iii)", "70.fn1", "27в1б"), or "c27". It counts as an id only when
# lawref.ids.normalize_id accepts it; otherwise its parts are read as words and numbers. A word: letters (and
# digits inside, as in "e2e4"), hyphenated parts kept together ("какой-либо"). Both are the id grammar's
# (lawref/data/ids.toml [tokens]), which search-ids.js reads too.
_ID_CANDIDATE = python_pattern(grammar()["tokens"]["candidate"])
_WORD = python_pattern(grammar()["tokens"]["word"])
_TOKEN_RE = re.compile(f"(?P<id>{_ID_CANDIDATE})|(?P<word>{_WORD})")
_WORD_RE = re.compile(_WORD)


@dataclass(frozen=True)
class Token:
    text: str  # exactly the source's characters: source[start:end]
    start: int
    end: int
    lemmas: tuple[str, ...]  # index terms: lemmas of a word, or an id and the ids that contain it
    is_id: bool
    pos: int  # 0-based token position (for phrases)


def fold(text: str) -> str:
    """Lower case with ё folded to е: the form every term takes."""
    return text.lower().replace("ё", "е")


# --- data files ------------------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    return word_list("stopwords.txt")


def word_list(name: str) -> frozenset[str]:
    """A word list in data/ (one word a line, `#` starts a comment), folded."""
    lines = (line.split("#", 1)[0].strip() for line in _data(name).read_text("utf-8").splitlines())
    return frozenset(fold(line) for line in lines if line)


def is_stopword(word: str) -> bool:
    return fold(word) in _stopwords()


class _Stopwords:
    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and is_stopword(word)

    def __iter__(self):
        return iter(sorted(_stopwords()))


STOPWORDS = _Stopwords()


@lru_cache(maxsize=1)
def _overrides() -> tuple[dict[str, tuple[str, ...]], dict[str, frozenset[str]]]:
    """(form -> lemmas, lemma -> forms) from data/overrides.toml."""
    import tomllib

    data = tomllib.loads(_data("overrides.toml").read_text("utf-8"))
    form_lemmas: dict[str, tuple[str, ...]] = {}
    lemma_forms: dict[str, frozenset[str]] = {}
    for lemma, entry in data.get("lemma", {}).items():
        lemma = fold(lemma)
        forms = {fold(f) for f in entry.get("forms", ())}
        if entry.get("lexeme"):
            forms |= _lexeme(lemma, entry.get("pos"))
        forms.add(lemma)
        terms = (lemma, *(fold(a) for a in entry.get("also", ())))
        for form in forms:
            form_lemmas[form] = tuple(dict.fromkeys(form_lemmas.get(form, ()) + terms))
        lemma_forms[lemma] = frozenset(forms)
    return form_lemmas, lemma_forms


# --- pymorphy3 -------------------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def morph():
    """The shared pymorphy3 analyser (created on first use: ~0.1 s and ~27 MiB; the corpus's readers', if they made
    it: lawref.corpus.morphology)."""
    try:
        from lawref.corpus.morphology import analyzer

        return analyzer()
    except (ImportError, ValueError, OSError) as err:
        raise LawrefError.labelled("morphology", detail=err) from err


@lru_cache(maxsize=50_000)  # kept across the builds of one process (the editor's loop's search worker)
def _lexeme(lemma: str, pos: str | None = None) -> frozenset[str]:
    forms: set[str] = set()
    for parse in _parses(lemma):
        if fold(parse.normal_form) != lemma or (pos and parse.tag.POS != pos):
            continue
        forms.update(fold(p.word) for p in parse.lexeme)
    return frozenset(forms)


@lru_cache(maxsize=200_000)
def word_lemmas(word: str) -> tuple[str, ...]:
    """Lemmas of a folded word (not an id): overrides first, else every pymorphy3 normal form."""
    owned = _overrides()[0]
    override = owned.get(word)
    if override:
        return override
    if not (word.isalpha() or any(ch.isalpha() for ch in word)):  # isalpha: the common case, in one call
        return (word,)
    found = dictionary_lemmas(word) or (word,)  # each lemma once (parsed_lemmas)
    if owned.keys().isdisjoint(found):  # most words (a build asks ~75,000): the dictionary's lemmas as they are
        return found
    # A lemma that an override owns comes back with its extra meanings ("пасовать" also means "пас").
    out: dict[str, None] = {}
    for lemma in found:
        out.update(dict.fromkeys(owned.get(lemma, (lemma,))))
    return tuple(out)


# word -> its dictionary_lemmas: those of the Laws' words read from lawref.search.lexicon by a build (keep_lemmas),
# and those computed since (what a build asked: scripts/gen_lexicon.py reads it), up to _LEMMAS_LIMIT words (a
# long-lived process that answers queries does not grow without end).
_LEMMAS: dict[str, tuple[str, ...]] = {}
_LEMMAS_LIMIT = 400_000


def dictionary_lemmas(word: str) -> tuple[str, ...]:
    """pymorphy3's lemmas of a folded word, before the overrides (parsed_lemmas, or kept)."""
    found = _LEMMAS.get(word)
    if found is None:
        found = parsed_lemmas(word)
        if len(_LEMMAS) < _LEMMAS_LIMIT:
            _LEMMAS[word] = found
    return found


def keep_lemmas(kept: dict[str, tuple[str, ...]]) -> None:
    """Take the dictionary lemmas of these words as known (lawref.search.lexicon's, of the dictionary's key)."""
    for word, found in kept.items():
        _LEMMAS.setdefault(word, found)


def parsed_lemmas(word: str) -> tuple[str, ...]:
    """Every normal form of every pymorphy3 parse of a folded word, in pymorphy3's order, ё folded; a reflexive
    verb also gives its plain verb. Only the dictionary decides them (lawref.search.lexicon keeps them for the
    Laws' words under a key of the dictionary's version and of this function's source)."""
    found: dict[str, None] = {}
    for parse in _parses(word):
        lemma = fold(parse.normal_form)
        found[lemma] = None
        # A reflexive verb also counts as its plain verb: "аннулируется" meets "аннулированная заявка".
        if parse.tag.POS in _VERBAL and lemma.endswith(("ся", "сь")) and morph().word_is_known(lemma[:-2]):
            found[lemma[:-2]] = None
    return tuple(found)


_VERBAL = frozenset({"VERB", "INFN", "PRTF", "PRTS", "GRND"})


def _parses(word: str) -> list:
    try:
        return morph().parse(word)
    except (KeyError, ValueError):  # pymorphy3 looks up unicodedata names; some letters have none ("𗀀")
        return []


def id_terms(canonical: str) -> tuple[str, ...]:
    own = fold(canonical)
    return tuple(dict.fromkeys([own, *(fold(a) for a in ancestors(canonical))]))


def lemmas(word: str) -> tuple[str, ...]:
    """All lemmas of one word (or the id terms of an id), ё folded, overrides applied."""
    if not word:
        return ()
    canonical = _as_id(word)
    if canonical:
        return id_terms(canonical)
    return word_lemmas(fold(word))


def normalise_query_word(word: str) -> tuple[str, ...]:
    """The terms a query word must meet in the index: its lemmas, or a canonical id (lower case)."""
    canonical = _as_id(word)
    if canonical:
        return (fold(canonical),)
    return word_lemmas(fold(word)) if word else ()


def all_forms(lemma: str, lexeme=None) -> set[str]:
    """Every form of a lemma, ё folded: its pymorphy3 lexeme(s) plus the forms an override gives it. `lexeme`:
    what reads a lemma's lexeme forms (default _lexeme; lawref.search.meanings passes its reader of the paradigm
    tables, the same set)."""
    lemma = fold(lemma)
    if _as_id(lemma):
        return {lemma}
    override = _overrides()[1].get(lemma)
    if override:
        return set(override)
    forms = (lexeme or _lexeme)(lemma) or {lemma}
    # Forms an override gives to another lemma do not lead here any more.
    owned = _overrides()[0]
    return {f for f in forms if f not in owned or lemma in owned[f]} | {lemma}


def _as_id(text: str) -> str | None:
    # Most texts asked (a build's ~75,000 word forms) are no candidate: answered before the cache, which they
    # would only churn.
    if not text or not (text[0].isdigit() or (text[0] in "cсCС" and text[1:2].isdigit())):
        return None
    return _candidate_id(text)


@lru_cache(maxsize=20_000)
def _candidate_id(text: str) -> str | None:
    if text.isdigit() and len(text) > 3:  # a year or a count, not a Law number
        return None
    return normalize_id(text)


# --- tokens ----------------------------------------------------------------------------------------------

def raw_tokens(text: str):
    """(start, end, is_id, canonical id or None) for each token, ids whole, words otherwise."""
    for m in _TOKEN_RE.finditer(text):
        if m.lastgroup == "id":
            canonical = _as_id(m.group())
            if canonical:
                yield m.start(), m.end(), canonical
                continue
            # Not an id after all ("1-й", "12345"): read its parts as words and numbers.
            for w in _WORD_RE.finditer(m.group()):
                yield m.start() + w.start(), m.start() + w.end(), None
        else:
            yield m.start(), m.end(), None


def tokens(text: str) -> list[Token]:
    """Tokenise and lemmatise: offsets index `text` exactly, positions count tokens from 0."""
    out: list[Token] = []
    for pos, (start, end, canonical) in enumerate(raw_tokens(text)):
        word = text[start:end]
        if canonical:
            out.append(Token(word, start, end, id_terms(canonical), True, pos))
        else:
            out.append(Token(word, start, end, word_lemmas(fold(word)), False, pos))
    return out


# --- version ---------------------------------------------------------------------------------------------

@lru_cache(maxsize=1)
def analyser_version() -> str:
    """A hash of this module, its data files and the dictionary's version (computed on first use)."""
    import hashlib
    from pathlib import Path

    digest = hashlib.sha256()
    digest.update(Path(__file__).read_bytes())
    for name in ("overrides.toml", "stopwords.txt"):
        digest.update(_data(name).read_bytes())
    try:
        from importlib.metadata import version
        digest.update(f"{version('pymorphy3')} {version('pymorphy3-dicts-ru')}".encode())
    except Exception:  # metadata missing in odd installs: the source hash still tracks our changes
        pass
    return digest.hexdigest()[:16]


def __getattr__(name: str):
    if name == "ANALYSER_VERSION":  # computed lazily: importlib.metadata is slow to import at every start
        return analyser_version()
    raise AttributeError(name)
