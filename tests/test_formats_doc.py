""".doc (Word 97) read natively (lawref.corpus.formats.from_doc): the same text LibreOffice's route gives on every
.doc the project holds or makes; what the reader does not read goes to LibreOffice with one line in `check`;
mangled input is a one-line refusal (then LibreOffice's one line), never a traceback. All these .doc files were
written by LibreOffice: none by Word itself (docs/formats.md says what that leaves unproven)."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from formats_tools import soffice_all
from lawref.corpus.formats import extract
from lawref.corpus.formats.from_doc import _C_VANISH, DocRefused, _sprms, _vanish, extract_doc
from lawref.corpus.formats.from_office import convert_ahead, extract_office
from lawref.corpus.formats.ole import Ole, OleError
from lawref.corpus.pipeline import load_corpus
from lawref.errors import Diagnostic
from lawref.messages import table

from formats_book import to_docx, to_txt

TESTS = Path(__file__).resolve().parent
MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # a compound file: Word 97-2003's binary
DOCS = sorted(TESTS.glob("redteam/*/out/*.doc")) + sorted(TESTS.glob("fixtures/formats/*.doc"))
HELD = [p for p in DOCS if p.read_bytes().startswith(MAGIC)]
# AbiWord's «.doc» (tests/fixtures/formats/make_abiword_doc.sh): RTF under the name .doc (AbiWord has no Word 97
# writer; LibreOffice 7.4's "MS Word 95" and "MS WinWord 6.0" filters read only: --convert-to fails with
# 0x81a). (the file, how it is read, the Russian line `check` gives, "" for none)
ABIWORD = [
    ("fixtures/formats/law_abiword_txt.doc", "rtf", ""),
    ("fixtures/formats/law_abiword_docx.doc", "rtf",
     "RTF прочитан через LibreOffice (медленнее): у пункта нумерованного списка не записан его номер, а этого "
     "встроенное чтение не читает; сохраните файл как DOCX, чтобы он читался без LibreOffice"),
]
MADE = ["small txt>soffice>doc", "small docx>soffice>doc", "law docx>soffice>doc", "commentary docx>soffice>doc"]
FIXTURE = TESTS / "fixtures" / "formats" / "restarted_lists_lo.doc"
RTF_HEAD = rb"{\rtf1\ansi\ansicpg1251\deff0{\fonttbl{\f0 Times;}}"
LAW_1 = rb"\pard \'cf\'d0\'c0\'c2\'c8\'cb\'ce 1. \'ca\'ce\'cb\'ce\'c4\'c0\par"  # ПРАВИЛО 1. КОЛОДА


@pytest.fixture(scope="module")
def office_made(tmp_path_factory, rendered_books) -> tuple[dict[str, Path], dict[str, Path]]:
    """The .doc LibreOffice makes of the small book (from its .txt and its .docx) and of the generated whole law
    book and commentary (tests/bookgen, seed 1), and of each REFUSED row's RTF: one LibreOffice start for all."""
    folder = tmp_path_factory.mktemp("doc")
    (folder / "book.docx").write_bytes(to_docx())
    (folder / "book.txt").write_text(to_txt(), "utf-8")
    books, _ = rendered_books
    jobs = [(folder / "book.txt", "doc", folder / "txt"), (folder / "book.docx", "doc", folder / "docx"),
            (books / "law.docx", "doc", folder / "law"), (books / "commentary.docx", "doc", folder / "commentary")]
    for n, (_, body, _, _) in enumerate(REFUSED):
        source = folder / f"refused{n}" / "book.rtf"
        source.parent.mkdir()
        source.write_bytes(RTF_HEAD + b"\n" + LAW_1 + body + b"}")
        jobs.append((source, "doc", source.parent / "doc"))
    paths = soffice_all(jobs)
    return dict(zip(MADE, paths)), {row[0]: path for row, path in zip(REFUSED, paths[len(MADE):])}


@pytest.fixture(scope="module")
def made(office_made) -> dict[str, Path]:
    return office_made[0]


@pytest.fixture(scope="module")
def refused_docs(office_made) -> dict[str, Path]:
    return office_made[1]


@pytest.fixture(scope="module")
def through_office(made, refused_docs) -> None:
    """LibreOffice's readings of every .doc the tests below read through it, made in one LibreOffice run
    (from_office.convert_ahead: one start, ~1 s of CPU, for the 15 readings, not one each) and kept in the cache,
    where extract_office finds them: the .doc held and made, and the AbiWord files as the RTF they hold (the route
    `extract` takes when the RTF reader refuses one) and as a .doc."""
    docs = [path.read_bytes() for path in [*HELD, *made.values(), *refused_docs.values()]]
    abiword = [(TESTS / name).read_bytes() for name, _, _ in ABIWORD]
    convert_ahead([(data, ".doc") for data in docs]
                  + [(data, suffix) for data in abiword for suffix in (".rtf", ".doc")], "doc")


def test_every_doc_held_is_tested():
    # the red-team books' and the fixtures' .doc files: a new one is compared by the test below without a word
    assert {p.parent.parent.name for p in HELD} >= {"kazan2019", "modern", "onega2013", "vestnik2018", "fixtures"}
    assert {str(p.relative_to(TESTS)) for p in DOCS} - {str(p.relative_to(TESTS)) for p in HELD} == \
        {row[0] for row in ABIWORD}  # every other .doc held is a row of ABIWORD


@pytest.mark.parametrize("name, encoding, said_ru", ABIWORD, ids=[Path(row[0]).stem for row in ABIWORD])
def test_abiwords_doc_is_read_by_its_content(through_office, name, encoding, said_ru):
    """An RTF named .doc is read as the RTF it is, with the words LibreOffice's route gives: AbiWord writes each
    Cyrillic letter as `\\uc0\\uNNNN ` (the space its delimiter, no fallback), and a list paragraph's label as
    `{\\listtext \\tab}`, printing no number (so the numbers are LibreOffice's, from the list table)."""
    path = TESTS / name
    data = path.read_bytes()
    read = extract(path, data, path.name)
    assert read.encoding == encoding
    assert read.text == extract_office(data, path.name, ".doc", native=False).text
    assert [d.in_language("ru") for d in read.diagnostics] == ([said_ru] if said_ru else [])
    assert "ПРАВИЛО 1. КОЛОДА И ЕЁ СОСТАВ\n\nA. Состав колоды\n\nДублированный бридж играется колодой" in read.text


def _fib_changed(data: bytes, at: int, value: int, mask: int = 0xFFFF) -> bytes:
    """The .doc with the FIB's 16-bit word at `at` set to `value` in the bits of `mask`."""
    ole = Ole(data)
    start = (_stream_start(ole, "WordDocument") + 1) * ole.size + at
    out = bytearray(data)
    struct.pack_into("<H", out, start, struct.unpack_from("<H", out, start)[0] & ~mask & 0xFFFF | value)
    return bytes(out)


# (what the file is, the FIB word changed: offset, value, mask; the reason; the Russian words `check` gives):
# what a .doc says of itself in its FIB (Word 6/95's nFib, a password's fEncrypted, fast save's fComplex); no tool
# here writes such a file (LibreOffice 7.4 cannot export Word 6/95 or a .doc with a password)
FIB_REFUSED = [
    ("Word 6.0/95 (nFib 0x65)", (0x02, 0x0065, 0xFFFF), "word6", "файл записан в старом формате Word 6.0/95"),
    ("saved with a password (fEncrypted)", (0x0A, 0x0100, 0x0100), "encrypted", "файл защищён паролем"),
    ("fast-saved (fComplex)", (0x0A, 0x0004, 0x0004), "fast_saved", "файл записан «быстрым сохранением» Word"),
    ("not Word (wIdent)", (0x00, 0x1234, 0xFFFF), "not_word", "это файл Office, но не документ Word"),
]


@pytest.mark.parametrize("change, reason, said_ru", [row[1:] for row in FIB_REFUSED],
                         ids=[row[0] for row in FIB_REFUSED])
def test_what_the_fib_says_is_refused_with_a_russian_reason(change, reason, said_ru):
    with pytest.raises(DocRefused) as refused:
        extract_doc(_fib_changed(FIXTURE.read_bytes(), *change), "old.doc")
    assert refused.value.reason == reason
    worded = Diagnostic.labelled("info", "doc-libreoffice", "doc_read_by_libreoffice", "old.doc", 1,
                                 **refused.value.fields).in_language("ru")
    assert worded.startswith(f"DOC прочитан через LibreOffice (медленнее): {said_ru}")


# a page number: a line or a tab-separated part of one that is a number, bare or framed by dashes and spaces
# («24», «— 24 —», «- iv -»)
_PAGE = re.compile(r"(?<![^\t\n])([-‐–— ]*)(?:\d+|[ivxlcdm]+)([-‐–— ]*)(?![^\t\n])")


def _removed(extracted) -> set[tuple[str, int, str]]:
    """Headers and footers where the same sections start; a page number (a line, or a tab-separated part of one,
    bare or framed by dashes) is the field result the file keeps, which LibreOffice lays out again (its page count
    depends on the fonts it finds), so it is not compared."""
    return {(r.kind, r.line, _PAGE.sub(r"\1<page>\2", r.text)) for r in extracted.removals}


@pytest.mark.parametrize("name", [str(p.relative_to(TESTS)) for p in HELD] + MADE)
def test_the_same_text_as_libreoffice_gives(made, through_office, name):
    path = made[name] if name in made else TESTS / name
    data = path.read_bytes()
    native = extract(path, data, path.name)
    assert native.encoding == "doc" and not native.diagnostics  # read natively
    through_office = extract_office(data, path.name, ".doc", native=False)
    assert native.text == through_office.text
    assert _removed(native) == _removed(through_office)


def test_the_title_is_the_documents_own():
    # the summary information's title (LibreOffice's .docx gave python-docx's «Word Document»)
    path = TESTS / "redteam" / "kazan2019" / "out" / "kazan2019.doc"
    assert extract(path, path.read_bytes(), path.name).title == \
        "Международные правила спортивного бриджа. Редакция 2017 года"


def test_read_without_libreoffice(made, tmp_path, cli, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no soffice here
    result = cli("check", str(made["small docx>soffice>doc"]))
    assert result.code == 0, result.err


# (what the .doc holds, the RTF LibreOffice makes it from, the reason the reader gives, what `check` says in Russian)
REFUSED = [
    ("an endnote", rb"\pard Text\chftn{\footnote\ftnalt\pard\chftn  End note.}\par\pard More\par", "endnotes",
     "в файле есть концевые сноски"),
    ("a text box", rb"\pard Before\par\pard{\shp{\*\shpinst\shpleft0\shptop0\shpright2000\shpbottom1000"
                   rb"{\sp{\sn shapeType}{\sv 202}}{\shptxt\pard Boxed\par}}}\par\pard After\par", "text_boxes",
                   "в файле есть надписи (текст в рамках)"),
]


@pytest.mark.parametrize("holds, body, reason, said_ru", REFUSED, ids=[row[0] for row in REFUSED])
def test_what_it_does_not_read_goes_to_libreoffice_and_check_says_so(refused_docs, through_office, holds, body,
                                                                     reason, said_ru):
    path = refused_docs[holds]
    data = path.read_bytes()
    with pytest.raises(DocRefused) as refused:
        extract_doc(data, path.name)
    assert refused.value.reason == reason
    extracted = extract(path, data, path.name)
    assert extracted.text == extract_office(data, path.name, ".doc", native=False).text
    [said] = [d for d in extracted.diagnostics if d.code == "doc-libreoffice"]
    assert said.severity == "info" and "\n" not in said.message
    assert said.in_language("ru") == (f"DOC прочитан через LibreOffice (медленнее): {said_ru}, а этого встроенное "
                                      "чтение не читает; сохраните файл как DOCX, чтобы он читался без LibreOffice")
    assert "doc-libreoffice" in {d.code for d in load_corpus([path], kind="law").diagnostics}


# (a grpprl, the sprms read from it): the operand's size from the sprm's top three bits (spra)
SPRMS = [
    ("spra 1: one byte (sprmPIlvl)", b"\x0a\x26\x02", {0x260A: b"\x02"}),
    ("spra 2: two bytes (sprmPIlfo)", b"\x0b\x46\x03\x00", {0x460B: b"\x03\x00"}),
    ("spra 3: four bytes", b"\x00\x64\x01\x02\x03\x04", {0x6400: b"\x01\x02\x03\x04"}),
    ("spra 7: three bytes", b"\x00\xe4\x01\x02\x03", {0xE400: b"\x01\x02\x03"}),
    ("spra 6: a size byte first", b"\x00\xc4\x02\xaa\xbb\x0a\x26\x01", {0xC400: b"\x02\xaa\xbb", 0x260A: b"\x01"}),
    ("sprmTDefTable: a two-byte size, one more than follows", b"\x08\xd6\x03\x00\xaa\xbb" + b"\x0a\x26\x01",
     {0xD608: b"\x03\x00\xaa\xbb", 0x260A: b"\x01"}),
    ("a sprm said twice: the last", b"\x0a\x26\x01\x0a\x26\x04", {0x260A: b"\x04"}),
    ("a sprm cut short at the end: left out", b"\x0a\x26\x01\x0b\x46\x03", {0x260A: b"\x01"}),
]


@pytest.mark.parametrize("grpprl, sprms", [row[1:] for row in SPRMS], ids=[row[0] for row in SPRMS])
def test_sprms(grpprl, sprms):
    assert _sprms(grpprl) == sprms


# (a character property's ToggleOperand, the WordprocessingML written for it): sprmCFVanish, hidden text, which
# the .docx reader then leaves out and records (tests/test_formats_review_marks.py reads rt29book's .doc so)
TOGGLE_ROWS = [
    ("not said", None, ""),
    ("on", 1, '<w:vanish w:val="true"/>'),
    ("off", 0, '<w:vanish w:val="false"/>'),
    ("as the style", 0x80, ""),
]


@pytest.mark.parametrize("value, xml", [row[1:] for row in TOGGLE_ROWS], ids=[row[0] for row in TOGGLE_ROWS])
def test_hidden_text_is_written_as_vanish(value, xml):
    assert _vanish({} if value is None else {_C_VANISH: bytes([value])}) == xml


def test_hidden_text_switched_against_its_style_is_refused_with_a_russian_reason():
    with pytest.raises(DocRefused) as refused:
        _vanish({_C_VANISH: b"\x81"})
    assert table()["why_doc_vanish_toggled"]["ru"] == "скрытый текст включён и выключен поверх стиля абзаца"
    assert refused.value.fields["what_label"] == "why_doc_vanish_toggled"


def test_not_a_compound_file_is_refused():
    for data in (b"", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(100), b"PK\x03\x04" + bytes(600)):
        with pytest.raises(OleError):
            Ole(data)


_DATA = FIXTURE.read_bytes()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(_DATA) - 1), st.integers(0, 255)), min_size=1, max_size=8),
       st.integers(512, len(_DATA)))
def test_a_mangled_doc_is_read_or_refused_in_one_line(changes, keep):
    """Bytes changed anywhere (the OLE header, the FAT, the directory, the FIB, the piece table, the lists) and
    the file cut short: the reader gives text or refuses with a reason (LibreOffice then reads the file or says in
    one line that it cannot); no other exception."""
    data = bytearray(_DATA[:keep])
    for at, value in changes:
        if at < len(data):
            data[at] = value
    try:
        extracted = extract_doc(bytes(data), "mangled.doc")
    except DocRefused as refused:
        assert refused.fields["what_label"] in table()
    else:
        assert extracted.encoding == "doc"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["fib", "clx", "lists"]), st.binary(min_size=1, max_size=64), st.integers(0, 4096))
def test_a_mangled_table_or_fib_is_read_or_refused(part, junk, offset):
    """Junk written where the reader looks first: the FIB's counts and offsets, the piece table, the list tables."""
    ole = Ole(_DATA)
    word_start = _stream_offset(ole, "WordDocument")
    data = bytearray(_DATA)
    if part == "fib":
        at = word_start + 32 + offset % 600
    else:
        fc = struct.unpack_from("<I", bytes(ole.stream("WordDocument")), 0x9A + 8 * (33 if part == "clx" else 73))[0]
        at = _stream_offset(ole, "1Table") + fc + offset % 256
    data[at:at + len(junk)] = junk
    data = data[:len(_DATA)]
    try:
        extract_doc(bytes(data), "mangled.doc")
    except DocRefused as refused:
        assert refused.fields["what_label"] in table()


def _stream_start(ole: Ole, name: str) -> int:
    return struct.unpack_from("<I", ole.entries[ole.streams[name]], 116)[0]


def _stream_offset(ole: Ole, name: str) -> int:
    """Where a stream of the fixture starts in the file (its sectors run on, as LibreOffice writes them)."""
    return (_stream_start(ole, name) + 1) * ole.size


def test_a_mangled_doc_is_one_line_in_check(tmp_path, cli):
    path = tmp_path / "cut.doc"
    path.write_bytes(_DATA[:10000])
    result = cli("check", str(path))
    assert result.code != 0 and result.err.count("\n") == 1 and "Traceback" not in result.err
    assert "cut.doc" in result.err
