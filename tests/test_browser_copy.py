"""What a reader copies from the site is the source's words: the soft hyphens (U+00AD) that long words in headings
carry for a phone's line breaks (lawref.site.render.soft_hyphens) never reach the clipboard, and text pasted into
the go-to box or the search with them still works. In a real browser (Playwright, Debian's chromium; the seed
site of conftest's site_url), reading the clipboard itself. A missing browser fails these tests; they never skip."""

from __future__ import annotations

import contextlib

from lawref.site.render import title_md

WORDS = "ПРЕДВАРИТЕЛЬНЫЕ ДОГОВОРЁННОСТИ НЕПРАВОМЕРНО ПОЛУЧЕННЫЕ"  # as long as some Law titles' words


@contextlib.contextmanager
def clipboard_page(pool, site_url, path: str, width: int = 390, height: int = 844):
    """A page of a kept tab (tests/pagepool.py, which takes the permissions back afterwards) allowed to read and
    write the clipboard; it must have raised no script error."""
    errors: list[str] = []
    with pool.page(viewport={"width": width, "height": height}, locale="ru-RU") as page:
        page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.goto(site_url + path)
        yield page
    assert not errors, errors


def _heading_with_soft_hyphens(page) -> None:
    """The page's heading as the site renders a Law title of long words (title_md, the pages' own function)."""
    page.evaluate("html => { document.querySelector('article h1').innerHTML = html; }", title_md(WORDS))
    assert "\u00ad" in page.locator("article h1").evaluate("h => h.textContent")  # the case this file is about


def _select(page, script: str) -> None:
    page.evaluate("""script => { const range = document.createRange(); (new Function('range', script))(range);
        const selection = getSelection(); selection.removeAllRanges(); selection.addRange(range); }""", script)


def _clipboard(page) -> dict[str, str]:
    return page.evaluate("""async () => { const out = {};
        for (const item of await navigator.clipboard.read()) for (const type of item.types)
            out[type] = await (await item.getType(type)).text();
        return out; }""")


def test_a_heading_copied_with_ctrl_c_has_no_soft_hyphens(page_pool, site_url):
    with clipboard_page(page_pool, site_url, "laws/70.html") as page:
        _heading_with_soft_hyphens(page)
        _select(page, "range.selectNodeContents(document.querySelector('article h1'))")
        page.keyboard.press("Control+C")
        got = _clipboard(page)
        assert got["text/plain"] == WORDS, repr(got["text/plain"])
        assert "\u00ad" not in got["text/html"] and "&shy;" not in got["text/html"]
        assert "ПРЕДВАРИТЕЛЬНЫЕ" in got["text/html"]


def test_a_selection_from_a_heading_into_the_text_keeps_every_other_character(page_pool, site_url):
    with clipboard_page(page_pool, site_url, "laws/70.html", 1366, 900) as page:
        _heading_with_soft_hyphens(page)
        _select(page, """const h = document.querySelector('article h1');
            const p = document.querySelector('article p');
            range.setStart(h, 0); range.setEnd(p, p.childNodes.length);""")
        shown = page.evaluate("getSelection().toString()")
        page.keyboard.press("Control+C")
        assert _clipboard(page)["text/plain"] == shown.replace("\u00ad", "")


def test_text_without_soft_hyphens_is_copied_as_the_browser_copies_it(page_pool, site_url):
    """The handler steps in only where a soft hyphen is: other copies are the browser's own."""
    with clipboard_page(page_pool, site_url, "laws/70.html") as page:
        _select(page, "range.selectNodeContents(document.querySelector('article p'))")
        shown = page.evaluate("getSelection().toString()")
        page.keyboard.press("Control+C")
        assert _clipboard(page)["text/plain"] == shown and shown.strip()


def test_pasted_soft_hyphens_leave_the_go_to_box_and_the_search(page_pool, site_url):
    with clipboard_page(page_pool, site_url, "glossary.html", 1366, 900) as page:
        box = page.locator("header #lawref-goto-nav-input")
        box.fill("Пра\u00adвило 70\u00adС2")  # fill() sends the input event a paste sends
        assert box.input_value() == "Правило 70С2"
        box.press("Enter")
        page.wait_for_url("**/laws/70.html#70C2")
        assert "\u00ad" not in page.title()
        # Material's search: «/» once its scripts have bound the key on the new page. Pressed in the next 125 ms,
        # it met Material's close of a page opened at an anchor (search-shim.js keepOpen; held there by
        # test_site_search_browser's clock), and the results filled a hidden box.
        page.wait_for_load_state("load")
        page.wait_for_function("() => window.document$ !== undefined")
        page.keyboard.press("/")
        page.wait_for_function("() => document.getElementById('__search').checked")
        search = page.locator("input.md-search__input")
        search.fill("пре\u00adтензия")
        assert search.input_value() == "претензия"
        page.locator(".md-search-result__item").first.wait_for(timeout=20000)
        assert "\u00ad" not in page.locator(".md-search-result").inner_text()
