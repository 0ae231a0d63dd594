"""The editor's loop (`make serve`: mkdocs serve --dirty, lawref.site.editloop): the real server on a copy of the
seed corpus, edited as an editor would, read over HTTP. An edit shows in the served page and re-reads only its
file; a broken edit leaves the server up, says file:line in one terminal line and on every page, and the next
good edit clears it; the booklet follows the edit in the background, never served half-written. Timings are the
benchmark's (bench/bench_editloop.py), not asserted here."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import serving  # noqa: E402
from lawref import urls  # noqa: E402
from lawref.corpus.pipeline import load_corpus  # noqa: E402
from lawref.site import editloop  # noqa: E402
from serving import REPO, Server  # noqa: E402

BANNER = b'class="lawref-broken"'


class Edit:
    """One clause's first line in a corpus file, edited in place (as an editor saves)."""

    def __init__(self, corpus: Path) -> None:
        clauses = load_corpus([corpus]).clauses
        self.clause = next(c for c in clauses if c.kind == "item" and c.source == "law" and c.law)
        self.path = Path(self.clause.file)
        self.original = self.path.read_text("utf-8")
        self.page = urls.law_page(self.clause.law).replace(".md", ".html")

    def mark(self, word: str) -> None:
        lines = self.original.split("\n")
        lines[self.clause.line - 1] += f" {word}"
        self.path.write_text("\n".join(lines), "utf-8")

    def replace(self, old: str, new: str) -> None:
        lines = self.original.split("\n")
        assert old in lines[self.clause.line - 1]
        lines[self.clause.line - 1] = lines[self.clause.line - 1].replace(old, new)
        self.path.write_text("\n".join(lines), "utf-8")

    def break_it(self) -> str:
        """A slip in the file's metadata (a second year on the `edition` line): the TOML parser refuses it,
        naming the file and line. Returns `file:line`."""
        meta = self.path.with_suffix(".toml")
        self.meta = meta.read_text("utf-8")
        lines = self.meta.split("\n")
        number = next(n for n, line in enumerate(lines) if line.startswith("edition ="))
        lines[number] += " 2017"
        meta.write_text("\n".join(lines), "utf-8")
        return f"{editloop.shown(meta)}:{number + 1}"

    def mend(self, word: str) -> None:
        self.path.with_suffix(".toml").write_text(self.meta, "utf-8")
        self.mark(word)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    work = tmp_path_factory.mktemp("editloop")
    corpus = work / "corpus"
    shutil.copytree(REPO / "corpus", corpus)
    (work / "tmp").mkdir()
    # The server's own TMPDIR: its site folder (mkdocs_*) is the only one there, to look into.
    with Server(corpus, work, env={"TMPDIR": str(work / "tmp")}) as server:
        server.wait_ready()
        server.edit = Edit(corpus)
        server.site = next((work / "tmp").glob("mkdocs_*"))
        yield server


def _reloads(server: Server) -> int:
    return server.log().count("Reloading browsers")


def _wait_log(server: Server, pattern: str, timeout: float = 120) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if found := re.findall(pattern, server.log()):
            return found[-1]
        time.sleep(0.1)
    raise AssertionError(f"no {pattern!r} in the log:\n{server.log()[-3000:]}")


def test_the_booklet_is_served_as_soon_as_the_site_is(served):
    """The first build has no booklet to keep, so it typesets one before serving (its cache is empty here):
    the booklet's link never gives a 404 (the bare-machine test fetched one right after «Serving»)."""
    status, body = served.get("lawref-booklet.pdf")
    assert status == 200 and body.startswith(b"%PDF"), (status, body[:40])
    status, body = served.get("search/lawref/meta.js")  # and the search data: a first query finds clauses
    assert status == 200 and body, status


def test_an_edit_shows_in_the_served_page_and_rereads_only_its_file(served):
    edit = served.edit
    before = _reloads(served)
    edit.mark("правкаодин")
    served.wait_for(edit.page, lambda body: "правкаодин".encode() in body)
    line = _wait_log(served, r"перечитано файлов корпуса: .*")
    assert f"перечитано файлов корпуса: 1 ({editloop.shown(edit.path)})" in line, line
    rendered, total = map(int, re.search(r"страниц отрисовано: (\d+) из (\d+)", line).groups())
    assert 1 <= rendered < total, line  # the edited Law's page (and what quotes it), not the whole site
    assert _reloads(served) > before


def _search(server: Server, *queries: str) -> dict[str, list[dict]]:
    """What the site's search engine (site_src/assets/js, under Node) finds in the served search data."""
    node = shutil.which("node")
    assert node, "node is not installed: the served search cannot be read (apt install nodejs)"
    for _attempt in range(3):
        done = subprocess.run([node, str(HERE / "node" / "search.mjs"), str(REPO / "site_src" / "assets" / "js"),
                               server.url + "search/lawref/", *queries], capture_output=True, text=True, timeout=120)
        if done.returncode == 0 or not ("HTTP 404" in done.stderr or "HTTP 500" in done.stderr):
            break
        # Its meta.js was one build's and a shard the next's: this reader polls while the data is swapped, where
        # a browser reloads after the swap (the build waits for it). Read again. A 500 is the same swap met one
        # step later: mkdocs' dev server opens the file, then asks its size, and the swap took it in between
        # (mkdocs/livereload `_serve_request`: open, then os.path.getsize; seen once in make test under load).
        time.sleep(0.5)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


SEARCH_LANDED = "lawref: поисковые данные: готово"  # the server's line once new search data is swapped in


def _ids(hits: list[dict]) -> list[str]:
    return [h["id"] for h in hits]


def _search_until(server: Server, check, what: str, *queries: str, timeout: float = 120) -> dict[str, list[dict]]:
    """`_search(server, *queries)` until `check(found)`: now, then again each time the server says new search
    data landed. The data of an edit takes seconds to make (more on a loaded machine), and a search every 0.3 s
    meanwhile was a Node process each (~0.35 s of CPU) on the cores the data is made on."""
    deadline = time.monotonic() + timeout
    while True:
        landed = server.log().count(SEARCH_LANDED)  # before the search: data landing during it is seen after
        found = _search(server, *queries)
        if check(found):
            return found
        while server.log().count(SEARCH_LANDED) == landed:
            assert time.monotonic() < deadline, f"{what}: {found}"
            assert server.alive(), server.log()[-3000:]
            time.sleep(0.1)


def test_a_search_right_after_an_edit_finds_the_new_words_and_not_the_old(served):
    """The search data follows the edit (made while the page renders, swapped in whole): the word put into a
    clause finds it, the word taken out of it no longer does. (How soon: bench/results/editloop.md.)"""
    edit = served.edit
    texts = " ".join(c.text for c in load_corpus([edit.path.parent]).clauses if c.id != edit.clause.id).lower()
    line = edit.original.split("\n")[edit.clause.line - 1]
    # a word of the clause's first line that no other clause has: gone from the clause, it is gone from the site
    old = next(w for w in re.findall(r"[а-яё]{7,}", line) if w.lower() not in texts)
    assert edit.clause.id in _ids(_search(served, old)[old])
    edit.replace(old, "перекантовка")
    served.wait_for(edit.page, lambda body: "перекантовка".encode() in body)
    found = _search_until(served, lambda found: edit.clause.id in _ids(found["перекантовка"]),
                          "the served search data never took the edit", "перекантовка", old)
    assert edit.clause.id not in [h["id"] for h in found[old]], found[old]
    assert all(old not in h["text"] for h in found[old] + found["перекантовка"]), found
    hit = next(h for h in found["перекантовка"] if h["id"] == edit.clause.id)
    assert "перекантовка" in hit["text"], hit
    _no_staging_left(served.site)


def _no_staging_left(site: Path) -> None:
    """Nothing half-made is left in the site, and everything in it is readable by a web server."""
    for path in site.rglob("*"):
        assert not path.name.startswith(editloop.STAGING_PREFIX) and not path.name.endswith(".old"), path
        mode = stat.S_IMODE(path.stat().st_mode)
        if path.is_file():
            assert mode & 0o444 == 0o444, path
        elif path.is_dir():
            assert mode & 0o555 == 0o555, path


def test_a_broken_edit_keeps_the_server_and_says_file_line_once_and_on_every_page(served):
    edit = served.edit
    edit.mark("правкадва")
    served.wait_for(edit.page, lambda body: "правкадва".encode() in body)
    start = len(served.log())
    where = edit.break_it()
    served.wait_for(edit.page, lambda body: BANNER in body)
    assert served.alive()
    said = [line for line in served.log()[start:].splitlines() if "правка не собрана" in line]
    assert len(said) == 1 and where in said[0], served.log()[start:]
    for page in (edit.page, "index.html", "glossary.html"):
        body = served.get(page)[1].decode("utf-8")
        bar = re.search(r'<div class="lawref-broken".*?</div>', body, re.DOTALL).group()
        assert where in bar and "Исправьте файл" in bar, bar
    # the last good build is what is served meanwhile
    assert "правкадва" in served.text(edit.page)
    edit.mend("правкатри")  # the next good edit clears it
    served.wait_for(edit.page, lambda body: "правкатри".encode() in body and BANNER not in body)
    assert BANNER not in served.get("index.html")[1]
    assert served.alive()


def _pdf(body: bytes) -> bool:
    return body.startswith(b"%PDF-") and body.rstrip().endswith(b"%%EOF")


def _booklet_settled(server: Server, timeout: float = 300) -> None:
    """Until the booklet of the last build is served: the earlier tests' edits leave booklets typesetting, and
    one landing during the next test would look like that test's. (A booklet from the cache logs nothing: then
    the timeout, and on.)"""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        log = server.log()
        if log.rfind("буклет: готово за") > log.rfind("перечитано файлов корпуса"):
            return
        time.sleep(0.5)


def test_the_booklet_follows_an_edit_in_the_background_never_half_written(served):
    edit = served.edit
    _booklet_settled(served)
    status, first = served.get(urls.BOOKLET)
    deadline = time.monotonic() + 600
    while status != 200:  # typeset in the background after the first build
        assert time.monotonic() < deadline, "no booklet after the first build"
        time.sleep(1)
        status, first = served.get(urls.BOOKLET)
    assert _pdf(first)
    seen: list[bytes] = []
    stop = threading.Event()

    def fetch():  # what a reader downloading it meanwhile gets, over and over
        while not stop.is_set():
            code, body = served.get(urls.BOOKLET)
            if code == 200:
                seen.append(body)
            time.sleep(0.05)

    reader = threading.Thread(target=fetch)
    reader.start()
    try:
        edit.mark("правкачетыре")
        served.wait_for(edit.page, lambda body: "правкачетыре".encode() in body)
        # the page shows the edit while the booklet is still the old one: its typesetting did not hold it up
        assert served.get(urls.BOOKLET)[1] == first
        served.wait_for(urls.BOOKLET, lambda body: body != first, timeout=600, every=0.5)
    finally:
        stop.set()
        reader.join()
    assert seen and all(_pdf(body) for body in seen), {len(b) for b in seen if not _pdf(b)}
    assert served.alive()
    _no_staging_left(served.site)


EXTRA = """ПРАВИЛО 91. ПРИОСТАНОВКА ИГРЫ

A. Полномочия

Судья может приостановить игру, когда зелёнокрылый попугай мешает игрокам.

ПРАВИЛО 92. ПРАВО НА АПЕЛЛЯЦИЮ

A. Право участника

Участник может подать апелляцию на решение Судьи, если фиолетовый дирижабль закрыл стол.
"""


def _law_html(law: str) -> str:
    return urls.law_page(law).replace(".md", ".html")


def _found(server: Server, query: str, clause_id: str) -> bool:
    """Whether the served search finds `clause_id` for `query`."""
    return clause_id in _ids(_search(server, query)[query])


def _search_finds(server: Server, query: str, clause_id: str, what: str, *, finds: bool = True) -> None:
    """Until the served search finds `clause_id` for `query` (or, `finds=False`, no longer does)."""
    _search_until(server, lambda found: (clause_id in _ids(found[query])) == finds, what, query)


def _until(check, what: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.3)


def test_a_law_or_a_corpus_file_deleted_leaves_the_site_page_nav_and_search(served):
    """--dirty keeps the files of an earlier build; a Law gone from the corpus must go from the site with its
    page, its line in the menu and its search entries, and so must every Law of a corpus file deleted."""
    extra = served.edit.path.parent / "002_extra.txt"
    extra.write_text(EXTRA, "utf-8")
    try:
        served.wait_for(_law_html("92"), lambda body: "дирижабль".encode() in body)
        assert _law_html("91") in served.text("index.html") and _law_html("92") in served.text("index.html")
        _search_finds(served, "дирижабль", "92A", "the added Law never reached the search")
        # one Law taken out of the file
        extra.write_text(EXTRA.split("ПРАВИЛО 92.")[0], "utf-8")
        _until(lambda: served.get(_law_html("92"))[0] == 404, "the deleted Law's page is still served")
        assert served.get(_law_html("91"))[0] == 200
        _wait_log(served, r"страниц убрано: 1 \(laws/92\.md\)")
        for page in ("index.html", _law_html("91"), _law_html("70")):  # the menu of every page, the home's grid
            assert _law_html("92") not in served.text(page), page
        _search_finds(served, "дирижабль", "92A", "the deleted Law is still found by the search", finds=False)
        assert _found(served, "попугай", "91A")
    finally:
        extra.unlink()  # the whole file
    _until(lambda: served.get(_law_html("91"))[0] == 404, "the deleted file's Law is still served")
    assert _law_html("91") not in served.text("index.html")
    _search_finds(served, "попугай", "91A", "the deleted file's Law is still found by the search", finds=False)
    assert served.get(_law_html("70"))[0] == 200 and served.alive()


@pytest.mark.parametrize("prelude, stops", [(serving.CTRL_C, True), ("", False)])
def test_the_server_stops_on_sigint_when_the_test_run_ignores_it(prelude, stops):
    """A test run started in the background by a non-interactive shell ignores SIGINT, and so would the server it
    starts (serving.Server runs mkdocs after CTRL_C): without the prelude the process goes on (the row that shows
    this test can fail)."""
    script = prelude + "import time; print('ready', flush=True); time.sleep(30)"
    # a process that ignores SIGINT starts it (as the test run would start the server): exec keeps what is ignored
    ignoring = ("import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_IGN); "
                "os.execv(sys.executable, [sys.executable, '-c', sys.argv[1]])")
    child = subprocess.Popen([sys.executable, "-c", ignoring, script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "ready\n"
        child.send_signal(signal.SIGINT)
        try:
            child.wait(timeout=10 if stops else 1)  # a process that ignores it: 1 s tells enough
        except subprocess.TimeoutExpired:
            pass
        assert (child.poll() is not None) == stops
    finally:
        child.kill()
        child.wait()


def test_install_file_leaves_no_temporary_when_it_fails_and_keeps_the_old_file(tmp_path):
    target = tmp_path / "site" / "booklet.pdf"
    target.parent.mkdir()
    target.write_bytes(b"old")
    with pytest.raises(FileNotFoundError):
        editloop.install_file(tmp_path / "missing.pdf", target)
    assert target.read_bytes() == b"old" and os.listdir(target.parent) == ["booklet.pdf"]
    (tmp_path / "new.pdf").write_bytes(b"new")
    editloop.install_file(tmp_path / "new.pdf", target)
    assert target.read_bytes() == b"new" and os.listdir(target.parent) == ["booklet.pdf"]
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_changes_remove_the_pages_a_good_build_no_longer_has(tmp_path):
    class FakeFile:
        def __init__(self, uri):
            self.src_uri, self.abs_src_path = uri, None
            self.abs_dest_path = str(tmp_path / uri.replace(".md", ".html"))
            Path(self.abs_dest_path).write_text("built", "utf-8")

        def is_documentation_page(self):
            return True

    changes = editloop.Changes()
    changes.plan([FakeFile("1.md"), FakeFile("2.md")], {"1.md": "один", "2.md": "два"}, everything="nav 1")
    changes.built()
    changes.plan([FakeFile("1.md")], {"1.md": "один"}, everything="nav 2")
    assert (tmp_path / "2.html").is_file()  # not before the build succeeds: a failed one keeps the last good site
    changes.built()
    assert changes.removed == ["2.md"] and not (tmp_path / "2.html").exists() and (tmp_path / "1.html").is_file()
    later = editloop.Changes(changes.written)  # the code changed: a new Changes, told what the site has
    later.plan([FakeFile("3.md")], {"3.md": "три"}, everything="nav 3")
    later.built()
    assert later.removed == ["1.md"] and not (tmp_path / "1.html").exists() and (tmp_path / "3.html").is_file()


def test_search_data_that_lands_after_its_build_reloads_the_open_pages():
    """mkdocs' own LiveReloadServer (never started here): its epochs say what the browsers' poll answers."""
    from mkdocs.livereload import LiveReloadServer

    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root="/nonexistent")
    try:
        seen = server._visible_epoch
        assert editloop.reload_browsers(server)
        assert server._visible_epoch > seen and server._visible_epoch == server._wanted_epoch
        server._wanted_epoch += 5  # a build under way: its own end reloads the pages
        assert not editloop.reload_browsers(server)
        assert editloop.reload_browsers(object()) is False  # another server: nothing
    finally:
        server.server_close()


def test_background_runs_one_job_at_a_time_and_a_newer_job_replaces_a_stale_one(tmp_path):
    said: list[str] = []
    background = editloop.Background(said.append)
    order: list[str] = []
    release = threading.Event()

    def job(name, wait=False, fail=False):
        def run(j):
            if wait:
                release.wait(10)
            if fail:
                raise ValueError("corpus/x.txt:3: broken")
            if not j.stale:
                order.append(name)
        return run

    background.submit("booklet", job("booklet 1", wait=True))
    time.sleep(0.2)  # running now
    background.submit("search data", job("search 1"))
    background.submit("search data", job("search 2"))  # replaces search 1, still waiting
    background.submit("booklet", job("booklet 2"))  # booklet 1 is stale: its result dropped
    background.submit("other", job("other", fail=True))
    release.set()
    assert background.wait(10)
    assert order == ["search 2", "booklet 2"]
    assert said == ["lawref: other: corpus/x.txt:3: broken"]


def test_a_file_job_made_stale_by_a_newer_one_is_told_to_stop_and_installs_nothing(tmp_path):
    """The booklet being typeset when an edit comes is told to stop (build_booklet's stop, asked between its
    stages), rather than finishing a file nobody will be served; the newer job makes and installs its own."""
    background = editloop.Background(lambda line: None)
    target, asked, started, release = tmp_path / "site" / "booklet.pdf", [], threading.Event(), threading.Event()

    def make(name, wait=False):
        def made(stop):
            started.set()
            if wait:
                release.wait(10)
            asked.append((name, stop()))
            (tmp_path / f"{name}.pdf").write_bytes(name.encode())
            return tmp_path / f"{name}.pdf"
        return made

    background.submit("буклет", editloop.file_job(make("first", wait=True), target))
    assert started.wait(10)  # running now
    background.submit("буклет", editloop.file_job(make("second"), target))
    release.set()
    assert background.wait(10)
    assert asked == [("first", True), ("second", False)] and target.read_bytes() == b"second"


def test_changes_render_only_pages_whose_input_changed(tmp_path):
    class FakeFile:
        def __init__(self, uri):
            self.src_uri, self.abs_src_path = uri, None
            self.abs_dest_path = str(tmp_path / uri.replace("/", "-").replace(".md", ".html"))
            Path(self.abs_dest_path).write_text("built", "utf-8")

        def is_documentation_page(self):
            return True

    changes = editloop.Changes()
    pages = {"laws/1.md": "один", "laws/2.md": "два"}
    files = [FakeFile(uri) for uri in pages]
    assert changes.plan(files, pages, everything="nav 1") == ["laws/1.md", "laws/2.md"]
    changes.built()
    assert changes.plan(files, {**pages, "laws/2.md": "два!"}, everything="nav 1") == ["laws/2.md"]
    assert [f.is_modified() for f in files] == [False, True]
    # a build that failed after the plan is planned again in full
    assert changes.plan(files, {**pages, "laws/2.md": "два!"}, everything="nav 1") == ["laws/2.md"]
    changes.built()
    assert changes.plan(files, {**pages, "laws/2.md": "два!"}, everything="nav 2") == ["laws/1.md", "laws/2.md"]
