"""DjVu with a text layer (.djvu, .djv) -> plain text lines. djvulibre's `djvused -e print-txt` gives each
page's hidden text with the box of every word; the words become positioned lines
(lawref.corpus.formats.positioned) and are laid out by the PDF reader's rules (running heads and page numbers
by repetition and position, paragraphs by indent and gap, hyphens). A DjVu of pictures only (no text layer)
is refused in one line: run OCR on it (`lawref import --ocr`)."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.positioned import Word, page_lines, sized
from lawref.corpus.formats.tools import find, run
from lawref.errors import LawrefError

_TOKEN = re.compile(rb'\(|\)|"(?:[^"\\]|\\.)*"|[^\s()"]+')
_ESCAPE = re.compile(rb"\\(?:([0-7]{1,3})|(.))", re.S)
_ESCAPES = {b"n": b"\n", b"t": b"\t", b"r": b"\r", b"f": b"\f", b"b": b"\b", b"a": b"\a", b"v": b"\v"}


def extract_djvu(data: bytes, shown: str) -> Extracted:
    from lawref.corpus.formats.from_pdf import lay_out

    program = find("djvutxt", shown, "reading a DjVu file")
    djvused = str(Path(program).with_name("djvused"))
    with tempfile.TemporaryDirectory(prefix="lawref-djvu-") as folder:
        source = Path(folder) / "in.djvu"
        source.write_bytes(data)
        count = int(run([djvused, str(source), "-e", "n"], shown, "reading the DjVu file").strip() or 0)
        script = ";".join(f"select {n}; size; print-txt" for n in range(1, count + 1))
        out = run([djvused, str(source), "-e", script], shown, "reading the DjVu text layer")
    pages = _pages(out)
    if not any(page.lines for page in pages):
        raise LawrefError(f"no text layer in this DjVu ({count} pages of pictures: a scan?)", path=shown,
                          hint="run OCR on it: lawref import --ocr FILE (or give the text)")
    return lay_out(sized(pages), "", shown, "djvu")


def _pages(out: bytes):
    """djvused's `size` line and `print-txt` s-expression for each page -> positioned pages (in points, at
    the page's resolution taken as 72 dpi: only proportions matter to the layout)."""
    pages = []
    for chunk in re.split(rb"(?m)^(?=width=)", out):
        m = re.match(rb"width=(\d+) height=(\d+)", chunk)
        if not m:
            continue
        width, height = float(m[1]), float(m[2])
        words = [Word(x0, height - y1, x1, height - y0, text)
                 for x0, y0, x1, y1, text in _words(chunk[m.end():])]
        pages.append(page_lines(len(pages), width, height, words))
    return pages


def _words(sexpr: bytes):
    """(x0, y0, x1, y1, text) of every `(word x0 y0 x1 y1 "text")` (or `(char …)`), DjVu's y up from the foot."""
    tokens = _TOKEN.findall(sexpr)
    for i, token in enumerate(tokens):
        if token == b"(" and i + 6 < len(tokens) and tokens[i + 1] in (b"word", b"char"):
            x0, y0, x1, y1 = (float(t) for t in tokens[i + 2:i + 6])
            yield x0, y0, x1, y1, _unquote(tokens[i + 6])


def _unquote(token: bytes) -> str:
    raw = _ESCAPE.sub(lambda m: bytes([int(m[1], 8)]) if m[1] else _ESCAPES.get(m[2], m[2]), token[1:-1])
    return raw.decode("utf-8", "replace")
