"""Russian prose for the generated books: sentences from the templates and phrase pools in data/prose.toml,
references printed the ways the books print them, and the data files read once.

Every choice comes from the `random.Random` passed in, so a seed gives the same words every time.
"""

from __future__ import annotations

import random
import re
import tomllib
from functools import cache
from pathlib import Path

DATA = Path(__file__).parent / "data"

# Cyrillic letters printed for Latin ones they look like (sources type them; lawref.ids makes them Latin).
CYRILLIC_SECTION = dict(zip("ABCEHKMOPTX", "АВСЕНКМОРТХ"))
CYRILLIC_SUBITEM = dict(zip("aceopxy", "асеорху"))
# A Cyrillic-alphabet list: letters in alphabet order stand for a, b, c ... by position.
CYRILLIC_ALPHABET = "абвгдежзик"
SEATS = ("N", "E", "S", "W")
PLACEHOLDER = re.compile(r"\[\[([^\]]+)\]\]")
_SLOT = re.compile(r"\{(\w+)(?:\.(\w+))?\}")


@cache
def data(name: str) -> dict:
    return tomllib.loads((DATA / f"{name}.toml").read_text("utf-8"))


def roman(n: int) -> str:
    out = ""
    for value, letters in ((10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= value:
            out += letters
            n -= value
    return out


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


class Player:
    def __init__(self, row: list[str]):
        self.nom, self.gen, self.dat, self.gender = row

    def form(self, name: str | None) -> str:
        feminine = self.gender == "f"
        return {None: self.nom, "gen": self.gen, "dat": self.dat,
                "must": "должна" if feminine else "должен", "which": "которая" if feminine else "который",
                "bound": "обязана" if feminine else "обязан"}[name]


class Prose:
    """Sentences from data/prose.toml. `fill` returns plain text; references are printed by the caller and
    passed in already printed (R1..R3), so the caller knows every reference it made."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.pools = data("prose")

    def pick(self, pool: str) -> str:
        return self.rng.choice(self.pools[pool])

    def fill(self, template: str, *, refs=(), glosses=(), term: str = "", para: str = "", marker: str = "") -> str:
        players: dict[str, Player] = {}

        def player(name: str) -> Player:
            if name not in players:
                taken = {p.nom for p in players.values()}
                rows = [row for row in self.pools["players"] if row[0] not in taken]
                players[name] = Player(self.rng.choice(rows))
            return players[name]

        def slot(m: re.Match) -> str:
            name, form = m[1], m[2]
            if name in ("A", "B"):
                return player(name).form(form)
            if name[0] == "R":
                return refs[int(name[1]) - 1]
            if name[0] == "G":
                return glosses[int(name[1]) - 1]
            if name[0] == "S" and name[1:].isdigit():
                return self._seat(name)
            if name in ("T", "P", "M"):
                return {"T": term, "P": para, "M": marker}[name]
            if name == "line":
                return self.rng.choice(("N-S", "E-W"))
            if name == "bid":
                return self.bid()
            return self.pick(name)

        self._seats: dict[str, str] = {}
        text = _SLOT.sub(slot, template)
        # A sentence opening with a slot starts with a capital; a template written in lower case (a note's
        # «по поводу …», an item's «если …») stays as written.
        return capitalise(text) if template.startswith("{") else text

    def _seat(self, name: str) -> str:
        if name not in self._seats:
            free = [s for s in SEATS if s not in self._seats.values()]
            self._seats[name] = self.rng.choice(free)
        return self._seats[name]

    def sentence(self, pool: str, **kw) -> str:
        return self.fill(self.pick(pool), **kw)

    def bid(self) -> str:
        return f"{self.rng.randint(1, 4)}{self.rng.choice(('C', 'D', 'H', 'S', 'NT'))}"

    def auction(self) -> str:
        """An auction line such as "1H 1D" or "1C Пас 2H X" (calls an example's title shows)."""
        calls, level, strain = [], self.rng.randint(1, 2), self.rng.randrange(5)
        for _ in range(self.rng.randint(2, 4)):
            roll = self.rng.random()
            if roll < 0.25 and calls:
                calls.append("Пас")
            elif roll < 0.35 and calls and calls[-1] not in ("Пас", "X"):
                calls.append("X")
            else:
                strain += 1
                if strain > 4:
                    strain, level = 0, level + 1
                calls.append(f"{level}{('C', 'D', 'H', 'S', 'NT')[strain]}")
        return " ".join(calls)


def distinct_sentences(count: int, make, refs: list) -> str:
    """`count` different sentences from `make()`, joined. A repeated sentence is dropped (and the references
    it recorded into `refs` with it): a paragraph saying the same thing twice could not be wrapped without
    a line that repeats words of the line above, which reads as an overstrike remnant."""
    out: list[str] = []
    for _ in range(count * 4):
        if len(out) == count:
            break
        recorded = len(refs)
        sentence = make()
        if sentence in out:
            del refs[recorded:]
        else:
            out.append(sentence)
    return " ".join(out)


def print_law_ref(target: str, rng: random.Random, cyrillic_share: float = 0.3) -> str:
    """How a book prints a reference to a Law id: "12C1" as "12C1" or "12С1" (Cyrillic С), "27B1(b)" as
    "27В1(b)"; sub-item letters a, c, e sometimes Cyrillic too. The reference grammar reads them all back."""
    m = re.fullmatch(r"(\d+)([A-Z]?)(\d*)((?:\([a-z]+\))*)", target)
    if not m:
        raise ValueError(f"not a law id: {target}")
    law, section, item, tail = m.groups()
    if section in CYRILLIC_SECTION and rng.random() < cyrillic_share:
        section = CYRILLIC_SECTION[section]
    sub = re.match(r"\(([a-z])\)", tail)
    if sub and sub[1] in CYRILLIC_SUBITEM and rng.random() < cyrillic_share / 2:
        tail = f"({CYRILLIC_SUBITEM[sub[1]]})" + tail[3:]
    return f"{law}{section}{item}{tail}"
