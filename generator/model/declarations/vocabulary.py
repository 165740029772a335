"""Reading the small vocabularies of declarations: collections, conditions and lists of values.

Each is a field type (see spec.py): it checks a positioned YAML value, reports problems at their
exact place and builds the value the engine evaluates.
"""

from __future__ import annotations

import re
from typing import Any

from generator.loading.positioned import PDict, PList
from generator.model.declarations.declared import (
    ITEM_COLLECTIONS, SECTION_COLLECTIONS, Collection, Condition, GroupBy, ValueSpec,
)
from generator.model.schema.patterns import compile_pattern
from generator.model.schema.fields import (
    Checker, ID_PATTERN, INVALID, SCHEMA_CHOICE, SCHEMA_FORMAT, SCHEMA_RANGE, SCHEMA_TYPE,
    SCHEMA_UNKNOWN_KEY, Type, did_you_mean, refuse,
)

FIELD_PATH = re.compile(r"^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9][a-z0-9_-]*)*$")
IS_KINDS = ("list", "mapping", "text", "integer", "number", "boolean", "unknown")
# Tests a condition may apply to a field, and the argument each takes.
TESTS = {"equals": "a value", "not": "a value", "in": "a list", "not_in": "a list",
         "min": "a number", "max": "a number", "present": "true or false", "is": "a kind of value",
         "length": "a whole number", "length_as": "a field", "same_as": "a field",
         "matches": "a regular expression", "contains": "a value", "among": "a field"}


def check_field_path(value, pos, ck: Checker) -> Any:
    """A field name, or a dotted path into mappings (``cost.gold``)."""
    if not isinstance(value, str) or not FIELD_PATH.match(value):
        ck.error(SCHEMA_FORMAT, f"{value!r} is not a field name or dotted path (e.g. 'cost.gold')", pos)
        return INVALID
    return value


class FieldPath(Type):
    def check(self, value, pos, ck):
        return check_field_path(value, pos, ck)

    def schema(self):
        return {"type": "string", "pattern": FIELD_PATH.pattern}


class FieldPaths(Type):
    """One field, or a list of them."""

    def check(self, value, pos, ck):
        if isinstance(value, PList):
            paths = [check_field_path(v, value.at(i), ck) for i, v in enumerate(value)]
            return INVALID if INVALID in paths or not paths else tuple(paths)
        path = check_field_path(value, pos, ck)
        return INVALID if path is INVALID else (path,)

    def schema(self):
        return {"oneOf": [FieldPath().schema(), {"type": "array", "items": FieldPath().schema()}]}


ALL_COLLECTIONS = (*SECTION_COLLECTIONS, *ITEM_COLLECTIONS)


class CollectionType(Type):
    """``components``, ``cards`` (all), ``{cards: kings-court}`` or ``{cards: [a, b]}``."""

    def check(self, value, pos, ck):
        if isinstance(value, str):
            if value not in ALL_COLLECTIONS:
                ck.error(SCHEMA_CHOICE, f"'{value}' is no collection{did_you_mean(value, ALL_COLLECTIONS)}; "
                         f"collections are: {', '.join(ALL_COLLECTIONS)}", pos)
                return INVALID
            return Collection(kind=value, pos=pos, field_pos={})
        if not isinstance(value, PDict) or len(value) != 1:
            return refuse(ck, "a collection name or a one-key mapping such as {cards: deck-id}", value, pos)
        [(kind, ids)] = value.items()
        if kind not in ITEM_COLLECTIONS:
            ck.error(SCHEMA_UNKNOWN_KEY, f"'{kind}' names no items{did_you_mean(kind, ITEM_COLLECTIONS)}; "
                     f"items are: {', '.join(ITEM_COLLECTIONS)}", value.key_at(kind))
            return INVALID
        found = _ids(ids, value.at(kind), ck)
        if found is INVALID:
            return INVALID
        return Collection(kind=kind, ids=found, pos=value.at(kind), field_pos={"ids": value.at(kind)})

    def schema(self):
        items = {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}
        return {"oneOf": [{"enum": list(ALL_COLLECTIONS)},
                          {"type": "object", "minProperties": 1, "maxProperties": 1,
                           "propertyNames": {"enum": list(ITEM_COLLECTIONS)}, "additionalProperties": items}]}


def _ids(value, pos, ck: Checker):
    items = list(value) if isinstance(value, PList) else [value]
    places = [value.at(i) for i in range(len(items))] if isinstance(value, PList) else [pos]
    for item, place in zip(items, places):
        if not isinstance(item, str) or not ID_PATTERN.match(item):
            ck.error(SCHEMA_FORMAT, f"{item!r} is not an ID", place)
            return INVALID
    return tuple(items) if items else INVALID


class ConditionType(Type):
    """A mapping of field to test: ``{type: Rebellion}``, ``{copies: {min: 2}}``,
    ``{per_colour: {present: true}}``; every test must hold."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, "a mapping of field to test", value, pos)
        tests: dict = {}
        for path in value:
            if check_field_path(path, value.key_at(path), ck) is INVALID:
                continue
            parsed = _tests(value[path], value.at(path), ck)
            if parsed is not INVALID:
                tests[path] = parsed
        return Condition(tests=tests, test_pos=dict(value.value_pos), pos=pos, field_pos={})

    def schema(self):
        test = {"type": "object", "additionalProperties": False,
                "properties": {name: {"description": f"takes {arg}"} for name, arg in TESTS.items()}}
        return {"type": "object", "additionalProperties": {"anyOf": [
            {"type": ["string", "number", "boolean"]}, test]}}


def _tests(value, pos, ck: Checker):
    if isinstance(value, PList):
        ck.error(SCHEMA_TYPE, "a list is ambiguous here: write {in: [...]} for 'one of these'", pos)
        return INVALID
    if not isinstance(value, PDict):
        return {"equals": value}
    out = {}
    for name, argument in value.items():
        if name not in TESTS:
            ck.error(SCHEMA_UNKNOWN_KEY, f"unknown test '{name}'{did_you_mean(name, TESTS)}; tests are: "
                     f"{', '.join(TESTS)}", value.key_at(name))
            continue
        checked = _test_argument(name, argument, value.at(name), ck)
        if checked is not INVALID:
            out[name] = checked
    return out


def _test_argument(name: str, argument, pos, ck: Checker):
    if name in ("in", "not_in"):
        return tuple(argument) if isinstance(argument, PList) else refuse(ck, "a list", argument, pos)
    if name in ("min", "max") and (isinstance(argument, bool) or not isinstance(argument, (int, float))):
        return refuse(ck, "a number", argument, pos)
    if name == "present" and not isinstance(argument, bool):
        return refuse(ck, "true or false", argument, pos)
    if name == "length" and (isinstance(argument, bool) or not isinstance(argument, int)):
        return refuse(ck, "a whole number", argument, pos)
    if name == "is" and argument not in IS_KINDS:
        ck.error(SCHEMA_CHOICE, f"{argument!r} is not one of: {', '.join(IS_KINDS)}", pos)
        return INVALID
    if name in ("length_as", "same_as", "among"):
        return check_field_path(argument, pos, ck)
    if name == "matches":
        return compile_pattern(argument, pos, ck)
    return argument


class ValueSpecType(Type):
    """``{from: 1, to: 5}``, a list of values, or ``{set: id}``."""

    def check(self, value, pos, ck):
        if isinstance(value, PList):
            return ValueSpec(values=tuple(value), pos=pos, field_pos={})
        if not isinstance(value, PDict):
            return refuse(ck, "{from: N, to: M}, a list of values or {set: ID}", value, pos)
        if set(value) == {"set"} and isinstance(value["set"], str):
            return ValueSpec(set_id=value["set"], pos=pos, field_pos={"set": value.at("set")})
        if set(value) == {"from", "to"}:
            low, high = value["from"], value["to"]
            if all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high)) and low <= high:
                return ValueSpec(low=low, high=high, pos=pos, field_pos={})
            ck.error(SCHEMA_RANGE, f"from {low!r} to {high!r} is not a range of whole numbers", pos)
            return INVALID
        return refuse(ck, "{from: N, to: M}, a list of values or {set: ID}", value, pos)

    def schema(self):
        return {"oneOf": [
            {"type": "array"},
            {"type": "object", "required": ["from", "to"], "additionalProperties": False,
             "properties": {"from": {"type": "integer"}, "to": {"type": "integer"}}},
            {"type": "object", "required": ["set"], "additionalProperties": False,
             "properties": {"set": {"type": "string"}}}]}


class GroupByType(Type):
    """``group_by: stack`` or ``group_by: {field: stack, values: {from: 1, to: 5}}``."""

    def check(self, value, pos, ck):
        if isinstance(value, str):
            path = check_field_path(value, pos, ck)
            return INVALID if path is INVALID else GroupBy(field=path, pos=pos, field_pos={})
        if not isinstance(value, PDict) or "field" not in value or set(value) - {"field", "values"}:
            return refuse(ck, "a field, or {field: F, values: ...}", value, pos)
        path = check_field_path(value["field"], value.at("field"), ck)
        values = ValueSpecType().check(value["values"], value.at("values"), ck) if "values" in value else None
        if INVALID in (path, values):
            return INVALID
        return GroupBy(field=path, values=values, pos=pos, field_pos=dict(value.value_pos))

    def schema(self):
        return {"oneOf": [FieldPath().schema(), {
            "type": "object", "required": ["field"], "additionalProperties": False,
            "properties": {"field": FieldPath().schema(), "values": ValueSpecType().schema()}}]}
