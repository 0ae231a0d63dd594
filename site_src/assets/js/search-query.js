/* lawref search, part 2 of 4: reading a query into concepts, as lawref.search.query (with
 * lawref.search.expand.layout, .typos and .prose) does: wrong keyboard layout, ids in prose, word forms through
 * the form map, typo corrections, thesaurus phrases, question words. The reader is synchronous over shards
 * already loaded; `store.shard(key)` notes a shard it lacks, and the engine loads it and reads again. */
(function (root) {
  "use strict";
  var L = root.LawrefSearch, fold = L.fold, head = L.head;

  function own(table, key) {
    return table && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  }
  function len(text) {
    return Array.from(text).length;
  }

  /* --- layout: lawref.search.expand.layout --- */
  var LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`", UPPER_KEYS = 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
  var CYRILLIC = Array.from("йцукенгшщзхъфывапролджэячсмитьбюё");
  var TO_CYRILLIC = {}, TO_LATIN = {};
  Array.from(LATIN).forEach(function (ch, i) { TO_CYRILLIC[ch] = CYRILLIC[i]; });
  Array.from(UPPER_KEYS).forEach(function (ch, i) { TO_CYRILLIC[ch] = CYRILLIC[i].toUpperCase(); });
  Object.keys(TO_CYRILLIC).forEach(function (lat) {
    if (/^[a-z]$/.test(lat) || !/^[A-Za-z]$/.test(lat)) TO_LATIN[TO_CYRILLIC[lat]] = lat;
  });
  Object.keys(TO_LATIN).forEach(function (cyr) {
    var lat = TO_LATIN[cyr];
    if (/^[A-Za-z]$/.test(lat)) TO_LATIN[cyr.toUpperCase()] = lat.toUpperCase();
  });
  function switched(piece) {
    var chars = Array.from(piece);
    if (chars.some(function (c) { return /^[a-z]$/i.test(c); }) && chars.every(function (c) { return own(TO_CYRILLIC, c) !== undefined; })) {
      return chars.map(function (c) { return TO_CYRILLIC[c]; }).join("");
    }
    if (chars.length && chars.every(function (c) { return own(TO_LATIN, c) !== undefined; })) {
      return chars.map(function (c) { return TO_LATIN[c]; }).join("");
    }
    return null;
  }

  /* --- typos: lawref.search.expand.typos --- */
  var MIN_LENGTH = 4, LONG = 8;
  function maxDistance(word) {
    var n = len(word);
    return n < MIN_LENGTH ? 0 : n < LONG ? 1 : 2;
  }
  function skeletonKeys(word) {
    var h = Array.from(word).slice(0, 3);
    if (h.length < 3) return word ? [head(word, 2)] : [];
    return Array.from(new Set([h[0] + h[1], h[0] + h[2], h[1] + h[2]]));
  }
  function distance(a, b, limit) {
    a = Array.from(a); b = Array.from(b);
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var previous2 = [], previous = [], i, j;
    for (j = 0; j <= b.length; j++) previous.push(j);
    for (i = 1; i <= a.length; i++) {
      var current = [i], best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
        current.push(value);
        best = Math.min(best, value);
      }
      if (best > limit) return limit + 1;
      previous2 = previous; previous = current;
    }
    return Math.min(previous[b.length], limit + 1);
  }
  function best(word, candidates) {
    var limit = maxDistance(word), chosen = null, key = null;
    if (!limit) return null;
    candidates.forEach(function (c) {
      var form = c[0], freq = c[1];
      if (form === word) return;
      var d = distance(word, form, limit);
      if (d > limit) return;
      if (key === null || d < key[0] || (d === key[0] && (-freq < key[1] || (-freq === key[1] && form < key[2])))) {
        chosen = form; key = [d, -freq, form];
      }
    });
    return chosen;
  }

  /* --- ids in prose: lawref.search.expand.prose --- */
  function words(list) {
    var s = new Set();
    list.split(/\s+/).forEach(function (w) { if (w) s.add(w); });
    return s;
  }
  var ROLES = [
    ["law", words("правило правила правилу правилом правиле правил правилам правилами статья статьи статье статью статьей ст law laws закон закона")],
    ["commentary", words("комментарий комментария комментарию комментарием комментарии коммент комм")],
    ["item", words("пункт пункта пункту пунктом пункте п пп подпункт подпункта подпункту подпунктом подпункте раздел раздела разделу разделом разделе разд параграф параграфа параграфе пар секция секции часть части абзац абзаца section item para paragraph")],
    ["example", words("пример примера примеру примером примере example")],
    ["note", words("примечание примечания примечанию примечанием прим note")],
    ["footnote", words("сноска сноски сноске сноску сноской footnote")],
    ["connector", words("к ко в по из of to")]];
  var LABELS = ["law", "commentary", "item", "example", "note", "footnote"];
  var ROMAN = /^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)$/;
  var ID_LETTERS = new Set(Array.from("abcdefghijklmnopqrstuvwxyzабвгдежсфкмнортух"));
  var SMALL_WORDS = new Set(Array.from("вкосуаи"));
  var PIECE = /\p{Nd}+|[\p{L}\p{Nl}\p{No}]+|[.,;:()\-–—\/]/gu;
  var SEPARATORS = new Set(Array.from(".,-–—/()")), LEAD_SEPARATORS = new Set(Array.from(".,:-–—"));

  function pieces(text) {
    var out = [], m;
    PIECE.lastIndex = 0;
    while ((m = PIECE.exec(text))) out.push([m.index, m.index + m[0].length, m[0]]);
    return out;
  }
  function role(word) {
    var w = fold(word);
    for (var i = 0; i < ROLES.length; i++) if (ROLES[i][1].has(w)) return ROLES[i][0];
    return "";
  }
  function isNumber(p) { return /^\p{Nd}{1,3}$/u.test(p); }
  function isLetter(p, following) {
    if (len(p) !== 1 || !ID_LETTERS.has(p.toLowerCase())) return false;
    if (SMALL_WORDS.has(p) && following !== null && /^\p{L}+$/u.test(following) && len(following) > 1) return false;
    return true;
  }
  function between(ps, j, last) {
    return ps.slice(j, last + 1).map(function (p) { return p[2]; }).filter(function (p) { return !/^[\p{L}\p{N}]+$/u.test(p); }).join("");
  }
  function compose(ids, parts, kinds, roles, extraLetter, separators, known) {
    var law = parts[0], pattern = kinds.join(""), candidates = [], m;
    var has = function (r) { return roles.indexOf(r) >= 0; };
    if (has("footnote")) {
      candidates = [parseInt(law, 10) + ".fn" + (parts.length > 1 && kinds[1] === "n" ? parseInt(parts[1], 10) : 1)];
    } else if (has("example") && extraLetter) {
      candidates = [ids.normalize(parseInt(law, 10) + ".ex" + extraLetter) || ""];
    } else if (has("note")) {
      if (pattern.indexOf("nn") === 0) candidates = [parseInt(law, 10) + "." + parseInt(parts[1], 10) + ".note1"];
      candidates.push("c" + parseInt(law, 10) + ".note1");
    } else if (has("commentary") && pattern === "n") {
      candidates = ["c" + parseInt(law, 10)];
    } else if (pattern === "nn" || pattern === "nnr") {
      var para = parseInt(law, 10) + "." + parseInt(parts[1], 10) + (pattern === "nnr" ? "(" + parts[2] + ")" : "");
      var item = parseInt(law, 10) + "-" + parseInt(parts[1], 10);
      var preferPara = has("commentary") || separators.indexOf(".") >= 0 || (has("item") && !has("law"));
      candidates = preferPara ? [para, item] : [item, para];
    } else {
      if (!(m = /^n(l)?(n)?(l)?(r)?$/.exec(pattern))) return null;
      var k = 1, section = m[1] ? parts[k++] : "", itemNo = m[2] ? parts[k++] : "";
      var sub = m[3] ? parts[k++] : "", deep = m[4] ? parts[k++] : "";
      if (sub && !itemNo) return null;
      candidates = [ids.lawId(law, section, itemNo, sub, deep)];
      if (has("commentary") && candidates[0].length && !section) candidates.unshift("c" + parseInt(law, 10));
    }
    candidates = candidates.filter(Boolean);
    if (!candidates.length) return null;
    for (var i = 0; i < candidates.length; i++) if (known(candidates[i])) return candidates[i];
    return candidates[0];
  }
  function chain(ids, ps, i, known) {
    var roles = [], extraLetter = "", j = i, labelled = false;
    while (j < ps.length && !isNumber(ps[j][2])) {
      var word = ps[j][2], r = role(word);
      if (LABELS.indexOf(r) >= 0) {
        roles.push(r); labelled = true;
      } else if (r === "connector" || LEAD_SEPARATORS.has(word)) {
        if (!labelled) return null;
      } else if (roles.length && roles[roles.length - 1] === "example" && len(word) === 1 && !extraLetter) {
        extraLetter = word;
      } else {
        return null;
      }
      j++;
    }
    if (j >= ps.length || (!labelled && j !== i)) return null;
    var parts = [ps[j][2]], kinds = ["n"], separated = false, last = j, k = j + 1;
    while (k < ps.length) {
      var w = ps[k][2], following = k + 1 < ps.length ? ps[k + 1][2] : null;
      var gap = k > 0 && ps[k][0] > ps[k - 1][1];
      if (SEPARATORS.has(w) || role(w) === "item") { separated = true; k++; continue; }
      if (isNumber(w)) { parts.push(w); kinds.push("n"); }
      else if (ROMAN.test(w.toLowerCase()) && kinds[kinds.length - 1] === "n" && parts.length >= 2) { parts.push(w.toLowerCase()); kinds.push("r"); }
      else if (isLetter(w, following)) { parts.push(w); kinds.push("l"); }
      else break;
      separated = separated || gap;
      last = k;
      k++;
    }
    if (!labelled && !separated) return null;
    if (!labelled && parts.length === 1) return null;
    if (!labelled && kinds.every(function (x) { return x === "n"; }) && between(ps, j, last).indexOf(".") < 0) return null;
    var canonical = compose(ids, parts, kinds, roles, extraLetter, between(ps, j, last), known);
    if (canonical === null) return null;
    return [ps[labelled ? i : j][0], ps[last][1], canonical, last + 1];
  }
  function readIds(ids, text, known) {
    var ps = pieces(text), out = [], i = 0;
    while (i < ps.length) {
      var found = chain(ids, ps, i, known);
      if (found) { out.push([found[0], found[1], found[2]]); i = found[3]; } else { i++; }
    }
    return out;
  }

  /* --- the reader: lawref.search.query --- */
  var QUOTES = /["«»„“”]/u, EXACT_MARK = "!", TYPO_TIER = 3, LAYOUT_MIN = 3, MAX_CHARS = 1000, MAX_PARTS = 32;
  var CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\ufeff]/g;

  function Concept(kind, text, shown, alts, extra) {
    this.kind = kind; this.text = text; this.shown = shown;
    this.alts = alts || new Map(); this.positions = []; this.canonical = ""; this.changed = false;
    this.shard = ""; this.lemmas = [];
    if (extra) Object.assign(this, extra);
  }

  function Reader(store, ids, exact, typing) {
    this.store = store; this.meta = store.meta; this.ids = ids; this.exact = exact; this.typing = typing;
    this.whole = ""; this.items = []; this.changed = false;
    this.stop = new Set(this.meta.stopwords); this.questions = new Set(this.meta.questionWords);
    this.cited = new Set(this.meta.cited);
  }
  Reader.prototype.lemmas = function (word) {
    var found = own(own(this.store.shard(head(word, 2)), "f"), word);
    return found === undefined ? null : found;
  };
  Reader.prototype.known = function (canonical) {
    return clausePlace(this.store, canonical) !== undefined || this.cited.has(canonical);
  };
  Reader.prototype.read = function (text) {
    var whole = this.ids.wholeId(text), self = this;
    if (whole) {
      this.whole = whole;
      var alts = new Map([[fold(whole), 0]]);
      return [new Concept("id", text.trim(), whole, alts, { canonical: whole, shard: head(fold(whole), 2) })];
    }
    var chunks = text.split(QUOTES);
    if (chunks.length % 2 === 0) chunks.splice(chunks.length - 2, 2, chunks[chunks.length - 2] + " " + chunks[chunks.length - 1]);
    chunks.forEach(function (chunk, n) { if (n % 2) self.phrase(chunk); else self.loose(chunk); });
    // In the search box the last word may be half typed: when it is no form and no typo of one, it matches the
    // forms it begins (the CLI gets whole words and never does this).
    var last = this.items[this.items.length - 1];
    if (this.typing && last && last.kind === "word" && !last.changed && !last.lemmas.length && len(last.text) >= 2) {
      this.items.pop();
      this.prefix(last.text, last.text);
    }
    this.thesaurus();
    return this.concepts();
  };
  Reader.prototype.loose = function (chunk) {
    var spans = [], self = this, at = 0;
    if (!this.exact) {
      chunk = this.layout(chunk);
      spans = readIds(this.ids, chunk, function (c) { return self.known(c); });
    }
    spans.forEach(function (s) {
      self.pieces(chunk.slice(at, s[0]));
      self.items.push(new Concept("id", chunk.slice(s[0], s[1]).trim(), s[2], new Map([[fold(s[2]), 0]]),
        { canonical: s[2], changed: true, shard: head(fold(s[2]), 2) }));
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
            { canonical: canonical, shard: head(fold(canonical), 2) }));
        } else {
          self.word(w);
        }
      });
    }
  };
  Reader.prototype.word = function (word) {
    var folded = fold(word), concept = new Concept("word", word, word, null, { shard: head(folded, 2) });
    var lemmas = this.lemmas(folded), offset = 0, self = this;
    if (lemmas === null && !this.exact) {
      var corrected = this.correct(folded);
      if (corrected) {
        lemmas = this.lemmas(corrected); offset = TYPO_TIER;
        concept.shown = corrected; concept.changed = true; concept.shard = head(corrected, 2);
        this.changed = true;
      }
    }
    concept.lemmas = lemmas || [];
    var shard = this.store.shard(concept.shard);
    concept.lemmas.forEach(function (lemma) {
      var table = own(own(shard, "l"), lemma) || [];
      for (var i = 0; i < table.length; i += 2) {
        var term = table[i], tier = table[i + 1];
        if (self.exact && tier) continue;
        tier += offset;
        if (!concept.alts.has(term) || tier < concept.alts.get(term)) concept.alts.set(term, tier);
      }
      var display = own(own(shard, "d"), lemma);
      if (display && !self.exact && !concept.changed) {
        var hasOwn = Array.from(concept.alts.values()).some(function (t) { return t === 0; });
        concept.shown = hasOwn ? word + " (" + display + ")" : display;
        concept.changed = true;
        self.changed = true;
      }
    });
    this.items.push(concept);
  };
  Reader.prototype.correct = function (word) {
    if (!maxDistance(word) || this.stop.has(word) || this.questions.has(word) ||
        (own(this.store.shard(head(word, 2)), "g") || []).indexOf(word) >= 0) return null;
    var candidates = [], self = this;
    skeletonKeys(word).forEach(function (key) {
      var v = own(self.store.shard(key), "v") || [];
      for (var i = 0; i < v.length; i += 2) candidates.push([v[i], v[i + 1]]);
    });
    return best(word, candidates);
  };
  Reader.prototype.prefix = function (stem, typed) {
    stem = fold(stem);
    var concept = new Concept("prefix", typed, typed, null, { shard: head(stem, 2) });
    var shard = this.store.shard(head(stem, 2)), forms = own(shard, "f") || {};
    Object.keys(forms).forEach(function (form) {
      if (form.indexOf(stem) !== 0) return;
      forms[form].forEach(function (lemma) {
        var table = own(own(shard, "l"), lemma) || [];
        for (var i = 0; i < table.length; i += 2) if (table[i + 1] === 0) concept.alts.set(table[i], 0);
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
      var folded = fold(w[0]), shard = self.store.shard(head(folded, 2)), terms = new Map();
      (own(own(shard, "f"), folded) || []).forEach(function (lemma) {
        var table = own(own(shard, "l"), lemma) || [];
        for (var i = 0; i < table.length; i += 2) if (table[i + 1] === 0) terms.set(table[i], 0);
      });
      return terms;
    });
    this.items.push(new Concept("phrase", chunk.trim(), "«" + chunk.trim() + "»", null, { positions: positions }));
  };
  Reader.prototype.thesaurus = function () {
    if (this.exact) return;
    var out = [], items = this.items, i = 0, self = this;
    while (i < items.length) {
      var item = items[i], found = null;
      if (item.kind === "word") {
        var shard = this.store.shard(item.shard);
        item.lemmas.forEach(function (lemma) {
          (own(own(shard, "ph"), lemma) || []).forEach(function (entry) {
            var rest = entry[0], n = rest.length;
            if (i + n >= items.length || (found && n <= found[0].length)) return;
            var ok = rest.every(function (r, k) { var f = items[i + 1 + k]; return f.kind === "word" && f.lemmas.indexOf(r) >= 0; });
            if (ok) found = entry;
          });
        });
      }
      if (found) {
        var typed = items.slice(i, i + 1 + found[0].length).map(function (x) { return x.text; }).join(" ");
        found[1].forEach(function (alts, n) {
          var table = new Map();
          for (var k = 0; k < alts.length; k += 2) table.set(alts[k], alts[k + 1]);
          out.push(new Concept("word", typed, n === 0 ? found[2] : "", table, { changed: true, shard: item.shard }));
        });
        if (!found[1].length) out.push(new Concept("word", typed, found[2], null, { changed: true, shard: item.shard }));
        self.changed = true;
        i += 1 + found[0].length;
      } else {
        out.push(item);
        i++;
      }
    }
    this.items = out;
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
    return (this.kept || this.items).map(function (c) { return c.shown; }).filter(Boolean).join(" ");
  };

  /* lawref.search.query.clause_place: a clause's document (or URL), from the shard of its id. */
  function clausePlace(store, canonical) {
    return own(own(store.shard(head(fold(canonical), 2)), "i"), canonical);
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

  /* lawref.search.query.read: {concepts, idQuery, exact, shown, changed, error} */
  function read(query, store, ids, exact, typing) {
    if (!query || !query.trim() || query.length > MAX_CHARS) return { error: "query", concepts: [] };
    var text = query.replace(CONTROL, " ");
    if (text.trimStart().indexOf(EXACT_MARK) === 0) { exact = true; text = text.trimStart().slice(EXACT_MARK.length); }
    var reader = new Reader(store, ids, !!exact, !!typing && !/\s$/u.test(query));
    var concepts = reader.read(text);
    if (!concepts.length || concepts.length > MAX_PARTS) return { error: "query", concepts: [] };
    var idConcepts = concepts.filter(function (c) { return c.kind === "id"; });
    var idQuery = reader.whole || (concepts.length === 1 && idConcepts.length ? idConcepts[0].canonical : "") ||
      term(concepts, store.meta);
    return { concepts: concepts, idQuery: idQuery, exact: reader.exact, shown: reader.shown(), changed: reader.changed };
  }

  L.query = { read: read, clausePlace: clausePlace, switched: switched, maxDistance: maxDistance, skeletonKeys: skeletonKeys,
    distance: distance, best: best, readIds: readIds, TO_CYRILLIC: TO_CYRILLIC, TO_LATIN: TO_LATIN,
    EXACT_MARK: EXACT_MARK };
})(typeof globalThis !== "undefined" ? globalThis : self);
