"""The tests' own store of what a run made for the next run (tests/sitebuild.py `kept`, .cache/lawref-tests): a copy
is used only while it holds every file it was kept with; one emptied under it is made again."""

from __future__ import annotations

import pytest

import sitebuild


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setattr(sitebuild, "KEPT", tmp_path / "kept")
    made = []

    def make(folder):
        made.append(folder)
        (folder / "sub").mkdir()
        (folder / "book.pdf").write_bytes(b"%PDF " * 100)
        (folder / "sub" / "page.html").write_text("<p>Правило 1</p>", "utf-8")

    def fill(name):
        dest = tmp_path / name
        dest.mkdir()
        sitebuild.kept("books", "key1", dest, make)
        return dest

    return fill, made, tmp_path / "kept" / "books-key1"


def files(folder):
    return {str(f.relative_to(folder)): f.read_bytes() for f in folder.rglob("*") if f.is_file()}


def test_a_kept_copy_is_used_by_the_next_run_as_it_was_made(store):
    fill, made, _ = store
    first = fill("first")
    second = fill("second")
    assert len(made) == 1
    assert files(second) == files(first) and set(files(first)) == {"book.pdf", "sub/page.html"}


@pytest.mark.parametrize("damage", [
    pytest.param(lambda kept: (kept / "sub" / "page.html").unlink(), id="a file deleted"),
    pytest.param(lambda kept: [p.unlink() for p in kept.rglob("*") if p.is_file() and p.name != ".complete"],
                 id="every file deleted, the mark left"),
    pytest.param(lambda kept: (kept / "book.pdf").write_bytes(b"%PDF"), id="a file cut short"),
    pytest.param(lambda kept: (kept / ".complete").write_text("", "utf-8"), id="an empty mark (older runs)"),
    pytest.param(lambda kept: (kept / ".complete").unlink(), id="no mark (a copy cut off while kept)"),
])
def test_a_kept_copy_missing_files_is_made_again_not_used(store, damage):
    fill, made, kept = store
    first = fill("first")
    damage(kept)
    again = fill("again")
    assert len(made) == 2
    assert files(again) == files(first)
    assert sitebuild.complete(kept), "the copy made again is kept in full"
    fill("third")
    assert len(made) == 2
