"""The layer rule: base → corpus → search → site | booklet → cli. A module imports only from its own layer or
the layers below it; site and booklet are siblings and import neither the other. Every import counts: at the top,
inside functions, under TYPE_CHECKING, relative ones, and `importlib.import_module("lawref.…")` with a literal
name (the mkdocs hook and the CLI import modules that way), so a cycle cannot hide inside a function.

The leaks that need a module moved are listed in ALLOWED, each with its reason and the planned move; an entry
that no longer leaks fails the test, so the list only shrinks."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from source_trees import parsed

from conftest import REPO

PACKAGE = REPO / "tools" / "lawref"

# The base: the frozen model and the small modules every layer uses (no corpus, search, site or booklet).
BASE = {"lawref", "lawref.model", "lawref.errors", "lawref.ids", "lawref.inline", "lawref.context",
        "lawref.editions", "lawref.editions.align", "lawref.editions.subjects", "lawref.editions.words",
        "lawref.editions.year", "lawref.messages", "lawref.numbering",
        "lawref.display", "lawref.urls", "lawref.wordbreak"}
# The application: the lawref.cli package (the commands, their options and views, the mkdocs hook, which is the
# site build's orchestrator and builds the booklet beside the pages).
APPLICATION = "lawref.cli"
PACKAGES = ("corpus", "search", "site", "booklet")
RANK = {"base": 0, "corpus": 1, "search": 2, "site": 3, "booklet": 3, "cli": 4}

# (importer, imported): why it is allowed today, and the move that ends it.
ALLOWED: dict[tuple[str, str], str] = {}  # empty: site/urls.py moved to the base, cache.py into the corpus layer


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> str:
    if module == APPLICATION or module.startswith(APPLICATION + "."):
        return "cli"
    if module in BASE:
        return "base"
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in PACKAGES:
        return parts[1]
    raise AssertionError(f"{module}: no layer; add it to BASE in tests/test_layers.py, or put it in lawref.cli or "
                         f"in a package ({', '.join(PACKAGES)})")


def existing(name: str, modules: set[str]) -> str | None:
    """The module an imported name belongs to (`lawref.urls.clause_url` → `lawref.urls`)."""
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def imports(path: Path, module: str, modules: set[str]) -> set[tuple[str, int]]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(parsed(path)):  # parsed once a process (tests/source_trees.py)
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            names = [source] + [f"{source}.{alias.name}" for alias in node.names]
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) ==
              "import_module" and node.args and isinstance(node.args[0], ast.Constant)):
            names = [str(node.args[0].value)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in modules:
            names = [node.value]  # a module named in a table of modules imported later (cli, the mkdocs hook)
        for name in names:
            target = existing(name, modules)
            if target and target != module:
                found.add((target, node.lineno))
    return found


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


@cache  # two tests ask: one walk of every module's imports (the result is only read)
def leaks() -> dict[tuple[str, str], list[str]]:
    modules = all_modules()
    names = set(modules)
    found: dict[tuple[str, str], list[str]] = {}
    for module, path in modules.items():
        own = layer(module)
        for target, line in imports(path, module, names):
            other = layer(target)
            if RANK[other] > RANK[own] or (other != own and RANK[other] == RANK[own]):
                found.setdefault((module, target), []).append(
                    f"{path.relative_to(REPO)}:{line}: {module} ({own}) imports {target} ({other})")
    return found


def test_every_module_has_a_layer():
    for module in all_modules():
        layer(module)


def test_no_module_imports_upward_or_across():
    found = leaks()
    new = [line for pair, lines in sorted(found.items()) if pair not in ALLOWED for line in lines]
    assert not new, ("imports against the layer rule base → corpus → search → site | booklet → cli "
                     "(pass the value in as a parameter, or move the module down):\n" + "\n".join(new))


def test_the_allow_list_holds_only_leaks_that_still_exist():
    gone = sorted(pair for pair in ALLOWED if pair not in leaks())
    assert not gone, f"no longer leaking, remove from ALLOWED in tests/test_layers.py: {gone}"


def test_the_scanner_sees_imports_inside_functions_and_by_name(tmp_path):
    """The scanner itself: an import inside a function, a relative one and import_module("…") all count."""
    source = tmp_path / "lawref" / "corpus" / "probe.py"
    source.parent.mkdir(parents=True)
    source.write_text("import importlib\n"
                      "def f():\n    from lawref import urls\n"
                      "def g():\n    from ..search import engine\n"
                      "def h():\n    importlib.import_module('lawref.booklet.render')\n", "utf-8")
    names = {"lawref.urls", "lawref.search.engine", "lawref.booklet.render", "lawref.site",
             "lawref.search", "lawref.booklet"}
    found = {target for target, _ in imports(source, "lawref.corpus.probe", names)}
    assert {"lawref.urls", "lawref.search.engine", "lawref.booklet.render"} <= found


def test_the_command_line_lives_in_lawref_cli():
    """argparse, a `register(subparsers)` or a module named `cli` outside lawref.cli is a command that escaped
    the application layer (the library below it takes values, never a parsed command line)."""
    outside = []
    for module, path in all_modules().items():
        if layer(module) == "cli":
            continue
        tree = parsed(path)
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        registers = any(isinstance(node, ast.FunctionDef) and node.name == "register" for node in tree.body)
        if "argparse" in imported or registers or module.endswith(".cli"):
            outside.append(str(path.relative_to(REPO)))
    assert not outside, f"command-line code outside tools/lawref/cli/: {outside}"
