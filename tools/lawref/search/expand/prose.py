"""Questions and prose: question words dropped, and ids written with words, spaces, dots and dashes. Ids in prose:
«правило 27 B 1 b», «статья 27, пункт B, подпункт 1 b», «Правило 30 C», «27-В-1-б», «70.E.1», «п. 29 2»,
«комментарий к правилу 28», «пример С к правилу 27», «примечание к 27.8», «сноска к правилу 70», «Law 70B», «правило
двадцать семь Б два», «семидесятое правило, пункт С1», «подпункт b пункта 1 раздела B правила 27». Numbers may be
words (data/number_words.toml, read by lawref.numbering) when a label word is next to them; an ordinal before its
label («второй пункт») is read as if after it; items named before their Law («пункт C2 правила 70») are read
innermost first. The query is cut into pieces (numbers, letters, words, punctuation); a chain is a number followed
by letters, numbers and roman numerals, with label words (правило, статья, пункт, раздел, п., ст., law …) and
separators (spaces . , - ) between them. A chain is read as an id only when it has a label word or a separator
inside it (a plain `70C2` is the tokenizer's business). `read_ids(text, known)` returns the ids with the character
spans they took; `known(id)` says whether an id is a clause or cited in the collection, and picks between readings
(«п. 29 2» is paragraph 29.2 of a commentary; «правило 9 пункт 1» may be item 9-1).
search-query.js carries the same reader (a test compares them on many strings).
"""

from __future__ import annotations

import re
from functools import lru_cache

from lawref.ids import latin_subitem, law_id, normalize_id
from lawref.numbering import int_to_roman, number_value, number_words
from lawref.search.analysis import word_list
from lawref.search.rules import IDS, words

_PIECE = re.compile(r"\d+|[^\W\d_]+|[.,;:()\-–—/]")
# The label words, letters and numerals are data/rules.toml's [ids] (the browser reads the same from the meta).
_LABELS = IDS["labels"]
LAW_WORDS = words(_LABELS["law"])
COMMENTARY_WORDS = words(_LABELS["commentary"])
ITEM_WORDS = words(_LABELS["item"])
EXAMPLE_WORDS = words(_LABELS["example"])
NOTE_WORDS = words(_LABELS["note"])
FOOTNOTE_WORDS = words(_LABELS["footnote"])
CONNECTORS = words(_LABELS["connector"])
LABELS = ("law", "commentary", "item", "example", "note", "footnote")
DOT_WORDS = words(IDS["dot_words"])
ORDINAL_ENDINGS = words(IDS["ordinal_endings"])
SUBITEM_ORDER = IDS["subitem_order"]
LATIN = "abcdefghijklmnopqrstuvwxyz"
# An item's number written as a roman one (lawref.numbering writes them; rules.toml says how many).
ROMAN_NUMERALS = [int_to_roman(k) for k in range(1, IDS["roman_count"] + 1)]
ROMAN = re.compile("^(?:" + "|".join(ROMAN_NUMERALS) + ")$")
# Letters a section or sub-item can be: Latin, and the Cyrillic ones lawref.ids reads as Latin.
ID_LETTERS = frozenset(IDS["letters"])
# One-letter Russian words that are prepositions or conjunctions when lower case and before a word.
SMALL_WORDS = frozenset(IDS["small_words"])


@lru_cache(maxsize=1)
def question_words() -> frozenset[str]:
    return word_list("question_words.txt")


@lru_cache(maxsize=1)
def phrase_gaps() -> frozenset[str]:
    """data/phrase_gaps.txt: words that may stand inside a thesaurus phrase (lawref.search.query)."""
    return word_list("phrase_gaps.txt")


def pieces(text: str, numbers: dict) -> list[tuple[int, int, str, bool]]:
    """(start, end, piece, spelled): numbers written as words (or as digits with an ordinal's ending, «27-му»)
    become digits with spelled=True; a tens word and
    the units word after it are one number; a spelled number just before a label word moves after it."""
    raw = [(m.start(), m.end(), m.group()) for m in _PIECE.finditer(text)]
    out: list[tuple[int, int, str, bool]] = []
    i = 0
    while i < len(raw):
        start, end, piece = raw[i]
        value = number_value(piece, numbers) if piece.isalpha() else None
        if (value is None and _is_number(piece) and i + 2 < len(raw) and raw[i + 1][2] == "-"
                and raw[i + 1][0] == end and raw[i + 2][0] == raw[i + 1][1]
                and raw[i + 2][2].lower() in ORDINAL_ENDINGS):
            out.append((start, raw[i + 2][1], piece, True))  # «27-му»: an ordinal in digits
            i += 3
            continue
        if value is None:
            out.append((start, end, piece, False))
            i += 1
            continue
        nxt = i + 2 if i + 2 < len(raw) and raw[i + 1][2] == "-" else i + 1
        units = number_value(raw[nxt][2], numbers) if nxt < len(raw) and raw[nxt][2].isalpha() else None
        if value >= 20 and value % 10 == 0 and units is not None and units < 10:
            out.append((start, raw[nxt][1], str(value + units), True))
            i = nxt + 1
        else:
            out.append((start, end, str(value), True))
            i += 1
    # «двадцать девять точка три», «27 точка 7»: the word between two numbers is their dot.
    for k in range(1, len(out) - 1):
        if out[k][2].lower() in DOT_WORDS and _is_number(out[k - 1][2]) and _is_number(out[k + 1][2]):
            out[k] = (out[k][0], out[k][1], ".", True)
    for k in range(len(out) - 1):
        # «второй пункт», but not «пункт третий правила 70», where «третий» is already the item's number.
        before = _role(out[k - 1][2]) if k else ""
        if out[k][3] and _role(out[k + 1][2]) in ("law", "commentary", "item") and before not in LABELS:
            out[k], out[k + 1] = out[k + 1], out[k]
    return out


def _role(word: str) -> str:
    w = word.lower().replace("ё", "е")
    if w in LAW_WORDS:
        return "law"
    if w in COMMENTARY_WORDS:
        return "commentary"
    if w in ITEM_WORDS:
        return "item"
    if w in EXAMPLE_WORDS:
        return "example"
    if w in NOTE_WORDS:
        return "note"
    if w in FOOTNOTE_WORDS:
        return "footnote"
    if w in CONNECTORS:
        return "connector"
    return ""


def _is_number(p: str) -> bool:
    # Decimal digits (the JavaScript's \p{Nd}), not str.isdigit, which takes «¹» and «²» that int() refuses.
    return p.isdecimal() and len(p) <= 3


def _is_letter(p: str, following: str | None) -> bool:
    if len(p) != 1 or p.lower() not in ID_LETTERS:
        return False
    # «правило 27 в случае …»: a small lower-case Russian word before a word is a word.
    if p in SMALL_WORDS and following is not None and following.isalpha() and len(following) > 1:
        return False
    return True


def read_ids(text: str, known, numbers: dict | None = None) -> list[tuple[int, int, str]]:
    """(start, end, canonical id) of each id written in prose in `text`; `numbers` is the number-word table
    (the search data's meta["numberWords"]; number_words() when not given)."""
    ps = pieces(text, numbers if numbers is not None else number_words())
    out = []
    i = 0
    while i < len(ps):
        found = _items_first(ps, i, known) or _chain(ps, i, known)
        if found:
            start, end, canonical, i = found
            out.append((start, end, canonical))
        else:
            i += 1
    return out


def _chain(ps, i, known):
    """Read a chain starting at piece i: labels, then a number and what follows. None when none starts here."""
    roles: list[str] = []
    extra_letter = ""
    j = i
    labelled = False
    while j < len(ps) and not _is_number(ps[j][2]):
        word = ps[j][2]
        role = _role(word)
        if role in LABELS:
            roles.append(role)
            labelled = True
        elif role == "connector" or word in ".,:-–—":
            if not labelled:
                return None
        elif roles and roles[-1] == "example" and len(word) == 1 and not extra_letter:
            extra_letter = word  # «пример С к правилу 27»
        else:
            return None
        j += 1
    if j >= len(ps) or not labelled and j != i:
        return None
    # A number in words starts a chain without a label only when an id letter or a dot written as a word follows
    # («двадцать седьмое B», «двадцать девять точка три»).
    if ps[j][3] and not labelled and not (j + 1 < len(ps) and (_is_letter(ps[j + 1][2], _next_word(ps, j + 1))
                                                                or ps[j + 1][2] == "." and ps[j + 1][3])):
        return None
    spelled_ok = labelled or ps[j][3]
    parts = [ps[j][2]]
    kinds = ["n"]
    separated = False
    last = j
    k = j + 1
    while k < len(ps):
        word = ps[k][2]
        following = _next_word(ps, k)
        gap = text_gap(ps, k)
        if word in ".,-–—/()" or _role(word) == "item":
            separated = True
            spelled_ok = spelled_ok or _role(word) == "item"  # «27.7 подпункт пятый»
            k += 1
            continue
        if _is_number(word) and ps[k][3] and not spelled_ok:
            break
        if not _add_part(parts, kinds, word, following):
            break
        separated = separated or gap
        last = k
        k += 1
    if not labelled and not separated:
        return None
    if not labelled and len(parts) == 1:
        return None
    if not labelled and all(kind == "n" for kind in kinds) and "." not in _between(ps, j, last):
        return None  # «70 71» is two Laws
    taken = ps[i if labelled else j:last + 1]
    start, end = min(p[0] for p in taken), max(p[1] for p in taken)
    canonical = _compose(parts, kinds, roles, extra_letter, _between(ps, j, last), known)
    if canonical is None:
        return None
    return start, end, canonical, last + 1


def _items_first(ps, i, known):
    """«пункт C2 правила 70», «подпункт b пункта 1 раздела B правила 27»: items named before their Law, each
    after its own label, innermost first. None unless the chain ends in a Law label and its number."""
    groups: list[list[str]] = []
    j = i
    while j < len(ps) and _role(ps[j][2]) == "item":
        j += 1
        while j < len(ps) and ps[j][2] == ".":
            j += 1
        group = []
        while j < len(ps) and (_is_number(ps[j][2]) or _is_letter(ps[j][2], _next_word(ps, j))
                               or group and ROMAN.match(ps[j][2].lower())):
            group.append(ps[j][2])
            j += 1
        if not group:
            return None
        groups.append(group)
        while j < len(ps) and (ps[j][2] == "," or _role(ps[j][2]) == "connector"):
            j += 1
    roles = ["item"]
    while j < len(ps) and _role(ps[j][2]) in ("law", "commentary", "connector"):
        roles.append(_role(ps[j][2]))
        j += 1
    if not groups or not {"law", "commentary"} & set(roles) or j >= len(ps) or not _is_number(ps[j][2]):
        return None
    parts = [ps[j][2]]
    kinds = ["n"]
    for word in (w for group in reversed(groups) for w in group):
        if not _add_part(parts, kinds, word, None):
            return None
    canonical = _compose(parts, kinds, roles, "", "", known)
    if canonical is None:
        return None
    taken = ps[i:j + 1]
    return min(p[0] for p in taken), max(p[1] for p in taken), canonical, j + 1


def _add_part(parts: list[str], kinds: list[str], word: str, following: str | None) -> bool:
    """Add `word` to the id being read, with its kind: n a number, r a roman numeral (after at least two parts,
    the last a number: 27.7 iii; or after an item's number and its sub-item letter: 12 C 1 e ii), l a letter.
    False when it is none of these."""
    if _is_number(word):
        kind = "n"
    elif ROMAN.match(word.lower()) and (kinds[-1] == "n" and len(parts) >= 2 or kinds[-2:] == ["n", "l"]
                                        and len(parts) >= 3):
        kind, word = "r", word.lower()  # «27.7 iii»; after a sub-item's letter, «12 C 1 e ii» is 12C1(e)(ii)
    elif _is_letter(word, following):
        kind = "l"
    else:
        return False
    parts.append(word)
    kinds.append(kind)
    return True


def _next_word(ps, k) -> str | None:
    return ps[k + 1][2] if k + 1 < len(ps) else None


def text_gap(ps, k) -> bool:
    return k > 0 and ps[k][0] > ps[k - 1][1]


def _between(ps, j, last) -> str:
    return "".join(p[2] for p in ps[j:last + 1] if not p[2].isalnum())


def _compose(parts, kinds, roles, extra_letter, separators, known):
    law = parts[0]
    pattern = "".join(kinds)
    candidates: list[str] = []
    if "footnote" in roles:
        candidates = [f"{int(law)}.fn{int(parts[1]) if len(parts) > 1 and kinds[1] == 'n' else 1}"]
    elif "example" in roles and extra_letter:
        candidates = [normalize_id(f"{int(law)}.ex{extra_letter}") or ""]
    elif "note" in roles:
        if pattern.startswith("nn"):
            candidates = [f"{int(law)}.{int(parts[1])}.note1"]
        candidates += [f"c{int(law)}.note1"]
    elif "commentary" in roles and pattern == "n":
        candidates = [f"c{int(law)}"]
    elif pattern == "nnn" and "." in separators and 1 <= int(parts[2]) <= len(ROMAN_NUMERALS):
        # «27.7 подпункт пятый»: the items of a commentary paragraph are roman numerals.
        candidates = [f"{int(law)}.{int(parts[1])}({ROMAN_NUMERALS[int(parts[2]) - 1]})"]
    elif pattern in ("nn", "nnr"):
        para = f"{int(law)}.{int(parts[1])}" + (f"({parts[2]})" if pattern == "nnr" else "")
        item = f"{int(law)}-{int(parts[1])}"
        prefer_para = "commentary" in roles or "." in separators or "item" in roles and "law" not in roles
        candidates = [para, item] if prefer_para else [item, para]
        # «пункт третий правила 70», when the Law has no item 3: its third section (70C), if that exists.
        if pattern == "nn" and 1 <= int(parts[1]) <= 10:
            candidates.append(law_id(law, "ABCDEFGHIJ"[int(parts[1]) - 1]))
    else:
        m = re.fullmatch(r"n(l)?(n)?(l)?(r)?", pattern)
        if not m:
            return None
        values = iter(parts[1:])
        section = next(values) if m.group(1) else ""
        item = next(values) if m.group(2) else ""
        sub = next(values) if m.group(3) else ""
        deep = next(values) if m.group(4) else ""
        if sub and not item:
            return None
        try:
            candidates = [law_id(law, section, item, sub, deep)]
            if sub and not candidates[0].isascii() and sub.lower() in SUBITEM_ORDER:
                # «пункт 16 Д 2 в»: a Russian list's letter, by its place (а, б, в: a, b, c)
                candidates.insert(0, law_id(law, section, item, LATIN[SUBITEM_ORDER.index(sub.lower())], deep))
        except (KeyError, ValueError):
            return None
        if "commentary" in roles and len(candidates[0]) and not section:
            candidates.insert(0, f"c{int(law)}")
        if item and sub and not section:
            # «п. 12.4 б», «2.1.а»: a numbered paragraph's lettered item, 12.4(b) in a commentary, 2-1(a) in a book
            # that numbers a Law's paragraphs; the dotted one first when a dot was typed;
            # before the commentary as a whole («комментарий 12, п. 4 б»)
            tail = f"({latin_subitem(sub)})" + (f"({deep.lower()})" if deep else "")
            para, numbered = f"{int(law)}.{int(item)}{tail}", f"{int(law)}-{int(item)}{tail}"
            candidates[:0] = [para, numbered] if "." in separators else [numbered, para]
    candidates = [c for c in candidates if c]
    if not candidates:
        return None
    return next((c for c in candidates if known(c)), candidates[0])
