"""Sums bench/tlplug.py's records per module: each worker's CPU and when its last test ended, the modules by CPU
(with the part spent in setup; the wall the worker sat idle, TLPLUG_IDLE), the costliest fixtures and tests, and
with --timeline each worker's modules in order (the critical path).
`python3 bench/tlreport.py FOLDER [--top N] [--timeline]`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--timeline", action="store_true")
    args = parser.parse_args()
    rows = [json.loads(line) for path in sorted(args.folder.glob("*.jsonl")) for line in path.open(encoding="utf-8")]
    fixtures = [r for r in rows if "fixture" in r]
    teardowns = [r for r in rows if "teardown" in r]
    tests = [r for r in rows if "id" in r and r["id"] != "SESSIONFINISH"]
    start = min(r["start"] for r in tests)
    modules: dict[str, dict] = {}
    for r in sorted(tests, key=lambda r: r["start"]):
        entry = modules.setdefault(r["id"].split("::")[0], {"w": r["w"], "start": r["start"], "end": r["end"],
                                                            "cpu": 0.0, "setup": 0.0, "live": 0.0, "idle": 0.0,
                                                            "n": 0})
        entry["end"] = max(entry["end"], r["end"])
        entry["cpu"] += r["cpu"]
        entry["setup"] += r.get("phases", {}).get("setup", [0])[0]
        entry["live"] += r.get("live", 0.0)
        entry["idle"] += r.get("idle", 0.0)
        entry["n"] += 1
    # A session fixture's teardown (the worker's browser, reaped when it closes) falls in the teardown of the
    # worker's last test: shown on its own line, not as that test's module's CPU (a module fixture's stays).
    for r in teardowns:
        test = next((t for t in tests if t["w"] == r["w"] and t["start"] <= r["start"] <= t["end"]), None)
        if test is not None:
            r["test"] = test["id"]
            if r["scope"] != "module":
                modules[test["id"].split("::")[0]]["cpu"] -= r["cpu"]
    print(f"{len(tests)} tests, {sum(r['cpu'] for r in tests):.1f} s CPU in tests")
    for worker in sorted({e["w"] for e in modules.values()}):
        mine = [e for e in modules.values() if e["w"] == worker]
        print(f"{worker}: {len(mine)} modules, {sum(e['cpu'] for e in mine):.1f} s CPU, last test ended at "
              f"{max(e['end'] for e in mine) - start:.1f} s, idle {sum(e['idle'] for e in mine):.1f} s (TLPLUG_IDLE)")
    for r in rows:
        if r.get("id") == "SESSIONFINISH":
            print(f"{r['w']}: process CPU {r['cpu']:.1f} s at its end")
    print(f"\n{'module':42} {'worker':6} {'start':>7} {'end':>7} {'CPU':>6} {'setup':>6} {'tests':>5} {'live':>6} "
          f"{'idle':>6}")
    for name, e in sorted(modules.items(), key=lambda item: -item[1]["cpu"])[:args.top]:
        print(f"{name.removeprefix('tests/'):42} {e['w']:6} {e['start'] - start:7.1f} {e['end'] - start:7.1f} "
              f"{e['cpu']:6.1f} {e['setup']:6.1f} {e['n']:5} {e['live']:6.1f} {e['idle']:6.1f}")
    if any(e["idle"] for e in modules.values()):
        print("\nmodules by idle wall, 1 s or more (TLPLUG_IDLE: nothing of the worker's runnable)")
        for name, e in sorted(modules.items(), key=lambda item: -item[1]["idle"]):
            if e["idle"] >= 1:
                wall = e["end"] - e["start"]
                print(f"{e['idle']:6.1f} of {wall:6.1f} s wall  {e['w']:4} {name.removeprefix('tests/')}")
        print("\ntests by idle wall, 1 s or more")
        for r in sorted(tests, key=lambda r: -r.get("idle", 0.0)):
            if r.get("idle", 0.0) >= 1:
                print(f"{r['idle']:6.1f} of {r['end'] - r['start']:6.1f} s wall  {r['id'][6:110]}")
    print("\nfixtures, 1 s of CPU or more (CPU, wall, worker, scope, name, first test)")
    for r in sorted(fixtures, key=lambda r: -r["cpu"]):
        if r["cpu"] >= 1:
            print(f"{r['cpu']:6.1f} {r['wall']:6.1f} {r['w']:4} {r['scope']:8} {r['fixture']:24} {r['test'][6:80]}")
    print("\nsession and module fixtures torn down with 1 s of CPU or more (CPU, wall, worker, scope, name, in the "
          "teardown of; a session fixture's CPU is not in its module's above)")
    for r in sorted(teardowns, key=lambda r: -r["cpu"]):
        if r["cpu"] >= 1:
            print(f"{r['cpu']:6.1f} {r['wall']:6.1f} {r['w']:4} {r['scope']:8} {r['teardown']:24} "
                  f"{r.get('test', '')[6:80]}")
    print("\ntests, 2 s of CPU or more (CPU, wall, setup, call, teardown; live: running descendants, TLPLUG_LIVE)")
    for r in sorted(tests, key=lambda r: -(r["cpu"] + r.get("live", 0.0))):
        if r["cpu"] + r.get("live", 0.0) >= 2:
            phases = r.get("phases", {})
            split = " ".join(f"{phases.get(p, [0])[0]:5.1f}" for p in ("setup", "call", "teardown"))
            print(f"{r['cpu']:6.1f} {r['end'] - r['start']:6.1f} {split} live {r.get('live', 0.0):5.1f} "
                  f"{r['id'][6:100]}")
    if args.timeline:
        print("\neach worker's modules in order (worker, start, end, CPU)")
        for name, e in sorted(modules.items(), key=lambda item: item[1]["start"]):
            print(f"{e['w']:4} {e['start'] - start:7.1f} {e['end'] - start:7.1f} {e['cpu']:6.1f} "
                  f"{name.removeprefix('tests/')}")


if __name__ == "__main__":
    main()
