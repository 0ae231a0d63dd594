/* lawref site behaviour: the "go to clause" box, reference previews (hover, focus, tap), copy-link buttons.
 * Plain script, no modules and no fetch(): it must work from file:// too. Reads window.LAWREF_DATA
 * (assets/js/lawref-data.js, generated at build time). Text is always inserted with textContent. */
(function () {
  "use strict";

  var data = window.LAWREF_DATA || { ids: {}, section: {}, subitem: {} };

  /* The site root relative to this page, as Material records it ("." or ".."). */
  function siteBase() {
    var el = document.getElementById("__config");
    try {
      return (el && JSON.parse(el.textContent).base) || ".";
    } catch {
      return ".";
    }
  }

  /* ---- ids as users type them: lawref.ids.go_to_id («27В1б», «Правило 16», «пр. 16», «81–85»), read by the
     grammar the search reads too (search-ids.js, loaded before this script, over LAWREF_DATA.idGrammar; tests
     compare it with Python on the same rows) ---- */
  var ids = new window.LawrefSearch.Ids(data, data.idGrammar);
  function normalizeId(text) {
    return ids.goTo(text);
  }

  /* The id itself when the site has it, else the nearest enclosing id it has (70C9 -> 70C, 27C9 -> 27): the
     grammar's parent steps, as lawref.ids.resolve_id walks them. */
  function resolveId(id) {
    return ids.resolve(id, function (candidate) { return Object.prototype.hasOwnProperty.call(data.ids, candidate); });
  }

  var GOTO_NOTE = "lawref-goto-note";

  function remember(key, value) {
    try {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch { /* storage refused (private mode): the jump still works, without the note */ }
  }
  function recall(key) {
    try {
      var value = window.sessionStorage.getItem(key);
      window.sessionStorage.removeItem(key);
      return value ? JSON.parse(value) : null;
    } catch {
      return null;
    }
  }

  /* Every go-to box of the page (the menu's, and the home page's larger one): each says its own message. */
  function setupGoto() {
    Array.prototype.forEach.call(document.querySelectorAll("form.lawref-goto"), setupGotoForm);
    setupGotoToggle();
  }

  /* On a phone the header's box opens under a button (CSS shows it inline on a wide screen). */
  function setupGotoToggle() {
    var holder = document.querySelector(".lawref-goto-header");
    var button = /** @type {HTMLElement} */ (holder && holder.querySelector(".lawref-goto-toggle"));
    if (!button) return;
    var input = /** @type {HTMLInputElement} */ (holder.querySelector("input"));
    var open = function (yes) {
      if (yes) holder.setAttribute("data-open", "");
      else holder.removeAttribute("data-open");
      button.setAttribute("aria-expanded", yes ? "true" : "false");
      if (yes) input.focus();
    };
    button.addEventListener("click", function () { open(!holder.hasAttribute("data-open")); });
    holder.addEventListener("keydown", function (/** @type {KeyboardEvent} */ event) {
      if (event.key === "Escape" && holder.hasAttribute("data-open")) {
        open(false);
        button.focus();
      }
    });
  }

  function setupGotoForm(form) {
    var input = form.querySelector("input");
    var message = form.querySelector(".lawref-goto-message");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var typed = input.value.trim();
      var id = normalizeId(typed);
      var found = id && resolveId(id);
      if (!found) {
        message.textContent = typed
          ? "Не найдено: «" + typed + "». Введите номер пункта, например 27B1b, 29.2 или 70C2."
          : "Введите номер пункта, например 27B1b.";
        return;
      }
      message.textContent = "";
      /* Said on the page that opens, not on the one being left: the context bar there shows it. */
      remember(GOTO_NOTE, found === id ? null : { wanted: id, found: found });
      window.location.href = siteBase() + "/" + data.ids[found];
    });
  }

  /* ---- previews: the target's text, on hover, keyboard focus, or a first tap ---- */
  var tip = null;
  var tipOwner = null;
  var lastPointer = "mouse";
  var openBeforeTap = null; /* whose preview was open when the current tap began (focus opens it mid-tap) */

  function ensureTip() {
    if (tip) return tip;
    tip = document.createElement("div");
    tip.id = "lawref-preview";
    tip.className = "lawref-preview";
    tip.setAttribute("role", "tooltip");
    tip.hidden = true;
    document.body.appendChild(tip);
    return tip;
  }

  function showPreview(link) {
    var text = link.getAttribute("data-preview");
    if (!text) return;
    var box = ensureTip();
    /* The first line is the head (full id and where the clause sits), the rest its text. */
    var cut = text.indexOf("\n");
    box.textContent = "";
    if (cut > 0) {
      var head = document.createElement("div");
      head.className = "lawref-preview-head";
      head.textContent = text.slice(0, cut);
      box.appendChild(head);
    }
    box.appendChild(document.createTextNode(cut > 0 ? text.slice(cut + 1) : text));
    box.hidden = false;
    tipOwner = link;
    link.setAttribute("aria-describedby", box.id);
    var rect = link.getBoundingClientRect();
    var width = Math.min(420, document.documentElement.clientWidth - 16);
    box.style.maxWidth = width + "px";
    var left = Math.max(8, Math.min(rect.left + window.scrollX,
      window.scrollX + document.documentElement.clientWidth - width - 8));
    box.style.left = left + "px";
    box.style.top = rect.bottom + window.scrollY + 6 + "px";
    /* Flip above the link when there is no room below it. */
    var below = document.documentElement.clientHeight - rect.bottom;
    if (below < box.offsetHeight + 12 && rect.top > box.offsetHeight + 12) {
      box.style.top = rect.top + window.scrollY - box.offsetHeight - 6 + "px";
    }
  }

  function hidePreview() {
    if (!tip || tip.hidden) return;
    tip.hidden = true;
    if (tipOwner) tipOwner.removeAttribute("aria-describedby");
    tipOwner = null;
  }

  function setupPreviews() {
    var links = document.querySelectorAll("a.lawref-ref, a.lawref-fn");
    Array.prototype.forEach.call(links, function (link) {
      /* The title is the preview without JavaScript; with it, our box replaces the native tooltip. */
      if (link.title && !link.hasAttribute("data-preview")) {
        link.setAttribute("data-preview", link.title);
        link.removeAttribute("title");
      }
      link.addEventListener("mouseenter", function () { if (lastPointer === "mouse") showPreview(link); });
      link.addEventListener("mouseleave", function () { if (lastPointer === "mouse") hidePreview(); });
      link.addEventListener("focus", function () { showPreview(link); });
      link.addEventListener("blur", function () { if (lastPointer !== "touch") hidePreview(); });
      link.addEventListener("click", function (event) {
        /* On a touch screen the first tap shows the preview, the second follows the link. */
        if (lastPointer === "touch" && openBeforeTap !== link) {
          event.preventDefault();
          showPreview(link);
        }
      });
    });
    document.addEventListener("pointerdown", function (event) {
      lastPointer = event.pointerType === "touch" || event.pointerType === "pen" ? "touch" : "mouse";
      openBeforeTap = tip && !tip.hidden ? tipOwner : null;
      if (tipOwner && !tipOwner.contains(event.target) && !(tip && tip.contains(event.target))) hidePreview();
    }, true);
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape") hidePreview();
    });
    window.addEventListener("resize", hidePreview);
  }

  /* ---- copy link ---- */
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(/** @param {(value?: void) => void} resolve */ function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok;
      try { ok = document.execCommand("copy"); } catch { ok = false; }
      document.body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  function setupCopyButtons() {
    document.addEventListener("click", function (event) {
      var target = /** @type {Element} */ (event.target);
      var button = /** @type {HTMLElement} */ (target.closest && target.closest("button.lawref-copy"));
      if (!button) return;
      var url = window.location.href.split("#")[0] + "#" + button.getAttribute("data-anchor");
      var done = function (ok) {
        button.setAttribute("data-copied", ok ? "yes" : "no");
        button.title = ok ? "Ссылка скопирована" : "Не удалось скопировать: " + url;
        window.setTimeout(function () { button.removeAttribute("data-copied"); }, 2000);
      };
      copyText(url).then(function () { done(true); }, function () { done(false); });
    });
  }

  /* ---- copied text: the source's words, without the soft hyphens ---- */
  /* Long words in headings carry soft hyphens (U+00AD, lawref.site.render.soft_hyphens) so that a phone breaks
   * them where Russian does. They are not the source's text: a heading a reader copies (Ctrl+C, the context menu's
   * «Копировать») has them taken out, in the plain text and in the formatted copy; text pasted or dropped into
   * the search or the go-to box loses them before anything reads it (an id or a word with one matches nothing). */
  var SOFT_HYPHENS = /\u00ad|&shy;/g;

  function setupCleanCopy() {
    document.addEventListener("copy", function (event) {
      var selection = window.getSelection();
      if (!selection || selection.isCollapsed || !event.clipboardData) return;
      var text = selection.toString();
      if (text.indexOf("\u00ad") < 0) return;
      var copied = document.createElement("div");
      for (var i = 0; i < selection.rangeCount; i++) copied.appendChild(selection.getRangeAt(i).cloneContents());
      event.clipboardData.setData("text/plain", text.replace(SOFT_HYPHENS, ""));
      event.clipboardData.setData("text/html", copied.innerHTML.replace(SOFT_HYPHENS, ""));
      event.preventDefault();
    });
    /* Capturing, so that the box's own listeners (Material's search among them) read the cleaned value. */
    document.addEventListener("input", function (event) {
      var box = /** @type {HTMLInputElement} */ (event.target);
      if (!box || box.tagName !== "INPUT" || box.value.indexOf("\u00ad") < 0) return;
      var caret = box.selectionStart === null ? null
        : box.value.slice(0, box.selectionStart).replace(SOFT_HYPHENS, "").length;
      box.value = box.value.replace(SOFT_HYPHENS, "");
      if (caret !== null) box.setSelectionRange(caret, caret);
    }, true);
  }

  /* ---- after a jump: where the clause sits and the lead-in it completes ---- */
  var contextData = null;

  function readContext() {
    if (contextData) return contextData;
    var el = document.getElementById("lawref-context");
    try {
      contextData = el ? JSON.parse(el.textContent) : {};
    } catch {
      contextData = {};
    }
    return contextData;
  }

  function crumbNode(anchor, entry, isLast) {
    var onPage = document.getElementById(anchor);
    var url = onPage ? "#" + anchor : data.ids[entry[0]] && siteBase() + "/" + data.ids[entry[0]];
    var node = document.createElement(url && !isLast ? "a" : "span");
    if (url && !isLast) /** @type {HTMLAnchorElement} */ (node).href = url;
    if (entry[4]) { /* a label over its title («ГЛАВА VII» / «ЭТИКА»): two parts, not one phrase */
      node.textContent = entry[4][0] + " ";
      var title = document.createElement("span");
      title.className = "lawref-crumb-title";
      title.textContent = entry[4][1];
      node.appendChild(title);
    } else {
      node.textContent = entry[2];
    }
    return node;
  }

  function showContext(note) {
    var old = document.querySelector(".lawref-context");
    if (old) old.parentNode.removeChild(old);
    document.documentElement.style.removeProperty("--lawref-context-height");
    var anchor = decodeURIComponent(window.location.hash.slice(1));
    var clauses = readContext();
    var entry = anchor && Object.prototype.hasOwnProperty.call(clauses, anchor) ? clauses[anchor] : null;
    var target = anchor && document.getElementById(anchor);
    if (!entry || !target || (!entry[1] && !note)) return; /* a page's own heading needs no context */
    var chain = [];
    var seen = {};
    for (var a = anchor; a && clauses[a] && !seen[a]; a = clauses[a][1]) {
      seen[a] = true;
      chain.unshift([a, clauses[a]]);
    }
    var bar = document.createElement("div");
    bar.className = "lawref-context";
    bar.setAttribute("role", "region");
    bar.setAttribute("aria-label", "Где находится пункт");
    var head = document.createElement("div");
    head.className = "lawref-context-head";
    var crumbs = document.createElement("nav");
    crumbs.className = "lawref-crumbs";
    crumbs.setAttribute("aria-label", "Путь к пункту");
    chain.forEach(function (step, i) {
      if (i) crumbs.appendChild(document.createTextNode(" › "));
      crumbs.appendChild(crumbNode(step[0], step[1], i === chain.length - 1));
    });
    if (entry[2].replace(/\.$/, "") !== entry[0]) { /* «2.» is 70C2; «27.7.» says its id already */
      crumbs.appendChild(document.createTextNode(" "));
      var id = document.createElement("span");
      id.className = "lawref-id";
      id.textContent = entry[0];
      crumbs.appendChild(id);
    }
    var close = document.createElement("button");
    close.type = "button";
    close.className = "lawref-context-close";
    close.setAttribute("aria-label", "Скрыть");
    close.textContent = "×";
    close.addEventListener("click", function () {
      bar.parentNode.removeChild(bar);
      document.documentElement.style.removeProperty("--lawref-context-height");
    });
    head.appendChild(crumbs);
    head.appendChild(close);
    bar.appendChild(head);
    if (entry[3]) {
      var lead = document.createElement("p");
      lead.className = "lawref-context-lead";
      lead.title = "Показать полностью";
      lead.textContent = entry[3];
      lead.addEventListener("click", function () { lead.setAttribute("data-open", ""); });
      bar.appendChild(lead);
    }
    if (note) {
      var said = document.createElement("p");
      said.className = "lawref-context-note";
      said.textContent = "Пункта " + note.wanted + " нет в справочнике; показан ближайший: " + note.found + ".";
      bar.appendChild(said);
    }
    var article = document.querySelector(".md-content__inner") || document.body;
    article.insertBefore(bar, article.firstChild);
    var height = bar.offsetHeight;
    document.documentElement.style.setProperty("--lawref-context-height", height + "px");
    /* The bar took room at the top: bring the clause back just below it (now, and once the page has loaded,
       when the browser scrolls to the anchor again). */
    var place = function () { target.scrollIntoView(); };
    place();
    if (document.readyState !== "complete") window.addEventListener("load", place, { once: true });
  }

  /* The go-to box's note, when it is about the clause this page now shows (a jump within the page too). */
  function noteHere() {
    var note = recall(GOTO_NOTE);
    var anchor = decodeURIComponent(window.location.hash.slice(1));
    return note && note.found && anchor.replace(/[()]/g, "") === note.found.replace(/[()]/g, "") ? note : null;
  }

  function setupContext() {
    showContext(noteHere());
    window.addEventListener("hashchange", function () { showContext(noteHere()); });
  }

  /* ---- offline app: the service worker (over http(s) only; from a folder the site works as it is) ---- */
  function toast(text, action, onAction) {
    var old = document.querySelector(".lawref-toast");
    if (old) old.parentNode.removeChild(old);
    var box = document.createElement("div");
    box.className = "lawref-toast";
    box.setAttribute("role", "status");
    var words = document.createElement("span");
    words.textContent = text;
    box.appendChild(words);
    if (action) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = action;
      button.addEventListener("click", onAction);
      box.appendChild(button);
    } else {
      window.setTimeout(function () { if (box.parentNode) box.parentNode.removeChild(box); }, 6000);
    }
    document.body.appendChild(box);
  }

  function offerUpdate(worker) {
    toast("Вышла новая версия справочника.", "Обновить", function () {
      updating = true;
      worker.postMessage("skip-waiting");
    });
  }

  var updating = false;

  function setupOffline() {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(window.location.protocol)) return;
    var sw = navigator.serviceWorker;
    var hadController = !!sw.controller;
    sw.addEventListener("controllerchange", function () {
      if (updating) window.location.reload(); /* the reader chose «Обновить» */
    });
    /* After the page has loaded: the worker then downloads the whole site, which must not slow the first page. */
    if (document.readyState !== "complete") {
      window.addEventListener("load", function () { registerWorker(sw, hadController); }, { once: true });
    } else {
      registerWorker(sw, hadController);
    }
  }

  function registerWorker(sw, hadController) {
    sw.register(siteBase() + "/sw.js").then(function (registration) {
      if (!registration) return; /* a browser that blocks service workers may resolve with nothing */
      if (registration.waiting && sw.controller) offerUpdate(registration.waiting);
      registration.addEventListener("updatefound", function () {
        var worker = registration.installing;
        if (!worker) return;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && sw.controller) offerUpdate(worker);
          if (worker.state === "activated" && !hadController) {
            toast("Справочник сохранён на этом устройстве и откроется без сети.");
          }
        });
      });
    }, function () { /* no worker (e.g. mkdocs serve's first page): the site works online as before */ });
  }

  /* Material's search overlay is a role="dialog" without a name; screen readers announce it unnamed. */
  function nameSearchDialog() {
    var dialog = document.querySelector('.md-search[role="dialog"]');
    if (dialog && !dialog.hasAttribute("aria-label") && !dialog.hasAttribute("aria-labelledby")) {
      dialog.setAttribute("aria-label", "Поиск по справочнику");
    }
  }

  function start() {
    nameSearchDialog();
    setupGoto();
    setupPreviews();
    setupCopyButtons();
    setupCleanCopy();
    setupContext();
    setupOffline();
  }

  window.lawref = { normalizeId: normalizeId, resolveId: resolveId };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
