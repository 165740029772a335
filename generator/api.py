"""The public API for rules written in Python: what a project's ``rules/`` folder (and the shipped
games' own Python) may use. Everything here is stable; anything else in ``generator`` may change.

A rule is a function marked with ``@rule``; it receives one game and yields ``Finding``s, each at
the exact position of the value it is about. The game is read-only: assigning to it raises, and
the check reports the rule as broken. A deriver computes reference tables from content.
Positions come from the helpers below, which read fields, attributes and table columns by name::

    from generator.api import Finding, Game, position, rule, value

    @rule("mygame-bonus-even", game="mygame", targets={"market": "deck"})
    def bonus_even(game: Game):
        \"\"\"Market bonuses are even.

        Passes: ``bonus: 2``. Fails: ``bonus: 3``.
        \"\"\"
        for card in game.deck("market").cards:
            if value(card, "bonus") % 2:
                yield Finding(f"card '{card.id}' has an odd bonus", position(card, "bonus"))

See docs/rules.md for how a project loads its rules and what to declare in content instead.
"""

from __future__ import annotations

from typing import TypeVar

from generator.diagnostics import Position, Related, Severity
from generator.model.declarations.conditions import is_number
from generator.model.game.entities import (
    Board, Card, Column, Component, Deck, Resource, Row, Rule, Sheet, Space, Table, Token, Track,
    TrackSpace,
)
from generator.model.game.paths import MISSING, Subject, amounts, item_position, key_position, resolve
from generator.model.game.project import GameContent as Game
from generator.model.game.project import walk_rules
from generator.model.game.values import AtLeast, Source, Unknown, is_unknown, roll_faces
from generator.rules.derived import DerivedTable, deriver
from generator.rules.registry import Finding, related, rule

T = TypeVar("T")

__all__ = [
    "MISSING", "AtLeast", "Board", "Card", "Column", "Component", "Deck", "DerivedTable", "Finding",
    "Game", "Position", "Related", "Resource", "Row", "Rule", "Severity", "Sheet", "Source", "Space",
    "Table", "Token", "Track", "TrackSpace", "Unknown", "amounts", "deriver", "is_unknown", "is_whole",
    "item_position", "key_position", "need", "position", "related", "roll_faces", "rule", "value",
    "walk_rules",
]


def value(entity, path: str, owner=None):
    """The value at ``path`` on an entity: a field (``title``), an attribute (``value``), a table
    column (a row's, with ``owner`` its table), or deeper (``cost.gold``); MISSING when absent."""
    return resolve(Subject(entity, owner), path)[0]


def position(entity, path: str, owner=None) -> Position:
    """Where the value at ``path`` was written; where the nearest enclosing value was when it
    was not (so a finding about a missing attribute points at the entity's attributes)."""
    return resolve(Subject(entity, owner), path)[1]


def need(found: T | None, what: str) -> T:
    """``found``, which a rule's declared targets guarantee: ``need(game.deck("market"), "deck
    'market'")``. Should it be missing all the same, the rule stops with an error finding."""
    if found is None:
        raise LookupError(f"{what} is missing")
    return found


def is_whole(number) -> bool:
    """A whole number (not a boolean, not a float)."""
    return is_number(number) and isinstance(number, int)
