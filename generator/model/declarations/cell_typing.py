"""After every file of a game is read: type its attributes and table cells by their declarations.

A container that declares its items' attributes (``card_attributes`` on a deck,
``space_attributes`` on a board or track, ``threshold_attributes`` on a track, ``token_attributes``
on a sheet) gets each item's
attributes checked: undeclared names (with a suggestion), missing required ones, and each value
against its type. A table column with a ``type`` gets its cells checked. Containers that declare
nothing keep free-form attributes.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from generator.diagnostics import Diagnostic
from generator.loading.positioned import PDict
from generator.model.declarations.attribute_check import REFERENCE_RESOLVES, ValueChecker
from generator.model.declarations.declared import AttributeDecl
from generator.model.game.entities import Column, Row, Table, Threshold
from generator.model.game.paths import item_position
from generator.model.game.project import GameContent
from generator.model.game.select import container_kind, missing_containers, unmatched_key
from generator.model.schema.fields import Checker, INVALID, SCHEMA_REQUIRED, SCHEMA_UNKNOWN_KEY, did_you_mean
from generator.model.game.values import Unknown

# (section, field declaring the items' attributes, field listing the items, what the items are)
DECLARING = (
    ("decks", "card_attributes", "cards", "card"),
    ("boards", "space_attributes", "spaces", "space"),
    ("tracks", "space_attributes", "spaces", "track space"),
    ("tracks", "threshold_attributes", "thresholds", "threshold"),
    ("sheets", "token_attributes", "tokens", "token"),
)


def type_game(game: GameContent) -> tuple[GameContent, list[Diagnostic]]:
    """``game`` with every declared attribute and typed cell checked and converted, and the
    diagnostics; ``game`` itself is unchanged."""
    ck = Checker()
    values = ValueChecker(game, ck)
    _check_declarations(game, ck)
    typed: dict[str, Any] = {}
    for section, declaring, items, what in DECLARING:
        typed[section] = tuple(
            replace(container, **{items: tuple(_typed(item, decls, values, _label(what, item), ck)
                                               for item in getattr(container, items))})
            if (decls := getattr(container, declaring)) else container
            for container in typed.get(section, getattr(game, section)))
    typed["tables"] = tuple(_typed_cells(table, values) for table in game.tables)
    return replace(game, **typed), ck.diagnostics


def _label(what: str, item) -> str:
    """How a finding names the item: "card 'jester'", "track space '3'", "threshold at 15"."""
    if isinstance(item, Threshold):
        return f"{what} at {item.at_index}"
    return f"{what} '{getattr(item, 'id', None) or getattr(item, 'index', '?')}'"


def _typed(item, decls: dict[str, AttributeDecl], values: ValueChecker, label: str, ck: Checker):
    attributes, refused = item.attributes, set()
    out = attributes.shell() if isinstance(attributes, PDict) else PDict(item.pos)
    for name, value in attributes.items():
        decl = decls.get(name)
        at = attributes.at(name) if isinstance(attributes, PDict) else item.at("attributes")
        if decl is None:
            key_at = attributes.key_at(name) if isinstance(attributes, PDict) else at
            hint = did_you_mean(name, decls) or f"; declared: {', '.join(decls)}"
            ck.error(SCHEMA_UNKNOWN_KEY, f"{label} has the undeclared attribute '{name}'{hint}", key_at)
            continue
        checked = values.check(decl, value, at)
        if checked is INVALID:
            refused.add(name)
        else:
            out[name] = checked
    for name, decl in decls.items():
        if isinstance(attributes, PDict) and attributes.refused(name):   # reported where it was written
            refused.add(name)
        elif decl.required and name not in attributes:
            ck.error(SCHEMA_REQUIRED, f"{label} needs the attribute '{name}': {decl.description}",
                     item.at("attributes") if "attributes" in item.field_pos else item.pos)
    return replace(item, attributes=out, refused=item.refused | refused)


def _typed_cells(table: Table, values: ValueChecker) -> Table:
    """``table`` with each cell of a typed column checked; cells keep their place even when
    refused. An empty cell (``~``: nothing applies there) is allowed unless the column is
    ``required``."""
    typed = [(index, column) for index, column in enumerate(table.columns) if column.declaration is not None]
    return replace(table, rows=tuple(_typed_row(row, typed, values) for row in table.rows)) if typed else table


def _typed_row(row: Row, typed: list[tuple[int, Column]], values: ValueChecker) -> Row:
    cells = copy.copy(row.cells)   # a positioned list keeps its positions
    refused = set()
    for index, column in typed:
        if index >= len(cells):
            continue
        if cells[index] is None:
            if column.declaration.required:
                values.ck.error(SCHEMA_REQUIRED, f"column '{column.id}' is required: this row "
                                "leaves it empty", _cell_at(row, index))
                refused.add(column.id)
        elif not isinstance(cells[index], Unknown):
            checked = values.check(column.declaration, cells[index], _cell_at(row, index))
            if checked is INVALID:
                refused.add(column.id)
            else:
                cells[index] = checked
    return replace(row, cells=cells, refused=row.refused | refused)


def _cell_at(row, index: int):
    return item_position(row.cells, index, row.at("cells"))


def _check_declarations(game, ck: Checker) -> None:
    """Declarations name sets and resources that exist (once each, at the declaration)."""
    sets = {s.id for s in game.sets}
    resources = {r.id for r in game.resources}
    for decl in _all_declarations(game):
        for ident in missing_containers(game, decl.to):
            ck.error(REFERENCE_RESOLVES, f"declaration '{decl.name}' names the {container_kind(decl.to)} "
                     f"'{ident}', which does not exist", decl.at("to"))
        unmatched = unmatched_key(game, decl.to, decl.by) if decl.to is not None else None
        if unmatched is not None:
            ck.error(REFERENCE_RESOLVES, f"declaration '{decl.name}' matches {decl.to.describe()} by "
                     f"'{unmatched[0]}', which none of them has{did_you_mean(unmatched[0], unmatched[1])}",
                     decl.at("by"))
        if decl.set_id is not None and decl.set_id not in sets:
            ck.error(REFERENCE_RESOLVES, f"declaration '{decl.name}' names the set '{decl.set_id}', "
                     f"which is not declared{did_you_mean(decl.set_id, sets)}", decl.at("set"))
        for index, resource in enumerate(decl.resources or ()):
            if resource not in resources:
                ck.error(REFERENCE_RESOLVES, f"declaration '{decl.name}' allows the resource "
                         f"'{resource}', which does not exist{did_you_mean(resource, resources)}",
                         item_position(decl.resources, index, decl.at("resources")))


def _all_declarations(game):
    for section, declaring, _, _ in DECLARING:
        for container in getattr(game, section):
            for decl in (getattr(container, declaring) or {}).values():
                yield from _nested(decl)
    for table in game.tables:
        for column in table.columns:
            if column.declaration is not None:
                yield from _nested(column.declaration)


def _nested(decl: AttributeDecl):
    yield decl
    for sub in (decl.item, decl.key, decl.value, *decl.fields.values()):
        if sub is not None:
            yield from _nested(sub)
