"""The built site is opened to readers (0644 / 0755) while `make serve`'s background job may be swapping the
search data: a file removed during the walk must not fail the build (mkdocs' server then stalls every request
until the next edit; seen in a fresh clone's `make test`, the old data's folder removed under the walk)."""

from __future__ import annotations

import os

from lawref.site import pwa


def test_every_file_is_opened_to_readers(tmp_path):
    (tmp_path / "search").mkdir(mode=0o700)
    (tmp_path / "search" / "a.js").write_text("x")
    os.chmod(tmp_path / "search" / "a.js", 0o600)
    pwa.open_to_readers(tmp_path)
    assert (tmp_path / "search").stat().st_mode & 0o777 == 0o755
    assert (tmp_path / "search" / "a.js").stat().st_mode & 0o777 == 0o644


def test_a_file_removed_while_the_site_is_walked_is_no_error(tmp_path, monkeypatch):
    old = tmp_path / "search" / "lawref.old"
    old.mkdir(parents=True)
    for name in ("s1.js", "s2.js"):
        (old / name).write_text("x")
    (tmp_path / "index.html").write_text("x")
    os.chmod(tmp_path / "index.html", 0o600)
    real_stat = os.stat

    def stat_after_removal(path, *args, **kwargs):  # the swap removes the old folder between listing and stat
        if str(path).startswith(str(old)) and str(path).endswith(".js"):
            try:
                os.remove(path)
            except FileNotFoundError:
                pass
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(pwa.os, "stat", stat_after_removal)
    pwa.open_to_readers(tmp_path)
    assert (tmp_path / "index.html").stat().st_mode & 0o777 == 0o644  # the rest is still opened
    assert not list(old.iterdir())
