/* Rules reference search: MiniSearch (bundled) over the build-time index of every entry's whole text.
   Word forms by stemming (English; Russian for Cyrillic words), prefixes, small typos and swapped
   letters, and the related words the build adds to each entry; a match in an entry's title ranks
   first. When no entry has every word, the entries with any of them, and the panel says so. Works from file://: the index arrives as scripts that fill
   window.REFERENCE_INDEX. Results are built with textContent only, never as HTML.
   Keys: Enter opens the first result, Down and Up move through the results, Escape closes them. */
(function () {
  "use strict";
  /* The tool's words in the page's language (assets/words.js of a translated reference), else English. */
  var WORDS = window.REFERENCE_WORDS || {}, PLURAL = window.REFERENCE_PLURAL || function (n) { return n === 1 ? 0 : 1; };
  function _(text) { return WORDS[text] || text; }
  function ngettext(one, many, n) {
    var forms = WORDS[one], at = PLURAL(n);
    return Array.isArray(forms) && forms[at] ? forms[at] : (n === 1 ? one : many);
  }
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (all, name) { return name in values ? String(values[name]) : all; });
  }
  window.ReferenceWording = { _: _, fill: fill };   // for reference.js, which loads after this script
  var KINDS = { card: _("card"), rule: _("rule"), term: _("glossary"), table: _("table"), space: _("board space"),
                component: _("component"), track: _("track"), icon: _("icon"), board: _("board"),
                sheet: _("token sheet") };
  var PAGE = 20;
  var WEIGHT = { component: 0.6, sheet: 0.6, icon: 0.8 };  // what players look up less often ranks lower
  var STOP = { a: 1, an: 1, and: 1, the: 1, of: 1, to: 1, in: 1, on: 1, or: 1, is: 1, it: 1, at: 1, by: 1,
               be: 1, as: 1, for: 1, with: 1, its: 1, if: 1, "и": 1, "в": 1, "на": 1 };
  var CYRILLIC = /[\u0400-\u04ff]/;
  var stem = window.ReferenceStemmers || { en: function (w) { return w; }, ru: function (w) { return w; } };

  function term(word) {
    var w = word.toLowerCase().replace(/ё/g, "е").replace(/^['"«(]+|['"»)]+$/g, "");
    if (!w || STOP[w]) return null;
    return CYRILLIC.test(w) ? stem.ru(w) : (/^[a-z]+$/.test(w) ? stem.en(w) : w);
  }

  function tokenize(text) {
    return text.split(/[^\p{L}\p{N}+]+/u).filter(Boolean);
  }

  function documents() {
    var docs = [];
    var several = (window.REFERENCE_INDEX || []).length > 1;
    (window.REFERENCE_INDEX || []).forEach(function (game) {
      game.entries.forEach(function (e) {
        docs.push({ id: docs.length, kind: e[0], title: e[1], url: e[2], text: e[3],
                    where: (several ? game.game + " · " : "") + (e[4] || ""), also: e[5] || "" });
      });
    });
    return docs;
  }

  function makeIndex(docs) {
    var kinds = docs.map(function (d) { return d.kind; });
    var index = new MiniSearch({
      fields: ["title", "text", "where", "also"], storeFields: [],
      tokenize: tokenize, processTerm: term,
      searchOptions: {
        boost: { title: 6, text: 1, where: 0.3, also: 0.4 }, combineWith: "AND",
        boostDocument: function (id) { return WEIGHT[kinds[id]] || 1; },
        prefix: function (t) { return t.length >= 3; },
        fuzzy: function (t) { return t.length >= 5 ? 0.2 : t.length === 4 ? 1 : false; },  // one slip in a 4-letter word
        weights: { fuzzy: 0.35, prefix: 0.6 }
      }
    });
    index.addAll(docs);
    index.vocabulary = {};   /* every indexed word form, for the typo variants below */
    docs.forEach(function (d) {
      tokenize([d.title, d.text, d.also].join(" ")).forEach(function (w) { var t = term(w); if (t) index.vocabulary[t] = 1; });
    });
    return index;
  }

  /* A word's slips that the index has: two letters swapped ("loose" -> "lsoe" ... "lose" too: a
     doubled letter typed once more or once less). */
  function variants(word, vocabulary) {
    var w = word.toLowerCase(), out = [], seen = {};
    function add(v) { var t = term(v); if (t && vocabulary[t] && !seen[t]) { seen[t] = 1; out.push(v); } }
    if (w.length < 4 || vocabulary[term(w)]) return out;
    for (var i = 0; i + 1 < w.length; i++) {
      add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
      if (w[i] === w[i + 1]) add(w.slice(0, i) + w.slice(i + 1));
      else add(w.slice(0, i + 1) + w[i] + w.slice(i + 1));
    }
    return out;
  }

  /* Every word (or one of its slips) together; when that finds nothing, any of them, said so. */
  function find(index, query) {
    var words = tokenize(query).filter(function (w) { return term(w) !== null; });
    if (!words.length) return { found: [], any: false };
    var parts = words.map(function (w) { return { combineWith: "OR", queries: [w].concat(variants(w, index.vocabulary)) }; });
    var found = index.search({ combineWith: "AND", queries: parts });
    if (found.length || words.length < 2) return { found: found, any: false };
    return { found: index.search({ combineWith: "OR", queries: parts }), any: true };
  }

  /* The passage of ``text`` around its first matching word, as nodes with the matches marked. */
  function passage(text, terms, limit) {
    var re = /[\p{L}\p{N}+]+/gu, m, hits = [];
    while ((m = re.exec(text)) !== null) {
      var t = term(m[0]);
      if (t !== null && terms[t]) hits.push([m.index, m.index + m[0].length]);
    }
    var from = hits.length ? Math.max(0, hits[0][0] - 50) : 0;
    if (from > 0) { var space = text.indexOf(" ", from); from = space > -1 && space < hits[0][0] ? space + 1 : from; }
    var to = Math.min(text.length, from + limit);
    var out = document.createDocumentFragment(), at = from;
    if (from > 0) out.appendChild(document.createTextNode("… "));
    hits.forEach(function (h) {
      if (h[0] < at || h[1] > to) return;
      out.appendChild(document.createTextNode(text.slice(at, h[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(h[0], h[1]);
      out.appendChild(mark);
      at = h[1];
    });
    out.appendChild(document.createTextNode(text.slice(at, to) + (to < text.length ? " …" : "")));
    return out;
  }

  function resultItem(doc, result) {
    var terms = {};
    (result.terms || []).forEach(function (t) { terms[t] = 1; });
    var li = document.createElement("li");
    var a = document.createElement("a");
    a.href = doc.url;
    var kind = document.createElement("span");
    kind.className = "kind";
    kind.textContent = KINDS[doc.kind] || doc.kind;
    var title = document.createElement("span");
    title.className = "title";
    title.appendChild(passage(doc.title, terms, 200));
    a.appendChild(kind);
    a.appendChild(title);
    if (doc.where) {
      var where = document.createElement("span");
      where.className = "where";
      where.textContent = doc.where;
      a.appendChild(where);
    }
    if (doc.text) {
      var snippet = document.createElement("span");
      snippet.className = "snippet";
      snippet.appendChild(passage(doc.text, terms, 170));
      a.appendChild(snippet);
    }
    li.appendChild(a);
    return li;
  }

  function setup() {
    var input = document.getElementById("search");
    var panel = document.getElementById("search-panel");
    var list = document.getElementById("search-results");
    var count = document.getElementById("search-count");
    var more = document.getElementById("search-more");
    if (!input || !list || !window.MiniSearch) return;
    var form = input.form, plain = document.querySelector(".contents-link");
    form.hidden = false;           /* without scripts the box is hidden and a link to the contents shows */
    if (plain) plain.hidden = true;
    form.addEventListener("submit", function (ev) { ev.preventDefault(); });  /* Enter never reloads */
    var docs = null, index = null, found = [], shown = 0;

    function ready() {
      if (!index) { docs = documents(); index = makeIndex(docs); }
    }
    function close() { panel.hidden = true; }
    function show(n) {
      found.slice(shown, n).forEach(function (r) { list.appendChild(resultItem(docs[r.id], r)); });
      shown = Math.min(n, found.length);
      more.hidden = shown >= found.length;
      more.textContent = fill(_("Show {count} more"), { count: Math.min(PAGE, found.length - shown) });
    }
    function run() {
      var query = input.value.trim();
      list.textContent = "";
      shown = 0;
      if (!query) { found = []; close(); return; }
      ready();
      var result = find(index, query);
      found = result.found;
      panel.hidden = false;
      count.textContent = found.length === 0 ? fill(_("Nothing found for “{query}”."), { query: query }) :
        result.any ? fill(ngettext("No entry has every word of “{query}”; {count} result has some of them.",
                                   "No entry has every word of “{query}”; {count} results have some of them.",
                                   found.length), { count: found.length, query: query }) :
        fill(ngettext("{count} result for “{query}”", "{count} results for “{query}”", found.length),
             { count: found.length, query: query });
      count.classList.toggle("any-word", result.any);
      show(PAGE);
    }
    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
    function move(step) {
      var all = links(), at = all.indexOf(document.activeElement);
      if (!all.length) return;
      if (at === -1) { all[step > 0 ? 0 : all.length - 1].focus(); return; }
      if (at + step < 0) { input.focus(); return; }
      if (at + step >= all.length) { if (!more.hidden) { more.click(); all = links(); } else return; }
      all[Math.min(at + step, all.length - 1)].focus();
    }

    input.addEventListener("focus", ready);
    input.addEventListener("input", run);
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter") { var first = links()[0]; if (first) { ev.preventDefault(); first.click(); } }
      else if (ev.key === "ArrowDown") { ev.preventDefault(); if (panel.hidden && input.value) run(); move(1); }
      else if (ev.key === "ArrowUp") { ev.preventDefault(); move(-1); }
      else if (ev.key === "Escape") { if (panel.hidden) input.value = ""; close(); }
    });
    panel.addEventListener("keydown", function (ev) {
      if (ev.key === "ArrowDown") { ev.preventDefault(); move(1); }
      else if (ev.key === "ArrowUp") { ev.preventDefault(); move(-1); }
      else if (ev.key === "Escape") { ev.preventDefault(); close(); input.focus(); }
    });
    more.addEventListener("click", function () { show(shown + PAGE); });
    list.addEventListener("click", function (ev) { if (ev.target.closest("a")) close(); });
    document.addEventListener("click", function (ev) {
      if (!ev.target.closest || !ev.target.closest(".search")) close();
    });
    form.addEventListener("focusout", function (ev) {  /* Tab out of the box and its results closes them */
      if (!ev.relatedTarget || !form.contains(ev.relatedTarget)) close();
    });
    document.addEventListener("keydown", function (ev) {  /* "/" goes to the search box from anywhere else */
      var at = ev.target, typing = at && (at.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(at.tagName));
      if (ev.key === "/" && !typing && !ev.ctrlKey && !ev.metaKey && !ev.altKey) { ev.preventDefault(); input.focus(); input.select(); }
    });
    window.REFERENCE_SEARCH = {
      query: function (q) { ready(); return find(index, q).found.map(function (r) { return docs[r.id].url; }); },
      anyWord: function (q) { ready(); return find(index, q).any; }
    };
  }

  setup();
})();
