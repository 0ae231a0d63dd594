"""Stage 1b: a corpus file's bytes -> plain text lines, whatever its format (.txt, .html/.htm, .docx, .pdf,
.odt, .rtf, .doc, .epub, .fb2, .djvu, .md, .mht/.mhtml, DocBook .xml), and any of them alone in a ZIP
(`archive.py`: .fb2.zip, .rtf.zip, .txt.zip as online libraries serve them).

Every reader gives the same thing (`Extracted`): the document as plain text, one line per printed line, a
blank line between paragraphs, each heading and list item starting its own line with its number or letter in
the text; so clean and parse, and every stage after them, never know which format a text came in. What a
reader leaves out (page headers and footers, a site's menus, scripts) is recorded as a `Removal` at the line
of `text` where it stood, so "nothing lost" still holds: the words of the document = the words kept + the
words removed. Line numbers in diagnostics are lines of `text`, which is exactly what `lawref import` writes.

Files over a size limit are refused before they are read (`check_size`). A file is read by what its bytes
are (`sniff`: a DOCX or RTF saved as `.doc`, a PDF named `.txt`), its name deciding only for text formats
whose bytes say nothing (.txt, .html). Which reader reads which format was chosen by measuring each candidate
on the same whole book (docs/_pending/formats.md; bench/bench_formats_routes.py).
"""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass, replace
from pathlib import Path

from lawref.corpus.formats.ole import MAGIC as OLE_MAGIC
from lawref.errors import LawrefError, os_reason
from lawref.model import Removal

MIB = 1024 * 1024
KINDLE_SUFFIXES = (".mobi", ".azw3", ".azw", ".prc")  # one reader for them all: the kind is in the book's header
# A whole book of the Laws is ~1 MiB of text; a PDF or DOCX of it a few MiB (fonts, pictures). The limits
# leave room for ten times that and refuse what is surely not one book (a log, a dump, a scan).
SIZE_LIMITS = {".txt": 16 * MIB, ".html": 16 * MIB, ".htm": 16 * MIB, ".docx": 64 * MIB, ".pdf": 128 * MIB,
               ".odt": 64 * MIB, ".rtf": 128 * MIB, ".doc": 64 * MIB, ".epub": 64 * MIB, ".fb2": 64 * MIB,
               ".djvu": 256 * MIB, ".djv": 256 * MIB, ".xhtml": 16 * MIB, ".md": 16 * MIB, ".markdown": 16 * MIB,
               ".mht": 64 * MIB, ".mhtml": 64 * MIB,  # a saved page's archive holds its pictures too
               **dict.fromkeys(KINDLE_SUFFIXES, 64 * MIB),  # Kindle's, with pictures
               ".chm": 64 * MIB,
               ".mbox": 64 * MIB, ".eml": 64 * MIB,  # a list's mail saved: its messages, attachments among them
               ".zip": 128 * MIB}  # a book in a ZIP (archive.py): its file inside has its own limit
SUFFIXES = tuple(SIZE_LIMITS)
# Formats people will try that lawref does not read, and what to do instead.
UNSUPPORTED = {".xps": "XPS", ".pages": "Apple Pages", ".kfx": "Kindle KFX"}
# What a file's first bytes say it is (checked in order); ZIP and OLE containers are looked into (`sniff`).
_MAGIC = ((b"%PDF-", ".pdf"), (b"{\\rtf", ".rtf"), (b"AT&TFORM", ".djvu"), (b"ITSF", ".chm"))
_ZIP = b"PK\x03\x04"
_FB2 = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<(?:\w+:)?FictionBook\b", re.S)
NAMES = {".txt": "text", ".html": "HTML", ".htm": "HTML", ".xhtml": "HTML", ".docx": "Word (.docx)",
         ".pdf": "PDF", ".odt": "OpenDocument (.odt)", ".rtf": "RTF", ".doc": "Word 97-2003 (.doc)",
         ".epub": "EPUB", ".fb2": "FictionBook (.fb2)", ".djvu": "DjVu", ".djv": "DjVu", ".md": "Markdown",
         ".markdown": "Markdown", ".mht": "MHTML", ".mhtml": "MHTML", ".mobi": "Kindle (MOBI)",
         ".azw3": "Kindle (AZW3)", ".azw": "Kindle (AZW)", ".prc": "Mobipocket (.prc)", ".chm": "CHM", ".zip": "ZIP",
         ".mbox": "mbox", ".eml": "e-mail (.eml)"}


@dataclass(frozen=True)
class Extracted:
    """A document as the plain text lines clean() takes; see the module docstring."""

    text: str  # lines joined by "\n" (ending in one), a blank line between paragraphs
    encoding: str  # the detected text encoding for .txt, else the reader: "html", "docx", "pdf", "odt" ...
    removals: tuple[Removal, ...] = ()  # what the reader dropped, each at the line of `text` where it stood
    title: str = ""  # a guess from the document's metadata or first heading, for Source.title without a .toml
    diagnostics: tuple = ()  # lawref.errors.Diagnostic: what `check` says of how the file was read
    member: str = ""  # the file read inside a ZIP (archive.py), else empty
    # (a line's words, its type's size against the body text's, whether it is bold) of the document's first lines,
    # where its reader sees the type (a PDF's lines, a thread's posts): the title page's title is the lines set in
    # the title's type (lawref.corpus.pipeline.guess_title); empty where the reader does not see it
    types: tuple[tuple[str, float, bool], ...] = ()


def in_line_order(removals, last: int) -> tuple[Removal, ...]:
    """A reader's removals in line order, those recorded past the text's last line at that line (a diagnostic
    needs a line that exists)."""
    return tuple(sorted((r if r.line <= last else Removal(r.kind, last, r.text) for r in removals),
                        key=lambda r: r.line))


TYPED_LINES = 80  # the first lines of a text whose type a reader records: the front matter's


def reader_suffix(path: Path) -> str:
    """The format a file's name says: its suffix when known, else ".txt" (a file given by name is text)."""
    suffix = path.suffix.lower()
    if suffix in UNSUPPORTED:
        raise LawrefError.labelled("format_unsupported", path=str(path), name=UNSUPPORTED[suffix], suffix=suffix)
    return suffix if suffix in SIZE_LIMITS else ".txt"


def sniff(data: bytes, named: str) -> str:
    """The format the bytes are, as a suffix; `named` (the name's suffix) where the bytes do not tell (text,
    HTML) or agree with it. A ZIP is a .docx, .odt or .epub by what it holds; an OLE file is a Word 97-2003
    .doc (or an encrypted .docx, which the .docx reader refuses in one line)."""
    for magic, suffix in _MAGIC:
        if data.startswith(magic):
            return suffix
    from lawref.corpus.formats.from_mobi import is_mobi

    if is_mobi(data):  # a Kindle book whatever its name (.mobi, .azw3, .azw, .prc): its kind is in its header
        return ".mobi"
    if data.startswith(OLE_MAGIC):
        # An OLE file holds a Word 97-2003 document (a "WordDocument" stream) or an encrypted .docx
        # ("EncryptedPackage"), which the .docx reader refuses in one line.
        if "WordDocument".encode("utf-16-le") in data[:1 << 20]:
            return ".doc"
        return ".docx" if named == ".docx" else ".doc"
    if data.startswith(_ZIP):  # a book's own container, else a book in a ZIP (archive.py)
        return _zip_kind(data) or (named if named in (".docx", ".odt", ".epub") else ".zip")
    if named not in (".fb2",) and _FB2.match(data[:4096]):
        return ".fb2"
    if named in (".txt", ".xml"):
        from lawref.corpus.formats.from_docbook import is_docbook
        if is_docbook(data):  # a DocBook document (.xml, .dbk, or named as text)
            return ".docbook"
    if named in (".txt", ".json"):
        from lawref.corpus.formats.threads import is_channel_json
        if is_channel_json(data):  # a channel's export as JSON (Telegram's result.json), by its keys
            return ".channel-json"
    if named in (".txt", ".html", ".htm", ".mht", ".mhtml"):
        from lawref.corpus.formats.from_mhtml import is_mhtml

        if is_mhtml(data):  # a saved web page's archive (MHTML), whatever its name says
            return ".mht"
    if named in (".txt", ".eml", ".mbox"):
        from lawref.corpus.formats.from_mail import is_mail
        if is_mail(data):  # a mailbox or one message, by its `From ` lines and headers (from_mail.py;
            # a web page's archive is a MIME message too: known first, above)
            return ".mbox"
        if named != ".txt":  # named as mail but not shaped as mail: its words as a text file's
            return ".txt"
    return named


def _zip_kind(data: bytes) -> str | None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            mimetype = archive.read("mimetype")[:100].strip() if "mimetype" in names else b""
    except (zipfile.BadZipFile, OSError, EOFError, KeyError):
        return None
    if mimetype == b"application/epub+zip":
        return ".epub"
    if mimetype.startswith(b"application/vnd.oasis.opendocument.text"):
        return ".odt"
    if "word/document.xml" in names:
        return ".docx"
    return None


def check_size(path: Path, shown: str) -> None:
    """Refuse a file over its format's size limit, before reading it into memory."""
    limit = SIZE_LIMITS[reader_suffix(path)]
    try:
        size = path.stat().st_size
    except OSError as err:
        raise LawrefError.labelled("cannot_read", path=shown, **os_reason(err)) from None
    if size > limit:
        raise LawrefError.labelled("too_large", path=shown, size=f"{size / MIB:.1f}", limit=limit // MIB,
                                   suffix=reader_suffix(path))


def extract(path: Path, data: bytes, shown: str, encoding: str | None = None) -> Extracted:
    """The document in `data` (the bytes of `path`, named `shown` in messages) as plain text lines.

    `encoding` overrides the detected text encoding of .txt, .html and .md files; the others carry their own.
    Raises LawrefError (one line naming the file) for a file that cannot be read or holds no text.
    """
    suffix = sniff(data, reader_suffix(path))
    if suffix == ".zip":
        return _extract_zipped(data, shown, encoding)
    if suffix in (".html", ".htm", ".xhtml"):
        from lawref.corpus.formats.from_html import parse_html, read_tree
        from lawref.corpus.formats.threads import is_thread_page, read_thread

        said: list = []  # the page's Cyrillic read back (lawref.corpus.mojibake), before its markup is read
        tree = parse_html(data, shown, encoding, said)  # (parsed once: a page of posts or any other page)
        if is_thread_page(tree):  # a forum thread's page, a channel export's: its posts (threads.py)
            return told(read_thread([(tree, shown)], shown), said)
        from lawref.corpus.formats.from_blog import is_journal_page, read_journal

        if is_journal_page(tree):  # a blog's page: its entries, oldest first (from_blog.py)
            return told(read_journal([(tree, shown)], shown), said)
        from lawref.corpus.formats.webpage import strip_page_head

        named = tree.css_first("title")  # «Page — Site»: the page's own head over the book (webpage.py)
        return told(strip_page_head(read_tree(tree, shown), named.text() if named is not None else ""), said)
    from lawref.corpus.mojibake import read_back_extracted

    extracted = _extract_read(suffix, data, shown, encoding)
    if suffix == ".pdf" and extracted is not None:  # a web page's print: its <title> is the PDF's
        from lawref.corpus.formats.webpage import strip_page_head

        extracted = strip_page_head(extracted, extracted.title)
    if extracted is not None:
        # a text layer or a document whose letters went through the wrong code page (a hacked font's PDF, its
        # ODT): read back as one text (lawref.corpus.mojibake), the reader's removals and title with it
        return read_back_extracted(extracted, shown) if encoding is None else extracted
    from lawref.corpus.decode import OVERSTRUCK, decode_struck
    from lawref.corpus.formats.read_back import ocr_evidence, read_back
    from lawref.errors import Diagnostic

    text, used, struck = decode_struck(data, shown, encoding)
    extracted = Extracted(text=text, encoding=used, removals=tuple(Removal(OVERSTRUCK, line, gone)
                                                                   for line, gone in struck))
    if encoding is None:  # a text saved through the wrong code page: its lines read back (the decode stage's)
        extracted = read_back_extracted(extracted, shown)
    # a text that names no source but shows OCR's hand (a Law heading's sign misread, a running head read
    # differently on another page) is read as OCR's text is, and says where it showed it
    evidence = ocr_evidence(extracted.text.split("\n"))
    if evidence is None:
        return extracted
    line, why = evidence
    said = Diagnostic.labelled("info", "ocr-text", "ocr_text_read", shown, line, why_label=f"ocr_text_{why}")
    # (its line moved as the reading moves it)
    return read_back(replace(extracted, diagnostics=(*extracted.diagnostics, said)), shown)


def told(extracted: Extracted, said) -> Extracted:
    """The reader's result with what was said of its bytes before it read them (the read-back's `check` row), first:
    for the HTML reader (the page's source read back) and the PDF reader (its text layer read back)."""
    return replace(extracted, diagnostics=(*said, *extracted.diagnostics)) if said else extracted


def _extract_read(suffix: str, data: bytes, shown: str, encoding: str | None) -> Extracted | None:
    """The document as its format's reader reads it (PDF, Office, e-books, pages in a container …); None for a
    text file."""
    if suffix == ".channel-json":
        from lawref.corpus.formats.threads import extract_channel_json
        return extract_channel_json(data, shown)
    if suffix in (".mbox", ".eml"):
        from lawref.corpus.formats.from_mail import extract_mail
        return extract_mail(data, shown)
    if suffix == ".docbook":
        from lawref.corpus.formats.from_docbook import extract_docbook
        return extract_docbook(data, shown)
    if suffix == ".docx":
        from lawref.corpus.formats.from_docx import extract_docx
        return extract_docx(data, shown)
    if suffix == ".pdf":
        from lawref.corpus.formats.from_pdf import extract_pdf
        return extract_pdf(data, shown)
    if suffix in (".odt", ".rtf", ".doc"):
        from lawref.corpus.formats.from_office import extract_office
        return extract_office(data, shown, suffix)
    if suffix == ".epub":
        from lawref.corpus.formats.from_epub import extract_epub
        return extract_epub(data, shown)
    if suffix == ".fb2":
        from lawref.corpus.formats.from_fb2 import extract_fb2
        return extract_fb2(data, shown)
    if suffix in (".djvu", ".djv"):
        from lawref.corpus.formats.from_djvu import extract_djvu
        return extract_djvu(data, shown)
    if suffix in KINDLE_SUFFIXES:
        from lawref.corpus.formats.from_mobi import extract_mobi
        return extract_mobi(data, shown)
    if suffix == ".chm":
        from lawref.corpus.formats.from_chm import extract_chm
        return extract_chm(data, shown, encoding)
    if suffix in (".mht", ".mhtml"):
        from lawref.corpus.formats.from_mhtml import extract_mhtml
        return extract_mhtml(data, shown, encoding)
    if suffix in (".md", ".markdown"):
        from lawref.corpus.formats.from_markdown import extract_markdown
        return extract_markdown(data, shown, encoding)
    return None  # a text file: decoded by extract()


def _extract_zipped(data: bytes, shown: str, encoding: str | None) -> Extracted:
    """The one book file in a ZIP, read as that file is; its name in messages and in `check`'s words."""
    from lawref.corpus.formats.archive import unzip_book
    from lawref.errors import Diagnostic

    name, book = unzip_book(data, shown)
    if sniff(book, reader_suffix(Path(name))) == ".zip":  # a ZIP in the ZIP is not looked into
        raise LawrefError.labelled("zip_no_book", path=shown, names=name)
    inner = extract(Path(name), book, f"{shown}/{name}", encoding)
    said = Diagnostic.labelled("info", "zip-member", "zip_member_read", shown, 1, member=name)
    return replace(inner, member=name, diagnostics=(said, *inner.diagnostics))
