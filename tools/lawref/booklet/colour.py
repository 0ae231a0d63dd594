"""The booklet's colours for a printing press (`lawref booklet --print`): every CSS colour written as CSS Color 5
`device-cmyk()`, which WeasyPrint (70, pinned) draws as DeviceCMYK (`k`/`K`, `scn`) instead of DeviceRGB.

A grey (red = green = blue) is black ink alone, so black text and rules print in pure black (0 0 0 1) on the black
plate only, never as a four-colour mix; any other colour gets the naive conversion (the print shop's profile
does the real separation). One rule for both style sheets and the QR codes' SVG."""

from __future__ import annotations

import re

HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
REGISTRATION = "device-cmyk(1 1 1 1)"  # crop marks: on every plate


def cmyk(hex_colour: str) -> str:
    """'#222' -> 'device-cmyk(0 0 0 0.867)'."""
    digits = hex_colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    r, g, b = (int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4))
    if r == g == b:
        c = m = y = 0.0
        k = 1 - r
    else:
        k = 1 - max(r, g, b)
        c, m, y = ((1 - v - k) / (1 - k) for v in (r, g, b))
    return "device-cmyk({})".format(" ".join(_number(v) for v in (c, m, y, k)))


def _number(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return text or "0"


def cmyk_css(text: str) -> str:
    """Every #rgb / #rrggbb colour in a style sheet (or an SVG) written as device-cmyk()."""
    return HEX.sub(lambda m: cmyk(m[0]), text)
