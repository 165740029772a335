"""A project: the games found under content/, each with its entities indexed by ID."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from generator.diagnostics import Diagnostic
from generator.model.game import entities as e


@dataclass(frozen=True, eq=False)
class GameContent:
    """Everything encoded for one game, as loaded; read-only (later stages never change it)."""

    id: str
    folder: Path
    root: Path = field(repr=False, compare=False)  # the project's folder (content/ is in it)
    manifest: e.Manifest | None = None
    components: tuple[e.Component, ...] = ()
    resources: tuple[e.Resource, ...] = ()
    decks: tuple[e.Deck, ...] = ()
    tables: tuple[e.Table, ...] = ()
    boards: tuple[e.Board, ...] = ()
    tracks: tuple[e.Track, ...] = ()
    sheets: tuple[e.Sheet, ...] = ()
    rules: tuple[e.Rule, ...] = ()
    glossary: tuple[e.Term, ...] = ()
    sets: tuple = ()          # declared closed sets of values
    constants: tuple = ()     # declared rule values
    constraints: tuple = ()   # declared checks
    files: tuple[str, ...] = ()
    manifest_written: bool = False  # a file holds a 'game:' manifest, even an invalid one
    unread_files: tuple[str, ...] = ()  # files refused whole (syntax, encoding...)
    spreadsheets: dict = field(default_factory=dict)  # SheetUse by shown path, of each sheet the content reads
    translations: dict = field(default_factory=dict)  # Translation by language tag, from locale/<lang>.po

    @property
    def title(self) -> str:
        return self.manifest.title if self.manifest else self.id

    def top_level(self):
        """Every top-level entity, in a fixed order."""
        for name in ("components", "resources", "decks", "tables", "boards", "tracks", "sheets",
                     "rules", "glossary", "sets", "constants", "constraints"):
            yield from getattr(self, name)

    def all_entities(self) -> Iterator[e.Entity]:
        """Every entity with an ID, nested ones included (cards, spaces, tokens, rules)."""
        for entity in self.top_level():
            yield entity
            if isinstance(entity, e.Deck):
                yield from entity.cards
            elif isinstance(entity, e.Board):
                yield from entity.spaces
            elif isinstance(entity, e.Sheet):
                yield from entity.tokens
            elif isinstance(entity, e.Rule):
                yield from walk_rules(entity.children)

    def index(self) -> Mapping[str, e.Entity]:
        """Entities by ID (the first one wins when an ID is duplicated)."""
        return self._index

    @cached_property
    def _index(self) -> Mapping[str, e.Entity]:
        """Entities by ID, made once: the content never changes after loading."""
        out: dict[str, e.Entity] = {}
        for entity in self.all_entities():
            out.setdefault(entity.id, entity)
        return out

    def card(self, card_id: str) -> e.Card | None:
        return next((c for d in self.decks for c in d.cards if c.id == card_id), None)

    def deck(self, deck_id: str) -> e.Deck | None:
        return next((d for d in self.decks if d.id == deck_id), None)

    def table(self, table_id: str) -> e.Table | None:
        return next((t for t in self.tables if t.id == table_id), None)

    def track(self, track_id: str) -> e.Track | None:
        return next((t for t in self.tracks if t.id == track_id), None)

    def board(self, board_id: str) -> e.Board | None:
        return next((b for b in self.boards if b.id == board_id), None)

    def component(self, component_id: str) -> e.Component | None:
        return next((c for c in self.components if c.id == component_id), None)

    def sheet(self, sheet_id: str) -> e.Sheet | None:
        return next((s for s in self.sheets if s.id == sheet_id), None)

    def resource(self, resource_id: str) -> e.Resource | None:
        return next((r for r in self.resources if r.id == resource_id), None)

    def value_set(self, set_id: str):
        """A declared set of values (``sets:``), or None."""
        return next((s for s in self.sets if s.id == set_id), None)

    def constant(self, constant_id: str):
        """The value of a declared constant (``constants:``), or None when there is none."""
        found = next((c for c in self.constants if c.id == constant_id), None)
        return found.value if found is not None else None


def walk_rules(rules):
    """Rules depth-first, parents before their children."""
    for rule in rules:
        yield rule
        yield from walk_rules(rule.children)


@dataclass
class Project:
    """All games of a project, plus what loading found wrong."""

    root: Path
    games: dict[str, GameContent] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
