"""A game's own JSON Schema: the content format plus what the game declares, so that editors
complete attribute names, offer the values of a closed set and the IDs a reference may name.

``schema/<game>.schema.json`` is the generic format (``schema/content.schema.json``) with, for
each deck, board, track, sheet and table that declares its items, the declared attributes of
those items (or the declared types of the table's cells).
"""

from __future__ import annotations

import json

from generator.model.declarations.attribute_check import ValueChecker
from generator.model.declarations.declared import AttributeDecl
from generator.model.schema.json_schema import content_schema
from generator.model.game.project import GameContent
from generator.model.schema.fields import UNKNOWN_SCHEMA, Checker

# (section, field declaring the items' attributes, field listing the items)
_CONTAINERS = (("decks", "card_attributes", "cards"), ("boards", "space_attributes", "spaces"),
               ("tracks", "space_attributes", "spaces"), ("tracks", "threshold_attributes", "thresholds"),
               ("sheets", "token_attributes", "tokens"))


def schema_path(game_id: str) -> str:
    return f"schema/{game_id}.schema.json"


def game_schema(game: GameContent) -> dict:
    """The content schema with ``game``'s declarations."""
    schema = content_schema()
    schema["$id"] = f"{game.id}.schema.json"
    schema["title"] = f"Content files of {game.title}"
    values = ValueChecker(game, Checker())
    properties = schema["properties"]
    for section, declaring, items in _CONTAINERS:
        cases = [_case(c.id, items, "attributes", _attributes_schema(getattr(c, declaring), values))
                 for c in getattr(game, section) if getattr(c, declaring)]
        _add_cases(properties[section], cases)
    cases = [_case(t.id, "rows", "cells", _cells_schema(t, values)) for t in game.tables
             if any(c.declaration is not None for c in t.columns)]
    _add_cases(properties["tables"], cases)
    return schema


def _add_cases(section_schema: dict, cases: list[dict]) -> None:
    if cases:
        section_schema["items"] = {"allOf": [section_schema["items"], *cases]}


def _case(container_id: str, items: str, field: str, schema: dict) -> dict:
    """``if`` the container has this ID, ``then`` its items' ``field`` has this schema."""
    return {"if": {"properties": {"id": {"const": container_id}}, "required": ["id"]},
            "then": {"properties": {items: {"type": "array", "items": {"properties": {field: schema}}}}}}


def _attributes_schema(decls: dict[str, AttributeDecl], values: ValueChecker) -> dict:
    required = [name for name, decl in decls.items() if decl.required]
    out: dict = {"type": "object", "additionalProperties": False,
                 "properties": {name: value_schema(decl, values) for name, decl in decls.items()}}
    if required:
        out["required"] = required
    return out


def _cells_schema(table, values: ValueChecker) -> dict:
    cells = [_cell_schema(c.declaration, values) for c in table.columns]
    return {"type": "array", "items": cells}


def _cell_schema(decl: AttributeDecl | None, values: ValueChecker) -> dict:
    """A typed cell's schema; a cell of a column that is not required may be empty (``~``)."""
    if decl is None:
        return {}
    schema = value_schema(decl, values)
    return schema if decl.required else {"anyOf": [schema, {"type": "null"}]}


def value_schema(decl: AttributeDecl | None, values: ValueChecker) -> dict:
    """The JSON Schema of values of one declaration (an unknown allowed where it is)."""
    if decl is None:
        return {}
    schema = _bare(decl, values)
    if decl.description:
        schema["description"] = decl.description + (f" ({decl.unit})" if decl.unit else "")
    if decl.unknown_ok:
        return {"anyOf": [schema, UNKNOWN_SCHEMA], **({"description": schema["description"]}
                                                      if "description" in schema else {})}
    return schema


def _bare(decl: AttributeDecl | None, values: ValueChecker) -> dict:
    if decl is None:
        return {}
    kind = decl.type
    if kind in ("integer", "number"):
        return _bounded({"type": kind}, decl)
    if kind == "boolean":
        return {"type": "boolean"}
    if kind == "text":
        return {"type": "string", **({"pattern": decl.pattern.pattern} if decl.pattern else {})}
    if kind == "one-of":
        return {"enum": list(values.allowed_values(decl) or [])}
    if kind == "reference":
        return {"enum": sorted(values.targets(decl))}
    if kind == "amount":
        number = _bounded({"type": "integer"}, decl)
        return {"type": "object", "propertyNames": {"enum": values.resources(decl)},
                "additionalProperties": number}
    if kind == "list":
        return {"type": "array", "items": value_schema(decl.item, values)}
    if kind == "mapping":
        return {"type": "object", "additionalProperties": False,
                "properties": {name: value_schema(d, values) for name, d in decl.fields.items()}}
    return {"type": "object", "propertyNames": _bare(decl.key, values),
            "additionalProperties": value_schema(decl.value, values)}


def _bounded(schema: dict, decl: AttributeDecl) -> dict:
    if decl.minimum is not None:
        schema["minimum"] = decl.minimum
    if decl.maximum is not None:
        schema["maximum"] = decl.maximum
    return schema


def game_schema_text(game: GameContent) -> str:
    """The game's schema as the committed file holds it (stable key order, trailing newline)."""
    return json.dumps(game_schema(game), indent=2, ensure_ascii=False) + "\n"


def schema_files(project) -> dict[str, str]:
    """Every schema file of a project, by path: the generic format and one per game."""
    from generator.model.schema.json_schema import SCHEMA_PATH, schema_text

    files = {SCHEMA_PATH: schema_text()}
    for game in project.games.values():
        files[schema_path(game.id)] = game_schema_text(game)
    return files
