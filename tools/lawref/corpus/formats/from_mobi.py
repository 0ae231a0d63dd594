"""Kindle books: MOBI (Mobipocket 6, `.mobi`, `.prc`, `.azw`) and AZW3 (KF8, `.azw3`; a `.mobi` may hold both,
Calibre's and kindlegen's «joint» file) -> the book's HTML -> plain text lines, read as the EPUB reader reads its
chapters (lawref.corpus.formats.from_epub: headings, lists, tables, notes, the producer's title page).

The container (a Palm database, `BOOKMOBI` at offset 60) is read here, by a reader of our own (~350 lines of the
published format) rather than Calibre (hundreds of MB) or the `mobi` package (KindleUnpack's GPL code, which writes
an EPUB to disk to be read again):
- record 0: the PalmDOC header (compression, text length, text records, encryption), the MOBI header (text
  encoding, the first record of pictures, the KF8 indexes) and EXTH (title, author, the KF8 part of a joint file);
- the text records, each with its trailing entries cut (the header's extra-data flags), PalmDOC-decompressed
  (LZ77 with space+letter pairs), joined;
- MOBI 6: one HTML document whose links say `filepos=N`, a byte offset in that text: an anchor is put at each
  offset a link names, and the link made `#fileposN`, so a note's call leads to its note as in any page;
- KF8: the text's first flow (FDST) is the book's XHTML cut up: each file's skeleton with its fragments taken out
  (the SKEL and FRAG indexes, INDX records with a TAGX table); each skeleton gets its fragments back at their
  insert positions, one HTML document per file of the book, in order; links `kindle:pos:fid:F:off:O` (a fragment
  and an offset into the joined files) become `#id` of the element standing there; a list gets the numbering its
  class has in the book's stylesheets (the FDST's other flows);
- what the converters made of the book's structure, read back: MOBI 6's headings (paragraphs all bold in a larger
  font), its guide's contents page, KF8's `type` as epub:type, a file of links into the book as its contents, the
  files as one page when a note's call leads into another file;
- a PalmDOC e-text (`TEXtREAd`: no MOBI header) is plain text, read as a text file is.
A book with DRM (encryption 1 or 2) is refused saying so; kindlegen's HUFF/CDIC compression is refused naming it
(Calibre writes PalmDOC; no file to test a HUFF/CDIC reader on was at hand), and so is KFX (`CONT`, `\xeaDRMION`),
Kindle's newest container. A cut or damaged file is one line.
"""

from __future__ import annotations

import re
import struct

from lawref.corpus.formats import Extracted
from lawref.errors import LawrefError

MAGIC_OFFSET = 60
MAGICS = (b"BOOKMOBI", b"TEXtREAd")  # a Mobipocket book; a plain PalmDOC e-text
_NO_INDEX = 0xFFFFFFFF
MAX_TEXT = 256 * 1024 * 1024  # what the text records may unpack to: a whole book is ~1 MiB


class Damaged(Exception):
    """The container does not hold what its headers say (read as `mobi_damaged`)."""


def is_mobi(data: bytes) -> bool:
    return data[MAGIC_OFFSET:MAGIC_OFFSET + 8] in MAGICS


def records(data: bytes) -> list[bytes]:
    """The Palm database's records, in order."""
    if len(data) < 78:
        raise Damaged("header")
    count = struct.unpack_from(">H", data, 76)[0]
    if count == 0 or 78 + 8 * count > len(data):
        raise Damaged("record list")
    offsets = [struct.unpack_from(">L", data, 78 + 8 * n)[0] for n in range(count)] + [len(data)]
    if any(a > b for a, b in zip(offsets, offsets[1:])):
        raise Damaged("record offsets")
    return [data[a:b] for a, b in zip(offsets, offsets[1:])]


def palmdoc_decompress(data: bytes) -> bytes:
    """PalmDOC's LZ77: 1-8 = that many literal bytes; 0x00, 0x09-0x7f = itself; 0xc0-0xff = a space and the byte
    less 0x80; 0x80-0xbf with the next byte = (distance 11 bits, length 3 bits + 3) back in the output."""
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        c = data[i]
        i += 1
        if 1 <= c <= 8:
            out += data[i:i + c]
            i += c
        elif c < 0x80:
            out.append(c)
        elif c >= 0xC0:
            out += b" " + bytes((c ^ 0x80,))
        else:
            if i >= n:
                raise Damaged("palmdoc pair")
            pair = (c << 8) | data[i]
            i += 1
            distance, length = (pair >> 3) & 0x7FF, (pair & 7) + 3
            if distance == 0 or distance > len(out):
                raise Damaged("palmdoc distance")
            for _ in range(length):  # may overlap what it writes
                out.append(out[-distance])
    return bytes(out)


def _trailing_size(data: bytes) -> int:
    """A trailing entry's size, written backwards at the record's end (7 bits a byte, the first byte's high bit set)."""
    size = 0
    for byte in data[-4:]:
        if byte & 0x80:
            size = 0
        size = (size << 7) | (byte & 0x7F)
    return size


def trim_trailing(record: bytes, flags: int) -> bytes:
    """A text record without the entries its header's extra-data flags say follow the text (bit 0: the bytes of a
    multibyte character that goes on into the next record; each other bit: one entry that gives its own size)."""
    for bit in range(1, 16):
        if flags & (1 << bit):
            size = _trailing_size(record)
            if size > len(record):
                raise Damaged("trailing entry")
            record = record[:len(record) - size]
    if flags & 1 and record:
        record = record[:len(record) - ((record[-1] & 3) + 1)]
    return record


class Header:
    """Record 0 of a MOBI book (or of its KF8 part): what the reader needs of it."""

    def __init__(self, record: bytes):
        if len(record) < 16:
            raise Damaged("record 0")
        self.compression, _, self.text_length, self.text_records, _, self.encryption = struct.unpack_from(
            ">HHLHHH", record, 0)
        self.mobi = record[16:20] == b"MOBI"
        self.exth: dict[int, list[bytes]] = {}
        self.encoding, self.version, self.extra_flags = 1252, 0, 0
        self.fdst = self.skeleton = self.fragment = _NO_INDEX
        self.first_resource = _NO_INDEX
        self.name = b""
        if not self.mobi:
            return
        length = struct.unpack_from(">L", record, 20)[0]
        self.encoding = struct.unpack_from(">L", record, 28)[0]
        self.version = struct.unpack_from(">L", record, 36)[0] if len(record) >= 40 else 0

        def field(offset: int) -> int:
            inside = offset + 4 <= min(16 + length, len(record))  # a field past a short header is absent
            return struct.unpack_from(">L", record, offset)[0] if inside else _NO_INDEX

        self.first_resource = field(0x6C)
        if 16 + length >= 0xF4:
            self.extra_flags = struct.unpack_from(">H", record, 0xF2)[0]
        if self.version >= 8:
            self.fdst, self.fragment, self.skeleton = field(0xC0), field(0xF8), field(0xFC)
        name_at, name_length = field(0x54), field(0x58)
        if name_at != _NO_INDEX and name_length != _NO_INDEX:
            self.name = record[name_at:name_at + name_length]
        exth_flags = field(0x80)
        at = 16 + length
        if exth_flags != _NO_INDEX and exth_flags & 0x40 and record[at:at + 4] == b"EXTH":
            count = struct.unpack_from(">L", record, at + 8)[0]
            at += 12
            for _ in range(count):
                if at + 8 > len(record):
                    raise Damaged("EXTH")
                kind, size = struct.unpack_from(">LL", record, at)
                if size < 8:
                    raise Damaged("EXTH record")
                self.exth.setdefault(kind, []).append(record[at + 8:at + size])
                at += size

    def codec(self) -> str:
        return "utf-8" if self.encoding == 65001 else "cp1252"

    def value(self, kind: int) -> str:
        found = self.exth.get(kind)
        return " ".join(found[0].decode(self.codec(), "replace").split()) if found else ""


def text_of(recs: list[bytes], base: int, header: Header) -> bytes:
    """The book's text: its text records (from `base` + 1) trimmed, decompressed and joined, cut to its length."""
    if header.text_records == 0 or base + header.text_records >= len(recs):
        raise Damaged("text records")
    out = bytearray()
    for record in recs[base + 1:base + 1 + header.text_records]:
        record = trim_trailing(record, header.extra_flags)
        out += palmdoc_decompress(record) if header.compression == 2 else record
        if len(out) > MAX_TEXT:
            raise Damaged("text too long")
    return bytes(out[:header.text_length])


# MOBI 6: links and targets by byte offset in the text
_FILEPOS = re.compile(rb"""\bfilepos\s*=\s*["']?0*(\d+)["']?""", re.I)


def mobi6_html(text: bytes) -> bytes:
    """The MOBI 6 text with each offset a `filepos` link names made an anchor, and those links made `#fileposN`.
    The offset is where the target element starts (Kindle's converters write it so): that element gets the id, as
    `#id` names an element in a page (a note's call leads to the note's list item, its back link to the call); an
    offset before text or an end tag gets an empty anchor. The offsets are of the original bytes: they are
    worked from the last, so the earlier ones stay right."""
    targets = sorted({int(m[1]) for m in _FILEPOS.finditer(text) if int(m[1]) < len(text)}, reverse=True)
    out = text
    for offset in targets:
        out, _ = named_at(out, offset, b"filepos%d" % offset)
    return _FILEPOS.sub(lambda m: b'href="#filepos' + m[1] + b'"', out)


# an element's start tag (not Mobipocket's own, `<mbp:pagebreak/>`), up to its name, and an id among its attributes
_ELEMENT_START = re.compile(rb"<(?!mbp:)([a-z][a-z0-9]*)", re.I)
_ID_ATTR = re.compile(rb"""[^>]*?\s(?:id|name)\s*=\s*["']?([^"' >]+)""", re.I)


def named_at(document: bytes, at: int, name: bytes) -> tuple[bytes, bytes]:
    """(the document, the id of the element starting at `at`): its own id, else `name` given to it; where no
    element starts there (text, an end tag), an empty anchor of that name put in. An offset inside a tag (never,
    by the format, but a damaged file's) is that tag's start."""
    before = document.rfind(b"<", 0, at)
    if before != -1 and document.rfind(b">", 0, at) < before:
        at = before
    start = _ELEMENT_START.match(document, at)
    if start is None:
        return document[:at] + b'<a id="' + name + b'"></a>' + document[at:], name
    end = document.find(b">", at)
    own = _ID_ATTR.match(document, start.end(), end if end != -1 else len(document))
    if own is not None:
        return document, own[1]
    return document[:start.end()] + b' id="' + name + b'"' + document[start.end():], name


# KF8's indexes: INDX records, their entries' tags described by a TAGX table
def _varlen(data: bytes, at: int) -> tuple[int, int]:
    """(bytes read, value) of a forward variable-width integer (7 bits a byte, the last byte's high bit set)."""
    value, read = 0, 0
    while True:
        if at + read >= len(data):
            raise Damaged("index value")
        byte = data[at + read]
        read += 1
        value = (value << 7) | (byte & 0x7F)
        if byte & 0x80:
            return read, value


def index_entries(recs: list[bytes], first: int) -> list[tuple[bytes, dict[int, list[int]]]]:
    """The entries of the index whose header record is `first`: (name, tag -> values), in order."""
    if first == _NO_INDEX or first >= len(recs):
        raise Damaged("index")
    head = recs[first]
    if head[:4] != b"INDX":
        raise Damaged("INDX")
    header_length, = struct.unpack_from(">L", head, 4)
    count, = struct.unpack_from(">L", head, 24)
    if head[header_length:header_length + 4] != b"TAGX":
        raise Damaged("TAGX")
    tagx_length, control_bytes = struct.unpack_from(">LL", head, header_length + 4)
    table = [tuple(head[header_length + k:header_length + k + 4]) for k in range(12, tagx_length, 4)]
    entries = []
    for record in recs[first + 1:first + 1 + count]:
        if record[:4] != b"INDX":
            raise Damaged("INDX entry record")
        start, entry_count = struct.unpack_from(">LL", record, 20)
        positions = [struct.unpack_from(">H", record, start + 4 + 2 * k)[0] for k in range(entry_count)] + [start]
        for begin, end in zip(positions, positions[1:]):
            size = record[begin]
            name = record[begin + 1:begin + 1 + size]
            entries.append((name, _tag_map(control_bytes, table, record, begin + 1 + size, end)))
    return entries


def _tag_map(control_bytes: int, table: list, data: bytes, start: int, end: int) -> dict[int, list[int]]:
    """One index entry's tags: which tags it has and how many values each (its control bytes, masked by the TAGX
    table), then the values, variable-width."""
    found, control, at = [], 0, start + control_bytes
    for tag, per_entry, mask, last in table:
        if last == 1:
            control += 1
            continue
        value = data[start + control] & mask
        if not value:
            continue
        if value == mask and bin(mask).count("1") > 1:  # a byte count of values follows
            read, size = _varlen(data, at)
            at += read
            found.append((tag, None, size, per_entry))
        else:
            while mask & 1 == 0:
                mask >>= 1
                value >>= 1
            found.append((tag, value, None, per_entry))
    tags = {}
    for tag, count, size, per_entry in found:
        values = []
        if count is not None:
            for _ in range(count * per_entry):
                read, value = _varlen(data, at)
                at += read
                values.append(value)
        else:
            used = 0
            while used < size:
                read, value = _varlen(data, at)
                at += read
                used += read
                values.append(value)
        tags[tag] = values
    if at > end:
        raise Damaged("index entry")
    return tags


def kf8_parts(recs: list[bytes], base: int, header: Header, text: bytes) -> tuple[list[bytes], list[tuple[int, int]]]:
    """The book's files (XHTML), each skeleton with its fragments put back at their insert positions."""
    fdst = header.fdst + base if header.fdst != _NO_INDEX else None
    flow = text
    if fdst is not None and fdst < len(recs) and recs[fdst][:4] == b"FDST":
        start, end = struct.unpack_from(">LL", recs[fdst], 12)
        flow = text[start:end]
    skeletons = index_entries(recs, header.skeleton + base)
    fragments = index_entries(recs, header.fragment + base)
    parts, taken = [], 0
    for _name, tags in skeletons:
        count, (position, length) = tags[1][0], tags[6][:2]
        skeleton = flow[position:position + length]
        at = position + length
        for name, frag in fragments[taken:taken + count]:
            insert = int(name.decode("ascii")) - position
            size = frag[6][1]
            if not 0 <= insert <= len(skeleton):
                raise Damaged("fragment position")
            skeleton = skeleton[:insert] + flow[at:at + size] + skeleton[insert:]
            at += size
        taken += count
        parts.append(skeleton)
    if not parts:
        raise Damaged("no skeleton")
    return parts, [(int(name.decode("ascii")), frag[6][1]) for name, frag in fragments]


def kf8_stylesheets(recs: list[bytes], base: int, header: Header, text: bytes) -> bytes:
    """The text's other flows (FDST): the book's stylesheets (and SVG pictures), joined."""
    fdst = header.fdst + base if header.fdst != _NO_INDEX else None
    if fdst is None or fdst >= len(recs) or recs[fdst][:4] != b"FDST":
        return b""
    count = struct.unpack_from(">L", recs[fdst], 8)[0]
    flows = [struct.unpack_from(">LL", recs[fdst], 12 + 8 * k) for k in range(1, count)]
    return b"\n".join(text[start:end] for start, end in flows)


_CSS_RULE = re.compile(rb"([^{}]+)\{([^{}]*)\}")
_CSS_CLASS = re.compile(rb"^\s*(?:[a-z0-9]*)\.([\w-]+)\s*$", re.I)
_CSS_LIST_STYLE = re.compile(rb"list-style(?:-type)?\s*:\s*([a-z-]+)", re.I)
_LIST_TAG = re.compile(rb"<(ol|ul)(\s[^>]*)>", re.I)
_CLASS_ATTR = re.compile(rb"""\sclass\s*=\s*["']([^"']*)["']""", re.I)
_STYLE_ATTR = re.compile(rb"""\sstyle\s*=\s*["']([^"']*)["']""", re.I)


def list_styles(parts: list[bytes], css: bytes) -> list[bytes]:
    """Each list whose class the stylesheet gives a `list-style-type` (Calibre writes an EPUB's `<ol type="a">` as
    a class: `.calibre4 { list-style-type: lower-alpha }`) gets it in its own style, as a browser shows it: the HTML
    reader reads a list's numbering from its attributes."""
    styles = {}
    for rule in _CSS_RULE.finditer(css):
        kind = _CSS_LIST_STYLE.search(rule[2])
        if kind is None:
            continue
        for selector in rule[1].split(b","):
            m = _CSS_CLASS.match(selector)
            if m:
                styles[m[1]] = kind[1]
    if not styles:
        return parts

    def styled(m: re.Match) -> bytes:
        attributes = m[2]
        if _STYLE_ATTR.search(attributes) and _CSS_LIST_STYLE.search(_STYLE_ATTR.search(attributes)[1]):
            return m[0]  # its own style says it
        classes = _CLASS_ATTR.search(attributes)
        kind = next((styles[name] for name in (classes[1].split() if classes else ()) if name in styles), None)
        if kind is None:
            return m[0]
        return b"<" + m[1] + attributes + b' style="list-style-type: ' + kind + b'">' if not _STYLE_ATTR.search(
            attributes) else b"<" + m[1] + _STYLE_ATTR.sub(lambda a: b' style="list-style-type: ' + kind + b"; " +
                                                            a[1] + b'"', attributes, count=1) + b">"

    return [_LIST_TAG.sub(styled, part) for part in parts]


_KINDLE_POS = re.compile(rb"""kindle:pos:fid:([0-9A-V]{4}):off:([0-9A-V]{10})""")


def kf8_links(parts: list[bytes], fragments: list[tuple[int, int]]) -> list[bytes]:
    """Each `kindle:pos:fid:F:off:O` link made `#id`: the element that starts at fragment F's insert position + O in
    the joined files; one without an id gets one (`kindlepos` and the position) — as a browser follows the link."""
    starts, total = [], 0
    for part in parts:
        starts.append(total)
        total += len(part)
    wanted: dict[int, set[int]] = {}  # part -> positions in it
    links = set()
    for part in parts:
        for m in _KINDLE_POS.finditer(part):
            fid, off = int(m[1], 32), int(m[2], 32)
            if fid < len(fragments):
                position = fragments[fid][0] + off
                links.add((m[0], position))

    def part_of(position: int) -> int:
        return max((n for n, s in enumerate(starts) if s <= position), default=0)

    names: dict[int, bytes] = {}
    for _, position in links:
        wanted.setdefault(part_of(position), set()).add(position - starts[part_of(position)])
    out = []
    for number, part in enumerate(parts):
        for at in sorted(wanted.get(number, ()), reverse=True):
            part, names[starts[number] + at] = named_at(part, at, b"kindlepos%d" % (starts[number] + at))
        out.append(part)
    for link, position in links:  # a link into another file says that file («part0003.xhtml#fn1»), as an EPUB's does
        target = part_of(position)
        out = [part.replace(link, (b"" if n == target else b"part%04d.xhtml" % target) + b"#" + names[position])
               for n, part in enumerate(out)]
    return out


KFX_MAGICS = (b"CONT", b"\xeaDRMION\xee")  # KFX's container, and KFX with DRM: a Kindle book, not a Palm database


def book_html(data: bytes) -> tuple[list[bytes], str, Header]:
    """(the book's HTML documents in reading order, their encoding, the header read): KF8's files where the book
    has a KF8 part, else the MOBI 6 text."""
    if data.startswith(KFX_MAGICS):
        raise Refused("kfx")
    recs = records(data)
    header = Header(recs[0])
    _refuse(header)
    base = 0
    boundary = header.exth.get(121)
    if header.version < 8 and boundary and len(boundary[0]) == 4:
        kf8 = struct.unpack(">L", boundary[0])[0]
        if 0 < kf8 < len(recs):  # a joint file: its KF8 part is the book as a Kindle reads it now
            header, base = Header(recs[kf8]), kf8
            _refuse(header)
    text = text_of(recs, base, header)
    if not header.mobi:  # a PalmDOC e-text (TEXtREAd): plain text, no markup
        raise PlainText(text)
    if header.version >= 8 and header.skeleton != _NO_INDEX:
        parts, fragments = kf8_parts(recs, base, header, text)
        # the links first: their positions are of the files as put back, before any attribute is added
        parts = list_styles(kf8_links(parts, fragments), kf8_stylesheets(recs, base, header, text))
        return parts, header.codec(), header
    return _first_page_apart(_headings(mobi6_html(text))), header.codec(), header


# MOBI 6 has no heading elements: Kindle's converters write a heading as a paragraph all bold in a larger font
_FONT_HEADING = re.compile(rb"""<p(\s[^>]*)?>\s*<font\s+size\s*=\s*["']?([4-7])["']?\s*>\s*<b>"""
                           rb"""((?:(?!</?(?:p|b|font)\b).)*)</b>\s*</font>\s*</p>""", re.I | re.S)


def _headings(document: bytes) -> bytes:
    """Each paragraph whose whole text is bold in a font larger than the text's (size 4-7; the text's is 3) made
    the heading it shows (size 7 <h1>, 6 <h2>, 5 <h3>, 4 <h4>), as the EPUB it was made of had it."""
    return _FONT_HEADING.sub(lambda m: b"<h%d%s>%s</h%d>" % (8 - int(m[2]), m[1] or b"", m[3], 8 - int(m[2])),
                             document)


_PAGEBREAK = re.compile(rb"<mbp:pagebreak\s*/?>", re.I)


def _first_page_apart(document: bytes) -> list[bytes]:
    """A MOBI 6 text as its first page (up to the first page break), its contents page and the rest. The first page
    is marked as the title page it may be: read_pages drops it only when every line of it is a value of the book's
    metadata (the title, author and date a converter put there), as it drops an EPUB's producer's title page. The
    contents page is the page the guide's `<reference type="toc">` leads to (as a Kindle's «Go to contents»), whole
    between two page breaks: marked as the EPUB's navigation document is, and read_pages records it as contents."""
    m = _PAGEBREAK.search(document)
    body = re.search(rb"<body[^>]*>", document[:m.start()], re.I) if m else None
    if body is None:
        return [document]
    first = document[body.end():m.start()]
    rest = document[:body.end()] + document[m.end():]
    pages = [b'<html><body><section type="titlepage">' + first + b"</section></body></html>"]
    toc = _GUIDE_TOC.search(rest)
    target = re.search(rb'<[a-z][a-z0-9]*\s[^>]*?\bid="' + re.escape(toc[1]) + rb'"', rest, re.I) if toc else None
    if target is not None:
        before = [b.end() for b in _PAGEBREAK.finditer(rest, 0, target.start())]
        start = before[-1] if before else body.end()
        after = _PAGEBREAK.search(rest, target.start())
        if after is not None and not rest[start:target.start()].strip(b" \t\r\n"):  # the page opens with it
            pages.append(b'<html><body><nav type="toc">' + rest[start:after.start()] + b"</nav></body></html>")
            rest = rest[:start] + rest[after.end():]
    return pages + [rest]


_GUIDE_TOC = re.compile(rb"""<reference\s[^>]*?type\s*=\s*["']?toc["']?[^>]*?href\s*=\s*["']#([^"']+)["']""", re.I)


class PlainText(Exception):
    """The book is a PalmDOC e-text: its text is plain text (in the code page its maker used), not HTML."""

    def __init__(self, text: bytes):
        self.text = text


class Refused(Exception):
    """A book lawref will not read: "drm" (its text encrypted), "huffcdic" (kindlegen's compression), "kfx" (KFX)."""

    def __init__(self, key: str):
        self.key = key


def _refuse(header: Header) -> None:
    if header.encryption in (1, 2):
        raise Refused("drm")
    if header.compression == 17480:
        raise Refused("huffcdic")
    if header.compression not in (1, 2):
        raise Damaged("compression")


_PART_LINK = re.compile(r"^part\d{4}\.xhtml(?:#|$)")


def _part_target(name: str, href: str) -> str:
    """The file a KF8 link leads to («part0003.xhtml#fn1» -> "3", kf8_links' form); "" for one within its file."""
    return str(int(href[4:8])) if _PART_LINK.match(href) else ""


_WORDS = re.compile(r"\w+")


def _links_into_the_book(page, files: int, last: bool = False) -> bool:
    """A file whose body is only headings and links, three or more, every one into another of the book's `files`
    and into half of them at least (a chapter's own list of its Laws under its heading, a Sphinx toctree, leads to
    a few: it is the chapter's page, not the book's contents); or, the book's `last` file, leading back into as
    few (a chapter's list leads forward to its Laws; Calibre's «Table of Contents» at the end of a book whose
    pages it split in two, zavolzh2009's, leads into the half that holds the headings)."""
    body = page.body
    if body is None:
        return False
    links = body.css("a[href]")
    hrefs = [link.attributes.get("href") or "" for link in links]
    if len(links) < 3 or not all(_PART_LINK.match(href) for href in hrefs) or \
            not last and len({href[:12] for href in hrefs}) < (files - 1) / 2:
        return False
    said = _WORDS.findall(body.text(separator=" "))
    shown = [word for node in (*links, *body.css("h1, h2, h3, h4, h5, h6"))
             for word in _WORDS.findall(node.text(separator=" "))]
    return len(said) == len(shown)


# tags whose `type` attribute is HTML's own (a list's numbering, a script's language …), not EPUB's epub:type
_TYPED_TAGS = frozenset({"ol", "ul", "li", "input", "button", "script", "style", "link", "object", "embed", "source",
                         "a", "menu", "meta"})


def extract_mobi(data: bytes, shown: str) -> Extracted:
    from selectolax.lexbor import LexborHTMLParser

    from lawref.corpus.formats.from_epub import notes_together, read_pages

    try:
        documents, codec, header = book_html(data)
    except PlainText as plain:  # read as a text file is: its encoding detected (a Russian e-text's is windows-1251)
        from lawref.corpus.decode import OVERSTRUCK, decode_struck
        from lawref.model import Removal

        text, used, struck = decode_struck(plain.text, shown)
        return Extracted(text=text, encoding=used,
                         removals=tuple(Removal(OVERSTRUCK, line, gone) for line, gone in struck))
    except Refused as refused:
        if refused.key == "drm":
            raise LawrefError.labelled("mobi_drm", path=shown) from None
        if refused.key == "kfx":
            raise LawrefError.labelled("mobi_kfx", path=shown) from None
        raise LawrefError.labelled("mobi_huffcdic", path=shown) from None
    except (Damaged, struct.error, IndexError, KeyError, ValueError):
        raise LawrefError.labelled("mobi_damaged", path=shown) from None
    title = header.value(503) or " ".join(header.name.decode(header.codec(), "replace").split())
    metadata = {header.value(kind) for kind in (100, 101, 106, 503)} | {title}
    day = header.value(106).partition("T")[0]  # the date in full (ISO 8601, a converter's «2021» made 2021-01-01T…)
    metadata |= {day, day[:4]}  # its day or its year, as the title page says it
    pages = [(str(n), LexborHTMLParser(document.decode(codec, "replace"))) for n, document in enumerate(documents)]
    for _, page in pages:
        for node in page.css("[type]"):  # KF8 keeps EPUB's epub:type as type («titlepage», «footnote», «toc»)
            if node.tag not in _TYPED_TAGS and "epub:type" not in node.attributes:
                node.attrs["epub:type"] = node.attributes.get("type") or ""
    # the contents: the EPUB's navigation document, kept by KF8 as a file of its own, or a file that is nothing but a
    # heading and links into the other files (Calibre's «Table of Contents» at the end of an AZW3), as an EPUB's nav
    nav = next((name for name, page in pages if any(
        node.tag == "nav" and "toc" in (node.attributes.get("epub:type") or "").split() for node in page.css("nav"))
        or _links_into_the_book(page, len(pages), last=name == pages[-1][0])), None)
    pages = notes_together(pages, nav, _part_target)
    builder = read_pages(pages, shown, title, metadata - {""}, nav=nav)
    return Extracted(text=builder.text(shown, "no_text_mobi"), encoding="mobi" if header.version < 8 else "kf8",
                     removals=builder.removals(), title=title)
