"""Compile lawref and the tests' helper modules, and rewrite the test modules' asserts as pytest does, once, before
`make test` starts its workers (the Makefile's `test`; docs/setup.md, round 26).

Where PYTHONDONTWRITEBYTECODE is set (this machine sets it) no process writes bytecode, so each of the suite's two
workers compiled lawref and rewrote the asserts of every test module at its start (a worker's collection: ~7 s of
CPU, ~3.3 s with them written), and each Python process the tests start (a site build, the booklet's workers, a
server) compiled the lawref modules it imports again (~0.3-0.5 s a site build). Written here, on purpose, they are
read by every process: Python checks a .pyc against its source's time and size, pytest its own against the
source's hash, so a stale one is never used. The work is shared by two processes.

    .venv/bin/python scripts/precompile.py        prints one line: what it wrote (exit 0: what it could not
                                                  write, the tests compile or rewrite themselves and name its error)
"""

from __future__ import annotations

import compileall
import os
import sys
import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TESTS = REPO / "tests"


def test_modules() -> list[Path]:
    """The modules pytest rewrites the asserts of: the test modules (`test_*.py`) and conftest.py."""
    return sorted([*TESTS.glob("test_*.py"), TESTS / "conftest.py"])


def plain_modules() -> list[Path]:
    """The modules every process imports as they are: lawref, and the tests' helpers (tests/*.py but the test
    modules, tests/bookgen)."""
    rewritten = set(test_modules())
    helpers = [p for p in TESTS.glob("*.py") if p not in rewritten]
    return sorted([*(REPO / "tools" / "lawref").rglob("*.py"), *helpers, *(TESTS / "bookgen").rglob("*.py")])


def rewriting_as_pytest_does() -> str | None:
    """None when pytest's own rewriter can be used here, else why not (then the workers rewrite as before)."""
    options = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8")).get("tool", {}).get("pytest", {})
    if str(options.get("ini_options", {}).get("enable_assertion_pass_hook", "false")).lower() in ("true", "1"):
        return "enable_assertion_pass_hook is set, which this rewriting without pytest's configuration leaves out"
    try:
        from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, _rewrite_test, _write_pyc  # noqa: F401
    except ImportError as error:
        return f"pytest's rewriter is not where this script looks ({error})"
    return None


class _Trace:
    """What pytest's pyc writer reports on: its errors are ignored there too (the module is rewritten again)."""

    @staticmethod
    def trace(message: str) -> None:
        pass


def _rewrite(path: Path) -> bool:
    """Write pytest's rewritten .pyc of a test module unless a valid one is there; True when written."""
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, _rewrite_test, _write_pyc

    pyc = path.parent / "__pycache__" / (path.name[:-3] + PYC_TAIL)
    if _read_pyc(path, pyc) is not None:
        return False
    pyc.parent.mkdir(exist_ok=True)
    try:
        source_hash, code = _rewrite_test(path, None)  # None: pytest's defaults, as pyproject.toml leaves them
    except SyntaxError:
        return False  # pytest's collection names it
    return _write_pyc(_Trace(), code, source_hash, pyc)


def _compile(path: Path) -> bool:
    return bool(compileall.compile_file(path, quiet=1))  # an error is printed; ruff, run before, names it too


def _job(job: tuple[str, Path]) -> bool:
    kind, path = job
    return _rewrite(path) if kind == "rewrite" else _compile(path)


def main() -> int:
    why_not = rewriting_as_pytest_does()
    jobs = [("compile", path) for path in plain_modules()]
    if why_not is None:
        jobs += [("rewrite", path) for path in test_modules()]
    jobs.sort(key=lambda job: -job[1].stat().st_size)  # the largest first, so the two processes end together
    processes = min(2, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
    with ProcessPoolExecutor(processes) as pool:
        done = list(pool.map(_job, jobs, chunksize=8))
    compiled = sum(kind == "compile" for kind, _ in jobs)
    rewritten = sum(ok for ok, (kind, _) in zip(done, jobs) if kind == "rewrite")
    said = (f"{rewritten} test modules rewritten as pytest does, {len(test_modules()) - rewritten} already were"
            if why_not is None else f"no test module rewritten: {why_not}")
    print(f"precompile: the bytecode of {compiled} modules up to date; {said}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
