"""Building the search data: the analyser's work done once, for `lawref search` and the browser alike.

Stages (`build(corpus)`):
  0. lexicon     the dictionary's lemmas of the Laws' words, read once (lawref.search.lexicon: data/lexicon,
                 with the near sets stage 5 takes); words it lacks are parsed
  1. documents   one per clause with words: title (boosted), text, the ids above it (path) and those it cites
  2. postings    term -> [doc, tf in text, tf in title, ...] over the lemmas and ids of every token (whoosh's
                 BM25F counting, so rankings match the earlier whoosh index), and, apart because it is sparse,
                 term -> [doc, tf in context, ...] (the headings and lead-in above a clause); document lengths,
                 forms seen
  3. meanings    lemma -> alternatives [(term, tier)]: the lemma itself (tier 0, exact or another form), related
                 words (tier 1, lawref.search.expand.related), the thesaurus (tier 2); lemmas that are not in
                 the corpus but lead to it (прекращение -> прекратить, дабл -> контра) get entries too
  4. forms       every form of every such lemma -> its lemmas (pymorphy3 lexemes, ё folded): the query side
                 needs no morphology
  5. typos       the vocabulary for corrections (corpus forms and lemmas, thesaurus words, with frequencies)
                 and the dictionary words never to correct (lawref.search.expand.typos)
  6. shards      all of it split by shard keys (a term's first data.shard_prefix letters, two): shard KEY holds
                 the forms beginning with KEY, the meanings of their lemmas, the postings of every term those
                 reach and of the ids beginning with KEY, the thesaurus phrases starting with those lemmas, the
                 vocabulary whose skeleton keys include KEY and the guard words beginning with KEY. One word of a
                 query costs one shard.
The result is a SearchData of plain values (dicts, lists, strings, numbers) in the format lawref.search.dataformat
names (lawref/schema/search-data.schema.json); lawref.search.store keeps it in the cache for `lawref search`,
lawref.site.search_data writes it as .js files for the browser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lawref.context import law_label
from lawref.search import dataformat
from lawref.search.dataformat import FORMAT_VERSION, NO_DOC, ShardWriter, text_entry
from lawref.search.meanings import (  # noqa: F401 (EXACT, RELATED: the tiers, read from here too)
    EXACT,
    RELATED,
    THESAURUS,
    composite_postings,
    cyrillic,
    folded_words,
    forms_of,
    key_lemmas,
    meanings,
    verb_forms,
)
from lawref.search.rules import DATA, RANKING, RULES, TIERS

# The numbers are data/rules.toml's; the meta carries the whole file (`rules`) to the browser.
SHARD_PREFIX = DATA["shard_prefix"]
TEXT_SHARD_CHARS = DATA["text_shard_chars"]
TITLE_BOOST = RANKING["boost"]["title"]
# An item's context: the headings above it and the lead-in it completes («Судья должен: … (vi) объявите решение»).
# Its words count as met (a question names the topic, the item does not repeat it), at a low weight.
CONTEXT_BOOST = RANKING["boost"]["context"]
HEAD_KINDS = ("law", "commentary")  # a Law's heading and the commentary's: the group a clause is shown in
FIELDS = ("text", "title", "context")  # a posting's hits hold text and title; the context, sparse, its own list
BM25_K1, BM25_B = RANKING["k1"], RANKING["b"]
ID_BOOST = RANKING["id_boost"]  # an id query: the clause, the clauses under it, its citers
MAX_RESULTS = RANKING["limit"]
TYPO = TIERS["typo"]


@dataclass
class SearchData:
    meta: dict
    shards: dict[str, dict] = field(default_factory=dict)
    # text shards of entries laid out as dataformat.TEXT (id, url, heading, text, kind, title, name, marks, label)
    texts: list[list[list]] = field(default_factory=list)
    docs: list[list] = field(default_factory=list)  # per doc: [law, source, edition, file, line] (CLI only)


def shard_key(term: str) -> str:
    return dataformat.shard_key(term, SHARD_PREFIX)


# --- 1. documents ----------------------------------------------------------------------------------------

def documents(corpus) -> list[dict]:
    """One document per clause that has words, in corpus order, but for a book's own subject index
    (lawref.corpus.headings.is_subject_index). `title` also holds the words of an example's
    or a note's label («Пример С», «Примечание»), so that «пример» finds examples."""
    from lawref.corpus.headings import is_subject_index
    from lawref.search.analysis import fold

    out = []
    for clause in corpus.clauses:
        title = clause.title
        if clause.kind in ("example", "note") and clause.label:
            title = f"{clause.label.rstrip(':')} {title}".strip()
        if not (clause.text.strip() or title.strip()):
            continue
        if clause.kind == "front" and is_subject_index(clause.title, clause.text):
            continue  # the book's own index: shown as the book's, but a page of pointers, never an answer
        chain, parent, heading = [clause.id], clause.parent, clause.title
        context: list[str] = []
        head = ""  # the Law (or the commentary on it) the clause is part of: its title speaks for the clause too
        while parent and parent in corpus:
            chain.append(parent)
            heading = heading or corpus[parent].title
            context += _context(corpus[parent])
            if not head and corpus[parent].kind in HEAD_KINDS:
                head = parent
            parent = corpus[parent].parent
        up = chain[1:]  # its ancestors in the book, nearest first
        if clause.source == "commentary" and clause.law:
            chain.append(clause.law)  # the commentary on Law 31 is under «правило 31» too
        out.append(dict(id=clause.id, kind=clause.kind, law=clause.law, source=clause.source,
                        edition=clause.edition, file=clause.file, line=clause.line, title=title,
                        heading=heading, text=clause.text, context=" ".join(context), label=clause.label,
                        parent=clause.parent or "", head=head, up=up,
                        path=list(dict.fromkeys(fold(c) for c in chain)),
                        refs=sorted({fold(r.target) for r in clause.refs})))
    return out


def _context(ancestor) -> list[str]:
    """What an ancestor lends the clauses under it: a section's heading («Судейские рассмотрения» for 70D1), and
    its text when that is a lead-in (ends with a colon: «27.7. В этих целях от судьи требуется предпринять
    следующие действия:»). Not a Law's or commentary's title: every clause of the Law would meet its words."""
    out = [ancestor.title] if ancestor.title and ancestor.kind == "section" else []
    if ancestor.text.rstrip().endswith(":"):
        out.append(ancestor.text)
    return out


def display_name(doc: dict, reader_label: str) -> str:
    """What a result is called: «Пример С 1H 1D», «Примечание к 27.8», a footnote by its reader's name (numbered
    in its Law when the Law has more than one: «Сноска 2 к Правилу 70»), else its heading."""
    if doc["kind"] == "example":
        return f"{doc['label']} {doc['heading'] if doc['heading'] != doc['title'] else ''}".strip() \
            if doc["label"] else doc["heading"]
    if doc["kind"] == "note":
        owner = doc["id"].rsplit(".note", 1)[0]
        if owner.startswith("c") and owner[1:].isdigit():
            return f"Примечание к комментарию к Правилу {owner[1:]}"
        return f"Примечание к {owner}"
    if doc["kind"] == "footnote" and doc["law"]:
        return reader_label
    return doc["heading"]


# --- 2. postings -----------------------------------------------------------------------------------------

def stored_length(length: int) -> int:
    """A field length as whoosh stored it (a logarithmic byte): kept so rankings stay as they were."""
    from whoosh.util.numeric import byte_to_length, length_to_byte

    return byte_to_length(length_to_byte(length))


def _postings(docs, words=None):
    """The postings of every term over the documents' fields; `words`, when given, gets each document's folded
    words of its text and of its title (phrase_docs reads them: no second tokenising)."""
    from lawref.search import analysis

    postings: dict[str, list[int]] = {}
    context: dict[str, list[int]] = {}
    seen: dict[str, set[str]] = {}
    lengths: dict[str, list[int]] = {f: [] for f in FIELDS}
    totals = dict.fromkeys(FIELDS, 0)
    surface: dict[str, int] = {}
    for number, doc in enumerate(docs):
        counts: dict[str, list[int]] = {}
        for slot, fieldname in enumerate(FIELDS):
            toks = analysis.tokens(doc[fieldname])
            if words is not None and fieldname != "context":
                words.append([analysis.fold(t.text) for t in toks])
            length = sum(len(t.lemmas) for t in toks)
            totals[fieldname] += length
            lengths[fieldname].append(stored_length(length))
            for tok in toks:
                form = analysis.fold(tok.text)
                for term in tok.lemmas:
                    counts.setdefault(term, [0] * len(FIELDS))[slot] += 1
                    seen.setdefault(term, set()).add(form)
                if not tok.is_id and fieldname != "context":  # the context is counted where it is text
                    surface[form] = surface.get(form, 0) + 1
        for term, (tf_text, tf_title, tf_context) in counts.items():
            if tf_text or tf_title:
                postings.setdefault(term, []).extend((number, tf_text, tf_title))
            if tf_context:
                context.setdefault(term, []).extend((number, tf_context))
    return postings, context, seen, lengths, totals, surface


def phrase_docs(words, phrases, seen) -> dict[tuple[str, int], list[int]]:
    """(first lemma, n) -> the documents, ascending, whose text or title has the n-th thesaurus phrase of that lemma
    word by word in order, each word a form its lemma was met in (`seen`): what the engines' phrase check
    (lawref.search.engine._in_order) finds over the texts, found here once, so that a query of the phrase's own
    words ranks with no text in hand (the browser fetched the texts of every document with all its words: 59 text
    files, 360 KB, for a first «недостаточная заявка» on the 100x synthetic corpus). `words`: each document's
    folded words of its text, then of its title (_postings). One pass over the words."""
    starts: dict[str, list[tuple[tuple[str, int], list[set]]]] = {}
    for first, entries in phrases.items():
        for n, entry in enumerate(entries):
            forms = [set(seen.get(lemma, ())) for lemma in [first, *entry[0]]]
            if all(forms):
                for form in forms[0]:
                    starts.setdefault(form, []).append(((first, n), forms))
    out: dict[tuple[str, int], list[int]] = {}
    for number in range(len(words) // 2):
        found = set()
        for field_words in words[2 * number:2 * number + 2]:
            for i, word in enumerate(field_words):
                for phrase, forms in starts.get(word, ()):
                    if phrase not in found and i + len(forms) <= len(field_words) and \
                            all(field_words[i + k] in forms[k] for k in range(1, len(forms))):
                        found.add(phrase)
        for phrase in sorted(found):
            out.setdefault(phrase, []).append(number)
    return out


def _capitals_as_written(alts: dict[str, dict[str, int]], docs) -> None:
    """An abbreviation of the thesaurus typed in capitals (`caps`: «НИ») means its term; a book that itself writes it
    in capitals in its running text (comm2017: «передал НИ») also means it as written: the lower-case word's lemmas
    join it at the tier of the words as typed. A book that never does («ни» only as the particle) does not."""
    keys = {key for key in alts if key != key.lower()}  # no lemma has a capital letter: only the `caps` keys
    if not keys:
        return
    written: set[str] = set()
    for doc in docs:
        written.update(word.replace("Ё", "Е") for word in _CAPITALS.findall(doc["text"]))
    for key in keys & written:
        for lemma in key_lemmas(key.lower()):
            alts[key][lemma] = EXACT


_CAPITALS = re.compile(r"(?<![^\W\d_])[А-ЯЁ]{2,}(?![^\W\d_])")  # a word in capitals: Russian letters only


# --- 5. typos --------------------------------------------------------------------------------------------

def _vocabulary(surface: dict[str, int], word_terms: set[str], typed: set[str]) -> dict[str, int]:
    from lawref.search.expand.typos import MIN_LENGTH

    vocab: dict[str, int] = {}
    for form, count in surface.items():
        if len(form) >= MIN_LENGTH - 1 and form.isalpha():
            vocab[form] = vocab.get(form, 0) + count
    for lemma in word_terms | typed:
        if len(lemma) >= MIN_LENGTH - 1 and lemma.isalpha():
            vocab.setdefault(lemma, 1)
    return vocab


def _guard(vocab: dict[str, int], forms: dict[str, list[str]], ahead: _Ahead | None = None) -> set[str]:
    """The guard words: the dictionary words near each vocabulary form (typos.near_words, the same sets as
    typos.one_edit_words | two_edit_words, faster) less the forms the search knows. What is near each form is
    kept, in the cache and in this process, so a build computes only the forms no build before it met: after an
    edit (the editor's loop's search worker builds again each time), a new word or two, not the book's
    thousands. A first build (an empty cache) takes the forms of the Laws' vocabulary from
    lawref.search.lexicon, and computes only the others (computed meanwhile by `ahead`'s child: the lexicon's
    read first, then whatever the child did not give)."""
    cyrillic_vocab = [f for f in vocab if cyrillic(f)]
    near = _near_memo()
    pending = ahead.forms if ahead is not None else frozenset()
    changed = _fill(near, [f for f in cyrillic_vocab if f not in near.forms and f not in pending])
    if ahead is not None:
        changed = ahead.join(near) | changed
        changed = _fill(near, [f for f in cyrillic_vocab if f not in near.forms]) | changed
    if changed:
        near.save()
    return {w for form in cyrillic_vocab for w in near.forms[form] if w not in forms}


def _fill(near: _Near, new: list[str]) -> bool:
    """Add the near sets of the `new` forms to `near`: the lexicon's, and the others computed; whether any."""
    if not new:
        return False
    unknown = _from_lexicon(near, new)
    if unknown:
        near.forms.update(_compute_near(unknown))
    return True


def _from_lexicon(near: _Near, new: list[str]) -> list[str]:
    """Add the lexicon's near sets of the `new` forms to `near`; the forms it lacks."""
    from lawref.search import lexicon

    near.forms.update(lexicon.near(new))
    return [f for f in new if f not in near.forms]


class _Near:
    """form -> its guard candidates, read from and kept in `<cache>/search/near-KEY` (KEY: the analyser's and the
    typo rules' versions); marshal, as the rest of the cache."""

    LIMIT = 200_000  # forms kept: a few collections' worth; past it, only the last build's

    def __init__(self, path) -> None:
        import marshal

        self.path = path
        try:
            self.forms: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in
                                                     marshal.loads(path.read_bytes()).items()}
        except (OSError, EOFError, ValueError, TypeError, AttributeError):
            self.forms = {}

    def save(self) -> None:
        import marshal
        import os

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_name(f".near-{os.getpid()}")
            tmp.write_bytes(marshal.dumps({k: sorted(v) for k, v in self.forms.items()}))
            os.chmod(tmp, 0o644)
            os.replace(tmp, self.path)
            for old in self.path.parent.glob("near-*"):
                if old != self.path:
                    old.unlink(missing_ok=True)
        except OSError:
            pass  # an unwritable cache only costs the time


_NEAR: dict[str, _Near] = {}  # by cache file: one per process


def _near_memo() -> _Near:
    import hashlib
    from pathlib import Path

    from lawref.corpus.cache import cache_root
    from lawref.search import analysis
    from lawref.search.expand import typos

    digest = hashlib.sha256(analysis.analyser_version().encode())
    digest.update(Path(typos.__file__).read_bytes())
    path = cache_root() / "search" / f"near-{digest.hexdigest()[:20]}"
    memo = _NEAR.get(str(path))
    if memo is None:
        memo = _NEAR[str(path)] = _Near(path)
    if len(memo.forms) > _Near.LIMIT:
        memo.forms.clear()
    return memo


def _compute_near(vocab: list[str], prefixes: dict | None = None) -> dict[str, frozenset[str]]:
    """The near sets of `vocab`'s forms (typos.near_words); `prefixes` keeps the dictionary's prefixes read, for
    another call."""
    from lawref.search import lexicon
    from lawref.search.analysis import morph
    from lawref.search.expand.typos import near_words

    near = near_words(vocab, morph().dictionary.words, lexicon.folded_words(), prefixes)
    return {form: frozenset(near.get(form, ())) for form in vocab}


AHEAD = None  # None: near sets computed ahead when the process may fork (_may_fork); True / False: always / never
AHEAD_MIN = 100  # forms the lexicon lacks before a child is worth its fork
# The most of the rest of the vocabulary (_Ahead.add) sent to the child, in bytes: what a pipe holds without the
# child reading it (Linux: 64 KiB), so that the build never waits on a child busy with the text's forms.
AHEAD_PIPE = 60_000


class _Ahead:
    """The near sets of the typo vocabulary's forms that neither this process nor the lexicon holds (a book new to
    the lexicon: ~900, ~1.3 ms each), computed in a forked child while the build goes on, then taken by _guard
    (which computes whatever the child did not give). The child is forked as soon as the text's forms are known
    (`words`: tokenising alone, _text_forms), before the build lemmatises a word, relates and parses (~1.2 s), and
    is sent the rest of the vocabulary (the corpus's lemmas and the typed ones not in the text: ~300 for a new whole
    book) when the build knows it (`add`); it keeps each prefix of the dictionary it has read for them, so that
    every prefix is read once (~3-10 ms of CPU each). Forked after the build had related and parsed, the child
    ended ~0.5 s after the build reached _guard (book_lo new to the lexicon). The same sets (near_words of a form
    does not depend on the others). No fork in a process with threads (`lawref serve`: a lock another thread holds
    stays held in the child) or without os.fork."""

    def __init__(self, words) -> None:
        import gc
        import os

        self.pid = self.pipe = self.more = None
        self.forms: frozenset[str] = frozenset()
        if not (AHEAD if AHEAD is not None else _may_fork()):
            return
        unknown = _unknown(_near_memo(), words)
        if len(unknown) < AHEAD_MIN:
            return
        read, write = os.pipe()
        more_read, more_write = os.pipe()
        gc.freeze()  # the child's collections skip the parent's objects (touching them would copy their pages)
        pid = os.fork()
        if pid == 0:  # the child: compute, write, exit without running the parent's exit handlers
            code = 1
            try:
                import marshal

                os.close(read)
                os.close(more_write)
                prefixes: dict = {}
                found = _compute_near(unknown, prefixes)
                with os.fdopen(more_read, "rb") as more:  # the rest, once the build has sent it (or nothing)
                    rest = more.read()
                found.update(_compute_near(marshal.loads(rest) if rest else [], prefixes))
                with os.fdopen(write, "wb") as out:
                    out.write(marshal.dumps({k: sorted(v) for k, v in found.items()}))
                code = 0
            finally:
                os._exit(code)
        gc.unfreeze()
        os.close(write)
        os.close(more_read)
        self.pid, self.pipe, self.more, self.forms = pid, read, more_write, frozenset(unknown)

    def add(self, words) -> None:
        """Send the child the forms of `words` (the whole typo vocabulary) it is not computing yet and nobody holds;
        those it will give count as pending (self.forms). Nothing past AHEAD_PIPE: _guard computes them."""
        import marshal
        import os

        if self.more is None:
            return
        rest = [f for f in _unknown(_near_memo(), words) if f not in self.forms]
        blob = marshal.dumps(rest)
        try:
            with os.fdopen(self.more, "wb") as more:
                if rest and len(blob) <= AHEAD_PIPE:
                    more.write(blob)
                    self.forms = self.forms | frozenset(rest)
        except OSError:  # the child is gone: join finds it failed, and _guard computes what it did not give
            pass
        self.more = None

    def __del__(self) -> None:
        # A build that raised before _guard: the child, waiting for the rest or computing, is not left behind.
        if self.pid is not None:
            import os
            import signal

            for fd in (self.more, self.pipe):
                if fd is not None:
                    os.close(fd)
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
            self.pid = None

    def join(self, near: _Near) -> bool:
        """Wait for the child and take its sets into `near` (none if it failed); whether any set was added."""
        import marshal
        import os

        if self.pid is None:
            return False
        if self.more is not None:  # never sent the rest: the child gets none
            os.close(self.more)
            self.more = None
        with os.fdopen(self.pipe, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(self.pid, 0)
        self.pid = None
        if status == 0:
            try:
                found = {k: frozenset(v) for k, v in marshal.loads(data).items()}
            except (EOFError, ValueError, TypeError):
                return False  # _guard computes them
            near.forms.update(found)
            return bool(found)
        return False


def _unknown(near: _Near, words) -> list[str]:
    """The Russian forms among `words` (each once, in order) that neither `near` nor the lexicon holds."""
    from lawref.search import lexicon

    return lexicon.lacking([f for f in dict.fromkeys(words) if cyrillic(f) and f not in near.forms])


def _text_forms(docs) -> list[str]:
    """The forms of the documents' texts and titles that the typo vocabulary takes (_vocabulary's, of _postings'
    surface forms), found by tokenising alone, before any word is lemmatised: what _Ahead's child starts on."""
    from lawref.search.analysis import fold, raw_tokens
    from lawref.search.expand.typos import MIN_LENGTH

    out: dict[str, None] = {}
    for doc in docs:
        for fieldname in FIELDS:
            if fieldname != "context":  # as _postings counts the surface
                text = doc[fieldname]
                out.update((fold(text[start:end]), None) for start, end, canonical in raw_tokens(text)
                           if canonical is None)
    return [f for f in out if len(f) >= MIN_LENGTH - 1 and f.isalpha()]


def _may_fork() -> bool:
    import os
    import threading

    return hasattr(os, "fork") and threading.active_count() == 1


# --- the whole build -------------------------------------------------------------------------------------

def build(corpus, url=None) -> SearchData:
    """The search data of a corpus (pure: nothing written). `url(clause_id)` gives a result's link."""
    from lawref.search import analysis, lexicon
    from lawref.search.expand import prose
    from lawref.search.expand.typos import skeleton_keys
    from lawref.search.situations import book_synonyms, own_words

    url = url or (lambda clause_id: "")
    docs = documents(corpus)
    # The near sets the lexicon lacks are computed by a child from here on (a book new to the lexicon: ~1.2 s of CPU),
    # the text's forms first, the rest of the typo vocabulary once it is known (ahead.add, below).
    ahead = _Ahead(_text_forms(docs))
    lexicon.load_lemmas()  # the dictionary's lemmas of the Laws' words, parsed once (lawref.search.lexicon)
    words: list[list[str]] = []  # the text's, then the title's, of each document in turn
    postings, context, seen, lengths, totals, surface = _postings(docs, words)
    in_path: dict[str, list[int]] = {}
    in_refs: dict[str, list[int]] = {}
    for number, doc in enumerate(docs):
        for term in doc["path"]:
            in_path.setdefault(term, []).append(number)
        for term in doc["refs"]:
            in_refs.setdefault(term, []).append(number)
    terms = set(postings) | set(context)
    word_terms = {t for t in terms if any(ch.isalpha() for ch in t) and not analysis._as_id(t)}
    # The book's own words for the words of the thesaurus it never says: read from its Law titles, and the synonyms.
    own = {lemma: (" ".join(said),) for lemma, said in own_words(corpus, terms, postings, len(docs)).items()}
    alts, phrases, display, typed_words, composites = meanings(terms, word_terms, own, book_synonyms(terms))
    _capitals_as_written(alts, docs)
    composite_postings(composites, postings, context, seen)
    terms = set(postings) | set(context)
    situations = _situations(corpus, docs, alts)
    # Only lemmas that reach a corpus term (or take part in a phrase) are worth a form.
    in_phrases = {k for first, entries in phrases.items() for e in entries for k in [first, *e[0]]}
    # (An abbreviation's key in capitals is no lemma: it has no forms, and is read from its lower-case form's shard.)
    lemmas = {lemma for lemma, table in alts.items()
              if (any(t in terms for t in table) or lemma in in_phrases) and lemma == lemma.lower()}
    # A situation's words must be known forms even where the text lacks them («четырнадцать»): a query meets the
    # situation through its lemmas, and the word is not "corrected" into another.
    # (Not typo targets: a correction must lead to the text.)
    told = {lemma for words, *_ in situations for word in words for lemma in word if cyrillic(lemma)}
    typed = {lemma for lemma in lemmas if lemma not in terms}
    vocab = _vocabulary(surface, word_terms, {t for t in typed if " " not in t})
    ahead.add(vocab)  # the whole typo vocabulary is known here: the child computes the rest while forms_of runs
    forms = forms_of(lemmas | told, set(surface) | typed_words, terms)
    guard = _guard(vocab, forms, ahead)

    out = ShardWriter(SHARD_PREFIX)
    in_order = phrase_docs(words, phrases, seen)

    def posting(term):
        return dataformat.posting(postings.get(term, []), seen.get(term, ()), context.get(term),
                                  in_path.get(term), in_refs.get(term))

    # A shard's forms, meanings and postings tables are made with it (ShardWriter.shard): read once a form.
    forms_table, meanings_table, postings_table = (dataformat.SHARD[name] for name in ("forms", "meanings", "postings"))
    for form in sorted(forms):
        key = out.key(form)
        shard = out.shard(key)
        meant, posted = shard[meanings_table], shard[postings_table]
        shard[forms_table][form] = forms[form]
        # an abbreviation typed in capitals («НИ», thesaurus `caps`) is read from the shard of its lower-case form
        capitals = form.upper()
        for lemma in (*forms[form], capitals) if capitals in alts else forms[form]:
            if lemma in meant:
                continue
            table = alts.get(lemma, {})
            meant[lemma] = dataformat.flat((term, tier) for term, tier in sorted(table.items(),
                                                                                 key=lambda kv: (kv[1], kv[0]))
                                           if term in terms)
            for term in sorted(table):  # sorted: the files must not depend on hash order
                if term in terms and term not in posted:
                    posted[term] = posting(term)
            if lemma in phrases:
                out.table(key, "phrases")[lemma] = [[*entry, dataformat.gaps(in_order.get((lemma, n), []), 1)]
                                                    for n, entry in enumerate(phrases[lemma])]
                for _rest, concepts, _shown in phrases[lemma]:
                    for concept in concepts:
                        for term, _tier in dataformat.items(concept, dataformat.STRIDE["concept"]):
                            if term in terms and term not in posted:
                                posted[term] = posting(term)
            if lemma in display and any(t in terms and tier == THESAURUS for t, tier in table.items()):
                out.table(key, "display")[lemma] = display[lemma]  # shown only when the thesaurus adds a word
    for term in sorted({*postings, *context, *in_path, *in_refs}):
        posted = out.table(out.key(term), "postings")
        if term not in posted:
            posted[term] = posting(term)
    for form in sorted(vocab):
        for key in skeleton_keys(form):
            out.list(key, "vocabulary").extend((form, vocab[form]))
    for word in sorted(guard):
        out.list(out.key(word), "guard").append(word)
    for form in verb_forms(forms):
        out.list(out.key(form), "verbs").append(form)
    # Where each clause is: its document number (or its URL when it has no words of its own), in the shard of
    # its id, which an id query loads anyway.
    places = {**{c.id: url(c.id) for c in corpus.clauses}, **{d["id"]: n for n, d in enumerate(docs)}}
    for clause_id, place in places.items():
        out.table(out.key(analysis.fold(clause_id)), "places")[clause_id] = place
    shards = out.shards

    texts, text_shard = _texts(docs, corpus, url)
    from lawref.ids import grammar as id_grammar
    from lawref.numbering import letters

    section, subitem = letters()
    cited = sorted({r.target for c in corpus.clauses for r in c.refs if r.target not in corpus})
    from lawref.search.situations import content_words

    meta = {
        "version": FORMAT_VERSION,
        "analyser": analysis.analyser_version(),
        "ranking": {"k1": BM25_K1, "b": BM25_B, "boost": RANKING["boost"],
                    "idBoost": ID_BOOST, "limit": MAX_RESULTS,
                    "group": RANKING["group"], "sources": RANKING.get("sources", {})},
        "docs": len(docs),
        "lengths": lengths,
        "avgLength": {f: (total / len(docs) if docs else 0) or 1 for f, total in totals.items()},
        "pages": _page_titles(corpus, docs, url),
        "cited": cited,
        # A whole book's Definitions: a query naming a defined term (any form) shows its definition first.
        "terms": [[[key_lemmas(w)[0] for w in folded_words(c.title)], c.id] for c in corpus.clauses
                  if c.kind == "definition" and c.title and folded_words(c.title)],
        "textShard": text_shard,
        "textChars": sum(len(e.text) + len(e.heading) for shard in texts for e in map(dataformat.Text._make, shard)),
        "stopwords": sorted(analysis.STOPWORDS),
        "questionWords": sorted(prose.question_words()),
        "numberWords": prose.number_words(),
        "phraseGaps": sorted(prose.phrase_gaps()),
        "letters": {"section": section, "subitem": subitem},
        "idGrammar": id_grammar(),  # lawref/data/ids.toml: the id patterns search-ids.js reads
        "shardPrefix": SHARD_PREFIX,
        "layout": dataformat.layout(),
        "rules": RULES,
        "romanNumerals": prose.ROMAN_NUMERALS,  # lawref.numbering's, as many as rules.ids.roman_count
        "shards": sorted(shards),
        # The situation index placed on this collection: [content words (each its lemmas), doc numbers of its
        # clauses (the ruling clause first), the docs under each], read by the source "situations" (engine.py).
        "situations": situations,
        # The English titles of the Laws, as situations: read by the source "titles" (engine.py).
        "titles": _titles(corpus, docs, terms),
        # The Laws' headings by their titles' content words: [doc, [lemmas of each word]] (engine.titled).
        "heads": [[n, [list(w) for w in content_words(d["title"])]] for n, d in enumerate(docs)
                  if d["kind"] == "law" and d["title"] and content_words(d["title"])],
    }
    # The Laws' contents: [heading doc, the lemmas of the content words of its title and its sections' titles, sorted],
    # for the Laws with titled sections (engine.contents_met).
    number = {d["id"]: n for n, d in enumerate(docs)}
    # Per document, the document of its Law's heading (or the commentary's; a heading: itself), -1 when none: a
    # heading's title weighs ranking.boost.law_title, and results are grouped by it (lawref.search.engine.grouped).
    head_doc = [n if d["kind"] in HEAD_KINDS else number.get(d["head"], -1) for n, d in enumerate(docs)]
    meta["contents"] = _contents(docs, head_doc)
    # The front matter's documents (a preface, an introduction: about the book, no ruling), engine.Ranker.rank.
    meta["front"] = [n for n, d in enumerate(docs) if d["kind"] == "front"]
    meta["bare"] = _bare(docs)
    # The sections that define a term, titled by a word of rules [ranking] definition_words («Определение ренонса»,
    # «Определение» under Law 87 «ИСПОРЧЕННАЯ СДАЧА»), read by engine.definition_first.
    meta["definitions"] = _definitions(docs)
    meta["headDoc"] = head_doc
    # A defined term's Laws: [definition doc, [the Law headings whose title says every word of the term in the fewest
    # words]] («болван»: 42 «ПРАВА БОЛВАНА», 43 «ОГРАНИЧЕНИЯ БОЛВАНА»), read by engine.term_law.
    meta["termLaws"] = []
    for lemmas, cid in meta["terms"]:
        says = {doc: len(words) for doc, words in meta["heads"]
                if all(any(lemma in word for word in words) for lemma in lemmas)}
        if says and cid in number:
            fewest = min(says.values())
            meta["termLaws"].append([number[cid], sorted(doc for doc, n in says.items() if n == fewest)])
    rows = [[d["law"], d["source"], d["edition"], d["file"], d["line"]] for d in docs]
    return SearchData(meta=meta, shards=shards, texts=texts, docs=rows)


def _contents(docs, head_doc: list[int]) -> list[list]:
    """[heading doc, sorted lemmas] per Law (or commentary) heading whose sections have titles: the words of its
    title and of its sections' titles, as the contents page shows them under the Law (engine.contents_met).
    `head_doc`: each document's heading document (meta.headDoc)."""
    from lawref.search.situations import content_words

    words: dict[int, set[str]] = {}
    for n, doc in enumerate(docs):
        head = head_doc[n]
        if doc["kind"] == "section" and doc["title"] and head >= 0 and docs[head]["kind"] in HEAD_KINDS:
            words.setdefault(head, set()).update(lemma for word in content_words(doc["title"]) for lemma in word)
    return [[head, sorted(lemmas | {lemma for word in content_words(docs[head]["title"]) for lemma in word})]
            for head, lemmas in sorted(words.items())]


def _definitions(docs) -> list[int]:
    """The documents of kind section whose title's first word is one of rules [ranking] definition_words."""
    from lawref.search.analysis import fold

    words = set(RULES["ranking"].get("definition_words", ()))
    return [n for n, d in enumerate(docs) if d["kind"] == "section" and d["title"]
            and fold(d["title"].split()[0].strip(".,:;–—-")) in words]


def _bare(docs) -> list[list[int]]:
    """The headings that are a title and no text of their own (a Law's or a section's, whose words are all in the
    clauses below it) or whose text is a heading run into its list (run_in_heading: «Несколько ренонсов:») or a
    condition its items finish (unfinished_condition: «Если ренонс установлен:»), each
    with the end of the run of documents under it: [doc, end], the documents under it
    being doc + 1 … end - 1 (engine.bare_behind). A heading whose clauses do not follow it in one run is left out."""
    under: dict[str, list[int]] = {}
    for n, doc in enumerate(docs):
        for ancestor in doc["up"]:
            under.setdefault(ancestor, []).append(n)
    out = []
    for n, doc in enumerate(docs):
        below = under.get(doc["id"], [])
        if (not doc["text"].strip() or run_in_heading(doc["text"]) or unfinished_condition(doc["text"])) and below \
                and below == list(range(n + 1, n + 1 + len(below))):
            out.append([n, n + 1 + len(below)])
    return out


def unfinished_condition(text: str) -> bool:
    """A lead-in that is only a condition, its sentence finished by each item below it: it opens with a word of
    rules [ranking] condition_words and ends with a colon, and what follows its first comma says no verb of a main
    clause («Если ренонс установлен:», «Если разыгрывающий назвал достоинство, но не масть:», «Если нарушитель сделал
    назначение в очередь правого оппонента, то:»), so the rule is in the items («… эта взятка и ещё одна …
    передаются невиновной стороне»), as a reader finds it; not a lead-in whose main clause says who does what
    («…, он может:», «…, Судья определяет …, и:»)."""
    text = text.strip()
    words = _RUSSIAN_WORD.findall(text.lower())
    if not text.endswith(":") or not words or words[0] not in RULES["ranking"]["condition_words"]:
        return False
    return not _says(text.partition(",")[2], _MAIN_PREDICATES)  # after the condition's own words


# A word that makes a lead-in a sentence: a verb, an infinitive, a short participle or adjective («установлен»,
# «должен»), a predicative («нельзя»), a gerund.
_PREDICATES = frozenset({"VERB", "INFN", "PRTS", "ADJS", "PRED", "GRND"})
# A main clause's predicate after a condition («…, он может:»); a gerund only tells how («Если болван, нарушив …:»).
_MAIN_PREDICATES = _PREDICATES - {"GRND"}


def run_in_heading(text: str) -> bool:
    """A text that is a heading run into its list: a phrase with no verb ending in a colon («Выбор между
    логическими альтернативами:», «Несколько ренонсов:» over their items), as a reader takes it; not a lead-in
    sentence, which says the rule its items complete («Судья присуждает оппонентам одну или несколько взяток,
    если:», «Торговля заканчивается, когда:»)."""
    text = text.strip()
    return text.endswith(":") and bool(_RUSSIAN_WORD.findall(text.lower())) and not _says(text, _PREDICATES)


_RUSSIAN_WORD = re.compile(r"[а-яё]+")


def _says(text: str, kinds: frozenset[str]) -> bool:
    """Whether a word of `text` is, by pymorphy3's first parse, of a part of speech in `kinds`."""
    from lawref.search.meanings import kept_parses

    return any(kept_parses(word)[0].tag.POS in kinds for word in _RUSSIAN_WORD.findall(text.lower()))


def _doc_numbers(docs) -> tuple[dict[str, int], dict[str, list[int]]]:
    """Each document's number by its id, and for each term of a path the documents under it (an id names its
    sub-items too: «16B1» is also 16B1(a)): what the situations and the titles point with."""
    number = {d["id"]: n for n, d in enumerate(docs)}
    under: dict[str, list[int]] = {}
    for n, doc in enumerate(docs):
        for term in doc["path"][1:]:
            under.setdefault(term, []).append(n)
    return number, under


def _situations(corpus, docs, alts=None) -> list[list]:
    """The situations placed on the collection (lawref.search.situations.place), each as [its content words,
    each a list of lemmas; the document numbers of its clauses that have words, the ruling clause first; for each
    of those, the documents under it (an id names its sub-items too: «16B1» is also 16B1(a))]. With `alts` (the
    meanings: lemma -> {term: tier}) a word also holds the thesaurus's words for it (situations.told_as): a query
    in either word tells the situation."""
    from lawref.search.analysis import fold
    from lawref.search.situations import content_words, place, told_as

    number, under = _doc_numbers(docs)
    out = []
    for placed in place(corpus)[0]:
        words = [told_as(w, alts) for w in content_words(placed.situation.text)]
        # a heading with no words of its own (a commentary's Law with no title) is no document: it stands as
        # NO_DOC, and the clauses under it are scored as under any named clause
        named = [c for c in placed.clauses if c in number or under.get(fold(c))]
        if words and named:
            out.append([words, [number.get(c, NO_DOC) for c in named], [under.get(fold(c), []) for c in named]])
    return out


def _titles(corpus, docs, terms) -> list[list]:
    """The English titles of the 2017 Laws as the situations are written (_situations): [the keys of its words
    (expand.english), each a list of one; its Law's heading, where the collection's title agrees; the documents
    under it]: «insufficient bid» finds «НЕДОСТАТОЧНАЯ ЗАЯВКА» on any book, by the title, not by one book's ids."""
    from lawref.search.analysis import fold
    from lawref.search.expand import english
    from lawref.search.situations import russian_targets, title_targets

    number, under = _doc_numbers(docs)
    out = []
    for title, target in title_targets(corpus):
        words = [[k] for k in english.title_words(title)]
        if words and target in number:
            out.append([words, [number[target]], [under.get(fold(target), [])]])
    for words, target in russian_targets(corpus, terms):  # 2017 Russian titles in words the book never says
        if target in number:
            out.append([[list(w) for w in words], [number[target]], [under.get(fold(target), [])]])
    return out


def _marks(corpus, doc) -> list:
    """Bids and emphasis in a clause's text, as the site renders them: [start, end, kind, shown], kind 0 for
    emphasis, 1 a red bid, 2 a black bid."""
    from lawref.inline import BID, inline_segments

    clause = corpus.get(doc["id"])
    if clause is None:
        return []
    out = []
    for seg in inline_segments(clause):
        if seg.kind == BID:
            out.append([seg.start, seg.end, 1 if seg.red else 2, seg.bid_display])
        elif seg.emphasised:
            out.append([seg.start, seg.end, 0, ""])
    return out


def _texts(docs, corpus, url):
    from lawref.context import reader_name

    shards: list[list[list]] = [[]]
    text_shard: list[int] = []
    size = 0
    for doc in docs:
        label = reader_name(corpus, doc["id"])
        entry = text_entry(id=doc["id"], url=url(doc["id"]), heading=doc["heading"], text=doc["text"],
                           kind=doc["kind"], title=doc["title"], name=display_name(doc, label),
                           marks=_marks(corpus, doc), label=label)
        if shards[-1] and size + len(doc["text"]) > TEXT_SHARD_CHARS:
            shards.append([])
            size = 0
        shards[-1].append(entry)
        size += len(doc["text"]) + len(doc["heading"])
        text_shard.append(len(shards) - 1)
    return shards, text_shard


def _page_titles(corpus, docs, url) -> dict[str, str]:
    """page URL -> the title its result group shows: 'Правило 70. Оспариваемая претензия…'."""
    out: dict[str, str] = {}
    for doc in docs:
        page = url(doc["id"]).split("#", 1)[0]
        if not page or page in out:
            continue
        law = doc["law"]
        clause = corpus.law_clause(law) if law else None
        if law:
            out[page] = law_label(corpus, law) + (f". {clause.title}" if clause and clause.title else "")
        else:
            out[page] = doc["heading"] or doc["title"] or page
    return out
