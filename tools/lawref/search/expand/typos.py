"""Typos: a query word that is no known form is corrected against the corpus's own vocabulary.

Distance: optimal string alignment (Damerau-Levenshtein where a swap of two neighbouring letters counts 1),
at most 1 for words of 4-7 letters and 2 from 8 letters (keeping the first letter); shorter words are never
corrected. Among the nearest forms the most frequent in the corpus wins, then the alphabetically first (so both
engines pick the same).

Finding candidates in the browser: the vocabulary is split into shards by `skeleton_keys`, the two-letter
strings left when one of the first three letters is deleted. A word one edit away from a form (a wrong, missing,
extra or swapped letter anywhere, the first two letters included) shares at least one of these keys with it,
so a query word loads at most three vocabulary shards. Two edits within the first three letters are missed.

Never "correcting" a real word: `guard_words` lists the dictionary words (pymorphy3) one edit from a
vocabulary form that are not forms of the corpus, and `guard_far_words` those two edits from one that share its
first three letters (rapidfuzz compares them in C); a query word among them is searched as typed. A real word two
edits away that differs in its second or third letter is not guarded.
search-query.js carries `distance`, `max_distance`, `skeleton_keys` and `best` unchanged.
"""

from __future__ import annotations

from lawref.search.rules import TYPOS

MIN_LENGTH = TYPOS["min_length"]  # data/rules.toml, as the browser reads it
LONG = TYPOS["long"]  # words of this many letters may be two edits away


def max_distance(word: str) -> int:
    n = len(word)
    return 0 if n < MIN_LENGTH else 1 if n < LONG else 2


def skeleton_keys(word: str) -> list[str]:
    """The shard keys of a word: its first two letters first, then the other one-deletion skeletons of its
    first three letters."""
    head = word[:3]
    if len(head) < 3:
        return [word[:2]] if word else []
    return list(dict.fromkeys([head[:2], head[0] + head[2], head[1:]]))


def distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance, or limit + 1 when it is over `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        best = current[0]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, previous2[j - 2] + 1)
            current[j] = value
            best = min(best, value)
        if best > limit:
            return limit + 1
        previous2, previous = previous, current
    return min(previous[len(b)], limit + 1)


def best(word: str, candidates) -> str | None:
    """The correction of `word` among (form, frequency) candidates, or None."""
    limit = max_distance(word)
    if not limit:
        return None
    chosen, chosen_key = None, None
    for form, freq in candidates:
        if form == word:
            continue
        d = distance(word, form, limit)
        if d > limit or (d == 2 and form[:1] != word[:1]):
            continue
        key = (d, -freq, form)
        if chosen_key is None or key < chosen_key:
            chosen, chosen_key = form, key
    return chosen


def nearest(word: str, candidates, limit: int) -> list[str]:
    """The forms among (form, frequency) candidates within `limit` edits of `word` (not itself), nearest first,
    then the most frequent, then alphabetically; two edits or more keep the first letter (as corrections do):
    «Возможно, вы искали» (lawref.search.suggest)."""
    scored = {}
    for form, freq in candidates:
        if form == word or form in scored:
            continue
        d = distance(word, form, limit)
        if d <= limit and (d < 2 or form[:1] == word[:1]):
            scored[form] = (d, -freq, form)
    return sorted(scored, key=scored.__getitem__)


# --- build side ------------------------------------------------------------------------------------------

ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя"


def neighbours(word: str) -> set[str]:
    """Every string one edit (substitution, insertion, deletion, swap) from `word`, Russian letters only."""
    out: set[str] = set()
    for i in range(len(word) + 1):
        head, tail = word[:i], word[i:]
        for ch in ALPHABET:
            out.add(head + ch + tail)
            if tail:
                out.add(head + ch + tail[1:])
        if tail:
            out.add(head + tail[1:])
        if len(tail) > 1:
            out.add(head + tail[1] + tail[0] + tail[2:])
    out.discard(word)
    return out


def guard_words(vocabulary, known_forms, is_dictionary_word) -> set[str]:
    """Dictionary words one edit from a vocabulary form (of at least MIN_LENGTH letters) that are not forms
    the search knows: typed, they are searched as they are, never corrected."""
    return {w for near in one_edit_words(vocabulary, is_dictionary_word).values() for w in near
            if w not in known_forms}


def guard_far_words(vocabulary, known_forms, dictionary_words) -> set[str]:
    """Dictionary words of LONG letters or more, two edits from a vocabulary form with the same first three
    letters, that are not forms the search knows. `dictionary_words(prefix)` lists the dictionary's words of
    LONG letters or more beginning with `prefix` (folded)."""
    return {w for near in two_edit_words(vocabulary, dictionary_words).values() for w in near
            if w not in known_forms}


# Per form, before the search's own forms are taken out: the guard is their union less the known forms, so a
# build that keeps them (lawref.search.build, in a process that builds again after each edit) computes only the
# forms new to it.

def one_edit_words(vocabulary, is_dictionary_word) -> dict[str, set[str]]:
    """form -> the dictionary words of at least MIN_LENGTH letters one edit from it."""
    out: dict[str, set[str]] = {}
    for form in vocabulary:
        if len(form) < MIN_LENGTH - 1 or not all(ch in ALPHABET for ch in form):
            continue
        out[form] = {c for c in neighbours(form) if len(c) >= MIN_LENGTH and is_dictionary_word(c)}
    return out


def two_edit_words(vocabulary, dictionary_words) -> dict[str, set[str]]:
    """form -> the dictionary words of LONG letters or more, with its first three letters, two edits from it."""
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    by_prefix: dict[str, list[str]] = {}
    for form in vocabulary:
        if len(form) >= LONG - 2 and all(ch in ALPHABET for ch in form):
            by_prefix.setdefault(form[:3], []).append(form)
    out: dict[str, set[str]] = {}
    for prefix, forms in sorted(by_prefix.items()):
        candidates = sorted(dictionary_words(prefix))
        for form in forms:
            out[form] = {word for word, _, _ in process.extract(form, candidates, scorer=OSA.distance,
                                                                score_cutoff=2, limit=None)} if candidates else set()
    return out
