"""mkdocs build hook (listed under `hooks:` in mkdocs.yml): the corpus becomes pages, data and the booklet.

Events, in the order mkdocs calls them:
  on_config         load the corpus once per build (`LAWREF_CORPUS` or corpus/); set the nav from it
  on_files          add the generated pages (lawref.site.pages), the go-to data script and the booklet,
                    in memory: nothing is written into site_src/
  on_page_markdown  fill the placeholders of the hand-written home page (go-to box, grid of Laws)
  on_post_build     write the search data (lawref.site.search_data, when present)
Any error names the file:line, page or clause and stops the build (mkdocs prints it without a traceback).
"""

from __future__ import annotations

import html
import importlib
import shutil
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

# mkdocs loads this hook once per process, but `mkdocs serve` calls on_config again after every edit
# (it watches tools/lawref too): the lawref modules are re-imported there so that code edits take effect.
_state: dict = {}


def _import_lawref() -> SimpleNamespace:
    for name in [n for n in sys.modules if n == "lawref" or n.startswith("lawref.")]:
        del sys.modules[name]
    names = ("errors", "pipeline", "site.assets", "site.pages", "site.urls")
    mods = {name.split(".")[-1]: importlib.import_module(f"lawref.{name}") for name in names}
    return SimpleNamespace(**mods)


def _corpus():
    if "corpus" not in _state:
        raise PluginError("lawref: the corpus was not loaded (on_config did not run)")
    return _state["corpus"]


def on_config(config):
    _state.clear()
    lib = _state["lib"] = _import_lawref()
    try:
        corpus = lib.pipeline.load_corpus()
    except lib.errors.LawrefError as err:
        raise PluginError(f"lawref: {err}") from None
    _state["corpus"] = corpus
    _state["booklet"] = _booklet_builder()
    config.nav = _nav(corpus, with_booklet=_state["booklet"] is not None)
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


def _nav(corpus, *, with_booklet: bool) -> list:
    pages, urls = _state["lib"].pages, _state["lib"].urls
    laws = [{pages.law_nav_title(corpus, law): urls.law_page(law)} for law in pages.page_laws(corpus)]
    nav = [{"Главная": "index.md"}, {"Правила": laws}, {"Глоссарий": "glossary.md"},
           {"Перекрёстные ссылки": "xref.md"}, {"Источники": "sources.md"}]
    if with_booklet:
        nav.append({"Скачать буклет": urls.BOOKLET})
    return nav


def _booklet_builder():
    """lawref.booklet.build_booklet(corpus, out_path), or None while the booklet is not written yet.

    Guarded on purpose: the booklet is developed in parallel. Once build_booklet exists it is always called,
    and any error it raises fails the build.
    """
    try:
        module = importlib.import_module("lawref.booklet")
    except ModuleNotFoundError:
        return None
    return getattr(module, "build_booklet", None)


def on_files(files: Files, config) -> Files:
    corpus = _corpus()
    pages, assets, urls = _state["lib"].pages, _state["lib"].assets, _state["lib"].urls
    for src_uri, markdown in pages.generate(corpus).items():
        if files.get_file_from_path(src_uri) is not None:
            raise PluginError(f"lawref: site_src/{src_uri} would be overwritten by a generated page; rename it")
        files.append(File.generated(config, src_uri, content=markdown))
    files.append(File.generated(config, assets.DATA_SCRIPT, content=assets.data_script(corpus)))
    if _state["booklet"] is not None:
        tmp = Path(tempfile.mkdtemp(prefix="lawref-booklet-"))
        _state["tmp"] = tmp
        out = tmp / urls.BOOKLET
        try:
            _state["booklet"](corpus, out)
        except _state["lib"].errors.LawrefError as err:
            raise PluginError(f"lawref: booklet: {err}") from None
        files.append(File.generated(config, urls.BOOKLET, abs_src_path=str(out)))
    return files


def on_page_markdown(markdown: str, page, config, files) -> str:
    if page.file.src_uri != "index.md":
        return markdown
    corpus = _corpus()
    pages, assets, urls = _state["lib"].pages, _state["lib"].assets, _state["lib"].urls
    filled = markdown.replace("<!-- lawref:goto -->", assets.goto_form())
    filled = filled.replace("<!-- lawref:laws-grid -->", pages.laws_grid(corpus))
    booklet = (f"[Скачать буклет (PDF)]({urls.BOOKLET}){{ .md-button }}" if _state["booklet"] is not None
               else "")
    return filled.replace("<!-- lawref:booklet -->", booklet)


def on_post_build(config) -> None:
    corpus = _corpus()
    try:
        search_data = importlib.import_module("lawref.site.search_data")
    except ModuleNotFoundError as err:
        if err.name != "lawref.site.search_data":
            raise
        search_data = None  # the in-browser search is developed in parallel; Material's own search works
    if search_data is not None:
        try:
            search_data.write_search_data(corpus, Path(config.site_dir))
        except _state["lib"].errors.LawrefError as err:
            raise PluginError(f"lawref: search data: {err}") from None
    if tmp := _state.pop("tmp", None):
        shutil.rmtree(tmp, ignore_errors=True)
