"""mkdocs build hook (listed under `hooks:` in mkdocs.yml): the corpus becomes pages, data and the booklet.

Events, in the order mkdocs calls them:
  on_startup        remember whether this is `mkdocs serve` (the offline app stays off there), and whether it
                    is `serve --dirty` (`make serve`): the editor's loop (lawref.site.editloop), where a
                    rebuild re-reads only the edited files, renders only the pages that changed, makes the
                    search data and the booklet in the background after the reload, and a corpus error keeps
                    the last good build served with a bar naming file:line
  on_config         load the corpus once per build (`LAWREF_CORPUS` or corpus/; `LAWREF_CORPUS_FACTORY=module:func`
                    for a hand-made Corpus in tests); `LAWREF_PUBLIC=1` keeps only what may be reproduced
                    (lawref.corpus.rights.public_corpus) and logs what it left out; set the nav from it
  on_files          add the generated pages (lawref.site.pages) and the go-to data script, in memory
                    (nothing is written into site_src/); serve the site's scripts minified (lawref.site.assets);
                    take the booklet (lawref.booklet) from the cache, or start typesetting it beside the build
                    when the corpus or code changed, and add it too, so that mkdocs checks the links to it like
                    any other; without pango, a page saying how to get it instead
  on_env            keep the menu's items a page does not open, rendered once per build (lawref.site.navmemo)
  on_page_markdown  leave every page out of Material's search index (ours replaces it; not with
                    LAWREF_SEARCH=material); fill the placeholders of the hand-written home page (go-to box,
                    grid of Laws, booklet)
  on_post_build     write the search data (lawref.site.search_data), then wait for the booklet being typeset
                    and put it into the built site, then, last of all, the service worker that caches every file of
                    the build (lawref.site.pwa). In the editor's loop the search data (started in on_files, so
                    made while the pages render) and the booklet are background jobs (editloop.Background, one
                    lane each) that swap their result into the site when ready
  on_serve          `mkdocs serve` also watches $LAWREF_CORPUS (mkdocs.yml's `watch:` covers corpus/); the
                    server's pages carry the bar of a broken edit (editloop.Banner)
Any error names the file:line, page or clause and stops the build (mkdocs prints it without a traceback).
"""

from __future__ import annotations

import html
import importlib
import importlib.util
import logging
import os
import pickle
import shlex
import shutil
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

# mkdocs loads this hook once per process, but `mkdocs serve` calls on_config again after every edit
# (it watches tools/lawref too): the lawref modules are re-imported there so that code edits take effect.
_state: dict = {}
_command = {"name": "build", "dirty": False}  # kept across on_config, which clears _state
# Kept across the builds of one `mkdocs serve --dirty`: lawref's modules while its code is unchanged (a re-import
# costs a second, the morphology's dictionaries most of it), the editor's loop, the last good corpus, the error.
_kept: dict = {}
log = logging.getLogger("mkdocs.hooks.lawref")
SEARCH_WAIT = 1  # seconds an edit's reload waits for its search data; later, it reloads the pages again itself
PACKAGE = Path(__file__).resolve().parents[1]  # tools/lawref


def _import_lawref() -> SimpleNamespace:
    for name in [n for n in sys.modules if n == "lawref" or n.startswith("lawref.")]:
        del sys.modules[name]
    # full names: tests/test_layers.py reads them
    names = ("lawref.corpus.cache", "lawref.errors", "lawref.corpus.pipeline", "lawref.corpus.rights", "lawref.booklet",
             "lawref.site.assets", "lawref.site.editloop", "lawref.site.navmemo", "lawref.site.pages",
             "lawref.site.pwa", "lawref.site.search_data", "lawref.site.templates", "lawref.urls")
    mods = {name.split(".")[-1]: importlib.import_module(name) for name in names}
    return SimpleNamespace(**mods)


def _lawref() -> SimpleNamespace:
    """lawref's modules: imported afresh for every build, except in the editor's loop while no file of the code
    changed (then the loop's memo of parsed sources goes with the old modules)."""
    if not _looping():
        return _import_lawref()
    stamp = _code_stamp()
    if _kept.get("code") != stamp or "lib" not in _kept:
        written = _kept["lib"].changes.written if "lib" in _kept else {}
        _kept.update(lib=_import_lawref(), code=stamp)
        _kept["lib"].memo = _kept["lib"].editloop.SourceMemo()
        _kept["lib"].changes = _kept["lib"].editloop.Changes(written)
        _kept.pop("good", None)  # a corpus of the old modules' classes
    return _kept["lib"]


def _code_stamp() -> str:
    from lawref.site.editloop import tree_stamp  # lawref is importable here: the hook runs with it installed

    return tree_stamp(PACKAGE)


def _looping() -> bool:
    """`mkdocs serve --dirty`: the editor's loop (mkdocs keeps the pages the loop does not render again)."""
    return _command["name"] == "serve" and bool(_command["dirty"])


def _corpus():
    if "corpus" not in _state:
        raise PluginError("lawref: the corpus was not loaded (on_config did not run)")
    return _state["corpus"]


def on_startup(command, dirty):
    _command.update(name=command, dirty=dirty)
    if _looping():
        logging.getLogger("mkdocs.commands.build").addFilter(_DirtyNotice())
        editloop = importlib.import_module("lawref.site.editloop")
        _kept["background"] = editloop.Background(_say, log.info)  # the booklet
        _kept["search_lane"] = editloop.Background(_say, log.info)  # the search data: never behind a booklet
        # Every jinja Environment of this process (mkdocs' and Material's search plugin's, one per build) keeps
        # its compiled templates (editloop.TemplateCache): the one class-level patch, for `serve --dirty` only.
        from mkdocs.theme import Theme
        Theme.get_env = editloop.TemplateCache().wrap(Theme.get_env)


class _DirtyNotice(logging.Filter):
    """mkdocs warns at every dirty build that its navigation may be stale; the loop renders every page when the
    navigation changes, and under `strict: true` the warning would stop each build."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("A 'dirty' build is being performed")


def _say(line: str) -> None:
    # Not mkdocs' logger: under `strict: true` its warnings and errors stop the build, and the server must go on.
    print(f"WARNING -  {line}", file=sys.stderr, flush=True)


def on_config(config):
    if earlier := _state.get("booklet"):  # `mkdocs serve`: a build that stopped before on_post_build
        earlier.join()
    _state.clear()
    lib = _state["lib"] = _lawref()
    try:
        corpus = _load_corpus(lib)
    except lib.errors.LawrefError as err:
        if not _looping() or "good" not in _kept:
            raise PluginError(f"lawref: {lib.editloop.error_line(err)}") from None
        # A broken edit while serving: the last good corpus is built again (nothing changes on disk), the
        # terminal says where in one line and every page served carries the same line (on_serve's Banner).
        _kept["error"] = lib.editloop.error_line(err)
        _say(f"lawref: правка не собрана: {_kept['error']} — показана последняя удачная сборка")
        corpus = _kept["good"]
    else:
        if _looping():
            if _kept.pop("error", None):
                log.info("lawref: правка собрана, ошибки нет")
            _kept["good"] = corpus
    _state["left_out"] = ()
    _state["full_corpus"] = corpus  # the booklet drops personal sources itself, to name them on its cover
    if _public():
        _state["left_out"] = lib.rights.personal_sources(corpus)
        corpus = lib.rights.public_corpus(corpus)
        for source in _state["left_out"]:
            log.info(f"lawref: публичная сборка: не включено «{source.title}» ({source.path}: rights = personal)")
    _state["corpus"] = corpus
    config.nav = lib.pages.nav(corpus)
    # Every page's footer carries each source's notice (Material prints `copyright` as HTML: escape it).
    notices = dict.fromkeys(s.copyright.rstrip(". ") for s in corpus.sources if s.copyright)
    footer = "; ".join(notices) + (". " if notices else "") + "Подробнее — на странице «Источники»."
    config.copyright = html.escape(footer)
    # The offline plugin adds the iframe-worker shim from unpkg.com so that Material's search worker runs
    # over file://. lawref's search runs in the page there (site_src/assets/js/search-shim.js), and a
    # site on a USB stick must not fetch from the network: drop it.
    polyfills = config.extra.get("polyfills") or []
    config.extra["polyfills"] = [p for p in polyfills if "unpkg.com/iframe-worker" not in str(p)]
    return config


def _public() -> bool:
    """LAWREF_PUBLIC=1 mkdocs build: a build for the public, without sources for personal use only."""
    return os.environ.get("LAWREF_PUBLIC", "") not in ("", "0")


def _load_corpus(lib):
    """The corpus files, or a hand-made Corpus from `LAWREF_CORPUS_FACTORY=module:function` (a seam for tests
    of corpus shapes the parser does not produce yet; the module is imported from sys.path)."""
    factory = os.environ.get("LAWREF_CORPUS_FACTORY", "")
    if not factory:
        return lib.memo.load() if _looping() else lib.pipeline.load_corpus()
    module, _, function = factory.partition(":")
    try:
        return getattr(importlib.import_module(module), function or "corpus")()
    except (ImportError, AttributeError) as err:
        raise lib.errors.LawrefError.labelled("corpus_factory", factory=shlex.quote(factory), detail=err) from None


def on_files(files: Files, config) -> Files:
    corpus = _corpus()
    pages, assets = _state["lib"].pages, _state["lib"].assets
    booklet = _booklet_file(config)  # first: a booklet to typeset starts now, beside the rest of the build
    generated = pages.generate(corpus, _state["left_out"])
    for src_uri, markdown in generated.items():
        if files.get_file_from_path(src_uri) is not None:
            raise PluginError(f"lawref: site_src/{src_uri}: на этом месте создаётся страница сайта; переименуйте файл")
        files.append(File.generated(config, src_uri, content=markdown))
    files.append(File.generated(config, assets.DATA_SCRIPT, content=assets.data_script(corpus)))
    for file in files:  # the hand-written scripts, served minified (site_src keeps them readable)
        if file.abs_src_path and assets.is_site_script(file.src_uri):
            file.content_string = assets.minified(file.content_string)
    if isinstance(booklet, Exception):
        files = _without_booklet(files, config, booklet)
    else:
        files.append(booklet)
    if _looping():
        _plan_pages(files, config, generated)
        _search_beside_pages(Path(config.site_dir))
    return files


def on_env(env, config, files):
    # Material renders the whole menu for every page: the items a page does not open are rendered once per build
    _state["lib"].navmemo.install(env)
    # and jinja compiles every template in every build: the compiled code is kept in the cache
    _state["lib"].templates.install(env, _state["lib"].cache.cache_root())
    return env


def _search_beside_pages(site_dir: Path) -> None:
    """The editor's loop: when the corpus (or the code) changed, its search data is made by the search worker
    while mkdocs renders the pages (on another core), and swapped into the site when ready; on_post_build waits
    for it (see there)."""
    lib = _state["lib"]
    corpus = _corpus()
    key = lib.editloop.digest(pickle.dumps(corpus, protocol=pickle.HIGHEST_PROTOCOL), _kept.get("code", ""),
                              os.environ.get("LAWREF_SEARCH", ""))
    if _kept.get("search_key") == key:
        return
    _kept["search_key"] = key
    site_dir.mkdir(parents=True, exist_ok=True)
    first = not (site_dir / lib.search_data.DATA_DIR).is_dir()
    reload = lambda: lib.editloop.reload_browsers(_kept.get("server"))  # noqa: E731
    _state["search_job"] = _kept["search_lane"].submit("поисковые данные", lib.editloop.search_job(
        corpus, site_dir, _search_worker(lib), installed=reload))
    _state["search_first"] = first


def _plan_pages(files: Files, config, generated: dict[str, str]) -> None:
    """The editor's loop: mark the pages mkdocs must render again (lawref.site.editloop.Changes). A page's input is
    its Markdown, and the home page's what _fill_home fills in; every page when the navigation, footer,
    templates (site_src/overrides), mkdocs.yml or the code changed."""
    lib = _state["lib"]
    inputs: dict[str, str | bytes] = dict(generated)
    home = files.get_file_from_path("index.md")
    if home is not None and home.abs_src_path:
        filled = _fill_home("<!-- lawref:goto --><!-- lawref:laws-grid --><!-- lawref:booklet -->", config)
        inputs["index.md"] = Path(home.abs_src_path).read_bytes() + filled.encode("utf-8")
    overrides = Path(config.theme.custom_dir) if config.theme.custom_dir else None
    everything = lib.editloop.digest(repr(config.nav), str(config.copyright), repr(dict(config.extra)),
                                     Path(config.config_file_path).read_bytes() if config.config_file_path else b"",
                                     lib.editloop.tree_stamp(overrides) if overrides else "", _kept.get("code", ""))
    lib.changes.plan(files, inputs, everything)


def _booklet_file(config):
    """The booklet's File; or the reason it cannot be typeset here (no pango).

    The booklet takes seconds to typeset: `mkdocs serve` reuses it until the corpus or the code changes. When it
    must be typeset, that runs beside mkdocs (a thread here, its layout in worker processes) until on_post_build
    puts it into the site; mkdocs copies an empty placeholder meanwhile, and checks the links to it all the same.
    """
    lib = _state["lib"]
    public, site_url = _public(), config.site_url or None
    key = lib.cache.content_key(lib.cache.corpus_files(), lib.cache.pipeline_files(), _booklet_code_files(),
                                _factory_files(), salt=f"booklet {_variant()} site={site_url}")
    cached = lib.cache.cache_path("booklet", key, ".pdf")
    if cached.is_file():
        return File.generated(config, lib.urls.BOOKLET, abs_src_path=str(cached))
    pango = importlib.import_module("lawref.booklet.pango")
    try:
        pango.require_weasyprint()
    except pango.BookletUnavailable as err:
        return err
    build, corpus = lib.booklet.build_booklet, _state["full_corpus"]
    make = lambda stop=None: lib.cache.cached_file(  # noqa: E731 - stop: the editor's loop's (editloop.file_job)
        "booklet", key, ".pdf", lambda path: build(corpus, path, public=public, site_url=site_url, stop=stop))
    served = Path(config.site_dir) / lib.urls.BOOKLET
    # In the editor's loop a booklet is typeset after the pages are served, the site keeping the last one
    # meanwhile; the first build has none to keep, so it waits for it as any build does (never a 404 for the
    # booklet's link: the bare-machine test fetched one).
    if _looping() and served.is_file() and served.stat().st_size:
        _state["booklet_job"] = (key, make)
        file = File.generated(config, lib.urls.BOOKLET, content=b"")
        lib.editloop.keep_existing(file)
        return file
    _state["booklet"] = _Booklet(make, lib.errors.LawrefError)
    return File.generated(config, lib.urls.BOOKLET, content=b"")


class _Booklet(threading.Thread):
    """The booklet typeset beside the rest of the build; `path()` waits for it and reports its error."""

    def __init__(self, make, reported: type[Exception]):
        super().__init__(name="lawref-booklet")
        self._make, self._reported, self._path, self._error = make, reported, None, None
        self.start()

    def run(self) -> None:
        try:
            self._path = self._make()
        except BaseException as err:  # noqa: BLE001 - handed to the build's thread by path()
            self._error = err

    def path(self) -> Path:
        self.join()
        if isinstance(self._error, self._reported):
            raise PluginError(f"lawref: буклет: {self._error.in_language('ru')}") from None
        if self._error is not None:
            raise self._error
        return self._path


def _without_booklet(files: Files, config, err) -> Files:
    """No pango: the site is built all the same; the booklet's links lead to a page saying how to get it."""
    no_booklet = importlib.import_module("lawref.site.no_booklet")
    # Not mkdocs' logger: under `strict: true` its warnings stop the build, and this one must not.
    print(f"WARNING -  lawref: {err.in_language('ru')}; сайт собран без буклета", file=sys.stderr)
    files.append(File.generated(config, no_booklet.PAGE, content=no_booklet.markdown(
        importlib.import_module("lawref.booklet.pango").DEBIAN_PACKAGES)))
    config.nav = no_booklet.relink(config.nav, _state["lib"].urls.BOOKLET, no_booklet.PAGE)
    _state["booklet_link"] = no_booklet.PAGE
    return files


def _variant() -> str:
    """What besides the corpus files decides the build's content: a public build, a hand-made corpus."""
    public = "public" if _state["left_out"] else ""
    return f"{public} {os.environ.get('LAWREF_CORPUS_FACTORY', '')}".strip()


def _factory_files() -> list[Path]:
    module = os.environ.get("LAWREF_CORPUS_FACTORY", "").partition(":")[0]
    spec = importlib.util.find_spec(module) if module else None
    return [Path(spec.origin)] if spec and spec.origin else []


def _booklet_code_files() -> list[Path]:
    folder = Path(_state["lib"].booklet.__file__).parent
    return sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def on_page_markdown(markdown: str, page, config, files) -> str:
    if config.extra.get("lawref_search") != "material":
        # Material's search plugin would parse every rendered page into its index, which write_search_data then
        # replaces with an empty one (our search reads its own data): a tenth of a whole book's build. Its own
        # per-page switch leaves the page out of that index (LAWREF_SEARCH=material: indexed as before).
        page.meta["search"] = {**(page.meta.get("search") or {}), "exclude": True}
    return _fill_home(markdown, config) if page.file.src_uri == "index.md" else markdown


def _fill_home(markdown: str, config) -> str:
    """The hand-written home page with its placeholders filled in."""
    corpus = _corpus()
    pages, assets, urls = _state["lib"].pages, _state["lib"].assets, _state["lib"].urls
    filled = markdown.replace("<!-- lawref:goto -->", assets.goto_form())
    filled = filled.replace("<!-- lawref:laws-grid -->", pages.laws_grid(corpus))
    booklet = _state.get("booklet_link", urls.BOOKLET)  # no_booklet.PAGE when pango is missing
    return filled.replace("<!-- lawref:booklet -->", f"[Скачать буклет (PDF)]({booklet}){{ .md-button }}")


@event_priority(-100)  # after every plugin has written its files: the worker lists them all
def on_post_build(config) -> None:
    lib = _state["lib"]
    if not _looping():
        # Before the booklet is waited for: its body is laid out in worker processes meanwhile, so the search data
        # (~2 s of a whole book's build) no longer waits for them.
        try:
            lib.search_data.write_search_data(_corpus(), Path(config.site_dir))
        except lib.errors.LawrefError as err:
            raise PluginError(f"lawref: данные поиска: {lib.editloop.error_line(err)}") from None
    if typeset := _state.pop("booklet", None):
        shutil.copyfile(typeset.path(), Path(config.site_dir) / lib.urls.BOOKLET)
    if _looping():
        _background_after_reload(Path(config.site_dir))
    try:
        lib.pwa.write_service_worker(Path(config.site_dir), serving=_command["name"] == "serve",
                                     material_search=config.extra.get("lawref_search") == "material")
    except lib.errors.LawrefError as err:
        raise PluginError(f"lawref: офлайн-приложение: {lib.editloop.error_line(err)}") from None
    lib.pwa.open_to_readers(Path(config.site_dir))


def _background_after_reload(site_dir: Path) -> None:
    """The editor's loop: the pages are written; the search data (started in on_files) is awaited, the pages the
    corpus no longer has are removed, and the booklet (when not in the cache) is made in the background and
    swapped into the site when ready."""
    lib, background = _state["lib"], _kept["background"]
    reread = [lib.editloop.shown(p) for p in lib.memo.reread]
    log.info(f"lawref: перечитано файлов корпуса: {len(reread)}{' (' + ', '.join(reread) + ')' if reread else ''}; "
             f"страниц отрисовано: {len(lib.changes.rendered)} из {lib.changes.pages}")
    lib.changes.built()
    if lib.changes.removed:
        log.info(f"lawref: страниц убрано: {len(lib.changes.removed)} ({', '.join(lib.changes.removed)})")
    if search := _state.pop("search_job", None):
        # The browser reloads when this build ends: with the new search data in place, the reloaded page's search
        # reads one build's data (a page that read the old meta.js would ask for shards of the new). The first
        # build has none to keep and waits as long as it takes (never a 404); an edit's waits SEARCH_WAIT at most,
        # and data that lands later reloads the pages again (editloop.reload_browsers).
        first = _state.pop("search_first", False)
        search.done.wait(None if first else SEARCH_WAIT)
        if first and search.error:
            raise PluginError(f"lawref: данные поиска: {search.error}")
    booklet_key, make = _state.pop("booklet_job", (None, None))
    running = _kept.get("booklet_job")
    if make and not (_kept.get("booklet_key") == booklet_key and running and not running.done.is_set()):
        _kept["booklet_key"] = booklet_key
        _kept["booklet_job"] = background.submit("буклет", lib.editloop.file_job(make, site_dir / lib.urls.BOOKLET))


def _search_worker(lib):
    """The editor's loop's search worker (editloop.SearchWorker), one per import of the lawref code."""
    worker = _kept.get("search_worker")
    if worker is None or worker.code != _kept.get("code"):
        if worker is not None:
            worker.close()
        worker = _kept["search_worker"] = lib.editloop.SearchWorker(_kept.get("code", ""))
    return worker


def on_serve(server, config, builder):
    if corpus_dir := os.environ.get("LAWREF_CORPUS"):
        server.watch(corpus_dir)
    if _looping():
        _kept["server"] = server  # editloop.reload_browsers: search data that lands after its build
        banner = importlib.import_module("lawref.site.editloop").Banner
        server.set_app(banner(server.get_app(), lambda: _kept.get("error")))
    return server
