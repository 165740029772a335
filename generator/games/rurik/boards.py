"""The claim board, the strategy board and the household mat's boat."""

from __future__ import annotations

from itertools import pairwise

from generator.model import entities as e
from generator.model.project import GameContent
from generator.model.values import Unknown
from generator.rules.registry import Finding, related, rule

from generator.games.rurik.common import (
    CLAIM_TRACKS, COIN_SUFFIX, HOUSEHOLD_MAT, MAP, STRATEGY_TABLES, TRADE_TRACK, as_int, cell_at,
)


def claim_levels(track: e.Track) -> list[tuple[e.Threshold, e.TrackSpace, int | Unknown | None]]:
    """(threshold, space, requirement) of a claim track, in track order."""
    spaces = {s.index: s for s in track.spaces}
    placed = [(t.at_index, t) for t in track.thresholds if isinstance(t.at_index, int)]
    levels = []
    for at_index, threshold in sorted(placed, key=lambda pair: pair[0]):
        space = spaces.get(at_index)
        if space is not None:
            levels.append((threshold, space, space.value))
    return levels


def key_regions(game: GameContent, track_id: str, index: int) -> list[str]:
    """Regions a claim space also requires (map regions whose ``claim`` attribute names it)."""
    board = game.board(MAP)
    out = []
    for space in board.spaces if board else []:
        claim = space.attributes.get("claim")
        if isinstance(claim, dict) and claim.get("track") == track_id and claim.get("index") == index:
            out.append(space.id)
    return out


@rule("rurik-claim-thresholds", game="rurik")
def claim_thresholds(game: GameContent):
    """Up each claim track the VP and the conditions rise strictly.

    A condition may repeat only where the higher space adds regions that must be ruled (Kiev and
    Novgorod at the rule track's top).

    Passes: build track conditions 2, 3, 4, 5, 7 scoring 1, 2, 3, 5, 8 VP.
    Fails: VP 1, 2, 2, 5, 8; or build conditions 2, 3, 3, 5, 7 (no added region at the tie).
    """
    for track_id in CLAIM_TRACKS:
        track = game.track(track_id)
        levels = claim_levels(track) if track else []
        for (low, low_space, low_need), (high, space, need) in pairwise(levels):
            if isinstance(low.value, int) and isinstance(high.value, int) and high.value <= low.value:
                yield Finding(f"track '{track_id}': {high.value} VP at space {high.at_index} does not "
                              f"rise above {low.value} VP at space {low.at_index}", high.at("value"))
            if not (isinstance(low_need, int) and isinstance(need, int)):
                continue
            widened = key_regions(game, track_id, space.index)
            if need < low_need or (need == low_need and not widened):
                yield Finding(f"track '{track_id}': space {space.index} asks for {need}, not more than "
                              f"space {low_space.index} ({low_need})", space.at("value"),
                              related(low_space.at("value"), f"space {low_space.index}"))


@rule("rurik-strategy-strength", game="rurik")
def strategy_strength(game: GameContent):
    """Going down a strategy-board column the action's strength never rises; coin costs are 0-2.

    Passes: a muster column 3, 2, 1, 1 with coins 0, 0, 0, 1.
    Fails: a move column 3, 2, 3; a coin cost of 3.
    """
    for table_id in STRATEGY_TABLES:
        table = game.table(table_id)
        if table is None:
            continue
        for i, column in enumerate(table.columns):
            values = [(row, as_int(row.cells[i]) if i < len(row.cells) else None) for row in table.rows]
            if column.id.endswith(COIN_SUFFIX):
                yield from _coin_cells(game, table, i, values)
            else:
                yield from _falling(game, table, column, i, values)


def _falling(game, table, column, index, values):
    for (above, high), (row, low) in pairwise(values):
        if high is not None and low is not None and low > high:
            yield Finding(f"'{table.id}' {column.label}: {low} in row '{row.label}' is above {high} "
                          f"in row '{above.label}'", cell_at(game, row, index))


def _coin_cells(game, table, index, values):
    for row, coins in values:
        if index >= len(row.cells):
            continue  # a short row: table-shape reports it
        if coins is None or not 0 <= coins <= 2:
            yield Finding(f"'{table.id}': coin cost '{row.cells[index]}' in row '{row.label}' is not "
                          "0, 1 or 2", cell_at(game, row, index))


@rule("rurik-boat-capacity", game="rurik")
def boat_capacity(game: GameContent):
    """The boat holds at least the goods the trade track's top space asks for.

    Passes: boat columns of 2, 3, 3, 2 and 1 spaces (11) and a top trade condition of 11.
    Fails: a top trade condition of 12.
    """
    board, track = game.board(HOUSEHOLD_MAT), game.track(TRADE_TRACK)
    if board is None or track is None or not claim_levels(track):
        return
    capacity = sum(as_int(s.attributes.get("capacity")) or 0 for s in board.spaces)
    _, top, need = claim_levels(track)[-1]
    if isinstance(need, int) and need > capacity:
        yield Finding(f"the trade track's top space asks for {need} goods on the boat, which holds "
                      f"{capacity}", top.at("value"), related(board.pos, "the household mat"))
