"""The offline app installed once per pytest-xdist worker for the tests that read it with the network cut
(test_offline_app's pages and search, test_offline_edges' failed requests): the built site served (read, never
changed), a phone's context with the service worker allowed, one visit, the worker's install waited for (every
file of the site, ~5 s of the browser's CPU: docs/setup.md, round 21), then the server stopped for good and the
context put offline. What the install left (its caches, the toast, its script errors) is kept for the test that
checks it; each test reads the site in tabs of its own. The tests whose subject is an install itself (a new
build, installability) make their own.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from static_site import StaticServer

PHONE = {"viewport": {"width": 390, "height": 844}, "locale": "ru-RU", "has_touch": True, "is_mobile": True}


def cached(page) -> tuple[list[str], int]:
    """Once the worker is active: the lawref caches, and how many files the newest holds."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    return page.evaluate("""async () => {
        await navigator.serviceWorker.ready;
        const keys = (await caches.keys()).filter(k => k.startsWith("lawref-"));
        const cache = await caches.open(keys[keys.length - 1]);
        return [keys, (await cache.keys()).length];
    }""")


def listed_files(site: Path) -> list[str]:
    worker = (site / "sw.js").read_text("utf-8")
    return json.loads(re.search(r"var FILES = (\[.*?\]);", worker, re.S).group(1))


class Installed:
    """The phone's context after one visit, offline, the server gone (`url` still names where it was)."""

    def __init__(self, browser, site: Path) -> None:
        self.site = site
        self.errors: list[str] = []  # the context's uncaught script errors, for every test that reads it
        self.context = browser.new_context(**PHONE, service_workers="allow")
        self.context.on("weberror", lambda err: self.errors.append(str(err.error)))
        server = StaticServer(site)
        self.url = server.url
        try:
            page = self.context.new_page()
            page.goto(server.url)
            self.keys, self.count = cached(page)
            # shown for 6 s once the worker is active: read now, checked by the test of the first visit
            self.toast = page.locator(".lawref-toast", has_text="откроется без сети").is_visible()
            page.close()
            self.install_errors = list(self.errors)
        finally:
            server.stop()  # the network is gone for good: nothing after this can reach the server
        self.context.set_offline(True)

    def close(self) -> None:
        self.context.close()
