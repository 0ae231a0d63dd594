"""Which Law of an edition has the subject of the 2017 Law of the same number (data/edition_laws.toml): the Laws
keep their numbers across editions, so a book of a listed edition is read Law by Law as the 2017 Laws, whatever
words its translation chose; the table lists the exceptions (the 2007 Law 23, «Awareness of Potential Damage»,
is no «Comparable Call»)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources


@dataclass(frozen=True)
class OtherSubject:
    edition: int
    number: int
    title: str  # the edition's English title
    now: str  # the 2017 clause that rules on the subject, "" when none


@lru_cache(maxsize=1)
def _table() -> dict[int, dict[int, OtherSubject]]:
    data = tomllib.loads(resources.files("lawref").joinpath("data/edition_laws.toml").read_text("utf-8"))
    return {raw["year"]: {o["number"]: OtherSubject(raw["year"], o["number"], o["title"], o.get("now", ""))
                          for o in raw.get("other", [])}
            for raw in data["edition"]}


def known(edition: int) -> bool:
    """Whether the table lists the edition (0, a text that names none, is not)."""
    return edition in _table()


def same_subject(edition: int, number: int) -> bool | None:
    """Whether Law `number` of `edition` has the 2017 Law `number`'s subject; None for an edition the table does
    not list (a reader then compares the titles)."""
    table = _table().get(edition)
    if table is None:
        return None
    return number not in table


def other_subject(edition: int, number: int) -> OtherSubject | None:
    """The edition's Law `number` when its subject is not the 2017 Law's of that number."""
    return _table().get(edition, {}).get(number)
