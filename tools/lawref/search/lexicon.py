"""What the build would ask the dictionary about the words of the Laws, asked once and kept as data.

Two files in data/lexicon, made by `scripts/gen_lexicon.py` from the builds of the books of the Laws in the
repository (the seed corpus and the red-team books), each under a key of what its answers depend on; a file of
another key is not read, and the build computes everything as it did without it (the test says to run the script):

  near.txt    each word form -> the dictionary words near it (the guard words' sets)
  lemmas.txt  each word -> pymorphy3's lemmas of it (analysis.parsed_lemmas, before the overrides)

A first build of a whole book's search data spent most of its time finding, for each of its ~4,000 word forms,
the dictionary words one or two edits away (the guard words, lawref.search.expand.typos.near_words: ~1.8 ms a
form), and then parsing ~60,000 words (the forms of its lemmas: ~30 µs each). Both depend only on the word,
the dictionary and the code, and the Russian texts of the Laws share most of their words; so a build takes what
the files hold and computes only the rest. The same answers, so the same search data (tests/test_search_lexicon.py
compares the files with what the code gives, and a build with them with one without).

near.txt: `# key KEY` (`key()`), then a line a form, sorted: the form, then each word near it written as the
length of its first letters shared with the form and the rest («введена 6ие 0сведена» is введение and сведена).
"""

from __future__ import annotations

from functools import lru_cache

NEAR = "lexicon/near.txt"
LEMMAS = "lexicon/lemmas.txt"
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

@lru_cache(maxsize=1)
def lemmas_key() -> str:
    """What analysis.parsed_lemmas gives depends on: the dictionary (by version) and the code that reads it."""
    import hashlib
    import inspect

    from lawref.search import analysis

    try:
        digest = hashlib.sha256(_dictionary_version().encode())
        for function in (analysis.fold, analysis._parses, analysis.parsed_lemmas):
            digest.update(inspect.getsource(function).encode())
    except Exception:  # no metadata or no source (an odd install): no key, so the file is not read
        return ""
    digest.update(" ".join(sorted(analysis._VERBAL)).encode())
    return digest.hexdigest()[:20]


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
