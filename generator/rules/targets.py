"""Entries a rule or a deriver needs: each must exist, or the rule reports it instead of running."""

from __future__ import annotations

from generator.diagnostics import Position
from generator.model.game.project import GameContent

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
    "entry": lambda g, i: g.index().get(i),
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
