""".odt, .rtf and .doc -> plain text lines: converted to .docx by LibreOffice headless, then read by the .docx
reader (automatic numbering, footnotes, headers and footers as there).

Chosen by measurement on the whole generated law book (docs/_pending/formats.md): LibreOffice's .docx keeps
every clause exact for .odt and .rtf, where pandoc's lost 96 of 1718 (.odt) and 146 (.rtf) clause ids (its
lists lose Word's restarted numbering) and took longer on .rtf; odfpy and striprtf give text without the
numbers automatic numbering shows.
"""

from __future__ import annotations

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.tools import soffice_convert

READER = {".odt": "odt", ".rtf": "rtf", ".doc": "doc"}


def extract_office(data: bytes, shown: str, suffix: str) -> Extracted:
    from lawref.corpus.formats.from_docx import extract_docx

    docx = soffice_convert(data, suffix, "docx", shown)
    extracted = extract_docx(docx, shown)
    return Extracted(text=extracted.text, encoding=READER[suffix], removals=extracted.removals,
                     title=extracted.title)
