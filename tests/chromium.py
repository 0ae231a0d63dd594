"""The browser the tests drive: Debian's chromium-headless-shell, else Debian's chromium (`make test` installs
both), or else Playwright's own download (`.venv/bin/python -m playwright install chromium`, where apt has none
Playwright can drive: Ubuntu's is a snap). The headless shell is the same engine without the browser's window
layer, and it starts on a third of the CPU (docs/setup.md). A missing browser fails the tests with a message
saying how to install it; they never skip."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

DEBIAN_BROWSERS = (Path("/usr/bin/chromium-headless-shell"), Path("/usr/bin/chromium"))
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
MISSING = ("no Chromium for the browser tests: `make test` installs it (scripts/system-deps.sh test: "
           "sudo apt-get install chromium), or run `.venv/bin/python -m playwright install chromium`")


def system_chromium() -> str | None:
    for path in DEBIAN_BROWSERS:
        if path.exists():
            return str(path)
    for name in ("chromium-headless-shell", "chromium", "chromium-browser"):
        found = shutil.which(name)
        if found and "/snap/" not in found:
            return found
    return None


def launch(playwright, args: list[str]):
    """A headless Chromium browser (Playwright's `Browser`), or the test fails saying how to install one."""
    path = system_chromium()
    if path:
        return playwright.chromium.launch(executable_path=path, args=args)
    if Path(playwright.chromium.executable_path).exists():
        return playwright.chromium.launch(args=args)
    pytest.fail(MISSING)


def executable(playwright) -> str | None:
    """The path to give Playwright's launch_persistent_context (None: Playwright's own download)."""
    path = system_chromium()
    if path:
        return path
    if Path(playwright.chromium.executable_path).exists():
        return None
    pytest.fail(MISSING)


_SHARED: dict = {}


class Browser:
    """Playwright's `Browser`, whose new contexts and pages block the site's service worker unless a test asks for
    it (`service_workers="allow"`: the offline app's tests). Registered at a page's first load over http, the
    worker downloads every file of the site (8 MB) in each new context and then takes the page over: ~0.6 s of
    CPU per browser test that does not test it, ~0.25 s with it blocked (11 page loads and searches, each in a new
    context: 8.7 s against 3.4 s, docs/setup.md). A page then reads the site from the server, as the first visit
    does before the worker is installed, and as a browser that blocks service workers does
    (test_browser_layout)."""

    def __init__(self, browser) -> None:
        self._browser = browser

    def new_context(self, **options):
        return self._browser.new_context(**{"service_workers": "block", **options})

    def new_page(self, **options):
        return self._browser.new_page(**{"service_workers": "block", **options})

    def __getattr__(self, name):
        return getattr(self._browser, name)


def shared_playwright():
    """This process's one Playwright, started on first use (a second sync_playwright cannot start beside it, so
    every browser test takes this one: conftest's `playwright` and `browser` fixtures)."""
    if "playwright" not in _SHARED:
        from playwright.sync_api import sync_playwright

        _SHARED["playwright"] = sync_playwright().start()
    return _SHARED["playwright"]


def shared_browser():
    """This process's one headless Chromium (`Browser`: no service worker unless asked for); each test opens its own
    context or page."""
    if "browser" not in _SHARED:
        _SHARED["browser"] = Browser(launch(shared_playwright(), ARGS))
    return _SHARED["browser"]


def stop_shared() -> None:
    browser, playwright = _SHARED.pop("browser", None), _SHARED.pop("playwright", None)
    if browser is not None:
        browser.close()
    if playwright is not None:
        playwright.stop()
