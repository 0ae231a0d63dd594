"""FictionBook (.fb2) -> plain text lines. FB2 is XML: the first <body> is the book (nested <section>s, each
with its <title>; <p>, <subtitle>, <v> lines of a <poem>, <cite>, <epigraph>, <table> cells; <empty-line/>);
a <body name="notes"> holds the notes. Each paragraph is a paragraph of the text, a title's paragraphs one
heading line each. A note call (<a type="note" l:href="#n1">[1]</a>) becomes `<*>` (its number recorded as
a footnote-call removal) and the note's text follows the paragraph, after a dash rule, as `<*> text` (the
layout of the Law 70 seed); the note's own title (its number) is recorded as footnote-label. The book's
title is <book-title> in the description. Read with lxml (already a dependency of python-docx).
"""

from __future__ import annotations

import re

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.errors import LawrefError

XLINK = "{http://www.w3.org/1999/xlink}href"
FOOTNOTE_MARK = "<*>"
FOOTNOTE_RULE = "-" * 32
_BLOCKS = frozenset({"p", "subtitle", "v", "text-author", "td", "th"})
_CONTAINERS = frozenset({"section", "title", "epigraph", "cite", "poem", "stanza", "annotation", "table", "tr"})
_SPACE = re.compile(r"[ \t\r\n]+")


def extract_fb2(data: bytes, shown: str) -> Extracted:
    from lxml import etree

    try:
        parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False, recover=False)
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as err:
        line = getattr(err, "lineno", None)
        raise LawrefError.labelled("fb2_not_xml", path=shown, line=line, detail=err.msg) from None
    bodies = [el for el in root if _local(el) == "body"]
    if not bodies:
        raise LawrefError.labelled("fb2_no_body", path=shown)
    notes = {}
    for body in bodies[1:]:
        for section in body.iter("{*}section"):
            if section.get("id"):
                notes[section.get("id")] = section
    reader = _Reader(TextBuilder(), notes)
    reader.container(bodies[0])
    title = root.find("{*}description/{*}title-info/{*}book-title")
    return Extracted(text=reader.builder.text(shown, "no_text_fb2"), encoding="fb2",
                     removals=reader.builder.removals(),
                     title=" ".join((title.text or "").split()) if title is not None else "")


def _local(element) -> str:
    tag = element.tag
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class _Reader:
    def __init__(self, builder: TextBuilder, notes: dict):
        self.builder = builder
        self.notes = notes

    def container(self, element) -> None:
        self.loose(element.text)
        for child in element:
            name = _local(child)
            if name in _BLOCKS:
                self.paragraph(child)
            elif name in _CONTAINERS or name == "body":
                self.container(child)
            elif name == "empty-line":
                continue
            elif name == "image":
                pass  # a picture: no text
            else:
                self.paragraph(child)  # an element FB2 does not define here (pandoc writes some): its text
            self.loose(child.tail)

    def loose(self, text: str | None) -> None:
        """Text standing in a section outside any <p> (not valid FB2, but written): a paragraph of its own."""
        if text and text.strip():
            self.builder.paragraph([_SPACE.sub(" ", text).strip()])

    def paragraph(self, element, prefix: str = "") -> None:
        called: list = []
        text = _SPACE.sub(" ", prefix + self.inline(element, called)).strip()
        self.builder.paragraph([text])
        for note in called:
            self.builder.paragraph([FOOTNOTE_RULE])
            first = True
            for child in note:
                name = _local(child)
                if name == "title":
                    self.builder.remove("footnote-label", " ".join(child.itertext()))
                elif name in _BLOCKS:
                    self.paragraph(child, FOOTNOTE_MARK + " " if first else "")
                    first = False

    def inline(self, element, called: list) -> str:
        out = [element.text or ""]
        for child in element:
            href = child.get(XLINK) or ""
            if _local(child) == "a" and (child.get("type") == "note" or href[1:] in self.notes) and \
                    href.startswith("#") and href[1:] in self.notes:
                self.builder.remove("footnote-call", "".join(child.itertext()), self.builder.next_line)
                out.append(FOOTNOTE_MARK)
                called.append(self.notes.pop(href[1:]))
            else:
                out.append(self.inline(child, called))
            out.append(child.tail or "")
        return "".join(out)
