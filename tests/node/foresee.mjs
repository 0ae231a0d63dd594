// A first query whose last shard comes late (tests/test_search_first_query.py): the engine (search-engine.js,
// Engine.foresee) ranks over the shards in hand and asks for that page's texts before the last shard is in.
// For each query, a fresh engine with the meta and the start pack; every shard of the first round is held until
// released: all but the largest at once, the largest after the engine has had time to guess. Then the same query on
// a fresh engine with nothing held, for its results.
//   node tests/node/foresee.mjs JS_DIR DATA_DIR QUERY...
// Prints one JSON line: {query: {held: shard, early: [text file asked before it came], late: [after], results:
// [doc ids], plain: [doc ids of the unheld search]}}.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [jsDir, dataDir, ...queries] = process.argv.slice(2);
if (!dataDir || !queries.length) {
  console.error("usage: node tests/node/foresee.mjs JS_DIR DATA_DIR QUERY...");
  process.exit(2);
}
for (const name of ["search-ids.js", "search-rules.js", "search-query.js", "search-engine.js", "search-render.js"]) {
  vm.runInThisContext(readFileSync(join(jsDir, name), "utf8"), { filename: name });
}
const L = globalThis.LawrefSearch;
const base = dataDir.endsWith("/") ? dataDir : dataDir + "/";
const run = (url) => vm.runInThisContext(readFileSync(url, "utf8"), { filename: url });
const tick = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
L.Engine.prototype.preload = () => Promise.resolve();

async function fresh(load) {
  const kept = globalThis.__lawrefSearch;
  globalThis.__lawrefSearch = kept && kept.meta ? { meta: kept.meta, pack: kept.pack } : {};
  const engine = new L.Engine(base, load);
  await engine.ready();
  return engine;
}

const out = {};
for (const query of queries) {
  const held = new Map(), asked = [];
  let released = false;
  const engine = await fresh(async (url) => {
    const name = url.slice(base.length).replace(/\.js$/, "");
    asked.push([name, released]);
    if (name.startsWith("s/") && !released) await new Promise((resolve) => held.set(url, resolve));
    run(url);
  });
  const searched = engine.search(query, {});
  await tick(20);
  const urls = [...held.keys()].sort((a, b) => statSync(a).size - statSync(b).size);
  const last = urls.pop();
  urls.forEach((url) => held.get(url)());
  await tick(50); // the guess runs in a task of its own
  released = true;
  held.get(last)();
  const result = await searched;
  const texts = (late) => asked.filter(([name, after]) => name.startsWith("t/") && after === late).map(([n]) => n);
  const plain = await (await fresh(async (url) => run(url))).search(query, {});
  out[query] = { held: last ? last.slice(base.length) : null, early: texts(false), late: texts(true),
    results: result.hits.map((hit) => hit.doc), plain: plain.hits.map((hit) => hit.doc) };
}
console.log(JSON.stringify(out));
