/* lawref search worker: replaces Material's lunr worker (the theme override points `config.search` here).
 * The engine's five scripts and every data file are plain scripts. Data files are fetched in parallel and run
 * (importScripts would load them one after another); importScripts is the fallback. The meta and the start pack
 * are asked for first, so they travel while the engine's scripts load and compile. */
/* global importScripts, LawrefSearch, LAWREF_SEARCH_SCRIPTS */
(function () {
  "use strict";
  var base = new URL("../../search/lawref/", self.location.href).href;
  var early = {};
  ["meta.js", "pack.js"].forEach(function (name) { early[base + name] = fetchText(base + name); });
  importScripts("search-scripts.js");  // the engine's scripts, in load order
  importScripts.apply(self, LAWREF_SEARCH_SCRIPTS);

  function fetchText(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error("lawref search: " + url + ": " + response.status);
      return response.text();
    });
  }
  // A data file is one assignment into globalThis.__lawrefSearch: its name and a JSON value, which
  // JSON.parse reads faster than the script would run.
  var ASSIGN = /^\(globalThis\.__lawrefSearch\|\|\(globalThis\.__lawrefSearch=\{\}\)\)\[("(?:[^"\\]|\\.)*")\]=/;
  function load(url) {
    var text = early[url] || fetchText(url);
    delete early[url];
    return text.then(function (code) {
      var m = ASSIGN.exec(code);
      var table = self.__lawrefSearch || (self.__lawrefSearch = {});
      table[JSON.parse(m[1])] = JSON.parse(code.slice(m[0].length, code.lastIndexOf(";")));
    }).catch(function () {
      importScripts(url);
    });
  }
  var engine = new LawrefSearch.Engine(base, load);
  var handle = LawrefSearch.serve(engine, function (message) { self.postMessage(message); });
  self.addEventListener("message", function (ev) { handle(ev.data); });
})();
