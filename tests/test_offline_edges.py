"""Offline, no request fails (issue 19): after one visit, with the server gone, each page and the search load
everything from the offline app's cache; from a folder (file://, no service worker) no page asks for what the
browser refuses there. Every page is let settle before the next one, so that a request cut short by leaving
a page is not counted as one that failed. A missing browser fails these tests; they never skip."""

from __future__ import annotations

from test_offline_app import Server, cached, phone, search, site_copy  # noqa: F401 (browser, playwright: conftest's)

from sitebuild import default_site

PAGES = ["index.html", "laws/27.html", "laws/70.html#70C2", "glossary.html", "xref.html", "sources.html"]


def test_offline_no_page_and_no_search_has_a_failed_request(site_copy, phone):  # noqa: F811
    server = Server(site_copy)
    page = phone.new_page()
    try:
        page.goto(server.url)
        cached(page)
    finally:
        server.stop()
    phone.set_offline(True)
    failed: list[str] = []
    phone.on("requestfailed", lambda request: failed.append(f"{request.url}: {request.failure}"))
    for path in PAGES:
        page.goto(server.url + path, wait_until="networkidle")
    assert any("70D2" in r for r in search(page, "претензии вистующего"))
    page.wait_for_load_state("networkidle")
    assert failed == []


def test_from_a_folder_no_page_has_a_failed_request(browser):  # noqa: F811
    root = default_site()
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ru-RU")
    failed: list[str] = []
    errors: list[str] = []
    context.on("requestfailed", lambda request: failed.append(f"{request.url}: {request.failure}"))
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        for path in PAGES:
            page.goto((root / path.split("#")[0]).as_uri(), wait_until="networkidle")
        assert page.locator("article").inner_text()
    finally:
        context.close()
    assert failed == [] and errors == [], (failed, errors)
