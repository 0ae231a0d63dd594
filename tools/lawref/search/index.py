"""The whoosh index of the corpus: its schema, building it atomically, and finding it in the cache.

The index lives in `<cache>/search/index-<key>/`, where the cache is LAWREF_CACHE or `.cache/lawref/` at the
repository root, and the key hashes the corpus files, the lawref code (parsers and analyser) and its data
files. A changed corpus or analyser gives a new key, hence a rebuild; the index is built in a temporary folder
beside it and renamed into place, so a reader never sees half an index.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Callable, Sequence

from lawref.cache import cache_root, content_key, corpus_files, pipeline_files
from lawref.errors import LawrefError
from lawref.search.analysis import fold

SCHEMA_VERSION = "1"
TITLE_BOOST = 3.0
PACKAGE_DIR = Path(__file__).resolve().parents[1]  # tools/lawref
REPO_ROOT = PACKAGE_DIR.parents[1]




def schema(analyzer=None):
    """Fields: id (exact) and id_norm (folded, brackets dropped: `27b1b`), path (the clause and its
    ancestors, so "70C" also finds 70C1), law, source (law|commentary), kind, edition, title (boosted),
    text, refs (ids the clause refers to)."""
    from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema

    if analyzer is None:
        from lawref.search.whoosh_analysis import analyzer as lawref_analyzer
        analyzer = lawref_analyzer()
    return Schema(
        id=ID(stored=True, unique=True),
        id_norm=ID,
        path=KEYWORD(lowercase=False, commas=False),
        law=ID(stored=True),
        source=ID(stored=True),
        kind=ID(stored=True),
        edition=NUMERIC(stored=True),
        title=TEXT(analyzer=analyzer, stored=True, field_boost=TITLE_BOOST, multitoken_query="or"),
        heading=STORED,
        text=TEXT(analyzer=analyzer, stored=True, multitoken_query="or"),
        refs=KEYWORD(lowercase=False, commas=False),
        file=STORED,
        line=STORED,
        order=STORED,
    )


def id_norm(clause_id: str) -> str:
    from lawref.ids import anchor
    return fold(anchor(clause_id))


def documents(corpus):
    """One whoosh document per clause that has words; `heading` is its own or its nearest ancestor's title."""
    for order, clause in enumerate(corpus.clauses):
        if not (clause.text.strip() or clause.title.strip()):
            continue
        chain, parent = [clause.id], clause.parent
        heading = clause.title
        while parent and parent in corpus:
            chain.append(parent)
            heading = heading or corpus[parent].title
            parent = corpus[parent].parent
        yield dict(
            id=clause.id, id_norm=id_norm(clause.id), path=" ".join(fold(c) for c in chain),
            law=clause.law, source=clause.source, kind=clause.kind, edition=clause.edition,
            title=clause.title, heading=heading, text=clause.text,
            refs=" ".join(sorted({fold(r.target) for r in clause.refs})),
            file=clause.file, line=clause.line, order=order,
        )


def write_index(corpus, folder: Path, analyzer=None, progress: Callable[[int, int], None] | None = None):
    """Write a fresh index of `corpus` into the empty folder `folder` and return it (opened)."""
    from whoosh import index as windex

    ix = windex.create_in(str(folder), schema(analyzer))
    docs = list(documents(corpus))
    writer = ix.writer(limitmb=256)
    for n, doc in enumerate(docs, 1):
        writer.add_document(**doc)
        if progress:
            progress(n, len(docs))
    writer.commit()
    return ix


# --- the cache -------------------------------------------------------------------------------------------

def _code_files() -> list[Path]:
    # What turns corpus files into index terms: the pipeline and this subpackage. The site and booklet code
    # is left out, so editing it does not rebuild the index.
    found = [p for p in (PACKAGE_DIR / "search").rglob("*") if p.suffix in (".py", ".toml", ".txt")
             and p.is_file() and "__pycache__" not in p.parts]
    return pipeline_files() + sorted(found)


def index_key(paths: Sequence[str | os.PathLike] | None = None) -> str:
    """A content hash of the corpus files and the code and data that turn them into index terms."""
    return content_key(corpus_files(paths), _code_files(), salt=f"schema {SCHEMA_VERSION}")


def _progress_bar(stream=None):
    stream = stream or sys.stderr

    def show(done: int, total: int) -> None:
        if done == total or done % 50 == 0:
            width = 30
            filled = width * done // max(total, 1)
            stream.write(f"\rindexing [{'#' * filled}{'.' * (width - filled)}] {done}/{total} clauses")
            if done == total:
                stream.write("\n")
            stream.flush()
    return show


def build(paths=None, *, folder: Path | None = None, progress: bool = False, replace: bool = True) -> Path:
    """Build the index for the corpus at `paths` into the cache (or `folder`), atomically; return its folder.

    With `replace` (lawref index) a finished index takes the place of an existing one; without it (a search
    that found none) an index that another process finished meanwhile is kept and ours is dropped."""
    from lawref.corpus.pipeline import load_corpus

    key = index_key(paths)
    base = folder or cache_root() / "search"
    target = base / f"index-{key}"
    try:
        base.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".building-", dir=base))
    except OSError as err:
        raise LawrefError(f"cannot create the search index folder: {err.strerror}", path=str(base),
                          hint="set LAWREF_CACHE to a writable folder") from None
    try:
        corpus = load_corpus(paths)
        write_index(corpus, tmp, progress=_progress_bar() if progress else None).close()
        if target.exists() and replace:
            # Move the old one aside first: renames are atomic, so readers see the old or the new index.
            trash = Path(tempfile.mkdtemp(prefix=".old-", dir=base))
            os.rename(target, trash / "index")
            shutil.rmtree(trash, ignore_errors=True)
        if target.exists():
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            os.rename(tmp, target)
    except OSError as err:
        shutil.rmtree(tmp, ignore_errors=True)
        if target.exists():  # another process won the race: its index is as good as ours
            return target
        raise LawrefError(f"cannot write the search index: {err}", path=str(base),
                          hint="set LAWREF_CACHE to a writable folder") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _remove_stale(base, keep=target)
    return target


def _remove_stale(base: Path, keep: Path) -> None:
    import time

    for old in base.glob("index-*"):  # indexes of an older corpus or analyser
        if old != keep:
            shutil.rmtree(old, ignore_errors=True)
    for left in [*base.glob(".old-*"), *base.glob(".building-*")]:  # left by a killed build
        try:
            if time.time() - left.stat().st_mtime > 3600:
                shutil.rmtree(left, ignore_errors=True)
        except OSError:
            pass


def open_index(paths=None, *, rebuild: bool = False, progress: bool = False):
    """The index of the corpus at `paths` (default corpus), built first when missing or out of date."""
    from whoosh import index as windex

    target = cache_root() / "search" / f"index-{index_key(paths)}"
    if rebuild or not windex.exists_in(str(target)):
        target = build(paths, progress=progress, replace=rebuild)
    try:
        return windex.open_dir(str(target))
    except Exception as err:  # a damaged cache: say how to fix it rather than show whoosh's traceback
        raise LawrefError(f"cannot open the search index: {err}", path=str(target),
                          hint="run `lawref index` to rebuild it") from None
