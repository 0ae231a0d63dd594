"""Reading a booklet PDF back as a reader sees it: page texts (poppler's pdftotext, which places the stamped
page numbers where they are printed), body lines with their font size, page labels."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
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


@dataclass
class ShortLine:
    page: int  # 1-based index of the page in the PDF
    label: str  # its page label (the number printed on it)
    clause: str  # the last clause label opening a line above it on the page ("12.3."), or ""
    text: str  # the line
    next_word: str  # the first word of the paragraph's next line, which would have fitted after it


_CLAUSE_LABEL = re.compile(r"^(?:\d+(?:\.\d+)*\.|[A-ZА-Я]\.|\([a-zа-я0-9]+\))(?= )")


def short_lines(path: Path) -> list[ShortLine]:
    """The lines of justified 9 pt body text that end short of the right margin mid-paragraph while the first word
    of the next line would have fitted after them (a justified line is stretched to the margin unless it is its
    paragraph's last; one that is not, and had room for the next word, was broken too early). The next line is the
    same paragraph's when it is one line pitch lower and starts where this one does (a paragraph after it opens
    with an indent, or further down after a margin). Read from the PDF with pdfium (the chars' boxes, sizes and
    baselines), in PDF points."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pitch = 9 * 1.34  # line-height of body text, pt
    tolerance = 0.6
    found: list[ShortLine] = []
    read = 0
    document = pdfium.PdfDocument(str(path))
    page_labels = labels(PdfReader(str(path)))
    try:
        for number in range(len(document)):
            page = document[number]
            width = page.get_width()
            right = width - 15 * 72 / 25.4  # the type area's right edge (booklet.css: 15 mm margins)
            textpage = page.get_textpage()
            handle = textpage.raw
            x, y = ctypes.c_double(), ctypes.c_double()
            box = [ctypes.c_double() for _ in range(4)]
            at_x, at_y, at = ctypes.byref(x), ctypes.byref(y), [ctypes.byref(b) for b in box]
            rows: dict[float, list] = {}  # baseline -> [(left, right, char)] of body-size chars, spaces too
            others: list = []  # (left, right, bottom, top) of every other char (notes, calls, stamped numbers)
            # The page's text read once and pdfium's C calls on each char, not pypdfium2's get_text_range(i, 1) and
            # get_charbox (a third of a whole book's test, in Python): each char is its unit of the text, as
            # get_text_range gives it; one outside the text (index -1) or half a surrogate pair reads as "" there,
            # skipped as a line break is.
            count = raw.FPDFText_CountChars(handle)
            units = (ctypes.c_ushort * (2 * count + 2))()
            raw.FPDFText_GetText(handle, 0, count, units)
            for i in range(count):
                at_text = raw.FPDFText_GetTextIndexFromCharIndex(handle, i)
                if at_text < 0 or 0xD800 <= units[at_text] <= 0xDFFF:
                    continue
                char = chr(units[at_text])
                if char in "\r\n":
                    continue
                if not raw.FPDFText_GetCharBox(handle, i, *at):  # left, right, bottom, top
                    raise AssertionError(f"{path}: pdfium gives no box for char {i} on page {number + 1}")
                left, right_x, bottom, top = box[0].value, box[1].value, box[2].value, box[3].value
                if abs(raw.FPDFText_GetFontSize(handle, i) - BODY_PX) < 0.05:
                    raw.FPDFText_GetCharOrigin(handle, i, at_x, at_y)
                    rows.setdefault(round(y.value, 1), []).append((left, right_x, char))
                elif char.strip():
                    others.append((left, right_x, bottom, top))
            lines = []  # (baseline, left, right, text, first word's width)
            for base in sorted(rows, reverse=True):  # top to bottom
                chars = sorted(rows[base])
                while chars and not chars[-1][2].strip():
                    chars.pop()
                while chars and not chars[0][2].strip():
                    chars.pop(0)
                if not chars:
                    continue
                end = max(c[1] for c in chars)
                # a page note or a stamped page number on the same line ends it where it ends
                end = max([end] + [o[1] for o in others if o[2] - 2 < base < o[3] + 2])
                text = "".join(c[2] for c in chars)
                first = len(text.split(" ")[0])
                lines.append((base, chars[0][0], end, text, chars[first - 1][1] - chars[0][0]))
            clause = ""
            for (base, left, end, text, _), nxt in zip(lines, lines[1:] + [None]):
                if _CLAUSE_LABEL.match(text):
                    clause = _CLAUSE_LABEL.match(text).group(0)
                if nxt is None or abs(base - nxt[0] - pitch) > tolerance or abs(left - nxt[1]) > tolerance:
                    continue  # the paragraph's last line on this page
                space = 9 * 0.318  # DejaVu Serif's word space at 9 pt
                if right - end > nxt[4] + space + tolerance:
                    found.append(ShortLine(number + 1, page_labels[number] if number < len(page_labels) else "",
                                           clause, text, nxt[3].split(" ")[0]))
            read += len(lines)
    finally:
        document.close()
    # pdfium (Chromium's PDF reader) must see the pages' text: a page it cannot read is blank in a browser
    assert read, f"{path}: pdfium reads no line of body text"
    return found


def source_breaks(clauses) -> set[tuple[str, str]]:
    """(last word, first word) of each two lines in a row of a clause's text: a paragraph the source ends there,
    whose short last line is no fault of the layout (a title page's lines, a list of abbreviations)."""
    pairs = set()
    for clause in clauses:
        for field in (clause.text, clause.title):
            lines = [w for w in (words(line) for line in (field or "").split("\n")) if w]
            pairs.update((a[-1], b[0]) for a, b in zip(lines, lines[1:]))
    return pairs


def broken_lines(pdf, clauses) -> list[str]:
    """The body's lines that end short mid-paragraph where the source goes on, as 'page (clause): line / word'."""
    breaks = source_breaks(clauses)

    def at_source_break(line: ShortLine) -> bool:
        last, first = words(line.text), words(line.next_word)
        return bool(last and first) and (last[-1], first[0]) in breaks

    return [f"с. {s.label} ({s.clause or '—'}): «{s.text}» / «{s.next_word} …»" for s in short_lines(pdf)
            if s.label.isdigit() and not at_source_break(s)]  # the body: front matter's pages are in roman
