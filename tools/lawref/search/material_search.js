// Runs mkdocs-material's own search worker (lunr + lunr-languages, as shipped in the installed theme) in Node,
// so that `lawref eval` can compare it with ours on the same clauses.
// stdin: {"assets": ".../material/templates/assets/javascripts", "config": {...}, "docs": [...], "queries": [...]}
// stdout: {"results": [[location, ...], ...]} ranked, one list per query.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const input = JSON.parse(fs.readFileSync(0, "utf-8"));
const workers = path.join(input.assets, "workers");
const workerFile = fs.readdirSync(workers).find(f => /^search\..*\.min\.js$/.test(f));
if (!workerFile) {
  process.stderr.write(`no search worker in ${workers}\n`);
  process.exit(2);
}

let listener = null;
const replies = [];
const context = {
  console: { warn() {}, log() {}, error: console.error },
  addEventListener(type, fn) { if (type === "message") listener = fn; },
  postMessage(message) { replies.push(message); },
  // The worker loads "../lunr/min/lunr.ru.min.js" etc.; the files live in the theme's assets folder.
  importScripts(...urls) {
    for (const url of urls) {
      const file = path.join(input.assets, url.replace(/^\.\.\//, ""));
      vm.runInContext(fs.readFileSync(file, "utf-8"), context, { filename: file });
    }
  },
};
context.self = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(path.join(workers, workerFile), "utf-8"), context, { filename: workerFile });

async function send(message) {
  const before = replies.length;
  await listener({ data: message });
  // the listener awaits the handler, then posts its answer
  for (let i = 0; i < 100 && replies.length === before; i++) await new Promise(r => setImmediate(r));
  return replies[replies.length - 1];
}

(async () => {
  await send({ type: 0, data: { config: input.config, docs: input.docs, options: { suggest: false } } });
  const results = [];
  for (const q of input.queries) {
    const reply = await send({ type: 2, data: q });
    const ranked = [];
    for (const group of (reply.data && reply.data.items) || [])
      for (const item of group)
        if (item.score > 0 && !ranked.includes(item.location)) ranked.push(item.location);
    results.push(ranked);
  }
  process.stdout.write(JSON.stringify({ worker: workerFile, results }));
})().catch(err => { process.stderr.write(String(err && err.stack || err) + "\n"); process.exit(1); });
