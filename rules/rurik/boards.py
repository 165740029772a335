"""The household mat's boat and the claim tracks it scores on."""

from __future__ import annotations

from generator.api import Finding, Game, is_whole, need, position, related, rule, value

GAME = "rurik"
HOUSEHOLD_MAT, TRADE_TRACK = "household-mat", "claim-trade"


def claim_levels(track) -> list:
    """(threshold, space) of a track's thresholds, in track order, for spaces with a known value."""
    spaces = {s.index: s for s in track.spaces}
    placed = sorted((t for t in track.thresholds if is_whole(t.at_index)), key=lambda t: t.at_index)
    return [(t, spaces[t.at_index]) for t in placed if t.at_index in spaces and is_whole(spaces[t.at_index].value)]


@rule("rurik-boat-capacity", game=GAME, targets={HOUSEHOLD_MAT: "board", TRADE_TRACK: "track"})
def boat_capacity(game: Game):
    """The boat holds at least the goods the trade track's top space asks for.

    Passes: boat columns of 2, 3, 3, 2 and 1 spaces (11) and a top trade condition of 11.
    Fails: a top trade condition of 12.
    """
    board = need(game.board(HOUSEHOLD_MAT), "board 'household-mat'")
    levels = claim_levels(need(game.track(TRADE_TRACK), "track 'claim-trade'"))
    if not levels:
        return
    capacity = sum(n for s in board.spaces if is_whole(n := value(s, "capacity")))
    _, top = levels[-1]
    if top.value > capacity:
        yield Finding(f"the trade track's top space asks for {top.value} goods on the boat, which holds "
                      f"{capacity}", position(top, "value"), related(board.pos, "the household mat"))
