"""The edition of the Laws a text names: a year close to a word for an edition or for the Laws
(data/edition_words.toml). One rule for the reader's guess (corpus.pipeline.guess_edition) and for `lawref
import`'s (corpus.formats.importing.guess_edition), which looks at more lines but takes such a line first."""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern:
    words = tomllib.loads(resources.files("lawref").joinpath("data/edition_words.toml").read_text("utf-8"))
    edition = "|".join(words["edition"])
    laws = "|".join(words["laws"])
    year = r"((?:19|20)\d\d)"
    return re.compile(rf"(?:{edition})\w*[^\d\n]{{0,{words['edition_reach']}}}?{year}"
                      rf"|(?:{laws})\w*[^\d©]{{0,{words['laws_reach']}}}?{year}"
                      rf"|{year}[^\d\n]{{0,{words['before_reach']}}}(?:{edition})", re.IGNORECASE)


def named_edition(text: str) -> int:
    """The year `text` names as the edition of the Laws («Редакция 2017 года» → 2017), 0 when it names none."""
    m = _pattern().search(text)
    return int(m[1] or m[2] or m[3]) if m else 0
