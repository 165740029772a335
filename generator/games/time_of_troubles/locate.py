"""Exact positions inside attribute mappings, table cells and track-space markers.

Attribute mappings, a row's cells and a space's markers keep their positions (PDict, PList).
"""

from __future__ import annotations

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.model.project import GameContent
from generator.model.values import Unknown


def _walk(node, pos: Position, keys) -> Position:
    for key in keys:
        if (isinstance(node, PDict) and key in node) or (
            isinstance(node, PList) and isinstance(key, int) and 0 <= key < len(node)
        ):
            pos, node = node.at(key), node[key]
        else:
            break
    return pos


def item_pos(items, fallback: Position, index: int) -> Position:
    """Position of item ``index`` of a positioned list, else ``fallback``."""
    return _walk(items, fallback, (index,))


def attr_pos(entity, *keys) -> Position:
    """Position of ``entity.attributes[keys[0]][keys[1]]...`` (list items by index)."""
    return _walk(entity.attributes, entity.at("attributes"), keys)


def cell_pos(game: GameContent, row, index: int) -> Position:
    """Position of a row's cell; an unknown cell carries its own."""
    cell = row.cells[index] if index < len(row.cells) else None
    if isinstance(cell, Unknown):
        return cell.pos
    return item_pos(row.cells, row.at("cells"), index)
