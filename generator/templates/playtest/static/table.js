// The playtest table: decks, pieces and dice of one game on its boards, moved by mouse, touch or
// keyboard. State lives in localStorage (by game and content version) and as an exported JSON file.
"use strict";

const DATA = JSON.parse(document.getElementById("table-data").textContent);
const KEY = `playtest:${DATA.game}:${DATA.version}`;
const SURFACE_W = 1000;
const UNDO_KEPT = 40;
const $ = (id) => document.getElementById(id);
const decks = Object.fromEntries(DATA.decks.map((d) => [d.id, d]));
const pieces = Object.fromEntries(DATA.pieces.map((p) => [p.id, p]));
const dice = Object.fromEntries(DATA.dice.map((d) => [d.id, d]));

// --- seeded randomness: the same seed gives the same deal and the same rolls, in order ---
function hashSeed(text) {
  let h = 2166136261;
  for (const ch of String(text)) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}
function rng(text) {
  let a = hashSeed(text);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffled(list, random) {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// --- where boards lie on the table (shelf packing, per player count) ---
function layout(players) {
  const boxes = [];
  const ordered = DATA.boards.filter((b) => !b.per_player).concat(DATA.boards.filter((b) => b.per_player));
  for (const b of ordered) {
    const owners = b.per_player ? [...Array(players).keys()] : [null];
    for (const owner of owners) boxes.push({ board: b, owner, key: owner === null ? b.id : `${b.id}@${owner}` });
  }
  let x = 8, y = 8, rowH = 0;
  for (const box of boxes) {
    if (x + box.board.w > SURFACE_W && x > 8) { x = 8; y += rowH + 12; rowH = 0; }
    Object.assign(box, { x, y });
    x += box.board.w + 12;
    rowH = Math.max(rowH, box.board.h);
  }
  return { boxes, height: y + rowH + 200 };
}
function spaceAt(boardId, spaceId, owner = null) {
  const box = layout(state.players).boxes.find((b) => b.board.id === boardId && (b.owner === owner || !b.board.per_player));
  const space = box && box.board.spaces.find((s) => s.id === spaceId);
  return space ? { x: box.x + space.x, y: box.y + space.y, box, space } : null;
}
function spaceFound(x, y) {
  for (const box of layout(state.players).boxes) {
    const index = box.board.spaces.findIndex((s) => x >= box.x + s.x && x <= box.x + s.x + s.w && y >= box.y + s.y && y <= box.y + s.y + s.h);
    if (index >= 0) return { box, index };
  }
  return null;
}
function spaceUnder(x, y) {
  const found = spaceFound(x, y);
  if (!found) return "";
  const { box, index } = found, s = box.board.spaces[index];
  const owner = box.owner === null ? "" : ` (${colourName(box.owner)})`;
  return `${box.board.name}${owner}: ${s.name || `slot ${index + 1}`}`;
}
function stepSpace(id, by) {   // to the next (or previous) space of the board under the object, as far into it
  const pos = state.table[id], found = spaceFound(pos.x + 10, pos.y + 10);
  if (!found) return say("Not on a space: move it with the arrow keys."), false;
  const { box, index } = found, spaces = box.board.spaces;
  const to = spaces[index + by];
  if (!to) return say("No further space on this board."), false;
  const from = spaces[index];
  toTable(id, pos.x + to.x - from.x, pos.y + to.y - from.y);
  return true;
}
const colourName = (p) => (DATA.colours[p] ? DATA.colours[p].name : `Player ${p + 1}`);

// --- a new game: decks dealt, pieces and dice handed out, starting places filled ---
function newGame(seed, players) {
  const random = rng(`${seed}|setup`);
  const s = { seed, players, rolls: 0, things: {}, cards: {}, piles: {}, pileAt: {}, table: {}, stock: {}, next: 1 };
  state = s;
  for (const deck of DATA.decks) dealDeck(s, deck, random);
  s.stock.supply = {};
  for (let p = 0; p < players; p++) { s.stock[`area:${p}`] = {}; s.piles[`hand:${p}`] = []; }
  for (const piece of DATA.pieces) {
    if (piece.supply) s.stock.supply[piece.id] = piece.supply;
    for (let p = 0; p < players && piece.per_player; p++) s.stock[`area:${p}`][piece.id] = piece.per_player;
  }
  for (const die of DATA.dice) {
    for (let p = 0; p < players; p++) for (let k = 0; k < die.per_player; k++) s.things[`die-${die.id}-${p}-${k}`] = { die: die.id, owner: p, face: null, at: `area:${p}` };
    for (let k = 0; k < die.common; k++) s.things[`die-${die.id}-c${k}`] = { die: die.id, owner: null, face: null, at: "supply" };
  }
  for (const start of DATA.start) placeStart(s, start, random);
  return s;
}
function dealDeck(s, deck, random) {
  const ids = [];
  for (const card of deck.cards) for (let k = 0; k < card.copies; k++) {
    const id = `${deck.id}/${card.id}/${k}`;
    s.cards[id] = { deck: deck.id, card: card.id, up: deck.printed_on_board };
    ids.push(id);
  }
  if (deck.printed_on_board) {
    const slots = DATA.boards.find((b) => b.id === `cards-${deck.id}`);
    const box = layout(s.players).boxes.find((b) => b.board === slots);
    ids.forEach((id, i) => { s.table[id] = { x: box.x + slots.spaces[i].x, y: box.y + slots.spaces[i].y }; });
    return;
  }
  s.piles[`discard:${deck.id}`] = [];
  const stacks = [...new Set(deck.cards.map((c) => c.stack || ""))];
  for (const stack of stacks) {
    const mine = ids.filter((id) => (cardOf(id).stack || "") === stack);
    s.piles[stack ? `deck:${deck.id}:${stack}` : `deck:${deck.id}`] = shuffled(mine, random);
  }
}
function placeStart(s, start, random) {
  if (start.deck) {
    const deck = decks[start.deck];
    const stacks = [...new Set(deck.cards.map((c) => c.stack || ""))].filter(Boolean);
    const pid = stacks.length ? `deck:${deck.id}:held` : `deck:${deck.id}`;
    if (stacks.length) s.piles[pid] = stacks.reverse().map((st) => s.piles[`deck:${deck.id}:${st}`].pop()).filter(Boolean);
    const at = spaceAt(start.board, start.space);
    if (at) s.pileAt[pid] = { x: at.x + Math.round((at.space.w - deck.w / 2) / 2), y: at.y + at.space.h - Math.round(deck.h / 2) - 3 };
    return;
  }
  const owners = start.each_player || start.spread ? shuffled([...Array(s.players).keys()], start.spread ? random : () => 0) : [null];
  const track = DATA.boards.find((b) => b.id === start.board);
  const first = track ? track.spaces.findIndex((sp) => sp.id === start.space) : -1;
  owners.forEach((owner, i) => {
    const space = start.spread ? track.spaces[first + i] : track && track.spaces[first];
    const at = space && spaceAt(start.board, space.id);
    const zone = owner !== null && start.owned ? `area:${owner}` : "supply";
    if (!at || !(s.stock[zone][start.piece] > 0)) return;
    s.stock[zone][start.piece] -= 1;
    const id = `piece-${s.next++}`;
    s.things[id] = { piece: start.piece, owner: start.owned ? owner : null, at: "table" };
    const slot = start.each_player ? owner : 0;
    s.table[id] = { x: at.x + 3 + slot * 6, y: at.y + at.space.h - 33 + slot * 2 };
  });
}
const backName = (id) => {
  const stack = cardOf(id).stack;
  return stack ? `${decks[state.cards[id].deck].name} ${stack}` : decks[state.cards[id].deck].name;
};
const cardOf = (id) => {
  const c = state.cards[id];
  return decks[c.deck].cards.find((card) => card.id === c.card);
};

// --- state, saving, undo ---
let state = null;
let undo = [];
let selected = null;
function save() {
  try { localStorage.setItem(KEY, JSON.stringify({ state, undo })); } catch (e) { /* private mode: the table still works */ }
}
function load() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || "null");
    if (kept && kept.state && kept.state.piles) { state = kept.state; undo = kept.undo || []; return true; }
  } catch (e) { /* a damaged save: start afresh */ }
  return false;
}
function act(message, change) {
  const before = JSON.stringify(state);
  if (change() === false) return;
  undo.push(before);
  if (undo.length > UNDO_KEPT) undo.shift();
  save();
  render();
  say(message);
}
function say(message) { $("status").textContent = message; }

// --- moves ---
function pileOf(id) { return Object.keys(state.piles).find((p) => state.piles[p].includes(id)); }
function lift(id) {
  const pile = pileOf(id);
  if (pile) state.piles[pile].splice(state.piles[pile].indexOf(id), 1);
  delete state.table[id];
}
function topOf(pid) { const pile = state.piles[pid]; return pile[pile.length - 1]; }
function nameOf(id) {
  if (state.cards[id]) return state.cards[id].up ? cardOf(id).name : `face-down card, ${backName(id)}`;
  const t = state.things[id];
  if (!t) return id;
  const owner = t.owner === null ? "" : `, ${colourName(t.owner)}`;
  if (t.die) {
    const faces = dice[t.die].faces;
    return `${t.owner === null ? "Common" : colourName(t.owner)} die (d${faces || "?"}), ${t.face ? `showing ${t.face}` : "not rolled"}`;
  }
  return `${pieces[t.piece].label}${owner}`;
}
function placeName(id) {
  const at = state.table[id];
  const where = at ? spaceUnder(at.x + 10, at.y + 10) : "";
  return where ? `${nameOf(id)}, on ${where}` : nameOf(id);
}
function draw(pid, to) {
  const id = topOf(pid);
  if (!id) return say("That pile is empty."), false;
  state.piles[pid].pop();
  state.piles[to].push(id);
  return id;
}
function toTable(id, x, y) {
  if (state.cards[id] || state.things[id]) {
    lift(id);
    if (state.things[id]) state.things[id].at = "table";
    state.table[id] = { x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) };
  }
}
function takeFromStock(zone, piece, x, y) {
  if (!(state.stock[zone][piece] > 0)) return false;
  state.stock[zone][piece] -= 1;
  const id = `piece-${state.next++}`;
  state.things[id] = { piece, owner: zone === "supply" || !pieces[piece].per_player ? null : Number(zone.split(":")[1]), at: "table" };
  state.table[id] = { x: Math.round(x), y: Math.round(y) };
  return id;
}
function putAway(id, zone) {
  const t = state.things[id];
  if (t.die) {
    delete state.table[id];
    t.at = t.owner === null ? "supply" : `area:${t.owner}`;
    return;
  }
  const into = t.owner !== null ? `area:${t.owner}` : zone && zone.startsWith("area:") ? zone : "supply";
  state.stock[into][t.piece] = (state.stock[into][t.piece] || 0) + 1;
  delete state.table[id];
  delete state.things[id];
}
function passStock(from, piece, to) {
  if (from === to || !(state.stock[from][piece] > 0) || (pieces[piece].per_player && to === "supply")) return false;
  if (pieces[piece].per_player && to !== "supply") return say("Each player keeps their own pieces."), false;
  state.stock[from][piece] -= 1;
  state.stock[to][piece] = (state.stock[to][piece] || 0) + 1;
  return true;
}
function roll(id) {
  const t = state.things[id];
  const faces = dice[t.die].faces;
  if (!faces) return say("This die's faces are not known."), false;
  t.face = 1 + Math.floor(rng(`${state.seed}|roll|${state.rolls++}`)() * faces);
  return true;
}
function reshuffle(pid) {
  state.piles[pid] = shuffled(state.piles[pid], rng(`${state.seed}|shuffle|${state.rolls++}`));
  state.piles[pid].forEach((id) => { state.cards[id].up = false; });
}
function revealTop(pid) {
  const id = topOf(pid);
  if (!id) return say("That pile is empty."), false;
  const near = state.pileAt[pid], deck = decks[state.cards[id].deck];
  const spot = near ? { x: near.x + deck.w / 2 + 8, y: near.y } : centre();
  toTable(id, spot.x, spot.y);
  state.cards[id].up = true;
  return true;
}
function centre() {
  const wrap = document.querySelector(".surface-wrap");
  return { x: wrap.scrollLeft + Math.min(wrap.clientWidth, SURFACE_W) / 2 - 30, y: wrap.scrollTop + wrap.clientHeight / 2 - 30 };
}
function actions(id) {
  const acting = Number($("acting").value) || 0;
  const hand = `hand:${acting}`;
  const list = [];
  if (id.startsWith("pile:")) {
    const pid = id.slice(5);
    if (pid.startsWith("deck:")) list.push(["Draw", () => act(`Drew a card to ${colourName(acting)}'s hand.`, () => draw(pid, hand))]);
    list.push(["Reveal top", () => act("Turned the top card face up onto the table.", () => revealTop(pid))]);
    list.push(["Shuffle", () => act("Shuffled the pile.", () => reshuffle(pid))]);
  } else if (id.startsWith("stock:")) {
    const [, zone, piece] = id.split("|");
    list.push(["Take one", () => act(`Took ${pieces[piece].label} onto the table.`, () => { selected = takeFromStock(zone, piece, centre().x, centre().y); return Boolean(selected); })]);
    if (zone === "supply" && !pieces[piece].per_player) list.push([`Give ${colourName(acting)}`, () => act(`Gave ${colourName(acting)} one ${pieces[piece].label}.`, () => passStock(zone, piece, `area:${acting}`))]);
    if (zone !== "supply" && !pieces[piece].per_player) list.push(["To supply", () => act(`Returned one ${pieces[piece].label} to the supply.`, () => passStock(zone, piece, "supply"))]);
  } else if (state.cards[id]) {
    list.push(["Flip", () => act("Flipped the card.", () => { state.cards[id].up = !state.cards[id].up; })]);
    list.push(["To hand", () => act(`Took the card to ${colourName(acting)}'s hand.`, () => { lift(id); state.piles[hand].push(id); })]);
    if (!state.table[id]) list.push(["To table", () => act("Played the card to the table.", () => toTable(id, centre().x, centre().y))]);
    if (state.piles[`discard:${state.cards[id].deck}`]) list.push(["Discard", () => act("Discarded the card.", () => { lift(id); state.cards[id].up = true; state.piles[`discard:${state.cards[id].deck}`].push(id); })]);
  } else if (state.things[id]) {
    const t = state.things[id];
    if (t.die) list.push(["Roll", () => act("Rolled.", () => roll(id))]);
    if (!state.table[id]) list.push(["To table", () => act("Put it on the table.", () => toTable(id, centre().x, centre().y))]);
    if (state.table[id]) list.push(["Put away", () => act("Put it away.", () => { putAway(id); selected = null; })]);
  }
  list.push(["Done", () => { selected = null; renderSelected(); }]);
  return list;
}

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
