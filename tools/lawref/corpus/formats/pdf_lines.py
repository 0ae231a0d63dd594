"""A PDF's text layer as positioned lines, page by page (pypdfium2: chosen by measurement, see README)."""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass

from lawref.errors import LawrefError

_BOLD_NAME = re.compile(r"bold|black|heavy|semibold|demi", re.I)
_LINE_BREAK = re.compile(r"\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
_FORCE_BOLD = 1 << 18  # PDF font descriptor flag ForceBold (bit 19)


@dataclass(frozen=True)
class PdfLine:
    """One printed line. Coordinates in points from the page's top-left corner (y grows downwards)."""

    page: int  # 0-based
    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float  # font size of its first character (only compared within one document)
    bold: bool


@dataclass(frozen=True)
class PdfPage:
    width: float
    height: float
    lines: tuple[PdfLine, ...]  # top to bottom, then left to right


def read_pages(data: bytes, shown: str) -> tuple[list[PdfPage], str]:
    """(pages, the document's Title metadata); one-line errors for an encrypted or damaged file."""
    import pypdfium2 as pdfium

    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as err:
        if "password" in str(err).lower():
            raise LawrefError("cannot read this PDF: it is password-protected", path=shown,
                              hint="save a copy without the password (e.g. qpdf --decrypt), or give the text")
        raise LawrefError(f"cannot read this PDF: damaged or not a PDF ({err})", path=shown,
                          hint="open it in a PDF viewer and save or print it to a new PDF") from None
    try:
        title = (document.get_metadata_dict().get("Title") or "").strip()
        pages = [_page(document[index], index) for index in range(len(document))]
    except pdfium.PdfiumError as err:
        raise LawrefError(f"cannot read this PDF: damaged ({err})", path=shown,
                          hint="open it in a PDF viewer and save or print it to a new PDF") from None
    finally:
        document.close()
    return pages, title


def _page(page, index: int) -> PdfPage:
    import pypdfium2.raw as raw

    width, height = page.get_size()
    textpage = page.get_textpage()
    count = textpage.count_chars()
    text = textpage.get_text_range() if count else ""
    if len(text) != count:  # characters outside the BMP: rebuild index by index
        text = "".join(chr(raw.FPDFText_GetUnicode(textpage.raw, i) or 32) for i in range(count))
    lines = []
    start = 0
    for m in [*_LINE_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        piece = text[start:end]
        stripped = piece.strip()
        if stripped:
            first = start + (len(piece) - len(piece.lstrip()))
            last = start + len(piece.rstrip()) - 1
            left, bottom, _, top = textpage.get_charbox(first, loose=True)
            _, bottom2, right, top2 = textpage.get_charbox(last, loose=True)
            name, flags = _font(raw, textpage, first)
            weight = raw.FPDFText_GetFontWeight(textpage.raw, first)
            lines.append(PdfLine(index, stripped, left, right, height - max(top, top2), height - min(bottom, bottom2),
                                 round(raw.FPDFText_GetFontSize(textpage.raw, first), 2),
                                 bool(_BOLD_NAME.search(name)) or weight >= 600 or bool(flags & _FORCE_BOLD)))
        start = m.end() if m else len(text)
    textpage.close()
    page.close()
    lines.sort(key=lambda line: (round(line.top), line.x0))
    return PdfPage(width, height, tuple(lines))


def _font(raw, textpage, index: int) -> tuple[str, int]:
    flags = ctypes.c_int(0)
    size = raw.FPDFText_GetFontInfo(textpage.raw, index, None, 0, ctypes.byref(flags))
    if size <= 0:
        return "", 0
    buffer = ctypes.create_string_buffer(size)
    raw.FPDFText_GetFontInfo(textpage.raw, index, buffer, size, ctypes.byref(flags))
    return buffer.value.decode("utf-8", "replace"), flags.value
