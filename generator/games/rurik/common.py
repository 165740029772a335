"""Shared lookups for Rurik's checks: the content's named parts and exact value positions.

Fields, attributes, table cells and list items keep their positions in the model.
"""

from __future__ import annotations

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.model import entities as e
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


def attribute_at(entity, key: str) -> Position:
    """Position of the value of attribute ``key`` of ``entity`` (of the attributes if absent)."""
    attributes = entity.attributes
    return attributes.at(key) if isinstance(attributes, PDict) else entity.at("attributes")


def item_at(entity, name: str, index: int) -> Position:
    """Position of item ``index`` of the list field ``name`` of ``entity`` (of the field if absent)."""
    items = getattr(entity, name)
    return items.at(index) if isinstance(items, PList) else entity.at(name)


def cell_at(game: GameContent, row, index: int) -> Position:
    """Position of cell ``index`` of a table row."""
    return row.cells.at(index) if isinstance(row.cells, PList) else row.at("cells")


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


def resources_of_kind(game: GameContent, kind: str) -> dict[str, e.Resource]:
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
