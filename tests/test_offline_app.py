"""The site as an offline app, in Debian's chromium (Playwright): installable, everything cached after the first
visit so that pages, search and references work with the network cut, a new build offered with «Обновить»
and the old cache removed, and no service worker from a folder (file://). A missing browser fails these tests
with a message saying how to install it; they never skip."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from lawref.site.pwa import write_service_worker
from offline import PHONE, cached, listed_files
from static_site import StaticServer as Server
from test_browser_site import ARGS  # noqa: F401

import chromium
from sitebuild import default_site


@pytest.fixture
def site_copy(tmp_path) -> Path:
    """A copy of the built site that a test may change (a new build) without touching the shared one."""
    target = tmp_path / "site"
    shutil.copytree(default_site(), target)
    return target


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE, service_workers="allow")
    errors: list[str] = []
    context.on("weberror", lambda err: errors.append(str(err.error)))
    yield context
    context.close()
    assert not errors, errors


def search(page, query: str) -> list[str]:
    """Type a query into the header's search box and read the results (as test_site_search_browser does: fill()
    types Cyrillic without key events, and Material searches on keyup, so press End after it)."""
    page.click("label.md-header__button[for='__search']")  # the phone's search button opens the box
    page.fill("input.md-search__input", query)
    page.keyboard.press("End")
    page.wait_for_function(
        "q => document.querySelector('[data-md-component=search-query]').value === q && "
        "document.querySelectorAll('.md-search-result__item').length > 0", arg=query, timeout=30_000)
    return page.evaluate("() => [...document.querySelectorAll('.md-search-result__item')].map(e => e.textContent)")


@pytest.fixture
def offline_tab(offline_installed):
    """A new tab of the offline app installed once (conftest's `offline_installed`): its server gone, the
    context offline; no uncaught script error meanwhile."""
    seen = len(offline_installed.errors)
    page = offline_installed.context.new_page()
    yield page
    page.close()
    assert offline_installed.errors[seen:] == []


def test_after_one_visit_every_page_and_search_work_with_the_network_cut(offline_installed, offline_tab):
    installed, page = offline_installed, offline_tab
    assert len(installed.keys) == 1 and installed.count == len(listed_files(installed.site))
    assert installed.toast  # «…откроется без сети», seen once the worker was active
    assert installed.install_errors == []
    # A request the page's next navigation cancels (net::ERR_ABORTED: a search prefetch or Material's sitemap
    # fetch still under way when the test moves on, as on a loaded CI machine) is no offline failure; every other
    # failure is, whatever the browser names it.
    failed: list[str] = []
    page.on("requestfailed", lambda request: None if request.failure == "net::ERR_ABORTED"
            else failed.append(f"{request.url} ({request.failure})"))

    page.goto(installed.url + "laws/27.html")
    assert "Комментарий к Правилу 27" in page.locator("article").inner_text()
    page.goto(installed.url + "glossary.html")
    assert "нормальная" in page.locator("article").inner_text()
    page.goto(installed.url + "laws/70.html#70C2")
    assert page.locator('[id="70C2"] .lawref-id').inner_text() == "70C2"
    page.locator('a.lawref-ref', has_text="68D").first.click()  # follow a reference
    page.wait_for_url("**/laws/68.html#68D")
    assert "Текста этого правила нет в справочнике" in page.locator("article").inner_text()

    results = search(page, "претензии вистующего")
    assert any("70D2" in r for r in results), results
    assert page.evaluate("fetch('../lawref-booklet.pdf').then(r => r.status)") == 200
    # Material fetches sitemap.xml on every page: offline it comes from the cache, no failure in the console.
    assert not [url for url in failed if "sitemap" in url], failed


def test_a_new_build_is_offered_with_obnovit_and_the_old_cache_goes(site_copy, phone):
    server = Server(site_copy)
    try:
        page = phone.new_page()
        page.goto(server.url + "laws/70.html")
        old_keys, _ = cached(page)
        # A new build: one page changes, so the worker's version changes too.
        law = site_copy / "laws/70.html"
        law.write_text(law.read_text("utf-8").replace("</article>", "<p>НОВАЯ-СБОРКА</p></article>"), "utf-8")
        write_service_worker(site_copy)
        page.reload()
        button = page.locator(".lawref-toast button", has_text="Обновить")
        button.wait_for(timeout=60_000)
        assert "НОВАЯ-СБОРКА" not in page.content()  # nothing changes before the reader asks
        button.click()
        # the reload may be between documents (no body yet) when the predicate runs: it must not throw then
        page.wait_for_function("!!document.body && document.body.innerText.includes('НОВАЯ-СБОРКА')",
                               timeout=60_000)
        keys, count = cached(page)
        assert len(keys) == 1 and keys != old_keys and count == len(listed_files(site_copy))
    finally:
        server.stop()


# What an older Chromium asked for beside the manifest: a service worker in control of the page (and so an install
# of the whole site waited for); Chromium 156 judges the manifest alone, at once.
NEEDS_THE_WORKER = {"no-matching-service-worker", "not-offline-capable"}


def test_the_site_is_installable(playwright, tmp_path):
    server = Server(default_site())  # read only
    # A profile on disk: Chromium never offers to install from an incognito context (a plain new_context).
    context = playwright.chromium.launch_persistent_context(str(tmp_path / "profile"), executable_path=chromium.executable(playwright),
                                                            args=ARGS, locale="ru-RU")
    try:
        page = context.new_page()
        page.goto(server.url)
        cdp = context.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        if errors and {error["errorId"] for error in errors} <= NEEDS_THE_WORKER:
            cached(page)
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        manifest = cdp.send("Page.getAppManifest")
        assert not manifest["errors"], manifest["errors"]
        assert json.loads(manifest["data"])["short_name"] == "Правила бриджа"
    finally:
        context.close()
        server.stop()


def test_from_a_folder_there_is_no_service_worker_and_nothing_breaks(browser):
    context = browser.new_context(locale="ru-RU")
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto((default_site() / "laws/70.html").as_uri() + "#70C2")
    page.wait_for_selector(".lawref-context")
    # Chromium refuses service workers for file:// (origin "null"): the whole browser names it SecurityError,
    # its headless shell InvalidStateError; lawref.js does not even try.
    registrations = page.evaluate("navigator.serviceWorker ? navigator.serviceWorker.getRegistrations()"
                                  ".then(r => r.length, e => e.name) : 0")
    context.close()
    assert registrations in (0, "SecurityError", "InvalidStateError") and not errors, errors
