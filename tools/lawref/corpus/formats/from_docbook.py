"""DocBook (5, and 4's element names without a namespace) -> plain text lines, through the HTML reader.

DocBook is a book's structure written out: `section` with its `title`, `para`/`simpara`, `orderedlist` with
its `numeration` (arabic, loweralpha, lowerroman, upperalpha, upperroman), `footnote` where it is called,
boxed notes (`note`, `important`, `tip`, `warning`, `caution`), tables. What a stylesheet would print is
exactly that structure, so the document is written as the HTML a stylesheet would make of it and read by
lawref.corpus.formats.from_html (its lists' labels, its footnotes linked both ways, its tables): a section's
title is a heading of its depth, a list's numeration the `<ol type>` it shows, a footnote a numbered call linked
to its note at the end, a boxed note its text (the caption is the stylesheet's, not the book's). The document's
`info` (the title aside: authors, dates, the revision history) is metadata, as an HTML page's head is: recorded
as kind "docbook-info", not text; the title heads the text, as a stylesheet's title page shows it.
A file is DocBook by its root element (`sniff`: an `article`, `book`, `chapter` … in the DocBook namespace,
or a DocBook DOCTYPE); an XML file that is not well formed is refused in one line.
"""

from __future__ import annotations

import html
import re
from xml.etree.ElementTree import Element, ParseError, fromstring

from lawref.corpus.formats import Extracted
from lawref.errors import LawrefError
from lawref.model import Removal

DOCBOOK_NS = "http://docbook.org/ns/docbook"
INFO = "docbook-info"
_ROOTS = "article|book|chapter|part|set|reference|appendix|preface|section|sect1"
SNIFF = re.compile(rb"^(?:\xef\xbb\xbf)?\s*(?:<\?[^>]*\?>\s*|<!--.*?-->\s*)*(?:<!DOCTYPE\s+(?:"
                   + _ROOTS.encode() + rb")\b[^>]*DocBook|<(?:" + _ROOTS.encode() + rb")\b[^>]*"
                   + re.escape(DOCBOOK_NS.encode()) + rb")", re.S | re.I)
_NUMERATION = {"arabic": "1", "loweralpha": "a", "upperalpha": "A", "lowerroman": "i", "upperroman": "I"}
_BLOCK = {"para": "p", "simpara": "p", "formalpara": "div", "blockquote": "blockquote", "note": "div",
          "important": "div", "tip": "div", "warning": "div", "caution": "div", "sidebar": "div",
          "example": "div", "informalexample": "div", "abstract": "div", "epigraph": "div", "literallayout": "pre",
          "programlisting": "pre", "screen": "pre", "address": "pre", "partintro": "div"}
_SECTIONS = {"section", "sect1", "sect2", "sect3", "sect4", "sect5", "chapter", "appendix", "preface", "part",
             "article", "book", "reference", "refentry", "simplesect", "bibliography", "glossary", "colophon",
             "dedication", "acknowledgements"}
_STRONG = {"strong", "bold"}


def is_docbook(data: bytes) -> bool:
    return bool(SNIFF.match(data[:4096]))


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class _Writer:
    def __init__(self) -> None:
        self.out: list[str] = []
        self.notes: list[str] = []  # each footnote's HTML, in call order
        self.removed: list[str] = []  # the info's words, recorded

    def text(self, value: str | None) -> None:
        if value:
            self.out.append(html.escape(value, quote=False))

    def children(self, element: Element, depth: int) -> None:
        self.text(element.text)
        for child in element:
            self.element(child, depth)
            self.text(child.tail)

    def element(self, element: Element, depth: int) -> None:
        name = _local(element.tag)
        if name in ("info", "articleinfo", "bookinfo", "chapterinfo", "sectioninfo"):
            title = next((c for c in element if _local(c.tag) == "title"), None)
            if title is not None and depth <= 1:
                self.heading(title, depth)
            self.removed.append(" ".join(word for child in element if child is not title
                                         for word in " ".join(child.itertext()).split()))
            return
        if name in _SECTIONS:
            self.section(element, depth + 1)
        elif name == "title":
            self.heading(element, depth)
        elif name in ("orderedlist", "itemizedlist", "simplelist"):
            tag = "ol" if name == "orderedlist" else "ul"
            kind = _NUMERATION.get(element.get("numeration") or "arabic", "1") if tag == "ol" else ""
            start = element.get("startingnumber")
            attrs = (f' type="{kind}"' if kind else "") + (f' start="{html.escape(start)}"' if start else "")
            self.out.append(f"<{tag}{attrs}>")
            for child in element:
                if _local(child.tag) == "title":
                    self.heading(child, depth + 1, tag="p")
                elif _local(child.tag) in ("listitem", "member"):
                    self.wrapped("li", child, depth)
            self.out.append(f"</{tag}>")
        elif name == "footnote":
            number = len(self.notes) + 1
            self.out.append(f'<sup><a id="dbref{number}" href="#dbnote{number}">{number}</a></sup>')
            saved, self.out = self.out, []
            self.children(element, depth)
            self.notes.append("".join(self.out))
            self.out = saved
        elif name in ("table", "informaltable"):
            self.table(element, depth)
        elif name in _BLOCK:
            tag = _BLOCK[name]
            self.out.append(f"<{tag}>")
            self.children(element, depth)
            self.out.append(f"</{tag}>")
        elif name == "emphasis":
            tag = "b" if (element.get("role") or "").lower() in _STRONG else "i"
            self.out.append(f"<{tag}>")
            self.children(element, depth)
            self.out.append(f"</{tag}>")
        elif name in ("anchor", "indexterm", "remark", "colspec", "spanspec"):
            return
        else:  # inline: link, xref's text, phrase, literal, quote … as their words
            if name == "quote":
                self.out.append("«")
            self.children(element, depth)
            if name == "quote":
                self.out.append("»")

    def heading(self, title: Element, depth: int, tag: str = "") -> None:
        tag = tag or f"h{min(max(depth, 1), 6)}"
        self.out.append(f"<{tag}>")
        self.children(title, depth)
        self.out.append(f"</{tag}>")

    def wrapped(self, tag: str, element: Element, depth: int) -> None:
        """The element's content inside one HTML element <tag>."""
        self.out.append(f"<{tag}>")
        self.children(element, depth)
        self.out.append(f"</{tag}>")

    def section(self, element: Element, depth: int) -> None:
        self.wrapped("div", element, depth)

    def table(self, element: Element, depth: int) -> None:
        self.out.append("<table>")
        for child in element:
            if _local(child.tag) == "title":
                self.wrapped("caption", child, depth)
        for row in element.iter():
            if _local(row.tag) != "row":
                continue
            self.out.append("<tr>")
            for entry in row:
                if _local(entry.tag) == "entry":
                    self.wrapped("td", entry, depth)
            self.out.append("</tr>")
        self.out.append("</table>")

    def page(self) -> str:
        notes = "".join(f'<div id="dbnote{n}"><a href="#dbref{n}">{n}</a> {body}</div>'
                        for n, body in enumerate(self.notes, 1))
        return f"<html><body>{''.join(self.out)}{notes}</body></html>"


def extract_docbook(data: bytes, shown: str) -> Extracted:
    """A DocBook document read as the HTML of its structure (see the module docstring)."""
    from dataclasses import replace

    from lawref.corpus.formats.from_html import extract_html

    try:
        root = fromstring(data)
    except ParseError as err:
        raise LawrefError.labelled("docbook_not_xml", path=shown, detail=err) from None
    writer = _Writer()
    if _local(root.tag) in _SECTIONS:  # the document: its info's title heads it, its sections one level down
        writer.children(root, 1)
    else:
        writer.element(root, 0)
    extracted = extract_html(writer.page().encode("utf-8"), shown, "utf-8")
    info = tuple(Removal(INFO, 1, text) for text in writer.removed if text)
    return replace(extracted, encoding="html", removals=tuple(sorted((*info, *extracted.removals),
                                                                       key=lambda r: r.line)))
