/* Rules reference: client-side search over the build-time index, and the deck filter.
   Works from file://: the index arrives as scripts that fill window.REFERENCE_INDEX.
   Results are built with textContent only, never as HTML. */
(function () {
  "use strict";
  var KINDS = { card: "card", rule: "rule", term: "glossary", table: "table" };
  var LIMIT = 40;

  function entries() {
    var out = [];
    (window.REFERENCE_INDEX || []).forEach(function (game) {
      game.entries.forEach(function (e) {
        out.push({ game: game.game, kind: e[0], title: e[1], url: e[2], text: e[3],
                   hay: (e[1] + " " + e[3]).toLowerCase() });
      });
    });
    return out;
  }

  function setupSearch() {
    var input = document.getElementById("search");
    var list = document.getElementById("search-results");
    if (!input || !list) return;
    var all = entries();
    var several = (window.REFERENCE_INDEX || []).length > 1;
    input.addEventListener("input", function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      list.textContent = "";
      if (!words.length) return;
      var found = all.filter(function (e) {
        return words.every(function (w) { return e.hay.indexOf(w) !== -1; });
      });
      found.sort(function (a, b) {
        return (b.title.toLowerCase().indexOf(words[0]) === 0) - (a.title.toLowerCase().indexOf(words[0]) === 0);
      });
      found.slice(0, LIMIT).forEach(function (e) {
        var li = document.createElement("li");
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = KINDS[e.kind] || e.kind;
        var a = document.createElement("a");
        a.href = e.url;
        a.textContent = e.title + (several ? " — " + e.game : "");
        li.appendChild(kind);
        li.appendChild(a);
        if (e.text) {
          var s = document.createElement("span");
          s.className = "snippet";
          s.textContent = e.text;
          li.appendChild(s);
        }
        list.appendChild(li);
      });
      if (!found.length) {
        var none = document.createElement("li");
        none.textContent = "Nothing found.";
        list.appendChild(none);
      }
    });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape") { input.value = ""; list.textContent = ""; }
    });
    list.addEventListener("click", function () { list.textContent = ""; });
  }

  function setupFilter() {
    var select = document.getElementById("deck-filter");
    if (!select) return;
    select.parentNode.hidden = false;
    var decks = document.querySelectorAll("section.deck");
    function apply() {
      decks.forEach(function (d) { d.hidden = !!select.value && d.getAttribute("data-deck") !== select.value; });
    }
    select.addEventListener("change", apply);
    function reveal() {
      var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target && target.closest("section.deck[hidden]")) { select.value = ""; apply(); target.scrollIntoView(); }
    }
    window.addEventListener("hashchange", reveal);
    reveal();
  }

  setupSearch();
  setupFilter();
})();
