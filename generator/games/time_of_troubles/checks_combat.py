"""Checks of the Shooting and Melee tables (9.5, 9.6), recruitment costs (8.2) and unit values."""

from __future__ import annotations

from generator.games.time_of_troubles.data import (
    COMBAT_TABLES, GAME, RECRUITMENT_COST, RECRUITMENT_PLACE, RECRUITMENT_TABLE, UNIT_TABLE,
    column_index, combat_key, locations_by_name,
)
from generator.games.time_of_troubles.locate import cell_pos
from generator.model.values import is_unknown
from generator.rules.registry import Finding, rule


def _combat_tables(game):
    return [t for t in game.tables if t.id in COMBAT_TABLES]


@rule("tot-combat-cell", game=GAME)
def combat_cell(game):
    """A known Shooting or Melee cell is '-', a whole number of losses or '!', optionally with '*'.

    Passes: ``"-"``, ``2``, ``"!"``, ``"1*"``. Fails: ``"x"``, ``-1``, ``1.5``, ``"2!"``.
    Unknown cells (``{unknown: reason}``) are allowed.
    """
    for table in _combat_tables(game):
        for row in table.rows:
            for index, cell in enumerate(row.cells):
                if not is_unknown(cell) and combat_key(cell) is None:
                    yield Finding(f"table '{table.id}', die {row.roll}: '{cell}' is not '-', a number "
                                  "of losses or '!' (with an optional '*')", cell_pos(game, row, index))


def _decreases(cells):
    """Indices of known cells that give less than a known cell before them."""
    best = None
    for index, cell in cells:
        key = combat_key(cell)
        if key is None:
            continue
        if best is not None and key < best[1]:
            yield index, best[0]
        elif best is None or key > best[1]:
            best = (index, key)


@rule("tot-combat-monotone", game=GAME)
def combat_monotone(game):
    """Among known cells, more strength never gives fewer losses, nor does a higher die.

    '!' counts as three losses and a rout, above a plain 3. Unknown cells are skipped.
    Passes: row 1 of Shooting ``[-, -, -, -, 1, 1, 1]``. Fails: ``[-, -, -, 1, -, 1, 1]``.
    """
    for table in _combat_tables(game):
        for row in table.rows:
            for index, before in _decreases(enumerate(row.cells)):
                yield Finding(f"table '{table.id}', die {row.roll}: column "
                              f"{table.columns[index].label} gives fewer losses than column "
                              f"{table.columns[before].label}", cell_pos(game, row, index))
        for column in range(len(table.columns)):
            cells = [(i, row.cells[column]) for i, row in enumerate(table.rows) if column < len(row.cells)]
            for index, before in _decreases(cells):
                yield Finding(f"table '{table.id}', column {table.columns[column].label}: die "
                              f"{table.rows[index].roll} gives fewer losses than die "
                              f"{table.rows[before].roll}", cell_pos(game, table.rows[index], column))


def _column_cells(game, table_id: str, column_id: str):
    """(row, index, cell) down one column of one table."""
    table = game.table(table_id)
    index = column_index(table, column_id) if table else None
    if index is None:
        return
    for row in table.rows:
        if index < len(row.cells):
            yield row, index, row.cells[index]


@rule("tot-recruitment-cost", game=GAME)
def recruitment_cost(game):
    """Every cost in the Troop Recruitment Table is a positive whole number of formation points.

    Passes: ``{label: Cossacks, cells: [3, "-"]}``. Fails: ``[0, "-"]`` or ``[three, "-"]``.
    """
    for row, index, cell in _column_cells(game, RECRUITMENT_TABLE, RECRUITMENT_COST):
        if is_unknown(cell):
            continue
        if isinstance(cell, bool) or not isinstance(cell, int) or cell <= 0:
            yield Finding(f"recruitment cost of '{row.label}' is '{cell}'; a cost is a positive whole "
                          "number of formation points (8.2)", cell_pos(game, row, index))


@rule("tot-place-restriction", game=GAME)
def place_restriction(game):
    """A unit recruited only in one place names a location of the map ('-' means anywhere).

    Passes: ``{label: Polish infantry, cells: [4, Poland]}`` with a map location named Poland.
    Fails: ``[4, Polnd]``.
    """
    places = locations_by_name(game)
    for row, index, cell in _column_cells(game, RECRUITMENT_TABLE, RECRUITMENT_PLACE):
        if not is_unknown(cell) and cell != "-" and str(cell) not in places:
            yield Finding(f"'{row.label}' may be recruited only in '{cell}', which is no location of "
                          "the map", cell_pos(game, row, index))


@rule("tot-unit-values", game=GAME)
def unit_values(game):
    """A unit type's known Shooting and Melee values are whole numbers, 0 or more.

    Passes: ``{label: Polish winged hussars, cells: [0, 5]}``. Fails: ``[0, five]`` or ``[-1, 5]``.
    """
    table = game.table(UNIT_TABLE)
    for row in table.rows if table else []:
        for index, cell in enumerate(row.cells):
            if is_unknown(cell) or (isinstance(cell, int) and not isinstance(cell, bool) and cell >= 0):
                continue
            yield Finding(f"'{row.label}': {table.columns[index].label} '{cell}' is not a whole "
                          "number of 0 or more", cell_pos(game, row, index))
