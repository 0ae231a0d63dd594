"""The search data on disk for `lawref search`: each shard marshalled on its own, read only when a query needs it.

Layout of a store folder: `meta` (ranking numbers, ids, lengths), `docs` (law, source, edition, file, line of
each document, for the filters), `shards` (every shard's marshal, one after another) with `shards.index` (shard
key -> [offset, length] in it), `t/N` (a text shard; each entry followed by its document's row, so that a hit
reads one file). marshal is the fastest way Python has to read plain values back, and a cold `lawref search`
reads a few small pieces. The shards are one file, not a file each (as the browser's are): a whole book has
~1,000, and creating that many files was a fifth of the time of its first index (~0.6 ms a file here).
"""

from __future__ import annotations

import marshal
import os
from pathlib import Path

from lawref.search.dataformat import SHARD, TEXT, Text, shard_key as _shard_key

# What a shard without a section reads: an empty table, or list for the list sections.
_EMPTY = {name: () if name in ("vocabulary", "guard", "verbs") else {} for name in SHARD}


def shard_file(key: str) -> str:
    """A file name safe everywhere: ASCII letters and digits as they are, other characters as u+hex."""
    return "".join(ch if ch.isascii() and ch.isalnum() else f"u{ord(ch):x}" for ch in key)


def write(data, folder: Path) -> None:
    """Write SearchData into the new folder `folder` (which must not exist): built beside it, then renamed."""
    import shutil
    import tempfile

    folder = Path(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".building-", dir=folder.parent))
    try:
        (tmp / "t").mkdir()
        (tmp / "meta").write_bytes(marshal.dumps(data.meta))
        (tmp / "docs").write_bytes(marshal.dumps(data.docs))
        index: dict[str, list[int]] = {}
        with open(tmp / "shards", "wb") as handle:
            for key, shard in data.shards.items():
                blob = marshal.dumps(shard)
                index[key] = [handle.tell(), len(blob)]
                handle.write(blob)
        (tmp / "shards.index").write_bytes(marshal.dumps(index))
        doc = 0
        for n, texts in enumerate(data.texts):
            # Each entry also carries its document's row (law, source, edition, file, line): a hit needs both.
            rows = [entry + data.docs[doc + i] for i, entry in enumerate(texts)]
            doc += len(texts)
            (tmp / "t" / str(n)).write_bytes(marshal.dumps(rows))
        os.rename(tmp, folder)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


class Store:
    """Read access to a store folder, loading each file once."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.meta = self._read("meta")
        self._shards: dict[str, dict] = {}
        self._index: dict[str, list[int]] | None = None
        self._texts: dict[int, list] = {}
        self._docs = None
        self.known_shards = frozenset(self.meta["shards"])
        self._first: dict[int, int] = {}
        for doc, shard in enumerate(self.meta["textShard"]):
            self._first.setdefault(shard, doc)

    def shard_key(self, term: str) -> str:
        """The shard a term's data is in: its first meta["shardPrefix"] characters (lawref.search.build.shard_key)."""
        return _shard_key(term, self.meta["shardPrefix"])

    def _read(self, name: str):
        with open(self.folder / name, "rb") as handle:
            return marshal.load(handle)

    def section(self, key: str, name: str):
        """A named section of shard `key` (lawref.search.dataformat.SHARD: forms, meanings, postings, ...)."""
        return self.shard(key).get(SHARD[name], _EMPTY[name])

    def shard(self, key: str) -> dict:
        if key not in self.known_shards:
            return {}
        if key not in self._shards:
            if self._index is None:
                self._index = self._read("shards.index")
            offset, length = self._index[key]
            with open(self.folder / "shards", "rb") as handle:
                handle.seek(offset)
                self._shards[key] = marshal.loads(handle.read(length))
        return self._shards[key]

    def _raw(self, doc: int) -> list:
        shard = self.meta["textShard"][doc]
        if shard not in self._texts:
            self._texts[shard] = self._read(f"t/{shard}")
        return self._texts[shard][doc - self._first[shard]]

    def text(self, doc: int) -> Text:
        return Text._make(self._raw(doc)[:len(TEXT)])

    def row(self, doc: int) -> list:
        """[law, source, edition, file, line] of a document."""
        return self._raw(doc)[len(TEXT):]

    @property
    def docs(self) -> list:
        if self._docs is None:
            self._docs = self._read("docs")
        return self._docs

    def close(self) -> None:  # the whoosh index had one; callers keep calling it
        pass


class MemoryStore(Store):
    """The same interface over SearchData in memory (tests, eval, the browser parity check)."""

    def __init__(self, data):
        self.folder = None
        self.meta = data.meta
        self._data = data
        self.known_shards = frozenset(data.shards)
        self._first = {}
        for doc, shard in enumerate(data.meta["textShard"]):
            self._first.setdefault(shard, doc)

    def shard(self, key: str) -> dict:
        return self._data.shards.get(key, {})

    def text(self, doc: int) -> Text:
        shard = self.meta["textShard"][doc]
        return Text._make(self._data.texts[shard][doc - self._first[shard]])

    def row(self, doc: int) -> list:
        return self._data.docs[doc]

    @property
    def docs(self) -> list:
        return self._data.docs
