"""Clause ids: making section and sub-item letters Latin, and reading the many ways users type an id.

The patterns are data (data/ids.toml), which the site's scripts read too (search-ids.js: the search and the go-to
box), so that one grammar reads ids in both languages. The id scheme itself is documented in lawref.model and
docs/parsing.md.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lawref.numbering import ROMAN_DIGITS, ROMAN_LOOKALIKES, latin_roman, letters


def latin_section(letter: str) -> str:
    """'В' (Cyrillic) -> 'B'; 'b' -> 'B'. Unknown letters are returned upper-cased."""
    upper = letter.upper()
    return letters()[0].get(upper, upper)


def latin_subitem(letter: str) -> str:
    """'е' (Cyrillic) -> 'e'; 'б' -> 'b'. Unknown letters are returned lower-cased."""
    lower = letter.lower()
    return letters()[1].get(lower, lower)


ROMAN = ROMAN_DIGITS

# How Python's re spells the grammar's classes (search-ids.js spells them with \p{…}).
_CLASSES = {"{D}": r"\d", "{L}": r"[^\W\d_]", "{AN}": r"[^\W_]", "{W}": r"\w"}


@lru_cache(maxsize=1)
def grammar() -> dict:
    """data/ids.toml, with lawref.numbering's roman digits and their look-alikes (`roman`): what the browser gets."""
    import tomllib  # imported here: `lawref show` starts faster without it
    from importlib import resources

    data = tomllib.loads(resources.files("lawref").joinpath("data/ids.toml").read_text("utf-8"))
    data["roman"] = {"digits": ROMAN_DIGITS, "lookalikes": dict(ROMAN_LOOKALIKES)}
    return data


def python_pattern(text: str) -> str:
    """A pattern of the grammar in Python's syntax: its classes spelled out, (?<name>…) as (?P<name>…)."""
    for name, spelled in {**_CLASSES, "{R}": f"[{ROMAN_DIGITS}{''.join(ROMAN_LOOKALIKES)}]"}.items():
        text = text.replace(name, spelled)
    return re.sub(r"\(\?<(?=[A-Za-z_])", "(?P<", text)


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    return {name: re.compile(python_pattern(p["pattern"]), re.IGNORECASE if "i" in p["flags"] else 0)
            for name, p in grammar()["patterns"].items()}


def law_id(law: str, section: str = "", item: str = "", sub: str = "", deep: str = "") -> str:
    """Build a canonical law id from its parts, making letters Latin: ('27','В','1','b') -> '27B1(b)'."""
    out = str(int(law))
    if section:
        out += latin_section(section)
    if item:
        out += str(int(item))
    if sub:
        out += f"({latin_subitem(sub)})"
    if deep:
        out += f"({_roman(deep)})"
    return out


def _roman(text: str) -> str:
    return latin_roman(text)  # users and sources type Cyrillic і/х inside roman numerals now and then


# Whole-book ids (lawref.model): def, def.vzyatka, cdef, cdef.vzyatka, front.predislovie, cfront.title, ch5,
# ch4.p2, p2 (read by the grammar's `book` pattern). Slugs are ASCII transliterations of the printed term or
# heading (`slug`).

_TRANSLIT = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                     ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r",
                      "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"]))


def slug(text: str, limit: int = 40) -> str:
    """An ASCII id part from printed words: 'Взятка' -> 'vzyatka', 'ОТ ПЕРЕВОДЧИКА' -> 'ot-perevodchika',
    'Нарушение (порядка)' -> 'narushenie-poryadka'. Stable: derived from the text alone."""
    out = "".join(_TRANSLIT.get(ch, ch) for ch in (text or "").lower())
    words = re.findall(r"[a-z0-9]+", out)
    result = ""
    for word in words:
        candidate = f"{result}-{word}" if result else word
        if len(candidate) > limit and result:
            break
        result = candidate
    return result[:limit] or "x"


def normalize_id(text: str) -> str | None:
    """Read an id as a user types it; return the canonical id or None when it is not id-shaped.

    >>> normalize_id("27 в 1 (б)")
    '27B1(b)'
    """
    compact = re.sub(r"\s+", "", text or "")
    if not compact:
        return None
    patterns = _patterns()
    if m := re.fullmatch(r"(.+)(~\d+)", compact):  # the repeat of an id defined twice (lawref check names it)
        head = normalize_id(m[1])
        return head + m[2] if head else None
    if m := patterns["commentary"].match(compact):
        return f"c{int(m['law'])}"
    if m := patterns["book"].match(compact):
        if m["defs"]:
            return m["defs"].lower() + (f".{m['term'].lower()}" if m["term"] else "")
        if m["front"]:
            return f"{m['front'].lower()}.{m['fslug'].lower()}"
        if m["ch"]:
            return f"ch{int(m['ch'])}" + (f".p{int(m['chpart'])}" if m["chpart"] else "")
        return f"p{int(m['part'])}"
    if m := patterns["special"].match(compact):
        head = normalize_id(m["head"]) or m["head"]
        tail = m["tail"].lower()
        if tail.startswith("ex"):
            tail = "ex" + "".join(latin_section(ch) for ch in m["tail"][2:])
        return f"{head}.{tail}"
    if m := patterns["law_item"].match(compact):
        out = f"{int(m['law'])}-{int(m['item'])}"
        if m["sub"]:
            out += f"({latin_subitem(m['sub'])})"
        if m["deep"]:
            out += f"({_roman(m['deep'])})"
        return out
    if m := patterns["para"].match(compact):
        out = f"{int(m['law'])}.{int(m['num'])}"
        if m["item"]:
            out += f"({_roman(m['item'])})"
        return out
    if m := patterns["para_letter"].match(compact):
        out = f"{int(m['law'])}.{int(m['num'])}({latin_subitem(m['sub'] or m['bare'])})"
        deep = m["deep"] or m["baredeep"]
        return out + (f"({_roman(deep)})" if deep else "")
    if m := patterns["law"].match(compact):
        sub, deep = m["sub"] or m["bare"] or "", m["deep"] or m["baredeep"] or ""
        if sub and not m["item"]:
            return None  # "27b" without an item number is not an id
        return law_id(m["law"], m["section"] or "", m["item"] or "", sub, deep)
    return None


def go_to_id(text: str) -> str | None:
    """What the go-to box («Перейти к пункту») reads: an id as normalize_id reads it, after a Law's label word
    («Правило 16», «пр. 16», «Закон 16»); of a range («81–85», «Правила 68–70»), its first id. None: no id.
    search-ids.js's goTo reads the same grammar the same way."""
    rules = grammar()["go_to"]
    text = (text or "").strip()
    m = re.match(python_pattern(rules["label"]), text)
    if m and m["word"].lower().replace("ё", "е") in rules["law_words"].split():
        text = text[m.end():]
    found = normalize_id(text)
    if found is None and (m := re.match(python_pattern(rules["range"]), text)):
        first = normalize_id(m["first"])
        found = first if first and normalize_id(m["last"]) else None
    return found


def law_of(clause_id: str) -> str | None:
    """The Law number an id belongs to: '27B1(b)' -> '27', '29.2' -> '29', 'c31' -> '31'."""
    m = re.match(r"^c?(\d{1,3})", clause_id)
    return str(int(m.group(1))) if m else None


def ancestors(clause_id: str) -> list[str]:
    """Law-id prefixes from the top: '27B1(b)' -> ['27', '27B', '27B1', '27B1(b)']."""
    m = re.match(r"^(\d{1,3})([A-Z])?(\d{1,2})?((?:\([a-z]+\))*)$", clause_id)
    if not m:
        return [clause_id]
    out = [m.group(1)]
    if m.group(2):
        out.append(out[-1] + m.group(2))
    if m.group(3):
        out.append(out[-1] + m.group(3))
    for part in re.findall(r"\([a-z]+\)", m.group(4) or ""):
        out.append(out[-1] + part)
    return out


@lru_cache(maxsize=1)
def _parent_steps() -> tuple[re.Pattern, ...]:
    return tuple(re.compile(python_pattern(step["pattern"])) for step in grammar()["parent_steps"])


def parent_id(clause_id: str) -> str | None:
    """One step up the id's tree (ids.toml's parent_steps): '27B1(b)' -> '27B1', '29.2' -> '29'; None at the top."""
    for step in _parent_steps():
        if m := step.match(clause_id):
            return m["up"]
    return None


def resolve_id(clause_id: str, has) -> str | None:
    """The id itself when `has(id)`, else the nearest enclosing id that has it ('70C9' -> '70C'); None if none."""
    current: str | None = clause_id
    while current is not None:
        if has(current):
            return current
        current = parent_id(current)
    return None


def anchor(clause_id: str) -> str:
    """The HTML anchor of a clause: its id without brackets ('27B1(b)' -> '27B1b', '27.7(iii)' -> '27.7iii')."""
    return clause_id.replace("(", "").replace(")", "")


# An id a reader types and a page prints: a Law's number, then its parts — section letters, item numbers,
# dotted or hyphened numbers, sub-items in parentheses or roman numerals («70C2», «27B1(b)», «27.7(ii)», «27.7iii»,
# a whole book's «9-1(a)(i)»).
# Ids the project makes for what the source does not number («c27», «27.exC», «27.8.note1», «70.fn1»,
# «def.kozyr», «ch6», the leading fragment «27.0(iv)») are not: readers are shown a name instead (context.py).
_READER_ID = re.compile(r"[1-9]\d*(?:[A-Z]|[1-9]\d*|[.-][1-9]\d*|\([a-z]+\)|[ivx]+)*")


def is_reader_id(clause_id: str) -> bool:
    return bool(_READER_ID.fullmatch(clause_id))
