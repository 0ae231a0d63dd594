"""English words of a query as keys that meet the English titles of the 2017 Laws (data/rules.toml [english]):
one ending cut, then the first letters («established» and «Establishment» are both «estab»). search-query.js's
`englishKey` is its twin."""

from __future__ import annotations

import re

from lawref.search.rules import RULES

_RULES = RULES["english"]
_WORD = re.compile(r"[a-z]+(?:'s?)?")
STOPWORDS = frozenset(_RULES["stopwords"].split())


def key(word: str) -> str | None:
    """The key of an English word, or None for a word with anything but Latin letters (and a possessive)."""
    word = word.lower().replace("\u2019", "'")
    if not _WORD.fullmatch(word):
        return None
    for ending in _RULES["endings"]:
        if word.endswith(ending) and len(word) - len(ending) >= _RULES["min_stem"]:
            word = word[:-len(ending)]
            break
    word = word.rstrip("'")
    return word[:_RULES["key_length"]]


def title_words(title: str) -> list[str]:
    """The keys of a title's words that name its subject, in order, no repeats («Dummy's Rights» -> dummy, right)."""
    out: dict[str, None] = {}
    for word in re.findall(r"[A-Za-z'\u2019]+", title):
        if word.lower() in STOPWORDS:
            continue
        k = key(word)
        if k:
            out[k] = None
    return list(out)
