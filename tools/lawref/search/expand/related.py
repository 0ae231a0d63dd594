"""Related words: lemmas of one root in another part of speech, by rules over pymorphy3's lexicon.

pymorphy3 knows inflection, not derivation: «прекращение» and «прекратить» are unrelated lexemes to it. These
rules propose candidate lemmas by suffix, and keep a candidate only when pymorphy3 knows it as a lemma of the
expected part of speech:

  deverbal noun -> verb  прекращение -> прекратить, прекращать; аннулирование -> аннулировать; принятие ->
                         принять; замена -> заменить; корректировка -> корректировать; консультация ->
                         консультировать; сомнение -> сомневаться; передача -> передать (stem + verb suffix,
                         with the consonant alternations of Russian derivation: щ/т, ж/з, ж/д, жд/д, ч/т, ш/с,
                         вл/в, бл/б, пл/п, мл/м)
  -ость noun -> adjective  успешность -> успешный, обязанность -> обязанный
  noun -> its adjective  процедура -> процедурный, пика -> пиковый, штраф -> штрафной, ошибка -> ошибочный,
                         рука -> ручной, конвенция -> конвенционный (stem + -н-, -ов-/-ев-, -ск-; к/ч before -н-;
                         -ция -> -ционный): the adjective «of the noun» that titles use («ПРОЦЕДУРНЫЕ НАКАЗАНИЯ»)
  adverb -> adjective    справедливо -> справедливый, слева -> левый, сверху -> верхний
  aspect pair            открывать <-> открыть, заменять <-> заменить, прекращать <-> прекратить,
                         принимать <-> принять, передавать <-> передать, узнавать <-> узнать (one verb perfective,
                         the other imperfective)
  prefixed perfective    корректировать <-> скорректировать, консультироваться <-> проконсультироваться
                         (verbs in -ировать/-овать only, whose prefixes only mark the aspect)

`related(lemma)` gives the lemmas linked to one lemma: its own rules, the rules of the words that lead to it
(checked the other way: a candidate counts only when its rules give the lemma back), and the aspect partners of
the verbs so found. data/related.toml lists links the rules make that are wrong in bridge (with the reason).
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources

from lawref.search.analysis import fold, morph

# Consonant alternations at the end of a stem: the noun's (or imperfective's) stem -> the verb's.
ALTERNATIONS = (("жд", "д"), ("щ", "т"), ("щ", "ст"), ("ж", "з"), ("ж", "д"), ("ч", "т"), ("ч", "к"),
                ("ш", "с"), ("ш", "х"), ("вл", "в"), ("бл", "б"), ("пл", "п"), ("мл", "м"), ("фл", "ф"))
VERB_ENDINGS = ("ить", "ать", "ять", "еть", "евать", "овать")
PREFIXES = ("с", "со", "про", "за", "по", "от")
# pymorphy3 marks rare, archaic, slang and impersonal words: never a related word ("разъяснеть").
RARE = frozenset({"Impe", "Arch", "Slng", "Infr", "Dist", "Erro", "Litr"})


def _stems(stem: str) -> list[str]:
    out = [stem]
    for tail, base in ALTERNATIONS:
        if stem.endswith(tail):
            out.append(stem[: -len(tail)] + base)
    return out


@lru_cache(maxsize=100_000)
def _pos(word: str) -> frozenset[str]:
    """Parts of speech under which `word` is its own lemma in pymorphy3's dictionary (not guessed)."""
    out: set[str] = set()
    # A word the dictionary does not know has no known parse (a parse of it is the word itself, or with an е
    # spelt ё, which the dictionary knows only when it knows the word): most of the candidates the rules make
    # («прекращить») are none, and guessing their parses was most of the time of this step.
    if not morph().word_is_known(word):
        return frozenset(out)
    for parse in morph().parse(word):
        if fold(parse.normal_form) == word and parse.is_known and not (RARE & parse.tag.grammemes):
            out.add(parse.tag.POS)
            if parse.tag.POS == "INFN":
                out.add("perf" if "perf" in parse.tag else "impf")
    return frozenset(out)


def _verbs(candidates) -> set[str]:
    found = set()
    for c in candidates:
        if "INFN" in _pos(c):
            found.add(c)
        elif "INFN" in _pos(c + "ся"):
            found.add(c + "ся")
    return found


def _deverbal(noun: str) -> set[str]:
    cands: list[str] = []
    if noun.endswith(("ание", "яние")):
        cands += [noun[:-3] + "ть", noun[:-4] + "ать", noun[:-4] + "ять"]
    if noun.endswith("ение"):
        for stem in _stems(noun[:-4]):
            cands += [stem + e for e in VERB_ENDINGS]
    if noun.endswith("тие"):
        cands.append(noun[:-3] + "ть")
    if noun.endswith(("ация", "яция")):
        cands += [noun[:-4] + "ировать", noun[:-4] + "овать"]
    elif noun.endswith("ция"):
        cands += [noun[:-3] + "тировать", noun[:-3] + "ировать", noun[:-4] + "цировать"]
    if noun.endswith("овка"):
        cands.append(noun[:-4] + "овать")
    elif noun.endswith("ка"):
        for stem in _stems(noun[:-2]):
            cands += [stem + "ить", stem + "ять", stem + "ать"]
    if noun.endswith("дача"):  # передача -> передать, сдача -> сдать, пересдача -> пересдать
        cands.append(noun[:-3] + "ать")
    if noun.endswith(("а", "я")) and not noun.endswith(("ка", "ция", "ость")):
        cands += [noun[:-1] + "ить", noun[:-1] + "ять"]
    return _verbs(cands)


def _adjectives(stem: str) -> set[str]:
    return {stem + e for e in ("ый", "ий", "ой", "ний") if "ADJF" in _pos(stem + e)}


# A noun's relational adjective (процедура -> процедурный): the noun's stem, then these endings.
RELATIONAL = ("ный", "ной", "овый", "евый", "овой", "евой", "ский", "ской")


def _noun_stems(noun: str) -> list[str]:
    """The stems a noun's adjective is made on: the noun less its ending vowel, ь or й (пика -> пик, козырь ->
    козыр, штраф -> штраф), and with к -> оч / ч before -н- (ошибка -> ошибоч, рука -> руч)."""
    stem = noun[:-1] if noun.endswith(("а", "я", "о", "е", "ь", "й")) else noun
    out = [stem]
    if stem.endswith("к"):
        out += [stem[:-1] + "оч", stem[:-1] + "ч"]
    return out


def _relational(noun: str) -> set[str]:
    """A noun's relational adjectives that the dictionary knows (процедура -> процедурный, конвенция ->
    конвенционный)."""
    if noun.endswith("ция"):
        cands = [noun[:-1] + "онный"]
    else:
        cands = [stem + e for stem in _noun_stems(noun) for e in RELATIONAL]
    return {c for c in cands if "ADJF" in _pos(c)}


def _aspect_partners(verb: str) -> set[str]:
    reflexive = verb.endswith(("ся", "сь"))
    plain = verb[:-2] if reflexive else verb
    cands: list[str] = []
    if plain.endswith(("ывать", "ивать")):
        base = plain[:-5]
        cands += [base + "ыть", base + "ить", base + "ать", base + "ять"]
        if "а" in base:  # оспаривать -> оспорить
            i = base.rfind("а")
            cands.append(base[:i] + "о" + base[i + 1:] + "ить")
    if plain.endswith(("авать", "явать")):  # передавать -> передать, узнавать -> узнать, вставать -> встать
        cands.append(plain[:-4] + "ть")
    if plain.endswith(("дать", "знать", "стать")):  # the way back: передать -> передавать
        cands.append(plain[:-2] + "вать")
    if plain.endswith("нимать"):
        cands.append(plain[:-6] + "нять")
    if plain.endswith("нять"):
        cands.append(plain[:-4] + "нимать")
    if plain.endswith(("ать", "ять")) and not plain.endswith(("авать", "явать")):  # not передавать -> передавить
        for stem in _stems(plain[:-3]):
            cands.append(stem + "ить")
    if plain.endswith(("ить", "ыть")):
        stem = plain[:-3]
        cands += [stem + "ать", stem + "ять", stem + "ывать", stem + "ивать"]
        for tail, base in ALTERNATIONS:  # прекратить -> прекращать
            if stem.endswith(base):
                cands.append(stem[: -len(base)] + tail + "ать")
    if plain.endswith(("ировать", "овать")):
        cands += [p + plain for p in PREFIXES]
        cands += [plain[len(p):] for p in PREFIXES if plain.startswith(p)]
    if reflexive:
        cands = [c + "ся" for c in cands] + cands
    mine = _pos(verb)
    out = set()
    for c in set(cands):
        theirs = _pos(c)
        if "INFN" in theirs and c != verb and (("perf" in mine and "impf" in theirs)
                                               or ("impf" in mine and "perf" in theirs)):
            out.add(c)
    return out


def derive(lemma: str) -> set[str]:
    """The lemmas this lemma's own rules lead to (one step)."""
    pos = _pos(lemma)
    out: set[str] = set()
    if "NOUN" in pos:
        out |= _deverbal(lemma)
        if lemma.endswith(("ость", "есть")):
            out |= _adjectives(lemma[:-4])
        else:
            out |= _relational(lemma)
    if "ADVB" in pos or "ADJS" in pos or "PRED" in pos:
        if lemma.endswith(("о", "е")):
            out |= _adjectives(lemma[:-1])
        for prefix in ("с", "из", "до", "в", "вн"):
            if lemma.startswith(prefix) and lemma.endswith(("а", "у", "и")):
                out |= _adjectives(lemma[len(prefix):-1])
        if lemma.startswith("вн") or lemma.startswith("вв"):
            out |= _adjectives(lemma[1:])
    if "INFN" in pos:
        out |= _aspect_partners(lemma)
    return out - {lemma} - _excluded(lemma)


def _reverse_candidates(lemma: str) -> set[str]:
    """Words whose rules might lead to `lemma` (checked by `derive` before use)."""
    pos = _pos(lemma)
    out: set[str] = set()
    if "INFN" in pos:
        plain = lemma[:-2] if lemma.endswith(("ся", "сь")) else lemma
        for ending in VERB_ENDINGS + ("ыть", "ть"):
            if plain.endswith(ending):
                stem = plain[: -len(ending)]
                stems = [stem] + [stem[: -len(base)] + tail for tail, base in ALTERNATIONS if stem.endswith(base)]
                for s in stems:
                    out |= {s + "ение", s + "ание", s + "яние", s + "тие", s + "ка", s + "а", s + "я", s + "ие"}
                if ending in ("ировать", "овать") or plain.endswith("ировать"):
                    base = plain[: -len("ировать")] if plain.endswith("ировать") else stem
                    out |= {base + "ация", base + "ция", base + "овка", base + "ировка", plain[:-7] + "кция"}
                if ending == "ать" and stem:
                    out.add(stem + "ание")
                out.add(stem + "ье")
    if "ADJF" in pos:
        for ending in ("ый", "ий", "ой", "ний"):
            if lemma.endswith(ending):
                stem = lemma[: -len(ending)]
                out |= {stem + "о", stem + "е", stem + "ость", "с" + stem + "а", "с" + stem + "у",
                        "в" + stem + "у", "вн" + stem[1:] + "у" if stem.startswith("н") else stem + "о"}
        for ending in RELATIONAL + ("онный",):  # the noun of a relational adjective (checked by derive)
            if lemma.endswith(ending):
                stem = lemma[: -len(ending)]
                out |= {stem + e for e in ("", "а", "я", "о", "е", "ь", "й")}
                if stem.endswith("ч"):
                    base = stem[:-2] if stem.endswith("оч") else stem[:-1]
                    out |= {base + "ка", base + "к"}
                if ending == "онный":
                    out.add(stem + "я")
    return {c for c in out if c and c != lemma}


def _one_step(lemma: str) -> set[str]:
    """`derive` both ways: what this lemma's rules give, and the words whose rules give this lemma."""
    found = set(derive(lemma))
    for candidate in _reverse_candidates(lemma):
        if _pos(candidate) and lemma in derive(candidate):
            found.add(candidate)
    return found


def related(lemma: str) -> set[str]:
    """Lemmas linked to `lemma` by the rules, in either direction; a verb's aspect partner brings its own
    links (принимать -> принять -> принятие), and a verb found brings its aspect partners."""
    lemma = fold(lemma)
    found = _one_step(lemma)
    if "INFN" in _pos(lemma):
        for partner in _aspect_partners(lemma):
            found |= _one_step(partner)
        found |= _reflexive_partner(lemma)
    for verb in [w for w in found if "INFN" in _pos(w)]:
        found |= _aspect_partners(verb)
    return found - {lemma} - _excluded(lemma)


def _reflexive_partner(verb: str) -> set[str]:
    """A verb's reflexive (or plain) partner that pymorphy3 knows as a verb: установить <-> установиться («ренонс
    установился» tells what the Laws call «установленный ренонс»), исправить <-> исправиться; a wrong pair in bridge
    is listed in data/related.toml."""
    if verb.endswith(("ся", "сь")):
        other = verb[:-2]
    else:
        other = verb + ("ся" if verb.endswith(("ть", "чь")) else "сь")
    return {other} if "INFN" in _pos(other) else set()


@lru_cache(maxsize=1)
def _exclusions() -> dict[str, frozenset[str]]:
    data = tomllib.loads(resources.files("lawref.search").joinpath("data/related.toml").read_text("utf-8"))
    pairs: dict[str, set[str]] = {}
    for entry in data.get("unrelated", []):
        a, b = fold(entry["words"][0]), fold(entry["words"][1])
        pairs.setdefault(a, set()).add(b)
        pairs.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in pairs.items()}


def _excluded(lemma: str) -> frozenset[str]:
    return _exclusions().get(lemma, frozenset())
