"""A book reposted part by part on a blog: the journal's saved pages (entries newest first, other entries between)
or one entry's page (with readers' comments) -> ONE book's plain text lines, read as a list's mail is
(lawref.corpus.formats.from_mail).

How a reader reads it:
- **The entries, oldest first**: a journal shows the newest entry first, so its entries are read by their dates
  («21 июня 2005, 23:41», a <time>'s datetime), whatever page they stand on; then the parts that carry the Laws
  in sequence are the book (from_mail.read_letters: placed by the Laws they open), an entry that is not a part
  of the book («Сезон закрыт», «Ловил леща», the announcement of the series) is the blog's other news.
- **Only the entry's text**: the entry's date, title, the reposter's note, its tags and «Комментарии (N) |
  Ссылка» are the entry's frame (`thread-post-furniture`); the journal's header, menu, sidebar (profile,
  calendar, tag cloud), navigation and footer stand outside every entry (`thread-page`); a reader's comment is
  never the book, even where it quotes it (`thread-other-post`).
"""

from __future__ import annotations

import re

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.threads import Post, classes_of, node_lines

# an entry, its text, its date: the classes journals give them (LiveJournal's, WordPress's «hentry», Blogger's)
ENTRY_CLASSES = ("entry", "hentry", "blog-post")
TEXT_CLASSES = ("entry-text", "entry-content", "entry-body", "post-body")
COMMENT_CLASSES = ("comment",)
_DATE_CLASS = re.compile(r"date|published")
_TEXT_BYTES = re.compile(rb"""class\s*=\s*["'][^"']*\b(?:""" + "|".join(TEXT_CLASSES).encode() + rb""")\b""", re.I)
_MONTHS = ("январ", "феврал", "март", "апрел", "ма", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр")
_DATE = re.compile(r"(\d{1,2})\s+([а-яё]+)\s+(\d{4})(?:\D+(\d{1,2}):(\d{2}))?", re.I)
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?")


def is_journal_bytes(data: bytes) -> bool:
    """A saved blog page, by its bytes: an element of an entry's text class."""
    return bool(_TEXT_BYTES.search(data))


def entries_of(tree) -> list:
    """The page's entries: elements of an entry's class holding an entry's text, not inside another entry."""
    body = tree.body
    if body is None:
        return []
    found = []
    for node in body.traverse():
        if not classes_of(node) & set(ENTRY_CLASSES) or _text_of(node) is None:
            continue
        parent = node.parent
        while parent is not None and not classes_of(parent) & set(ENTRY_CLASSES):
            parent = parent.parent
        if parent is None:
            found.append(node)
    return found


def is_journal_page(tree) -> bool:
    """A blog's page: one entry or more, each with its text."""
    return bool(entries_of(tree))


def _text_of(entry):
    return next((n for n in entry.traverse() if n is not entry and classes_of(n) & set(TEXT_CLASSES)), None)


def entry_date(entry) -> tuple | None:
    """When the entry was written, from its date element («21 июня 2005, 23:41») or a <time datetime>."""
    for node in entry.traverse():
        if node.tag == "time" and (m := _ISO.search(node.attributes.get("datetime") or "")):
            return tuple(int(g or 0) for g in m.groups())
        if node is not entry and _DATE_CLASS.search(" ".join(classes_of(node))):
            words = " ".join(node.text(deep=True).split())
            if m := _ISO.search(words):
                return tuple(int(g or 0) for g in m.groups())
            if (m := _DATE.search(words)) and (month := _month(m[2])):
                return int(m[3]), month, int(m[1]), int(m[4] or 0), int(m[5] or 0)
    return None


def _month(word: str) -> int | None:
    word = word.lower()
    # «мая» / «май» is the only month whose stem is two letters: matched whole, the others by their stems
    if word in ("мая", "май"):
        return 5
    return next((n + 1 for n, stem in enumerate(_MONTHS) if len(stem) > 2 and word.startswith(stem)), None)


def read_journal(trees: list, shown: str) -> Extracted:
    """A blog's parsed pages (tree, shown name), in any order: its entries read oldest first as a list's
    messages are (from_mail.read_letters), the readers' comments and the journal's frame recorded."""
    from lawref.corpus.formats.from_mail import read_letters

    entries, around, comments = [], [], []
    for tree, _named in trees:
        for node in tree.css("script, style, noscript"):
            node.decompose()
        for entry in entries_of(tree):
            text = _text_of(entry)
            lines = node_lines(text)
            date = entry_date(entry)
            text.decompose()
            frame = [line for line in node_lines(entry) if line]
            entries.append((date, len(entries), lines, frame))
            entry.decompose()
        for comment in tree.css(", ".join(f".{c}" for c in COMMENT_CLASSES)):
            if comment.parent is not None and not any(classes_of(p) & set(COMMENT_CLASSES)
                                                     for p in _ancestors(comment)):
                comments.append(Post([" ".join(node_lines(comment))], service=True))
        for node in tree.css(", ".join(f".{c}" for c in COMMENT_CLASSES)):
            node.decompose()
        if tree.body is not None:
            around.extend(line for line in node_lines(tree.body) if line)
    if all(date for date, *_ in entries):  # oldest first, when every entry says when it was written
        entries.sort(key=lambda e: (e[0], e[1]))
    letters = [([lines], frame) for _, _, lines, frame in entries]
    return read_letters(letters, shown, around, comments, reader="html-thread")


def _ancestors(node):
    parent = node.parent
    while parent is not None:
        yield parent
        parent = parent.parent
