"""Windows Help e-books (.chm; lawref.corpus.formats.from_chm), unpacked by 7-Zip: the pages in the order of the
contents file (.hhc), or from the default topic on without one; each page's encoding its own <meta>, else the
CHM's language's code page; the furniture repeated on every page dropped as a site's. The whole book is
tests/redteam/kubgu2021/out/kubgu2021.chm (exact by test_redteam's goals row); the small books here are
tests/fixtures/formats/make_chm.sh's (chmcmd)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lawref.corpus.formats import extract
from lawref.corpus.formats.from_chm import reading_order, system_of
from lawref.errors import LawrefError

TESTS = Path(__file__).parent
BOOK = TESTS / "redteam" / "kubgu2021" / "out" / "kubgu2021.chm"
NO_CONTENTS = TESTS / "fixtures" / "formats" / "chm_no_contents.chm"
META = TESTS / "fixtures" / "formats" / "chm_meta.chm"


def read(path: Path):
    return extract(path, path.read_bytes(), path.name)


def test_the_book_reads_in_its_contents_order_without_its_furniture():
    book = read(BOOK)
    pages = dict(book.diagnostics[0].fields)
    assert (pages["count"], pages["first"], pages["last"]) == ("14", "start.htm", "p01.htm")  # not name order
    kinds = [r.kind for r in book.removals]
    assert kinds.count("site-footer") == 14  # the © line on every page
    # the nav bar on every page, the start page (the default topic) too: the site's menu wherever it stands (round 26:
    # a bar standing on the other pages is no contents of the contents page)
    assert kinds.count("html-menu") == 14 and kinds.count("site-contents") == 0
    assert "©" not in book.text and "Вперёд" not in book.text
    assert "♠" in book.text  # written `&#9824;` in a windows-1251 page
    epub = TESTS / "redteam" / "kubgu2021" / "out" / "kubgu2021.epub"
    said = read(epub).text
    assert book.text[book.text.index("ПРЕДИСЛОВИЕ"):] == said[said.index("ПРЕДИСЛОВИЕ"):]


def test_without_a_contents_file_the_default_topic_leads():
    book = read(NO_CONTENTS)
    assert book.text.index("ПРАВИЛА БРИДЖА") < book.text.index("ПРАВИЛО 1.") < book.text.index("ПРАВИЛО 2.") < \
        book.text.index("Страница, на которую нет ссылок")
    assert book.title == "Rules"  # #SYSTEM's title


@pytest.mark.parametrize("path, language", [(NO_CONTENTS, 0x419), (META, 0x409)], ids=["russian", "english"])
def test_a_page_without_a_meta_is_read_in_the_language_code_page_and_one_with_it_by_its_meta(path, language):
    """chm_no_contents: windows-1251 pages, no <meta>, language Russian; chm_meta: the same bytes in pages that say
    windows-1251, in a CHM whose language (English) would say windows-1252."""
    assert "Играют колодой из 52 карт." in read(path).text


@pytest.mark.parametrize("system, contents, default, title, lcid", [
    (b"\x03\x00\x00\x00" + b"\x00\x00\x09\x00book.hhc\x00" + b"\x02\x00\x06\x00a.htm\x00"
     + b"\x03\x00\x05\x00Rule\x00" + b"\x04\x00\x04\x00\x19\x04\x00\x00", b"book.hhc", b"a.htm", b"Rule", 0x419),
    (b"\x03\x00\x00\x00" + b"\x02\x00\x06\x00a.htm\x00", None, b"a.htm", None, None),
], ids=["all four", "a default topic alone"])
def test_system_entries(system, contents, default, title, lcid):
    got = system_of(system)
    assert (got[0].rstrip(b"\0") if 0 in got else None) == contents
    assert got[2].rstrip(b"\0") == default
    assert (got[3].rstrip(b"\0") if 3 in got else None) == title
    assert (int.from_bytes(got[4][:4], "little") if 4 in got else None) == lcid


def _pages(tmp_path: Path, pages: dict[str, str]) -> dict[str, Path]:
    files = {}
    for name, text in pages.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
        files[name.lower()] = path
    return files


@pytest.mark.parametrize("pages, contents, default, order", [
    ({"t.hhc": '<param name="Local" value="b.htm"><param name="Local" value="a.htm#x">'
               '<param name="Local" value="b.htm#y">', "a.htm": "", "b.htm": "", "c.htm": ""},
     "t.hhc", None, ["b.htm", "a.htm", "c.htm"]),  # the contents' order, each page once, then the rest by name
    ({"a.htm": '<a href="c.htm">c</a>', "b.htm": "", "c.htm": '<a href="b.htm">b</a>'}, None, "a.htm",
     ["a.htm", "c.htm", "b.htm"]),  # from the default topic, its links in the order first linked
    ({"t.hhc": '<param name="Local" value="sub/p.htm">', "sub/p.htm": '<a href="../q.htm">q</a>', "q.htm": ""},
     "t.hhc", None, ["sub/p.htm", "q.htm"]),  # a link from a subfolder's page
    ({"t.hhc": '<param name="Local" value="book.chm::/A.HTM">', "a.htm": "", "#sys.htm": ""}, "t.hhc", None,
     ["a.htm"]),  # «book.chm::/A.HTM»: a page inside the CHM, its name in any case; CHM's own files not pages
    ({"t.hhc": '<param name="Local" value="http://example.ru/x.htm">', "a.htm": ""}, "t.hhc", "a.htm",
     ["a.htm"]),  # a contents entry leading out: the default topic then
    ({"t.hhc": "<param value='b.htm' name=Local><param name=\"Name\" value=\"x\">", "a.htm": "", "b.htm": ""},
     "t.hhc", None, ["b.htm", "a.htm"]),  # the attributes in the other order, quoted otherwise
], ids=["contents", "default topic", "subfolder", "chm address", "outside link", "attributes"])
def test_reading_order(tmp_path, pages, contents, default, order):
    assert reading_order(_pages(tmp_path, pages), contents, default) == order


def test_cyrillic_page_names_are_read_in_the_chm_code_page(tmp_path):
    """A Russian CHM's contents file names its pages in windows-1251 (7-Zip writes the names in UTF-8)."""
    files = _pages(tmp_path, {"глава2.htm": "", "глава1.htm": ""})
    (tmp_path / "t.hhc").write_bytes('<param name="Local" value="глава2.htm"><param name="Local" value="глава1.htm">'
                                     .encode("cp1251"))
    files["t.hhc"] = tmp_path / "t.hhc"
    assert reading_order(files, "t.hhc", None, "cp1251") == ["глава2.htm", "глава1.htm"]


def test_a_cut_chm_is_one_line(tmp_path, cli):
    book = tmp_path / "cut.chm"
    book.write_bytes(BOOK.read_bytes()[:3000])
    result = cli("check", str(book))
    assert result.code == 2 and result.out == "" and "Traceback" not in result.err
    lines = result.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"lawref: {book}"), lines
    assert "не удаётся прочитать .chm" in lines[0] or "нет страниц с текстом" in lines[0], lines


def test_without_7zip_the_message_says_what_to_install(tmp_path, monkeypatch):
    real = shutil.which
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None if name in ("7z", "7zz") else real(name, *a, **k))
    with pytest.raises(LawrefError) as err:
        read(BOOK)
    assert err.value.key == "tool_missing"
    line = err.value.in_language("ru")
    assert "system-deps.sh chm" in line and "p7zip-full" in line, line


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_cut_or_corrupted_chm_gives_one_clear_error(data):
    """7-Zip runs on each: a few examples. The text, or LawrefError naming the file — never another error."""
    source = NO_CONTENTS.read_bytes()
    at = data.draw(st.integers(0, len(source) - 1))
    broken = source[:at] if data.draw(st.booleans()) else source[:at] + data.draw(st.binary(min_size=1,
                                                                                           max_size=16)) + source[at + 16:]
    try:
        extract(Path("book.chm"), broken, "book.chm")
    except LawrefError as err:
        assert err.key in {"chm_damaged", "no_text_chm", "neither", "site_no_text", "tool_failed"} \
            or err.key.startswith("no_text"), err.key
