"""mkdocs build hook (listed under `hooks:` in mkdocs.yml): the corpus becomes pages, data and the booklet.

Events, in the order mkdocs calls them:
  on_config         load the corpus once per build (`LAWREF_CORPUS` or corpus/); set the nav from it
  on_files          add the generated pages (lawref.site.pages) and the go-to data script, in memory
                    (nothing is written into site_src/); take the booklet (lawref.booklet) from the cache,
                    typeset when the corpus or code changed, and add it too, so that mkdocs checks the
                    links to it like any other; without pango, a page saying how to get it instead
  on_page_markdown  fill the placeholders of the hand-written home page (go-to box, grid of Laws, booklet)
  on_post_build     write the search data (lawref.site.search_data) into the built site
  on_serve          `mkdocs serve` also watches $LAWREF_CORPUS (mkdocs.yml's `watch:` covers corpus/)
Any error names the file:line, page or clause and stops the build (mkdocs prints it without a traceback).
"""

from __future__ import annotations

import html
import importlib
import os
import sys
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
    names = ("cache", "errors", "corpus.pipeline", "booklet", "site.assets", "site.pages", "site.search_data", "site.urls")
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
    config.nav = _nav(corpus)
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


def _nav(corpus) -> list:
    pages, urls = _state["lib"].pages, _state["lib"].urls
    laws = [{pages.law_nav_title(corpus, law): urls.law_page(law)} for law in pages.page_laws(corpus)]
    return [{"Главная": "index.md"}, {"Правила": laws}, {"Глоссарий": "glossary.md"},
            {"Перекрёстные ссылки": "xref.md"}, {"Источники": "sources.md"}, {"Скачать буклет": urls.BOOKLET}]


def on_files(files: Files, config) -> Files:
    corpus = _corpus()
    pages, assets, urls = _state["lib"].pages, _state["lib"].assets, _state["lib"].urls
    for src_uri, markdown in pages.generate(corpus).items():
        if files.get_file_from_path(src_uri) is not None:
            raise PluginError(f"lawref: site_src/{src_uri} would be overwritten by a generated page; rename it")
        files.append(File.generated(config, src_uri, content=markdown))
    files.append(File.generated(config, assets.DATA_SCRIPT, content=assets.data_script(corpus)))
    # The booklet takes seconds to typeset: `mkdocs serve` reuses it until the corpus or the code changes.
    cache = _state["lib"].cache
    public, site_url = os.environ.get("LAWREF_PUBLIC") == "1", config.site_url or None
    key = cache.content_key(cache.corpus_files(), cache.pipeline_files(), _booklet_code_files(),
                            salt=f"booklet public={public} site={site_url}")
    pango = importlib.import_module("lawref.booklet.pango")
    try:
        out = cache.cached_file("booklet", key, ".pdf",
                                lambda path: _typeset_booklet(corpus, path, public=public, site_url=site_url))
    except pango.BookletUnavailable as err:
        return _without_booklet(files, config, err)
    except _state["lib"].errors.LawrefError as err:
        raise PluginError(f"lawref: booklet: {err}") from None
    files.append(File.generated(config, urls.BOOKLET, abs_src_path=str(out)))
    return files


def _typeset_booklet(corpus, path: Path, **options) -> None:
    importlib.import_module("lawref.booklet.pango").require_weasyprint()
    _state["lib"].booklet.build_booklet(corpus, path, **options)


def _without_booklet(files: Files, config, err) -> Files:
    """No pango: the site is built all the same; the booklet's links lead to a page saying how to get it."""
    no_booklet = importlib.import_module("lawref.site.no_booklet")
    # Not mkdocs' logger: under `strict: true` its warnings stop the build, and this one must not.
    print(f"WARNING -  lawref: {err}; the site is built without the booklet", file=sys.stderr)
    files.append(File.generated(config, no_booklet.PAGE, content=no_booklet.markdown()))
    config.nav = no_booklet.relink(config.nav, _state["lib"].urls.BOOKLET, no_booklet.PAGE)
    _state["booklet_link"] = no_booklet.PAGE
    return files


def _booklet_code_files() -> list[Path]:
    folder = Path(_state["lib"].booklet.__file__).parent
    return sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def on_page_markdown(markdown: str, page, config, files) -> str:
    if page.file.src_uri != "index.md":
        return markdown
    corpus = _corpus()
    pages, assets, urls = _state["lib"].pages, _state["lib"].assets, _state["lib"].urls
    filled = markdown.replace("<!-- lawref:goto -->", assets.goto_form())
    filled = filled.replace("<!-- lawref:laws-grid -->", pages.laws_grid(corpus))
    booklet = _state.get("booklet_link", urls.BOOKLET)  # no_booklet.PAGE when pango is missing
    return filled.replace("<!-- lawref:booklet -->", f"[Скачать буклет (PDF)]({booklet}){{ .md-button }}")


def on_post_build(config) -> None:
    try:
        _state["lib"].search_data.write_search_data(_corpus(), Path(config.site_dir))
    except _state["lib"].errors.LawrefError as err:
        raise PluginError(f"lawref: search data: {err}") from None


def on_serve(server, config, builder):
    if corpus_dir := os.environ.get("LAWREF_CORPUS"):
        server.watch(corpus_dir)
    return server
