// The data files a first query asks for, under Node (tests/test_search_worker.py, bench/first_query_files.py): for
// each query, a fresh engine with the meta and the start pack in hand, nothing else (a small collection's rest.js
// and texts, which the worker asks for before READY, left out: what the search itself asks for), its rounds of
// requests, and the text file of each of its results.
//   node tests/node/first_query.mjs JS_DIR DATA_DIR QUERY...
// Prints one JSON line: {query: {rounds: [[data file, ...], ...], results: ["t/N", ...], docs: [document, ...]}}.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [jsDir, dataDir, ...queries] = process.argv.slice(2);
if (!dataDir || !queries.length) {
  console.error("usage: node tests/node/first_query.mjs JS_DIR DATA_DIR QUERY...");
  process.exit(2);
}
const SCRIPTS = ["search-ids.js", "search-rules.js", "search-query.js", "search-engine.js", "search-render.js"];
for (const name of SCRIPTS) vm.runInThisContext(readFileSync(join(jsDir, name), "utf8"), { filename: name });
const L = globalThis.LawrefSearch;
const base = dataDir.endsWith("/") ? dataDir : dataDir + "/";
const read = {};
const load = async (url) => {
  vm.runInThisContext(read[url] ??= readFileSync(url, "utf8"), { filename: url });
};
L.Engine.prototype.preload = () => Promise.resolve();
const out = {};
for (const query of queries) {
  // each query from the start: the meta and the start pack only (each file read once)
  const kept = globalThis.__lawrefSearch;
  globalThis.__lawrefSearch = kept && kept.meta ? { meta: kept.meta, pack: kept.pack } : {};
  const engine = new L.Engine(base, load);
  await engine.ready();
  const rounds = [], fetch = engine.fetch;
  engine.fetch = function (names) {
    const asked = Array.from(names).filter((name) => engine.held(name) === undefined);
    if (asked.length) rounds.push(asked.sort());
    return fetch.call(this, names);
  };
  const result = await engine.search(query, {});
  out[query] = { rounds, results: result.hits.map((hit) => "t/" + engine.meta.textShard[hit.doc]),
    docs: result.hits.map((hit) => hit.doc) };
}
console.log(JSON.stringify(out));
