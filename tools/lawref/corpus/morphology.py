"""The one pymorphy3 analyser of a process, made on first use (~0.1 s of CPU and ~27 MiB): the corpus's readers
(lawref.corpus.join's dictionary lookups, lawref.corpus.book's terms) and the search's analyser
(lawref.search.analysis.morph) share it; each made its own (a whole book's first index loaded two)."""

from __future__ import annotations

import os
from functools import lru_cache


@lru_cache(maxsize=1)
def analyzer():
    """The analyser of the Russian dictionary package named (pymorphy3-dicts-ru): found by its entry point,
    pymorphy3 reads the metadata of every installed package (a quarter of its 0.1 s)."""
    import pymorphy3

    try:
        import pymorphy3_dicts_ru
    except ImportError:
        return pymorphy3.MorphAnalyzer(lang="ru")
    if pymorphy3.MorphAnalyzer.DICT_PATH_ENV_VARIABLE in os.environ:  # a dictionary the user chose
        return pymorphy3.MorphAnalyzer(lang="ru")
    return pymorphy3.MorphAnalyzer(path=pymorphy3_dicts_ru.get_path(), lang="ru")
