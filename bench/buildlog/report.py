"""The site builds and booklets a test run made, from bench/buildlog/sitecustomize.py's log: one line each (the
test, wall, CPU), then the same builds grouped (the same corpus and variant), the costliest first.

    .venv/bin/python bench/buildlog/report.py /tmp/bl.jsonl
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict


def _defaults() -> dict[str, str]:
    """build_booklet's defaults, as the log writes them (a log of an older shim spelled out only what was given)."""
    import inspect

    from lawref.booklet.render import build_booklet

    return {name: str(p.default) for name, p in inspect.signature(build_booklet).parameters.items()
            if p.default is not inspect.Parameter.empty}


_DEFAULTS = _defaults()


def key(record: dict) -> tuple:
    if record["kind"] == "site":
        env = {k: v for k, v in record["env"].items() if k not in ("LAWREF_CORPUS", "LAWREF_CACHE")}
        return ("site", record["corpus_hash"], record["argv"][0] if record["argv"] else "",
                json.dumps(env, sort_keys=True))
    options = {**_DEFAULTS, **record["options"]}
    options.pop("processes", None)  # one process or two: the same booklet
    return ("booklet", record["corpus_pickle"], json.dumps(record["args"]), json.dumps(options, sort_keys=True))


def _cpu(record: dict) -> float:
    return record["cpu"] if record["kind"] == "site" else record["cpu_this_process"]


def main(path: str) -> None:
    records = [json.loads(line) for line in open(path, encoding="utf-8")]
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for record in records:
        groups[key(record)].append(record)
    sites = [r for r in records if r["kind"] == "site"]
    booklets = [r for r in records if r["kind"] == "booklet"]
    print(f"{len(sites)} site builds ({sum(r['cpu'] for r in sites):.1f} s CPU, the booklets typeset in their "
          f"workers included), {len(booklets)} booklets typeset "
          f"({sum(map(_cpu, booklets)):.1f} s CPU in the processes that asked)")
    print("\nthe same build made more than once (times, CPU summed: a booklet's in the process that asked for it, "
          "not its workers'; what; tests):")
    for group_key, group in sorted(groups.items(), key=lambda kv: -sum(map(_cpu, kv[1]))):
        if len(group) < 2:
            continue
        cost = sum(map(_cpu, group))
        tests = sorted({r["test"].split("::")[0].removeprefix("tests/") for r in group})
        print(f"  {len(group)}x {cost:6.1f} s  {' '.join(group_key[:1] + group_key[2:])[:120]}  {', '.join(tests)}")


if __name__ == "__main__":
    main(sys.argv[1])
