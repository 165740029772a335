"""A board printed from a table (``table`` and ``group`` on the board): one space per row and
group of columns, on a grid whose columns are the groups. The first column of a group names the
space; a column whose label names a resource prints its cell as an amount of it, with its icon."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model.game.entities import Board, Column, Place, Space, Table
from generator.model.game.project import GameContent


def board_spaces(board: Board, game: GameContent) -> Sequence[Space]:
    """The board's own spaces, or the spaces of the table it prints."""
    if not board.table:
        return board.spaces
    table = game.table(board.table)
    if table is None:
        return []
    return table_spaces(table, board.group, _resource_of(game))


def table_spaces(table: Table, group: int, resource_of) -> list[Space]:
    spaces = []
    for r, row in enumerate(table.rows):
        for g in range(0, len(table.columns), group):
            columns = table.columns[g:g + group]
            cells = row.cells[g:g + group]
            attributes = {}
            for column, cell in zip(columns, cells):
                attributes[column.label] = _value(column, cell, resource_of)
            attributes = {k: v for k, v in attributes.items() if v not in (0, None, {})}
            spaces.append(Space(id=f"{table.id}:{r + 1}:{g // group + 1}", name=columns[0].label,
                                local_name=None, attributes=attributes, adjacent=None, field_sources={},
                                source=row.source or table.source, pos=row.pos, field_pos={},
                                place=Place(column=g // group + 1, row=r + 1, pos=row.pos, field_pos={})))
    return spaces


def _value(column: Column, cell, resource_of):
    resource = resource_of(column.label)
    if resource and isinstance(cell, int) and not isinstance(cell, bool):
        return {resource: cell} if cell else 0
    return cell


def _resource_of(game: GameContent):
    """A column label's resource: its ID, its singular, or the first word of its name."""
    ids = {r.id for r in game.resources}
    first_words = {r.name.split()[0].lower(): r.id for r in game.resources if r.name}

    def find(label: str) -> str | None:
        key = label.strip().lower()
        singular = key[:-1] if key.endswith("s") else key
        for candidate in (key, singular):
            if candidate in ids:
                return candidate
        return first_words.get(key) or first_words.get(singular)
    return find
