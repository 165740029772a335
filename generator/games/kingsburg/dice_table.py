"""Kingsburg's dice odds table: for each advisor, the chance of a group summing to its value."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.api import DerivedTable, Game, deriver, is_whole, need, value

if TYPE_CHECKING:
    from generator.games.kingsburg.odds import Dice

GAME = "kingsburg"
NEEDS = {"kings-court": "deck", "dice": "component", "die-faces": "constant",
         "plus-two-adds": "constant", "white-dice-per-group": "constant",
         "coloured-dice-per-group": "constant", "plus-two-per-group": "constant"}


def odds_notes(dice: Dice, white: int) -> tuple[str, ...]:
    """What the cells count, stated from the constants they were computed with."""
    return (
        "Each cell: the exact chance that a fresh roll of these dice offers at least one group summing "
        "exactly to the advisor's value, counted over every equally likely roll (not simulated).",
        f"A group holds at least {dice.min_coloured} coloured die; white dice (Aid from the King, the "
        f"Farms) may join it, up to {white} in one group. White dice alone never influence.",
        f"Columns marked +{dice.token_adds}: the group may also take up to {dice.tokens_per_group} "
        f"\"+2\" token, each adding exactly {dice.token_adds}, so a value v counts as reached when a "
        f"group sums to v or to v - {dice.token_adds}. A token never influences without a die.",
        "Not counted: advisors already taken, the Market's reach, rerolls.",
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
    from generator.games.kingsburg.odds import Dice, group_odds, percent   # exact fractions: only when derived

    configurations = dice_configurations(game)
    dice = Dice(game.constant("die-faces"), game.constant("plus-two-adds"),
                game.constant("coloured-dice-per-group"), game.constant("plus-two-per-group"))
    columns = ["Value", "Advisor"]
    for coloured, white in configurations:
        label = _dice_label(coloured, white)
        columns += [label, f"{label}, +{dice.token_adds}"]
    rows = []
    for number, name in advisor_rows(game):
        cells = [percent(group_odds(number, c, w, token, dice))
                 for c, w in configurations for token in (False, True)]
        rows.append((number, name, *cells))
    return [DerivedTable("kingsburg-dice-odds", "Dice odds for each advisor", tuple(columns),
                         tuple(rows), odds_notes(dice, game.constant("white-dice-per-group")))]
