"""The reader's words for changes between editions (data/changes.toml), shared by the CLI, site and booklet."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def table() -> dict:
    return tomllib.loads(resources.files("lawref").joinpath("data/changes.toml").read_text("utf-8"))


def kind_word(change) -> str:
    """«перенумерован», «изменён», «добавлен», «исключён»; a clause renumbered into another Law «перенесён»."""
    if change.moved:
        return table()["kind_of_moved"][change.kind]
    return table()["kind"][change.kind]


def phrase(key: str, **fields) -> str:
    return table()["phrase"][key].format(**fields)
