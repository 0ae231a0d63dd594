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


# A title page's edition line («Редакция 2017 года», «Издание 1993 г.»): the title ends before it, and what follows
# (a subtitle, the publisher) is no part of it. Capitalised: it starts a line of the title page.
_EDITION_LINE = re.compile(r"[\s.,;:–—-]+(?:Редакция|РЕДАКЦИЯ|Издание|ИЗДАНИЕ)\s+\d{4}\b.*$", re.DOTALL)


def display_title(title: str) -> str:
    """'П Р А В И Л А СПОРТИВНОГО БРИДЖА 1993 Copyright EBL' -> 'ПРАВИЛА СПОРТИВНОГО БРИДЖА 1993';
    'Международные правила спортивного бриджа Редакция 2017 года Свободное изложение …' -> 'Международные
    правила спортивного бриджа' (a title read off a title page runs on into its edition line)."""
    text = _COPYRIGHT.sub("", title)
    text = _EDITION_LINE.sub("", text)
    text = _LETTER_SPACED.sub(lambda m: m[0].replace(" ", ""), text)
    text = re.sub(r"\s+", " ", text).strip(" \t\n,;:–—-")
    return text or title.strip()


# A word of capital Cyrillic letters (hyphens inside: «ЧЕЙ-ТО»); ids and Latin words («16B», «WBF») are not.
_CAPS_WORD = re.compile(r"\b[А-ЯЁ]+(?:-[А-ЯЁ]+)*\b")


def display_heading(title: str) -> str:
    """A heading set in capitals as a reader is shown it in a list (the site's menu): 'ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ
    ИЛИ УСТУПКА' -> 'Оспариваемая претензия или уступка'. A heading already in mixed case is kept; words
    not in Cyrillic capitals (16B, WBF) are kept as they are."""
    text = " ".join(title.split())
    if not text or any(ch.islower() for ch in text):
        return text
    text = _CAPS_WORD.sub(lambda m: m[0].lower(), text)
    first = next((i for i, ch in enumerate(text) if ch.isalpha()), None)
    return text if first is None else text[:first] + text[first].upper() + text[first + 1:]


def shorten(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word with «…» (never mid-word)."""
    if len(text) <= limit:
        return text
    cut = text[: limit].rsplit(" ", 1)[0].rstrip(" ,;:–—-")
    return f"{cut}…"
