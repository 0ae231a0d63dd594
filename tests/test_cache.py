"""`lawref show` reads the parsed corpus from the cache; the cache is never stale and never in the way."""

import pytest


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("LAWREF_CACHE", str(folder))
    return folder


def test_show_uses_and_refreshes_the_cache(cli, cache, corpus_copy):
    assert cli("show", "70C2", "--corpus", str(corpus_copy)).code == 0
    assert len(list((cache / "corpus").glob("corpus-*.pickle"))) == 1
    law = corpus_copy / "000_e2f9e180dbca6f62.txt"
    law.write_text(law.read_text("utf-8").replace("в какой-то мере вероятно", "весьма вероятно"), "utf-8")
    result = cli("show", "70C2", "--corpus", str(corpus_copy))
    assert "весьма вероятно" in result.out  # the edit shows at once: the key follows the file's content
    assert len(list((cache / "corpus").glob("corpus-*.pickle"))) == 1  # the stale entry is gone


def test_a_damaged_cache_is_bypassed(cli, cache):
    assert cli("show", "29.2").code == 0
    (entry,) = (cache / "corpus").glob("corpus-*.pickle")
    entry.write_bytes(b"not a pickle")
    result = cli("show", "29.2")
    assert result.code == 0 and "Как всегда, левый оппонент" in result.out


def test_an_unwritable_cache_is_bypassed(cli, tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    monkeypatch.setenv("LAWREF_CACHE", str(blocker))
    result = cli("show", "29.2")
    assert result.code == 0 and "Как всегда" in result.out


def test_cached_file_is_built_once_per_key(cache):
    from lawref.corpus.cache import KEEP_ENTRIES, cached_file

    built = []

    def build(path):
        built.append(path)
        path.write_bytes(b"pdf")

    first = cached_file("booklet", "k1", ".pdf", build)
    again = cached_file("booklet", "k1", ".pdf", build)
    assert first == again and len(built) == 1
    second = cached_file("booklet", "k2", ".pdf", build)
    assert len(built) == 2 and second.read_bytes() == b"pdf"
    # the entry before stays a while: a `mkdocs serve` build that named it as its booklet copies it a moment later
    # (test_editloop's deleted file: the server hung on the build that failed); only the newest few are kept
    assert first.exists()
    for n in range(3, 3 + KEEP_ENTRIES):
        cached_file("booklet", f"k{n}", ".pdf", build)
    kept = sorted(p.name for p in second.parent.glob("booklet-*.pdf"))
    assert len(kept) == KEEP_ENTRIES and not first.exists() and not second.exists(), kept


def test_the_cache_lives_in_the_repository_and_keys_on_the_whole_pipeline(monkeypatch):
    """Where the cache and its keys come from (this module moved into lawref/corpus/: its paths must not)."""
    from lawref.corpus import cache

    monkeypatch.delenv("LAWREF_CACHE", raising=False)
    assert (cache.REPO_ROOT / "pyproject.toml").is_file()
    assert cache.cache_root() == cache.REPO_ROOT / ".cache" / "lawref"
    names = {p.relative_to(cache.PACKAGE_DIR).as_posix() for p in cache.pipeline_files()}
    assert {"model.py", "corpus/parse_law.py", "corpus/cache.py", "data/letters.toml"} <= names
