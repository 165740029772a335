"""Chapter 12's hand-out of personalities and cards, one player count at a time: what data cannot
say, because it counts across the Parties' lists. Who may be handed what is declared on the
Parties board (references, player counts)."""

from __future__ import annotations

import re
from collections import Counter

from generator.api import AtLeast, Finding, Game, need, position, rule, value
from .notation import GAME

KINDS = ("commanders", "characters", "cards")
ALLOTTED = re.compile(r"allotted_(\d+)p")
TARGETS = {"parties": "board", "commander-deck": "deck", "game-card-deck": "deck"}


def hand_outs(game: Game) -> dict[int, list]:
    """Everything chapter 12 hands out, by player count: (party, path, ID), in content order."""
    found: dict[int, list] = {}
    for party in need(game.board("parties"), "board 'parties'").spaces:
        for key in party.attributes:
            match = ALLOTTED.fullmatch(key)
            if match is None:
                continue
            for kind in KINDS:
                items = value(party, f"{key}.{kind}")
                for index, item in enumerate(items if isinstance(items, list) else []):
                    if isinstance(item, str):
                        found.setdefault(int(match[1]), []).append((party, f"{key}.{kind}.{index}", item))
    return found


def _repeats(game: Game, players: int, given: list):
    """A personality given twice, or given though in reserve with this many players."""
    reserve = {card.id for card in need(game.deck("commander-deck"), "deck 'commander-deck'").cards
               if players in (value(card, "reserve_players") or [])}
    cards = {card.id for card in need(game.deck("game-card-deck"), "deck 'game-card-deck'").cards}
    first: dict[str, str] = {}
    for party, path, item in given:
        if item in cards:
            continue
        if item in reserve:
            yield party, path, f"'{item}' is in reserve (12.) but goes to '{party.id}'"
        elif item in first:
            yield party, path, f"'{item}' goes to '{party.id}' and already to '{first[item]}'"
        first.setdefault(item, party.id)


def _beyond_copies(game: Game, given: list):
    """A card handed out more often than the deck's copies say."""
    cards = {card.id: card for card in need(game.deck("game-card-deck"), "deck 'game-card-deck'").cards
             if "copies" not in card.refused}           # a refused count is reported once, at load
    times: Counter = Counter()
    for party, path, item in given:
        if item not in cards:
            continue
        times[item] += 1
        copies = cards[item].copies
        if times[item] > copies:
            held = copies.words() if isinstance(copies, AtLeast) else str(copies)
            yield party, path, f"'{item}' is handed out {times[item]} times, but the deck holds {held}"


@rule("tot-distribution-unique", game=GAME, targets=TARGETS)
def distribution_unique(game: Game):
    """For each player count, no Commander or Character goes to two Parties (or twice), none in
    reserve is handed out, and no card is handed out more often than its copies.

    Passes: ``mikhail-sheyn`` under one Party's ``allotted_3p``. Fails: under two Parties'
    ``allotted_3p``; ``jacob-de-la-gardie`` (``reserve_players: [2, 3]``) handed out with 3.
    """
    for players, given in sorted(hand_outs(game).items()):
        for party, path, problem in [*_repeats(game, players, given), *_beyond_copies(game, given)]:
            yield Finding(f"{players} players: {problem}", position(party, path))
