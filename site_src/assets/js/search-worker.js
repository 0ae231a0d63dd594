/* lawref search worker: replaces Material's lunr worker (the theme override points `config.search` here).
 * The engine and every data file are plain scripts, loaded with importScripts. */
/* global importScripts, LawrefSearch */
importScripts("search-engine.js");
(function () {
  "use strict";
  var base = new URL("../../search/lawref/", self.location.href).href;
  var engine = new LawrefSearch.Engine(base, function (url) {
    try {
      importScripts(url);
      return Promise.resolve();
    } catch (err) {
      return Promise.reject(err);
    }
  });
  var handle = LawrefSearch.serve(engine, function (message) { self.postMessage(message); });
  self.addEventListener("message", function (ev) { handle(ev.data); });
})();
