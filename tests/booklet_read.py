"""Reading a booklet PDF back as a reader sees it: page texts (poppler's pdftotext, which places the stamped
page numbers where they are printed), body lines with their font size, page labels."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from pypdf import PdfReader

BODY_PX = 12.0  # 9 pt body text, in WeasyPrint's CSS pixels


def pdftotext_pages(path: Path) -> list[str]:
    if shutil.which("pdftotext") is None:
        raise AssertionError("pdftotext is missing: install poppler-utils (apt-get install poppler-utils)")
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True,
                         text=True).stdout
    return out.split("\f")[:-1] if out.endswith("\f") else out.split("\f")


# A thumb tab's label ("27–29", "Указ.") is set sideways at the page edge: pdftotext -layout may put it on a line
# of its own between a hyphenated line and its continuation.
_BETWEEN_LINES = r"[ \t]*\n(?:[ \t]*(?:\d+(?:–\d+)?|Указ\.)?[ \t]*\n)*\s*"


def flat(text: str) -> str:
    """One line: words hyphenated at line ends joined again, white space (no-break too) made one space."""
    text = re.sub(r"[\u2010-]" + _BETWEEN_LINES, "", text)
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip()


def words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", flat(text).lower().replace("ё", "е"))


def is_subsequence(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(w == h for h in it) for w in needle)


def body_lines(page) -> list[tuple[float, str]]:
    """(y from the top, text) of each line of 9 pt body text on a page, top to bottom."""
    pieces: dict[float, list[tuple[float, str]]] = {}

    def visit(text, cm, tm, font, size):
        # The type area: below the running head (19 mm) and above the foot (18 mm) of an A5 page.
        if text.strip() and abs(size * (tm[0] or 1) - BODY_PX) < 0.2 and 70 < tm[5] < 730:
            pieces.setdefault(round(tm[5], 0), []).append((tm[4], text))

    page.extract_text(visitor_text=visit)
    return [(y, "".join(t for _, t in sorted(parts)).rstrip("\n")) for y, parts in sorted(pieces.items())]


def labels(reader: PdfReader) -> list[str]:
    return list(reader.page_labels)


def page_of_label(reader: PdfReader, label: str) -> int:
    return labels(reader).index(label)


def drawings(page) -> list[tuple[dict, bytes]]:
    """(resources, content stream) of a page and of every form XObject it draws, forms within forms too: the
    booklet's stamp (running head, folio, thumb tab: lawref.booklet.assemble) is laid over each page as a form."""
    found, todo = [], [(page["/Resources"].get_object(), page.get_contents().get_data())]
    while todo:
        resources, data = todo.pop(0)
        found.append((resources, data))
        for xobject in (resources.get("/XObject") or {}).values():
            xobject = xobject.get_object()
            if xobject.get("/Subtype") == "/Form":
                todo.append((xobject["/Resources"].get_object(), xobject.get_data()))
    return found
