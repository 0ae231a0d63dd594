/* lawref search, part 1 of 5: tokens and clause ids, exactly as lawref.search.analysis.raw_tokens and
 * lawref.ids.normalize_id read them (tests compare both on hundreds of strings). Python's Unicode classes are
 * spelled out: \w = [\p{L}\p{N}_], [^\W_] = [\p{L}\p{N}], [^\W\d_] = \p{L}, \d = \p{Nd}. */
(function (root) {
  "use strict";

  var W = "[\\p{L}\\p{N}_]";
  var AN = "[\\p{L}\\p{N}]";
  var LET = "\\p{L}";
  var D = "\\p{Nd}";
  var ID_CANDIDATE = "(?<!" + W + ")(?:[cс]" + D + "{1,3}|" + D + "{1,3}(?:\\." + D + "{1,3})?" +
    "(?:\\.(?:fn|note|ex)" + W + "+)?(?:" + LET + "|" + D + "|\\(" + AN + "{1,4}\\))*)(?!" + W + "|\\()";
  var WORD = AN + "+(?:-" + AN + "+)*";
  var TOKEN_RE = new RegExp("(?<id>" + ID_CANDIDATE + ")|(?<word>" + WORD + ")", "gu");
  var WORD_RE = new RegExp(WORD, "gu");

  var LAW_ID = new RegExp("^(?<law>" + D + "{1,3})(?<section>" + LET + ")?(?<item>" + D + "{1,2})?" +
    "(?:\\((?<sub>" + LET + ")\\)|(?<bare>[a-zа-яё]))?(?:\\((?<deep>[ivxlcіх]+)\\)|(?<baredeep>[ivxlcіх]+))?$", "u");
  var PARA_ID = new RegExp("^(?<law>" + D + "{1,3})\\.(?<num>" + D + "{1,3})\\.?(?:\\(?(?<item>[ivxlcіх]+)\\)?)?$", "iu");
  var LAW_ITEM_ID = new RegExp("^(?<law>" + D + "{1,3})-(?<item>" + D + "{1,2})(?:\\((?<sub>" + LET + ")\\)" +
    "(?:\\((?<deep>[ivxlcіх]+)\\))?)?$", "u");
  /* a letter item of a commentary paragraph and a roman under it: 1.1(a), 1.1(b)(i), 1.1b */
  var PARA_LETTER_ID = new RegExp("^(?<law>" + D + "{1,3})\\.(?<num>" + D + "{1,3})\\.?(?:\\((?<sub>" + LET + ")\\)|" +
    "(?<bare>[a-zа-яё]))(?:\\((?<deep>[ivxlcіх]+)\\)|(?<baredeep>[ivxlcіх]+))?$", "iu");
  var COMMENTARY_ID = new RegExp("^[cс](?:omm|омм)?\\.?(?<law>" + D + "{1,3})$", "iu");
  var SPECIAL_ID = new RegExp("^(?<head>c?" + D + "{1,3}(?:\\." + D + "{1,3})?)\\.(?<tail>fn" + D + "+|note" + D +
    "+|ex" + LET + "+)$", "iu");
  var BOOK_ID = new RegExp("^(?:(?<defs>c?def)(?:\\.(?<term>[a-z0-9-]+))?|(?<front>c?front)\\.(?<fslug>[a-z0-9-]+)" +
    "|ch(?<ch>" + D + "{1,2})(?:\\.p(?<chpart>" + D + "{1,2}))?|p(?<part>" + D + "{1,2}))$", "iu");

  function fold(text) {
    return text.toLowerCase().replace(/ё/g, "е");
  }

  /* Python's str[:n] counts code points. */
  function head(text, n) {
    return Array.from(text).slice(0, n).join("");
  }

  function int(text) {
    return String(parseInt(text, 10));
  }

  function roman(text) {
    return text.toLowerCase().replace(/і/g, "i").replace(/х/g, "x");
  }

  function Ids(letters) {
    this.section = letters.section;
    this.subitem = letters.subitem;
  }
  Ids.prototype.latinSection = function (letter) {
    var upper = letter.toUpperCase();
    return Object.prototype.hasOwnProperty.call(this.section, upper) ? this.section[upper] : upper;
  };
  Ids.prototype.latinSubitem = function (letter) {
    var lower = letter.toLowerCase();
    return Object.prototype.hasOwnProperty.call(this.subitem, lower) ? this.subitem[lower] : lower;
  };
  /* lawref.ids.law_id */
  Ids.prototype.lawId = function (law, section, item, sub, deep) {
    var out = int(law);
    if (section) out += this.latinSection(section);
    if (item) out += int(item);
    if (sub) out += "(" + this.latinSubitem(sub) + ")";
    if (deep) out += "(" + roman(deep) + ")";
    return out;
  };
  /* lawref.ids.normalize_id */
  Ids.prototype.normalize = function (text) {
    var compact = (text || "").replace(/\s+/gu, ""), m, out, g;
    if (!compact) return null;
    if ((m = /^(.+)(~\d+)$/u.exec(compact))) { // the repeat of an id defined twice (lawref check names it)
      var first = this.normalize(m[1]);
      return first ? first + m[2] : null;
    }
    if ((m = COMMENTARY_ID.exec(compact))) return "c" + int(m.groups.law);
    if ((m = BOOK_ID.exec(compact))) {
      g = m.groups;
      if (g.defs) return g.defs.toLowerCase() + (g.term ? "." + g.term.toLowerCase() : "");
      if (g.front) return g.front.toLowerCase() + "." + g.fslug.toLowerCase();
      if (g.ch) return "ch" + int(g.ch) + (g.chpart ? ".p" + int(g.chpart) : "");
      return "p" + int(g.part);
    }
    if ((m = SPECIAL_ID.exec(compact))) {
      var headId = this.normalize(m.groups.head) || m.groups.head;
      var tail = m.groups.tail.toLowerCase();
      if (tail.indexOf("ex") === 0) {
        tail = "ex" + Array.from(m.groups.tail.slice(2)).map(this.latinSection, this).join("");
      }
      return headId + "." + tail;
    }
    if ((m = LAW_ITEM_ID.exec(compact))) {
      out = int(m.groups.law) + "-" + int(m.groups.item);
      if (m.groups.sub) out += "(" + this.latinSubitem(m.groups.sub) + ")";
      if (m.groups.deep) out += "(" + roman(m.groups.deep) + ")";
      return out;
    }
    if ((m = PARA_ID.exec(compact))) {
      out = int(m.groups.law) + "." + int(m.groups.num);
      if (m.groups.item) out += "(" + roman(m.groups.item) + ")";
      return out;
    }
    if ((m = PARA_LETTER_ID.exec(compact))) {
      g = m.groups;
      out = int(g.law) + "." + int(g.num) + "(" + this.latinSubitem(g.sub || g.bare) + ")";
      var deeper = g.deep || g.baredeep;
      return deeper ? out + "(" + roman(deeper) + ")" : out;
    }
    if ((m = LAW_ID.exec(compact))) {
      g = m.groups;
      var sub = g.sub || g.bare || "", deep = g.deep || g.baredeep || "";
      if (sub && !g.item) return null; // "27b" without an item number is not an id
      return this.lawId(g.law, g.section || "", g.item || "", sub, deep);
    }
    return null;
  };
  /* lawref.search.analysis._as_id */
  Ids.prototype.asId = function (text) {
    if (!text) return null;
    var first = text.charAt(0);
    if (!(/\p{Nd}/u.test(first) || ("cсCС".indexOf(first) >= 0 && /^\p{Nd}/u.test(text.slice(1))))) return null;
    if (/^\p{Nd}+$/u.test(text) && text.length > 3) return null; // a year or a count, not a Law number
    return this.normalize(text);
  };
  /* lawref.search.analysis.raw_tokens: [start, end, canonical id or null] */
  Ids.prototype.rawTokens = function (text) {
    var out = [], m, w;
    TOKEN_RE.lastIndex = 0;
    while ((m = TOKEN_RE.exec(text))) {
      if (m.groups.id !== undefined) {
        var canonical = this.asId(m[0]);
        if (canonical) {
          out.push([m.index, m.index + m[0].length, canonical]);
          continue;
        }
        WORD_RE.lastIndex = 0;
        while ((w = WORD_RE.exec(m[0]))) out.push([m.index + w.index, m.index + w.index + w[0].length, null]);
      } else {
        out.push([m.index, m.index + m[0].length, null]);
      }
    }
    return out;
  };
  /* lawref.search.query._whole_id: the whole query is one id typed with spaces ("27 B 1 (b)") */
  Ids.prototype.wholeId = function (text) {
    var pieces = text.split(/\s+/u).filter(Boolean);
    if (!pieces.length || pieces.slice(1).some(function (p) { return Array.from(p).length > 4; })) return null;
    if (pieces.length > 1 && (!/^\p{Nd}/u.test(pieces[0]) ||
        pieces.every(function (p) { return /^\p{Nd}+$/u.test(p); }))) return null;
    return this.normalize(text);
  };

  /* a table's own entry (never Object's: a query "constructor" finds nothing) */
  function own(table, key) {
    return table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  }

  root.LawrefSearch = root.LawrefSearch || {};
  root.LawrefSearch.own = own;
  root.LawrefSearch.Ids = Ids;
  root.LawrefSearch.fold = fold;
  root.LawrefSearch.head = head;
  /* The search data's format (lawref.search.dataformat), named once: the meta's `layout` gives the short key of
   * each shard section (SHARD) and posting part (POSTING), the position of each text field (TEXT) and the stride
   * of each flat list; configure(meta) reads them (Engine.ready), before any shard is read. */
  var format = {
    prefix: 0, SHARD: {}, POSTING: {}, TEXT: {}, STRIDE: {},
    configure: function (meta) {
      var layout = meta.layout;
      format.prefix = meta.shardPrefix;
      format.SHARD = layout.shard; format.POSTING = layout.posting; format.STRIDE = layout.stride;
      format.TEXT = {};
      layout.text.forEach(function (name, i) { format.TEXT[name] = i; });
    },
    /* A named section of a shard (forms, meanings, postings, ...), or undefined. */
    section: function (shard, name) { return own(shard, format.SHARD[name]); },
    /* A named part of a term's entry (hits, forms, context, under, citers), or undefined. */
    part: function (entry, name) { return own(entry, format.POSTING[name]); },
    /* A flat list read `stride` values at a time: [a, 0, b, 1] -> [[a, 0], [b, 1]] (stride: a name of STRIDE). */
    items: function (flat, stride) {
      var n = format.STRIDE[stride], out = [];
      for (var i = 0; flat && i < flat.length; i += n) out.push(flat.slice(i, i + n));
      return out;
    },
    /* A text shard's entry as an object of its named fields. */
    text: function (entry) {
      var out = {};
      Object.keys(format.TEXT).forEach(function (name) { out[name] = entry[format.TEXT[name]]; });
      return out;
    }
  };
  root.LawrefSearch.format = format;
  /* The shard a term's data is in: its first meta.shardPrefix characters (lawref.search.dataformat.shard_key). */
  root.LawrefSearch.shardKey = function (term) {
    return head(term, format.prefix);
  };
  /* shared by the other parts: a text's length in code points, as Python's len() counts */
  root.LawrefSearch.len = function (text) {
    return Array.from(text).length;
  };
})(typeof globalThis !== "undefined" ? globalThis : self);
