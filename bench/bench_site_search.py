"""In-browser search benchmark: lawref's search beside Material's own (lunr), on the same site.

For the seed corpus and a synthetic corpus 100x larger (bench/synth.py), the site is built twice: as shipped,
and with LAWREF_SEARCH=material (Material's search plugin and worker, untouched). Each is served over http and
driven in Debian's chromium (Playwright), the way a reader uses it: open a Law's page, wait for the search to
be ready, click into the search box (lawref's worker gets ready on focus), put the eval queries
(tests/search_eval/queries.yaml, then queries_typed.yaml) in one after another, each pasted all at once.

Measured:
  first-query bytes   what the browser fetched for search from opening the page to the first query's results:
                      worker, scripts, index or data shards. Raw, and gzip -6 as a server would send it.
  ready               page load -> the worker says READY (Material builds its lunr index here)
  latency             QUERY posted -> RESULT received, round trip through the worker: the first query (the
                      median of 7 fresh visits, empty cache, the engines taking turns; the median of --runs
                      such series, 5 by default, on a shared machine), pasted, and typed key
                      by key (from the last key's QUERY: what a reader waits once the query is typed), then
                      the median and 95th percentile over all queries typed once (ours loads the shards a
                      query needs on its first use), and over a second pass (warm); and lawref's engine alone
                      in the page (data loaded, 5 rounds), without the worker's message passing.
  drawn               the first query's whole wait, the same way for both engines: from the paste's input event
                      (or the last key's) to Material's result list and count changed by the RESULT (the same
                      page code draws both engines' results, in the task that receives it). lawref's worker starts
                      at the PREFETCH the input event sends, before the QUERY, and Material's list is drawn after
                      its RESULT: QUERY -> RESULT alone favours lawref by the first and Material by the second. On
                      both sites a key is released at the input event, as a desktop paste's Ctrl+V is (Material
                      searches on a key's release; the End key pressed after fill() came 5-80 ms later).

    .venv/bin/python bench/bench_site_search.py [--copies 100] [--reuse] [--runs 5]

Writes the table to bench/results/site_search.md (bench/results.py). --reuse keeps sites already built in
bench/out/site-search/.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os
import shutil
import statistics
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit

import yaml

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out"
SITES = OUT / "site-search"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
INPUT = "input[data-md-component=search-query]"
FIRST_VISITS = 7
KEY_MS = 100  # between two keys of a query typed key by key: a fast typist
SEARCH_PATHS = ("/search/", "/assets/js/search-", "/assets/javascripts/workers/", "/assets/javascripts/lunr/")
sys.path.insert(0, str(REPO / "bench"))
sys.path.insert(0, str(REPO / "tests"))

from results import Results  # noqa: E402 (bench/ on the path)

# Times every worker round trip in the page: QUERY out, RESULT in; and when READY arrives.
TIMING = """
(() => {
  const INPUT = 'input[data-md-component=search-query]';
  const Native = window.Worker;
  window.__bench = { ready: null, sent: [], queries: [], got: [], answered: [], pending: [], inputs: [], drawn: [],
    used: null };
  // the paste: the search box's input event, seen first (capture, before any listener of the page's scripts)
  const box = (ev) => ev.target && ev.target.matches && ev.target.matches(INPUT);
  document.addEventListener('input', (ev) => { if (box(ev)) window.__bench.inputs.push(performance.now()); }, true);
  // and the key a desktop paste releases with it (Ctrl+V), at once, on both sites: Material searches on a key's
  // release, and the End key the bench presses after fill() comes a DevTools round trip later (5-80 ms under load);
  // after the page's own listeners (lawref's search-shim.js releases one itself; Material ignores the same value)
  window.addEventListener('input', (ev) => {
    if (!box(ev) || !ev.isTrusted) return;
    ev.target.dispatchEvent(new KeyboardEvent('keyup', { key: 'Unidentified', bubbles: true }));
  });
  // the results drawn: Material's list and count are changed in the task that receives a RESULT, and the
  // observer is called at that task's end
  const observe = () => {
    const list = document.querySelector('.md-search-result');
    if (!list) return;
    new MutationObserver(() => window.__bench.drawn.push(performance.now()))
      .observe(list, { childList: true, subtree: true, characterData: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', observe); else observe();
  const wrap = (worker) => {
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (m) => {
      if (m && m.type === 2) {
        window.__bench.sent.push(performance.now());
        window.__bench.queries.push(String(m.data));
      }
      post(m);
    };
    worker.addEventListener('message', (ev) => {
      const t = performance.now();
      if (ev.data && ev.data.type === 1 && window.__bench.ready === null) window.__bench.ready = t;
      if (ev.data && ev.data.type === 3) {
        window.__bench.got.push(t);
        window.__bench.answered.push(ev.data.data && ev.data.data.lawref ? ev.data.data.lawref.query : null);
        // lawref's list drawn before its texts came (search-engine.js `listed`): its texts come in a later RESULT
        window.__bench.pending.push(!!(ev.data.data && ev.data.data.lawref && ev.data.data.lawref.pending));
      }
    });
    return worker;
  };
  window.Worker = function (url, options) { return wrap(new Native(url, options)); };
})();
"""


def build(dest: Path, corpus: Path | None, engine: str, reuse: bool) -> Path:
    stamp = dest / ".built"
    if reuse and stamp.exists():
        return dest
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", LAWREF_SEARCH=engine)
    if corpus is not None:
        env["LAWREF_CORPUS"] = str(corpus)
    shutil.rmtree(dest, ignore_errors=True)
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(dest)], cwd=REPO, env=env,
                          capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"bench: building the {engine} site failed:\n{done.stderr[-2000:]}")
    stamp.write_text("ok")
    return dest


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Gzip(_Quiet):
    """A file sent gzip -6 (Content-Encoding) to a client that accepts it, as a web server configured to compress
    text sends it (each file compressed once: a server's own cache)."""
    packed: dict[str, bytes] = {}

    def send_head(self):
        path = self.translate_path(self.path)
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(path):
            return super().send_head()
        if path not in self.packed:
            with open(path, "rb") as handle:
                self.packed[path] = gzip.compress(handle.read(), 6)
        body = self.packed[path]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(root: Path, compressed: bool = False):
    """root served over http on a free port: each file as it is (this bench's numbers of record), or gzip -6 when
    `compressed` (first_query_ab.py --gzip)."""
    handler = _Gzip if compressed else _Quiet
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def fetched_bytes(root: Path, urls: list[str]) -> tuple[int, int, int]:
    """(files, raw bytes, gzip bytes) of the search files among the requested URLs."""
    files = {unquote(urlsplit(u).path) for u in urls if any(p in urlsplit(u).path for p in SEARCH_PATHS)}
    raw = gz = 0
    for path in files:
        data = (root / path.lstrip("/")).read_bytes()
        raw += len(data)
        gz += len(gzip.compress(data, 6))
    return len(files), raw, gz


def open_page(browser, base: str, start_page: str, urls: list[str] | None = None):
    """A fresh browser context (empty cache) on `start_page`, the timing hooks in, READY waited for; each URL
    requested goes into `urls` when given. The offline app's service worker is blocked: it downloads the whole
    site after the first page has loaded, the cost of going offline (docs/site.md), not of a search, and it
    would compete with the first query."""
    context = browser.new_context(service_workers="block")
    if urls is not None:
        context.on("request", lambda req: urls.append(req.url))
    page = context.new_page()
    page.add_init_script(TIMING)
    page.goto(base + start_page)
    page.wait_for_function("() => window.__bench.ready !== null", timeout=300_000)
    return context, page


def type_query(page, query: str) -> float:
    """Put a query into the box as a reader pasting it does (click into the box, fill it, release a key) and wait
    until the QUERY carrying it has been sent and every QUERY sent has its RESULT; from that QUERY to the last
    RESULT, in ms. The QUERY is the first one carrying the text: the page sends it on the paste's input event
    (search-shim.js releases a key for it), Material drops the End key's release that follows (the same value).
    lawref's worker answers only the newest of the queries it holds (its answer names the query); Material's, all.
    Clicking into an unfocused box sends a QUERY of its own (the box's old value): it is not the typed query."""
    page.click(INPUT)
    before = page.evaluate("() => window.__bench.sent.length")
    page.fill(INPUT, query)
    page.keyboard.press("End")
    return answered(page, before, query)


def type_keys(page, query: str) -> float:
    """Type a query key by key as a reader does, KEY_MS between keys (real key presses through the DevTools
    protocol: Playwright's keyboard.type releases no key for a Cyrillic letter, and Material searches on the
    release); from the last key's QUERY, the one carrying the whole query, to its RESULT, in ms."""
    page.click(INPUT)
    before = page.evaluate("() => window.__bench.sent.length")
    cdp = page.context.new_cdp_session(page)
    for ch in query:
        cdp.send("Input.dispatchKeyEvent", {"type": "keyDown", "key": ch, "text": ch, "unmodifiedText": ch})
        cdp.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": ch})
        page.wait_for_timeout(KEY_MS)
    cdp.detach()
    return answered(page, before, query)


def answered(page, before: int, query: str) -> float:
    """Waits for the first QUERY after the `before`-th to carry `query` and for its answer; ms between them."""
    wanted = """([n, q]) => {
        const b = window.__bench, i = b.queries.indexOf(q, n);
        if (i < 0) return null;
        // lawref answers only the newest query, and its answer names it: the first (its list, when drawn before
        // its texts came, which a second RESULT brings: texts_drawn)
        const j = b.answered.findIndex((a, k) => a === q && b.got[k] > b.sent[i]);
        if (j >= 0) { b.used = b.got[j]; return b.used - b.sent[i]; }
        if (b.answered.every(a => a === null) && b.got.length >= b.sent.length) {  // Material's: every QUERY's
            b.used = b.got.at(-1);
            return b.used - b.sent[i];
        }
        return null;
    }"""
    handle = page.wait_for_function(wanted, arg=[before, query], timeout=120_000)
    return handle.json_value()


def pasted_drawn(page) -> float:
    """From the paste of the query answered last (the search box's input event, seen before any script of the page)
    to its results drawn (Material's list and count changed, in the task that received the RESULT), in ms: the wait
    a reader sees, the same for both engines (lawref's worker starts at the paste's PREFETCH, which comes before the
    QUERY; Material's at the QUERY)."""
    return page.wait_for_function("""() => {
        const b = window.__bench, drawn = b.drawn.find(t => t >= b.used);
        if (drawn === undefined) return null;
        const pasted = b.inputs.filter(t => t <= b.used).at(-1);
        return drawn - pasted;
    }""", timeout=120_000).json_value()


def texts_drawn(page) -> float:
    """From the paste of the query answered last to its results drawn with their texts, in ms: the same as
    pasted_drawn, unless lawref's worker drew the list first (a RESULT marked pending: the ranking done, the texts on
    their way) and the texts in a later RESULT; then to the drawing of that one. Material's first RESULT has its
    texts."""
    return page.wait_for_function("""() => {
        const b = window.__bench;
        const i = b.got.findIndex((t, n) => t >= b.used && !b.pending[n]);
        if (i < 0) return null;
        const drawn = b.drawn.find(t => t >= b.got[i]);
        if (drawn === undefined) return null;
        const pasted = b.inputs.filter(t => t <= b.used).at(-1);
        return drawn - pasted;
    }""", timeout=120_000).json_value()


def drive(browser, root: Path, queries: list[str], start_page: str) -> dict:
    httpd, base = serve(root)
    try:
        urls: list[str] = []
        context, page = open_page(browser, base, start_page, urls)
        ready_ms = page.evaluate("() => window.__bench.ready")
        latencies = []
        first_bytes = None
        for query in queries + queries:
            latencies.append(type_query(page, query))
            if first_bytes is None:
                first_bytes = fetched_bytes(root, urls)
        engine = engine_times(page, base, queries) if "/search/lawref/" in " ".join(urls) else None
        context.close()
    finally:
        httpd.shutdown()
    once, warm = latencies[:len(queries)], latencies[len(queries):]
    return {"files": first_bytes[0], "raw": first_bytes[1], "gzip": first_bytes[2], "ready": ready_ms,
            "pass_first": once[0], "median": statistics.median(once), "p95": _p95(once),
            "warm_median": statistics.median(warm), "warm_p95": _p95(warm), "engine": engine}


def first_visit(browser, root: Path, query: str, start_page: str, typed: bool,
                compressed: bool = False) -> tuple[float, float, float]:
    """One fresh visit: open the page, wait for READY, paste (or type, key by key) one query; (QUERY -> RESULT,
    paste or last key -> results drawn, paste or last key -> results drawn with their texts) in ms: the first two
    from the first RESULT, which may be lawref's list with its texts on their way (texts_drawn). `compressed`: the
    site served gzip (serve)."""
    httpd, base = serve(root, compressed)
    try:
        context, page = open_page(browser, base, start_page)
        took = (type_keys if typed else type_query)(page, query)
        drawn = pasted_drawn(page)
        whole = texts_drawn(page)
        context.close()
    finally:
        httpd.shutdown()
    return took, drawn, whole


def warm_up(browser, root: Path) -> None:
    """One page visit before measuring, so that the first engine measured does not pay for the browser's own
    first start (disk cache, compilers) alone."""
    httpd, base = serve(root)
    try:
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.goto(base + "index.html")
        page.wait_for_timeout(500)
        context.close()
    finally:
        httpd.shutdown()


def engine_times(page, base: str, queries: list[str]) -> tuple[float, float]:
    """lawref's engine alone, in the page, data loaded: (median, p95) ms of a query, no worker round trip."""
    from sitebuild import search_scripts

    for name in search_scripts():  # the engine's scripts in load order (site_src/assets/js/search-scripts.js)
        page.add_script_tag(url=base + "assets/js/" + name)
    return tuple(page.evaluate("""async ([base, queries]) => {
        const engine = new LawrefSearch.Engine(base, url => new Promise((ok, fail) => {
            const s = document.createElement('script'); s.src = url; s.onload = ok; s.onerror = fail;
            document.head.appendChild(s);
        }));
        const render = r => LawrefSearch.render.materialResult(engine, r);
        for (const q of queries) render(await engine.search(q));
        const times = [];
        for (let round = 0; round < 5; round++) {
            for (const q of queries) {
                const t = performance.now();
                render(await engine.search(q));
                times.push(performance.now() - t);
            }
        }
        times.sort((a, b) => a - b);
        return [times[Math.floor(times.length / 2)], times[Math.round(0.95 * (times.length - 1))]];
    }""", [base + "search/lawref/", queries]))


def _each_run(ours: dict, theirs: dict, how: str) -> str:
    """Each run's first-query medians of both engines and their ratio: "ours / theirs = ratio, ..."."""
    return ", ".join(f"{statistics.median(a):.1f} / {statistics.median(b):.1f} = "
                     f"{statistics.median(a) / statistics.median(b):.2f}"
                     for a, b in zip(ours[how + "_runs"], theirs[how + "_runs"]))


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def material_index_gzip(root: Path) -> int:
    return len(gzip.compress((root / "search" / "search_index.json").read_bytes(), 6))


def kib(n: int) -> str:
    return f"{n / 1024:.1f} KiB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=100, help="size of the synthetic corpus (default 100)")
    parser.add_argument("--reuse", action="store_true", help="reuse sites built by an earlier run")
    parser.add_argument("--runs", type=int, default=5, help="series of first-visit queries (default 5)")
    args = parser.parse_args()
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"bench: no browser at {CHROMIUM} (apt-get install -y chromium)")
    from playwright.sync_api import sync_playwright

    import synth

    queries = [e["q"] for name in ("queries.yaml", "queries_typed.yaml")
               for e in yaml.safe_load((REPO / "tests/search_eval" / name).read_text("utf-8"))]
    synthetic = OUT / f"site-search-synth{args.copies}"
    if not (args.reuse and synthetic.exists()):
        synth.generate(synthetic, args.copies)
    corpora = [("seed corpus", None, "laws/70.html"), (f"{args.copies}x synthetic", synthetic, "laws/170.html")]
    rows = []
    record = Results("site_search", "make bench-site-search")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for label, corpus, start in corpora:
            slug = "seed" if corpus is None else f"synth{args.copies}"
            results = {}
            roots = {engine: build(SITES / f"{slug}-{engine}", corpus, engine, args.reuse)
                     for engine in ("lawref", "material")}
            warm_up(browser, roots["lawref"])
            for engine in ("lawref", "material"):
                print(f"bench: {label}, {engine} ...", file=sys.stderr)
                results[engine] = drive(browser, roots[engine], queries, start)
            # A first query is one sample, and noisy: FIRST_VISITS fresh visits, the engines taking turns, each
            # pasting (then, in a visit of its own, typing key by key) the same query as the other engine's visit.
            # The machine is shared: the whole series is run `--runs` times; a column gives the median of the runs'
            # medians, and each run's medians and ratio are listed.
            for how in ("pasted", "typed"):
                runs: dict[str, list[list[float]]] = {"lawref": [], "material": []}
                for _ in range(args.runs):
                    firsts: dict[str, list[tuple[float, float]]] = {"lawref": [], "material": []}
                    for visit in range(FIRST_VISITS):
                        query = queries[visit * len(queries) // FIRST_VISITS]
                        for engine in ("lawref", "material"):
                            firsts[engine].append(first_visit(browser, roots[engine], query, start, how == "typed"))
                    for engine, times in firsts.items():
                        runs[engine].append(times)
                for engine, series in runs.items():
                    for n, key in ((0, how), (1, how + "_drawn"), (2, how + "_texts")):
                        results[engine][key + "_runs"] = [[t[n] for t in times] for times in series]
                        results[engine][key] = statistics.median(
                            statistics.median(times) for times in results[engine][key + "_runs"])
            whole = material_index_gzip(SITES / f"{slug}-material")
            rows.append((label, results, whole))
        browser.close()

    lines = [f"In-browser search, {len(queries)} eval queries put into the header box (chromium, http). "
             "Bytes: search files fetched from opening the page to the first query's results (gzip -6). Latency: "
             "QUERY -> RESULT through the worker, ms. First query: the median over "
             f"{args.runs} runs of the median of {FIRST_VISITS} fresh visits (each its own query, the same for both "
             "engines, the engines taking turns), the query pasted (all "
             f"at once), or typed key by key ({KEY_MS} ms a key; timed from the last key's QUERY). Drawn: from the "
             "paste's input event (a key released with it, on both sites) or the last key's to Material's list and "
             "count changed by the first RESULT, the same page code for both engines (lawref's list may come before "
             "its texts: its count, order, links and titles, each text's place held); texts drawn: to the results "
             "drawn with their texts (Material's, and lawref's when no list came first: the same moment). The "
             "passes: every query pasted once, then again (warm).", "",
             "| corpus | engine | first query fetches (gzip) | raw | files | ready | first query, pasted "
             "| first query, typed | pasted: paste → drawn | pasted: paste → texts drawn | typed: last key → drawn "
             "| median | p95 | warm median | warm p95 |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for label, results, whole in rows:
        for engine in ("lawref", "material"):
            r = results[engine]
            lines.append(f"| {label} | {engine} | {kib(r['gzip'])} | {kib(r['raw'])} | {r['files']} "
                         f"| {r['ready']:.0f} ms | {r['pasted']:.1f} | {r['typed']:.1f} | {r['pasted_drawn']:.1f} "
                         f"| {r['pasted_texts']:.1f} | {r['typed_drawn']:.1f} | {r['median']:.1f} "
                         f"| {r['p95']:.1f} | {r['warm_median']:.1f} | {r['warm_p95']:.1f} |")
        ours, theirs = results["lawref"], results["material"]
        ratio = [ours[k] / theirs[k] for k in ("gzip", "raw")] + [None] + \
            [ours[k] / theirs[k] for k in ("ready", "pasted", "typed", "pasted_drawn", "pasted_texts", "typed_drawn",
                                           "median", "p95", "warm_median", "warm_p95")]
        lines.append(f"| {label} | ratio lawref/material | "
                     + " | ".join("" if x is None else f"{x:.2f}" for x in ratio) + " |")
        lines.append(f"| {label} | Material's whole search_index.json | {kib(whole)} | | | | | | | | | | | | |")
        for engine in ("lawref", "material"):
            series = [" / ".join(", ".join(f"{t:.0f}" for t in times) for times in results[engine][key + "_runs"])
                      for key in ("pasted", "typed", "pasted_drawn", "pasted_texts", "typed_drawn")]
            lines.append(f"| {label} | {engine}: first queries of the {FIRST_VISITS} visits, run by run; of the pass "
                         f"| | | | | {series[0]}; {results[engine]['pass_first']:.0f} | {series[1]} | {series[2]} "
                         f"| {series[3]} | {series[4]} | | | | |")
        lines.append(f"| {label} | each run's first-query medians, lawref / material = ratio | | | | "
                     f"| {_each_run(ours, theirs, 'pasted')} | {_each_run(ours, theirs, 'typed')} "
                     f"| {_each_run(ours, theirs, 'pasted_drawn')} | {_each_run(ours, theirs, 'pasted_texts')} "
                     f"| {_each_run(ours, theirs, 'typed_drawn')} | | | | |")
        median, p95 = ours["engine"]
        lines.append(f"| {label} | lawref engine alone, in the page | | | | | | | | | | {median:.2f} | {p95:.2f} | | |")
    record.add(*lines)
    record.write()
    return 0


if __name__ == "__main__":
    sys.exit(main())
