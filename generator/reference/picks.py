"""Per-game picks: which rules make up the round, and what the quick-reference sheet shows.

Each game's manifest chooses among its content by ID (``quick_reference`` in game.yaml), so no
renderer branches on a game. A game without picks gets the defaults: the round is its phases, and the sheet shows no
tables. Every ID named here must exist in the game's content or derived tables: a missing one is
an error naming it.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.model.game.project import GameContent


@dataclass(frozen=True)
class Picks:
    """What one game's quick reference and round at a glance use, by ID."""

    round_extra: tuple[str, ...] = ()  # rules that belong to the round though their kind is not phase
    tables: tuple[str, ...] = ()       # tables, derived tables, tracks, decks and boards, in order
    actions: tuple[str, ...] = ()      # action rules to list, when not every action-kind rule
    goal: str | None = None            # the rule saying how the game is won


def picks_for(game: GameContent) -> Picks:
    """The picks the game's manifest declares under ``quick_reference``, or the defaults."""
    chosen = game.manifest.quick_reference if game.manifest else None
    if chosen is None:
        return Picks()
    return Picks(tuple(chosen.round_extra), tuple(chosen.tables), tuple(chosen.actions), chosen.goal)
