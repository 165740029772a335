"""Shared lookups for Rurik's checks: the content's named parts and exact value positions.

Fields and attributes keep their positions in the model; table cells and plain lists of text (a
track space's markers) do not. ``value_at`` finds those by re-reading the positioned YAML of the
file the entity came from (cached per file version).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_reader import read_yaml_file
from generator.model.project import GameContent

# The content's fixed names (IDs in content/rurik), in one place.
MAP = "map"
REGIONS_IN_PLAY = "regions-in-play"
ADVISOR_SHEET = "advisor-pieces"
STRUCTURE_SHEET = "structure-pieces"
GOODS_SHEET = "goods-pieces"
ROUND_TRACK = "round-track"
CLAIM_TRACKS = ("claim-rule", "claim-build", "claim-trade")
TRADE_TRACK = "claim-trade"
STRATEGY_TABLES = ("strategy-board-1-2", "strategy-board-3-4")
HOUSEHOLD_MAT = "household-mat"
CONVERSIONS = "conversions"
POINT_COSTS = "point-costs"
CASUALTY_CHECK = "casualty-check"
SOLO_COMPONENT = "solo-cards"
SOLO_REMOVALS = "solo-removed-cards"
REBELLION_SCORING = "rebellion-scoring"
DEED_COMPONENT, AGENDA_COMPONENT = "deed-cards", "agenda-cards"
COIN_SUFFIX = "-coins"


@lru_cache(maxsize=64)
def _containers(path: str, stamp: tuple[int, int]) -> dict[tuple[int, int], PDict | PList]:
    """Every positioned mapping and list of a file, by (line, column); outer ones win."""
    result = read_yaml_file(Path(path), path)
    found: dict[tuple[int, int], PDict | PList] = {}
    stack = [result.data]
    while stack:
        node = stack.pop()
        if isinstance(node, (PDict, PList)):
            found.setdefault((node.pos.line, node.pos.column), node)
            children = list(node.values()) if isinstance(node, PDict) else list(node)
            stack.extend(reversed(children))
    return found


def container_at(game: GameContent, pos: Position | None) -> PDict | PList | None:
    """The mapping or list that starts at ``pos`` in the game's content, if any."""
    if pos is None:
        return None
    path = game.folder.parent.parent / pos.path
    try:
        stat = path.stat()
    except OSError:
        return None
    return _containers(str(path), (stat.st_mtime_ns, stat.st_size)).get((pos.line, pos.column))


def value_at(game: GameContent, pos: Position, key: str | int) -> Position:
    """Position of ``key`` (a mapping key or list index) inside the container at ``pos``."""
    node = container_at(game, pos)
    if isinstance(node, PDict) and isinstance(key, str) and key in node:
        return node.at(key)
    if isinstance(node, PList) and isinstance(key, int):
        return node.at(key)
    return pos


def attribute_at(entity, key: str) -> Position:
    """Position of the value of attribute ``key`` of ``entity`` (of the attributes if absent)."""
    attributes = entity.attributes
    return attributes.at(key) if isinstance(attributes, PDict) else entity.at("attributes")


def cell_at(game: GameContent, row, index: int) -> Position:
    """Position of cell ``index`` of a table row."""
    return value_at(game, row.at("cells"), index)


def column_index(table, column_id: str) -> int | None:
    return next((i for i, c in enumerate(table.columns) if c.id == column_id), None)


def encoding(game: GameContent, component_id: str):
    """The deck, sheet, board, track or table a component is encoded as, if any."""
    component = game.component(component_id)
    if component is None or not component.encoded_as:
        return None
    return game.index().get(component.encoded_as)


def sheet(game: GameContent, sheet_id: str):
    return next((s for s in game.sheets if s.id == sheet_id), None)


def resources_of_kind(game: GameContent, kind: str) -> dict[str, object]:
    return {r.id: r for r in game.resources if r.kind == kind}


def as_int(value) -> int | None:
    """A whole number from an int or a numeric text, else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return None


def id_list(text) -> list[str]:
    """IDs from a cell such as ``"wood, ore"``."""
    return [part.strip() for part in str(text).split(",") if part.strip()]
