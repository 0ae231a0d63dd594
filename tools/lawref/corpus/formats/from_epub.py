"""EPUB (.epub) -> plain text lines: the chapters in the order of the book's spine, each read as an HTML page
(lawref.corpus.formats.from_html: headings, paragraphs, numbered lists, footnotes as `<*>`), one after
another into one text. The navigation document (the e-book's contents) is not body: recorded as
epub-contents where it stood; the producer's title page (every line of it a value of the package's
metadata, pandoc's title, author, date, or a line the next document says again) and that title said again
as the first chapter's heading, as epub-titlepage. Read with the standard zipfile and the HTML reader rather
than ebooklib (measured: the same text, and no dependency to keep).
"""

from __future__ import annotations

import codecs
import io
import posixpath
import re
import zipfile
from urllib.parse import unquote, urlsplit

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.errors import LawrefError

MAX_UNPACKED = 512 * 1024 * 1024


def extract_epub(data: bytes, shown: str) -> Extracted:
    from lxml import etree
    from selectolax.lexbor import LexborHTMLParser

    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        if sum(info.file_size for info in archive.infolist()) > MAX_UNPACKED:
            raise LawrefError.labelled("epub_too_large", path=shown, limit=MAX_UNPACKED // 2**20)
        opf_path, spine, nav, title, metadata = _package(archive, etree)
        locked = _encrypted(archive, etree) & set(spine)
        if locked:  # DRM: the chapters' text is sealed (fonts obfuscated for embedding are not)
            raise LawrefError.labelled("epub_encrypted", path=shown, count=len(locked), total=len(spine))
        pages = [(href, LexborHTMLParser(_xhtml_text(archive.read(href)))) for href in spine]
        builder = read_pages(notes_together(pages, nav), shown, title, metadata, nav)
    except LawrefError:
        raise
    except (zipfile.BadZipFile, KeyError, ValueError, OSError, EOFError, etree.LxmlError):
        raise LawrefError.labelled("epub_damaged", path=shown) from None
    return Extracted(text=builder.text(shown, "no_text_epub"),
                     encoding="epub", removals=builder.removals(), title=title)


_NOTE_CALL = re.compile(r"\W*(?:\d{1,3}|\*{1,3})\W*")  # a note's call: a number or stars, brackets around or not
_HREF = re.compile(r'href="([^"#]*)#([^"]*)"')  # a link to an anchor: its file (none: its own), the anchor
_ANCHOR = re.compile(r'(\s(?:id|name)=)"([^"]*)"')


def epub_target(name: str, href: str) -> str:
    """The book's file a link in file `name` leads to, by its address («index_split_019.html#note_4», relative to
    the file's folder); "" for a link within the file or out of the book."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or not parts.path:
        return ""
    return posixpath.normpath(posixpath.join(posixpath.dirname(name), unquote(parts.path)))


def notes_together(pages: list, nav: str | None, target=epub_target) -> list:
    """The book's files after its first (a title page, maybe) and its contents as ONE page when a note's call in one
    leads to its note in another (Calibre gathers a DOCX's footnotes in a file at the end of a Kindle book, and
    splits its EPUB so that notes stand in other files than their calls: ledov2024): the HTML reader puts a page's
    notes at their calls, as a reader follows the link. Else the files as they are. `target(name, href)`: the name
    of the file a link leads to (an EPUB's address, a Kindle book's «part0003.xhtml»), "" for none."""
    from selectolax.lexbor import LexborHTMLParser

    from lawref.corpus.formats.from_html import BACKLINK_ROLES, NOTE_ROLES, NOTES_ROLES, node_roles

    names = {name for name, _ in pages}
    rest = [(name, page) for name, page in pages[1:] if name != nav and page.body is not None]

    holding: dict[str, bool] = {}

    def answered(name: str, page) -> bool:
        """The call's own file holds notes (Calibre's EPUB of sevrech2015 links every Law's call to Law 12's note
        «fn:1», each Law's note standing under it in its own file): they are its calls'. Looked at once a file."""
        if name not in holding:
            roles = NOTE_ROLES | NOTES_ROLES | BACKLINK_ROLES
            holding[name] = any(node_roles(node) & roles for node in page.body.css("*"))
        return holding[name]

    crossing = any(_NOTE_CALL.fullmatch(link.text() or "-") and (
        link.parent is not None and link.parent.tag == "sup" or
        {"noteref", "footnote-ref", "doc-noteref"} & set(
            f"{link.attributes.get('class') or ''} {link.attributes.get('role') or ''} "
            f"{link.attributes.get('epub:type') or ''}".lower().split())) and not answered(name, page)
        for name, page in rest for link in page.body.css("a[href]")
        if target(name, link.attributes.get("href") or "") in names - {name})
    if len(rest) < 2 or not crossing:
        return pages

    # each file's anchors kept its own (Calibre gives every Law's note the id «fn:1», each in its Law's file:
    # sevrech2015), a link led to the file it names, as a reader follows it
    number = {name: k for k, (name, _) in enumerate(pages)}

    def own(name: str, html: str) -> str:
        k = number[name]
        html = _ANCHOR.sub(lambda m: f'{m[1]}"f{k}-{m[2]}"', html)
        return _HREF.sub(lambda m: f'href="#f{k}-{m[2]}"' if not m[1] else (
            f'href="#f{number[t]}-{m[2]}"' if (t := target(name, m[1] + "#")) in number else m[0]), html)

    bodies = "\n".join(own(name, page.body.html or "") for name, page in rest)
    one = LexborHTMLParser(f"<html><body>{bodies}</body></html>")
    return [pages[0], *((name, page) for name, page in pages[1:] if name == nav), ("book", one)]


def read_pages(pages: list, shown: str, title: str, metadata: set[str], nav: str | None) -> TextBuilder:
    """The book's documents ((name, parsed page), in reading order) read one after another into one builder: the
    navigation document and the producer's title page recorded as removed, the rest by the HTML reader. A Kindle
    book's files are read here too (lawref.corpus.formats.from_mobi)."""
    from lawref.corpus.formats.from_html import all_links, all_text, node_roles, read_body

    builder = TextBuilder()
    titled = True  # the producer's title page dropped, or none yet read: the title is not said again
    pages = [(href, page) for href, page in pages if page.body is not None]
    for index, (href, page) in enumerate(pages):
        if href == nav:
            builder.remove("epub-contents", all_text(page.body))
            continue
        after = next((page for later, page in pages[index + 1:] if later != nav), None)
        said = set(_lines(after.body)) if after is not None else set()  # the next document's lines
        if any("titlepage" in node_roles(node) for node in page.body.css("*")) and (
                all_text(page.body) == title or _only_metadata(page.body, metadata | said, title)) and not (
                after is not None and _heads_the_books_page(after.body, title)):
            builder.remove("epub-titlepage", all_text(page.body))  # the producer's page of the metadata
            titled = True
            continue
        if titled and all_text(page.body) and not all_links(page.body):  # (the book's first text: past a cover
            # picture and a contents page of links)
            titled = False
            _drop_repeated_title(page.body, title, builder)
        read_body(builder, page.body, shown)
    return builder


def _package(archive: zipfile.ZipFile, etree) -> tuple[str, list[str], str | None, str]:
    """(the package file, the spine's documents in reading order, the navigation document, dc:title)."""
    container = etree.fromstring(archive.read("META-INF/container.xml"))
    rootfile = container.find(".//{*}rootfile")
    if rootfile is None:
        raise KeyError("rootfile")
    opf_path = rootfile.get("full-path")
    opf = etree.fromstring(archive.read(opf_path))
    base = posixpath.dirname(opf_path)
    manifest = {item.get("id"): (posixpath.normpath(posixpath.join(base, unquote(item.get("href") or ""))),
                                 item.get("media-type") or "", item.get("properties") or "")
                for item in opf.iterfind(".//{*}manifest/{*}item")}
    spine = [manifest[ref.get("idref")][0] for ref in opf.iterfind(".//{*}spine/{*}itemref")
             if ref.get("idref") in manifest and "html" in manifest[ref.get("idref")][1]]
    nav = next((href for href, _, props in manifest.values() if "nav" in props.split()), None)
    title = opf.find(".//{*}metadata/{*}title")
    metadata = {" ".join((node.text or "").split()) for node in opf.iterfind(".//{*}metadata/{*}*")} - {""}
    return opf_path, spine, nav, " ".join((title.text or "").split()) if title is not None else "", metadata


def _encrypted(archive: zipfile.ZipFile, etree) -> set[str]:
    """The files META-INF/encryption.xml says are encrypted (DRM seals the chapters; font obfuscation, the
    fonts), as paths in the archive (the URIs are relative to its root)."""
    try:
        listing = etree.fromstring(archive.read("META-INF/encryption.xml"))
    except KeyError:
        return set()
    return {posixpath.normpath(unquote(ref.get("URI") or "")) for ref in listing.iterfind(".//{*}CipherReference")}


_BLOCKS = "h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, address"


def _heads_the_books_page(body, title: str) -> bool:
    """The document opens with the title as its heading over a page that does not say it again: the book's own
    title (pandoc took a DOCX's Title paragraph, a Markdown title block, into its metadata and printed it on its
    title page, then again over the text before the book's first heading). The title page before it is read then,
    as the reader sees it: the title, then the title again over the rest of the page (priok2022's truth_epub)."""
    first = body.css_first(_BLOCKS)
    if first is None or not first.tag.startswith("h") or " ".join(first.text(separator=" ").split()) != title:
        return False
    return not title_said_again(title, _page_under(body))


def _page_under(body) -> list[str]:
    """The words (casefolded) of the page under the document's first heading, down to its next heading."""
    page = []
    for node in body.css(_BLOCKS + ", div")[1:]:
        if node.tag.startswith("h"):
            break
        if node.tag != "div" or not any(child.tag in ("div", "p") for child in node.iter()):  # (a div of divs:
            # its own say it)
            page.extend(_WORD.findall(node.text(separator=" ").casefold()))
    return page


def _drop_repeated_title(body, title: str, builder: TextBuilder) -> None:
    """The first document after the producer's title page (or the book's first text, past a contents page: Calibre's
    EPUB of an FB2, libru1998) opening with a heading that is the metadata title again (pandoc heads the text
    before the book's first heading with it), the book's own title page under it saying the title again (its
    words in order, down to the next heading; or every one of them, more than two, a title put together from
    the page's lines): that heading is the producer's too, said twice. A title the page under it does not say
    again is the book's own line, which pandoc took into the metadata (a DOCX's Title paragraph «П Р А В И Л А»):
    read once, here. A first heading of other words, or a first paragraph, is the book's."""
    first = body.css_first(_BLOCKS)
    if first is None or not first.tag.startswith("h") or " ".join(first.text(separator=" ").split()) != title:
        return
    if title_said_again(title, _page_under(body)):
        builder.remove("epub-titlepage", title)
        first.decompose()


_WORD = re.compile(r"\w+")


def title_said_again(title: str, page: list[str]) -> bool:
    """A producer's title (metadata) that the book's own title page under it says again, `page` its words
    casefolded: the title's words in order, or every one of them (more than two) when the title was put together
    from the page's lines («… (избранные Законы, 1997)», libru1998). Said again, the title is the producer's; not
    said, it is the book's own line the producer took into its metadata (pandoc's title: a DOCX's Title paragraph,
    a Markdown title block)."""
    words = _WORD.findall(title.casefold())
    return said_again(words, page) or len(words) > 2 and set(words) <= set(page)


def said_again(words: list[str], page: list[str]) -> bool:
    """`words` stand in `page` one after another (a title said again on the page under it)."""
    return bool(words) and any(page[k:k + len(words)] == words for k in range(len(page) - len(words) + 1))


def _lines(body) -> list[str]:
    lines = [" ".join(node.text(separator=" ").split()) for node in body.css(_BLOCKS)]
    return [line for line in lines if line]


def _only_metadata(body, known: set[str], title: str = "") -> bool:
    """A page whose every line is a value of the package's metadata or a line the next document says again
    (pandoc's title page: the title, the author, the date, a subtitle the book's own title page repeats), one
    of them the `title`: the producer's page, not the book's own title page (which says more than that). A
    producer's page names the book; a first page of a menu and the publisher's line alone (a MOBI 6 whose
    converter broke the book's own title page after its first line, zavolzh2009's: the publisher is the
    author in the metadata, the menu repeats on every page) is the book's."""
    lines = _lines(body)
    unknown = [k for k, line in enumerate(lines) if line not in known]
    if unknown == [1] and lines[0] == title and len(lines) >= 4:
        # a subtitle under the title that the producer printed but kept out of the package (pandoc 2.17's EPUB of
        # a wiki's export: «БриджВики ВОФСБ» between the title and its author and date): the page is still theirs
        return True
    return bool(lines) and not unknown and (not title or title in lines)


_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_.:-]+)""")


def _xhtml_text(data: bytes) -> str:
    """A chapter's text: XHTML is UTF-8 unless its XML declaration says otherwise (a chapter may hold no
    Cyrillic at all, a title page of Latin letters, so the .txt detection is not used)."""
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", "replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", "replace")
    m = _XML_ENCODING.match(data[:200])
    name = m[1].decode("ascii") if m else "utf-8"
    try:
        return data.decode(name, "replace")
    except LookupError:
        return data.decode("utf-8", "replace")
