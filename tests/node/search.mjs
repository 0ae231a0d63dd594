// The browser's search engine (site_src/assets/js/search-*.js) under Node, reading the search data from a served
// site over HTTP as a page does (tests/test_editloop.py: what a reader finds right after an edit).
//   node tests/node/search.mjs JS_DIR DATA_URL QUERY...
// Prints one JSON line: {query: [{id, text}, ...]} for each query; exits 2 on bad arguments, 1 when the data
// cannot be read.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [jsDir, dataUrl, ...queries] = process.argv.slice(2);
if (!dataUrl || !queries.length) {
  console.error("usage: node tests/node/search.mjs JS_DIR DATA_URL QUERY...");
  process.exit(2);
}
const SCRIPTS = ["search-ids.js", "search-rules.js", "search-query.js", "search-engine.js", "search-render.js"];
for (const name of SCRIPTS) vm.runInThisContext(readFileSync(join(jsDir, name), "utf8"), { filename: name });

// A data file is one assignment into globalThis.__lawrefSearch: run it as the browser's <script> would.
const load = async (url) => {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  vm.runInThisContext(await response.text(), { filename: url });
};
const engine = new globalThis.LawrefSearch.Engine(dataUrl.endsWith("/") ? dataUrl : dataUrl + "/", load);
const out = {};
try {
  for (const query of queries) {
    const r = await engine.search(query, { limit: 10 });
    out[query] = r.hits.filter(Boolean).map((h) => ({ id: h.id, text: h.text }));
  }
} catch (err) {
  console.error(`search.mjs: ${err.message}`);
  process.exit(1);
}
console.log(JSON.stringify(out));
