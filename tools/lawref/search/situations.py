"""The situation index (data/situations.toml): what happens at the table, in a director's words, keyed to the
clauses of the 2017 Laws that rule on it, and placed on a collection.

An entry names 2017 ids. A Law of an edition the editions' table lists (lawref.editions.subjects: 1987, 1997, 2007,
2017) is the 2017 Law of its number unless the table says otherwise (Law 23 before 2017, whose subject is the 2017
72C: a situation keyed to 72C stands there too). A book of no named edition, or of another, may number its Laws
otherwise, so there an id is used only where the collection's Law of that number has a title that agrees with the
2017 title (thesaurus/laws.toml): they share a content word's lemma. An id the collection lacks falls back to its
Law's heading; a collection that has only the commentary on that Law (`c30`, under the same title check) places it
as a reader finds the place that discusses a clause: on the commentary's paragraphs whose references cite that
clause («Правило 30С» for 30C), and on the commentary's heading only when no paragraph cites it. Only a commentary
written for the 2017 Laws cites 2017 ids: an older one's «Правило 27В1(b)» names its own edition's clause (the 1987
commentary's is the adjusted score, 2017's 27D, where 2017's 27B1(b) is a comparable call), so there the heading
stands for the Law, as its edition note warns. A Law's text of an edition before 2007 (or of none named) may letter
its items otherwise: there an entry's item stands where the Law's own item speaks of the case (_said_in). What
cannot be placed is listed by `check`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lawref.context import law_word
from lawref.corpus.headings import genitive_law_word
from lawref.editions.subjects import other_subject, same_subject
from lawref.errors import LawrefError
from lawref.ids import law_of, normalize_id
from lawref.model import COMMENTARY, LAW

PHASES = ("подготовка", "торговля", "розыгрыш", "после игры")
PHASE_TITLES = {"подготовка": "Подготовка: колода, доски, места, сдача", "торговля": "Торговля",
                "розыгрыш": "Розыгрыш", "после игры": "После игры: результат, судья, апелляция"}
FILE = "situations.toml"
EDITION = 2017  # the edition whose ids the entries name


@dataclass(frozen=True)
class Situation:
    phase: str
    text: str
    clauses: tuple[str, ...]  # 2017 ids, the ruling clause first
    reason: str
    line: int  # of its [[situation]] header in situations.toml, for messages

    @property
    def shown(self) -> str:
        """As a list shows it: «У игрока оказалось четырнадцать карт»."""
        return self.text[:1].upper() + self.text[1:]


@dataclass(frozen=True)
class Placed:
    situation: Situation
    clauses: tuple[str, ...]  # ids in the collection, in the entry's order, no repeats


@dataclass(frozen=True)
class Unplaced:
    situation: Situation
    law: str  # the Law (2017 numbering) whose clauses the entry names
    why: str  # Russian, for `check`
    law_present: bool  # the collection has that Law (or its commentary), under a title that disagrees


def _path():
    return resources.files("lawref.search").joinpath("data", FILE)


@lru_cache(maxsize=1)
def load_situations() -> tuple[Situation, ...]:
    return parse_situations(_path().read_text("utf-8"), f"lawref/search/data/{FILE}")


def parse_situations(text: str, where: str) -> tuple[Situation, ...]:
    """The entries of a situations file; a bad entry is an error naming where:line."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise LawrefError.labelled("situations_toml", path=where, detail=err) from err
    headers = [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == "[[situation]]"]
    out = []
    for n, raw in enumerate(data.get("situation", [])):
        line = headers[n] if n < len(headers) else 0
        phase, said, reason = raw.get("phase"), raw.get("text"), raw.get("reason")
        clauses = raw.get("clauses")
        if phase not in PHASES or not isinstance(said, str) or not said.strip() or not reason \
                or not isinstance(clauses, list) or not clauses:
            raise LawrefError.labelled("situation_fields", path=where, line=line, phases=", ".join(PHASES))
        ids = []
        for raw_id in clauses:
            canonical = normalize_id(str(raw_id))
            if canonical is None or law_of(canonical) is None:
                raise LawrefError.labelled("situation_bad_id", path=where, line=line, id=raw_id)
            ids.append(canonical)
        out.append(Situation(phase, said.strip(), tuple(ids), reason, line))
    return tuple(out)


_FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "INTJ", "NPRO"})  # «вне», «после», «или»: no subject


def _content_lemmas(title: str) -> frozenset[str]:
    from lawref.search.analysis import is_stopword, tokens
    from lawref.search.meanings import kept_parses

    out = set()
    for token in tokens(title):
        if token.is_id or len(token.text) < 3 or is_stopword(token.text.lower()):
            continue
        if kept_parses(token.text.lower())[0].tag.POS in _FUNCTION_WORDS:
            continue
        out.update(lemma for lemma in token.lemmas if not is_stopword(lemma))
    return frozenset(out)


def content_words(text: str) -> tuple[tuple[str, ...], ...]:
    """A situation's words as the search index reads them (lawref.search.analysis): for each word that is not a
    stop word or an id, its lemmas other than stop words («у игрока оказалось четырнадцать карт» -> игрок,
    оказаться, четырнадцать, карта). A word keeps all its lemmas: a query meets it through any one."""
    from lawref.search.analysis import fold, is_stopword, tokens

    out: dict[tuple[str, ...], None] = {}
    for token in tokens(text):
        if token.is_id or is_stopword(fold(token.text)):
            continue
        lemmas = tuple(dict.fromkeys(lemma for lemma in token.lemmas if not is_stopword(lemma)))
        if lemmas:
            out[lemmas] = None
    return tuple(out)


@lru_cache(maxsize=4096)
def _situation_words(text: str) -> tuple[tuple[str, ...], ...]:
    """content_words of a situation's text, read once a process: _said_in asks for an entry's words on every
    collection it places the entry on (~0.4 ms of morphology an entry, a few hundred entries a book)."""
    return content_words(text)


def told_as(word: tuple[str, ...], alts=None) -> list[str]:
    """A situation's word as a query may say it: its lemmas, and the one-word meanings the thesaurus gives them
    (`alts`: lemma -> {term: tier}, the tier THESAURUS; rules.toml [situations] synonyms). A director says the same
    thing in one word or the other: «защитник уронил карту» is told by «открыл карту», «упала карта» (trade.toml:
    «уронить» -> «открыть»), as a query's own word reaches the situation's through the thesaurus. Not for a word that
    names a person (a_person): «соперник» -> «оппонент», «защитник» -> «вистующий» would tell every situation that
    names someone by the person alone (docs/search.md, round 22). A word that names a kind also holds its members
    (rules.toml [situations.kinds]): «назвал только масть» is told by «сказал болвану «пику»», «упала карта» by «упала
    дама», as a reader takes a thing named for its kind (round 24)."""
    from lawref.search.rules import RULES, TIERS

    out = list(word)
    rules = RULES["situations"]
    if rules.get("numbers", 0):
        for lemma in word:
            out += [other for other in number_kin(lemma) if other not in out]
    for lemma in word:  # a kind's members: «масть» is told by «пика» ([situations.kinds])
        out += [member for member in rules.get("kinds", {}).get(lemma, ()) if member not in out]
    if not alts or not rules.get("synonyms", 0):
        return out
    for lemma in word:
        if not a_person(lemma):
            out += [term for term, tier in sorted(alts.get(lemma, {}).items())
                    if tier == TIERS["thesaurus"] and " " not in term and term not in out]
    return out


MIN_COUNT = 3  # «один» / «первый», «два» / «второй» are order as often as a count («первый ход», «второй раз»)


@lru_cache(maxsize=4096)
def number_kin(lemma: str) -> tuple[str, ...]:
    """A number word of a situation as a reader takes it (rules.toml [situations] numbers): its other kind, a count
    for an order and the reverse («пятый» -> «пять», «восемь» -> «восьмой»): «пятая карта во взятке» is «в одной
    взятке пять карт», «бахнул восемь бескозырных» is «назначение восьмого уровня». From MIN_COUNT up."""
    from lawref.numbering import number_value, number_words

    value = number_value(lemma)
    if value is None or value < MIN_COUNT:
        return ()
    table = number_words()
    cardinal = table["cardinal"].get(value) or table["cardinal"].get(str(value))
    other = cardinal if cardinal and cardinal != lemma else _ordinal(value, table)
    return (other,) if other and other != lemma else ()


def _ordinal(value: int, table) -> str:
    """The lemma of the ordinal of a number (5 -> «пятый», 3 -> «третий»), as pymorphy3 gives it."""
    from lawref.numbering import ordinal_value
    from lawref.search.analysis import morph

    whole = [form for form, v in table["whole"].items() if v == value and ordinal_value(form) == value]
    stem = next((s for s, v in table["stems"].items() if v == value), None)
    form = f"{stem}ого" if stem else (whole[0] if whole else "")
    return morph().parse(form)[0].normal_form if form else ""


@lru_cache(maxsize=4096)
def a_person(lemma: str) -> bool:
    """Whether a word names a person, as its first parse reads: an animate noun («соперник», «сосед») or an active
    participle said for the one who acts («вистующий», «разыгрывающий»)."""
    from lawref.search.meanings import kept_parses

    tag = kept_parses(lemma)[0].tag
    return tag.POS == "NOUN" and "anim" in tag or tag.POS == "PRTF" and "actv" in tag


STEM = 5  # «партнёр» and «партнерский» share a root: lemmas that agree in their first five letters
RARE = 4  # a word in at most this many of the 93 titles names a subject («недостаточный»); «карта» does not


def _stems(lemmas: frozenset[str]) -> set[str]:
    return {w[:STEM] if len(w) >= STEM else w for w in lemmas}


@lru_cache(maxsize=1)
def _title_frequency() -> dict[str, int]:
    from lawref.search.expand.thesaurus import law_titles

    counts: dict[str, int] = {}
    for _, ru in law_titles().values():
        for stem in _stems(_content_lemmas(ru)):
            counts[stem] = counts.get(stem, 0) + 1
    return counts


def titles_agree(book_title: str, expected: str) -> bool:
    """Whether a book's Law title names the 2017 Law's subject, as a reader compares two tables of contents:
    they share a word (by lemma, or by root: «договорённости партнёров» ~ «партнерские соглашения») that is
    rare among the titles of the Laws, or shared words make up at least half of the 2017 title's words.
    «Штрафные карты» does not agree with «Неправильное число карт»: «карта» is in many titles. The limit: a
    two-word 2017 title agrees with any title that shares one of its words («Процедура после паса» with
    «Процедурные наказания»), so a renumbered Law is caught only when its new subject shares no word.
    A word of the 2017 title is also shared when the book says it by a synonym of the trade thesaurus (_synonyms:
    «ЗАЯВКИ» for «Назначения» in a book where a bid is «заявка», «Сдачи в коробках» for «Доски …»)."""
    ours, theirs = _stems(_content_lemmas(book_title)), _stems(_content_lemmas(expected))
    shared = ours & theirs
    said = _content_lemmas(book_title)
    synonyms = _synonyms()
    for _, lemmas in _title_words(expected):
        if any(synonyms.get(lemma, frozenset()) & said for lemma in lemmas):
            shared |= _stems(lemmas) & theirs
    if not shared:
        return False
    frequency = _title_frequency()
    return any(frequency.get(stem, 0) <= RARE for stem in shared) or 2 * len(shared) >= len(theirs)


def text_names(text: str, expected: str) -> bool:
    """Whether a text without a title speaks of the 2017 Law's subject: every content word of that title
    occurs in it (by lemma)."""
    wanted = _content_lemmas(expected)
    return bool(wanted) and wanted <= _content_lemmas(text)


def _text_under(corpus, heading) -> str:
    return " ".join(c.text for c in corpus.clauses
                    if c.law == heading.law and c.source == heading.source and c.source_key == heading.source_key)


_placed: dict[int, tuple[object, tuple]] = {}  # id(corpus) -> (corpus, result): the site asks several times


def place(corpus) -> tuple[tuple[Placed, ...], tuple[Unplaced, ...]]:
    """Every situation with the ids it has in this collection; and each 2017 id that could not be placed."""
    held = _placed.get(id(corpus))
    if held is not None and held[0] is corpus:
        return held[1]
    if len(_placed) > 8:
        _placed.clear()
    result = _place(corpus)
    _placed[id(corpus)] = (corpus, result)
    return result


def by_phase(placed: tuple[Placed, ...]) -> list[tuple[str, list[Placed]]]:
    """The placed situations grouped by phase, in the order of PHASES (the site's page and the booklet's index);
    a phase with none is left out."""
    groups = [(phase, [p for p in placed if p.situation.phase == phase]) for phase in PHASES]
    return [(phase, entries) for phase, entries in groups if entries]


def title_targets(corpus) -> tuple[tuple[str, str], ...]:
    """(English title of a 2017 Law, the id of its heading in the collection) for every Law of thesaurus/laws.toml
    whose heading (or commentary) is there under a title that agrees: an English query that names a Law's title
    («established revoke», «dummy's rights») finds that Law on any book, by its title, not by one book's ids."""
    from lawref.search.expand.thesaurus import law_titles

    agreeing = _agreeing(corpus)
    out = []
    for number, (en, _) in sorted(law_titles().items()):
        target = _target(corpus, str(number), str(number), agreeing)
        if target:
            out.append((en, target))
    return tuple(out)


def russian_targets(corpus, terms) -> tuple[tuple[tuple[tuple[str, ...], ...], str], ...]:
    """(the content words of a 2017 Law's Russian title (thesaurus/laws.toml), each its lemmas; the id of that Law's
    heading in the collection) for every Law whose heading agrees with that title (titles_agree) and says one of its
    words otherwise, a word the book never says (`terms`: the collection's lemmas): a query in the 2017 words
    («недостаточное назначение», «процедура после заявки вне очереди») still finds the book's own Law («Недостаточная
    ставка», «Порядок действий после заявки вне очереди») by its title, as title_targets does for the English titles.
    A heading that says them all is found by its own words; a 2017 word the book says elsewhere finds its text."""
    from lawref.search.expand.thesaurus import law_titles

    agreeing = _agreeing(corpus)
    out = []
    for number, (_, ru) in sorted(law_titles().items()):
        target = _target(corpus, str(number), str(number), agreeing)
        heading = corpus.get(target) if target else None
        if heading is None:
            continue
        said = _title_words(heading.title)
        words = _title_words(ru)
        if any(not lemmas & terms and not any(_same_word(lemmas, t[1]) for t in said) for _, lemmas in words):
            out.append((tuple(tuple(sorted(lemmas)) for _, lemmas in words), target))
    return tuple(out)


def _agreeing(corpus):
    """clause id, Law -> whether the collection's heading of that id names the 2017 Law's subject (cached). A Law
    of an edition the editions' table lists (lawref.editions.subjects: 1987, 1997, 2007, 2017) is the 2017 Law of
    its number unless the table says its subject is another, whatever words its translation chose («ДЕЙСТВИЯ
    ПОСЛЕ НЕПРАВИЛЬНОСТИ» is «Процедура после нарушения»: a reader of two editions goes by the number); the titles
    are compared (titles_agree) for a text of no edition or another one, and for a commentary's heading."""
    from lawref.search.expand.thesaurus import law_titles

    expected = {str(n): ru for n, (_, ru) in law_titles().items()}
    agrees: dict[str, bool] = {}

    def agreeing(clause_id: str, law: str) -> bool:
        if clause_id not in agrees:
            heading = corpus.get(clause_id)
            if heading is None or law not in expected:
                agrees[clause_id] = False
            elif heading.source == LAW and same_subject(heading.edition, int(law)) is not None:
                agrees[clause_id] = bool(same_subject(heading.edition, int(law)))  # the edition's table
            elif heading.title.strip():
                agrees[clause_id] = titles_agree(heading.title, expected[law])
            else:  # no title (a file that starts inside the commentary on a Law): judge by what it says
                agrees[clause_id] = text_names(_text_under(corpus, heading), expected[law])
        return agrees[clause_id]
    return agreeing


def _place(corpus) -> tuple[tuple[Placed, ...], tuple[Unplaced, ...]]:
    agreeing = _agreeing(corpus)
    citing = _citing(corpus)
    said: dict[str, list[tuple[str, frozenset[str]]]] = {}  # Law -> its clauses' words (_said_in)
    moved = _moved(corpus)
    placed, unplaced = [], []
    for situation in load_situations():
        found: dict[str, None] = {}
        missed: dict[str, None] = {}
        for clause_id in situation.clauses:
            law = law_of(clause_id) or ""
            target = _target(corpus, clause_id, law, agreeing)
            if target and target != f"c{law}" and clause_id != law and _lettered_otherwise(corpus, law):
                found[_said_in(corpus, said, law, situation, clause_id)] = None
            elif target:
                found.update(dict.fromkeys(_cited_by(citing, clause_id) if target == f"c{law}" else (target,)))
            else:
                missed[law] = None
        for clause_id in situation.clauses:
            if clause_id in moved:
                found[moved[clause_id]] = None
        for law in missed:
            present = law in corpus or f"c{law}" in corpus
            unplaced.append(Unplaced(situation, law, _why_not(corpus, law), present))
        if found:
            placed.append(Placed(situation, tuple(found)))
    return tuple(placed), tuple(unplaced)


def _moved(corpus) -> dict[str, str]:
    """2017 clause -> the collection's Law that rules on its subject under another number, by the editions' table
    (lawref.editions.subjects): the 2007 Law 23 «Awareness of Potential Damage» is the 2017 72C, so a situation
    keyed to 72C stands on that Law too, as a reader of the 2007 book finds the subject there."""
    out = {}
    for heading in corpus.clauses:
        if heading.source == LAW and heading.id == heading.law and heading.law.isdigit():
            other = other_subject(heading.edition, int(heading.law))
            if other and other.now:
                out.setdefault(other.now, heading.id)
    return out


LETTERED_AS_2017 = 2007  # the first edition whose items the 2017 Laws kept under the same letters
SAID = 2  # a clause speaks of a situation when it says at least this many of its content words


def _lettered_otherwise(corpus, law: str) -> bool:
    """Whether the collection's text of a Law may letter its items otherwise than 2017: an edition before 2007 (1997,
    1987) or one the book does not name (0). The 2017 Laws revised 2007's text and kept its letters (on the 2007
    books a 2017 id names the same item: docs/search/search27-cv.txt); 1997's 16A is 2017's 16B1, its 16B another
    subject."""
    heading = corpus.get(law)
    return heading is not None and heading.source != COMMENTARY and heading.edition < LETTERED_AS_2017


def _said_in(corpus, said, law: str, situation: Situation, clause_id: str) -> str:
    """Where a situation keyed to a 2017 item stands in a Law lettered otherwise, as a reader finds it: the Law's
    title agrees, so they read the Law for the item that speaks of the case. The item of the same id when it says at
    least SAID of the situation's content words; else the Law's item that says the most of them (at least SAID; the
    first in the book's order of those that say as many); else the id as it is, or the Law's heading when the book
    has no such item. «партнёр долго думал, а потом спасовал, и игрок воспользовался паузой» (2017 16B1) on a book of
    1997: 16A «Посторонняя информация от партнёра … явной паузой», not 16B «… из других источников»."""
    if law not in said:
        said[law] = [(c.id, frozenset(lemma for word in content_words(f"{c.title} {c.text}") for lemma in word))
                     for c in corpus.clauses if c.law == law and c.source == LAW and c.id != law]
    words = _situation_words(situation.text)
    counts = {cid: sum(1 for word in words if lemmas & set(word)) for cid, lemmas in said[law]}
    if counts.get(clause_id, 0) >= SAID:
        return clause_id
    best = max(counts.values(), default=0)
    if best >= SAID:
        return next(cid for cid, n in counts.items() if n == best)
    return clause_id if clause_id in corpus else law


def _target(corpus, clause_id: str, law: str, agreeing) -> str | None:
    if agreeing(law, law):
        return clause_id if clause_id in corpus else law
    if agreeing(f"c{law}", law):
        return f"c{law}"
    return None


def _citing(corpus) -> dict[str, list[tuple[str, str]]]:
    """Law -> (the id a reference cites, the commentary clause on that Law whose text holds it), in document
    order: «Правило 30С» in the commentary's 30.5 -> ("30C", "30.5"); only in a commentary on the 2017 Laws."""
    out: dict[str, list[tuple[str, str]]] = {}
    for clause in corpus.clauses:
        if clause.source != COMMENTARY or not clause.law or clause.edition != EDITION:
            continue  # another edition's commentary cites its own edition's ids
        for ref in clause.refs:
            if ref.kind == "law" and law_of(ref.target) == clause.law:
                out.setdefault(clause.law, []).append((ref.target, clause.id))
    return out


def _cited_by(citing, clause_id: str) -> tuple[str, ...]:
    """The commentary clauses that discuss a 2017 clause the collection lacks, by their references: those that
    cite it; the heading (`c30`) when none does, and for a bare Law id (the heading stands for the whole Law).
    A paragraph that cites the clause's parent or a sub-clause is not taken (docs/search/place23-cv.txt: on the
    seeds it put 30.4, which cites 30B, above the paragraphs a query on pass out of turn wants)."""
    law = law_of(clause_id) or ""
    out = [source for target, source in citing.get(law, ()) if target == clause_id != law]
    return tuple(dict.fromkeys(out)) or (f"c{law}",)


def _why_not(corpus, law: str) -> str:
    if law not in corpus and f"c{law}" not in corpus:
        return f"Правила {law} нет в собрании"
    heading = corpus.get(law) or corpus.get(f"c{law}")
    if not heading.title.strip():
        return (f"у Правила {law} в собрании нет заголовка, а его текст не называет предмет Правила {law} "
                "редакции 2017 года")
    word = genitive_law_word(law_word(heading))  # the heading quoted with its book's word: «заголовок Статьи 2 («…»)»
    other = other_subject(heading.edition, int(law)) if heading.source == LAW and law.isdigit() else None
    if other:
        return (f"в редакции {other.edition} года у {word} {law} («{heading.title}») другой предмет"
                f" («{other.title}»), чем в редакции 2017 года")
    return f"заголовок {word} {law} («{heading.title}») не совпадает по смыслу с редакцией 2017 года"


# --- a book's own words for the 2017 titles' terms -------------------------------------------------------------

OWN_RUN = 2  # a book may say a term in up to this many words («претензия»: «заявление о взятках»)
OWN_SHARE = 0.05  # a term's words stand in at most this share of the book's documents: a word said all over the book
# («игра»: 10 % of a 1987 book, whose «Преждевременная игра» is the 2017 «снос») names the game, not a term


def _title_words(title: str) -> list[tuple[str, frozenset[str]]]:
    """A title's content words in order, each with its lemmas (_content_lemmas, word by word)."""
    from lawref.search.analysis import fold, tokens

    out = []
    for token in tokens(title):
        lemmas = _content_lemmas(token.text)
        if lemmas:
            out.append((fold(token.text), lemmas))
    return out


@lru_cache(maxsize=1)
def _synonyms() -> dict[str, frozenset[str]]:
    """The one-word words of each entry of the trade thesaurus, each a synonym of the others (заявка ~ назначение,
    доска ~ сдача, наказание ~ исправление of «штраф»): a title that says one of them says the other."""
    from lawref.search.analysis import fold
    from lawref.search.expand.thesaurus import load

    out: dict[str, set[str]] = {}
    for entry in load():
        if entry.file != "trade.toml":
            continue
        group = {fold(word) for word in (*entry.typed, *entry.means) if " " not in word.strip()}
        for word in group:
            out.setdefault(word, set()).update(group - {word})
    return {word: frozenset(words) for word, words in out.items()}


def _same_word(a: frozenset[str], b: frozenset[str]) -> bool:
    """Two title words say the same: a lemma or a root in common, or one-word synonyms of the trade thesaurus."""
    if a & b or _stems(a) & _stems(b):
        return True
    synonyms = _synonyms()
    return any(synonyms.get(lemma, frozenset()) & b for lemma in a)


def own_words(corpus, terms, postings, documents: int) -> dict[str, tuple[str, ...]]:
    """The book's own words for terms of the 2017 titles that it never says, read as a reader compares two tables
    of contents: where the book's Law title agrees with the 2017 title (titles_agree) and says all of its words
    but one, a thesaurus term the book's text lacks altogether (`terms`: the collection's lemmas), in other words
    (at most OWN_RUN, standing together, in at most OWN_SHARE of the book's `documents` by `postings`: doc, tf,
    tf), those are the book's words for it: «Заявление или уступка взяток» for «Претензия или уступка взяток» (a
    book of the 2007 Laws that never says «претензия»), «Претензия или отказ» for «Претензия или уступка».
    2017 lemma -> the book's words' first lemmas; the thesaurus's meanings that say the 2017 word then say the
    book's too (meanings.own_entries), so «claim» finds «заявление» on that book."""
    from lawref.search.expand.thesaurus import law_titles, load
    from lawref.search.meanings import folded_words, key_lemmas

    meant = {lemma for entry in load() if entry.file != "laws.toml"
             for phrase in entry.means for word in folded_words(phrase) for lemma in key_lemmas(word)}
    agreeing = _agreeing(corpus)
    found: dict[str, tuple[str, ...]] = {}
    clash: set[str] = set()
    for number, (_, expected) in sorted(law_titles().items()):
        law = str(number)
        heading = corpus.get(law)
        if heading is None or not heading.title.strip() or not agreeing(law, law):
            continue
        ours, theirs = _title_words(expected), _title_words(heading.title)
        lacking = [w for w in ours if not any(_same_word(w[1], t[1]) for t in theirs)]
        extra = [n for n, t in enumerate(theirs) if not any(_same_word(t[1], w[1]) for w in ours)]
        if len(lacking) != 1 or not extra or len(extra) > OWN_RUN or extra != list(range(extra[0], extra[-1] + 1)):
            continue
        word, lemmas = lacking[0]
        if lemmas & terms or not lemmas & meant:  # the book says it, or no term of the thesaurus means it
            continue
        said = tuple(sorted(theirs[n][1])[0] for n in extra)
        where = [set(postings.get(lemma, [])[::3]) for lemma in said]
        if len(set.intersection(*where)) > OWN_SHARE * documents:
            continue
        for lemma in lemmas & meant:
            if found.get(lemma, said) != said:
                clash.add(lemma)
            found[lemma] = said
    return {lemma: said for lemma, said in sorted(found.items()) if lemma not in clash}


def book_synonyms(terms) -> dict[str, tuple[str, ...]]:
    """For each word of the trade thesaurus the book never says (`terms`: the collection's lemmas), the one-word
    words of its entries that the book does say (_synonyms): «торговля» -> «аукцион» in a book of «аукцион» and
    never «торговля», «исправление» -> «наказание» in a 1987 book; so the thesaurus's meanings that say the word
    (english.toml: «auction» -> «торговля») say the book's (meanings.own_entries)."""
    out = {}
    for word, synonyms in sorted(_synonyms().items()):
        said = sorted(s for s in synonyms if s in terms)
        if word not in terms and said and " " not in word:
            out[word] = tuple(said)
    return out
