"""The on-disk cache (LAWREF_CACHE or `.cache/lawref/` at the repository root) and its content keys.

A key hashes the corpus files (texts and metadata) and the code and data that turn them into what is cached,
so an edit to either gives a new key and the cached result is rebuilt, never served stale.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]  # tools/lawref (this module is tools/lawref/corpus/cache.py)
REPO_ROOT = PACKAGE_DIR.parents[1]
CORPUS_CACHE_VERSION = "1"
# Entries of one kind kept side by side, one per collection (`collection`): an editor switching between two or
# three books keeps each one's parsed corpus and search data, and an edit replaces only its own book's entry
# (the oldest collections beyond this number go).
KEEP_ENTRIES = 4


def cache_root() -> Path:
    env = os.environ.get("LAWREF_CACHE")
    return Path(env) if env else REPO_ROOT / ".cache" / "lawref"


def collection(paths: Sequence[str | os.PathLike] | None = None) -> str:
    """Which collection (set of corpus files, by name, not content) an entry is for: an edit gives the same
    collection a new content key and replaces its entry; another collection's entries stay."""
    from lawref.corpus import sources

    names = sorted(str(p.resolve()) for p in sources.discover(paths))
    return hashlib.sha256("\0".join(names).encode()).hexdigest()[:12]


def corpus_files(paths: Sequence[str | os.PathLike] | None = None) -> list[Path]:
    from lawref.corpus import sources

    files = sources.discover(paths)
    return files + [f.with_suffix(".toml") for f in files if f.with_suffix(".toml").exists()]


def pipeline_files() -> list[Path]:
    """The pipeline's code and data: the package's top-level modules, corpus/ (with corpus/formats/) and data/
    (not site, booklet, search)."""
    found = list(PACKAGE_DIR.glob("*.py")) + list((PACKAGE_DIR / "corpus").rglob("*.py"))
    found += [p for p in (PACKAGE_DIR / "data").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return sorted(found)


def content_key(*groups: Iterable[Path], salt: str = "") -> str:
    digest = hashlib.sha256(salt.encode() + b"\n")
    for group in groups:
        for path in group:
            digest.update(path.name.encode() + b"\0")
            digest.update(path.read_bytes())
            digest.update(b"\0")
    return digest.hexdigest()[:20]


def load_corpus_cached(paths: Sequence[str | os.PathLike] | None = None, *, encoding: str | None = None,
                       kind: str | None = None):
    """load_corpus through a pickle in the cache: at the table, `lawref show` should not re-parse a large
    corpus. A cache that cannot be read or written is bypassed (it only saves time)."""
    import pickle
    import tempfile

    from lawref.corpus.pipeline import load_corpus

    key = content_key(corpus_files(paths), pipeline_files(),
                      salt=f"corpus {CORPUS_CACHE_VERSION} {encoding} {kind} {sorted(map(str, paths or []))}")
    group = collection(paths)
    target = cache_root() / "corpus" / f"corpus-{group}-{key}.pickle"
    try:
        with open(target, "rb") as handle:
            return pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    corpus = load_corpus(paths, encoding=encoding, kind=kind)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".corpus-", dir=target.parent)
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(corpus, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, target)
        for stale in target.parent.glob(f"corpus-{group}-*.pickle"):  # this collection's older content
            if stale != target:
                stale.unlink(missing_ok=True)
        prune(target.parent.glob("corpus-*.pickle"), keep=target)
    except OSError:
        pass
    return corpus


def prune(entries: Iterable[Path], keep: Path, limit: int = KEEP_ENTRIES) -> None:
    """Remove all but the `limit` newest of these cache entries (files or folders), `keep` among those kept."""
    import shutil

    def age(path: Path) -> float:
        try:
            return -path.stat().st_mtime
        except OSError:
            return 0.0

    others = sorted((p for p in entries if p != keep), key=age)
    for old in others[max(limit - 1, 0):]:
        if old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
        else:
            old.unlink(missing_ok=True)


def cache_path(kind: str, key: str, suffix: str) -> Path:
    """Where cached_file keeps the file of that kind and key (it may not be there yet)."""
    return cache_root() / kind / f"{kind}-{key}{suffix}"


def cached_file(kind: str, key: str, suffix: str, build) -> Path:
    """The cached file `<cache>/<kind>/<kind>-<key><suffix>`, made by `build(path)` when missing.

    `build` must write atomically (the booklet does); older entries of the same kind beyond the newest few are
    removed, not all: in `mkdocs serve` a build running beside this one may have named an older entry as its
    booklet and copies it a moment later (removing it made that build fail and the server hang). When the cache
    cannot be written, the file is built in a temporary folder instead.
    """
    import tempfile  # lazily: `lawref search` starts fast

    target = cache_path(kind, key, suffix)
    folder = target.parent
    if target.is_file():
        return target
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        target = Path(tempfile.mkdtemp(prefix=f"lawref-{kind}-")) / target.name
    build(target)
    prune(target.parent.glob(f"{kind}-*{suffix}"), keep=target)
    return target
