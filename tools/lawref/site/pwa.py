"""The offline app: the service worker that keeps the whole built site on a phone after the first visit.

`write_service_worker(site_dir)` runs after everything else is written (the hook's last `on_post_build`): it
lists every file of the build that a reader can need, hashes them into the build's version, and writes
`sw.js` at the site's root from the template `sw.js` beside this module. The web app manifest and the icons are
static files (`site_src/manifest.webmanifest`, `site_src/assets/images/`, drawn by scripts/make_icons.py);
`site_src/assets/js/lawref.js` registers the worker (over http(s) only: from a folder the site works as it
is) and offers «Обновить» when a new build is waiting.
"""

from __future__ import annotations

import hashlib
import json
import os
from importlib import resources
from pathlib import Path

from lawref.errors import LawrefError, os_reason

WORKER = "sw.js"
# Never cached: the worker itself and source maps. The sitemap is: Material fetches it on every page, and
# offline that fetch would fail in every page's console.
_SKIP_NAMES = {WORKER, "sitemap.xml.gz"}
# Material's own search (lunr and its worker) is unused while lawref's search is on.
_MATERIAL_SEARCH = ("assets/javascripts/lunr/", "assets/javascripts/workers/")


def precache_files(site_dir: Path, material_search: bool = False) -> list[str]:
    """Site-relative paths of every file to cache, sorted (so the version is stable)."""
    files = []
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file():
            continue
        rel = path.relative_to(site_dir).as_posix()
        if path.name in _SKIP_NAMES or rel.endswith(".map") or rel.startswith("."):
            continue
        if not material_search and rel.startswith(_MATERIAL_SEARCH):
            continue
        files.append(rel)
    return files


def build_version(site_dir: Path, files: list[str], template: str) -> str:
    """A hash of every cached file's path and bytes and of the worker's code: a new build that changes any
    of them is a new version, and an unchanged rebuild is the same one."""
    digest = hashlib.sha256(template.encode("utf-8"))
    for rel in files:
        digest.update(rel.encode("utf-8") + b"\0")
        digest.update((site_dir / rel).read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def service_worker(site_dir: Path, *, serving: bool = False, material_search: bool = False) -> str:
    template = resources.files("lawref.site").joinpath(WORKER).read_text("utf-8")
    files = [] if serving else precache_files(site_dir, material_search)
    version = "serve" if serving else build_version(site_dir, files, template)
    listed = json.dumps(files, ensure_ascii=False, indent=0).replace("</", "<\\/")
    return (template.replace("__LAWREF_VERSION__", version).replace("__LAWREF_FILES__", listed)
            .replace("__LAWREF_SERVING__", "true" if serving else "false"))


def open_to_readers(site_dir: Path) -> None:
    """Every file of the built site readable, every folder enterable, by all (at least 0644 / 0755): a site is
    deployed by copying it, and a web server reads it under an account of its own. Write bits stay as they are."""
    site_dir = Path(site_dir)
    for folder, _dirs, names in os.walk(site_dir):
        _open(folder, 0o755)
        for name in names:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                _open(path, 0o644)


def _open(path: str, bits: int) -> None:
    # Under `make serve` the search data is swapped in by a background job while the build walks the site: a
    # file gone meanwhile (the old data's folder removed) is no error of the build, which would leave mkdocs'
    # server stuck until the next edit. The files swapped in are written 0644 / 0755 by that job.
    try:
        os.chmod(path, os.stat(path).st_mode | bits)
    except FileNotFoundError:
        pass


def write_service_worker(site_dir: Path, *, serving: bool = False, material_search: bool = False) -> Path:
    """Write sw.js into the built site (atomically, readable by a web server); return its path."""
    target = site_dir / WORKER
    text = service_worker(site_dir, serving=serving, material_search=material_search)
    tmp = target.with_name(f".{WORKER}.tmp")
    try:
        tmp.write_text(text, "utf-8")
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except OSError as err:
        tmp.unlink(missing_ok=True)
        raise LawrefError.labelled("service_worker_write", path=str(target), **os_reason(err)) from None
    return target
