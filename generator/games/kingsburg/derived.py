"""Kingsburg's derived reference tables: dice odds, soldiers needed, building rows, enemy stacks."""

from __future__ import annotations

from math import prod

from generator.games.kingsburg.buildings import BUILDING_GOODS, ROWS, buildings
from generator.games.kingsburg.common import ADVISOR_DECK, DICE, ENEMY_DECK, GAME, is_int, roman
from generator.games.kingsburg.enemies import stacks, strength
from generator.games.kingsburg.odds import group_odds, percent
from generator.model.project import GameContent
from generator.rules.derived import DerivedTable, deriver

# B. Influence the King's Advisors: "You may use two white dice in the same dice group".
MAX_WHITE = 2

ODDS_NOTES = (
    "Each cell: the exact chance that a fresh roll of these dice offers at least one group summing "
    "exactly to the advisor's value, counted over every equally likely roll (not simulated).",
    "A group must hold at least one coloured die; white dice (Aid from the King) may join it, up to "
    "two in one group. A white die alone never influences.",
    "Reading of the \"+2\" rule: one token may be added to one group (\"only one token per season to a "
    "die or dice group\"), raising its sum by exactly 2, and it is optional; so with a token a value v "
    "is reachable when some group sums to v or to v - 2. A token never influences without a die.",
    "Not counted: advisors already taken, the Market's +1/-1, rerolls.",
)


def dice_configurations(game: GameContent) -> list[tuple[int, int]]:
    """(coloured, white) dice: one own die spent, all own dice, then with 1 and 2 white dice."""
    dice = game.component(DICE)
    own = dice.per_colour if dice is not None and is_int(dice.per_colour) else None
    if not own:
        return []
    return [(own - 1, 0), (own, 0)] + [(own, white) for white in range(1, MAX_WHITE + 1)]


def advisor_rows(game: GameContent) -> list[tuple[int, str]]:
    """(value, name) of every advisor with a whole-number value, by value."""
    deck = game.deck(ADVISOR_DECK)
    cards = deck.cards if deck else []
    rows = {c.attributes["value"]: str(c.title) for c in cards if is_int(c.attributes.get("value"))}
    return sorted(rows.items())


def _dice_label(coloured: int, white: int) -> str:
    return f"{coloured} dice" if not white else f"{coloured} + {white} white"


@deriver(GAME, provides=("kingsburg-dice-odds",))
def dice_odds(game: GameContent) -> list[DerivedTable]:
    """For each advisor, the chance of a group summing to its value, by dice held, with and
    without one "+2" token."""
    configurations = dice_configurations(game)
    if not configurations:
        return []
    columns = ["Value", "Advisor"]
    for coloured, white in configurations:
        label = _dice_label(coloured, white)
        columns += [label, f"{label}, +2"]
    rows = []
    for value, name in advisor_rows(game):
        cells = [percent(group_odds(value, c, w, token))
                 for c, w in configurations for token in (False, True)]
        rows.append((value, name, *cells))
    return [DerivedTable("kingsburg-dice-odds", "Dice odds for each advisor", tuple(columns),
                         tuple(rows), ODDS_NOTES)]


def modifier(space, kind: str | None) -> int:
    """A building's battle modifier, against one kind of enemy when given."""
    battle = space.attributes.get("battle")
    base = battle if is_int(battle) else 0
    versus = space.attributes.get("battle_vs")
    special = versus.get(kind) if kind and isinstance(versus, dict) else None
    return special if is_int(special) else base


def bonus_range(spaces, kinds) -> range:
    """From all penalties together to the best sum of bonuses against any one kind of enemy."""
    opponents = [None, *kinds]
    low = min(sum(min(0, modifier(s, k)) for s in spaces) for k in opponents)
    high = max(sum(max(0, modifier(s, k)) for s in spaces) for k in opponents)
    return range(low, high + 1)


def soldiers_needed(strength_value: int, bonus: int) -> int:
    """Soldiers Chart score needed so that soldiers + building bonus beat the strength."""
    return max(0, strength_value - bonus + 1)


@deriver(GAME, provides=("kingsburg-soldiers-needed",))
def soldiers_table(game: GameContent) -> list[DerivedTable]:
    """For each enemy strength and each building bonus, the soldiers needed to win."""
    deck = game.deck(ENEMY_DECK)
    spaces = buildings(game)
    if deck is None or not spaces:
        return []
    kinds = sorted({k for k in (c.attributes.get("kind") for c in deck.cards) if isinstance(k, str)})
    strengths = sorted({s for s in map(strength, deck.cards) if s is not None})
    bonuses = bonus_range(spaces, kinds)
    columns = ("Strength", *(f"{b:+d}" for b in bonuses))
    rows = tuple((s, *(soldiers_needed(s, b) for b in bonuses)) for s in strengths)
    tie_winners = [str(s.name) for s in spaces if s.attributes.get("wins_ties") is True]
    notes = [
        "Soldiers: your Soldiers Chart score after the King's die, needed for soldiers plus the building "
        "bonus to beat the enemy's strength; equal is a draw (no reward, no loss).",
        f"Building bonuses run from {bonuses.start:+d} (every penalty) to {bonuses.stop - 1:+d} (every "
        "bonus against the enemy kind that gives the most).",
    ]
    if tie_winners:
        notes.append(f"With the {', '.join(tie_winners)} (wins drawn battles) one soldier fewer is enough, "
                     "unless the cell is 0.")
    return [DerivedTable("kingsburg-soldiers-needed", "Soldiers needed to beat an enemy", columns, rows,
                         tuple(notes))]


def _cost(space, good: str) -> int:
    cost = space.attributes.get("cost")
    number = cost.get(good) if isinstance(cost, dict) else None
    return number if is_int(number) else 0


def _vp(space) -> int:
    vp = space.attributes.get("vp")
    return vp if is_int(vp) else 0


def _totals(label: str, spaces) -> tuple:
    goods = [sum(_cost(s, good) for s in spaces) for good in BUILDING_GOODS]
    return (label, len(spaces), sum(_vp(s) for s in spaces), *goods, sum(goods))


@deriver(GAME, provides=("kingsburg-building-rows",))
def building_rows(game: GameContent) -> list[DerivedTable]:
    """Per row of the province sheet: buildings, VP and the cost of building the whole row."""
    spaces = buildings(game)
    if not spaces:
        return []
    rows = [_totals(roman(r), [s for s in spaces if s.attributes.get("row") == r]) for r in ROWS]
    rows.append(_totals("All", spaces))
    columns = ("Row", "Buildings", "VP", *(g.capitalize() for g in BUILDING_GOODS), "Goods")
    notes = ("Costs as printed, before any discount from a building's power.",)
    return [DerivedTable("kingsburg-building-rows", "Province sheet rows: VP and cost", columns,
                         tuple(rows), notes)]


@deriver(GAME, provides=("kingsburg-enemy-stacks",))
def enemy_stack_table(game: GameContent) -> list[DerivedTable]:
    """Per enemy stack: cards, weakest, strongest and average strength, and the kinds in it."""
    deck = game.deck(ENEMY_DECK)
    if deck is None:
        return []
    rows = []
    for number, cards in stacks(deck).items():
        values = [s for s in map(strength, cards) if s is not None]
        kinds = sorted({str(c.attributes.get("kind")) for c in cards})
        average = f"{sum(values) / len(values):.1f}" if values else "-"
        rows.append((roman(number), len(cards), min(values, default="-"), max(values, default="-"),
                     average, ", ".join(kinds)))
    decks = prod(len(cards) for cards in stacks(deck).values())
    notes = [f"One card is drawn from each stack: {decks} possible Enemies Decks."]
    if deck.source is not None:
        notes.append(f"Source of the cards: {deck.source.cite()}.")
    columns = ("Stack", "Cards", "Weakest", "Strongest", "Average", "Kinds")
    return [DerivedTable("kingsburg-enemy-stacks", "Enemy stacks", columns, tuple(rows), tuple(notes))]
