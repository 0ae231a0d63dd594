"""Ranking a read query over the search data: the same algorithm as search-engine.js in the browser.

For each concept and document: the best (lowest) tier at which the concept meets the document, and the score of
its terms at that tier: whoosh's BM25F (k1 1.2, b 0.75, title frequencies times 3, context (the headings and
lead-in above a clause) times 0.3, lengths rounded as whoosh stored them), plus for an id the clause itself (+40),
the clauses under it (+3) and the clauses citing it (+2).
Documents are ordered by
  1. how many of the query's concepts they meet (all first: the old AND; then fewer),
  2. the sum of the tiers they meet them at (the words as typed before related words, before the thesaurus,
     before typo corrections),
  3. the score, then document order;
then grouped by Law (grouped), a heading that is only a title gives its place to its best clause (bare_behind), and
the Law of the first hit shows its heading second when the heading meets the query's rarest concept (law_behind).
A query that names one clause (an id, typed or in prose) shows that clause first; a bare Law number that is
not in the collection shows the commentary on it first. A quoted phrase meets a document only when its words
stand in that order (checked on the text, by the forms of each word seen in the corpus).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from lawref.search.dataformat import NO_DOC, STRIDE, docs as doc_numbers, items, part
from lawref.search.query import Reading, clause_place
from lawref.search.rules import TIERS


@dataclass(frozen=True)
class Source:
    """An extra source of clause matches beside the text's own words (the situation index of issue 17):
    `find(store, reading)` gives doc -> (score, concepts met); the ranker adds ranking.sources.NAME (rules.toml)
    times the score to a document's score, and counts the document as meeting those concepts (indexes into
    reading.concepts) at tiers.NAME where its own words do not meet them, when they meet one of them at least (a
    clause that says none of the situation's words the query has is only scored). A source is registered by
    appending it to SOURCES (search-engine.js: Ranker.sources)."""
    name: str
    find: object

    def __call__(self, store, reading) -> dict[int, tuple[float, frozenset[int]]]:
        return self.find(store, reading)


SOURCES: list[Source] = []


def concept_lemmas(concept) -> set[str]:
    """Every lemma and term the ranker reads a concept as, at any tier (the words as typed, related words, the
    thesaurus, corrections); an id is no word."""
    if concept.kind == "id":
        return set()
    out = set(concept.lemmas)
    for terms in [concept.alts, *concept.positions]:
        for term in terms:
            out.update(term.split(" "))  # a composite term (meanings.composite): each of its words
    return out


def query_lemmas(reading: Reading) -> set[str]:
    """Every lemma and term of every concept of the query (concept_lemmas)."""
    return set().union(*(concept_lemmas(c) for c in reading.concepts))


def situation_matches(store, reading: Reading) -> dict[int, tuple[float, frozenset[int]]]:
    """The source "situations": the situations of the index (meta.situations) the query tells, by their content
    words (rules.toml [situations]); each scores its clauses by the share of its words met, the ruling clause
    most, the clauses under each at `under` times its score; a clause keeps its best. A situation told well
    (at least `meets_share` of its words) is a concept met: the clauses it names (not those under them) meet the
    query's concepts whose words are the situation's, so they stand beside the clauses the query's words find.
    A query searched exactly («!…») reads no situation."""
    from lawref.search.rules import RULES

    return told(store.meta.get("situations", ()), RULES["situations"], reading)


def title_matches(store, reading: Reading) -> dict[int, tuple[float, frozenset[int]]]:
    """The source "titles": the English titles of the 2017 Laws (meta.titles, placed on the collection's Laws
    whose titles agree) by their words' keys (expand.english), read as situation_matches reads the situations,
    under rules.toml [titles]: a title meets concepts only when the query says all of its words."""
    from lawref.search.rules import RULES

    return told(store.meta.get("titles", ()), RULES["titles"], reading)


def told(entries, rules, reading: Reading) -> dict[int, tuple[float, frozenset[int]]]:
    """doc -> (score, concepts met) over entries [words, docs, under] told by the query (situation_matches)."""
    if reading.exact:
        return {}
    per_concept = [concept_lemmas(c) for c in reading.concepts]
    said = set().union(*per_concept)
    out: dict[int, tuple[float, frozenset[int]]] = {}
    for words, docs, under in entries:
        met = sum(1 for lemmas in words if any(lemma in said for lemma in lemmas))
        if met < min(rules["min_words"], len(words)) or met < rules["min_share"] * len(words):
            continue
        share = met / len(words)
        meets = frozenset(i for i, lemmas in enumerate(per_concept)
                          if any(lemma in lemmas for word in words for lemma in word)) \
            if share >= rules["meets_share"] else frozenset()
        for n, doc in enumerate(docs):
            score = share * (rules["ruling"] if n == 0 else rules["other"])
            # the clauses under a named one are scored, they meet no concept: the situation names its clauses
            own = [(doc, score, meets)] if doc != NO_DOC else []
            below = score * (rules["under"] if own else rules["under_no_doc"])
            for d, s, m in own + [(d, below, frozenset()) for d in under[n]]:
                old = out.get(d, (0.0, frozenset()))
                out[d] = (max(s, old[0]), old[1] | m)
    return out


SOURCES.append(Source("situations", situation_matches))
SOURCES.append(Source("titles", title_matches))


@dataclass
class Hit:
    id: str
    doc: int
    title: str
    heading: str
    name: str
    text: str
    law: str
    source: str
    kind: str
    edition: int
    file: str
    line: int
    score: float
    coverage: int = 0
    matches: list[tuple[int, int]] = field(default_factory=list)  # spans of `text` to highlight
    group: int = -1  # the document of the Law heading it is shown under (meta.headDoc), -1: none
    group_title: str = ""  # that heading's title
    label: str = ""  # what a reader is shown for it: its id when a reader's own («70C2»), else a name (never «27.exC»)

    def shown_as(self, apart: str = " ") -> str:
        """What the result is called, as search-render.js's resultTitle says it: «70C2 name» for a reader's own id
        (set `apart` from its name: the terminal uses two spaces), else the reader's label («Пример C к Правилу
        27»), with what the name says more."""
        label = self.label or self.id
        if label == self.id:
            return f"{self.id}{apart}{self.name}".rstrip()
        more = _rest(self.name, label)
        return f"{label} · {more}" if more else label


def note_for_reader(shown: str, hits) -> str:
    """«Показаны результаты для: …» as a reader reads it: an id read from prose that is no reader's own
    («27.8.note1») is named by its found clause's label («Примечание к 27.8»); search-render.js's readerNote."""
    names = {h.id: h.label for h in hits if h.label and h.label != h.id}
    return " ".join(names.get(word, word) for word in shown.split(" "))


def _rest(name: str, label: str) -> str:
    """What `name` says beyond `label`: its words after those the two begin with («Пример С 1H 1D» beside «Пример С
    к Правилу 27»: «1H 1D»); nothing when the label holds it all (search-render.js's `rest`)."""
    if not name or name in label:
        return ""
    n, ll = name.split(" "), label.split(" ")
    k = 0
    while k < len(n) and k < len(ll) and n[k] == ll[k]:
        k += 1
    return " ".join(n[k:])


class Ranker:
    def __init__(self, store):
        self.store = store
        self.meta = store.meta
        r = self.meta["ranking"]
        self.k1, self.b, self.boost, self.id_boost = r["k1"], r["b"], r["boost"], r["idBoost"]
        # A Law's (or commentary's) heading: its title weighs boost.law_title, not boost.title.
        self.law_title = r["boost"]["law_title"] / r["boost"]["title"]
        self.head_doc = self.meta["headDoc"]
        self.lifted: set[int] = set()  # the Law headings the last query names by title (rank)
        self.named: set[int] = set()  # those it names by their contents (contents_met)
        self.tables: list[dict[int, tuple[int, float]]] = []  # the last query's concepts: doc -> (tier, score)
        self.titles: list[set[int]] = []  # the last query's concepts: the documents whose own title they meet

    def postings(self, term: str, shard: str) -> dict | None:
        entry = self.store.section(shard, "postings").get(term)
        if entry is None and shard != self.store.shard_key(term):
            entry = self.store.section(self.store.shard_key(term), "postings").get(term)
        return entry

    def bm25(self, fieldname: str, tf: int, doc: int, df: int) -> float:
        n = self.meta["docs"]
        idf = math.log(n / (df + 1)) + 1
        weight = tf * self.boost[fieldname]
        length = self.meta["lengths"][fieldname][doc]
        avg = self.meta["avgLength"][fieldname]
        return idf * (weight * (self.k1 + 1)) / (weight + self.k1 * ((1 - self.b) + self.b * length / avg))

    def concept_scores(self, concept, titles: set[int] | None = None) -> dict[int, tuple[int, float]]:
        """doc -> (best tier, score at that tier); `titles` gains the documents whose own title a term of the
        concept meets, at any tier (section_first)."""
        out: dict[int, tuple[int, float]] = {}

        def add(doc: int, tier: int, score: float) -> None:
            old = out.get(doc)
            if old is None or tier < old[0]:
                out[doc] = (tier, score)
            elif tier == old[0]:
                out[doc] = (tier, old[1] + score)

        if concept.kind == "phrase":
            return self._phrase(concept.positions)
        if concept.literal:  # a thesaurus phrase's words as typed, in order: tier 0
            for doc, (_, score) in self._phrase(concept.literal, concept.literal_docs).items():
                add(doc, 0, score)
        for term, tier in concept.alts.items():
            entry = self.postings(term, concept.shard or self.store.shard_key(term))
            if not entry:
                continue
            for doc, s in self.field_scores(entry):
                add(doc, tier, s)
            if titles is not None and concept.kind != "id":
                doc = 0
                for gap, _, tf_title in items(part(entry, "hits"), STRIDE["hits"]):
                    doc += gap
                    if tf_title:
                        titles.add(doc)
            if concept.kind == "id":
                for doc in doc_numbers(part(entry, "under")):
                    add(doc, tier, self.id_boost["path"])
                for doc in doc_numbers(part(entry, "citers")):
                    add(doc, tier, self.id_boost["refs"])
        if concept.kind == "id":
            own = clause_place(self.store, concept.canonical)
            if isinstance(own, int):
                add(own, 0, self.id_boost["own"])
        return out

    def field_scores(self, entry: dict) -> list[tuple[int, float]]:
        """(doc, BM25F) for a term's postings: its hits (doc gap, tf text, tf title), then its context (doc gap,
        tf context). A document in both comes twice: its callers add the two."""
        hits = items(part(entry, "hits"), STRIDE["hits"])
        context = items(part(entry, "context"), STRIDE["context"])
        df_text = sum(1 for _, tf_text, _ in hits if tf_text)
        df_title = sum(1 for _, _, tf_title in hits if tf_title)
        out, doc = [], 0
        for gap, tf_text, tf_title in hits:
            doc += gap
            s = 0.0
            if tf_text:
                s += self.bm25("text", tf_text, doc, df_text)
            if tf_title:
                title = self.bm25("title", tf_title, doc, df_title)
                s += title * self.law_title if doc < len(self.head_doc) and self.head_doc[doc] == doc else title
            out.append((doc, s))
        doc = 0
        for gap, tf in context:
            doc += gap
            out.append((doc, self.bm25("context", tf, doc, len(context))))
        return out

    def _phrase(self, positions, in_order=None) -> dict[int, tuple[int, float]]:
        """doc -> (0, score) for the documents with the words of `positions` in order: those of `in_order` when the
        build found them (no text read), else those whose text or title shows them."""
        from lawref.search.analysis import raw_tokens

        per_word = []
        forms: list[set[str]] = []
        for terms in positions:
            docs: dict[int, float] = {}
            seen: set[str] = set()
            for term in terms:
                entry = self.postings(term, self.store.shard_key(term))
                if not entry:
                    continue
                seen.update(part(entry, "forms"))
                for doc, s in self.field_scores(entry):
                    docs[doc] = docs.get(doc, 0.0) + s
            per_word.append(docs)
            forms.append(seen)
        if not per_word:
            return {}
        common = set(per_word[0]).intersection(*per_word[1:])
        out = {}
        for doc in sorted(common):
            if in_order is None:
                entry = self.store.text(doc)
                shows = any(_in_order(field_text, forms, raw_tokens) for field_text in (entry.text, entry.title))
            else:
                shows = doc in in_order
            if shows:
                out[doc] = (0, sum(w[doc] for w in per_word))
        return out

    def rank(self, reading: Reading, allowed=None) -> list[tuple[int, int, int, float]]:
        """[(doc, coverage, tier sum, score)], best first; a concept's tier counts from the best tier any document
        meets it at, up to the thesaurus tier (a word no clause says as typed costs nothing for meeting it through the
        thesaurus; a correction of a typo still costs its extra tier)."""
        self.titles = [set() for _ in reading.concepts]
        tables = [self.concept_scores(concept, titles) for concept, titles in zip(reading.concepts, self.titles)]
        self.tables = tables  # with the concepts the sources meet (law_behind reads them)
        extra: dict[int, float] = {}
        for source in SOURCES:
            weight = self.meta["ranking"].get("sources", {}).get(source.name, 0.0)
            tier = TIERS.get(source.name, 0)
            for doc, (score, meets) in source(self.store, reading).items() if weight else ():
                extra[doc] = extra.get(doc, 0.0) + weight * score
                if not any(doc in tables[i] for i in meets):
                    continue  # a clause that says none of the situation's words the query has: only scored
                for i in meets:  # a concept its own words do not meet; never a tier of its words changed
                    tables[i].setdefault(doc, (tier, 0.0))
        self.named = contents_met(self.meta.get("contents", ()), reading, tables) \
            if self.meta["rules"]["ranking"].get("contents", 0) else set()
        totals: dict[int, list] = {}
        for table in tables:
            # a concept no document meets as typed costs no document anything for meeting it at its best tier, up
            # to the thesaurus' («вздохнул»: only «реагировать» reaches the text); a typo correction still costs
            best = min([TIERS["thesaurus"], *(tier for tier, _ in table.values())])
            for doc, (tier, score) in table.items():
                if allowed is not None and not allowed(doc):
                    continue
                t = totals.setdefault(doc, [0, 0, 0.0])
                t[0] += 1
                t[1] += tier - best
                t[2] += score
        for doc, score in extra.items():
            if allowed is None or allowed(doc):
                totals.setdefault(doc, [0, 0, 0.0])[2] += score
        # a Law the query names by its title: with the documents meeting the most concepts, and first among them
        lifted = {doc for doc in titled(self.meta.get("heads", ()), self.head_doc, reading, tables) if doc in totals}
        self.lifted = lifted
        top = max((t[0] for t in totals.values()), default=0)
        for doc in lifted:
            totals[doc][0] = top
        # the front matter (a preface: about the book, no ruling) after the Laws' documents meeting as many concepts
        front = set(self.meta.get("front", ())) if self.meta["rules"]["ranking"].get("front_last", 0) else set()
        ranked = sorted(totals.items(), key=lambda kv: (-kv[1][0], kv[0] in front, kv[0] not in lifted, kv[1][1],
                                                        -kv[1][2], kv[0]))
        return [(doc, c, t, s) for doc, (c, t, s) in ranked]


def contents_met(contents, reading: Reading, tables) -> set[int]:
    """A query that names a topic (reading.topic) whose concepts a Law's contents (its title and its sections'
    titles: meta.contents) say more of than any one document meets asks for that Law, as a reader finds it on the
    contents page («как считаются очки за контракт, премии и штрафы»: Law 77, whose sections are «Очки за взятки
    в контракте», «Премии …», «Штрафы …»; no clause says more than three of the five): its heading meets the
    concepts its contents say (as typed or by the root: tiers up to [titled] max_tier), scored nothing more, and,
    being what was asked for, keeps its place when it is a bare title (bare_behind). Returns those headings. Not
    for an exact query or an id."""
    from lawref.search.rules import RULES

    if not contents or not reading.topic or reading.exact or any(c.kind == "id" for c in reading.concepts):
        return set()
    max_tier = RULES["titled"]["max_tier"]
    said: list[dict[str, int]] = []
    for c in reading.concepts:  # a quoted phrase is its words in order: no contents say it
        terms = {} if c.kind == "phrase" else {lemma: 0 for lemma in c.lemmas}
        for term, tier in c.alts.items():
            if tier <= max_tier and tier < terms.get(term, max_tier + 1):
                terms[term] = tier
        said.append(terms)
    count: dict[int, int] = {}
    for table in tables:
        for doc in table:
            count[doc] = count.get(doc, 0) + 1
    most = max(count.values(), default=0)  # the most concepts one document meets
    named: set[int] = set()
    for head, lemmas in contents:
        words = set(lemmas)
        tiers = {i: min(tier for term, tier in terms.items() if term in words)
                 for i, terms in enumerate(said) if words.intersection(terms)}
        met = set(tiers) | {i for i, table in enumerate(tables) if head in table}
        if len(met) > most:
            for i, tier in tiers.items():
                tables[i].setdefault(head, (tier, 0.0))
            named.add(head)
    return named


def titled(heads, head_doc, reading: Reading, tables) -> list[int]:
    """The Law headings the query names by title (rules.toml [titled]), as a reader picks a Law from the contents:
      whole:   every content word of the title said by a concept as typed or by its root, and the query's rarest
               concept (meeting the fewest documents) meets the heading and, for a title of at most `subject_words`
               content words, is the Law's subject (at least `subject_share` of the documents it meets are that
               Law's);
      partial: else, the titles whose words the query says (as typed, by the root, by the first `stem` letters,
               or through the thesaurus) make up at least `share` of the title's weight, each word weighing by
               its rarity among the titles (log((titles + 1) / titles with the word)), and one concept saying a
               title word is the Law's subject: the best of them («вежливость и этикет» -> 74 «ПОВЕДЕНИЕ И
               ЭТИКЕТ»: «этикет» is in one title and all its clauses are Law 74's)."""
    from lawref.search.rules import RULES

    if reading.exact or any(c.kind == "id" for c in reading.concepts):
        return []
    rules = RULES["titled"]
    said: set[str] = set()
    for c in reading.concepts:
        said.update(c.lemmas)
        said.update(t for t, tier in c.alts.items() if tier <= rules["max_tier"])
        for position in c.positions + c.literal:
            said.update(t for t, tier in position.items() if tier <= rules["max_tier"])
    met = [table for table in tables if table]
    if not met:
        return []
    rarest = min(met, key=len)  # the first of the rarest: the query's distinctive concept

    def subject(table, doc) -> bool:
        return sum(1 for d in table if head_doc[d] == doc) >= rules["subject_share"] * len(table)

    out = []
    for doc, words in heads:
        if doc in rarest and rarest[doc][0] <= rules["max_tier"] \
                and all(any(lemma in said for lemma in word) for word in words) \
                and (len(words) > rules["subject_words"] or subject(rarest, doc)):
            out.append(doc)
    return out or partly_titled(heads, head_doc, reading, tables, subject, rarest)


def partly_titled(heads, head_doc, reading: Reading, tables, subject, rarest) -> list[int]:
    """titled's partial reading, when no title is said whole: a heading's title words each weigh by their rarity
    among the titles (log((titles + 1) / titles with the word), a word by its rarest lemma) and the query's concepts
    by their rarity among the documents (log((documents + 1) / documents met)); a concept says a title word by any
    of its lemmas and terms (concept_lemmas: the thesaurus too) or their first `stem` letters. A heading is named
    when the words said make up at least `share` of its title's weight, the concepts saying them at least
    `query_share` of the query's, the query's rarest concept and one saying a title word that meets the heading
    are the Law's subject; the headings with the largest share are returned («тасовка и раздача карт»: Law 6
    «ТАСОВАНИЕ И СДАЧА» by «тасов…» and the thesaurus's «сдача»)."""
    from lawref.search.rules import RULES

    rules = RULES["titled"]
    stem = rules["stem"]

    def keys(lemmas) -> set[str]:
        return set(lemmas) | {lemma[:stem] for lemma in lemmas if len(lemma) >= stem}

    concepts = [keys(concept_lemmas(c)) for c in reading.concepts]
    rarity = [math.log((len(head_doc) + 1) / len(table)) if table else 0.0 for table in tables]
    df: dict[str, int] = {}
    for _, words in heads:
        for lemma in {lemma for word in words for lemma in word}:
            df[lemma] = df.get(lemma, 0) + 1
    best, out = rules["share"], []
    for doc, words in heads:
        if not words or not subject(rarest, doc):
            continue
        weight = said = 0.0
        saying: set[int] = set()
        for word in words:
            w = math.log((len(heads) + 1) / min(df[lemma] for lemma in word))
            weight += w
            these = [i for i, k in enumerate(concepts) if keys(word) & k]
            if these:
                said += w
                saying.update(these)
        if not any(doc in tables[i] and subject(tables[i], doc) for i in saying) \
                or sum(rarity[i] for i in sorted(saying)) < rules["query_share"] * sum(rarity):
            continue
        share = said / weight
        if share > best + 1e-9:
            best, out = share, [doc]
        elif share >= best - 1e-9:
            out.append(doc)
    return out


def _in_order(text: str, forms: list[set[str]], raw_tokens) -> bool:
    words = [text[s:e].lower().replace("ё", "е") for s, e, _ in raw_tokens(text)]
    n = len(forms)
    for i in range(len(words) - n + 1):
        if all(words[i + k] in forms[k] for k in range(n)):
            return True
    return False


def search(store, reading: Reading, *, limit: int = 10, scope: str | None = None,
           law: str | None = None) -> tuple[list[Hit], str]:
    """The best `limit` clauses for a read query. Returns (hits, mode): "and" when the first hit meets every
    concept, "or" when none does, "none" when nothing matched."""
    ranker = Ranker(store)
    allowed = _filter(store, scope, law) if scope or law else None
    ranked = ranker.rank(reading, allowed)
    order = [doc for doc, *_ in ranked]
    scores = {doc: s for doc, _, _, s in ranked}
    covered = {doc: c for doc, c, _, _ in ranked}
    band = {doc: (c, t) for doc, c, t, _ in ranked}
    order = grouped(order, store.meta["headDoc"], covered, store.meta["ranking"]["group"], len(reading.concepts),
                    band)
    rules = store.meta["rules"]["ranking"]
    sections = carried(order, store.meta["headDoc"], ranker.titles, ranker.tables, reading,
                       rules.get("section_first", 0))
    bare = [(doc, end) for doc, end in store.meta.get("bare", ()) if doc not in ranker.lifted | ranker.named]
    order = definition_first(order, store.meta.get("definitions", ()), store.meta["headDoc"], ranker.titles,
                             ranker.tables, reading, rules.get("definition_first", 0))
    order = bare_behind(order, bare, rules["bare_window"])
    order = section_first(order, sections)
    order = law_behind(order, store.meta["headDoc"], ranker.tables, reading, rules["law_place"],
                       rules.get("law_run", 0), rules.get("law_topic", 0), rules.get("topic_unmet", 0))
    order = ask_law(order, store.meta["headDoc"], store.meta.get("heads", ()), ranker.titles, ranker.tables, reading,
                    rules.get("ask_law", 0))
    order = term_law(order, store.meta.get("termLaws", ()), reading, rules.get("term_law", 0))
    order = case_clause(order, store.meta["headDoc"], reading, rules.get("case_clause", 0))
    own = _own_clause(store, reading.id_query)
    if own is not None and (allowed is None or allowed(own)):
        scores[own] = max(scores.values(), default=0.0)
        covered[own] = len(reading.concepts)
        rest = [d for d in order if d != own]
        order = rest[:reading.place] + [own] + rest[reading.place:]
    order = order[:limit]
    hits = [_hit(store, doc, scores.get(doc, 0.0), covered.get(doc, 0)) for doc in order]
    forms = _highlight_forms(ranker, reading)
    for hit in hits:
        hit.matches = match_spans(hit.text, forms)
    if not hits:
        mode = "none"
    else:
        mode = "and" if hits[0].coverage >= len(reading.concepts) else "or"
    return hits, mode


def grouped(order: list[int], head_doc, covered: dict[int, int], size: int, concepts: int, band) -> list[int]:
    """Results grouped by Law: each Law where its best clause ranks, its heading first when the heading meets all
    the query's `concepts` (the Law's title says what the query asks), then its best clauses, at most `size`
    documents a group; the rest of each group follows all the groups, in rank order. A document of no Law is a
    group of its own. Grouping never crosses a band (`band[doc]`: concepts met and tiers, which the order is
    sorted by first): the words as typed still rank above a synonym. `size` 0: the ranked order as it is."""
    if not size:
        return order
    out, start = [], 0
    for end in range(1, len(order) + 1):
        if end == len(order) or band[order[end]] != band[order[start]]:
            out += _grouped(order[start:end], head_doc, covered, size, concepts)
            start = end
    return out


def bare_behind(order: list[int], bare, window: int) -> list[int]:
    """A heading that is only a title over its clauses (meta.bare: no text of its own, «ПРАВИЛО 61. НЕСОБЛЮДЕНИЕ
    МАСТИ – ВОПРОСЫ О РЕНОНСЕ» over 61A …) gives its place to the best of its clauses that has words of its own and
    stands just behind it, when that clause is among the `window` documents after it (the documents between keep
    their places: the Law ranks where its heading did): the reader gets the words that answer first, and
    the title still stands beside them (the terminal and the browser show it above its clauses anyway). A heading
    with no clause of its own near it keeps its place: it is then the only pointer to its Law; so does a Law the
    query names by its title (engine.titled: search leaves it out of `bare`), which is what was asked for."""
    if not window:
        return order
    ends = {doc: end for doc, end in bare}
    out = list(order)
    for head in [doc for doc in order if doc in ends]:
        i = out.index(head)
        j = next((j for j in range(i + 1, min(i + 1 + window, len(out)))
                  if head < out[j] < ends[head] and out[j] not in ends), None)
        if j is not None:
            out.insert(i, out.pop(j))
    return out


def carried(order: list[int], head_doc, titles, tables, reading: Reading, on: int) -> dict[int, int]:
    """The sections whose own title carries the query, each under a Law heading whose title says less of it
    (rules.toml [ranking] section_first): for a heading in `order` whose title does not meet every concept some
    document meets, the best ranked document of its Law (not the heading) whose title meets them all («Посторонняя
    информация от партнёра», 16B, under Law 16 «НЕРАЗРЕШЁННАЯ ИНФОРМАЦИЯ», for «unauthorized information from
    partner»): the Law is about more, the section is what was asked. `titles[i]`: the documents whose title concept
    i meets (Ranker.titles). Returns heading -> section. None for an exact query or an id, or a query of one
    concept met (a section's title cannot say more of it than its Law's); 0: off."""
    if not on or not order or reading.exact or reading.id_query:
        return {}
    met = [i for i, table in enumerate(tables) if table]
    if len(met) < 2:
        return {}
    out: dict[int, int] = {}
    heads = {doc for doc in order if doc < len(head_doc) and head_doc[doc] == doc
             and not all(doc in titles[i] for i in met)}
    for doc in order:
        head = head_doc[doc] if doc < len(head_doc) else -1
        if head in heads and head != doc and head not in out and all(doc in titles[i] for i in met):
            out[head] = doc
    return out


def definition_first(order: list[int], definitions, head_doc, titles, tables, reading: Reading,
                     on: int) -> list[int]:
    """A query that is a term alone, every concept met by the title of a section defining a term (meta.definitions:
    «Определение ренонса») or by its Law's title (87A «Определение» under «ИСПОРЧЕННАЯ СДАЧА»), is answered by that
    definition first, as a reader looks a term up (rules.toml [ranking] definition_first): «revoke», «ренонс» -> 61A,
    «fouled board» -> 87A. Of several, the best ranked. Not for an exact query or one with an id, nor one that asks
    for the Laws on the term («правила про ренонс»: reading.about, a definition is no rule); 0: off."""
    if not on or not order or not definitions or reading.exact or reading.about or not reading.concepts \
            or any(c.kind != "word" for c in reading.concepts) or not all(tables):
        return order
    # the few definitions first, the order (thousands of documents on a common word) only when one of them says it all
    found = {doc for doc in definitions if all(doc in titles[i] or head_doc[doc] in titles[i]
                                               for i in range(len(tables)))}
    best = next((doc for doc in order if doc in found), None) if found else None
    if best is None:
        return order
    return [best] + [doc for doc in order if doc != best]


def section_first(order: list[int], sections: dict[int, int]) -> list[int]:
    """Each section of `sections` (heading -> section: carried) stands just before its Law's heading when it stands
    after it: the answer first, the Law it belongs to beside it."""
    out = list(order)
    for head, section in sections.items():
        i, j = out.index(head), out.index(section)
        if j > i:
            out.insert(i, out.pop(j))
    return out


def law_behind(order: list[int], head_doc, tables, reading: Reading, place: int, run: int = 0,
               topic: int = 0, unmet: int = 0) -> list[int]:
    """The Law of the first hit shows its heading at `place` (rules.toml [ranking] law_place; 1: second) when the
    heading meets the query's rarest concept (the first of those meeting the fewest documents) at a tier up to the
    thesaurus's and stands below that place: the clause that answers stays first, and the Law whose subject the
    query names stands beside it, as a reader of the contents expects («как обжаловать решение судьи»: 92A, then
    Law 92 «ПРАВО НА АПЕЛЛЯЦИЮ», which stood below the tenth). Else, when the first `run` hits (rules [ranking]
    law_run) are all clauses of that Law, its heading stands just behind them: the query names the Law's subject in
    words its clauses say and its title does not («сколько очков пишется за контракт, гейм и шлем»: 77B2, 77B1,
    77B3, then Law 77 «ТАБЛИЦА ПОДСЧЁТА ОЧКОВ …»). Before that, a query that names a topic (reading.topic: no verb
    tells what happened) shows the heading at `topic` (rules [ranking] law_topic) when it stands lower: the Law the
    topic is among the first three («переходы между столами по турам»: 8A2, 8C, then Law 8 «ПОРЯДОК ТУРОВ»), and
    for a topic told in at least `unmet` concepts (rules [ranking] topic_unmet) even when the heading meets none of
    them: the title says the topic in the translation's own words («как класть сыгранные карты перед собой»: 65A,
    45A, then Law 65 «РАСКЛАДКА ВЗЯТОК», which no word of the query meets). None for an exact query or an id; place
    0, topic 0 or run 0: that reading off."""
    if not order or reading.exact or reading.id_query:
        return order
    first = order[0]
    head = head_doc[first] if first < len(head_doc) else -1
    met = [table for table in tables if table]
    if head < 0 or head == first or not met:
        return order
    rarest = min(met, key=len)  # the first of the rarest: the query's distinctive concept
    if place and head in order[place + 1:] and head in rarest and rarest[head][0] <= TIERS["thesaurus"]:
        at = place
    elif topic and reading.topic and (head in order[topic + 1:]
                                      or unmet and len(reading.concepts) >= unmet and head not in order):
        at = topic
    elif run and head in order[run + 1:] and all(d < len(head_doc) and head_doc[d] == head for d in order[:run]):
        at = run
    else:
        return order
    out = [doc for doc in order if doc != head]
    out.insert(at, head)
    return out


def ask_law(order: list[int], head_doc, heads, titles, tables, reading: Reading, window: int) -> list[int]:
    """A topic asked with a question word first (reading.topic and reading.asks: «как обжаловать решение судьи»,
    «когда заканчивается торговля», «что делать при неправильной сдаче») asks how a matter goes: the Law that rules
    on it answers, its clauses follow. The first hit's Law heading stands first when it is among the first `window`
    documents (rules.toml [ranking] ask_law) and its own title meets a concept of the query (`titles`: Ranker.titles)
    («как обжаловать решение судьи»: Law 92 «ПРАВО НА АПЕЛЛЯЦИЮ», then 92A). Only a Law's heading (`heads`:
    meta.heads): a commentary discusses cases, its paragraph answers («как быть с конвенционным пасом вне очереди»:
    the commentary's 31.2, not its heading c31). A topic said as a noun phrase («ренонс в двенадцатой взятке») names
    what it looks for and keeps its clause first; a case asked about (reading.case: «можно ли …», «что будет, если
    …») is no topic. None for an exact query or an id; 0: off."""
    if not window or not order or not reading.topic or not reading.asks or reading.exact or reading.id_query:
        return order
    first = order[0]
    head = head_doc[first] if first < len(head_doc) else -1
    if head < 0 or head == first or head not in order[1:window] or all(doc != head for doc, _ in heads) \
            or not any(head in titles[i] for i, table in enumerate(tables) if table):
        return order
    return [head] + [doc for doc in order if doc != head]


def case_clause(order: list[int], head_doc, reading: Reading, on: int) -> list[int]:
    """A case asked about (reading.case: «может ли зритель указать на нарушение», «что будет, если …?») is answered
    by the clause that rules on it, not by a Law's title: when headings stand first, the best clause after them stands
    first and they follow it (rules.toml [ranking] case_clause; 76B5, then Law 76 «ЗРИТЕЛИ»). None for an exact
    query or an id; 0: off."""
    if not on or not order or reading.exact or reading.id_query or not reading.case:
        return order

    def heading(doc: int) -> bool:
        return doc < len(head_doc) and head_doc[doc] == doc

    if not heading(order[0]):
        return order
    j = next((j for j in range(1, len(order)) if not heading(order[j])), None)
    if j is None:
        return order
    return [order[j]] + order[:j] + order[j + 1:]


def term_law(order: list[int], term_laws, reading: Reading, place: int) -> list[int]:
    """A query whose first hit is a term's definition tells the term in the definition's words («партнёр
    разыгрывающего, который выложил карты»: «Болван»); the Law whose title says the term (meta.termLaws: in the
    fewest words; of several, the best ranked, else the first) stands at `place` (rules.toml [ranking] term_law), as
    a reader goes from the Definitions to the Law on the term (Law 42 «ПРАВА БОЛВАНА»). None for an exact query or
    an id; 0: off."""
    if not place or not order or reading.exact or reading.id_query:
        return order
    laws = next((heads for doc, heads in term_laws if doc == order[0]), None)
    if not laws:
        return order
    rank = {doc: n for n, doc in enumerate(order)}
    head = min(laws, key=lambda doc: (rank.get(doc, len(order)), laws.index(doc)))
    if rank.get(head, len(order)) <= place:
        return order
    out = [doc for doc in order if doc != head]
    out.insert(place, head)
    return out


def _grouped(order: list[int], head_doc, covered: dict[int, int], size: int, concepts: int) -> list[int]:
    groups: dict[int, list[int]] = {}
    for doc in order:
        head = head_doc[doc] if doc < len(head_doc) and head_doc[doc] >= 0 else doc  # a heading: itself
        groups.setdefault(head, []).append(doc)
    first, rest = [], []
    for head, members in groups.items():
        if head in members[1:] and covered[head] >= concepts:
            members = [head] + [d for d in members if d != head]
        first += members[:size]
        rest += members[size:]
    rank = {doc: n for n, doc in enumerate(order)}
    return first + sorted(rest, key=rank.__getitem__)


def _filter(store, scope: str | None, law: str | None):
    """doc -> whether it is in the scope (laws or commentary) and of the Law asked for."""
    want = {"laws": "law", "law": "law"}.get(scope, scope) if scope else None
    docs = store.docs

    def allowed(doc: int) -> bool:
        row = docs[doc]
        return (want is None or row[1] == want) and (law is None or row[0] == law)
    return allowed


def _own_clause(store, canonical: str):
    if not canonical:
        return None
    own = clause_place(store, canonical)
    if not isinstance(own, int) and canonical.isdigit():
        own = clause_place(store, f"c{canonical}")  # «правило 31»: the commentary on Law 31
    return own if isinstance(own, int) else None


def _hit(store, doc: int, score: float, coverage: int) -> Hit:
    entry = store.text(doc)
    law, source, edition, file, line = store.row(doc)
    head = store.meta["headDoc"][doc]
    return Hit(id=entry.id, doc=doc, title=entry.title, heading=entry.heading, name=entry.name, text=entry.text,
               law=law, source=source, kind=entry.kind, edition=edition, file=file, line=line, score=score,
               coverage=coverage, group=head, group_title=store.text(head).title if head >= 0 else "",
               label=entry.label)


def _highlight_forms(ranker: Ranker, reading: Reading) -> set[str]:
    forms: set[str] = set()
    for concept in reading.concepts:
        terms = dict(concept.alts or {t: 0 for p in concept.positions for t in p})
        terms.update({t: 0 for p in concept.literal for t in p})
        for term in terms:
            entry = ranker.postings(term, concept.shard or ranker.store.shard_key(term))
            if entry:
                forms.update(part(entry, "forms"))
    return forms


def match_spans(text: str, forms: set[str]) -> list[tuple[int, int]]:
    """Character spans of the words of `text` whose form the query met."""
    from lawref.search.analysis import raw_tokens

    spans = []
    for start, end, canonical in raw_tokens(text):
        form = text[start:end].lower().replace("ё", "е")
        if form in forms or (canonical and canonical.lower() in forms):
            spans.append((start, end))
    return spans
