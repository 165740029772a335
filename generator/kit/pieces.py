"""What a piece looks like on the table, for the room a space keeps for it: a token sheet's
counters, a token, a deck's cards, or a component (its stand-in counters, else what encodes it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from generator.geometry.rooms import Room
from generator.geometry.units import TOKEN_SIZE
from generator.model.game.entities import Component, Hold
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown


@dataclass(frozen=True)
class Footprint:
    w: float
    h: float
    shape: str      # square, circle or card
    name: str


def footprint(game: GameContent, piece: str) -> Footprint | None:
    """The footprint of ``piece`` (a sheet, token, deck or component ID), or None when no such
    thing exists."""
    from generator.faces.card_face import card_size

    for sheet in game.sheets:
        if sheet.id == piece:
            return Footprint(sheet.size_mm, sheet.size_mm, sheet.shape, sheet.name)
        for token in sheet.tokens:
            if token.id == piece:
                return Footprint(sheet.size_mm, sheet.size_mm, sheet.shape, token.label)
    deck = game.deck(piece)
    if deck is not None:   # a pile of cards lies on its long side: the room is shallower
        w, h = card_size(deck)
        return Footprint(max(w, h), min(w, h), "card", deck.name)
    component = game.component(piece)
    if component is not None:
        return _component_footprint(game, component)
    return None


def _component_footprint(game: GameContent, c: Component) -> Footprint:
    if c.stand_in is not None:
        return Footprint(c.stand_in.size_mm, c.stand_in.size_mm, c.stand_in.shape, c.name)
    if c.encoded_as and c.encoded_as != c.id:
        printed = footprint(game, c.encoded_as)
        if printed is not None:
            return Footprint(printed.w, printed.h, printed.shape, c.name)
    return Footprint(TOKEN_SIZE, TOKEN_SIZE, "square", c.name)   # dice and the like: a counter's room


def rooms(game: GameContent, holds: Sequence[Hold], colours: list[tuple[str, str]]) -> list[Room]:
    """The rooms ``holds`` need: one per piece, one per colour and piece where the count is per
    colour, one in all for pieces that stack; an unknown count keeps room for one stack (per
    colour). ``colours`` are the player colours as printed: (name, fill)."""
    out: list[Room] = []
    for hold in holds:
        fp = footprint(game, hold.piece)
        if fp is None:
            continue
        label = hold.label or fp.name
        if hold.stack:   # everyone's pieces share one room
            out.append(Room(fp.w, fp.h, fp.shape, label))
            continue
        count = 1 if isinstance(hold.count, Unknown) else hold.count
        if hold.per_colour and colours:
            for _name, fill in colours:
                out.extend(Room(fp.w, fp.h, fp.shape, label, fill) for _ in range(count))
        else:
            out.extend(Room(fp.w, fp.h, fp.shape, label) for _ in range(count))
    return out
