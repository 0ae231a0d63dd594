"""Browser tabs lent to the tests whose subject is a page, not a fresh browser (the go-to box, references,
previews, the search's results and rules): one tab per kind of context (viewport, phone, locale) kept open by
each pytest-xdist worker, lent to one test at a time and made clean again before the next.

A page opened in a new context costs ~0.7 s of CPU, a page opened in a kept tab ~0.45 s (the same site: its
renderer process, V8 and the scripts compiled are still there; bench/browser_pages.py, docs/setup.md round 18).
What a new context gives beside that is an empty browser state, and the tab gets it back when the test gives it
back: the page is left for about:blank, the site's storage of the origin it was on is cleared (localStorage and
sessionStorage there, then every kind of storage of that origin through the DevTools protocol), the permissions
granted are taken back, the listeners the test added to the page are removed, and the viewport and the mouse are
put back. A tab that visited more than one origin in a test (its sessionStorage there could not all be cleared)
or that anything went wrong with is closed, not lent again. The HTTP cache stays warm: a test that counts the
requests a page makes, installs the offline app, holds the clock (Playwright's clock stays on a page), routes
requests, emulates print, needs storage that was never touched or listens on the context keeps a context of its
own (chromium.Browser.new_context)."""

from __future__ import annotations

import contextlib
import json
from urllib.parse import urlsplit

DEFAULT_VIEWPORT = {"width": 1280, "height": 720}  # Playwright's, when a context names none
# What a kept tab cannot undo for the next test: a test that needs them opens a context of its own.
_NOT_LENT = {"clock", "route", "route_from_har", "emulate_media", "expose_binding", "expose_function",
             "add_init_script", "set_extra_http_headers", "unroute", "unroute_all"}


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme in ("http", "https"):
        return f"{parts.scheme}://{parts.netloc}"
    if parts.scheme == "file":
        return "file://"
    return None  # about:blank, data: (no storage of their own)


class LentPage:
    """The kept tab as the test sees it: Playwright's Page, whose listeners added by the test are removed when
    it is given back. What the tab cannot undo is refused with a message."""

    def __init__(self, page) -> None:
        self._page = page
        self._listeners: list[tuple[str, object]] = []

    def on(self, event: str, handler) -> None:
        self._listeners.append((event, handler))
        self._page.on(event, handler)

    def once(self, event: str, handler) -> None:
        self._listeners.append((event, handler))
        self._page.once(event, handler)

    def __getattr__(self, name: str):
        if name in _NOT_LENT:
            raise AttributeError(f"page.{name} stays on a kept tab (tests/pagepool.py): open a context of the "
                                 "test's own for it (browser.new_context)")
        return getattr(self._page, name)


class _Tab:
    def __init__(self, browser, options: dict) -> None:
        self.options = options
        self.context = browser.new_context(**options)
        self.page = self.context.new_page()
        self.cdp = self.context.new_cdp_session(self.page)
        self.origins: set[str] = set()
        self.page.on("framenavigated", self._seen)

    def _seen(self, frame) -> None:
        if frame.parent_frame is None and (origin := _origin(frame.url)):
            self.origins.add(origin)

    def clean(self, lent: LentPage) -> bool:
        """Put the tab back as a new context would give it; False when it cannot be kept (then closed)."""
        page = self.page
        if page.is_closed() or len(self.origins) > 1:
            return False
        if self.origins and _origin(page.url) in self.origins:
            page.evaluate("() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }")
        elif self.origins:
            return False  # the test's origin has been left: its sessionStorage is out of reach
        page.goto("about:blank")
        for event, handler in lent._listeners:
            page.remove_listener(event, handler)
        for origin in self.origins:
            if origin.startswith("http"):
                self.cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        self.origins.clear()
        self.context.clear_cookies()
        self.context.clear_permissions()
        viewport = self.options.get("viewport", DEFAULT_VIEWPORT)
        if page.viewport_size != viewport:
            page.set_viewport_size(viewport)
        page.mouse.move(0, 0)
        return True

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.context.close()


class PagePool:
    """A worker's kept tabs, one for each kind of context (the options of browser.new_context)."""

    def __init__(self, browser) -> None:
        self._browser = browser
        self._tabs: dict[str, _Tab] = {}

    @contextlib.contextmanager
    def page(self, **options):
        """A clean tab of a context made with `options` (as browser.new_context takes them), for one test."""
        key = json.dumps(options, sort_keys=True)
        tab = self._tabs.pop(key, None) or _Tab(self._browser, options)
        lent = LentPage(tab.page)
        kept = False
        try:
            yield lent
        finally:
            try:
                kept = tab.clean(lent)
            except Exception:  # a tab in a state it cannot be cleaned from is not lent again
                kept = False
            if kept:
                self._tabs[key] = tab
            else:
                tab.close()

    def close(self) -> None:
        for tab in self._tabs.values():
            tab.close()
        self._tabs.clear()
