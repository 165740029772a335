"""What this game's Python reads from its content: the combat tables' cell notation, its rule
values, and the subjugation tables by region.

A combat cell is '-' (no loss), a number of losses or '!' (rout), with an optional '*' (+1 to the
roll, which does not change the result); its column declares that form. The subjugation regions
table gives each region's cost and names its table by title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from generator.api import Game, Row, Table, is_unknown, is_whole, need, value

GAME = "time-of-troubles"
COMBAT_TABLES = ("shooting", "melee")
REGIONS = "subjugation-regions"
ROUT = "!"
_COMBAT = re.compile(r"^(?P<base>-|\d+|!)\*?$")


def whole_constant(game: Game, constant_id: str) -> int:
    """A rule value the content states as a whole number (the rule's targets guarantee it is there)."""
    found = need(game.constant(constant_id), f"constant '{constant_id}'")
    if not is_whole(found):
        raise ValueError(f"constant '{constant_id}' is {found!r}, not a whole number")
    return found


def combat_key(cell, rout_losses: int) -> tuple[int, int] | None:
    """(losses, routs) of a known combat cell: '-' -> (0, 0), '2' -> (2, 0), '!' -> (rout_losses, 1);
    None for an unknown or malformed cell (the column's declaration reports the latter)."""
    if cell is None or is_unknown(cell) or isinstance(cell, bool):
        return None
    match = _COMBAT.match(str(cell).strip())
    if not match:
        return None
    base = match["base"]
    if base == ROUT:
        return (rout_losses, 1)
    return (0 if base == "-" else int(base), 0)


def combat_tables(game: Game) -> list[Table]:
    return [need(game.table(ident), f"table '{ident}'") for ident in COMBAT_TABLES]


@dataclass(frozen=True)
class Region:
    """A row of the regions table: the region's name, what a roll costs, and its table."""

    name: str
    cost: int | None
    table: Table | None


def regions(game: Game) -> list[Region]:
    """Every region of the subjugation regions table, with its table when one has its title."""
    table = need(game.table(REGIONS), f"table '{REGIONS}'")
    by_title = {t.title: t for t in game.tables}
    out = []
    for row in table.rows:
        cost = value(row, "region-lg", table)
        out.append(Region(str(row.label), cost if is_whole(cost) else None, by_title.get(str(row.label))))
    return out


@dataclass(frozen=True)
class Result:
    """A location a subjugation roll gives, by name, with its VP (None when not a whole number)."""

    name: str
    vp: int | None


def results(row: Row, table: Table) -> list[Result] | None:
    """The locations one face gives: none for 'nothing', one, or two to choose from; None when the
    face is unknown."""
    city = value(row, "city", table)
    if is_unknown(city):
        return None
    found = []
    for name_column, vp_column in (("city", "vp"), ("or-city", "or-vp")):
        name, vp = value(row, name_column, table), value(row, vp_column, table)
        if isinstance(name, str) and name not in ("nothing", "-"):
            found.append(Result(name, vp if is_whole(vp) else None))
    return found
