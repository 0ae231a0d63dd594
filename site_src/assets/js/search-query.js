/* lawref search, part 3 of 5: reading a query into concepts, as lawref.search.query does: wrong keyboard
 * layout, ids in prose (search-rules.js), word forms through the form map, typo corrections, thesaurus phrases,
 * question words. The reader is synchronous over shards
 * already loaded; `store.shard(key)` notes a shard it lacks, and the engine loads it and reads again. */
(function (root) {
  "use strict";
  var L = root.LawrefSearch, fold = L.fold;
  var own = root.LawrefSearch.own, len = root.LawrefSearch.len, format = L.format;


  var R = L.rules, switched = R.switched, maxDistance = R.maxDistance, skeletonKeys = R.skeletonKeys,
    best = R.best, glued = R.glued, readIds = R.readIds;

  /* --- the reader: lawref.search.query --- */
  // data/rules.toml's [query] and [tiers], from the meta (configure, called by Engine.ready).
  var QUOTES, EXACT_MARK, TYPO_TIER, PHRASE_GAPS, LAYOUT_MIN, MAX_CHARS, MAX_PARTS, CONTROL, ENGLISH, TERM_PLACE,
    TERM_ASK, RUSSIAN, PAST, CASE_WORDS, CASE_MARKS, CONNECTIVES, SIGN, SIGNS, ABOUT;
  function escapeClass(text) {
    return Array.from(text).map(function (ch) { return /[\\\][^-]/.test(ch) ? "\\" + ch : ch; }).join("");
  }
  function configure(rules, romanNumerals) {
    R.configure(rules, romanNumerals);
    var q = rules.query;
    QUOTES = new RegExp("[" + escapeClass(q.quotes) + "]", "u");
    EXACT_MARK = q.exact_mark; TYPO_TIER = rules.tiers.typo; PHRASE_GAPS = q.phrase_gaps; LAYOUT_MIN = q.layout_min;
    MAX_CHARS = q.max_chars; MAX_PARTS = q.max_parts; ENGLISH = rules.english;
    CONTROL = new RegExp(q.control, "gu");
    SIGN = new RegExp(q.sign, "gu"); SIGNS = q.signs; // «А+»: a sign after a word, read as its word
    // «правила про …», «закон о …»: the Laws named first, the query's frame (lawref.search.query._ABOUT)
    ABOUT = new RegExp(q.law_frame, "iu");
    RUSSIAN = new RegExp(q.russian_word, "gu");
    PAST = new RegExp(q.past, "u"); CASE_WORDS = new Set(q.case_words); CASE_MARKS = Array.from(q.case_marks);
    CONNECTIVES = new Set(q.connectives || []);
    TERM_PLACE = rules.ranking.term_place; TERM_ASK = new Set(rules.ranking.term_ask);
    L.query.EXACT_MARK = EXACT_MARK;
    L.query.TO_CYRILLIC = R.TO_CYRILLIC; L.query.TO_LATIN = R.TO_LATIN;
  }

  /* lawref.search.expand.english.key: an English word's key (one ending cut, its first letters), or null */
  function englishKey(word) {
    word = word.toLowerCase().replace(/\u2019/g, "'");
    if (!/^[a-z]+(?:'s?)?$/.test(word)) return null;
    for (var i = 0; i < ENGLISH.endings.length; i++) {
      var ending = ENGLISH.endings[i];
      if (word.slice(-ending.length) === ending && word.length - ending.length >= ENGLISH.min_stem) {
        word = word.slice(0, -ending.length);
        break;
      }
    }
    return word.replace(/'+$/, "").slice(0, ENGLISH.key_length);
  }

  /* lawref.search.expand.thesaurus.capitals_key: the key of an abbreviation typed in capitals («НИ»), or "" */
  function capitalsKey(word) {
    if (word !== word.toUpperCase() || word === word.toLowerCase()) return "";
    return word.toLowerCase().replace(/ё/g, "е").toUpperCase();
  }

  function Concept(kind, text, shown, alts, extra) {
    this.kind = kind; this.text = text; this.shown = shown;
    this.alts = alts || new Map(); this.positions = []; this.canonical = ""; this.changed = false;
    this.shard = ""; this.lemmas = []; this.literal = []; this.literalDocs = null;
    if (extra) Object.assign(this, extra);
  }

  function Reader(store, ids, exact, typing) {
    this.store = store; this.meta = store.meta; this.ids = ids; this.exact = exact; this.typing = typing;
    this.whole = ""; this.items = []; this.changed = false;
    this.stop = new Set(this.meta.stopwords); this.questions = new Set(this.meta.questionWords);
    this.gaps = new Set(this.meta.stopwords.concat(this.meta.phraseGaps));
    this.cited = new Set(this.meta.cited);
  }
  Reader.prototype.lemmas = function (word) {
    var found = own(this.store.section(L.shardKey(word), "forms"), word);
    return found === undefined ? null : found;
  };
  Reader.prototype.known = function (canonical) {
    return clausePlace(this.store, canonical) !== undefined || this.cited.has(canonical);
  };
  /* query._twin: an id typed with the other separator of a Law's numbered paragraph than the collection's («2.1.а» is
     2-1(a) in a book that numbers a Law's paragraphs; «12-4» is 12.4 in a commentary), when the collection has it */
  function twin(canonical, known) {
    var m = /^(\d+)([.-])(\d+)((?:\([^()]+\))*)$/.exec(canonical);
    if (!m) return canonical;
    var other = m[1] + (m[2] === "." ? "-" : ".") + m[3] + m[4];
    return known(other) ? other : canonical;
  }
  Reader.prototype.read = function (text) {
    var whole = this.ids.wholeId(text), self = this;
    if (whole && !this.known(whole)) whole = twin(whole, this.known.bind(this));
    if (whole) {
      this.whole = whole;
      var alts = new Map([[fold(whole), 0]]);
      return [new Concept("id", text.trim(), whole, alts, { canonical: whole, shard: L.shardKey(fold(whole)) })];
    }
    var chunks = text.split(QUOTES);
    if (chunks.length % 2 === 0) chunks.splice(chunks.length - 2, 2, chunks[chunks.length - 2] + " " + chunks[chunks.length - 1]);
    chunks.forEach(function (chunk, n) { if (n % 2) self.phrase(chunk); else self.loose(chunk); });
    // In the search box the last word may be half typed: when it is no form and no typo of one, it matches the
    // forms it begins (the CLI gets whole words and never does this).
    var last = this.items[this.items.length - 1];
    if (this.typing && last && last.kind === "word" && !last.changed && !last.lemmas.length && len(last.text) >= 2) {
      this.items.pop();
      var count = this.items.length;
      this.prefix(last.text, last.text);
      // a prefix of no form stays the word it is, as the CLI reads it («Возможно, вы искали» is for it)
      if (this.items.length === count) this.items.push(last);
    }
    this.counts();
    this.thesaurus();
    this.bids();
    return this.concepts();
  };
  /* lawref.search.query._bids: bids told in words (rules [bids]), a level then a strain; a bid told after one it
   * does not outrank reads as rules.bids.insufficient, a level above max_level as rules.bids.above, bids in order
   * as rules.bids.bid (the first concept keeps the strain words' terms). */
  /* lawref.search.query._Reader._bid_word: rules.bids.bid, or bid_otherwise where the book's Definitions
   * (meta.terms) define that word and not bid (a 1997 translation's «Заявка»). */
  function bidWord(meta, rules) {
    var defined = (meta.terms || []).filter(function (t) { return t[0].length === 1; })
      .map(function (t) { return t[0][0]; });
    return defined.indexOf(rules.bid) < 0 && defined.indexOf(rules.bid_otherwise) >= 0 ? rules.bid_otherwise
      : rules.bid;
  }
  Reader.prototype.bids = function () {
    var rules = this.meta.rules.bids, items = this.items, self = this, bids = [], drop = [], words = "";
    if (this.exact || !rules) return;
    for (var n = 0; n < items.length - 1; n++) {
      var level = this.level(items[n]), strain = strainOf(items[n + 1], rules);
      if (level && strain !== null) bids.push([n, level, strain]);
    }
    for (var i = 0; i + 1 < bids.length && !words; i++) {
      var a = bids[i], b = bids[i + 1], between = [], instead = false;
      for (var k = a[0] + 2; k < b[0]; k++) {
        if (rules.reversing.indexOf(fold(items[k].text)) >= 0) between.push(k);
        if (rules.instead.indexOf(fold(items[k].text)) >= 0) instead = true; // one said for the other: no order
      }
      if (instead) continue;
      var first = between.length ? b : a, second = between.length ? a : b;
      if (second[1] < first[1] || (second[1] === first[1] && second[2] <= first[2])) {
        drop = [a[0], a[0] + 1, b[0], b[0] + 1].concat(between);
        words = rules.insufficient;
      }
    }
    if (!words) {
      var above = bids.filter(function (bid) { return bid[1] > rules.max_level; })[0];
      if (above) {
        drop = [above[0], above[0] + 1];
        words = rules.above;
      } else if (bids.length) { // bids in order: each is a bid, said once (rules.bids.bid)
        bids.forEach(function (bid) { drop.push(bid[0], bid[0] + 1); });
        words = bidWord(this.meta, rules);
      } else return;
    }
    var at = Math.min.apply(null, drop);
    this.items = [];
    words.split(" ").forEach(function (w) { self.word(w); });
    this.items.forEach(function (c) { c.changed = true; });
    // the strains stay the first concept's words: a clause that writes the bids (a suit's name) still meets it
    var firstConcept = this.items[0];
    drop.slice().sort(function (x, y) { return x - y; }).forEach(function (k) {
      if (strainOf(items[k], rules) === null) return;
      items[k].alts.forEach(function (tier, term) {
        if (!firstConcept.alts.has(term) || tier < firstConcept.alts.get(term)) firstConcept.alts.set(term, tier);
      });
      items[k].lemmas.forEach(function (l) { if (firstConcept.lemmas.indexOf(l) < 0) firstConcept.lemmas.push(l); });
    });
    var made = this.items;
    this.items = items.filter(function (x, k) { return k < at && drop.indexOf(k) < 0; }).concat(made,
      items.filter(function (x, k) { return k >= at && drop.indexOf(k) < 0; }));
    this.changed = true;
  };
  /* lawref.search.query._Reader._level: the level a word (or its lemma) or a digit names, 0 for none. */
  Reader.prototype.level = function (item) {
    if (item.kind === "id") return /^\d{1,2}$/.test(item.text) ? parseInt(item.text, 10) : 0;
    if (item.kind !== "word") return 0;
    var whole = this.meta.numberWords.whole, said = [fold(item.text)].concat(item.lemmas);
    for (var i = 0; i < said.length; i++) { var v = own(whole, said[i]); if (v !== undefined) return v; }
    return 0;
  };
  /* lawref.search.query._Reader._strain: the rank of the strain whose stem a word's typed form begins with. */
  function strainOf(item, rules) {
    if (item.kind !== "word") return null;
    var word = fold(item.text);
    for (var rank = 0; rank < rules.strains.length; rank++) {
      if (rules.strains[rank].some(function (stem) { return word.slice(0, stem.length) === stem; })) return rank;
    }
    return null;
  }
  /* lawref.search.query._counts: a bare number before a counted noun is a count, read as its cardinal word
   * («у одного 14 карт» is «четырнадцать карт», not Law 14). */
  Reader.prototype.counts = function () {
    var numbers = this.meta.numberWords;
    if (this.exact || !numbers.cardinal) return;
    var told = false, n, item;
    for (n = 0; n < this.items.length - 1; n++) {
      item = this.items[n];
      var after = this.items[n + 1];
      if (item.kind !== "id" || item.changed || !own(numbers.cardinal, item.text) || after.kind !== "word" ||
          !after.lemmas.some(function (l) { return numbers.counted.indexOf(l) >= 0; })) continue;
      this.count(n, numbers);
      told = true;
    }
    // the noun said once for two counts («у одного 14 карт, а у другого 12»): every bare number is a count
    for (n = 0; told && n < this.items.length; n++) {
      item = this.items[n];
      if (item.kind === "id" && !item.changed && own(numbers.cardinal, item.text)) this.count(n, numbers);
    }
  };
  /* lawref.search.query._Reader._count: the bare number this.items[n] read as its cardinal word */
  Reader.prototype.count = function (n, numbers) {
    var item = this.items[n], word = own(numbers.cardinal, item.text), kept = this.items;
    this.items = [];
    this.word(word);
    var concept = this.items[0];
    concept.text = item.text; concept.changed = true; this.changed = true;
    if (!concept.lemmas.length) concept.lemmas = [word];  // the cardinal is its own lemma: the situations read it
    kept[n] = concept;
    this.items = kept;
  };
  Reader.prototype.loose = function (chunk) {
    var spans = [], self = this, at = 0;
    if (!this.exact) {
      chunk = this.layout(chunk);
      spans = readIds(this.ids, chunk, function (c) { return self.known(c); }, this.meta.numberWords);
    }
    spans.forEach(function (s) {
      self.pieces(chunk.slice(at, s[0]));
      self.items.push(new Concept("id", chunk.slice(s[0], s[1]).trim(), s[2], new Map([[fold(s[2]), 0]]),
        { canonical: s[2], changed: true, shard: L.shardKey(fold(s[2])) }));
      self.changed = true;
      at = s[1];
    });
    this.pieces(chunk.slice(at));
  };
  Reader.prototype.layout = function (chunk) {
    var out = "", at = 0, m, re = /\S+/gu;
    while ((m = re.exec(chunk))) {
      var piece = m[0], other = len(piece) >= LAYOUT_MIN ? switched(piece) : null;
      if (other && !this.allKnown(piece) && this.allKnown(other)) {
        out += chunk.slice(at, m.index) + other;
        this.changed = true;
      } else {
        out += chunk.slice(at, m.index + piece.length);
      }
      at = m.index + piece.length;
    }
    return out + chunk.slice(at);
  };
  Reader.prototype.allKnown = function (piece) {
    var self = this;
    var ws = this.ids.rawTokens(piece).filter(function (t) { return !t[2]; }).map(function (t) { return fold(piece.slice(t[0], t[1])); });
    return ws.length > 0 && ws.every(function (w) { return self.lemmas(w) !== null; });
  };
  Reader.prototype.pieces = function (chunk) {
    var m, re = /\S+/gu, self = this;
    while ((m = re.exec(chunk))) {
      var piece = m[0];
      if (/\*$/.test(piece)) {
        var bare = piece.replace(/\*+$/, "");
        var toks = this.ids.rawTokens(bare).map(function (t) { return bare.slice(t[0], t[1]); });
        toks.slice(0, -1).forEach(function (w) { self.word(w); });
        if (toks.length) this.prefix(toks[toks.length - 1], piece);
        continue;
      }
      this.ids.rawTokens(piece).forEach(function (t) {
        var w = piece.slice(t[0], t[1]), canonical = t[2] || self.ids.asId(w);
        if (canonical) {
          self.items.push(new Concept("id", w, canonical, new Map([[fold(canonical), 0]]),
            { canonical: canonical, shard: L.shardKey(fold(canonical)) }));
        } else {
          self.word(w);
        }
      });
    }
  };
  Reader.prototype.word = function (word) {
    var folded = fold(word), concept = new Concept("word", word, word, null, { shard: L.shardKey(folded) });
    var lemmas = this.lemmas(folded), offset = 0, self = this;
    if (lemmas === null && !this.exact) {
      var corrected = this.correct(folded);
      if (corrected) {
        lemmas = this.lemmas(corrected); offset = TYPO_TIER;
        concept.shown = corrected; concept.changed = true; concept.shard = L.shardKey(corrected);
        this.changed = true;
      } else if (this.glued(folded)) {
        return;
      }
    }
    concept.lemmas = (lemmas || []).slice();
    var key = englishKey(folded);  // an English word also meets the English titles of the Laws by its key
    if (key && concept.lemmas.indexOf(key) < 0) concept.lemmas.push(key);
    var meanings = this.store.section(concept.shard, "meanings"), displays = this.store.section(concept.shard, "display");
    var capitals = capitalsKey(word);
    if (capitals && !concept.changed && own(meanings, capitals)) concept.lemmas = [capitals]; // «НИ», not «ни»
    concept.lemmas.forEach(function (lemma) {
      format.items(own(meanings, lemma), "meanings").forEach(function (alt) {
        var term = alt[0], tier = alt[1];
        if (self.exact && tier) return;
        tier += offset;
        if (!concept.alts.has(term) || tier < concept.alts.get(term)) concept.alts.set(term, tier);
      });
      var display = own(displays, lemma);
      if (display && !self.exact && !concept.changed) {
        var hasOwn = Array.from(concept.alts.values()).some(function (t) { return t === 0; });
        concept.shown = hasOwn ? word + " (" + display + ")" : display;
        concept.changed = true;
        self.changed = true;
      }
    });
    this.items.push(concept);
  };
  /* lawref.search.query._glued: a word typed without its spaces, read as its words, each a concept as typed; a
   * real word (the guard) never */
  Reader.prototype.glued = function (word) {
    if ((this.store.section(L.shardKey(word), "guard") || []).indexOf(word) >= 0) return false;
    var self = this, parts = glued(word, function (part) { return self.lemmas(part) !== null; }, this.stop);
    (parts || []).forEach(function (part) { self.word(part); });
    if (parts) this.changed = true;
    return !!parts;
  };
  Reader.prototype.correct = function (word) {
    if (!maxDistance(word) || this.stop.has(word) || this.questions.has(word) ||
        (this.store.section(L.shardKey(word), "guard") || []).indexOf(word) >= 0) return null;
    var candidates = [], self = this;
    skeletonKeys(word).forEach(function (key) {
      candidates = candidates.concat(format.items(self.store.section(key, "vocabulary"), "vocabulary"));
    });
    return best(word, candidates);
  };
  Reader.prototype.prefix = function (stem, typed) {
    stem = fold(stem);
    var concept = new Concept("prefix", typed, typed, null, { shard: L.shardKey(stem) });
    var forms = this.store.section(concept.shard, "forms") || {}, meanings = this.store.section(concept.shard, "meanings");
    Object.keys(forms).forEach(function (form) {
      if (form.indexOf(stem) !== 0) return;
      forms[form].forEach(function (lemma) {
        format.items(own(meanings, lemma), "meanings").forEach(function (alt) {
          if (alt[1] === 0) concept.alts.set(alt[0], 0);
        });
      });
    });
    if (concept.alts.size) this.items.push(concept);
  };
  Reader.prototype.phrase = function (chunk) {
    var self = this, toks = this.ids.rawTokens(chunk);
    var ws = toks.map(function (t) { return [chunk.slice(t[0], t[1]), t[2]]; });
    if (ws.length === 1) { this.pieces(ws[0][0]); return; }
    if (!ws.length) return;
    var positions = ws.map(function (w) {
      if (w[1]) return new Map([[fold(w[1]), 0]]);
      var folded = fold(w[0]), key = L.shardKey(folded), terms = new Map();
      var meanings = self.store.section(key, "meanings");
      (own(self.store.section(key, "forms"), folded) || []).forEach(function (lemma) {
        format.items(own(meanings, lemma), "meanings").forEach(function (alt) {
          if (alt[1] === 0) terms.set(alt[0], 0);
        });
      });
      return terms;
    });
    // the words said, quoted, keep their lemmas (query._phrase, rules [query] quoted_lemmas): the situations read them
    var kept = this.meta.rules.query.quoted_lemmas && !this.exact ? this.said(chunk) : [];
    this.items.push(new Concept("phrase", chunk.trim(), "«" + chunk.trim() + "»", null,
      { positions: positions, lemmas: kept }));
  };
  /* query._said: a quoted phrase's words read as loose words, the thesaurus's phrases among them («остальное моё» is
   * «претензия»): their lemmas and terms, for the situations; the query's note is not changed. */
  Reader.prototype.said = function (chunk) {
    var items = this.items, changed = this.changed, out = [];
    this.items = [];
    this.pieces(chunk);
    this.thesaurus();
    var inner = this.items;
    this.items = items; this.changed = changed;
    function add(w) { if (out.indexOf(w) < 0) out.push(w); }
    inner.forEach(function (c) {
      if (c.kind === "id") return;
      c.lemmas.forEach(add);
      c.alts.forEach(function (_, term) { term.split(" ").forEach(add); });
    });
    return out;
  };
  Reader.prototype.thesaurus = function () {
    if (this.exact) return;
    var out = [], items = this.items, i = 0, self = this;
    while (i < items.length) {
      var item = items[i], found = null, foundEnd = 0, foundLemmas = null;
      if (item.kind === "word") {
        var phrases = this.store.section(item.shard, "phrases");
        item.lemmas.forEach(function (lemma) {
          (own(phrases, lemma) || []).forEach(function (entry) {
            if (found && entry[0].length <= found[0].length) return;
            var end = self.phraseEnd(items, i, entry[0]);
            if (end !== null) { found = entry; foundEnd = end; foundLemmas = [lemma].concat(entry[0]); }
          });
        });
      }
      if (found) {
        var run = items.slice(i, foundEnd), typed = run.map(function (x) { return x.text; }).join(" ");
        // lawref.search.query: the words as typed, in order, meet the phrase's concepts at tier 0
        var literal = run.map(function (x) {
          var own0 = new Map();
          x.alts.forEach(function (tier, t) { if (tier === 0) own0.set(t, 0); });
          return own0;
        });
        if (literal.length < 2 || literal.some(function (m) { return !m.size; })) literal = [];
        // the build's documents answer for the words as typed when each is the phrase's own lemma, no more
        var known = literal.length === foundLemmas.length && literal.every(function (m, k) {
          return m.size === 1 && m.has(foundLemmas[k]);
        });
        var literalDocs = known ? new Set(format.docs(found[3])) : null;
        var shown = literal.length ? typed + " (" + found[2] + ")" : found[2];
        // the typed words' lemmas (and English keys) stay the phrase's: the situations and the Laws' titles read them
        var keys = [];
        run.forEach(function (x) { x.lemmas.forEach(function (l) { if (keys.indexOf(l) < 0) keys.push(l); }); });
        found[1].forEach(function (alts, n) {
          var table = new Map(format.items(alts, "concept").map(function (alt) { return [alt[0], alt[1]]; }));
          out.push(new Concept("word", typed, n === 0 ? shown : "", table,
            { changed: true, shard: item.shard, literal: literal, lemmas: keys.slice(), literalDocs: literalDocs }));
        });
        if (!found[1].length) {
          out.push(new Concept("word", typed, shown, null,
            { changed: true, shard: item.shard, literal: literal, lemmas: keys.slice(), literalDocs: literalDocs }));
        }
        self.changed = true;
        i = foundEnd;
      } else {
        out.push(item);
        i++;
      }
    }
    this.items = out;
  };
  /* lawref.search.query._says: a query word says a phrase's lemma by its own lemmas, or as one connective for
   * another (rules [query] connectives: «vs» for «or») */
  function says(item, lemma) {
    return item.lemmas.indexOf(lemma) >= 0 || (CONNECTIVES.has(lemma) && CONNECTIVES.has(fold(item.text)));
  }
  // lawref.search.query._phrase_end: one stop word may stand between a phrase's words.
  Reader.prototype.phraseEnd = function (items, i, rest) {
    var k = i + 1, gaps = 0;
    for (var n = 0; n < rest.length; n++) {
      while (k < items.length && gaps < PHRASE_GAPS && items[k].kind === "word" &&
             !says(items[k], rest[n]) && this.gaps.has(fold(items[k].text))) { k++; gaps++; }
      if (k >= items.length || items[k].kind !== "word" || !says(items[k], rest[n])) return null;
      k++;
    }
    return k;
  };
  Reader.prototype.concepts = function () {
    var self = this, drop = this.exact ? this.stop : new Set(Array.from(this.stop).concat(Array.from(this.questions)));
    var kept = this.items.filter(function (c) { return !(c.kind === "word" && !c.changed && drop.has(fold(c.text))); });
    if (!kept.length) {
      kept = this.items.filter(function (c) { return c.kind !== "word" || !self.stop.has(fold(c.text)); });
      if (!kept.length) kept = this.items;
    }
    this.kept = kept;
    var seen = new Set(), out = [];
    function sorted(map) { return Array.from(map.entries()).sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; }); }
    kept.forEach(function (c) {
      var key = JSON.stringify([c.kind, sorted(c.alts), c.positions.map(sorted),
        c.alts.size || c.positions.length ? "" : fold(c.text)]); // unknown words stay apart
      if (seen.has(key) && c.kind !== "phrase") return;
      seen.add(key);
      out.push(c);
    });
    return out;
  };
  Reader.prototype.shown = function () {
    if (!this.changed) return "";
    var words = (this.kept || this.items).map(function (c) { return c.shown; }).filter(Boolean);
    // Two typed phrases that mean the same («выложить карты в открытую») are said once.
    return words.filter(function (w, i) { return i === 0 || w !== words[i - 1]; }).join(" ");
  };

  /* lawref.search.query.clause_place: a clause's document (or URL), from the shard of its id. */
  function clausePlace(store, canonical) {
    return own(store.section(L.shardKey(fold(canonical)), "places"), canonical);
  }

  /* lawref.search.query._term: the definition whose term the query is, word for word in any form. */
  function term(concepts, meta) {
    var terms = meta.terms || [];
    for (var i = 0; i < terms.length; i++) {
      var lemmas = terms[i][0];
      if (lemmas.length === concepts.length && lemmas.every(function (l, k) {
        return concepts[k].kind === "word" && concepts[k].lemmas.indexOf(l) >= 0;
      })) return terms[i][1];
    }
    return "";
  }

  /* lawref.search.query._term_place: where a defined term's definition stands (rules [ranking] term_place), or
   * first when the query asks what the term is (a word of term_ask). */
  function termPlace(text) {
    var words = text.match(/[\p{L}\p{N}]+/gu) || [];
    return words.some(function (w) { return TERM_ASK.has(fold(w)); }) ? 0 : TERM_PLACE;
  }

  /* lawref.search.query._topic: the query names a topic (a contents entry, how a thing is done), not what happened
   * nor a case asked about: Russian words (rules [query] russian_word), none of them a word of `case_words`, no mark
   * of `case_marks`, and none, stop words aside, a verb form in the past tense: a word whose ending matches `past`
   * that is a form of its shard's `verbs`, or a word the collection does not know at all (its concept meets nothing). */
  function topic(text, store, concepts) {
    var all = fold(text).match(RUSSIAN) || [];
    if (isCase(text)) return false;
    var stop = new Set(store.meta.stopwords), unknown = new Set();
    concepts.forEach(function (c) { if (c.kind === "word" && !c.alts.size) unknown.add(fold(c.text)); });
    var words = all.filter(function (w) { return !stop.has(w); }), readAs = [];
    // the words as read count too: a word typed without its spaces is the words it was read as
    concepts.forEach(function (c) {
      if (c.kind !== "word") return;
      (fold(c.text).match(RUSSIAN) || []).forEach(function (w) { if (!stop.has(w)) readAs.push(w); });
    });
    return words.length > 0 && !words.concat(readAs).some(function (w) {
      return PAST.test(w) && (unknown.has(w) || (store.section(L.shardKey(w), "verbs") || []).indexOf(w) >= 0);
    });
  }

  /* lawref.search.query._case: a yes-no or conditional question (a word of `case_words`, a mark of `case_marks`). */
  function isCase(text) {
    return (fold(text).match(RUSSIAN) || []).some(function (w) { return CASE_WORDS.has(w); }) ||
      CASE_MARKS.some(function (mark) { return text.indexOf(mark) >= 0; });
  }

  /* lawref.search.query._asks: the query opens with a question word (meta.questionWords: «как …», «когда …»). */
  function asks(text, store) {
    var words = fold(text).match(/[\p{L}\p{N}]+/gu) || []; // the first word in any script («play … что делать»)
    return words.length > 0 && store.meta.questionWords.indexOf(words[0]) >= 0;
  }

  /* lawref.search.query._about: a query that opens by naming the Laws («правила про зрителей», «закон о ренонсе»)
   * asks for the Law on what follows: [what follows, true]; else [text, false]. */
  function about(text) {
    var m = ABOUT.exec(text);
    return m ? [text.slice(m[0].length), true] : [text, false];
  }

  /* lawref.search.query.read: {concepts, idQuery, exact, shown, changed, place, topic, case, asks, about, error} */
  function read(query, store, ids, exact, typing) {
    if (!query || !query.trim() || query.length > MAX_CHARS) return { error: "query", concepts: [] };
    var text = query.replace(CONTROL, " ");
    if (text.trimStart().indexOf(EXACT_MARK) === 0) { exact = true; text = text.trimStart().slice(EXACT_MARK.length); }
    if (!exact) text = text.replace(SIGN, function (_, letter, sign) { return letter + " " + SIGNS[sign]; });
    var framed = exact ? [text, false] : about(text), laws = framed[1];
    text = framed[0];
    var reader = new Reader(store, ids, !!exact, !!typing && !/\s$/u.test(query));
    var concepts = reader.read(text);
    if (!concepts.length || concepts.length > MAX_PARTS) return { error: "query", concepts: [] };
    var idConcepts = concepts.filter(function (c) { return c.kind === "id"; });
    var idQuery = reader.whole || (concepts.length === 1 && idConcepts.length ? idConcepts[0].canonical : ""), place = 0;
    if (!idQuery && !laws) {
      idQuery = term(concepts, store.meta);
      place = idQuery ? termPlace(text) : 0;
    }
    return { concepts: concepts, idQuery: idQuery, exact: reader.exact, shown: reader.shown(), changed: reader.changed,
      place: place, topic: topic(text, store, concepts), case: isCase(text), asks: laws || asks(text, store),
      about: laws };
  }

  L.query = Object.assign({}, R, { read: read, clausePlace: clausePlace, configure: configure });
})(typeof globalThis !== "undefined" ? globalThis : self);
