"""The bridge thesaurus: data/thesaurus/*.toml, read and checked.

Each file holds entries
    [[entry]]
    typed = ["дабл"]              # words or phrases as people type them (Russian in any form, or English)
    means = ["контра"]            # the texts' words for it; several = any of them
    source = "..."                # where the equivalence comes from, or
    reason = "..."                # why it holds
    both = true                   # optional: every word of typed and means stands for the others
    caps = true                   # optional: typed are abbreviations, met only when a query types them in
                                  # capitals («НИ»; «ни» in lower case is the particle)
and, in laws.toml, the titles of the 93 Laws
    [[law]]
    number = 27
    en = "Insufficient Bid"
    ru = "Недостаточное назначение"
    source = "..."
A query that contains a `typed` word or phrase also searches for its `means` (ranked below the exact words).
`load()` raises LawrefError naming the file and entry for a malformed entry or one without a source or reason.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lawref.errors import LawrefError
from lawref.numbering import is_law_number

FILES = ("trade.toml", "english.toml", "laws.toml")


@dataclass(frozen=True)
class Entry:
    typed: tuple[str, ...]
    means: tuple[str, ...]
    why: str
    file: str
    number: int  # 1-based position in its file (for messages)
    caps: bool = False  # an abbreviation met only in capitals (meanings: keyed by capitals_key)


def _folder():
    return resources.files("lawref.search").joinpath("data").joinpath("thesaurus")


def _strings(value, name: str, where: dict) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v.strip() for v in value):
        raise LawrefError.labelled("thesaurus_words", name=name, **where)
    return tuple(v.strip() for v in value)


@lru_cache(maxsize=1)
def load() -> tuple[Entry, ...]:
    out: list[Entry] = []
    for name in FILES:
        path = _folder().joinpath(name)
        try:
            data = tomllib.loads(path.read_text("utf-8"))
        except tomllib.TOMLDecodeError as err:
            raise LawrefError.labelled("thesaurus_toml", path=f"lawref/search/data/thesaurus/{name}",
                                       detail=err) from None
        for n, raw in enumerate(data.get("entry", []), 1):
            where = {"path": f"lawref/search/data/thesaurus/{name}", "item_label": "thesaurus_entry", "n": n}
            why = raw.get("source") or raw.get("reason")
            if not isinstance(why, str) or not why.strip():
                raise LawrefError.labelled("thesaurus_no_source", path=where["path"], n=n, typed=raw.get("typed"))
            typed = _strings(raw.get("typed"), "typed", where)
            means = _strings(raw.get("means"), "means", where)
            if raw.get("both"):
                group = typed + means
                for word in group:
                    out.append(Entry((word,), tuple(w for w in group if w != word), why, name, n))
            else:
                out.append(Entry(typed, means, why, name, n, bool(raw.get("caps"))))
        for n, raw in enumerate(data.get("law", []), 1):
            where = {"path": f"lawref/search/data/thesaurus/{name}", "item_label": "thesaurus_law", "n": n}
            why = raw.get("source") or raw.get("reason")
            if not isinstance(raw.get("number"), int) or not is_law_number(raw["number"]) or not why:
                raise LawrefError.labelled("thesaurus_law_fields", path=where["path"], n=n)
            en = _strings(raw.get("en"), "en", where)
            ru = _strings(raw.get("ru"), "ru", where)
            out.append(Entry(en, ru, why, name, n))
    return tuple(out)


def capitals_key(word: str) -> str:
    """The key under which the search data holds the meanings of an abbreviation typed in capitals («НИ» -> «НИ»,
    «ни» -> ""): a word with a letter and none in lower case, folded (ё as е) and in capitals. No lemma has a capital
    letter, so the key is never a word's; search-query.js `capitalsKey` is the same."""
    if word != word.upper() or word == word.lower():
        return ""
    return word.lower().replace("ё", "е").upper()


def law_titles() -> dict[int, tuple[str, str]]:
    """Law number -> (English title, Russian title), from laws.toml: a dict of the caller's own."""
    return dict(_law_titles())


@lru_cache(maxsize=1)
def _law_titles() -> tuple[tuple[int, tuple[str, str]], ...]:
    # read once a process: placing the situations asks for it once a collection (~8 ms of TOML each, a site's
    # build or a red-team book's)
    data = tomllib.loads(_folder().joinpath("laws.toml").read_text("utf-8"))
    return tuple((raw["number"], (raw["en"], raw["ru"])) for raw in data.get("law", []))
