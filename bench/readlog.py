"""A pytest plugin that logs every file the suite reads through lawref's pipeline (read_source, stages 2-5 of one
file), to find the readings the tests repeat: the test, the file's shown path, a hash of its bytes (a folder: of
every file in it) with the reading's options, and the reading's CPU. One JSON line a reading, a file per
pytest-xdist worker in $READLOG_OUT; `bench/readlog.py FOLDER` sums the repeats (docs/setup.md, round 21):

    READLOG_OUT=/tmp/rl PYTHONPATH=bench .venv/bin/python -m pytest -n 2 --dist loadfile -p readlog -q
    .venv/bin/python bench/readlog.py /tmp/rl
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path

_OUT = os.environ.get("READLOG_OUT", "/tmp/lawref-readlog")
_current = {"test": ""}
_files: list = []


def _key(path: Path, encoding, kind) -> str:
    digest = hashlib.sha256(f"{encoding} {kind} {path.suffix}".encode())
    files = sorted(f for f in path.rglob("*") if f.is_file()) if path.is_dir() else [path]
    for file in files:
        try:
            digest.update(file.name.encode() + b"\0" + file.read_bytes() + b"\0")
        except OSError:
            digest.update(b"unreadable")
    meta = path.with_suffix(".toml")
    if meta.is_file():
        digest.update(meta.read_bytes())
    return digest.hexdigest()[:16]


def pytest_configure(config):
    from lawref.corpus import pipeline

    real = pipeline.read_source
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    os.makedirs(_OUT, exist_ok=True)
    out = open(os.path.join(_OUT, f"{worker}.jsonl"), "a", encoding="utf-8")
    _files.append(out)

    def logged(path, **options):
        started = time.process_time()
        try:
            return real(path, **options)
        finally:
            spent = time.process_time() - started
            path = Path(path)
            out.write(json.dumps({"test": _current["test"], "path": str(path), "cpu": spent,
                                  "key": _key(path, options.get("encoding"), options.get("kind")),
                                  "seen": options.get("seen") is not None}) + "\n")

    pipeline.read_source = logged


def pytest_runtest_setup(item):
    _current["test"] = item.nodeid


def pytest_unconfigure(config):
    for out in _files:
        out.close()


def main() -> None:
    from collections import defaultdict

    rows = [json.loads(line) for path in sorted(Path(sys.argv[1]).glob("*.jsonl")) for line in path.open()]
    by_key: dict[str, list] = defaultdict(list)
    for row in rows:
        by_key[row["key"]].append(row)
    total = sum(r["cpu"] for r in rows)
    again = sum(r["cpu"] for group in by_key.values() for r in group[1:])
    print(f"{len(rows)} readings, {total:.1f} s CPU; {len(by_key)} different; repeats {again:.1f} s")
    groups = sorted(by_key.values(), key=lambda g: -sum(r["cpu"] for r in g[1:]))
    for group in groups[:int(sys.argv[2]) if len(sys.argv) > 2 else 40]:
        if len(group) < 2:
            continue
        modules = sorted({r["test"].split("::")[0].removeprefix("tests/") for r in group})
        print(f"{sum(r['cpu'] for r in group[1:]):6.2f} s x{len(group):<3} {Path(group[0]['path']).name:32} "
              f"{' '.join(modules)}")


if __name__ == "__main__":
    main()
