"""Pieces: the goods supply, the advisors and the structures agree with the components list."""

from __future__ import annotations

from collections import Counter

from generator.model.project import GameContent
from generator.rules.registry import Finding, related, rule

from generator.games.rurik.common import (
    ADVISOR_SHEET, CONVERSIONS, GOODS_SHEET, HOUSEHOLD_MAT, MAP, ROUND_TRACK,
    STRUCTURE_SHEET, as_int, attribute_at, cell_at, column_index, id_list, item_at,
    resources_of_kind, sheet,
)

# Game Components: "Six per player color, numbered 1-5 (with two #2s)".
ADVISOR_NUMBERS = (1, 2, 2, 3, 4, 5)
# Game Components: "three structure types (Church, Market, Stronghold), with three of each type".
STRUCTURE_TYPES = ("church", "market", "stronghold")
STRUCTURES_PER_TYPE = 3
GOOD_TOKEN_PREFIX = "good-"


@rule("rurik-goods-supply", game="rurik")
def goods_supply(game: GameContent):
    """The goods supply has one kind of piece per good, and every piece names a good.

    Passes: tokens ``good-fur`` ... ``good-honey`` with resources fur ... honey of kind good.
    Fails: a token ``good-salt`` (no such good), or no token for honey.
    """
    supply, goods = sheet(game, GOODS_SHEET), resources_of_kind(game, "good")
    if supply is None:
        return
    named = set()
    for token in supply.tokens:
        good = token.id.removeprefix(GOOD_TOKEN_PREFIX)
        named.add(good)
        if good not in goods:
            yield Finding(f"goods piece '{token.id}' names '{good}', which is no good", token.at("id"))
    for good, resource in goods.items():
        if good not in named:
            yield Finding(f"good '{good}' has no pieces in '{supply.id}'", resource.at("id"),
                          related(supply.at("tokens"), "the goods pieces"))


@rule("rurik-good-references", game="rurik")
def good_references(game: GameContent):
    """Every good a region produces, a boat column holds or a conversion spends is a good.

    Passes: ``good: wood`` on Novgorod; ``"wood, ore"`` in the build conversion.
    Fails: ``good: timber`` on Novgorod; ``"wood, stone"`` in the build conversion.
    """
    goods = resources_of_kind(game, "good")
    for board_id in (MAP, HOUSEHOLD_MAT):
        board = game.board(board_id)
        for space in board.spaces if board else []:
            good = space.attributes.get("good")
            if good is not None and good not in goods:
                yield Finding(f"'{space.id}' names the good '{good}', which is no good",
                              attribute_at(space, "good"))
    yield from _conversion_goods(game, goods)


def _conversion_goods(game: GameContent, goods):
    table = game.table(CONVERSIONS)
    index = column_index(table, "conversion-spend") if table else None
    if table is None or index is None:
        return
    for row in table.rows:
        for good in id_list(row.cells[index]) if index < len(row.cells) else []:
            if good not in goods:
                yield Finding(f"conversion '{row.label}' spends '{good}', which is no good",
                              cell_at(game, row, index))


@rule("rurik-advisors", game="rurik")
def advisors(game: GameContent):
    """Each colour's advisors are numbered 1, 2, 2, 3, 4, 5 and the round-track advisors are among them.

    (The generic component-count check compares six per colour x colours with the declared 24.)

    Passes: tokens 1, 2 (2 copies), 3, 4, 5; round-track markers ``advisor-2`` and ``advisor-3``.
    Fails: two copies of ``advisor-3``; a round-track marker ``advisor-6``.
    """
    pieces = sheet(game, ADVISOR_SHEET)
    if pieces is None:
        return
    numbers = sorted(n for t in pieces.tokens for n in [as_int(t.label)] * t.copies if n is not None)
    if tuple(numbers) != ADVISOR_NUMBERS:
        yield Finding(f"each colour's advisors are numbered {_listed(numbers)}, but the rulebook "
                      f"says {_listed(ADVISOR_NUMBERS)}", pieces.at("tokens"))
    yield from _round_track_advisors(game, {t.id for t in pieces.tokens})


def _listed(numbers) -> str:
    return ", ".join(map(str, numbers))


def _round_track_advisors(game: GameContent, advisor_ids: set[str]):
    track = game.track(ROUND_TRACK)
    for space in track.spaces if track else []:
        for i, marker in enumerate(space.markers):
            if marker.startswith("advisor") and marker not in advisor_ids:
                yield Finding(f"round track space {space.index} holds '{marker}', which is no advisor "
                              f"of '{ADVISOR_SHEET}'", item_at(space, "markers", i))


@rule("rurik-structures", game="rurik")
def structures(game: GameContent):
    """Each colour has three structure types (church, market, stronghold), three of each.

    (The generic component-count check compares 9 per colour x colours with the declared 36.)
    Passes: church, market and stronghold tokens with 3 copies each.
    Fails: ``copies: 2`` on the church; a token ``structure-tower``.
    """
    pieces = sheet(game, STRUCTURE_SHEET)
    if pieces is None:
        return
    seen: Counter[str] = Counter()
    index = game.index()
    for token in pieces.tokens:
        kind = token.id.removeprefix("structure-")
        seen[kind] += 1
        if kind not in STRUCTURE_TYPES or index.get(kind) is None:
            yield Finding(f"'{token.id}' is no structure type ({', '.join(STRUCTURE_TYPES)})",
                          token.at("id"))
        elif token.copies != STRUCTURES_PER_TYPE:
            yield Finding(f"'{token.id}': {token.copies} per colour, but the rulebook says "
                          f"{STRUCTURES_PER_TYPE}", token.at("copies"))
    for kind in STRUCTURE_TYPES:
        if seen[kind] == 0:
            yield Finding(f"no '{kind}' among the structures", pieces.at("tokens"))
