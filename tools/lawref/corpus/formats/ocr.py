"""`lawref import --ocr FILE`: a scan (a PDF of page pictures, a DjVu without text, a PNG/JPEG/TIFF) -> text,
plus a review list for an editor.

Stages: pages as 300 dpi grey pictures (poppler's pdftoppm; djvulibre's ddjvu) -> tesseract -l rus+eng, each
word with its box and confidence (TSV) -> positioned lines (lawref.corpus.formats.positioned) -> laid out by
the PDF reader's rules (running heads and page numbers by repetition, paragraphs, hyphens) -> the text ->
the review list (lawref.corpus.formats.review): words tesseract was unsure of, markers that break their
sequence and references to ids that cannot be, with a proposed reading where the document shows it.
The text is what tesseract read, never corrected here: the editor accepts proposals (`lawref review TEXT
--apply`) or corrects the text, then it reads like any other.
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from pathlib import Path

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.pdf_lines import TextPage
from lawref.corpus.formats.positioned import Word, level, page_lines, sized, spread
from lawref.corpus.formats.read_back import read_back
from lawref.corpus.formats.review import Entry, review
from lawref.corpus.formats.tools import find, run
from lawref.errors import LawrefError

DPI = 300
LOW_CONFIDENCE = 60  # tesseract's word confidence, 0-100
IMAGES = (".png", ".jpg", ".jpeg", ".tif", ".tiff", ".pbm", ".pgm", ".ppm", ".bmp")
INK_SLACK = 1.5  # points: a word's box is its ink (lawref.corpus.formats.from_pdf.lay_out)
# tesseract's options, pinned so that one scan gives one text (docs/formats.md, "Scans", has the measurement):
# Russian with English (ids are Latin), automatic page segmentation, the LSTM engine; one thread, which also
# keeps a run from taking every core of the machine
LANGUAGES = "rus+eng"
SEGMENTATION = "3"
ENGINE = "1"


def ocr_extract(path: Path, data: bytes, shown: str) -> tuple[Extracted, tuple[Entry, ...]]:
    """The scan read by tesseract: (the text as any reader gives it, the review list)."""
    tesseract = find("tesseract", shown, "for_ocr")
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    tsvs = []
    with tempfile.TemporaryDirectory(prefix="lawref-ocr-") as folder:
        for index, image in enumerate(_page_images(path, data, shown, Path(folder))):
            tsv = _tsv(tesseract, image, SEGMENTATION, shown, env, index + 1)
            if _unread(tsv) and _upside_down(tesseract, image, shown, env):
                # a page scanned upside down (its words read as nonsense): read again with tesseract's own
                # turning (--psm 1), its boxes set the right way up
                tsv = turned(_tsv(tesseract, image, TURNING, shown, env, index + 1))
            tsvs.append(tsv)
    return read_tsv(tsvs, shown)


def _tsv(tesseract: str, image: Path, segmentation: str, shown: str, env: dict, page: int) -> str:
    return run([tesseract, str(image), "stdout", "-l", LANGUAGES, "--psm", segmentation, "--oem", ENGINE,
                "--dpi", str(DPI), "tsv"], shown, "doing_ocr", env=env, page=page).decode("utf-8", "replace")


# A page scanned upside down (priozer2000's page 10): tesseract reads its lines as nonsense of low confidence. A
# reader turns the page; tesseract's orientation detection (--psm 0) says how, and sure of it as ocrmypdf asks
# (its --rotate-pages-threshold, 14), the page is read again with the turn (--psm 1), its boxes turned back.
TURNING = "1"
UNREAD = 60  # the page's words' median confidence below this: read as nonsense, ask which way up it stands
TURN_SURE = 14.0


def _unread(tsv: str) -> bool:
    """Most of the page's words read with a confidence below UNREAD (a page upside down reads as nonsense)."""
    import statistics

    confidences = [conf for _, conf in _confidences(tsv)]
    return bool(confidences) and statistics.median(confidences) < UNREAD


def _upside_down(tesseract: str, image: Path, shown: str, env: dict) -> bool:
    """tesseract's orientation detection says the page is turned 180°, and is sure of it (TURN_SURE)."""
    try:
        said = run([tesseract, str(image), "stdout", "--psm", "0"], shown, "doing_ocr", env=env).decode()
    except LawrefError:
        return False  # too few letters to tell: the page as it was read
    found = dict(line.split(":", 1) for line in said.splitlines() if ":" in line)
    try:
        return int(found.get("Rotate", "0")) == 180 and float(found.get("Orientation confidence", "0")) >= TURN_SURE
    except ValueError:
        return False


def turned(tsv: str) -> str:
    """Tesseract's TSV of a page it read turned 180° (--psm 1 reads the words the right way up but gives their
    boxes where they stand on the picture): each box set where it stands on the page turned the right way up."""
    lines = tsv.splitlines()
    if not lines:
        return tsv
    header = lines[0].split("\t")
    at = {name: header.index(name) for name in ("level", "left", "top", "width", "height")}
    rows = [line.split("\t") for line in lines[1:]]
    page = next((row for row in rows if len(row) == len(header) and row[at["level"]] == "1"), None)
    if page is None:
        return tsv
    width, height = int(page[at["width"]]), int(page[at["height"]])
    out = [lines[0]]
    for row in rows:
        if len(row) == len(header) and row[at["level"]] != "1":
            left, top, w, h = (int(row[at[k]]) for k in ("left", "top", "width", "height"))
            row[at["left"]], row[at["top"]] = str(width - left - w), str(height - top - h)
        out.append("\t".join(row))
    return "\n".join(out) + ("\n" if tsv.endswith("\n") else "")


def read_tsv(tsvs: list[str], shown: str) -> tuple[Extracted, tuple[Entry, ...]]:
    """Tesseract's TSV of each page (its words with their boxes and confidences) read: (the text, the review
    list). The step after OCR, apart, so that a scan's recorded TSV is read without tesseract (the tests)."""
    pages, unsure = [], []
    for index, tsv in enumerate(tsvs):
        words, width, height = _tsv_words(tsv)
        pages.append((width, height, words))
        unsure.extend((index, text, conf) for text, conf in _confidences(tsv) if conf < LOW_CONFIDENCE)
    if not any(words for _, _, words in pages):
        raise LawrefError.labelled("ocr_no_text", path=shown)
    # tesseract's own words read by the rules of its words in a PDF's layer (a speck is no word): one scan, one text
    extracted = lay_out_layer(pages, "", shown, reader="ocr", ink=True)
    return extracted, review(extracted.text.splitlines(), unsure)


def _page_images(path: Path, data: bytes, shown: str, folder: Path) -> list[Path]:
    suffix = path.suffix.lower()
    source = folder / f"in{suffix or '.bin'}"
    source.write_bytes(data)
    if data.startswith(b"%PDF-"):
        run([find("pdftoppm", shown, "for_ocr_pdf"), "-r", str(DPI), "-gray", "-png",
             str(source), str(folder / "page")], shown, "doing_pdf_pages")
        return sorted(folder.glob("page-*.png"))
    if data.startswith(b"AT&TFORM"):
        ddjvu = str(Path(find("djvused", shown, "for_ocr_djvu")).with_name("ddjvu"))
        out = folder / "page.tif"
        run([ddjvu, "-format=tiff", f"-scale={DPI}", str(source), str(out)], shown, "doing_djvu_pages")
        return [out]
    if suffix in IMAGES:
        return [source]
    raise LawrefError.labelled("ocr_not_scan", path=shown)


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
            words.append(Word(left * scale, top * scale, (left + w) * scale, (top + h) * scale, row["text"],
                              (row["block_num"], row["par_num"], row["line_num"])))
    return words, width, height


def _confidences(tsv: str):
    for row in _rows(tsv):
        if row["level"] == "5" and row["text"].strip():
            yield row["text"].strip(), float(row["conf"])


# -- a PDF whose text layer OCR made (ocrmypdf, tesseract's own PDF) ------------------------------------------

OCR_FONT = "GlyphLessFont"  # the invisible font tesseract writes its words in: the text layer is OCR's
SPECK_WIDTH = 0.4  # of the line's height: a mark narrower, with no letter or digit and nothing near, is a speck
LINE_HYPHEN = "\ufffe"  # PDFium's report of a hyphen that ends a line
SPECK_APART = 2.0  # line heights from every word at its height (positioned.COLUMN_GAP: a column's distance)


def is_ocr_layer(data: bytes) -> bool:
    """The PDF's text is in tesseract's invisible font (its first page with text says)."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    document = pdfium.PdfDocument(data)
    try:
        for index in range(min(len(document), 5)):
            textpage = document[index].get_textpage()
            try:
                at = next((i for i in range(textpage.count_chars())
                           if not textpage.get_text_range(i, 1).isspace()), None)
                if at is not None:
                    flags = ctypes.c_int()
                    size = raw.FPDFText_GetFontInfo(textpage.raw, at, None, 0, ctypes.byref(flags))
                    buffer = ctypes.create_string_buffer(size)
                    raw.FPDFText_GetFontInfo(textpage.raw, at, buffer, size, ctypes.byref(flags))
                    return OCR_FONT.encode() in buffer.raw
            finally:
                textpage.close()
    finally:
        document.close()
    return False


def read_ocr_layer(data: bytes, title: str | None, shown: str) -> Extracted:
    """An OCR layer read by its words' boxes, as tesseract's own words are (PDFium joins the words of a
    skewed scan's neighbouring lines into one line, which reads as columns over one another). A speck OCR
    read as a mark (`"`, `` ` ``, `°` standing alone, far from any word at its height) is left out, recorded;
    a dash standing alone is the one its width on the page shows (_dashes), recorded where OCR read another.
    `title` None: the document's own (its information dictionary's, as read_document reads it)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    pages = []
    try:
        if title is None:
            title = (document.get_metadata_dict().get("Title") or "").strip()
        for index in range(len(document)):
            page = document[index]
            width, height = page.get_size()
            pages.append((width, height, _layer_words(page, height)))
            page.close()
    finally:
        document.close()
    return lay_out_layer(pages, title, shown)


def lay_out_layer(pages: list[tuple[float, float, list[Word]]], title: str, shown: str, reader: str = "pdf",
                  ink: bool = False) -> Extracted:
    """An OCR layer's pages (each page's width, height and words, in points; a PDF's or a DjVu's hidden text
    over a scan) laid out with a scan's rules: the page set level, specks left out and dashes read by their
    width (each recorded), each word a word (tesseract's), `lay_out(scanned=True)`. One rule for every
    container an OCR layer comes in: a DjVu of an OCR'd PDF reads like that PDF. `ink`: tesseract's own TSV, its
    boxes the words' ink: specks apart by the line's height (_despeck), and the dashes kept as read (read by their
    width there, ladya2007's texts 0.767 -> 0.760, priozer2000's 0.552 -> 0.548 after the review list)."""
    import dataclasses

    from lawref.corpus.formats import Removal
    from lawref.corpus.formats.from_pdf import lay_out

    laid, specks = [], []
    for width, height, words in pages:
        for _, side, those in spread(words, width, height):  # an open book's two pages, one by one
            those, dropped = _despeck(level(those, side), ink=ink)
            those, changed = (those, []) if ink else _dashes(those)
            laid.append(page_lines(len(laid), side, height, those, whole=True))
            specks += [("speck", text, near) for text, near in dropped] + changed
    extracted = lay_out(sized(laid), title, shown, reader, slack=INK_SLACK, scanned=True)
    lines = extracted.text.splitlines()
    removals, cursor = [], 0
    for kind, speck, near in specks:  # each at the line of the word nearest it
        cursor = next((n for n in range(cursor, len(lines)) if near in lines[n]), cursor)
        removals.append(Removal(kind, cursor + 1, speck))
    return read_back(dataclasses.replace(extracted, removals=(*extracted.removals, *removals)), shown)


def _layer_words(page, height: float) -> list[Word]:
    """The page's words: characters that follow one another on the page (PDFium gives a skewed scan's
    lines interleaved: a character behind the last one, or off its height, starts another word). A hyphen
    at a line's end PDFium reports as U+FFFE is the hyphen it is (lawref.corpus.formats.pdf_lines)."""
    textpage = TextPage(page.get_textpage())  # (its get_charbox the cheaper: one call a character)
    count = textpage.count_chars()
    text = textpage.get_text_range() if count else ""
    words, current = [], []

    def close() -> None:
        if current:
            words.append(Word(min(b[0] for _, b in current), height - max(b[3] for _, b in current),
                              max(b[2] for _, b in current), height - min(b[1] for _, b in current),
                              "".join(ch for ch, _ in current)))
            current.clear()

    for index, ch in enumerate(text[:count]):
        if ch.isspace() or ch == "\x00":
            close()
            continue
        box = textpage.get_charbox(index)
        if current:
            last = current[-1][1]
            tall = max(last[3] - last[1], box[3] - box[1], 1.0)
            if box[0] < last[0] - 0.5 or box[0] - last[2] > 0.3 * tall or \
                    abs((box[1] + box[3]) / 2 - (last[1] + last[3]) / 2) > 0.5 * tall:
                close()
        current.append(("-" if ch == LINE_HYPHEN else ch, box))
    close()
    textpage.close()
    return words


DASHES = frozenset({"-", "‐", "–", "—", "-—", "—-", "--", "——", "-–", "–-"})  # a dash as OCR reads one, once or twice
HYPHEN_WIDTH = 0.2  # of its box's height: a dash's ink narrower is a hyphen («Заявка - любое»)
EN_WIDTH = 0.45  # ... narrower than this an en dash «–» (half an em), wider an em dash «—» (ink measured on the
# red-team scans: hyphens 0.05-0.17, en dashes 0.24-0.41, em dashes 0.49-0.62 of the box's height)


def _dashes(words: list[Word]) -> tuple[list[Word], list[tuple[str, str, str]]]:
    """A dash standing alone between words, as wide on the page as its kind (a hyphen, an en dash, an em
    dash; OCR reads an en dash «–» as «—» or «-», or twice as «-—»): the one its ink's width shows; each
    dash OCR read as another recorded ("dash", "read→kept", the word before it)."""
    out, changed = [], []
    for index, word in enumerate(words):
        if word.text in DASHES and word.bottom > word.top:
            share = (word.x1 - word.x0) / (word.bottom - word.top)
            kept = "-" if share < HYPHEN_WIDTH else "–" if share < EN_WIDTH else "—"
            if kept != word.text:
                changed.append(("dash", f"{word.text}→{kept}", words[index - 1].text if index else ""))
                word = word._replace(text=kept)
        out.append(word)
    return out, changed


def _rows_of(words: list[Word]) -> list[list[Word]]:
    """For each word, the other words at its height (their boxes overlap by more than 0.3 of its own), in the
    page's order. Only the words whose top lies within a window around it are compared (the page's words sorted
    by their tops, the window as wide as the tallest word, and a point more either side): the words of a page
    compared each with each were most of a scan's reading (7.3 million comparisons for the red-team scans)."""
    from bisect import bisect_left, bisect_right

    order = sorted(range(len(words)), key=lambda n: words[n].top)
    tops = [words[n].top for n in order]
    tallest = max((w.bottom - w.top for w in words), default=0)
    rows = []
    for word in words:
        tall = word.bottom - word.top
        # an overlap of more than 0.3 * tall needs w.top < word.bottom - 0.3 * tall and w.bottom > word.top +
        # 0.3 * tall, hence w.top > word.top + 0.3 * tall - tallest (a word is no taller than the tallest)
        near = order[bisect_right(tops, word.top + 0.3 * tall - tallest - 1):
                     bisect_left(tops, word.bottom - 0.3 * tall + 1)]
        rows.append([w for w in (words[n] for n in sorted(near))
                     if w is not word and min(w.bottom, word.bottom) - max(w.top, word.top) > 0.3 * tall])
    return rows


def _despeck(words: list[Word], ink: bool = False) -> tuple[list[Word], list[tuple[str, str]]]:
    """A speck OCR read as a mark (narrow, no letter or figure) standing far from every word at its height;
    or as one letter standing so beside a line of words (`р` out in the margin, `с` after a heading): no
    book sets a letter alone two line heights from its words (a letter on a line of its own stays: it may be
    an item's number OCR misread, which the review list weighs). `ink`: boxes of the words' ink (tesseract's
    TSV), apart measured by the line's height, the speck's box a fraction of it (a footnote's number read «|», a
    third of its line's height and a tab before the note, stays: kazan2019); an OCR layer's boxes, as high as
    their line, by the speck's own (by the line's there, typewriter1996's layer keeps a «=» after a sentence)."""
    kept, dropped = [], []
    rows = _rows_of(words)
    for word, row in zip(words, rows):
        tall = word.bottom - word.top
        mark = not any(ch.isalnum() for ch in word.text) and word.x1 - word.x0 < SPECK_WIDTH * tall
        # (a letter beside specks alone, «с» and a «,» far out, stands on a line of its own: an item's number)
        words_row = [w for w in row if any(ch.isalnum() for ch in w.text)]
        letter = len(word.text) == 1 and word.text.isalpha() and bool(words_row)
        if mark or letter:
            apart = [SPECK_APART * (max(tall, w.bottom - w.top) if ink else tall) for w in row]
            if all(min(abs(w.x0 - word.x1), abs(word.x0 - w.x1)) > far for w, far in zip(row, apart)):
                near = min(row, key=lambda w: min(abs(w.x0 - word.x1), abs(word.x0 - w.x1)), default=None)
                dropped.append((word.text, near.text if near else ""))
                continue
        kept.append(word)
    return kept, dropped
