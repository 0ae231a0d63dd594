"""Typos: a query word that is no known form is corrected against the corpus's own vocabulary.

Distance: optimal string alignment (Damerau-Levenshtein where a swap of two neighbouring letters counts 1),
at most 1 for words of 4-7 letters and 2 from 8 letters (keeping the first letter); shorter words are never
corrected. Among the nearest forms one the word sounds like or spells with the same letters (`alike`) wins, then
the most frequent in the corpus, then the alphabetically first (so both engines pick the same).

Finding candidates in the browser: the vocabulary is split into shards by `skeleton_keys`, the two-letter
strings left when one of the first three letters is deleted. A word one edit away from a form (a wrong, missing,
extra or swapped letter anywhere, the first two letters included) shares at least one of these keys with it,
so a query word loads at most three vocabulary shards. Two edits within the first three letters are missed.

Never "correcting" a real word: `guard_words` lists the dictionary words (pymorphy3) one edit from a
vocabulary form that are not forms of the corpus, and `guard_far_words` those two edits from one that share its
first three letters (rapidfuzz compares them in C); a query word among them is searched as typed. A real word two
edits away that differs in its second or third letter is not guarded. A build computes both with `near_words`
(the dictionary's words under each prefix read once for every form that shares it; tests/test_typos_near.py
holds it to the definitions).
search-query.js carries `distance`, `max_distance`, `skeleton_keys` and `best` unchanged.
"""

from __future__ import annotations

from lawref.search.rules import TYPOS

MIN_LENGTH = TYPOS["min_length"]  # data/rules.toml, as the browser reads it
LONG = TYPOS["long"]  # words of this many letters may be two edits away
# a letter -> the one of its pair it is read as (rules [typos] sounds: «з» and «с» are one sound for a speller)
_SOUND = {pair[1]: pair[0] for pair in TYPOS["sounds"].split()}
GLUED_MIN, GLUED_PART, GLUED_PARTS = TYPOS["glued_min"], TYPOS["glued_part"], TYPOS["glued_parts"]
GLUED_PREFIXES = frozenset(TYPOS["glued_prefixes"].split())


def alike(word: str, form: str) -> bool:
    """`word` sounds like `form` (the same but for letters of one sound pair) or spells it with the same letters in
    another order: a speller's slip, preferred among corrections as near."""
    if len(word) != len(form):
        return False
    return "".join(_SOUND.get(ch, ch) for ch in word) == "".join(_SOUND.get(ch, ch) for ch in form) \
        or sorted(word) == sorted(form)


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
        key = (d, not alike(word, form), -freq, form)
        if chosen_key is None or key < chosen_key:
            chosen, chosen_key = form, key
    return chosen


def glued(word: str, known, stop) -> list[str] | None:
    """The words of `word` typed without its spaces («штрафнаякарта» -> штрафная, карта; «пасвнеочереди» -> пас,
    вне, очереди), or None: the fewest parts (at most GLUED_PARTS, two or more) that make it up whole, each a known
    form (`known(part)`) and not a stop word (`stop`) of at least GLUED_PART letters, or a stop word between two
    such («у», «в»), the first part none of GLUED_PREFIXES; of as few, the one whose first parts are longest. A
    reader reads a run of letters as the words he knows in it, and a preposition it starts with as the prefix of a
    word he knows: «подошёл» is no «подо шёл», «заявился» no «за явился»."""
    if len(word) < GLUED_MIN:
        return None
    memo: dict[int, list[str] | None] = {len(word): []}

    def rest(at: int) -> list[str] | None:
        if at not in memo:
            chosen = None
            for end in range(len(word), at, -1):  # the longest first part first: it wins a tie
                part = word[at:end]
                inner = 0 < at and end < len(word)
                if not known(part) or (not inner if part in stop else end - at < GLUED_PART) \
                        or (at == 0 and part in GLUED_PREFIXES):
                    continue
                tail = rest(end)
                if tail is not None and (chosen is None or 1 + len(tail) < len(chosen)):
                    chosen = [part, *tail]
            memo[at] = chosen
        return memo[at]

    parts = rest(0)
    return parts if parts and 2 <= len(parts) <= GLUED_PARTS else None


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


def _edits(word: str, start: int, stop: int) -> list[str]:
    """The strings one edit (substitution, insertion, deletion, swap) from `word` at positions start..stop
    (insertions up to and including stop), Russian letters only; `neighbours` is all of them."""
    out: list[str] = []
    for i in range(start, min(stop, len(word)) + 1):
        head, tail = word[:i], word[i:]
        out += [head + ch + tail for ch in ALPHABET]
        if tail:
            rest = tail[1:]
            out += [head + ch + rest for ch in ALPHABET]
            out.append(head + rest)
        if len(tail) > 1:
            out.append(head + tail[1] + tail[0] + tail[2:])
    return out


def neighbours(word: str) -> set[str]:
    """Every string one edit (substitution, insertion, deletion, swap) from `word`, Russian letters only."""
    out = set(_edits(word, 0, len(word)))
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


# --- the same, fast: what a build runs ------------------------------------------------------------------

def yo_spellings(word: str) -> list[str]:
    """The word with one е written ё, for each е (the dictionary spells ё where a query has е)."""
    return [word[:i] + "ё" + word[i + 1:] for i, ch in enumerate(word) if ch == "е"]


def is_word(dictionary, candidate: str) -> bool:
    """A dictionary word as typed, or with one of its е written ё."""
    return candidate in dictionary or ("е" in candidate and any(v in dictionary for v in yo_spellings(candidate)))


def folded(word: str) -> str:
    """A dictionary word as the guard reads it: lower case, ё as е."""
    return word.lower().replace("ё", "е")


def prefix_words(dictionary, prefix: str) -> set[str]:
    """The dictionary's words (folded) of LONG letters or more whose first three letters, folded, are `prefix`
    (each as written in either case, е also as ё): `dictionary_words` of two_edit_words."""
    from itertools import product

    spellings = [{ch, ch.upper(), *(("ё", "Ё") if ch == "е" else ())} for ch in prefix]
    return {folded(w) for head in product(*spellings) for w in dictionary.iterkeys("".join(head)) if len(w) >= LONG}


def folded_words(words):
    """The words (a dictionary's `iterkeys()`) folded, each once, as a DAWG (`in`, `keys(prefix)` in C): what
    near_words reads (lawref.search.lexicon keeps pymorphy3's, made once: ~4 s)."""
    import dawg

    return dawg.CompletionDAWG(sorted({folded(w) for w in words}))


def near_words(vocabulary, dictionary, words=None, prefixes: dict | None = None) -> dict[str, set[str]]:
    """form -> one_edit_words | two_edit_words, the same sets (tests/test_typos_near.py checks it on random
    vocabularies) in a fraction of the time. `dictionary` answers `word in dictionary` (pymorphy3's DAWG);
    `words` is its words folded (folded_words: `in` and `keys(prefix)`, in C; made from the dictionary when not
    given: lawref.search.lexicon keeps pymorphy3's).

    The folded words under each form's first three letters are read once, for all the forms that share them
    (`_Prefix`), where the straightforward way asks the dictionary about each of some 600 strings one edit from
    each form and folds every word under a prefix in Python:
      - an edit at or after the fourth letter keeps the first three: rapidfuzz compares the form with the
        prefix's words of a length near its own, in C (two edits: words of LONG letters or more), or, under a
        prefix many forms share, with fewer of them (`_Prefix.near`);
      - one edit within the first three letters: the ~200 strings looked up in the folded words;
    and each word found one edit away is asked of the dictionary as typed (is_word: with at most one ё).
    `prefixes`, when given, keeps each prefix read (`_Prefix`, by its three letters) for the next call with it: a
    caller computing its vocabulary in parts reads each prefix once."""
    if words is None:
        words = folded_words(dictionary.iterkeys(""))
    by_prefix: dict[str, list[str]] = {}
    for form in vocabulary:
        if len(form) >= MIN_LENGTH - 1 and all(ch in ALPHABET for ch in form):
            by_prefix.setdefault(form[:3], []).append(form)
    out: dict[str, set[str]] = {}
    for prefix, forms in sorted(by_prefix.items()):
        under = prefixes.get(prefix) if prefixes is not None else None
        if under is None:
            under = _Prefix(words, prefix, sum(len(form) >= LONG - 2 for form in forms))
            if prefixes is not None:
                prefixes[prefix] = under
        for form in forms:
            one, two = under.near(form)
            one.update(c for c in _edits(form, 0, 2) if len(c) >= MIN_LENGTH and c in words)
            out[form] = {c for c in one if len(c) >= MIN_LENGTH and c != form and is_word(dictionary, c)} | two
    return out


_LETTERS = frozenset(ALPHABET)


class _Prefix:
    """The folded words under one prefix of three letters, read once; what is made of them is made by str, set
    and re (in C), never word by word in Python."""

    SPLIT = 8  # forms two edits from words under a prefix, from which it pays to index them by their ending

    def __init__(self, words, prefix: str, forms: int) -> None:
        from operator import itemgetter

        self.prefix, self.words = prefix, words
        listed = words.keys(prefix)
        self.blocks: dict[str, list[str]] = {}
        self.endings: set[str] | None = None
        if forms >= self.SPLIT:
            self.folded = set(listed)
            self.endings = set(map(itemgetter(slice(4, None)), listed))
            self.odd = _odd(listed)
        else:
            self.listed = sorted(listed, key=len)

    def near(self, form: str) -> tuple[set[str], set[str]]:
        """The prefix's words one edit from `form` after its first three letters (of ALPHABET's letters, maybe
        the form itself or short), and, for a form of LONG - 2 letters or more, those of LONG letters or more
        at most two edits from it (the form included)."""
        from rapidfuzz import process
        from rapidfuzz.distance import OSA

        n = len(form)
        far = n >= LONG - 2
        if self.endings is None:  # few forms: compare each with every word of a length near its own
            reach = 2 if far else 1
            hits = process.extract(form, _of_length(self.listed, n - reach, n + reach), scorer=OSA.distance,
                                   score_cutoff=reach, limit=None)
            return ({w for w, d, _ in hits if d == 1 and _LETTERS.issuperset(w)},
                    {w for w, _, _ in hits if len(w) >= LONG} if far else set())
        one = set(_edits(form, 3, n)) & self.folded
        if not far:
            return one, set()
        # The fourth letter of a word two edits from the form is its fourth, fifth or sixth (the words under
        # those four letters, `block`), or else an edit made it (a wrong or an extra letter) and what follows is
        # at most one edit from the form's rest after it: those are found by their ending.
        candidates = list(self.odd)
        for letter in set(form[3:6]):
            candidates += _of_length(self.block(letter), max(n - 2, LONG), n + 2)
        for ending in {form[5:], *(e for rest in (form[3:], form[4:]) for e in (rest, *neighbours(rest)))}:
            if ending in self.endings:
                candidates += [w for w in (self.prefix + ch + ending for ch in ALPHABET) if w in self.folded]
        return one, {w for w, _, _ in process.extract(form, candidates, scorer=OSA.distance, score_cutoff=2,
                                                      limit=None) if len(w) >= LONG}

    def block(self, letter: str) -> list[str]:
        """The words under the prefix and `letter`, by length."""
        found = self.blocks.get(letter)
        if found is None:
            found = self.blocks[letter] = sorted(self.words.keys(self.prefix + letter), key=len)
        return found


def _of_length(words: list[str], shortest: int, longest: int) -> list[str]:
    """The words (sorted by length) of `shortest` to `longest` letters."""
    from bisect import bisect_left, bisect_right

    return words[bisect_left(words, shortest, key=len):bisect_right(words, longest, key=len)]


def _odd(words: list[str]) -> list[str]:
    """The words with a character not of ALPHABET."""
    import re

    text = "\n".join(words)
    starts = {text.rfind("\n", 0, m.start()) + 1 for m in re.finditer(f"[^\n{ALPHABET}]", text)}
    return [text[start:text.find("\n", start) % (len(text) + 1)] for start in sorted(starts)]
