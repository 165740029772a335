"""The province sheet: 20 buildings in 5 rows of 4, their costs and battle modifiers."""

from __future__ import annotations

from generator.games.kingsburg.common import (
    ENEMY_DECK, GAME, PROVINCE, attribute_at, is_int, key_at, missing, roman, value_at,
)
from generator.model import entities as e
from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

# The province sheet's layout (every public source: 5 rows of 4; the rulebook: rows built from
# the left, the destroyed building found by column).
ROWS = range(1, 6)
COLUMNS = range(1, 5)
# D. Construct Buildings: costs are paid in goods; the goods are gold, wood and stone (Setup).
BUILDING_GOODS = ("gold", "wood", "stone")


def buildings(game: GameContent):
    board = game.board(PROVINCE)
    return board.spaces if board else []


@rule("kingsburg-building-grid", game=GAME)
def building_grid(game: GameContent):
    """The province sheet has 5 rows (I-V) of 4 columns (I-IV), one building in each place.

    Passes: Statue ``row: 1, column: 1`` ... Embassy ``row: 5, column: 4``.
    Fails: two buildings at row 2, column 3 (so another place is empty), or ``column: 5``.
    """
    board = game.board(PROVINCE)
    if board is None:
        yield missing(game, "province sheet board", PROVINCE)
        return
    placed: dict[tuple[int, int], e.Space] = {}
    for space in board.spaces:
        row, column = space.attributes.get("row"), space.attributes.get("column")
        if not (is_int(row) and row in ROWS and is_int(column) and column in COLUMNS):
            yield Finding(f"building '{space.id}' is at row {row!r}, column {column!r}; rows are "
                          f"1-{ROWS.stop - 1} and columns 1-{COLUMNS.stop - 1}", attribute_at(space, "row"))
        elif (row, column) in placed:
            first = placed[(row, column)]
            yield Finding(f"building '{space.id}' is at row {roman(row)}, column {roman(column)}, "
                          f"already the place of '{first.id}'", attribute_at(space, "row"),
                          related(attribute_at(first, "row"), "first placed here"))
        else:
            placed[(row, column)] = space
    empty = [f"{roman(r)}/{roman(c)}" for r in ROWS for c in COLUMNS if (r, c) not in placed]
    if empty:
        yield Finding(f"no building at row/column {', '.join(empty)}", board.at("spaces"))


@rule("kingsburg-building-names", game=GAME)
def building_names(game: GameContent):
    """Every building on the province sheet has its own name.

    Passes: ``Guard Tower`` and ``Blacksmith``. Fails: two buildings named ``Guard Tower``.
    """
    seen: dict[str, e.Space] = {}
    for space in buildings(game):
        key = space.name.casefold().strip()
        if key in seen:
            yield Finding(f"building name '{space.name}' is already used by '{seen[key].id}'",
                          space.at("name"), related(seen[key].at("name"), "first used here"))
        seen.setdefault(key, space)


@rule("kingsburg-building-costs", game=GAME)
def building_costs(game: GameContent):
    """A building costs only gold, wood and stone, in whole non-negative amounts, and scores VP >= 0.

    Passes: ``cost: {gold: 3, stone: 1}``, ``vp: 5``.
    Fails: ``cost: {gold: -1}``, ``cost: {soldier: 1}``, ``vp: -2``, or no cost at all.
    """
    for space in buildings(game):
        cost = space.attributes.get("cost")
        if not isinstance(cost, dict):
            yield Finding(f"building '{space.id}' needs a cost mapping of gold, wood and stone",
                          attribute_at(space, "cost"))
        else:
            yield from _cost_findings(space, cost)
        vp = space.attributes.get("vp")
        if not is_int(vp) or vp < 0:
            yield Finding(f"building '{space.id}' scores {vp!r} VP; VP are whole numbers of 0 or more",
                          attribute_at(space, "vp"))


def _cost_findings(space, cost):
    fallback = attribute_at(space, "cost")
    for good, number in cost.items():
        if good not in BUILDING_GOODS:
            yield Finding(f"building '{space.id}' costs '{good}'; buildings cost only "
                          f"{', '.join(BUILDING_GOODS)}", key_at(cost, good, fallback))
        elif not is_int(number) or number < 0:
            yield Finding(f"building '{space.id}' costs {number!r} {good}; a cost is a whole number "
                          "of 0 or more", value_at(cost, good, fallback))


@rule("kingsburg-building-battle", game=GAME)
def building_battle(game: GameContent):
    """A battle modifier is a whole number; one against a kind of enemy names a kind in the enemy deck.

    Passes: the Palisade ``battle: 1`` with ``battle_vs: {zombies: 2}`` and Zombies in the deck.
    Fails: ``battle: plus one``, ``battle_vs: {zombie: 2}`` (no enemy of kind 'zombie').
    """
    deck = game.deck(ENEMY_DECK)
    kinds = {card.attributes.get("kind") for card in deck.cards} if deck else set()
    for space in buildings(game):
        battle = space.attributes.get("battle")
        if not is_int(battle):
            yield Finding(f"building '{space.id}' has battle modifier {battle!r}; write a whole number "
                          "(0 for none)", attribute_at(space, "battle"))
        versus = space.attributes.get("battle_vs", {})
        if not isinstance(versus, dict):
            yield Finding(f"building '{space.id}': battle_vs maps enemy kinds to modifiers",
                          attribute_at(space, "battle_vs"))
            continue
        fallback = attribute_at(space, "battle_vs")
        for kind, number in versus.items():
            if deck is not None and kind not in kinds:
                yield Finding(f"building '{space.id}' has a modifier against '{kind}', which is no "
                              f"kind of enemy in '{ENEMY_DECK}'", key_at(versus, kind, fallback))
            if not is_int(number):
                yield Finding(f"building '{space.id}' has modifier {number!r} against '{kind}'; write a "
                              "whole number", value_at(versus, kind, fallback))
