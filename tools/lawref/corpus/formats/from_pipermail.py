"""A mailing list's web archive as Mailman's pipermail serves it: a folder of a page per message (`000005.html`,
numbered as the messages came) and its index -> ONE book's plain text lines, read as the list's mbox is
(lawref.corpus.formats.from_mail).

How a reader reads it: the messages in the archive's order (the pages' numbers: Mailman's order of arrival);
each page in its own charset (Mailman writes a message in another charset as a page in that charset); of a page,
the message's words between Mailman's `<!--beginarticle-->` and `<!--endarticle-->`: the subject, author, date,
«Previous message / Next message / Messages sorted by» over and under it and the index are the archive's
(`thread-page`); «-------------- next part --------------» starts an attachment's text, and Mailman's note
that one was scrubbed («An HTML attachment was scrubbed... URL: …») is the archive's too. The addresses Mailman
wrote «at» are read as shown.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from lawref.corpus.formats import Extracted
from lawref.errors import LawrefError, os_reason

_ARTICLE = re.compile(r"<!--beginarticle-->(.*?)<!--endarticle-->", re.S | re.I)
_MARK = b"<!--beginarticle-->"
_PAGE = re.compile(r"^\d{1,9}\.html?$", re.I)  # Mailman numbers its message pages: 000005.html
_NEXT_PART = re.compile(r"^-{6,}\s*next part\s*-{6,}$", re.I)
# Mailman's note in place of an attachment it kept apart
_SCRUBBED = re.compile(r"^(?:An? .{1,40} attachment was scrubbed\.\.\.|URL: \S+|Name: .*|Type: .*|Size: .*|"
                       r"Desc: .*|Url ?: \S+)$", re.I)
_HEADS = (re.compile(r"<H1>(.*?)</H1>", re.S | re.I), re.compile(r"<B>(.*?)</B>", re.S | re.I),
          re.compile(r"<I>(.*?)</I>", re.S | re.I))
_TAG = re.compile(r"<[^>]*>")
MIN_PAGES = 2


def message_pages(folder: Path) -> list[Path]:
    """The archive's message pages in its order: numbered pages holding Mailman's article marks, by number."""
    try:
        pages = [p for p in folder.iterdir() if p.is_file() and _PAGE.match(p.name)]
    except OSError:
        return []
    marked = []
    for page in pages:
        try:
            with open(page, "rb") as handle:
                if _MARK in handle.read(65536):
                    marked.append(page)
        except OSError:
            continue
    return sorted(marked, key=lambda p: int(p.stem))


def is_mail_archive(folder: Path) -> bool:
    """A folder that is a list's web archive as Mailman serves it: two message pages or more."""
    return folder.is_dir() and len(message_pages(folder)) >= MIN_PAGES


def extract_archive(folder: Path, shown: str, encoding: str | None = None) -> Extracted:
    """The book in a list's archive: its message pages read as the messages of an mbox."""
    from lawref.corpus.formats.from_html import decode_html
    from lawref.corpus.formats.from_mail import read_letters

    letters = []
    for page in message_pages(folder):
        named = str(Path(shown) / page.name)
        try:
            data = page.read_bytes()
        except OSError as err:
            raise LawrefError.labelled("cannot_read", path=named, **os_reason(err)) from None
        letters.append(_letter(decode_html(data, named, encoding)))
    if not letters:
        raise LawrefError.labelled("thread_no_posts", path=shown)
    return read_letters(letters, shown)


def _letter(page: str) -> tuple[list[list[str]], list[str]]:
    """A page's message (its texts as lines, an attachment's apart) and the archive's words over it."""
    m = _ARTICLE.search(page)
    body = m[1] if m else ""
    head = page[:m.start()] if m else page
    heads = [" ".join(html.unescape(_TAG.sub(" ", found[1])).split())
             for pattern in _HEADS if (found := pattern.search(head))]
    text = html.unescape(_TAG.sub("", body)).replace("\r\n", "\n")
    parts: list[list[str]] = [[]]
    for line in text.split("\n"):
        if _NEXT_PART.match(line.strip()):
            parts.append([])
            heads.append(line.strip())
            continue
        parts[-1].append(line.rstrip() if line.rstrip() != "--" else "-- ")
    kept = []
    for part in parts:
        words = [line for line in part if line.strip()]
        if words and all(_SCRUBBED.match(line.strip()) for line in words):
            heads.append(" ".join(words))
            continue
        kept.append(part)
    return kept, heads
