"""PDF renderings with a text layer: WeasyPrint typesets the book's HTML body for print (A5).

What a PDF reader meets: a title page; a contents page with dot leaders and real page numbers
(`target-counter`); a running head on every page (the Law in force, «Правило 12. Полномочия …», or the
book's title) and a page number at the foot; words hyphenated at line ends (`hyphens: auto`, `lang="ru"`,
justified text; WeasyPrint prints U+2010 at the break); Law headings in a large size, so the long ones wrap
onto two or more lines. Lists are typed (labels in the text), as in a PDF made from a word processor.

A line may break only where a reader of the page would put the space lawref.corpus.join puts between two lines:
a reference written without a space, `см. п.10.4. выше`, is kept on one line (Pango may break after `п.`, and
the page would then read `п. 10.4.`, which is not the book's text), as a typesetter binds a number to its
abbreviation.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from .blocks import book_blocks, running_law_head
from .model import Book
from .render_html import Body, anchor_of

FONTS = Path(__file__).resolve().parents[2] / "tools" / "lawref" / "booklet" / "fonts"

CSS = """
@font-face { font-family: "Book Serif"; src: url("DejaVuSerif.ttf"); }
@font-face { font-family: "Book Serif"; src: url("DejaVuSerif-Bold.ttf"); font-weight: bold; }
@page { size: A5; margin: 18mm 15mm 17mm 15mm;
  @top-center { content: string(running); font: italic 8pt "Book Serif"; }
  @bottom-center { content: "— " counter(page) " —"; font: 8pt "Book Serif"; } }
@page :first { @top-center { content: none; } @bottom-center { content: none; } }
html { font: 10pt/1.3 "Book Serif"; }
p { margin: 0 0 0.3em; text-align: justify; hyphens: auto; }
p.title-page { text-align: center; font-size: 12pt; margin: 0 0 6mm; hyphens: manual; }
p.title-page:first-child { margin-top: 30mm; font-size: 20pt; }
.title { break-after: page; }
h1, h2, h3 { font-weight: bold; text-align: left; hyphens: manual; break-after: avoid; }
h1 { font-size: 15pt; margin: 8mm 0 4mm; }
h2 { font-size: 14pt; margin: 6mm 0 3mm; }
h2[data-running] { string-set: running attr(data-running); }
h3 { font-size: 11pt; margin: 3mm 0 1.5mm; }
p.level-1 { margin-left: 5mm; } p.level-2 { margin-left: 10mm; } p.level-3 { margin-left: 15mm; }
p.auction { text-align: left; }
.contents { break-after: page; }
.contents h1 { string-set: running "Содержание"; }
.contents p { text-align: left; hyphens: manual; margin: 0 0 1mm; }
.contents p.indent { margin-left: 5mm; }
.contents a { color: inherit; text-decoration: none; }
.contents a::after { content: leader(".") target-counter(attr(href url), page); }
.nobr { white-space: nowrap; }
hr { border: none; border-top: 0.5pt solid #000; width: 30%; margin: 2mm 0; text-align: left; }
"""


# A word with no space in it where the line may break all the same: a letter and a full stop, then a digit.
UNSPACED_BREAK = re.compile(r"[^\s<>]*[^\W\d_]\.\d[^\s<>]*")
_TEXT = re.compile(r">([^<]+)<")


def keep_together(html: str) -> str:
    """`п.10.4.` -> `<span class="nobr">п.10.4.</span>` in the text between tags."""
    return _TEXT.sub(lambda m: ">" + UNSPACED_BREAK.sub(r'<span class="nobr">\g<0></span>', m[1]) + "<", html)


def print_html(book: Book) -> str:
    """The book as one HTML document for print: title page, contents (law book), body."""
    blocks = book_blocks(book)
    title = Body(book, set(), chapter_lists=False)
    body = Body(book, set(), chapter_lists=False)
    for block in blocks:
        (title if block.role == "title" else body).add(block)
    contents = ""
    if book.kind == "law":
        entries = []
        for block in blocks:
            if block.role != "heading" or block.heading == "section":
                continue
            text = running_law_head(book, block.clause) if block.heading == "law" else block.printed
            css = ' class="indent"' if block.heading in ("law", "part") else ""
            entries.append(f'<p{css}><a href="#{anchor_of(block)}">{escape(text)}</a></p>')
        heading = escape(book.furniture["contents_heading"])
        contents = f'<div class="contents"><h1>{heading}</h1>{"".join(entries)}</div>'
    running = f'<div style="string-set: running &quot;{escape(book.running_head)}&quot;"></div>'
    return (f'<!DOCTYPE html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n<title>{escape(book.running_head)}'
            f'</title>\n<style>{CSS}</style>\n</head>\n<body>\n<div class="title">{title.html()}</div>\n{contents}\n'
            f'{running}\n{keep_together(body.html())}\n</body>\n</html>\n')


def render_pdf(book: Book) -> bytes:
    from weasyprint import HTML  # imported here: WeasyPrint takes a while to load and needs pango

    return HTML(string=print_html(book), base_url=str(FONTS) + "/").write_pdf()
