"""The command line's labels in Russian (the default) or English (`--lang en`), kept as data in
`data/messages.toml` so that every command (show, check, search) words things the same way."""

from __future__ import annotations

import string
import tomllib
from functools import lru_cache
from importlib import resources

LANGS = ("ru", "en")
DEFAULT_LANG = "ru"


@lru_cache(maxsize=1)
def table() -> dict[str, dict[str, str]]:
    return tomllib.loads(resources.files("lawref").joinpath("data/messages.toml").read_text("utf-8"))


class _Quoting(string.Formatter):
    """`{name!r}` in a label is a value quoted as the label's language quotes: «ренонс» in Russian (the reader's
    words, a file's text, a typed id), 'ренонс' in English; the other placeholders as str.format fills them."""

    def __init__(self, lang: str):
        self.lang = lang

    def convert_field(self, value, conversion):
        if conversion == "r" and isinstance(value, str) and self.lang == "ru":
            return f"«{value}»"
        return super().convert_field(value, conversion)


_QUOTING = {lang: _Quoting(lang) for lang in LANGS}


def text(key: str, lang: str = DEFAULT_LANG, **fields) -> str:
    """The label `key` in `lang`, its placeholders filled: text("law", "ru", law="70") -> "Правило 70";
    text("no_clause", "ru", id="99") -> "пункта «99» нет в справочнике"."""
    return _QUOTING[lang].format(table()[key][lang], **fields)


class Messages:
    """`text` bound to one language: m = Messages("en"); m("references")."""

    def __init__(self, lang: str = DEFAULT_LANG):
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}")
        self.lang = lang

    def __call__(self, key: str, **fields) -> str:
        return text(key, self.lang, **fields)

    def get(self, key: str, default: str, **fields) -> str:
        """The label, or `default` for a key the table lacks (a removal kind a new reader records)."""
        return text(key, self.lang, **fields) if key in table() else default

