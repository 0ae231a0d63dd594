"""The subject index («Предметный указатель»): terms, each with the pages where the text uses it.

Terms come from three lists, merged by heading: the glossary (terms defined in footnotes), the Definitions
(`def.<slug>` clauses) and a plain data list, `data/subject_terms.txt`, one term a line:

    недостаточное назначение | недостаточная заявка

the heading first, then other phrases that count as the same term, separated by "|" ("#" starts a comment).
The search thesaurus can feed the index by writing the same list (or by calling `subject_terms(plan, extra=...)`
with `SubjectTerm`s). A phrase matches a run of words whose lemmas meet its words' lemmas (lawref.search.analysis),
so «нормальной игре» counts for «нормальная».
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lawref.booklet.plan import Plan, glossary_entries
from lawref.ids import anchor

DATA_LIST = "subject_terms.txt"


@dataclass(frozen=True)
class SubjectTerm:
    heading: str
    phrases: tuple[str, ...]  # what counts as the term in the text (the heading among them)
    defined_at: str = ""  # anchor of its definition: that page is printed in bold


def read_list(text: str) -> list[SubjectTerm]:
    terms = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            phrases = tuple(p.strip() for p in line.split("|") if p.strip())
            terms.append(SubjectTerm(phrases[0], phrases))
    return terms


def data_list() -> list[SubjectTerm]:
    path = resources.files("lawref.booklet").joinpath("data", DATA_LIST)
    return read_list(path.read_text("utf-8")) if path.is_file() else []


def subject_terms(plan: Plan, extra: Iterable[SubjectTerm] = ()) -> list[SubjectTerm]:
    found: dict[str, SubjectTerm] = {}

    def add(term: SubjectTerm) -> None:
        key = term.heading.lower().replace("ё", "е")
        old = found.get(key)
        if old is None:
            found[key] = term
        else:
            found[key] = SubjectTerm(old.heading, tuple(dict.fromkeys(old.phrases + term.phrases)),
                                     old.defined_at or term.defined_at)

    for entry in glossary_entries(plan):
        add(SubjectTerm(entry.term, (entry.term,), "term-" + anchor(entry.clause_id)))
    for clause in plan.corpus.clauses:
        if clause.kind == "definition" and clause.id in plan.printed:
            add(SubjectTerm(clause.title, (clause.title,), anchor(clause.id)))
    for term in [*data_list(), *extra]:
        add(term)
    return sorted(found.values(), key=lambda t: t.heading.lower().replace("ё", "е"))


def _lemma_words(text: str) -> list[tuple[int, frozenset[str]]]:
    """Each word's offset and lemma. An index wants the word as the text means it: the most likely parse only
    (search takes every parse), so the adverb «нормально» does not count for «нормальная»."""
    from lawref.search.analysis import tokens

    return [(t.start, frozenset({_likely_lemma(t.text) if not t.is_id else t.lemmas[0]})) for t in tokens(text)]


@lru_cache(maxsize=100_000)
def _likely_lemma(word: str) -> str:
    from lawref.search.analysis import fold, morph

    return fold(morph().parse(word)[0].normal_form)


def occurrences(terms: list[SubjectTerm], blocks) -> dict[str, list[tuple[int, int]]]:
    """heading -> [(block index, character offset)] of every place the text uses the term."""
    patterns = [(t.heading, [[lemmas for _, lemmas in _lemma_words(p)] for p in t.phrases]) for t in terms]
    # The phrases by the lemma of their first word, so that a word is tried only against the phrases it can begin
    # (trying every term at every word made this a tenth of a whole book's booklet).
    starting: dict[str, list[tuple[str, list[frozenset[str]]]]] = {}
    for heading, phrases in patterns:
        for phrase in phrases:
            for lemma in phrase[0] if phrase else ():
                starting.setdefault(lemma, []).append((heading, phrase))
    hits: dict[str, list[tuple[int, int]]] = {t.heading: [] for t in terms}
    for block in blocks:
        if not block.text or block.tag != "p":
            continue
        words = _lemma_words(block.text)
        for i, (start, lemmas) in enumerate(words):
            found: set[str] = set()  # a term counts once at a word, by the first of its phrases found there
            for lemma in lemmas:
                for heading, phrase in starting.get(lemma, ()):
                    if heading not in found and i + len(phrase) <= len(words) and all(
                            words[i + j][1] & phrase[j] for j in range(1, len(phrase))):
                        hits[heading].append((block.index, start))
                        found.add(heading)
    return hits
