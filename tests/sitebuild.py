"""Building the site for tests: `mkdocs build --strict` in a subprocess, once per test session, and reading
the built HTML (ids, links, text) with the standard library's HTML parser."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MKDOCS = [sys.executable, "-m", "mkdocs"]


def build_site(dest: Path, corpus: Path | None = None, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    """Run `mkdocs build --strict -d dest` from the repository root; returns the finished process."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    if corpus is not None:
        env["LAWREF_CORPUS"] = str(corpus)
    env.update(env_extra or {})
    return subprocess.run([*MKDOCS, "build", "--strict", "-q", "-d", str(dest)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)


@lru_cache(maxsize=1)
def default_site() -> Path:
    """The site built from corpus/ (once per session, in a temp dir removed at exit)."""
    tmp = tempfile.TemporaryDirectory(prefix="lawref-site-")
    default_site._keep = tmp  # keep the directory alive for the session
    dest = Path(tmp.name) / "site"
    done = build_site(dest)
    if done.returncode != 0:
        raise AssertionError(f"mkdocs build --strict failed ({done.returncode}):\n{done.stderr}")
    return dest


class PageParser(HTMLParser):
    """ids, links (href/src with the tag), and text of one HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str, str]] = []  # (tag, attribute, url)
        self.anchors: list[tuple[str, dict]] = []  # (href, attrs) of <a>
        self._a_stack: list[list[str]] = []
        self.a_texts: list[tuple[str, str, dict]] = []  # (href, text, attrs)
        self.scripts: list[str] = []
        self._in_script = False
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        for attr in ("href", "src"):
            if attrs.get(attr) is not None:
                self.links.append((tag, attr, attrs[attr]))
        if tag == "a":
            self._a_stack.append([attrs.get("href") or "", "", attrs])
        if tag == "script":
            self._in_script = True
            self.scripts.append("")

    def handle_endtag(self, tag):
        if tag == "a" and self._a_stack:
            href, text, attrs = self._a_stack.pop()
            self.a_texts.append((href, text, attrs))
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.scripts[-1] += data
            return
        self.text.append(data)
        for entry in self._a_stack:
            entry[1] += data


def parse_page(path: Path) -> PageParser:
    parser = PageParser()
    parser.feed(path.read_text("utf-8"))
    parser.close()
    return parser
