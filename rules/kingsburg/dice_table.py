"""Kingsburg's dice odds table: for each advisor, the chance of a group summing to its value."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.api import DerivedTable, Finding, Game, Position, deriver, is_whole, need, value

if TYPE_CHECKING:
    from .odds import Dice

GAME = "kingsburg"
NEEDS = {"kings-court": "deck", "dice": "component", "die-faces": "constant",
         "plus-two-adds": "constant", "white-dice-per-group": "constant",
         "coloured-dice-per-group": "constant", "plus-two-per-group": "constant"}
# The odds enumerate every roll of every configuration: at most this many rolls in all, whatever
# the constants say (the shipped content needs 9,324), so the table takes at most a few seconds.
MAX_ROLLS = 100_000
# What each constant must be for the enumeration to mean anything: (least value, what it is).
WHOLE_AT_LEAST = {"die-faces": 1, "plus-two-adds": 0, "white-dice-per-group": 0,
                  "coloured-dice-per-group": 1, "plus-two-per-group": 0}


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


def _constant_at(game: Game, constant_id: str) -> Position | None:
    found = next((c for c in game.constants if c.id == constant_id), None)
    return found.at("value") if found is not None else None


def odds_problems(game: Game) -> list[Finding]:
    """Why the dice odds cannot be enumerated: a constant that is no whole number in range, or
    rolls beyond MAX_ROLLS. Empty when they can."""
    problems = []
    for constant_id, least in WHOLE_AT_LEAST.items():
        number = game.constant(constant_id)
        if not is_whole(number) or number < least:
            problems.append(Finding(f"constant '{constant_id}' is {number!r}: the dice odds need a whole number "
                                    f"of at least {least}", _constant_at(game, constant_id)))
    if problems:
        return problems
    rolls = _rolls(game)
    if rolls is None or rolls > MAX_ROLLS:
        many = "more than 2^17" if rolls is None else f"{rolls:,}"
        problems.append(Finding(f"the dice odds would enumerate {many} rolls (die-faces ^ dice, for each "
                                f"number of dice a group may hold), over the limit of {MAX_ROLLS:,}; fewer "
                                "faces, own dice or white dice per group keep the table computable",
                                _constant_at(game, "die-faces")))
    return problems


def _rolls(game: Game) -> int | None:
    """The rolls the odds enumerate, or None when a roll holds over 16 dice (2^17 rolls, and as many
    groups per roll, are already too many): checked before any configuration is listed, so a huge
    count costs nothing."""
    own = need(game.component("dice"), "component 'dice'").per_colour
    if is_whole(own) and own + game.constant("white-dice-per-group") > 16:
        return None
    faces = game.constant("die-faces")
    return sum(faces ** (coloured + white) for coloured, white in dice_configurations(game))


@deriver(GAME, provides=("kingsburg-dice-odds",), targets=NEEDS, inputs=odds_problems)
def dice_odds(game: Game) -> list[DerivedTable]:
    """For each advisor, the chance of a group summing to its value, by dice held, with and
    without one "+2" token; no table when ``odds_problems`` finds any (validate reports them as
    derived-table errors)."""
    from .odds import Dice, group_odds, percent   # exact fractions: only when derived

    if odds_problems(game):
        return []
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
