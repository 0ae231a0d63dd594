"""The site in a real browser: Playwright driving Debian's chromium against the built site.

A missing browser fails these tests with a message saying how to install it; they never skip.
"""

from __future__ import annotations

import pytest

from test_ids import TYPED

import chromium
from sitebuild import default_site

ARGS = chromium.ARGS  # the browser and site_url fixtures are conftest's: one browser per worker


@pytest.fixture
def page(page_pool):
    """A page of a kept tab (tests/pagepool.py), clean as a new context's; no script error may be raised on it."""
    errors: list[str] = []
    with page_pool.page(viewport={"width": 1280, "height": 900}, locale="ru-RU") as pg:
        pg.on("pageerror", lambda err: errors.append(str(err)))
        yield pg
    assert not errors, errors


def in_viewport(pg, element_id: str) -> bool:
    return pg.evaluate(
        """id => { const r = document.getElementById(id).getBoundingClientRect();
                   return r.top >= 0 && r.top < window.innerHeight; }""", element_id)


def test_home_page_shows_the_goto_box_and_the_grid(page, site_url):
    page.goto(site_url)
    assert page.title().startswith("Главная")
    assert page.locator("#lawref-goto-input").is_visible()
    assert page.locator(".lawref-grid .lawref-cell").count() == 93
    assert page.locator("a.lawref-cell", has_text="70").first.get_attribute("href") == "laws/70.html"
    assert page.locator("html").get_attribute("lang") == "ru"


@pytest.mark.parametrize("typed, target_page, anchor", [
    ("27B1b", "laws/27.html", "27B1b"),
    ("27в1б", "laws/27.html", "27B1b"),
    ("29.2", "laws/29.html", "29.2"),
    ("70 c 2", "laws/70.html", "70C2"),
    ("с31", "laws/31.html", "c31"),
    # a Law's label word before the id (lawref.ids.go_to_id), Cyrillic look-alike letters
    ("Правило 70С2", "laws/70.html", "70C2"),
    ("пр. 29.2", "laws/29.html", "29.2"),
    ("Закон 27В1(b)", "laws/27.html", "27B1b"),
])
def test_goto_box_jumps_straight_to_the_clause(page, site_url, typed, target_page, anchor):
    page.goto(site_url)
    page.fill("#lawref-goto-input", typed)
    page.press("#lawref-goto-input", "Enter")
    page.wait_for_url(f"**/{target_page}#{anchor}")
    assert in_viewport(page, anchor)


def test_goto_box_says_what_it_could_not_find(page, site_url):
    page.goto(site_url)
    page.fill("#lawref-goto-input", "что-то")
    page.press("#lawref-goto-input", "Enter")
    assert "Не найдено" in page.locator("#lawref-goto-message").inner_text()
    assert page.url == site_url


def test_goto_reads_ids_as_the_python_reader_does(page, site_url):
    """The box reads ids by the grammar lawref.ids reads (go_to_id) on the table users type."""
    from lawref.ids import go_to_id

    page.goto(site_url)
    typed = [t for t, _ in TYPED] + ["27b", "abc", "1H 1D", "27B1(b", "Правило 16", "пр. 16", "Закон 16", "16А1",
                                      "81–85", "Правила 68–70"]
    got = page.evaluate("list => list.map(t => window.lawref.normalizeId(t))", typed)
    assert got == [go_to_id(t) for t in typed]
    assert got[-6:] == ["16", "16", "16", "16A1", "81", "68"]


def test_following_a_reference_lands_on_the_target_anchor(page, site_url):
    page.goto(site_url + "laws/29.html")
    link = page.locator("#\\32 9\\.3 a.lawref-ref", has_text="29.2").first
    link.click()
    page.wait_for_url("**/laws/29.html#29.2")
    assert in_viewport(page, "29.2")
    page.goto(site_url + "laws/31.html")
    page.locator("#\\33 1\\.2 a.lawref-ref", has_text="30С").first.click()
    page.wait_for_url("**/laws/30.html#30C")
    assert in_viewport(page, "30C")
    assert "нет в справочнике" in page.locator("#\\33 0C").inner_text()


def test_hovering_a_reference_shows_the_target_text(page, site_url):
    page.goto(site_url + "laws/29.html")
    page.locator("#\\32 9\\.3 a.lawref-ref", has_text="29.2").first.hover()
    preview = page.locator("#lawref-preview")
    preview.wait_for(state="visible")
    assert preview.inner_text().startswith("29.2 · Комментарий к Правилу 29 › 29.2.\n29.2. Как всегда, левый оппонент")
    page.mouse.move(5, 5)
    preview.wait_for(state="hidden")


def test_footnote_marker_shows_its_footnote(page, site_url):
    page.goto(site_url + "laws/70.html")
    marker = page.locator("#\\37 0C3 a.lawref-fn")
    assert marker.inner_text() == "<*>"
    marker.focus()  # keyboard users get the preview too
    preview = page.locator("#lawref-preview")
    preview.wait_for(state="visible")
    assert '"нормальная" включает игру' in preview.inner_text()


def test_backlinks_are_listed_and_lead_back(page, site_url):
    page.goto(site_url + "laws/27.html")
    backlinks = page.locator("#lawref-backlinks + ul")
    # the citing fragment is named as a reader finds it («Комментарий к Правилу 27, (i)»), not as «27.0(i)»
    assert "27B1(b)" in backlinks.inner_text() and "Комментарий к Правилу 27, (i)" in backlinks.inner_text()
    assert "27.0(" not in backlinks.inner_text()
    backlinks.locator("a", has_text="Комментарий к Правилу 27, (iii)").click()
    page.wait_for_url("**/laws/27.html#27.0iii")
    assert in_viewport(page, "27.0iii")


def test_copy_link_button_copies_the_clause_url(page, site_url):
    # the kept tab (tests/pagepool.py) takes the permissions back when the test gives it back
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page.goto(site_url + "laws/70.html")
    page.locator("#\\37 0D3 button.lawref-copy").click()
    page.wait_for_function("document.querySelector('#\\\\37 0D3 button.lawref-copy').dataset.copied === 'yes'")
    assert page.evaluate("navigator.clipboard.readText()") == site_url + "laws/70.html#70D3"


def test_phone_layout_and_tap_preview(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                                  device_scale_factor=2)
    pg = context.new_page()
    pg.goto(site_url + "laws/29.html")
    # no sideways scrolling on a phone
    assert pg.evaluate("document.documentElement.scrollWidth") <= 390
    link = pg.locator("#\\32 9\\.3 a.lawref-ref", has_text="29.2").first
    link.scroll_into_view_if_needed()
    link.tap()
    preview = pg.locator("#lawref-preview")
    preview.wait_for(state="visible")
    assert preview.inner_text().startswith("29.2 · ")
    assert pg.url.endswith("laws/29.html")  # the first tap only shows the preview
    box = preview.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    link.tap()  # the second tap follows the link
    pg.wait_for_url("**/laws/29.html#29.2")
    pg.goto(site_url)
    assert pg.locator("#lawref-goto-input").is_visible()
    assert pg.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()


def test_site_works_from_a_folder(page_pool):
    """Opened as file://, pages render, scripts run and the go-to box jumps (a kept tab of a plain context's
    options, as test_site_search_browser's)."""
    root = default_site()
    errors: list[str] = []
    with page_pool.page() as pg:
        pg.on("pageerror", lambda err: errors.append(str(err)))
        pg.goto((root / "index.html").as_uri())
        pg.fill("#lawref-goto-input", "27в1б")
        pg.press("#lawref-goto-input", "Enter")
        pg.wait_for_url("**/laws/27.html#27B1b")
        assert pg.locator("#\\32 7B1b").is_visible()
    assert not errors, errors


def test_dark_and_light_palettes_follow_the_system_and_the_toggle(browser, site_url):
    context = browser.new_context(color_scheme="dark")
    pg = context.new_page()
    pg.goto(site_url + "laws/70.html")
    scheme = "document.body.getAttribute('data-md-color-scheme')"
    assert pg.evaluate(scheme) == "slate"
    pg.locator("label[title='Светлая тема']").click()
    assert pg.evaluate(scheme) == "default"
    context.close()
