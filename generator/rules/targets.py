"""Entries a rule or a deriver needs: each must exist, or the rule reports it instead of running."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from generator.diagnostics import Position
from generator.model import entities as e
from generator.model.project import GameContent

_INDEX = "rules:entity-index"


@contextmanager
def index_held(game: GameContent) -> Iterator[None]:
    """Hold the game's entities by ID while its rules run (they read the model, never change it),
    so that the many rules and constraints looking entries up build the index once."""
    game.memo[_INDEX] = game.index()
    try:
        yield
    finally:
        game.memo.pop(_INDEX, None)


def entity_index(game: GameContent) -> dict[str, e.Entity]:
    """``game.index()``, the one held while the rules run when there is one."""
    held = game.memo.get(_INDEX)
    return held if held is not None else game.index()


_LOOKUPS = {
    "deck": lambda g, i: g.deck(i),
    "board": lambda g, i: g.board(i),
    "table": lambda g, i: g.table(i),
    "track": lambda g, i: g.track(i),
    "sheet": lambda g, i: g.sheet(i),
    "component": lambda g, i: g.component(i),
    "resource": lambda g, i: g.resource(i),
    "constant": lambda g, i: next((c for c in g.constants if c.id == i), None),
    "set": lambda g, i: g.value_set(i),
    "entry": lambda g, i: entity_index(g).get(i),
}


def missing_targets(targets: tuple[tuple[str, str], ...], game: GameContent) -> list[tuple[str, str]]:
    """The (ID, kind) pairs of ``targets`` the game does not have."""
    return [(ident, kind) for ident, kind in targets if _LOOKUPS[kind](game, ident) is None]


def game_position(game: GameContent) -> Position:
    """Where to report about a game as a whole: its manifest, else its first file."""
    if game.manifest is not None:
        return game.manifest.pos
    first = game.files[0] if game.files else f"content/{game.id}/game.yaml"
    return Position(first, 1, 1)


def target_position(targets: tuple[tuple[str, str], ...], game: GameContent) -> Position:
    """Where a rule's first target was written, else the game's position."""
    for ident, kind in targets:
        found = _LOOKUPS[kind](game, ident)
        if found is not None and hasattr(found, "pos"):
            return found.pos
    return game_position(game)


def unread_hint(game: GameContent) -> str:
    """A note for findings that may only echo a file that could not be read at all."""
    if not game.unread_files:
        return ""
    return f" (perhaps defined in {', '.join(game.unread_files)}, which could not be read)"
