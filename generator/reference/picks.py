"""Per-game picks: which rules make up the round, and what the quick-reference sheet shows.

Content decides what exists; these picks only choose among it by ID, so no renderer branches on a
game. A game without picks gets the defaults: the round is its phases, and the sheet shows no
tables. Every ID named here must exist in the game's content or derived tables: a missing one is
an error naming it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Picks:
    """What one game's quick reference and round at a glance use, by ID."""

    round_extra: tuple[str, ...] = ()  # rules that belong to the round though their kind is not phase
    tables: tuple[str, ...] = ()       # tables, derived tables, tracks, decks and boards, in order
    actions: tuple[str, ...] = ()      # action rules to list, when not every action-kind rule


PICKS: dict[str, Picks] = {
    "kingsburg": Picks(
        round_extra=("phase-8",),
        tables=("kings-court", "kingsburg-dice-odds", "kingsburg-building-rows",
                "kingsburg-soldiers-needed"),
    ),
    "time-of-troubles": Picks(
        tables=("shooting", "melee", "tot-combat-losses", "tot-tactical-advantage", "tot-evasion",
                "subjugation-volga", "subjugation-western", "subjugation-north-eastern",
                "subjugation-southern", "subjugation-northern", "subjugation-fortresses",
                "tot-subjugation-odds"),
    ),
    "rurik": Picks(
        tables=("strategy-board-3-4", "strategy-board-1-2", "claim-rule", "claim-build", "claim-trade",
                "rurik-claim-vp", "warfare-scoring", "rurik-point-costs", "conversions"),
    ),
    "ruthenia": Picks(
        tables=("income", "victory-points", "enhancements", "construction-costs", "purchases",
                "naval-battle", "ruthenia-naval-battles"),
    ),
}


def picks_for(game_id: str) -> Picks:
    return PICKS.get(game_id, Picks())
