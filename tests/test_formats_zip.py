"""A book in a ZIP (lawref.corpus.formats.archive), as online libraries serve it: Flibusta's .fb2.zip, lib.ru's
.rtf.zip and .txt.zip (red team libru1998). One book file inside is read as that file; none, several, a ZIP in
the ZIP, a damaged or encrypted archive and a ZIP bomb are each refused in one line naming the archive."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from lawref.corpus.formats import extract, sniff
from lawref.corpus.formats.importing import default_output
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

TEXT = ("Закон 12. ПОЛНОМОЧИЯ СУДЬИ\n\nA. Общие полномочия\nСудья решает (см. Закон 81C).\n\n"
        "Закон 13. НЕПРАВИЛЬНОЕ ЧИСЛО КАРТ\n\nA. Общее правило\nСудья исправляет сдачу.\n")
FB2 = ('<?xml version="1.0" encoding="utf-8"?><FictionBook xmlns="http://www.gribuni.com/FictionBook/2.0">'
       "<body><section><title><p>Закон 12. ПОЛНОМОЧИЯ СУДЬИ</p></title><section><title><p>A. Общие полномочия"
       "</p></title><p>Судья решает (см. Закон 81C).</p></section></section></body></FictionBook>")


def zipped(*members: tuple[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members:
            archive.writestr(name, data)
    return out.getvalue()


def dos_zipped(name: str, data: bytes) -> bytes:
    """A ZIP as a DOS archiver wrote it: the name in CP866 bytes, no UTF-8 flag (Python writes UTF-8 names)."""
    placeholder = "x" * len(name.encode("cp866"))
    return zipped((placeholder, data)).replace(placeholder.encode(), name.encode("cp866"))


# (what the archive holds, the member read) — the one book file, whatever beside it an archiver adds
READ_ROWS = [
    ([("bridge97.txt", TEXT.encode("cp1251"))], "bridge97.txt"),  # lib.ru's .txt.zip, a Russian code page
    ([("libru1998.fb2", FB2.encode())], "libru1998.fb2"),  # Flibusta's .fb2.zip
    ([("bridge97", TEXT.encode("koi8-r"))], "bridge97"),  # the only file, its name saying nothing
    ([("книга/", b""), ("книга/законы.txt", TEXT.encode())], "книга/законы.txt"),  # in a folder
    ([("__MACOSX/._законы.txt", b"\x00\x05\x16\x07"), (".DS_Store", b"\x00"), ("законы.txt", TEXT.encode())],
     "законы.txt"),  # macOS's resource fork and a hidden file beside it
]


@pytest.mark.parametrize(("members", "read"), READ_ROWS)
def test_the_one_book_file_is_read_as_that_file(members, read):
    data = zipped(*members)
    got = extract(Path("book.zip"), data, "book.zip")
    alone = extract(Path(read), dict(members)[read], read)
    assert (got.text, got.encoding, got.member) == (alone.text, alone.encoding, read)
    assert [d.code for d in got.diagnostics][:1] == ["zip-member"]


def test_a_dos_zip_names_its_file_in_cp866():
    data = dos_zipped("законы.txt", TEXT.encode("cp866"))
    assert extract(Path("z.zip"), data, "z.zip").member == "законы.txt"


# (what the archive holds, the refusal's label, words the message must hold)
REFUSE_ROWS = [
    ([("a.txt", TEXT.encode()), ("b.fb2", FB2.encode())], "zip_several_books", "a.txt, b.fb2"),
    ([("законы.txt", TEXT.encode()), ("читать.txt", b"readme")], "zip_several_books", "читать.txt"),
    ([("cover.jpg", b"\xff\xd8\xff"), ("notes.xyz", b"x")], "zip_no_book", "cover.jpg"),
    ([], "zip_no_book", "—"),
    ([("inner.zip", zipped(("a.txt", TEXT.encode())))], "zip_no_book", "inner.zip"),  # a ZIP in the ZIP
    ([("inner", zipped(("a.txt", TEXT.encode())))], "zip_no_book", "inner"),  # …whatever its name
]


@pytest.mark.parametrize(("members", "key", "says"), REFUSE_ROWS)
def test_none_or_several_books_are_refused_in_one_line(members, key, says):
    with pytest.raises(LawrefError) as caught:
        extract(Path("book.fb2.zip"), zipped(*members), "book.fb2.zip")
    err = caught.value
    assert err.key == key and err.path == "book.fb2.zip"
    assert says in err.in_language("ru") and "\n" not in err.in_language("ru")


def test_a_damaged_archive_is_refused():
    data = zipped(("a.txt", TEXT.encode()))
    with pytest.raises(LawrefError) as caught:
        extract(Path("book.zip"), data[:40] + b"\x00" * 10, "book.zip")
    assert caught.value.key == "zip_broken"


def test_a_zip_bomb_is_refused_by_what_it_unpacks_to(monkeypatch):
    # the member's own limit (a .txt: SIZE_LIMITS) on its unpacked size, checked as it is read: the header lies
    from lawref.corpus import formats

    monkeypatch.setitem(formats.SIZE_LIMITS, ".txt", 1000)
    data = bytearray(zipped(("bomb.txt", b"a" * 5000)))
    with pytest.raises(LawrefError) as caught:
        extract(Path("bomb.zip"), bytes(data), "bomb.zip")
    assert caught.value.key == "too_large" and caught.value.path == "bomb.zip/bomb.txt"
    lying = data.replace((5000).to_bytes(4, "little"), (10).to_bytes(4, "little"))  # both headers say 10 bytes
    with pytest.raises(LawrefError) as caught:
        extract(Path("bomb.zip"), bytes(lying), "bomb.zip")
    assert caught.value.key in ("too_large", "zip_broken")


def test_a_book_s_own_zip_is_still_its_format():
    # an EPUB, a DOCX and an ODT are ZIPs too: read as themselves, not as a book in a ZIP
    epub = zipped(("mimetype", b"application/epub+zip"), ("OEBPS/a.xhtml", b"<html/>"))
    assert sniff(epub, ".epub") == ".epub" and sniff(epub, ".zip") == ".epub"
    assert sniff(zipped(("a.txt", b"x")), ".txt") == ".zip"
    assert sniff(zipped(("a.txt", b"x")), ".docx") == ".docx"  # a damaged .docx: its reader says so


def test_the_corpus_reads_a_zipped_book_and_import_names_it(tmp_path, monkeypatch):
    book = tmp_path / "bridge97.txt.zip"
    book.write_bytes(zipped(("bridge97.txt", TEXT.encode("cp866"))))
    corpus = load_corpus([book])
    assert {"12A", "13A"} <= {c.id for c in corpus.clauses}
    monkeypatch.setenv("LAWREF_CORPUS", str(tmp_path / "corpus"))
    assert default_output(book).name == "bridge97.txt"
    assert default_output(tmp_path / "Zakon.1997.zip").name == "Zakon.1997.txt"


def test_a_format_lawref_cannot_read_is_named_inside_the_archive():
    """The only file, an .xps: refused as an .xps by its name inside (not read as text and called binary)."""
    with pytest.raises(LawrefError) as caught:
        extract(Path("book.zip"), zipped(("законы.xps", b"PK\x03\x04xps")), "book.zip")
    err = caught.value
    assert err.key == "format_unsupported" and err.path == "book.zip/законы.xps"
    assert "XPS" in err.in_language("ru") and "\n" not in err.in_language("ru")
