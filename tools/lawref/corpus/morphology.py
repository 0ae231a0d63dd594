"""The one pymorphy3 analyser of a process, made on first use (~0.1 s of CPU and ~27 MiB): the corpus's readers
(lawref.corpus.join's dictionary lookups, lawref.corpus.book's terms) and the search's analyser
(lawref.search.analysis.morph) share it; each made its own (a whole book's first index loaded two)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def analyzer():
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")
