"""Where a pasted first query's time goes in lawref's search worker (the cost bench_site_search.py measures whole).

Opens a built site as the bench does (fresh context, service worker blocked, READY waited for, the box clicked and
the query pasted), with the worker started through a probe that marks, in absolute time, every data request and
its answer, JSON parses over 1000 characters, each Engine.attempt (reading, ranking, hits) and each rendering, and
the RESULT posted; then prints, per visit and as medians: the shard rounds (first shard request to the last shard
in hand), the text rounds, the attempts, the rendering, the worker's whole part (the QUERY sent to its RESULT
posted) and the wait from the worker's RESULT to the page's receiving it (the page's main thread), all in ms from
the QUERY; and, from the paste (the box's input event, as bench_site_search.py times "drawn"): the paste's PREFETCH
reaching the worker ("to worker"), the worker busy with an earlier task before it reads the query ("queued": the
PREFETCH's arrival to the first data request, the reading of the query's words included), and the results drawn
in Material's list ("drawn", and "page draw": the RESULT received to drawn).

    .venv/bin/python bench/probe_first_query.py SITE VISITS START_PAGE [QUERY ...] [-v]

SITE is a site built by bench_site_search.py (bench/out/site-search/seed-lawref, start page laws/70.html); the
probe writes assets/js/probe-worker.js into it. -v prints every mark. Numbers in docs/benchmarks.md.
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_site_search as b  # noqa: E402 (bench/ on the path)

PROBE_WORKER = r"""/* The probe: marks (name, absolute ms) in lawref's worker, then the worker itself. */
(function () {
  var T = function () { return performance.timeOrigin + performance.now(); };
  var marks = [["start", T()]];
  var mark = function (name) { marks.push([name, T()]); };
  var nativeFetch = self.fetch.bind(self);
  self.fetch = function (url) {
    var u = String(url).replace(/.*search\/lawref\//, "");
    mark("fetch> " + u);
    return nativeFetch(url).then(function (response) {
      mark("resp< " + u);
      var text = response.text.bind(response);
      response.text = function () {
        return text().then(function (t) { mark("text< " + u + " " + t.length); return t; });
      };
      return response;
    });
  };
  var parse = JSON.parse;
  JSON.parse = function (s) {
    var t = T(), value = parse(s);
    if (s.length > 1000) marks.push(["parse " + s.length + " " + (T() - t).toFixed(1), T()]);
    return value;
  };
  function timed(owner, name) {
    var f = owner[name];
    owner[name] = function () { mark(name + ">"); var r = f.apply(this, arguments); mark(name + "<"); return r; };
  }
  var nativeImport = self.importScripts, wrapped = false;
  self.importScripts = function () {
    nativeImport.apply(self, arguments);
    mark("imported " + Array.prototype.slice.call(arguments).join(","));
    if (!wrapped && self.LawrefSearch && self.LawrefSearch.Engine) {
      wrapped = true;
      timed(self.LawrefSearch.Engine.prototype, "attempt");
      timed(self.LawrefSearch.Engine.prototype, "warm");
      var render = self.LawrefSearch.render.materialResult;
      self.LawrefSearch.render.materialResult = function () {
        mark("render>"); var r = render.apply(this, arguments); mark("render<"); return r;
      };
    }
  };
  var post = self.postMessage.bind(self);
  self.postMessage = function (m) { mark("post " + (m && m.type)); post(m); };
  self.addEventListener("message", function (ev) {
    var m = ev.data;
    if (m && m.type === 98) { post({ type: 98, marks: marks }); return; }
    mark("msg " + (m && m.type) + (m && typeof m.data === "string" ? " " + m.data.slice(0, 20) : ""));
  });
  importScripts("search-worker.js");
})();
"""

REDIRECT = """
(() => {
  const N = window.Worker;
  window.__probeWorkers = [];
  window.Worker = function (url, o) {
    if (/search-worker\\.js/.test(String(url))) url = String(url).replace('search-worker.js', 'probe-worker.js');
    const w = new N(url, o); window.__probeWorkers.push(w);
    w.addEventListener('message', ev => { if (ev.data && ev.data.type === 98) window.__probeMarks = ev.data.marks; });
    return w;
  };
})();
"""


def phases(marks: list, sent: float, got: float, took: float, pasted: float, drawn: float) -> dict:
    """ms spent in each phase of one first query, from the worker's marks (absolute ms) and the page's paste, QUERY
    sent, RESULT received and results drawn."""
    arrived = min(t for name, t in marks if name.startswith("msg 99 ") and t >= pasted)
    asked = min((t for name, t in marks if name.startswith("fetch> ") and t >= arrived), default=arrived)
    after = [(name, t - sent) for name, t in marks if t - sent > -5]
    out = {"shard rounds": 0.0, "text rounds": 0.0, "attempt": 0.0, "render": 0.0}
    spans: dict[str, list[float]] = {}
    opened = 0.0
    for name, t in after:
        if name.startswith(("fetch> ", "text< ")):
            kind = "text rounds" if name.split(" ", 1)[1].startswith("t/") else "shard rounds"
            if name.startswith("fetch> "):
                spans.setdefault(kind, [t, t])
            elif kind in spans:
                spans[kind][1] = t
        elif name in ("attempt>", "render>"):
            opened = t
        elif name in ("attempt<", "render<"):
            out[name[:-1]] += t - opened
    for kind, (first, last) in spans.items():
        out[kind] = last - first
    posted = max(t for name, t in after if name == "post 3")
    out["worker"] = posted
    out["post->page"] = (got - sent) - posted
    out["total"] = took
    out["to worker"] = arrived - pasted
    out["queued"] = asked - arrived
    out["page draw"] = drawn - got
    out["drawn"] = drawn - pasted
    return out


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "-v"]
    if len(args) < 3:
        raise SystemExit(__doc__)
    root, visits, start = Path(args[0]), int(args[1]), args[2]
    queries = args[3:] or ["судья назначает корректирующий счёт"]
    (root / "assets" / "js" / "probe-worker.js").write_text(PROBE_WORKER, "utf-8")
    from playwright.sync_api import sync_playwright

    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=b.CHROMIUM, args=b.CHROMIUM_ARGS)
        b.warm_up(browser, root)
        for visit in range(visits):
            query = queries[visit % len(queries)]
            httpd, base = b.serve(root)
            try:
                context = browser.new_context(service_workers="block")
                page = context.new_page()
                page.add_init_script(REDIRECT)
                page.add_init_script(b.TIMING)
                page.goto(base + start)
                page.wait_for_function("() => window.__bench.ready !== null", timeout=300_000)
                took = b.type_query(page, query)
                b.pasted_drawn(page)
                out = page.evaluate("""async () => {
                  const w = window.__probeWorkers[0];
                  w.postMessage({type: 98});
                  for (let i = 0; i < 50 && !window.__probeMarks; i++) await new Promise(r => setTimeout(r, 20));
                  const b = window.__bench;
                  const drawn = b.drawn.find(t => t >= b.used), pasted = b.inputs.filter(t => t <= b.used).at(-1);
                  return {sent: b.sent, got: b.got, queries: b.queries, t0: performance.timeOrigin,
                          marks: window.__probeMarks || [], pasted, drawn};
                }""")
                context.close()
            finally:
                httpd.shutdown()
            sent = out["t0"] + out["sent"][out["queries"].index(query)]
            row = phases(out["marks"], sent, out["t0"] + max(out["got"]), took, out["t0"] + out["pasted"],
                         out["t0"] + out["drawn"])
            rows.append(row)
            print(f"{query!r}: " + json.dumps({k: round(v, 1) for k, v in row.items()}, ensure_ascii=False))
            if "-v" in sys.argv:
                for name, t in out["marks"]:
                    print(f"  {t - sent:8.1f}  {name}")
                print(f"  {out['drawn'] - out['sent'][out['queries'].index(query)]:8.1f}  drawn (page)")
        browser.close()
    print("median: " + json.dumps({k: round(statistics.median(r[k] for r in rows), 1) for k in rows[0]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
