/* lawref search, part 1 of 5: tokens and clause ids, exactly as lawref.search.analysis.raw_tokens and
 * lawref.ids.normalize_id read them (tests compare both on hundreds of strings). Python's Unicode classes are
 * spelled out: \w = [\p{L}\p{N}_], [^\W_] = [\p{L}\p{N}], [^\W\d_] = \p{L}, \d = \p{Nd}. */
(function (root) {
  "use strict";

  /* The id grammar (lawref/data/ids.toml, shipped as meta.idGrammar and LAWREF_DATA.idGrammar): its classes as
   * JavaScript spells them (lawref.ids.python_pattern spells them for Python). */
  var CLASSES = { "{D}": "\\p{Nd}", "{L}": "\\p{L}", "{AN}": "[\\p{L}\\p{N}]", "{W}": "[\\p{L}\\p{N}_]" };
  function spelled(text, grammar) {
    var roman = grammar.roman, out = text;
    var classes = Object.assign({ "{R}": "[" + roman.digits + Object.keys(roman.lookalikes).join("") + "]" }, CLASSES);
    Object.keys(classes).forEach(function (name) { out = out.split(name).join(classes[name]); });
    return out;
  }
  function compile(grammar) {
    var patterns = {};
    Object.keys(grammar.patterns).forEach(function (name) {
      var p = grammar.patterns[name];
      patterns[name] = new RegExp(spelled(p.pattern, grammar), "u" + (p.flags.indexOf("i") >= 0 ? "i" : ""));
    });
    var candidate = spelled(grammar.tokens.candidate, grammar), word = spelled(grammar.tokens.word, grammar);
    return { patterns: patterns, token: new RegExp("(?<id>" + candidate + ")|(?<word>" + word + ")", "gu"),
      word: new RegExp(word, "gu"), label: new RegExp(spelled(grammar.go_to.label, grammar), "u"),
      range: new RegExp(spelled(grammar.go_to.range, grammar), "u"), lawWords: new Set(grammar.go_to.law_words.split(/\s+/)),
      lookalikes: grammar.roman.lookalikes,
      parentSteps: grammar.parent_steps.map(function (step) { return new RegExp(spelled(step.pattern, grammar), "u"); }) };
  }

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

  /* lawref.numbering.latin_roman: lower case, the Cyrillic look-alikes made Latin */
  function roman(text, lookalikes) {
    return Array.from(text.toLowerCase()).map(function (ch) { return own(lookalikes, ch) || ch; }).join("");
  }

  /* letters: {section, subitem} (data/letters.toml); grammar: the id grammar (letters.idGrammar when not given). */
  function Ids(letters, grammar) {
    this.section = letters.section;
    this.subitem = letters.subitem;
    this.grammar = compile(grammar || letters.idGrammar);
  }
  Ids.prototype.latinSection = function (letter) {
    var upper = letter.toUpperCase();
    return Object.prototype.hasOwnProperty.call(this.section, upper) ? this.section[upper] : upper;
  };
  Ids.prototype.latinSubitem = function (letter) {
    var lower = letter.toLowerCase();
    return Object.prototype.hasOwnProperty.call(this.subitem, lower) ? this.subitem[lower] : lower;
  };
  /* lawref.ids.parent_id: one step up the id's tree (ids.toml's parent_steps), null at the top */
  Ids.prototype.parent = function (id) {
    for (var i = 0; i < this.grammar.parentSteps.length; i++) {
      var m = this.grammar.parentSteps[i].exec(id);
      if (m) return m.groups.up;
    }
    return null;
  };
  /* lawref.ids.resolve_id: the id itself when has(id), else the nearest enclosing id that has it, else null */
  Ids.prototype.resolve = function (id, has) {
    var current = id;
    while (current !== null) {
      if (has(current)) return current;
      current = this.parent(current);
    }
    return null;
  };
  /* lawref.ids.law_id */
  Ids.prototype.lawId = function (law, section, item, sub, deep) {
    var out = int(law);
    if (section) out += this.latinSection(section);
    if (item) out += int(item);
    if (sub) out += "(" + this.latinSubitem(sub) + ")";
    if (deep) out += "(" + roman(deep, this.grammar.lookalikes) + ")";
    return out;
  };
  /* lawref.ids.normalize_id */
  Ids.prototype.normalize = function (text) {
    var compact = (text || "").replace(/\s+/gu, ""), m, out, g, P = this.grammar.patterns, look = this.grammar.lookalikes;
    if (!compact) return null;
    if ((m = /^(.+)(~\d+)$/u.exec(compact))) { // the repeat of an id defined twice (lawref check names it)
      var first = this.normalize(m[1]);
      return first ? first + m[2] : null;
    }
    if ((m = P.commentary.exec(compact))) return "c" + int(m.groups.law);
    if ((m = P.book.exec(compact))) {
      g = m.groups;
      if (g.defs) return g.defs.toLowerCase() + (g.term ? "." + g.term.toLowerCase() : "");
      if (g.front) return g.front.toLowerCase() + "." + g.fslug.toLowerCase();
      if (g.ch) return "ch" + int(g.ch) + (g.chpart ? ".p" + int(g.chpart) : "");
      return "p" + int(g.part);
    }
    if ((m = P.special.exec(compact))) {
      var headId = this.normalize(m.groups.head) || m.groups.head;
      var tail = m.groups.tail.toLowerCase();
      if (tail.indexOf("ex") === 0) {
        tail = "ex" + Array.from(m.groups.tail.slice(2)).map(this.latinSection, this).join("");
      }
      return headId + "." + tail;
    }
    if ((m = P.law_item.exec(compact))) {
      out = int(m.groups.law) + "-" + int(m.groups.item);
      if (m.groups.sub) out += "(" + this.latinSubitem(m.groups.sub) + ")";
      if (m.groups.deep) out += "(" + roman(m.groups.deep, look) + ")";
      return out;
    }
    if ((m = P.para.exec(compact))) {
      out = int(m.groups.law) + "." + int(m.groups.num);
      if (m.groups.item) out += "(" + roman(m.groups.item, look) + ")";
      return out;
    }
    if ((m = P.para_letter.exec(compact))) {
      g = m.groups;
      out = int(g.law) + "." + int(g.num) + "(" + this.latinSubitem(g.sub || g.bare) + ")";
      var deeper = g.deep || g.baredeep;
      return deeper ? out + "(" + roman(deeper, look) + ")" : out;
    }
    if ((m = P.law.exec(compact))) {
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
    var out = [], m, w, TOKEN_RE = this.grammar.token, WORD_RE = this.grammar.word;
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
  /* lawref.ids.go_to_id: what the go-to box reads: an id, after a Law's label word («Правило 16», «пр. 16»,
   * «Закон 16»); of a range («81–85», «Правила 68–70»), its first id. null: no id. */
  Ids.prototype.goTo = function (text) {
    var g = this.grammar, m;
    text = (text || "").trim();
    if ((m = g.label.exec(text)) && g.lawWords.has(fold(m.groups.word))) text = text.slice(m[0].length);
    var found = this.normalize(text);
    if (found === null && (m = g.range.exec(text))) {
      var first = this.normalize(m.groups.first);
      found = first && this.normalize(m.groups.last) ? first : null;
    }
    return found;
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
    prefix: 0, SHARD: {}, POSTING: {}, TEXT: {}, STRIDE: {}, NO_DOC: null,
    configure: function (meta) {
      var layout = meta.layout;
      format.prefix = meta.shardPrefix;
      format.SHARD = layout.shard; format.POSTING = layout.posting; format.STRIDE = layout.stride;
      format.NO_DOC = layout.noDoc;
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
    /* Each item of a flat list as its values, fn(v0, v1, v2) (up to three), with no copy: `items` makes an array of
     * each, and the postings of a query of common words at 100x run to thousands of items. */
    each: function (flat, stride, fn) {
      var n = format.STRIDE[stride];
      for (var i = 0; flat && i < flat.length; i += n) fn(flat[i], n > 1 ? flat[i + 1] : undefined, n > 2 ? flat[i + 2] : undefined);
    },
    /* Document numbers back from their gaps (lawref.search.dataformat.docs). */
    docs: function (gaps) {
      var doc = 0;
      return (gaps || []).map(function (gap) { doc += gap; return doc; });
    },
    /* How many items a flat list holds. */
    count: function (flat, stride) {
      return flat ? Math.ceil(flat.length / format.STRIDE[stride]) : 0;
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
