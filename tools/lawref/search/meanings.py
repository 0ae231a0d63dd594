"""Stages 3 and 4 of the search data build (lawref.search.build): what each lemma means, and its forms.

  meanings  lemma -> alternatives {term: tier}: the lemma itself (tier 0), related words (tier 1,
            lawref.search.expand.related), the thesaurus (tier 2, lawref.search.expand.thesaurus); lemmas that are
            not in the corpus but lead to it (прекращение -> прекратить, дабл -> контра) get entries too; a
            thesaurus phrase («out of turn») becomes concepts keyed by its first word's lemma; a one-word entry
            whose meaning has several words («психа»: «психическая заявка») means a composite term, met only by
            a document saying all of them (composite, composite_postings)
  forms     every form of every such lemma -> its lemmas (pymorphy3 lexemes, ё folded; for a lemma not in the
            corpus, the forms people type: no gerunds)
"""

from __future__ import annotations

import re
from functools import lru_cache

from lawref.search.rules import TIERS

EXACT, RELATED, THESAURUS = TIERS["exact"], TIERS["related"], TIERS["thesaurus"]  # data/rules.toml


# --- meanings -----------------------------------------------------------------------------------------

def _add(alts: dict[str, dict[str, int]], lemma: str, term: str, tier: int) -> None:
    table = alts.setdefault(lemma, {})
    if term not in table or tier < table[term]:
        table[term] = tier


def folded_words(text: str) -> list[str]:
    from lawref.search import analysis

    return [analysis.fold(t.text) for t in analysis.tokens(text)]


def meanings(terms: set[str], word_terms: set[str], own: dict[str, tuple[str, ...]] | None = None,
             english: dict[str, tuple[str, ...]] | None = None):
    """(alternatives, phrases, display, typed words): lemma -> {term: tier}; first lemma -> [[rest lemmas,
    concepts, display]]; lemma -> what it is shown as («дабл» -> «контра»); the thesaurus's typed words.
    `own`: the book's own words for 2017 terms it never says (situations.own_words): every meaning that says such
    a term also means it said in the book's words, and the term itself means them (own_entries)."""
    from lawref.search import analysis
    from lawref.search.expand import related, thesaurus

    alts: dict[str, dict[str, int]] = {}
    for lemma in word_terms:
        _add(alts, lemma, lemma, EXACT)
    for lemma in sorted(word_terms):
        if not any(ch.isalpha() for ch in lemma) or not cyrillic(lemma):
            continue
        for other in sorted(related.related(lemma)):
            if other in terms:
                _add(alts, lemma, other, RELATED)
            _add(alts, other, lemma, RELATED)
    phrases: dict[str, list] = {}
    display: dict[str, str] = {}
    typed_words: set[str] = set()
    composites: dict[str, list[list[str]]] = {}
    stop = analysis.STOPWORDS

    def means_terms(phrase: str) -> list[str]:
        out = []
        for word in folded_words(phrase):
            if word in stop and len(folded_words(phrase)) > 1:
                continue
            out += [t for t in key_lemmas(word)]
        return list(dict.fromkeys(out))

    def means_groups(phrase: str) -> list[list[str]]:
        """A meaning's content words, each as its lemmas (a stop word of a phrase of several words left out)."""
        words = folded_words(phrase)
        return [list(dict.fromkeys(key_lemmas(w))) for w in words if not (w in stop and len(words) > 1)]

    def shown(means: list[str]) -> str:
        """What «Показаны результаты для» names for an entry: its first meaning whose words all occur in the
        collection (never a word that matched nothing: «revoke» on a book without «ренонс» is shown as «не сыграл
        в масть»), else its first."""
        return next((m for m in means if means_terms(m) and all(t in terms for t in means_terms(m))), means[0])

    def one_word(lemma: str, entry) -> None:
        alts.setdefault(lemma, {})
        for phrase in entry.means:
            groups = means_groups(phrase)
            if len(groups) > 1:  # a meaning of several words: all of them (composite), never either
                term = composite(groups)
                composites[term] = groups
                _add(alts, lemma, term, THESAURUS)
                continue
            for term in means_terms(phrase):
                if term != lemma:
                    _add(alts, lemma, term, THESAURUS)
        display.setdefault(lemma, shown(entry.means))

    for entry in own_entries(thesaurus.load(), own or {}, english or {}, terms):
        if entry.caps:  # an abbreviation in capitals («НИ»): its own key, never the lower-case word's lemma («ни»)
            for typed in entry.typed:
                one_word(analysis.fold(typed).upper(), entry)
            continue
        for typed in entry.typed:
            words = folded_words(typed)
            if not words:
                continue
            typed_words.update(words)
            keys = [key_lemmas(w)[0] for w in words]
            for key in keys:
                alts.setdefault(key, {})
            if len(words) == 1:
                # The typed word's first lemma only: its others may be an override's extra meanings
                # («спасовал» is also «пас»), which must not take the entry's meaning.
                one_word(keys[0], entry)
                continue
            concepts = _phrase_concepts(words, keys, entry.means, means_terms, stop, terms)
            concepts = [[x for i in range(0, len(c), 2) if c[i] in terms for x in c[i:i + 2]] for c in concepts]
            if any(concepts):  # a phrase whose meaning the collection lacks leaves the typed words as they are
                phrases.setdefault(keys[0], []).append([keys[1:], [c for c in concepts if c], shown(entry.means)])
    # Each word of a composite may be said by its own one-word synonyms and related words («недостаточное
    # назначение» is also «недостаточная заявка», Law 27's title).
    composites = {term: [list(dict.fromkeys(lemma for lemma in group for lemma in
                                            [lemma, *(t for t, tier in alts.get(lemma, {}).items()
                                                      if tier <= THESAURUS and " " not in t)]))
                         for group in groups] for term, groups in composites.items()}
    return alts, phrases, display, typed_words, composites


def own_entries(entries, own: dict[str, tuple[str, ...]], english: dict[str, tuple[str, ...]] | None = None,
                terms=frozenset()):
    """The thesaurus's entries with the book's own words for words it never says (lemma -> the book's phrases, each
    its lemmas with spaces: situations.own_words, situations.book_synonyms): a meaning that says such a word gains a
    twin in each of the book's phrases after it («claim»: «претензия», then «заявление»; «auction»: «торговля», then
    «аукцион»), and each such word is an entry of its own meaning them («претензия» -> «заявление»). `english`
    (situations.book_synonyms: a word the book never says -> its synonyms of the trade thesaurus that it says) is
    read only for an entry of english.toml none of whose meanings the collection (`terms`) says: an English term
    that would find nothing there finds the book's word for it («auction» -> «торговля» -> «аукцион»)."""
    from dataclasses import replace

    from lawref.search.expand.thesaurus import Entry

    english = english or {}
    if not own and not english:
        return tuple(entries)
    out = []
    for entry in entries:
        means: list[str] = []
        book = {**own, **{k: (*own.get(k, ()), *v) for k, v in english.items()}} \
            if entry.file == "english.toml" and not any(_said(phrase, terms) for phrase in entry.means) else own
        for phrase in entry.means:
            means.append(phrase)
            words = folded_words(phrase)
            for n, word in enumerate(words):
                for said in book.get(key_lemmas(word)[0], ()):
                    means.append(" ".join([*words[:n], said, *words[n + 1:]]))
        out.append(replace(entry, means=tuple(dict.fromkeys(means))))
    for lemma, said in own.items():
        out.append(Entry((lemma,), said, "the book's own word for it (situations.own_words, book_synonyms)", "own", 0))
    return tuple(out)


def _said(phrase: str, terms) -> bool:
    """Whether the collection says every content word of a meaning (any of its lemmas among `terms`)."""
    from lawref.search.analysis import STOPWORDS

    words = [w for w in folded_words(phrase) if w not in STOPWORDS]
    return bool(words) and all(any(lemma in terms for lemma in key_lemmas(w)) for w in words)


def composite(groups: list[list[str]]) -> str:
    """The term of a meaning of several words that a document meets only with all of them («психа» is «психическая
    заявка»: «психический заявка», never «заявка» alone): their first lemmas, a space between (no lemma has one)."""
    return " ".join(group[0] for group in groups)


def composite_postings(composites, postings, context, seen):
    """Postings of the composite terms (`composites`: term -> its words, each its lemmas), added to `postings`,
    `context` and `seen` (build._postings' tables) in place: a document is a hit when each word is in its text or
    title (tf: the least of the words' counts there; a title saying them all counts as a title), else a context
    hit when each word is in its text, title or context (the section above says the rest)."""
    for term, groups in composites.items():
        per = []  # for each word: doc -> [tf text, tf title, tf context]
        for group in groups:
            docs: dict[int, list[int]] = {}
            for lemma in group:
                flat = postings.get(lemma, [])
                for i in range(0, len(flat), 3):
                    tf = docs.setdefault(flat[i], [0, 0, 0])
                    tf[0] += flat[i + 1]
                    tf[1] += flat[i + 2]
                flat = context.get(lemma, [])
                for i in range(0, len(flat), 2):
                    docs.setdefault(flat[i], [0, 0, 0])[2] += flat[i + 1]
            per.append(docs)
        hits, around = [], []
        for doc in sorted(set(per[0]).intersection(*per[1:])):
            tfs = [docs[doc] for docs in per]
            if all(t[0] or t[1] for t in tfs):
                title = min(t[1] for t in tfs)
                hits.extend((doc, min(t[0] + t[1] for t in tfs) if not title else min(t[0] for t in tfs), title))
            else:
                around.extend((doc, 1))
        if hits or around:
            postings[term], seen[term] = hits, {f for group in groups for lemma in group for f in seen.get(lemma, ())}
            if around:
                context[term] = around


def _phrase_concepts(words, keys, means, means_terms, stop, terms):
    """A typed phrase of k words as concepts: aligned word by word when every meaning has k words, or with those of
    its meanings of k words whose words are all in the collection's `terms`, else the words of its only meaning,
    else one concept holding the words of all its meanings."""
    targets = [folded_words(m) for m in means]
    # Else the meanings of as many words whose words the collection has («insufficient bid»: «недостаточное
    # назначение», not the one-word «недостаточный» as a concept holding either word).
    aligned = [t for t in targets if len(t) == len(words)
               and all(any(term in terms for term in key_lemmas(w)) for w in t if w not in stop)]
    if all(len(t) == len(words) for t in targets) or aligned:
        targets = targets if all(len(t) == len(words) for t in targets) else aligned
        concepts = []
        for i, key in enumerate(keys):
            if words[i] in stop:
                continue
            concept = {key: EXACT}
            for t in targets:
                for term in key_lemmas(t[i]):
                    concept.setdefault(term, THESAURUS)
            concepts.append([x for pair in concept.items() for x in pair])
        return concepts
    if len(targets) == 1:
        return [[x for term in key_lemmas(w) for x in (term, THESAURUS)] for w in targets[0] if w not in stop]
    return [[x for m in means for term in means_terms(m) for x in (term, THESAURUS)]]


def key_lemmas(word: str) -> list[str]:
    from lawref.search import analysis

    canonical = analysis._as_id(word)
    if canonical:
        return [analysis.fold(canonical)]
    if not cyrillic(word):
        return [word]
    return list(analysis.word_lemmas(word))


@lru_cache(maxsize=10_000)  # a whole book asks ~6,700 words, ~1.3 KB each; kept across one process's builds
def kept_parses(word: str) -> tuple:
    """analysis._parses(word), kept: a whole book's search data asked pymorphy3 ~11,600 times for ~6,700 words
    (the form map's lexemes, the situations' titles and persons, the Laws' parts of speech each asking again for
    words another had parsed). pymorphy3 answers a word the same way every time; the parses are read, never
    changed. Here, not in analysis: its source is the search data's analyser version (meta.js, the caches' keys)."""
    from lawref.search.analysis import _parses

    return tuple(_parses(word))


def cyrillic(word: str) -> bool:
    """Whether a Russian letter is in `word` (asked of every form of a build's ~70,000: a search in C)."""
    return _CYRILLIC(word) is not None


_CYRILLIC = re.compile("[а-яё]").search


# --- forms --------------------------------------------------------------------------------------------

def forms_of(lemmas: set[str], surface: set[str], terms: set[str]) -> dict[str, list[str]]:
    from lawref.search import analysis

    candidates = set(surface) | set(lemmas)  # surface: the corpus's words and the thesaurus's typed words
    for lemma in lemmas:
        if cyrillic(lemma):
            whole = lemma in terms or lemma in analysis._overrides()[1]  # an override lists its forms
            candidates |= _all_forms(lemma) if whole else _typable_forms(lemma)
    out: dict[str, list[str]] = {}
    # key_lemmas(form) of a word (most of a whole book's ~70,000 forms), its questions asked here in its order
    # (the same answers and the same caches): a call and a list less a form
    as_id, lemmas_of = analysis._as_id, analysis.word_lemmas
    for form in candidates:
        found = [lemma for lemma in (lemmas_of(form) if not as_id(form) and cyrillic(form) else key_lemmas(form))
                 if lemma in lemmas]
        if form in lemmas and form not in found:
            found.insert(0, form)
        if found:
            out[form] = found
    return out


def verb_forms(forms: dict[str, list[str]]) -> list[str]:
    """The forms of the form map (form -> its lemmas) that are a verb's that tells what happened: a personal form,
    the infinitive or the gerund of a verb among its lemmas («сыграли», «назначил», «класть»), never a participle
    («сыгранные карты» is a noun phrase) nor a noun that shares a form with a verb by chance («пас» is no form of
    «пасовать»). A query that says none of them names a topic (rules.toml [ranking] law_topic)."""
    # Each verb's telling forms looked up in the map (~60 a verb, ~1,100 verbs in a book), rather than each of the
    # map's ~70,000 forms asking each of its lemmas (the same forms; with lawref.search.lexicon's verbs.txt,
    # 0.26 -> 0.05 s of CPU of a whole book's build).
    out = set()
    for lemma in {lemma for lemmas in forms.values() for lemma in lemmas}:
        for form in _telling_forms(lemma):
            if form not in out and lemma in forms.get(form, ()):
                out.add(form)
    return sorted(out)


# A verb's forms that tell an event: not its participles, which qualify a noun.
_TELLING = frozenset({"VERB", "INFN", "GRND"})


# lemma -> its telling forms computed (not read from lawref.search.lexicon's verbs.txt) in this process: what
# scripts/gen_lexicon.py writes there; up to _VERBS_LIMIT lemmas (a long-lived process does not grow without end).
_VERBS: dict[str, frozenset[str]] = {}
_VERBS_LIMIT = 200_000


@lru_cache(maxsize=50_000)  # kept across the builds of one process (the editor's loop's search worker)
def _telling_forms(lemma: str) -> frozenset[str]:
    """The forms of `lemma` that tell an event: lawref.search.lexicon's for the Laws' lemmas, else computed."""
    from lawref.search import lexicon

    if not cyrillic(lemma) or " " in lemma:
        return frozenset()
    found = lexicon.telling_forms(lemma)
    if found is None:
        found = _parsed_telling_forms(lemma)
        if len(_VERBS) < _VERBS_LIMIT:
            _VERBS[lemma] = found
    return found


def _parsed_telling_forms(lemma: str) -> frozenset[str]:
    from lawref.search.analysis import _parses, fold

    if not cyrillic(lemma) or " " in lemma:
        return frozenset()
    out = set()
    for parse in _parses(lemma):
        if parse.tag.POS == "INFN" and fold(parse.normal_form) == lemma:
            # Not tag.POS (a set intersection and a new string each time): a tag has one part of speech.
            out.update(fold(form.word) for form in parse.lexeme if not _TELLING.isdisjoint(form.tag.grammemes))
    return frozenset(out)


# Forms of a lemma that is not in the corpus (a related word, a thesaurus word) that people type: a verb's
# gerunds would add to the form map for little (short participles stay: «исправлена»).
_UNTYPED = frozenset({"GRND"})


@lru_cache(maxsize=50_000)  # kept across the builds of one process (the editor's loop's search worker)
def _typable_forms(lemma: str) -> frozenset[str]:
    return frozenset({prefix + stem + suffix for stem, table in _lexemes(lemma) for prefix, suffix, pos in table
                      if pos not in _UNTYPED} or {lemma})


def _all_forms(lemma: str) -> set[str]:
    """analysis.all_forms(lemma), its lexemes read by _lexemes (the same set: tests/test_search_analysis.py)."""
    from lawref.search import analysis

    return analysis.all_forms(lemma, _lexeme_forms)


@lru_cache(maxsize=50_000)  # kept across the builds of one process (the editor's loop's search worker)
def _lexeme_forms(lemma: str) -> frozenset[str]:
    """Every form of `lemma`'s lexemes (analysis._lexeme(lemma), the same set), ё folded."""
    return frozenset(prefix + stem + suffix for stem, table in _lexemes(lemma) for prefix, suffix, _pos in table)


@lru_cache(maxsize=50_000)  # kept across the builds of one process (the editor's loop's search worker)
def _lexemes(lemma: str) -> tuple[tuple[str, list[tuple[str, str, str | None]]], ...]:
    """The lexemes of `lemma` (of pymorphy3's parses of it whose normal form, folded, is `lemma`), each as a stem and
    a table of (prefix, suffix, part of speech) of its forms, ё folded: a form is prefix + stem + suffix. What
    `parse.lexeme` gives, which makes a parse and a tag for each form: a parse of a dictionary word has its lexeme
    read here from the dictionary's paradigm table as pymorphy3 does (DictionaryAnalyzer.get_lexeme), each
    paradigm's table made once (_paradigm), each paradigm and stem once (a word's parses share them: «первый» is a
    nominative and an accusative); any other parse (a guessed word) is read through `parse.lexeme` (its forms
    whole: a stem "" and prefixes ""). A whole book's ~3,000 lemmas: 0.4 -> 0.1 s of CPU."""
    from lawref.search.analysis import fold, morph

    out = []
    done = set()
    for parse in kept_parses(lemma):
        if fold(parse.normal_form) != lemma:
            continue
        stack = parse.methods_stack
        unit = stack[0][0]
        if len(stack) == 1 and type(unit).__name__ == "DictionaryAnalyzer":
            _unit, fixed, para_id, idx = stack[0]
            dictionary = unit.dict
            stem = dictionary.build_stem(dictionary.paradigms[para_id], idx, fixed)
            if (para_id, stem) in done:
                continue
            table = _paradigm(dictionary, para_id)
            if table is not None and "Σ" not in stem:
                done.add((para_id, stem))
                out.append((fold(stem), table))
                continue
        pos = _Tables.of(morph().dictionary).pos
        out.append(("", [("", fold(form.word), pos.get(form.tag) or form.tag.POS) for form in parse.lexeme]))
    return tuple(out)


class _Tables:
    """A pymorphy3 dictionary's prefixes and suffixes folded and its tags' parts of speech, each by its number in
    the dictionary (~22,000 in all, made in ~10 ms once a process), and the part of speech of each tag: what
    _lexemes reads rather than asking a tag its part of speech (a property computed at each call) for each form."""

    _MADE: dict[int, _Tables] = {}

    def __init__(self, dictionary) -> None:
        from lawref.search.analysis import fold

        self.dictionary = dictionary
        self.prefixes = [fold(prefix) for prefix in dictionary.paradigm_prefixes]
        self.suffixes = [fold(suffix) for suffix in dictionary.suffixes]
        self.tag_pos = [tag.POS for tag in dictionary.gramtab]
        self.pos = dict(zip(dictionary.gramtab, self.tag_pos))
        # A capital sigma lower-cases as the last letter of a word otherwise than inside one: a form with one,
        # folded piece by piece, would not be the form folded (pymorphy3's Russian has none).
        self.whole = any("Σ" in part for part in [*dictionary.paradigm_prefixes, *dictionary.suffixes])
        self.paradigms: dict[int, list[tuple[str, str, str | None]] | None] = {}

    @classmethod
    def of(cls, dictionary) -> _Tables:
        made = cls._MADE.get(id(dictionary))
        if made is None or made.dictionary is not dictionary:
            made = cls._MADE[id(dictionary)] = cls(dictionary)
        return made


def _paradigm(dictionary, para_id: int) -> list[tuple[str, str, str | None]] | None:
    """(prefix, suffix, part of speech) of each form of a pymorphy3 paradigm (build_paradigm_info; prefix and suffix
    folded, the part of speech of the tag), made once a paradigm; None when its forms must be folded whole
    (_Tables.whole)."""
    tables = _Tables.of(dictionary)
    found = tables.paradigms.get(para_id, ())
    if found == ():
        paradigm = dictionary.paradigms[para_id]
        n = len(paradigm) // 3
        found = tables.paradigms[para_id] = None if tables.whole else [
            (tables.prefixes[paradigm[2 * n + i]], tables.suffixes[paradigm[i]], tables.tag_pos[paradigm[n + i]])
            for i in range(n)]
    return found
