"""Rough edges on the site in a real browser (Playwright, Debian's chromium; fixtures from test_browser_site):
the go-to box in every page's header, on a wide screen and on a phone; the menu's Laws by title; the
commentary heading naming itself once. A missing browser fails these tests; they never skip."""

from __future__ import annotations

import contextlib

import pytest

from test_browser_site import in_viewport  # the page_pool and site_url fixtures are conftest's


@contextlib.contextmanager
def new_page(pool, width: int, height: int, phone: bool):
    """A page of a kept tab (tests/pagepool.py), clean as a new context's; it must have raised no script error."""
    errors: list[str] = []
    with pool.page(viewport={"width": width, "height": height}, locale="ru-RU", has_touch=phone,
                   is_mobile=phone) as page:
        page.on("pageerror", lambda err: errors.append(str(err)))
        yield page
    assert not errors, errors


@pytest.mark.parametrize("start", ["laws/27.html", "glossary.html", "sources.html"])
def test_the_header_go_to_box_jumps_from_any_page_on_a_wide_screen(page_pool, site_url, start):  # noqa: F811
    with new_page(page_pool, 1366, 900, phone=False) as page:
        page.goto(site_url + start)
        box = page.locator("header #lawref-goto-nav-input")
        assert box.is_visible() and page.locator("header .lawref-goto-toggle").is_hidden()
        box.fill("70c2")
        box.press("Enter")
        page.wait_for_url("**/laws/70.html#70C2")
        assert in_viewport(page, "70C2")
        # a wrong number is said under the box, in Russian, and the page stays
        page.locator("header #lawref-goto-nav-input").fill("что-то")
        page.locator("header #lawref-goto-nav-input").press("Enter")
        message = page.locator("#lawref-goto-nav-message")
        assert message.is_visible() and message.inner_text().startswith("Не найдено: «что-то»")
        assert page.url.endswith("laws/70.html#70C2")


@pytest.mark.parametrize("typed, lands", [("Правило 70", "laws/70.html"), ("пр. 27", "laws/27.html"),
                                           ("Закон 70С2", "laws/70.html#70C2"), ("правила 27–31", "laws/27.html")])
def test_the_header_go_to_box_reads_a_law_as_a_reader_writes_it(page_pool, site_url, typed, lands):  # noqa: F811
    """«Правило 70», «пр. 27», «Закон 70С2» (a Cyrillic С), a range: the shared id grammar (lawref/data/ids.toml)."""
    with new_page(page_pool, 1366, 900, phone=False) as page:
        page.goto(site_url + "glossary.html")
        box = page.locator("header #lawref-goto-nav-input")
        box.fill(typed)
        box.press("Enter")
        page.wait_for_url(lambda url: "/" + lands in url, timeout=15000)  # a Law lands on its heading (#70)


def test_on_a_phone_the_header_button_opens_the_go_to_box(page_pool, site_url):  # noqa: F811
    with new_page(page_pool, 390, 844, phone=True) as page:
        page.goto(site_url + "laws/27.html")
        toggle = page.locator("header .lawref-goto-toggle")
        box = page.locator("#lawref-goto-nav-input")
        assert toggle.is_visible() and box.is_hidden()
        assert toggle.get_attribute("aria-label") == "Перейти к пункту"
        toggle.tap()
        assert box.is_visible() and toggle.get_attribute("aria-expanded") == "true"
        assert page.evaluate("document.activeElement.id") == "lawref-goto-nav-input"
        # the box lies under the header, inside the screen
        header = page.locator(".md-header").bounding_box()
        field = box.bounding_box()
        assert field["y"] >= header["y"] + header["height"] - 1 and field["x"] + field["width"] <= 390
        box.fill("29.2")
        box.press("Enter")
        page.wait_for_url("**/laws/29.html#29.2")
        assert in_viewport(page, "29.2")
        page.keyboard.press("Escape")


def test_the_home_page_keeps_its_own_box_beside_the_header_one(page_pool, site_url):  # noqa: F811
    with new_page(page_pool, 1366, 900, phone=False) as page:
        page.goto(site_url)
        assert page.locator("form.lawref-goto").count() == 2
        page.fill("#lawref-goto-input", "27B1b")
        page.press("#lawref-goto-input", "Enter")
        page.wait_for_url("**/laws/27.html#27B1b")


def test_the_menu_shows_each_law_by_its_title_and_the_heading_names_the_commentary_once(page_pool, site_url):  # noqa: F811
    with new_page(page_pool, 1366, 900, phone=False) as page:
        page.goto(site_url + "laws/27.html")
        links = page.locator(".md-nav--primary .md-nav__link").all_inner_texts()
        names = [" ".join(t.split()) for t in links]
        assert "70. Оспариваемая претензия или уступка" in names
        assert "30. Пас вне очереди (комментарий)" in names
        assert "Правило 70" not in names
        assert " ".join(page.locator('h2[id="c27"]').inner_text().split()) == "Комментарий к Правилу 27"


# Where each line of an element ends: the character before each line break (a space, a soft hyphen, or a letter
# when the browser broke a word with no hyphen).
LINE_ENDS = """el => {
  const text = el.firstChild, ends = [];
  let top = null, gap = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text.data[i];
    if (ch === " " || ch === "\u00ad") { gap += ch; continue; }  // a space or soft hyphen: where a line may end
    const range = document.createRange();
    range.setStart(text, i); range.setEnd(text, i + 1);
    const rects = range.getClientRects();
    const at = rects[rects.length - 1].top;  // a letter after a soft hyphen's break spans both lines: its last
    if (top !== null && at > top + 2) ends.push(gap.includes(" ") ? " " : gap ? "\u00ad" : text.data[i - 1]);
    top = at;
    gap = "";
  }
  return ends;
}"""


def test_a_long_word_in_a_phone_heading_breaks_with_a_hyphen(page_pool, site_url):  # noqa: F811
    from lawref.site.render import title_md

    with new_page(page_pool, 320, 640, phone=True) as page:  # a small phone: such a word is wider
        page.goto(site_url + "laws/70.html")
        # a heading of the site's kind, its words as long as some Law titles', in the site's own stylesheet
        words = "ПРЕДВАРИТЕЛЬНЫЕ ДОГОВОРЁННОСТИ НЕПРАВОМЕРНО ПОЛУЧЕННЫЕ"
        page.evaluate("html => { const h = document.querySelector('article h1'); h.innerHTML = html; }",
                      title_md(words))
        heading = page.locator("article h1")
        assert heading.inner_text().replace("\u00ad", "") == words  # the words as the source has them
        ends = heading.evaluate(LINE_ENDS)
        assert ends and all(ch in (" ", "\u00ad") for ch in ends), ends
        box = heading.bounding_box()
        assert box["x"] + box["width"] <= 390


def test_the_saved_for_offline_toast_leaves_the_last_search_result_in_view(page_pool, site_url):  # noqa: F811
    with new_page(page_pool, 390, 844, phone=True) as page:
        page.goto(site_url + "laws/70.html")
        # the message lawref.js shows once the offline app is saved (6 s on screen), as it builds it
        page.evaluate("""() => { const box = document.createElement('div'); box.className = 'lawref-toast';
            box.setAttribute('role', 'status'); const words = document.createElement('span');
            words.textContent = 'Справочник сохранён на этом устройстве и откроется без сети.';
            box.appendChild(words); document.body.appendChild(box); }""")
        page.click("label.md-header__button[for='__search']")
        page.fill("input.md-search__input", "судья")
        page.keyboard.press("End")
        page.wait_for_function("document.querySelectorAll('.md-search-result__item').length > 0", timeout=30_000)
        # the results drawn (two frames after the first result: no fixed wait); the room under the list is CSS,
        # there whatever number of results Material has drawn by then
        page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        page.evaluate("() => { const w = document.querySelector('.md-search__scrollwrap'); w.scrollTop = w.scrollHeight; }")
        last, toast = page.evaluate("""() => {
            const items = document.querySelectorAll('.md-search-result__item');
            return [items[items.length - 1].getBoundingClientRect().bottom,
                    document.querySelector('.lawref-toast').getBoundingClientRect().top]; }""")
        assert last <= toast, (last, toast)
