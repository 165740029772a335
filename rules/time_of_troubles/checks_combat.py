"""The Shooting and Melee tables (9.5, 9.6) read as a whole: more strength, or a higher die, never
gives fewer losses. The form of each cell is declared on its column."""

from __future__ import annotations

from generator.api import Finding, Table, position, rule, value
from .notation import (
    COMBAT_TABLES, GAME, combat_key, combat_tables, whole_constant,
)


def _decreases(keys):
    """Indices of known cells that give less than a known cell before them, with that cell's."""
    best = None
    for index, key in keys:
        if key is None:
            continue
        if best is not None and key < best[1]:
            yield index, best[0]
        elif best is None or key > best[1]:
            best = (index, key)


def _row_findings(table: Table, rout_losses: int):
    for row in table.rows:
        keys = [(i, combat_key(cell, rout_losses)) for i, cell in enumerate(row.cells)]
        for index, before in _decreases(keys):
            yield Finding(f"table '{table.id}', die {row.roll}: column {table.columns[index].label} gives "
                          f"fewer losses than column {table.columns[before].label}",
                          position(row, table.columns[index].id, table))


def _column_findings(table: Table, rout_losses: int):
    for column in table.columns:
        keys = [(i, combat_key(value(row, column.id, table), rout_losses)) for i, row in enumerate(table.rows)]
        for index, before in _decreases(keys):
            yield Finding(f"table '{table.id}', column {column.label}: die {table.rows[index].roll} gives "
                          f"fewer losses than die {table.rows[before].roll}",
                          position(table.rows[index], column.id, table))


@rule("tot-combat-monotone", game=GAME, targets={**dict.fromkeys(COMBAT_TABLES, "table"), "rout-losses": "constant"})
def combat_monotone(game):
    """Among known cells, more strength never gives fewer losses, nor does a higher die.

    '!' counts as the rout's losses (the constant ``rout-losses``, 3) and a rout, above a plain 3.
    Unknown cells are skipped. Passes: row 1 of Shooting ``["-", "-", "-", "-", "1", "1", "1"]``.
    Fails: ``["-", "-", "-", "1", "-", "1", "1"]``.
    """
    rout_losses = whole_constant(game, "rout-losses")
    for table in combat_tables(game):
        yield from _row_findings(table, rout_losses)
        yield from _column_findings(table, rout_losses)
