"""Building the site for tests: `mkdocs build --strict` in a subprocess, once per test run (shared by the
pytest-xdist workers), and reading the built HTML (ids, links, text) with the standard library's HTML parser."""

from __future__ import annotations

import atexit
import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

REPO = Path(__file__).resolve().parents[1]
MKDOCS = [sys.executable, "-m", "mkdocs"]
SEARCH_SCRIPTS = REPO / "site_src" / "assets" / "js" / "search-scripts.js"


def search_scripts() -> tuple[str, ...]:
    """The search engine's scripts in load order, from the one list the worker and the shim load."""
    found = re.search(r"LAWREF_SEARCH_SCRIPTS = (\[.*?\]);", SEARCH_SCRIPTS.read_text("utf-8"), re.DOTALL)
    return tuple(json.loads(found.group(1)))


def served_scripts(dest: Path) -> Path:
    """The site's scripts (site_src/assets/js) written into `dest` as the build serves them (minified by
    lawref.site.assets.minified): the Node tests run the engine both as written and as served."""
    from lawref.site.assets import minified

    dest.mkdir(parents=True, exist_ok=True)
    for script in sorted((REPO / "site_src" / "assets" / "js").glob("*.js")):
        (dest / script.name).write_text(minified(script.read_text("utf-8")), encoding="utf-8")
    return dest


def build_site(dest: Path, corpus: Path | None = None, env_extra: dict | None = None,
               quiet: bool = True) -> subprocess.CompletedProcess:
    """Run `mkdocs build --strict -d dest` from the repository root; returns the finished process."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    if corpus is not None:
        env["LAWREF_CORPUS"] = str(corpus)
    env.update(env_extra or {})
    quiet_flag = ["-q"] if quiet else []
    return subprocess.run([*MKDOCS, "build", "--strict", *quiet_flag, "-d", str(dest)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)


def run_id() -> str:
    """This test run's id: the one pytest-xdist gives every worker of a run (conftest sets it on the controller),
    else this process's own."""
    return os.environ.get("PYTEST_XDIST_TESTRUNUID") or f"pid{os.getpid()}"


def shared_dir(run: str | None = None) -> Path:
    """Where this run's sites are built, one folder for all its workers, so each site is built once per run."""
    return Path(tempfile.gettempdir()) / f"lawref-sites-{run or run_id()}"


def once(name: str, make) -> Path:
    """The folder `name`, made by `make(folder)` once per test run: by the first worker of the run that asks for
    it, while the others wait on a lock, then read by all of them (never written to by a test). A failure
    (an exception from `make`) is recorded, so every test that needs the folder fails with the same message
    instead of making it again. For what several tests or workers would otherwise make alike: the sites, the
    generated books' renderings."""
    root = shared_dir()
    root.mkdir(exist_ok=True)
    if not os.environ.get("PYTEST_XDIST_TESTRUNUID") and not _CLEANUP:
        _CLEANUP.append(atexit.register(shutil.rmtree, root, True))  # no controller to remove it: this process
    dest, done, failed = root / name, root / f"{name}.done", root / f"{name}.failed"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists() and not failed.exists():
            shutil.rmtree(dest, ignore_errors=True)
            dest.mkdir()
            try:
                make(dest)
            except BaseException as err:
                failed.write_text(f"{name}: {type(err).__name__}: {err}", "utf-8")
                raise
            done.touch()
    if failed.exists():
        raise AssertionError(failed.read_text("utf-8"))
    return dest


# What a test run made that the next run may take as it is when its inputs are the same (never committed:
# .cache/ is ignored; a fresh clone makes it): the generated books' renderings, most of them PDFs.
KEPT = REPO / ".cache" / "lawref-tests"
COMPLETE = ".complete"  # in a kept copy: the files it was kept with, each with its size (JSON)


def inputs_key(*paths: Path, extra: str = "") -> str:
    """A hash of these files and folders (every file in them, by path and bytes) and `extra`."""
    import hashlib

    digest = hashlib.sha256(extra.encode() + b"\0")
    for path in paths:
        files = sorted(f for f in path.rglob("*") if f.is_file() and "__pycache__" not in f.parts) \
            if path.is_dir() else [path]
        for file in files:
            digest.update(str(file.relative_to(REPO)).encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def bookgen_key(extra: str) -> str:
    """The inputs_key of what tests/bookgen renders: the generator, the lawref code and data it uses, the fonts,
    every installed package's version and pango's."""
    import importlib.metadata

    from weasyprint.text.ffi import pango

    packages = sorted(f"{d.metadata['Name']}=={d.version}" for d in importlib.metadata.distributions())
    lawref = REPO / "tools" / "lawref"
    return inputs_key(REPO / "tests" / "bookgen", lawref / "ids.py", lawref / "numbering.py", lawref / "model.py",
                      lawref / "corpus" / "join.py", lawref / "data", lawref / "booklet" / "fonts",
                      extra=f"{extra} {packages} pango {pango.pango_version()}")


def _listing(folder: Path) -> dict[str, int]:
    """Every file under `folder` (by its path inside it) and its size: what a kept copy must still hold."""
    return {str(f.relative_to(folder)): f.stat().st_size for f in sorted(folder.rglob("*"))
            if f.is_file() and f != folder / COMPLETE}


def complete(folder: Path) -> bool:
    """Whether the kept copy `folder` still holds every file it was kept with, each of its size (COMPLETE lists
    them): a copy whose files were deleted under it (a half-emptied .cache/) is made again, never used."""
    try:
        listed = json.loads((folder / COMPLETE).read_text("utf-8"))
        return isinstance(listed, dict) and all((folder / name).stat().st_size == size
                                                for name, size in listed.items())
    except (OSError, ValueError, AttributeError, TypeError):
        return False


def kept(kind: str, key: str, dest: Path, make) -> None:
    """Fill the empty folder `dest` with `make(dest)`, or with a copy of what it made in an earlier run for the
    same `key` (.cache/lawref-tests/KIND-KEY) when that copy is `complete`; the two newest keys of a kind are
    kept."""
    folder = KEPT / f"{kind}-{key}"
    if complete(folder):
        try:
            shutil.copytree(folder, dest, dirs_exist_ok=True,
                            ignore=lambda at, names: [COMPLETE] if Path(at) == folder else [])
            os.utime(folder)
            return
        except OSError:  # deleted while it was copied: made again, from an empty folder
            shutil.rmtree(dest, ignore_errors=True)
            dest.mkdir()
    make(dest)
    try:
        KEPT.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{kind}-", dir=KEPT))
        shutil.copytree(dest, staging, dirs_exist_ok=True)
        (staging / COMPLETE).write_text(json.dumps(_listing(staging)), "utf-8")
        shutil.rmtree(folder, ignore_errors=True)
        os.rename(staging, folder)
        older = sorted(KEPT.glob(f"{kind}-*"), key=lambda p: p.stat().st_mtime, reverse=True)[2:]
        for old in older:
            shutil.rmtree(old, ignore_errors=True)
    except OSError:
        pass  # an unwritable cache only costs the time


def _once(name: str, make) -> tuple[Path, str]:
    """(site, build log) of the site `name`, built once per run (`once`); a failed build fails every test that
    needs it with mkdocs' message."""

    def build(folder: Path) -> None:
        done = make(folder / "site")
        if done.returncode != 0:
            raise AssertionError(f"mkdocs build --strict ({name}) failed ({done.returncode}):\n{done.stderr}")
        (folder / "build.log").write_text(done.stdout + done.stderr, "utf-8")

    folder = once(name, build)
    return folder / "site", (folder / "build.log").read_text("utf-8")


def built(name: str, env_extra: dict) -> Path:
    """A site built once per test run with extra environment (a public build, a sub-path, a hand-made corpus),
    shared by every worker of the run, in a temp dir removed at the end."""
    return _once(name, lambda dest: build_site(dest, env_extra=env_extra, quiet=False))[0]


def build_log(name: str) -> str:
    """What mkdocs printed while building the site `name` (built first)."""
    return (shared_dir() / name / "build.log").read_text("utf-8")


_CLEANUP: list = []


def broken_links(site: Path) -> list[str]:
    """Every href/src of every page that points at no file, or at no anchor in the page it points at."""
    parsed = {page: parse_page(page) for page in sorted(site.rglob("*.html"))}
    broken = []
    for page, parser in parsed.items():
        for tag, attr, url in parser.links:
            parts = urlsplit(url)
            if parts.scheme in ("http", "https", "mailto", "data", "javascript") or url.startswith("//"):
                continue
            if parts.path.startswith("/"):  # only 404.html: it is served at any depth, so it links from the root
                target = (site / unquote(parts.path).lstrip("/")).resolve()
            else:
                target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)}: <{tag} {attr}={url!r}>: no file")
                continue
            if parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else parse_page(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append(f"{page.relative_to(site)}: <{tag} {attr}={url!r}>: no anchor")
    return broken


# The default site is dated by SOURCE_DATE_EPOCH (the reproducible-builds convention: mkdocs dates the sitemap by
# it), so test_site_build's determinism test needs one more build to compare with it, not two of its own.
DEFAULT_ENV = {"SOURCE_DATE_EPOCH": "1764374400"}


def default_site() -> Path:
    """The site built from corpus/ (once per test run, shared by every worker, in a temp dir removed at the end),
    with a LAWREF_CACHE of its own that starts empty (`default_cache`): its booklet is typeset beside the build,
    as in a fresh clone, whatever .cache/ holds."""
    return _once("default", lambda dest: build_site(
        dest, env_extra={**DEFAULT_ENV, "LAWREF_CACHE": str(dest.parent / "cache")}))[0]


def default_cache() -> Path:
    """The LAWREF_CACHE the default site was built with (read-only: its booklet, under booklet/)."""
    return default_site().parent / "cache"


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
