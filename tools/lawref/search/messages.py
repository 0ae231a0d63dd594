"""What `lawref search`, `lawref index` and `lawref eval` say to a reader: the `search_*` labels of
lawref.messages (data/messages.toml), in the language the command was given (`--lang`), else LAWREF_LANG, else
Russian."""

from __future__ import annotations

import os


def get(key: str, lang: str | None = None, **values) -> str:
    from lawref.messages import DEFAULT_LANG, text

    lang = lang or ("en" if os.environ.get("LAWREF_LANG", "").lower().startswith("en") else DEFAULT_LANG)
    return text(f"search_{key}", lang, **values)
