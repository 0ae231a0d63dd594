// The id grammar in the browser's scripts (search-ids.js, search-rules.js) under Node, on rows Python wrote
// (tests/test_id_grammar.py): prints, for each row, what the go-to box, normalize, asId, the tokenizer and the
// reader of ids in prose make of it, as JSON, for Python to compare with lawref.ids and lawref.search.
//   node tests/node/ids.mjs JS_DIR INPUT_JSON        (INPUT_JSON: {letters, grammar, rules, roman, numbers, known, rows})
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [jsDir, inputPath] = process.argv.slice(2);
if (!inputPath) {
  console.error("usage: node tests/node/ids.mjs JS_DIR INPUT_JSON");
  process.exit(2);
}
for (const name of ["search-ids.js", "search-rules.js"]) {
  vm.runInThisContext(readFileSync(join(jsDir, name), "utf8"), { filename: name });
}
const input = JSON.parse(readFileSync(inputPath, "utf8"));
const L = globalThis.LawrefSearch;
L.rules.configure(input.rules, input.roman);
const ids = new L.Ids(input.letters, input.grammar);
const known = new Set(input.known);
const out = input.rows.map((text) => ({
  text,
  goTo: ids.goTo(text),
  normalize: ids.normalize(text),
  asId: ids.asId(text),
  tokens: ids.rawTokens(text),
  prose: L.rules.readIds(ids, text, (c) => known.has(c), input.numbers),
}));
// The parent walk on canonical ids (input.canonical): one step up, and the nearest enclosing id `known` has.
const walks = (input.canonical || []).map((id) => ({ id, parent: ids.parent(id), resolve: ids.resolve(id, (c) => known.has(c)) }));
console.log(JSON.stringify({ rows: out, walks }));
