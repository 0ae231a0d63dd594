"""Stage 1b: a corpus file's bytes -> plain text lines, whatever its format (.txt, .html/.htm, .docx, .pdf).

Every reader gives the same thing (`Extracted`): the document as plain text, one line per printed line, a
blank line between paragraphs, each heading and list item starting its own line with its number or letter in
the text; so clean and parse, and every stage after them, never know which format a text came in. What a
reader leaves out (page headers and footers, a site's menus, scripts) is recorded as a `Removal` at the line
of `text` where it stood, so "nothing lost" still holds: the words of the document = the words kept + the
words removed. Line numbers in diagnostics are lines of `text`, which is exactly what `lawref import` writes.

Files over a size limit are refused before they are read (`check_size`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lawref.errors import LawrefError
from lawref.model import Removal

MIB = 1024 * 1024
# A whole book of the Laws is ~1 MiB of text; a PDF or DOCX of it a few MiB (fonts, pictures). The limits
# leave room for ten times that and refuse what is surely not one book (a log, a dump, a scan).
SIZE_LIMITS = {".txt": 16 * MIB, ".html": 16 * MIB, ".htm": 16 * MIB, ".docx": 64 * MIB, ".pdf": 128 * MIB}
SUFFIXES = tuple(SIZE_LIMITS)
# Formats people will try that lawref does not read, and what to do instead.
UNSUPPORTED = {".doc": "Word 97-2003", ".rtf": "RTF", ".odt": "OpenDocument", ".epub": "EPUB", ".djvu": "DjVu",
               ".fb2": "FictionBook", ".mobi": "Mobipocket", ".xps": "XPS"}


@dataclass(frozen=True)
class Extracted:
    """A document as the plain text lines clean() takes; see the module docstring."""

    text: str  # lines joined by "\n" (ending in one), a blank line between paragraphs
    encoding: str  # the detected text encoding for .txt, else "html", "docx" or "pdf"
    removals: tuple[Removal, ...] = ()  # what the reader dropped, each at the line of `text` where it stood
    title: str = ""  # a guess from the document's metadata or first heading, for Source.title without a .toml


def reader_suffix(path: Path) -> str:
    """The format a file is read as: its suffix when known, else ".txt" (a file given by name is text)."""
    suffix = path.suffix.lower()
    if suffix in UNSUPPORTED:
        raise LawrefError(f"{UNSUPPORTED[suffix]} files ({suffix}) are not read", path=str(path),
                          hint="save it as .docx, .pdf (with a text layer), .html or .txt")
    return suffix if suffix in SIZE_LIMITS else ".txt"


def check_size(path: Path, shown: str) -> None:
    """Refuse a file over its format's size limit, before reading it into memory."""
    limit = SIZE_LIMITS[reader_suffix(path)]
    try:
        size = path.stat().st_size
    except OSError as err:
        raise LawrefError(f"cannot read: {err.strerror}", path=shown) from None
    if size > limit:
        raise LawrefError(f"file is {size / MIB:.1f} MiB, over the {limit // MIB} MiB limit for "
                          f"{reader_suffix(path)} files", path=shown,
                          hint="a whole book is a few MiB; is this the right file? split a larger text into "
                               "several files (one per chapter)")


def extract(path: Path, data: bytes, shown: str, encoding: str | None = None) -> Extracted:
    """The document in `data` (the bytes of `path`, named `shown` in messages) as plain text lines.

    `encoding` overrides the detected text encoding of .txt and .html files; .docx and .pdf carry their own.
    Raises LawrefError (one line naming the file) for a file that cannot be read or holds no text.
    """
    suffix = reader_suffix(path)
    if suffix in (".html", ".htm"):
        from lawref.corpus.formats.from_html import extract_html
        return extract_html(data, shown, encoding)
    if suffix == ".docx":
        from lawref.corpus.formats.from_docx import extract_docx
        return extract_docx(data, shown)
    if suffix == ".pdf":
        from lawref.corpus.formats.from_pdf import extract_pdf
        return extract_pdf(data, shown)
    from lawref.corpus.decode import decode
    text, used = decode(data, shown, encoding)
    return Extracted(text=text, encoding=used)
