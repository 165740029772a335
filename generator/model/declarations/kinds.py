"""The content kinds that declare: closed sets, constants, constraints, and typed table columns.

Built from the source record kinds.py declares, so that every declaration cites a source like
any other entry.
"""

from __future__ import annotations

from dataclasses import replace

from generator.loading.positioned import PDict, PList
from generator.model.game import entities as e
from generator.model.declarations.attributes import COMMON, OPTIONS, AttributeDeclType, AttributeDecls
from generator.model.declarations.constraints import ConstraintRecord
from generator.model.declarations.declared import Constant, ValueSet
from generator.model.schema.records import Field, Record
from generator.model.schema.fields import INVALID, Ident, LIMIT, ListOf, Number, SCHEMA_TYPE, Text, Type, refuse


class AnyValue(Type):
    """A constant's value: a number, a text, a boolean, or a list of them; a number is finite and
    within the format's widest range."""

    def check(self, value, pos, ck):
        if isinstance(value, (bool, str)):
            return value
        if isinstance(value, (int, float)):
            return Number().check(value, pos, ck)
        if isinstance(value, PList) and all(isinstance(v, (bool, int, float, str)) for v in value):
            items = [v if isinstance(v, (bool, str)) else Number().check(v, value.at(i), ck)
                     for i, v in enumerate(value)]
            return INVALID if INVALID in items else value
        return refuse(ck, "a number, a text, true/false or a list of them", value, pos)

    def schema(self):
        scalar = {"type": ["number", "string", "boolean"]}
        return {"anyOf": [scalar, {"type": "array", "items": scalar}]}


class ConstantRecord(Record):
    """A constant; a numeric value (each number of a list) lies in its declared ``min``-``max``."""

    def check(self, value, pos, ck):
        constant = super().check(value, pos, ck)
        if constant is INVALID or (constant.minimum is None and constant.maximum is None):
            return constant
        low = -LIMIT if constant.minimum is None else constant.minimum
        high = LIMIT if constant.maximum is None else constant.maximum
        values = constant.value if isinstance(constant.value, list) else [constant.value]
        places = [value["value"].at(i) for i in range(len(values))] if isinstance(constant.value, list) \
            else [value.at("value")]
        in_range = Number(low, high, f" {constant.unit}" if constant.unit else "")
        for number, place in zip(values, places):
            if isinstance(number, bool) or not isinstance(number, (int, float)):
                ck.error(SCHEMA_TYPE, f"constant '{constant.id}' declares a range, so its value is a "
                         f"number, not {number!r}", place)
                return INVALID
            if in_range.check(number, place, ck) is INVALID:
                return INVALID   # refused: no check or table computes with a value out of its range
        return constant


def value_set_record(source: Type) -> Record:
    return Record(ValueSet, "set", {
        "id": Field(Ident(), "stable ID; one-of declarations name it with set: ID", required=True),
        "name": Field(Text(), "what the values are", required=True),
        "values": Field(ListOf(Text()), "the allowed values", required=True),
        "description": Field(Text(), "what the set is for"),
        "source": Field(source, "where the set comes from"),
    }, name="set")


def constant_record(source: Type) -> Record:
    return ConstantRecord(Constant, "constant", {
        "id": Field(Ident(), "stable ID; a game's Python reads it with game.constant(ID)", required=True),
        "name": Field(Text(), "what the value is", required=True),
        "value": Field(AnyValue(), "the value", required=True),
        "unit": Field(Text(), "unit of the value, e.g. dice or VP"),
        "min": Field(Number(), "the least value the game's rules and its Python accept", attr="minimum"),
        "max": Field(Number(), "the greatest value the game's rules and its Python accept", attr="maximum"),
        "description": Field(Text(), "how the rules use it"),
        "source": Field(source, "where the rulebook states it"),
    }, name="constant")


def constraint_record(source: Type) -> ConstraintRecord:
    return ConstraintRecord(source)


DECLARATION_KEYS = (*COMMON, *sorted({o for v in OPTIONS.values() for o in v}))


class ColumnRecord(Record):
    """A table column; ``type`` and its options declare the type of the column's cells."""

    def __init__(self, source: Type, **kwargs):
        super().__init__(**kwargs)
        self.decl = AttributeDeclType(source, top=False)

    def check(self, value, pos, ck):
        if not isinstance(value, PDict) or "type" not in value:
            return super().check(value, pos, ck)
        own, declared = _split(value, set(self.fields))
        column = super().check(own, pos, ck)
        decl = self.decl.check(declared, pos, ck, str(value.get("id", "column")))
        if column is not INVALID and decl is not INVALID:
            return replace(column, declaration=decl)
        return column

    def schema(self):
        out = super().schema()
        out["properties"].update({k: {"description": f"the cells' declared {k}"} for k in DECLARATION_KEYS})
        return out


def _split(value: PDict, own_keys: set[str]) -> tuple[PDict, PDict]:
    own, declared = PDict(value.pos), PDict(value.pos)
    for key, item in value.items():
        target = own if key in own_keys else declared
        target[key] = item
        target.key_pos[key] = value.key_at(key)
        target.value_pos[key] = value.at(key)
    return own, declared


def column_record(source: Type) -> ColumnRecord:
    return ColumnRecord(source, cls=e.Column, title="table column", fields={
        "id": Field(Ident(), "stable ID, unique within the game", required=True),
        "label": Field(Text(), "column heading", required=True),
        "local_label": Field(Text(), "the heading in the game's original language"),
    }, inherits_source=False)


def declares(what: str, source: Type) -> Field:
    """The field of a container that declares its items' attributes."""
    return Field(AttributeDecls(source), f"declared attributes of the {what}: name -> "
                 "{type, description, ...}", default_factory=dict)
