"""QR codes to the site (segno, pure Python): an <img> with an SVG data URI that WeasyPrint draws as vectors.

Always a full QR code (segno.make would pick a Micro QR for a short address, which most phone readers ignore),
with the four-module quiet zone ISO/IEC 18004 asks for drawn white inside the image, so nothing printed beside
it, a tint or a rule, can eat into it. For the press (cmyk) its two colours are device-cmyk() as the text's."""

from __future__ import annotations

import io
from functools import cache
from html import escape
from urllib.parse import quote

QUIET_ZONE = 4  # modules


@cache
def qr_img(url: str, css_class: str = "qr", cmyk: bool = False) -> str:
    import segno

    buffer = io.BytesIO()
    segno.make_qr(url, error="m").save(buffer, kind="svg", border=QUIET_ZONE, scale=1, dark="#000", light="#fff",
                                       xmldecl=False, svgclass=None, lineclass=None)
    # The modules are stroked lines: fill="none", or the renderer sets a fill colour (RGB) it never uses.
    svg = buffer.getvalue().decode("ascii").replace('<path stroke=', '<path fill="none" stroke=', 1)
    if cmyk:
        from lawref.booklet.colour import cmyk_css

        svg = cmyk_css(svg)
    uri = "data:image/svg+xml;charset=utf-8," + quote(svg, safe=" =:/\"-.#,")
    return f'<img class="x {css_class}" src="{escape(uri)}" alt="QR: {escape(url)}">'


def cmyk_qr_img(url: str, css_class: str = "qr") -> str:
    return qr_img(url, css_class, cmyk=True)
