"""QR codes to the site (segno, pure Python): an <img> with an SVG data URI that WeasyPrint draws as vectors.

Always a full QR code (segno.make would pick a Micro QR for a short address, which most phone readers ignore),
with the four-module quiet zone ISO/IEC 18004 asks for drawn white inside the image, so nothing printed beside
it, a tint or a rule, can eat into it."""

from __future__ import annotations

from functools import cache
from html import escape

QUIET_ZONE = 4  # modules


@cache
def qr_img(url: str, css_class: str = "qr") -> str:
    import segno

    uri = segno.make_qr(url, error="m").svg_data_uri(border=QUIET_ZONE, scale=1, dark="#000", light="#fff")
    return f'<img class="x {css_class}" src="{escape(uri)}" alt="QR: {escape(url)}">'
