"""DOCX renderings (python-docx): headings as Heading styles, paragraphs with indentation, typed labels
(some followed by a tab, as Word users type them), Word automatic numbering for some Laws' lists, a title page,
a contents list with dot-leader tab stops, a header with the running head and a footer with a PAGE field.

The labels of automatically numbered paragraphs are not in the text (Word draws them); the rendering lists
those clauses (`DocxRendering.auto_numbered`).
"""

from __future__ import annotations

import io
import zipfile
from dataclasses import dataclass, field

from docx import Document
from docx.enum.style import WD_STYLE_TYPE
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK, WD_TAB_ALIGNMENT, WD_TAB_LEADER
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt

from .blocks import Block, book_blocks, running_law_head
from .model import Book
from .render_html import auto_laws

HEADING_LEVEL = {"front": 1, "definitions": 1, "chapter": 1, "part": 2, "law": 2, "section": 3, "commentary": 2}
FORMATS = {"1": ("decimal", "%1."), "a": ("lowerLetter", "(%1)"), "i": ("lowerRoman", "(%1)")}


@dataclass
class DocxRendering:
    data: bytes
    auto_numbered: list[str] = field(default_factory=list)


class Numbering:
    """Word list definitions: one abstract list per numbering type, and a fresh list (restarting at 1) for
    every run of sibling items."""

    def __init__(self, document):
        self.numbering = document.part.numbering_part.element
        self.abstract: dict[str, int] = {}

    def new_list(self, kind: str) -> int:
        if kind not in self.abstract:
            self.abstract[kind] = self._define(kind, 90 + len(self.abstract))
        num = self.numbering.add_num(self.abstract[kind])
        override = OxmlElement("w:lvlOverride")
        override.set(qn("w:ilvl"), "0")
        start = OxmlElement("w:startOverride")
        start.set(qn("w:val"), "1")
        override.append(start)
        num.append(override)
        return num.numId

    def _define(self, kind: str, abstract_id: int) -> int:
        fmt, text = FORMATS[kind]
        abstract = OxmlElement("w:abstractNum")
        abstract.set(qn("w:abstractNumId"), str(abstract_id))
        level = OxmlElement("w:lvl")
        level.set(qn("w:ilvl"), "0")
        for tag, value in (("w:start", "1"), ("w:numFmt", fmt), ("w:lvlText", text), ("w:lvlJc", "left")):
            element = OxmlElement(tag)
            element.set(qn("w:val"), value)
            level.append(element)
        abstract.append(level)
        nums = self.numbering.findall(qn("w:num"))
        if nums:
            nums[0].addprevious(abstract)  # the schema wants every abstractNum before the first num
        else:
            self.numbering.append(abstract)
        return abstract_id


def number_paragraph(paragraph, num_id: int) -> None:
    props = paragraph._p.get_or_add_pPr()
    num_pr = OxmlElement("w:numPr")
    for tag, value in (("w:ilvl", "0"), ("w:numId", str(num_id))):
        element = OxmlElement(tag)
        element.set(qn("w:val"), value)
        num_pr.append(element)
    props.append(num_pr)


def add_page_field(paragraph) -> None:
    """A PAGE field (Word shows the page number; the stored result is a placeholder "1")."""
    for kind, text in (("begin", None), ("instr", " PAGE "), ("separate", None), ("result", "1"), ("end", None)):
        run = paragraph.add_run()
        if kind == "instr":
            instr = OxmlElement("w:instrText")
            instr.set(qn("xml:space"), "preserve")
            instr.text = text
            run._r.append(instr)
        elif kind == "result":
            run.text = text
        else:
            char = OxmlElement("w:fldChar")
            char.set(qn("w:fldCharType"), kind)
            run._r.append(char)


def write_text(paragraph, block: Block, label: str) -> None:
    if label:
        run = paragraph.add_run(label)
        run.bold = block.label_emphasis or block.clause.startswith(("def.", "cdef.")) or not block.text
    text, pos = block.text, 0
    for start, end in sorted(block.emphasis):
        paragraph.add_run(text[pos:start])
        paragraph.add_run(text[start:end]).bold = True
        pos = end
    if text[pos:]:
        paragraph.add_run(text[pos:])


def render_docx(book: Book, *, word_numbering_every: int = 3) -> DocxRendering:
    document = Document()
    style = document.styles["Normal"]
    style.font.name, style.font.size = "Times New Roman", Pt(11)
    numbering = Numbering(document)
    blocks = book_blocks(book)
    # Other Laws than the web page numbers automatically (remainder 1, not 0), when all their lists allow it.
    auto = auto_laws(blocks, word_numbering_every, remainder=1) if book.kind == "law" else set()
    numbered: list[str] = []
    open_lists: dict[int, int] = {}  # level -> numId of the list being filled
    section = document.sections[0]
    title_done = False
    for index, block in enumerate(blocks):
        if block.role != "title" and not title_done:
            title_done = True
            document.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
            if book.kind == "law":
                contents(document, book, blocks)
        if block.role == "title":
            paragraph = document.add_paragraph(block.text, style="Title" if index == 0 else None)
            paragraph.alignment = WD_ALIGN_PARAGRAPH.CENTER
            continue
        if block.role == "heading":
            open_lists.clear()
            document.add_heading(block.printed, HEADING_LEVEL[block.heading])
            continue
        if block.role in ("rule", "auction"):
            document.add_paragraph(block.text)
            continue
        paragraph = document.add_paragraph()
        fmt = paragraph.paragraph_format
        fmt.left_indent = Cm(0.75 * block.level)
        if block.level and block.law in auto and block.label:
            for deeper in [lvl for lvl in open_lists if lvl > block.level]:
                del open_lists[deeper]
            if block.level not in open_lists:
                open_lists[block.level] = numbering.new_list(block.auto)
            number_paragraph(paragraph, open_lists[block.level])
            write_text(paragraph, block, "")
            numbered.append(block.clause)
            continue
        if not block.level:
            open_lists.clear()
        label = block.label + (block.sep if block.text else "") if block.label else ""
        if block.label and block.level and hash_choice(block.clause):
            label = block.label + "\t"  # Word users often put a tab after a typed number
        write_text(paragraph, block, label)
    section.header.paragraphs[0].text = book.running_head
    footer = section.footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    add_page_field(footer)
    document.core_properties.title = book.running_head
    document.core_properties.language = "ru-RU"
    buffer = io.BytesIO()
    document.save(buffer)
    return DocxRendering(fixed_zip_times(buffer.getvalue()), numbered)


def fixed_zip_times(data: bytes) -> bytes:
    """The same package with every member dated 1980-01-01, so a seed gives the same bytes at any hour."""
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            target.writestr(zipfile.ZipInfo(info.filename, (1980, 1, 1, 0, 0, 0)), source.read(info.filename),
                            compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def hash_choice(clause_id: str) -> bool:
    """A stable, seed-free choice of some items (about one in four) by their id."""
    return sum(map(ord, clause_id)) % 4 == 0


def contents(document, book: Book, blocks: list[Block]) -> None:
    """A typed contents list: entries with a right tab stop and a dot leader (what Word's contents look like
    when read back as text: «Правило 12. Полномочия судьи<TAB>22»)."""
    document.add_paragraph("СОДЕРЖАНИЕ", style="TOC Heading")
    for name in ("TOC 1", "TOC 2"):  # Word's own names for contents entries
        style = document.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
        style.base_style = document.styles["Normal"]
        style.paragraph_format.left_indent = Cm(0.5 if name == "TOC 2" else 0)
    page = 3
    for block in blocks:
        if block.role != "heading" or block.heading == "section":
            continue
        page += 1 if block.heading == "law" else 0
        text = running_law_head(book, block.clause) if block.heading == "law" else block.printed
        style = "TOC 2" if block.heading in ("law", "part") else "TOC 1"
        paragraph = document.add_paragraph(f"{text}\t{page}", style=style)
        paragraph.paragraph_format.tab_stops.add_tab_stop(Cm(15), WD_TAB_ALIGNMENT.RIGHT, WD_TAB_LEADER.DOTS)
    document.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

