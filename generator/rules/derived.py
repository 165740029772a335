"""Derived reference data: tables the engine computes from content (odds, costs, scoring)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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
_PROVIDES: dict[DeriveFunction, tuple[str, ...]] = {}


def deriver(game_id: str, provides: tuple[str, ...] = ()):
    """Register a function computing derived tables for one game; ``provides`` names the IDs of
    the tables it returns (when it has what it needs), so checks can know them without computing."""

    def register(function: DeriveFunction) -> DeriveFunction:
        _DERIVERS.setdefault(game_id, []).append(function)
        _PROVIDES[function] = tuple(provides)
        return function

    return register


def derived_ids(game: GameContent) -> set[str]:
    """IDs of the game's derived tables: as declared, computing only derivers that declare none."""
    from generator.rules import catalogue  # noqa: F401  (registers every game module)

    ids: set[str] = set()
    for function in _DERIVERS.get(game.id, []):
        declared = _PROVIDES.get(function)
        ids.update(declared if declared else (table.id for table in function(game)))
    return ids


def declared_ids(game_id: str) -> list[tuple[DeriveFunction, tuple[str, ...]]]:
    """Each deriver of a game with the IDs it declares (for tests that keep them honest)."""
    return [(f, _PROVIDES.get(f, ())) for f in _DERIVERS.get(game_id, [])]


def derived_tables(game: GameContent) -> list[DerivedTable]:
    """Every derived table of a game, in registration order; computed once per loaded game (the
    site and the quick reference both ask for them, and some odds take a while)."""
    from generator.rules import catalogue  # noqa: F401  (registers every game module)

    if "derived_tables" not in game.memo:
        tables: list[DerivedTable] = []
        for function in _DERIVERS.get(game.id, []):
            tables.extend(function(game))
        game.memo["derived_tables"] = tables
    return list(game.memo["derived_tables"])
