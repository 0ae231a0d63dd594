"""Ids and context in a real browser (Playwright, Debian's chromium; fixtures from test_browser_site): after a
jump to a clause on a 390×844 phone its full id, its chain and the lead-in it completes are in view; the go-to
box's "nearest clause" note is said on the page it opens; previews start with the full id."""

from __future__ import annotations

import pytest


@pytest.fixture
def phone(page_pool):  # noqa: F811
    """A phone's page of a kept tab (tests/pagepool.py), clean as a new context's (its sessionStorage too: the
    go-to box's note is said once per visit)."""
    errors: list[str] = []
    with page_pool.page(viewport={"width": 390, "height": 844}, locale="ru-RU", has_touch=True,
                        is_mobile=True) as page:
        page.on("pageerror", lambda err: errors.append(str(err)))
        yield page
    assert not errors, errors


def box(page, selector: str) -> dict:
    return page.eval_on_selector(selector, "el => { const r = el.getBoundingClientRect(); "
                                           "return {top: r.top, bottom: r.bottom, height: r.height}; }")


def test_after_a_jump_to_70C2_a_phone_shows_its_id_chain_and_lead_in(phone, site_url):  # noqa: F811
    phone.goto(site_url + "laws/70.html#70C2")
    bar = phone.locator(".lawref-context")
    bar.wait_for()
    crumbs = phone.locator(".lawref-crumbs").inner_text()
    assert crumbs.split() == "Правило 70 › C. Имеется оставшийся козырь › 2. 70C2".split()
    lead = phone.locator(".lawref-context-lead").inner_text()
    assert lead.startswith("Если в одной из рук оппонентов остается козырь") and lead.endswith("если:")
    item = phone.locator('[id="70C2"]')
    assert item.locator(".lawref-id").inner_text() == "70C2" and item.locator(".lawref-id").is_visible()
    # the item stands right below the bar, not hidden under it, and the bar below the header
    header, bar_box, item_box = box(phone, ".md-header"), box(phone, ".lawref-context"), box(phone, '[id="70C2"]')
    assert header["bottom"] <= bar_box["top"] + 1
    assert bar_box["bottom"] <= item_box["top"] < 844 - 100
    # scrolling on keeps the bar (and so the lead-in) in view
    scrolled = phone.evaluate("() => window.scrollY")
    phone.mouse.wheel(0, 600)
    phone.wait_for_function("y => window.scrollY > y", arg=scrolled)  # the wheel's scroll begun: no fixed wait
    assert 0 <= box(phone, ".lawref-context")["top"] < 120
    # a section or a Law itself needs no lead-in; the bar says where the section sits
    phone.goto(site_url + "laws/70.html#70D")
    phone.locator(".lawref-context").wait_for()
    assert phone.locator(".lawref-context-lead").count() == 0


def test_the_commentary_item_shows_its_paragraphs_opening(phone, site_url):  # noqa: F811
    phone.goto(site_url + "laws/27.html#27.7iii")
    phone.locator(".lawref-context").wait_for()
    assert "Комментарий к Правилу 27 › 27.7. › (iii)" in " ".join(phone.locator(".lawref-crumbs").inner_text().split())
    assert phone.locator(".lawref-context-lead").inner_text().startswith("В этих целях от судьи требуется")


def test_the_goto_note_is_said_on_the_page_it_opens(phone, site_url):  # noqa: F811
    phone.goto(site_url)
    phone.fill("#lawref-goto-input", "70С9")  # Cyrillic С; Law 70 has no 70C9
    phone.press("#lawref-goto-input", "Enter")
    phone.wait_for_url("**/laws/70.html#70C")
    note = phone.locator(".lawref-context-note")
    note.wait_for()
    assert note.inner_text() == "Пункта 70C9 нет в справочнике; показан ближайший: 70C."
    phone.goto(site_url)
    phone.goto(site_url + "laws/70.html#70C")  # said once, not on every later visit
    phone.locator(".lawref-context").wait_for()
    assert phone.locator(".lawref-context-note").count() == 0


def test_a_preview_starts_with_the_full_id_and_the_place(page_pool, site_url):  # noqa: F811
    # the kept tab of test_browser_site's `page` (the same options): no context of its own
    with page_pool.page(viewport={"width": 1280, "height": 900}, locale="ru-RU") as page:
        page.goto(site_url + "laws/29.html")
        page.locator('a.lawref-ref[href="#29.2"]').first.hover()
        head = page.locator("#lawref-preview .lawref-preview-head")
        head.wait_for()
        assert head.inner_text() == "29.2 · Комментарий к Правилу 29 › 29.2."
        assert "Как всегда, левый оппонент" in page.locator("#lawref-preview").inner_text()
