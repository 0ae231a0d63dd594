"""DjVu with a text layer (.djvu, .djv) -> plain text lines. djvulibre's `djvused -e print-txt` gives each
page's hidden text with the box of every word; the words become positioned lines
(lawref.corpus.formats.positioned) and are laid out by the PDF reader's rules (running heads and page numbers
by repetition and position, paragraphs by indent and gap, hyphens). A DjVu of pictures only (no text layer)
is refused in one line: run OCR on it (`lawref import --ocr`)."""

from __future__ import annotations

import codecs
import math
import re
import tempfile
from pathlib import Path

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.positioned import Word, level, page_lines, page_slope, sized
from lawref.corpus.formats.tools import find, run
from lawref.errors import LawrefError

INK_SLACK = 2.5  # points: a word's box is its ink (see lay_out)
EMPTY_MASK = 16  # bytes: a JB2 mask this small holds no shape (pdf2djvu writes 6 for a page of picture alone)
# `(word x0 y0 x1 y1 "text")` (or `(char …)`): the s-expression's tokens, an opening bracket, the name, four
# numbers and the text, read at once (the tokens of the whole layer one by one took a third of the reading)
_WORD = re.compile(rb'\(\s*(?:word|char)\s+([^\s()"]+)\s+([^\s()"]+)\s+([^\s()"]+)\s+([^\s()"]+)'
                   rb'(?:\s*("(?:[^"\\]|\\.)*")|\s+([^\s()"]+))')
# a run of three-digit octal escapes of bytes (every letter out of ASCII: UTF-8's bytes) read at once (by
# Python's own bytes escapes, which read them alike), else one escape
_ESCAPE = re.compile(rb"((?:\\[0-3][0-7]{2})+)|\\(?:([0-7]{1,3})|(.))", re.S)
_OTHER_ESCAPE = re.compile(rb"\\(?![23][0-7]{2})")  # an escape of anything but a byte of 128-255
_ESCAPES = {b"n": b"\n", b"t": b"\t", b"r": b"\r", b"f": b"\f", b"b": b"\b", b"a": b"\a", b"v": b"\v"}


def extract_djvu(data: bytes, shown: str) -> Extracted:
    from lawref.corpus.formats.from_pdf import lay_out

    djvused = find("djvused", shown, "for_djvu")
    with tempfile.TemporaryDirectory(prefix="lawref-djvu-") as folder:
        source = Path(folder) / "in.djvu"
        source.write_bytes(data)
        count = int(run([djvused, str(source), "-e", "n"], shown, "doing_djvu").strip() or 0)
        script = ";".join(f"select {n}; size; print-txt" for n in range(1, count + 1))
        out = run([djvused, str(source), "-e", script], shown, "doing_djvu_text")
        dump = run([str(Path(djvused).with_name("djvudump")), str(source)], shown, "doing_djvu")
    dpis = [int(m[1]) for m in re.finditer(rb"INFO \[\d+\].*?(\d+) dpi", dump)]
    pages = _pages(out, dpis)
    if not any(words for _, _, words in pages):
        raise LawrefError.labelled("djvu_no_text_layer", path=shown, count=count)
    if is_scan(dump) or turned(pages):
        from lawref.corpus.formats.ocr import lay_out_layer

        return lay_out_layer(pages, "", shown)
    return lay_out(sized([page_lines(index, width, height, level(numero_signs(words), width))
                          for index, (width, height, words) in enumerate(pages)]), "", shown, "djvu", slack=INK_SLACK)


# pdf2djvu writes its text layer in Unicode's compatibility form (NFKC: the PDF's «№» is the letters «No» there,
# while the page shows «№»)
_CYRILLIC = re.compile(r"[а-яё]", re.I)


def numero_signs(words: list[Word]) -> list[Word]:
    """The words with each «No» that stands for «№» as the page shows it: the word «No» alone between a word of
    Cyrillic letters and a figure («журналу «Вестник бриджа» No 4 (47)»); an English «No» is left as it is."""
    out = list(words)
    for k in range(1, len(out) - 1):
        if out[k].text == "No" and out[k + 1].text[:1].isdigit() and _CYRILLIC.search(out[k - 1].text):
            out[k] = out[k]._replace(text="№")
    return out


def is_scan(dump: bytes) -> bool:
    """The DjVu's text is hidden over pictures of its pages (a scan's, OCR's words): most pages hold a
    background picture (BG44, BGjp) and no letter shapes in their mask (its Sjbz empty or none), where a
    document made from text draws its letters as the mask's shapes. `dump`: djvudump's listing."""
    pictures = shapes = 0
    for page in re.split(rb"FORM:DJVU ", dump)[1:]:
        masks = [int(m[1]) for m in re.finditer(rb"Sjbz \[(\d+)\]", page)]
        if any(size > EMPTY_MASK for size in masks):
            shapes += 1
        elif re.search(rb"\b(?:BG44|BGjp)\b", page):
            pictures += 1
    return pictures > shapes


TURNED = 0.1  # degrees: a page whose lines slope this much or more was turned on a scanner


def turned(pages: list[tuple[float, float, list[Word]]]) -> bool:
    """The DjVu's pages stand turned as a scanner leaves them (most pages that have words enough to tell slope
    TURNED or more): its mask is a picture of the pages, a bitonal scan (cjb2's), whose letters are shapes too,
    and its hidden text OCR's, each word zone a word (tesseract's), however near the next. A page drawn from text
    stands level to the pixel (pdf2djvu's: every page of the red-team DjVus made from a PDF slopes 0.00°, the
    scans 0.2-0.9°)."""
    slopes = [slope for _, _, words in pages if (slope := page_slope(words)) is not None]
    return sum(abs(math.degrees(math.atan(slope))) >= TURNED for slope in slopes) > len(slopes) / 2


def _pages(out: bytes, dpis: list[int]) -> list[tuple[float, float, list[Word]]]:
    """djvused's `size` line and `print-txt` s-expression for each page -> (its width, height, words), in
    points (the page's resolution from djvudump's INFO; 300 dpi when not found): the PDF layout's tolerances
    are in points, and a word's box in a DjVu is its ink, which stops short of the advance by a pixel or two."""
    pages = []
    for chunk in re.split(rb"(?m)^(?=width=)", out):
        m = re.match(rb"width=(\d+) height=(\d+)", chunk)
        if not m:
            continue
        scale = 72 / (dpis[len(pages)] if len(pages) < len(dpis) and dpis[len(pages)] > 0 else 300)
        width, height = float(m[1]), float(m[2])
        pages.append((width * scale, height * scale, _page_words(chunk[m.end():], scale, height)))
    return pages


def _page_words(sexpr: bytes, scale: float, height: float) -> list[Word]:
    """_words of a page as Words in points from the page's top-left corner (`scale`: points a pixel, `height`
    the page's in pixels), its escapes undone at once where each is a byte of a letter out of ASCII (a three-digit
    octal escape of 128-255: UTF-8's bytes, never a bracket, a quote, a backslash or a space, so every token
    stands where it stood and a quoted word's text is its bytes); else, or with a word's text unquoted (no
    quotes around it), word by word. (One pass from the tokens to the Words: a whole book's 25,000 words.)"""
    found = None
    if b"\\" in sexpr and not _OTHER_ESCAPE.search(sexpr):
        found = _WORD.findall(codecs.escape_decode(sexpr)[0])
        if any(token[5] for token in found):
            found = None
    if found is None:
        return [Word(x0 * scale, (height - y1) * scale, x1 * scale, (height - y0) * scale, text)
                for x0, y0, x1, y1, text in _words(sexpr)]
    return [Word(float(x0) * scale, (height - float(y1)) * scale, float(x1) * scale, (height - float(y0)) * scale,
                 quoted[1:-1].decode("utf-8", "replace")) for x0, y0, x1, y1, quoted, _ in found]


def _words(sexpr: bytes):
    """(x0, y0, x1, y1, text) of every `(word x0 y0 x1 y1 "text")` (or `(char …)`), DjVu's y up from the foot."""
    for x0, y0, x1, y1, quoted, bare in _WORD.findall(sexpr):
        yield float(x0), float(y0), float(x1), float(y1), _unquote(quoted or bare)


def _unescape(m: re.Match) -> bytes:
    if m[1]:
        return codecs.escape_decode(m[1])[0]
    return bytes([int(m[2], 8) & 0xFF]) if m[2] else _ESCAPES.get(m[3], m[3])


def _unquote(token: bytes) -> str:
    if b"\\" not in token:
        return token[1:-1].decode("utf-8", "replace")
    if not _OTHER_ESCAPE.search(token, 1, len(token) - 1):  # letters out of ASCII alone: their bytes at once
        return codecs.escape_decode(token[1:-1])[0].decode("utf-8", "replace")
    raw = _ESCAPE.sub(_unescape, token[1:-1])
    return raw.decode("utf-8", "replace")
