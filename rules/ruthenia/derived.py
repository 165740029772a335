"""Derived reference tables for Ruthenia, computed from the rules the content encodes: naval
battles, tactics cards, and casualties in battles with non-player armies."""

from __future__ import annotations

from generator.api import DerivedTable, Game, deriver, is_whole
from .common import GAME, cell, lookup, rows

MAX_HAND = 3  # hands of two and three tactics cards are listed


def faces(game: Game, throw: str) -> int | None:
    """The faces of the dice of one throw of table 'dice-throws'."""
    found = lookup(game, "dice-throws", throw, "dice-throws-faces")
    return found if is_whole(found) else None


def fleet_types(game: Game) -> list[tuple[str | None, int, list[str]]]:
    """(type, roll that destroys a fleet of that type, factions using it) from 'fleet-types' and the
    fleet column of 'factions'."""
    table, factions = game.table("fleet-types"), game.table("factions")
    users = [(row.label, cell(factions, row, "factions-fleet")) for row in rows(factions)]
    return [(row.label, cell(table, row, "fleet-types-destroyed-on"),
             [str(faction) for faction, fleet in users if fleet == row.label]) for row in rows(table)
            if is_whole(cell(table, row, "fleet-types-destroyed-on"))]


def pairings(types):
    """(attacker type, defender type) pairs two different factions can field."""
    return [(a, d) for a in types for d in types
            if any(x != y for x in a[2] for y in d[2])]


@deriver(GAME, provides=("ruthenia-naval-battles",),
         targets={"dice-throws": "table", "naval-battle": "table", "constructions": "table",
                  "fleet-types": "table", "factions": "table"})
def naval_battles(game: Game) -> list[DerivedTable]:
    """Fleets destroyed on each side for 1-3 against 1-3 fleets, by fleet type (9.1.)."""
    from . import odds   # exact fractions: loaded only when a table is derived

    die = faces(game, "naval-battle")
    per_fleet = lookup(game, "naval-battle", "dice-per-fleet", "naval-battle-value")
    modifier = lookup(game, "naval-battle", "outnumbering-modifier", "naval-battle-value")
    most = lookup(game, "constructions", "fleet", "constructions-per-faction")
    if die is None or not all(is_whole(x) for x in (per_fleet, modifier, most)):
        return []
    spread = tuple(range(most + 1))
    out = []
    for (a_type, a_needs, _), (d_type, d_needs, _) in pairings(fleet_types(game)):
        for attackers in range(1, most + 1):
            for defenders in range(1, most + 1):
                lost_d, lost_a = odds.naval_battle(attackers, defenders, d_needs, a_needs, die,
                                                   per_fleet, modifier)
                bonus = "attacker" if attackers > defenders else "defender" if defenders > attackers else "-"
                out.append(odds.shown((attackers, a_type, defenders, d_type, bonus,
                                       *_padded(lost_d, spread), *_padded(lost_a, spread))))
    columns = ("Attacking fleets", "Attacker type", "Defending fleets", "Defender type",
               f"+{modifier} for", *(f"Defenders destroyed: {k}" for k in spread),
               *(f"Attackers destroyed: {k}" for k in spread))
    return [DerivedTable("ruthenia-naval-battles", "Naval battles: fleets destroyed", columns,
                         tuple(out), NAVAL_NOTES)]


NAVAL_NOTES = (
    "Reading of 9.1.: one round; each side throws one die per fleet; each die destroys one enemy "
    "fleet if it reaches the enemy fleet type's number (regular 4-6, Byzantine 5-6); the side with "
    "more fleets adds 1 to each die; both sides throw at once, so the two groups of columns are "
    "independent; a side loses at most the fleets it has ('-' where it has fewer).",
    "Byzantine against Byzantine is left out: only Byzantium has Byzantine fleets (6.9.).",
    "Dice are read as six-sided (table 'dice-throws').",
)


def _padded(distribution, spread):
    return tuple(distribution[k] if k < len(distribution) else "-" for k in spread)


@deriver(GAME, provides=("ruthenia-tactics-one-card", "ruthenia-tactics-two-cards"),
         targets={"dice-throws": "table", "tactics": "table"})
def tactics_cards(game: Game) -> list[DerivedTable]:
    """The chance to play one tactics card, by distinct values held; and two cards as one."""
    from . import odds   # exact fractions: loaded only when a table is derived

    die, dice = faces(game, "tactics-card"), lookup(game, "dice-throws", "tactics-card",
                                                      "dice-throws-dice")
    values = lookup(game, "tactics", "dice-values-per-card", "tactics-value")
    if die is None or not all(is_whole(x) for x in (dice, values)):
        return []
    single = tuple(odds.shown((k, odds.any_match(k, die, dice))) for k in range(values, die + 1))
    hands = []
    for cards in range(2, MAX_HAND + 1):
        for hand in odds.hand_classes(cards, die, values):
            held = tuple(frozenset(card) for card in hand)
            distinct = len(frozenset().union(*held))
            hands.append(odds.shown((cards, " ".join("{" + ",".join(map(str, c)) + "}" for c in hand),
                                     distinct, odds.any_match(distinct, die, dice),
                                     odds.two_card_chance(held, die))))
    return [
        DerivedTable("ruthenia-tactics-one-card", "Tactics cards: chance to enhance with one card",
                     ("Distinct dice values held", "Chance at least one die matches"), single,
                     TACTICS_NOTES[:1] + TACTICS_NOTES[2:]),
        DerivedTable("ruthenia-tactics-two-cards", "Tactics cards: playing two cards as one",
                     ("Cards held", "Example hand (dice values)", "Distinct values",
                      "Chance: one card (7.3.2.3.)", "Chance: two cards as one (7.3.2.4.)"),
                     tuple(hands), TACTICS_NOTES[1:]),
    ]


TACTICS_NOTES = (
    "Battle Book 7.3.2.3.: two dice; a card may be played if at least one die shows one of its "
    "values. Each card has two different values (3.3.), so one card holds 2 distinct values.",
    "Battle Book 7.3.2.4.: two dice; one die must match a value on one card and the other die a "
    "value on a second card. Hands that differ only by the numbers on the faces have the same "
    "chance, so one example stands for each; larger hands are computed the same way.",
    "Dice are read as six-sided; the sword or shield symbol on a card is ignored (the text does "
    "not say it limits use).",
)


@deriver(GAME, provides=("ruthenia-non-player-player-losses", "ruthenia-non-player-casualties"),
         targets={"dice-throws": "table", "casualty-dice": "table"})
def non_player_battles(game: Game) -> list[DerivedTable]:
    """A player's losses and the non-player casualties in battles with non-player armies (9.7.)."""
    die = faces(game, "player-casualties")
    bands = [(cell(t, r, "casualty-dice-from"), cell(t, r, "casualty-dice-to"),
              cell(t, r, "casualty-dice-dice"))
             for t in [game.table("casualty-dice")] for r in rows(t, "player")]
    if die is None or not bands or not all(is_whole(b[0]) and is_whole(b[2]) for b in bands):
        return []
    losses = [row for band in bands for row in _loss_rows(band, die)]
    removed = tuple(_removed_row(cap, die) for cap in range(1, die + 1))
    return [
        DerivedTable("ruthenia-non-player-player-losses",
                     "Battles with non-player armies: the player's troop cards lost",
                     ("Non-player counters", "Dice", "Player's troop cards", "Lost: 0", "Lost: 1",
                      "Lost: 2", "Expected"), tuple(losses), LOSS_NOTES),
        DerivedTable("ruthenia-non-player-casualties",
                     "Battles with non-player armies: non-player counters removed",
                     ("At most (troop cards of the player army)",
                      *(f"Removed: {k}" for k in range(1, die + 1)), "Expected"), removed,
                     CASUALTY_NOTES),
    ]


def _removed_row(cap: int, die: int) -> tuple:
    from . import odds   # exact fractions: loaded only when a table is derived

    chances = odds.counters_removed(cap, die)
    return odds.shown((f"{cap}+" if cap == die else cap, *chances, *("-",) * (die - cap),
                       odds.expected(chances, 1)))


def _loss_rows(band, die):
    from fractions import Fraction

    from . import odds   # exact fractions: loaded only when a table is derived

    low, high, dice = band
    counters = range(low, (high if is_whole(high) else low) + 1)
    for count in counters:
        label = f"{count}+" if not is_whole(high) else count
        for cards in range(1, die + 1):
            cap = min(cards, count, die)
            lost = odds.position_losses(dice, cap, die)
            lost = lost + [Fraction(0)] * (3 - len(lost))
            yield odds.shown((label, dice, f"{cards}+" if cards == die else cards, *lost[:3],
                              odds.expected(lost)))


LOSS_NOTES = (
    "9.7.2.: one die if the non-player army has six or fewer counters, two dice above. The troop "
    "cards lie in a row; each die destroys the card at the position it shows, unless it exceeds "
    "the player's cards or the non-player counters.",
    "Reading: the positions are fixed before the throw, so two dice showing the same number destroy "
    "one card. The army size is the one at the casualty check (after 9.7.1.).",
    "Dice are read as six-sided.",
)

CASUALTY_NOTES = (
    "9.7.1.: one die; that many non-player counters are removed, at most the number of troop cards "
    "in the player army (against another non-player faction, at most its faction counters), and "
    "never more than the army has.",
    "Dice are read as six-sided.",
)
