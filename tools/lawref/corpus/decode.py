"""Stage 1: bytes -> text. Finds the encoding of a corpus file and refuses files that are not Russian text.

Supported: UTF-8 (with or without BOM), UTF-16 with a BOM, and the Russian single-byte code pages CP1251,
KOI8-R and CP866 (plus whatever charset-normalizer proposes, e.g. ISO-8859-5 or MacCyrillic). A wrong
Cyrillic code page still decodes to Cyrillic letters, and short texts fool generic detectors, so the
candidates are ranked by how Russian the result reads: pairs of letters, capitals inside words, common
words (data/russian_bigrams.tsv, data/russian_words.toml). Bold and underline printed by backspace
overstrike (nroff's «З\bЗ», «_\bс») are read as a pager shows them, each letter once (resolve_overstrike); a
backspace of any other kind is a control byte like the rest. A DOS text (CP866, CP437) shows the bytes 0x01–0x1F as
the screen's glyphs, and its typist typed them so (Alt+3 for ♥): those bytes are read as the glyphs (`DOS_GLYPHS`),
all but the ones DOS itself acts on (BEL, backspace, TAB, the line ends, VT, FF, ^Z, ESC). Line ends CRLF and CR
become LF; a UTF-8 BOM is dropped (the returned encoding name, "utf-8-sig", still says it was there).
"""

from __future__ import annotations

import codecs
import re
import tomllib
import unicodedata
from functools import lru_cache
from importlib import resources

from lawref.errors import LawrefError

# Tried in this order; on a tie the earlier one wins.
CYRILLIC_CODEPAGES = ("cp1251", "koi8-r", "cp866")

_CYRILLIC = re.compile(r"[А-яЁё]")
_CYRILLIC_RUN = re.compile(r"[А-яЁё]+")  # Cyrillic letters counted by their runs, as _WORD counts letters
_WORD = re.compile(r"[^\W\d_]+")
_SCORE_SAMPLE = 4_000  # characters: ~600 words; 30 words already decide every benchmark case
# Control bytes that plain text does not contain (tab, LF, VT, FF, CR and DOS end-of-file ^Z are allowed).
_CONTROL_BYTES = bytes(sorted(set(range(0x20)) - {0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1A}))


# What a DOS screen (CP437 and CP866 alike: IBM's graphic characters) shows for the bytes 0x01–0x1F, less the ones
# DOS and its printers act on: 0x07 BEL, 0x08 BS, 0x09 TAB, 0x0A LF, 0x0B VT, 0x0C FF, 0x0D CR, 0x1A ^Z, 0x1B ESC.
DOS_GLYPHS = {code: glyph for code, glyph in zip(range(0x01, 0x20), "☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼")
              if code not in (0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1A, 0x1B)}
DOS_CODEPAGES = ("cp866", "cp437")


def decode(data: bytes, path: str, encoding: str | None = None) -> tuple[str, str]:
    """Return (text, encoding_name) for the bytes of `path`; raise LawrefError naming the file otherwise.

    `encoding` forces a codec (an unknown name is an error). Without it: a BOM decides, then strict UTF-8,
    then the Cyrillic code page whose decoding reads most like Russian.
    """
    text, name, _ = decode_struck(data, path, encoding)
    return text, name


OVERSTRUCK = "backspace-overstrike"  # the removal kind of what resolve_overstrike took


# Backspace overstrike, as nroff and line printers print bold and underline: a character, a backspace and the
# same character again («З\bЗ», bold), or an underscore, a backspace and the character («_\bс», underlined;
# both at once «_\bЗ\bЗ»); a DOS editor strikes a whole word the same way, the word, as many backspaces as it has
# letters and the word again («такой\b\b\b\b\bтакой», pfsb1999comm). A pager shows the characters once. A
# character is one byte of a single-byte code page, or a whole UTF-8 sequence where the file is UTF-8.
_BACKSPACES = re.compile("\x08+")


def resolve_overstrike(data: bytes) -> tuple[bytes, list[tuple[int, bytes]]]:
    """The bytes as a pager shows them, each overstruck character once, and what went, line by line: (1-based
    line, the removed bytes). A run of backspaces strikes as many characters as it has backspaces: the same ones
    again (bold), or underscores under them, before or after. Only when every backspace of the file is such an
    overstrike: a backspace anywhere else means the file is not a printout, and it is left as it is (the binary
    check judges it)."""
    if b"\x08" not in data:
        return data, []
    try:  # characters, so that a UTF-8 letter is one, as a backspace counts it
        text, encoding = data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        text, encoding = data.decode("latin-1"), "latin-1"
    removed: dict[int, str] = {}
    out: list[str] = []  # what a pager shows, a character an item
    last, line, seen = 0, 1, 0
    for m in _BACKSPACES.finditer(text):
        out.extend(text[last:m.start()])
        k = len(m[0])
        before, after = "".join(out[-k:]), text[m.end():m.end() + k]
        if len(before) < k or "\n" in before or "\n" in after:
            return data, []
        line += text.count("\n", seen, m.start())
        seen = m.start()
        if before == after or before == "_" * k:  # bold, or underlined before the letters: the letters once
            del out[-k:]
            gone, last = before + m[0], m.end()
        elif after == "_" * k:  # the letters, then the underscores struck over them
            gone, last = m[0] + after, m.end() + k
        else:
            return data, []
        removed[line] = removed.get(line, "") + gone
    out.extend(text[last:])
    return "".join(out).encode(encoding), [(n, gone.encode(encoding)) for n, gone in sorted(removed.items())]


def decode_struck(data: bytes, path: str, encoding: str | None = None) -> tuple[str, str, list[tuple[int, str]]]:
    """decode(), with backspace overstrike resolved first (resolve_overstrike): (text, encoding_name, and per
    line the removed characters, each backspace shown as «␈»)."""
    struck: list[tuple[int, bytes]] = []
    if _one_byte_based(data, encoding):
        data, struck = resolve_overstrike(data)
    text, name = _decode(data, path, encoding)
    return text, name, [(line, raw.decode(name, "replace").replace("\b", "\u2408")) for line, raw in struck]


def _one_byte_based(data: bytes, encoding: str | None) -> bool:
    """Whether a backspace is the byte 0x08 (not in UTF-16 or UTF-32); an unknown name is left to _decode."""
    if encoding is None:
        return not data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    try:
        return not codecs.lookup(encoding).name.startswith(("utf-16", "utf-32"))
    except LookupError:
        return False


def _decode(data: bytes, path: str, encoding: str | None) -> tuple[str, str]:
    if not data.strip():
        raise LawrefError.labelled("empty", path=path, line=1)
    if encoding is not None:
        text, name = _decode_as(data, path, encoding)
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text, name = _decode_as(data, path, "utf-16")
    else:
        _refuse_binary(data, path)
        text, name = _detect(data, path)
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if name in DOS_CODEPAGES:  # the suits and signs typed as DOS's glyph bytes (DOS_GLYPHS)
        text = text.translate(DOS_GLYPHS)
    if not text.strip():
        raise LawrefError.labelled("blank", path=path, line=1)
    if not _CYRILLIC.search(text):
        raise LawrefError.labelled("no_cyrillic", path=path, line=1, encoding=name)
    return text, name


def _decode_as(data: bytes, path: str, encoding: str) -> tuple[str, str]:
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        raise LawrefError.labelled("unknown_encoding", path=path, encoding=repr(encoding)) from None
    if name in ("utf-8", "utf-8-sig") and data.startswith(codecs.BOM_UTF8):
        name, data = "utf-8-sig", data[len(codecs.BOM_UTF8):]
    try:
        text = data.decode(name)
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        col = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise LawrefError.labelled("undecodable", path=path, line=line, col=col, byte=f"0x{data[err.start]:02x}",
                                   encoding=name) from None
    if "\x00" in text:
        raise LawrefError.labelled("nul_characters", path=path, line=text.count("\n", 0, text.index("\x00")) + 1,
                                   encoding=name)
    return text, name


def _refuse_binary(data: bytes, path: str) -> None:
    nul = data.find(b"\x00")
    if nul >= 0:
        raise LawrefError.labelled("binary_nul", path=path, line=data.count(b"\n", 0, nul) + 1, nul=nul)
    controls = len(data) - len(data.translate(None, _CONTROL_BYTES))
    if controls > max(2, len(data) // 20):
        raise LawrefError.labelled("binary_controls", path=path, line=1, controls=controls, size=len(data))


def _detect(data: bytes, path: str) -> tuple[str, str]:
    if data.startswith(codecs.BOM_UTF8):
        return _decode_as(data, path, "utf-8-sig")
    try:
        text = data.decode("utf-8")
        # A short CP866 text can be valid UTF-8 by accident ("только"), but then it has no Cyrillic.
        if _CYRILLIC.search(text) or text.isascii():
            return text, "utf-8"
    except UnicodeDecodeError:
        pass
    candidates: dict[str, str] = {}
    for name in (*CYRILLIC_CODEPAGES, _charset_normalizer_guess(data)):
        if name and name not in candidates:
            try:
                text = data.decode(name)
            except (UnicodeDecodeError, LookupError):
                continue
            if _mostly_cyrillic(text):
                candidates[name] = text
    if not candidates:
        raise LawrefError.labelled("not_russian", path=path, line=1)
    # max() keeps the first of equal scores, so the order of CYRILLIC_CODEPAGES breaks ties. A long file
    # is judged by its start: the code page does not change halfway.
    name = max(candidates, key=lambda n: russian_score(candidates[n][:_SCORE_SAMPLE]))
    return candidates[name], name


def _mostly_cyrillic(text: str) -> bool:
    # Russian texts quote Latin bids and law numbers (1H, 27B1(b)), but most letters are Cyrillic. (Counted by
    # runs, a string a word rather than one a letter: a third of the time on a whole book in each code page.)
    cyrillic = sum(map(len, _CYRILLIC_RUN.findall(text)))
    return cyrillic >= 0.5 * sum(map(len, _WORD.findall(text))) > 0



def _charset_normalizer_guess(data: bytes) -> str | None:
    from charset_normalizer import from_bytes  # only needed for files that are not UTF-8

    best = from_bytes(data).best()
    if best is None:
        return None
    try:
        return codecs.lookup(best.encoding).name
    except LookupError:
        return None


@lru_cache(maxsize=1)
def _russian() -> tuple[dict[str, float], frozenset[str]]:
    data = resources.files("lawref").joinpath("data")
    pairs = {}
    for row in data.joinpath("russian_bigrams.tsv").read_text("utf-8").splitlines():
        if row and not row.startswith("#"):
            pair, weight = row.split("\t")
            pairs[pair] = float(weight)
    words = tomllib.loads(data.joinpath("russian_words.toml").read_text("utf-8"))["words"]["common"]
    return pairs, frozenset(words)


def russian_score(text: str) -> float:
    """How much `text` reads like Russian: higher is better. Used to rank candidate decodings.

    Every pair of neighbouring letters in a Cyrillic word scores how much likelier it is in Russian than by
    chance (data/russian_bigrams.tsv, word starts and ends included): a wrong code page makes pairs Russian
    does not have. A capital right after a lower-case letter and a pseudo-graphic symbol cost, a common
    word earns.
    """
    pairs, common = _russian()
    score = 0.0
    for word in _WORD.findall(text):
        lower = word.lower()
        if lower in common:
            score += 5.0
        if _CYRILLIC.search(word):
            marked = f"^{lower}$"
            score += sum(pairs.get(marked[i:i + 2], RARE_PAIR) for i in range(len(marked) - 1))
        score -= 3.0 * sum(1 for a, b in zip(word, word[1:]) if a.islower() and b.isupper())
    # Box-drawing and other symbols are what a wrong code page makes of letters (cp866 <-> koi8-r).
    score -= 3.0 * sum(1 for ch in text if ch not in "\n\t" and unicodedata.category(ch) in _ODD_CATEGORIES)
    return score


# A pair with a letter outside the Russian alphabet inside a Cyrillic word (Ukrainian "є", a stray Latin
# letter) scores as a rare Russian pair.
RARE_PAIR = -5.0
_ODD_CATEGORIES = frozenset({"So", "Sk", "Cc", "Cf", "Co", "Cn"})
