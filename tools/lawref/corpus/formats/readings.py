"""What OCR reads for what was printed (data/ocr_confusions.toml), and a scan's heading numbers read by their
sequence: the one place both the reader of a scan (lawref.corpus.formats.from_pdf, which puts a number in and
records what was read) and the review list (lawref.corpus.formats.review, which proposes) take them from.

- `misreading(read, meant)`: how OCR would read `meant` as `read` (its confusions, each with a cost).
- Roman chapter numerals of strokes (I, II, III: «|», «11», «П») lose strokes to OCR: `STROKES`; one read with no
  doubt (`sure_chapter`, IV read «№»); the first chapters counted back from a sure one (`counted_back`).
- `heading_numbers(texts)`: the whole document's Law headings and chapter headings, each number that breaks its
  sequence (Laws and chapters go up, chapters one by one) read as the one number the sequence and OCR's
  confusions allow, a chapter's word read one letter off («ТЛАВА») and a heading's number glued to its word
  («ПРАВИЛО2», «ГЛАВА‘ТУ»: a DjVu layer drops the space where OCR's boxes overlap) read as the heading it is.
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib import resources

from lawref.ids import latin_section
from lawref.numbering import int_to_roman, letters, roman_to_int

SPACE_COST = 0.5  # a space OCR put inside an id («12 С2»)
STROKES = re.compile(r"^[|Il1!ІӀП]+$")  # a Roman numeral of strokes (I, II, III) as OCR reads it
SPECK_MARK = r"(?:[^\w\s«(]|_)"  # a mark no heading or label is typed with (a scan's speck)
CHAPTER_WORD = "ГЛАВА"


@lru_cache(maxsize=1)
def whole_markers() -> dict[str, list[str]]:
    """marker meant («1.») -> what OCR reads in its place with its period lost (data/ocr_confusions.toml)."""
    data = tomllib.loads(resources.files("lawref").joinpath("data/ocr_confusions.toml").read_text("utf-8"))
    return data.get("markers", {})


@lru_cache(maxsize=1)
def confusions() -> dict[str, list[tuple[str, float]]]:
    """meant -> [(read, cost)]: data/ocr_confusions.toml, the likeliest reading the cheapest."""
    data = tomllib.loads(resources.files("lawref").joinpath("data/ocr_confusions.toml").read_text("utf-8"))
    table: dict[str, list[tuple[str, float]]] = {}
    for meant, reads in {**data["chars"], **data["groups"]}.items():
        table[meant] = [(read, 1 + index / 10) for index, read in enumerate(reads)]
    return table


def same(read: str, meant: str) -> bool:
    """`read` is `meant` as an id reads it: itself, or a Cyrillic look-alike (В for B, с for c)."""
    section, subitem = letters()
    return read == meant or section.get(read) == meant or subitem.get(read) == meant


def misreading(read: str, meant: str) -> tuple[float, tuple[tuple[str, str], ...]] | None:
    """How OCR would read `meant` as `read`: (cost, the confusions (meant, read) used); cost 0 when `read` is
    `meant` (look-alike letters are no misreading); None when the table does not explain it."""
    table = confusions()
    best: dict[tuple[int, int], tuple[float, tuple]] = {(0, 0): (0.0, ())}
    for i in range(len(meant) + 1):
        for j in range(len(read) + 1):
            if (i, j) not in best:
                continue
            cost, path = best[(i, j)]
            steps = []
            if i < len(meant) and j < len(read) and same(read[j], meant[i]):
                steps.append((i + 1, j + 1, 0.0, None))
            if j < len(read) and read[j] == " " and 0 < i < len(meant):
                steps.append((i, j + 1, SPACE_COST, (" ", "")))
            for unit, reads in table.items():
                if meant.startswith(unit, i):
                    steps += [(i + len(unit), j + len(r), c, (unit, r)) for r, c in reads if read.startswith(r, j)]
            for ni, nj, c, used in steps:
                candidate = (cost + c, path + ((used,) if used else ()))
                if (ni, nj) not in best or candidate[0] < best[(ni, nj)][0]:
                    best[(ni, nj)] = candidate
    return best.get((len(meant), len(read)))


def sure_chapter(token: str) -> int | None:
    """A chapter's Roman numeral read with no doubt: one not of strokes alone (which OCR loses), as it stands
    or by one reading of OCR's confusions (IV read as «№»)."""
    if STROKES.match(token):
        return None
    if (value := roman_to_int(token)) and not token.isdigit():
        return value
    readings = [(found[0], n) for n in range(1, 31) if (found := misreading(token, int_to_roman(n, upper=True)))]
    readings.sort()
    return readings[0][1] if readings and (len(readings) == 1 or readings[1][0] > readings[0][0]) else None


def stroke_count(token: str) -> int:
    """The strokes of a Roman numeral OCR read as strokes («Ill» 3; «П» is two, II read as one letter)."""
    return sum(2 if ch == "П" else 1 for ch in token)


def counted_back(tokens: list[str]) -> tuple[int, str]:
    """(the chapter before the first, the anchor): where the book's first chapters are read as strokes (I, II
    and III lose strokes to OCR: «|», «11») and a later one surely («IV»), the first ones are counted back
    from it, chapters going one by one; else (0, "")."""
    for index, token in enumerate(tokens):
        if not STROKES.match(token):
            value = sure_chapter(token)
            if value is None or index == 0 or value - index <= 1:
                return 0, ""  # (none before the first, or nothing to count back: the first is I)
            return value - index - 1, token
    return 0, ""


# -- heading numbers by their sequence -------------------------------------------------------------------------

def _law_token() -> re.Pattern[str]:
    """A Law heading in capitals, whatever word the book heads its Laws with (data/law_words.toml: «ПРАВИЛО 12»,
    «ЗАКОН i6» in priozer2000's fax), and the token in its number's place."""
    from lawref.corpus.headings import law_words

    words = "|".join(sorted({row["heading"].upper() for row in law_words()["law"] if row["heading"].isalpha()},
                            key=len, reverse=True))
    return re.compile(rf"^(\s*(?:{words}))(\s+|(?=\d))(\S{{1,4}}?)(?=\s*(?:[.:]|\s[-–—]|$))")


_LAW_TOKEN = _law_token()
# a chapter's heading with its title or its text after it («Глава Ш. Торговля») ...
CHAPTER_HEADING = re.compile(r"^(\s*(?:Глава|ГЛАВА)\s+)([^\s.:]{1,7})(?=[.:]|\s|$)")
# ... or alone on its line, perhaps with a scan's specks around it or glued to its word («ГЛАВА‘ ТУ», «ГЛАВА‘ТУ»),
# its word perhaps read one letter off («ТЛАВА У»)
_CHAPTER_ALONE = re.compile(rf"^(?P<indent>\s*)(?P<lead>(?:{SPECK_MARK}{{1,2}}|[а-яё])\s+|{SPECK_MARK}{{1,2}})?"
                            rf"(?P<word>[А-ЯЁ]{{5}})(?P<glued>{SPECK_MARK}{{1,2}})?(?P<space>\s*)"
                            rf"(?P<token>[^\s.:]{{1,4}}?)(?P<dot>[.:]?)(?P<tail>\s+{SPECK_MARK}{{1,2}})?\s*$")


def heading_numbers(texts: list[str]) -> dict[int, tuple[str, str]]:
    """A scan's paragraphs (each its first line's text), the whole document at once: the Law headings and the
    chapter headings whose number breaks their sequence, each read as the number its neighbours and OCR's
    confusions allow. index -> (the line with the number put in, what was read in its place)."""
    return {**_law_numbers(texts), **_chapter_numbers(texts)}


def _law_numbers(texts: list[str]) -> dict[int, tuple[str, str]]:
    """Laws go up: a number that breaks the sequence, read with OCR's confusions undone or a speck glued to it
    taken off, is the one number between its neighbours it can be («ПРАВИЛО 11» before «ПРАВИЛО 2» is 1,
    «ПРАВИЛО $85» after 82 and before 90 is 85); none, or two alike, leaves it as read. A number glued to the
    word («ПРАВИЛО2») stands apart from it (the glued line recorded)."""
    out: dict[int, tuple[str, str]] = {}
    heads = [(index, m) for index, text in enumerate(texts) if (m := _LAW_TOKEN.match(text))]
    values = [int(m[3]) if m[3].isdigit() else None for _, m in heads]
    before = 0
    for place, (index, m) in enumerate(heads):
        text = texts[index]
        glued = not m[2]
        read = f"{m[1].strip()}{m[3]}" if glued else m[3]
        after = next((v for v in values[place + 1:] if v is not None and v > before), None)
        if values[place] is not None and before < values[place] and (after is None or values[place] < after):
            before = values[place]
            if glued:
                out[index] = (f"{m[1]} {m[3]}{text[m.end():]}", read)
            continue
        scored = []
        for n in range(before + 1, after if after is not None else before + 2):
            core = re.sub(r"\W", "", m[3])
            found = (0.5, ()) if core == str(n) and core != m[3] else misreading(m[3], str(n))
            if found and found[0] > 0:
                scored.append((found[0], n))
        scored.sort()
        if scored and (len(scored) == 1 or scored[1][0] > scored[0][0]):
            values[place] = before = scored[0][1]
            out[index] = (f"{m[1]} {before}{text[m.end():]}", read)
        elif values[place] is not None and values[place] > before:
            before = values[place]
    return out


def _chapter_numbers(texts: list[str]) -> dict[int, tuple[str, str]]:
    """Chapters go up one by one: a numeral that breaks the sequence is read by it -- one read surely in its
    place (`sure_chapter`: «Ш» after I and before IV is III), strokes OCR lost or doubled («|», «11», «П») the
    next one, the first ones counted back from a sure one (`counted_back`), the one chapter left between its
    neighbours (VII, «\11», IX: VIII), a numeral OCR's confusions make of
    the next one (the typewriter's I read «Т»; the book's first chapter so only where its numeral has the
    expected one's length); a word one letter off the chapters' («ТЛАВА У»), alone on its line after a chapter
    was read, is a chapter's heading when its numeral is the next. A heading alone on its line that is read so
    loses the specks around it (the line read recorded); else what was read in the numeral's place."""
    heads = []  # (index, token, the word is the chapters', the match)
    for index, text in enumerate(texts):
        if (m := _CHAPTER_ALONE.match(text)) and (m["space"] or m["glued"]) and \
                (m["word"] == CHAPTER_WORD or _one_letter_off(m["word"], CHAPTER_WORD)):
            heads.append((index, m["token"], m["word"] == CHAPTER_WORD, m))
        elif m := CHAPTER_HEADING.match(text):
            heads.append((index, m[2], True, m))
    tokens = [token for _, token, named, _ in heads if named]
    figures = any(t.isdigit() and not STROKES.match(t) for t in tokens)  # chapters numbered 1, 2 …: «11» is 11

    def strokes(token: str) -> bool:
        return bool(STROKES.match(token)) and not (figures and token.isdigit())

    def numeral(value: int) -> str:
        return str(value) if figures else int_to_roman(value, upper=True)

    sure = [None if strokes(t) else roman_to_int(t) or (None if figures else sure_chapter(t)) for _, t, _, _ in heads]
    before = 0 if figures else counted_back(tokens)[0]
    out: dict[int, tuple[str, str]] = {}
    for place, (index, token, named, m) in enumerate(heads):
        after = next((v for v in sure[place + 1:] if v is not None and v > before), None)
        want = numeral(before + 1)
        found = misreading(token, want)
        if not named and not (before and (sure[place] == before + 1 or found and found[0] > 0)):
            continue  # (a word one letter off the chapters' name, no chapter read yet or not the next: a word)
        if sure[place] is not None and before < sure[place] and (after is None or sure[place] <= after):
            value = sure[place]
        elif strokes(token) and before + 1 < (count := stroke_count(token)) <= 3 and (after is None or count < after):
            value = count  # more strokes than the next chapter has: none lost, a selection going on at a later one
        elif strokes(token) and (after is None or after > before + 1):
            value = before + 1  # a numeral of strokes OCR lost or doubled strokes of: the next
        elif found and found[0] > 0 and (before or len(token) == len(want)) and (after is None or after > before + 1):
            value = before + 1
        elif named and before and after == before + 2:
            value = before + 1  # the one chapter left between its neighbours, whatever OCR read («\11»: VIII)
        else:
            if named and (value := roman_to_int(token)) and value > before:
                before = value  # a numeral as it stands that nothing read before contradicts (II, then «Т»)
            continue
        before = value
        text = texts[index]
        if "word" in m.groupdict():
            if named and roman_to_int(token) == value and not m["glued"] and m["space"]:
                continue
            out[index] = (f"{m['indent']}{CHAPTER_WORD} {numeral(value)}{m['dot']}",
                          token if named and not (m["lead"] or m["glued"] or m["tail"]) else text.strip())
        elif roman_to_int(token) != value:
            out[index] = (f"{m[1]}{numeral(value)}{text[m.end():]}", token)
    return out


def _one_letter_off(word: str, meant: str) -> bool:
    return len(word) == len(meant) and sum(a != b for a, b in zip(word, meant)) == 1


def skipped_section(read: str, expected: str, cost: float, following: str | None) -> str:
    """A section's letter OCR misread that reads as the one expected and, more likely, as the one after it
    (D's «О» after B: C by a rarer confusion, D by the usual one), where the next section's label below reads
    as the letter after that one as it stands (E's «Е»): the book left a section out (a selection of the
    Laws: 17A, B, D, E), so it is the one after; else the one expected."""
    if expected >= "Z" or following is None:
        return expected
    skip = chr(ord(expected) + 1)
    other = misreading(read, skip)
    after = chr(ord(skip) + 1)
    return skip if other and other[0] < cost and latin_section(following) == after else expected
