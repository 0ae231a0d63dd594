"""Wrong keyboard layout: the 33 Russian letters sit on fixed keys of a QWERTY keyboard (ЙЦУКЕН).

`ghtrhfnbnm` is «прекратить» typed with the Latin layout on; `сщтеуыеув` is "contested" typed with the
Russian layout on. Punctuation keys hold б ю ж э х ъ ё, so `dbcne.otuj` is «вистующего».
The map is data/rules.toml's [layout], which search-rules.js reads from the search data's meta.
"""

from __future__ import annotations

from lawref.search.rules import LAYOUT

LATIN = LAYOUT["latin"]
CYRILLIC = LAYOUT["cyrillic"]
TO_CYRILLIC = dict(zip(LATIN, CYRILLIC)) | dict(zip(LAYOUT["latin_upper"], CYRILLIC.upper()))
TO_LATIN = {cyr: lat for lat, cyr in TO_CYRILLIC.items() if lat.islower() or not lat.isalpha()}
TO_LATIN.update({cyr.upper(): lat.upper() for cyr, lat in TO_LATIN.items() if lat.isalpha()})


def is_latin_keys(piece: str) -> bool:
    """A piece typed on the Latin layout: ASCII letters (at least one) and the keys that hold Russian letters."""
    return any("a" <= ch.lower() <= "z" for ch in piece) and all(ch in TO_CYRILLIC for ch in piece)


def is_cyrillic(piece: str) -> bool:
    return any(ch in TO_LATIN for ch in piece) and all(ch in TO_LATIN for ch in piece)


def to_cyrillic(piece: str) -> str:
    return "".join(TO_CYRILLIC.get(ch, ch) for ch in piece)


def to_latin(piece: str) -> str:
    return "".join(TO_LATIN.get(ch, ch) for ch in piece)


def switched(piece: str) -> str | None:
    """The piece in the other layout, or None when it is not made of one layout's keys."""
    if is_latin_keys(piece):
        return to_cyrillic(piece)
    if is_cyrillic(piece):
        return to_latin(piece)
    return None
