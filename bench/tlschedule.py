"""Replays a bench/tlplug.py run's tests (each test's wall, in the order its module ran them) through the suite's
pytest-xdist scheduling, to see when each worker would end with another order of the modules: `--dist loadfile`
with tests/conftest.py's LONG_FIRST and SAME_WORKER, a worker given its next module when two of its tests or fewer
are left (xdist's LoadScopeScheduling), every other module in collection order. A test's wall is taken as it was;
what a module waits for from another (the generated books, made once) is not modelled (docs/setup.md, round 26).

    PYTHONPATH=tests .venv/bin/python bench/tlschedule.py FOLDER [--workers 2] [--first MODULE ...]

--first: a LONG_FIRST to try instead of conftest's (tests/test_X.py ...), printed beside it.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path


def test_walls(folder: Path) -> dict[str, list[float]]:
    """module -> its tests' walls, in the order they ran."""
    rows = [json.loads(line) for path in sorted(folder.glob("*.jsonl")) for line in path.open(encoding="utf-8")]
    walls: dict[str, list[float]] = defaultdict(list)
    for row in sorted((r for r in rows if r.get("id", "SESSIONFINISH") != "SESSIONFINISH"), key=lambda r: r["start"]):
        walls[row["id"].split("::")[0]].append(row["end"] - row["start"])
    return walls


def replay(walls: dict[str, list[float]], long_first, same_worker: dict[str, str], workers: int = 2) -> list[float]:
    """When each worker's last test would end."""
    rank = {module: n for n, module in enumerate(long_first)}
    units: dict[str, list[float]] = {}
    for module in sorted(walls, key=lambda m: (rank.get(m, len(rank)), m)):  # pytest collects tests/ by name
        units.setdefault(same_worker.get(module, module), []).extend(walls[module])
    queue = list(units.values())
    nodes = [{"at": 0.0, "left": []} for _ in range(workers)]

    def assign(node) -> None:
        if queue:
            node["left"].extend(queue.pop(0))

    for node in nodes:
        assign(node)
    for node in nodes:  # xdist: each starts with two modules if its first has two tests or fewer
        if len(node["left"]) <= 2:
            assign(node)
    while any(node["left"] for node in nodes):
        node = min((n for n in nodes if n["left"]), key=lambda n: n["at"] + n["left"][0])
        node["at"] += node["left"].pop(0)
        if len(node["left"]) <= 2:
            assign(node)
    return [node["at"] for node in nodes]


def main() -> None:
    from conftest import LONG_FIRST, SAME_WORKER

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first", nargs="*")
    args = parser.parse_args()
    walls = test_walls(args.folder)
    total = sum(map(sum, walls.values()))
    print(f"{sum(map(len, walls.values()))} tests, {total:.1f} s of wall in tests: {total / args.workers:.1f} s a "
          f"worker at best")
    tries = {"conftest's LONG_FIRST": LONG_FIRST} | ({"--first": args.first} if args.first is not None else {})
    for name, order in tries.items():
        ends = replay(walls, order, SAME_WORKER, args.workers)
        print(f"{name}: the workers end at " + ", ".join(f"{end:.1f}" for end in ends) + " s")


if __name__ == "__main__":
    main()
