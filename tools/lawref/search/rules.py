"""The search's rules (data/rules.toml): limits, tiers, patterns and tables both engines apply. Python reads the
file once; lawref.search.build copies it into the search data's meta (`rules`) for the browser."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources

from lawref.ids import grammar


@lru_cache(maxsize=1)
def rules() -> dict:
    return tomllib.loads(resources.files("lawref.search").joinpath("data/rules.toml").read_text("utf-8"))


def words(text: str) -> frozenset[str]:
    """A table's space-separated words."""
    return frozenset(text.split())


def chars(text: str) -> frozenset[str]:
    return frozenset(text)


RULES = rules()
# A Law's label words («правило», «пр.», «закон»): the id grammar's, one list for the search and the go-to box.
RULES["ids"]["labels"]["law"] = grammar()["go_to"]["law_words"]
QUERY, TIERS, RANKING, DATA, TYPOS, LAYOUT, IDS = (RULES[k] for k in
                                                   ("query", "tiers", "ranking", "data", "typos", "layout", "ids"))
