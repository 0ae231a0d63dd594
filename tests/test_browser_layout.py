"""What a reader on a phone or a desktop found broken in the site's screenshots (a whole book at 390×844 and
1366×900), kept fixed: the home page's go-to box shows its whole example on a phone, a browser that blocks
service workers gets no script error, and the wide navigation shows its first entry whole. In a real browser
(Playwright, Debian's chromium; conftest's seed site). A missing browser fails these tests; they never skip."""

from __future__ import annotations

import pytest

# The width the placeholder's text takes in the box's own font, and the room the box has for it.
PLACEHOLDER_FIT = """input => {
  const style = getComputedStyle(input);
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return { text: context.measureText(input.placeholder).width, room };
}"""


@pytest.mark.parametrize("width, height, phone", [(390, 844, True), (320, 640, True), (1366, 900, False)])
def test_the_home_go_to_box_shows_its_whole_example(page_pool, site_url, width, height, phone):
    with page_pool.page(viewport={"width": width, "height": height}, locale="ru-RU", has_touch=phone,
                        is_mobile=phone) as page:  # a kept tab (tests/pagepool.py)
        page.goto(site_url + "index.html")
        box = page.locator("#lawref-goto-input")
        fit = box.evaluate(PLACEHOLDER_FIT)
        assert fit["text"] <= fit["room"], fit  # «например, 27B1b, 27в1б, 29.2» whole, even in DejaVu Sans
        for part in ("label[for=lawref-goto-input]", "#lawref-goto-input", "form:has(#lawref-goto-input) button"):
            rect = page.locator(part).bounding_box()
            assert rect["x"] >= 0 and rect["x"] + rect["width"] <= width, (part, rect)


def test_a_browser_that_blocks_service_workers_gets_no_script_error(page_pool, site_url):
    # a kept tab of a plain context's options (test_site_search_browser's): its contexts block service workers
    # (tests/chromium.py `Browser`), as this browser does
    errors: list[str] = []
    with page_pool.page() as page:
        page.on("pageerror", lambda err: errors.append(str(err)))
        # Playwright's block answers register() at once, with nothing, and says so in the console: lawref.js
        # asked (after the page's load); then one turn of the page's event loop, and what its handlers threw is in
        with page.expect_console_message(lambda message: "registration blocked" in message.text):
            page.goto(site_url + "laws/70.html")
        page.evaluate("() => new Promise(resolve => setTimeout(resolve))")
        assert page.locator("article h1").is_visible()
    assert not errors, errors


def test_the_wide_left_navigation_shows_its_first_entry_whole(page_pool, site_url):
    """At 1366×900 the navigation's title (the site's name, on two lines) stood over «Главная», half hiding it."""
    with page_pool.page(viewport={"width": 1366, "height": 900}, locale="ru-RU") as page:  # a kept tab
        page.goto(site_url + "laws/70.html")
        title = page.locator(".md-nav--primary > .md-nav__title").bounding_box()
        first = page.locator(".md-nav--primary > .md-nav__list > .md-nav__item > .md-nav__link").first
        box = first.bounding_box()
        assert first.is_visible() and title["y"] + title["height"] <= box["y"], (title, box)
