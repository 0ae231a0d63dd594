"""Reading a query as a director types it into concepts, each with the index terms that meet it and their tier.

Steps (`read(text, store)`), each skipped when the query starts with «!» (or `exact=True`: search exactly what
was typed, word forms still free):
  1. layout     a piece typed with the wrong keyboard layout is switched (`ghtrhfnbnm` -> прекратить)
  2. ids        ids in prose become ids («правило 27 B 1 b» -> 27B1(b)); a whole query that is an id is one
  3. words      each word meets its lemmas through the store's form map; `word*` is a prefix; «…» a phrase
  4. typos      a word that is no known form (nor a dictionary word near one) is corrected, or else read as the
                known forms it is typed of without spaces («штрафнаякарта»)
  5. thesaurus  a thesaurus phrase («out of turn») becomes the text's words («вне очереди»)
  6. questions  stop words and question words dropped (unless nothing else is left)
A concept's alternatives are {term: tier}: 0 the word itself (any form), 1 a related word, 2 the thesaurus,
3+ through a typo correction. `Reading.shown` is what «Показаны результаты для: …» prints when `changed`.
Syntax: nothing else is syntax (AND, OR, brackets, + and - are plain characters), so no query fails to parse.
search-query.js mirrors this module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lawref.errors import LawrefError
from lawref.search.dataformat import STRIDE, docs, items as read_items
from lawref.search.expand import english, thesaurus
from lawref.search.rules import QUERY, RULES, TIERS

# The limits, marks and patterns are data/rules.toml's (the browser reads the same rules from the meta).
MAX_QUERY_CHARS = QUERY["max_chars"]
MAX_QUERY_PARTS = QUERY["max_parts"]
QUOTES = QUERY["quotes"]
EXACT_MARK = QUERY["exact_mark"]
TYPO_TIER = TIERS["typo"]
PHRASE_GAPS = QUERY["phrase_gaps"]  # words that may stand inside a thesaurus phrase («открыть свои карты»)
LAYOUT_MIN = QUERY["layout_min"]  # shorter pieces are ids' letters («правило 27 B 1 b») or abbreviations
_CONTROL = re.compile(QUERY["control"])
_SIGN = re.compile(QUERY["sign"])  # «А+»: a sign after a word, read as the word a reader says for it (signs)
_RUSSIAN = re.compile(QUERY["russian_word"])
_PAST = re.compile(QUERY["past"])
_CASE_WORDS = frozenset(QUERY["case_words"])
_PIECE = re.compile(r"\S+")
_CONNECTIVES = frozenset(QUERY["connectives"])
_ABOUT = re.compile(QUERY["law_frame"], re.IGNORECASE)  # «правила про …»: the Laws named first (_about)


class QueryError(LawrefError):
    exit_code = 2


@dataclass
class Concept:
    kind: str  # "word" | "id" | "prefix" | "phrase"
    text: str  # as typed
    shown: str  # as searched (a correction, the thesaurus's words, an id read from prose)
    alts: dict[str, int] = field(default_factory=dict)  # term -> tier (word, prefix, id)
    positions: list[dict[str, int]] = field(default_factory=list)  # phrase: the terms of each word in turn
    canonical: str = ""  # id
    changed: bool = False
    shard: str = ""  # the shard whose postings hold this concept's terms
    lemmas: list[str] = field(default_factory=list)  # a word's lemmas (the thesaurus's phrases start from them)
    # A thesaurus phrase's concept: the words as typed, in that order (any form), meet it at tier 0: the literal
    # reading stays a candidate and wins ties. The terms of each typed word in turn, as `positions`.
    literal: list[dict[str, int]] = field(default_factory=list)
    # The documents with the literal words in order, when the build found them (each word's terms are the phrase's
    # own lemma: build.phrase_docs); None: the texts tell.
    literal_docs: frozenset[int] | None = None


@dataclass
class Reading:
    text: str
    concepts: list[Concept]
    id_query: str = ""  # the whole query names this clause
    exact: bool = False
    shown: str = ""
    changed: bool = False
    place: int = 0  # where the clause `id_query` names stands: 0 first; a defined term not asked about, behind
    topic: bool = False  # the query names a topic: Russian words, none a verb's that tells what happened (_topic)
    case: bool = False  # the query asks about a case: a yes-no or conditional question (_case)
    asks: bool = False  # the query's first word is a question word («как …», «когда …», «что делать …»: _asks)
    about: bool = False  # the query opens by naming the Laws («правила про …», «закон о …»: _about), dropped


def describe(query: str) -> str:
    """The query as a message quotes it (`{q!r}`: «…» in Russian), shortened to 40 characters."""
    return query if len(query) <= 40 else query[:39] + "…"


def fold(text: str) -> str:
    return text.lower().replace("ё", "е")


def read(query: str, store, exact: bool = False) -> Reading:
    if query is None or not query.strip():
        raise QueryError.labelled("search_empty_query")
    if len(query) > MAX_QUERY_CHARS:
        raise QueryError.labelled("search_long_query", n=len(query), limit=MAX_QUERY_CHARS)
    text = _CONTROL.sub(" ", query)
    if text.lstrip().startswith(EXACT_MARK):
        exact, text = True, text.lstrip()[len(EXACT_MARK):]
    if not exact:
        text = _SIGN.sub(lambda m: f"{m.group(1)} {QUERY['signs'][m.group(2)]}", text)
    text, about = (text, False) if exact else _about(text)
    reader = _Reader(store, exact)
    concepts = reader.read(text)
    if not concepts:
        raise QueryError.labelled("search_nothing", q=describe(query))
    if len(concepts) > MAX_QUERY_PARTS:
        raise QueryError.labelled("search_many_words", n=len(concepts), limit=MAX_QUERY_PARTS)
    ids = [c.canonical for c in concepts if c.kind == "id"]
    id_query = reader.whole or (ids[0] if len(concepts) == 1 and ids else "")
    place = 0
    if not id_query and not about:
        id_query = _term(concepts, store.meta)
        place = _term_place(text) if id_query else 0
    return Reading(query, concepts, id_query, exact, reader.shown(), reader.changed, place,
                   _topic(text, store, concepts), _case(text), about or _asks(text, store), about)


def _about(text: str) -> tuple[str, bool]:
    """A query that opens by naming the Laws themselves, «правила про зрителей в зале», «закон о ренонсе» (rules
    [query] law_frame), asks for the Law on what follows: (what follows, True). Else (text, False). The
    words are the query's frame, not its subject: «правила» would meet every clause that cites a Law."""
    m = _ABOUT.match(text)
    return (text[m.end():], True) if m else (text, False)


_WORD = re.compile(r"[^\W_]+")


def _asks(text: str, store) -> bool:
    """Whether a query opens with a question word (meta.questionWords: «как обжаловать решение судьи», «когда
    заканчивается торговля», «что делать при неправильной сдаче»): it asks how a matter goes (engine.ask_law)."""
    words = _WORD.findall(fold(text))  # the first word in any script: «play continued … что делать» opens in English
    return bool(words) and words[0] in store.meta["questionWords"]


def _case(text: str) -> bool:
    """Whether a query asks about a case, a yes-no or conditional question: a word of rules [query] `case_words`
    («может ли …», «что будет, если …») or a mark of `case_marks` («…?»)."""
    return any(w in _CASE_WORDS for w in _RUSSIAN.findall(fold(text))) \
        or any(mark in text for mark in QUERY["case_marks"])


def _topic(text: str, store, concepts=()) -> bool:
    """Whether a query names a topic, as an entry of the contents does («старшинство мастей», «переходы между
    столами», «как считаются очки за контракт»), not what happened («сыграл не ту коробку») nor a case asked about
    («может ли игрок …», «что будет, если …?»): it has Russian words (rules [query] russian_word), none of them a word
    of `case_words`, no mark of `case_marks`, and none, stop words aside, a verb form in the past tense: a word whose
    ending matches `past` that is a form of its shard's `verbs`, or a word the collection does not know at all (its
    concept meets nothing, not even corrected: «махнул», «потянулся»). A stop word is none, so its shard is not
    asked for. The words as read count too: a word typed without its spaces is the words it was read as
    («козырьосталсяуоппонента» tells what happened, as «козырь остался у оппонента» does)."""
    if _case(text):
        return False
    words = _RUSSIAN.findall(fold(text))
    stop = store.meta["stopwords"]
    unknown = {fold(c.text) for c in concepts if c.kind == "word" and not c.alts}
    words = [w for w in words if w not in stop]
    read_as = [w for c in concepts if c.kind == "word" for w in _RUSSIAN.findall(fold(c.text)) if w not in stop]
    return bool(words) and not any(
        _PAST.search(w) and (w in unknown or w in store.section(store.shard_key(w), "verbs"))
        for w in dict.fromkeys(words + read_as))


class _Reader:
    def __init__(self, store, exact: bool):
        self.store = store
        self.meta = store.meta
        self.exact = exact
        self.whole = ""
        self.items: list[Concept] = []
        self.changed = False
        self.stop = frozenset(self.meta["stopwords"])
        self.gaps = self.stop | frozenset(self.meta["phraseGaps"])
        self.questions = frozenset(self.meta["questionWords"])

    # --- lookups in the store ---
    def lemmas(self, word: str):
        return self.store.section(self.store.shard_key(word), "forms").get(word)

    def known(self, canonical: str) -> bool:
        return clause_place(self.store, canonical) is not None or canonical in self._cited()

    def _cited(self):
        if not hasattr(self, "_cited_set"):
            self._cited_set = frozenset(self.meta["cited"])
        return self._cited_set

    # --- steps ---
    def read(self, text: str) -> list[Concept]:
        from lawref.search import analysis

        whole = _whole_id(text)
        if whole and not self.known(whole):
            whole = _twin(whole, self.known)
        if whole:
            self.whole = whole
            return [Concept("id", text.strip(), whole, {fold(whole): 0}, canonical=whole,
                            shard=self.store.shard_key(fold(whole)))]
        chunks = re.split(f"[{re.escape(QUOTES)}]", text)
        if len(chunks) % 2 == 0:  # an unbalanced quote opens nothing
            chunks[-2:] = [chunks[-2] + " " + chunks[-1]]
        for n, chunk in enumerate(chunks):
            if n % 2:
                self._phrase(chunk, analysis)
            else:
                self._loose(chunk, analysis)
        self._counts(analysis)
        self._thesaurus()
        self._bids(analysis)
        return self._concepts()

    def _counts(self, analysis) -> None:
        """A bare number typed before a counted noun (data/number_words.toml [counted]) is a count, read as its
        cardinal word: «у одного 14 карт» is «четырнадцать карт», not Law 14; once a count is told, so is every other
        bare number of the query, the noun said once for both («у одного 14 карт, а у другого 12»)."""
        numbers = self.meta["numberWords"]
        if self.exact or "cardinal" not in numbers:
            return
        counted = set(numbers["counted"])
        told = False
        for n, item in enumerate(self.items[:-1]):
            after = self.items[n + 1]
            if item.kind != "id" or item.changed or not numbers["cardinal"].get(item.text) or after.kind != "word" \
                    or not counted.intersection(after.lemmas):
                continue
            self._count(n, numbers, analysis)
            told = True
        # the noun said once for two counts («у одного 14 карт, а у другого 12»): every bare number is a count
        for n, item in enumerate(self.items if told else ()):
            if item.kind == "id" and not item.changed and numbers["cardinal"].get(item.text):
                self._count(n, numbers, analysis)

    def _count(self, n: int, numbers, analysis) -> None:
        """The bare number self.items[n] read as its cardinal word."""
        item = self.items[n]
        word = numbers["cardinal"][item.text]
        kept, self.items = self.items, []
        self._word(word, analysis)
        concept = self.items[0]
        concept.text, concept.changed, self.changed = item.text, True, True
        concept.lemmas = concept.lemmas or [word]  # the cardinal is its own lemma: the situations read it
        kept[n], self.items = concept, kept

    def _bid_word(self, rules) -> str:
        """The book's word for a bid: rules [bids] bid, or `bid_otherwise` where the book's Definitions (meta.terms)
        define that word and not `bid`, as a reader takes the book's own term (priozer2000: «Заявка», its
        «назначение» only of a score)."""
        defined = {tuple(lemmas) for lemmas, _ in self.meta.get("terms", ())}
        if (rules["bid"],) not in defined and (rules["bid_otherwise"],) in defined:
            return rules["bid_otherwise"]
        return rules["bid"]

    def _bids(self, analysis) -> None:
        """Bids told in words (rules.toml [bids]) read as a director reads them: a level (a cardinal or a digit)
        and a strain. A bid told after one it does not outrank is an insufficient bid, a level above the last is a
        bid above seven; both bids (and the word that orders them) are read as those words, the first of which also
        keeps the strain words' terms: «сказал одну бубну после одной червы» is «недостаточная заявка», «назвал восемь
        пик» is «назначение выше семи»; bids in order are one «назначение» (rules [bids] bid), as the texts call a
        bid: «сказал одну пику не в свою очередь» is «назначение … не в свою очередь». Two bids joined by a word of
        rules [bids] instead are one said for the other («сказал две пики вместо двух червей»): no order between
        them."""
        rules = RULES["bids"]
        if self.exact:
            return
        items = self.items
        bids = []  # (index of the level, level, strain rank)
        for n in range(len(items) - 1):
            level, strain = self._level(items[n]), self._strain(items[n + 1], rules)
            if level and strain is not None:
                bids.append((n, level, strain))
        drop, words = set(), ""
        for a, b in zip(bids, bids[1:]):
            if any(fold(items[k].text) in rules["instead"] for k in range(a[0] + 2, b[0])):
                continue  # one said for the other («две пики вместо двух червей»): no auction's order
            between = [k for k in range(a[0] + 2, b[0]) if fold(items[k].text) in rules["reversing"]]
            first, second = (b, a) if between else (a, b)
            if second[1:] <= first[1:]:
                drop, words = {a[0], a[0] + 1, b[0], b[0] + 1, *between}, rules["insufficient"]
                break
        if not words:
            above = next((bid for bid in bids if bid[1] > rules["max_level"]), None)
            if above is not None:
                drop, words = {above[0], above[0] + 1}, rules["above"]
            elif bids:  # bids in order: each is a bid, said once («сказал две трефы, поправился на две бубны»)
                drop, words = {k for bid in bids for k in (bid[0], bid[0] + 1)}, self._bid_word(rules)
            else:
                return
        at = min(drop)
        self.items = []
        for word in words.split():
            self._word(word, analysis)
        for concept in self.items:
            concept.changed = True
        # the strains stay the first concept's words: a clause that writes the bids (a suit's name) still meets it
        first = self.items[0]
        for k in sorted(drop):
            if self._strain(items[k], rules) is None:
                continue
            for term, tier in items[k].alts.items():
                if term not in first.alts or tier < first.alts[term]:
                    first.alts[term] = tier
            first.lemmas += [lemma for lemma in items[k].lemmas if lemma not in first.lemmas]
        self.items = [x for k, x in enumerate(items[:at]) if k not in drop] + self.items \
            + [x for k, x in enumerate(items) if k >= at and k not in drop]
        self.changed = True

    def _level(self, item: Concept) -> int:
        """The level a word or digit names (data/number_words.toml's forms, by the word or its lemma), 0 for none."""
        if item.kind == "id":
            # ASCII digits, as the JavaScript's \d: a footnote call «¹» is no level.
            return int(item.text) if item.text.isascii() and item.text.isdigit() and len(item.text) <= 2 else 0
        if item.kind != "word":
            return 0
        whole = self.meta["numberWords"]["whole"]
        return next((whole[w] for w in (fold(item.text), *item.lemmas) if w in whole), 0)

    @staticmethod
    def _strain(item: Concept, rules) -> int | None:
        """The rank of the strain a word names (rules [bids] strains: the stems its forms begin with, lowest strain
        first), None for none."""
        if item.kind != "word":
            return None
        word = fold(item.text)
        return next((rank for rank, stems in enumerate(rules["strains"]) if any(word.startswith(x) for x in stems)),
                    None)

    def _loose(self, chunk: str, analysis) -> None:
        from lawref.search.expand import prose

        if not self.exact:
            chunk = self._layout(chunk, analysis)
            spans = prose.read_ids(chunk, self.known, self.meta["numberWords"])
        else:
            spans = []
        at = 0
        for start, end, canonical in spans:
            self._pieces(chunk[at:start], analysis)
            self.items.append(Concept("id", chunk[start:end].strip(), canonical, {fold(canonical): 0},
                                      canonical=canonical, changed=True,
                                      shard=self.store.shard_key(fold(canonical))))
            self.changed = True
            at = end
        self._pieces(chunk[at:], analysis)

    def _layout(self, chunk: str, analysis) -> str:
        from lawref.search.expand.layout import switched

        out, at = [], 0
        for m in _PIECE.finditer(chunk):
            piece = m.group()
            other = switched(piece) if len(piece) >= LAYOUT_MIN else None
            if other and not self._all_known(piece, analysis) and self._all_known(other, analysis):
                out.append(chunk[at:m.start()] + other)
                self.changed = True
            else:
                out.append(chunk[at:m.end()])
            at = m.end()
        out.append(chunk[at:])
        return "".join(out)

    def _all_known(self, piece: str, analysis) -> bool:
        words = [fold(piece[s:e]) for s, e, c in analysis.raw_tokens(piece) if not c]
        return bool(words) and all(self.lemmas(w) is not None for w in words)

    def _pieces(self, chunk: str, analysis) -> None:
        for m in _PIECE.finditer(chunk):
            piece = m.group()
            if piece.endswith("*"):
                toks = [piece[s:e] for s, e, c in analysis.raw_tokens(piece.rstrip("*"))]
                for word in toks[:-1]:
                    self._word(word, analysis)
                if toks:
                    self._prefix(toks[-1], piece)
                continue
            for s, e, canonical in analysis.raw_tokens(piece):
                word = piece[s:e]
                canonical = canonical or analysis._as_id(word)
                if canonical:
                    self.items.append(Concept("id", word, canonical, {fold(canonical): 0}, canonical=canonical,
                                              shard=self.store.shard_key(fold(canonical))))
                else:
                    self._word(word, analysis)

    def _word(self, word: str, analysis) -> None:
        folded = fold(word)
        concept = Concept("word", word, word, shard=self.store.shard_key(folded))
        lemmas = self.lemmas(folded)
        tier_offset = 0
        if lemmas is None and not self.exact:
            corrected = self._correct(folded)
            if corrected:
                lemmas, tier_offset = self.lemmas(corrected), TYPO_TIER
                concept.shown, concept.changed, concept.shard = corrected, True, self.store.shard_key(corrected)
                self.changed = True
            elif self._glued(folded, analysis):
                return
        concept.lemmas = list(lemmas or [])  # a copy, as search-query.js's slice(): the list is the search data's
        key = english.key(folded)  # an English word also meets the English titles of the Laws by its key
        if key and key not in concept.lemmas:
            concept.lemmas = concept.lemmas + [key]
        meanings = self.store.section(concept.shard, "meanings")
        capitals = thesaurus.capitals_key(word)
        if capitals and not concept.changed and capitals in meanings:  # «НИ»: the abbreviation, not the particle
            concept.lemmas = [capitals]
        display_of = self.store.section(concept.shard, "display")
        for lemma in concept.lemmas:
            for term, tier in read_items(meanings.get(lemma, ()), STRIDE["meanings"]):
                if self.exact and tier:
                    continue
                tier += tier_offset
                if term not in concept.alts or tier < concept.alts[term]:
                    concept.alts[term] = tier
            display = display_of.get(lemma)
            if display and not self.exact and not concept.changed:
                has_own = any(t == 0 for t in concept.alts.values())
                concept.shown = f"{word} ({display})" if has_own else display
                concept.changed = True
                self.changed = True
        self.items.append(concept)

    def _glued(self, word: str, analysis) -> bool:
        """A word typed without its spaces, read as its words (typos.glued): each a concept of its own, as typed.
        A real word (the guard: «выборнов») is never split, as it is never corrected."""
        from lawref.search.expand import typos

        if word in self.store.section(self.store.shard_key(word), "guard"):
            return False
        parts = typos.glued(word, lambda part: self.lemmas(part) is not None, self.stop)
        for part in parts or ():
            self._word(part, analysis)
        self.changed = self.changed or bool(parts)
        return bool(parts)

    def _correct(self, word: str) -> str | None:
        from lawref.search.expand import typos

        if not typos.max_distance(word) or word in self.stop or word in self.questions \
                or word in self.store.section(self.store.shard_key(word), "guard"):
            return None
        candidates = []
        for key in typos.skeleton_keys(word):
            candidates += read_items(self.store.section(key, "vocabulary"), STRIDE["vocabulary"])
        return typos.best(word, candidates)

    def _prefix(self, stem: str, typed: str) -> None:
        stem = fold(stem)
        concept = Concept("prefix", typed, typed, shard=self.store.shard_key(stem))
        meanings = self.store.section(concept.shard, "meanings")
        for form, lemmas in self.store.section(concept.shard, "forms").items():
            if form.startswith(stem):
                for lemma in lemmas:
                    for term, tier in read_items(meanings.get(lemma, ()), STRIDE["meanings"]):
                        if tier == 0:
                            concept.alts[term] = 0
        if concept.alts:
            self.items.append(concept)

    def _phrase(self, chunk: str, analysis) -> None:
        toks = analysis.raw_tokens(chunk)
        words = [(chunk[s:e], c) for s, e, c in toks]
        if len(words) == 1:
            self._pieces(words[0][0], analysis)
            return
        if not words:
            return
        positions = []
        for word, canonical in words:
            if canonical:
                positions.append({fold(canonical): 0})
                continue
            folded = fold(word)
            key = self.store.shard_key(folded)
            meanings = self.store.section(key, "meanings")
            terms = {}
            for lemma in self.store.section(key, "forms").get(folded, []):
                terms.update({term: 0 for term, tier in read_items(meanings.get(lemma, ()), STRIDE["meanings"])
                              if tier == 0})
            positions.append(terms)
        # the words said, quoted («махнул болвану: «играй что-нибудь»»), keep their lemmas as a thesaurus phrase's do:
        # the situations and the Laws' titles read them (rules.toml [query] quoted_lemmas); the text, the words in order
        kept = self._said(chunk, analysis) if QUERY.get("quoted_lemmas", 0) and not self.exact else []
        self.items.append(Concept("phrase", chunk.strip(), f"«{chunk.strip()}»", positions=positions, lemmas=kept))

    def _said(self, chunk: str, analysis) -> list[str]:
        """The words of a quoted phrase as loose words are read, with the thesaurus's phrases among them («остальное
        моё» is «претензия»): their lemmas and terms, for the situations; the query's note is not changed."""
        items, changed = self.items, self.changed
        self.items = []
        self._pieces(chunk, analysis)
        self._thesaurus()
        inner, self.items, self.changed = self.items, items, changed
        out: dict[str, None] = {}
        for concept in inner:
            if concept.kind != "id":
                out.update(dict.fromkeys(concept.lemmas))
                out.update(dict.fromkeys(word for term in concept.alts for word in term.split(" ")))
        return list(out)

    def _thesaurus(self) -> None:
        """Replace a run of words that is a thesaurus phrase by the phrase's concepts (longest first)."""
        if self.exact:
            return
        out: list[Concept] = []
        i = 0
        items = self.items
        while i < len(items):
            item = items[i]
            best = None
            if item.kind == "word":
                phrases = self.store.section(item.shard, "phrases")
                for lemma in item.lemmas:
                    for rest, concepts, display, in_order in phrases.get(lemma, []):
                        if best and len(rest) <= len(best[0]):
                            continue
                        end = self._phrase_end(items, i, rest)
                        if end is not None:
                            best = (rest, concepts, display, end, [lemma, *rest], in_order)
            if best:
                rest, concepts, display, end, lemmas, in_order = best
                typed = " ".join(x.text for x in items[i:end])
                literal = [{t: 0 for t, tier in x.alts.items() if tier == 0} for x in items[i:end]]
                literal = literal if len(literal) > 1 and all(literal) else []
                # the build's documents answer for the words as typed when each is the phrase's own lemma, no more
                known = len(literal) == len(lemmas) and all(list(p) == [lemma] for p, lemma in zip(literal, lemmas))
                literal_docs = frozenset(docs(in_order)) if known else None
                shown = f"{typed} ({display})" if literal else display
                # the typed words' lemmas (and English keys) stay the phrase's: the situations and the Laws' titles
                # read them («долго думал» is «колебание» and still «думать»; «insufficient bid» names Law 27)
                keys = list(dict.fromkeys(lemma for x in items[i:end] for lemma in x.lemmas))
                for n, alts in enumerate(concepts):
                    table = dict(read_items(alts, STRIDE["concept"]))
                    out.append(Concept("word", typed, shown if n == 0 else "", table, changed=True,
                                       shard=item.shard, literal=literal, lemmas=list(keys), literal_docs=literal_docs))
                if not concepts:
                    out.append(Concept("word", typed, shown, {}, changed=True, shard=item.shard, literal=literal,
                                       lemmas=list(keys), literal_docs=literal_docs))
                self.changed = True
                i = end
            else:
                out.append(item)
                i += 1
        self.items = out

    def _phrase_end(self, items, i, rest) -> int | None:
        """Where the phrase that starts at items[i] and goes on with the lemmas `rest` ends, or None. One stop word
        or word of data/phrase_gaps.txt may stand between its words: «открыть свои карты» is «открыть карты»."""
        k, gaps = i + 1, 0
        for lemma in rest:
            while (k < len(items) and gaps < PHRASE_GAPS and items[k].kind == "word"
                   and not _says(items[k], lemma) and fold(items[k].text) in self.gaps):
                k, gaps = k + 1, gaps + 1
            if k >= len(items) or items[k].kind != "word" or not _says(items[k], lemma):
                return None
            k += 1
        return k

    def _concepts(self) -> list[Concept]:
        drop = self.stop if self.exact else self.stop | self.questions
        kept = [c for c in self.items if not (c.kind == "word" and not c.changed and fold(c.text) in drop)]
        if not kept:
            kept = [c for c in self.items if c.kind != "word" or fold(c.text) not in self.stop] or self.items
        self.kept = kept
        out: list[Concept] = []
        seen = set()
        for c in kept:
            key = (c.kind, tuple(sorted(c.alts.items())), tuple(tuple(sorted(p.items())) for p in c.positions),
                   "" if c.alts or c.positions else fold(c.text))  # unknown words stay apart
            if key in seen and c.kind != "phrase":
                continue
            seen.add(key)
            out.append(c)
        return out

    def shown(self) -> str:
        if not self.changed:
            return ""
        words = [c.shown for c in getattr(self, "kept", self.items) if c.shown]
        # Two typed phrases that mean the same («выложить карты в открытую») are said once.
        return " ".join(w for i, w in enumerate(words) if i == 0 or w != words[i - 1])


def _says(item, lemma: str) -> bool:
    """Whether a word of the query says a phrase's lemma: by its own lemmas, or as one connective for another
    (rules.toml [query] connectives: «vs» for «or»)."""
    return lemma in item.lemmas or (lemma in _CONNECTIVES and fold(item.text) in _CONNECTIVES)


def clause_place(store, canonical: str):
    """A clause's document number (or its URL when it has no words), from the shard of its id; None if absent."""
    return store.section(store.shard_key(fold(canonical)), "places").get(canonical)


def _term(concepts, meta) -> str:
    """The definition whose term the query is, word for word in any form ("болвана" -> def.bolvan)."""
    for lemmas, clause_id in meta.get("terms", ()):
        if len(lemmas) == len(concepts) and all(c.kind == "word" and lemma in c.lemmas
                                                for lemma, c in zip(lemmas, concepts)):
            return clause_id
    return ""


def _term_place(text: str) -> int:
    """Where a defined term's definition stands: rules `[ranking] term_place`, or first when the query asks what
    the term is (a word of `term_ask`: «что такое ренонс»)."""
    asks = set(RULES["ranking"]["term_ask"])
    return 0 if any(fold(w) in asks for w in _WORD.findall(text)) else RULES["ranking"]["term_place"]


_WORD = re.compile(r"[^\W_]+")


def _twin(canonical: str, known) -> str:
    """An id typed with the other separator of a Law's numbered paragraph than the collection's: «2.1.а» is 2-1(a)
    in a book that numbers a Law's paragraphs 2-1, 2-2; «12-4» is 12.4 in a commentary. The twin when the collection
    has it, else the id as typed."""
    m = re.fullmatch(r"(\d+)([.-])(\d+)((?:\([^()]+\))*)", canonical)
    if not m:
        return canonical
    other = f"{m[1]}{'-' if m[2] == '.' else '.'}{m[3]}{m[4]}"
    return other if known(other) else canonical


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
