"""Reference tables computed from Rurik's content: costs, casualty checks, claim VP, Rebellion VP."""

from __future__ import annotations

import math
from itertools import combinations

from generator.model.project import GameContent
from generator.rules.derived import DerivedTable, deriver

from generator.games.rurik.boards import claim_levels, key_regions
from generator.games.rurik.common import (
    CASUALTY_CHECK, CLAIM_TRACKS, COIN_SUFFIX, DEED_COMPONENT, MAP, POINT_COSTS, REBELLION_SCORING,
    STRATEGY_TABLES, as_int, encoding,
)

REBELLION_VP_ROWS = 8  # how many VP steps the Rebellion scoring table lists


def _attribute_cards(game: GameContent, name: str) -> list:
    """Cards of every deck with attribute ``name``, in content order."""
    return [c for d in game.decks for c in d.cards if name in c.attributes]


def strengths(game: GameContent, action: str) -> list[int]:
    """Every strength the strategy boards offer for ``action``, smallest first."""
    found: set[int] = set()
    for table_id in STRATEGY_TABLES:
        table = game.table(table_id)
        if table is None:
            continue
        for i, column in enumerate(table.columns):
            if column.label.lower() == action and not column.id.endswith(COIN_SUFFIX):
                found.update(n for n in (as_int(r.cells[i]) for r in table.rows) if n is not None)
    return sorted(found)


@deriver("rurik", provides=("rurik-point-costs",))
def point_costs(game: GameContent) -> list[DerivedTable]:
    """Goods collected or structures built for each strength of the strategy board."""
    table = game.table(POINT_COSTS)
    if table is None:
        return []
    leaders = _attribute_cards(game, "tax_cost")
    columns = ("Action", "Points", "Where you rule", "Where you do not rule",
               *(f"In {c.title}'s region" for c in leaders))
    rows = []
    for row in table.rows:
        action, ruled, unruled = row.cells[0], as_int(row.cells[1]), as_int(row.cells[2])
        if not ruled or not unruled:
            continue
        special = [as_int(c.attributes.get(f"{action}_cost")) for c in leaders]
        for points in strengths(game, str(action)):
            rows.append((row.label, points, points // ruled, points // unruled,
                         *(points // cost if cost else "-" for cost in special)))
    notes = ("Whole goods or structures a strength of the strategy board buys: points divided by the "
             "cost per good or structure, rounded down.",)
    return [DerivedTable("rurik-point-costs", "Tax and build: what the points buy", columns,
                         tuple(rows), notes)]


def _casualty_parts(game: GameContent):
    """(base count, base label, [(label, extra)]) from the casualty-check table."""
    table = game.table(CASUALTY_CHECK)
    base, label, extras = 0, "", []
    for row in table.rows if table else []:
        kind, count = row.cells[0], as_int(row.cells[1])
        if kind == "base":
            base, label = base + (count or 0), row.label or ""
        elif count is not None:
            extras.append((row.label, count))
    return base, label, extras


def _casualty_modifiers(game: GameContent) -> list[tuple[str, int]]:
    """Who reveals fewer cards: each leader with ``casualty_reveal``; the deeds grouped by how many."""
    deeds = encoding(game, DEED_COMPONENT)
    deed_ids = {c.id for c in deeds.cards} if deeds else set()
    cards = _attribute_cards(game, "casualty_reveal")
    out = [(f"In {c.title}'s region", _fewer(c)) for c in cards if c.id not in deed_ids]
    deed_cards = [c for c in cards if c.id in deed_ids]
    for fewer in sorted({_fewer(c) for c in deed_cards}):
        titles = ", ".join(str(c.title) for c in deed_cards if _fewer(c) == fewer)
        out.append((f"Attack point of a deed ({titles})", fewer))
    return out


def _fewer(card) -> int:
    """How many cards fewer a card's ``casualty_reveal`` makes a casualty check reveal."""
    return abs(as_int(card.attributes["casualty_reveal"]) or 0)


@deriver("rurik", provides=("rurik-casualty-reveals",))
def casualty_reveals(game: GameContent) -> list[DerivedTable]:
    """Scheme cards revealed in a casualty check, for every situation of the attack."""
    base, base_label, extras = _casualty_parts(game)
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


def _condition(game: GameContent, track_id: str, space, need) -> str:
    regions = key_regions(game, track_id, space.index)
    board = game.board(MAP)
    names = [s.name for s in board.spaces if s.id in regions] if board else []
    return f"{need} including {' and '.join(names)}" if names else str(need)


@deriver("rurik", provides=("rurik-claim-vp",))
def claim_vp(game: GameContent) -> list[DerivedTable]:
    """What each claim track asks for, by the VP it scores."""
    tracks = [t for t in (game.track(i) for i in CLAIM_TRACKS) if t is not None]
    by_vp: dict[int, dict[str, str]] = {}
    for track in tracks:
        for threshold, space, need in claim_levels(track):
            if not isinstance(threshold.value, int):
                continue
            by_vp.setdefault(threshold.value, {})[track.id] = _condition(game, track.id, space, need)
    rows = tuple((vp, *(by_vp[vp].get(t.id, "-") for t in tracks)) for vp in sorted(by_vp))
    columns = ("VP", *(t.name for t in tracks))
    notes = ("Rule: regions ruled. Build: adjacent regions with your structures. Trade: goods on "
             "your boat. Markers never move down.",)
    return [DerivedTable("rurik-claim-vp", "Claim tracks: conditions and VP", columns, rows, notes)] if rows else []


def rebellion_vp(count: int, per: int, rounding: str = "up") -> int:
    """VP the Rebellion scores for ``count`` coins or dock goods."""
    return math.ceil(count / per) if rounding == "up" else count // per


def _vp_range(vp: int, per: int, rounding: str) -> str:
    """The counts that score exactly ``vp``, e.g. '4-6'."""
    counts = [n for n in range(per * (vp + 1) + 1) if rebellion_vp(n, per, rounding) == vp]
    return str(counts[0]) if counts[0] == counts[-1] else f"{counts[0]}-{counts[-1]}"


@deriver("rurik", provides=("rurik-rebellion-scoring",))
def rebellion_scoring(game: GameContent) -> list[DerivedTable]:
    """The Rebellion's VP for coins and for goods on its dock."""
    table = game.table(REBELLION_SCORING)
    parts = [(str(r.label), per, str(r.cells[2]))
             for r in (table.rows if table else []) if (per := as_int(r.cells[1]))]
    if not parts:
        return []
    rows = tuple((vp, *(_vp_range(vp, per, rounding) for _, per, rounding in parts))
                 for vp in range(REBELLION_VP_ROWS + 1))
    notes = tuple(f"{label}: 1 VP per {per}, rounded {rounding}." for label, per, rounding in parts)
    return [DerivedTable("rurik-rebellion-scoring", "Rebellion scoring", ("VP", *(p[0] for p in parts)),
                         rows, notes)]

