"""The game board's regions: the player counts they are in play for, and their connectedness."""

from __future__ import annotations

from generator.model import entities as e
from generator.model.project import GameContent
from generator.model.values import is_unknown
from generator.rules.registry import Finding, related, rule

from generator.games.rurik.common import MAP, REGIONS_IN_PLAY, as_int, attribute_at, cell_at


def declared_counts(game: GameContent) -> list[tuple[int, int, e.Row]]:
    """(players, regions in play, row) from the regions-in-play table, in table order."""
    table = game.table(REGIONS_IN_PLAY)
    if table is None:
        return []
    out = []
    for row in table.rows:
        players, regions = (as_int(c) for c in row.cells[:2]) if len(row.cells) >= 2 else (None, None)
        if players is not None and regions is not None:
            out.append((players, regions, row))
    return out


def region_players(space) -> list[int]:
    """The player counts a region is in play for (its ``players`` attribute)."""
    value = space.attributes.get("players")
    if isinstance(value, list):
        return [n for n in (as_int(v) for v in value) if n is not None]
    return []


def regions_in_play(game: GameContent, players: int) -> list:
    """The map's regions in play for ``players``, in board order."""
    board = game.board(MAP)
    return [s for s in board.spaces if players in region_players(s)] if board else []


@rule("rurik-regions-in-play", game="rurik")
def regions_nested(game: GameContent):
    """Regions in play nest by player count and number 8, 11 and 15 for 2, 3 and 4 players.

    A region in play for N players is in play for every larger count; each set has the setup's size.

    Passes: ``players: [2, 3, 4]`` on the 8 green regions, ``[3, 4]`` on 3 yellow, ``[4]`` on 4 brown.
    Fails: ``players: [2, 4]`` (in play for 2 but not 3), or 9 regions with ``2`` in their list.
    """
    board, counts = game.board(MAP), declared_counts(game)
    if board is None or not counts:
        return
    known = sorted(p for p, _, _ in counts)
    for space in board.spaces:
        yield from _nesting(game, space, known)
    for players, size, row in counts:
        found = len(regions_in_play(game, players))
        if found != size:
            yield Finding(f"{found} regions are in play for {players} players, but the setup says "
                          f"{size}", cell_at(game, row, 1))


def _nesting(game: GameContent, space, known: list[int]):
    listed = region_players(space)
    pos = attribute_at(space, "players")
    if not listed:
        yield Finding(f"region '{space.id}' names no player count it is in play for", pos)
        return
    stray = [p for p in listed if p not in known]
    if stray:
        yield Finding(f"region '{space.id}': {stray[0]} players is no player count of the setup "
                      f"({', '.join(map(str, known))})", pos)
    missing = [p for p in known if p > min(listed) and p not in listed]
    if missing:
        yield Finding(f"region '{space.id}' is in play for {min(listed)} players but not for "
                      f"{missing[0]}", pos)


@rule("rurik-map-connected", game="rurik")
def map_connected(game: GameContent):
    """For each player count, the regions in play form one connected map.

    Passes: the 8 green regions, each reachable from Novgorod through green regions.
    Fails: Rostov's only green neighbours removed from its adjacency (and theirs).
    """
    for players, _, row in declared_counts(game):
        spaces = regions_in_play(game, players)
        if not spaces:
            continue
        reached = _reach(spaces)
        for space in spaces:
            if space.id not in reached:
                yield Finding(f"with {players} players, '{space.id}' cannot be reached from "
                              f"'{spaces[0].id}' through regions in play", space.at("adjacent"),
                              related(row.pos, f"regions in play for {players} players"))


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
