"""A page of the site printed from the browser (print CSS, site_src/assets/css/lawref-print.css): Playwright
driving Debian's chromium with print media; a missing browser fails (fixtures from test_browser_site)."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from lawref.corpus.pipeline import load_corpus


def printed(browser, url):  # noqa: F811
    page = browser.new_page(locale="ru-RU")
    page.goto(url)
    page.emulate_media(media="print")
    return page


def test_a_law_page_prints_by_itself(browser, site_url):  # noqa: F811
    page = printed(browser, site_url + "laws/70.html")
    assert page.locator("button.lawref-copy").count() > 0
    for selector in ("button.lawref-copy", ".md-header", ".md-sidebar--primary"):
        assert page.eval_on_selector(selector, "el => getComputedStyle(el).display") == "none", selector
    body_px = float(page.eval_on_selector(".lawref-clause p", "el => getComputedStyle(el).fontSize")[:-2])
    assert body_px >= 13, "body text at least 10 pt on paper"
    assert page.eval_on_selector('[id="70B1"]', "el => getComputedStyle(el).breakInside") == "avoid"
    assert page.eval_on_selector("h2.lawref-section", "el => getComputedStyle(el).breakAfter") == "avoid"

    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(page.pdf())).pages)
    text = re.sub(r"\s+", " ", text)
    corpus = load_corpus()
    for clause in (corpus["70"], *corpus.descendants("70")):
        words = " ".join(clause.text.split()[:4])
        assert words in text, f"{clause.id}: {words!r} missing from the printed page"
    assert "Скопировать ссылку" not in text
    page.close()
