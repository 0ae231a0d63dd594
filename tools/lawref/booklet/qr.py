"""QR codes to the site (segno, pure Python): an <img> with an SVG data URI that WeasyPrint draws as vectors."""

from __future__ import annotations

from functools import cache
from html import escape


@cache
def qr_img(url: str, css_class: str = "qr") -> str:
    import segno

    uri = segno.make(url, error="m").svg_data_uri(border=0, scale=1, dark="#000")
    return f'<img class="x {css_class}" src="{escape(uri)}" alt="QR: {escape(url)}">'
