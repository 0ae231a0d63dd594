"""The kept tabs the browser tests borrow (tests/pagepool.py) come back as a new context gives a page: what a test
stored, granted, listened to or resized is gone before the next test gets the tab; a tab that cannot be made so
is not lent again; and what a tab cannot undo is refused. In a real browser (conftest's seed site)."""

from __future__ import annotations

import pytest

OPTIONS = {"viewport": {"width": 800, "height": 600}, "locale": "ru-RU"}
# What the test stores (the site stores keys of its own at every load: Material's palette)
STATE = "() => [Object.keys(localStorage).sort(), Object.keys(sessionStorage).sort(), document.cookie]"
STORED = "() => [localStorage.getItem('a'), sessionStorage.getItem('b'), document.cookie.includes('c=3')]"
CLIPBOARD = "() => navigator.permissions.query({name: 'clipboard-read'}).then(p => p.state)"


def test_a_lent_tab_comes_back_as_a_new_context_gives_it(page_pool, site_url):
    heard: list[str] = []
    with page_pool.page(**OPTIONS) as page:
        page.goto(site_url + "laws/70.html")
        fresh_state, fresh_permission = page.evaluate(STATE), page.evaluate(CLIPBOARD)
        page.evaluate("() => { localStorage.setItem('a', '1'); sessionStorage.setItem('b', '2'); "
                      "document.cookie = 'c=3'; }")
        page.context.grant_permissions(["clipboard-read"], origin=site_url.rstrip("/"))
        assert page.evaluate(STORED) == ["1", "2", True] and page.evaluate(CLIPBOARD) == "granted"
        page.set_viewport_size({"width": 300, "height": 300})
        page.on("console", lambda message: heard.append(message.text))
        tab = page._page
    with page_pool.page(**OPTIONS) as page:
        assert page._page is tab  # kept, not a new one
        page.goto(site_url + "laws/70.html")
        assert page.evaluate(STATE) == fresh_state and page.evaluate(STORED) == [None, None, False]
        assert page.evaluate(CLIPBOARD) == fresh_permission != "granted"
        assert page.viewport_size == OPTIONS["viewport"]
        page.evaluate("() => console.log('the next test')")
        assert heard == []  # the first test's listener is gone


def test_a_tab_that_left_its_origin_in_a_test_is_not_lent_again(page_pool, site_url):
    from sitebuild import default_site

    with page_pool.page(**OPTIONS) as page:
        page.goto(site_url + "laws/70.html")
        fresh_state = page.evaluate(STATE)
        page.evaluate("() => sessionStorage.setItem('b', '2')")  # out of reach once the page is on file://
        page.goto((default_site() / "laws" / "70.html").as_uri())
        tab = page._page
    assert tab.is_closed()
    with page_pool.page(**OPTIONS) as page:
        assert page._page is not tab
        page.goto(site_url + "laws/70.html")
        assert page.evaluate(STATE) == fresh_state and page.evaluate(STORED) == [None, None, False]


@pytest.mark.parametrize("name", ["clock", "route", "emulate_media", "add_init_script"])
def test_what_a_kept_tab_cannot_undo_is_refused(page_pool, name):
    with page_pool.page(**OPTIONS) as page, pytest.raises(AttributeError, match="a context of the test's own"):
        getattr(page, name)
