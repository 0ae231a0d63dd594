"""The domain's numbering, in one place: the range of the Laws, the letters of sections and sub-items (Latin,
with the Cyrillic look-alikes sources and users type: data/letters.toml), roman numerals both ways, and the
calls of an auction. Every layer reads them from here (base: it imports nothing of lawref)."""

from __future__ import annotations

import re
from functools import lru_cache

# The Laws of Duplicate Bridge have had 93 Laws since 1987 (1997, 2007, 2017 alike).
LAW_COUNT = 93
LAWS = range(1, LAW_COUNT + 1)


def is_law_number(number: int) -> bool:
    """1..93: a Law of the book; 0 and 94+ are not."""
    return 1 <= number <= LAW_COUNT


@lru_cache(maxsize=1)
def letters() -> tuple[dict[str, str], dict[str, str]]:
    """(section, subitem): each look-alike or transliterated letter -> the Latin letter an id uses
    (data/letters.toml; the browser's go-to box gets the same tables)."""
    import tomllib  # imported here: `lawref search` and `show` start faster without it
    from importlib import resources

    data = tomllib.loads(resources.files("lawref").joinpath("data/letters.toml").read_text("utf-8"))
    return data["section"], data["subitem"]


@lru_cache(maxsize=1)
def _number_table() -> dict:
    import tomllib
    from importlib import resources

    return tomllib.loads(resources.files("lawref").joinpath("data/number_words.toml").read_text("utf-8"))


@lru_cache(maxsize=1)
def number_words() -> dict:
    """data/number_words.toml as the search data's meta holds it (for the CLI and the browser alike): whole forms
    (cardinals and the whole ordinals), ordinal stems and endings, each count's cardinal and the counted nouns."""
    data = _number_table()
    whole = {form: int(value) for value, forms in data["cardinal"].items() for form in forms}
    whole.update({form: int(value) for value, forms in data["ordinal"]["whole"].items() for form in forms})
    stems = {stem: int(value) for value, stem in data["ordinal"]["stems"].items()}
    # a count: the number -> its cardinal word, and the nouns counted (a bare number before one is no id)
    cardinal = {value: forms[0] for value, forms in data["cardinal"].items()}
    return {"whole": whole, "stems": stems, "endings": list(data["ordinal"]["endings"]), "cardinal": cardinal,
            "counted": list(data["counted"]["nouns"])}


def number_value(word: str, numbers: dict | None = None) -> int | None:
    """The number one word spells, a cardinal or an ordinal in any case («седьмого» 7, «двадцать» 20), by the
    table `numbers` (number_words(), or the search data's meta copy of it), or None."""
    numbers = numbers if numbers is not None else number_words()
    w = word.lower().replace("ё", "е")
    if w in numbers["whole"]:
        return numbers["whole"][w]
    for ending in numbers["endings"]:
        if w.endswith(ending) and w[:-len(ending)] in numbers["stems"]:
            return numbers["stems"][w[:-len(ending)]]
    return None


def _single_ordinal(word: str) -> int | None:
    """The number an ordinal word spells in any case and gender («седьмое», «третьего», «сороковой»), or None
    (a cardinal is no ordinal): number_value without the cardinals' forms."""
    if any(word in forms for forms in _number_table()["cardinal"].values()):
        return None
    return number_value(word)


def ordinal_value(text: str) -> int | None:
    """The number an ordinal numeral in words spells, in any letter case: «первое» 1, «ДВЕНАДЦАТОЕ» 12,
    «сороковое» 40, «ДВАДЦАТЬ СЕДЬМОЕ» 27 (a tens cardinal, then a units ordinal), «девяносто третьего» 93; the
    spaces inside are not read, so a word letter-spaced by a PDF's text layer («СЕДЬ МОЕ», «ДВАДЦАТЬ ТРЕТЬ Е»)
    is the word. None for anything else (a cardinal alone, «двадцать», is no ordinal)."""
    word = "".join(text.split()).lower().replace("ё", "е")
    if not word.isalpha():
        return None
    if (value := _single_ordinal(word)) is not None:
        return value
    for tens, forms in _number_table()["cardinal"].items():
        if int(tens) >= 20 and int(tens) % 10 == 0 and word.startswith(forms[0]):
            units = _single_ordinal(word[len(forms[0]):])
            if units is not None and units < 10:
                return int(tens) + units
    return None


# Lower-case roman digits of sub-items ((i), (iv), (xii)); Cyrillic і and х turn up inside them now and then.
ROMAN_DIGITS = "ivxlc"
ROMAN_LOOKALIKES = {"і": "i", "х": "x"}
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_ROMAN_WRITTEN = ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
                  (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"))


def latin_roman(text: str) -> str:
    """A roman numeral as an id writes it: lower case, Cyrillic look-alikes made Latin ('ІІ', 'ix' -> 'ii', 'ix')."""
    out = text.lower()
    for cyrillic, latin in ROMAN_LOOKALIKES.items():
        out = out.replace(cyrillic, latin)
    return out


def roman_to_int(text: str) -> int | None:
    """'IV' -> 4, 'xii' -> 12, Cyrillic look-alikes as the Latin digits they look like ('Х' -> 10); an Arabic
    number as itself ('5' -> 5); None for anything else."""
    if text.isdigit():
        return int(text)
    total, previous = 0, 0
    for ch in reversed(latin_roman(text).upper()):
        value = _ROMAN_VALUES.get(ch)
        if value is None:
            return None
        total += -value if value < previous else value
        previous = max(previous, value)
    return total or None


def int_to_roman(number: int, upper: bool = False) -> str:
    """4 -> 'iv' ('IV' with upper); numbers below 1 have no roman numeral and are written in digits."""
    if number < 1:
        return str(number)
    out, rest = "", number
    for value, digits in _ROMAN_WRITTEN:
        while rest >= value:
            out, rest = out + digits, rest - value
    return out.upper() if upper else out


# Cyrillic letters and the Latin letters that look like them, case for case. A word typed with one of them
# from the wrong keyboard («ПPАВИЛО» with a Latin P, «Правилo» with a Latin o) is read as the Cyrillic word it
# looks like; the text keeps its letters (only a heading's level or a reference's target is read from it).
LOOKALIKE_LATIN = {"А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
                   "Т": "T", "У": "Y", "Х": "X", "а": "a", "е": "e", "к": "k", "о": "o", "р": "p", "с": "c",
                   "у": "y", "х": "x"}


# Latin look-alikes read as the Cyrillic letters they look like (`text.translate(CYRILLIC_FOR_LATIN)`): «ПPАВИЛО»
# with a Latin P -> «ПРАВИЛО»
CYRILLIC_FOR_LATIN = str.maketrans({latin: cyrillic for cyrillic, latin in LOOKALIKE_LATIN.items()})


def lookalike(word: str) -> str:
    """A regular expression for a Cyrillic `word` that also matches it typed with Latin look-alike letters:
    'Правило' -> 'П[рp][аa]вил[оo]'. Case as given (a pattern with re.IGNORECASE matches both cases)."""
    return "".join(f"[{ch}{LOOKALIKE_LATIN[ch]}]" if ch in LOOKALIKE_LATIN else re.escape(ch) for ch in word)


# One call of an auction as the texts print it: a bid (1H, 3NT, 2БК, 1♥; Cyrillic С and Н for clubs and
# hearts), pass, double (X, Х), redouble (XX, ХХ), or a dash or "?" for a seat not yet called.
CALL = r"(?:[1-7](?:NT|БК|[CDHSСН♣♦♥♠])|[Пп]ас|XX?|ХХ?|-|—|\?)"
# A line that is nothing but calls: an example's auction («Пример С» / «1H 1D»).
AUCTION_LINE = re.compile(rf"^\s*(?:{CALL}\s*)+$")
# A word of an auction row, with the punctuation that may follow it.
CALL_WORD = re.compile(rf"{CALL}[.,;]?")
