"""Picked entries as text tables for the sheet: content and derived tables, tracks, decks, boards."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from generator.model.wording import ENGLISH, N_, Wording, words
from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown
from generator.rules.derived import DerivedTable

UNKNOWN_MARK = "?"
CARD_ATTRIBUTES = 3  # a deck's table shows at most this many attribute columns


class MissingPick(Exception):
    """A picked ID names no table, track, deck, board or derived table of the game."""


@dataclass(frozen=True)
class Grid:
    """A table as rows of text cells; the first row is the header."""

    title: str
    local_title: str | None
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...]
    low_confidence: bool = False  # its facts come from a public source of low confidence


def text(item, names: dict[str, str] | None = None) -> str:
    """A value as sheet text: unknowns as '?', amounts as '1 Fur, 2 Coin', choices joined by 'or'."""
    names = names or {}
    if isinstance(item, Unknown):
        return UNKNOWN_MARK
    if item is None:
        return ""
    if isinstance(item, bool):
        return "yes" if item else "no"
    if isinstance(item, float):
        return f"{item:g}"
    if isinstance(item, list):
        joined = [text(v, names) for v in item]
        return " or ".join(joined) if all(isinstance(v, dict) for v in item) else ", ".join(joined)
    if isinstance(item, dict):
        return ", ".join(f"{text(v, names)} {names.get(k, k)}" for k, v in item.items())
    return str(item)


_KEY = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+")       # a key starts with a letter: "1-2" is a roll


def label(item, names: dict[str, str]) -> str:
    """A cell as players read it: an entry's ID as its name, a key like 'home-province' as 'Home province'."""
    shown = text(item, names)
    if shown in names:
        return names[shown]
    if _KEY.fullmatch(shown):
        words = shown.replace("_", " ").replace("-", " ")
        return words[:1].upper() + words[1:]
    return shown


_WORD_KEY = re.compile(r"[a-z][a-z0-9]*")


def row_label(item, names: dict[str, str]) -> str:
    """A row's label: as ``label``, and a one-word key ('retreat') capitalised like the others."""
    shown = label(item, names)
    return shown[:1].upper() + shown[1:] if _WORD_KEY.fullmatch(shown) else shown


def _table(table: e.Table, names: dict[str, str], _: Wording = ENGLISH) -> Grid:
    header = (table.row_header or (_("Roll") if table.dice else ""),) + tuple(c.label for c in table.columns)
    rows = [header]
    for row in table.rows:
        head = row.roll if table.dice and row.roll is not None else row.label
        rows.append((row_label(head, names),) + tuple(label(c, names) for c in row.cells))
    return Grid(table.title, table.local_title, tuple(rows), tuple(table.notes))


def _derived(table: DerivedTable) -> Grid:
    rows = (tuple(table.columns),) + tuple(tuple(text(c) for c in row) for row in table.rows)
    return Grid(table.title, None, rows, tuple(table.notes))


def _track(track: e.Track, _: Wording = ENGLISH) -> Grid:
    """A track across the page: one column per space, thresholds beneath."""
    header = (_("Space"),) + tuple(str(s.index) for s in track.spaces)
    rows = [header]
    if any(s.label for s in track.spaces):
        rows.append((_("Label"),) + tuple(s.label or "" for s in track.spaces))
    if any(s.value is not None for s in track.spaces):
        rows.append((_("Value"),) + tuple(text(s.value) for s in track.spaces))
    at = {t.at_index: t for t in track.thresholds if isinstance(t.at_index, int)}
    if at:
        rows.append((_("Reached"),) + tuple(_threshold(at.get(s.index)) for s in track.spaces))
    notes = tuple(_("{label} at {mark}").format(label=t.label or "", mark=UNKNOWN_MARK) for t in track.thresholds
                  if not isinstance(t.at_index, int))
    return Grid(track.name, track.local_name, tuple(rows), notes)


def _threshold(threshold: e.Threshold | None) -> str:
    if threshold is None:
        return ""
    return threshold.label or text(threshold.value)


CARD_FIELDS = {"cost": N_("Cost"), "requirement": N_("Requires"), "reward": N_("Reward"), "vp": N_("VP")}


def first_sentence(text: str) -> str:
    """A card's text up to its first full stop (what a leader does, not its exceptions)."""
    match = re.match(r"(.+?[.!?])(?:\s|$)", text)
    return match.group(1) if match else text


def _deck(deck: e.Deck, names: dict[str, str], _: Wording = ENGLISH) -> Grid:
    keys: list[str] = []
    for card in deck.cards:
        keys.extend(k for k in card.attributes if k not in keys)
    keys = keys[:CARD_ATTRIBUTES]
    fields = [f for f in ("cost", "requirement", "reward", "vp")
              if any(getattr(c, f) is not None for c in deck.cards)]
    # cards that say what they do only in their text (a leader's ability: no cost, requirement or
    # reward, and no attribute in words, such as an agenda's "Most: goods") print its first sentence
    says = not any(f in fields for f in ("cost", "requirement", "reward")) and \
        not any(isinstance(c.attributes.get(k), str) for c in deck.cards for k in keys) and \
        any(isinstance(c.text, str) and c.text for c in deck.cards)
    keys = [] if says else keys   # the text says what its numbers encode
    header = (_("Card"),) + tuple(_(k.replace("_", " ").capitalize()) for k in keys) + tuple(
        _(CARD_FIELDS[f]) for f in fields) + ((_("What it does"),) if says else ())
    rows = [header]
    for card in deck.cards:
        title = UNKNOWN_MARK if isinstance(card.title, Unknown) else (card.title or card.id)
        rows.append((title,) + tuple(label(card.attributes.get(k), names) for k in keys)
                    + tuple(text(getattr(card, f), names) for f in fields)
                    + ((first_sentence(text(card.text)) if card.text is not None else "",) if says else ()))
    return Grid(deck.name, deck.local_name, tuple(rows), ())


def _board(board: e.Board, _: Wording = ENGLISH) -> Grid:
    keys: list[str] = []
    for space in board.spaces:
        keys.extend(k for k in space.attributes if k not in keys)
    rows = [(_("Space"),) + tuple(_(k.replace("_", " ").capitalize()) for k in keys)]
    rows += [(s.name,) + tuple(text(s.attributes.get(k)) for k in keys) for s in board.spaces]
    return Grid(board.name, board.local_name, tuple(rows), ())


def _names(game: GameContent) -> dict[str, str]:
    """Every entry's name (or title, or term) by its ID."""
    found: dict[str, str] = {}
    for ident, entity in game.index().items():
        name = getattr(entity, "name", None) or getattr(entity, "title", None) or getattr(entity, "term", None)
        if isinstance(name, str):
            found[ident] = name
    return found


def grid_for(game: GameContent, derived: list[DerivedTable], ident: str) -> Grid:
    """The picked entry ``ident`` as a Grid."""
    for table in derived:
        if table.id == ident:
            return _derived(table)
    names = {r.id: r.name for r in game.resources}
    entity = game.index().get(ident)
    every = _names(game) | names
    _ = words(game)
    makers: dict[type, Callable[..., Grid]] = {
        e.Table: lambda table: _table(table, every, _), e.Track: lambda track: _track(track, _),
        e.Deck: lambda deck: _deck(deck, names, _), e.Board: lambda board: _board(board, _)}
    make = next((m for kind, m in makers.items() if isinstance(entity, kind)), None)
    if make is not None:
        source = getattr(entity, "source", None)
        low = source is not None and bool(source.public) and source.confidence == "low"
        return replace(make(entity), low_confidence=low)
    raise MissingPick(f"the quick reference of '{game.id}' picks '{ident}', which is no table, "
                      "derived table, track, deck or board of the game")
