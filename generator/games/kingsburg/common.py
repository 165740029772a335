"""Shared names and helpers of the Kingsburg rule modules."""

from __future__ import annotations

from typing import TypeGuard

from generator.diagnostics import Position
from generator.model.project import GameContent
from generator.rules.registry import Finding

GAME = "kingsburg"
ADVISOR_DECK = "kings-court"
ENEMY_DECK = "enemies"
PROVINCE = "province-sheet"
PIECES_TABLE = "player-pieces"
DICE = "dice"
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


def is_int(value: object) -> TypeGuard[int]:
    """A whole number, not a boolean."""
    return isinstance(value, int) and not isinstance(value, bool)


def attribute_at(entity, key: str) -> Position:
    """Where an attribute's value was written: its own position when the attribute mapping keeps
    positions, else the position of the attribute mapping (the line of its first key)."""
    attributes = entity.attributes
    if hasattr(attributes, "at") and key in attributes:
        return attributes.at(key)
    return entity.at("attributes")


def amounts(value):
    """The amount mappings of a cost, reward or loss: one mapping, or each of a list of them."""
    if isinstance(value, dict):
        yield value
    elif isinstance(value, list):
        yield from (item for item in value if isinstance(item, dict))


def key_at(mapping, key: str, fallback: Position) -> Position:
    return mapping.key_at(key) if hasattr(mapping, "key_at") else fallback


def value_at(mapping, key: str, fallback: Position) -> Position:
    return mapping.at(key) if hasattr(mapping, "at") else fallback


def missing(game: GameContent, what: str, entity_id: str) -> Finding:
    """A finding for an entry the Kingsburg checks need but the content lacks."""
    pos = game.manifest.pos if game.manifest else None
    return Finding(f"Kingsburg needs the {what} '{entity_id}', which is not in the content", pos)


def roman(number) -> str:
    return ROMAN.get(number, str(number))
