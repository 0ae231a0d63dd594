"""The EPUB reader: the producer's title page (pandoc's, of the package's metadata) and the title it says again
at the head of the first chapter are not the book's text; the book's own title page is."""

from __future__ import annotations

import io
import zipfile

import pytest

from lawref.corpus.formats.from_epub import extract_epub

CONTAINER = ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
             '<rootfiles><rootfile full-path="EPUB/content.opf" media-type="application/oebps-package+xml"/>'
             '</rootfiles></container>')


def epub(metadata: dict[str, str], pages: list[str]) -> bytes:
    meta = "".join(f"<dc:{name}>{value}</dc:{name}>" for name, value in metadata.items())
    items = "".join(f'<item id="p{i}" href="p{i}.xhtml" media-type="application/xhtml+xml"/>' for i in range(len(pages)))
    spine = "".join(f'<itemref idref="p{i}"/>' for i in range(len(pages)))
    opf = (f'<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
           f'<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">{meta}</metadata>'
           f'<manifest>{items}</manifest><spine>{spine}</spine></package>')
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("mimetype", "application/epub+zip")
        z.writestr("META-INF/container.xml", CONTAINER)
        z.writestr("EPUB/content.opf", opf)
        for i, body in enumerate(pages):
            z.writestr(f"EPUB/p{i}.xhtml", '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/'
                       f'xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>x</title></head><body>{body}'
                       '</body></html>')
    return out.getvalue()


TITLE = "Правила бриджа. Редакция 2017 года"
PANDOC_PAGE = (f'<section epub:type="titlepage"><h1 class="title">{TITLE}</h1><p class="author">Федерация</p>'
               '<p class="date">2018</p></section>')
BOOK_START = ('<div class="titlepage"><p>Федерация</p><p>ПРАВИЛА БРИДЖА</p><p>Редакция 2017 года</p>'
              '<p>Санкт-Петербург — 2018</p></div>')
PAGE = ["Федерация", "ПРАВИЛА БРИДЖА", "Редакция 2017 года", "Санкт-Петербург — 2018"]
EPUB_ROWS = [
    ("pandoc's title page of the metadata and the title again over the first chapter",
     {"title": TITLE, "creator": "Федерация", "date": "2018"},
     [PANDOC_PAGE, f'<section><h1 class="unnumbered">{TITLE}</h1>{BOOK_START}</section>'],
     PAGE),
    ("pandoc's title page with a subtitle the book's own title page says again",
     {"title": TITLE},
     [f'<section epub:type="titlepage"><h1 class="title">{TITLE}</h1><p class="subtitle">ПРАВИЛА БРИДЖА</p>'
      '</section>', f'<section><h1 class="unnumbered">{TITLE}</h1>{BOOK_START}</section>'],
     PAGE),
    # pandoc 2.17 prints a subtitle under the title but keeps it out of the package (volwiki2022's «БриджВики ВОФСБ»)
    ("pandoc's title page with a subtitle the package lacks, its author and date under it",
     {"title": TITLE, "creator": "Федерация", "date": "2018"},
     [PANDOC_PAGE.replace("</h1>", '</h1><p class="subtitle">ВикиКлуб</p>'),
      f'<section><h1 class="unnumbered">{TITLE}</h1>{BOOK_START}</section>'],
     PAGE),
    ("… a second line the package lacks: the book's",
     {"title": TITLE, "creator": "Федерация", "date": "2018"},
     [PANDOC_PAGE.replace("</h1>", '</h1><p class="subtitle">ВикиКлуб</p>').replace("2018", "Вологда 2018"),
      f"<section><h1>{TITLE}</h1>{BOOK_START}</section>"],
     [TITLE, "ВикиКлуб", "Федерация", "Вологда 2018", TITLE, *PAGE]),
    ("a title page that says more than the metadata is the book's",
     {"title": TITLE, "creator": "Федерация"},
     [PANDOC_PAGE, f"<section><h1>{TITLE}</h1>{BOOK_START}</section>"],
     [TITLE, "Федерация", "2018", TITLE, *PAGE]),
    ("a first chapter headed by other words keeps its heading",
     {"title": TITLE, "creator": "Федерация", "date": "2018"},
     [PANDOC_PAGE, f"<section><h1>ПРЕДИСЛОВИЕ</h1>{BOOK_START}</section>"],
     ["ПРЕДИСЛОВИЕ", *PAGE]),
    # pandoc's title page of a title the book's page under its first chapter's heading does not say again: the
    # book's line (a DOCX's Title paragraph, a Markdown title block), read as the reader sees it, on the title page
    # and again over the rest of the page (priok2022's truth_epub: the parser takes the second for a heading)
    ("pandoc's title page of a title the book's page does not say again: the book's line, read where it stands",
     {"title": "П Р А В И Л А"},
     ['<section epub:type="titlepage"><h1 class="title">П Р А В И Л А</h1></section>',
      '<section><h1 class="unnumbered">П Р А В И Л А</h1><p>МЕЖДУНАРОДНЫЕ ПРАВИЛА</p><p>2017</p></section>'],
     ["П Р А В И Л А", "П Р А В И Л А", "МЕЖДУНАРОДНЫЕ ПРАВИЛА", "2017"]),
    ("… with no title page before it: the book's line, read once",
     {"title": "П Р А В И Л А"},
     ['<section><h1 class="unnumbered">П Р А В И Л А</h1><p>МЕЖДУНАРОДНЫЕ ПРАВИЛА</p><p>2017</p></section>'],
     ["П Р А В И Л А", "МЕЖДУНАРОДНЫЕ ПРАВИЛА", "2017"]),
    # Calibre's EPUB of an FB2 (libru1998): its cover picture, a contents page of links, then the body's title (the
    # metadata's, put together from the title page's lines) over the book's own title page in <div>s
    ("Calibre's body title over the book's title page, past its cover and contents",
     {"title": "Правила бриджа (избранные Законы, 1997)"},
     ['<div><img src="cover.jpg" alt="cover"/></div>',
      '<ul><li><a href="p2.xhtml#t">Правила бриджа (избранные Законы, 1997)</a></li><li><a href="p2.xhtml#c">ГЛАВА II'
      '</a></li></ul>',
      '<h1>Правила бриджа (избранные Законы, 1997)</h1><div class="paragraph">ПРАВИЛА БРИДЖА</div>'
      '<div class="paragraph">Редакция 1997 года</div><div class="paragraph">(избранные Законы)</div>'],
     ["ПРАВИЛА БРИДЖА", "Редакция 1997 года", "(избранные Законы)"]),
    ("… a word the page lacks: the book's own heading",
     {"title": "Правила бриджа (избранные Законы, 1997)"},
     ['<h1>Правила бриджа (избранные Законы, 1997)</h1><div class="paragraph">ПРАВИЛА БРИДЖА</div>'
      '<div class="paragraph">(избранные Законы)</div>'],
     ["Правила бриджа (избранные Законы, 1997)", "ПРАВИЛА БРИДЖА", "(избранные Законы)"]),
    ("a first page of the publisher's line alone names no title: the book's own, broken off by its converter",
     {"title": TITLE, "creator": "Федерация"},
     ['<section epub:type="titlepage"><p>Федерация</p></section>',
      '<section><p>ПРАВИЛА БРИДЖА</p><p>Редакция 2017 года</p></section>'],
     ["Федерация", "ПРАВИЛА БРИДЖА", "Редакция 2017 года"]),
]


@pytest.mark.parametrize("what, metadata, pages, paragraphs", EPUB_ROWS, ids=[row[0] for row in EPUB_ROWS])
def test_the_producers_title_page_is_not_the_books(what, metadata, pages, paragraphs):
    got = extract_epub(epub(metadata, pages), "book.epub")
    assert got.text.strip().split("\n\n") == paragraphs


def with_encryption(data: bytes, sealed: list[str], algorithm: str) -> bytes:
    """The EPUB with META-INF/encryption.xml listing `sealed` (paths in the archive) under `algorithm`."""
    refs = "".join(f'<enc:EncryptedData><enc:EncryptionMethod Algorithm="{algorithm}"/><enc:CipherData>'
                   f'<enc:CipherReference URI="{path}"/></enc:CipherData></enc:EncryptedData>' for path in sealed)
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as old, zipfile.ZipFile(out, "w") as new:
        for item in old.infolist():
            new.writestr(item, old.read(item.filename))
        new.writestr("META-INF/encryption.xml", '<?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:'
                     'opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">' + refs +
                     "</encryption>")
    return out.getvalue()


# (what META-INF/encryption.xml lists, under which algorithm, the error's label or None: read)
ENCRYPTION_ROWS = [
    ("a chapter sealed by DRM (Adobe ADEPT's AES)", ["EPUB/p1.xhtml"], "http://www.w3.org/2001/04/xmlenc#aes128-cbc",
     "epub_encrypted"),
    ("every chapter sealed", ["EPUB/p0.xhtml", "EPUB/p1.xhtml"], "http://www.w3.org/2001/04/xmlenc#aes128-cbc",
     "epub_encrypted"),
    ("a font obfuscated for embedding (IDPF): the text is open", ["EPUB/fonts/serif.otf"],
     "http://www.idpf.org/2008/embedding", None),
]


@pytest.mark.parametrize("sealed, algorithm, error", [row[1:] for row in ENCRYPTION_ROWS],
                         ids=[row[0] for row in ENCRYPTION_ROWS])
def test_an_epub_whose_chapters_are_sealed_is_refused_saying_so(sealed, algorithm, error):
    from lawref.errors import LawrefError

    data = with_encryption(epub({"title": "Правила"}, ["<p>ПРАВИЛО 1. КОЛОДА</p>", "<p>Текст.</p>"]), sealed,
                           algorithm)
    if error is None:
        assert extract_epub(data, "book.epub").text == "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n"
        return
    with pytest.raises(LawrefError) as refused:
        extract_epub(data, "book.epub")
    assert refused.value.key == error
    assert refused.value.in_language("ru").startswith(
        f"book.epub: этот .epub защищён от копирования (DRM): текст его глав зашифрован (зашифровано глав: "
        f"{len(sealed)} из 2)")


# (what, the spine's documents after a title page, the text read) -- a note's call leads to its note in another file
# of the book (Calibre splits a DOCX's EPUB so: ledov2024): the reader follows the link and the note is the call's;
# a file that holds its own notes keeps them whatever its calls' links say (Calibre's EPUB of sevrech2015 links every
# Law's call to Law 12's note «fn:1»), and a file's anchors stay its own
CALL = '<p>Текст правила<sup><a id="r{n}" href="{to}#n{n}" class="noteref">{n}</a></sup>.</p>'
NOTE = '<dl id="n{n}" class="footnote1"><dt>{n}</dt><dd><p>Сноска {n}.</p></dd></dl>'
ENDNOTES = ('<div role="doc-endnotes"><ol><li id="n1"><p>Своя сноска. <a href="#r1" role="doc-backlink">↩</a></p>'
            '</li></ol></div>')
CROSS_FILE_ROWS = [
    ("a note in another file is its call's",
     ["<h1>ПРАВИЛО 12</h1>" + CALL.format(n=1, to="p3.xhtml"), "<h1>ПРАВИЛО 13</h1><p>Текст.</p>", NOTE.format(n=1)],
     ["ПРАВИЛО 12", "Текст правила<*>.", "-" * 32, "<*> Сноска 1.", "ПРАВИЛО 13", "Текст."]),  # (under its paragraph)
    ("a file holding its own notes keeps them",
     ["<h1>ПРАВИЛО 12</h1>" + CALL.format(n=1, to="") + ENDNOTES,
      "<h1>ПРАВИЛО 70</h1>" + CALL.format(n=1, to="p1.xhtml") + ENDNOTES],
     None),
]


@pytest.mark.parametrize("what, pages, lines", CROSS_FILE_ROWS, ids=[r[0] for r in CROSS_FILE_ROWS])
def test_a_notes_call_leading_into_another_file_of_the_book_finds_its_note_there(what, pages, lines):
    from selectolax.lexbor import LexborHTMLParser

    from lawref.corpus.formats.from_epub import notes_together

    data = epub({"title": "Книга"}, ["<section><p>Титульный лист</p></section>", *pages])
    text = extract_epub(data, "book.epub").text
    parsed = [(f"EPUB/p{i}.xhtml", LexborHTMLParser(f"<html><body>{page}</body></html>"))
              for i, page in enumerate(["<p>Титульный лист</p>", *pages])]
    joined = notes_together(parsed, None)
    assert (len(joined) == 2) is (lines is not None)  # the title page, then the files read as one
    if lines is not None:
        assert [line for line in text.splitlines() if line.strip()] == ["Титульный лист", *lines]
    else:
        assert text.count("<*> Своя сноска.") == 2 and text.index("<*> Своя сноска.", text.index("ПРАВИЛО 70")) > 0
