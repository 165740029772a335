// The playtest table's game: its data, seeded dealing and rolling, where boards lie, and every move
// on the state, with saving and undo. State lives in localStorage (by game and content version).
// table.js draws the page and takes the mouse, touch and keys; both share the page's globals.
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
