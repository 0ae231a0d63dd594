/* lawref in-browser search: the engine, shared by the Web Worker (over http) and the in-page worker that
 * search-shim.js starts when the site is opened from a folder (file://, where browsers refuse workers).
 *
 * It mirrors the Python search (lawref.search): the same tokens (ids kept whole, words folded ё -> е), the
 * same terms (a word meets its lemmas through the build-time form -> lemma map), the same ranking (whoosh's
 * BM25F with the title boost: every word's lemmas OR-ed, words AND-ed, OR when no clause has them all), and
 * an id typed as the query comes first. Data: lawref.site.search_data (see its docstring for the files).
 * Speaks Material's worker protocol: SETUP 0, READY 1, QUERY 2, RESULT 3.
 */
(function (root) {
  "use strict";

  var MSG = { SETUP: 0, READY: 1, QUERY: 2, RESULT: 3 };

  /* --- tokens: lawref.search.analysis._TOKEN_RE, with Python's Unicode classes spelled out --- */
  var W = "[\\p{L}\\p{N}_]";      // Python \w
  var AN = "[\\p{L}\\p{N}]";      // Python [^\W_]
  var LET = "\\p{L}";             // Python [^\W\d_]
  var D = "\\p{Nd}";              // Python \d
  var ID_CANDIDATE = "(?<!" + W + ")(?:[cс]" + D + "{1,3}|" + D + "{1,3}(?:\\." + D + "{1,3})?" +
    "(?:\\.(?:fn|note|ex)" + W + "+)?(?:" + LET + "|" + D + "|\\(" + AN + "{1,4}\\))*)(?!" + W + "|\\()";
  var WORD = AN + "+(?:-" + AN + "+)*";
  var TOKEN_RE = new RegExp("(?<id>" + ID_CANDIDATE + ")|(?<word>" + WORD + ")", "gu");
  var WORD_RE = new RegExp(WORD, "gu");

  /* Data tables are plain objects: a query word like "constructor" must not find Object's own properties. */
  function own(table, key) {
    return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  }

  function fold(text) {
    return text.toLowerCase().replace(/ё/g, "е");
  }

  /* --- ids: lawref.ids.normalize_id and analysis._as_id --- */
  // A sub-item letter in brackets, or bare in lower case ("27B1b"; "1H1D" is a bid sequence, not an id).
  var LAW_ID = new RegExp("^(?<law>" + D + "{1,3})(?<section>" + LET + ")?(?<item>" + D + "{1,2})?" +
    "(?:\\((?<sub>" + LET + ")\\)|(?<bare>[a-zа-яё]))?(?:\\((?<deep>[ivxlcіх]+)\\)|(?<baredeep>[ivxlcіх]+))?$", "u");
  var PARA_ID = new RegExp("^(?<law>" + D + "{1,3})\\.(?<num>" + D + "{1,3})\\.?(?:\\(?(?<item>[ivxlcіх]+)\\)?)?$", "iu");
  var COMMENTARY_ID = new RegExp("^[cс](?:omm|омм)?\\.?(?<law>" + D + "{1,3})$", "iu");
  var SPECIAL_ID = new RegExp("^(?<head>c?" + D + "{1,3}(?:\\." + D + "{1,3})?)\\.(?<tail>fn" + D + "+|note" + D +
    "+|ex" + LET + "+)$", "iu");

  function Ids(letters) {
    this.section = letters.section;
    this.subitem = letters.subitem;
  }
  Ids.prototype.latinSection = function (letter) {
    var upper = letter.toUpperCase();
    return this.section[upper] || upper;
  };
  Ids.prototype.latinSubitem = function (letter) {
    var lower = letter.toLowerCase();
    return this.subitem[lower] || lower;
  };
  function roman(text) {
    return text.toLowerCase().replace(/і/g, "i").replace(/х/g, "x");
  }
  Ids.prototype.normalize = function (text) {
    var compact = (text || "").replace(/\s+/gu, ""), m, out;
    if (!compact) return null;
    if ((m = COMMENTARY_ID.exec(compact))) return "c" + parseInt(m.groups.law, 10);
    if ((m = SPECIAL_ID.exec(compact))) {
      var head = this.normalize(m.groups.head) || m.groups.head;
      var tail = m.groups.tail.toLowerCase();
      if (tail.indexOf("ex") === 0) {
        tail = "ex" + Array.from(m.groups.tail.slice(2)).map(this.latinSection, this).join("");
      }
      return head + "." + tail;
    }
    if ((m = PARA_ID.exec(compact))) {
      out = parseInt(m.groups.law, 10) + "." + parseInt(m.groups.num, 10);
      if (m.groups.item) out += "(" + roman(m.groups.item) + ")";
      return out;
    }
    if ((m = LAW_ID.exec(compact))) {
      var g = m.groups, sub = g.sub || g.bare || "", deep = g.deep || g.baredeep || "";
      if (sub && !g.item) return null; // "27b" without an item number is not an id
      out = String(parseInt(g.law, 10));
      if (g.section) out += this.latinSection(g.section);
      if (g.item) out += parseInt(g.item, 10);
      if (sub) out += "(" + this.latinSubitem(sub) + ")";
      if (deep) out += "(" + roman(deep) + ")";
      return out;
    }
    return null;
  };
  Ids.prototype.asId = function (text) {
    if (!text) return null;
    var first = text.charAt(0);
    if (!(/\p{Nd}/u.test(first) || ("cсCС".indexOf(first) >= 0 && /^\p{Nd}/u.test(text.slice(1))))) return null;
    if (/^\p{Nd}+$/u.test(text) && text.length > 3) return null; // a year or a count, not a Law number
    return this.normalize(text);
  };
  /* analysis.raw_tokens: [start, end, canonical id or null] */
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

  /* --- HTML: every character of the source shows as itself --- */
  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, function (ch) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch];
    });
  }

  function shardFile(key) {
    return Array.from(key).map(function (ch) {
      return /^[A-Za-z0-9]$/.test(ch) ? ch : "u" + ch.codePointAt(0).toString(16);
    }).join("");
  }

  /* --- the engine --- */
  function Engine(base, load) {
    this.base = base; // URL of search/lawref/, ending in "/"
    this.load = load; // url -> Promise, resolves once the script has run
    this.pending = {};
    this.meta = null;
  }

  Engine.prototype.data = function (name, path) {
    var table = root.__lawrefSearch || (root.__lawrefSearch = {});
    if (own(table, name) !== undefined) return Promise.resolve(table[name]);
    if (!this.pending[name]) {
      var self = this;
      this.pending[name] = this.load(this.base + path).then(function () {
        if (own(table, name) === undefined) throw new Error("lawref search: " + path + " holds no data");
        return table[name];
      }, function (err) {
        delete self.pending[name];
        throw err;
      });
    }
    return this.pending[name];
  };

  Engine.prototype.ready = function () {
    var self = this;
    if (!this.metaPromise) {
      this.metaPromise = this.data("meta", "meta.js").then(function (meta) {
        self.meta = meta;
        self.ids = new Ids(meta.letters);
        self.stop = new Set(meta.stopwords);
        self.formShards = new Set(meta.formShards);
        self.postingShards = new Set(meta.postingShards);
        self.shardStart = []; // text shards hold runs of consecutive documents: the first of each
        meta.textShard.forEach(function (shard, doc) { if (self.shardStart[shard] === undefined) self.shardStart[shard] = doc; });
        return meta;
      });
    }
    return this.metaPromise;
  };

  Engine.prototype.key = function (term) {
    return Array.from(term).slice(0, this.meta.shardPrefix).join("");
  };

  Engine.prototype.shard = function (kind, term) {
    var key = this.key(term);
    var have = kind === "f" ? this.formShards : this.postingShards;
    if (!have.has(key)) return Promise.resolve({});
    return this.data(kind + "/" + key, kind + "/" + shardFile(key) + ".js");
  };

  /* The words of a query and the terms each must meet (lawref.search: stop words dropped from loose words;
   * an id meets its canonical id; the word still being typed, when it is no form at all, and a word ending
   * in "*" meet the lemmas of the forms they begin). Quotes are not read: a phrase's words are ANDed. */
  Engine.prototype.words = function (query) {
    var self = this, typing = !/\s$/u.test(query);
    var tokens = this.ids.rawTokens(query).map(function (t) {
      var text = query.slice(t[0], t[1]);
      var id = t[2] || self.ids.asId(text); // "C27" is a word token but an id as a query word
      var star = query.charAt(t[1]) === "*"; // "претенз*": a prefix, as in lawref search
      return { text: star ? text + "*" : text, folded: fold(id || text), id: star ? null : id, star: star };
    });
    var loose = tokens.filter(function (t) { return t.id || !self.stop.has(t.folded); });
    if (loose.length) tokens = loose;
    return Promise.all(tokens.map(function (t, n) {
      if (t.id) return Object.assign(t, { terms: [t.folded], prefix: false });
      return self.shard("f", t.folded).then(function (forms) {
        var terms = t.star ? null : own(forms, t.folded), prefix = false;
        var last = typing && n === tokens.length - 1;
        if (!terms && (t.star || last) && Array.from(t.folded).length >= self.meta.shardPrefix) {
          var found = new Set();
          Object.keys(forms).forEach(function (form) {
            if (form.indexOf(t.folded) === 0) forms[form].forEach(function (l) { found.add(l); });
          });
          terms = Array.from(found);
          prefix = terms.length > 0;
        }
        return Object.assign(t, { terms: terms || [], prefix: prefix });
      });
    }));
  };

  /* whoosh BM25F for one term in one field of one document. */
  Engine.prototype.bm25 = function (field, tf, doc, df) {
    var r = this.meta.ranking, n = this.meta.docs;
    var idf = Math.log(n / (df + 1)) + 1;
    var weight = tf * r.boost[field];
    var length = this.meta.lengths[field][doc];
    var avg = this.meta.avgLength[field];
    return idf * (weight * (r.k1 + 1)) / (weight + r.k1 * ((1 - r.b) + r.b * length / avg));
  };

  /* doc -> score of one word: the sum over its terms and the two fields, as whoosh sums an Or. An id also
   * scores the clause itself, the clauses under it (path) and those that refer to it (refs), unsaturated. */
  Engine.prototype.wordScores = function (word, postings) {
    var scores = new Map(), self = this, boost = this.meta.ranking.idBoost;
    function add(doc, s) { scores.set(doc, (scores.get(doc) || 0) + s); }
    word.terms.forEach(function (term) {
      var entry = own(postings, term);
      if (!entry) return;
      var p = entry.p, dfText = 0, dfTitle = 0, i;
      for (i = 0; i < p.length; i += 3) {
        if (p[i + 1]) dfText++;
        if (p[i + 2]) dfTitle++;
      }
      for (i = 0; i < p.length; i += 3) {
        var s = 0;
        if (p[i + 1]) s += self.bm25("text", p[i + 1], p[i], dfText);
        if (p[i + 2]) s += self.bm25("title", p[i + 2], p[i], dfTitle);
        add(p[i], s);
      }
      if (word.id) {
        (entry.a || []).forEach(function (doc) { add(doc, boost.path); });
        (entry.r || []).forEach(function (doc) { add(doc, boost.refs); });
      }
    });
    if (word.id && typeof own(this.meta.ids, word.id) === "number") add(this.meta.ids[word.id], boost.own);
    return scores;
  };

  /* The ranked documents: [{doc, score, matched: [word indexes]}], best first, plus the words. */
  Engine.prototype.rank = function (query) {
    var self = this;
    return this.ready().then(function () { return self.words(query); }).then(function (words) {
      var terms = [];
      words.forEach(function (w) { terms.push.apply(terms, w.terms); });
      return Promise.all(terms.map(function (t) { return self.shard("p", t).then(function (s) { return [t, own(s, t)]; }); }))
        .then(function (pairs) {
          var postings = {};
          pairs.forEach(function (pair) { if (pair[1]) postings[pair[0]] = pair[1]; });
          var perWord = words.map(function (w) { return self.wordScores(w, postings); });
          var total = new Map(), matched = new Map();
          perWord.forEach(function (scores, n) {
            scores.forEach(function (s, doc) {
              total.set(doc, (total.get(doc) || 0) + s);
              (matched.get(doc) || matched.set(doc, []).get(doc)).push(n);
            });
          });
          var all = [], any = [];
          total.forEach(function (score, doc) {
            var hit = { doc: doc, score: score, matched: matched.get(doc) };
            any.push(hit);
            if (hit.matched.length === words.length) all.push(hit);
          });
          var hits = all.length ? all : any; // AND, then OR when no clause has every word
          hits.sort(function (a, b) { return b.score - a.score || a.doc - b.doc; });
          return { words: words, hits: hits, postings: postings };
        });
    });
  };

  /* The id a whole query names, when it is a clause of the corpus: [id, doc number or URL]. */
  Engine.prototype.jump = function (query) {
    var id = this.ids.asId(query.replace(/\s+/gu, ""));
    if (!id || own(this.meta.ids, id) === undefined) return null;
    return [id, this.meta.ids[id]];
  };

  /* The search: [{id, url, heading, text, kind, score, words: {word: matched}, highlight: Set}], best first. */
  Engine.prototype.search = function (query) {
    var self = this;
    query = query || "";
    if (!query.trim()) return this.ready().then(function () { return []; });
    return this.rank(query).then(function (ranked) {
      var limit = self.meta.ranking.limit;
      var jump = self.jump(query);
      var hits = ranked.hits;
      if (jump) { // the clause itself first, with the best score (as lawref.search.query._id_first)
        var own = hits.filter(function (h) { return h.doc === jump[1]; })[0];
        hits = hits.filter(function (h) { return h !== own; });
        var best = Math.max(hits.length ? hits[0].score : 0, own ? own.score : 0);
        hits.unshift({ doc: jump[1], score: best, matched: ranked.words.map(function (_, n) { return n; }) });
      }
      hits = hits.slice(0, limit);
      var shards = new Set();
      hits.forEach(function (h) { if (typeof h.doc === "number") shards.add(self.meta.textShard[h.doc]); });
      return Promise.all(Array.from(shards).map(function (n) { return self.data("t/" + n, "t/" + n + ".js"); }))
        .then(function () {
          var table = root.__lawrefSearch;
          var forms = new Set();
          Object.keys(ranked.postings).forEach(function (t) { ranked.postings[t].f.forEach(function (f) { forms.add(f); }); });
          return hits.map(function (h) {
            var words = {};
            ranked.words.forEach(function (w, n) { words[w.text] = h.matched.indexOf(n) >= 0; });
            if (typeof h.doc !== "number") {
              return { id: jump[0], url: h.doc, heading: "", text: "", kind: "", score: h.score, words: words, highlight: forms };
            }
            var shard = self.meta.textShard[h.doc];
            var entry = table["t/" + shard][h.doc - self.shardStart[shard]];
            return { id: entry[0], url: entry[1], heading: entry[2], text: entry[3], kind: entry[4],
              score: h.score, words: words, highlight: forms };
          });
        });
    });
  };

  /* HTML of `text` with the words whose form is in `forms` marked, cut to about `width` characters around
   * the first mark. Everything else escaped. */
  Engine.prototype.snippet = function (text, forms, width) {
    var marks = this.ids.rawTokens(text).filter(function (t) {
      return forms.has(fold(text.slice(t[0], t[1])));
    });
    width = width || 240;
    var start = 0;
    if (marks.length && marks[0][0] > width / 3) {
      start = marks[0][0] - Math.floor(width / 4);
      var space = text.lastIndexOf(" ", start);
      start = space >= 0 && start - space < 20 ? space + 1 : start;
    }
    var end = Math.min(text.length, start + width);
    if (end < text.length) {
      var cut = text.lastIndexOf(" ", end);
      if (cut > start + width / 2) end = cut;
    }
    var html = start > 0 ? "… " : "", at = start;
    marks.forEach(function (m) {
      if (m[0] < start || m[1] > end) return;
      html += escapeHtml(text.slice(at, m[0])) + "<mark>" + escapeHtml(text.slice(m[0], m[1])) + "</mark>";
      at = m[1];
    });
    html += escapeHtml(text.slice(at, end)) + (end < text.length ? " …" : "");
    return html;
  };

  /* Material's SearchResult: one group per page, the page first (score 0, so Enter picks the best clause),
   * then its clauses with the id, the heading and a snippet. */
  Engine.prototype.materialResult = function (results) {
    var self = this, groups = new Map();
    results.forEach(function (r) {
      var page = r.url.split("#")[0];
      if (!groups.has(page)) {
        groups.set(page, [{ location: page, title: escapeHtml(own(self.meta.pages, page) || page), text: "",
          score: 0, terms: r.words }]);
      }
      var title = "<code>" + escapeHtml(r.id) + "</code>" +
        (r.heading ? " " + self.snippet(r.heading, r.highlight, 1000) : "");
      groups.get(page).push({ location: r.url, title: title, text: self.snippet(r.text, r.highlight),
        score: r.score, terms: r.words });
    });
    return { items: Array.from(groups.values()) };
  };

  /* The message handler both workers use. `post` sends a message back. Only the newest query is answered,
   * since the UI sends one per key press and shards load asynchronously. */
  function serve(engine, post) {
    var latest = 0;
    engine.ready().then(function () { post({ type: MSG.READY }); }, function (err) {
      post({ type: MSG.READY });
      console.error(err);
    });
    return function (message) {
      if (!message || message.type !== MSG.QUERY) return; // SETUP carries Material's (empty) index: unused
      var ticket = ++latest;
      engine.search(String(message.data)).then(function (results) {
        if (ticket === latest) post({ type: MSG.RESULT, data: engine.materialResult(results) });
      }, function (err) {
        console.error(err);
        if (ticket === latest) post({ type: MSG.RESULT, data: { items: [] } });
      });
    };
  }

  root.LawrefSearch = { Engine: Engine, Ids: Ids, serve: serve, fold: fold, escapeHtml: escapeHtml,
    shardFile: shardFile, MSG: MSG };
})(typeof globalThis !== "undefined" ? globalThis : self);
