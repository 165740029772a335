"""Kingsburg's dice odds table: for each advisor, the chance of a group summing to its value."""

from __future__ import annotations

from generator.api import DerivedTable, Game, deriver, is_whole, need, value
from generator.games.kingsburg.odds import Dice, group_odds, percent

GAME = "kingsburg"
NEEDS = {"kings-court": "deck", "dice": "component", "die-faces": "constant",
         "plus-two-adds": "constant", "white-dice-per-group": "constant"}

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


def dice_configurations(game: Game) -> list[tuple[int, int]]:
    """(coloured, white) dice: one own die spent, all own dice, then with each number of white
    dice a group may hold."""
    own = need(game.component("dice"), "component 'dice'").per_colour
    if own is None or not is_whole(own) or own < 1:
        return []
    white = game.constant("white-dice-per-group")
    return [(own - 1, 0), (own, 0)] + [(own, n) for n in range(1, white + 1)]


def advisor_rows(game: Game) -> list[tuple[int, str]]:
    """(value, name) of every advisor with a value, by value."""
    rows = {value(c, "value"): str(c.title) for c in need(game.deck("kings-court"), "deck 'kings-court'").cards
            if is_whole(value(c, "value"))}
    return sorted(rows.items())


def _dice_label(coloured: int, white: int) -> str:
    return f"{coloured} dice" if not white else f"{coloured} + {white} white"


@deriver(GAME, provides=("kingsburg-dice-odds",), targets=NEEDS)
def dice_odds(game: Game) -> list[DerivedTable]:
    """For each advisor, the chance of a group summing to its value, by dice held, with and
    without one "+2" token."""
    configurations = dice_configurations(game)
    dice = Dice(game.constant("die-faces"), game.constant("plus-two-adds"))
    columns = ["Value", "Advisor"]
    for coloured, white in configurations:
        label = _dice_label(coloured, white)
        columns += [label, f"{label}, +2"]
    rows = []
    for number, name in advisor_rows(game):
        cells = [percent(group_odds(number, c, w, token, dice))
                 for c, w in configurations for token in (False, True)]
        rows.append((number, name, *cells))
    return [DerivedTable("kingsburg-dice-odds", "Dice odds for each advisor", tuple(columns),
                         tuple(rows), ODDS_NOTES)]
