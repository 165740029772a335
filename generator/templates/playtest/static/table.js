// The playtest table's page: drawing the state (table-game.js) and taking moves by mouse, touch
// and keyboard; exported to and imported from a JSON file.
"use strict";

// --- drawing the page ---
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v; else if (k === "class") node.className = v; else node.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}
function at(node, x, y, w, h) {
  node.style.left = `${x}px`; node.style.top = `${y}px`;
  if (w) node.style.width = `${w}px`;
  if (h) node.style.height = `${h}px`;
  return node;
}
function image(src, fallback) {
  if (!src) return el("span", { class: "no-image", "aria-hidden": "true", text: fallback });
  const img = el("img", { src, alt: "", draggable: "false" });
  img.addEventListener("error", () => img.replaceWith(el("span", { class: "no-image", "aria-hidden": "true", text: fallback })));
  return img;
}
function cardNode(id) {
  const c = state.cards[id], card = cardOf(id), deck = decks[c.deck];
  const node = el("button", { type: "button", class: `obj card${c.up ? " up" : ""}`, "data-id": id, "aria-label": placeName(id) });
  node.append(c.up ? image(card.face, card.name) : image(card.back || deck.back, backName(id)));
  if (c.up && card.unknown) node.append(el("span", { class: "badge", text: "unknown" }));
  node.style.width = `${deck.w}px`; node.style.height = `${deck.h}px`;
  return node;
}
function thingNode(id) {
  const t = state.things[id];
  const colour = t.owner === null ? null : DATA.colours[t.owner];
  if (t.die) {
    return paint(el("button", { type: "button", class: "obj die", "data-id": id, "aria-label": placeName(id), text: t.face || "?" }), t.owner);
  }
  const piece = pieces[t.piece];
  const node = el("button", { type: "button", class: `obj piece ${piece.shape}`, "data-id": id, "aria-label": placeName(id), text: piece.label });
  const fill = colour ? colour.fill : piece.fill, ink = colour ? colour.ink : piece.ink;
  if (fill) { node.style.background = fill; node.style.color = ink; }
  return node;
}
function paint(node, p) {
  if (p === null || !DATA.colours[p]) return node;
  node.style.background = DATA.colours[p].fill; node.style.color = DATA.colours[p].ink;
  return node;
}
function pileNode(pid, small = false) {
  const ids = state.piles[pid];
  const [kind, deckId, stack] = pid.split(":");
  const deck = decks[deckId];
  const label = kind === "discard" ? `${deck.name}, discard pile` : `${deck.name}${stack === "held" ? "" : stack ? ` ${stack}` : ""}`;
  const node = el("button", { type: "button", class: "obj pile", "data-id": `pile:${pid}`, "aria-label": `${label}: ${ids.length} card${ids.length === 1 ? "" : "s"}` });
  const top = ids[ids.length - 1];
  if (top && state.cards[top].up) node.append(image(cardOf(top).face, cardOf(top).name));
  else if (top) node.append(image(cardOf(top).back || deck.back, deck.name));
  node.style.width = `${small ? deck.w / 2 : deck.w}px`; node.style.height = `${small ? deck.h / 2 : deck.h}px`;
  return el("div", { class: "pile-wrap", "data-drop": `pile:${pid}` }, node,
    el("span", { class: "count", "aria-hidden": "true", text: String(ids.length) }),
    small ? null : el("span", { class: "pile-name", "aria-hidden": "true", text: label }));
}
function stockNode(zone, piece, count) {
  const owner = zone === "supply" ? null : Number(zone.split(":")[1]);
  const p = pieces[piece];
  const name = `${p.label} ×${count}${owner === null ? "" : `, ${colourName(owner)}`}`;
  const node = el("button", { type: "button", class: `obj stock ${p.shape}`, "data-id": `stock:|${zone}|${piece}`, "aria-label": name },
    el("span", { class: "token", "aria-hidden": "true", text: p.label }), " ", el("span", { class: "count", "aria-hidden": "true", text: `×${count}` }));
  const token = node.firstChild;
  if (owner !== null) paint(token, owner); else if (p.fill) { token.style.background = p.fill; token.style.color = p.ink; }
  return node;
}
function renderSurface() {
  const surface = $("surface");
  const plan = layout(state.players);
  surface.replaceChildren();
  surface.style.width = `${SURFACE_W}px`; surface.style.height = `${plan.height}px`;
  for (const box of plan.boxes) {
    const owner = box.owner === null ? "" : ` — ${colourName(box.owner)}`;
    const frame = at(el("div", { class: `board kind-${box.board.kind}` }, el("h3", { text: box.board.name + owner })), box.x, box.y, box.board.w, box.board.h);
    if (box.owner !== null) frame.style.borderColor = DATA.colours[box.owner] ? DATA.colours[box.owner].fill : "";
    for (const s of box.board.spaces) {
      frame.append(at(el("div", { class: "space" }, el("span", { class: "space-name", text: s.name }),
        s.text ? el("span", { class: "space-text", text: s.text }) : null), s.x, s.y, s.w, s.h));
    }
    surface.append(frame);
  }
  for (const [pid, pos] of Object.entries(state.pileAt)) surface.append(at(pileNode(pid, true), pos.x, pos.y));
  for (const [id, pos] of Object.entries(state.table)) surface.append(at(state.cards[id] ? cardNode(id) : thingNode(id), pos.x, pos.y));
}
function renderSide() {
  $("decks").replaceChildren(...Object.keys(state.piles).filter((p) => !p.startsWith("hand:") && !state.pileAt[p]).map((p) => pileNode(p)));
  const stock = Object.entries(state.stock.supply).filter(([, n]) => n > 0).map(([piece, n]) => stockNode("supply", piece, n));
  const loose = Object.keys(state.things).filter((id) => state.things[id].at === "supply").map(thingNode);
  $("supply-items").replaceChildren(...stock, ...loose);
}
function renderPlayers() {
  const areas = [];
  for (let p = 0; p < state.players; p++) {
    const hand = el("div", { class: "hand", "data-drop": `hand:${p}`, role: "group", "aria-label": `${colourName(p)}'s hand` }, ...state.piles[`hand:${p}`].map(cardNode));
    const stock = Object.entries(state.stock[`area:${p}`]).filter(([, n]) => n > 0).map(([piece, n]) => stockNode(`area:${p}`, piece, n));
    const own = Object.keys(state.things).filter((id) => state.things[id].at === `area:${p}`).map(thingNode);
    const rollAll = own.length ? el("button", { type: "button", class: "roll-all", "data-roll": p, text: "Roll all" }) : null;
    const head = el("h2", {}, paint(el("span", { class: "swatch", "aria-hidden": "true" }), p), el("span", { text: colourName(p) }));
    areas.push(el("section", { class: "player", "data-drop": `area:${p}`, "aria-label": `${colourName(p)}'s area` }, head, hand,
      el("div", { class: "stock-row" }, ...stock, ...own, rollAll)));
  }
  $("players-areas").replaceChildren(...areas);
}
function render() {
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.id : null;
  renderSurface(); renderSide(); renderPlayers(); renderSelected();
  $("seed").value = state.seed; $("players").value = String(state.players);
  const acting = $("acting").value;
  $("acting").replaceChildren(...[...Array(state.players).keys()].map((p) => el("option", { value: p, text: colourName(p) })));
  $("acting").value = acting && Number(acting) < state.players ? acting : "0";
  $("undo").disabled = undo.length === 0;
  if (focused) { const again = document.querySelector(`[data-id="${CSS.escape(focused)}"]`); if (again) again.focus(); }
}
function renderSelected() {
  const box = $("selected");
  const node = selected && document.querySelector(`[data-id="${CSS.escape(selected)}"]`);
  if (!node) { box.hidden = true; document.querySelectorAll(".obj.chosen").forEach((n) => n.classList.remove("chosen")); return; }
  box.hidden = false;
  $("selected-name").textContent = node.getAttribute("aria-label");
  $("selected-actions").replaceChildren(...actions(selected).map(([label, run]) => {
    const b = el("button", { type: "button", text: label });
    b.addEventListener("click", run);
    return b;
  }));
  const faceUp = state.cards[selected] && state.cards[selected].up;
  $("selected-zoom").replaceChildren(...(faceUp ? [image(cardOf(selected).face, cardOf(selected).name)] : []));
  document.querySelectorAll(".obj.chosen").forEach((n) => n.classList.remove("chosen"));
  node.classList.add("chosen");
}

// --- dragging with a pointer (mouse, pen or finger) ---
let drag = null;
function onPointerDown(event) {
  const node = event.target.closest(".obj");
  if (!node || event.button > 0) return;
  const box = node.getBoundingClientRect();
  drag = { id: node.dataset.id, node, x0: event.clientX, y0: event.clientY, dx: event.clientX - box.left, dy: event.clientY - box.top, ghost: null, pointer: event.pointerId };
  node.setPointerCapture(event.pointerId);
}
function onPointerMove(event) {
  if (!drag || event.pointerId !== drag.pointer) return;
  if (!drag.ghost && Math.hypot(event.clientX - drag.x0, event.clientY - drag.y0) < 6) return;
  if (!drag.ghost) {
    drag.ghost = drag.node.cloneNode(true);
    drag.ghost.classList.add("ghost");
    drag.ghost.removeAttribute("data-id");
    drag.ghost.setAttribute("aria-hidden", "true");
    document.body.append(drag.ghost);
  }
  at(drag.ghost, event.clientX - drag.dx, event.clientY - drag.dy);
  const edge = 48, wrap = document.querySelector(".surface-wrap"), pane = wrap.getBoundingClientRect();
  if (event.clientY < edge) window.scrollBy(0, -16);
  else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
  if (event.clientX > pane.left && event.clientX < pane.right) {   // and the table's own pane
    if (event.clientY > pane.top && event.clientY < pane.top + edge) wrap.scrollBy(0, -16);
    else if (event.clientY < pane.bottom && event.clientY > pane.bottom - edge) wrap.scrollBy(0, 16);
  }
  event.preventDefault();
}
function onPointerUp(event) {
  if (!drag || event.pointerId !== drag.pointer) return;
  const { id, ghost, dx, dy } = drag;
  drag = null;
  if (!ghost) return choose(id);
  ghost.remove();
  const target = document.elementsFromPoint(event.clientX, event.clientY).map((n) => n.closest("[data-drop]")).find(Boolean);
  if (target) dropOn(id, target.dataset.drop, event.clientX - dx, event.clientY - dy);
}
function dropOn(id, target, left, top) {
  const surface = $("surface").getBoundingClientRect();
  const x = left - surface.left, y = top - surface.top;
  const acting = Number($("acting").value) || 0;
  let source = id;
  if (id.startsWith("pile:")) {       // dragging a pile takes its top card
    source = topOf(id.slice(5));
    if (!source || target === id) return;
  }
  if (id.startsWith("stock:")) {
    const [, zone, piece] = id.split("|");
    if (target === "table") act(`Took ${pieces[piece].label} onto the table.`, () => { selected = takeFromStock(zone, piece, x, y); return Boolean(selected); });
    else if (target === "supply" || target.startsWith("area:")) act(`Moved one ${pieces[piece].label}.`, () => passStock(zone, piece, target));
    return;
  }
  if (state.cards[source]) return dropCard(source, target, x, y, acting);
  const t = state.things[source];
  if (target === "table") act(`Moved ${nameOf(source)}.`, () => toTable(source, x, y));
  else if (target === "supply" || target.startsWith("area:")) act(`Put away ${nameOf(source)}.`, () => putAway(source, target));
  else if (t && t.die && target.startsWith("hand:")) act("Put the die away.", () => putAway(source));
}
function dropCard(id, target, x, y) {
  const deck = state.cards[id].deck;
  if (target === "table") return act(`Played ${nameOf(id)} to the table.`, () => toTable(id, x, y));
  let pile = target.startsWith("area:") ? `hand:${target.slice(5)}` : target.replace(/^pile:/, "");
  if (target === "supply") pile = `discard:${deck}`;
  if (!state.piles[pile] || state.piles[pile].includes(id)) return;
  if (pile.startsWith("discard:") && pile !== `discard:${deck}`) return say("A card goes to its own deck's discard pile.");
  act(pile.startsWith("hand:") ? `Took the card to ${colourName(Number(pile.slice(5)))}'s hand.` : "Put the card on the pile.", () => {
    lift(id);
    if (pile.startsWith("discard:")) state.cards[id].up = true;
    state.piles[pile].push(id);
  });
}
function choose(id) {
  selected = id;
  renderSelected();
  const node = document.querySelector(`[data-id="${CSS.escape(id)}"]`);
  if (node) node.focus();
}

// --- keys ---
function onKey(event) {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") { event.preventDefault(); return doUndo(); }
  if (event.key === "Escape" && selected) { selected = null; return renderSelected(); }
  const node = event.target.closest && event.target.closest(".obj");
  if (!node || event.ctrlKey || event.metaKey || event.altKey) return;
  const id = node.dataset.id;
  const step = event.shiftKey ? 40 : 8;
  const arrows = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  if (arrows[event.key] && state.table[id]) {
    event.preventDefault();
    const [dx, dy] = arrows[event.key];
    return act(`Moved ${nameOf(id)}.`, () => toTable(id, state.table[id].x + dx, state.table[id].y + dy));
  }
  if ((event.key === "PageDown" || event.key === "PageUp") && state.table[id]) {
    event.preventDefault();
    return act(`Moved ${nameOf(id)} a space ${event.key === "PageDown" ? "on" : "back"}.`, () => stepSpace(id, event.key === "PageDown" ? 1 : -1));
  }
  const byKey = { f: "Flip", h: "To hand", t: "To table", d: "Discard", r: "Roll", g: "Give", s: "To supply", v: "Reveal top",
    delete: "Put away", backspace: "Put away" };
  const wanted = event.key === "Enter" || event.key === " " ? null : byKey[event.key.toLowerCase()];
  const list = actions(id);
  const chosen = wanted ? list.find(([label]) => label.startsWith(wanted)) : (event.key === "Enter" || event.key === " ") && list[0];
  if (chosen) { event.preventDefault(); selected = id; chosen[1](); }
}
function doUndo() {
  if (!undo.length) return say("Nothing to undo.");
  state = JSON.parse(undo.pop());
  save(); render(); say("Undid the last move.");
}

// --- the controls ---
function start() {
  const players = $("players");
  for (let n = DATA.players.min; n <= DATA.players.max; n++) players.append(el("option", { value: n, text: String(n) }));
  if (!load()) { newGame(DATA.seed, DATA.players.min); save(); }
  render();
  $("setup").addEventListener("submit", (event) => {
    event.preventDefault();
    const seed = $("seed").value.trim() || DATA.seed;
    act(`New game for ${players.value} players, seed ${seed}.`, () => { newGame(seed, Number(players.value)); selected = null; });
  });
  $("undo").addEventListener("click", doUndo);
  $("reset").addEventListener("click", () => act("Reset the table.", () => { newGame(state.seed, state.players); selected = null; }));
  $("acting").addEventListener("change", () => renderSelected());
  $("export").addEventListener("click", exportState);
  $("import").addEventListener("change", importState);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("pointermove", onPointerMove, { passive: false });
  document.addEventListener("pointerup", onPointerUp);
  document.addEventListener("pointercancel", () => { if (drag && drag.ghost) drag.ghost.remove(); drag = null; });
  document.addEventListener("keydown", onKey);
  document.addEventListener("dblclick", (event) => {
    const node = event.target.closest(".obj.card");
    if (node) act("Flipped the card.", () => { state.cards[node.dataset.id].up = !state.cards[node.dataset.id].up; });
  });
  document.addEventListener("click", (event) => {
    const roller = event.target.closest("[data-roll]");
    if (roller) act(`${colourName(Number(roller.dataset.roll))} rolled.`, () => Object.keys(state.things)
      .filter((id) => state.things[id].at === `area:${roller.dataset.roll}`).forEach(roll));
    else if (event.detail === 0 && event.target.closest(".obj")) choose(event.target.closest(".obj").dataset.id);
  });
}
function exportState() {
  const blob = new Blob([JSON.stringify({ game: DATA.game, version: DATA.version, state }, null, 1)], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: `${DATA.game}-table-${state.seed}.json` });
  document.body.append(link); link.click(); link.remove();
  say("Exported the table.");
}
function importState(event) {
  const file = event.target.files[0];
  if (!file) return;
  file.text().then((text) => {
    const kept = JSON.parse(text);
    if (kept.game !== DATA.game || !kept.state || !kept.state.piles) throw new Error("not a table of this game");
    act(`Imported the table${kept.version === DATA.version ? "" : " (saved from another version of the content)"}.`, () => { state = kept.state; selected = null; });
  }).catch((error) => say(`Could not import: ${error.message}.`)).finally(() => { event.target.value = ""; });
}
start();
