"""Exact odds read off the game's tables: subjugation by legitimacy (10.2) region by region, and
losses per Shooting or Melee roll (9.5, 9.6) column by column. Faces the text leaves unknown are
counted as giving nothing, so those values are lower bounds ('at least')."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.api import DerivedTable, Game, Row, Table, deriver, roll_faces, value
from .notation import (
    COMBAT_TABLES, GAME, REGIONS, ROUT, Region, combat_key, combat_tables, regions, results, whole_constant,
)

if TYPE_CHECKING:
    from fractions import Fraction


def _by_face(table: Table, faces: int) -> dict[int, Row]:
    """The row each die face reads (ranges of faces spread out); unreadable rolls left out."""
    out = {}
    for row in table.rows:
        for face in roll_faces(row.roll) or ():
            if 1 <= face <= faces:
                out[face] = row
    return out


def _face_list(faces) -> str:
    """'1-3, 5' for faces 1, 2, 3, 5; '-' for none."""
    runs: list[list[int]] = []
    for face in sorted(faces):
        if runs and face == runs[-1][-1] + 1:
            runs[-1].append(face)
        else:
            runs.append([face])
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs) or "-"


def _span(low: Fraction, high: Fraction, unknown: list[int]) -> str:
    """'7/6'; '1/3-2/3' when alternatives differ in VP; 'at least ...' when faces are unknown."""
    if unknown:
        return f"at least {low}"
    return str(low) if low == high else f"{low}-{high}"


def subjugation_odds(region: Region, faces: int) -> tuple:
    """(region, LG, chance of a location, expected VP per roll, per LG point, unknown faces)."""
    from fractions import Fraction   # loaded only when a table is derived

    rows = _by_face(region.table, faces) if region.table else {}
    given = {f: results(rows[f], region.table) if f in rows and region.table else None for f in range(1, faces + 1)}
    unknown = [f for f, found in given.items() if found is None]
    known = [found for found in given.values() if found]
    city = Fraction(len(known), faces)
    low = Fraction(sum(min(r.vp or 0 for r in found) for found in known), faces)
    high = Fraction(sum(max(r.vp or 0 for r in found) for found in known), faces)
    cost = region.cost
    per_lg = _span(low / cost, high / cost, unknown) if cost else "-"
    return (region.name, cost if cost is not None else "-", _span(city, city, unknown),
            _span(low, high, unknown), per_lg, _face_list(unknown))


@deriver(GAME, provides=("tot-subjugation-odds",), targets={REGIONS: "table", "die-faces": "constant"})
def subjugation_table(game: Game) -> list[DerivedTable]:
    faces = whole_constant(game, "die-faces")
    rows = tuple(subjugation_odds(region, faces) for region in regions(game))
    return [DerivedTable("tot-subjugation-odds", "Subjugation by legitimacy (10.2)",
                         ("Region", "LG per roll", "Chance of a city", "Expected VP per roll",
                          "Expected VP per LG point", "Faces unknown"), rows,
                         ("One die on the region's table; the VP are the table's, held already or not "
                          "(10.2.1-10.2.3).",
                          "With faces unknown, only the known faces count: 'at least'."))]


def combat_losses(table: Table, column: int, rout_losses: int, faces: int) -> tuple:
    """(table, strength, losses by face, expected losses per roll, rout chance per roll)."""
    from fractions import Fraction   # loaded only when a table is derived

    rows = _by_face(table, faces)
    column_id = table.columns[column].id
    keys = {f: combat_key(value(rows[f], column_id, table), rout_losses) if f in rows else None
            for f in range(1, faces + 1)}
    by_face = " ".join("?" if k is None else (ROUT if k[1] else str(k[0])) for k in keys.values())
    unknown = [f for f, k in keys.items() if k is None]
    losses = Fraction(sum(k[0] for k in keys.values() if k), faces)
    routs = Fraction(sum(k[1] for k in keys.values() if k), faces)
    return (table.title, table.columns[column].label, by_face, _span(losses, losses, unknown),
            _span(routs, routs, unknown))


@deriver(GAME, provides=("tot-combat-losses",),
         targets={**dict.fromkeys(COMBAT_TABLES, "table"), "rout-losses": "constant", "die-faces": "constant"})
def combat_table(game: Game) -> list[DerivedTable]:
    rout_losses, faces = whole_constant(game, "rout-losses"), whole_constant(game, "die-faces")
    rows = tuple(combat_losses(t, c, rout_losses, faces) for t in combat_tables(game) for c in range(len(t.columns)))
    return [DerivedTable("tot-combat-losses", "Losses per Shooting and Melee roll (9.5, 9.6)",
                         ("Table", "Strength", f"Losses by die face 1-{faces}", "Expected losses per roll",
                          "Chance of a rout per roll"), rows,
                         (f"'-' is no loss, a number that many losses, '!' a rout: {rout_losses} losses (9.6.1); "
                          "a '*' does not change the count; '?' is a face the text does not give.",
                          "The text breaks off after die row 3: with a face unknown only the known faces "
                          "count ('at least')."))]
