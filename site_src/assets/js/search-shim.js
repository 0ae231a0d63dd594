/* lawref search in the page, loaded before Material's bundle. Two jobs:
 *
 * 1. Over file:// browsers refuse `new Worker()`, and Material's offline answer (the iframe-worker shim) is
 *    fetched from unpkg.com, which an offline reader cannot reach. So when the site is a folder, our worker runs
 *    in the page instead: same engine, same messages, its data loaded with <script> tags (fetch() of a file://
 *    URL is refused too). A query takes milliseconds, so the page does not freeze.
 * 2. Above Material's result list it says what was searched: the number of clauses found (Material counts
 *    pages), «Показаны результаты для: …» when the query was corrected, switched or expanded, and a link that
 *    searches exactly what was typed (the query with a leading «!»). When the search box gets focus, the worker
 *    is asked to get ready (compile its patterns; a small collection's texts); as a query is typed or pasted,
 *    to load what it needs (Material sends the query itself when the key is released).
 * 3. The search stays open while its field has the keyboard (keepOpen): set up here, before Material's bundle
 *    runs, since Material closes the search in its first 125 ms on a page opened at an anchor.
 * Other workers are left alone. */
(function () {
  "use strict";
  var NativeWorker = window.Worker;
  var PREFETCH = 99;
  var INPUT = "input[data-md-component=search-query]";
  var latest = null;

  function loadScript(url) {
    return new Promise(/** @param {(value?: void) => void} resolve */ function (resolve, reject) {
      var script = document.createElement("script");
      script.src = url;
      script.onload = function () { resolve(); };
      script.onerror = function () { reject(new Error("lawref search: cannot load " + url)); };
      document.head.appendChild(script);
    });
  }

  /** A Worker run in this page. @param {string | URL} url @returns {Worker} */
  function InPageWorker(url) {
    var target = /** @type {Worker} */ (/** @type {unknown} */ (new EventTarget())); // the UI listens on it for "message"
    var workerUrl = new URL(url, document.baseURI);
    var base = new URL("../../search/lawref/", workerUrl).href;
    // search-scripts.js lists the engine's scripts in load order
    var handle = loadScript(new URL("search-scripts.js", workerUrl).href).then(function () {
      return window.LAWREF_SEARCH_SCRIPTS.reduce(function (done, name) {
        return done.then(function () { return loadScript(new URL(name, workerUrl).href); });
      }, Promise.resolve());
    }).then(function () {
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

  /* --- what was searched, above the list --- */
  function plural(n) {
    var mod10 = n % 10, mod100 = n % 100;
    var word = mod10 === 1 && mod100 !== 11 ? "пункт" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "пункта" : "пунктов";
    return (mod10 === 1 && mod100 !== 11 ? "Найден " : "Найдено ") + n + " " + word;
  }

  function annotate() {
    var meta = document.querySelector(".md-search-result__meta");
    if (!meta || !latest) return;
    var input = /** @type {HTMLInputElement | null} */ (document.querySelector(INPUT));
    if (input && input.value.trim() !== latest.query.trim()) return; // an older answer
    if (latest.total && meta.textContent !== plural(latest.total)) meta.textContent = plural(latest.total);
    var note = /** @type {HTMLElement | null} */ (document.querySelector(".lawref-search-note"));
    var key = JSON.stringify(latest);
    if (note && note.getAttribute("data-for") === key) return; // already says this (the observer calls again)
    if (!note) {
      note = document.createElement("div");
      note.className = "lawref-search-note";
      meta.parentNode.insertBefore(note, meta.nextSibling);
    }
    note.setAttribute("data-for", key);
    note.textContent = "";
    if (latest.changed && latest.total) {
      note.appendChild(document.createTextNode("Показаны результаты для: "));
      var b = document.createElement("b");
      b.textContent = latest.shown;
      note.appendChild(b);
      note.appendChild(document.createTextNode(". "));
      var typed = latest.query.replace(/^\s*!/, "");
      var link = document.createElement("a");
      link.href = "#";
      link.className = "lawref-search-exact";
      link.textContent = "Искать «" + typed + "» как написано";
      link.addEventListener("click", function (ev) {
        ev.preventDefault();
        var box = /** @type {HTMLInputElement} */ (document.querySelector(INPUT));
        box.value = "!" + typed;
        box.focus();
        box.dispatchEvent(new Event("input", { bubbles: true }));
        box.dispatchEvent(new KeyboardEvent("keyup", { key: "End", bubbles: true }));
      });
      note.appendChild(link);
    } else if (latest.exact) {
      note.textContent = "Поиск как написано: без исправлений, раскладки и синонимов.";
    }
    // «Возможно, вы искали: …»: words the collection has, near a word that found nothing; each searches itself.
    var words = latest.suggestions || [];
    if (words.length) {
      var line = document.createElement("div");
      line.className = "lawref-search-suggest";
      line.appendChild(document.createTextNode("Возможно, вы искали: "));
      words.forEach(function (word, n) {
        if (n) line.appendChild(document.createTextNode(", "));
        var a = document.createElement("a");
        a.href = "#";
        a.textContent = word;
        a.addEventListener("click", function (ev) {
          ev.preventDefault();
          var box = /** @type {HTMLInputElement} */ (document.querySelector(INPUT));
          box.value = word;
          box.focus();
          box.dispatchEvent(new Event("input", { bubbles: true }));
          box.dispatchEvent(new KeyboardEvent("keyup", { key: "End", bubbles: true }));
        });
        line.appendChild(a);
      });
      note.appendChild(line);
    }
    note.hidden = !note.textContent;
  }

  /** The element an event is on, when it is the search box. @param {Event} ev @returns {HTMLInputElement | null} */
  function searchBox(ev) {
    var el = /** @type {Element | null} */ (ev.target);
    return el && el.matches && el.matches(INPUT) ? /** @type {HTMLInputElement} */ (el) : null;
  }

  /** @param {Worker} worker */
  function watch(worker) {
    worker.addEventListener("message", function (ev) {
      var data = ev.data;
      if (data && data.type === 3 && data.data && data.data.lawref) {
        latest = data.data.lawref;
        setTimeout(annotate, 0); // after Material has rendered the list
      }
    });
    document.addEventListener("focusin", function (ev) {
      if (searchBox(ev)) worker.postMessage({ type: PREFETCH });
    });
    // Material searches on a key's release. Pasted, dropped or dictated text, or a word picked from the
    // keyboard's suggestions, changes the box with no key down: release one for it, so it searches at once.
    var keyDown = false;
    document.addEventListener("keydown", function (ev) {
      if (searchBox(ev)) keyDown = true;
    }, true);
    document.addEventListener("keyup", function () { keyDown = false; }, true);
    document.addEventListener("input", function (ev) {
      var box = searchBox(ev);
      if (!box) return;
      if (box.value.trim()) worker.postMessage({ type: PREFETCH, data: box.value });
      if (!keyDown && ev.isTrusted) box.dispatchEvent(new KeyboardEvent("keyup", { key: "Unidentified", bubbles: true }));
    });
    // Material rewrites its count on every result: say ours again after it.
    var observe = function () {
      var list = document.querySelector(".md-search-result");
      if (list) new MutationObserver(annotate).observe(list, { childList: true, subtree: true, characterData: true });
      else document.addEventListener("DOMContentLoaded", observe, { once: true });
    };
    observe();
    return worker;
  }

  /* --- the search stays open while its field has the keyboard ---
   * Material closes the search 125 ms after the page's address changes, to close it behind a result followed on
   * the same page; it does so once at the start of every page opened at an anchor too (a jump from the go-to
   * box, a reference, a result), where nothing was followed. «/» pressed before then (Material binds it at once)
   * opened the search and closed it, the field keeping the keyboard: the next keys went into a hidden box and the
   * results filled it unseen. Material closes it too on any link clicked in it, the note's links among them
   * («Искать … как написано», «Возможно, вы искали»), which search again instead of leaving. So a close that
   * leaves the field with the keyboard and follows no link is undone, before the page is drawn again. The
   * reader's own closes are kept: Escape and Tab take the keyboard from the field, a click beside the search or
   * on its back arrow takes it too, a result followed is a link followed. */
  function keepOpen() {
    var toggle = /** @type {HTMLInputElement | null} */ (document.getElementById("__search"));
    if (!toggle) return;
    var clicked = null; // a click on a link in the search, while it is dispatched
    document.addEventListener("click", function (ev) {
      var target = /** @type {Element} */ (ev.target);
      if (!(target.closest && target.closest(".md-search a[href]"))) return;
      clicked = ev;
      setTimeout(function () { if (clicked === ev) clicked = null; }, 0);
    }, true);
    toggle.addEventListener("change", function () {
      if (toggle.checked) return;
      var link = clicked;
      // after the code that closed it has run to its end: Escape's handler lets the field go just after
      queueMicrotask(function () {
        var followed = link && !link.defaultPrevented;
        if (!toggle.checked && document.activeElement === document.querySelector(INPUT) && !followed) toggle.click();
      });
    });
  }

  /** @param {string | URL} url @param {WorkerOptions} [options] @returns {Worker} */
  function LawrefWorker(url, options) {
    if (/search-worker\.js(\?|$)/.test(String(url))) {
      return watch(location.protocol === "file:" ? InPageWorker(url) : new NativeWorker(url, options));
    }
    return new NativeWorker(url, options);
  }
  // Called with `new` by Material: a constructor that returns an object gives that object.
  window.Worker = /** @type {typeof Worker} */ (/** @type {unknown} */ (LawrefWorker));
  // deferred like Material's bundle, and before it: the page is parsed, the toggle is there
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", keepOpen, { once: true });
  else keepOpen();
})();
