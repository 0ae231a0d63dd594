"""A page printed from the browser keeps what the screen shows about rights: the footer with every source's
copyright notice, and the personal-use notice of the commentary (Playwright with print media, Debian's
chromium; fixtures from test_browser_site)."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from lawref.corpus.rights import PERSONAL_NOTICE


def printed_text(browser, url) -> str:  # noqa: F811
    page = browser.new_page(locale="ru-RU")
    page.goto(url)
    page.emulate_media(media="print")
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(page.pdf())).pages)
    page.close()
    return re.sub(r"\s+", " ", text)


def test_a_printed_page_keeps_the_footer_and_the_rights_notice(browser, site_url, corpus):  # noqa: F811
    text = printed_text(browser, site_url + "laws/28.html")
    for source in corpus.sources:
        assert source.copyright.rstrip(". ") in text, source.key
    assert PERSONAL_NOTICE in text
    assert "Вперед" not in text and "Назад" not in text  # the previous/next links stay on screen


def test_a_printed_law_text_has_its_footer_but_no_commentary_notice(browser, site_url):  # noqa: F811
    text = printed_text(browser, site_url + "laws/70.html")
    assert "Всемирная федерация бриджа" in text and PERSONAL_NOTICE not in text
