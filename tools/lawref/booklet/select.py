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
            raise LawrefError(f"--laws: cannot read {part!r}",
                              hint="write Law numbers and ranges separated by commas, e.g. --laws 27-31,70")
        low = int(m[1])
        high = int(m[2]) if m[2] else low
        if high < low:
            raise LawrefError(f"--laws: the range {part!r} runs backwards", hint=f"write {high}-{low}")
        wanted.extend(range(low, high + 1))
    if not wanted:
        raise LawrefError("--laws: no Law given", hint=f"the corpus has Laws {describe(available)}")
    missing = [str(n) for n in sorted(set(wanted)) if str(n) not in available]
    if missing:
        which = "Law " + missing[0] if len(missing) == 1 else "Laws " + describe(missing)
        raise LawrefError(f"--laws: {which} not in the corpus (neither text nor commentary)",
                          hint=f"available: {describe(available)}")
    return tuple(str(n) for n in sorted(set(wanted)))
