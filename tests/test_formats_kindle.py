"""Kindle books (lawref.corpus.formats.from_mobi): MOBI 6 and KF8 (AZW3), Calibre's renderings of the red-team book
kubgu2021 (tests/redteam/kubgu2021/out/, scored exactly by test_redteam's goals rows); here the container's rules
one by one (PalmDOC, trailing entries, filepos anchors, KF8's links), the sniffing by content, and the refusals:
DRM, kindlegen's HUFF/CDIC, a cut or damaged file (hypothesis: never anything but one line naming the file)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lawref.corpus.formats import extract, reader_suffix, sniff
from lawref.corpus.formats.from_mobi import book_html, mobi6_html, named_at, palmdoc_decompress, records, trim_trailing
from lawref.errors import LawrefError

OUT = Path(__file__).parent / "redteam" / "kubgu2021" / "out"
AZW3, MOBI, EPUB = OUT / "kubgu2021.azw3", OUT / "kubgu2021.mobi", OUT / "kubgu2021.epub"


@pytest.mark.parametrize("packed, plain", [
    (b"\x03abc", b"abc"),  # 1-8: that many bytes as they are
    (b"ab", b"ab"),  # 0x09-0x7f: itself
    (b"\xe1", b" a"),  # 0xc0-0xff: a space and the byte less 0x80
    (b"ab" + bytes((0x80, (2 << 3) | 1)), b"ababab"),  # distance 2, length 4: over what it writes
    (b"abc" + bytes((0x80, (3 << 3) | 0)), b"abcabc"),
], ids=["literal run", "plain bytes", "space pair", "overlapping copy", "copy"])
def test_palmdoc_decompression(packed, plain):
    assert palmdoc_decompress(packed) == plain


@pytest.mark.parametrize("packed", [b"a" + bytes((0x80, (5 << 3))), b"a\x80", bytes((0x80, 8))],
                         ids=["distance past the start", "a pair cut short", "distance into nothing"])
def test_palmdoc_damage_is_caught(packed):
    from lawref.corpus.formats.from_mobi import Damaged

    with pytest.raises(Damaged):
        palmdoc_decompress(packed)


@pytest.mark.parametrize("record, flags, text", [
    (b"text", 0, b"text"),
    (b"text" + b"\x00\x00\x83", 2, b"text"),  # one entry of 3 bytes, its size in its last byte
    (b"text\x01", 1, b"tex"),  # a multibyte character's bytes going on: (last & 3) + 1 cut
    (b"text" + b"\x01" + b"\x00\x82", 3, b"tex"),  # both: the entry first, then the multibyte bytes
], ids=["no flags", "one entry", "multibyte", "entry and multibyte"])
def test_trailing_entries_are_cut(record, flags, text):
    assert trim_trailing(record, flags) == text


@pytest.mark.parametrize("document, at, name, out, named", [
    (b"<p>a</p><li>b</li>", 8, b"n", b'<p>a</p><li id="n">b</li>', b"n"),  # an element there: it gets the id
    (b'<p>a</p><li id="x">b</li>', 8, b"n", b'<p>a</p><li id="x">b</li>', b"x"),  # its own id is kept
    (b"<p>ab</p>", 4, b"n", b'<p>a<a id="n"></a>b</p>', b"n"),  # text: an empty anchor
    (b"<p>a</p>", 4, b"n", b'<p>a<a id="n"></a></p>', b"n"),  # an end tag: an empty anchor
    (b'<p class="x">a</p>', 5, b"n", b'<p id="n" class="x">a</p>', b"n"),  # inside a tag: that tag's start
], ids=["element", "element with an id", "text", "end tag", "inside a tag"])
def test_a_link_target_is_the_element_at_the_offset(document, at, name, out, named):
    assert named_at(document, at, name) == (out, named)


def test_mobi6_filepos_links_lead_to_their_targets():
    text = b'<p>x<sup><a filepos=0000000046>1</a></sup></p><p>note</p>'
    assert text.index(b"<p>note") == 46
    html = mobi6_html(text)
    assert html == b'<p>x<sup><a href="#filepos46">1</a></sup></p><p id="filepos46">note</p>'


@pytest.mark.parametrize("html, out", [
    (b'<p align="left"><font size="7"><b>Part V</b></font></p>', b'<h1 align="left">Part V</h1>'),
    (b"<p><font size=5><b>\xc2\xa7 20. T</b></font></p>", b"<h3>\xc2\xa7 20. T</h3>"),
    (b'<p><font size="4"><b>A. T</b></font></p>', b"<h4>A. T</h4>"),
    (b'<p><font size="3"><b>bold text</b></font></p>', b'<p><font size="3"><b>bold text</b></font></p>'),
    (b'<p><font size="7"><b>big</b> and more</font></p>', b'<p><font size="7"><b>big</b> and more</font></p>'),
    (b'<p>a <font size="6"><b>b</b></font></p>', b'<p>a <font size="6"><b>b</b></font></p>'),
], ids=["size 7", "size 5", "size 4", "the text's size", "not all bold", "text before"])
def test_a_mobi6_heading_is_a_paragraph_all_bold_in_a_larger_font(html, out):
    from lawref.corpus.formats.from_mobi import _headings

    assert _headings(html) == out


@pytest.mark.parametrize("document, pages", [
    (b'<html><head><guide><reference type="toc" href="#c"/></guide></head><body><p>T</p><mbp:pagebreak/>'
     b'<p id="c">Contents</p><mbp:pagebreak/><p>Text</p></body></html>',
     [b'<html><body><section type="titlepage"><p>T</p></section></body></html>',
      b'<html><body><nav type="toc"><p id="c">Contents</p></nav></body></html>',
      b'<html><head><guide><reference type="toc" href="#c"/></guide></head><body><p>Text</p></body></html>']),
    (b'<html><head><guide><reference type="toc" href="#c"/></guide></head><body><p>T</p><mbp:pagebreak/>'
     b'<p>Text</p><p id="c">Contents</p><mbp:pagebreak/><p>More</p></body></html>',
     [b'<html><body><section type="titlepage"><p>T</p></section></body></html>',
      b'<html><head><guide><reference type="toc" href="#c"/></guide></head><body><p>Text</p><p id="c">Contents</p>'
      b"<mbp:pagebreak/><p>More</p></body></html>"]),  # the guide leads inside a page: no page of contents
    (b"<html><body><p>Text</p></body></html>", [b"<html><body><p>Text</p></body></html>"]),  # no page break
], ids=["title page and contents page", "contents inside a page", "one page"])
def test_mobi6_title_page_and_contents_page_apart(document, pages):
    from lawref.corpus.formats.from_mobi import _first_page_apart

    assert _first_page_apart(document) == pages


CSS = b".c4 {\n display: block;\n list-style-type: lower-alpha\n}\nol.c5, .c6 { list-style-type: lower-roman }\n.c7 { color: red }"


@pytest.mark.parametrize("tag, out", [
    (b'<ol class="c4" aid="1">', b'<ol class="c4" aid="1" style="list-style-type: lower-alpha">'),
    (b'<ol class="x c5">', b'<ol class="x c5" style="list-style-type: lower-roman">'),  # «ol.c5», one of two classes
    (b'<ol class="c6" style="margin: 0">', b'<ol class="c6" style="list-style-type: lower-roman; margin: 0">'),
    (b'<ol class="c4" style="list-style-type: decimal">', b'<ol class="c4" style="list-style-type: decimal">'),
    (b'<ol class="c7">', b'<ol class="c7">'),  # a class with no list style
    (b"<ol>", b"<ol>"),
], ids=["class", "tag and class", "own style kept", "own list style wins", "other class", "no class"])
def test_a_kf8_list_is_numbered_as_its_stylesheet_says(tag, out):
    from lawref.corpus.formats.from_mobi import list_styles

    assert list_styles([tag + b"<li>x</li></ol>"], CSS) == [out + b"<li>x</li></ol>"]


@pytest.mark.parametrize("body, files, last, contents", [
    ('<h2>Table of Contents</h2><ul><li><a href="part0000.xhtml#a">Титул</a></li><li><a href="part0001.xhtml">Глава I'
     '</a></li><li><a href="part0002.xhtml#c">Глава II</a></li></ul>', 4, False, True),  # Calibre's, at the end
    ('<h1>Глава II</h1><ul><li><a href="part0004.xhtml#a">Правило 1</a></li><li><a href="part0005.xhtml#b">Правило 2'
     '</a></li><li><a href="part0006.xhtml#c">Правило 3</a></li></ul>', 40, False, False),  # a chapter's list of its Laws
    ('<h2>Оглавление</h2><p>Вступление.</p><ul><li><a href="part0000.xhtml">I</a></li><li><a href="part0001.xhtml">'
     'II</a></li><li><a href="part0002.xhtml">III</a></li></ul>', 4, False, False),  # words of its own
    ('<ul><li><a href="part0000.xhtml">I</a></li><li><a href="http://x.ru">II</a></li><li><a href="part0002.xhtml">'
     'III</a></li></ul>', 4, False, False),  # a link out of the book
    ('<h2>Table of Contents</h2><ul><li><a href="part0007.xhtml#a">ПРАВИЛО 1</a></li><li><a href="part0009.xhtml#b">'
     'ПРАВИЛО 6</a></li><li><a href="part0011.xhtml#c">ПРАВИЛО 9</a></li></ul>', 25, True, True),  # the last file
    ('<h2>Оглавление</h2><p>Вступление.</p><ul><li><a href="part0000.xhtml">I</a></li><li><a href="part0001.xhtml">'
     'II</a></li><li><a href="part0002.xhtml">III</a></li></ul>', 25, True, False),  # the last, words of its own
], ids=["calibre's contents", "chapter list", "words besides", "link outside", "last file leading back",
        "last file with words"])
def test_a_kf8_file_of_links_into_the_book_is_its_contents(body, files, last, contents):
    from selectolax.lexbor import LexborHTMLParser

    from lawref.corpus.formats.from_mobi import _links_into_the_book

    assert _links_into_the_book(LexborHTMLParser(f"<html><body>{body}</body></html>"), files, last) is contents


@pytest.mark.parametrize("files, together", [
    (['<p>Титул</p>', '<p>Текст<sup><a href="part0002.xhtml#n1">1</a></sup>.</p>', '<p id="n1">Сноска.</p>'], True),
    (['<p>Титул</p>', '<p>Текст<a class="noteref" href="part0002.xhtml#n1">[1]</a>.</p>', '<p id="n1">С.</p>'], True),
    (['<p>Титул</p>', '<p>См. <a href="part0002.xhtml#p1">Правило 1</a>.</p>', '<p id="p1">Правило 1</p>'], False),
    (['<p>Титул</p>', '<p>Текст<sup><a href="#n1">1</a></sup>.</p><p id="n1">Сноска.</p>', '<p>Дальше</p>'], False),
], ids=["superscript call", "marked call", "a reference", "notes in their own file"])
def test_kf8_files_go_together_when_a_note_call_leads_into_another(files, together):
    """Calibre gathers a DOCX's footnotes in a file at the end: the files after the first read as one page, the calls'
    links made the page's own (each file's anchors kept apart: «f2-n1», file 2's «n1»), so the HTML reader puts each
    note at its call (from_epub.notes_together, an EPUB's too)."""
    from selectolax.lexbor import LexborHTMLParser

    from lawref.corpus.formats.from_epub import notes_together
    from lawref.corpus.formats.from_mobi import _part_target

    pages = [(str(n), LexborHTMLParser(f"<html><body>{body}</body></html>")) for n, body in enumerate(files)]
    got = notes_together(pages, None, _part_target)
    if together:
        assert [name for name, _ in got] == ["0", "book"]
        assert 'href="#f2-n1"' in got[1][1].body.html and 'id="f2-n1"' in got[1][1].body.html
    else:
        assert got == pages


def test_kf8_files_are_put_back_in_order_and_links_resolved():
    parts, codec, header = book_html(AZW3.read_bytes())
    assert header.version == 8 and codec == "utf-8" and len(parts) == 15  # title page, contents, 13 chapters
    assert all(part.lstrip().startswith(b"<?xml") and part.rstrip().endswith(b"</html>") for part in parts)
    joined = b"".join(parts)
    assert b"kindle:pos" not in joined
    for fragment in (b'href="#fn1"', b'id="fn1"'):  # a note's call and the note, one page
        assert fragment in joined
    into = [part for part in parts if b'.xhtml#' in part]  # the contents page leads into the other files
    assert len(into) == 1 and b'id="toc"' in into[0] and b'href="part0002.xhtml#' in into[0]


def test_a_joint_file_is_read_by_its_kf8_part_as_the_azw3():
    """Calibre's `--mobi-file-type both`: MOBI 6 for old Kindles, then its KF8 part after a boundary (EXTH 121),
    which newer Kindles read: that part is read, the same text as the AZW3's."""
    from lawref.corpus.formats.from_mobi import Header

    joint = OUT / "kubgu2021_joint.mobi"
    first = Header(records(joint.read_bytes())[0])
    assert first.version == 6 and 121 in first.exth
    read = extract(joint, joint.read_bytes(), joint.name)
    assert read.encoding == "kf8"
    assert read.text == extract(AZW3, AZW3.read_bytes(), AZW3.name).text


@pytest.mark.parametrize("path", [MOBI, AZW3], ids=["mobi6", "kf8"])
def test_kindle_books_read_as_their_epub(path):
    """The same words as the EPUB the Kindle books were made of: the notes at their calls, the title page dropped."""
    epub = extract(EPUB, EPUB.read_bytes(), EPUB.name)
    book = extract(path, path.read_bytes(), path.name)
    assert book.title == epub.title
    assert book.text.count("<*>") == epub.text.count("<*>") == 6
    body = epub.text[epub.text.index("ПРЕДИСЛОВИЕ"):]
    assert book.text[book.text.index("ПРЕДИСЛОВИЕ"):] == body
    assert book.text == epub.text  # since round 20: MOBI 6's headings, title page and contents page as the EPUB's
    assert "epub-titlepage" in {r.kind for r in book.removals}


def palmdoc_etext(text: bytes, compress: bool = False) -> bytes:
    """A PalmDOC e-text (TEXtREAd) as the Palm readers of the 2000s held Russian books: record 0's header, one
    text record (uncompressed, or each byte a literal run: PalmDOC's format without its back references)."""
    body = b"".join(b"\x01" + bytes((c,)) for c in text) if compress else text
    record0 = struct.pack(">HHLHHHH", 2 if compress else 1, 0, len(text), 1, 4096, 0, 0)  # 16 bytes
    header = b"kniga".ljust(32, b"\0") + bytes(28) + b"TEXtREAd" + bytes(8) + struct.pack(">H", 2)
    offset = len(header) + 16 + 2
    records_list = struct.pack(">LL", offset, 0) + struct.pack(">LL", offset + len(record0), 1)
    return header + records_list + b"\0\0" + record0 + body


@pytest.mark.parametrize("compress", [False, True], ids=["stored", "palmdoc"])
def test_a_palmdoc_etext_is_read_as_a_text_file(compress):
    text = "ПРАВИЛО 1. КОЛОДА\n\n  Играют колодой из 52 карт.\n".encode("cp1251")
    data = palmdoc_etext(text, compress)
    assert sniff(data, ".prc") == ".mobi"
    read = extract(Path("kniga.prc"), data, "kniga.prc")
    assert read.text == "ПРАВИЛО 1. КОЛОДА\n\n  Играют колодой из 52 карт.\n" and read.encoding == "cp1251"


# -- sniffing by content, whatever the name --------------------------------------------------------------------

def _palm(kind: bytes) -> bytes:
    return b"x" * 60 + kind + bytes(20)


@pytest.mark.parametrize("data, named, kind", [
    (_palm(b"BOOKMOBI"), ".prc", ".mobi"),
    (_palm(b"BOOKMOBI"), ".azw", ".mobi"),
    (_palm(b"BOOKMOBI"), ".txt", ".mobi"),  # a Kindle book named as text
    (_palm(b"TEXtREAd"), ".pdb", ".mobi"),  # a plain PalmDOC e-text
    (_palm(b"BOOKMOBI"), ".azw3", ".mobi"),
    (b"ITSF\x03\x00\x00\x00" + bytes(80), ".txt", ".chm"),
    (b"ITSF\x03\x00\x00\x00" + bytes(80), ".chm", ".chm"),
    (b"BOOKMOBI" + bytes(80), ".txt", ".txt"),  # the magic is at offset 60, not at the start
    (_palm(b"DataPlkr"), ".txt", ".txt"),  # another Palm database: not a book lawref reads
], ids=["prc", "azw", "mobi as txt", "palmdoc", "azw3", "chm as txt", "chm", "magic at 0", "plucker"])
def test_sniffing_reads_the_bytes(data, named, kind):
    assert sniff(data, named) == kind


@pytest.mark.parametrize("name, suffix", [("a.mobi", ".mobi"), ("a.AZW3", ".azw3"), ("a.azw", ".azw"),
                                          ("a.prc", ".prc"), ("a.chm", ".chm"), ("a.xps", None)])
def test_the_names_known(name, suffix):
    if suffix is None:
        with pytest.raises(LawrefError) as err:
            reader_suffix(Path(name))
        assert err.value.key == "format_unsupported"
    else:
        assert reader_suffix(Path(name)) == suffix


# -- refusals -------------------------------------------------------------------------------------------------

def _patched(data: bytes, offset_in_record0: int, value: int) -> bytes:
    start = struct.unpack_from(">L", data, 78)[0]
    return data[:start + offset_in_record0] + struct.pack(">H", value) + data[start + offset_in_record0 + 2:]


@pytest.mark.parametrize("path, field, value, key, words", [
    (AZW3, 12, 2, "mobi_drm", "защищена от копирования (DRM)"),
    (MOBI, 12, 1, "mobi_drm", "защищена от копирования (DRM)"),
    (MOBI, 0, 17480, "mobi_huffcdic", "HUFF/CDIC"),
    (AZW3, 0, 7, "mobi_damaged", "обрезана или повреждена"),  # a compression no Kindle writes
], ids=["kf8 drm", "mobi6 old drm", "huffcdic", "unknown compression"])
def test_a_locked_or_unreadable_book_is_refused_saying_why(tmp_path, cli, path, field, value, key, words):
    book = tmp_path / "locked.azw3"
    book.write_bytes(_patched(path.read_bytes(), field, value))
    with pytest.raises(LawrefError) as err:
        extract(book, book.read_bytes(), book.name)
    assert err.value.key == key
    result = cli("check", str(book))
    assert result.code == 2 and result.out == "" and "Traceback" not in result.err
    lines = result.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"lawref: {book}") and words in lines[0], lines


@pytest.mark.parametrize("data", [b"CONT\x02\x00" + bytes(100), b"\xeaDRMION\xee" + bytes(100)],
                         ids=["kfx", "kfx with drm"])
def test_a_kfx_book_is_refused_naming_kfx(tmp_path, cli, data):
    book = tmp_path / "kniga.azw"
    book.write_bytes(data)
    line = cli("check", str(book)).err.strip()
    assert "\n" not in line and "в формате KFX" in line and "AZW3, MOBI или EPUB" in line, line
    named = tmp_path / "kniga.kfx"
    named.write_bytes(data)
    assert "файлы Kindle KFX (.kfx) не читаются" in cli("check", str(named)).err


def test_the_drm_message_says_what_to_do(tmp_path, cli):
    book = tmp_path / "kupleno.azw3"
    book.write_bytes(_patched(AZW3.read_bytes(), 12, 2))
    line = cli("check", str(book)).err.strip()
    assert "lawref защиту не снимает" in line and "EPUB или PDF от издателя" in line, line


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_cut_or_corrupted_kindle_book_gives_one_clear_error(data):
    """Cut anywhere, or bytes overwritten anywhere: the text, or LawrefError naming the file — never another error."""
    source = data.draw(st.sampled_from([AZW3, MOBI])).read_bytes()
    how = data.draw(st.sampled_from(["cut", "overwrite"]))
    if how == "cut":
        broken = source[:data.draw(st.integers(0, len(source) - 1))]
    else:
        at = data.draw(st.integers(0, len(source) - 1))
        broken = source[:at] + data.draw(st.binary(min_size=1, max_size=16)) + source[at + 16:]
    try:
        extract(Path("book.azw3"), broken, "book.azw3")
    except LawrefError as err:
        assert err.key in {"mobi_damaged", "mobi_drm", "mobi_huffcdic", "no_text_mobi", "neither", "html_too_deep"} \
            or err.key.startswith("no_text"), err.key
