"""Derived reference data: tables the engine computes from content (odds, costs, scoring).

A function marked with ``deriver`` makes one game's tables; like rules, marking registers
nothing. The caller of the validation composes them and attaches each game's to it
(``GameContent.derivers``); the build computes them once (``derive_all``) and every later stage
reads the same tables.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import ModuleType

from generator.model.project import GameContent, Project
from generator.rules.registry import Finding, checked_targets

MARK = "__generator_deriver__"


@dataclass(frozen=True)
class DerivedTable:
    """A computed table for the references: headings, rows of cells, and notes on the method."""

    id: str
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple, ...]
    notes: tuple[str, ...] = field(default=())


DeriveFunction = Callable[[GameContent], list[DerivedTable]]
InputCheck = Callable[[GameContent], Iterable[Finding]]


@dataclass(frozen=True)
class DeriverSpec:
    """A function making derived tables for one game, the table IDs it returns, the entries it
    needs and what it finds wrong with their values (both checked on every validation, like a
    rule's)."""

    game: str
    function: DeriveFunction
    provides: tuple[str, ...] = ()
    targets: tuple[tuple[str, str], ...] = ()
    inputs: InputCheck | None = None

    @property
    def name(self) -> str:
        return f"{self.function.__module__}.{self.function.__name__}"


def deriver(game_id: str, provides: tuple[str, ...] = (), targets: Mapping[str, str] | None = None,
            inputs: InputCheck | None = None):
    """Mark a function computing derived tables for one game; ``provides`` names the IDs of the
    tables it returns (when it has what it needs), so checks can know them without computing.
    ``inputs(game)`` yields a Finding for each value the function cannot compute with (say, a
    count that would enumerate too much), at the value; validate reports them as
    ``derived-table`` errors, so the function is never asked to."""

    def mark(function: DeriveFunction) -> DeriveFunction:
        setattr(function, MARK, DeriverSpec(game_id, function, tuple(provides), checked_targets(targets), inputs))
        return function

    return mark


def derivers_in(*modules: ModuleType) -> list[DeriverSpec]:
    """The marked derivers of these modules, in the order they are defined."""
    found: list[DeriverSpec] = []
    for module in modules:
        for value in vars(module).values():
            spec = getattr(value, MARK, None) if callable(value) else None
            if isinstance(spec, DeriverSpec) and spec not in found:
                found.append(spec)
    return found


def derived_ids(game: GameContent) -> set[str]:
    """IDs of the game's derived tables: as declared, computing only derivers that declare none."""
    ids: set[str] = set()
    for spec in game.derivers:
        ids.update(spec.provides if spec.provides else (table.id for table in spec.function(game)))
    return ids


def derived_tables(game: GameContent) -> list[DerivedTable]:
    """Every derived table of a game, in the derivers' order; computed once per loaded game."""
    if "derived_tables" not in game.memo:
        tables: list[DerivedTable] = []
        for spec in game.derivers:
            tables.extend(spec.function(game))
        game.memo["derived_tables"] = tables
    return list(game.memo["derived_tables"])


def derive_all(project: Project) -> None:
    """Compute every game's derived tables now, once, for the stages that show them."""
    for game in project.games.values():
        derived_tables(game)
