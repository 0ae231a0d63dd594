"""Word 97-2003 (.doc) -> plain text lines, natively: the binary document ([MS-DOC]) read from its compound file
(lawref.corpus.formats.ole) and written out as the WordprocessingML that LibreOffice's .docx of it holds, then
read by the .docx reader (lawref.corpus.formats.from_docx), so numbering, footnotes, tables, headers and footers,
capitals and the title block are read by one set of rules whatever the route. Without LibreOffice's start
(1.5 s of CPU a book) a .doc is read in the time a .docx is.

What is read: the FIB; the piece table (CLX) and the text of its pieces (8-bit CP1252 or UTF-16); the paragraph
properties of every paragraph mark (PAPX in their FKPs: style, list and level, table cell and row ends, centred);
the character properties of every run (CHPX: capitals, size, deleted text, hidden text, special characters); the
style sheet (names, base styles, a style's list, capitals, hidden text); the list tables (LSTF, LVL, LFO with
their start-at overrides) as Word numbers paragraphs; footnotes; each section's headers and footers; fields (the
result shown, the instructions not); the title in the summary information.

What it refuses, so LibreOffice reads the file instead and `check` says why in one line (DocRefused's
`reason`, worded by the label `why_doc_REASON`): an encrypted or Word 6/95 file, text boxes, endnotes, nested
tables, symbol-font characters, a list level whose numbering style it does not know, a complex (fast-saved) file,
anything that breaks the format. The rule for which lists count together is LibreOffice's, not Word's (see
_Lists): the route is proved equal to LibreOffice's on every .doc the tests hold (tests/test_formats_doc.py), all
of them written by LibreOffice; none written by Word itself is held (docs/formats.md).
"""

from __future__ import annotations

import bisect
import io
import re
import struct
import zipfile
from dataclasses import dataclass, field
from xml.sax.saxutils import escape, quoteattr

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.ole import Ole, OleError


class DocRefused(Exception):
    """The native reader cannot read this .doc exactly: LibreOffice reads it. `reason` says why: the label
    `why_doc_REASON` of messages.toml words it for the reader (what the file holds), with `fields`; `detail`,
    where given, is for a developer (which part of the format broke) and is not shown."""

    def __init__(self, reason: str, **fields):
        super().__init__(reason, *fields.values())
        self.reason = reason
        self.fields = {"what_label": f"why_doc_{reason}", **fields}  # diag_doc_read_by_libreoffice's {what}


# FibRgFcLcb97: the index of each (fc, lcb) pair the reader uses
_STSHF, _PLCFFNDREF, _PLCFFNDTXT, _PLCFSED, _PLCFHDD, _PLCFBTECHPX, _PLCFBTEPAPX = 1, 2, 3, 6, 11, 12, 13
_DOP, _CLX, _PLCFENDREF, _PLFLST, _PLFLFO = 31, 33, 46, 73, 74
# sprms read (the operand's size follows from the sprm's top three bits; see _sprms)
_P_ILVL, _P_ILFO, _P_IN_TABLE, _P_TTP, _P_ITAP, _P_INNER_CELL, _P_INNER_TTP = (0x260A, 0x460B, 0x2416, 0x2417,
                                                                               0x6649, 0x244B, 0x244C)
_P_JC80, _P_JC = 0x2403, 0x2461
_C_CAPS, _C_SIZE, _C_DELETED, _C_SPECIAL, _C_SYMBOL, _C_ISTD = 0x083B, 0x4A43, 0x0800, 0x0855, 0x6A09, 0x4A30
_C_VANISH = 0x083C  # hidden text: written as w:vanish, which the .docx reader leaves out and records
_S_TITLE_PAGE = 0x300A
_OPERAND = {0: 1, 1: 1, 2: 2, 3: 4, 4: 2, 5: 2, 7: 3}
# MSONFC -> WordprocessingML numFmt (those from_docx reads; others are refused)
_NFC = {0: "decimal", 1: "upperRoman", 2: "lowerRoman", 3: "upperLetter", 4: "lowerLetter", 22: "decimalZero",
        23: "bullet", 255: "none", 0x2D: "russianLower", 0x2E: "russianUpper"}
_STORIES = 6  # header stories per section: even header, odd header, even footer, odd footer, first header, footer
_STORY_KINDS = (("header", "even"), ("header", "default"), ("footer", "even"), ("footer", "default"),
                ("header", "first"), ("footer", "first"))
# control characters in the text -> the WordprocessingML LibreOffice writes for them (others are not text)
_CONTROL = re.compile(r"([^\x00-\x1f]+)|[\x00-\x1f]")
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_CONTROL_XML = {9: "<w:tab/>", 11: "<w:br/>", 12: "<w:br/>", 14: "<w:br/>", 30: "<w:noBreakHyphen/>",
                31: "<w:softHyphen/>"}


def extract_doc(data: bytes, shown: str) -> Extracted:
    """The .doc read natively; DocRefused when it holds what this reader does not read (see the docstring), or
    when what it read is no text the .docx reader takes (LibreOffice then reads the file and says its own)."""
    from lawref.corpus.formats.from_docx import extract_docx
    from lawref.errors import LawrefError

    try:
        document = _Document(Ole(data))
        docx = document.docx()
    except DocRefused:
        raise
    except (OleError, struct.error, IndexError, KeyError, ValueError, UnicodeError, OverflowError,
            MemoryError, RecursionError) as err:
        raise DocRefused("damaged", detail=type(err).__name__) from None
    try:
        extracted = extract_docx(docx, shown)
    except LawrefError as err:
        raise DocRefused("no_text", detail=err.key) from None
    return Extracted(text=extracted.text, encoding="doc", removals=extracted.removals, title=extracted.title)


def _sprms(grpprl: bytes) -> dict[int, bytes]:
    """A grpprl -> sprm -> its operand (the last of a sprm said twice)."""
    out: dict[int, bytes] = {}
    pos, end = 0, len(grpprl)
    while pos + 2 <= end:
        sprm = struct.unpack_from("<H", grpprl, pos)[0]
        pos += 2
        spra = sprm >> 13
        if spra != 6:
            size = _OPERAND[spra]
        elif sprm == 0xD608:  # sprmTDefTable: a two-byte size, one more than the bytes after it
            size = struct.unpack_from("<H", grpprl, pos)[0] + 1
        elif sprm == 0xC615 and pos < end and grpprl[pos] == 255:  # sprmPChgTabs of more tabs than a byte counts
            deleted = grpprl[pos + 1]
            added = grpprl[pos + 2 + 4 * deleted]
            size = 3 + 4 * deleted + 3 * added
        else:
            size = grpprl[pos] + 1 if pos < end else 1
        if pos + size > end:
            break  # a sprm cut short at the end of its grpprl: ignored, as Word does
        out[sprm] = grpprl[pos:pos + size]
        pos += size
    return out


def _byte(sprms: dict[int, bytes], sprm: int, default=None):
    operand = sprms.get(sprm)
    return operand[0] if operand else default


def _word(sprms: dict[int, bytes], sprm: int, default=None, signed: bool = False):
    operand = sprms.get(sprm)
    return struct.unpack_from("<h" if signed else "<H", operand)[0] if operand and len(operand) >= 2 else default


def _plc(data: bytes, fc: int, lcb: int, size: int) -> tuple[list[int], list[bytes]]:
    """A PLC: n+1 CPs (or FCs) and n data of `size` bytes."""
    if lcb < 4:
        return [], []
    n = (lcb - 4) // (4 + size)
    cps = list(struct.unpack_from(f"<{n + 1}I", data, fc))
    base = fc + 4 * (n + 1)
    return cps, [data[base + k * size:base + (k + 1) * size] for k in range(n)]


@dataclass
class _Style:
    name: str
    base: int
    kind: int  # 1 paragraph, 2 character
    papx: dict[int, bytes] = field(default_factory=dict)
    chpx: dict[int, bytes] = field(default_factory=dict)


@dataclass
class _Paragraph:
    text: list[tuple[str, dict[int, bytes]]]  # runs: (text, character sprms)
    end: str  # the mark that ends it: "\r", "\x07" (a table cell's or row's end) or "\x0c" (a section's)
    style: int
    sprms: dict[int, bytes]
    notes: list[int]  # the footnotes its references call, in order


class _Document:
    def __init__(self, ole: Ole):
        word = ole.stream("WordDocument")
        if word is None or len(word) < 0x200:
            raise DocRefused("not_word", detail="no WordDocument stream")
        ident, self.nfib = struct.unpack_from("<HH", word, 0)
        flags = struct.unpack_from("<H", word, 0x0A)[0]
        if ident != 0xA5EC:
            raise DocRefused("not_word", detail="wIdent")
        if self.nfib < 0xC1:
            raise DocRefused("word6")
        if flags & 0x0100:
            raise DocRefused("encrypted")
        if flags & 0x0004:
            raise DocRefused("fast_saved")
        table = ole.stream("1Table" if flags & 0x0200 else "0Table")
        if table is None:
            raise DocRefused("damaged", detail="no table stream")
        self.word, self.table = word, table
        pos = 32
        csw = struct.unpack_from("<H", word, pos)[0]
        pos += 2 + 2 * csw
        cslw = struct.unpack_from("<H", word, pos)[0]
        lw = struct.unpack_from(f"<{cslw}i", word, pos + 2)
        pos += 2 + 4 * cslw
        count = struct.unpack_from("<H", word, pos)[0]
        self.fclcb = [struct.unpack_from("<II", word, pos + 2 + 8 * k) for k in range(count)]
        self.ccp = dict(zip(("text", "ftn", "hdd", "mcr", "atn", "edn", "txbx", "hdrtxbx"), lw[3:11], strict=True))
        if self.ccp["edn"] > 0:
            raise DocRefused("endnotes")
        if self.ccp["txbx"] > 0:
            raise DocRefused("text_boxes")
        self._pieces()
        self.papx = self._fkps(_PLCFBTEPAPX, paragraph=True)
        self.chpx = self._fkps(_PLCFBTECHPX, paragraph=False)
        self.styles = self._styles()
        self.title = _summary_title(ole.stream("\x05SummaryInformation"))

    # -- text ---------------------------------------------------------------------------------------------------
    def _pieces(self) -> None:
        fc, lcb = self.fclcb[_CLX]
        clx, pos = self.table[fc:fc + lcb], 0
        while pos < len(clx) and clx[pos] == 1:  # Prc: property modifiers of pieces
            pos += 3 + struct.unpack_from("<h", clx, pos + 1)[0]
        if pos >= len(clx) or clx[pos] != 2:
            raise DocRefused("damaged", detail="no piece table")
        size = struct.unpack_from("<I", clx, pos + 1)[0]
        cps, pcds = _plc(clx, pos + 5, size, 8)
        self.piece_cps, self.pieces = cps, []
        for k, pcd in enumerate(pcds):
            raw, prm = struct.unpack_from("<IH", pcd, 2)
            if prm:
                raise DocRefused("piece_properties")
            compressed = bool(raw & 0x40000000)
            start = (raw & 0x3FFFFFFF) // 2 if compressed else raw & 0x3FFFFFFF
            self.pieces.append((cps[k], cps[k + 1], start, compressed))

    def chars(self, cp0: int, cp1: int):
        """(cp, fc, text) of each stretch of one piece between the two CPs."""
        k = max(bisect.bisect_right(self.piece_cps, cp0) - 1, 0)
        while k < len(self.pieces):
            start, end, fc, compressed = self.pieces[k]
            if start >= cp1:
                break
            lo, hi = max(start, cp0), min(end, cp1)
            if lo < hi:
                width = 1 if compressed else 2
                raw = self.word[fc + (lo - start) * width:fc + (hi - start) * width]
                if len(raw) != (hi - lo) * width:
                    raise DocRefused("damaged", detail="text out of the file")
                yield lo, fc + (lo - start) * width, width, raw.decode("cp1252" if compressed else "utf-16-le",
                                                                       "replace")
            k += 1

    def _fkps(self, index: int, paragraph: bool) -> tuple[list[int], list[tuple[int, dict[int, bytes]]]]:
        """The FKPs' runs: their start FCs, and each run's (istd, sprms) (istd 0 for character runs)."""
        fc, lcb = self.fclcb[index]
        _, pns = _plc(self.table, fc, lcb, 4)
        starts: list[int] = []
        props: list[tuple[int, dict[int, bytes]]] = []
        for pn in pns:
            page = self.word[(struct.unpack("<I", pn)[0] & 0x3FFFFF) * 512:][:512]
            crun = page[511]
            fcs = struct.unpack_from(f"<{crun + 1}I", page, 0)
            for k in range(crun):
                offset = page[4 * (crun + 1) + k * (13 if paragraph else 1)] * 2
                istd, sprms = 0, {}
                if offset:
                    if paragraph:
                        cb = page[offset]
                        size, at = (2 * cb - 1, offset + 1) if cb else (2 * page[offset + 1], offset + 2)
                        raw = page[at:at + size]
                        istd, sprms = struct.unpack_from("<H", raw)[0], _sprms(raw[2:])
                    else:
                        sprms = _sprms(page[offset + 1:offset + 1 + page[offset]])
                if starts and fcs[k] < starts[-1]:
                    raise DocRefused("damaged", detail="FKPs out of order")
                starts.append(fcs[k])
                props.append((istd, sprms))
            if crun:
                starts.append(fcs[crun])
                props.append((0, {}))  # past the last run of this page: no properties (the next page's start)
        return starts, props

    @staticmethod
    def _at(runs, fc: int):
        starts, props = runs
        k = bisect.bisect_right(starts, fc) - 1
        return props[k] if k >= 0 else (0, {})

    def paragraphs(self, cp0: int, cp1: int) -> list[_Paragraph]:
        """The paragraphs between two CPs (a story), each ended by its mark, with its runs and properties."""
        out: list[_Paragraph] = []
        runs: list[tuple[str, dict[int, bytes]]] = []
        starts = self.chpx[0]
        for _, fc, width, text in self.chars(cp0, cp1):
            pos = 0
            while pos < len(text):
                here = fc + pos * width
                k = bisect.bisect_right(starts, here)
                upto = len(text) if k >= len(starts) else min(len(text), pos + max((starts[k] - here) // width, 1))
                chp = self._at(self.chpx, here)[1]
                piece = text[pos:upto]
                for m in re.finditer(r"[\r\x07\x0c]|[^\r\x07\x0c]+", piece):
                    if m[0] in "\r\x07\x0c" and len(m[0]) == 1 and not (m[0] == "\x0c" and not self._section_end(
                            here + m.start() * width)):
                        istd, sprms = self._at(self.papx, here + m.start() * width)
                        out.append(_Paragraph(runs, m[0], istd, sprms, []))
                        runs = []
                    else:
                        runs.append((m[0], chp))
                pos = upto
        if runs:
            out.append(_Paragraph(runs, "\r", 0, {}, []))
        return out

    def _section_end(self, fc: int) -> bool:
        return fc in self.section_fcs

    # -- styles -------------------------------------------------------------------------------------------------
    def _styles(self) -> dict[int, _Style]:
        fc, lcb = self.fclcb[_STSHF]
        stsh = self.table[fc:fc + lcb]
        cb = struct.unpack_from("<H", stsh, 0)[0]
        cstd, base_size = struct.unpack_from("<HH", stsh, 2)
        pos, styles = 2 + cb, {}
        for istd in range(cstd):
            size = struct.unpack_from("<H", stsh, pos)[0]
            std = stsh[pos + 2:pos + 2 + size]
            pos += 2 + size
            if not size:
                continue
            kind_base, cupx_next = struct.unpack_from("<HH", std, 2)
            at = base_size
            length = struct.unpack_from("<H", std, at)[0]
            name = std[at + 2:at + 2 + 2 * length].decode("utf-16-le", "replace")
            at += 2 + 2 * length + 2
            style = _Style(name, kind_base >> 4, kind_base & 0xF)
            for n in range(cupx_next & 0xF):
                at += at % 2
                if at + 2 > len(std):
                    break
                upx = struct.unpack_from("<H", std, at)[0]
                raw = std[at + 2:at + 2 + upx]
                at += 2 + upx
                if style.kind == 1 and n == 0:
                    style.papx = _sprms(raw[2:])
                elif (style.kind == 1 and n == 1) or (style.kind == 2 and n == 0):
                    style.chpx = _sprms(raw)
            styles[istd] = style
        return styles

    # -- the whole document as WordprocessingML ---------------------------------------------------------------
    def docx(self) -> bytes:
        text_end = self.ccp["text"]
        sed_fc, sed_lcb = self.fclcb[_PLCFSED]
        section_cps, seds = _plc(self.table, sed_fc, sed_lcb, 12)
        self.section_fcs = set()
        for cp in section_cps[1:]:
            for _, fc, _width, chunk in self.chars(cp - 1, cp):
                if chunk == "\x0c":
                    self.section_fcs.add(fc)
        sections = [_sprms(self._sepx(struct.unpack_from("<I", sed, 2)[0])) for sed in seds]
        notes_at = self._notes()
        self.lists = _Lists(self.table, self.fclcb[_PLFLST], self.fclcb[_PLFLFO])
        writer = _Writer(self)
        body = writer.story(self.paragraphs(0, text_end), notes_at=notes_at, cp0=0)
        parts = self._headers(sections)
        return writer.package(body, parts, self.title)

    def _sepx(self, fc: int) -> bytes:
        if fc == 0xFFFFFFFF:
            return b""
        size = struct.unpack_from("<h", self.word, fc)[0]
        return self.word[fc + 2:fc + 2 + size]

    def _notes(self) -> dict[int, list[_Paragraph]]:
        """main-text CP of each footnote reference -> the note's paragraphs."""
        ref_fc, ref_lcb = self.fclcb[_PLCFFNDREF]
        txt_fc, txt_lcb = self.fclcb[_PLCFFNDTXT]
        refs, frds = _plc(self.table, ref_fc, ref_lcb, 2)
        texts, _ = _plc(self.table, txt_fc, txt_lcb, 0)
        if any(struct.unpack("<h", frd)[0] == 0 for frd in frds):
            raise DocRefused("footnote_mark")
        base = self.ccp["text"]
        return {refs[k]: self.paragraphs(base + texts[k], base + texts[k + 1])
                for k in range(len(frds)) if k + 1 < len(texts)}

    def _headers(self, sections: list[dict[int, bytes]]) -> list[list[tuple]]:
        """Each section's own header and footer stories (kind, type, paragraphs), as LibreOffice writes them: a
        story a section leaves empty goes on from the section before (linked to it, not written again); an even
        page's only in a book of facing pages, a first page's only in a section with a title page."""
        fc, lcb = self.fclcb[_PLCFHDD]
        cps, _ = _plc(self.table, fc, lcb, 0)
        base = self.ccp["text"] + self.ccp["ftn"]
        facing = bool(self.table[self.fclcb[_DOP][0]] & 1) if self.fclcb[_DOP][1] else False
        out = []
        for index, sprms in enumerate(sections):
            own = []
            for k, (kind, type_) in enumerate(_STORY_KINDS):
                story = _STORIES + index * _STORIES + k
                if type_ == "even" and not facing or type_ == "first" and not _byte(sprms, _S_TITLE_PAGE):
                    continue
                if story + 1 < len(cps) and cps[story + 1] > cps[story]:
                    own.append((kind, type_, self.paragraphs(base + cps[story], base + cps[story + 1])))
            out.append(own)
        return out


def _summary_title(stream: bytes | None) -> str:
    """PIDSI_TITLE of the SummaryInformation property set, '' when none."""
    if not stream or len(stream) < 48:
        return ""
    try:
        offset = struct.unpack_from("<I", stream, 44)[0]
        _, count = struct.unpack_from("<II", stream, offset)
        props = dict(struct.unpack_from(f"<{2 * count}I", stream, offset + 8)[k:k + 2]
                     for k in range(0, 2 * count, 2))
        codepage = 1252
        if 1 in props:
            codepage = struct.unpack_from("<H", stream, offset + props[1] + 4)[0]
        if 2 not in props:
            return ""
        at = offset + props[2]
        kind, size = struct.unpack_from("<II", stream, at)
        raw = stream[at + 8:at + 8 + size]
        if kind == 0x1F:
            return raw[:2 * size].decode("utf-16-le", "replace").split("\0")[0]
        name = "utf-8" if codepage == 65001 else f"cp{codepage}"
        return raw.decode(name, "replace").split("\0")[0]
    except (struct.error, LookupError):
        return ""


class _Lists:
    """The list tables: LSTF (each list's id and whether it is simple), its LVLs (start, numbering style, the
    text with its level placeholders), the LFOs paragraphs name (sprmPIlfo, 1-based), each an LST and its
    start-at overrides. As LibreOffice reads them: an LFO that overrides nothing numbers with its LST's list (LFOs
    of one LST count on together), an LFO with overrides is a list of its own."""

    def __init__(self, table: bytes, plflst: tuple[int, int], plflfo: tuple[int, int]):
        self.levels: dict[int, dict[int, tuple[int, str, str]]] = {}  # lsid -> level -> (start, numFmt, text)
        self.lfos: list[tuple[int, dict[int, int]]] = []  # (lsid, level -> start-at override)
        fc, lcb = plflst
        if lcb:
            count = struct.unpack_from("<h", table, fc)[0]
            lstfs = [table[fc + 2 + 28 * k:fc + 2 + 28 * (k + 1)] for k in range(count)]
            pos = fc + 2 + 28 * count
            for lstf in lstfs:
                lsid = struct.unpack_from("<i", lstf, 0)[0]
                levels = {}
                for ilvl in range(1 if lstf[26] & 1 else 9):
                    levels[ilvl], pos = _lvl(table, pos)
                self.levels[lsid] = levels
        fc, lcb = plflfo
        if lcb:
            count = struct.unpack_from("<I", table, fc)[0]
            lfos = [struct.unpack_from("<i8xB", table, fc + 4 + 16 * k) for k in range(count)]
            pos = fc + 4 + 16 * count
            for lsid, clfolvl in lfos:
                pos += 4  # the LFOData's cp
                overrides = {}
                for _ in range(clfolvl):
                    start, bits = struct.unpack_from("<iI", table, pos)
                    pos += 8
                    if bits & 0x20:
                        _, pos = _lvl(table, pos)
                        raise DocRefused("list_override")
                    if bits & 0x10:
                        overrides[bits & 0xF] = start
                self.lfos.append((lsid, overrides))


def _lvl(table: bytes, pos: int) -> tuple[tuple[int, str, str], int]:
    start, nfc = struct.unpack_from("<iB", table, pos)
    chpx, papx = table[pos + 24], table[pos + 25]
    pos += 28 + papx + chpx
    length = struct.unpack_from("<H", table, pos)[0]
    xst = table[pos + 2:pos + 2 + 2 * length].decode("utf-16-le", "replace")
    pos += 2 + 2 * length
    if nfc not in _NFC:
        raise DocRefused("numbering_style", nfc=nfc)
    text = "".join(f"%{ord(ch) + 1}" if ord(ch) < 9 else ch for ch in xst)
    return (start, _NFC[nfc], text), pos


# -- writing WordprocessingML --------------------------------------------------------------------------------
_NS = ('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
       'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
_CT = "application/vnd.openxmlformats-officedocument.wordprocessingml."


class _Writer:
    def __init__(self, document: _Document):
        self.doc = document
        self.footnotes: list[str] = []
        self.field: list[bool] = []  # open fields: True while in the instructions (not shown)

    def story(self, paragraphs: list[_Paragraph], notes_at: dict[int, list[_Paragraph]] | None = None,
              cp0: int = 0, sect_xml: list[str] | None = None) -> str:
        """Paragraphs -> body XML: table paragraphs (sprmPFInTable) gathered into cells (a cell ends at a cell
        mark) and rows (a row ends at its row mark, sprmPFTtp)."""
        out: list[str] = []
        cp = cp0
        rows: list[str] | None = None
        cells: list[str] = []
        cell: list[str] = []
        for paragraph in paragraphs:
            length = sum(len(text) for text, _ in paragraph.text) + 1
            xml = self.paragraph(paragraph, notes_at or {}, cp)
            cp += length
            in_table = _byte(paragraph.sprms, _P_IN_TABLE, 0)
            if (_byte(paragraph.sprms, _P_ITAP, 1) or 1) > 1 or _byte(paragraph.sprms, _P_INNER_CELL) or \
                    _byte(paragraph.sprms, _P_INNER_TTP):
                raise DocRefused("nested_table")
            if not in_table:
                if rows is not None:
                    out.append(f"<w:tbl>{''.join(rows)}</w:tbl>")
                    rows = None
                out.append(xml)
                continue
            rows = [] if rows is None else rows
            if _byte(paragraph.sprms, _P_TTP, 0):
                rows.append(f"<w:tr>{''.join(cells)}</w:tr>")
                cells = []
                continue
            cell.append(xml)
            if paragraph.end == "\x07":
                cells.append(f"<w:tc>{''.join(cell)}</w:tc>")
                cell = []
        if rows is not None:
            out.append(f"<w:tbl>{''.join(rows)}</w:tbl>")
        if cells or cell:
            raise DocRefused("damaged", detail="table row without its end")
        return "".join(out)

    def paragraph(self, paragraph: _Paragraph, notes_at: dict[int, list[_Paragraph]], cp: int) -> str:
        props = [f'<w:pStyle w:val="S{paragraph.style}"/>']
        ilfo = _word(paragraph.sprms, _P_ILFO, signed=True)
        ilvl = _byte(paragraph.sprms, _P_ILVL)
        if ilfo is not None or ilvl is not None:
            props.append("<w:numPr>" + (f'<w:ilvl w:val="{ilvl}"/>' if ilvl is not None else "")
                         + (f'<w:numId w:val="{self.num_id(ilfo)}"/>' if ilfo is not None else "") + "</w:numPr>")
        jc = _byte(paragraph.sprms, _P_JC, _byte(paragraph.sprms, _P_JC80))
        if jc == 1:
            props.append('<w:jc w:val="center"/>')
        if paragraph.end == "\x0c":
            props.append("<w:sectPr/>")
        runs = []
        for text, chp in paragraph.text:
            if _byte(chp, _C_DELETED):
                cp += len(text)
                continue
            if _C_SYMBOL in chp:
                raise DocRefused("symbol_font")
            rpr = ""
            caps = _byte(chp, _C_CAPS)
            if caps is not None:
                if caps not in (0, 1):
                    raise DocRefused("caps_toggled")
                rpr += f'<w:caps w:val="{"true" if caps else "false"}"/>'
            rpr += _vanish(chp)
            size = _word(chp, _C_SIZE)
            if size is not None:
                rpr += f'<w:sz w:val="{size}"/>'
            istd = _word(chp, _C_ISTD)
            if istd:
                rpr += f'<w:rStyle w:val="S{istd}"/>'
            rpr = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
            special = _byte(chp, _C_SPECIAL)
            for m in _CONTROL.finditer(text):
                at = cp + m.start()
                if m[1]:
                    if not (self.field and self.field[-1]):
                        runs.append(f'<w:r>{rpr}<w:t xml:space="preserve">{_xml(m[1])}</w:t></w:r>')
                    continue
                code = ord(m[0])
                if code == 0x13:
                    self.field.append(True)
                elif code == 0x14:
                    if self.field:
                        self.field[-1] = False
                elif code == 0x15:
                    if self.field:
                        self.field.pop()
                elif self.field and self.field[-1]:
                    continue
                elif special and code in (1, 8, 5):  # a picture, a drawn object, a comment's mark: not text
                    continue
                elif special and code == 2:
                    note = notes_at.get(at)
                    if note is not None:
                        self.footnotes.append(self.note_xml(len(self.footnotes) + 1, note))
                        runs.append(f'<w:r>{rpr}<w:footnoteReference w:id="{len(self.footnotes)}"/></w:r>')
                elif special:
                    raise DocRefused("special_character", code=code)
                elif code in _CONTROL_XML:
                    runs.append(f"<w:r>{rpr}{_CONTROL_XML[code]}</w:r>")
            cp += len(text)
        return f"<w:p><w:pPr>{''.join(props)}</w:pPr>{''.join(runs)}</w:p>"

    def note_xml(self, number: int, paragraphs: list[_Paragraph]) -> str:
        saved, self.field = self.field, []
        body = "".join(self.paragraph(p, {}, 0) for p in paragraphs)
        self.field = saved
        return f'<w:footnote w:id="{number}">{body}</w:footnote>'

    def num_id(self, ilfo: int) -> int:
        if ilfo <= 0 or ilfo > len(self.doc.lists.lfos):
            return 0
        return ilfo

    def numbering(self) -> str:
        lists = self.doc.lists
        abstracts, nums = [], []
        shared: dict[int, int] = {}
        for index, (lsid, overrides) in enumerate(lists.lfos, start=1):
            if lsid not in lists.levels:
                raise DocRefused("damaged", detail="list without its table")
            abstract = shared.setdefault(lsid, index) if not overrides else index
            if abstract == index:
                levels = "".join(f'<w:lvl w:ilvl="{ilvl}"><w:start w:val="{start}"/><w:numFmt w:val="{fmt}"/>'
                                 f'<w:lvlText w:val={quoteattr(_NOT_XML.sub("", text))}/></w:lvl>'
                                 for ilvl, (start, fmt, text) in lists.levels[lsid].items())
                abstracts.append(f'<w:abstractNum w:abstractNumId="{index}">{levels}</w:abstractNum>')
            over = "".join(f'<w:lvlOverride w:ilvl="{ilvl}"><w:startOverride w:val="{start}"/></w:lvlOverride>'
                           for ilvl, start in overrides.items())
            nums.append(f'<w:num w:numId="{index}"><w:abstractNumId w:val="{abstract}"/>{over}</w:num>')
        return f"<w:numbering {_NS}>{''.join(abstracts)}{''.join(nums)}</w:numbering>"

    def styles_xml(self) -> str:
        out = []
        for istd, style in self.doc.styles.items():
            kind = {1: "paragraph", 2: "character"}.get(style.kind, "paragraph")
            ppr = ""
            ilfo = _word(style.papx, _P_ILFO, signed=True)
            ilvl = _byte(style.papx, _P_ILVL)
            if ilfo is not None:
                ppr = ("<w:pPr><w:numPr>" + (f'<w:ilvl w:val="{ilvl}"/>' if ilvl is not None else "")
                       + f'<w:numId w:val="{self.num_id(ilfo)}"/></w:numPr></w:pPr>')
            caps = _byte(style.chpx, _C_CAPS)
            rpr = f'<w:caps w:val="{"true" if caps else "false"}"/>' if caps in (0, 1) else ""
            rpr += _vanish(style.chpx)
            rpr = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
            based = f'<w:basedOn w:val="S{style.base}"/>' if style.base != 0xFFF else ""
            name = quoteattr(_NOT_XML.sub("", style.name))
            out.append(f'<w:style w:type="{kind}" w:styleId="S{istd}"><w:name w:val={name}/>'
                       f"{based}{ppr}{rpr}</w:style>")
        return f"<w:styles {_NS}>{''.join(out)}</w:styles>"

    def package(self, body: str, sections: list[list[tuple]], title: str) -> bytes:
        """The .docx: document, styles, numbering, footnotes, a header or footer part for each section's story,
        each section's properties at the paragraph that ends it."""
        rels = [("styles", "styles.xml"), ("numbering", "numbering.xml"), ("footnotes", "footnotes.xml")]
        overrides = [("/word/document.xml", _CT + "document.main+xml"), ("/word/styles.xml", _CT + "styles+xml"),
                     ("/word/numbering.xml", _CT + "numbering+xml"), ("/word/footnotes.xml", _CT + "footnotes+xml")]
        parts: dict[str, str] = {}
        sect_prs = []
        for stories in sections:
            refs = []
            for kind, type_, paragraphs in stories:
                name = f"{kind}{len(parts) + 1}.xml"
                saved, self.field = self.field, []
                parts[name] = f"<w:{kind[:3]} {_NS}>{self.story(paragraphs)}</w:{kind[:3]}>"
                self.field = saved
                rels.append((kind, name))
                overrides.append((f"/word/{name}", _CT + f"{kind}+xml"))
                refs.append(f'<w:{kind}Reference w:type="{type_}" r:id="rId{len(rels)}"/>')
            sect_prs.append(f"<w:sectPr>{''.join(refs)}</w:sectPr>")
        pieces = body.split("<w:sectPr/>")
        if len(pieces) > len(sect_prs):
            raise DocRefused("damaged", detail="more section marks than sections")
        body = "".join(piece + (sect_prs[k] if k < len(pieces) - 1 else "") for k, piece in enumerate(pieces))
        body += sect_prs[len(pieces) - 1] if len(pieces) - 1 < len(sect_prs) else "<w:sectPr/>"
        files = {
            "[Content_Types].xml": '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/docProps/core.xml" '
            'ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
            + "".join(f'<Override PartName="{p}" ContentType="{c}"/>' for p, c in overrides) + "</Types>",
            "_rels/.rels": '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f'<Relationship Id="rId1" Type="{_REL}officeDocument" Target="word/document.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/'
            'metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
            "docProps/core.xml": '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/'
            'metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">'
            f"<dc:title>{_xml(title)}</dc:title></cp:coreProperties>",
            "word/_rels/document.xml.rels": '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
            'relationships">' + "".join(f'<Relationship Id="rId{k}" Type="{_REL}{kind}" Target="{name}"/>'
                                        for k, (kind, name) in enumerate(rels, start=1)) + "</Relationships>",
            "word/document.xml": f"<w:document {_NS}><w:body>{body}</w:body></w:document>",
            "word/styles.xml": self.styles_xml(),
            "word/numbering.xml": self.numbering(),
            "word/footnotes.xml": f"<w:footnotes {_NS}>{''.join(self.footnotes)}</w:footnotes>",
            **{f"word/{name}": xml for name, xml in parts.items()},
        }
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
            for name, xml in files.items():
                archive.writestr(name, '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' + xml)
        return out.getvalue()


def _vanish(chp: dict[int, bytes]) -> str:
    """Hidden text (sprmCFVanish, a ToggleOperand) as WordprocessingML's `<w:vanish/>`; "" when not said or «as
    the style» (0x80); «the style's opposite» (0x81) is refused, as for capitals."""
    value = _byte(chp, _C_VANISH)
    if value is None or value == 0x80:
        return ""
    if value not in (0, 1):
        raise DocRefused("vanish_toggled")
    return f'<w:vanish w:val="{"true" if value else "false"}"/>'


def _xml(text: str) -> str:
    """Text as XML character data: what XML cannot hold (U+FFFE, U+FFFF, a stray control character) left out."""
    return escape(_NOT_XML.sub("", text))
