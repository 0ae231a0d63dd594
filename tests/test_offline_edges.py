"""Offline, no request fails (issue 19): after one visit, with the server gone, each page and the search load
everything from the offline app's cache; from a folder (file://, no service worker) no page asks for what the
browser refuses there. Every page is let settle before the next one, so that a request cut short by leaving
a page is not counted as one that failed. A missing browser fails these tests; they never skip."""

from __future__ import annotations

from test_offline_app import search  # (browser, offline_installed: conftest's)

from sitebuild import default_site

PAGES = ["index.html", "laws/27.html", "laws/70.html#70C2", "glossary.html", "xref.html", "sources.html"]


def test_offline_no_page_and_no_search_has_a_failed_request(offline_installed):
    context, url = offline_installed.context, offline_installed.url
    failed: list[str] = []
    errors = len(offline_installed.errors)

    def fail(request):
        failed.append(f"{request.url}: {request.failure}")

    context.on("requestfailed", fail)  # the page's requests and the service worker's own
    page = context.new_page()
    try:
        for path in PAGES:
            page.goto(url + path, wait_until="networkidle")
        assert any("70D2" in r for r in search(page, "претензии вистующего"))
        page.wait_for_load_state("networkidle")
    finally:
        context.remove_listener("requestfailed", fail)  # before the tab closes: what closing cuts is not counted
        page.close()
    assert failed == [] and offline_installed.errors[errors:] == [], failed


def test_from_a_folder_no_page_has_a_failed_request(browser):
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
