"""FictionBook (.fb2) -> plain text lines. FB2 is XML: the first <body> is the book (nested <section>s, each
with its <title>; <p>, <subtitle>, <v> lines of a <poem>, <cite>, <epigraph>, <table> cells; <empty-line/>);
a <body name="notes"> holds the notes. Each paragraph is a paragraph of the text, a title's paragraphs one
heading line each. A note call (<a type="note" l:href="#n1">[1]</a>) becomes `<*>` (its number recorded as
a footnote-call removal) and the note's text follows the paragraph, after a dash rule, as `<*> text` (the
layout of the Law 70 seed); the note's own title (its number) is recorded as footnote-label. The book's
title is <book-title> in the description; the body's own <title> when every line of it is a value of the
description (pandoc writes the metadata title there, before the book's own title page) is the producer's,
recorded as fb2-title.

FB2 has no lists: a writer types each item's label as text, and pandoc types the whole path of a nested item,
the labels of the items it stands in first («1. (e) (i) каждый…» is item (i) of (e) of 1). A reader sees nested
labels: a paragraph led by two labels or more, whose leading labels are those of the item open above (the
path of the last paragraph led by labels, or its start), keeps its own label and the parents typed again are
recorded as list-path; an item whose own first paragraph is its sub-list («5. (a) …» where 5 is not open, its
labels after the first each the first of a list) is the item, with no text of its own, then that item. Labels
that are neither (a paragraph that merely begins «1. (b) и (c) …») are text as typed. See `label_path`.
Read with lxml (already a dependency of python-docx).
"""

from __future__ import annotations

import re

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.corpus.headings import is_structural_heading
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_MARK, FOOTNOTE_RULE, SECTION
from lawref.errors import LawrefError

XLINK = "{http://www.w3.org/1999/xlink}href"
_BLOCKS = frozenset({"p", "subtitle", "v", "text-author", "td", "th"})
_CONTAINERS = frozenset({"section", "title", "epigraph", "cite", "poem", "stanza", "annotation", "table", "tr"})
_SPACE = re.compile(r"[ \t\r\n]+")
# A list label as a writer types it: «1.», «1)», «(1)», «a.», «(a)», «а)», «A.», «(iv)», «ii.», and pandoc's
# bullet «•» (a bullet list inside an ordered one types «1. • …»).
_NUMBER = r"(?:\d{1,3}|[A-Za-zА-Яа-яЁё]|[ivxlcdmIVXLCDM]{2,6})"
_BULLETS = "•◦▪‣"
LABEL = re.compile(rf"(?:\({_NUMBER}\)|{_NUMBER}[.)]|[{_BULLETS}])(?=\s|$)")
_FIRST = frozenset("1aAiIаА")  # the first label of a list: 1, a, i (Latin or Cyrillic а); any bullet


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
    reader.marked = backlinked_notes(bodies[0])
    reader.skipped = set(reader.marked.values())
    info = root.find("{*}description/{*}title-info")
    reader.container(bodies[0], _described(info) if info is not None else set())
    title = info.find("{*}book-title") if info is not None else None
    return Extracted(text=reader.builder.text(shown, "no_text_fb2"), encoding="fb2",
                     removals=reader.builder.removals(),
                     title=_words(title) if title is not None else "")


def label_path(text: str, open_path: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """How a reader reads the labels that lead a paragraph, under the label path `open_path` of the item open
    above: (the parents typed again, to leave out; the labels that open items here, the last one the
    paragraph's own; where the text after them starts). No labels: ((), (), 0). A paragraph led by labels that
    are no nested path is text as typed: its first label only opens an item (the item's text starts after it).
    """
    labels, ends = [], [0]  # ends[k]: where the text after the first k labels starts
    while m := LABEL.match(text, ends[-1]):
        labels.append(m[0])
        ends.append(len(text) - len(text[m.end():].lstrip()))
    if not labels:
        return (), (), 0
    parents = labels[:-1]
    open_ = 0
    while open_ < len(parents) and open_ < len(open_path) and open_path[open_] == parents[open_]:
        open_ += 1
    if open_ == len(parents) or all(_first(label) for label in labels[open_ + 1:]):
        return tuple(labels[:open_]), tuple(labels[open_:]), ends[-1]
    return (), (labels[0],), ends[1]


_BACK = re.compile(r"\s*↩\ufe0e?\s*$")


def backlinked_notes(body) -> dict:
    """Notes a web page's FB2 keeps with no link (Calibre's of a print page): an unlinked superscript number in
    the text («нормальном<sup>1</sup> розыгрыше») and, below it, a paragraph after an <empty-line/> that ends
    in the link back to its call («… нелепый. ↩︎»): the k-th such call and the k-th such note, when there are as
    many of each and each note stands below its call, as a reader follows the number down to the note.
    {call: note} (the elements, kept alive so that lxml keeps their identity); {} when they do not pair so."""
    calls, notes = [], []
    after_empty = False
    for node in body.iter():
        name = _local(node)
        if name == "sup" and _words(node).isdigit() and len(_words(node)) <= 2 and _local(node.getparent()) != "a":
            calls.append(node)
        elif name == "p":
            if after_empty and _BACK.search(_words(node)) and calls:
                notes.append((len(calls), node))
            after_empty = False
        elif name == "empty-line":
            after_empty = True
    if not notes or len(notes) != len(calls) or any(seen < k for k, (seen, _) in enumerate(notes, 1)):
        return {}
    return {call: note for call, (_, note) in zip(calls, notes)}


def _bold(node) -> bool:
    return _local(node) == "strong" and len(node) == 0 and bool(_words(node))


def _blank(text: str | None) -> bool:
    return not (text or "").strip()


def _reads_as_head(text: str) -> bool:
    """A bold run a reader takes for a heading of the book's levels: a Law's or a chapter's heading, a section's
    «B. Сдача» (a letter, its stop, a title with no stop of its own)."""
    text = " ".join(text.split())
    return is_structural_heading(text) or bool(SECTION.match(text)) and not text.endswith((".", ":", ";"))


def heads_apart(p) -> list:
    """A paragraph with its headings apart, as a reader sees them in bold: Calibre's FB2 of a web page sets a
    chapter's and a Law's heading as bold runs in one <p> («**Глава II. …**» «**Правило 1. …**»), and glues a
    section's heading to the end of the paragraph before it («… иначе. **D. Новая тасовка и пересдача**»). Bold runs
    that open the paragraph with nothing but another bold run after them, or the paragraph's whole text, and
    bold runs that end it and read as a heading (_reads_as_head), are each a paragraph of their own; a bold run
    with the text going on after it is run in (a term «**Болван** — …», a section «**A. Правильная форма.** …»)."""
    from lxml import etree

    children = list(p)
    if not children or not any(_bold(child) for child in children):
        return [p]
    lead = 0
    if _blank(p.text):
        while lead < len(children) and _bold(children[lead]) and _blank(children[lead].tail) and (
                lead + 1 == len(children) or _bold(children[lead + 1])):
            lead += 1
    tail = len(children)
    while tail > lead and _bold(children[tail - 1]) and _blank(children[tail - 1].tail) \
            and _reads_as_head(_words(children[tail - 1])):
        tail -= 1
    if lead == 0 and tail == len(children):
        return [p]

    def alone(node):
        out = etree.Element(p.tag)
        out.text = node.text
        return out

    parts = [alone(child) for child in children[:lead]]
    if tail > lead or not _blank(p.text if lead == 0 else children[lead - 1].tail):
        middle = etree.Element(p.tag)
        middle.text = p.text if lead == 0 else children[lead - 1].tail
        for child in children[lead:tail]:
            middle.append(child)  # moves it (its tail with it)
        if _words(middle):
            parts.append(middle)
    parts += [alone(child) for child in children[tail:]]
    return parts


def _first(label: str) -> bool:
    return label.strip("().") in _FIRST or label in _BULLETS


def _described(info) -> set[str]:
    """The values the description gives (the book's title, each author's name, the date, a series): what a
    producer's title in the body would say."""
    values = {_words(node) for node in info.iter() if len(node) == 0}
    for author in info.iterfind("{*}author"):
        values.add(" ".join(_words(part) for part in author if _local(part).endswith("name")))
    return values - {""}


def _words(element) -> str:
    return " ".join(" ".join(element.itertext()).split())


def _local(element) -> str:
    tag = element.tag
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


class _Reader:
    def __init__(self, builder: TextBuilder, notes: dict):
        self.builder = builder
        self.notes = notes
        self.path: tuple[str, ...] = ()  # the labels of the item open above (see label_path)
        self.marked: dict = {}  # an unlinked call -> its note (backlinked_notes)
        self.skipped: set = set()  # those notes: read after the paragraph that calls them

    def container(self, element, described: set[str] | None = None) -> None:
        """Read a container's blocks; `described` (for the body): the description's values, to know the
        producer's title."""
        self.loose(element.text)
        for child in element:
            name = _local(child)
            if name in ("section", "title"):
                self.path = ()  # a list does not run on across a heading
            if child in self.skipped:
                pass  # a note read where it is called
            elif name == "title" and described is not None and self.producers_title(child, described, element):
                pass
            elif name == "p":
                for part in heads_apart(child) if _local(element) != "title" else (child,):
                    self.paragraph(part, listed=_local(element) != "title")
            elif name in _BLOCKS:
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

    def labelled(self, text: str) -> str:
        """The paragraph's text as a reader sees its labels: the parents typed again recorded as list-path,
        an item opened with no text of its own a paragraph of its label; the label path open after it kept."""
        typed, opens, start = label_path(text, self.path)
        if not opens:
            return text
        if typed:
            self.builder.remove("list-path", " ".join(typed))
        for label in opens[:-1]:
            self.builder.paragraph([label])  # an item whose first paragraph is its sub-list
        self.path = typed + opens
        return f"{opens[-1]} {text[start:]}".strip()

    def loose(self, text: str | None) -> None:
        """Text standing in a section outside any <p> (not valid FB2, but written): a paragraph of its own."""
        if text and text.strip():
            self.builder.paragraph([_SPACE.sub(" ", text).strip()])

    def producers_title(self, title, described: set[str], body) -> bool:
        """The body's own <title>, every line of it a value of the description (pandoc's metadata title), that
        the book's title page under it says again (its words in order, in the first section down to its first
        title; or every one of its words, more than two, when the metadata's title was put together from the
        page's lines): recorded as fb2-title, not read. A title the page does not say again is the book's own line,
        which pandoc took into the metadata (a DOCX's Title paragraph «П Р А В И Л А»)."""
        from lawref.corpus.formats.from_epub import title_said_again

        lines = [_words(p) for p in title if _local(p) == "p"]
        lines = [line for line in lines if line]
        if not lines or not all(line in described for line in lines):
            return False
        page: list[str] = []
        section = next((el for el in title.itersiblings() if _local(el) == "section"), None)
        for child in section if section is not None else ():
            if _local(child) in ("section", "title"):
                break
            page.extend(re.findall(r"\w+", _words(child).casefold()))
        if not title_said_again(" ".join(lines), page):
            return False
        self.builder.remove("fb2-title", " ".join(lines))
        return True

    def paragraph(self, element, prefix: str = "", listed: bool = False) -> None:
        """A paragraph (`prefix` before its text); `listed`: a body <p>, whose leading labels are read as a
        path (label_path)."""
        called: list = []
        text = _SPACE.sub(" ", prefix + self.inline(element, called)).strip()
        if listed:
            text = self.labelled(text)
        self.builder.paragraph([text])
        for note in called:
            self.builder.paragraph([FOOTNOTE_RULE])
            if _local(note) == "p":  # a note found by its back-link (backlinked_notes)
                text = _SPACE.sub(" ", self.inline(note, [])).strip()
                back = _BACK.search(text)
                if back:
                    self.builder.remove("footnote-backlink", back[0].strip())
                    text = text[:back.start()]
                self.builder.paragraph([f"{FOOTNOTE_MARK} {text}"])
                continue
            first = True
            for child in note:
                name = _local(child)
                if name == "title":
                    self.builder.remove(FOOTNOTE_LABEL, " ".join(child.itertext()))
                elif name in _BLOCKS:
                    self.paragraph(child, FOOTNOTE_MARK + " " if first else "")
                    first = False

    def inline(self, element, called: list) -> str:
        out = [element.text or ""]
        for child in element:
            href = child.get(XLINK) or ""
            if child in self.marked:
                self.builder.remove(FOOTNOTE_CALL, _words(child), self.builder.next_line)
                out.append(FOOTNOTE_MARK)
                called.append(self.marked[child])
            elif _local(child) == "a" and (child.get("type") == "note" or href[1:] in self.notes) and \
                    href.startswith("#") and href[1:] in self.notes:
                self.builder.remove(FOOTNOTE_CALL, "".join(child.itertext()), self.builder.next_line)
                out.append(FOOTNOTE_MARK)
                called.append(self.notes.pop(href[1:]))
            else:
                out.append(self.inline(child, called))
            out.append(child.tail or "")
        return "".join(out)
