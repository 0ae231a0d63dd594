"""Automatic list numbering rendered as text (HTML <ol>, Word numbering): number -> the label a reader sees."""

from __future__ import annotations

from lawref.numbering import int_to_roman

LATIN = "abcdefghijklmnopqrstuvwxyz"
# Word's and CSS's Russian list letters leave out ё, й, ъ, ы, ь.
CYRILLIC = "абвгдежзиклмнопрстуфхцчшщэюя"
# HTML <ol type> -> how its label is written; lower-case letters and roman numerals in brackets, as the Laws
# print sub-items ((a), (i)); a browser would show "a." (documented in docs/parsing.md, "Formats").
HTML_LABELS = {"1": "{}.", "a": "({})", "A": "{}.", "i": "({})", "I": "{}.", "а": "{})", "А": "{}."}


def number_text(kind: str, number: int) -> str:
    """`number` written in a numbering style: "1" decimal, "a"/"A" Latin letters, "i"/"I" roman numerals,
    "а"/"А" Russian letters; letters past the alphabet repeat (27 -> "aa", as Word does)."""
    if kind in ("a", "A", "а", "А"):
        alphabet = LATIN if kind in "aA" else CYRILLIC
        if number < 1:
            return str(number)
        letter = alphabet[(number - 1) % len(alphabet)] * ((number - 1) // len(alphabet) + 1)
        return letter.upper() if kind.isupper() else letter
    if kind in ("i", "I"):
        return int_to_roman(number, upper=kind == "I")
    return str(number)


def format_label(kind: str, number: int) -> str:
    """The label of an HTML <ol type=kind> item: "1.", "(a)", "A.", "(i)", "I.", "а)"."""
    kind = kind if kind in HTML_LABELS else "1"
    return HTML_LABELS[kind].format(number_text(kind, number))
