"""Exact positions inside attribute mappings, table cells and track-space markers.

Attribute mappings keep their positions (PDict, PList). A row's cells and a space's markers are
plain lists with one position for the whole field, so for those the file is re-read (cached by
path, time and size) and walked from the field's position to the item.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_reader import read_yaml_file
from generator.model.project import GameContent
from generator.model.values import Unknown


@lru_cache(maxsize=64)
def _tree(path: str, shown: str, stamp: tuple[int, int]):
    return read_yaml_file(Path(path), shown).data


def _document(game: GameContent, pos: Position):
    path = game.folder.parent.parent / pos.path
    try:
        stat = path.stat()
    except OSError:
        return None
    return _tree(str(path), pos.path, (stat.st_mtime_ns, stat.st_size))


def _find(tree, pos: Position):
    """The mapping or list that starts at ``pos``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (PDict, PList)) and node.pos == pos:
            return node
        if isinstance(node, PDict):
            stack.extend(node.values())
        elif isinstance(node, PList):
            stack.extend(node)
    return None


def _walk(node, pos: Position, keys) -> Position:
    for key in keys:
        if isinstance(node, PDict) and key in node:
            pos, node = node.at(key), node[key]
        elif isinstance(node, PList) and isinstance(key, int) and 0 <= key < len(node):
            pos, node = node.at(key), node[key]
        else:
            break
    return pos


def path_pos(game: GameContent, start: Position, *keys) -> Position:
    """Position of the value reached by ``keys`` from the mapping or list the file has at ``start``."""
    tree = _document(game, start)
    return _walk(_find(tree, start) if tree is not None else None, start, keys)


def attr_pos(entity, *keys) -> Position:
    """Position of ``entity.attributes[keys[0]][keys[1]]...`` (list items by index)."""
    return _walk(entity.attributes, entity.at("attributes"), keys)


def cell_pos(game: GameContent, row, index: int) -> Position:
    """Position of a row's cell; an unknown cell carries its own."""
    cell = row.cells[index] if index < len(row.cells) else None
    if isinstance(cell, Unknown):
        return cell.pos
    return path_pos(game, row.at("cells"), index)
