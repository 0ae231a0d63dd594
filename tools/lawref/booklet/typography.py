"""Russian print typography for the booklet: a rendering of the source's characters, never a rewrite of them.

`typeset(text)` returns a string of exactly the same length, character for character, so that offsets into a
clause's text (references, footnote markers, emphasis) stay valid and the export and the site keep the source:
  - straight double quotes become «ёлочки», and „лапки“ inside them;
  - a hyphen or en dash standing between spaces (" - ") becomes an em dash tied to the word before it by a
    no-break space (" — ");
  - a one-letter preposition or conjunction (в, к, с, у, о, и, а, я) is tied to the next word, so that no line
    ends with it.
"""

from __future__ import annotations

import re

NBSP = "\u00a0"
EM_DASH = "\u2014"
_OPENS_AFTER = set(" \t\n\u00a0([{«„—–-/")
_SPACED_DASH = re.compile(r"(?<=\S) [-\u2013] (?=\S)")
_SHORT_WORD = re.compile(r"(?<![\w\-])([вксуоиаяВКСУОИАЯ]) (?=\S)")


def typeset(text: str) -> str:
    """The print form of `text`, of the same length (see the module docstring)."""
    chars = list(text)
    depth = 0
    for i, ch in enumerate(chars):
        if ch != '"':
            continue
        before = chars[i - 1] if i else " "
        after = chars[i + 1] if i + 1 < len(chars) else " "
        opening = before in _OPENS_AFTER and not after.isspace()
        if opening or depth == 0:
            chars[i] = "«" if depth == 0 else "„"
            depth += 1
        else:
            depth -= 1
            chars[i] = "»" if depth == 0 else "“"
    out = "".join(chars)
    out = _SPACED_DASH.sub(f"{NBSP}{EM_DASH} ", out)
    out = _SHORT_WORD.sub(lambda m: m[1] + NBSP, out)
    assert len(out) == len(text)
    return out
