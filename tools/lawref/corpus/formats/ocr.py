"""`lawref import --ocr FILE`: a scan (a PDF of page pictures, a DjVu without text, a PNG/JPEG/TIFF) -> text,
plus a review list for an editor.

Stages: pages as 300 dpi grey pictures (poppler's pdftoppm; djvulibre's ddjvu) -> tesseract -l rus, each
word with its box and confidence (TSV) -> positioned lines (lawref.corpus.formats.positioned) -> laid out by
the PDF reader's rules (running heads and page numbers by repetition, paragraphs, hyphens) -> the text.
The review list (`NAME.review.txt`) names, by line of the written text:
- words tesseract was unsure of (confidence under LOW_CONFIDENCE), the line's text shown;
- ids that broke their sequence, which OCR makes from look-alike letters: a Law heading whose number does
  not follow the one before (`ПРАВИЛО 28` after `ПРАВИЛО 26`), a section letter out of the alphabet's order
  (`О.` after `C.`, where D was read as О), a sub-item label out of its order or in a look-alike letter
  (`(Ъ)` after `(а)`, b read as Ъ), and a reference to a clause that cannot be one (`Правило ЗВ`,
  З for 3; `Правило 101`, 1D1 read as 101: no Law above 93).
The text is what tesseract read, never corrected: the editor corrects it, then it reads like any other.
"""

from __future__ import annotations

import csv
import io
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.positioned import Word, page_lines, sized
from lawref.corpus.formats.tools import find, run
from lawref.errors import LawrefError

DPI = 300
LOW_CONFIDENCE = 60  # tesseract's word confidence, 0-100
LAST_LAW = 93
IMAGES = (".png", ".jpg", ".jpeg", ".tif", ".tiff", ".pbm", ".pgm", ".ppm", ".bmp")
INK_SLACK = 1.5  # points: a word's box is its ink (lawref.corpus.formats.from_pdf.lay_out)
_LAW_HEADING = re.compile(r"^\s*ПРАВИЛО\s+(\S+?)\.?(?:\s|$)", re.I)
_SECTION = re.compile(r"^\s*([A-ZА-ЯЁ])\.\s")
_REFERENCE = re.compile(r"\bПравил(?:о|а|ом|у|ами|ах)?\s+([\dЗО][0-9A-Za-zА-Яа-яЁё()]*)")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOOK_ALIKE = {"А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M", "О": "O", "Р": "P", "Т": "T",
              "Х": "X", "З": "3", "б": "6"}
# З, О or б where an id has a digit: at its start before a capital or digit (`ЗВ`, `О1`), or after a digit
_CYRILLIC_IN_ID = re.compile(r"^[ЗО](?=[A-ZА-ЯЁ\d]|$)|(?<=\d)[ЗОбо]")
_SUBITEM = re.compile(r"^\s*\((\w{1,4})\)\s")
_ITEM = re.compile(r"^\s*\d{1,2}\.\s")
# Cyrillic look-alikes a label may be typed in (ids read them as Latin), and letters only OCR gives (Ъ for b)
SUBITEM_LOOK_ALIKE = {"а": "a", "с": "c", "е": "e", "о": "o", "р": "p", "х": "x", "у": "y"}
OCR_ONLY = {"Ъ": "b", "ь": "b", "б": "b"}
ROMAN = re.compile(r"[ivx]+")


@dataclass(frozen=True)
class Review:
    line: int
    kind: str  # "low-confidence" or "sequence"
    what: str


def ocr_extract(path: Path, data: bytes, shown: str) -> tuple[Extracted, tuple[Review, ...]]:
    """The scan read by tesseract: (the text as any reader gives it, the review list)."""
    from lawref.corpus.formats.from_pdf import lay_out

    tesseract = find("tesseract", shown, "lawref import --ocr")
    pages, unsure = [], []
    with tempfile.TemporaryDirectory(prefix="lawref-ocr-") as folder:
        for index, image in enumerate(_page_images(path, data, shown, Path(folder))):
            tsv = run([tesseract, str(image), "stdout", "-l", "rus+eng", "--dpi", str(DPI), "tsv"], shown,
                      f"OCR of page {index + 1}").decode("utf-8", "replace")
            words, width, height = _tsv_words(tsv)
            pages.append(page_lines(index, width, height, words))
            unsure.extend((index, text, conf) for text, conf in _confidences(tsv) if conf < LOW_CONFIDENCE)
    if not any(page.lines for page in pages):
        raise LawrefError("OCR found no text in this scan", path=shown,
                          hint="is it a scan of text, at 300 dpi or more? give a clearer scan, or the text")
    extracted = lay_out(sized(pages), "", shown, "ocr", slack=INK_SLACK)
    lines = extracted.text.splitlines()
    return extracted, tuple(sorted((*_unsure_lines(unsure, lines), *sequence_breaks(lines)),
                                   key=lambda r: (r.line, r.kind)))


def _page_images(path: Path, data: bytes, shown: str, folder: Path) -> list[Path]:
    suffix = path.suffix.lower()
    source = folder / f"in{suffix or '.bin'}"
    source.write_bytes(data)
    if data.startswith(b"%PDF-"):
        run([find("pdftoppm", shown, "lawref import --ocr of a PDF"), "-r", str(DPI), "-gray", "-png",
             str(source), str(folder / "page")], shown, "rendering the PDF's pages")
        return sorted(folder.glob("page-*.png"))
    if data.startswith(b"AT&TFORM"):
        ddjvu = str(Path(find("djvused", shown, "lawref import --ocr of a DjVu")).with_name("ddjvu"))
        out = folder / "page.tif"
        run([ddjvu, "-format=tiff", f"-scale={DPI}", str(source), str(out)], shown, "rendering the DjVu's pages")
        return [out]
    if suffix in IMAGES:
        return [source]
    raise LawrefError("--ocr reads a scanned PDF, a DjVu or a picture (.png, .jpg, .tif)", path=shown,
                      hint="give the scan itself; a document with a text layer needs no --ocr")


def _rows(tsv: str):
    reader = csv.reader(io.StringIO(tsv), delimiter="\t", quoting=csv.QUOTE_NONE)
    header = next(reader, None)
    for row in reader:
        if header and len(row) == len(header):
            yield dict(zip(header, row))


def _tsv_words(tsv: str) -> tuple[list[Word], float, float]:
    scale = 72 / DPI
    words, width, height = [], 0.0, 0.0
    for row in _rows(tsv):
        left, top, w, h = (float(row[k]) for k in ("left", "top", "width", "height"))
        if row["level"] == "1":
            width, height = w * scale, h * scale
        elif row["level"] == "5" and row["text"].strip():
            words.append(Word(left * scale, top * scale, (left + w) * scale, (top + h) * scale, row["text"]))
    return words, width, height


def _confidences(tsv: str):
    for row in _rows(tsv):
        if row["level"] == "5" and row["text"].strip():
            yield row["text"].strip(), float(row["conf"])


def _unsure_lines(unsure, lines: list[str]) -> list[Review]:
    """Each unsure word at the first line, from where the last one stood on, that holds it (words come in
    reading order, as the lines do)."""
    out, cursor = [], 0
    for page, text, conf in unsure:
        for number in range(cursor, len(lines)):
            if text in lines[number]:
                cursor = number
                out.append(Review(number + 1, "low-confidence",
                                  f"«{text}» (confidence {conf:.0f}, page {page + 1}): {_short(lines[number])}"))
                break
    return out


def _short(line: str, width: int = 70) -> str:
    flat = " ".join(line.split())
    return flat if len(flat) <= width else flat[:width - 1] + "…"


def sequence_breaks(lines: list[str]) -> list[Review]:
    """Ids that break their sequence (see the module docstring), by line (1-based)."""
    out = []
    law, section, sub = None, None, None
    for number, line in enumerate(lines, 1):
        if _ITEM.match(line):
            sub = None
        if m := _SUBITEM.match(line):
            label = m[1]
            latin = "".join(SUBITEM_LOOK_ALIKE.get(ch, OCR_ONLY.get(ch, ch)) for ch in label)
            misread = any(ch in OCR_ONLY for ch in label)
            if not ROMAN.fullmatch(latin) and not latin.isdigit():
                expected = chr(ord(sub) + 1) if sub else "a"
                if latin != expected or misread:
                    out.append(Review(number, "sequence", f"sub-item «({label})» after «({sub or '—'})»: expected "
                                      f"({expected}){' (OCR reads b as Ъ)' if misread else ''}"))
                if len(latin) == 1 and latin.isascii():
                    sub = latin
        if m := _LAW_HEADING.match(line):
            token = m[1]
            value = _as_number(token)
            if value is None:
                out.append(Review(number, "sequence", f"Law heading «{token}» is not a number (OCR: З for 3, "
                                  f"О for 0?): {_short(line)}"))
            elif law is not None and value != law + 1:
                out.append(Review(number, "sequence", f"ПРАВИЛО {value} after ПРАВИЛО {law}: expected {law + 1}"
                                  f"{' (or text continued from the line before)' if value <= law else ''}"))
            law, section = (value if value is not None else law), None
            continue
        if law is not None and (m := _SECTION.match(line)):
            letter = LOOK_ALIKE.get(m[1], m[1])
            if letter in LETTERS:
                expected = LETTERS[LETTERS.index(section) + 1] if section else "A"
                if letter != expected and not (section and letter < section):
                    said = " (OCR reads D as О)" if m[1] in "ОO" and expected == "D" else ""
                    out.append(Review(number, "sequence", f"section «{m[1]}.» after «{section or '—'}»: "
                                      f"expected {expected}{said}"))
                section = letter if letter >= (section or "A") else section
        for ref in _REFERENCE.finditer(line):
            token = ref[1]
            law_part = re.match(r"\d+", token)
            if _CYRILLIC_IN_ID.search(token.split("(")[0]):
                out.append(Review(number, "sequence", f"reference «{ref[0]}»: a Cyrillic letter in an id "
                                  f"(З for 3, О for D or 0?)"))
            elif law_part and int(law_part[0]) > LAST_LAW:
                out.append(Review(number, "sequence", f"reference «{ref[0]}»: no Law {law_part[0]} (the Laws "
                                  f"go to {LAST_LAW}: 1D1 read as 101?)"))
    return out


def _as_number(token: str) -> int | None:
    token = token.rstrip(".")
    return int(token) if token.isdigit() else None


def review_text(source: str, reviews: tuple[Review, ...], text_name: str) -> str:
    out = [f"# What to check in {text_name}, read by OCR from {source}: each line is LINE: what.",
           "# Correct the text itself (the words tesseract read are never changed), then: lawref check "
           + text_name, ""]
    out += [f"{r.line}: {r.kind}: {r.what}" for r in reviews]
    if not reviews:
        out.append("(nothing: no unsure word, no id out of sequence)")
    return "\n".join(out) + "\n"
