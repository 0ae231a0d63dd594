"""scripts/precompile.py (make test, before the workers start): the rewritten test module it writes is the one this
pytest, with this project's configuration, would write and reads back; a plain module's bytecode is written even
where PYTHONDONTWRITEBYTECODE says no process should (that is what it is for)."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

import precompile  # noqa: E402


@pytest.mark.parametrize("module", ["test_precompile.py", "conftest.py"])
def test_a_test_modules_rewritten_bytecode_is_pytests_own(tmp_path, pytestconfig, module):
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, _rewrite_test

    assert precompile.rewriting_as_pytest_does() is None
    path = tmp_path / module
    shutil.copy(REPO / "tests" / module, path)
    assert precompile._rewrite(path)
    written = _read_pyc(path, tmp_path / "__pycache__" / (module[:-3] + PYC_TAIL))
    assert written is not None  # pytest takes it: no worker rewrites the module again
    _, own = _rewrite_test(path, pytestconfig)  # what a worker would rewrite, with this run's configuration
    assert written == own  # the same instructions, constants and names (marshal's bytes vary with references)
    assert not precompile._rewrite(path)  # a valid one is left as it is


def test_a_plain_modules_bytecode_is_written_where_python_would_not(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = tmp_path / "helper.py"
    path.write_text("ANSWER = 42\n", "utf-8")
    assert precompile._compile(path)
    assert Path(importlib.util.cache_from_source(str(path))).is_file()


def test_every_module_a_worker_or_a_tests_process_imports_is_listed():
    plain, rewritten = set(precompile.plain_modules()), set(precompile.test_modules())
    assert REPO / "tools/lawref/booklet/render.py" in plain and REPO / "tests/sitebuild.py" in plain
    assert REPO / "tests/bookgen/output.py" in plain
    assert REPO / "tests/conftest.py" in rewritten and Path(__file__) in rewritten and not plain & rewritten
