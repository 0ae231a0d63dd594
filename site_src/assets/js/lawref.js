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
    } catch (e) {
      return ".";
    }
  }

  /* ---- ids as users type them: a port of lawref.ids.normalize_id ---- */
  var COMMENTARY_ID = /^[cс](?:omm|омм)?\.?(\d{1,3})$/iu;
  var SPECIAL_ID = /^(c?\d{1,3}(?:\.\d{1,3})?)\.(fn\d+|note\d+|ex\p{L}+)$/iu;
  var LAW_ITEM_ID = /^(\d{1,3})-(\d{1,2})(?:\((\p{L})\))?$/u; /* an item of a Law without sections: 9-1 */
  var PARA_ID = /^(\d{1,3})\.(\d{1,3})\.?(?:\(?([ivxlcіх]+)\)?)?$/iu;
  /* A sub-item letter in brackets, or bare in lower case ("27B1b"; "1H1D" is a bid sequence, not an id). */
  var LAW_ID = /^(\d{1,3})(\p{L})?(\d{1,2})?(?:\((\p{L})\)|([a-zа-яё]))?(?:\(([ivxlcіх]+)\)|([ivxlcіх]+))?$/u;

  function latinSection(letter) {
    var upper = letter.toUpperCase();
    return data.section[upper] || upper;
  }
  function latinSubitem(letter) {
    var lower = letter.toLowerCase();
    return data.subitem[lower] || lower;
  }
  function roman(text) {
    return text.toLowerCase().replace(/і/g, "i").replace(/х/g, "x");
  }

  function normalizeId(text) {
    var compact = (text || "").replace(/\s+/g, "");
    var m;
    if (!compact) return null;
    if ((m = COMMENTARY_ID.exec(compact))) return "c" + parseInt(m[1], 10);
    if ((m = SPECIAL_ID.exec(compact))) {
      var head = normalizeId(m[1]) || m[1];
      var tail = m[2].toLowerCase();
      if (tail.indexOf("ex") === 0) {
        tail = "ex" + Array.from(m[2].slice(2)).map(latinSection).join("");
      }
      return head + "." + tail;
    }
    if ((m = LAW_ITEM_ID.exec(compact))) {
      return parseInt(m[1], 10) + "-" + parseInt(m[2], 10) + (m[3] ? "(" + latinSubitem(m[3]) + ")" : "");
    }
    if ((m = PARA_ID.exec(compact))) {
      return parseInt(m[1], 10) + "." + parseInt(m[2], 10) + (m[3] ? "(" + roman(m[3]) + ")" : "");
    }
    if ((m = LAW_ID.exec(compact))) {
      var sub = m[4] || m[5] || "";
      var deep = m[6] || m[7] || "";
      if (sub && !m[3]) return null; /* "27b" without an item number is not an id */
      var out = String(parseInt(m[1], 10));
      if (m[2]) out += latinSection(m[2]);
      if (m[3]) out += parseInt(m[3], 10);
      if (sub) out += "(" + latinSubitem(sub) + ")";
      if (deep) out += "(" + roman(deep) + ")";
      return out;
    }
    return null;
  }

  /* The id itself when the site has it, else the nearest enclosing id it has (27C9 -> 27C -> 27). */
  function resolveId(id) {
    var current = id;
    while (current) {
      if (Object.prototype.hasOwnProperty.call(data.ids, current)) return current;
      var shorter = current
        .replace(/\([a-z]+\)$/, "")
        .replace(/^(\d+[A-Z])\d+$/, "$1")
        .replace(/^(\d+)[A-Z]$/, "$1")
        .replace(/^(\d+)\.\d+$/, "$1")
        .replace(/^(\d+)-\d+$/, "$1")
        .replace(/^(c?\d+(?:\.\d+)?)\.(?:fn|note|ex)\w+$/, "$1");
      if (shorter === current) return null;
      current = shorter;
    }
    return null;
  }

  function setupGoto() {
    var form = document.querySelector("form.lawref-goto");
    if (!form) return;
    var input = form.querySelector("input");
    var message = form.querySelector(".lawref-goto-message");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var typed = input.value.trim();
      var id = normalizeId(typed);
      var found = id && resolveId(id);
      if (!found) {
        message.textContent = typed
          ? "Не найдено: «" + typed + "». Введите номер пункта, например 27B1b, 29.2 или c30."
          : "Введите номер пункта, например 27B1b.";
        return;
      }
      message.textContent = found === id ? "" : "Пункта " + id + " нет; открываю " + found + ".";
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
    box.textContent = text;
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
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  function setupCopyButtons() {
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("button.lawref-copy");
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
  }

  window.lawref = { normalizeId: normalizeId, resolveId: resolveId };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
