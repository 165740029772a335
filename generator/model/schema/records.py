"""Records: mappings with declared fields, built into typed entities, and their JSON Schema."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from generator.loading.positioned import PDict
from generator.model.schema.fields import (
    Checker, INVALID, SCHEMA_REQUIRED, SCHEMA_UNKNOWN_KEY, Type, UNKNOWN_SCHEMA, did_you_mean, refuse, unknown_marker,
)


@dataclass
class Field:
    """One field of a record: its type, whether required, a default, and whether it may be unknown."""

    type: Type
    doc: str
    required: bool = False
    default: Any = None
    unknown_ok: bool = False
    default_factory: Callable[[], Any] | None = field(default=None, repr=False)
    attr: str | None = None  # entity attribute name, when it differs from the YAML key

    def make_default(self):
        return self.default_factory() if self.default_factory else self.default


class SelfRef(Type):
    """A reference to a named record, for recursive structures (rules inside rules)."""

    def __init__(self, name: str, resolve: Callable[[], Record]):
        self.name, self.resolve = name, resolve

    def check(self, value, pos, ck):
        return self.resolve().check(value, pos, ck)

    def schema(self):
        return {"$ref": f"#/definitions/{self.name}"}


class Record(Type):
    """A mapping with declared fields, built into ``cls``; unknown keys are refused."""

    def __init__(self, cls: type, title: str, fields: dict[str, Field], inherits_source: bool = True,
                 name: str | None = None):
        self.cls, self.title, self.fields = cls, title, fields
        self.inherits_source = inherits_source
        # fields the entity holds as tuples (its entries: cards, spaces, rows...), read as lists
        self.tuples = frozenset(f.name for f in dataclasses.fields(cls) if str(f.type).startswith("tuple[")) \
            if dataclasses.is_dataclass(cls) else frozenset()
        self.name = name or title.replace(" ", "-")

    def build(self, values: dict, value: PDict, refused: list[str] = ()):  # type: ignore[assignment]
        """Construct the entity from checked field values, with the fields refused at load."""
        field_pos = value.value_pos
        renamed = {spec.attr: name for name, spec in self.fields.items() if spec.attr}
        if renamed:
            field_pos = {**field_pos, **{a: field_pos[n] for a, n in renamed.items() if n in field_pos}}
        values = {name: tuple(v) if name in self.tuples and isinstance(v, list) else v for name, v in values.items()}
        if refused and "refused" in getattr(self.cls, "__dataclass_fields__", {}):
            values["refused"] = frozenset(refused)
        return self.cls(**values, pos=value.pos, field_pos=field_pos)

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, f"a mapping ({self.title})", value, pos)
        for key in value:
            if key not in self.fields:
                ck.error(SCHEMA_UNKNOWN_KEY, self._unknown_key_message(key), value.key_at(key))
        values, ok, refused = self._check_fields(value, ck)
        if not ok:
            return INVALID
        return self.build(values, value, refused)

    def _check_fields(self, value: PDict, ck: Checker) -> tuple[dict, bool, list[str]]:
        """Checked values; False when a required field failed; the fields refused. A failed
        optional field is reported and takes its default, so the entity stays and later checks
        raise no echoes (constraints leave alone an entity whose field they read was refused)."""
        values: dict[str, Any] = {}
        ok, refused = True, []
        pushed = "source" in self.fields
        if pushed:
            own = value.get("source")
            source = self.fields["source"].type.check(own, value.at("source"), ck) if own is not None else None
            if source is INVALID:
                source = None
            values["source"] = source or (ck.sources[-1] if self.inherits_source else None)
            ck.sources.append(values["source"])
        try:
            for name, spec in self.fields.items():
                if name == "source":
                    continue
                checked = self._check_field(name, spec, value, ck)
                if checked is INVALID:
                    ok = ok and not spec.required
                    refused.append(name)
                    checked = spec.make_default()
                values[spec.attr or name] = checked
        finally:
            if pushed:
                ck.sources.pop()
        return values, ok, refused

    def _check_field(self, name: str, spec: Field, value: PDict, ck: Checker):
        if name not in value or value[name] is None:
            if value.refused(name):     # reported where it was written
                return INVALID
            if spec.required:
                ck.error(SCHEMA_REQUIRED, f"{self.title} needs '{name}': {spec.doc}", value.pos)
                return INVALID
            return spec.make_default()
        if spec.unknown_ok:
            unknown = unknown_marker(value[name], value.at(name), ck)
            if unknown is not None:
                return unknown
        return spec.type.check(value[name], value.at(name), ck)

    def _unknown_key_message(self, key: str) -> str:
        return f"unknown key '{key}' in {self.title}{did_you_mean(key, self.fields)}"

    def schema(self):
        props = {}
        for name, spec in self.fields.items():
            sub = dict(spec.type.schema())
            if spec.unknown_ok:
                sub = {"anyOf": [sub, UNKNOWN_SCHEMA]}
            sub["description"] = spec.doc
            props[name] = sub
        required = [name for name, spec in self.fields.items() if spec.required]
        out = {"type": "object", "title": self.title, "additionalProperties": False, "properties": props}
        if required:
            out["required"] = required
        return out


class SourcesByField(Type):
    """Sources of single fields of an entry, when they differ from the entry's own:
    ``{vp: {public: ..., confidence: low}}``. Keys must be fields of the entry."""

    def __init__(self, source: Record, fields: tuple[str, ...]):
        self.source, self.fields = source, fields

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, "a mapping of field name to source", value, pos)
        out = {}
        for key in value:
            if key not in self.fields:
                ck.error(SCHEMA_UNKNOWN_KEY, f"field_sources names '{key}', which is no field here; "
                         f"fields are: {', '.join(self.fields)}", value.key_at(key))
                continue
            checked = self.source.check(value[key], value.at(key), ck)
            if checked is not INVALID:
                out[key] = checked
        return out

    def schema(self):
        return {"type": "object", "propertyNames": {"enum": list(self.fields)},
                "additionalProperties": self.source.schema()}
