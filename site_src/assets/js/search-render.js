/* lawref search, part 5 of 5: results as Material's search list shows them, rendered like the pages: bids as
 * suits (1♥ with red hearts and diamonds, as lawref.inline and the site render them), the source's emphasis, the
 * matched words marked, every result titled by its id when a reader's own and its name in words («Пример С»,
 * «Примечание к 27.8»), else by a reader's label (the id stays in data-lawref-id). Every character of the source
 * shows as itself (escaped). */
(function (root) {
  "use strict";
  var L = root.LawrefSearch, fold = L.fold;
  var own = root.LawrefSearch.own;
  var SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
  var BID = /(?<![\p{L}\p{N}_(])([1-7])(NT|БК|[CDHS])(?![\p{L}\p{N}_)])/gu;

  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, function (ch) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch];
    });
  }

  function bidHtml(text, level, suit, red) {
    return '<span class="lawref-bid" title="' + escapeHtml(text) + '">' + escapeHtml(level) +
      '<span class="lawref-suit ' + (red ? "lawref-red" : "lawref-black") + '">' + escapeHtml(suit) + "</span></span>";
  }

  /* A heading or name: escaped, bids as suits (lawref.site.render.title_md). */
  function titleHtml(text) {
    var out = "", at = 0, m;
    BID.lastIndex = 0;
    while ((m = BID.exec(text))) {
      out += escapeHtml(text.slice(at, m.index)) + bidHtml(m[0], m[1], SUITS[m[2]] || m[2], m[2] === "D" || m[2] === "H");
      at = m.index + m[0].length;
    }
    return out + escapeHtml(text.slice(at));
  }

  /* HTML of `text` cut to about `width` characters around the first matched word: matched words in <mark>,
   * emphasis in <em>, bids as suits (marks: [start, end, kind, shown], kind 0 emphasis, 1 red bid, 2 black). */
  function snippet(ids, text, forms, marks, width) {
    var hits = ids.rawTokens(text).filter(function (t) { return forms.has(fold(text.slice(t[0], t[1]))); });
    width = width || 240;
    var start = 0;
    if (hits.length && hits[0][0] > width / 3) {
      start = hits[0][0] - Math.floor(width / 4);
      var space = text.lastIndexOf(" ", start);
      start = space >= 0 && start - space < 20 ? space + 1 : start;
    }
    var end = Math.min(text.length, start + width);
    if (end < text.length) {
      var cut = text.lastIndexOf(" ", end);
      if (cut > start + width / 2) end = cut;
    }
    marks = (marks || []).filter(function (m) { return m[0] >= start && m[1] <= end; });
    var cuts = new Set([start, end]);
    hits.forEach(function (h) { if (h[0] >= start && h[1] <= end) { cuts.add(h[0]); cuts.add(h[1]); } });
    marks.forEach(function (m) { cuts.add(m[0]); cuts.add(m[1]); });
    var points = Array.from(cuts).sort(function (a, b) { return a - b; });
    var html = start > 0 ? "… " : "";
    for (var i = 0; i + 1 < points.length; i++) {
      var a = points[i], b = points[i + 1], piece = escapeHtml(text.slice(a, b));
      var bid = marks.filter(function (m) { return m[2] > 0 && m[0] === a && m[1] === b; })[0];
      if (bid) piece = bidHtml(text.slice(a, b), bid[3].slice(0, 1), bid[3].slice(1), bid[2] === 1);
      if (marks.some(function (m) { return m[2] === 0 && m[0] <= a && b <= m[1]; })) piece = "<em>" + piece + "</em>";
      if (hits.some(function (h) { return h[0] <= a && b <= h[1]; })) piece = "<mark>" + piece + "</mark>";
      html += piece;
    }
    return html + (end < text.length ? " …" : "");
  }


  /* A result's title: its id when a reader's own («70C2», the label is the id), then its name; else the reader's
   * label the build wrote («Пример C к Правилу 27», «Комментарий к Правилу 27»: lawref.context.reader_name),
   * never the project's id («27.exC»), with what its name says more. [id shown or "", label or name, more]. */
  function titleParts(r) {
    var label = r.label || r.id;
    if (label === r.id) return [r.id, r.name || "", ""];
    return ["", label, rest(r.name || "", label)];
  }
  /* What `name` says beyond `label`: its words after those the two begin with («Пример С 1H 1D» beside «Пример С к
   * Правилу 27»: «1H 1D»); nothing when the label holds it all. */
  function rest(name, label) {
    if (!name || label.indexOf(name) >= 0) return "";
    var n = name.split(" "), l = label.split(" "), k = 0;
    while (k < n.length && k < l.length && n[k] === l[k]) k++;
    return n.slice(k).join(" ");
  }
  /* The title as plain text (lawref.search.engine.Hit.shown_as says the same). */
  /* «Показаны результаты для: …» as a reader reads it: an id read from prose that is no reader's own
   * («27.8.note1») named by its found clause's label (lawref.search.engine.note_for_reader). */
  function readerNote(shown, hits) {
    var names = new Map();
    hits.forEach(function (h) { if (h.label && h.label !== h.id) names.set(h.id, h.label); });
    return String(shown || "").split(" ").map(function (w) { return names.has(w) ? names.get(w) : w; }).join(" ");
  }

  function shownAs(r) {
    var t = titleParts(r);
    return [t[0], t[1]].filter(Boolean).join(" ") + (t[2] ? " · " + t[2] : "");
  }
  function resultTitle(r) {
    var t = titleParts(r), id = ' data-lawref-id="' + escapeHtml(r.id) + '"';
    if (t[0]) return '<code class="lawref-result-id"' + id + ">" + escapeHtml(t[0]) + "</code>" + (t[1] ? " " + titleHtml(t[1]) : "");
    return '<span class="lawref-result-label"' + id + ">" + titleHtml(t[1]) + "</span>" + (t[2] ? " · " + titleHtml(t[2]) : "");
  }

  /* Material's SearchResult: one group per page, the page first (score 0, so Enter picks the best clause),
   * then its clauses, each titled as resultTitle says. `lawref` carries what the page script shows above the list. */
  function materialResult(engine, result) {
    var groups = new Map(), terms = {};
    String(result.query || "").split(/\s+/).filter(Boolean).forEach(function (w) { terms[w] = true; });
    result.hits.forEach(function (r) {
      var page = r.url.split("#")[0];
      if (!groups.has(page)) {
        groups.set(page, [{ location: page, title: escapeHtml(own(engine.meta.pages, page) || page), text: "",
          score: 0, terms: terms }]);
      }
      var title = resultTitle(r);
      groups.get(page).push({ location: r.url, title: title, text: snippet(engine.ids, r.text, result.forms, r.marks),
        score: r.score, terms: terms });
    });
    return { items: Array.from(groups.values()),
      lawref: { total: result.total || 0, shown: readerNote(result.shown, result.hits), changed: !!result.changed,
        exact: !!result.exact, query: result.query || "", suggestions: result.suggestions || [] } };
  }

  L.render = { materialResult: materialResult, snippet: snippet, titleHtml: titleHtml, escapeHtml: escapeHtml,
    resultTitle: resultTitle, shownAs: shownAs, readerNote: readerNote };
  L.escapeHtml = escapeHtml;
})(typeof globalThis !== "undefined" ? globalThis : self);
