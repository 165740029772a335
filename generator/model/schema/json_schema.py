"""JSON Schema (draft-07) for content files, generated from the declared kinds."""

from __future__ import annotations

import json

from generator.model.declarations.attributes import declaration_schema
from generator.model.schema.kinds import MANIFEST, RULE, SECTIONS

SCHEMA_PATH = "schema/content.schema.json"


def content_schema() -> dict:
    properties = {"game": MANIFEST.schema()}
    for name, record in SECTIONS.items():
        items = {"$ref": "#/definitions/rule"} if record is RULE else record.schema()
        properties[name] = {"type": "array", "items": items, "description": record.title + " entries"}
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$id": "content.schema.json",
        "title": "Board game content file",
        "type": "object",
        "additionalProperties": False,
        "properties": properties,
        "definitions": {"rule": RULE.schema(), "attribute-declaration": declaration_schema()},
    }


def schema_text() -> str:
    """The schema as the committed file holds it (stable key order, trailing newline)."""
    return json.dumps(content_schema(), indent=2, ensure_ascii=False) + "\n"
