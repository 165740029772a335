"""Reference tables computed from Rurik's content: costs, casualty checks, claim VP, regions in
play and the Rebellion's VP."""

from __future__ import annotations

import math
from itertools import combinations

from generator.api import DerivedTable, Game, deriver, is_whole, need, value

from .boards import claim_levels
from .regions import IN_PLAY, MAP, TARGETS as REGION_TARGETS, counts, regions_in_play

GAME = "rurik"
STRATEGY_TABLES = ("strategy-board-1-2", "strategy-board-3-4")
CLAIM_TRACKS = ("claim-rule", "claim-build", "claim-trade")
LEADERS, DEEDS = "leader-cards", "deeds"
REBELLION_VP_ROWS = 8  # how many VP steps the Rebellion scoring table shows


def whole(entity, path: str, owner=None) -> int | None:
    found = value(entity, path, owner)
    return found if is_whole(found) else None


def strengths(game: Game, action: str) -> list[int]:
    """Every strength the strategy boards offer for ``action``, smallest first."""
    found: set[int] = set()
    for table in (need(game.table(t), f"table '{t}'") for t in STRATEGY_TABLES):
        for column in table.columns:
            if column.label.lower() == action:
                found.update(n for r in table.rows if (n := whole(r, column.id, table)) is not None)
    return sorted(found)


@deriver(GAME, provides=("rurik-point-costs",),
         targets={"point-costs": "table", LEADERS: "deck", **dict.fromkeys(STRATEGY_TABLES, "table")})
def point_costs(game: Game) -> list[DerivedTable]:
    """Goods collected or structures built for each strength of the strategy board."""
    table = need(game.table("point-costs"), "table 'point-costs'")
    leaders = [c for c in need(game.deck(LEADERS), "deck 'leader-cards'").cards if "tax_cost" in c.attributes]
    columns = ("Action", "Points", "Where you rule", "Where you do not rule",
               *(f"In {c.title}'s region" for c in leaders))
    rows = []
    for row in table.rows:
        action = value(row, "cost-action", table)
        ruled, unruled = whole(row, "cost-ruled", table), whole(row, "cost-unruled", table)
        if not ruled or not unruled:
            continue
        special = [whole(c, f"{action}_cost") for c in leaders]
        for points in strengths(game, str(action)):
            rows.append((row.label, points, points // ruled, points // unruled,
                         *(points // cost if cost else "-" for cost in special)))
    notes = ("Whole goods or structures a strength of the strategy board buys: points divided by the "
             "cost per good or structure, rounded down.",)
    return [DerivedTable("rurik-point-costs", "Tax and build: what the points buy", columns,
                         tuple(rows), notes)]


def _casualty_parts(table):
    """(base count, base label, [(label, extra)]) from the casualty-check table."""
    base, label, extras = 0, "", []
    for row in table.rows:
        count = whole(row, "casualty-cards", table)
        if value(row, "casualty-kind", table) == "base":
            base, label = base + (count or 0), row.label or ""
        elif count is not None:
            extras.append((row.label, count))
    return base, label, extras


def _fewer(card) -> int:
    """How many cards fewer a card's ``casualty_reveal`` makes a casualty check reveal."""
    return abs(whole(card, "casualty_reveal") or 0)


def _casualty_modifiers(game: Game) -> list[tuple[str, int]]:
    """Who reveals fewer cards: each leader with ``casualty_reveal``; the deeds grouped by how many."""
    leaders = [c for c in need(game.deck(LEADERS), "deck 'leader-cards'").cards if _fewer(c)]
    deeds = [c for c in need(game.deck(DEEDS), "deck 'deeds'").cards if _fewer(c)]
    out = [(f"In {c.title}'s region", _fewer(c)) for c in leaders]
    for fewer in sorted({_fewer(c) for c in deeds}):
        titles = ", ".join(str(c.title) for c in deeds if _fewer(c) == fewer)
        out.append((f"Attack point of a deed ({titles})", fewer))
    return out


@deriver(GAME, provides=("rurik-casualty-reveals",),
         targets={"casualty-check": "table", LEADERS: "deck", DEEDS: "deck"})
def casualty_reveals(game: Game) -> list[DerivedTable]:
    """Scheme cards revealed in a casualty check, for every situation of the attack."""
    base, base_label, extras = _casualty_parts(need(game.table("casualty-check"), "table 'casualty-check'"))
    if not base and not extras:
        return []
    modifiers = _casualty_modifiers(game)
    rows = []
    for size in range(len(extras) + 1):
        for chosen in combinations(extras, size):
            count = base + sum(extra for _, extra in chosen)
            situation = " + ".join(label for label, _ in chosen) or base_label
            rows.append((situation, count, *(max(0, count - less) for _, less in modifiers)))
    columns = ("Situation", "Cards revealed", *(label for label, _ in modifiers))
    notes = ("Stop at the first casualty icon. With 0 cards to reveal there is no casualty check.",)
    return [DerivedTable("rurik-casualty-reveals", "Casualty check: scheme cards revealed", columns,
                         tuple(rows), notes)]


def key_regions(game: Game, track_id: str, index: int) -> list[str]:
    """Names of the map regions whose ``claim`` names this space of a track."""
    board = need(game.board(MAP), "board 'map'")
    return [str(s.name) for s in board.spaces
            if value(s, "claim.track") == track_id and value(s, "claim.index") == index]


@deriver(GAME, provides=("rurik-claim-vp",), targets={MAP: "board", **dict.fromkeys(CLAIM_TRACKS, "track")})
def claim_vp(game: Game) -> list[DerivedTable]:
    """What each claim track asks for, by the VP it scores."""
    tracks = [need(game.track(t), f"track '{t}'") for t in CLAIM_TRACKS]
    by_vp: dict[int, dict[str, str]] = {}
    for track in tracks:
        for threshold, space in claim_levels(track):
            if is_whole(threshold.value):
                names = key_regions(game, track.id, space.index)
                need_text = f"{space.value} including {' and '.join(names)}" if names else str(space.value)
                by_vp.setdefault(threshold.value, {})[track.id] = need_text
    rows = tuple((vp, *(by_vp[vp].get(t.id, "-") for t in tracks)) for vp in sorted(by_vp))
    columns = ("VP", *(t.name for t in tracks))
    notes = ("Rule: regions ruled. Build: adjacent regions with your structures. Trade: goods on "
             "your boat. Markers never move down.",)
    return [DerivedTable("rurik-claim-vp", "Claim tracks: conditions and VP", columns, rows, notes)] if rows else []


@deriver(GAME, provides=("rurik-regions-in-play",), targets=REGION_TARGETS)
def regions_table(game: Game) -> list[DerivedTable]:
    """The regions in play for each player count, with their colours as the map gives them."""
    rows = []
    for players, size in sorted(counts(game).items()):
        colours = list(dict.fromkeys(str(value(s, "colour")) for s in regions_in_play(game, players)))
        label = f"{players} players" + (" (and solo)" if players == min(IN_PLAY) else "")
        rows.append((label, size, ", ".join(colours)))
    notes = ("Solo mode follows the setup for two players.",)
    return [DerivedTable("rurik-regions-in-play", "Regions in play", ("Game", "Regions", "Colours"),
                         tuple(rows), notes)] if rows else []


def rebellion_vp(count: int, per: int, rounding: str = "up") -> int:
    """VP the Rebellion scores for ``count`` coins or dock goods."""
    return math.ceil(count / per) if rounding == "up" else count // per


def _vp_range(vp: int, per: int, rounding: str) -> str:
    """The counts that score exactly ``vp``, e.g. '4-6'."""
    found = [n for n in range(per * (vp + 1) + 1) if rebellion_vp(n, per, rounding) == vp]
    return str(found[0]) if found[0] == found[-1] else f"{found[0]}-{found[-1]}"


@deriver(GAME, provides=("rurik-rebellion-scoring",), targets={"rebellion-scoring": "table"})
def rebellion_scoring(game: Game) -> list[DerivedTable]:
    """The Rebellion's VP for coins and for goods on its dock."""
    table = need(game.table("rebellion-scoring"), "table 'rebellion-scoring'")
    parts = [(str(r.label), per, str(value(r, "rebellion-rounding", table)))
             for r in table.rows if (per := whole(r, "rebellion-per-vp", table))]
    if not parts:
        return []
    rows = tuple((vp, *(_vp_range(vp, per, rounding) for _, per, rounding in parts))
                 for vp in range(REBELLION_VP_ROWS + 1))
    notes = tuple(f"{label}: 1 VP per {per}, rounded {rounding}." for label, per, rounding in parts)
    return [DerivedTable("rurik-rebellion-scoring", "Rebellion scoring", ("VP", *(p[0] for p in parts)),
                         rows, notes)]
