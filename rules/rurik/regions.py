"""The game board's regions: how many are in play for each player count, and that they connect.

The counts are the content's constants (``regions-in-play-2`` ...); each region lists the player
counts it is in play for.
"""

from __future__ import annotations

from generator.api import Finding, Game, is_unknown, is_whole, need, position, related, rule, value

GAME = "rurik"
MAP = "map"
IN_PLAY = {2: "regions-in-play-2", 3: "regions-in-play-3", 4: "regions-in-play-4"}
"""The constant that gives the regions in play, by the player count it is for."""
TARGETS = {MAP: "board", **dict.fromkeys(IN_PLAY.values(), "constant")}


def region_players(space) -> list[int]:
    """The player counts a region is in play for (its ``players`` attribute)."""
    listed = value(space, "players")
    return [n for n in listed if is_whole(n)] if isinstance(listed, list) else []


def regions_in_play(game: Game, players: int) -> list:
    """The map's regions in play for ``players``, in board order."""
    board = game.board(MAP)
    return [s for s in board.spaces if players in region_players(s)] if board else []


def counts(game: Game) -> dict[int, int]:
    """Regions in play by player count, as the constants give them."""
    found = {players: game.constant(ident) for players, ident in IN_PLAY.items()}
    return {players: n for players, n in found.items() if is_whole(n)}


def constant_at(game: Game, players: int):
    """Where the count for ``players`` is written."""
    return position(game.index()[IN_PLAY[players]], "value")


@rule("rurik-regions-in-play", game=GAME, targets=TARGETS)
def regions_nested(game: Game):
    """Regions in play nest by player count, and each count has as many as the setup says.

    A region in play for N players is in play for every larger count (8, 11 and 15 regions for
    2, 3 and 4 players, as the constants ``regions-in-play-2``, ``-3`` and ``-4`` give them).

    Passes: ``players: [2, 3, 4]`` on the 8 green regions, ``[3, 4]`` on 3 yellow, ``[4]`` on 4 brown.
    Fails: ``players: [2, 4]`` (in play for 2 but not 3), or 9 regions with ``2`` in their list.
    """
    board, known = need(game.board(MAP), "board 'map'"), counts(game)
    for space in board.spaces:
        yield from _nesting(space, sorted(known))
    for players, size in known.items():
        found = len(regions_in_play(game, players))
        if found != size:
            yield Finding(f"{found} regions are in play for {players} players, but the setup says {size}",
                          constant_at(game, players))


def _nesting(space, known: list[int]):
    listed = region_players(space)
    if not listed:
        return   # an empty or refused list: the declaration reports it
    pos = position(space, "players")
    stray = [p for p in listed if p not in known]
    if stray:
        yield Finding(f"region '{space.id}': {stray[0]} players is no player count of the setup "
                      f"({', '.join(map(str, known))})", pos)
    missing = [p for p in known if p > min(listed) and p not in listed]
    if missing:
        yield Finding(f"region '{space.id}' is in play for {min(listed)} players but not for {missing[0]}", pos)


@rule("rurik-map-connected", game=GAME, targets=TARGETS)
def map_connected(game: Game):
    """For each player count, the regions in play form one connected map.

    Passes: the 8 green regions, each reachable from Novgorod through green regions.
    Fails: Rostov's only green neighbours removed from its adjacency (and theirs).
    """
    for players in sorted(counts(game)):
        spaces = regions_in_play(game, players)
        if not spaces:
            continue
        reached = _reach(spaces)
        for space in spaces:
            if space.id not in reached:
                yield Finding(f"with {players} players, '{space.id}' cannot be reached from "
                              f"'{spaces[0].id}' through regions in play", position(space, "adjacent"),
                              related(constant_at(game, players), f"regions in play for {players} players"))


def _reach(spaces) -> set[str]:
    """IDs reachable from the first space, moving only between the given spaces."""
    by_id = {s.id: s for s in spaces}
    reached, todo = {spaces[0].id}, [spaces[0]]
    while todo:
        space = todo.pop()
        neighbours = [] if is_unknown(space.adjacent) else (space.adjacent or [])
        for other in neighbours:
            if other in by_id and other not in reached:
                reached.add(other)
                todo.append(by_id[other])
    return reached
