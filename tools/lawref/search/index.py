"""The search data of the corpus in the cache: finding it, building it atomically, opening it.

The data lives in `<cache>/search/data-<key>/` (lawref.search.store), where the cache is LAWREF_CACHE or
`.cache/lawref/` at the repository root, and the key hashes the corpus files, the lawref code (parsers,
analyser, search) and its data files. A changed corpus, analyser or thesaurus gives a new key, hence a rebuild;
the data is built in a temporary folder beside it and renamed into place, so a reader never sees half of it.
Opening it imports neither pymorphy3 nor whoosh: a cold `lawref search` reads a few small files.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from contextlib import contextmanager
from pathlib import Path

from lawref.corpus.cache import cache_root, collection, content_key, corpus_files, pipeline_files, prune
from lawref.errors import LawrefError, os_reason

SCHEMA_VERSION = "2"
PACKAGE_DIR = Path(__file__).resolve().parents[1]  # tools/lawref
REPO_ROOT = PACKAGE_DIR.parents[1]


def _code_files() -> list[Path]:
    # What turns corpus files into search data: the pipeline and this subpackage (with its data). The site and
    # booklet code is left out, so editing it does not rebuild the data.
    found = [p for p in (PACKAGE_DIR / "search").rglob("*") if p.suffix in (".py", ".toml", ".txt")
             and p.is_file() and "__pycache__" not in p.parts]
    return pipeline_files() + [PACKAGE_DIR / "inline.py"] + sorted(found)


def index_key(paths: Sequence[str | os.PathLike] | None = None) -> str:
    """A content hash of the corpus files and the code and data that turn them into search data.

    Hashing every file at each start costs more than the search itself on a large corpus, so the key is
    remembered in the cache under the files' names, sizes and modification times, and recomputed when any of
    them changes (as make does)."""
    import marshal

    files = corpus_files(paths) + _code_files()
    try:
        stamp = repr([(str(p), st.st_size, st.st_mtime_ns) for p in files for st in (p.stat(),)] + [SCHEMA_VERSION])
    except OSError:
        stamp = None
    memo = cache_root() / "search" / "keys"
    known: dict = {}
    if stamp is not None:
        try:
            with open(memo, "rb") as handle:
                known = marshal.load(handle)
            if stamp in known:
                return known[stamp]
        except (OSError, EOFError, ValueError, TypeError):
            known = {}
    key = content_key(corpus_files(paths), _code_files(), salt=f"schema {SCHEMA_VERSION}")
    if stamp is not None:
        try:
            memo.parent.mkdir(parents=True, exist_ok=True)
            tmp = memo.with_name(f".keys-{os.getpid()}")
            tmp.write_bytes(marshal.dumps({**dict(list(known.items())[-7:]), stamp: key}))
            os.replace(tmp, memo)
        except OSError:
            pass  # an unwritable cache only costs the hashing
    return key


def _say(stream, text: str) -> None:
    stream.write(text)
    stream.flush()


def build_data(corpus):
    """SearchData of a corpus, with the site's URLs for results (lawref.urls when it can place a clause)."""
    from lawref.search.build import build

    with _collector_paused():
        return build(corpus, url=clause_url)


@contextmanager
def _collector_paused():
    """The cyclic garbage collector off while the build fills its tables: it makes some hundred thousand dicts,
    lists and tuples that live to its end and form no cycles worth collecting, and the collector's passes over
    them were ~8 % of a whole book's build (the first index of a book new to the lexicon, 3.3 -> 3.0 s wall).
    Restored after, as it was, whatever the build raised."""
    import gc

    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def clause_url(clause_id: str) -> str:
    from lawref import urls

    try:
        return urls.clause_url(clause_id)
    except ValueError:  # a clause of no Law (front matter, chapters, Definitions) before the site places it
        from lawref.ids import anchor
        return f"{urls.HOME}#{anchor(clause_id)}"


def build(paths=None, *, folder: Path | None = None, progress: bool | str = False, replace: bool = True,
          key: str | None = None, edition: int | None = None) -> Path:
    """Build the search data for the corpus at `paths` into the cache (or `folder`), atomically; return its
    folder. With `replace` (lawref index) fresh data takes the place of existing data; without it (a search
    that found none) data another process finished meanwhile is kept and ours is dropped. `progress` says on
    stderr what is being indexed, in its language ("ru", "en"; True: LAWREF_LANG's)."""
    import shutil
    import tempfile

    from lawref.corpus.pipeline import load_corpus
    from lawref.search import store

    key = key or index_key(paths)
    base = folder or cache_root() / "search"
    group = collection(paths)
    target = base / f"data-{group}-{key}"
    try:
        base.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=base))
    except OSError as err:
        raise LawrefError.labelled("index_folder", path=str(base), **os_reason(err)) from None
    try:
        corpus = load_corpus(paths)
        if edition:
            from lawref.editions import edition_corpus

            corpus = edition_corpus(corpus, edition)
        if progress:
            from lawref.search import messages as msg

            _say(sys.stderr, msg.get("indexing_clauses", progress if isinstance(progress, str) else None,
                                     count=len(corpus.clauses)) + "\n")
        store.write(build_data(corpus), staging / "data")
        if target.exists() and replace:
            trash = Path(tempfile.mkdtemp(prefix=".old-", dir=base))
            os.rename(target, trash / "data")
            shutil.rmtree(trash, ignore_errors=True)
        if not target.exists():
            os.rename(staging / "data", target)
    except OSError as err:
        if target.exists():  # another process won the race: its data is as good as ours
            return target
        raise LawrefError.labelled("index_write", path=str(base), **os_reason(err)) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    _remove_stale(base, keep=target, group=group)
    return target


def _remove_stale(base: Path, keep: Path, group: str) -> None:
    import shutil
    import time

    for old in base.glob(f"data-{group}-*"):  # this collection's data of older content
        if old != keep:
            shutil.rmtree(old, ignore_errors=True)
    prune(base.glob("data-*"), keep=keep)  # one per collection: switching between books rebuilds nothing
    for old in base.glob("index-*"):  # an older analyser's
        shutil.rmtree(old, ignore_errors=True)
    for left in [*base.glob(".old-*"), *base.glob(".staging-*"), *base.glob(".building-*")]:
        try:
            if time.time() - left.stat().st_mtime > 3600:
                shutil.rmtree(left, ignore_errors=True)
        except OSError:
            pass


@contextmanager
def _first_build_lock(name: str):
    """Held while one process builds a collection's missing data (a lock file in the cache), so that
    first searches started together build it once instead of once each. No lock where the cache cannot hold
    one (or no fcntl): each process builds, as before, and the first to finish wins."""
    try:
        import fcntl

        cache_root().mkdir(parents=True, exist_ok=True)
        handle = open(cache_root() / f".search-build-{name}.lock", "w")
    except (ImportError, OSError):
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def open_index(paths=None, *, rebuild: bool = False, progress: bool = False, edition: int | None = None):
    """The search data (a lawref.search.store.Store) of the corpus at `paths`, built first when missing or out
    of date; of the newest edition of the Laws (with the commentaries), or of an older `edition`'s law texts
    (kept in a folder of its own, so that neither edition's data replaces the other's)."""
    from lawref.search.store import Store

    key = index_key(paths)
    base = cache_root() / "search" / (f"edition-{edition}" if edition else "")
    target = base / f"data-{collection(paths)}-{key}"
    if rebuild:
        target = build(paths, folder=base if edition else None, progress=progress, replace=True, key=key,
                       edition=edition)
    elif not (target / "meta").is_file():
        # first searches started together: one builds, the others wait for it and open its data
        with _first_build_lock(f"{collection(paths)}-{edition or 'newest'}"):
            if not (target / "meta").is_file():
                target = build(paths, folder=base if edition else None, progress=progress, replace=False,
                               key=key, edition=edition)
    try:
        return Store(target)
    except Exception as err:  # a damaged cache: say how to fix it rather than show a traceback
        raise LawrefError.labelled("index_open", path=str(target), detail=err) from None
