// The browser's search engine (site_src/assets/js/search-*.js) under Node, checked against a parity file that
// Python wrote (tests/test_search_parity.py): for every query, the note («Показаны результаты для: …»), whether
// the query was changed or exact, the top 10 ids, the labels a reader sees for them and «Возможно, вы искали» must be the same. No browser: the engine's scripts run in
// this process, and the data files (lawref.site.search_data.files) are read from a folder.
//   node tests/node/parity.mjs JS_DIR DATA_DIR PARITY_JSON
// Prints one line per disagreement and exits 1 if there is any; 2 on bad arguments or files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [jsDir, dataDir, parityPath] = process.argv.slice(2);
if (!parityPath) {
  console.error("usage: node tests/node/parity.mjs JS_DIR DATA_DIR PARITY_JSON");
  process.exit(2);
}
const SCRIPTS = ["search-ids.js", "search-rules.js", "search-query.js", "search-engine.js", "search-render.js"];
for (const name of SCRIPTS) vm.runInThisContext(readFileSync(join(jsDir, name), "utf8"), { filename: name });

// A data file is one assignment into globalThis.__lawrefSearch: run it as the browser's <script> would.
const load = (url) => new Promise((resolve, reject) => {
  try {
    vm.runInThisContext(readFileSync(url, "utf8"), { filename: url });
    resolve();
  } catch (err) {
    reject(err);
  }
});
const engine = new globalThis.LawrefSearch.Engine(dataDir.endsWith("/") ? dataDir : dataDir + "/", load);
const parity = JSON.parse(readFileSync(parityPath, "utf8"));
const differ = [];
for (const want of parity.queries) {
  const r = await engine.search(want.query, { limit: parity.limit });
  const got = { shown: r.shown || "", changed: !!r.changed, exact: !!r.exact, top: r.hits.map((h) => h.id),
    labels: r.hits.map(globalThis.LawrefSearch.render.shownAs), groups: r.groups || [],
    suggestions: r.suggestions || [] };
  for (const key of Object.keys(got)) {
    if (JSON.stringify(got[key]) !== JSON.stringify(want[key] ?? got[key])) {
      differ.push(`${JSON.stringify(want.query)}: ${key}: node ${JSON.stringify(got[key])}, python ${JSON.stringify(want[key])}`);
    }
  }
}
for (const line of differ) console.log(line);
console.log(`parity: ${parity.queries.length - new Set(differ.map((l) => l.split(": ")[0])).size}/${parity.queries.length} queries agree`);
process.exit(differ.length ? 1 : 0);
