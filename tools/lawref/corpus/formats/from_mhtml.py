""".mht / .mhtml: a web page saved as one file (MHTML, RFC 2557: a browser's «web archive», Chromium's «Save page
as… Webpage, single file», Internet Explorer's .mht): a MIME message, `multipart/related`, whose first text/html
part (the one the `type` or `start` parameter names, else the first) is the page, the others its stylesheets and
pictures. The page is read as any web page (lawref.corpus.formats.from_html: menus, footers, a counter's picture
and repeated lines as for a page read alone); its bytes are the part's transfer encoding undone
(quoted-printable, base64), their charset the part's own `charset` parameter, else the page's `<meta charset>`;
its links to its own anchors, which the browser wrote in full (`http://…/page.htm#sn1`), read as the page's
(`#sn1`).
Python's email package reads the message; nothing else of the archive is read.
"""

from __future__ import annotations

import email
import email.policy
import re

from lawref.corpus.formats import Extracted
from lawref.errors import LawrefError

_HEADERS = re.compile(rb"^(?:[\x21-\x39\x3b-\x7e]+:[^\r\n]*\r?\n(?:[ \t][^\r\n]*\r?\n)*)+\r?\n", re.S)
_RELATED = re.compile(rb"^content-type:\s*multipart/related", re.I | re.M)


def is_mhtml(data: bytes) -> bool:
    """Do the bytes open as a MIME message holding related parts (a saved web page), whatever the file's name?"""
    head = _HEADERS.match(data[:8192])
    return head is not None and _RELATED.search(head.group()) is not None


def html_part(data: bytes, shown: str) -> tuple[bytes, str | None, str]:
    """(the page's bytes with their transfer encoding undone, the charset its part declares or None, the page's
    address, its Content-Location, or "")."""
    message = email.message_from_bytes(data, policy=email.policy.compat32)
    parts = [part for part in message.walk() if part.get_content_type() in ("text/html", "application/xhtml+xml")]
    if not parts:
        raise LawrefError.labelled("mhtml_no_page", path=shown)
    start = (message.get_param("start") or "").strip("<>")
    page = next((part for part in parts if start and (part.get("Content-ID") or "").strip("<>") == start), parts[0])
    payload = page.get_payload(decode=True)
    if not isinstance(payload, bytes) or not payload.strip():
        raise LawrefError.labelled("mhtml_no_page", path=shown)
    return payload, page.get_content_charset(), (page.get("Content-Location") or "").strip()


def extract_mhtml(data: bytes, shown: str, encoding: str | None = None) -> Extracted:
    """The saved page's text, read as lawref.corpus.formats.from_html reads a page (`encoding` overrides the
    part's charset, as for a page)."""
    from lawref.corpus.formats.from_html import extract_html

    page, charset, location = html_part(data, shown)
    if location:  # the browser wrote the page's links to its own anchors in full («http://…/zakony97.htm#top»)
        page = page.replace(b'"' + location.encode("ascii", "ignore") + b"#", b'"#')
    return extract_html(page, shown, encoding or charset)
