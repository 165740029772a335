"""Values and positions by field path: the one way to read ``value``, ``cost.gold`` or a table
column off an entity, and to find where it was written.

A path's first name is an entity field when the entity has one (``title``, ``copies``, ``vp``),
a column ID on a table row, and otherwise an attribute. Further names step into mappings
(``cost.gold``) or, as numbers, into lists (``players.0``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.model.game import entities as e
from generator.model.game.values import Unknown


class _Missing:
    """No value at a path (distinct from a written ``null``)."""

    def __repr__(self) -> str:
        return "MISSING"

    def __bool__(self) -> bool:
        return False


MISSING: Any = _Missing()
_NOT_FIELDS = {"pos", "field_pos", "attributes"}
_FIELDS: dict[type, frozenset[str]] = {}


def entity_fields(entity) -> frozenset[str]:
    """The names of an entity's own fields (attributes and positions left out)."""
    cls = type(entity)
    if cls not in _FIELDS:
        names = {f.name for f in dataclasses.fields(cls)} - _NOT_FIELDS
        if cls is e.Threshold:
            names |= {"at"}
        _FIELDS[cls] = frozenset(names)
    return _FIELDS[cls]


@dataclass(frozen=True, slots=True)
class Subject:
    """An entity as a constraint sees it: with its container (the deck of a card, the table of
    a row) so that column IDs and messages can be resolved."""

    entity: Any
    owner: Any = None
    index: int = 0              # position among its container's items (rows have no ID)

    @property
    def label(self) -> str:
        """How findings name it: "card 'jester'", "row 'Dice' of table 'pieces'"."""
        kind = _KIND_NAMES.get(type(self.entity), type(self.entity).__name__.lower())
        ident = getattr(self.entity, "id", None)
        if ident:
            return f"{kind} '{ident}'"
        name = getattr(self.entity, "label", None) or getattr(self.entity, "index", None)
        owner = f" of {_KIND_NAMES.get(type(self.owner), 'entry')} '{self.owner.id}'" if self.owner else ""
        return f"{kind} '{name}'{owner}" if name is not None else f"{kind} {self.index + 1}{owner}"


_KIND_NAMES = {e.Card: "card", e.Space: "space", e.TrackSpace: "track space", e.Token: "token",
               e.Row: "row", e.Component: "component", e.Resource: "resource", e.Deck: "deck",
               e.Board: "board", e.Track: "track", e.Sheet: "sheet", e.Table: "table", e.Rule: "rule",
               e.Term: "term", e.Threshold: "threshold"}


def _first(subject: Subject, name: str) -> tuple[Any, Position]:
    """The value and position of a path's first name."""
    entity = subject.entity
    if name in entity_fields(entity):
        attr = "at_index" if name == "at" and isinstance(entity, e.Threshold) else name
        return getattr(entity, attr), entity.at(attr)
    if isinstance(entity, e.Row) and isinstance(subject.owner, e.Table):
        for index, column in enumerate(subject.owner.columns):
            if column.id == name:
                return _cell(entity, index)
    attributes = getattr(entity, "attributes", None)
    if isinstance(attributes, dict) and name in attributes:
        return attributes[name], _at(attributes, name, entity.at("attributes"))
    return MISSING, entity.at("attributes") if attributes is not None else entity.pos


def _cell(row: e.Row, index: int) -> tuple[Any, Position]:
    if index >= len(row.cells):
        return MISSING, row.at("cells")
    cell = row.cells[index]
    pos = cell.pos if isinstance(cell, Unknown) else _at(row.cells, index, row.at("cells"))
    return cell, pos


def _at(container, key, fallback: Position) -> Position:
    if isinstance(container, (PDict, PList)):
        return container.at(key)
    return fallback


def _step(value, pos: Position, name: str) -> tuple[Any, Position]:
    if isinstance(value, dict):
        return (value[name], _at(value, name, pos)) if name in value else (MISSING, pos)
    if isinstance(value, (list, tuple)) and name.isdigit() and int(name) < len(value):
        return value[int(name)], _at(value, int(name), pos)
    return MISSING, pos


def resolve(subject: Subject, path: str) -> tuple[Any, Position]:
    """The value at ``path`` (MISSING when absent) and where it was written (or the nearest
    enclosing place when it was not)."""
    first, *rest = path.split(".")
    value, pos = _first(subject, first)
    for name in rest:
        if value is MISSING:
            break
        value, pos = _step(value, pos, name)
    return value, pos


def value_at(subject: Subject, path: str) -> Any:
    return resolve(subject, path)[0]


def position_at(subject: Subject, path: str) -> Position:
    return resolve(subject, path)[1]


def key_position(mapping, key: str, fallback: Position) -> Position:
    """Where a key of a positioned mapping was written, else ``fallback``."""
    return mapping.key_at(key) if isinstance(mapping, PDict) and key in mapping else fallback


def item_position(items, index: int, fallback: Position) -> Position:
    """Where an item of a positioned list (or value of a mapping, by key) was written."""
    return _at(items, index, fallback)


def has_path(subject: Subject, path: str) -> bool:
    return value_at(subject, path) is not MISSING


def amounts(value):
    """The amount mappings of a cost, reward or loss: one mapping, or each of a list of them."""
    if isinstance(value, dict):
        yield value
    elif isinstance(value, list):
        yield from (item for item in value if isinstance(item, dict))
