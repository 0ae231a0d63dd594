"""The editor's loop under `mkdocs serve --dirty` (`make serve`): an edit to a corpus file reaches the browser in
a second or two with its search data, the booklet follows in the background, and a broken edit is one line in
the terminal and a bar on every served page while the last good build stays served.

What a full build does every time, and what the loop does instead (the hook drives it, build by build):
  1. sources     SourceMemo: decode, clean, parse and freeze again only the corpus files whose bytes changed;
                 the rest of the pipeline (editions, resolve) runs over the kept results
  2. pages       every page's Markdown is generated (a tenth of a second); Changes lets mkdocs render only the
                 pages whose Markdown differs from the last good build's (all of them when the navigation, the
                 footer, the templates or the code changed)
  3. search      meanwhile, on another core, SearchWorker (one child process for the whole session, which keeps
                 its work on the words it met, so a build after an edit takes seconds, not tens) makes the search
                 data, swapped into the site whole; the build waits for it (SEARCH_WAIT, a second): past
                 that, the page comes first and, when the data lands, the open pages reload again
  4. reload      mkdocs writes those pages, Changes removes those the corpus no longer has, and livereload
                 reloads the browser: its search reads the new data
  5. background  the booklet, a Background job swapped into the site whole (temp + rename); one that a newer
                 edit made stale is stopped or its result dropped
A corpus error keeps the last good corpus: one line in the terminal (file:line: what, and what to do), and
Banner puts it at the top of every page the server sends, until a good build clears it.
"""

from __future__ import annotations

import hashlib
import html
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

STAGING_PREFIX = ".lawref-staging-"  # inside the site (same file system, so a rename swaps it in); never served
BANNER_CLASS = "lawref-broken"


def digest(*parts: str | bytes) -> str:
    hashed = hashlib.sha256()
    for part in parts:
        hashed.update(part.encode("utf-8") if isinstance(part, str) else part)
        hashed.update(b"\0")
    return hashed.hexdigest()[:20]


def tree_stamp(folder: Path, suffixes: tuple[str, ...] = ()) -> str:
    """Names, sizes and modification times of the files under `folder` (as make decides): cheap enough for every
    rebuild, and it changes whenever a file is saved."""
    rows = []
    for path in sorted(folder.rglob("*")):
        if "__pycache__" in path.parts or not path.is_file() or (suffixes and path.suffix not in suffixes):
            continue
        st = path.stat()
        rows.append(f"{path.relative_to(folder)} {st.st_size} {st.st_mtime_ns}")
    return digest(*rows)


class SourceMemo:
    """read_source's results by corpus file, reused while the file's bytes (and its .toml's) are the same.

    One file's stages 2-5 depend on that file alone (lawref.corpus.pipeline.read_source), so an edit to one
    book re-reads that book; the memo belongs to one import of the lawref code (the hook drops it when the code
    changes)."""

    def __init__(self) -> None:
        self._entries: dict[str, tuple[str, tuple]] = {}
        self.reread: list[str] = []  # the files read again by the last load (the terminal and the tests show it)

    def load(self, paths=None):
        from lawref.corpus.pipeline import load_corpus

        self.reread = []
        return load_corpus(paths, read=self.read)

    def read(self, path: Path, *, encoding: str | None = None, kind: str | None = None, pages: tuple = ()):
        from lawref.corpus.pipeline import read_source

        # a thread's pages are one book (lawref.corpus.formats.threads): an edit to any of them reads it again
        stamp = digest(*(_file_stamp(page, encoding, kind) for page in pages)) if pages else \
            _file_stamp(path, encoding, kind)
        known = self._entries.get(str(path))
        if known is not None and known[0] == stamp:
            return known[1]
        result = read_source(path, encoding=encoding, kind=kind, **({"pages": pages} if pages else {}))
        self._entries[str(path)] = (stamp, result)
        self.reread.append(str(path))
        return result


def shown(path: str | Path) -> str:
    """A path as the terminal shows it (relative to the working directory when inside it)."""
    from lawref.corpus.sources import display_path

    return display_path(Path(path))


def _file_stamp(path: Path, encoding, kind) -> str:
    """The bytes a source is read from: the file (or every file of a site saved as a folder) and its .toml."""
    files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    meta = path.with_suffix(".toml")
    parts: list[str | bytes] = [str(encoding), str(kind)]
    for file in [*files, *([meta] if meta.is_file() else [])]:
        try:
            parts += [str(file), file.read_bytes()]
        except OSError:
            parts += [str(file), "unreadable"]  # read_source says why, with the file's name
    return digest(*parts)


class Changes:
    """Which documentation pages mkdocs must render again: those whose input (the generated Markdown, or a
    hand-written page's source and what the hook fills into it) differs from the last good build's; all of them
    when `everything` (navigation, footer, templates, code) differs. A page not to render keeps the HTML the last
    good build wrote (mkdocs' --dirty skips a page whose File says it is not modified). A page the last good
    build wrote that this one has not (its Law, or its whole corpus file, deleted) is removed from the site when
    the build succeeds: --dirty alone would serve it on, found by its old links and the search's old entries."""

    def __init__(self, written: dict[str, str] | None = None) -> None:
        self._done: dict[str, str] = {}
        self._everything = ""
        # src_uri -> the HTML file the last good build has for it (`written`: an earlier Changes's, when the code
        # changed, so that a page gone in that build is removed all the same)
        self.written: dict[str, str] = dict(written or {})
        self._planned: tuple[dict[str, str], str, dict[str, str]] | None = None
        self.rendered: list[str] = []  # the pages the last plan marked for rendering
        self.removed: list[str] = []  # the pages the last good build removed (the terminal and the tests show it)
        self.pages = 0  # of how many

    def plan(self, files: Iterable, inputs: dict[str, str | bytes], everything: str) -> list[str]:
        """Mark each documentation page in `files` as modified or not; return the ones to render."""
        pages = [f for f in files if f.is_documentation_page()]
        digests = {}
        for file in pages:
            given = inputs.get(file.src_uri)
            if given is None and file.abs_src_path:  # a hand-written page: its source
                given = Path(file.abs_src_path).read_bytes()
            digests[file.src_uri] = digest(given or b"")
        render = []
        for file in pages:
            again = (everything != self._everything or self._done.get(file.src_uri) != digests[file.src_uri]
                     or not os.path.isfile(file.abs_dest_path))
            file.is_modified = _yes if again else _no  # what mkdocs asks, in dirty builds only
            if again:
                render.append(file.src_uri)
        self._planned = (digests, everything, {f.src_uri: f.abs_dest_path for f in pages if f.abs_dest_path})
        self.rendered = render
        self.pages = len(pages)
        return render

    def built(self) -> None:
        """The build that followed the last plan succeeded: its pages are the ones on disk now, and those of the
        build before that it has not are removed."""
        if self._planned is None:
            return
        self._done, self._everything, written = self._planned
        self._planned = None
        kept = set(written.values())
        self.removed = []
        for uri, dest in self.written.items():
            if uri not in written and dest not in kept:
                Path(dest).unlink(missing_ok=True)
                self.removed.append(uri)
        self.written = written


def _yes() -> bool:
    return True


def _no() -> bool:
    return False


def keep_existing(file) -> None:
    """A file the background writes (the booklet): mkdocs checks the links to it, but never writes it itself."""
    file.is_modified = _no


class Job:
    """One background job: `run(job)` does the work, checking `job.stale` before it swaps its result in."""

    def __init__(self, name: str, run: Callable[[Job], None]) -> None:
        self.name, self._run = name, run
        self.stale = False
        self.process: subprocess.Popen | None = None
        self.done = threading.Event()
        self.error: str | None = None

    def cancel(self) -> None:
        self.stale = True
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()  # our own child, by its handle


class Background:
    """Jobs beside the server, one at a time in the order submitted (the search data before the booklet); a newer
    job of the same name replaces one still waiting and stops one running. `say` prints a job's failure (one
    line; the server goes on), `tell` that a job is done."""

    def __init__(self, say: Callable[[str], None], tell: Callable[[str], None] = lambda line: None) -> None:
        self._say, self._tell = say, tell
        self._queue: list[Job] = []
        self._running: Job | None = None
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._work, name="lawref-background", daemon=True)
        self._thread.start()

    def submit(self, name: str, run: Callable[[Job], None]) -> Job:
        job = Job(name, run)
        with self._cond:
            for waiting in self._queue:
                if waiting.name == name:
                    waiting.stale = True
                    waiting.done.set()
            self._queue = [j for j in self._queue if j.name != name] + [job]
            if self._running is not None and self._running.name == name:
                self._running.cancel()
            self._cond.notify_all()
        return job

    def wait(self, timeout: float | None = None) -> bool:
        """Until no job waits or runs (tests); False when `timeout` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._queue and self._running is None, timeout)

    def stop(self) -> None:
        with self._cond:
            for job in [*self._queue, *([self._running] if self._running else [])]:
                job.cancel()
            self._queue = []

    def _work(self) -> None:
        if sys.platform == "linux":  # there a thread's own priority, inherited by the booklet's worker processes
            try:
                os.nice(10)  # behind the server's builds and requests
            except OSError:
                pass
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._queue)
                job = self._running = self._queue.pop(0)
            started = time.monotonic()
            try:
                job._run(job)
                if not job.stale:
                    self._tell(f"lawref: {job.name}: готово за {time.monotonic() - started:.1f} с")
            except Exception as err:  # noqa: BLE001 - the server must go on; the error is one line
                if not job.stale:
                    job.error = error_line(err) or type(err).__name__
                    self._say(f"lawref: {job.name}: {job.error}")
            finally:
                job.done.set()
                with self._cond:
                    self._running = None
                    self._cond.notify_all()


class SearchWorker:
    """The child process that makes the search data (`python -m lawref.site.editloop worker`), kept for the whole
    `make serve`: it builds beside the server (no lock on the server's Python) and keeps what it worked out for the
    words it met (their lemmas, forms and guard words, lawref.search.build), so after an edit it works out only
    the new words', in a second or two on a whole book, where a fresh process took tens of seconds. One build at
    a time: a request is a line `CORPUS.pickle<TAB>SITE`, the answer a line `ok` or `error WHAT`. It belongs to
    one import of the lawref code: the hook starts another when the code changes."""

    def __init__(self, code: str = "") -> None:
        self.code = code
        self._process: subprocess.Popen | None = None
        self._log = None
        self._lock = threading.Lock()

    def build(self, corpus, site: Path) -> None:
        """Write the search data of `corpus` into the folder `site` (its search/ folder); errors: RuntimeError."""
        site = Path(site)
        site.mkdir(parents=True, exist_ok=True)
        pickled = site / "corpus.pickle"
        with open(pickled, "wb") as handle:
            pickle.dump(corpus, handle, protocol=pickle.HIGHEST_PROTOCOL)
        with self._lock:
            process = self._started()
            try:
                process.stdin.write(f"{pickled}\t{site}\n")
                process.stdin.flush()
                answer = process.stdout.readline()
            except OSError:
                answer = ""
            pickled.unlink(missing_ok=True)
            if answer.startswith("ok"):
                return
            if not answer:  # it died: the last line it wrote says why; the next build starts another
                self.close()
                raise RuntimeError(self._last_words() or "процесс поисковых данных остановился")
            raise RuntimeError(answer.removeprefix("error").strip())

    def _started(self) -> subprocess.Popen:
        if self._process is not None and self._process.poll() is None:
            return self._process
        package_root = str(Path(__file__).resolve().parents[2])  # the folder lawref is imported from
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")])),
                   PYTHONDONTWRITEBYTECODE="1")  # no .pyc written into the watched tools/: no rebuild
        self._log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")  # its stderr: a traceback stays out of sight
        self._process = subprocess.Popen([sys.executable, "-m", "lawref.site.editloop", "worker"],
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log,
                                         text=True, encoding="utf-8", env=env)
        return self._process

    def _last_words(self) -> str:
        if self._log is None:
            return ""
        self._log.seek(0)
        lines = [line.strip() for line in self._log.read().splitlines() if line.strip()]
        return lines[-1] if lines else ""

    def close(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.stdin.close()  # it ends at the end of its input
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()  # our own child, by its handle
                process.wait()


def search_job(corpus, site_dir: Path, worker: SearchWorker,
               installed: Callable[[], None] = lambda: None) -> Callable[[Job], None]:
    """The search data of `corpus`, made by `worker` into a staging folder inside the site, then swapped in
    (folders 0755, files 0644), then `installed()`. A newer edit does not stop a build (the worker would lose
    what it keeps): its result is dropped."""

    def run(job: Job) -> None:
        staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=site_dir))
        try:
            worker.build(corpus, staging / "site")
            if not job.stale:
                install_search_data(staging / "site", site_dir)
                installed()
        finally:
            shutil.rmtree(staging, ignore_errors=True)

    return run


def reload_browsers(server) -> bool:
    """Have mkdocs' livereload reload the open pages now, unless a build is under way (its end reloads them):
    the search data of an edit landed after the build that showed the edit, and a page that read the old
    data's meta.js must not go on to read the new data's shards. Reaches into mkdocs' LiveReloadServer (the
    pinned version's epochs); without them, nothing happens. True when the pages were told."""
    cond = getattr(server, "_epoch_cond", None)
    if cond is None or not hasattr(server, "_visible_epoch") or not hasattr(server, "_wanted_epoch"):
        return False
    with cond:
        if server._visible_epoch != server._wanted_epoch:  # a build is running
            return False
        # mkdocs' own clock (livereload._timestamp: monotonic milliseconds), so its next build's epoch is later
        server._visible_epoch = server._wanted_epoch = max(server._visible_epoch + 1, round(time.monotonic() * 1000))
        cond.notify_all()
    return True


def install_search_data(built: Path, site_dir: Path) -> None:
    """Swap the search data a worker wrote into `built` into the site: the data's folder whole (a reader's
    query sees the old data or the new, never a mix), then Material's stub index."""
    from lawref.site.search_data import DATA_DIR, MATERIAL_INDEX, swap_folder

    if (built / DATA_DIR).is_dir():
        swap_folder(built / DATA_DIR, site_dir / DATA_DIR)
    if (built / MATERIAL_INDEX).is_file():
        os.replace(built / MATERIAL_INDEX, site_dir / MATERIAL_INDEX)


def file_job(make: Callable[[Callable[[], bool]], Path], target: Path) -> Callable[[Job], None]:
    """A file made by `make(stop)` (somewhere else, atomically: the booklet in the cache), copied into the site
    under a temporary name and renamed into place: a reader gets the old file or the new one, never half.
    `stop()` answers whether a newer edit made the job stale, so that the making can end early (the booklet
    asks between its stages) rather than finish a file nobody will be served."""

    def run(job: Job) -> None:
        made = make(lambda: job.stale)
        if not job.stale:
            install_file(made, target)

    return run


def install_file(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=STAGING_PREFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out, open(source, "rb") as src:
            shutil.copyfileobj(src, out)
        os.chmod(tmp, 0o644)  # mkstemp's 0o600 would hide it from a web server's account
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class TemplateCache:
    """Material's templates kept across builds. mkdocs makes a new jinja Environment for every build (and Material's
    search plugin one more), and compiling the templates again and listing the theme's ten thousand files (its
    icons) were most of a rebuild's time. `wrap(get_env)` gives each new Environment jinja's own bytecode cache,
    kept here (jinja checks every template's source before using it), and a loader that lists a theme folder
    again only when a file in it changed."""

    def __init__(self) -> None:
        self.compiled: dict[str, bytes] = {}
        self.listed: dict[tuple, tuple[str, list[str]]] = {}

    def wrap(self, get_env: Callable) -> Callable:
        def get_env_kept(theme):
            env = get_env(theme)
            env.bytecode_cache = self._bytecode_cache()
            dirs, listing = tuple(getattr(env.loader, "searchpath", ())), env.list_templates

            def list_templates(extensions=None, filter_func=None):
                # mkdocs' filter is the same function every build (its patterns: the theme's, fixed)
                key = (dirs, tuple(extensions or ()), getattr(filter_func, "__code__", filter_func))
                return self._listing(key, lambda: listing(extensions, filter_func))

            env.list_templates = list_templates
            return env

        return get_env_kept

    def _listing(self, key: tuple, listing: Callable[[], list[str]]) -> list[str]:
        dirs = key[0]
        # A file added or removed changes its folder's time: every folder of the custom_dir (the first, small),
        # the installed theme's top folders.
        folders = [root for root, _dirs, _files in os.walk(dirs[0])] if dirs and os.path.isdir(dirs[0]) else []
        stamp = digest(*(f"{d} {os.stat(d).st_mtime_ns}" for d in [*folders, *dirs[1:]] if os.path.isdir(d)))
        known = self.listed.get(key)
        if known is None or known[0] != stamp:
            known = self.listed[key] = (stamp, listing())
        return list(known[1])

    def _bytecode_cache(self):
        import jinja2

        compiled = self.compiled

        class InMemory(jinja2.BytecodeCache):
            def load_bytecode(self, bucket) -> None:
                if (code := compiled.get(bucket.key)) is not None:
                    bucket.bytecode_from_string(code)

            def dump_bytecode(self, bucket) -> None:
                compiled[bucket.key] = bucket.bytecode_to_string()

        return InMemory()


def error_line(err: Exception) -> str:
    """A corpus error as the one line the terminal and the banner show (file:line: what (what to do)), in Russian
    where the error has its words in data/messages.toml (lawref.errors.LawrefError.in_language)."""
    text = err.in_language("ru") if hasattr(err, "in_language") else str(err)
    return " ".join(text.split())


class Banner:
    """WSGI middleware over mkdocs' server: while `error()` names a broken edit, every HTML page sent carries a bar
    at its top that says where and what to do. Nothing on disk changes, so the bar comes and goes with no page
    rendered again."""

    def __init__(self, app, error: Callable[[], str | None]) -> None:
        self.app, self.error = app, error

    def __call__(self, environ, start_response):
        message = self.error()
        if not message or environ.get("PATH_INFO", "").startswith("/livereload/"):
            return self.app(environ, start_response)
        got: list = []

        def capture(status, headers, exc_info=None):
            got.append((status, headers))
            return lambda data: None

        result = self.app(environ, capture)
        try:
            body = b"".join(result)
        finally:
            if hasattr(result, "close"):
                result.close()
        status, headers = got[0]
        if any(k.lower() == "content-type" and "text/html" in v for k, v in headers):
            body = with_banner(body, message)
            headers = [(k, str(len(body)) if k.lower() == "content-length" else v) for k, v in headers]
        start_response(status, headers)
        return [body]


def banner_html(message: str) -> str:
    return (f'<div class="{BANNER_CLASS}" role="alert" style="position:sticky;top:0;z-index:10;padding:.6em 1em;'
            'background:#b71c1c;color:#fff;font:16px/1.4 sans-serif">'
            f"<strong>Правка не собрана:</strong> <code style=\"color:inherit\">{html.escape(message)}</code>. "
            "Исправьте файл и сохраните его — страница обновится сама. Пока показана последняя удачная сборка.</div>")


def with_banner(page: bytes, message: str) -> bytes:
    start = page.find(b"<body")
    end = page.find(b">", start) + 1 if start >= 0 else 0
    return page[:end] + banner_html(message).encode("utf-8") + page[end:]


def main(argv: list[str] | None = None) -> int:
    """`python -m lawref.site.editloop worker`: SearchWorker's process. Each line of its input,
    `CORPUS.pickle<TAB>SITE`, is a build of that pickled corpus's search data into SITE; each answer a line."""
    args = sys.argv[1:] if argv is None else argv
    if args != ["worker"]:
        print("usage: python -m lawref.site.editloop worker", file=sys.stderr)
        return 2
    # Its priority is that of the thread that started it, the search lane's (nice 10, Background): behind the
    # server's builds and requests, which the page waits for; the reload waits a second at most for this one.
    answers, sys.stdout = sys.stdout, sys.stderr  # whatever a library prints stays out of the answers
    try:
        for line in sys.stdin:
            print(_build_one(*line.rstrip("\n").split("\t")), file=answers, flush=True)
    except (KeyboardInterrupt, BrokenPipeError):  # the server stopped (Ctrl+C reaches its whole group)
        return 0
    return 0


def _build_one(pickled: str, site: str) -> str:
    from lawref.errors import LawrefError
    from lawref.site.search_data import write_search_data

    try:
        with open(pickled, "rb") as handle:
            corpus = pickle.load(handle)
        write_search_data(corpus, Path(site))
    except LawrefError as err:
        return f"error {error_line(err)}"
    except Exception as err:  # noqa: BLE001 - the server goes on; the error is its one line
        return f"error {type(err).__name__}: {' '.join(str(err).split())}"
    return "ok"


if __name__ == "__main__":
    sys.exit(main())
