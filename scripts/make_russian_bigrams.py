"""Regenerate tools/lawref/data/russian_bigrams.tsv from the pymorphy3 Russian dictionary.

decode.py ranks candidate decodings of a non-UTF-8 file by letter pairs: a wrong Cyrillic code page yields
Cyrillic letters in pairs Russian does not have ("ьъ", "йы", "ъо" ...). The table gives, for each pair of
lower-case letters (with "^" and "$" marking the start and end of a word), log(P(b | a) * 34): positive for
pairs more likely than chance, negative for rare ones. Counted over the dictionary's word forms, so it is
independent of the corpus it is used on. Run: .venv/bin/python scripts/make_russian_bigrams.py
"""

from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path

import pymorphy3

ALPHABET = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
OUT = Path(__file__).resolve().parent.parent / "tools" / "lawref" / "data" / "russian_bigrams.tsv"


def main() -> None:
    pairs: Counter[str] = Counter()
    word_re = re.compile(f"^[{ALPHABET}]+$")
    for word, *_ in pymorphy3.MorphAnalyzer().dictionary.iter_known_words():
        if word_re.match(word):
            marked = f"^{word}$"
            pairs.update(marked[i:i + 2] for i in range(len(marked) - 1))
    firsts = "^" + ALPHABET
    seconds = ALPHABET + "$"
    lines = ["# pair\tlog(P(second | first) * 34), from pymorphy3-dicts-ru word forms; "
             "see scripts/make_russian_bigrams.py"]
    for a in firsts:
        total = sum(pairs[a + b] for b in seconds) + len(seconds)  # add-one smoothing
        for b in seconds:
            lines.append(f"{a}{b}\t{math.log((pairs[a + b] + 1) / total * 34):.2f}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(lines) - 1} pairs)")


if __name__ == "__main__":
    main()
