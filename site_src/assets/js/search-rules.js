/* lawref search, part 2 of 5: the rules beyond word forms, as lawref.search.expand has them: the keyboard
 * layout map, typo distance and shard keys, and the reader of ids written in prose (tests compare each with
 * Python on hundreds of strings). */
(function (root) {
  "use strict";
  var L = root.LawrefSearch, fold = L.fold, head = L.head;
  var own = root.LawrefSearch.own, len = root.LawrefSearch.len;


  /* The rules (data/rules.toml, in the search data's meta as `rules`): set by configure() once the meta is
   * loaded (Engine.ready), before any query is read. */
  var TO_CYRILLIC = {}, TO_LATIN = {}, MIN_LENGTH, LONG, GLUED_MIN, GLUED_PART, GLUED_PARTS, GLUED_PREFIXES, SOUND = {}, ROLES = [], LABELS = [], DOT_WORDS, ORDINAL_ENDINGS, SUBITEM_ORDER, ROMAN_NUMERALS = [],
    ROMAN, ID_LETTERS, SMALL_WORDS, SEPARATORS, LEAD_SEPARATORS;
  function words(list) {
    var s = new Set();
    list.split(/\s+/).forEach(function (w) { if (w) s.add(w); });
    return s;
  }
  function configure(rules, romanNumerals) {
    /* --- layout: lawref.search.expand.layout --- */
    var layout = rules.layout, cyrillic = Array.from(layout.cyrillic);
    TO_CYRILLIC = {}; TO_LATIN = {};
    Array.from(layout.latin).forEach(function (ch, i) { TO_CYRILLIC[ch] = cyrillic[i]; });
    Array.from(layout.latin_upper).forEach(function (ch, i) { TO_CYRILLIC[ch] = cyrillic[i].toUpperCase(); });
    Object.keys(TO_CYRILLIC).forEach(function (lat) {
      if (/^[a-z]$/.test(lat) || !/^[A-Za-z]$/.test(lat)) TO_LATIN[TO_CYRILLIC[lat]] = lat;
    });
    Object.keys(TO_LATIN).forEach(function (cyr) {
      var lat = TO_LATIN[cyr];
      if (/^[A-Za-z]$/.test(lat)) TO_LATIN[cyr.toUpperCase()] = lat.toUpperCase();
    });
    L.rules.TO_CYRILLIC = TO_CYRILLIC; L.rules.TO_LATIN = TO_LATIN;
    /* --- typos --- */
    MIN_LENGTH = rules.typos.min_length; LONG = rules.typos.long;
    GLUED_MIN = rules.typos.glued_min; GLUED_PART = rules.typos.glued_part; GLUED_PARTS = rules.typos.glued_parts;
    GLUED_PREFIXES = new Set(rules.typos.glued_prefixes.split(/\s+/).filter(Boolean));
    SOUND = {};
    rules.typos.sounds.split(/\s+/).forEach(function (pair) { if (pair) SOUND[Array.from(pair)[1]] = Array.from(pair)[0]; });
    /* --- ids in prose --- */
    var ids = rules.ids, labels = ids.labels;
    LABELS = ["law", "commentary", "item", "example", "note", "footnote"];
    ROLES = LABELS.concat(["connector"]).map(function (role) { return [role, words(labels[role])]; });
    DOT_WORDS = words(ids.dot_words); ORDINAL_ENDINGS = words(ids.ordinal_endings);
    SUBITEM_ORDER = ids.subitem_order;
    ROMAN_NUMERALS = romanNumerals; // meta.romanNumerals: lawref.numbering writes them
    ROMAN = new RegExp("^(?:" + ROMAN_NUMERALS.join("|") + ")$");
    ID_LETTERS = new Set(Array.from(ids.letters));
    SMALL_WORDS = new Set(Array.from(ids.small_words));
    SEPARATORS = new Set(Array.from(ids.separators)); LEAD_SEPARATORS = new Set(Array.from(ids.lead_separators));
  }

  /* --- layout: lawref.search.expand.layout --- */
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
  /* lawref.search.expand.typos.alike: the same but for letters of one sound pair, or the same letters in another
   * order. */
  function alike(word, form) {
    var a = Array.from(word), b = Array.from(form);
    if (a.length !== b.length) return false;
    var sound = function (ch) { return Object.prototype.hasOwnProperty.call(SOUND, ch) ? SOUND[ch] : ch; };
    if (a.map(sound).join("") === b.map(sound).join("")) return true;
    return a.slice().sort().join("") === b.slice().sort().join("");
  }
  function best(word, candidates) {
    var limit = maxDistance(word), chosen = null, key = null;
    if (!limit) return null;
    candidates.forEach(function (c) {
      var form = c[0], freq = c[1];
      if (form === word) return;
      var d = distance(word, form, limit);
      if (d > limit || (d === 2 && Array.from(form)[0] !== Array.from(word)[0])) return;
      var far = alike(word, form) ? 0 : 1;
      if (key === null || d < key[0] || (d === key[0] && (far < key[1] || (far === key[1] &&
          (-freq < key[2] || (-freq === key[2] && form < key[3])))))) {
        chosen = form; key = [d, far, -freq, form];
      }
    });
    return chosen;
  }
  /* lawref.search.expand.typos.glued: the words of a word typed without its spaces, or null: the fewest known
   * parts (two to GLUED_PARTS), each of GLUED_PART letters and no stop word, or a stop word between two such; of as
   * few, the longest first parts; the first part no preposition that is also a prefix (GLUED_PREFIXES). */
  function glued(word, known, stop) {
    var chars = Array.from(word), n = chars.length, memo = new Map([[n, []]]);
    if (n < GLUED_MIN) return null;
    function rest(at) {
      if (!memo.has(at)) {
        var chosen = null;
        for (var end = n; end > at; end--) {  // the longest first part first: it wins a tie
          var part = chars.slice(at, end).join("");
          var inner = at > 0 && end < n;
          if (!known(part) || (stop.has(part) ? !inner : end - at < GLUED_PART) ||
              (at === 0 && GLUED_PREFIXES.has(part))) continue;
          var tail = rest(end);
          if (tail !== null && (chosen === null || 1 + tail.length < chosen.length)) chosen = [part].concat(tail);
        }
        memo.set(at, chosen);
      }
      return memo.get(at);
    }
    var parts = rest(0);
    return parts && parts.length >= 2 && parts.length <= GLUED_PARTS ? parts : null;
  }
  /* lawref.search.expand.typos.nearest: the forms within `limit` edits of `word`, nearest first, then the most
   * frequent, then alphabetically; two edits or more keep the first letter («Возможно, вы искали»). */
  function nearest(word, candidates, limit) {
    var scored = new Map();
    candidates.forEach(function (c) {
      var form = c[0];
      if (form === word || scored.has(form)) return;
      var d = distance(word, form, limit);
      if (d <= limit && (d < 2 || Array.from(form)[0] === Array.from(word)[0])) scored.set(form, [d, -c[1], form]);
    });
    return Array.from(scored.keys()).sort(function (a, b) {
      var x = scored.get(a), y = scored.get(b);
      return x[0] - y[0] || x[1] - y[1] || (a < b ? -1 : a > b ? 1 : 0);
    });
  }

  /* --- ids in prose: lawref.search.expand.prose --- */
  var PIECE = /\p{Nd}+|[\p{L}\p{Nl}\p{No}]+|[.,;:()\-–—/]/gu;

  // numbers: meta.numberWords (lawref.search.expand.prose.number_words); null reads digits only.
  function numberValue(word, numbers) {
    if (!numbers) return null;
    var w = fold(word), whole = own(numbers.whole, w);
    if (whole !== undefined) return whole;
    for (var i = 0; i < numbers.endings.length; i++) {
      var e = numbers.endings[i];
      if (w.length > e.length && w.slice(-e.length) === e) {
        var stem = own(numbers.stems, w.slice(0, -e.length));
        if (stem !== undefined) return stem;
      }
    }
    return null;
  }
  function isWord(p) { return /^\p{L}+$/u.test(p); }
  function pieces(text, numbers) {
    var raw = [], out = [], m, i = 0;
    PIECE.lastIndex = 0;
    while ((m = PIECE.exec(text))) raw.push([m.index, m.index + m[0].length, m[0]]);
    while (i < raw.length) {
      var value = isWord(raw[i][2]) ? numberValue(raw[i][2], numbers) : null;
      if (value === null && isNumber(raw[i][2]) && i + 2 < raw.length && raw[i + 1][2] === "-" &&
          raw[i + 1][0] === raw[i][1] && raw[i + 2][0] === raw[i + 1][1] && ORDINAL_ENDINGS.has(raw[i + 2][2].toLowerCase())) {
        out.push([raw[i][0], raw[i + 2][1], raw[i][2], true]); i += 3; continue;  // «27-му»: an ordinal in digits
      }
      if (value === null) { out.push([raw[i][0], raw[i][1], raw[i][2], false]); i++; continue; }
      var next = i + 2 < raw.length && raw[i + 1][2] === "-" ? i + 2 : i + 1;
      var units = next < raw.length && isWord(raw[next][2]) ? numberValue(raw[next][2], numbers) : null;
      if (value >= 20 && value % 10 === 0 && units !== null && units < 10) {
        out.push([raw[i][0], raw[next][1], String(value + units), true]); i = next + 1;
      } else {
        out.push([raw[i][0], raw[i][1], String(value), true]); i++;
      }
    }
    // «двадцать девять точка три», «27 точка 7»: the word between two numbers is their dot.
    for (var d = 1; d < out.length - 1; d++) {
      if (DOT_WORDS.has(out[d][2].toLowerCase()) && isNumber(out[d - 1][2]) && isNumber(out[d + 1][2])) out[d] = [out[d][0], out[d][1], ".", true];
    }
    for (var k = 0; k < out.length - 1; k++) {
      var before = k ? role(out[k - 1][2]) : "";
      if (out[k][3] && ["law", "commentary", "item"].indexOf(role(out[k + 1][2])) >= 0 && LABELS.indexOf(before) < 0) {
        var t = out[k]; out[k] = out[k + 1]; out[k + 1] = t;
      }
    }
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
  // lawref.search.expand.prose._add_part: a word's kind in an id (n, r, l), added; false when it is none.
  function addPart(parts, kinds, word, following) {
    var kind;
    if (isNumber(word)) kind = "n";
    else if (ROMAN.test(word.toLowerCase()) && (kinds[kinds.length - 1] === "n" && parts.length >= 2 ||
        kinds[kinds.length - 1] === "l" && kinds[kinds.length - 2] === "n" && parts.length >= 3)) { kind = "r"; word = word.toLowerCase(); }
    else if (isLetter(word, following)) kind = "l";
    else return false;
    parts.push(word); kinds.push(kind);
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
    } else if (pattern === "nnn" && separators.indexOf(".") >= 0 && parseInt(parts[2], 10) >= 1 && parseInt(parts[2], 10) <= ROMAN_NUMERALS.length) {
      // «27.7 подпункт пятый»: the items of a commentary paragraph are roman numerals.
      candidates = [parseInt(law, 10) + "." + parseInt(parts[1], 10) + "(" + ROMAN_NUMERALS[parseInt(parts[2], 10) - 1] + ")"];
    } else if (pattern === "nn" || pattern === "nnr") {
      var para = parseInt(law, 10) + "." + parseInt(parts[1], 10) + (pattern === "nnr" ? "(" + parts[2] + ")" : "");
      var item = parseInt(law, 10) + "-" + parseInt(parts[1], 10);
      var preferPara = has("commentary") || separators.indexOf(".") >= 0 || (has("item") && !has("law"));
      candidates = preferPara ? [para, item] : [item, para];
      var nth = parseInt(parts[1], 10);
      if (pattern === "nn" && nth >= 1 && nth <= 10) candidates.push(ids.lawId(law, "ABCDEFGHIJ"[nth - 1]));
    } else {
      if (!(m = /^n(l)?(n)?(l)?(r)?$/.exec(pattern))) return null;
      var k = 1, section = m[1] ? parts[k++] : "", itemNo = m[2] ? parts[k++] : "";
      var sub = m[3] ? parts[k++] : "", deep = m[4] ? parts[k] : "";
      if (sub && !itemNo) return null;
      candidates = [ids.lawId(law, section, itemNo, sub, deep)];
      var place = sub ? SUBITEM_ORDER.indexOf(sub.toLowerCase()) : -1;
      if (place >= 0 && !/^[\x00-\x7f]*$/.test(candidates[0])) {
        // «пункт 16 Д 2 в»: a Russian list's letter, by its place (а, б, в: a, b, c)
        candidates.unshift(ids.lawId(law, section, itemNo, "abcdefghijklmnopqrstuvwxyz"[place], deep));
      }
      if (has("commentary") && candidates[0].length && !section) candidates.unshift("c" + parseInt(law, 10));
      if (itemNo && sub && !section) {
        // «п. 12.4 б», «2.1.а»: a numbered paragraph's lettered item, 12.4(b) in a commentary, 2-1(a) in a book
        // that numbers a Law's paragraphs; the dotted one first when a dot was typed;
        // before the commentary as a whole («комментарий 12, п. 4 б»)
        var tail = "(" + ids.latinSubitem(sub) + ")" + (deep ? "(" + deep.toLowerCase() + ")" : "");
        var dotted = parseInt(law, 10) + "." + parseInt(itemNo, 10) + tail;
        var numbered = parseInt(law, 10) + "-" + parseInt(itemNo, 10) + tail;
        candidates = (separators.indexOf(".") >= 0 ? [dotted, numbered] : [numbered, dotted]).concat(candidates);
      }
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
    // A number in words starts a chain without a label only when an id letter or a dot written as a word follows.
    if (ps[j][3] && !labelled && !(j + 1 < ps.length && (isLetter(ps[j + 1][2], j + 2 < ps.length ? ps[j + 2][2] : null) ||
                                                          (ps[j + 1][2] === "." && ps[j + 1][3])))) return null;
    var spelledOk = labelled || ps[j][3];
    var parts = [ps[j][2]], kinds = ["n"], separated = false, last = j, k = j + 1;
    while (k < ps.length) {
      var w = ps[k][2], following = k + 1 < ps.length ? ps[k + 1][2] : null;
      var gap = k > 0 && ps[k][0] > ps[k - 1][1];
      if (SEPARATORS.has(w) || role(w) === "item") { separated = true; spelledOk = spelledOk || role(w) === "item"; k++; continue; }
      if (isNumber(w) && ps[k][3] && !spelledOk) break;
      if (!addPart(parts, kinds, w, following)) break;
      separated = separated || gap;
      last = k;
      k++;
    }
    if (!labelled && !separated) return null;
    if (!labelled && parts.length === 1) return null;
    if (!labelled && kinds.every(function (x) { return x === "n"; }) && between(ps, j, last).indexOf(".") < 0) return null;
    var canonical = compose(ids, parts, kinds, roles, extraLetter, between(ps, j, last), known);
    if (canonical === null) return null;
    return span(ps.slice(labelled ? i : j, last + 1), canonical, last + 1);
  }
  function span(taken, canonical, next) {
    return [Math.min.apply(null, taken.map(function (p) { return p[0]; })),
      Math.max.apply(null, taken.map(function (p) { return p[1]; })), canonical, next];
  }
  // lawref.search.expand.prose._items_first: «пункт C2 правила 70», innermost item first.
  function itemsFirst(ids, ps, i, known) {
    var groups = [], j = i;
    while (j < ps.length && role(ps[j][2]) === "item") {
      j++;
      while (j < ps.length && ps[j][2] === ".") j++;
      var group = [];
      while (j < ps.length && (isNumber(ps[j][2]) || isLetter(ps[j][2], j + 1 < ps.length ? ps[j + 1][2] : null) ||
                               (group.length && ROMAN.test(ps[j][2].toLowerCase())))) {
        group.push(ps[j][2]); j++;
      }
      if (!group.length) return null;
      groups.push(group);
      while (j < ps.length && (ps[j][2] === "," || role(ps[j][2]) === "connector")) j++;
    }
    var roles = ["item"];
    while (j < ps.length && ["law", "commentary", "connector"].indexOf(role(ps[j][2])) >= 0) { roles.push(role(ps[j][2])); j++; }
    if (!groups.length || (roles.indexOf("law") < 0 && roles.indexOf("commentary") < 0) || j >= ps.length ||
        !isNumber(ps[j][2])) return null;
    var parts = [ps[j][2]], kinds = ["n"];
    var words = [].concat.apply([], groups.reverse());
    for (var w = 0; w < words.length; w++) if (!addPart(parts, kinds, words[w], null)) return null;
    var canonical = compose(ids, parts, kinds, roles, "", "", known);
    if (canonical === null) return null;
    return span(ps.slice(i, j + 1), canonical, j + 1);
  }
  function readIds(ids, text, known, numbers) {
    var ps = pieces(text, numbers), out = [], i = 0;
    while (i < ps.length) {
      var found = itemsFirst(ids, ps, i, known) || chain(ids, ps, i, known);
      if (found) { out.push([found[0], found[1], found[2]]); i = found[3]; } else { i++; }
    }
    return out;
  }

  L.rules = { configure: configure, switched: switched, maxDistance: maxDistance, skeletonKeys: skeletonKeys,
    distance: distance, best: best, glued: glued, nearest: nearest, readIds: readIds, TO_CYRILLIC: TO_CYRILLIC, TO_LATIN: TO_LATIN };
})(typeof globalThis !== "undefined" ? globalThis : self);
