"""RTF -> plain text lines, read natively (RTF is text): the same blocks the .docx reader gives for LibreOffice's
.docx of the file, without starting LibreOffice (its start alone is 1.5–2 s of CPU; a 2.4 MiB book ≈5 s).

What is read: groups and the destinations in them; text in the code page the font's charset or `\\ansicpg`
names (`\\'xx`), `\\uN` with its fallback skipped (`\\ucN`); `\\par`, `\\line`, `\\tab` and the special
characters; paragraphs by `\\pard` / `\\par`, table cells (`\\cell`) as paragraphs, row by row; Word's list
labels as the file prints them for readers without lists (`{\\listtext …}`, `{\\pntext …}`) on a paragraph in
a list (`\\ls`, or Word 6's `{\\*\\pn …}`), none for a bullet or a level that shows no number (`\\levelnfc23`,
`255`; a `\\pntext` of no letter or figure), as the .docx reader;
headings by their style's name (`\\sN` in the stylesheet: Heading, Title, Заголовок, Название); footnotes and
endnotes (`{\\*\\footnote …}`) as `<*>` and the note after the passage that calls it; headers and footers
(`{\\header …}`, `{\\footerl …}`) recorded as removed where their section starts; a field's shown result
(`\\fldrslt`), never its instruction; deleted revisions (`\\deleted`) are not text, nor hidden text (`\\v`, as the
.docx reader leaves out Word's w:vanish: recorded as docx-hidden where it stood); the title from `{\\info
{\\title …}}` (its Unicode form `\\upr … \\*\\ud` when there is one); a producer's title block over the title
page as the .docx reader finds it (centred, larger than the title page that says it again). Destinations that
hold no text of the book (font, colour, style and list tables, pictures, `{\\*\\…}` unknown to RTF 1.0) are
skipped. pandoc's RTF without its header (`{\\pard … \\par}` paragraphs alone) is read as it is.

What is refused, in one line naming the file (`RtfRefused`; lawref.corpus.formats.from_office then reads the
file through LibreOffice and `check` says so): text boxes and drawing objects (`\\shptxt`, `\\dptxbx`, `\\do`),
embedded objects (`\\object`), binary data (`\\bin`), a paragraph in a numbered list with no printed label,
groups that do not balance, a file that is no RTF. Chosen by measurement (docs/formats.md "Goal"): identical
text and removals to the LibreOffice route on every .rtf the project holds (LibreOffice's, pandoc's fragment and
standalone, the red-team books'), at a fraction of its CPU.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.corpus.headings import ends_a_passage
from lawref.corpus.levels import FOOTNOTE_MARK, FOOTNOTE_RULE
from lawref.errors import LawrefError

# A run of \uN each with one fallback character (`\u1055\'3f`, pandoc's `\u1055?`) is one token: most of a
# Cyrillic book is such runs, read at once when \uc is 1 (as every producer writes it). The space after \uN is
# its delimiter, never its fallback: AbiWord writes `\uc0\u1057 \uc0\u1086 ` (no fallback at all).
_UNICODE_RUN = rb"\\u(-?\d{1,6})(?!\d) ?(\\'[0-9a-fA-F]{2}|[^\\{}\r\n])?"
_TOKEN = re.compile(rb"((?:\\u-?\d{1,6}(?!\d) ?(?:\\'[0-9a-fA-F]{2}|[^\\{}\r\n])?)+)"
                    rb"|\\([a-zA-Z]{1,32})(-?\d{1,10})? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z'])|([{}])|[\r\n]+"
                    rb"|([^\\{}\r\n]+)")
_UNICODE = re.compile(rb"\\u(-?\d{1,6})")
_START = re.compile(rb"\s*\{\\(?:rtf|pard\b)")  # an RTF file, or pandoc's fragment of paragraphs
# \fcharset -> the code page of its bytes (Windows' charsets; others read by \ansicpg)
_CHARSETS = {0: None, 1: None, 161: "cp1253", 162: "cp1254", 163: "cp1258", 177: "cp1255", 178: "cp1256",
             186: "cp1257", 204: "cp1251", 238: "cp1250", 222: "cp874", 128: "cp932", 134: "gbk", 136: "big5",
             129: "cp949", 77: "mac_roman"}
_SPECIAL = {"tab": "\t", "line": "\n", "emdash": "\u2014", "endash": "\u2013", "lquote": "\u2018",
            "rquote": "\u2019", "ldblquote": "\u201c", "rdblquote": "\u201d", "bullet": "\u2022",
            "emspace": "\u2003", "enspace": "\u2002", "qmspace": "\u2005", "zwj": "\u200d", "zwnj": "\u200c",
            "ltrmark": "\u200e", "rtlmark": "\u200f"}
_SYMBOLS = {"~": "\u00a0", "_": "-", "-": "\u00ad", "\\": "\\", "{": "{", "}": "}"}
_PARAGRAPH_ENDS = frozenset({"par", "cell", "nestcell"})
# Destinations that hold no text of the book: skipped whole (those parsed for what they say are below).
_SKIPPED = frozenset({"colortbl", "pict", "themedata", "xmlnstbl", "rsidtbl", "revtbl", "filetbl", "fldinst",
                      "pn", "pntxta", "pntxtb", "template", "author", "operator", "company", "comment", "keywords",
                      "subject", "doccomm", "hlinkbase", "category", "manager", "creatim", "revtim", "printim",
                      "buptim", "userprops", "nonshppict", "xe", "tc", "txe", "bkmkstart", "bkmkend", "falt",
                      "docvar", "mmathPr", "latentstyles", "datastore", "pgdsctbl", "shpinst", "sp", "sn", "sv",
                      "fname", "panose", "fontemb", "fontfile", "objdata", "listpicture", "private", "atnid",
                      "atnauthor", "annotation", "generator", "passwordhash", "wgrffmtfilter", "colorschememapping"})
# control word -> the reason given (the label why_rtf_REASON)
_REFUSED = {"shptxt": "text_box", "dptxbx": "text_box", "do": "drawing", "object": "object", "bin": "binary"}
_REFUSED_HIDDEN = frozenset({"shptxt", "dptxbx", "bin"})  # refused even inside a skipped group
_NOTES = frozenset({"footnote"})
_STARRED = frozenset({"footnote", "ud", "listtable", "listoverridetable"})  # \*\NAME read, not skipped
_HEADERS = {"header": ("docx-header", 0), "headerr": ("docx-header", 0), "headerf": ("docx-header", 1),
            "headerl": ("docx-header", 2), "footer": ("docx-footer", 3), "footerr": ("docx-footer", 3),
            "footerf": ("docx-footer", 4), "footerl": ("docx-footer", 5)}
_NO_NUMBER = (23, 255)  # \levelnfc: a bullet, a level that shows no number
_HEADING_STYLE = re.compile(r"(heading|title|заголовок|название)", re.I)
TITLE_BLOCK = "docx-title-block"
_WORD_OR_FIGURE = re.compile(r"\w+")
_TITLE_WORDS = 3


class RtfRefused(LawrefError):
    """What the native reader does not read (the file goes to LibreOffice): see the module docstring."""


def _refuse(shown: str, reason: str, **fields) -> RtfRefused:
    """`reason`: the label `why_rtf_REASON` of messages.toml, what the file holds, in the reader's words; a
    field `word` (the control word met) is for a developer and is not shown."""
    return RtfRefused.labelled("rtf_refused", path=shown, what_label=f"why_rtf_{reason}", **fields)


@dataclass
class _Paragraph:
    text: str
    label: str = ""
    style: int = 0
    center: bool = False
    size: int | None = None
    notes: list[str] = field(default_factory=list)
    hidden: str = ""  # its hidden text (\v), left out


@dataclass
class _Part:
    """What a destination's text goes into: the body's paragraph, a note's, a header's, a label, a name."""

    kind: str  # "body", "note", "header", "label", "title", "fonts", "styles", "style", "info", "lists" …
    chars: list[str] = field(default_factory=list)
    paragraphs: list[str] = field(default_factory=list)
    label: str | None = None  # a body paragraph's list label, as printed
    notes: list[str] = field(default_factory=list)
    size: int | None = None  # the largest font size set directly on the paragraph's text (half-points)
    header: tuple[str, int] | None = None
    old_list: bool = False  # the paragraph is numbered by Word 6's {\*\pn …}
    hidden: list[str] = field(default_factory=list)  # a body paragraph's hidden text (\v)


class _State:
    __slots__ = ("part", "skip", "uc", "font", "fs", "style", "center", "ls", "ilvl", "deleted", "owner", "caps",
                 "hidden")

    def __init__(self, part: _Part) -> None:
        self.part, self.skip, self.uc, self.font, self.fs = part, False, 1, 0, 24
        self.style, self.center, self.ls, self.ilvl, self.deleted, self.owner = 0, False, 0, 0, False, False
        self.caps = False  # \caps: the text is shown in capitals, whatever case it was typed in
        self.hidden = False  # \v: hidden text, neither shown nor printed

    def copy(self) -> _State:
        new = _State.__new__(_State)
        new.part, new.skip, new.uc, new.font, new.fs = self.part, self.skip, self.uc, self.font, self.fs
        new.style, new.center, new.ls, new.ilvl, new.deleted = self.style, self.center, self.ls, self.ilvl, self.deleted
        new.owner, new.caps, new.hidden = False, self.caps, self.hidden
        return new


def extract_rtf(data: bytes, shown: str) -> Extracted:
    """The RTF in `data` as plain text lines; RtfRefused (one line naming the file) for what it does not read."""
    if not _START.match(data):
        raise _refuse(shown, "no_header")
    reader = _Reader(shown)
    reader.read(data)
    return reader.extracted()


class _Reader:
    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.codepage = "cp1252"
        self.default_font = 0
        self.fonts: dict[int, str | None] = {}  # \fN -> its charset's code page (None: the document's)
        self.styles: dict[int, tuple[str, int, bool]] = {}  # \sN -> (name, font size, centred)
        self.list_levels: dict[int, list[int]] = {}  # \listid -> \levelnfc of each level
        self.overrides: dict[int, int] = {}  # \ls -> \listid
        self.records: list[_Paragraph | tuple[str, str, int]] = []  # paragraphs and removed headers, in order
        self.title = ""
        self.body = _Part("body")
        # parsing a table's entries
        self._font_no = 0
        self._style_no: int | None = None
        self._style_fs = 24
        self._style_center = False
        self._levels: list[int] = []
        self._listid = 0

    # -- the token loop -------------------------------------------------------------------------------------
    def read(self, data: bytes) -> None:
        state = _State(self.body)
        stack: list[_State] = []
        skip_chars = 0  # fallback characters still to skip after \uN
        star = False
        codepage = self.codepage
        for m in _TOKEN.finditer(data):
            run, word, param, hexa, symbol, brace, text = m.groups()
            if run is not None:
                if state.skip:
                    continue
                star = False
                units = re.findall(_UNICODE_RUN, run)
                skip_chars = state.uc - (1 if units[-1][1] else 0)  # a fallback not written is the next token's
                if state.uc == 1:
                    self.put(state, "".join(_char(int(n)) for n in _UNICODE.findall(run)))
                    continue
                for n, fallback in units:
                    self.put(state, _char(int(n)))  # each with a fallback of one character: \uc0 keeps it
                    if state.uc == 0 and fallback:
                        byte = bytes([int(fallback[2:], 16)]) if fallback.startswith(b"\\'") else fallback
                        self.put(state, byte.decode(self.page(state, codepage), "replace"))
                skip_chars = max(skip_chars, 0)
                continue
            if brace is not None:
                skip_chars = 0
                star = False
                if brace == b"{":
                    stack.append(state)
                    state = state.copy()
                    if state.part.kind == "styles" and not state.skip:  # a style's entry
                        state.part, state.owner = _Part("style"), True
                        self._style_no, self._style_fs, self._style_center = 0, 24, False
                else:
                    if not stack:
                        raise _refuse(self.shown, "unbalanced")
                    ended = state
                    state = stack.pop()
                    if ended.owner and not ended.skip:
                        self.end_destination(ended, state)
                continue
            if state.skip:
                if word is not None and word.decode() in _REFUSED_HIDDEN:
                    raise _refuse(self.shown, _REFUSED[word.decode()], word=word.decode())
                continue
            if word is not None:
                name = word.decode()
                if star:
                    star = False
                    if name not in _STARRED:
                        if name == "pn":
                            state.part.old_list = True
                        if name in _REFUSED:
                            raise _refuse(self.shown, _REFUSED[name], word=name)
                        state.skip = True
                        continue
                if name == "u":
                    self.put(state, _char(int(param or 0)))
                    skip_chars = state.uc
                    continue
                skip_chars = 0
                codepage = self.control(state, name, param, codepage)
                continue
            if hexa is not None:
                if skip_chars:
                    skip_chars -= 1
                    continue
                self.put(state, bytes([int(hexa, 16)]).decode(self.page(state, codepage), "replace"))
                continue
            if symbol is not None:
                if symbol == b"*":
                    star = True
                    continue
                skip_chars = 0
                if symbol in (b"\n", b"\r"):
                    self.end_paragraph(state)
                    continue
                char = _SYMBOLS.get(symbol.decode("latin-1"))
                if char is not None:
                    self.put(state, char)
                continue
            if text is not None:
                if skip_chars:
                    dropped = min(skip_chars, len(text))
                    skip_chars -= dropped
                    text = text[dropped:]
                    if not text:
                        continue
                self.put(state, text.decode(self.page(state, codepage), "replace"))
        if stack:
            raise _refuse(self.shown, "unbalanced")
        self.end_paragraph(state, at_end=True)

    def page(self, state: _State, codepage: str) -> str:
        return self.fonts.get(state.font) or codepage

    def put(self, state: _State, text: str) -> None:
        if state.deleted:
            return
        part = state.part
        if state.hidden:
            if part.kind == "body":
                part.hidden.append(text)
            return
        part.chars.append(text.upper() if state.caps else text)
        if part.kind == "body" and state.fs != self.styles.get(state.style, ("", 24, False))[1] and text.strip():
            part.size = max(part.size or 0, state.fs)

    def control(self, state: _State, name: str, param: bytes | None, codepage: str) -> str:
        """A control word: what it does to the state, the text or the tables; the document's code page."""
        if name in _PARAGRAPH_ENDS:
            self.end_paragraph(state)
        elif name in _SPECIAL:
            self.put(state, _SPECIAL[name])
        elif name == "uc":
            state.uc = int(param or 1)
        elif name == "f":
            state.font = int(param or 0)
            if state.part.kind == "fonts":
                self._font_no = state.font
        elif name == "fs":
            state.fs = int(param or 24)
            if state.part.kind == "style":
                self._style_fs = state.fs
        elif name == "plain":
            state.font, state.fs, state.deleted, state.caps, state.hidden = self.default_font, 24, False, False, False
        elif name == "caps":
            state.caps = param != b"0"  # a title typed in lower case, shown in capitals (ledov2024's «Law Title»)
        elif name == "pard":
            state.style, state.center, state.ls, state.ilvl = 0, False, 0, 0
        elif name == "s":
            state.style = int(param or 0)
            if state.part.kind == "style":
                self._style_no = state.style
        elif name in ("qc", "ql", "qr", "qj", "qd"):
            state.center = name == "qc"
            if state.part.kind == "style":
                self._style_center = state.center
        elif name == "ls":
            state.ls = int(param or 0)
            if state.part.kind == "override":
                state.part.label = str(state.ls)
        elif name == "ilvl":
            state.ilvl = int(param or 0)
        elif name == "deleted":
            state.deleted = param != b"0"
        elif name == "v":
            state.hidden = param != b"0"
        elif name == "chftn" or name == "chatn":
            pass  # the number of a note: the call is written where the note stands
        elif name in _NOTES:
            self.start(state, _Part("note"))
        elif name in _HEADERS:
            self.start(state, _Part("header", header=_HEADERS[name]))
        elif name in ("listtext", "pntext"):
            self.start(state, _Part("label"))
        elif name in _REFUSED:
            raise _refuse(self.shown, _REFUSED[name], word=name)
        elif name in _SKIPPED:
            state.skip = True
        elif name == "fonttbl":
            self.start(state, _Part("fonts"))
        elif name == "stylesheet":
            self.start(state, _Part("styles"))
        elif name == "info":
            self.start(state, _Part("info"))
        elif name == "title" and state.part.kind == "info":
            self.start(state, _Part("title"))
        elif name in ("listtable", "listoverridetable"):
            self.start(state, _Part("lists" if name == "listtable" else "overrides"))
        elif name == "listoverride":
            self.start(state, _Part("override"))
        elif name == "list" and state.part.kind == "lists":
            self._levels = []
            self.start(state, _Part("list"))
        elif name == "listlevel" and state.part.kind == "list":
            self._levels.append(0)
        elif name == "levelnfc" and state.part.kind == "list" and self._levels:
            self._levels[-1] = int(param or 0)
        elif name == "listid":
            self._listid = int(param or 0)
            if state.part.kind == "list":
                self.list_levels[self._listid] = list(self._levels)
        elif name == "ansicpg":
            codepage = self.codepage = _codepage(int(param or 1252), self.shown)
        elif name == "deff":
            self.default_font = int(param or 0)
        elif name == "fcharset" and state.part.kind == "fonts":
            self.fonts[self._font_no] = _CHARSETS.get(int(param or 0))
        return codepage

    def start(self, state: _State, part: _Part) -> None:
        """A destination starts in this group: its text goes to `part` until the group closes."""
        if part.kind == "note" and state.part.kind == "body":
            state.part.chars.append(FOOTNOTE_MARK)
        state.part, state.owner = part, True

    def end_destination(self, ended: _State, outer: _State) -> None:
        part = ended.part
        if part is outer.part:
            return
        if part.kind == "note":
            self._close(part)
            text = " ".join(part.paragraphs).strip()
            if text and outer.part.kind == "body":
                outer.part.notes.append(text)
        elif part.kind == "header":
            self._close(part)
            lines = [line for line in part.paragraphs if line.strip()]
            kind, rank = part.header
            self.records.append((kind, "\n".join(lines), rank))
        elif part.kind == "label":
            outer.part.label = "".join(part.chars).strip()
        elif part.kind == "title":
            self.title = "".join(part.chars).strip()
        elif part.kind == "style" and self._style_no is not None:
            name = "".join(part.chars).strip().rstrip(";").strip()
            self.styles[self._style_no] = (name, self._style_fs, self._style_center)
        elif part.kind == "override" and part.label:
            self.overrides[int(part.label)] = self._listid

    @staticmethod
    def _close(part: _Part) -> None:
        if part.chars:
            part.paragraphs.append("".join(part.chars))
            part.chars = []

    def end_paragraph(self, state: _State, at_end: bool = False) -> None:
        part = state.part
        if part.kind in ("note", "header"):
            part.paragraphs.append("".join(part.chars))
            part.chars = []
            return
        if part.kind != "body":
            return
        text = "".join(part.chars)
        hidden = " ".join("".join(part.hidden).split())
        part.hidden = []
        if at_end and not text.strip() and part.label is None and not part.notes and not hidden:
            return
        label = ""
        if state.ls:
            levels = self.list_levels.get(self.overrides.get(state.ls, -1), [])
            nfc = levels[state.ilvl] if 0 <= state.ilvl < len(levels) else 0
            # a label that prints no letter or figure (AbiWord's `{\listtext \tab}`) is none: Word and LibreOffice
            # number the paragraph from the list table
            if part.label is None or not any(ch.isalnum() for ch in part.label):
                if nfc not in _NO_NUMBER:
                    raise _refuse(self.shown, "unlabelled_item", word=f"ls{state.ls}")
            elif nfc not in _NO_NUMBER:
                label = part.label
        elif part.old_list:  # Word 6's numbering ({\*\pn …}): its label printed in {\pntext …}
            if part.label is None:
                raise _refuse(self.shown, "unlabelled_item", word="pn")
            label = part.label if any(ch.isalnum() for ch in part.label) else ""  # a bullet shows none
        style = self.styles.get(state.style, ("", 24, False))
        self.records.append(_Paragraph(text, label, state.style, state.center and not style[2], part.size,
                                       part.notes, hidden))
        part.chars, part.label, part.notes, part.size, part.old_list = [], None, [], None, False

    # -- the text, as the .docx reader writes it ------------------------------------------------------------
    def is_heading(self, style: int) -> bool:
        name = self.styles.get(style, ("",))[0]
        return bool(name and _HEADING_STYLE.match(name))

    def extracted(self) -> Extracted:
        builder = TextBuilder()
        block = _title_block([r for r in self.records if isinstance(r, _Paragraph)])
        waiting: list[str] = []
        first_heading = ""
        removed: list[tuple[str, str, int]] = []

        def write_notes() -> None:
            for note in waiting:
                builder.paragraph([FOOTNOTE_RULE])
                builder.paragraph([f"{FOOTNOTE_MARK} {note}"])
            waiting.clear()

        def flush() -> None:
            for kind, text, _ in sorted(removed, key=lambda r: r[2]):
                builder.remove(kind, text)
            removed.clear()

        for record in self.records:
            if isinstance(record, tuple):
                removed.append(record)
                continue
            flush()
            text = record.text
            if record.hidden:  # recorded where the paragraph stands (or, all of it hidden, where the next one will)
                builder.hidden(record.hidden)
                if not text.strip():
                    continue  # a paragraph all hidden is not shown, nor its number
            if record is block:
                builder.remove(TITLE_BLOCK, text)
                continue
            heading = self.is_heading(record.style)
            label = record.label
            shown = f"{label} {text}" if label and text.strip() else label or text
            if waiting and shown.strip() and (ends_a_passage(shown) or heading):
                write_notes()
            start = builder.paragraph([shown])
            if start and not first_heading and heading:
                first_heading = " ".join(text.split())
            waiting.extend(record.notes)
        flush()
        write_notes()
        return Extracted(text=builder.text(self.shown, "no_text_rtf"), encoding="rtf",
                         removals=builder.removals(), title=self.title or first_heading)


_PAGES = {10000: "mac_roman", 10007: "mac_cyrillic", 20866: "koi8_r", 21866: "koi8_u", 28591: "latin_1",
          28595: "iso8859_5", 65001: "utf-8"}


def _codepage(number: int, shown: str) -> str:
    """Python's codec for Windows code page `number`; one the reader does not know is refused (LibreOffice)."""
    import codecs

    name = _PAGES.get(number, f"cp{number}")
    try:
        codecs.lookup(name)
    except LookupError:
        raise _refuse(shown, "codepage", number=number) from None
    return name


def _char(value: int) -> str:
    """\\uN's character: N a signed 16-bit number (negative above 32767), U+FFFD for what is no character."""
    value = value + 65536 if value < 0 else value
    return chr(value) if 0 <= value < 0x110000 and not 0xD800 <= value < 0xE000 else "\ufffd"


def _title_block(paragraphs: list[_Paragraph]) -> _Paragraph | None:
    """The first paragraph when it is a producer's title over the book's title page (from_docx._title_block)."""
    paragraphs = [p for p in paragraphs if p.text.strip()]
    if len(paragraphs) < 2:
        return None
    first = paragraphs[0]
    if first.size is None or not first.center:
        return None
    page: list[str] = []
    for p in paragraphs[1:]:
        if (p.size or 0) >= first.size:
            break
        page.extend(_WORD_OR_FIGURE.findall(p.text.casefold()))
    words = _WORD_OR_FIGURE.findall(first.text.casefold())
    said_again = any(page[k:k + len(words)] == words for k in range(len(page) - len(words) + 1))
    return first if len(words) >= _TITLE_WORDS and said_again else None
