"""Kingsburg's derived reference tables from its province sheet and enemies: soldiers needed,
building rows, enemy stacks. (The dice odds are in dice_table.py.)"""

from __future__ import annotations

from math import prod

from generator.api import DerivedTable, Game, deriver, is_whole, need, value

GAME = "kingsburg"
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


def roman(number) -> str:
    return ROMAN.get(number, str(number))


def whole(entity, path: str) -> int | None:
    found = value(entity, path)
    return found if is_whole(found) else None


def stacks(deck) -> dict[int, list]:
    """The deck's cards by stack number, in order (copies repeated)."""
    out: dict[int, list] = {}
    for card in deck.cards:
        number = whole(card, "stack")
        if number is not None:
            out.setdefault(number, []).extend([card] * card.copies)
    return dict(sorted(out.items()))


def modifier(space, kind: str | None) -> int:
    """A building's battle modifier, against one kind of enemy when given."""
    special = whole(space, f"battle_vs.{kind}") if kind else None
    return special if special is not None else (whole(space, "battle") or 0)


def bonus_range(spaces, kinds) -> range:
    """From all penalties together to the best sum of bonuses against any one kind of enemy."""
    opponents = [None, *kinds]
    low = min(sum(min(0, modifier(s, k)) for s in spaces) for k in opponents)
    high = max(sum(max(0, modifier(s, k)) for s in spaces) for k in opponents)
    return range(low, high + 1)


def soldiers_needed(strength_value: int, bonus: int, margin: int = 1) -> int:
    """Soldiers Chart score needed so that soldiers + building bonus beat the strength, that is
    reach ``margin`` above it (an equal value is a draw)."""
    return max(0, strength_value - bonus + margin)


@deriver(GAME, provides=("kingsburg-soldiers-needed",),
         targets={"enemies": "deck", "province-sheet": "board", "enemy-kinds": "set",
                  "battle-win-margin": "constant"})
def soldiers_table(game: Game) -> list[DerivedTable]:
    """For each enemy strength and each building bonus, the soldiers needed to win."""
    margin = game.constant("battle-win-margin")
    if not is_whole(margin):
        raise ValueError(f"constant 'battle-win-margin' is {margin!r}, not a whole number")
    deck = need(game.deck("enemies"), "deck 'enemies'")
    spaces = need(game.board("province-sheet"), "board 'province-sheet'").spaces
    kinds = need(game.value_set("enemy-kinds"), "set 'enemy-kinds'").values
    strengths = sorted({s for s in (whole(c, "strength") for c in deck.cards) if s is not None})
    bonuses = bonus_range(spaces, kinds)
    columns = ("Strength", *(f"{b:+d}" for b in bonuses))
    rows = tuple((s, *(soldiers_needed(s, b, margin) for b in bonuses)) for s in strengths)
    tie_winners = [str(s.name) for s in spaces if value(s, "wins_ties") is True]
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


def _totals(label: str, spaces, goods, discounters) -> tuple:
    costs = [sum(whole(s, f"cost.{good}") or 0 for s in spaces) for good in goods]
    cheaper = [sum(_discounted(s, d, goods) for s in spaces) for d in discounters]
    return (label, len(spaces), sum(whole(s, "vp") or 0 for s in spaces), *costs, sum(costs), *cheaper)


def _discounted(space, discounter, goods) -> int:
    """The goods a building costs while you own ``discounter`` (its ``effects.discount``)."""
    columns = value(discounter, "effects.discount.columns")
    applies = isinstance(columns, list) and whole(space, "column") in columns
    less = [whole(discounter, f"effects.discount.amount.{good}") or 0 if applies else 0 for good in goods]
    return sum(max(0, (whole(space, f"cost.{good}") or 0) - off) for good, off in zip(goods, less))


@deriver(GAME, provides=("kingsburg-building-rows",), targets={"province-sheet": "board"})
def building_rows(game: Game) -> list[DerivedTable]:
    """Per row of the province sheet: buildings, VP and the cost of building the whole row."""
    board = need(game.board("province-sheet"), "board 'province-sheet'")
    goods = list(board.space_attributes["cost"].resources or [])
    numbers = sorted({r for r in (whole(s, "row") for s in board.spaces) if r is not None})
    discounters = [s for s in board.spaces if isinstance(value(s, "effects.discount"), dict)]
    rows = [_totals(roman(r), [s for s in board.spaces if whole(s, "row") == r], goods, discounters)
            for r in numbers]
    rows.append(_totals("All", board.spaces, goods, discounters))
    names = [need(game.resource(good), f"resource '{good}'").name for good in goods]
    columns = ("Row", "Buildings", "VP", *names, "Goods", *(f"Goods with the {d.name}" for d in discounters))
    notes = ("Costs as printed; the last columns take off a building's discount (its effects.discount) "
             "where it applies.",)
    return [DerivedTable("kingsburg-building-rows", "Province sheet rows: VP and cost", columns,
                         tuple(rows), notes)]


@deriver(GAME, provides=("kingsburg-enemy-stacks",), targets={"enemies": "deck"})
def enemy_stack_table(game: Game) -> list[DerivedTable]:
    """Per enemy stack: cards, weakest, strongest and average strength, and the kinds in it."""
    deck = need(game.deck("enemies"), "deck 'enemies'")
    rows = []
    for number, cards in stacks(deck).items():
        values = [s for s in (whole(c, "strength") for c in cards) if s is not None]
        kinds = sorted({str(value(c, "kind")) for c in cards})
        average = f"{sum(values) / len(values):.1f}" if values else "-"
        rows.append((roman(number), len(cards), min(values, default="-"), max(values, default="-"),
                     average, ", ".join(kinds)))
    decks = prod(len(cards) for cards in stacks(deck).values())
    notes = [f"One card is drawn from each stack: {decks} possible Enemies Decks."]
    if deck.source is not None:
        notes.append(f"Source of the cards: {deck.source.cite()}.")
    columns = ("Stack", "Cards", "Weakest", "Strongest", "Average", "Kinds")
    return [DerivedTable("kingsburg-enemy-stacks", "Enemy stacks", columns, tuple(rows), tuple(notes))]
