"""The site's scripts: one list of the search engine's parts in load order, and every script checked by tsc.

site_src/assets/js/search-scripts.js is the only place the engine's load order is written; the worker, the
shim, the browser tests and the bench read it. eslint and `tsc --checkJs` run in `make test` (npm run check);
this test keeps their configuration in step with the scripts there are."""

from __future__ import annotations

import json
import re

from conftest import REPO
from sitebuild import search_scripts

JS = REPO / "site_src" / "assets" / "js"
# Scripts tsc does not check, and why (none: every script is checked).
NOT_TYPE_CHECKED: set[str] = set()
# Not parts of the engine: the list itself, and the two that load the engine.
LOADERS = {"search-scripts.js", "search-worker.js", "search-shim.js"}


def test_the_list_names_every_part_of_the_engine_once_the_namespace_first():
    parts = search_scripts()
    on_disk = {p.name for p in JS.glob("search-*.js")} - LOADERS
    assert sorted(parts) == sorted(on_disk) and len(set(parts)) == len(parts)
    assert parts[0] == "search-ids.js"  # it creates window.LawrefSearch, which the others fill


def test_no_other_file_writes_the_load_order():
    """Only search-scripts.js lists the engine's files (quotes two or more); a second copy would drift."""
    names = "|".join(re.escape(n) for n in search_scripts())
    quoted = re.compile(rf"""["']({names})["']""")
    places = [*JS.glob("*.js"), *(REPO / "site_src" / "overrides").rglob("*.html"), *(REPO / "tests").glob("*.py"),
              *(REPO / "bench").glob("*.py"), *(REPO / "tools" / "lawref").rglob("*.py"), REPO / "mkdocs.yml"]
    copies = [str(p.relative_to(REPO)) for p in places
              if p.name not in ("search-scripts.js", "test_site_scripts.py") and len(set(quoted.findall(p.read_text("utf-8")))) >= 2]
    assert not copies, f"the engine's load order is written again in: {copies} (read search-scripts.js instead)"


def test_the_worker_and_the_shim_load_the_list():
    assert 'importScripts("search-scripts.js")' in (JS / "search-worker.js").read_text("utf-8")
    assert '"search-scripts.js"' in (JS / "search-shim.js").read_text("utf-8")


def jsconfig_files() -> set[str]:
    text = (REPO / "jsconfig.json").read_text("utf-8")
    text = re.sub(r"^\s*//.*$", "", text, flags=re.MULTILINE)  # tsconfig files allow comments
    return {f.rsplit("/", 1)[-1] for f in json.loads(text)["files"] if f.startswith("site_src/")}


def test_tsc_checks_every_script_but_the_named_ones():
    scripts = {p.name for p in JS.glob("*.js")}
    assert jsconfig_files() == scripts - NOT_TYPE_CHECKED
    assert NOT_TYPE_CHECKED <= scripts  # an entry for a script that is gone is dropped from the list
    assert "search-rules.js" in jsconfig_files() and "search-shim.js" in jsconfig_files()


def test_eslint_sees_every_script():
    config = (REPO / "eslint.config.js").read_text("utf-8")
    assert '"!site_src/assets/js/*.js"' in config and '"!tools/lawref/site/sw.js"' in config
