"""A pytest plugin that times the suite per test and per fixture in CPU: each test's worker, its wall start and end,
and its CPU (this process and the children it reaped: a server or a browser counts when it is reaped) for setup,
call and teardown; each fixture set up with 0.2 s of CPU or more, and each session or module fixture torn down
with as much. One JSON line a record, a file per pytest-xdist worker in $TLPLUG_OUT; with TLPLUG_LIVE=1 also each
test's (and each phase's) share of the running descendants' CPU (a browser's), read from /proc.
With TLPLUG_IDLE=1 a thread samples, every TLPLUG_IDLE_EVERY seconds (0.05), whether the worker or any of its
descendants has a thread running or runnable (/proc state R): a test's "idle" is its wall when none had, the time
the worker waits on a sleep, a poll, a timer or I/O, which a busy machine does not stretch (a runnable thread
counts as busy whether or not it got a core), so it can be read at any load (round 23).
`bench/tlreport.py FOLDER` sums them per module (docs/setup.md, round 14):

    TLPLUG_OUT=/tmp/tl PYTHONPATH=bench .venv/bin/python -m pytest -n 2 --dist loadfile -p tlplug -q
"""

from __future__ import annotations

import json
import os
import resource
import time

import pytest

_OUT = os.environ.get("TLPLUG_OUT", "/tmp/lawref-tl")
_LIVE = bool(os.environ.get("TLPLUG_LIVE"))  # also the running descendants' CPU, read from /proc before and after
_IDLE = bool(os.environ.get("TLPLUG_IDLE"))  # also each test's wall with nothing of the worker's runnable
_IDLE_EVERY = float(os.environ.get("TLPLUG_IDLE_EVERY", "0.05"))
_files: list = []
_phase: dict[str, tuple[float, float]] = {}


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _live_children_cpu() -> float:
    """The CPU of this process's descendants still running (a browser, a server), which RUSAGE_CHILDREN counts
    only once they are reaped: read from /proc (Linux), so that a test is charged with the browser's work it
    caused. 0 where /proc is not there."""
    ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    parents, times = {}, {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return 0.0
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        parents[int(name)] = int(fields[1])
        times[int(name)] = (int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])) / ticks
    me, total = os.getpid(), 0.0
    for pid, spent in times.items():
        ancestor = parents.get(pid)
        while ancestor and ancestor != me and ancestor != 1:
            ancestor = parents.get(ancestor)
        if ancestor == me:
            total += spent
    return total


class _IdleSampler:
    """Counts, in a daemon thread, the samples at which no thread of this process (but the sampler) and none of
    its descendants is running or runnable. The tree is walked through /proc/PID/task/TID/children (Linux)."""

    def __init__(self) -> None:
        import threading

        self.samples = self.idle = 0
        self._lock = threading.Lock()
        self._me = None
        thread = threading.Thread(target=self._run, name="tlplug-idle", daemon=True)
        thread.start()

    def _busy(self) -> bool:
        todo, seen = [os.getpid()], set()
        while todo:
            pid = todo.pop()
            if pid in seen:
                continue
            seen.add(pid)
            try:
                tasks = os.listdir(f"/proc/{pid}/task")
            except OSError:
                continue
            for tid in tasks:
                if tid == self._me:
                    continue
                base = f"/proc/{pid}/task/{tid}"
                try:
                    with open(base + "/stat", "rb") as handle:
                        state = handle.read().rsplit(b")", 1)[1].split(None, 1)[0]
                    with open(base + "/children", "rb") as handle:
                        todo.extend(int(child) for child in handle.read().split())
                except OSError:
                    continue
                if state == b"R":
                    return True  # the children of a busy tree need not be walked
        return False

    def _run(self) -> None:
        import threading

        self._me = str(threading.get_native_id())
        while True:
            time.sleep(_IDLE_EVERY)
            busy = self._busy()
            with self._lock:
                self.samples += 1
                self.idle += not busy

    def read(self) -> tuple[int, int]:
        with self._lock:
            return self.samples, self.idle


_sampler: list = []


def _idle_count() -> tuple[int, int]:
    if not _sampler:
        _sampler.append(_IdleSampler())
    return _sampler[0].read()


def _worker() -> str:
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


def _write(record: dict) -> None:
    if not _files:
        os.makedirs(_OUT, exist_ok=True)
        _files.append(open(os.path.join(_OUT, f"{_worker()}.jsonl"), "a", encoding="utf-8"))  # noqa: SIM115
    _files[0].write(json.dumps(record) + "\n")
    _files[0].flush()


def _timed(name: str):
    cpu, wall = _cpu(), time.time()
    live = _live_children_cpu() if _LIVE else 0.0
    yield
    _phase[name] = (_cpu() - cpu, time.time() - wall)
    if _LIVE:  # the phase's own share: a browser closed in a teardown shows there (see _live_children_cpu)
        _phase[name] += (_live_children_cpu() - live,)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    yield from _timed("setup")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    yield from _timed("call")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    yield from _timed("teardown")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _phase.clear()
    live = _live_children_cpu() if _LIVE else 0.0
    idle = _idle_count() if _IDLE else (0, 0)
    wall, cpu = time.time(), _cpu()
    yield
    record = {"id": item.nodeid, "w": _worker(), "start": wall, "end": time.time(), "cpu": _cpu() - cpu,
              "phases": dict(_phase)}
    if _LIVE:
        record["live"] = _live_children_cpu() - live
    if _IDLE:  # the test's wall times the share of its samples at which nothing of the worker's was runnable
        samples, idled = (now - then for now, then in zip(_idle_count(), idle))
        record["idle"] = (record["end"] - wall) * idled / samples if samples else 0.0
    _write(record)


@pytest.hookimpl(hookwrapper=True)
def pytest_fixture_setup(fixturedef, request):
    wide = fixturedef.scope in ("session", "package", "module")
    if wide:
        start, end = _teardown_timer(fixturedef)
        fixturedef.addfinalizer(end)  # runs after the fixture's own teardown, which its setup adds: see below
    cpu, wall = _cpu(), time.time()
    yield
    cpu, wall_spent = _cpu() - cpu, time.time() - wall
    if wide:
        fixturedef.addfinalizer(start)  # runs before it
    if cpu >= 0.2:
        _write({"fixture": fixturedef.argname, "scope": fixturedef.scope, "test": request.node.nodeid,
                "w": _worker(), "cpu": cpu, "wall": wall_spent, "start": wall})


def _teardown_timer(fixturedef):
    """Two finalizers that time a wide fixture's teardown (pytest runs a fixture's finalizers last added first).
    Its teardown falls in the teardown of whichever test is the last of its scope, which would otherwise be
    charged with it: the session's browser, its CPU reaped when it closes, made test_typos_near's last test
    look like 17 s (round 22). One record, 0.2 s of CPU or more; bench/tlreport.py takes it off that module."""
    spent: dict = {}

    def start() -> None:
        spent.update(cpu=_cpu(), wall=time.time())

    def end() -> None:
        cpu = _cpu() - spent["cpu"] if spent else 0.0
        if cpu >= 0.2:
            _write({"teardown": fixturedef.argname, "scope": fixturedef.scope, "w": _worker(), "cpu": cpu,
                    "wall": time.time() - spent["wall"], "start": spent["wall"]})

    return start, end


def pytest_sessionfinish(session):
    _write({"id": "SESSIONFINISH", "w": _worker(), "start": time.time(), "end": time.time(), "cpu": _cpu()})
