"""OpenDocument text (.odt) -> plain text lines, read natively (content.xml, styles.xml and meta.xml of the zip,
by the standard library's XML parser): the same blocks the .docx reader gives for LibreOffice's .docx of the file,
without starting LibreOffice (its start alone is 1.5–2 s of CPU).

What is read: the body's paragraphs (`text:p`, `text:h`) in order, inside sections, lists and indexes (a table of
contents' entries as its paragraphs, its template not); tables cell by cell, row by row (a table of hands as its
grid: lawref.corpus.figures.grid_lines); spans, links, `text:s` (its count of spaces), tabs, line breaks, soft
hyphens (kept, as the .docx reader keeps Word's), a no-break hyphen (U+2011) as «-» (Word's noBreakHyphen), a
field's shown value; white space collapsed as ODF says (a run of spaces, tabs and line ends in the XML is one
space). Lists and their automatic numbering: each list level's format, prefix and suffix (or LibreOffice's
`loext:num-list-format`, «%1%.%2%.»), counting on through `text:continue-numbering` and `text:continue-list`, a
list item's `text:start-value`, deeper levels starting again under a new item; an item with no paragraph of its
own (a list under its label at once) counts, and its label stands before the first label under it («1. a. …»);
a bullet or a level with no number shows no label; headings numbered by the outline style. Headings by their
style's name (Heading, Title, Заголовок, Название, as the .docx reader). Text shown in capitals by its style
(`fo:text-transform="uppercase"`, on the span's style, else the paragraph's, through parent styles) is read in
capitals. Hidden text is neither shown nor printed: a style's `text:display="none"` (a span's, else its
paragraph's, through parent styles), a section so displayed, a hidden paragraph or hidden text field said to
be hidden (`text:is-hidden="true"`); it is no text, recorded as docx-hidden where it stood (as the .docx reader
records Word's w:vanish). Footnotes and endnotes:
the citation becomes `<*>` and the note follows the passage that calls it (lawref.corpus.formats.from_docx).
Headers and footers (the master pages' in styles.xml) are recorded as docx-header / docx-footer where the page
style that shows them starts (the first paragraph, a paragraph whose style names a master page); a first page's
style with the style of the pages after it, as LibreOffice writes the two (one section of its .docx, a distinct
first page); a running head's chapter field as the last heading of its level (what LibreOffice's .docx shows,
the chapter of the last page it laid out). Where LibreOffice starts a further .docx section at a page break
depends on its page layout, which a reader of the XML does not have: a page style's headers are recorded once,
where it starts. Tracked deletions and comments are not text. The title is meta.xml's dc:title, else the first heading
(LibreOffice's .docx gave python-docx's «Word Document»).

What is refused, in one line naming the file (`OdtRefused`; lawref.corpus.formats.from_office then reads the file
through LibreOffice and `check` says so): an encrypted file, one with no content.xml or content.xml that is not
XML, text in a frame (a text box, whose place in the text LibreOffice decides), a zip that unpacks too large.
Chosen by measurement (docs/formats.md "Goal"): identical text to the LibreOffice route on every .odt the project
holds (LibreOffice's and pandoc's of the generated books and of the small book, the red-team books'), the same
headers and footers, at a fraction of its CPU (tests/test_formats_odt.py).
"""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass, field
from xml.etree.ElementTree import Element, ParseError, fromstring

from lawref.corpus.figures import grid_lines, is_auction_table, is_diagram, is_hand_table
from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import STRUCK_OVER, TextBuilder
from lawref.corpus.formats.numbering import number_text
from lawref.corpus.headings import ends_a_passage
from lawref.corpus.levels import FOOTNOTE_MARK, FOOTNOTE_RULE
from lawref.errors import LawrefError

OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
FO = "{urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0}"
DRAW = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}"
DC = "{http://purl.org/dc/elements/1.1/}"
LOEXT = "{urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0}"
MAX_UNPACKED = 512 * 1024 * 1024  # as the .docx reader: a whole book's content.xml is a few MiB
MAX_SPACES = 1000  # a `text:s` count past a line's width is a damaged or hostile file's: no line is wider

_HEADING_STYLE = re.compile(r"(heading|title|заголовок|название)", re.I)
TITLE_BLOCK = "docx-title-block"
_WORD_OR_FIGURE = re.compile(r"\w+")
_TITLE_WORDS = 3  # a one- or two-word banner («ПРАВИЛА») over the title that says it again is the book's own
# ODF's number formats -> lawref.corpus.formats.numbering's (LibreOffice writes Russian letters «а, б, .. (ru)»)
_FORMATS = {"1": "1", "a": "a", "A": "A", "i": "i", "I": "I", "а": "а", "А": "А"}
_SPACES = re.compile(r"[ \t\r\n]+")
STRUCK = "struck"  # the words walked are typed over with a character (_Style.struck): left out as hidden text is
OVERTYPED = 0.4  # of the font's size, a letter-spacing back at least: the next letter is typed over the letter
DEFAULT_SIZE = 12.0  # points: the font size of a document that sets none (LibreOffice's default)
_UNITS = {"pt": 1.0, "in": 72.0, "cm": 72 / 2.54, "mm": 72 / 25.4, "pc": 12.0, "px": 0.75}


def _points(length: str) -> float | None:
    """An ODF length («-0.1in», «-0.254cm», «2pt») in points; None for «normal» or what is no length."""
    m = re.fullmatch(r"\s*(-?\d+(?:\.\d+)?)\s*(pt|in|cm|mm|pc|px)\s*", length)
    return float(m[1]) * _UNITS[m[2]] if m else None
# Elements whose content is no text of the body: declarations, an index's template, tracked changes (the deleted
# text is kept there), comments, a drawing's shapes.
_NOT_TEXT = frozenset({TEXT + "tracked-changes", TEXT + "sequence-decls", TEXT + "variable-decls",
                       TEXT + "user-field-decls", TEXT + "dde-connection-decls", TEXT + "table-of-content-source",
                       TEXT + "alphabetical-index-source", TEXT + "illustration-index-source",
                       TEXT + "table-index-source", TEXT + "object-index-source", TEXT + "user-index-source",
                       TEXT + "bibliography-source", OFFICE + "annotation", OFFICE + "annotation-end",
                       OFFICE + "forms", TEXT + "soft-page-break", TEXT + "bookmark", TEXT + "bookmark-start",
                       TEXT + "bookmark-end", TEXT + "reference-mark", TEXT + "reference-mark-start",
                       TEXT + "reference-mark-end", TEXT + "change", TEXT + "change-start", TEXT + "change-end",
                       TEXT + "toc-mark", TEXT + "alphabetical-index-mark", OFFICE + "scripts",
                       TABLE + "table-columns", TABLE + "table-column", TABLE + "table-column-group",
                       TEXT + "note-citation"})
# Parts of the body that hold paragraphs: sections and indexes (the index's paragraphs are its entries)
_SECTIONS = frozenset({TEXT + "section", TEXT + "table-of-content", TEXT + "alphabetical-index",
                       TEXT + "illustration-index", TEXT + "table-index", TEXT + "object-index", TEXT + "user-index",
                       TEXT + "bibliography"})
_INDEX_BODY = TEXT + "index-body"


class OdtRefused(LawrefError):
    """What the native reader does not read (the file goes to LibreOffice): see the module docstring."""


def _refuse(shown: str, reason: str) -> OdtRefused:
    """`reason`: the label `why_odt_REASON` of messages.toml, what the file holds, in the reader's words."""
    return OdtRefused.labelled("odt_refused", path=shown, what_label=f"why_odt_{reason}")


def extract_odt(data: bytes, shown: str) -> Extracted:
    """The .odt in `data` as plain text lines; OdtRefused (one line naming the file) for what it does not read."""
    said: list = []
    content, styles, meta = _parts(data, shown, said)
    reader = _Reader(shown, content, styles)
    reader.read()
    title = ""
    if meta is not None:
        found = meta.find(f"{OFFICE}meta/{DC}title")
        title = " ".join((found.text or "").split()) if found is not None else ""
    return Extracted(text=reader.builder.text(shown, "no_text_odt"), encoding="odt",
                     removals=reader.builder.removals(), title=title or reader.first_heading, diagnostics=tuple(said))


def _parts(data: bytes, shown: str, said: list) -> tuple[Element, Element | None, Element | None]:
    """content.xml, styles.xml, meta.xml parsed; their text read back first where it went through the wrong code
    page (a document set in a hacked «Cyrillic» font: «Ïðàâèëî»; lawref.corpus.mojibake), the read-back's
    `check` row put in `said`."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = {info.filename: info for info in archive.infolist()}
            if sum(info.file_size for info in infos.values()) > MAX_UNPACKED:
                raise _refuse(shown, "too_large")
            if "content.xml" not in infos:
                raise _refuse(shown, "no_content")
            manifest = archive.read("META-INF/manifest.xml") if "META-INF/manifest.xml" in infos else b""
            if b"encryption-data" in manifest:
                raise _refuse(shown, "encrypted")
            raw = {name: archive.read(name) if name in infos else None
                   for name in ("content.xml", "styles.xml", "meta.xml")}
    except (zipfile.BadZipFile, OSError, EOFError, KeyError, RuntimeError, NotImplementedError, ValueError):
        raise _refuse(shown, "not_zip") from None
    raw = _read_back(raw, shown, said)
    try:
        parsed = {name: fromstring(blob) if blob else None for name, blob in raw.items()}
    except (ParseError, LookupError, ValueError):  # a damaged file, an encoding Python has no codec for
        raise _refuse(shown, "bad_xml") from None
    return parsed["content.xml"], parsed["styles.xml"], parsed["meta.xml"]


def _read_back(raw: dict, shown: str, said: list) -> dict:
    """The parts' text read back by one chain (their markup as it is), when their letters went through the wrong
    code page; a part that is no UTF-8 is left to the XML parser."""
    from lawref.corpus.mojibake import read_back_all, said as told

    try:
        texts = {name: blob.decode("utf-8") for name, blob in raw.items() if blob}
    except UnicodeDecodeError:
        return raw
    read, done = read_back_all(list(texts.values()), shown, markup=True)
    if done is None:
        return raw
    said.append(told(done, shown, line=1))
    return {**raw, **{name: text.encode("utf-8") for name, text in zip(texts, read)}}


@dataclass
class _Style:
    parent: str | None = None
    name: str = ""  # the name shown (style:display-name, else style:name with its _20_ escapes read)
    caps: bool | None = None  # fo:text-transform: uppercase (True), none (False), not said (None)
    hidden: bool | None = None  # text:display: none (True), true (False), not said or a condition (None)
    # style:text-line-through-text: a character typed over the words («XXXXXX»), a typist's deletion (True), a
    # line through them (False), not said (None)
    struck: bool | None = None
    spacing: float | None = None  # fo:letter-spacing in points (negative: the carriage taken back after each letter)
    master: str | None = None  # style:master-page-name: the page style a paragraph of this style starts
    list_style: str | None = None
    center: bool = False  # fo:text-align center (an automatic style's: LibreOffice writes it on the paragraph)
    size: int | None = None  # fo:font-size in half-points (an automatic style's)
    automatic: bool = False  # an automatic style (P1, T1): its paragraphs are in its parent's style


@dataclass
class _Level:
    fmt: str = ""  # "" shows no number (a bullet, an image, num-format="")
    prefix: str = ""
    suffix: str = ""
    start: int = 1
    display: int = 1
    pattern: str | None = None  # loext:num-list-format


@dataclass
class _List:
    """A list as LibreOffice counts it: the counters of its levels, on through the lists that continue it."""

    style: str | None
    counters: dict[int, int] = field(default_factory=dict)


def _shown_name(element: Element) -> str:
    name = element.get(STYLE + "display-name")
    if name:
        return name
    return re.sub(r"_([0-9a-fA-F]{2})_", lambda m: chr(int(m[1], 16)), element.get(STYLE + "name") or "")


class _Reader:
    def __init__(self, shown: str, content: Element, styles: Element | None) -> None:
        self.shown = shown
        self.content = content
        self.styles_root = styles
        self.builder = TextBuilder()
        self.first_heading = ""
        self.title_block: Element | None = None
        self.waiting: list[str] = []
        self.paragraph_styles: dict[str, _Style] = {}
        self.text_styles: dict[str, _Style] = {}
        self.list_styles: dict[str, dict[int, _Level]] = {}
        self.outline: dict[int, _Level] = {}
        self.empty_labels: list[str] = []  # labels of list items with no text of their own, for the next paragraph
        self.masters: dict[str, Element] = {}
        self.font_size = DEFAULT_SIZE  # the default paragraph style's, in points (a letter's width is about half)
        self.chapters: dict[int, str] = {}  # outline level -> the last heading's text (a running head's field)
        self.lists: dict[str, _List] = {}  # xml:id -> the list it is part of
        self.last_list: dict[str | None, _List] = {}  # list style -> the last list of that style
        self.outline_counters: dict[int, int] = {}
        self.master = "Standard"
        self.page_style_starts = True  # the next paragraph starts a page style: its headers and footers are recorded
        for root in (styles, content):
            if root is not None:
                self._read_styles(root)

    # -- styles ---------------------------------------------------------------------------------------------
    def _read_styles(self, root: Element) -> None:
        for group in (f"{OFFICE}styles", f"{OFFICE}automatic-styles"):
            for holder in root.findall(group):
                for element in holder:
                    if element.tag == STYLE + "style":
                        self._style(element, automatic=group.endswith("automatic-styles"))
                    elif element.tag == STYLE + "default-style" and element.get(STYLE + "family") == "paragraph":
                        props = element.find(STYLE + "text-properties")
                        size = _points(props.get(FO + "font-size") or "") if props is not None else None
                        self.font_size = size or self.font_size
                    elif element.tag == TEXT + "list-style":
                        self.list_styles[element.get(STYLE + "name")] = _levels(element)
                    elif element.tag == TEXT + "outline-style":
                        self.outline = _levels(element)
        masters = root.find(f"{OFFICE}master-styles")
        if masters is not None:
            for master in masters.findall(STYLE + "master-page"):
                self.masters[master.get(STYLE + "name")] = master

    def _style(self, element: Element, automatic: bool) -> None:
        family = element.get(STYLE + "family")
        if family not in ("paragraph", "text"):
            return
        style = _Style(parent=element.get(STYLE + "parent-style-name"), name=_shown_name(element),
                       master=element.get(STYLE + "master-page-name"),
                       list_style=element.get(STYLE + "list-style-name"), automatic=automatic)
        props = element.find(STYLE + "text-properties")
        if props is not None:
            transform = props.get(FO + "text-transform")
            if transform is not None:
                style.caps = transform == "uppercase"
            spacing = _points(props.get(FO + "letter-spacing") or "")
            if spacing is not None:
                style.spacing = spacing
            through = props.get(STYLE + "text-line-through-text")
            if through is not None:
                style.struck = bool(through.strip())
            display = props.get(TEXT + "display")
            if display in ("none", "true"):
                style.hidden = display == "none"
            size = props.get(FO + "font-size") or ""
            if automatic and size.endswith("pt"):
                try:
                    style.size = round(float(size[:-2]) * 2)
                except ValueError:
                    pass
        paragraph = element.find(STYLE + "paragraph-properties")
        if automatic and paragraph is not None:
            style.center = paragraph.get(FO + "text-align") == "center"
        (self.paragraph_styles if family == "paragraph" else self.text_styles)[element.get(STYLE + "name")] = style

    def master_parts(self, name: str) -> list[tuple[str, str]]:
        """A page style's headers and footers (kind, text); a first page's style (one that names the style of the
        pages after it) with those of the pages after it, as LibreOffice writes the two as one section of its
        .docx (Word's distinct first page)."""
        master = self.masters.get(name)
        if master is None:
            return []
        parts = []
        follow = self.masters.get(master.get(STYLE + "next-style-name") or name)
        for page in (master, follow) if follow is not None and follow is not master else (master,):
            for tag in ("header", "header-left", "header-first", "footer", "footer-left", "footer-first"):
                for part in page.findall(STYLE + tag):
                    lines = (self.inline(p) for p in part.iter() if p.tag in (TEXT + "p", TEXT + "h"))
                    parts.append(("docx-header" if tag.startswith("header") else "docx-footer",
                                  "\n".join(line for line in lines if line.strip())))
        return parts

    def _inherited(self, styles: dict[str, _Style], name: str | None, attribute: str):
        seen = set()
        while name in styles and name not in seen:
            seen.add(name)
            value = getattr(styles[name], attribute)
            if value is not None:
                return value
            name = styles[name].parent
        return None

    def style_name(self, name: str | None) -> str:
        """The name of the common style a paragraph is in (an automatic style is its parent's)."""
        seen = set()
        while name in self.paragraph_styles and name not in seen:
            seen.add(name)
            style = self.paragraph_styles[name]
            if style.name and not style.automatic:
                return style.name
            name = style.parent
        return ""

    # -- the body -------------------------------------------------------------------------------------------
    def read(self) -> None:
        body = self.content.find(f"{OFFICE}body/{OFFICE}text")
        if body is None:
            raise _refuse(self.shown, "no_body")
        for h in body.iter(TEXT + "h"):  # a running head's chapter field shows the last (LibreOffice's .docx)
            level = h.get(TEXT + "outline-level") or "1"
            if level.isdigit():
                self.chapters[int(level)] = self.inline(h, plain=True)
        self.title_block = self.find_title_block(body)
        self.blocks(body, None, 0)
        self.write_notes()

    def blocks(self, container, in_list: _List | None, level: int) -> None:
        """The paragraphs, lists and tables in `container` (an element, or a list of elements)."""
        for child in container:
            tag = child.tag
            if tag in (TEXT + "p", TEXT + "h"):
                self.paragraph(child)
            elif tag == TEXT + "list":
                self.list(child, in_list, level)
            elif tag == TABLE + "table":
                self.table(child)
            elif tag == TEXT + "section" and child.get(TEXT + "display") == "none":
                self.builder.hidden(" ".join(self.inline(p, plain=True) for p in child.iter()
                                             if p.tag in (TEXT + "p", TEXT + "h")))
            elif tag in _SECTIONS or tag == _INDEX_BODY or tag == TEXT + "index-title":
                self.blocks(child, in_list, level)
            elif tag in _NOT_TEXT:
                continue
            elif tag == DRAW + "frame":
                self.frame(child)
            elif tag == TEXT + "numbered-paragraph":
                self.blocks(child, in_list, level)

    def list(self, element: Element, outer: _List | None, level: int) -> None:
        style = element.get(TEXT + "style-name")
        if outer is not None:
            counting = outer
            if style:
                counting.style = counting.style or style
        else:
            continues = element.get(TEXT + "continue-list")
            if continues and continues in self.lists:
                counting = self.lists[continues]
            elif element.get(TEXT + "continue-numbering") == "true" and style in self.last_list:
                counting = self.last_list[style]
            else:
                counting = _List(style)
            self.last_list[style] = counting
        own_id = element.get("{http://www.w3.org/XML/1998/namespace}id")
        if own_id:
            self.lists[own_id] = counting
        list_style = style or counting.style
        for item in element:
            if item.tag == TEXT + "list-header":
                self.blocks(item, counting, level + 1)
                continue
            if item.tag != TEXT + "list-item":
                continue
            first = True
            for child in item:
                if child.tag in (TEXT + "p", TEXT + "h") and first:
                    first = False
                    start = item.get(TEXT + "start-value") or ""
                    label = self.number(counting, list_style, level + 1, int(start) if start.isdigit() else None)
                    self.paragraph(child, label)
                elif child.tag == TEXT + "list":
                    if first:  # an item with no text of its own, a list under its label at once («1.» over «a. …»)
                        start = item.get(TEXT + "start-value") or ""
                        label = self.number(counting, list_style, level + 1, int(start) if start.isdigit() else None)
                        self.empty_labels.append(label)
                    first = False
                    self.list(child, counting, level + 1)
                else:
                    self.blocks([child], counting, level + 1)

    def number(self, counting: _List, style: str | None, level: int, start: int | None) -> str:
        levels = self.list_styles.get(style or "", {})
        definition = levels.get(level, _Level())
        counters = counting.counters
        if start is not None:
            counters[level] = start
        elif level in counters:
            counters[level] += 1
        else:
            counters[level] = definition.start
        for deeper in [k for k in counters if k > level]:
            del counters[deeper]
        return _label(levels, level, counters)

    def table(self, element: Element) -> None:
        rows = _rows(element)
        grid = [[[line for p in cell.iter() if p.tag in (TEXT + "p", TEXT + "h")
                  for line in self.inline(p, plain=True).split("\n")] for cell in row] for row in rows]
        if is_hand_table(grid) or is_auction_table(grid):  # a hand diagram or an auction: its grid, as printed
            self.builder.paragraph(grid_lines(grid), verbatim=True)
            return
        for row in rows:
            for cell in row:
                self.blocks(cell, None, 0)

    def frame(self, element: Element) -> None:
        for box in element.iter(DRAW + "text-box"):
            if any(p.tag in (TEXT + "p", TEXT + "h") and "".join(p.itertext()).strip() for p in box.iter()):
                raise _refuse(self.shown, "frame")

    def paragraph(self, p: Element, label: str = "") -> None:
        style = p.get(TEXT + "style-name")
        master = self._inherited(self.paragraph_styles, style, "master")
        if master:
            self.master = master
            self.page_style_starts = True
        heading = bool(_HEADING_STYLE.match(self.style_name(style)))
        if p.tag == TEXT + "h" and not label:
            label = self.outline_label(p)
        caps = bool(self._inherited(self.paragraph_styles, style, "caps"))
        hidden = bool(self._inherited(self.paragraph_styles, style, "hidden")) or any(
            field.get(TEXT + "is-hidden") == "true" for field in p.iter(TEXT + "hidden-paragraph"))
        left_out: list[str] = []
        struck: list[str] = []
        text = self.inline(p, caps=caps, hidden=hidden, left_out=left_out, struck_out=struck)
        if left_out:  # recorded where the paragraph stands (or, all of it hidden, where the next one will)
            self.builder.hidden(" ".join(left_out))
        if struck:
            self.builder.remove(STRUCK_OVER, " ".join(" ".join(struck).split()))
            if not text.strip():
                return  # a paragraph all hidden is not shown, nor its number
        if p is self.title_block:
            if self.page_style_starts:
                self.page_style_starts = False
                self.record_headers()
            self.builder.remove(TITLE_BLOCK, text)
            return
        shown = f"{label} {text}" if label and text.strip() else label or text
        if self.empty_labels and shown.strip():  # the labels of the empty items above it, on its line: «1. a. …»
            shown, self.empty_labels = " ".join([*self.empty_labels, shown]), []
        if self.waiting and shown.strip() and (ends_a_passage(shown) or heading):
            self.write_notes()
        if self.page_style_starts:
            self.page_style_starts = False
            self.record_headers()
        start = self.builder.paragraph([shown], verbatim=not label and is_diagram([shown]))
        if start and not self.first_heading and heading:
            self.first_heading = " ".join(text.split())
        for note in p.iter(TEXT + "note"):
            body = note.find(TEXT + "note-body")
            if body is None:
                continue
            text = " ".join(self.inline(q, plain=True) for q in body.iter()
                            if q.tag in (TEXT + "p", TEXT + "h")).strip()
            if text:
                self.waiting.append(text)
        for frame in p.iter(DRAW + "frame"):
            self.frame(frame)

    def find_title_block(self, body: Element) -> Element | None:
        """The first paragraph when it is a producer's title over the book's title page, as the .docx reader finds
        it (from_docx._title_block): centred and set larger than the title page under it by its own formatting
        (an automatic style: what LibreOffice writes on the paragraph and its runs), every word of it said
        again there in its order, three words at least."""
        notes = {id(q) for note in body.iter(TEXT + "note-body") for q in note.iter()}
        paragraphs = [p for p in body.iter() if p.tag in (TEXT + "p", TEXT + "h") and id(p) not in notes
                      and self.inline(p, plain=True).strip()]
        if len(paragraphs) < 2:
            return None
        first = paragraphs[0]
        size = self.size(first)
        own = self.paragraph_styles.get(first.get(TEXT + "style-name") or "")
        if size is None or own is None or not own.automatic or not own.center:
            return None
        page: list[str] = []
        for p in paragraphs[1:]:
            if (self.size(p) or 0) >= size:
                break
            page.extend(_WORD_OR_FIGURE.findall(self.inline(p, plain=True).casefold()))
        words = _WORD_OR_FIGURE.findall(self.inline(first, plain=True).casefold())
        said_again = any(page[k:k + len(words)] == words for k in range(len(page) - len(words) + 1))
        return first if len(words) >= _TITLE_WORDS and said_again else None

    def size(self, p: Element) -> int | None:
        """The largest size the paragraph's own formatting sets (its automatic style's, its spans'), half-points."""
        sizes = []
        own = self.paragraph_styles.get(p.get(TEXT + "style-name") or "")
        if own is not None and own.automatic and own.size is not None:
            sizes.append(own.size)
        for span in p.iter(TEXT + "span"):
            style = self.text_styles.get(span.get(TEXT + "style-name") or "")
            if style is not None and style.automatic and style.size is not None:
                sizes.append(style.size)
        return max(sizes) if sizes else None

    def outline_label(self, h: Element) -> str:
        level_text = h.get(TEXT + "outline-level")
        if not level_text or not level_text.isdigit() or not self.outline:
            return ""
        level = int(level_text)
        counters = self.outline_counters
        counters[level] = counters.get(level, self.outline.get(level, _Level()).start - 1) + 1
        for deeper in [k for k in counters if k > level]:
            del counters[deeper]
        return _label(self.outline, level, counters)

    def record_headers(self) -> None:
        for kind, text in self.master_parts(self.master):
            self.builder.remove(kind, text)

    def write_notes(self) -> None:
        for note in self.waiting:
            self.builder.paragraph([FOOTNOTE_RULE])
            self.builder.paragraph([f"{FOOTNOTE_MARK} {note}"])
        self.waiting = []

    # -- a paragraph's text ---------------------------------------------------------------------------------
    def inline(self, p: Element, caps: bool = False, plain: bool = False, hidden: bool = False,
               left_out: list[str] | None = None, struck_out: list[str] | None = None) -> str:
        """The text of a paragraph: `caps` shown in capitals by the paragraph's style; `plain`: no capitals (the
        .docx reader reads a table's grid and a note so); `hidden`: the paragraph's style hides its text (a span
        may show it). Hidden text is left out, its words put in `left_out` when given; words typed over with a
        character («XXXXXX» over «пасует»: a typist's deletion, which a reader skips) too, put in `struck_out`, and
        so are letters that the next one is typed over (a letter-spacing that takes the carriage back most of a
        letter's width, OVERTYPED of the font's size: a typist's «интеонация», «о» typed over a wrong «е»)."""
        out: list[str] = []
        space = [True]  # the last character written is white space: ODF drops a space after it

        def put(text: str, caps: bool) -> None:
            if not text:
                return
            if hiding[-1]:
                kept = struck_out if hiding[-1] == STRUCK else left_out
                if kept is not None:
                    kept.append(text)
                return
            text = _SPACES.sub(" ", text)
            if space[0] and text.startswith(" "):
                text = text[1:]
                if not text:
                    return
            space[0] = text.endswith(" ")
            out.append(text.upper() if caps else text)

        hiding = [hidden]  # the text being walked is hidden (a stack: a span may show or hide its own)

        def walk(element: Element, caps: bool) -> None:
            put(element.text, caps)
            for child in element:
                tag = child.tag
                if tag in _NOT_TEXT:
                    pass
                elif tag == TEXT + "span" or tag == TEXT + "hidden-text":
                    name = child.get(TEXT + "style-name")
                    own = None if plain else self._inherited(self.text_styles, name, "caps")
                    conceal = self._inherited(self.text_styles, name, "hidden")
                    if tag == TEXT + "hidden-text":
                        conceal = child.get(TEXT + "is-hidden") == "true" or None
                    if not hiding[-1] and (self._inherited(self.text_styles, name, "struck") or
                                           (self._inherited(self.text_styles, name, "spacing") or 0) <= -OVERTYPED
                                           * self.font_size):
                        conceal = STRUCK
                    hiding.append(hiding[-1] if conceal is None else conceal)
                    walk(child, caps if own is None else own)
                    hiding.pop()
                elif hiding[-1] and tag in (TEXT + "s", TEXT + "tab", TEXT + "line-break", TEXT + "note"):
                    pass  # hidden white space, a hidden note's call
                elif tag == TEXT + "s":
                    count = child.get(TEXT + "c") or "1"
                    out.append(" " * min(int(count) if count.isdigit() else 1, MAX_SPACES))
                    space[0] = False
                elif tag == TEXT + "tab":
                    out.append("\t")
                    space[0] = False
                elif tag == TEXT + "line-break":
                    out.append("\n")
                    space[0] = False
                elif tag == TEXT + "note":
                    out.append(FOOTNOTE_MARK)
                    space[0] = False
                elif tag == DRAW + "frame" or tag == TEXT + "note-body":
                    pass
                elif tag == TEXT + "chapter":
                    level = child.get(TEXT + "outline-level") or "1"
                    put(self.chapters.get(int(level), "") if level.isdigit() else "", caps)
                else:
                    walk(child, caps)
                put(child.tail, caps)

        walk(p, caps and not plain)
        return "".join(out).replace("\u2011", "-")


def _levels(element: Element) -> dict[int, _Level]:
    levels = {}
    for level in element:
        number = level.get(TEXT + "level")
        if not number or not number.isdigit():
            continue
        if level.tag in (TEXT + "list-level-style-number", TEXT + "outline-level-style"):
            fmt = level.get(STYLE + "num-format") or ""
            start = level.get(TEXT + "start-value") or "1"
            display = level.get(TEXT + "display-levels") or "1"
            levels[int(number)] = _Level(fmt=_format(fmt), prefix=level.get(STYLE + "num-prefix") or "",
                                         suffix=level.get(STYLE + "num-suffix") or "",
                                         start=int(start) if start.isdigit() else 1,
                                         display=int(display) if display.isdigit() else 1,
                                         pattern=level.get(LOEXT + "num-list-format"))
        else:
            levels[int(number)] = _Level()
    return levels


def _format(fmt: str) -> str:
    if not fmt:
        return ""
    return _FORMATS.get(fmt[0], "1") if fmt[0] in _FORMATS else "1"


def _label(levels: dict[int, _Level], level: int, counters: dict[int, int]) -> str:
    definition = levels.get(level, _Level())
    if not definition.fmt:
        return ""

    def value(k: int) -> str:
        lvl = levels.get(k, _Level(fmt="1"))
        number = counters.get(k, lvl.start)
        return number_text(lvl.fmt or "1", number) if lvl.fmt else ""

    if definition.pattern:
        text = re.sub(r"%(\d+)%", lambda m: value(int(m[1])), definition.pattern)
    else:
        shown = range(max(1, level - definition.display + 1), level + 1)
        text = definition.prefix + ".".join(value(k) for k in shown) + definition.suffix
    return text.strip()


def _rows(table: Element) -> list[list[Element]]:
    """A table's rows (in header rows and row groups too), each its cells; a cell covered by a cell spanning
    columns is no cell (as in Word's table), one covered from the row above an empty one."""
    rows = []
    for row in _own_rows(table):
        cells, skip = [], 0
        for cell in row:
            if cell.tag == TABLE + "table-cell":
                spanned = cell.get(TABLE + "number-columns-spanned") or "1"
                skip = int(spanned) - 1 if spanned.isdigit() else 0
                cells.append(cell)
            elif cell.tag == TABLE + "covered-table-cell":
                if skip:
                    skip -= 1
                else:
                    cells.append(Element(TABLE + "table-cell"))
        rows.append(cells)
    return rows


def _own_rows(element: Element):
    for child in element:
        if child.tag == TABLE + "table-row":
            yield child
        elif child.tag in (TABLE + "table-header-rows", TABLE + "table-rows", TABLE + "table-row-group"):
            yield from _own_rows(child)
