"""lawref's own source read as syntax trees once a test process, for the tests that read the code rather than run
it (test_layers, test_error_labels, test_cli_terminal): each parsed the whole package again, seven parses of its
~150 modules a run at ~1-1.4 s of CPU each (docs/setup.md, round 25). The trees are shared: read them, never
change them."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tools" / "lawref"


@cache
def _parsed(source: str, filename: str) -> ast.Module:
    return ast.parse(source, filename)


def parsed(path: Path) -> ast.Module:
    """The tree of the file as it is now (kept by its text: a file written again is parsed again)."""
    return _parsed(path.read_text("utf-8"), str(path))


def package_trees(root: Path = PACKAGE) -> list[tuple[Path, ast.Module]]:
    """(path, tree) of every module of the lawref package (or the package at `root`), in path order."""
    return [(path, parsed(path)) for path in sorted(root.rglob("*.py"))]
