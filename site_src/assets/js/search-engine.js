/* lawref search, part 4 of 5: the engine, shared by the Web Worker (over http) and the in-page worker that
 * search-shim.js starts when the site is opened from a folder (file://, where browsers refuse workers).
 *
 * It is lawref.search.engine in JavaScript, over the same data (lawref.search.build, written as .js files by
 * lawref.site.search_data): a query is read into concepts (search-query.js), documents are ordered by how many
 * concepts they meet, then the tiers they meet them at (the words as typed, related words, the thesaurus,
 * typo corrections), then whoosh's BM25F score; an id typed as the query comes first.
 * Data is loaded in rounds: the reader and the ranker run over the shards at hand and note the ones they lack;
 * those are fetched together (in parallel) and the query is read again. A known word costs one shard.
 * Speaks Material's worker protocol: SETUP 0, READY 1, QUERY 2, RESULT 3. */
(function (root) {
  "use strict";
  var L = root.LawrefSearch, fold = L.fold;
  var own = root.LawrefSearch.own, format = L.format;
  var MSG = { SETUP: 0, READY: 1, QUERY: 2, RESULT: 3, PREFETCH: 99 };
  var MAX_ROUNDS = 6;
  var PREFETCH_TEXT_CHARS = 64000; // a small collection's texts all load when the search box gets focus
  var WARM_ROUNDS = 20; // the pack's warm query, run again in the idle time before a first query (warmOften)
  var LARGE_ROUNDS = 3; // of them, run as if its words were in every document (warmLarge)
  var PARSE_TASK_CHARS = 100000; // JSON read a task in the idle time (parseRest): 2-5 ms

  function shardFile(key) {
    return Array.from(key).map(function (ch) {
      return /^[A-Za-z0-9]$/.test(ch) ? ch : "u" + ch.codePointAt(0).toString(16);
    }).join("");
  }

  /* --- the engine: data --- */
  function Engine(base, load) {
    this.base = base; // URL of search/lawref/, ending in "/"
    this.load = load; // url -> Promise, resolves once the script has run
    this.pending = {};
    this.meta = null;
  }

  Engine.prototype.table = function () {
    return root.__lawrefSearch || (root.__lawrefSearch = {});
  };

  /* A data file's value when in hand (a shard of rest.js parsed on its first reading), else undefined. */
  Engine.prototype.held = function (name) {
    var table = this.table(), value = own(table, name);
    if (value === undefined && this.restTexts && name.charAt(0) === "s") {
      var text = own(this.restTexts, name.slice(2));
      if (text !== undefined) value = table[name] = JSON.parse(text);
    }
    return value;
  };

  Engine.prototype.data = function (name, path) {
    var table = this.table(), self = this, held = this.held(name);
    if (held !== undefined) return Promise.resolve(held);
    if (!this.pending[name]) {
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

  /* The meta and the start pack (search_data.files: every shard too small to be worth a request of its own, and
   * the query warm() runs over them), loaded in parallel before any query. */
  Engine.prototype.ready = function () {
    var self = this;
    if (!this.metaPromise) {
      this.metaPromise = Promise.all([this.data("meta", "meta.js"), this.data("pack", "pack.js")]).then(function (both) {
        var meta = both[0], table = self.table();
        self.pack = both[1];
        Object.keys(self.pack.shards).forEach(function (key) {
          if (own(table, "s/" + key) === undefined) table["s/" + key] = self.pack.shards[key];
        });
        self.meta = meta;
        format.configure(meta);
        L.query.configure(meta.rules, meta.romanNumerals);
        self.ids = new L.Ids(meta.letters, meta.idGrammar);
        self.shards = new Set(meta.shards);
        self.shardStart = [];
        meta.textShard.forEach(function (shard, doc) { if (self.shardStart[shard] === undefined) self.shardStart[shard] = doc; });
        self.preload();
        return meta;
      });
    }
    return this.metaPromise;
  };

  /* A view of the loaded data for one reading: missing shards and texts are noted, not fetched. */
  Engine.prototype.view = function () {
    var self = this, table = this.table(), missing = new Set();
    return {
      meta: this.meta,
      missing: missing,
      shard: function (key) {
        if (!self.shards.has(key)) return {};
        var data = self.held("s/" + key);
        if (data === undefined) { missing.add("s/" + key); return {}; }
        return data;
      },
      /* a named section of a shard (lawref.search.store.Store.section) */
      section: function (key, name) {
        return format.section(this.shard(key), name);
      },
      text: function (doc) {
        var n = self.meta.textShard[doc], data = own(table, "t/" + n);
        if (data === undefined) { missing.add("t/" + n); return null; }
        return data[doc - self.shardStart[n]];
      }
    };
  };

  Engine.prototype.fetch = function (names) {
    var self = this;
    return Promise.all(Array.from(names).map(function (name) {
      var path = name.charAt(0) + "/" + (name.charAt(0) === "s" ? shardFile(name.slice(2)) : name.slice(2)) + ".js";
      // a shard on its way in rest.js is waited for there (its own file only if rest.js fails)
      if (self.resting && name.charAt(0) === "s" && self.held(name) === undefined) {
        return self.resting.then(function () { return self.data(name, path); });
      }
      return self.data(name, path);
    }));
  };

  /* What a small collection's first query needs and the start pack does not hold: its other shards (rest.js) and
   * its texts, asked for as soon as the pack is in, so that they travel while the code is warmed (serve), not
   * after: a query pasted right after READY waited for rest.js on the seed corpus. */
  Engine.prototype.preload = function () {
    this.loadRest();
    if (this.meta.textChars > PREFETCH_TEXT_CHARS) return Promise.resolve();
    return this.fetch(new Set(this.meta.textShard.map(function (n) { return "t/" + n; })));
  };

  /* A small collection's other shards (pack.rest, lawref.site.search_data.REST_GZIP_BYTES): all of them, in one
   * file, once, each as its JSON text, parsed when first read (held); a failure leaves each shard to its own file. */
  Engine.prototype.loadRest = function () {
    var self = this;
    if (!this.pack.rest) return Promise.resolve();
    if (!this.resting) {
      this.resting = this.data("rest", this.pack.rest).then(function (rest) {
        self.restTexts = rest;
        self.resting = null;
      }, function (err) {
        console.error(err);
        self.pack.rest = null;
        self.resting = null;
      });
    }
    return this.resting;
  };

  /* A small collection's shards from rest.js read into objects in the idle time, once, the largest first, about
   * PARSE_TASK_CHARS of JSON a task (a timer nested five deep waits 4 ms: one task a shard would take seconds),
   * so that a first query reads none: a pasted first query on the seed corpus spent 5-10 ms parsing the shards of
   * its words (126 KB of JSON for «пр»). A query that comes meanwhile goes first (the tasks left wait behind it)
   * and parses what it needs itself (held). */
  Engine.prototype.parseRest = function () {
    var self = this, texts = this.restTexts;
    if (!texts || this.parsingRest) return;
    this.parsingRest = true;
    var names = Object.keys(texts).sort(function (a, b) { return texts[b].length - texts[a].length; });
    (function next(i) {
      if (i >= names.length) return;
      setTimeout(function () {
        for (var chars = 0; i < names.length && chars < PARSE_TASK_CHARS; i++) {
          chars += texts[names[i]].length;
          self.held("s/" + names[i]);
        }
        next(i);
      }, 0);
    })(0);
  };

  /* The first round's shards: every piece's first two letters, and in the other keyboard layout too when one of
   * them has no shard (a word typed in the wrong layout: «gfc» for «пас»). The reader looks at the other layout
   * only for a piece it does not know (Reader.layout), so a piece whose own shards exist asks for it in a round
   * of its own when it must: a first query of English words at 100x asked for the shards of their Cyrillic
   * layout («pass out of turn»: «ег», «ща») beside their own, and a round waits for its last file. */
  Engine.prototype.guess = function (query) {
    var names = new Set(), self = this;
    function keys(p) {
      return self.ids.rawTokens(p).map(function (t) { return L.shardKey(fold(t[2] || p.slice(t[0], t[1]))); });
    }
    query.split(/[\s"«»„“”]+/u).forEach(function (piece) {
      var own = keys(piece), other = own.every(function (key) { return self.shards.has(key); }) ? [] :
        keys(L.query.switched(piece) || "");
      own.concat(other).forEach(function (key) { if (self.shards.has(key)) names.add("s/" + key); });
    });
    return names;
  };

  /* --- ranking: lawref.search.engine.Ranker --- */
  function Ranker(view) {
    this.view = view;
    this.meta = view.meta;
    var r = view.meta.ranking;
    this.k1 = r.k1; this.b = r.b; this.boost = r.boost; this.idBoost = r.idBoost;
    this.lawTitle = r.boost.law_title / r.boost.title; // a Law's heading: its title weighs boost.law_title
    this.headDoc = view.meta.headDoc;
    this.lifted = new Set(); // the Law headings the last query names by title (rank)
    this.named = new Set(); // those it names by their contents (contentsMet)
    this.tables = []; // the last query's concepts: doc -> [tier, score] (rank)
    this.titles = []; // the last query's concepts: the documents whose own title they meet (carried)
  }
  /* Extra sources of clause matches (lawref.search.engine.SOURCES): {name, find(view, reading) -> Map doc ->
   * [score, concepts met]}, the score weighted by meta.ranking.sources[name]; a document counts as meeting those
   * concepts (indexes into reading.concepts) at rules.tiers[name] where its own words do not meet them, when they
   * meet one of them at least. */
  Ranker.sources = [];
  /* Every lemma and term the ranker reads a concept as (lawref.search.engine.concept_lemmas). */
  function conceptLemmas(c) {
    var out = new Set();
    if (c.kind === "id") return out;
    c.lemmas.forEach(function (l) { out.add(l); });
    // a composite term (lawref.search.meanings.composite): each of its words
    function add(_, term) { term.split(" ").forEach(function (w) { out.add(w); }); }
    c.alts.forEach(add);
    c.positions.forEach(function (p) { p.forEach(add); });
    return out;
  }
  /* The source "situations" (lawref.search.engine.situation_matches): the situations of the index
   * (meta.situations) the query tells by their content words (rules [situations]); each scores its clauses by the
   * share of its words met, the ruling clause most, the clauses under each `under` times that; a clause keeps its
   * best. A situation told with `meets_share` of its words meets, for the clauses it names, the query's concepts
   * its words name. An exact
   * query reads none. */
  function situationMatches(view, reading) {
    return told(view.meta.situations || [], view.meta.rules.situations, reading);
  }
  /* The source "titles" (lawref.search.engine.title_matches): the English titles of the Laws (meta.titles), read
   * as the situations under rules [titles]. */
  function titleMatches(view, reading) {
    return told(view.meta.titles || [], view.meta.rules.titles, reading);
  }
  function told(entries, rules, reading) {
    var out = new Map();
    if (reading.exact) return out;
    var perConcept = reading.concepts.map(conceptLemmas), said = new Set();
    perConcept.forEach(function (set) { set.forEach(function (l) { said.add(l); }); });
    entries.forEach(function (entry) {
      var words = entry[0], docs = entry[1], under = entry[2];
      var met = words.filter(function (lemmas) { return lemmas.some(function (l) { return said.has(l); }); }).length;
      if (met < Math.min(rules.min_words, words.length) || met < rules.min_share * words.length) return;
      var share = met / words.length, meets = [];
      if (share >= rules.meets_share) {
        perConcept.forEach(function (set, i) {
          if (words.some(function (word) { return word.some(function (l) { return set.has(l); }); })) meets.push(i);
        });
      }
      function keep(doc, score, m) {
        var old = out.get(doc) || [0, []];
        out.set(doc, [Math.max(score, old[0]), old[1].concat(m.filter(function (i) { return old[1].indexOf(i) < 0; }))]);
      }
      docs.forEach(function (doc, n) {
        var score = share * (n === 0 ? rules.ruling : rules.other);
        // a named heading with no words of its own (layout.noDoc) is not scored itself; its clauses take more
        var own = doc !== format.NO_DOC, below = score * (own ? rules.under : rules.under_no_doc);
        if (own) keep(doc, score, meets);
        // the clauses under a named one are scored, they meet no concept
        under[n].forEach(function (d) { keep(d, below, []); });
      });
    });
    return out;
  }
  Ranker.sources.push({ name: "situations", find: situationMatches });
  Ranker.sources.push({ name: "titles", find: titleMatches });
  Ranker.prototype.postings = function (term, shard) {
    var entry = own(this.view.section(shard, "postings"), term);
    if (entry === undefined && shard !== L.shardKey(term)) entry = own(this.view.section(L.shardKey(term), "postings"), term);
    return entry;
  };
  /* The BM25 of one field for a term met in `df` documents, as a function of (tf, doc): what is the same for
   * every posting of the term worked out once (a first query's ranker runs before it is compiled, over thousands
   * of postings at 100x: each step saved there counts). */
  Ranker.prototype.field = function (field, df) {
    var idf = Math.log(this.meta.docs / (df + 1)) + 1, boost = this.boost[field], k1 = this.k1, b = this.b;
    var lengths = this.meta.lengths[field], avg = this.meta.avgLength[field];
    return function (tf, doc) {
      var weight = tf * boost;
      return idf * (weight * (k1 + 1)) / (weight + k1 * ((1 - b) + b * lengths[doc] / avg));
    };
  };
  /* visit(doc, BM25F, tf in title) for a term's postings: its hits [doc gap, tf in text, tf in title], then its
   * context [doc gap, tf in context] (lawref.search.engine.Ranker.field_scores): a document in both comes twice, to
   * be added.
   * Plain loops over the flat lists, no array per posting. */
  Ranker.prototype.fieldScores = function (entry, visit) {
    var hits = format.part(entry, "hits") || [], context = format.part(entry, "context") || [];
    var nh = format.STRIDE.hits, nc = format.STRIDE.context, dfText = 0, dfTitle = 0, doc = 0, i;
    for (i = 0; i < hits.length; i += nh) {
      if (hits[i + 1]) dfText++;
      if (hits[i + 2]) dfTitle++;
    }
    var text = this.field("text", dfText), title = this.field("title", dfTitle);
    var inContext = this.field("context", format.count(context, "context")), headDoc = this.headDoc;
    for (i = 0; i < hits.length; i += nh) {
      var s = 0, tf = hits[i + 1], inTitle = hits[i + 2];
      doc += hits[i];
      if (tf) s += text(tf, doc);
      if (inTitle) {
        var t = title(inTitle, doc);
        s += headDoc[doc] === doc ? t * this.lawTitle : t;
      }
      visit(doc, s, inTitle);
    }
    doc = 0;
    for (i = 0; i < context.length; i += nc) {
      doc += context[i];
      visit(doc, inContext(context[i + 1], doc), 0);
    }
  };
  function docs(gaps) {
    var doc = 0;
    return (gaps || []).map(function (gap) { doc += gap; return doc; });
  }
  /* doc -> [best tier, score at that tier]; `titles` (a Set) gains the documents whose own title a term of the
   * concept meets, at any tier (carried). */
  Ranker.prototype.conceptScores = function (concept, titles) {
    var out = new Map(), self = this, inTitles = titles && concept.kind !== "id";
    function add(doc, tier, score) {
      var old = out.get(doc);
      if (old === undefined || tier < old[0]) out.set(doc, [tier, score]);
      else if (tier === old[0]) old[1] += score; // the pair is this table's own
    }
    if (concept.kind === "phrase") return this.phrase(concept.positions);
    if (concept.literal && concept.literal.length) { // a thesaurus phrase's words as typed, in order: tier 0
      this.phrase(concept.literal, concept.literalDocs).forEach(function (ts, doc) { add(doc, 0, ts[1]); });
    }
    concept.alts.forEach(function (tier, term) {
      var entry = self.postings(term, concept.shard || L.shardKey(term));
      if (!entry) return;
      self.fieldScores(entry, function (doc, score, inTitle) {
        add(doc, tier, score);
        if (inTitles && inTitle) titles.add(doc);
      });
      if (concept.kind === "id") {
        docs(format.part(entry, "under")).forEach(function (doc) { add(doc, tier, self.idBoost.path); });
        docs(format.part(entry, "citers")).forEach(function (doc) { add(doc, tier, self.idBoost.refs); });
      }
    });
    if (concept.kind === "id") {
      var ownDoc = L.query.clausePlace(this.view, concept.canonical);
      if (typeof ownDoc === "number") add(ownDoc, 0, this.idBoost.own);
    }
    return out;
  };
  /* doc -> [0, score] for the documents with the words of `positions` in order: those of `known` (a Set) when the
   * build found them (lawref.search.build.phrase_docs: no text read), else those whose text or title shows them. */
  Ranker.prototype.phrase = function (positions, known) {
    var self = this, perWord = [], forms = [], out = new Map();
    positions.forEach(function (terms) {
      var docs = new Map(), seen = new Set();
      terms.forEach(function (_, term) {
        var entry = self.postings(term, L.shardKey(term));
        if (!entry) return;
        format.part(entry, "forms").forEach(function (f) { seen.add(f); });
        self.fieldScores(entry, function (doc, score) { docs.set(doc, (docs.get(doc) || 0) + score); });
      });
      perWord.push(docs); forms.push(seen);
    });
    if (!perWord.length) return out;
    var common = Array.from(perWord[0].keys()).filter(function (d) { return perWord.every(function (w) { return w.has(d); }); });
    common.sort(function (a, b) { return a - b; }).forEach(function (doc) {
      if (known) {
        if (!known.has(doc)) return;
      } else {
        var entry = self.view.text(doc);
        if (!entry) return;
        if (!inOrder(self.view, entry[format.TEXT.text], forms) && !inOrder(self.view, entry[format.TEXT.title], forms)) return;
      }
      out.set(doc, [0, perWord.reduce(function (s, w) { return s + w.get(doc); }, 0)]);
    });
    return out;
  };
  function inOrder(view, text, forms) {
    var ids = view.ids, words = ids.rawTokens(text).map(function (t) { return fold(text.slice(t[0], t[1])); });
    for (var i = 0; i + forms.length <= words.length; i++) {
      var ok = true;
      for (var k = 0; k < forms.length && ok; k++) ok = forms[k].has(words[i + k]);
      if (ok) return true;
    }
    return false;
  }
  Ranker.prototype.rank = function (reading) {
    var totals = new Map(), self = this, extra = new Map();
    this.titles = reading.concepts.map(function () { return new Set(); });
    var tables = reading.concepts.map(function (concept, i) { return self.conceptScores(concept, self.titles[i]); });
    Ranker.sources.forEach(function (source) {
      var weight = own(self.meta.ranking.sources || {}, source.name) || 0;
      var tier = own(self.meta.rules.tiers, source.name) || 0;
      if (!weight) return;
      source.find(self.view, reading).forEach(function (found, doc) {
        extra.set(doc, (extra.get(doc) || 0) + weight * found[0]);
        // a concept its own words do not meet, when they meet one at least; never a tier of its words changed
        if (!found[1].some(function (i) { return tables[i].has(doc); })) return;
        found[1].forEach(function (i) { if (!tables[i].has(doc)) tables[i].set(doc, [tier, 0]); });
      });
    });
    this.tables = tables; // with the concepts the sources meet (lawBehind reads them)
    this.named = this.meta.rules.ranking.contents ?
      contentsMet(this.meta.contents || [], this.meta.rules.titled, reading, tables) : new Set();
    tables.forEach(function (table) {
      // a concept no document meets as typed costs no document anything for meeting it at its best tier, up to
      // the thesaurus' (a typo correction still costs)
      var best = own(self.meta.rules.tiers, "thesaurus");
      table.forEach(function (ts) { if (ts[0] < best) best = ts[0]; });
      table.forEach(function (ts, doc) {
        var t = totals.get(doc);
        if (t === undefined) totals.set(doc, t = [0, 0, 0]);
        t[0] += 1; t[1] += ts[0] - best; t[2] += ts[1];
      });
    });
    extra.forEach(function (score, doc) {
      var t = totals.get(doc) || [0, 0, 0];
      t[2] += score;
      totals.set(doc, t);
    });
    // a Law the query names by its title: with the documents meeting the most concepts, and first among them
    var lifted = new Set(), top = 0;
    titled(this.meta.heads || [], this.headDoc, this.meta.rules.titled, reading, tables).forEach(function (doc) {
      if (totals.has(doc)) lifted.add(doc);
    });
    totals.forEach(function (t) { if (t[0] > top) top = t[0]; });
    lifted.forEach(function (doc) { totals.get(doc)[0] = top; });
    this.lifted = lifted;
    var ranked = Array.from(totals.entries()), anyLifted = lifted.size > 0;
    // the front matter (a preface: about the book, no ruling) after the Laws' documents meeting as many concepts
    var front = new Set(this.meta.rules.ranking.front_last ? this.meta.front || [] : []);
    ranked.sort(function (a, b) {
      var x = a[1], y = b[1];
      return y[0] - x[0] || (front.has(a[0]) ? 1 : 0) - (front.has(b[0]) ? 1 : 0) ||
        (anyLifted ? (lifted.has(a[0]) ? 0 : 1) - (lifted.has(b[0]) ? 0 : 1) : 0) ||
        x[1] - y[1] || y[2] - x[2] || a[0] - b[0];
    });
    return ranked;
  };
  /* lawref.search.engine.contents_met: a topic whose concepts a Law's contents (meta.contents: its title and its
   * sections' titles) say more of than any one document meets: the heading meets those concepts (tiers up to
   * max_tier), scored nothing more; returns those headings (bare_behind leaves them in place). */
  function contentsMet(contents, rules, reading, tables) {
    if (!contents.length || !reading.topic || reading.exact ||
        reading.concepts.some(function (c) { return c.kind === "id"; })) return new Set();
    var said = reading.concepts.map(function (c) { // a quoted phrase is its words in order: no contents say it
      var terms = new Map();
      if (c.kind !== "phrase") c.lemmas.forEach(function (l) { terms.set(l, 0); });
      c.alts.forEach(function (tier, term) {
        if (tier <= rules.max_tier && !(terms.has(term) && terms.get(term) <= tier)) terms.set(term, tier);
      });
      return terms;
    });
    var count = new Map(), most = 0, named = new Set();
    tables.forEach(function (table) {
      table.forEach(function (_, doc) { count.set(doc, (count.get(doc) || 0) + 1); });
    });
    count.forEach(function (n) { if (n > most) most = n; });
    contents.forEach(function (entry) {
      var head = entry[0], words = new Set(entry[1]), tiers = new Map(), met = 0;
      said.forEach(function (terms, i) {
        terms.forEach(function (tier, term) {
          if (words.has(term) && !(tiers.has(i) && tiers.get(i) <= tier)) tiers.set(i, tier);
        });
      });
      tables.forEach(function (table, i) { if (tiers.has(i) || table.has(head)) met++; });
      if (met <= most) return;
      tiers.forEach(function (tier, i) { if (!tables[i].has(head)) tables[i].set(head, [tier, 0]); });
      named.add(head);
    });
    return named;
  }
  /* The Law headings the query names by title (lawref.search.engine.titled, rules [titled]): every content word
   * of the title said as typed or by its root, and the query's rarest concept meets the heading and, for a title of
   * at most subject_words content words, is the Law's subject (at least subject_share of the documents it meets are
   * that Law's). */
  function titled(heads, headDoc, rules, reading, tables) {
    if (reading.exact || reading.concepts.some(function (c) { return c.kind === "id"; })) return [];
    var said = new Set(), rarest = null;
    function near(map) { map.forEach(function (tier, term) { if (tier <= rules.max_tier) said.add(term); }); }
    reading.concepts.forEach(function (c) {
      c.lemmas.forEach(function (l) { said.add(l); });
      near(c.alts);
      c.positions.concat(c.literal || []).forEach(near);
    });
    tables.forEach(function (table) { if (table.size && (!rarest || table.size < rarest.size)) rarest = table; });
    if (!rarest) return [];
    var out = [];
    heads.forEach(function (head) {
      var doc = head[0], own = rarest.get(doc);
      if (!own || own[0] > rules.max_tier) return;
      if (!head[1].every(function (word) { return word.some(function (l) { return said.has(l); }); })) return;
      if (head[1].length > rules.subject_words || subjectOf(rarest, doc, headDoc, rules)) out.push(doc);
    });
    return out.length ? out : partlyTitled(heads, headDoc, rules, reading, tables, rarest);
  }
  /* Whether at least subject_share of the documents a concept meets (its table) are the Law headed by `doc`. The
   * documents of each Law are counted once a table (a table is complete once the ranker asks): a heading at a time
   * went through the whole table, 100 headings by thousands of documents at 100x. */
  var lawCounts = new WeakMap();
  function subjectOf(table, doc, headDoc, rules) {
    var counts = lawCounts.get(table);
    if (!counts) {
      counts = new Map();
      table.forEach(function (_, d) { var h = headDoc[d]; counts.set(h, (counts.get(h) || 0) + 1); });
      lawCounts.set(table, counts);
    }
    return (counts.get(doc) || 0) >= rules.subject_share * table.size;
  }
  /* titled's partial reading (lawref.search.engine.partly_titled): title words weigh by their rarity among the
   * titles, concepts by theirs among the documents; the headings whose title the query says `share` of, by
   * concepts making `query_share` of the query, the rarest concept and one saying a title word being the Law's
   * subject; those of the largest share. */
  function partlyTitled(heads, headDoc, rules, reading, tables, rarest) {
    var stem = rules.stem, df = new Map(), best = rules.share, out = [];
    function keys(lemmas) {
      var k = new Set();
      lemmas.forEach(function (l) { k.add(l); if (l.length >= stem) k.add(l.slice(0, stem)); });
      return k;
    }
    var concepts = reading.concepts.map(function (c) { return keys(conceptLemmas(c)); });
    var rarity = tables.map(function (t) { return t.size ? Math.log((headDoc.length + 1) / t.size) : 0; });
    var total = rarity.reduce(function (a, b) { return a + b; }, 0);
    heads.forEach(function (head) {
      var seen = new Set();
      head[1].forEach(function (word) { word.forEach(function (l) { seen.add(l); }); });
      seen.forEach(function (l) { df.set(l, (df.get(l) || 0) + 1); });
    });
    heads.forEach(function (head) {
      var doc = head[0], words = head[1], weight = 0, said = 0, saying = new Set();
      if (!words.length || !subjectOf(rarest, doc, headDoc, rules)) return;
      words.forEach(function (word) {
        var w = Math.log((heads.length + 1) / Math.min.apply(null, word.map(function (l) { return df.get(l); })));
        var wk = keys(word), any = false;
        weight += w;
        concepts.forEach(function (k, i) {
          if (Array.from(wk).some(function (x) { return k.has(x); })) { saying.add(i); any = true; }
        });
        if (any) said += w;
      });
      var subject = false, part = 0;
      Array.from(saying).sort(function (a, b) { return a - b; }).forEach(function (i) {
        part += rarity[i];
        if (tables[i].has(doc) && subjectOf(tables[i], doc, headDoc, rules)) subject = true;
      });
      if (!subject || part < rules.query_share * total) return;
      var share = said / weight;
      if (share > best + 1e-9) { best = share; out = [doc]; } else if (share >= best - 1e-9) out.push(doc);
    });
    return out;
  }

  /* Results grouped by Law, as lawref.search.engine.grouped: each Law where its best clause ranks, its heading
   * first when it meets all the query's concepts, at most `size` a group; the rest after all groups; never across
   * a band (concepts met and tiers: `band` doc -> its totals [coverage, tiers, score]). */
  function sameBand(a, b) {
    return a[0] === b[0] && a[1] === b[1];
  }
  function grouped(order, headDoc, covered, size, concepts, band) {
    if (!size) return order;
    var out = [], start = 0;
    for (var end = 1; end <= order.length; end++) {
      if (end === order.length || !sameBand(band.get(order[end]), band.get(order[start]))) {
        groupRun(order.slice(start, end), headDoc, covered, size, concepts).forEach(function (doc) { out.push(doc); });
        start = end;
      }
    }
    return out;
  }
  /* A heading that is only a title over its clauses (meta.bare) gives its place to the best of its clauses that
   * has words of its own and stands just behind it, when that clause is among the `window` documents after it
   * (lawref.search.engine.bare_behind). */
  function bareBehind(order, bare, window) {
    if (!window) return order;
    var ends = new Map(), out = order.slice(), at = new Map();
    bare.forEach(function (pair) { ends.set(pair[0], pair[1]); });
    // where each heading stands, kept as clauses move (a search of the whole order for each of hundreds of headings
    // at 100x took milliseconds)
    order.forEach(function (doc, n) { if (ends.has(doc)) at.set(doc, n); });
    order.filter(function (doc) { return ends.has(doc); }).forEach(function (head) {
      var i = at.get(head), end = ends.get(head);
      for (var j = i + 1; j < Math.min(i + 1 + window, out.length); j++) {
        if (head < out[j] && out[j] < end && !ends.has(out[j])) {
          var doc = out[j];
          for (var k = j; k > i; k--) {
            out[k] = out[k - 1];
            if (ends.has(out[k])) at.set(out[k], k);
          }
          out[i] = doc;
          return;
        }
      }
    });
    return out;
  }
  /* The sections whose own title carries the query, each under a Law heading whose title says less of it (rules
   * [ranking] section_first; lawref.search.engine.carried): for a heading in `order` whose title does not meet
   * every concept some document meets, the best ranked document of its Law whose title meets them all. Returns a
   * Map heading -> section. */
  function carried(order, headDoc, titles, tables, reading, on) {
    var out = new Map();
    if (!on || !order.length || reading.exact || reading.idQuery) return out;
    var met = [];
    tables.forEach(function (table, i) { if (table.size) met.push(i); });
    if (met.length < 2) return out;
    function says(doc) { return met.every(function (i) { return titles[i].has(doc); }); }
    var heads = new Set();
    order.forEach(function (doc) { if (doc < headDoc.length && headDoc[doc] === doc && !says(doc)) heads.add(doc); });
    order.forEach(function (doc) {
      var head = doc < headDoc.length ? headDoc[doc] : -1;
      if (heads.has(head) && head !== doc && !out.has(head) && says(doc)) out.set(head, doc);
    });
    return out;
  }
  /* A query that is a term alone, every concept met by the title of a section defining a term (meta.definitions)
   * or by its Law's title, shows that definition first; of several, the best ranked; not when the query asks for
   * the Laws on the term (reading.about) (rules [ranking] definition_first; lawref.search.engine.definition_first). */
  function definitionFirst(order, definitions, headDoc, titles, tables, reading, on) {
    if (!on || !order.length || !definitions.length || reading.exact || reading.about || !reading.concepts.length) {
      return order;
    }
    if (reading.concepts.some(function (c) { return c.kind !== "word"; }) ||
      !tables.every(function (table) { return table.size > 0; })) return order;
    // the few definitions first, the order (thousands of documents on a common word) only when one of them says it all
    var found = new Set(), best = -1;
    definitions.forEach(function (doc) {
      if (titles.every(function (set) { return set.has(doc) || set.has(headDoc[doc]); })) found.add(doc);
    });
    if (!found.size) return order;
    for (var n = 0; n < order.length && best < 0; n++) if (found.has(order[n])) best = order[n];
    if (best < 0) return order;
    return [best].concat(order.filter(function (doc) { return doc !== best; }));
  }
  /* Each section of `sections` (carried) stands just before its Law's heading when it stands after it
   * (lawref.search.engine.section_first). */
  function sectionFirst(order, sections) {
    var out = order.slice();
    sections.forEach(function (section, head) {
      var i = out.indexOf(head), j = out.indexOf(section);
      if (j > i) {
        out.splice(j, 1);
        out.splice(i, 0, section);
      }
    });
    return out;
  }
  /* The Law of the first hit shows its heading at `place` (rules [ranking] law_place; 1: second) when the heading
   * meets the query's rarest concept (the first of those meeting the fewest documents) at a tier up to the
   * thesaurus's (`maxTier`) and stands below that place; else at `topic` (law_topic) when the query names a topic
   * (reading.topic), for a topic of at least `unmet` concepts (topic_unmet) even when the heading meets none; else
   * just behind the first `run` hits (law_run) when they are all that Law's clauses
   * (lawref.search.engine.law_behind). */
  function lawBehind(order, headDoc, tables, reading, place, maxTier, run, topic, unmet) {
    if (!order.length || reading.exact || reading.idQuery) return order;
    var first = order[0], head = first < headDoc.length ? headDoc[first] : -1, rarest = null, at = -1;
    if (head < 0 || head === first) return order;
    tables.forEach(function (table) { if (table.size && (!rarest || table.size < rarest.size)) rarest = table; });
    if (!rarest) return order;
    var where = order.indexOf(head);
    if (place && where > place && rarest.has(head) && rarest.get(head)[0] <= maxTier) {
      at = place;
    } else if (topic && reading.topic && (where > topic || unmet && reading.concepts.length >= unmet && where < 0)) {
      at = topic;
    } else if (run && where > run && order.slice(0, run).every(function (d) {
      return d < headDoc.length && headDoc[d] === head;
    })) {
      at = run;
    }
    if (at < 0) return order;
    var out = order.filter(function (doc) { return doc !== head; });
    out.splice(at, 0, head);
    return out;
  }
  /* A topic asked with a question word first (reading.topic and reading.asks) shows the first hit's Law heading
   * first when it is among the first `window` documents (rules [ranking] ask_law) and its own title meets a concept
   * of the query; a Law's heading only, not a commentary's (lawref.search.engine.ask_law). */
  function askLaw(order, headDoc, heads, titles, tables, reading, window) {
    if (!window || !order.length || !reading.topic || !reading.asks || reading.exact || reading.idQuery) return order;
    var first = order[0], head = first < headDoc.length ? headDoc[first] : -1;
    // only a Law's heading (meta.heads): a commentary's paragraph answers, not its heading
    if (head < 0 || head === first || !heads.some(function (pair) { return pair[0] === head; })) return order;
    var where = order.indexOf(head);
    if (where < 1 || where >= window) return order;
    var says = tables.some(function (table, i) { return table.size > 0 && titles[i].has(head); });
    if (!says) return order;
    return [head].concat(order.filter(function (doc) { return doc !== head; }));
  }
  /* A query whose first hit is a term's definition: the Law whose title says the term (meta.termLaws; of several,
   * the best ranked, else the first) stands at `place` (rules [ranking] term_law; lawref.search.engine.term_law). */
  function termLaw(order, termLaws, reading, place) {
    if (!place || !order.length || reading.exact || reading.idQuery) return order;
    var laws = null;
    for (var i = 0; i < termLaws.length && !laws; i++) if (termLaws[i][0] === order[0]) laws = termLaws[i][1];
    if (!laws || !laws.length) return order;
    var rank = function (doc) { var n = order.indexOf(doc); return n < 0 ? order.length : n; };
    var head = laws[0];
    laws.forEach(function (doc) { if (rank(doc) < rank(head)) head = doc; });
    if (rank(head) <= place) return order;
    var out = order.filter(function (doc) { return doc !== head; });
    out.splice(place, 0, head);
    return out;
  }
  /* A case asked about (reading.case): when Law headings stand first, the best clause after them stands first
   * (rules [ranking] case_clause; lawref.search.engine.case_clause). */
  function caseClause(order, headDoc, reading, on) {
    if (!on || !order.length || reading.exact || reading.idQuery || !reading.case) return order;
    function heading(doc) { return doc < headDoc.length && headDoc[doc] === doc; }
    if (!heading(order[0])) return order;
    for (var j = 1; j < order.length; j++) {
      if (!heading(order[j])) return [order[j]].concat(order.slice(0, j), order.slice(j + 1));
    }
    return order;
  }
  function groupRun(order, headDoc, covered, size, concepts) {
    var groups = new Map(), first = [], rest = [], rank = new Map();
    order.forEach(function (doc, n) {
      rank.set(doc, n);
      var head = doc < headDoc.length && headDoc[doc] >= 0 ? headDoc[doc] : doc;
      if (!groups.has(head)) groups.set(head, []);
      groups.get(head).push(doc);
    });
    groups.forEach(function (members, head) {
      if (members.indexOf(head) > 0 && covered.get(head) >= concepts) {
        members = [head].concat(members.filter(function (d) { return d !== head; }));
      }
      // pushed, not concatenated: a common word at 100x makes thousands of groups
      for (var k = 0; k < members.length; k++) (k < size ? first : rest).push(members[k]);
    });
    rest.sort(function (a, b) { return rank.get(a) - rank.get(b); });
    return first.concat(rest);
  }

  /* «Возможно, вы искали: …» (lawref.search.suggest.suggestions): when no clause meets every concept, for each
   * word that meets no clause, the nearest forms of the vocabulary that the text itself has (rules.suggest). */
  function suggestions(view, ranker, reading, mode) {
    var rules = view.meta.rules.suggest, out = [];
    if (reading.exact || mode === "and") return out;
    function meets(c) {
      var found = false;
      c.alts.forEach(function (_, term) { if (!found && ranker.postings(term, c.shard || L.shardKey(term))) found = true; });
      return found;
    }
    function inText(form) {
      var key = L.shardKey(form), meanings = view.section(key, "meanings");
      return (own(view.section(key, "forms"), form) || []).some(function (lemma) {
        return format.items(own(meanings, lemma) || [], "meanings").some(function (alt) {
          return alt[1] === 0 && ranker.postings(alt[0], key);
        });
      });
    }
    for (var n = 0; n < reading.concepts.length; n++) {
      var c = reading.concepts[n];
      if (c.kind !== "word" || meets(c)) continue;
      var word = fold(c.text), candidates = [];
      if (L.len(word) < rules.min_length) continue;
      L.query.skeletonKeys(word).forEach(function (key) {
        candidates = candidates.concat(format.items(view.section(key, "vocabulary") || [], "vocabulary"));
      });
      var near = L.query.nearest(word, candidates, rules.max_distance);
      for (var k = 0; k < near.length; k++) {
        if (out.indexOf(near[k]) < 0 && inText(near[k])) {
          out.push(near[k]);
          if (out.length >= rules.limit) return out;
        }
      }
    }
    return out;
  }

  /* --- the search --- */
  Engine.prototype.attempt = function (query, options) {
    var view = this.view();
    view.ids = this.ids;
    var reading = L.query.read(query, view, this.ids, options.exact, options.typing);
    if (reading.error) return { view: view, reading: reading, hits: [] };
    var ranker = new Ranker(view), ranked = ranker.rank(reading);
    var order = new Array(ranked.length), scores = new Map(), covered = new Map(), band = new Map();
    for (var i = 0; i < ranked.length; i++) { // one plain loop: a first query at 100x ranks thousands of documents
      var doc = ranked[i][0], totals = ranked[i][1];
      order[i] = doc; scores.set(doc, totals[2]); covered.set(doc, totals[0]); band.set(doc, totals);
    }
    order = grouped(order, this.meta.headDoc, covered, this.meta.ranking.group, reading.concepts.length, band);
    var bare = (this.meta.bare || []).filter(function (pair) {
      return !ranker.lifted.has(pair[0]) && !ranker.named.has(pair[0]);
    });
    var sections = carried(order, this.meta.headDoc, ranker.titles, ranker.tables, reading,
      this.meta.rules.ranking.section_first || 0);
    order = definitionFirst(order, this.meta.definitions || [], this.meta.headDoc, ranker.titles, ranker.tables,
      reading, this.meta.rules.ranking.definition_first || 0);
    order = bareBehind(order, bare, this.meta.rules.ranking.bare_window);
    order = sectionFirst(order, sections);
    order = lawBehind(order, this.meta.headDoc, ranker.tables, reading, this.meta.rules.ranking.law_place,
      this.meta.rules.tiers.thesaurus, this.meta.rules.ranking.law_run || 0, this.meta.rules.ranking.law_topic || 0,
      this.meta.rules.ranking.topic_unmet || 0);
    order = askLaw(order, this.meta.headDoc, this.meta.heads || [], ranker.titles, ranker.tables, reading,
      this.meta.rules.ranking.ask_law || 0);
    order = termLaw(order, this.meta.termLaws || [], reading, this.meta.rules.ranking.term_law || 0);
    order = caseClause(order, this.meta.headDoc, reading, this.meta.rules.ranking.case_clause || 0);
    // a topic's Law heading that met no concept (lawBehind's `unmet`) is shown, and counted, though it was not ranked
    var unranked = order.filter(function (d) { return !scores.has(d); }).length, total = ranked.length + unranked;
    var ownDoc = this.ownClause(view, reading.idQuery);
    if (ownDoc !== null) {
      var top = 0;
      scores.forEach(function (s) { top = Math.max(top, s); });
      scores.set(ownDoc, top);
      covered.set(ownDoc, reading.concepts.length);
      var rest = order.filter(function (d) { return d !== ownDoc; }), place = reading.place || 0;
      order = rest.slice(0, place).concat([ownDoc], rest.slice(place));
    }
    order = order.slice(0, options.limit || this.meta.ranking.limit);
    // all the reading and the ranking asked for is in hand: a round that only brings texts keeps this order
    var complete = view.missing.size === 0;
    var forms = new Set();
    reading.concepts.forEach(function (c) {
      var terms = c.alts.size ? Array.from(c.alts.keys()) : [];
      c.positions.concat(c.literal || []).forEach(function (p) { p.forEach(function (_, t) { terms.push(t); }); });
      terms.forEach(function (t) {
        var entry = ranker.postings(t, c.shard || L.shardKey(t));
        if (entry) format.part(entry, "forms").forEach(function (f) { forms.add(f); });
      });
    });
    return this.shown({ view: view, reading: reading, ranker: ranker, order: order, scores: scores, covered: covered,
      forms: forms, complete: complete, total: total + (ownDoc !== null && !scores.has(ownDoc) ? 1 : 0) });
  };

  /* What a ranking shows: the texts of its documents (the view notes those not in hand) and the suggestions. Run
   * again over the same ranking once a round has brought its texts (search), where the reading and the ranking
   * would only repeat themselves: ~13 ms of a pasted first query on the 100x synthetic corpus. */
  Engine.prototype.shown = function (ranking) {
    var view = ranking.view, reading = ranking.reading, scores = ranking.scores, covered = ranking.covered;
    var hits = ranking.order.map(function (doc) {
      var entry = view.text(doc);
      if (!entry) return null;
      var hit = format.text(entry);
      hit.doc = doc; hit.score = scores.get(doc) || 0; hit.coverage = covered.get(doc) || 0;
      return hit;
    });
    var shownHits = hits.filter(Boolean);
    var mode = !shownHits.length ? "none" : shownHits[0].coverage >= reading.concepts.length ? "and" : "or";
    return { view: view, reading: reading, hits: hits, forms: ranking.forms, ranking: ranking,
      suggestions: suggestions(view, ranking.ranker, reading, mode), total: ranking.total, self: this };
  };

  /* Before the first query (the search box got focus, or a query is being typed): load what it will need.
   * With a query, its shards and the texts of its results (nothing is posted); without, a small collection's
   * texts and its shards outside the pack (rest.js), in parallel. */
  Engine.prototype.prefetch = function (query) {
    var self = this;
    return this.ready().then(function () {
      self.warm();
      if (query) return self.typed(query);
      var rest = self.loadRest();
      if (self.meta.textChars > PREFETCH_TEXT_CHARS) return rest.then(function () { self.warmOften(WARM_ROUNDS); });
      return Promise.all([self.preload(), rest]).then(function () {
        // the renderer over real results once (the pack's query found no text in hand before): a first query's
        // results paid ~12 ms (median of 7 pasted first queries, seeds) for their first rendering
        if (!self.warmedTexts) { self.warmedTexts = true; self.warmPack(); }
        self.parseRest();
        self.warmOften(WARM_ROUNDS);
      });
    }).catch(function (err) { console.error(err); });
  };

  /* The search box's search of `query`, shared by the PREFETCH its typing sent and the QUERY its key's release
   * sends right after (the same text): one search, not two. Data only ever gets added, so the answer stays right. */
  Engine.prototype.typed = function (query) {
    if (!this.lastTyped || this.lastTyped.query !== query) {
      var self = this, entry = { query: query, result: this.search(query, { typing: true }) };
      // rendered as soon as found: the QUERY a paste sends just after its PREFETCH then only posts it
      entry.rendered = entry.result.then(function (result) { return L.render.materialResult(self, result); });
      entry.result.catch(function () { if (self.lastTyped === entry) self.lastTyped = null; });
      entry.rendered.catch(function () {}); // the failure is the result's, handled there and by answer's caller
      this.lastTyped = entry;
    }
    return this.lastTyped.result;
  };

  /* The search box's answer to `query`: its results as Material's RESULT carries them (typed's search, rendered
   * once). */
  Engine.prototype.answer = function (query) {
    this.typed(query);
    return this.lastTyped.rendered;
  };

  /* Compile the patterns and run the reader, the ranker and the renderer once, before the first query needs
   * them: a first query paid ~5 ms in the renderer alone, and 10-20 ms in a ranker that had never met a posting
   * (functions are compiled on their first call). Over the meta and the start pack's shards (pack.warm: a query of
   * words they hold, chosen by the build), so no shard is fetched here. */
  Engine.prototype.warm = function () {
    if (this.warmed) return;
    this.warmed = true;
    var view = this.view();
    view.ids = this.ids;
    L.query.read("правило 27 B 1 b 27В1(b) ghtntypbz претензя «пас» претенз*", view, this.ids, false);
    this.attempt("судья 27В1(b) претензия", { typing: true });
    this.warmPack();
    var text = "Судья назначает корректирующий счёт, если после 1H игрок заявил 2D (Правило 27B1(b)).";
    // both kinds of title: an id, and a reader's label with more of its name (titleHtml: its bid pattern took ~8 ms
    // to compile in a first query's rendering)
    L.render.materialResult(this, { query: "судья счёт", total: 2, forms: new Set(["судья", "счёт"]), hits: [
      { id: "27B1(b)", url: "#", heading: "Пример С 1H 1D", name: "", text: text, kind: "clause", marks: [],
        label: "27B1(b)", score: 1, coverage: 1 },
      { id: "27.exC", url: "#", heading: "Пример С 1H 1D", name: "Пример С 1H 1D", text: text, kind: "clause",
        marks: [[48, 50, 1, "1♥"], [0, 5, 0, ""]], label: "Пример С к Правилу 27", score: 1, coverage: 1 }] });
  };

  /* The pack's warm query through the reader and the ranker, and the renderer when its results' texts are in hand. */
  Engine.prototype.warmPack = function () {
    var self = this;
    (this.pack.warm || []).forEach(function (query) {
      var result = self.attempt(query, { typing: true }), hits = result.hits.filter(Boolean);
      if (hits.length) L.render.materialResult(self, { query: query, total: hits.length, forms: result.forms, hits: hits });
    });
  };

  /* The pack's warm query as if its words were in every document: each shard it reads is put in, for the run, as a
   * copy whose terms' hits reach every document (tf 1), then put back; no text is in hand, none is fetched. The
   * pack's own shards are small, so its warm query ranks a few documents, and a first query of common words at 100x
   * (thousands of postings, a ranking and a grouping of thousands) still ran its loops in code compiled for a few:
   * its reading and ranking took 8-14 ms where a warm one took 2. */
  Engine.prototype.warmLarge = function () {
    var table = this.table(), docs = this.meta.docs, stride = format.STRIDE.hits, saved = {};
    var hits = new Array(docs * stride).fill(0);
    for (var d = 0; d < docs; d++) { hits[d * stride] = d ? 1 : 0; hits[d * stride + 1] = 1; }
    (this.pack.warm || []).forEach(function (query) {
      query.split(" ").forEach(function (word) {
        var name = "s/" + L.shardKey(fold(word)), shard = own(table, name);
        if (shard === undefined || own(saved, name)) return;
        var copy = JSON.parse(JSON.stringify(shard)), postings = format.section(copy, "postings") || {};
        Object.keys(postings).forEach(function (term) { postings[term][format.POSTING.hits] = hits; });
        saved[name] = shard;
        table[name] = copy;
      });
    });
    try {
      this.warmPack();
    } finally {
      Object.keys(saved).forEach(function (name) { table[name] = saved[name]; });
    }
  };

  /* The pack's warm query `left` times more, once, each in a task of its own (a query that comes meanwhile goes
   * first; a query asked for ends them): a function called often enough is compiled to faster code, and after one
   * warm round the ranking of a first query over a common word's thousands of postings (100x synthetic corpus)
   * still ran ~10x slower than warm. */
  Engine.prototype.warmOften = function (left) {
    var self = this;
    if (this.warmingOften) return;
    this.warmingOften = true;
    (function again(n) {
      // a query asked for ends the warming: its own tasks would wait behind the rounds left (not the empty query
      // a click into the box sends, answered at once)
      // the first LARGE_ROUNDS as if the warm query's words were in every document (warmLarge)
      if (n > 0) {
        setTimeout(function () {
          if (self.asked()) return;
          if (left - n < LARGE_ROUNDS) self.warmLarge(); else self.warmPack();
          again(n - 1);
        }, 0);
      }
    })(left);
  };

  /* Whether a query with words has been asked for (typed, pasted or sent). */
  Engine.prototype.asked = function () {
    return !!(this.lastTyped && this.lastTyped.query.trim());
  };

  Engine.prototype.ownClause = function (view, canonical) {
    if (!canonical) return null;
    var doc = L.query.clausePlace(view, canonical);
    if (typeof doc !== "number" && /^\d+$/.test(canonical)) doc = L.query.clausePlace(view, "c" + canonical);
    return typeof doc === "number" ? doc : null;
  };

  /* The search: {hits: [{id, url, heading, name, text, kind, marks, label, score, coverage}], shown, exact, changed,
   * total, forms (the matched words' forms, for marking)}. Options: {exact, limit, typing (the last word may be
   * half typed: the search box's queries)}. */
  Engine.prototype.search = function (query, options) {
    var self = this;
    options = options || {};
    query = query || "";
    if (!query.trim()) return this.ready().then(function () { return { hits: [], total: 0, forms: new Set() }; });
    return this.ready().then(function () {
      var rounds = 0;
      function go(ranking) {
        var result = ranking ? self.shown(ranking) : self.attempt(query, options);
        if (result.view.missing.size && rounds++ < MAX_ROUNDS) {
          var keep = result.ranking && result.ranking.complete ? result.ranking : null;
          return self.fetch(result.view.missing).then(function () {
            if (keep) keep.view.missing.clear();
            return go(keep);
          });
        }
        var r = result.reading;
        return { hits: result.hits.filter(Boolean), total: result.total || 0, forms: result.forms || new Set(),
          shown: r.shown || "", changed: !!r.changed, exact: !!r.exact, query: query,
          suggestions: result.suggestions || [] };
      }
      return self.fetch(self.guess(query)).then(function () { return go(null); });
    });
  };

  /* The message handler both workers use. `post` sends a message back. Only the newest query is answered,
   * since the UI sends one per key press and shards load asynchronously. */
  function serve(engine, post) {
    var latest = 0;
    // READY once the meta and the start pack are in and the code is warmed (warm: a query arriving meanwhile would
    // wait for it all the same), while a small collection's other data travels (preload); then, in the idle time
    // before a first query, the warm rounds, the same as a focus of the box asks for.
    engine.ready().then(function () {
      try { engine.warm(); } catch (err) { console.error(err); }
      post({ type: MSG.READY });
      setTimeout(function () { engine.prefetch(""); }, 0);
    }, function (err) {
      post({ type: MSG.READY });
      console.error(err);
    });
    return function (message) {
      if (message && message.type === MSG.PREFETCH) { engine.prefetch(message.data ? String(message.data) : ""); return; }
      if (!message || message.type !== MSG.QUERY) return; // SETUP carries Material's (empty) index: unused
      var ticket = ++latest;
      engine.answer(String(message.data)).then(function (data) {
        if (ticket === latest) post({ type: MSG.RESULT, data: data });
      }, function (err) {
        console.error(err);
        if (ticket === latest) post({ type: MSG.RESULT, data: { items: [] } });
      });
    };
  }

  L.Engine = Engine;
  L.serve = serve;
  L.shardFile = shardFile;
  L.MSG = MSG;
})(typeof globalThis !== "undefined" ? globalThis : self);
