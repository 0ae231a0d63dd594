// The search worker's start under Node (tests/test_search_worker.py): what it has asked for and done when it says
// READY, and how many warm rounds run after it, with the search box clicked (an empty query) or a query asked for.
//   node tests/node/worker_start.mjs JS_DIR DATA_DIR [QUERY]
// Prints one JSON line: {beforeReady: [data files asked for], warmedBeforeReady, rounds (warm rounds run after
// READY, up to the answer to the query's QUERY when one is given), answered, and, the query put in as a paste puts
// it (its PREFETCH, then its QUERY once the PREFETCH's search is done): renders (of its results) before the QUERY
// and in all, the number of rest.js's shards (restShards) and of those not yet read from their JSON text (unread),
// and of the start pack's shards the engine does not hold as loaded once the warm rounds are over (replaced)}.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [jsDir, dataDir, query] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: node tests/node/worker_start.mjs JS_DIR DATA_DIR [QUERY]");
  process.exit(2);
}
const SCRIPTS = ["search-ids.js", "search-rules.js", "search-query.js", "search-engine.js", "search-render.js"];
for (const name of SCRIPTS) vm.runInThisContext(readFileSync(join(jsDir, name), "utf8"), { filename: name });
const L = globalThis.LawrefSearch;
const base = dataDir.endsWith("/") ? dataDir : dataDir + "/";
const asked = [];
// each file a task later, as a fetch answers
const load = (url) => new Promise((resolve, reject) => {
  asked.push(url.slice(base.length));
  setTimeout(() => {
    try {
      vm.runInThisContext(readFileSync(url, "utf8"), { filename: url });
      resolve();
    } catch (err) {
      reject(err);
    }
  }, 0);
});
const engine = new L.Engine(base, load);
let rounds = 0, ready = null, answered = false, renders = 0;
const render = L.render.materialResult;
L.render.materialResult = function (engine, result) {
  if (query && result.query === query) renders++;
  return render.apply(this, arguments);
};
const warmPack = engine.warmPack;
engine.warmPack = function () { if (ready) rounds++; return warmPack.apply(this, arguments); };
const handle = L.serve(engine, (message) => {
  if (message.type === L.MSG.READY) ready = { beforeReady: asked.slice(), warmedBeforeReady: !!engine.warmed };
  if (message.type === L.MSG.RESULT && message.data.lawref && message.data.lawref.query === query) answered = true;
});
while (!ready) await new Promise((r) => setTimeout(r, 0));
handle({ type: L.MSG.QUERY, data: "" }); // the click into the box
let rendersBeforeQuery = null;
if (query) {
  handle({ type: L.MSG.PREFETCH, data: query });
  while (!engine.lastTyped || engine.lastTyped.query !== query) await new Promise((r) => setTimeout(r, 1));
  await engine.lastTyped.result;
  await new Promise((r) => setTimeout(r, 0));
  rendersBeforeQuery = renders;
  handle({ type: L.MSG.QUERY, data: query });
}
for (let i = 0; i < 2000 && !(query ? answered : rounds >= 20); i++) await new Promise((r) => setTimeout(r, 1));
const at = rounds;
await new Promise((r) => setTimeout(r, 200)); // rounds after the answer: none when a query ended them
// a small collection's shards from rest.js still held as JSON text, not read into objects
const table = globalThis.__lawrefSearch, rest = engine.restTexts || {};
const unread = Object.keys(rest).filter((key) => !Object.prototype.hasOwnProperty.call(table, "s/" + key)).length;
// the start pack's shards the table holds that are not the pack's own (the large warm rounds put copies in)
const replaced = Object.keys(engine.pack.shards).filter((key) => table["s/" + key] !== engine.pack.shards[key]).length;
console.log(JSON.stringify(Object.assign(ready, { rounds: query ? rounds - at : rounds, answered, rendersBeforeQuery,
  renders, restShards: Object.keys(rest).length, unread, replaced })));
