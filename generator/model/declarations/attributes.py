"""Reading attribute declarations: ``card_attributes: {value: {type: integer, min: 1, ...}}``.

A declaration names a type and the options that type takes; an option another type takes is
refused with the list of those this one does.
"""

from __future__ import annotations

import re

from generator.loading.positioned import PDict, PList
from generator.model.declarations.vocabulary import CollectionType, ConditionType
from generator.model.declarations.declared import ATTRIBUTE_TYPES, AttributeDecl
from generator.model.schema.patterns import PatternType
from generator.model.schema.fields import (
    Boolean, Checker, ID_PATTERN, INVALID, Integer, LIMIT, Number, SCHEMA_CHOICE, SCHEMA_FORMAT,
    SCHEMA_REQUIRED, SCHEMA_UNKNOWN_KEY, Text, Type, did_you_mean, refuse,
)

ATTRIBUTE_NAME = re.compile(r"^[a-z][a-z0-9_-]*$")
COMMON = ("type", "description", "required", "unknown_ok", "source")
OPTIONS = {
    "integer": ("min", "max", "unit"),
    "number": ("min", "max", "unit"),
    "boolean": (),
    "text": ("pattern",),
    "one-of": ("values", "set"),
    "reference": ("to", "by", "where"),
    "amount": ("resources", "where", "min", "max", "unit"),
    "list": ("item",),
    "mapping": ("fields",),
    "map": ("key", "value"),
}
NEEDS = {"reference": ("to",), "list": ("item",), "mapping": ("fields",), "map": ("key", "value")}
DOCS = {
    "type": "the attribute's type: " + ", ".join(ATTRIBUTE_TYPES),
    "description": "one line on what the attribute means (shown by editors)",
    "required": "every entry must give it (default false)",
    "unknown_ok": "whether {unknown: reason} is accepted in its place (default true)",
    "source": "where the declaration's facts come from (default: the container's source)",
    "min": "smallest allowed value (for an amount: of each number in it)",
    "max": "largest allowed value (for an amount: of each number in it)",
    "unit": "unit of the value, e.g. VP or mm",
    "pattern": "a regular expression the whole text matches",
    "values": "the allowed values, written out",
    "set": "ID of a declared set holding the allowed values",
    "to": "what it names: a collection such as resources, tracks or {cards: deck-id}",
    "by": "the field of the named entity it matches (default id), e.g. name",
    "where": "a condition the named entities meet, e.g. {kind: good}",
    "resources": "IDs of the resources an amount may hold",
    "item": "the declaration of each item of a list",
    "fields": "declarations of a mapping's fields, by name",
    "key": "the declaration of a map's keys (text, one-of or reference)",
    "value": "the declaration of a map's values",
}


class AttributeDeclType(Type):
    """One declaration; ``top`` declarations (attributes themselves) need a description."""

    def __init__(self, source_type: Type | None = None, top: bool = True):
        self.source_type, self.top = source_type, top

    def check(self, value, pos, ck, name: str = "") -> object:
        if isinstance(value, str) and value in ATTRIBUTE_TYPES and not self.top:
            value = _short(value, pos)
        if not isinstance(value, PDict):
            return refuse(ck, "a declaration mapping such as {type: integer, min: 0, description: ...}",
                          value, pos)
        kind = _type_of(value, ck)
        if kind is INVALID:
            return INVALID
        allowed = (*COMMON, *OPTIONS[kind])
        for key in value:
            if key not in allowed:
                ck.error(SCHEMA_UNKNOWN_KEY, _option_message(key, kind), value.key_at(key))
        for key in (*NEEDS.get(kind, ()), *(("description",) if self.top else ())):
            if key not in value:
                article = "an" if kind[0] in "aeiou" else "a"
                ck.error(SCHEMA_REQUIRED, f"{article} {kind} declaration needs '{key}': {DOCS[key]}", value.pos)
                return INVALID
        if kind == "one-of" and ("values" in value) == ("set" in value):
            ck.error(SCHEMA_REQUIRED, "a one-of declaration needs either 'values' or 'set'", value.pos)
            return INVALID
        options = self._options(value, kind, ck)
        if options is INVALID:
            return INVALID
        return AttributeDecl(name=name, type=kind, pos=pos, field_pos=dict(value.value_pos), **options)

    def _options(self, value: PDict, kind: str, ck: Checker):
        out: dict = {}
        readers = {
            "description": Text(), "required": Boolean(), "unknown_ok": Boolean(), "unit": Text(),
            "pattern": PatternType(), "by": Text(), "min": Integer(-LIMIT) if kind == "integer" else Number(),
            "max": Integer(-LIMIT) if kind == "integer" else Number(), "to": CollectionType(),
            "where": ConditionType(),
        }
        names = {"min": "minimum", "max": "maximum", "set": "set_id"}
        for key in value:
            if key == "type" or key not in (*COMMON, *OPTIONS[kind]):
                continue
            checked = self._option(key, value, readers, ck)
            if checked is INVALID:
                return INVALID
            out[names.get(key, key)] = checked
        if kind == "amount" and out.get("minimum") is None:
            out["minimum"] = 0
        return out

    def _option(self, key: str, value: PDict, readers: dict, ck: Checker):
        raw, at = value[key], value.at(key)
        if key in readers:
            return readers[key].check(raw, at, ck)
        if key == "source":
            return self.source_type.check(raw, at, ck) if self.source_type else INVALID
        if key in ("values", "resources"):
            return _id_tuple(raw, at, ck, ids=key == "resources")
        if key == "set":
            return Text(ID_PATTERN, "set ID").check(raw, at, ck)
        if key in ("item", "key", "value"):
            return AttributeDeclType(self.source_type, top=False).check(raw, at, ck, key)
        return _fields(raw, at, ck, self.source_type)

    def schema(self):
        return {"$ref": "#/definitions/attribute-declaration"}


def declaration_schema() -> dict:
    """JSON Schema of one declaration (recursive through item, key, value and fields)."""
    ref = {"anyOf": [{"$ref": "#/definitions/attribute-declaration"}, {"enum": list(ATTRIBUTE_TYPES)}]}
    props: dict = {name: {"description": doc} for name, doc in DOCS.items()}
    props["type"] = {"enum": list(ATTRIBUTE_TYPES), "description": DOCS["type"]}
    for key in ("required", "unknown_ok"):
        props[key]["type"] = "boolean"
    for key in ("description", "unit", "pattern", "by", "set"):
        props[key]["type"] = "string"
    for key in ("item", "key", "value"):
        props[key].update(ref)
    props["fields"].update({"type": "object", "additionalProperties": ref})
    props["values"].update({"type": "array"})
    props["resources"].update({"type": "array", "items": {"type": "string"}})
    return {"type": "object", "required": ["type"], "additionalProperties": False, "properties": props}


class AttributeDecls(Type):
    """``{name: declaration, ...}``: the attributes of a container's items."""

    def __init__(self, source_type: Type | None = None):
        self.decl = AttributeDeclType(source_type)

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, "a mapping of attribute name to declaration", value, pos)
        out = {}
        for name in value:
            if not ATTRIBUTE_NAME.match(str(name)):
                ck.error(SCHEMA_FORMAT, f"'{name}' is not an attribute name (lower-case letters, digits, "
                         "'_' and '-')", value.key_at(name))
                continue
            checked = self.decl.check(value[name], value.at(name), ck, name)
            if checked is not INVALID:
                out[name] = checked
        return out

    def schema(self):
        return {"type": "object", "propertyNames": {"pattern": ATTRIBUTE_NAME.pattern},
                "additionalProperties": self.decl.schema()}


def _short(kind: str, pos) -> PDict:
    """``item: integer`` stands for ``item: {type: integer}``."""
    out = PDict(pos)
    out["type"] = kind
    out.value_pos["type"] = out.key_pos["type"] = pos
    return out


def _type_of(value: PDict, ck: Checker):
    kind = value.get("type")
    if kind is None:
        ck.error(SCHEMA_REQUIRED, f"a declaration needs 'type': {DOCS['type']}", value.pos)
        return INVALID
    if kind not in ATTRIBUTE_TYPES:
        ck.error(SCHEMA_CHOICE, f"'{kind}' is no attribute type{did_you_mean(str(kind), ATTRIBUTE_TYPES)}; "
                 f"types are: {', '.join(ATTRIBUTE_TYPES)}", value.at("type"))
        return INVALID
    return kind


def _option_message(key: str, kind: str) -> str:
    takes = ", ".join(OPTIONS[kind]) or "no options"
    if any(key in options for options in OPTIONS.values()):
        return f"'{key}' does not apply to a {kind} attribute ({kind} takes: {takes})"
    return f"unknown key '{key}' in a declaration{did_you_mean(key, (*COMMON, *OPTIONS[kind]))}"


def _id_tuple(value, pos, ck: Checker, ids: bool):
    if not isinstance(value, PList) or not value:
        return refuse(ck, "a non-empty list", value, pos)
    for index, item in enumerate(value):
        if isinstance(item, (dict, list)) or (ids and not ID_PATTERN.match(str(item))):
            ck.error(SCHEMA_FORMAT, f"{item!r} is not {'an ID' if ids else 'a plain value'}", value.at(index))
            return INVALID
    return value   # the positioned list itself, so each item keeps its place


def _fields(value, pos, ck: Checker, source_type):
    if not isinstance(value, PDict) or not value:
        return refuse(ck, "a mapping of field name to declaration", value, pos)
    out = {}
    for name in value:
        checked = AttributeDeclType(source_type, top=False).check(value[name], value.at(name), ck, name)
        if checked is INVALID:
            return INVALID
        out[name] = checked
    return out
