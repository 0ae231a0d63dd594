"""Which site builds and booklets a test run makes (docs/setup.md, round 20): with this folder first on PYTHONPATH,
every Python process of the run (pytest's workers and the `mkdocs build`/`serve` processes they start inherit it)
wraps `mkdocs.commands.build.build` and `lawref.booklet.render.build_booklet` when they are imported, and appends a
JSON line per call to $BUILDLOG (default /tmp/lawref-buildlog.jsonl): the test that asked (PYTEST_CURRENT_TEST),
what decides the result (the corpus's files or the Corpus's pickle hashed, the variant's environment or options),
its wall and CPU. `bench/buildlog/report.py FILE` groups the same builds:

    BUILDLOG=/tmp/bl.jsonl PYTHONPATH=bench/buildlog make test
"""

from __future__ import annotations

import functools
import hashlib
import importlib.abc
import importlib.machinery
import inspect
import json
import os
import resource
import sys
import time

_LOG = os.environ.get("BUILDLOG", "/tmp/lawref-buildlog.jsonl")
_ENV = ("LAWREF_CORPUS", "LAWREF_CORPUS_FACTORY", "LAWREF_PUBLIC", "LAWREF_SITE_URL", "LAWREF_SEARCH",
        "LAWREF_CACHE", "SOURCE_DATE_EPOCH", "LAWREF_BOOKLET_JOBS")


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _tree_hash(folder: str) -> str:
    digest = hashlib.sha256()
    for root, dirs, names in sorted(os.walk(folder)):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(root, name)
            try:
                with open(path, "rb") as handle:
                    digest.update(os.path.relpath(path, folder).encode() + b"\0" + handle.read())
            except OSError:
                pass
    return digest.hexdigest()[:12]


def _write(record: dict) -> None:
    record.update(pid=os.getpid(), test=os.environ.get("PYTEST_CURRENT_TEST", ""),
                  worker=os.environ.get("PYTEST_XDIST_WORKER", ""))
    with open(_LOG, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def _site_build(build):
    @functools.wraps(build)
    def wrapped(config, *args, **kwargs):
        env = {k: os.environ[k] for k in _ENV if k in os.environ}
        corpus = env.get("LAWREF_CORPUS") or os.path.join(os.getcwd(), "corpus")
        start, cpu = time.time(), _cpu()
        try:
            return build(config, *args, **kwargs)
        finally:
            _write({"kind": "site", "argv": sys.argv[1:3], "env": env, "corpus_hash": _tree_hash(corpus),
                    "dirty": bool(kwargs.get("dirty")), "wall": round(time.time() - start, 2),
                    "cpu": round(_cpu() - cpu, 2)})
    return wrapped


def _booklet(build):
    @functools.wraps(build)
    def wrapped(corpus, out_path, *args, **kwargs):
        import pickle

        key = hashlib.sha256(pickle.dumps(corpus, protocol=pickle.HIGHEST_PROTOCOL)).hexdigest()[:12]
        bound = inspect.signature(build).bind(corpus, out_path, *args, **kwargs)
        bound.apply_defaults()  # the same booklet asked for with or without its defaults spelled out
        options = {k: str(v) for k, v in bound.arguments.items() if k not in ("corpus", "out_path")}
        options["SOURCE_DATE_EPOCH"] = os.environ.get("SOURCE_DATE_EPOCH", "")  # the cover's date
        start, cpu = time.time(), _cpu()
        try:
            return build(corpus, out_path, *args, **kwargs)
        finally:
            _write({"kind": "booklet", "corpus_pickle": key, "args": [], "options": options,
                    "wall": round(time.time() - start, 2), "cpu_this_process": round(_cpu() - cpu, 2)})
    return wrapped


_WRAP = {"mkdocs.commands.build": ("build", _site_build), "lawref.booklet.render": ("build_booklet", _booklet)}


class _Loader(importlib.abc.Loader):
    def __init__(self, inner, name):
        self._inner, self._name = inner, name

    def create_module(self, spec):
        return self._inner.create_module(spec)

    def exec_module(self, module):
        self._inner.exec_module(module)
        attr, wrap = _WRAP[self._name]
        setattr(module, attr, wrap(getattr(module, attr)))


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name not in _WRAP:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _Loader(spec.loader, name)
        return spec


sys.meta_path.insert(0, _Finder())
