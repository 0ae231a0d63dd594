"""The in-browser search in a real browser (Playwright driving Debian's chromium): Material's search box with
lawref's worker, over http and from a folder (file://), the id jump, what the list says above the results, and
the same top clauses (and the same «Показаны результаты для») as `lawref search` on every eval query. The
engine's rules (tokens, ids, ids in prose, keyboard layout, typo distance) are compared with Python's on
hundreds of strings. A missing browser fails these tests; it never skips them."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path

import pytest
import yaml

from lawref.ids import is_reader_id, normalize_id
from lawref.search import analysis
from lawref.search.build import shard_key
from lawref.search.expand import layout
from lawref.search.store import shard_file
from static_site import StaticServer

from sitebuild import REPO, default_site, search_scripts

INPUT = "input[data-md-component=search-query]"
EVAL_FILES = [REPO / "tests" / "search_eval" / name for name in ("queries.yaml", "queries_typed.yaml")]
SCRIPTS = search_scripts()  # the engine's scripts in load order (site_src/assets/js/search-scripts.js)
# The ids of the clauses a result list shows, in order (each clause's title starts with <code>ID</code>).
# Each result's clause id (search-render.js keeps it in data-lawref-id; a reader sees a name for the project's ids).
RESULT_IDS = """() => [...document.querySelectorAll('.md-search-result__item article h2 [data-lawref-id]')]
                       .map(el => el.dataset.lawrefId)"""


@pytest.fixture(scope="module")
def site() -> Path:
    return default_site()


@pytest.fixture(scope="module")
def server(site):
    with StaticServer(site) as served:
        yield served.url


@pytest.fixture
def page(page_pool):
    """A page of a kept tab (tests/pagepool.py), clean as a new context's; its script errors in `page.errors`."""
    with page_pool.page() as page:
        page.errors = []
        page.on("pageerror", lambda err: page.errors.append(str(err)))
        yield page


@pytest.fixture
def fresh_page(browser):
    """A page in a context of its own: for a test that counts the requests a page makes (a kept tab's HTTP
    cache is warm) or holds the page's clock (Playwright's clock stays on a page)."""
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


@pytest.mark.parametrize("query, first", [("претензии вистующего", "70D2"), ("реконтры", "29.1")])
def test_pasted_or_dictated_text_searches_with_no_key_pressed(page, server, query, first):
    """Paste, dictation and a keyboard's suggestions put text in the box with no key released (insertText):
    the results come all the same."""
    page.goto(server + "laws/70.html")
    page.click(INPUT)
    page.keyboard.insert_text(query)
    page.wait_for_function(
        "q => document.querySelector('[data-md-component=search-query]').value === q && "
        "document.querySelectorAll('.md-search-result__item').length > 0", arg=query, timeout=15_000)
    assert page.evaluate(RESULT_IDS)[0] == first
    assert not page.errors



def test_a_first_query_finds_a_small_collections_data_loaded_before_the_box_is_touched(browser, server):
    """What a small collection's first query needs (its texts, and its shards outside the start pack, rest.js)
    loads with the start pack, before anyone touches the box, so the first query, pasted at once, asks for no file at all, as
    Material's, which holds its whole index; and no search file is fetched twice. The offline app's service worker
    downloads every file of the site after the first page, search data included: its requests are not counted
    (the worker is allowed here, as a reader's browser has it)."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    requests: list[str] = []
    context.on("request", lambda req: None if req.service_worker else requests.append(req.url))
    page.goto(server + "laws/70.html")
    for _ in range(150):  # idle, up to 15 s: nobody touches the search box
        if any("/search/lawref/t/" in u for u in requests) and any(u.endswith("/search/lawref/rest.js") for u in requests):
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError(f"a small collection's texts and shards are not loaded before the first query: {requests}")
    before = len(requests)
    page.click(INPUT)
    page.keyboard.insert_text("претензии вистующего")
    page.wait_for_function("() => document.querySelectorAll('.md-search-result__item').length > 0",
                           timeout=15_000)
    assert [u for u in requests[before:] if "/search/lawref/" in u] == []
    assert page.evaluate(RESULT_IDS)[0] == "70D2"
    data = [u for u in requests if "/search/lawref/" in u]
    assert len(data) == len(set(data)), data
    assert not errors
    context.close()


def _watched_page(browser, block: str | None = None):
    """A page with no service worker (every request goes out, where the test sees it), its script errors and
    the URLs it requests; `block`: a URL pattern whose requests fail, as with the file gone."""
    context = browser.new_context(service_workers="block")
    if block:
        context.route(block, lambda route: route.abort())
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    requests: list[str] = []
    context.on("request", lambda req: requests.append(req.url))
    return context, page, errors, requests


def test_without_rest_js_a_first_query_fetches_its_words_shards_once(browser, server):
    """When rest.js cannot be had, a pasted first query fetches its words' shards from their own files, each once
    though the paste asks for them twice (the typing's prefetch, then the query), and finds what it finds with
    them."""
    context, page, errors, requests = _watched_page(browser, block="**/search/lawref/rest.js")
    page.goto(server + "laws/70.html")
    page.click(INPUT)
    page.keyboard.insert_text("претензии вистующего")
    page.wait_for_function("() => document.querySelectorAll('.md-search-result__item').length > 0",
                           timeout=15_000)
    assert page.evaluate(RESULT_IDS)[0] == "70D2"
    shards = [u for u in requests if "/search/lawref/s/" in u]
    assert shards and len(shards) == len(set(shards)), shards
    assert not errors
    context.close()

def _data_file(site: Path, name: str):
    """The value a search data file (search/lawref/NAME) assigns."""
    text = (site / "search" / "lawref" / name).read_text("utf-8")
    return json.loads(text[text.index("]=") + 2:text.rindex(";")])


def test_a_first_query_of_words_in_the_start_pack_fetches_none_of_their_shards(browser, server, site):
    """The shards too small to be worth a request of their own come with the meta in pack.js: a first query of
    words in them (in both keyboard layouts) asks for none of their files, and meta.js and pack.js are each
    fetched once, though the worker asks for them before its scripts load."""
    pack, meta = _data_file(site, "pack.js"), _data_file(site, "meta.js")
    packed = set(pack["shards"])

    def in_pack(word: str) -> bool:
        keys = {shard_key(word), shard_key(layout.switched(word) or word)}
        return keys & set(meta["shards"]) <= packed

    words = [form for key, shard in sorted(pack["shards"].items()) for form, lemmas in shard["f"].items()
             if len(form) > 3 and form.isalpha() and layout.is_cyrillic(form) and in_pack(form)
             and any(shard["p"].get(lemma, {}).get("p") for lemma in lemmas)]
    query = " ".join(words[:2])
    assert len(words) >= 2, words
    context, page, errors, requests = _watched_page(browser)
    page.goto(server + "laws/70.html")
    page.click(INPUT)
    page.keyboard.insert_text(query)
    page.wait_for_function("() => document.querySelectorAll('.md-search-result__item').length > 0",
                           timeout=15_000)
    files = [u.split("/search/lawref/", 1)[1] for u in requests if "/search/lawref/" in u]
    assert not {f"s/{shard_file(key)}.js" for key in packed} & set(files), (query, files)
    assert files.count("meta.js") == files.count("pack.js") == 1, files
    assert not errors
    context.close()


def test_a_word_still_being_typed_matches_by_prefix(page, server):
    page.goto(server + "index.html")
    ids = search(page, "претенз")  # no word has this form: the forms it begins are searched
    assert "70A" in ids
    marks = page.evaluate("() => [...document.querySelectorAll('.md-search-result__item mark')].map(m => m.textContent)")
    assert marks and all(analysis.fold(m).startswith("претенз") for m in marks)


def test_search_works_from_a_folder_opened_over_file_url(fresh_page, site):
    page = fresh_page
    requests: list[str] = []
    page.on("request", lambda req: requests.append(req.url))
    page.goto((site / "laws" / "70.html").as_uri())
    ids = search(page, "у оппонентов остались козыри")
    assert ids[0] in ("70C", "70C2")
    assert not [url for url in requests if not url.startswith("file://")]
    assert any("/search/lawref/" in url for url in requests)  # search data, loaded with <script>
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


def browser_engine(page, server):
    """A page with the engine loaded in it (the worker runs the same code), for calling it directly."""
    page.goto(server + "index.html")
    for name in SCRIPTS:
        page.add_script_tag(url=server + "assets/js/" + name)
    page.evaluate("""base => {
        window.engine = new LawrefSearch.Engine(base, url => new Promise((ok, fail) => {
            const s = document.createElement('script'); s.src = url; s.onload = ok; s.onerror = fail;
            document.head.appendChild(s);
        }));
    }""", server + "search/lawref/")


def test_same_top_clauses_and_message_as_lawref_search_on_every_eval_query(page, server, search_store):
    from lawref.search import engine, query as pyquery

    browser_engine(page, server)
    queries = [entry["q"] for path in EVAL_FILES for entry in yaml.safe_load(path.read_text("utf-8"))]
    queries += ["!" + q for q in queries[::5]] + ['"претензии или уступке"', "претенз*", "AND OR ("]
    queries += ["выложить карты в открытую", "семидесятое правило, пункт С1", "пункт C2 правила 70",
                "можно ли открыть свои карты", "открыть все свои карты", "27.7 подпункт пятый"]
    assert len(queries) >= 250
    differ = []
    for q in queries:
        try:
            reading = pyquery.read(q, search_store)
            expected = [[h.id for h in engine.search(search_store, reading, limit=10)[0]], reading.shown]
        except pyquery.QueryError:
            expected = [[], ""]
        got = page.evaluate("q => engine.search(q, {limit: 10}).then(r => [r.hits.map(h => h.id), r.shown])", q)
        if got != expected:
            differ.append(f"{q!r}: browser {got}, lawref search {expected}")
    assert not differ, "\n".join(differ)


TYPED_IDS = ["70C2", "70с2", "70 C 2", "27В1(b)", "27в1б", "27B1b", "12C1(e)(i)", "12c1ei", "29.2", "27.7(iii)",
             "27.7.iii", "c27", "с27", "C27", "comm27", "70.fn1", "27.exС", "27.8.note1", "c27.note1", "1H1D", "1H",
             "27b", "2017", "70", "070", "27.0(ii)", "abc", "", "70C2)", "70(C)", "9-1", "9-1(a)", "def",
             "def.vzyatka", "cdef.bolvan", "front.predislovie", "cfront.title", "ch5", "ch4.p2", "p2", "DEF.X"]


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
    alphabet = "аВвсСбеЕbBcCeiIхx1270.()-_ ёЁ*«\nпрfd"
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
            try { LawrefSearch.render.materialResult(engine, await engine.search(q, {typing: true})); }
            catch (err) { failed.push(q.slice(0, 30) + ': ' + err); }
        }
        return failed;
    }""", ODD_QUERIES)
    assert failed == []
    page.goto(server + "index.html")
    search(page, "претензия <img src=x onerror=alert(1)>")
    assert page.locator(".md-search-result__list img").count() == 0
    assert not page.errors


PROSE = ["правило 27 B 1 b", "статья 27, пункт B, подпункт 1 b", "Правило 30 C", "27-В-1-б", "70.E.1", "п. 29 2",
         "комментарий к правилу 28", "пример С к правилу 27", "примечание к 27.8", "сноска к правилу 70",
         "Law 70B", "ст. 68 D", "правило 70, раздел Д, п. 3", "комментарий 30 п. 4", "правило 27 в случае",
         "применение Правила 26", "70 71", "правило 9 пункт 1", "примечание 2 к правилу 27", "70 c 3", "27.7 iii",
         "правило двадцать семь Б два", "семидесятое правило, пункт С1", "комментарий к правилу 28, пункт второй",
         "примечание после 27.8", "пункт C2 правила 70", "подпункт b пункта 1 раздела B правила 27",
         "пункт третий правила 70", "второй пункт третьего правила", "двадцать-седьмое правило", "первое назначение",
         "двадцать семь", "правило 70 пункт 3", "двадцать седьмое B второй пункт", "27.7 подпункт пятый",
         "второй в пункте", "семьдесят С два", "двадцать девять точка три", "27 точка 7", "точка зрения правила 27",
         "двадцать седьмое точка"]


def test_ids_in_prose_are_read_as_python_reads_them(page, server):
    from lawref.search.expand.prose import read_ids

    browser_engine(page, server)
    page.evaluate("() => engine.ready()")
    rng = random.Random(70)
    words = ["правило", "пункт", "п", ".", ",", "-", "27", "70", "3", "B", "в", "с", "С", "iii", "к", "ст",
             "пример", "примечание", "комментарий", "сноска", "случае", "Law", "(b)", " ", "двадцать", "седьмое",
             "второй", "пункта", "правила", "третьего", "семь", "после", "подпункт", "пятый", "27.7", "точка"]
    texts = PROSE + [" ".join(rng.choice(words) for _ in range(rng.randint(1, 8))) for _ in range(400)]
    known = {"27.0(i)", "29.2", "70C2", "70D3", "30.4", "c28", "27.exC", "27.8.note1", "70.fn1", "27B1(b)", "26", "70C", "28.2"}
    got = page.evaluate("""([texts, known]) => texts.map(t =>
        LawrefSearch.query.readIds(engine.ids, t, c => known.indexOf(c) >= 0, engine.meta.numberWords))""",
                        [texts, sorted(known)])
    expected = [[list(x) for x in read_ids(t, lambda c: c in known)] for t in texts]
    assert dict(zip(texts, got)) == dict(zip(texts, expected))


def test_layout_and_typo_rules_are_pythons(page, server):
    from lawref.search.expand import layout, typos

    browser_engine(page, server)
    page.evaluate("() => engine.ready()")
    assert page.evaluate("() => LawrefSearch.query.TO_CYRILLIC") == layout.TO_CYRILLIC
    assert page.evaluate("() => LawrefSearch.query.TO_LATIN") == layout.TO_LATIN
    rng = random.Random(9)
    letters = "оппнентачеридвсаbq[,.;"
    pairs = [("".join(rng.choice(letters) for _ in range(rng.randint(0, 10))),
              "".join(rng.choice(letters) for _ in range(rng.randint(0, 10)))) for _ in range(300)]
    got = page.evaluate("""pairs => pairs.map(([a, b]) => [LawrefSearch.query.distance(a, b, 2),
        LawrefSearch.query.skeletonKeys(a), LawrefSearch.query.maxDistance(a), LawrefSearch.query.switched(a),
        LawrefSearch.query.best(a, [[b, 1], [b.slice(1), 2], ["x" + b, 2]])])""", pairs)
    expected = [[typos.distance(a, b, 2), typos.skeleton_keys(a), typos.max_distance(a), layout.switched(a),
                 typos.best(a, [(b, 1), (b[1:], 2), ("x" + b, 2)])] for a, b in pairs]
    assert got == expected


def test_the_note_names_an_id_read_from_prose_by_its_readers_label(page, server):
    """The browser says what `lawref search` says (tests/test_search_labels.py): «Примечание к 27.8», never the
    project's «27.8.note1»."""
    page.goto(server + "index.html")
    search(page, "примечание к 27.8")
    page.wait_for_function("() => (document.querySelector('.lawref-search-note') || {}).textContent")
    note = page.locator(".lawref-search-note").inner_text()
    assert note.startswith("Показаны результаты для: Примечание к 27.8."), note
    assert "note1" not in note
    assert not page.errors


def test_the_list_says_what_was_searched_and_offers_the_exact_search(page, server):
    page.goto(server + "index.html")
    search(page, "пас вне очерди")
    note = page.locator(".lawref-search-note")
    assert note.inner_text().startswith("Показаны результаты для: пас вне очереди.")
    meta = page.locator(".md-search-result__meta").inner_text()
    assert re.fullmatch(r"Найдено \d+ пункт(а|ов)?|Найден \d+ пункт", meta), meta  # clauses, not pages
    page.click(".lawref-search-exact")
    page.wait_for_function("() => document.querySelector('[data-md-component=search-query]').value === '!пас вне очерди'")
    page.wait_for_function("() => document.querySelector('.lawref-search-note').textContent.startsWith('Поиск как написано')")
    # the link searches again in the open search: Material closes it on any link clicked in it (a result followed)
    assert page.evaluate(SEARCH_STATE) == {"open": True, "typing": True}
    assert page.locator(".md-search-result__item").first.is_visible()
    assert not page.errors


SEARCH_STATE = """() => ({open: document.getElementById('__search').checked,
                       typing: document.activeElement === document.querySelector('[data-md-component=search-query]')})"""


def hold_the_clock(page) -> None:
    """The page's timers held (Playwright's clock, paused an hour ahead): each runs only when the test lets the
    time pass (page.clock.run_for), so what the test does comes before a timer, however loaded the machine is."""
    page.clock.install()
    page.clock.pause_at(time.time() * 1000 + 3_600_000)


@pytest.mark.parametrize("url", ["laws/70.html#70C2", "laws/70.html"])
def test_the_search_opened_as_a_page_opens_stays_open(fresh_page, server, url):
    """Material closes the search 125 ms after the page's address changes (behind a followed result), and once
    at the start of every page opened at an anchor (a jump from the go-to box, a reference, a result), where
    nothing was followed. «/» pressed before then opened the search and closed it, the field keeping the keyboard:
    the next keys went into a hidden box and the results filled it unseen (test_browser_copy's jump, then «/»,
    failed so). With the page's clock held, «/» comes before that close every time."""
    page = fresh_page
    hold_the_clock(page)
    page.goto(server + url)
    page.wait_for_function("() => window.document$ !== undefined")  # Material's scripts have run
    page.keyboard.press("/")
    page.clock.run_for(1000)  # Material's 125 ms, and its focus watch's 1 ms
    assert page.evaluate(SEARCH_STATE) == {"open": True, "typing": True}
    page.clock.resume()
    page.keyboard.type("претензия")
    page.locator(".md-search-result__item").first.wait_for(timeout=15_000)  # shown, not in a hidden box
    assert page.evaluate(SEARCH_STATE) == {"open": True, "typing": True}
    assert not page.errors


@pytest.mark.parametrize("close, width", [
    ("Escape", 1366),  # Material's key: the search closes and the field lets the keyboard go
    ("Tab", 1366),
    ("overlay", 1366),  # a click beside the search (the dimmed page)
    ("back arrow", 390),  # a phone's search fills the screen; its arrow closes it
    ("Enter", 1366),  # the best result followed, here on the same page: its hash changes, the search closes behind it
])
def test_the_reader_closes_the_search(page, server, close, width):
    """What keeps the search open when Material closes it on its own (above) never keeps it open when the reader
    closes it or follows a result."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(server + "laws/70.html")
    if width < 600:
        page.click("label.md-header__button[for=__search]")  # the header's search button opens it on a phone
    search(page, "70C2")
    if close == "overlay":
        page.mouse.click(20, 600)  # the overlay covers the page beside the search box
    elif close == "back arrow":
        page.click("label.md-search__icon[for=__search]")
    else:
        page.keyboard.press(close)
    if close == "Enter":
        page.wait_for_url("**/laws/70.html#70C2")
    page.wait_for_timeout(500)  # Material's close after the address changed, 125 ms
    assert page.evaluate(SEARCH_STATE)["open"] is False
    assert page.locator(".md-search-result__item").first.is_hidden()
    assert not page.errors


def test_a_word_that_finds_nothing_gets_the_nearest_words_of_the_collection_as_links(page, server):
    """«козырь масло»: «масло» is in no clause; the list offers «масть» (and the other near words the texts have,
    as `lawref search` prints them), and a click searches it."""
    page.goto(server + "index.html")
    search(page, "козырь масло")
    line = page.locator(".lawref-search-suggest")
    assert line.inner_text() == "Возможно, вы искали: масть, масти, место"
    line.locator("a", has_text="масть").click()
    page.wait_for_function("() => document.querySelector('[data-md-component=search-query]').value === 'масть'")
    page.wait_for_function("() => !document.querySelector('.lawref-search-suggest')")
    assert page.evaluate(SEARCH_STATE) == {"open": True, "typing": True}  # searched again, in the open search
    assert not page.errors


def test_a_query_read_as_typed_shows_no_note(page, server):
    page.goto(server + "index.html")
    search(page, "оставшийся козырь ")
    assert page.locator(".lawref-search-note").is_hidden()


def test_results_render_like_pages(page, server):
    page.goto(server + "index.html")
    ids = search(page, "пример")
    assert ids[0] == "27.exC"
    title = page.locator('.md-search-result__item article h2:has([data-lawref-id="27.exC"])').first
    assert title.inner_text().startswith("Пример С к Правилу 27") and "27.exC" not in title.inner_text()
    suits = title.locator(".lawref-bid .lawref-suit").all_inner_texts()
    assert suits == ["♥", "♦"]  # «1H 1D» shown as on the page
    assert title.locator(".lawref-red").count() == 2
    page.goto(server + "index.html")
    search(page, "первый взгляд")
    assert page.locator(".md-search-result__list em mark, .md-search-result__list mark em").count() >= 1  # emphasis kept
    assert not page.errors


def test_a_half_typed_last_word_matches_the_forms_it_begins_while_a_typo_is_corrected(page, server):
    page.goto(server + "index.html")
    assert "30.3" in search(page, "партнер открываю")
    page.goto(server + "index.html")
    assert search(page, "вистуюшего ")[0] == "70D2"


RESULT_TITLES = """() => [...document.querySelectorAll('.md-search-result__item article h2')]
                          .filter(h => h.querySelector('[data-lawref-id]')).map(h => h.textContent)"""


def test_no_result_is_labelled_by_a_project_id(page, server):
    """Examples, notes, footnotes, the commentary's heads and leading fragments are titled in words (issue 19):
    «Пример С к Правилу 27», «Комментарий к Правилу 27», never «27.exC», «c27», «27.0(ii)»."""
    from test_search_labels import internal_ids

    made = 0
    for query in ("пример", "примечание", "комментарий к правилу 27", "сноска", "недостаточное назначение"):
        page.goto(server + "index.html")
        ids = search(page, query)
        titles = page.evaluate(RESULT_TITLES)
        assert len(titles) == len(ids)
        for shown in titles:
            assert not internal_ids(shown), (query, shown)
        made += sum(1 for i in ids if not is_reader_id(i))
    assert made >= 3  # results of the project's ids were there to be named
    assert not page.errors
