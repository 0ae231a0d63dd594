"""Which Laws go into the booklet: `--laws 27-31,70` read against the Laws the corpus has."""

from __future__ import annotations

import re
from collections.abc import Iterable

from lawref.errors import LawrefError

_PART = re.compile(r"^(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?$")


def describe(laws: Iterable[str]) -> str:
    """'27','28','29','31','70' -> '27–29, 31, 70': runs of consecutive numbers as ranges."""
    numbers = sorted({int(n) for n in laws})
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)


def select_laws(spec: str | Iterable[str] | None, available: Iterable[str]) -> tuple[str, ...]:
    """The Laws to print, ascending. None means all. Raises LawrefError for a Law the corpus lacks."""
    available = tuple(sorted({str(int(a)) for a in available}, key=int))
    if spec is None:
        return available
    wanted: list[int] = []
    parts = spec.split(",") if isinstance(spec, str) else [str(s) for s in spec]
    for part in (p.strip() for p in parts):
        m = _PART.match(part)
        if not m:
            raise LawrefError.labelled("booklet_laws_unreadable", part=part)
        low = int(m[1])
        high = int(m[2]) if m[2] else low
        if high < low:
            raise LawrefError.labelled("booklet_laws_backwards", part=part, high=high, low=low)
        wanted.extend(range(low, high + 1))
    if not wanted:
        raise LawrefError.labelled("booklet_laws_none", available=describe(available))
    missing = [str(n) for n in sorted(set(wanted)) if str(n) not in available]
    if missing:
        raise LawrefError.labelled("booklet_laws_missing_" + ("one" if len(missing) == 1 else "many"),
                                   laws=describe(missing), available=describe(available))
    return tuple(str(n) for n in sorted(set(wanted)))
