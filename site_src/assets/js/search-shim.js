/* lawref search over file://: browsers refuse `new Worker()` for a page opened from a folder, and Material's
 * offline answer (the iframe-worker shim) is fetched from unpkg.com, which an offline reader cannot reach.
 * So when the site is a folder, our worker runs in the page instead: same engine, same messages, its data
 * loaded with <script> tags (fetch() of a file:// URL is refused too). A query takes milliseconds, so the
 * page does not freeze. Loaded before Material's bundle; other workers are left alone. */
(function () {
  "use strict";
  if (location.protocol !== "file:") return;
  var NativeWorker = window.Worker;

  function loadScript(url) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = url;
      script.onload = function () { resolve(); };
      script.onerror = function () { reject(new Error("lawref search: cannot load " + url)); };
      document.head.appendChild(script);
    });
  }

  function InPageWorker(url) {
    var target = new EventTarget(); // what the UI listens on for "message"
    var workerUrl = new URL(url, document.baseURI);
    var base = new URL("../../search/lawref/", workerUrl).href;
    var handle = loadScript(new URL("search-engine.js", workerUrl).href).then(function () {
      var engine = new window.LawrefSearch.Engine(base, loadScript);
      return window.LawrefSearch.serve(engine, function (message) {
        setTimeout(function () { target.dispatchEvent(new MessageEvent("message", { data: message })); }, 0);
      });
    });
    target.postMessage = function (message) {
      handle.then(function (h) { h(message); });
    };
    target.terminate = function () {};
    return target;
  }

  window.Worker = function (url, options) {
    if (/search-worker\.js(\?|$)/.test(String(url))) return new InPageWorker(url);
    return new NativeWorker(url, options);
  };
})();
