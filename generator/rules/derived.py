"""Derived reference data: tables the engine computes from content (odds, costs, scoring)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from generator.model.project import GameContent


@dataclass(frozen=True)
class DerivedTable:
    """A computed table for the references: headings, rows of cells, and notes on the method."""

    id: str
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple, ...]
    notes: tuple[str, ...] = field(default=())


DeriveFunction = Callable[[GameContent], list[DerivedTable]]
_DERIVERS: dict[str, list[DeriveFunction]] = {}


def deriver(game_id: str):
    """Register a function computing derived tables for one game."""

    def register(function: DeriveFunction) -> DeriveFunction:
        _DERIVERS.setdefault(game_id, []).append(function)
        return function

    return register


def derived_tables(game: GameContent) -> list[DerivedTable]:
    """Every derived table of a game, in registration order."""
    from generator.rules import catalogue  # noqa: F401  (registers every game module)

    tables: list[DerivedTable] = []
    for function in _DERIVERS.get(game.id, []):
        tables.extend(function(game))
    return tables
