"""Wrap a paragraph into physical lines as a typist or a text formatter would, hyphenating some words at line
ends, and only in ways a careful reader can undo.

Fairness rules (a real text may break them, but then no reader could tell what was meant, so a generated
book never does):
- a word is split at a line end only at a syllable boundary (pyphen's Russian dictionary) and only where
  lawref.corpus.join.hyphen_join reads the two halves back as one word ("сде-" / "лать"; never "по-" /
  "этому", which it would keep as a compound); a hyphenated compound is broken at its own hyphen only when
  join keeps that hyphen ("кто-" / "либо"), otherwise it stays whole;
- a continuation line never starts like a structural line (a number, a letter marker, «Правило 12.», «Глава»,
  «Пример», a dash rule, a term with a dash or colon ...), never has no lower-case letter (it would read as a
  heading or a page number), and never repeats a run of the words of the line above (it would read as an
  overstrike remnant).
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

import pyphen

from lawref.corpus.join import hyphen_join

BAD_START = [re.compile(p) for p in (
    r"^\d+(?:\.\d+)*[.)](?:\s|\(|$)",  # 1.  1)  27.3.  27.3.(a)
    r"^\(\w{1,6}\)",  # (a) (iv) (б)
    r"^\w\)",  # a) б)
    r"^[A-ZА-ЯЁ]\.(?:\s|$)",  # A.  В.
    r"^<\*+>",
    r"^[-–—_]{3,}",
    r"^(?:Правил\w*|ПРАВИЛ\w*)\s+\d+\s*[-–—.](?:\s|$)",
    r"^(?:Глава|ГЛАВА|Часть|ЧАСТЬ)\s",
    r"^(?:Пример|ПРИМЕР)\s",
    r"^Примечани",
    r"^(?:стр|Стр)\.\s*\d",
    r"^«[^»]+»\.",
    r"^[А-ЯЁ][а-яё]+(?:\s+[а-яё]+){0,2}(?:\s+[-–—]\s|:)",  # «Взятка – …», «Взятка: …»
    r"^\.\.[A-Za-z]",  # a formatter directive
)]
_LOWER = re.compile(r"[а-яёa-z]")
_SPLITTABLE = re.compile(r"^([(«]?)([А-ЯЁа-яё]{7,})([.,;:)»]*)$")
_COMPOUND = re.compile(r"^([А-ЯЁа-яёA-Za-z]+)-([а-яёa-z]+[.,;:)»]*)$")


@lru_cache(maxsize=1)
def _dictionary() -> pyphen.Pyphen:
    return pyphen.Pyphen(lang="ru_RU")


def bad_start(text: str) -> bool:
    return any(p.match(text) for p in BAD_START)


def looks_like_remnant(line: str, above: str | None) -> bool:
    """True when `line`'s words are a contiguous run of fewer words of `above` (lawref's cleanup would take it
    for an overstrike remnant and drop it)."""
    if above is None:
        return False
    words, above_words = line.split(), above.split()
    if not words or len(words) >= len(above_words):
        return False
    return any(above_words[i:i + len(words)] == words for i in range(len(above_words) - len(words) + 1))


def _fits_rules(line: str, following: str | None, above: str | None, width: int, lower: bool) -> bool:
    """`following`: the paragraph's words after `line`, joined (None: `line` is its last). `lower`: the paragraph has
    lower-case letters, so every line of it must (a heading in capitals need not)."""
    if (lower and not _LOWER.search(line)) or looks_like_remnant(line, above):
        return False
    if following is None:
        return True
    if bad_start(following):
        return False
    if len(following) <= width:  # the next line is the last: check it now, there is no choosing later
        return (not lower or bool(_LOWER.search(following))) and not looks_like_remnant(following, line)
    return True


def tokens(text: str, glue: list[tuple[int, int]] = ()) -> tuple[list[str], list[int]]:
    """Words split at spaces; the words inside a glued span (emphasised words that must stay on one line)
    make one token. Returns the tokens and, for each glued span, the index of its token."""
    if not glue:
        return text.split(), []  # (str.split splits at str.isspace, where \S+ stops)
    out, glued = [], []
    for m in re.finditer(r"\S+", text):
        span = next((g for g in glue if g[0] <= m.start() < g[1]), None)
        if span and out and m.start() > span[0]:
            out[-1] += " " + m.group()
        else:
            if span:
                glued.append(len(out))
            out.append(m.group())
    return out, glued


def hyphen_options(line: str, token: str, room: int) -> list[tuple[str, str]]:
    """Ways to end `line` with part of `token` and a hyphen, longest first: (head with its hyphen, tail)."""
    out = []
    if m := _COMPOUND.match(token):
        head = m[1] + "-"
        if len(head) <= room and hyphen_join(line + " " + head, m[2]) == "keep":
            out.append((head, m[2]))
        return out
    m = _SPLITTABLE.match(token)
    if not m:
        return out
    lead, word, trail = m.groups()
    for position in sorted(_dictionary().positions(word), reverse=True):
        head, tail = lead + word[:position] + "-", word[position:] + trail
        if len(head) <= room and position >= 2 and len(word) - position >= 3 \
                and hyphen_join(line + " " + head, tail) == "split":
            out.append((head, tail))
    return out


def wrap(text: str, width: int, *, first: str = "", rest: str = "", rng: random.Random | None = None,
         hyphenate: float = 0.0, glue: list[tuple[int, int]] = (), check: bool = True
         ) -> tuple[list[str], dict[int, int]]:
    """Lines of at most `width` characters (a token longer than a line overflows): `first` prefixes the first
    line, `rest` the others. With `rng`, a word that does not fit is hyphenated with probability `hyphenate`.
    `check` applies the fairness rules (title pages do not need them); where no choice of line ends keeps them
    (a paragraph repeating a phrase: «… пасует, и Судью приглашают к столу.» three times), the paragraph is set
    a little narrower until one does, as a typesetter would.
    Returns the lines and, for each glued span's index in `glue`, the line that holds it."""
    state = rng.getstate() if rng is not None else None
    for narrower in range(0, 12 if check else 1):
        if rng is not None and narrower:
            rng.setstate(state)
        lines, where, fair = _wrap_once(text, width - narrower, first=first, rest=rest, rng=rng,
                                        hyphenate=hyphenate, glue=glue, check=check)
        if fair:
            break
    return lines, where


def _wrap_once(text: str, width: int, *, first: str, rest: str, rng: random.Random | None, hyphenate: float,
               glue, check: bool) -> tuple[list[str], dict[int, int], bool]:
    words, glued = tokens(text, list(glue))
    if not words:  # a label alone on its line («Пример А»)
        return ([first.rstrip()] if first.strip() else []), {}, True
    glue_token = {token: index for index, token in enumerate(glued)}
    where: dict[int, int] = {}
    # The words not yet set are words[at:]; a word hyphenated at a line's end is replaced by its tail there. A line's
    # options are told apart by how many words it takes, not made as lists: each was a copy of the rest of the
    # paragraph, joined again for the rules (a paragraph's cost grew with the square of its length).
    token_ids: list[int | None] = list(range(len(words)))  # original token index of each word (None for a tail)
    whole = " ".join(words)  # the words as given, and where each starts in it: the text after any of them
    starts, offset = [], 0
    for word in words:
        starts.append(offset)
        offset += len(word) + 1
    at, count = 0, len(words)
    lines: list[str] = []
    above = None
    lower = bool(_LOWER.search(text))
    fair = True

    def after(index: int) -> str | None:
        """The words from `index` on, joined (None when there are none): words[at] alone may be a tail."""
        if index >= count:
            return None
        return whole[starts[index]:] if index > at else " ".join(words[index:])

    while at < count:
        left = count - at
        prefix = first if not lines else rest
        room = width - len(prefix)
        fit, length = 1, len(words[at])
        while fit < left and length + 1 + len(words[at + fit]) <= room:
            length += 1 + len(words[at + fit])
            fit += 1
        # (line, what follows it, its words, the tail a hyphenated last word leaves): the hyphenations first
        options: list[tuple[str, str | None, int, str | None]] = []
        if fit < left and rng is not None and rng.random() < hyphenate:
            line = " ".join(words[at:at + fit])
            for head, tail in hyphen_options(line, words[at + fit], room - length - 1):
                beyond = after(at + fit + 1)
                options.append((f"{line} {head}", tail if beyond is None else f"{tail} {beyond}", fit + 1, tail))
        for taken in (fit, fit - 1, fit - 2, fit + 1, fit + 2, fit - 3, fit - 4, fit - 5):
            if 1 <= taken <= left and (taken == fit or fit < left):
                options.append((None, None, taken, None))
        chosen = options[0]
        if check:
            chosen = None
            for option in options:
                line, following, taken, tail = option
                if tail is None:
                    line, following = " ".join(words[at:at + taken]), after(at + taken)
                if _fits_rules(line, following, above, room, lower):
                    chosen = option
                    break
            fair = fair and chosen is not None
            chosen = chosen or options[0]
        line, _, taken, tail = chosen
        for token in token_ids[at:at + taken]:
            if token is not None and token in glue_token:
                where[glue_token[token]] = len(lines)
        if tail is None:
            line = " ".join(words[at:at + taken])
            at += taken
        else:  # the hyphenated word's tail opens what is left
            at += taken - 1
            words[at], token_ids[at] = tail, None
        lines.append(prefix + line)
        above = line
    return lines, where, fair
