"""A book posted part by part to a mailing list, as a member's mail client saved it: a Unix mbox (`From ` lines
between the messages) or one message (.eml) -> ONE book's plain text lines.

How a reader reads it (the same rules as a forum thread's posts, lawref.corpus.formats.threads):
- **Each message as the client shows it**: its own charset and transfer encoding (8bit, quoted-printable,
  base64, MIME-encoded subjects: Python's `email` package), the text/plain part where the sender's program sent
  plain text and HTML both, a text attachment read where the body only points to it. format=flowed lines joined
  where the sender's program broke them; a hard-wrapped line (mail's 72 columns) is joined by the text's reader
  as any line inside a paragraph.
- **Only the letter's enclosure is the book**: the greeting above it (to the rule under it, «=====», or to the
  book's first heading) and the closing line set between rules («----- конец части 5 -----») are the letter's
  (`mail-letter`); a signature after «-- » (`thread-post-furniture`), the list's footer that closes every message
  (`mail-footer`), the lines a reply quotes with «> » and the line that introduces them (`thread-quote`) are not.
- **The messages that carry the Laws in sequence are the book** (threads.book_posts): a reply, a question, the
  announcement of a whole file are the list's other news; a part posted twice is read once (the second opens no
  Law after the last one read); a part that arrived late (part 6 after part 7) is placed by the Laws it opens.
"""

from __future__ import annotations

import email
import email.policy
import re
from collections import Counter

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.threads import Post, heading_law, join_posts, opens_part
from lawref.errors import LawrefError
from lawref.model import Removal

# an mbox's separator line: «From sender  Mon Oct  8 17:18:00 2001» (the year closes it; asctime's date)
_FROM_LINE = re.compile(rb"^From \S+\s+.*\d{4}\s*$")
_HEADER = re.compile(rb"^[A-Za-z][A-Za-z0-9-]{1,60}:[ \t]")
_MAIL_HEADERS = (b"from:", b"date:", b"subject:", b"message-id:", b"received:", b"to:", b"mime-version:")
# a rule: a line of one mark repeated, or words set between two such runs («---------- конец части 5 ----------»)
_RULE = re.compile(r"^([-=_*~#])\1{9,}$")
_FRAMED = re.compile(r"^([-=_*~#])\1{2,}\s.+\s\1{3,}$")
_SIGNATURE = re.compile(r"^-- ?$")  # the line that opens a signature (RFC 3676: «-- »)
SIGNATURE_LINES = 10  # a signature is a few lines: a «-- » further from the end is the writer's own words
_QUOTED = re.compile(r"^>")
_ATTRIBUTION = re.compile(r":\s*$")  # «Олег Щербаков пишет:», «On Mon, 22 Oct 2001, Oleg wrote:»


def is_mail(data: bytes) -> bool:
    """Mail as a client saves it, by its shape: an mbox opens with a `From ` line and a header under it; one
    message (.eml) opens with headers (`Name: value`), among them two of From, Date, Subject, Message-ID…"""
    head = data[:8192].replace(b"\r\n", b"\n").split(b"\n")
    if head and _FROM_LINE.match(head[0]):
        return len(head) > 1 and bool(_HEADER.match(head[1]))
    names = []
    for line in head:
        if not line.strip():
            break
        if _HEADER.match(line):
            names.append(line.split(b":", 1)[0].lower() + b":")
        elif not line[:1].isspace():  # neither a header nor its folded continuation: not mail
            return False
    return len({n for n in names if n in _MAIL_HEADERS}) >= 2


def messages(data: bytes) -> list[email.message.EmailMessage]:
    """The messages of an mbox (or the one message of an .eml), each parsed; «>From » unescaped (mboxrd)."""
    data = data.replace(b"\r\n", b"\n")
    if not _FROM_LINE.match(data.split(b"\n", 1)[0]):
        return [email.message_from_bytes(data, policy=email.policy.default)]
    chunks, current = [], []
    for line in data.split(b"\n"):
        if _FROM_LINE.match(line) and (not current or not current[-1].strip()):
            if current:
                chunks.append(current)
            current = []
            continue
        current.append(re.sub(rb"^>(>*From )", rb"\1", line))
    if current:
        chunks.append(current)
    return [email.message_from_bytes(b"\n".join(chunk), policy=email.policy.default) for chunk in chunks]


def _text_parts(message, shown: str) -> list[list[str]]:
    """The message's texts as its reader sees them, in order: each text/plain part (a .txt attachment too), the
    text/plain of an alternative (its HTML only where there is no plain text), each as lines."""
    out: list[list[str]] = []

    def walk(part) -> None:
        if part.is_multipart():
            children = list(part.iter_parts())
            if part.get_content_subtype() == "alternative":
                plain = [c for c in children if c.get_content_type() == "text/plain"]
                children = plain[:1] or children[-1:]
            for child in children:
                walk(child)
            return
        if part.get_content_maintype() != "text":
            return
        text = _decoded(part, shown)
        if part.get_content_subtype() == "html":
            text = _html_text(text)
        elif (part.get_param("format") or "").lower() == "flowed":
            text = _unflowed(text, (part.get_param("delsp") or "").lower() == "yes")
        out.append([line.rstrip() if not _SIGNATURE.match(line) else line for line in text.split("\n")])

    walk(message)
    return out


def _decoded(part, shown: str) -> str:
    """A part's text by its own charset and transfer encoding; a charset Python does not know is read as lawref
    reads a text file (lawref.corpus.decode: refused in one line naming the mailbox when it is no Russian)."""
    try:
        text = part.get_content()
    except (LookupError, UnicodeDecodeError):
        from lawref.corpus.decode import decode

        text, _ = decode(part.get_payload(decode=True) or b"", shown, None)
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _unflowed(text: str, delsp: bool) -> str:
    """format=flowed (RFC 3676): a line ending in a space goes on in the next; a leading space is stuffing."""
    lines: list[str] = []
    carry = ""
    for line in text.split("\n"):
        if line.startswith(" "):
            line = line[1:]
        if _SIGNATURE.match(line) and line == "-- ":
            lines.append(carry + line if carry else line)
            carry = ""
            continue
        if line.endswith(" "):
            carry += line[:-1] if delsp else line
            continue
        lines.append(carry + line)
        carry = ""
    if carry:
        lines.append(carry.rstrip())
    return "\n".join(lines)


def _html_text(html: str) -> str:
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(html)
    for node in tree.css("script, style"):
        node.decompose()
    body = tree.body
    return body.text(deep=True, separator="\n") if body is not None else ""


def _paragraphs(lines: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            out[-1].append(line)
        elif out[-1]:
            out.append([])
    return [p for p in out if p]


def _mask(lines: list[str]) -> str:
    return re.sub(r"\d+", "#", " ".join(" ".join(lines).split()))


def list_footer(texts: list[list[list[str]]]) -> set[str]:
    """The list's footer: a closing paragraph that closes half the messages or more (two at least)."""
    closing = Counter()
    for parts in texts:
        last = next((_paragraphs(p)[-1] for p in reversed(parts) if _paragraphs(p)), None)
        if last:
            closing[_mask(last)] += 1
    return {mask for mask, count in closing.items() if count >= max(2, (len(texts) + 1) // 2)}


def _letter_post(parts: list[list[str]], footer: set[str], headers: list[str], titled: bool = False) -> Post:
    """One message as a post: the footer, each part's signature, the quotes taken out; then its enclosure found
    (where a part of the Laws opens) and the greeting and closing lines around it set apart as the letter's."""
    post = Post([])
    post.furniture.extend(headers)
    kept: list[list[str]] = []
    for number, part in enumerate(parts):
        lines = list(part)
        while lines and not lines[-1].strip():
            lines.pop()
        if number == len(parts) - 1 or all(not p for p in parts[number + 1:]):
            paragraphs = _paragraphs(lines)
            if paragraphs and _mask(paragraphs[-1]) in footer:
                size = len(paragraphs[-1])
                post.removed.append(Removal("mail-footer", 1, " ".join(" ".join(paragraphs[-1]).split())))
                cut = len(lines)
                while size:
                    cut -= 1
                    size -= bool(lines[cut].strip())
                lines = lines[:cut]
        signs = [n for n, line in enumerate(lines) if _SIGNATURE.match(line)]
        if signs and len(lines) - signs[-1] <= SIGNATURE_LINES:
            post.furniture.append(" ".join(" ".join(lines[signs[-1]:]).split()))
            lines = lines[:signs[-1]]
        kept.append(_unquoted(lines, post))
    starts = _starts(kept)
    lines = [line for part in kept for line in (*part, "")]
    # the book's title opens one message only: once it stood, a letter's first words are the letter's
    found = next((n for n, opening in starts if _opens(lines[n:], opening and not titled)), None)
    post.opening = found is not None and not _heading(lines[found])  # (a post that opens with the title)
    if found is None:
        post.lines = _shown(lines)
        return post
    letter, lines = _shown(lines[:found]), _shown(lines[found:])
    while lines and (not lines[-1] or _RULE.match(lines[-1]) or _FRAMED.match(lines[-1])):
        if closing := lines.pop():
            letter.append(closing)
    if letter:
        post.removed.append(Removal("mail-letter", 1, " ".join(w for w in letter if w)))
    post.lines = lines
    return post


def _unquoted(lines: list[str], post: Post) -> list[str]:
    """The lines a reply quotes («> », «>> ») and the line that introduces them, taken out as quotes."""
    out: list[str] = []
    quote: list[str] = []
    for line in [*lines, ""]:
        if _QUOTED.match(line):
            if not quote and out and _ATTRIBUTION.search(out[-1]):
                quote.append(out.pop())
            quote.append(line)
            continue
        if quote:
            post.quotes.append(" ".join(" ".join(quote).split()))
            quote = []
        out.append(line)
    return out[:-1]


def _starts(parts: list[list[str]]) -> list[tuple[int, bool]]:
    """Where in the message's lines an enclosure may open: the paragraph under a rule, else each part's first
    paragraph (where a title may stand: a rule above the book's first heading says the letter's words stand over
    it), and every paragraph (where a heading may)."""
    out: list[tuple[int, bool]] = []
    at = 0
    for part in parts:
        previous = ""
        heading = next((n for n, line in enumerate(part) if _heading(line)), len(part))
        first = not any(_RULE.match(line.strip()) for line in part[:heading])
        for n, line in enumerate(part):
            if line.strip() and (n == 0 or not part[n - 1].strip()):
                out.append((at + n, first or bool(_RULE.match(previous.strip()))))
                first = False
            if line.strip():
                previous = line
        at += len(part) + 1
    return out


def _opens(lines: list[str], opening: bool) -> bool:
    """Whether a part of the Laws opens at these lines (threads.opens_part, state-free: which part follows which
    is book_posts' to say): a Law heading or ОПРЕДЕЛЕНИЯ anywhere; the book's title where a letter's text opens
    (`opening`: a part's first paragraph, or the one under a rule) and a heading of the book follows it."""
    if _RULE.match(lines[0].strip()) or _FRAMED.match(lines[0].strip()):
        return False
    if _heading(lines[0]):
        return True
    return opening and opens_part(Post(_shown(lines[:1]), opening=True), {}) == "title" and any(
        _heading(line) for line in lines[1:])


def _heading(line: str) -> bool:
    return opens_part(Post(_shown([line])), {"book": True}) in ("law", "heading")


def _shown(lines: list[str]) -> list[str]:
    """Lines as a post's: each stripped, a run of blank lines one blank line, none at either end."""
    out: list[str] = []
    for line in lines:
        line = " ".join(line.split())
        if line or (out and out[-1]):
            out.append(line)
    while out and not out[-1]:
        out.pop()
    return out


def _first_law(post: Post) -> int | None:
    return next((n for n in map(heading_law, post.lines) if n), None)


def extract_mail(data: bytes, shown: str) -> Extracted:
    """The book in a mailbox (or one message): the messages read as a thread's posts, in the Laws' order."""
    found = messages(data)
    if not found:
        raise LawrefError.labelled("thread_no_posts", path=shown)
    letters = [(_text_parts(message, shown), [f"{name}: {' '.join(str(message[name]).split())}"
                                       for name in ("From", "Date", "Subject") if message[name] is not None])
               for message in found]
    return read_letters(letters, shown)


def read_letters(letters: list[tuple[list[list[str]], list[str]]], shown: str, around: list[str] = (),
                 others: list[Post] = (), reader: str = "mail") -> Extracted:
    """Messages as their reader sees them (each: its texts' lines, its headers as shown), in the order they came:
    the book in them, read as a thread's posts are (threads.join_posts), its parts in the Laws' order. `around`:
    the page's words outside the messages; `others`: posts that are never the book (a blog's comments)."""
    texts = [parts for parts, _ in letters]
    footer = list_footer(texts) if len(texts) > 1 else set()
    posts: list[Post] = []
    for parts, headers in letters:
        posts.append(_letter_post(parts, footer, headers, any(p.opening for p in posts)))
    # a part that arrived late is read where the Laws it opens stand; the other messages keep their place after
    # the part before them (stable: a part posted twice stays after its first posting, and is read once)
    keys, key = [], -1
    for post in posts:
        law = _first_law(post)
        if law is not None or (post.lines and opens_part(post, {}) == "title"):
            key = law if law is not None else 0
        keys.append(key)
    order = sorted(range(len(posts)), key=lambda n: keys[n])
    from dataclasses import replace

    return replace(join_posts([*(posts[n] for n in order), *others], list(around), shown, ""), encoding=reader)
