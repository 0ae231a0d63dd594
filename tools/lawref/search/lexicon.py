"""What the build would ask the dictionary about the words of the Laws, asked once and kept as data.

Four files in data/lexicon, made by `scripts/gen_lexicon.py`, each under a key of what its answers depend on; a
file of another key is not read, and the build computes everything as it did without it (the test says to run the
script). Three from the builds of the books of the Laws in the repository (the seed corpus and the red-team books):

  near.txt    each word form -> the dictionary words near it (the guard words' sets)
  lemmas.txt  each word -> pymorphy3's lemmas of it (analysis.parsed_lemmas, before the overrides)
  verbs.txt   each lemma -> the forms of it that tell an event (meanings._telling_forms: a verb's personal forms,
              infinitive and gerunds; none for a lemma that is no verb's infinitive)

and one from the dictionary alone, for the near sets of the words the Laws' books do not have (a book new here):

  words.dawg  pymorphy3's words folded (lower case, ё as е), each once (typos.folded_words): a DAWG, 3 MB, that
              near_words reads a prefix's words from (`keys`, in C), where reading them from pymorphy3's own DAWG
              (each word once per analysis, ё as written) and folding them in Python was half its time

A first build of a whole book's search data spent most of its time finding, for each of its ~4,000 word forms,
the dictionary words one or two edits away (the guard words, lawref.search.expand.typos.near_words: ~1.8 ms a
form), and then parsing ~60,000 words (the forms of its lemmas: ~30 µs each). Both depend only on the word,
the dictionary and the code, and the Russian texts of the Laws share most of their words; so a build takes what
the files hold and computes only the rest. The same answers, so the same search data (tests/test_search_lexicon.py
compares the files with what the code gives, and a build with them with one without).

A build asks the telling forms of each of its ~3,400 lemmas, ~1,100 of them verbs whose lexemes pymorphy3 makes
(~90 forms each): 0.17 s of CPU of a whole book's build; meanings.verb_forms with verbs.txt, 0.05 s.

near.txt: `# key KEY` (`key()`), then a line a form, sorted: the form, then each word near it written as the
length of its first letters shared with the form and the rest («введена 6ие 0сведена» is введение and сведена).
"""

from __future__ import annotations

from functools import lru_cache

NEAR = "lexicon/near.txt"
LEMMAS = "lexicon/lemmas.txt"
VERBS = "lexicon/verbs.txt"
WORDS = "lexicon/words.dawg"
# False: nothing read from the files, every set and analysis computed (scripts/gen_lexicon.py, making them).
READ = True


def _path(name: str):
    from importlib import resources

    return resources.files("lawref.search").joinpath("data").joinpath(name)


@lru_cache(maxsize=1)
def key() -> str:
    """What the near sets depend on: the dictionary (pymorphy3 and its Russian data, by version), the code that
    finds them (lawref.search.expand.typos) and the typo rules (data/rules.toml [typos])."""
    import hashlib
    import json
    from pathlib import Path

    from lawref.search.expand import typos
    from lawref.search.rules import TYPOS

    try:
        digest = hashlib.sha256(_dictionary_version().encode())
        digest.update(Path(typos.__file__).read_bytes())
    except Exception:  # no metadata or no source (an odd install): no key, so the file is not read
        return ""
    digest.update(json.dumps(TYPOS, sort_keys=True).encode())
    return digest.hexdigest()[:20]


def _dictionary_version() -> str:
    from importlib.metadata import version

    return f"{version('pymorphy3')} {version('pymorphy3-dicts-ru')}"


def encode(form: str, words) -> str:
    """One line of near.txt: `form` and its near `words` (sorted), each as shared length + rest."""
    return " ".join([form, *(_coded(form, word) for word in sorted(words))])


def _coded(base: str, word: str) -> str:
    """`word` as the length of the letters it shares with `base` at the start, and the rest."""
    shared = 0
    while shared < min(len(base), len(word)) and base[shared] == word[shared]:
        shared += 1
    return f"{shared}{word[shared:]}"


def _decoded(base: str, item: str) -> str:
    digits = len(item) - len(item.lstrip("0123456789"))
    return base[:int(item[:digits])] + item[digits:]


def decode(line: str) -> tuple[str, frozenset[str]]:
    """(form, its near words) from a line of near.txt."""
    form, *coded = line.split(" ")
    return form, frozenset(_decoded(form, item) for item in coded)


def _body(name: str, current: str) -> list[str]:
    """The lines of a data file after its comments, or none when it is missing or of another key."""
    try:
        text = _path(name).read_text("utf-8")
    except OSError:
        return []
    head, _, body = text.partition("\n")
    if head != f"# key {current}":
        return []
    return [line for line in body.splitlines() if line and not line.startswith("#")]


@lru_cache(maxsize=1)
def _near_lines() -> dict[str, str]:
    """form -> its line of near.txt (decoded when asked: a build needs a few thousand of them), or {} when the
    file is missing or of another key."""
    return {line.split(" ", 1)[0]: line for line in _body(NEAR, key())}


def near(forms) -> dict[str, frozenset[str]]:
    """The near sets (typos.near_words) of those of `forms` that near.txt holds."""
    lines = _near_lines() if READ else {}
    return dict(decode(lines[form]) for form in forms if form in lines)


def lacking(forms) -> list[str]:
    """Those of `forms` whose near sets near.txt does not hold (all of them when it is not read)."""
    lines = _near_lines() if READ else {}
    return [form for form in forms if form not in lines]


def _head(current: str, comment: str) -> list[str]:
    return [f"# key {current}", *(f"# {line}" for line in comment.splitlines())]


def write_near(sets: dict[str, set[str]], comment: str) -> str:
    """The text of near.txt for `sets` (form -> its near words), under the current key."""
    for form, words in sets.items():
        bad = [w for w in (form, *words) if not w or " " in w or any(ch.isdigit() for ch in w)]
        if bad:  # the line format separates words by spaces and lengths by digits
            raise ValueError(f"near.txt cannot hold {bad[0]!r} (near {form!r})")
    lines = _head(key(), comment) + [encode(form, sets[form]) for form in sorted(sets)]
    return "\n".join(lines) + "\n"


# --- the dictionary's lemmas of the Laws' words ----------------------------------------------------------

def _code_key(functions, tags) -> str:
    """A key of the dictionary (by version), the source of the functions that read it and the tags they keep: a
    file made from them is read only under the key it was made with."""
    import hashlib
    import inspect

    try:
        digest = hashlib.sha256(_dictionary_version().encode())
        for function in functions:
            digest.update(inspect.getsource(function).encode())
    except Exception:  # no metadata or no source (an odd install): no key, so the file is not read
        return ""
    digest.update(" ".join(sorted(tags)).encode())
    return digest.hexdigest()[:20]


@lru_cache(maxsize=1)
def lemmas_key() -> str:
    """What analysis.parsed_lemmas gives depends on: the dictionary (by version) and the code that reads it."""
    from lawref.search import analysis

    return _code_key((analysis.fold, analysis._parses, analysis.parsed_lemmas), analysis._VERBAL)


def lemmas() -> dict[str, tuple[str, ...]]:
    """word -> analysis.parsed_lemmas(word), for the words lemmas.txt holds ({} when it is of another key).

    lemmas.txt: a line for each set of lemmas, `LEMMA|LEMMA...` (in order) and the words that have them, each
    written as the length of its first letters shared with the first lemma and the rest: «недозаявка 9и 10м» is
    недозаявки and недозаявкам, «стать|сталь 3ли» is стали, whose lemmas are стать and сталь. (Words an override
    owns are never parsed, so not here: заявка.)"""
    return read_lemmas(_body(LEMMAS, lemmas_key()) if READ else ())


def read_lemmas(lines) -> dict[str, tuple[str, ...]]:
    """word -> its lemmas from the lines of lemmas.txt after its head."""
    out: dict[str, tuple[str, ...]] = {}
    for line in lines:
        group, *coded = line.split(" ")
        found = tuple(group.split("|"))
        for item in coded:
            out[_decoded(found[0], item)] = found
    return out


_LOADED: list[bool] = []


def load_lemmas() -> None:
    """Give lawref.search.analysis the lemmas of the Laws' words (once a process): a build asks for most of them,
    and parsing them was most of the time of its forms stage."""
    if not _LOADED:
        from lawref.search import analysis

        analysis.keep_lemmas(lemmas())
        _LOADED.append(READ)


def write_lemmas(analysed: dict[str, tuple[str, ...]], comment: str) -> str:
    """The text of lemmas.txt for `analysed` (word -> its lemmas): words with a digit, a space or «|», or with
    no lemma, are left out (computed when met)."""
    def plain(word: str) -> bool:
        return bool(word) and not any(ch.isdigit() or ch in " |" for ch in word)

    groups: dict[tuple[str, ...], list[str]] = {}
    for word, found in analysed.items():
        if plain(word) and found and all(map(plain, found)):
            groups.setdefault(found, []).append(word)
    lines = _head(lemmas_key(), comment)
    lines += [" ".join(["|".join(found), *(_coded(found[0], w) for w in sorted(words))])
              for found, words in sorted(groups.items())]
    return "\n".join(lines) + "\n"


# --- the forms of the Laws' verbs that tell an event ----------------------------------------------------

@lru_cache(maxsize=1)
def verbs_key() -> str:
    """What meanings._telling_forms gives depends on: the dictionary (by version) and the code that reads it."""
    from lawref.search import analysis, meanings

    return _code_key((analysis.fold, analysis._parses, meanings._parsed_telling_forms), meanings._TELLING)


@lru_cache(maxsize=1)
def _verb_lines() -> dict[str, str]:
    """lemma -> its line of verbs.txt (decoded when asked), or {} when the file is missing or of another key."""
    return {line.split(" ", 1)[0]: line for line in _body(VERBS, verbs_key())}


def telling_forms(lemma: str) -> frozenset[str] | None:
    """The forms of `lemma` that tell an event (meanings._telling_forms) when verbs.txt holds it, else None.

    verbs.txt: a line a lemma, sorted: the lemma, then each form written as in near.txt (the length of its first
    letters shared with the lemma, and the rest): «сыграть 5ю 5в 5ли…»; a lemma alone: no such form."""
    line = _verb_lines().get(lemma) if READ else None
    return decode(line)[1] if line is not None else None


def write_verbs(telling: dict[str, frozenset[str]], comment: str) -> str:
    """The text of verbs.txt for `telling` (lemma -> its telling forms): lemmas with a space or a digit, or a form
    with one, are left out (computed when met)."""
    def plain(word: str) -> bool:
        return bool(word) and not any(ch.isdigit() or ch.isspace() for ch in word)

    lines = _head(verbs_key(), comment)
    lines += [encode(lemma, forms) for lemma, forms in sorted(telling.items())
              if plain(lemma) and all(map(plain, forms))]
    return "\n".join(lines) + "\n"


# --- the dictionary's words, folded ----------------------------------------------------------------------

@lru_cache(maxsize=1)
def words_key() -> str:
    """What words.dawg depends on: the dictionary (by version) and the folding (typos.folded, folded_words)."""
    import hashlib
    import inspect

    from lawref.search.expand import typos

    try:
        digest = hashlib.sha256(_dictionary_version().encode())
        for function in (typos.folded, typos.folded_words):
            digest.update(inspect.getsource(function).encode())
    except Exception:  # no metadata or no source (an odd install): no key, so the file is not read
        return ""
    return digest.hexdigest()[:20]


@lru_cache(maxsize=1)
def folded_words():
    """The dictionary's words folded (typos.folded_words), for typos.near_words: words.dawg when it is of the
    current key, else the cache's copy, else made from the dictionary (~4 s) and kept in the cache."""
    import dawg

    current = words_key()
    head = f"# key {current}\n".encode()
    if READ and current:
        for path in (_path(WORDS), _cached_words(current)):
            try:
                data = path.read_bytes()
            except OSError:
                continue
            if data.startswith(head):
                return dawg.CompletionDAWG().frombytes(data[len(head):])
    from lawref.search.analysis import morph
    from lawref.search.expand.typos import folded_words as made

    words = made(morph().dictionary.words.iterkeys())
    if READ and current:
        _keep(_cached_words(current), head + words.tobytes())
    return words


def _cached_words(current: str):
    from lawref.corpus.cache import cache_root

    return cache_root() / "search" / f"words-{current}.dawg"


def _keep(path, data: bytes) -> None:
    import os

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".words-{os.getpid()}")
        tmp.write_bytes(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except OSError:
        pass  # an unwritable cache only costs the time


def write_words() -> bytes:
    """The bytes of words.dawg: its key line, then the DAWG of the dictionary's words folded."""
    return f"# key {words_key()}\n".encode() + folded_words().tobytes()
