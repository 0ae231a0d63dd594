"""Titles as a reader is shown them (the booklet's cover, bookmarks, the PDF's metadata): a source's title is
read off its title page when it has no metadata, and a title page sets words letter-spaced and runs on into a
copyright line. The display form joins the letters again and stops before the copyright; the source's text
and the Source record are never touched."""

from __future__ import annotations

import re

# Three or more single letters each a space apart: one letter-spaced word («П Р А В И Л А»). Russian has
# one-letter words (в, к, с, и, а, о, у, я), but never three in a row.
_LETTER_SPACED = re.compile(r"(?<!\S)(?:[^\W\d_] ){2,}[^\W\d_](?!\S)")
# Where a copyright line starts: what follows is no part of the title.
_COPYRIGHT = re.compile(r"\s*(?:©|\([cC]\)|\bcopyright\b|\ball rights reserved\b|\bвсе права защищены\b).*$",
                        re.IGNORECASE | re.DOTALL)


def display_title(title: str) -> str:
    """'П Р А В И Л А СПОРТИВНОГО БРИДЖА 1993 Copyright EBL' -> 'ПРАВИЛА СПОРТИВНОГО БРИДЖА 1993'."""
    text = _COPYRIGHT.sub("", title)
    text = _LETTER_SPACED.sub(lambda m: m[0].replace(" ", ""), text)
    text = re.sub(r"\s+", " ", text).strip(" \t\n,;:–—-")
    return text or title.strip()
