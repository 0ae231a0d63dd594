"""A test module's readings of the files it reads again, kept: lawref.corpus.pipeline.read_source (stages 2-5 of
one file) of the same path, the same bytes (a folder's: every file in it) and metadata beside it, the same options
and working directory gives the same reading, so a module whose tests read one file several times (a rendering
alone, then with the commentary beside it, then through `lawref diff`, `show`, `export`) reads it once. Each
reading's extraction (stage 2's `Extracted`) is kept with it, for a test that compares the document's text with
what was read. Opt-in per module (`Readings.read` as load_corpus's `read`, or put in place of read_source for a
test): a test that changes the reader's code must read afresh."""

from __future__ import annotations

import hashlib
from pathlib import Path
from unittest import mock


def fingerprint(path: Path) -> str:
    """A hash of what read_source reads of `path`: its bytes (a folder: each file's name and bytes, the folder's
    own metadata files too) and the metadata file beside it."""
    digest = hashlib.sha256()
    files = sorted(f for f in path.rglob("*") if f.is_file()) if path.is_dir() else [path]
    for file in [*files, path.with_suffix(".toml")]:
        if file.is_file():
            digest.update(str(file.relative_to(path.parent)).encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()


class Readings:
    def __init__(self):
        from lawref.corpus import pipeline

        self._read_source = pipeline.read_source  # the real one, whatever a test later puts in its place
        self.kept: dict[tuple, tuple] = {}  # key -> (read_source's result, the Extracted it was made from)

    def read(self, path, **options):
        """read_source(path, **options), or the reading kept for the same inputs. A `seen` callback is a caller
        that watches the reading as it is made: read afresh."""
        if options.get("seen") is not None:
            return self._read_source(path, **options)
        key = self._key(Path(path), options)
        if key not in self.kept:
            self.kept[key] = self._read(Path(path), options)
        return self.kept[key][0]

    def extracted(self, path, **options):
        """The Extracted that `read(path, **options)` was made from (read first if it was not)."""
        self.read(path, **options)
        return self.kept[self._key(Path(path), options)][1]

    @staticmethod
    def _key(path: Path, options: dict) -> tuple:
        return str(path), str(Path.cwd()), fingerprint(path), tuple(sorted(options.items()))

    def _read(self, path: Path, options: dict):
        """read_source, its extraction caught on its way: the formats' `extract` and `extract_site`, which it
        looks up when it runs (the outermost call, a site's, returns last)."""
        from lawref.corpus import formats
        from lawref.corpus.formats import from_site

        caught = []

        def catching(real):
            def extract(*args, **kwargs):
                caught.append(real(*args, **kwargs))
                return caught[-1]
            return extract

        with mock.patch.object(formats, "extract", catching(formats.extract)), \
                mock.patch.object(from_site, "extract_site", catching(from_site.extract_site)):
            result = self._read_source(path, **options)
        return result, caught[-1]
