/* Rules reference and sources pages: folding parts (a part open in the HTML stays open), the
   contents sidebar (a drawer on phones) that shows where you are, back to top, previews of
   cross-references, scroll cues on wide tables, and the deck filter.
   Without JavaScript the page shows everything, with the contents at the top. */
(function () {
  "use strict";
  /* The tool's words in the page's language, from search.js (English without it). */
  var wording = window.ReferenceWording || { _: function (t) { return t; }, fill: function (t, v) {
    return t.replace(/\{(\w+)\}/g, function (all, name) { return name in v ? String(v[name]) : all; }); } };
  var _ = wording._, fill = wording.fill;
  var root = document.documentElement;
  root.classList.add("js");

  /* ---- Parts: folded, except the one a link leads into; find-in-page still finds folded text. */
  var parts = Array.prototype.slice.call(document.querySelectorAll("section.part"));

  function partOf(el) { return el && el.closest ? el.closest("section.part") : null; }
  function setOpen(part, open) {
    var body = part.querySelector(".part-body"), button = part.querySelector(".part-toggle");
    if (!body || !button) return;
    if (open) body.removeAttribute("hidden"); else body.setAttribute("hidden", "until-found");
    button.setAttribute("aria-expanded", open ? "true" : "false");
    button.textContent = open ? _("Fold") : _("Open");
    part.classList.toggle("open", open);
  }
  function reveal(el) {
    var part = partOf(el);
    if (part && !part.classList.contains("open")) setOpen(part, true);
    var deck = el.closest && el.closest("section.deck[hidden]");
    if (deck && window.referenceShowAllDecks) window.referenceShowAllDecks();
  }
  function target() {
    var id = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
    return id ? document.getElementById(id) : null;
  }

  /* a page of six screens or fewer with every part open (a small game) stays open */
  var fold = document.documentElement.scrollHeight > 6 * window.innerHeight;
  parts.forEach(function (part) {
    var heading = part.querySelector("h2"), body = part.querySelector(".part-body");
    if (!heading || !body || part.id === "s-overview" || part.classList.contains("open")) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "part-toggle";
    button.setAttribute("aria-controls", body.id);
    button.setAttribute("aria-label", fill(_("Open or fold {part}"), { part: heading.textContent.trim() }));
    heading.appendChild(button);
    button.addEventListener("click", function () { setOpen(part, !part.classList.contains("open")); });
    body.addEventListener("beforematch", function () { setOpen(part, true); });
    setOpen(part, !fold);
  });
  /* ---- Jumps land below everything that stays in view: the top bar (the page's scroll padding)
     and a table's header row (its scroll box's padding), both measured, as they wrap. */
  var bar = document.querySelector(".top");
  function fitPadding() {
    var high = bar ? bar.getBoundingClientRect().height : 0;
    root.style.scrollPaddingTop = Math.ceil(high + 8) + "px";
    document.querySelectorAll(".scroll").forEach(function (box) {
      var head = box.querySelector("thead");
      box.style.scrollPaddingTop = head && getComputedStyle(head).display !== "none" ? Math.ceil(head.getBoundingClientRect().height) + "px" : "";
    });
  }
  fitPadding();
  window.addEventListener("resize", fitPadding);
  var jumped = [];  /* called with the target of every jump: the contents mark it */
  function land(t) {
    fitPadding();
    t.scrollIntoView();
    jumped.forEach(function (f) { f(t); });
  }
  function follow() {
    var t = target();
    if (!t) return;
    reveal(t);
    land(t);
  }
  follow();
  window.addEventListener("hashchange", follow);
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest && ev.target.closest('a[href^="#"]');
    if (!a) return;
    var t = document.getElementById(decodeURIComponent(a.getAttribute("href").slice(1)));
    if (!t) return;
    reveal(t);
    /* the same address again makes no hashchange: land here too, once the browser has moved */
    if (a.getAttribute("href") === location.hash) setTimeout(function () { land(t); }, 0);
  }, true);
  window.referenceLand = function (t) { reveal(t); land(t); };
  window.addEventListener("beforeprint", function () { parts.forEach(function (p) { p.dataset.wasOpen = p.classList.contains("open"); setOpen(p, true); }); });
  window.addEventListener("afterprint", function () { parts.forEach(function (p) { if (p.dataset.wasOpen === "false") setOpen(p, false); }); });

  /* ---- Contents: fold each part's list, open every part, the drawer, and where you are. */
  var toc = document.getElementById("toc");
  if (toc) setupContents(toc);

  function setupContents(toc) {
    var toggle = document.querySelector(".nav-toggle"), all = toc.querySelector(".toc-all");
    if (toggle) {
      toggle.hidden = false;
      toggle.addEventListener("click", function () {
        var open = !toc.classList.contains("open");
        toc.classList.toggle("open", open);
        toggle.setAttribute("aria-expanded", open ? "true" : "false");
        if (open) {
          var here = toc.querySelector("a[aria-current]") || toc.querySelector("a");
          if (here) { here.focus(); here.scrollIntoView({ block: "center" }); }
        }
      });
      toc.addEventListener("click", function (ev) {
        if (ev.target.closest("a")) { toc.classList.remove("open"); toggle.setAttribute("aria-expanded", "false"); }
      });
      document.addEventListener("keydown", function (ev) {
        if (ev.key === "Escape" && toc.classList.contains("open")) { toc.classList.remove("open"); toggle.setAttribute("aria-expanded", "false"); toggle.focus(); }
      });
    }
    if (all) {
      all.hidden = false;
      all.addEventListener("click", function () {
        var open = all.getAttribute("data-open") !== "true";
        parts.forEach(function (p) { if (p.id !== "s-overview") setOpen(p, open); });
        all.textContent = open ? _("Fold every part") : _("Open every part");
        all.setAttribute("data-open", open ? "true" : "false");
      });
    }
    toc.querySelectorAll(".toc-part").forEach(function (li) {
      var sub = li.querySelector("ol");
      if (!sub) return;
      var fold = document.createElement("button");
      fold.type = "button";
      fold.className = "toc-fold";
      fold.setAttribute("aria-label", fill(_("Show the entries of {part}"), { part: li.querySelector("a").textContent }));
      fold.setAttribute("aria-expanded", "false");
      fold.textContent = "▸";
      li.insertBefore(fold, li.firstChild);
      li.classList.add("folded");
      fold.addEventListener("click", function () { unfold(li, li.classList.contains("folded")); });
    });
    function unfold(li, open) {
      var fold = li.querySelector(".toc-fold");
      li.classList.toggle("folded", !open);
      if (fold) { fold.setAttribute("aria-expanded", open ? "true" : "false"); fold.textContent = open ? "▾" : "▸"; }
    }
    var links = {}, watched = [];
    toc.querySelectorAll('a[href^="#"]').forEach(function (a) {
      var el = document.getElementById(decodeURIComponent(a.getAttribute("href").slice(1)));
      if (el) { links[el.id] = a; watched.push(el); }
    });
    var current = null;
    function mark(id) {
      var a = links[id];
      if (!a || a === current) return;
      if (current) current.removeAttribute("aria-current");
      a.setAttribute("aria-current", "location");
      current = a;
      var li = a.closest(".toc-part");
      toc.querySelectorAll(".toc-part").forEach(function (other) { if (other.querySelector(".toc-fold")) unfold(other, other === li); });
      var box = toc.getBoundingClientRect(), r = a.getBoundingClientRect();
      if (r.top < box.top || r.bottom > box.bottom) toc.scrollTop += r.top - box.top - box.height / 3;
    }
    function shown(el) { return !el.closest("[hidden]") && (el.offsetParent || el.offsetHeight > 0); }
    /* where you are: the last entry of the contents, in page order, whose top has passed the line
       just below the top bar (entries in folded parts are skipped) */
    function spy() {
      var line = (parseFloat(root.style.scrollPaddingTop) || 70) + 24, best = null;
      for (var i = 0; i < watched.length; i++) {
        var el = watched[i];
        if (!shown(el)) continue;
        if (el.getBoundingClientRect().top <= line || best === null) best = el.id;  /* at the top: the first */
      }
      if (best) mark(best);
    }
    /* after a jump: the entry the target is in (or the last one before it), not what the scroll
       position suggests, until the reader scrolls on */
    var pinned = 0;
    function markTarget(t) {
      var best = null;
      for (var i = 0; i < watched.length; i++) {
        var el = watched[i];
        if (el === t || el.contains(t) || (el.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)) best = el.id;
        else break;
      }
      if (best) { mark(best); pinned = Date.now() + 500; }
    }
    jumped.push(markTarget);
    var queued = false;
    window.addEventListener("scroll", function () {
      if (queued || Date.now() < pinned) return;
      queued = true;
      requestAnimationFrame(function () { queued = false; spy(); });
    }, { passive: true });
    if (target()) markTarget(target()); else spy();
  }

  /* ---- Back to top, once a screen has gone by. */
  var up = document.querySelector(".to-top");
  if (up) {
    window.addEventListener("scroll", function () { up.hidden = window.scrollY < window.innerHeight; }, { passive: true });
  }

  /* ---- Wide tables: on a phone a table wider than the screen stacks into one block per row, each
     cell with its column's name; elsewhere a cue when a table scrolls sideways in its box; and a
     table wider than a portrait page prints on a landscape one. */
  var phone = window.matchMedia("(max-width: 40rem)");
  function cues() {
    document.querySelectorAll(".scroll").forEach(function (box) {
      var table = box.querySelector("table");
      if (table && table.classList.contains("reflow")) table.classList.remove("stack", "reflow");
      var wide = box.scrollWidth > box.clientWidth + 1;
      if (table && table.tHead) table.classList.toggle("wide", table.scrollWidth > 700);
      if (wide && phone.matches && table && table.tHead) {
        table.classList.add("stack", "reflow");
        wide = box.scrollWidth > box.clientWidth + 1;
      }
      box.classList.toggle("scrolls", wide);
      var cue = box.previousElementSibling && box.previousElementSibling.classList.contains("scroll-cue")
        ? box.previousElementSibling : null;
      if (wide && !cue) {
        cue = document.createElement("p");
        cue.className = "scroll-cue";
        cue.setAttribute("aria-hidden", "true");
        cue.textContent = _("Wider than the screen: swipe sideways →");
        box.parentNode.insertBefore(cue, box);
      } else if (!wide && cue) cue.remove();
    });
  }
  cues();
  fitPadding();
  window.addEventListener("resize", function () { cues(); fitPadding(); });
  document.addEventListener("click", function (ev) { if (ev.target.closest(".part-toggle, .toc-all")) requestAnimationFrame(cues); });
  window.addEventListener("hashchange", function () { requestAnimationFrame(cues); });

  /* ---- Previews of cross-references: hover or focus shows one; a tap shows it with a link to go. */
  var preview = null, timer = null;
  function content(el) {
    var copy;
    if (el.tagName === "DT") {
      copy = document.createElement("div");
      copy.appendChild(el.cloneNode(true));
      if (el.nextElementSibling) copy.appendChild(el.nextElementSibling.cloneNode(true));
    } else if (el.tagName === "TR") {
      var table = el.closest("table");
      copy = document.createElement("div");
      var caption = el.closest("figure") && el.closest("figure").querySelector("figcaption strong");
      if (caption) { var h = document.createElement("h4"); h.textContent = caption.textContent; copy.appendChild(h); }
      var t = document.createElement("table");
      if (table.tHead) t.appendChild(table.tHead.cloneNode(true));
      var b = document.createElement("tbody"); b.appendChild(el.cloneNode(true)); t.appendChild(b);
      copy.appendChild(t);
    } else {
      copy = el.cloneNode(true);
      copy.querySelectorAll("section, .cards, img, .scroll-cue").forEach(function (n) { n.remove(); });
    }
    copy.querySelectorAll("[id]").forEach(function (n) { n.removeAttribute("id"); });
    copy.removeAttribute && copy.removeAttribute("id");
    copy.querySelectorAll("a").forEach(function (a) { a.setAttribute("tabindex", "-1"); });
    return copy;
  }
  function hide() { clearTimeout(timer); if (preview) { preview.remove(); preview = null; } }
  function show(a, withLink) {
    var id = decodeURIComponent(a.getAttribute("href").slice(1)), el = document.getElementById(id);
    if (!el || el.closest(".toc") || a.closest(".toc, .search, .preview")) return false;
    hide();
    preview = document.createElement("div");
    preview.className = "preview";
    preview.setAttribute("role", "tooltip");
    preview.id = "preview";
    preview.appendChild(content(el));
    if (withLink) {
      var go = document.createElement("a");
      go.className = "preview-go";
      go.href = a.getAttribute("href");
      go.textContent = fill(_("Go to {target} →"), { target: a.textContent.trim() || _("it") });
      go.addEventListener("click", function () { reveal(el); hide(); });
      preview.appendChild(go);
    }
    document.body.appendChild(preview);
    var r = a.getBoundingClientRect(), w = preview.offsetWidth;
    var left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - w - 8));
    var below = r.bottom + 6 + preview.offsetHeight < window.innerHeight;
    preview.style.left = left + "px";
    preview.style.top = (below ? r.bottom + window.scrollY + 6 : r.top + window.scrollY - preview.offsetHeight - 6) + "px";
    preview.addEventListener("mouseleave", hide);
    return true;
  }
  function refLink(ev) {
    var a = ev.target.closest && ev.target.closest('main a[href^="#"]:not(.self):not(.src-mark)');
    return a && a.getAttribute("href").length > 1 ? a : null;
  }
  var touch = false;
  document.addEventListener("pointerdown", function (ev) { touch = ev.pointerType === "touch"; }, true);
  document.addEventListener("mouseover", function (ev) {
    var a = refLink(ev);
    if (!a || touch) return;
    clearTimeout(timer);
    timer = setTimeout(function () { show(a, false); }, 350);
  });
  document.addEventListener("mouseout", function (ev) {
    var a = refLink(ev);
    if (a && !(ev.relatedTarget && ev.relatedTarget.closest && ev.relatedTarget.closest(".preview"))) hide();
  });
  document.addEventListener("focusin", function (ev) { var a = refLink(ev); if (a && !touch) show(a, false); });
  document.addEventListener("focusout", function (ev) { if (refLink(ev)) hide(); });
  document.addEventListener("click", function (ev) {
    var a = refLink(ev);
    if (a && touch && !a.closest(".preview")) {
      if (show(a, true)) ev.preventDefault();
    } else if (preview && !(ev.target.closest && ev.target.closest(".preview"))) hide();
  });
  document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") hide(); });

  /* ---- The deck filter. */
  var select = document.getElementById("deck-filter");
  if (select) {
    select.parentNode.hidden = false;
    var decks = document.querySelectorAll("section.deck");
    var apply = function () {
      decks.forEach(function (d) { d.hidden = !!select.value && d.getAttribute("data-deck") !== select.value; });
    };
    select.addEventListener("change", apply);
    window.referenceShowAllDecks = function () { select.value = ""; apply(); };
    var t = target();
    if (t && t.closest("section.deck[hidden]")) { window.referenceShowAllDecks(); window.referenceLand(t); }
  }
})();
