"""MHTML (.mht, .mhtml): a web page saved as one file by a browser (Chromium's «Webpage, single file», the
red team's abi2000 zakony97.mht): a MIME message whose HTML part is read as any page, its transfer encoding
undone and its charset the part's own or the page's <meta>. Archives made here with Python's email package, as
Chromium writes them (multipart/related, the page quoted-printable, a stylesheet beside it)."""

from __future__ import annotations

import email.encoders
from email.mime.multipart import MIMEMultipart
from email.mime.nonmultipart import MIMENonMultipart

import pytest

from lawref.corpus.formats import extract, sniff
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

URL = "http://club.example.ru/zakony.htm"
PAGE = ('<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'
        "<title>Законы</title></head><body>"
        '<table><tr><td class="menu"><a href="index.htm">Главная</a><br><a href="news.htm">Новости</a></td></tr>'
        "</table><p>ЗАКОНЫ БРИДЖА</p>"
        '<p class="law">Закон 12<br>ПОЛНОМОЧИЯ СУДЬИ</p>'
        "<p><b><u>Раздел A. Общие полномочия</u></b> Судья решает<sup>"
        f'<a href="{URL}#sn1" name="sc1">1</a></sup> (см. Закон 81С).</p>'
        f'<p><a name="sn1" href="{URL}#sc1">1</a> Ср. Закон 81.</p>'
        f'<p align="right"><a href="{URL}#top">Наверх</a></p></body></html>')


def archive(page: str = PAGE, encoding: str = "quoted-printable", charset: str | None = None,
            html: bool = True) -> bytes:
    """An MHTML archive as Chromium saves it: the page in windows-1251, then its stylesheet."""
    message = MIMEMultipart("related", type="text/html")
    message["From"] = "<Saved by Blink>"
    message["Snapshot-Content-Location"] = URL
    part = MIMENonMultipart("text", "html" if html else "plain", **({"charset": charset} if charset else {}))
    body = page.encode(charset or "cp1251")
    part.set_payload(body)
    (email.encoders.encode_base64 if encoding == "base64" else email.encoders.encode_quopri)(part)
    part["Content-Location"] = URL
    style = MIMENonMultipart("text", "css")
    style.set_payload("p { margin: 0 }")
    style["Content-Location"] = "cid:css-1@mhtml.blink"
    message.attach(part)
    message.attach(style)
    return message.as_bytes()


def read(tmp_path, data: bytes, name: str = "zakony.mht"):
    path = tmp_path / name
    path.write_bytes(data)
    (tmp_path / "zakony.toml").write_text('kind = "law"\ntitle = "t"\nedition = 1997\n', "utf-8")
    return load_corpus([path])


@pytest.mark.parametrize("encoding, charset", [("quoted-printable", None), ("base64", None),
                                               ("quoted-printable", "utf-8")],
                         ids=["quoted-printable, the page's meta", "base64", "the part's own charset"])
def test_a_saved_page_is_read_as_its_html_part(tmp_path, encoding, charset):
    page = PAGE.replace("windows-1251", charset) if charset else PAGE
    corpus = read(tmp_path, archive(page, encoding, charset))
    assert corpus["12"].title == "ПОЛНОМОЧИЯ СУДЬИ"
    assert (corpus["12A"].title, corpus["12A"].text) == ("Общие полномочия", "Судья решает<*> (см. Закон 81С).")
    assert [r.target for r in corpus["12A"].refs] == ["81C"]
    assert corpus["12.fn1"].text == "Ср. Закон 81."  # the browser's full links to the page's anchors: its own
    kinds = [r.kind for r in corpus.removals[next(iter(corpus.removals))]]
    assert kinds.count("html-menu") == 2  # the menu and the link to the page's top


def test_an_archive_is_known_by_its_bytes_whatever_its_name():
    data = archive()
    assert sniff(data, ".htm") == ".mht" and sniff(data, ".txt") == ".mht"
    assert sniff(b"<html><body><p>From: me</p></body></html>", ".htm") == ".htm"


def test_an_archive_with_no_page_is_refused_in_one_line(tmp_path):
    with pytest.raises(LawrefError) as error:
        extract(tmp_path / "x.mht", archive(html=False), "x.mht")
    assert "\n" not in str(error.value) and "MHTML" in str(error.value)
