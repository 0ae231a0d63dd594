"""Stage 1c: a text whose Cyrillic went through the wrong code page («крякозябры»), read back through the
inverse of its chain, as a reader does who sees what happened.

A Russian text written in one code page and read as another shows letters Russian does not have: «Ïðàâèëî»
(windows-1251 bytes read as Latin-1: a font hacked to draw Cyrillic at Latin code points), «РџСЂР°РІРёР»Рѕ» (UTF-8
read as windows-1251: a CMS that encoded twice), «рТБЧЙМП» (KOI8-R read as windows-1251), «ЏҐаҐбЄ» (cp866 in a
page that declares windows-1251). lawref reads such a text back by evidence only:

1. the chain is one of CHAINS: the code page the text was written in and the one it was read as;
2. a chain is looked at only where the text shows its marks (characters it makes of Russian letters that Russian
   text does not hold, or a word in a case no typist types, «рТБЧЙМП»): a Russian text costs a few scans;
3. a segment (a line; a line's text between tags in a page's markup) is read back when its reading is more Russian
   than the segment as it stands (decode.russian_score): a segment that reads as Russian already is never touched;
4. the document's chain is the one whose reading back holds MIN_WORDS words and reads as Russian (READS_RUSSIAN a
   word); where another chain reads nearly as well (TIE), the text is refused in one line, never guessed;
5. what a chain lost and only one letter can have been is restored (LOST: UTF-8's «И» is D0 98, windows-1251 has
   no 0x98 and a CMS writes «?», so «Р?» is «И»); what it lost for good (♠ typed as «П» in a code page without
   suits) stays as the file has it.

The chain and the lines read back are recorded (`ReadBack`, a `check` row: the reader must know the text was
repaired). A text in the code page it says, and a text whose encoding the user gave, are left as they are.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, replace
from functools import cache

from lawref.errors import Diagnostic, LawrefError


@dataclass(frozen=True)
class Chain:
    """Russian text written in `wrote`, its bytes read as `read_as`: `text.encode(wrote).decode(read_as)`."""

    name: str
    wrote: str
    read_as: str


# The chains a Russian text meets in the wild; the first of two that read equally well is never taken (TIE).
CHAINS = (
    Chain("cp1251-as-cp1252", "cp1251", "cp1252"),  # a hacked «Cyrillic» font, an old Word set in it; Latin-1 too
    Chain("utf-8-as-cp1251", "utf-8", "cp1251"),  # a CMS that encoded UTF-8 twice
    Chain("koi8-r-as-cp1251", "koi8-r", "cp1251"),  # a FIDO/Unix text opened in Windows and saved
    Chain("cp1251-as-koi8-r", "cp1251", "koi8-r"),
    Chain("cp866-as-cp1251", "cp866", "cp1251"),  # a DOS text pasted into a windows-1251 page
    Chain("cp1251-as-cp866", "cp1251", "cp866"),
)
# What a chain lost and only one character can have been, in the bytes read back: UTF-8's «И» is D0 98, windows-1251
# has no 0x98, and a CMS wrote «?» (or U+FFFD) for it; D0 followed by «?» is no UTF-8 at all, so «Р?» is «И».
LOST = {"utf-8-as-cp1251": ((b"\xd0?", b"\xd0\x98"),)}
MIN_WORDS = 8  # Cyrillic words the reading back must hold: evidence, not a lucky word or two; a letter alone between
# figures or signs is none («н0п0пААп» read back as cp866 is «э0я0я└└я»: four «words» of one letter, no Russian)
# and how Russian they must read, by decode.russian_score a word: Russian text scores 6-9, a wrong code page's
# letters below 0 (the tests' text: 6.1 read back; -14 to 0 through each chain)
READS_RUSSIAN = 2.0
TIE = 0.8  # a second chain gaining this share of the best one's score reads as well: no guess
MIN_MARKED = 2  # segments showing a chain's marks before the chain is looked at
_SAMPLE = 400  # marked segments scored to choose the chain; the chosen one is then applied to every segment

C1 = "lawref-c1"  # the codec error handler: a byte a code page lacks is the C1 control of its number


def _c1(err: UnicodeError):
    """Bytes 0x80-0x9F a code page lacks are read as the C1 control of the same number, as ISO-8859-1 and a
    browser (WHATWG's windows-1251 shows 0x98 as U+0098) read them, and such a control is written back as its
    byte: so a chain through windows-1251 or windows-1252 is undone whatever byte it met."""
    if isinstance(err, UnicodeDecodeError):
        byte = err.object[err.start]
        if 0x80 <= byte <= 0x9F:
            return chr(byte), err.start + 1
    elif isinstance(err, UnicodeEncodeError):
        char = err.object[err.start]
        if 0x80 <= ord(char) <= 0x9F:
            return bytes([ord(char)]), err.start + 1
    raise err


codecs.register_error(C1, _c1)
C1_LEFT = re.compile("[\x80-\x9f]")  # a byte a charset lacks, left where no chain read its text back


def single_byte(name: str) -> bool:
    """Whether `name` is a code page of one character a byte (windows-1251, KOI8-R, cp866, Latin-1 …)."""
    try:
        return len(bytes(range(256)).decode(name, C1)) == 256
    except (UnicodeDecodeError, LookupError):
        return False


_RUSSIAN = "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
# What Russian text holds besides its letters and ASCII: a mark is a character outside these.
_PLAIN = frozenset(_RUSSIAN + "«»„“”‘’—–…№§°±•·©®™¶\u00a0\u00ad" + "".join(map(chr, range(0x20, 0x7F))))
# A word no typist types: a small letter then capitals (KOI8-R read as windows-1251 swaps the case, «рТБЧЙМП»).
_CASE_MARK = re.compile(r"[а-яё][А-ЯЁ]{2}")
_MARKUP = re.compile(r"(<[^>]*>|\n)")
_REPLACED = "\ufffd"
_FOREIGN_LETTER = re.compile(r"[^\W\d_a-zA-Zа-яА-ЯёЁ]")  # a letter neither Russian nor ASCII: «ð», «Ґ», «ѓ»
_CYRILLIC_WORD = re.compile(r"[^\W\d_]*[А-яЁё][^\W\d_]*")


@dataclass(frozen=True)
class ReadBack:
    """What was read back: the chain, the lines (1-based) it changed, the characters it restored (LOST)."""

    chain: str
    lines: tuple[int, ...]
    restored: int = 0


def undo(chain: Chain, text: str) -> tuple[str, int] | None:
    """`text` read back through `chain` and the count of lost characters restored, or None where the text cannot
    have come from it (a character its reading cannot give, bytes its writing cannot hold)."""
    lost_here = LOST.get(chain.name, ())
    try:  # (a CMS that kept U+FFFD for the byte its code page lacks wrote what others write as «?»)
        data = (text.replace(_REPLACED, "?") if lost_here else text).encode(chain.read_as, C1)
    except UnicodeEncodeError:
        return None
    restored = 0
    for lost, was in lost_here:
        restored += data.count(lost)
        data = data.replace(lost, was)
    try:
        return data.decode(chain.wrote), restored
    except UnicodeDecodeError:
        return None


def mojibake(chain: Chain, text: str) -> str:
    """What `chain` makes of Russian `text` (the tests' way of making it; a character the code page it was
    written in lacks is an error)."""
    return text.encode(chain.wrote).decode(chain.read_as, C1)


@cache
def _marks(chain: Chain) -> tuple[re.Pattern | None, re.Pattern]:
    """The chain's marks: what it makes of Russian letters that Russian text does not hold (a character class,
    for a quick look over the whole text), and the same next to a letter or a word in a case no typist types
    (for a segment)."""
    made = _made(chain)
    if not made:
        return None, _CASE_MARK
    chars = re.escape("".join(sorted(made)))
    return (re.compile(f"[{chars}]"),
            re.compile(rf"[^\W\d_][{chars}]|[{chars}][^\W\d_]|{_CASE_MARK.pattern}"))


@cache
def _any_mark(chains) -> re.Pattern:
    """Every chain's mark characters in one class: one scan tells a Russian text from a text to look at."""
    chars = "".join(sorted({c for chain in chains for c in _made(chain)}))
    return re.compile(f"[{re.escape(chars)}]")


def _made(chain: Chain) -> frozenset[str]:
    return frozenset({c for letter in _RUSSIAN for c in mojibake(chain, letter)} - _PLAIN)


def _segments(text: str, markup: bool) -> list[str]:
    """The text's parts, its separators kept at odd places: lines; in markup, a line's text between tags."""
    return _MARKUP.split(text) if markup else re.split(r"(\n)", text)


def suspect(text: str, chains=CHAINS) -> bool:
    """Whether `text` shows MIN_MARKED marks of the chains: two scans of the whole text, and nothing more for a
    Russian one (its «©», its soft hyphens are no marks)."""
    if text.isascii():
        return False
    marks = (_CASE_MARK.finditer(text), _any_mark(chains).finditer(text))
    return sum(1 for found in marks for _ in zip(range(MIN_MARKED), found)) >= MIN_MARKED


def read_back(text: str, shown: str, *, markup: bool = False, chains=CHAINS) -> tuple[str, ReadBack | None]:
    """The text with its segments read back through the document's chain (module docstring), and what was done;
    (text, None) when no chain has the evidence. Raises LawrefError when two chains read it equally well."""
    texts, reads = read_back_pages([text], [shown], markup=markup, chains=chains)  # a book of one page
    return texts[0], reads[0]


def read_back_pages(texts: list[str], names: list[str], *, markup: bool = False,
                    chains=CHAINS) -> tuple[list[str], list[ReadBack | None]]:
    """The pages of one book (a saved site's, a thread's: `names` in messages) read back as one reader reads a
    book: each page's chain chosen on the page; where the pages that show one agree, that chain is the book's and
    reads back every page that shows its marks, a page too short to have the evidence alone as well; where they
    disagree (pages pasted from several sources), each page by its own. The texts and what was done to each."""
    split = [_segments(text, markup) if suspect(text, chains) else None for text in texts]
    chosen = [choose(parts[::2], name, chains) if parts else None for parts, name in zip(split, names)]
    found = {chain for chain in chosen if chain is not None}
    if not found:
        return list(texts), [None] * len(texts)
    if len(found) == 1:
        book = found.pop()
        quick, _ = _marks(book)
        chosen = [book if parts is not None or quick is not None and quick.search(text) or _CASE_MARK.search(text)
                  else None for parts, text in zip(split, texts)]
    out, reads = [], []
    for parts, chain, text in zip(split, chosen, texts):
        if chain is None:
            out.append(text)
            reads.append(None)
            continue
        text, read = apply(chain, parts if parts is not None else _segments(text, markup))
        out.append(text)
        reads.append(read)
    return out, reads


def read_back_all(texts: list[str], shown: str, *, markup: bool = False) -> tuple[list[str], ReadBack | None]:
    """Several texts of one document (a PDF's printed lines, an ODT's XML parts) read back by one chain chosen on
    them all, before the format's reader reads them (its rules know Russian words, not their mojibake): the
    texts and what was done, its `lines` the numbers (1-based) of the texts it changed."""
    if not any(suspect(text) for text in texts):
        return list(texts), None
    split = [_segments(text, markup) for text in texts]
    chain = choose([segment for parts in split for segment in parts[::2]], shown)
    if chain is None:
        return list(texts), None
    out, changed, restored = [], [], 0
    for n, parts in enumerate(split, 1):
        text, read = apply(chain, parts)
        out.append(text)
        restored += read.restored
        if read.lines:
            changed.append(n)
    return out, ReadBack(chain.name, tuple(changed), restored)


def apply(chain: Chain, parts: list[str]) -> tuple[str, ReadBack]:
    """`parts` (segments at even places, separators at odd ones) with every segment that reads better through
    `chain` read back; the segments that read as Russian already stay."""

    out, lines, restored, line = [], [], 0, 1
    for n, part in enumerate(parts):
        if n % 2 == 0 and not part.isascii():
            back = undo(chain, part)
            if back is not None and back[0] != part and _reads(back[0]) > _reads(part):
                part = back[0]
                restored += back[1]
                if not lines or lines[-1] != line:
                    lines.append(line)
        elif n % 2:
            line += part.count("\n")
        out.append(part)
    return "".join(out), ReadBack(chain.name, tuple(lines), restored)


def choose(segments: list[str], shown: str, chains=CHAINS) -> Chain | None:
    """The chain whose reading back of the marked segments is the most Russian, with MIN_WORDS words that read
    as Russian; None where none has the evidence."""

    whole = "\n".join(segments)
    cased = _CASE_MARK.search(whole) is not None
    if not cased and _any_mark(chains).search(whole) is None:
        return None
    found = []
    for chain in chains:
        quick, marks = _marks(chain)
        if not cased and (quick is None or quick.search(whole) is None):
            continue  # a text with none of the chain's marks (every Russian text, for most chains): one scan
        marked = [s for s in segments if not s.isascii() and marks.search(s)]
        if len(marked) < MIN_MARKED:
            continue
        gain, score, words = 0.0, 0.0, 0
        for segment in marked[:_SAMPLE]:
            back = undo(chain, segment)
            if back is None:
                continue
            read, was = _reads(back[0]), _reads(segment)
            if read > was:
                gain += read - was
                score += read
                words += sum(1 for word in _CYRILLIC_WORD.findall(back[0]) if len(word) > 1)
        if words >= MIN_WORDS and score >= READS_RUSSIAN * words:
            found.append((gain, chain))
    if not found:
        return None
    found.sort(key=lambda f: -f[0])
    if len(found) > 1 and found[1][0] >= TIE * found[0][0]:
        raise LawrefError.labelled("mojibake_tie", path=shown, line=1, first_label=_label(found[0][1].name),
                                   second_label=_label(found[1][1].name))
    return found[0][1]


def _reads(text: str) -> float:
    """How Russian `text` reads (decode.russian_score), each letter Russian does not have and ASCII does not
    either counting as a rare pair: «Àóêöèîí» scores no Cyrillic pair at all, yet reads worse than «Аукцион»."""
    from lawref.corpus.decode import RARE_PAIR, russian_score

    return russian_score(text) + RARE_PAIR * len(_FOREIGN_LETTER.findall(text))


def said(read: ReadBack, shown: str, line: int | None = None) -> Diagnostic:
    """The `check` row: which chain was undone, on how many lines (or printed lines, parts) from which, and what
    was restored; `line` where the lines read back are not the text's (a PDF's printed lines: 1)."""
    return Diagnostic.labelled("info", "mojibake-read-back", "mojibake_read_back", shown,
                               line or (read.lines[0] if read.lines else 1), chain_label=_label(read.chain),
                               lines=len(read.lines), restored=read.restored)


def _label(chain: str) -> str:
    """The label naming a chain in the reader's words: `diag_chain_koi8_r_as_cp1251` for a `check` row, `error_…`
    for a refusal (data/messages.toml)."""
    return "chain_" + chain.replace("-", "_")


def read_back_extracted(extracted, shown: str):
    """A reader's `Extracted` (a PDF's text layer, an ODT's text in a hacked font) read back: its lines, what the
    reader removed (a running head is in the same letters), its title; with the `check` row. One chain for all,
    chosen on them all."""
    removed = [r.text for r in extracted.removals]
    typed = [words for words, _, _ in extracted.types]
    segments = [extracted.text, *removed, extracted.title, *typed]
    if not any(suspect(s) for s in segments):
        return extracted
    chain = choose("\n".join(segments).split("\n"), shown)
    if chain is None:
        return extracted
    text, read = apply(chain, _segments(extracted.text, False))

    def back(s: str) -> str:
        return apply(chain, _segments(s, False))[0]

    return replace(extracted, text=text,
                   removals=tuple(replace(r, text=back(r.text)) for r in extracted.removals),
                   title=back(extracted.title),
                   types=tuple((back(words), size, bold) for words, size, bold in extracted.types),
                   diagnostics=(*extracted.diagnostics, said(read, shown)))
