"""Markdown (.md, .markdown): a wiki's page as a volunteer types it -> plain text lines.

Markdown is already nearly the plain text lawref reads: headings, paragraphs and list items each on their own
lines, the labels of the Laws' units typed («1.», «(a)», «(i)», «**A. Title**»). A reader sees the text without
its markup, and so this reader gives it (no HTML in between, no converter to install):

- a YAML front matter block at the top (`---` … `---`) is the page's metadata, recorded as `md-front-matter`
  (its `title:` is the guess for the Source's title); the title is the book's first line when the title page
  under it (the text before the first heading) does not say its words again: pandoc prints a title block as
  the title over every rendering, so a reader sees it there (priok2022); said again, it is the page's metadata
  title (a wiki's, dir2010), as the producer's title of an EPUB or an FB2 is;
- `#`…`######` headings, paragraphs, block quotes (`> `), list items and the rows of a pipe table each make a
  paragraph; a list item keeps its typed label, its indentation (how deep it stands) is layout;
- a pipe table (a row of cells over its rule `|---|:-:|`) is its rows, each row's cells one line each, header
  first; the rule is markup, and a line with a «|» and no rule under it is text;
- inline markup is left out: emphasis `**` `*` `__` `_`, code spans, a link's address (its text stays),
  backslash escapes, a hard line break's trailing spaces or backslash;
- footnotes `[^1]`: the call becomes `<1>` (a note named, `[^note]`, `<*>`, `<**>` … in its part, its name
  recorded as a footnote-call removal), and each note `[^1]: text` stands at the end of the part that calls it
  (before the next `#` heading), after a dash rule, as `<1> text`: the layout of a text book's notes at a
  Law's end, wherever the page defines them.
"""

from __future__ import annotations

import re

from lawref.corpus.decode import decode
from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_RULE

_FRONT_MATTER = re.compile(r"\A(?:\ufeff)?---[ \t]*\n(.*?\n)(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
_FRONT_TITLE = re.compile(r"^title:\s*[\"']?(.*?)[\"']?\s*$", re.M)
_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(?:=+|-+)[ \t]*$")
_RULE = re.compile(r"^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")
_QUOTE = re.compile(r"^ {0,3}>[ \t]?")
_BULLET = re.compile(r"^[ \t]*[-*+][ \t]+(?=\S)")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_NOTE_DEF = re.compile(r"^ {0,3}\[\^([^\]\s]+)\]:[ \t]*(.*)$")
_NOTE_CALL = re.compile(r"\[\^([^\]\s]+)\]")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_AUTOLINK = re.compile(r"<((?:https?|mailto):[^>\s]+)>")
_CODE = re.compile(r"`+([^`]+?)`+")
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EMPHASIS = re.compile(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\*)|(?<!\w)_(?=\S)([^_]+?)(?<=\S)_(?!\w)")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|>~<\"'])")
_HARD_BREAK = re.compile(r"(?: {2,}|\\)$")


def extract_markdown(data: bytes, shown: str, encoding: str | None = None) -> Extracted:
    text, used = decode(data, shown, encoding)
    builder = TextBuilder()
    title = ""
    if m := _FRONT_MATTER.match(text):
        builder.remove("md-front-matter", m[0])
        if t := _FRONT_TITLE.search(m[1]):
            title = t[1].strip()
        text = text[m.end():]
        if title and _the_books_line(title, text):
            builder.paragraph([title])
    _Reader(builder).read(text.split("\n"))
    return Extracted(text=builder.text(shown, "no_text_md"), encoding=f"markdown/{used}",
                     removals=builder.removals(), title=title)


def _the_books_line(title: str, text: str) -> bool:
    """The title block's title is the book's line: there is a title page under it (text before the first
    heading) and it does not say the title again (lawref.corpus.formats.from_epub.title_said_again)."""
    from lawref.corpus.formats.from_epub import title_said_again

    page = []
    for line in text.split("\n"):
        if _HEADING.match(line):
            break
        page.extend(re.findall(r"\w+", line.casefold()))
    return bool(page) and not title_said_again(title, page)


class _Reader:
    """Reads the page's lines into paragraphs; notes wait for the end of the part that calls them."""

    def __init__(self, builder: TextBuilder):
        self.builder = builder
        self.paragraph: list[str] = []
        self.notes: dict[str, list[str]] = {}  # label -> the note's lines, as defined
        self.marks: dict[str, str] = {}  # label -> the call's mark in the text, `<1>` or `<*>`
        self.pending: list[str] = []  # labels called in this part, their notes not yet written
        self.in_table = False

    def read(self, lines: list[str]) -> None:
        self._collect_notes(lines)
        fence = None
        for k, raw in enumerate(lines):
            if raw is None:
                continue  # a note's definition, written where it is called
            if fence is not None:
                if raw.strip().startswith(fence):
                    fence = None
                    self.flush()
                else:
                    self.paragraph.append(raw)
                continue
            if m := _FENCE.match(raw):
                self.flush()
                fence = m[1]
                continue
            self.line(raw, next((line for line in lines[k + 1:] if line is not None), ""))
        self.flush()
        self.write_notes()

    def _collect_notes(self, lines: list[str]) -> None:
        """Take the notes' definitions out of the flow (a definition's indented lines continue it)."""
        label = None
        for k, raw in enumerate(lines):
            if m := _NOTE_DEF.match(raw):
                label = m[1]
                self.notes[label] = [m[2]]
                lines[k] = None
            elif label is not None and (raw.startswith(("    ", "\t")) or not raw.strip()):
                if raw.strip():
                    self.notes[label].append(raw.strip())
                lines[k] = None if raw.strip() or _continues_note(lines, k) else raw
                if lines[k] is not None:
                    label = None
            else:
                label = None

    def line(self, raw: str, following: str) -> None:
        if not raw.strip():
            self.flush()
            return
        if m := _HEADING.match(raw):
            self.flush()
            self.write_notes()  # a part ends where the next heading begins
            self.builder.paragraph([self.inline(m[2] or "")])
            return
        if _SETEXT.match(raw) and self.paragraph and not self.in_table:
            self.flush(heading=True)
            return
        if _RULE.match(raw):
            self.flush()
            return
        text = raw
        quoted = False
        while m := _QUOTE.match(text):
            text, quoted = text[m.end():], True
        if quoted and not text.strip():
            self.flush()
            return
        if "|" in text and (self.in_table or _TABLE_RULE.match(_QUOTE.sub("", following)) and "-" in following):
            self.table_row(text)
            return
        if self.in_table:
            self.flush()
        if m := _BULLET.match(text):
            self.flush()  # a bulleted item opens its own paragraph; its bullet is markup
            text = text[m.end():]
        self.paragraph.append(text.strip())

    def table_row(self, text: str) -> None:
        if not self.in_table:
            self.flush()
            self.in_table = True
        if _TABLE_RULE.match(text):
            return  # the rule under the header row: markup
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", text.strip().strip("|"))]
        self.builder.paragraph([self.inline(cell) for cell in cells if cell])

    def flush(self, heading: bool = False) -> None:
        self.in_table = False
        lines, self.paragraph = self.paragraph, []
        if not lines:
            return
        if heading:
            self.write_notes()
        self.builder.paragraph([self.inline(_HARD_BREAK.sub("", line)) for line in lines])

    def inline(self, text: str) -> str:
        text = _NOTE_CALL.sub(self.call, text)
        text = _IMAGE.sub(r"\1", text)
        text = _LINK.sub(r"\1", text)
        text = _AUTOLINK.sub(r"\1", text)
        text = _CODE.sub(r"\1", text)
        while (stripped := _STRONG.sub(r"\2", text)) != text:
            text = stripped
        text = _EMPHASIS.sub(lambda m: m[1] or m[2], text)
        return _ESCAPE.sub(r"\1", text)

    def call(self, m: re.Match) -> str:
        label = m[1]
        if label not in self.notes:
            return m[0]  # no such note: the brackets are text
        if label not in self.marks:
            # the page's number as typed, `<1>`; a name (`[^note]`) is the page's own: `<*>`, `<**>` in the part
            numbered = label.isdigit() and 1 <= int(label) <= 99
            self.marks[label] = f"<{int(label)}>" if numbered else f"<{'*' * (len(self.pending) + 1)}>"
            self.pending.append(label)
        if not label.isdigit() or self.marks[label] != f"<{int(label)}>":
            self.builder.remove(FOOTNOTE_CALL, m[0], self.builder.next_line)
        return self.marks[label]

    def write_notes(self) -> None:
        if not self.pending:
            return
        pending, self.pending = self.pending, []
        self.builder.paragraph([FOOTNOTE_RULE])
        for label in pending:
            note, mark = self.notes.pop(label), self.marks[label]
            if mark != f"<{label}>":
                self.builder.remove(FOOTNOTE_LABEL, f"[^{label}]:")
            self.builder.paragraph([f"{mark} " + " ".join(self.inline(line) for line in note)])


def _continues_note(lines: list, k: int) -> bool:
    """A blank line inside a note: the note goes on when the next line with text is indented."""
    for raw in lines[k + 1:]:
        if raw is None:
            return False
        if raw.strip():
            return raw.startswith(("    ", "\t"))
    return False

