"""Two copies of a built lawref site that bound what a pasted first query could gain by fewer rounds (docs/
benchmarks.md, round 20): in `one-round`, the worker holds every text before it says READY, so a first query waits
only for its words' shards; in `no-round`, every shard too (all of them in rest.js, as a small collection's are), so
it waits for none, as Material's, which holds its whole index. Both fetch far more than 0.2x Material's index
before the first query (every text, 343 KiB gzip at 100x; every shard, 369 KiB more): they are bounds to compare
with bench/first_query_ab.py, not a layout to ship.

    .venv/bin/python bench/bound_sites.py SITE
    .venv/bin/python bench/first_query_ab.py SITE SITE-one-round MATERIAL laws/170.html --runs 5 --typed-runs 0

SITE is a site built by bench_site_search.py (bench/out/site-search/synth100-lawref); writes SITE-one-round and
SITE-no-round beside it (replaced when they exist). The worker is changed in the copies' built search-engine.js
(two edits, each checked), the data only by rest.js and pack.js in `no-round`.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from lawref.site.search_data import data_file  # noqa: E402 (tools/ on the path)

# search-engine.js as the build writes it (minified: lawref.site.assets): a small collection's texts are asked for
# before READY, below PREFETCH_TEXT_CHARS; the meta's promise then waits for them (and for rest.js in no-round)
PREFETCH = ("PREFETCH_TEXT_CHARS=64000", "PREFETCH_TEXT_CHARS=1e12")
READY = "self.preload();return meta;"
WAIT = {"one-round": "return self.preload().then(function(){return meta;});",
        "no-round": "return Promise.all([self.preload(),self.loadRest()]).then(function(){return meta;});"}


def value(code: str):
    return json.loads(code[code.index("]=") + 2:code.rindex(";")])


def bound(site: Path, kind: str) -> Path:
    out = site.with_name(f"{site.name}-{kind}")
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(site, out)
    engine = out / "assets" / "js" / "search-engine.js"
    code = engine.read_text("utf-8")
    for old in (PREFETCH[0], READY):
        if code.count(old) != 1:
            raise SystemExit(f"bound_sites: {engine} does not say {old!r} once (the engine changed: edit this script)")
    engine.write_text(code.replace(PREFETCH[0], PREFETCH[1]).replace(READY, WAIT[kind]), "utf-8")
    if kind == "no-round":
        data = out / "search" / "lawref"
        pack = value((data / "pack.js").read_text("utf-8"))
        rest = {}
        for path in sorted((data / "s").glob("*.js")):
            text = path.read_text("utf-8")
            name = json.loads(text[text.index("[") + 1:text.index("]=")])
            if name[2:] not in pack["shards"]:
                rest[name[2:]] = text[text.index("]=") + 2:text.rindex(";")]  # each as its JSON text, as rest.js has
        pack["rest"] = "rest.js"
        (data / "rest.js").write_text(data_file("rest", rest), "utf-8")
        (data / "pack.js").write_text(data_file("pack", pack), "utf-8")
    return out


def main() -> int:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    site = Path(sys.argv[1]).resolve()
    for kind in WAIT:
        print(bound(site, kind))
    return 0


if __name__ == "__main__":
    sys.exit(main())
