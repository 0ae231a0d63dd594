""".odt, .rtf and .doc -> plain text lines: converted to .docx by LibreOffice headless, then read by the .docx
reader (automatic numbering, footnotes, headers and footers as there). An .rtf and an .odt are read natively
first (lawref.corpus.formats.from_rtf, from_odt: the same text, without LibreOffice's start), and so is a .doc
(lawref.corpus.formats.from_doc, the Word 97 binary written out as the .docx LibreOffice would make of it);
LibreOffice reads what those readers refuse, and `check` says so in one line.

Chosen by measurement on the whole generated law book (docs/_pending/formats.md): LibreOffice's .docx keeps
every clause exact for .odt and .rtf, where pandoc's lost 96 of 1718 (.odt) and 146 (.rtf) clause ids (its
lists lose Word's restarted numbering) and took longer on .rtf; odfpy and striprtf give text without the
numbers automatic numbering shows.
"""

from __future__ import annotations

import re

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.tools import soffice_convert, soffice_convert_all
from lawref.errors import Diagnostic, LawrefError

READER = {".odt": "odt", ".rtf": "rtf", ".doc": "doc"}


# pandoc writes RTF without its document header unless asked for a standalone file (`-s`): paragraphs
# «{\pard … \par}» with no «{\rtf1 …» around them, which LibreOffice would show as text, control words and all.
_RTF_FRAGMENT = re.compile(rb"\s*\{\\pard\b")
_RTF_HEADER = b"{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}{\\f1 Courier New;}}\n"


def extract_office(data: bytes, shown: str, suffix: str, native: bool = True) -> Extracted:
    """`native=False`: an .rtf, .odt or .doc through LibreOffice too (the tests compare the two). A file the
    native reader refuses that LibreOffice cannot read either (or LibreOffice is not installed) is one line
    saying what the native reader found (a password, a damaged file, …) and what to do."""
    from lawref.corpus.formats.from_docx import extract_docx

    refused: dict | None = None  # the native reader's reason (its label's fields), when it refused the file
    if native:
        refused = _refused_natively(data, shown, suffix)
        if isinstance(refused, Extracted):
            return refused
    try:
        docx = soffice_convert(_for_office(data, suffix), suffix, "docx", shown)
    except LawrefError as err:
        if refused is None or err.key is None:
            raise
        if err.key == "tool_missing":  # installing LibreOffice helps, or saving the file as .docx
            raise LawrefError.labelled("office_unreadable_missing", path=shown, suffix=suffix,
                                       part=err.fields["part"], package=err.fields["package"], **refused) from None
        raise LawrefError.labelled("office_unreadable", path=shown, suffix=suffix, **refused) from None
    extracted = extract_docx(docx, shown)
    reader = READER[suffix]
    diagnostics = (Diagnostic.labelled("info", f"{reader}-libreoffice", f"{reader}_read_by_libreoffice", shown, 1,
                                       **refused),) if refused is not None else ()
    return Extracted(text=extracted.text, encoding=reader, removals=extracted.removals,
                     title=extracted.title, diagnostics=diagnostics)


def _refused_natively(data: bytes, shown: str, suffix: str) -> Extracted | dict:
    """The file read by its native reader, or the fields of the reason it refused it (`what_label` …)."""
    if suffix == ".odt":
        from lawref.corpus.formats.from_odt import OdtRefused, extract_odt
        try:
            return extract_odt(data, shown)
        except OdtRefused as refused:
            return refused.fields
    if suffix == ".rtf":
        from lawref.corpus.formats.from_rtf import RtfRefused, extract_rtf
        try:
            return extract_rtf(data, shown)
        except RtfRefused as refused:
            return refused.fields
    from lawref.corpus.formats.from_doc import DocRefused, extract_doc
    try:
        return extract_doc(data, shown)
    except DocRefused as refused:
        return refused.fields


def _for_office(data: bytes, suffix: str) -> bytes:
    """The bytes LibreOffice is given: an RTF fragment with the header pandoc's standalone RTF has (no text of
    the book's)."""
    return _RTF_HEADER + data + b"\n}" if suffix == ".rtf" and _RTF_FRAGMENT.match(data) else data


def convert_ahead(documents: list[tuple[bytes, str]], shown: str) -> None:
    """LibreOffice's .docx of each (data, suffix) document made in one LibreOffice run and kept in the cache,
    where extract_office finds it when it reads the document through LibreOffice: LibreOffice starts once
    (~1 s of CPU), not once a document (the tests that compare the native readers with LibreOffice's)."""
    if documents:
        soffice_convert_all([(_for_office(data, suffix), suffix) for data, suffix in documents], "docx", shown)
