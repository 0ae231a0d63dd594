"""The in-browser search in a real browser (Playwright driving Debian's chromium): Material's search box with
lawref's worker, over http and from a folder (file://), the id jump, and the same top clauses as
`lawref search` on the eval queries. A missing browser fails these tests; it never skips them."""

from __future__ import annotations

import functools
import http.server
import random
import tempfile
import threading
from pathlib import Path

import pytest
import yaml

import chromium
from lawref.ids import normalize_id
from lawref.search import analysis
from sitebuild import REPO, default_site

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
INPUT = "input[data-md-component=search-query]"
EVAL_QUERIES = REPO / "tests" / "search_eval" / "queries.yaml"
# The ids of the clauses a result list shows, in order (each clause's title starts with <code>ID</code>).
RESULT_IDS = """() => [...document.querySelectorAll('.md-search-result__item article h2 code')]
                       .map(code => code.textContent)"""


@pytest.fixture(scope="module")
def site() -> Path:
    return default_site()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = chromium.launch(playwright, CHROMIUM_ARGS)
        yield browser
        browser.close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server(site):
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                            functools.partial(_QuietHandler, directory=str(site)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.errors = errors
    yield page
    context.close()


def search(page, query: str) -> list[str]:
    """Type a query into the header search box and return the clause ids shown, best first."""
    page.click(INPUT)
    page.fill(INPUT, query)
    # fill() types Cyrillic without key events, and Material searches on keyup: the user's last key.
    page.keyboard.press("End")
    page.wait_for_function(
        "q => document.querySelector('.md-search-result__meta').textContent !== '' && "
        "document.querySelector('[data-md-component=search-query]').value === q && "
        "document.querySelectorAll('.md-search-result__item').length > 0", arg=query, timeout=15_000)
    return page.evaluate(RESULT_IDS)


@pytest.mark.parametrize("query, first", [
    ("партнёр вистующего выбирает продолжение", "70D2"),  # ё, and forms the text does not have
    ("возражение оппонента", "70B2"),  # "возражения оппонентов" in the text
    ("заявлений о козырях не делал", "70C1"),
    ("реконтры", "29.1"),  # "реконтру" in the text; pymorphy3 does not know the word (an override)
])
def test_an_inflected_form_finds_the_clause_first(page, server, query, first):
    page.goto(server + "laws/70.html")
    assert search(page, query)[0] == first
    assert not page.errors


def test_a_word_still_being_typed_matches_by_prefix(page, server):
    page.goto(server + "index.html")
    ids = search(page, "претенз")  # no word has this form: the forms it begins are searched
    assert "70A" in ids
    marks = page.evaluate("() => [...document.querySelectorAll('.md-search-result__item mark')].map(m => m.textContent)")
    assert marks and all(analysis.fold(m).startswith("претенз") for m in marks)


def test_search_works_from_a_folder_opened_over_file_url(page, site):
    requests: list[str] = []
    page.on("request", lambda req: requests.append(req.url))
    page.goto((site / "laws" / "70.html").as_uri())
    ids = search(page, "у оппонентов остались козыри")
    assert ids[0] in ("70C", "70C2")
    assert not [url for url in requests if not url.startswith("file://")]
    assert any("/search/lawref/f/" in url for url in requests)  # the form map, loaded with <script>
    page.click(".md-search-result__item article h2 >> nth=0")
    page.wait_for_url("**/laws/70.html#70C*")
    assert not page.errors


@pytest.mark.parametrize("typed, url", [
    ("70с2", "laws/70.html#70C2"),  # a Cyrillic с, as on a Russian keyboard
    ("29.2", "laws/29.html#29.2"),
    ("c30", "laws/30.html#c30"),
])
def test_typing_an_id_and_enter_jumps_to_the_clause(page, server, typed, url):
    page.goto(server + "index.html")
    canonical = normalize_id(typed)
    assert search(page, typed)[0] == canonical
    page.keyboard.press("Enter")
    page.wait_for_url(server + url)
    anchor = url.split("#")[1]
    assert page.evaluate("a => !!document.getElementById(a)", anchor)


def test_snippets_show_markup_literally_and_mark_the_matched_words(page, server):
    page.goto(server + "index.html")
    search(page, "нормальной игре")
    article = page.locator(".md-search-result__item article:has(h2 code)").first
    assert "<*>" in article.inner_text()  # the footnote marker as text, never a tag
    assert page.evaluate("() => document.querySelectorAll('.md-search-result__list *').length") == \
        page.evaluate("() => document.querySelectorAll('.md-search-result__list :is(li,a,article,h1,h2,code,"
                      "mark,p,div,del,details,summary,nav,span)').length")
    marks = article.locator("mark").all_inner_texts()
    assert {analysis.fold(m) for m in marks} >= {"нормальной", "игре"}


@pytest.fixture(scope="module")
def python_index(corpus):
    from lawref.search.index import write_index

    with tempfile.TemporaryDirectory(prefix="lawref-ix-") as folder:
        ix = write_index(corpus, Path(folder))
        yield ix
        ix.close()


def browser_engine(page, server):
    """A page with the engine loaded in it (the worker runs the same code), for calling it directly."""
    page.goto(server + "index.html")
    page.add_script_tag(url=server + "assets/js/search-engine.js")
    page.evaluate("""base => {
        window.engine = new LawrefSearch.Engine(base, url => new Promise((ok, fail) => {
            const s = document.createElement('script'); s.src = url; s.onload = ok; s.onerror = fail;
            document.head.appendChild(s);
        }));
    }""", server + "search/lawref/")


def test_same_top_clauses_as_lawref_search_on_the_eval_queries(page, server, python_index):
    from lawref.search import query as pyquery

    browser_engine(page, server)
    queries = [entry["q"] for entry in yaml.safe_load(EVAL_QUERIES.read_text("utf-8"))]
    assert len(queries) >= 20
    differ = []
    for q in queries:
        hits, _ = pyquery.run(python_index, pyquery.parse(q), limit=10)
        expected = [h.id for h in hits]
        got = page.evaluate("q => engine.search(q).then(rs => rs.slice(0, 10).map(r => r.id))", q)
        assert expected, q
        if got != expected:
            differ.append(f"{q!r}: browser {got}, lawref search {expected}")
    assert not differ, "\n".join(differ)


TYPED_IDS = ["70C2", "70с2", "70 C 2", "27В1(b)", "27в1б", "27B1b", "12C1(e)(i)", "12c1ei", "29.2", "27.7(iii)",
             "27.7.iii", "c27", "с27", "C27", "comm27", "70.fn1", "27.exС", "27.8.note1", "c27.note1", "1H1D", "1H",
             "27b", "2017", "70", "070", "27.0(ii)", "abc", "", "70C2)", "70(C)"]


def test_ids_are_read_as_lawref_reads_them(page, server):
    browser_engine(page, server)
    page.evaluate("() => engine.ready()")
    typed = TYPED_IDS + [t.replace("\n", "") for t in _random_texts(400)]
    got = page.evaluate("ids => ids.map(t => [engine.ids.normalize(t), engine.ids.asId(t)])", typed)
    expected = [[normalize_id(t), analysis._as_id(t)] for t in typed]
    assert dict(zip(typed, got)) == dict(zip(typed, expected))


def _random_texts(count: int) -> list[str]:
    """Strings made of the characters ids and words are built from (fixed seed: the same every run)."""
    rng = random.Random(20261129)
    alphabet = "аВвсСбеЕbBcCeiIхx1270.()-_ ёЁ*«\n"
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 14))) for _ in range(count)]


def test_tokens_are_cut_as_the_python_analyser_cuts_them(page, server, corpus):
    browser_engine(page, server)
    page.evaluate("() => engine.ready()")
    texts = [c.text for c in corpus if c.text][:80] + ["см.Правило 31", "Правилу\n27В1(b)", "1H 1D 2D", "E-W",
                                                       "какой-либо 12345 27.7(iii), 70.fn1 c27"]
    texts += _random_texts(400)
    got = page.evaluate("ts => ts.map(t => engine.ids.rawTokens(t))", texts)
    expected = [[[s, e, c] for s, e, c in analysis.raw_tokens(t)] for t in texts]
    assert dict(zip(texts, got)) == dict(zip(texts, expected))


ODD_QUERIES = ["constructor", "__proto__", "toString hasOwnProperty", "*", "\"", "«»", "ё", "(", "27В1(", "c",
               "<img src=x onerror=alert(1)>", "a" * 2000, "претензия " * 40, "\u200b", "70C2 70C2 70C2"]


def test_odd_queries_neither_fail_nor_inject_markup(page, server):
    browser_engine(page, server)
    failed = page.evaluate("""async queries => {
        const failed = [];
        for (const q of queries) {
            try { engine.materialResult(await engine.search(q)); } catch (err) { failed.push(q.slice(0, 30) + ': ' + err); }
        }
        return failed;
    }""", ODD_QUERIES)
    assert failed == []
    page.goto(server + "index.html")
    search(page, "претензия <img src=x onerror=alert(1)>")
    assert page.locator(".md-search-result__list img").count() == 0
    assert not page.errors
