"""The size of the site's search data as it ships: every file of lawref.site.search_data.files gzipped on its own
(-9), summed, for the seed corpus and a whole book (tests/bookgen seed 1: law.txt + commentary.txt).
    .venv/bin/python bench/search_data_size.py          (about two minutes; docs/search.md quotes the numbers)"""

from __future__ import annotations

import gzip
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))


def measure(name: str, corpus) -> str:
    from lawref.site.search_data import build_search_data, files

    out = files(build_search_data(corpus))
    parts: dict[str, int] = {}
    for rel, content in out.items():
        part = rel.split("/")[0] if "/" in rel else rel
        parts[part] = parts.get(part, 0) + len(gzip.compress(content.encode(), 9))
    raw = sum(len(v.encode()) for v in out.values())
    each = "  ".join(f"{k} {v / 1024:.1f}" for k, v in sorted(parts.items()))
    return f"{name}: {len(out)} files, raw {raw / 1024:.1f} KiB, gzip {sum(parts.values()) / 1024:.1f} KiB  ({each})"


def main() -> int:
    from lawref.corpus.pipeline import load_corpus

    from bookgen.output import write_books

    print(measure("seeds", load_corpus(None)))
    with tempfile.TemporaryDirectory() as tmp:
        write_books(Path(tmp), formats=("txt",), seed=1)
        print(measure("whole book", load_corpus([str(Path(tmp) / "law.txt"), str(Path(tmp) / "commentary.txt")])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
