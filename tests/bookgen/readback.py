"""Read a rendering back into words, leaving out the furniture its renderer added, for the tests' "nothing
lost" check: the words of the book's clauses (labels, titles, texts) must be exactly the words read back.

Readers here are deliberately plain (the standard library's HTML parser, python-docx, PDFium's plain text), so a
word the generator dropped cannot hide behind a clever reader.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from html.parser import HTMLParser

from lawref.corpus.join import hyphen_join

from .model import Book
from .render_txt import TxtRendering

WORD = re.compile(r"\w+")
PAGE_NUMBER = re.compile(r"^\s*(?:- \d+ -|— \d+ —|\d+|[сС]тр\. \d+)\s*$")


def words(text: str) -> Counter:
    return Counter(WORD.findall(text))


def expected_words(book: Book, unlabelled: set[str] = frozenset()) -> Counter:
    """The words a rendering must hold: every clause's label, title and text (the label left out for the
    clauses whose numbers a web page or Word draws)."""
    out = Counter()
    for clause in book.clauses:
        if clause.id not in unlabelled:
            out += words(clause.label)
        out += words(clause.title) + words(clause.text)
    return out


def join_physical(lines: list[str]) -> str:
    """Physical lines -> one text, joined as lawref.corpus.join joins a paragraph's lines (so a word split by a
    hyphen at a line end, also across a page break, is one word again)."""
    out: list[str] = []  # pieces; the last one is the line before (hyphen_join only needs its end)
    for line in (line.strip() for line in lines):
        if not line:
            continue
        if out:
            how = hyphen_join(out[-1], line)
            if how == "split":
                out[-1] = out[-1][:-1]
            elif how == "space":
                out.append(" ")
        out.append(line)
    return "".join(out)


def unborder(raw: str, border: str) -> str:
    if border == "left":
        return raw[2:] if raw.startswith("| ") else raw.removeprefix("|")
    if border == "both":
        return raw[2:-2].rstrip() if raw.startswith("| ") and raw.endswith(" |") else raw
    return raw


def txt_lines(rendering: TxtRendering, data: bytes) -> list[str]:
    """The file's lines as written (decoded with the variant's encoding, borders taken off)."""
    text = data.decode(rendering.variant.encoding)
    raw = text.split(rendering.variant.newline)
    if raw and raw[-1] == "":
        raw.pop()
    return [unborder(line, rendering.variant.border) for line in raw]


def txt_words(rendering: TxtRendering, data: bytes) -> Counter:
    lines = txt_lines(rendering, data)
    kept = [line for line, meta in zip(lines, rendering.lines) if meta.kind == "text"]
    return words(join_physical(kept))


class _HtmlText(HTMLParser):
    """Text of an HTML page, leaving out the site: <head>, <header>, <nav>, <footer>, scripts, styles and the
    chapter's list of Laws."""

    SKIP = {"head", "header", "nav", "footer", "script", "style"}
    BLOCKS = {"p", "li", "h1", "h2", "h3", "h4", "ol", "ul", "div", "hr", "br"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skip: list[str] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if self.skip or tag in self.SKIP or (tag == "ul" and ("class", "chapter-laws") in attrs):
            if tag not in ("hr", "br", "meta"):
                self.skip.append(tag)
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if self.skip and self.skip[-1] == tag:
            self.skip.pop()
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def html_text(page: str) -> str:
    parser = _HtmlText()
    parser.feed(page)
    parser.close()
    return "".join(parser.parts)


def docx_paragraphs(data: bytes) -> list[tuple[str, str]]:
    """(style name, text) of the body's paragraphs, contents entries («TOC …» styles) left out."""
    from docx import Document

    paragraphs = Document(io.BytesIO(data)).paragraphs
    return [(name, p.text) for p, name in zip(paragraphs, style_names(paragraphs)) if not name.startswith("TOC")]


def style_names(paragraphs) -> list[str]:
    """Each paragraph's `p.style.name`, asked once per style id (python-docx looks the id up in the styles part at
    every `p.style`: ~0.6 ms a paragraph, 1.3 s for the law book's 2,228)."""
    names: dict = {}
    out = []
    for p in paragraphs:
        key = p._p.style  # the paragraph's style id (None: the default), all that p.style reads of the paragraph
        if key not in names:
            names[key] = p.style.name
        out.append(names[key])
    return out


def pdf_pages(data: bytes) -> list[str]:
    """Each page's text layer in the order it is drawn, a line to a line: PDFium's plain text (no positions, none
    of lawref's reading), which gives pypdf's `extract_text` character for character but for the spaces (one
    where a justified line has two, none before a leader's dots) in a twelfth of its CPU (0.45 against 5.4 s for
    seed 1's two PDFs, docs/setup.md round 25)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    try:
        return [document[i].get_textpage().get_text_range().replace("\r\n", "\n") for i in range(len(document))]
    finally:
        document.close()


def pdf_body_lines(pages: list[str], heads: set[str]) -> list[str]:
    """The text layer's lines without the page furniture: the page number and the running head WeasyPrint
    draws after each page's text, and the contents pages (their running head is «Содержание»)."""
    out = []
    for page in pages:
        lines = page.split("\n")
        if lines and PAGE_NUMBER.match(lines[-1]):
            lines.pop()
        if lines and lines[-1].strip() == "Содержание":
            continue
        if lines and lines[-1].strip() in heads:
            lines.pop()
        out.extend(lines)
    return out


def pdf_words(pages: list[str], heads: set[str]) -> Counter:
    """Words of the text layer; a line ending in WeasyPrint's hyphen U+2010 continues on the next line."""
    pieces: list[str] = []
    for line in pdf_body_lines(pages, heads):
        if pieces and pieces[-1].endswith("\u2010"):
            pieces[-1] = pieces[-1][:-1]
        elif pieces:
            pieces.append("\n")
        pieces.append(line)
    return words("".join(pieces))
