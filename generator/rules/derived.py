"""Derived reference data: tables the engine computes from content (odds, costs, scoring).

A function marked with ``deriver`` makes one game's tables; like rules, marking registers
nothing. The caller of the validation composes them and gives each game's to a ``PreparedGame``
(the loaded content, unchanged, with its derivers and wording); its tables are computed from
the content on first use and every later stage reads the same ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from types import ModuleType

from generator.model.game.project import GameContent, Project
from generator.model.wording import ENGLISH, Wording
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


@dataclass(frozen=True, eq=False)
class PreparedGame(GameContent):
    """A game's loaded content with what the caller of its check or build composed for it: the
    makers of its derived tables and the tool's wording it is shown in (a translation also gives
    how its data values print, and its derived tables: the source's, translated). Read-only like
    the content; the derived tables are computed from it once, on first use."""

    derivers: tuple[DeriverSpec, ...] = field(default=(), repr=False)
    wording: Wording = field(default=ENGLISH, repr=False)
    shown_values: Mapping[str, str] = field(default_factory=dict, repr=False)
    given_tables: tuple[DerivedTable, ...] | None = field(default=None, repr=False)

    @cached_property
    def derived(self) -> tuple[DerivedTable, ...]:
        """Every derived table, in the derivers' order."""
        if self.given_tables is not None:
            return self.given_tables
        return tuple(table for spec in self.derivers for table in spec.function(self))


def prepared(game: GameContent, derivers: tuple[DeriverSpec, ...] = ()) -> PreparedGame:
    """``game``'s content (shared, not copied) with its derived tables' ``derivers``."""
    return PreparedGame(**{f.name: getattr(game, f.name) for f in fields(GameContent)}, derivers=derivers)


def derived_ids(game: GameContent) -> set[str]:
    """IDs of the game's derived tables: as declared, computing only derivers that declare none."""
    ids: set[str] = set()
    for spec in getattr(game, "derivers", ()):
        ids.update(spec.provides if spec.provides else (table.id for table in spec.function(game)))
    return ids


def derived_tables(game: GameContent) -> list[DerivedTable]:
    """Every derived table of a game (none for content given no derivers)."""
    return list(game.derived) if isinstance(game, PreparedGame) else []


def derive_all(project: Project) -> None:
    """Compute every game's derived tables now, once, for the stages that show them."""
    for game in project.games.values():
        derived_tables(game)
