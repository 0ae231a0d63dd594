"""Word (.docx) -> plain text lines.

The body's paragraphs in order (content controls opened; text boxes after the paragraph that anchors them), and
tables cell by cell, row by row; each paragraph is a paragraph of the text, a line break inside it a line break. A
table of hands (an example's hand diagram: North over West and East, South under them) is laid out as its grid,
its columns aligned (lawref.corpus.figures.grid_lines); a diagram's line typed as a paragraph keeps the tabs or spaces
before it.
Automatic numbering (Word's numPr, on the paragraph or its style) is written in front of the paragraph as the
label Word shows (`1.`, `a)`, `(i)`, from the list level's format and text; an empty numbered paragraph as its
label alone); that label is not in the file's text, so it is an insertion, documented in docs/parsing.md. A list
split after its first item («1. … 1. 2. 3.»: LibreOffice's Word 97 export of a restarted list) is read as one list
counting on: see _Numbering.split_from. Tracked deletions and field instructions are not text; a field's shown
result is. Footnotes and endnotes: the reference becomes `<*>` (as the Russian Laws print it) and the note's text
follows the passage that calls it, after a dash rule, as `<*> text` (the layout of the Law 70 seed): before the
next paragraph that opens a unit (lawref.corpus.headings.ends_a_passage), so a boxed note or a table under the
calling paragraph stays the calling clause's. Headers and footers are not body: each section's are recorded once,
as docx-header / docx-footer, at the line where the section starts.
Text set in capitals by its format (w:caps on the run, its character style or its paragraph's style, through
basedOn) is read in capitals, as it is shown and printed: a title typed «Заявки» in a style with the caps
attribute reads «ЗАЯВКИ» (_caps_styles). Hidden text (w:vanish, found the same way; LibreOffice writes
`<w:vanish w:val="false"/>` on every other run) is neither shown nor printed: it is no text, and is recorded as
docx-hidden where it stood (an editor's reminder left in a working copy), so `check` lists it.
A producer's title block over the book's own title page (pandoc's RTF and DOCX write the metadata title first:
«Правила спортивного бриджа. Редакция 2017 года» over a title page whose lines say «Правила спортивного
бриджа / Редакция 2017 года» again) is recorded as docx-title-block: see _title_block.
"""

from __future__ import annotations

import io
import re
import zipfile
from typing import NamedTuple

from lawref.corpus.figures import grid_lines, is_auction_table, is_diagram, is_hand_table
from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import STRUCK_OVER, TextBuilder
from lawref.corpus.formats.numbering import number_text
from lawref.corpus.formats.ole import MAGIC as _OLE_MAGIC
from lawref.corpus.headings import ends_a_passage, is_contents_heading
from lawref.corpus.levels import FOOTNOTE_MARK, FOOTNOTE_RULE
from lawref.errors import LawrefError

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
# What a .docx may decompress to: a whole book's document.xml is ~10-20 MiB.
MAX_UNPACKED = 512 * 1024 * 1024
_NOT_TEXT = frozenset({W + "del", W + "moveFrom", W + "instrText", W + "delText", W + "rPr", W + "pPr",
                       W + "txbxContent", MC_FALLBACK, W + "commentReference"})
_FORMATS = {"decimal": "1", "decimalZero": "01", "lowerLetter": "a", "upperLetter": "A", "lowerRoman": "i",
            "upperRoman": "I", "russianLower": "а", "russianUpper": "А"}


def extract_docx(data: bytes, shown: str) -> Extracted:
    from lxml.etree import LxmlError

    document = _open(data, shown)
    builder = TextBuilder()
    try:
        reader = _Reader(document, builder)
        sections = list(document.sections)
        reader.section_start(sections, 0)
        reader.blocks(document.element.body, sections)
        reader.write_notes()
        title = (document.core_properties.title or "").strip() or reader.first_heading
    except (ValueError, KeyError, TypeError, AttributeError, IndexError, LxmlError):
        # A value Word would never write (a numbering start "x", a missing part): the file is damaged.
        raise LawrefError.labelled("docx_damaged", path=shown) from None
    return Extracted(text=builder.text(shown, "no_text_docx"),
                     encoding="docx", removals=builder.removals(), title=title)


def _open(data: bytes, shown: str):
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    if data.startswith(_OLE_MAGIC):
        raise LawrefError.labelled("docx_password", path=shown)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unpacked = sum(info.file_size for info in archive.infolist())
        if unpacked > MAX_UNPACKED:
            raise LawrefError.labelled("docx_too_large", path=shown, size=unpacked // 2**20,
                                       limit=MAX_UNPACKED // 2**20)
        return docx.Document(io.BytesIO(data))
    except LawrefError:
        raise
    except (zipfile.BadZipFile, PackageNotFoundError, KeyError, ValueError, OSError, EOFError):
        raise LawrefError.labelled("docx_not_word", path=shown) from None
    except Exception:  # lxml's XMLSyntaxError and other parser failures of a damaged file
        raise LawrefError.labelled("docx_damaged", path=shown) from None


class _Reader:
    def __init__(self, document, builder: TextBuilder):
        self.builder = builder
        self.numbering = _Numbering(document)
        self.styles = _styles(document)
        self.caps = _caps_styles(document)
        self.hidden = _caps_styles(document, "vanish")
        self.overtyped = _overtyped(document)
        self.notes = _notes(document)
        self.first_heading = ""
        self.title_block = _title_block(document.element.body)
        self.title = " ".join((document.core_properties.title or "").split())  # the document's metadata title
        self.section = 0
        self.waiting: list[str] = []  # notes called by the passage being read, written where it ends
        self.links_left = 0  # paragraphs left of a run of links to the book's own places (< 0: a short run)

    def section_start(self, sections, index: int) -> None:
        """Record a section's headers and footers (those it defines itself) where it starts."""
        if index >= len(sections):
            return
        section = sections[index]
        for kind, parts in (("docx-header", ("header", "first_page_header", "even_page_header")),
                            ("docx-footer", ("footer", "first_page_footer", "even_page_footer"))):
            for name in parts:
                part = getattr(section, name)
                if part.is_linked_to_previous:
                    continue
                lines = [_paragraph_text(p) for p in part._element.iter(W + "p")]
                self.builder.remove(kind, "\n".join(line for line in lines if line.strip()))

    def blocks(self, container, sections=None) -> None:
        for child in container:
            tag = child.tag
            if tag == W + "p" and self.contents(child):
                pass
            elif tag == W + "p":
                self.paragraph(child)
                if sections is not None and child.find(f"{W}pPr/{W}sectPr") is not None:
                    self.section += 1
                    self.section_start(sections, self.section)
            elif tag == W + "tbl":
                grid = _cells(child)
                if is_hand_table(grid) or is_auction_table(grid):  # a hand diagram or an auction: its grid, as printed
                    self.builder.paragraph(grid_lines(grid), verbatim=True)
                    continue
                for row in child.iter(W + "tr"):
                    for cell in row.findall(W + "tc"):
                        self.blocks(cell)
            elif tag in (W + "sdt", W + "customXml", W + "ins", W + "moveTo"):
                self.blocks(child.find(W + "sdtContent") if tag == W + "sdt" else child, sections)

    def contents(self, p) -> bool:
        """A paragraph of a run of paragraphs each one link to a place in the book and nothing else (a contents
        list: Calibre's DOCX of an EPUB lists every heading so in its TOC field, then its contents page made a
        list, libru1998), or the heading right over such a run («Table of Contents», «СОДЕРЖАНИЕ»): recorded as
        contents, not read. Contents of plain entries («ОТ РЕДАКЦИИ<tab>iv») are the furniture pass's, as for
        any format (lawref.corpus.furniture)."""
        if self.links_left == 0 and _own_link(p):
            self.links_left = _link_run(p)
        listed = self.links_left > 0
        self.links_left += -1 if self.links_left > 0 else 1 if self.links_left < 0 else 0
        following = p.getnext()
        over = not listed and following is not None and following.tag == W + "p" and _own_link(following) \
            and _link_run(following) > 0 and (_is_heading(_style_id(p), self.styles)
                                              or is_contents_heading(_paragraph_text(p).strip()))
        if over or listed:
            self.builder.remove("contents", _paragraph_text(p))
        return over or listed

    def said_on_page(self, p, style, text: str) -> bool:
        """The book's first heading is the metadata title, every word of it (more than two) on the title page
        under it, down to the next heading (Calibre's DOCX of an EPUB of an FB2, libru1998: the title put
        together from the page's lines): the producer's title, said again."""
        if not self.title or " ".join(text.split()) != self.title or not _is_heading(style, self.styles):
            return False
        page: set[str] = set()
        node = p.getnext()
        while node is not None and not (node.tag == W + "p" and _is_heading(_style_id(node), self.styles)):
            if node.tag == W + "p":
                page.update(_WORD_OR_FIGURE.findall(_paragraph_text(node).casefold()))
            node = node.getnext()
        words = set(_WORD_OR_FIGURE.findall(text.casefold()))
        return len(words) > 2 and words <= page

    def paragraph(self, p) -> None:
        style = _style_id(p)
        left_out: list[str] = []
        struck: list[str] = []
        text = _paragraph_text(p, self.caps, style in self.caps, _Hidden(self.hidden, style in self.hidden, left_out,
                                                                         struck, self.overtyped))
        if struck:  # letters typed over (a typist's correction: «интеонация» for «интонация»)
            self.builder.remove(STRUCK_OVER, " ".join(struck))
        if left_out:  # recorded where the paragraph stands (or, all of it hidden, where the next one will)
            self.builder.hidden(" ".join(left_out))
            if not text.strip():
                return  # a paragraph all hidden is not shown, nor its number
        if p is self.title_block or not self.builder.lines and self.said_on_page(p, style, text):
            self.builder.remove(TITLE_BLOCK, text)
            return
        # An empty numbered paragraph counts and shows its number, as Word shows it (an item whose text is
        # all in its sub-items: «3.» then «(a) …»), so the items after it keep their numbers.
        label = self.numbering.label(p, self.styles.get(style, (None, None)))
        if _is_heading(style, self.styles):
            self.numbering.heading()
        shown = f"{label} {text}" if label and text.strip() else label or text
        if self.waiting and shown.strip() and (ends_a_passage(shown) or _is_heading(style, self.styles)):
            self.write_notes()
        # a hand diagram's line typed with tabs or spaces before it keeps them (lawref.corpus.figures)
        start = self.builder.paragraph([shown], verbatim=not label and is_diagram([shown]))
        if start and not self.first_heading and _is_heading(style, self.styles):
            self.first_heading = " ".join(text.split())
        for box in p.iter(W + "txbxContent"):
            if box.getparent() is not None and not _inside(box, MC_FALLBACK):
                self.blocks(box)
        for note_id in (r.get(W + "id") for r in p.iter(W + "footnoteReference", W + "endnoteReference")):
            note = self.notes.get(note_id)
            if note:
                self.waiting.append(note)

    def write_notes(self) -> None:
        for note in self.waiting:
            self.builder.paragraph([FOOTNOTE_RULE])
            self.builder.paragraph([f"{FOOTNOTE_MARK} {note}"])
        self.waiting = []


CONTENTS_LINKS = 3  # paragraphs in a row, each one link to the book's own place: a contents list
_PAGE_AFTER_TAB = re.compile(r"\t\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$", re.IGNORECASE)


def _own_link(p) -> bool:
    """Is the paragraph one link to a place in the document (w:hyperlink w:anchor), with no text beside it?"""
    links = p.findall(W + "hyperlink")
    if len(links) != 1 or not links[0].get(W + "anchor") or not _paragraph_text(links[0]).strip() \
            or _PAGE_AFTER_TAB.search(_paragraph_text(p)):
        return False  # (an entry with its page number, «ПРЕДИСЛОВИЕ<tab>2»: the furniture pass's, in every format)
    return not _paragraph_text(p).replace(_paragraph_text(links[0]), "", 1).strip()


def _link_run(p) -> int:
    """The paragraphs from `p` on that are each one link to the book's own place (an empty one among them goes on
    with them: an empty entry): their count when CONTENTS_LINKS of them are links, else minus it (a short run:
    the book's own links)."""
    run, links, node = 0, 0, p
    while node is not None and node.tag == W + "p" and (_own_link(node) or not _paragraph_text(node).strip()):
        run, links, node = run + 1, links + _own_link(node), node.getnext()
    return run if links >= CONTENTS_LINKS else -run


def _cells(table) -> list[list[list[str]]]:
    """A table's rows, each its cells, each cell its lines (its paragraphs' lines, top to bottom); a table inside a
    cell is the cell's own lines too."""
    return [[[line for p in cell.iter(W + "p") for line in _paragraph_text(p).split("\n")]
             for cell in row.findall(W + "tc")] for row in table.iter(W + "tr")]


def _inside(element, tag: str) -> bool:
    parent = element.getparent()
    while parent is not None:
        if parent.tag == tag:
            return True
        parent = parent.getparent()
    return False


class _Hidden(NamedTuple):
    """Hidden text in a paragraph: the styles that hide their text, whether the paragraph's style does, and
    where the words left out go."""

    styles: frozenset[str]
    paragraph: bool
    left_out: list[str]
    struck: list[str] | None = None  # ... and where the letters typed over go: a run whose own w:spacing takes the
    overtyped: int = 0  # carriage back this many twentieths of a point, at least (0: none read so)


OVERTYPED = 0.4  # of the font's size, a letter-spacing back at least: the next letter is typed over the letter


def _overtyped(document) -> int:
    """The letter-spacing back, in twentieths of a point, of a run whose letters the next one is typed over:
    OVERTYPED of the document's default font size (w:docDefaults' w:sz, half-points; 12 pt where none is set)."""
    sizes = [int(sz.get(W + "val")) for sz in document.styles.element.iterfind(f"{W}docDefaults/{W}rPrDefault/"
                                                                                f"{W}rPr/{W}sz")
             if (sz.get(W + "val") or "").isdigit()]
    return round(OVERTYPED * (sizes[0] / 2 if sizes else 12) * 20)


def _paragraph_text(p, caps_styles: frozenset[str] = frozenset(), caps: bool = False,
                    hidden: _Hidden | None = None) -> str:
    """The text a reader sees in one paragraph (see the module docstring for what is not text); `caps`: the
    paragraph's style shows its text in capitals, `caps_styles` the styles that do (a run may say otherwise);
    `hidden`: hidden runs are left out, their words put in its `left_out`."""
    out: list[str] = []

    def walk(element, caps: bool = caps) -> None:
        nonlocal out
        for child in element:
            tag = child.tag
            if tag in _NOT_TEXT:
                continue
            if tag == W + "r":
                if hidden is not None and _run_caps(child, hidden.styles, hidden.paragraph, "vanish"):
                    shown, out = out, []
                    walk(child, False)
                    hidden.left_out.append("".join(out))
                    out = shown
                    continue
                back = child.find(f"{W}rPr/{W}spacing")
                if hidden is not None and hidden.struck is not None and hidden.overtyped and back is not None and \
                        re.fullmatch(r"-\d+", back.get(W + "val") or "") and \
                        -int(back.get(W + "val")) >= hidden.overtyped:
                    shown, out = out, []
                    walk(child, _run_caps(child, caps_styles, caps))
                    hidden.struck.append("".join(out))
                    out = shown
                    continue
                walk(child, _run_caps(child, caps_styles, caps))
            elif tag == W + "t":
                out.append((child.text or "").upper() if caps else child.text or "")
            elif tag == W + "tab":
                out.append("\t")
            elif tag in (W + "br", W + "cr"):
                out.append("\n")
            elif tag == W + "noBreakHyphen":
                out.append("-")
            elif tag == W + "softHyphen":
                out.append("\u00ad")
            elif tag in (W + "footnoteReference", W + "endnoteReference"):
                out.append(FOOTNOTE_MARK)
            else:
                walk(child)

    walk(p)
    return "".join(out)


TITLE_BLOCK = "docx-title-block"
_WORD_OR_FIGURE = re.compile(r"\w+")
_TITLE_WORDS = 3  # a one- or two-word banner («ПРАВИЛА») over the title that says it again is the book's own


def _title_block(body):
    """The document's first paragraph when it is a producer's title over the book's title page: centred, set
    larger than every paragraph of the title page under it (down to the next paragraph as large: the first
    heading), and every word of it said again there, in its order, one after another. A title page does not
    say its title twice, so the first is the producer's; a title the page below does not repeat word for word
    is the book's own. None otherwise."""
    paragraphs = [p for p in body.iter(W + "p") if _paragraph_text(p).strip()]
    if len(paragraphs) < 2:
        return None
    first = paragraphs[0]
    size = _size(first)
    justified = first.find(f"{W}pPr/{W}jc")
    if size is None or justified is None or justified.get(W + "val") != "center":
        return None
    page = []
    for p in paragraphs[1:]:
        if (_size(p) or 0) >= size:
            break
        page.extend(_WORD_OR_FIGURE.findall(_paragraph_text(p).casefold()))
    words = _WORD_OR_FIGURE.findall(_paragraph_text(first).casefold())
    said_again = any(page[k:k + len(words)] == words for k in range(len(page) - len(words) + 1))
    return first if len(words) >= _TITLE_WORDS and said_again else None


_OFF = ("0", "false", "off")


def _caps_on(rpr, name: str = "caps") -> bool | None:
    """w:caps (or another toggle, `name`: w:vanish) in a run's properties: True, False (switched off), None (not
    said)."""
    caps = rpr.find(W + name) if rpr is not None else None
    return None if caps is None else caps.get(W + "val", "true") not in _OFF


def _run_caps(run, caps_styles: frozenset[str], caps: bool, name: str = "caps") -> bool:
    """Is a run shown in capitals (or hidden, `name` "vanish"): its own w:caps, else its character style's, else
    its paragraph's."""
    rpr = run.find(W + "rPr")
    own = _caps_on(rpr, name)
    if own is not None:
        return own
    style = rpr.find(W + "rStyle") if rpr is not None else None
    return style.get(W + "val") in caps_styles if style is not None else caps


def _caps_styles(document, name: str = "caps") -> frozenset[str]:
    """The style ids whose text is shown in capitals (or hidden, `name` "vanish"): w:caps in the style's rPr or in
    a style it is based on. Of a style id defined twice (pandoc adds its own «LawTitle» after the reference
    document's) the first definition is the one Word and LibreOffice use."""
    root = document.styles.element
    raw: dict[str, tuple[bool | None, str | None]] = {}
    for style in root.iter(W + "style"):
        sid = style.get(W + "styleId")
        if sid in raw:
            continue
        based = style.find(W + "basedOn")
        raw[sid] = (_caps_on(style.find(W + "rPr"), name), based.get(W + "val") if based is not None else None)
    out = set()
    for sid in raw:
        seen, current = {sid}, sid
        while True:
            caps, based = raw[current]
            if caps is not None or based not in raw or based in seen:
                break
            seen.add(based)
            current = based
        if caps:
            out.add(sid)
    return frozenset(out)


def _size(p) -> int | None:
    """The paragraph's largest direct run size (half-points), None when its runs set none."""
    sizes = [int(sz.get(W + "val")) for sz in p.iter(W + "sz") if (sz.get(W + "val") or "").isdigit()
             and sz.getparent().getparent().tag == W + "r"]
    return max(sizes) if sizes else None


def _style_id(p) -> str | None:
    style = p.find(f"{W}pPr/{W}pStyle")
    return style.get(W + "val") if style is not None else None


def _styles(document) -> dict[str, tuple[str | None, object]]:
    """style id -> (its name, its numPr element or None), numPr inherited through basedOn."""
    root = document.styles.element
    raw = {}
    for style in root.iter(W + "style"):
        sid = style.get(W + "styleId")
        name = style.find(W + "name")
        based = style.find(W + "basedOn")
        raw[sid] = (name.get(W + "val") if name is not None else sid, style.find(f"{W}pPr/{W}numPr"),
                    based.get(W + "val") if based is not None else None)
    out = {}
    for sid, (name, num, based) in raw.items():
        seen = {sid}
        while num is None and based in raw and based not in seen:
            seen.add(based)
            num, based = raw[based][1], raw[based][2]
        out[sid] = (name, num)
    return out


def _is_heading(style: str | None, styles) -> bool:
    name = (styles.get(style, (style, None))[0] or "") if style else ""
    return bool(re.match(r"(heading|title|заголовок|название)", name, re.I))


def _notes(document) -> dict[str, str]:
    """Footnote and endnote id -> text (separators and continuation notices are not notes)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from lxml import etree

    notes = {}
    for rel in document.part.rels.values():
        if rel.reltype not in (RT.FOOTNOTES, RT.ENDNOTES) or rel.is_external:
            continue
        root = etree.fromstring(rel.target_part.blob)
        for note in root:
            if note.get(W + "type") in (None, "normal"):
                text = " ".join(_paragraph_text(p) for p in note.iter(W + "p")).strip()
                if text:
                    notes[note.get(W + "id")] = text
    return notes


class _Numbering:
    """Word's automatic numbering: numId + level -> the label shown, counting as Word does."""

    def __init__(self, document):
        self.formats: dict[str, dict[int, tuple[int, str, str]]] = {}  # abstractNumId -> level -> (start, fmt, text)
        self.nums: dict[str, tuple[str, dict[int, int]]] = {}  # numId -> (abstractNumId, level -> start override)
        self.counters: dict[str, dict[int, int]] = {}  # abstractNumId -> level -> current number
        self.started: set[str] = set()  # numIds whose start overrides have been applied
        # A list split in two (see label): (abstractNumId, level) -> the list it counts on; paragraphs numbered at
        # each (abstractNumId, level); the last list to number with each level definition, and the order lists
        # began in, so that a list begun after it (its sub-list) does not part the two.
        self.counts_on: dict[tuple[str, int], tuple[str, int]] = {}
        self.numbered: dict[tuple[str, int], int] = {}
        self.last_of: dict[tuple, tuple[str, int]] = {}
        self.began: dict[tuple[str, int], int] = {}
        self.last_at: dict[tuple[str, int], int] = {}  # the paragraph each list numbered last (a count)
        self.first_shown: dict[tuple[str, int], int] = {}  # the number each list showed first
        try:
            root = document.part.numbering_part.element
        except (KeyError, NotImplementedError, AttributeError):
            return
        for abstract in root.iter(W + "abstractNum"):
            levels = {}
            for lvl in abstract.iter(W + "lvl"):
                levels[int(lvl.get(W + "ilvl", "0"))] = (int(_val(lvl, "start") or 1), _val(lvl, "numFmt") or "decimal",
                                                         _val(lvl, "lvlText") or "")
            self.formats[abstract.get(W + "abstractNumId")] = levels
        for num in root.iter(W + "num"):
            overrides = {}
            for override in num.iter(W + "lvlOverride"):
                start = _val(override, "startOverride")
                if start is not None:
                    overrides[int(override.get(W + "ilvl", "0"))] = int(start)
            abstract = num.find(W + "abstractNumId")
            if abstract is not None:
                self.nums[num.get(W + "numId")] = (abstract.get(W + "val"), overrides)

    def label(self, p, style) -> str:
        num_pr = p.find(f"{W}pPr/{W}numPr")
        style_num = style[1]
        num_id = _val(num_pr, "numId") if num_pr is not None else None
        level = _val(num_pr, "ilvl") if num_pr is not None else None
        if num_id is None and style_num is not None:
            num_id = _val(style_num, "numId")
        if level is None and style_num is not None:
            level = _val(style_num, "ilvl")
        if not num_id or num_id == "0" or num_id not in self.nums:
            return ""
        abstract, overrides = self.nums[num_id]
        levels = self.formats.get(abstract, {})
        ilvl = int(level or 0)
        counters = self.counters.setdefault(abstract, {})
        if num_id not in self.started:
            self.started.add(num_id)
            for lvl, start in overrides.items():
                counters[lvl] = start - 1
        start, fmt, text = levels.get(ilvl, (1, "decimal", ""))
        key = self.counts_on.get((abstract, ilvl), (abstract, ilvl))
        if key == (abstract, ilvl) and ilvl not in counters and ilvl not in overrides and start == 1:
            key = self.split_from(key, (fmt, text))
        if key != (abstract, ilvl):
            abstract, ilvl = key
            levels, counters = self.formats.get(abstract, {}), self.counters.setdefault(abstract, {})
        self.began.setdefault(key, len(self.began))
        self.numbered[key] = self.numbered.get(key, 0) + 1
        self.last_at[key] = sum(self.numbered.values())
        self.last_of[(fmt, text)] = key
        start = levels.get(ilvl, (1, "decimal", ""))[0]
        counters[ilvl] = counters.get(ilvl, start - 1) + 1
        self.first_shown.setdefault(key, counters[ilvl])
        for deeper in [lvl for lvl in counters if lvl > ilvl]:
            del counters[deeper]
        fmt = levels.get(ilvl, (1, "decimal", ""))[1]
        if fmt in ("bullet", "none"):
            return ""

        def number(m: re.Match) -> str:
            lvl = int(m[1]) - 1
            lvl_start, lvl_fmt, _ = levels.get(lvl, (1, "decimal", ""))
            value = counters.get(lvl, lvl_start)
            if lvl_fmt == "decimalZero":
                return f"{value:02d}"
            return number_text(_FORMATS.get(lvl_fmt, "1"), value)

        return re.sub(r"%([1-9])", number, levels.get(ilvl, (1, "decimal", "%1."))[2]).strip()


    def split_from(self, key: tuple[str, int], definition: tuple) -> tuple[str, int]:
        """The list a new list (`key`, about to number its first paragraph, not restarted by a start override)
        counts on: the last list numbered with the same level definition, when that list numbered one paragraph
        only, showing its first number, with no heading since and no list begun before it numbering between
        (its own sub-lists may: they began after it). A reader sees «1. … 1. 2. 3.» and reads one list counting
        on, the lone «1.» its first item: LibreOffice's Word 97 export writes each restarted list so (the first
        item a list of its own, the rest a list that Word and LibreOffice start again at 1). Else `key` itself."""
        before = self.last_of.get(definition)
        if before is None or before == key or self.numbered.get(before) != 1:
            return key
        abstract, ilvl = before
        if self.counters.get(abstract, {}).get(ilvl) != 1:
            return key
        if any(at > self.last_at[before] and (self.began[other] < self.began[before] or self.first_shown[other] != 1)
               for other, at in self.last_at.items()):
            return key
        self.counts_on[key] = before
        return before

    def heading(self) -> None:
        """A heading: no list counts on across it (a paragraph of text does not part a list: an item's own
        second paragraph stands between its number and the next)."""
        self.last_of.clear()

def _val(element, name: str) -> str | None:
    found = element.find(W + name) if element is not None else None
    return found.get(W + "val") if found is not None else None
