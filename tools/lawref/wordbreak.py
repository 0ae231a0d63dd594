"""A word broken at a line's end, one definition for every reader of lines (furniture, the book's levels, a Law's
sections, cleanup's double spacing): the line ends in two letters of a word (any alphabet, any case: «резуль-»,
«ИНФОРМА-») and the mark a word split leaves there, a hyphen-minus, the typesetter's hyphen U+2010 or a soft
hyphen U+00AD (clean keeps one at a line's end). One letter before the mark is no broken word: «E-» / «W» is
East-West, «в-» a list's label. How the two halves are joined again is lawref.corpus.join's (hyphen_join)."""

from __future__ import annotations

import re

SPLIT_MARKS = "-\u2010\u00ad"  # hyphen-minus, hyphen, soft hyphen
BROKEN_WORD = re.compile(rf"[^\W\d_]{{2}}[{SPLIT_MARKS}]$")


def broken_at_end(text: str) -> bool:
    """Whether `text`'s last word is broken at its end («Скорректированный резуль-»; spaces after it are no text)."""
    return bool(BROKEN_WORD.search(text.rstrip()))
