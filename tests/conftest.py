"""Shared fixtures: the default corpus parsed once, and a runner for the CLI in-process."""

from __future__ import annotations

import io
import shutil
import uuid
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "corpus"
SEEDS = sorted(CORPUS.glob("*.txt"))
LAW_SEED = CORPUS / "000_e2f9e180dbca6f62.txt"
COMMENTARY_SEED = CORPUS / "001_91c3f04bc14c0505.txt"


def pytest_configure(config):
    """Under pytest-xdist, give the run its id here on the controller (the workers get the same one), so that
    the controller can remove the site builds its workers shared (tests/sitebuild.py) when the run ends."""
    if (not hasattr(config, "workerinput") and getattr(config.option, "numprocesses", None)
            and getattr(config.option, "testrunuid", "unset") is None):
        config.option.testrunuid = uuid.uuid4().hex


# Test modules that wait for the same artefact made once per run (tests/sitebuild.py `once`) run on the same
# worker under `--dist loadfile` (make test): on two workers, one would sit on the lock while the other makes it.
SAME_WORKER = {"tests/test_bookgen.py": "the generated books", "tests/test_wholebook.py": "the generated books",
               # the offline app installed once a worker (`offline_installed`), read by both
               "tests/test_offline_app.py": "the offline app", "tests/test_offline_edges.py": "the offline app",
               # `comm2017_booklet`: test_booklet_lines sat 2-15 s on its lock while the other worker typeset it
               # for test_booklet_figures (TLPLUG_IDLE, docs/setup.md round 23)
               "tests/test_booklet_figures.py": "the comm2017 booklet",
               "tests/test_booklet_lines.py": "the comm2017 booklet",
               # lawref's source parsed once a process (tests/source_trees.py: ~1-1.4 s of CPU a parse)
               "tests/test_layers.py": "lawref's source trees", "tests/test_error_labels.py": "lawref's source trees",
               "tests/test_cli_terminal.py": "lawref's source trees"}


# The modules that cost most CPU, costliest first (seconds of CPU, setup + call + teardown with the processes they
# start, from an empty .cache/ under `-n 2 --dist loadfile`: docs/setup.md), started before every other module.
# pytest-xdist hands a worker the next module when it is nearly done with its own (greedy, in queue order); its
# own order puts the modules with most tests first, which left test_wholebook_site (one test, ~75 s) to start
# last and ran alone for a minute at the end. The generated books (test_bookgen + test_wholebook) go first, as
# they render the books that test_editions_books and test_wholebook_site read (`rendered_books`); the other worker
# starts with a long module that needs no books, so that it does not wait for them.
LONG_FIRST = (
    "tests/test_bookgen.py",  # with test_wholebook.py (SAME_WORKER): 76
    "tests/test_redteam.py",  # 27
    "tests/test_editions_books.py",  # 30
    "tests/test_wholebook_site.py",  # 45
    "tests/test_site_build.py",  # 21
    "tests/test_editloop.py",  # 19
    "tests/test_search_lexicon.py",  # 16
    "tests/test_formats_ocr.py",  # 16
    "tests/test_booklet_cli.py",  # 16
    "tests/test_site_variants.py",  # 12
    "tests/test_formats_more.py",  # 10
    # Long in wall, not in the worker's CPU (the browser's work, the offline app's downloads): 24.5 and 21 s of
    # wall for 2 s of CPU in round 25's run; started last, one ran alone for its ~20 s at the end (gw1 at 285-310 s,
    # gw0 done at 304). Round 25's three runs replayed with xdist's scheduling (bench/tlschedule.py): the later
    # worker's end 285.4, 267.4, 309.1 -> 282.7, 264.7, 306.2 s, within 0.5 s of half the tests' wall (round 26).
    "tests/test_site_search_browser.py",
    "tests/test_offline_app.py",  # with test_offline_edges.py (SAME_WORKER)
)


def pytest_collection_modifyitems(config, items):
    """The modules of LONG_FIRST first, in its order; the others after them as collected."""
    rank = {module: n for n, module in enumerate(LONG_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))  # stable: tests keep order


def pytest_xdist_make_scheduler(config, log):
    """`--dist loadfile` (each module on one worker, so its module fixtures are made once), with the modules of
    SAME_WORKER together, in collection order (LONG_FIRST first) rather than pytest-xdist's most tests first."""
    if config.getoption("dist", None) not in ("loadfile", "loadscope"):
        return None
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = False

    class ModulesTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return SAME_WORKER.get(module, module)

    return ModulesTogether(config, log)


def pytest_unconfigure(config):
    if not hasattr(config, "workerinput") and getattr(config.option, "testrunuid", None):
        from sitebuild import shared_dir

        shutil.rmtree(shared_dir(config.option.testrunuid), ignore_errors=True)


@pytest.fixture(scope="session")
def playwright():
    """One Playwright per worker for every browser test (tests/chromium.py: a second sync_playwright cannot start
    beside it, so a test module never starts its own)."""
    import chromium

    yield chromium.shared_playwright()
    chromium.stop_shared()


@pytest.fixture(scope="session")
def browser(playwright):
    """One headless Chromium per worker, shared by every browser test; each test opens its own context, without
    the site's service worker unless it asks for it (tests/chromium.py `Browser`)."""
    import chromium

    return chromium.shared_browser()


@pytest.fixture(scope="session")
def page_pool(browser):
    """This worker's kept tabs (tests/pagepool.py): a clean page for a test whose subject is a page, not a fresh
    browser, without a new context's cost; closed before the browser."""
    import pagepool

    pool = pagepool.PagePool(browser)
    yield pool
    pool.close()


@pytest.fixture(scope="session")
def offline_installed(browser):
    """The offline app after one visit, offline, its server gone (tests/offline.py `Installed`): installed once
    per worker for the tests that read it with the network cut, each in tabs of its own."""
    import offline

    from sitebuild import default_site

    installed = offline.Installed(browser, default_site())
    yield installed
    installed.close()


@pytest.fixture(scope="session")
def site_url():
    """The default site (tests/sitebuild.py) served over http on 127.0.0.1, once per worker."""
    from static_site import StaticServer

    from sitebuild import default_site

    with StaticServer(default_site()) as server:
        yield server.url


@pytest.fixture(scope="session")
def rendered_books():
    """(folder, manifest) of every rendering of seed 1's generated books (tests/bookgen: TXT, HTML, DOCX, PDF),
    written once per test run and shared by the pytest-xdist workers (tests/sitebuild.py `once`), where each
    worker wrote its own before (10-40 s each, most of it the PDFs). Read-only: a test that changes a file copies
    it first."""
    import json
    import pickle

    from bookgen.output import write_books
    from sitebuild import bookgen_key, kept, once

    def write(folder: Path) -> None:
        txt: dict = {}
        manifest = write_books(folder / "books", seed=1, keep_txt=txt)
        (folder / "manifest.json").write_text(json.dumps(manifest), "utf-8")
        (folder / "txt.pickle").write_bytes(pickle.dumps(txt))  # test_bookgen's `txt` (rendered_txt)

    key = bookgen_key("books seed 1, the TXT renderings kept")
    folder = once("books-seed1", lambda folder: kept("books-seed1", key, folder, write))
    return folder / "books", json.loads((folder / "manifest.json").read_text("utf-8"))


@pytest.fixture(scope="session")
def rendered_txt(rendered_books):
    """render_txt's TxtRendering of every TXT variant of seed 1 (the bytes and each line's kind), the ones
    `rendered_books` wrote, kept beside them: test_bookgen rendered all 14 again (~2 s of CPU). A copy for each
    worker."""
    import pickle

    return pickle.loads((rendered_books[0].parent / "txt.pickle").read_bytes())


@pytest.fixture(scope="session")
def seed_booklet():
    """(PDF, WeasyPrint's warnings, the report's unresolved pages) of the seed corpus's booklet with no option
    (what `lawref booklet -o FILE` writes), typeset once per test run and shared by the pytest-xdist workers
    (tests/sitebuild.py `once`) instead of once in each of four modules (~2.5 s of CPU each). Read-only."""
    import json
    import logging

    from sitebuild import once

    def make(folder: Path) -> None:
        from lawref.booklet import build_booklet
        from lawref.corpus.pipeline import load_corpus

        warnings: list[str] = []

        class Collect(logging.Handler):
            def emit(self, record):
                warnings.append(record.getMessage())

        logger, handler = logging.getLogger("weasyprint"), Collect(level=logging.WARNING)
        logger.addHandler(handler)
        try:
            report = build_booklet(load_corpus([CORPUS]), folder / "booklet.pdf")
        finally:
            logger.removeHandler(handler)
        (folder / "log.json").write_text(json.dumps({"warnings": warnings, "unresolved": report.unresolved}), "utf-8")

    folder = once("booklet-seeds", make)
    log = json.loads((folder / "log.json").read_text("utf-8"))
    return folder / "booklet.pdf", log["warnings"], log["unresolved"]


@pytest.fixture(scope="session")
def public_booklet():
    """(PDF, what the command wrote to stderr, its report's left-out titles) of `lawref booklet -o FILE --public` on
    the seed corpus, typeset once per test run and shared by the pytest-xdist workers (tests/sitebuild.py `once`):
    test_booklet_cli reads the command's message, test_booklet_pdf the report (build_booklet's, kept as the command
    gets it), both the PDF; each typeset it before (~2.5 s of CPU). Read-only."""
    import json

    from sitebuild import once

    def make(folder: Path) -> None:
        from lawref.booklet import render

        reports = []
        typeset = render.build_booklet

        def keep(*args, **kwargs):
            reports.append(typeset(*args, **kwargs))
            return reports[-1]

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(render, "build_booklet", keep)  # the command imports it from there when it runs
            patch.delenv("LAWREF_CORPUS", raising=False)
            done = run_cli("booklet", "-o", str(folder / "public.pdf"), "--public")
        assert done.code == 0 and len(reports) == 1, done.err
        (folder / "log.json").write_text(json.dumps({"err": done.err, "left_out": reports[0].left_out}), "utf-8")

    folder = once("booklet-public", make)
    log = json.loads((folder / "log.json").read_text("utf-8"))
    return folder / "public.pdf", log["err"], log["left_out"]


COMM2017 = REPO / "tests/redteam/comm2017/out/comm2017.odt"


@pytest.fixture(scope="session")
def comm2017_booklet():
    """The booklet of the red-team commentary comm2017 read from its ODT (`lawref booklet --corpus FILE.odt`:
    hand diagrams, references, a commentary laid out from a user's file), typeset once per test run and shared by
    the pytest-xdist workers (tests/sitebuild.py `once`). Read-only."""
    from sitebuild import once

    def make(folder: Path) -> None:
        done = run_cli("booklet", "--corpus", str(COMM2017), "-o", str(folder / "comm2017.pdf"))
        assert done.code == 0, done.err

    return once("booklet-comm2017", make) / "comm2017.pdf"


def score_once(paths: list[Path], truth: Path, *, site: bool = False):
    """redteam_score.score of a red-team rendering as it is, made once per test run and shared by the
    pytest-xdist workers (tests/sitebuild.py `once`): test_redteam scores every rendering, and test_formats_ocr
    compares each scan's reading after its review with the same reading before it (~0.5-3 s of CPU per scan)."""
    import hashlib
    import pickle

    from redteam_score import score

    from sitebuild import once

    name = "redteam-" + hashlib.sha256("\0".join(map(str, [*paths, truth, site])).encode()).hexdigest()[:16]

    def make(folder: Path) -> None:
        (folder / "score.pickle").write_bytes(pickle.dumps(score(list(paths), truth, site=site)))

    return pickle.loads((once(name, make) / "score.pickle").read_bytes())


def truth_search_data(truth: Path):
    """build_data(corpus_from_truth(truth)): the search data of a red-team book read straight from its truth.json,
    made once per test run and shared by the pytest-xdist workers (tests/sitebuild.py `once`), where 14 tests and
    fixtures in 8 modules each built the same data of tests/redteam/modern (~1.9 s of CPU each). Each call gives a
    copy of its own (unpickled, ~0.2 s), which a test may change as it changed the data it built."""
    import hashlib
    import pickle

    from sitebuild import once

    name = "truth-search-" + hashlib.sha256(str(Path(truth).resolve()).encode()).hexdigest()[:16]

    def make(folder: Path) -> None:
        from lawref.search.index import build_data
        from truth_corpus import corpus_from_truth

        (folder / "data.pickle").write_bytes(pickle.dumps(build_data(corpus_from_truth(truth))))

    return pickle.loads((once(name, make) / "data.pickle").read_bytes())


def truth_search_store(truth: Path):
    """A MemoryStore over `truth_search_data(truth)`: a copy of its own."""
    from lawref.search.store import MemoryStore

    return MemoryStore(truth_search_data(truth))


@pytest.fixture(scope="session")
def corpus():
    from lawref.corpus.pipeline import load_corpus

    return load_corpus([CORPUS])


@dataclass
class Result:
    code: int
    out: str
    err: str


def run_cli(*argv: str) -> Result:
    from lawref.cli import main

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exit_:  # argparse usage errors
            code = exit_.code if isinstance(exit_.code, int) else 2
    return Result(code, out.getvalue(), err.getvalue())


@pytest.fixture
def cli():
    return run_cli


@pytest.fixture
def corpus_copy(tmp_path):
    """A writable copy of the corpus folder (texts and metadata)."""
    target = tmp_path / "corpus"
    shutil.copytree(CORPUS, target)
    return target


LAW27_2017 = """ПРАВИЛО 27. НЕДОСТАТОЧНОЕ НАЗНАЧЕНИЕ

A. Принятие недостаточного назначения

1. Любое недостаточное назначение может быть принято по выбору левого оппонента нарушителя.

B. Недостаточное назначение не принято

Если недостаточное назначение не принято, нарушитель должен заменить его законным назначением:

1. Назначение той же деноминации:

(a) если оно наименьшее достаточное, торговля продолжается;

(b) если оно иное, партнёр нарушителя должен пасовать до конца торговли.
"""


@pytest.fixture
def corpus_with_law27(corpus_copy):
    """The seed corpus and a 2017 text of Law 27, which the 1987 commentary cites (references across
    editions: its «27В1(b)» may mean something else in the 2017 text)."""
    (corpus_copy / "002_law27.txt").write_text(LAW27_2017, "utf-8")
    (corpus_copy / "002_law27.toml").write_text(
        'kind = "law"\ntitle = "Правило 27 (редакция 2017 года)"\nedition = 2017\n', "utf-8")
    return corpus_copy


@pytest.fixture(scope="session")
def built_search_cache():
    """A LAWREF_CACHE holding the seed corpus's search data, built by `lawref index --quiet` once per test run and
    shared by the pytest-xdist workers (tests/sitebuild.py `once`): each cold build costs ~5 s of CPU, and the
    tests that only search (not the ones that test building) start from a copy of it (`warm_search_cache`)."""
    import os

    from sitebuild import once

    def make(folder: Path) -> None:
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("LAWREF_CACHE", str(folder))
            patch.delenv("LAWREF_CORPUS", raising=False)
            done = run_cli("index", "--quiet")
        assert done.code == 0, done.err
        assert os.listdir(folder), "lawref index wrote nothing"

    return once("search-cache-seed", make)


@pytest.fixture
def warm_search_cache(built_search_cache, tmp_path, monkeypatch):
    """This test's own LAWREF_CACHE (tmp_path/cache, writable), holding a copy of the seed corpus's search data."""
    shutil.copytree(built_search_cache, tmp_path / "cache")
    monkeypatch.setenv("LAWREF_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("LAWREF_CORPUS", raising=False)
    return tmp_path / "cache"


def seed_search_data(corpus):
    """build_data(corpus) of the seed corpus (the session's `corpus`), made once per test run and shared by the
    pytest-xdist workers (tests/sitebuild.py `once`), where each worker's `search_store` and three modules
    (test_search_parity, test_search_suggest, test_situations) each built it (~0.8 s of CPU each). Each call gives
    a copy of its own (unpickled, ~0.1 s)."""
    import pickle

    from sitebuild import once

    def make(folder: Path) -> None:
        from lawref.search.index import build_data

        (folder / "data.pickle").write_bytes(pickle.dumps(build_data(corpus)))

    return pickle.loads((once("search-data-seed", make) / "data.pickle").read_bytes())


@pytest.fixture(scope="session")
def search_store(corpus):
    """The search data of the seed corpus, in memory (lawref.search.store.MemoryStore)."""
    from lawref.search.store import MemoryStore

    return MemoryStore(seed_search_data(corpus))


def search_ids(store, text, **options):
    """The ids `lawref search` finds for `text`, best first."""
    from lawref.search import engine, query

    hits, _ = engine.search(store, query.read(text, store, exact=options.pop("exact", False)), **options)
    return [h.id for h in hits]
