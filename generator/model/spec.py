"""Declarative field types: each checks a positioned YAML value and describes itself as JSON Schema.

One declaration drives both the loader's type checks (with exact positions) and the JSON Schema
that editors use, so the two cannot drift apart.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from generator.diagnostics import Diagnostic, Position, Severity
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_reader import Yaml11Word
from generator.model.values import Source, Unknown

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_YAML11_BOOL = re.compile(r"^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|True|TRUE|False|FALSE)$")


class Checker:
    """Collects diagnostics and the inherited source while a document is checked."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.sources: list[Source | None] = [None]

    def error(self, rule: str, message: str, pos: Position) -> None:
        self.diagnostics.append(Diagnostic(rule, Severity.ERROR, message, pos))

    def warning(self, rule: str, message: str, pos: Position) -> None:
        self.diagnostics.append(Diagnostic(rule, Severity.WARNING, message, pos))


INVALID = object()  # returned by a type when the value was refused


class Type:
    """A field type: ``check`` converts or reports; ``schema`` gives JSON Schema."""

    def check(self, value: Any, pos: Position, ck: Checker) -> Any:
        raise NotImplementedError

    def schema(self) -> dict:
        raise NotImplementedError


def _type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return f"the text '{value}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return "null"


def _refuse(ck: Checker, expected: str, value: Any, pos: Position) -> object:
    ck.error("schema-type", f"expected {expected}, got {_type_name(value)}", pos)
    return INVALID


class Text(Type):
    def __init__(self, pattern: re.Pattern | None = None, what: str = "text"):
        self.pattern, self.what = pattern, what

    def check(self, value, pos, ck):
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            return _refuse(ck, self.what, value, pos)
        text = value if isinstance(value, str) else str(value)
        if self.pattern and not self.pattern.match(text):
            ck.error("schema-format", f"'{text}' is not a valid {self.what}", pos)
            return INVALID
        return text

    def schema(self):
        out: dict = {"type": ["string", "number"] if not self.pattern else "string"}
        if self.pattern:
            out["pattern"] = self.pattern.pattern
        return out


class Ident(Text):
    def __init__(self):
        super().__init__(ID_PATTERN, "ID (lower-case letters, digits and hyphens)")


class Integer(Type):
    """An integer, non-negative unless ``minimum`` says otherwise."""

    def __init__(self, minimum: int | None = 0):
        self.minimum = minimum

    def check(self, value, pos, ck):
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, str) and re.fullmatch(r"[-+]?0[0-9]+|[0-9]+(:[0-9]+)+", value):
                ck.error("schema-type", f"'{value}' is read as text, not a number: YAML 1.1 would "
                         "read it as octal or base 60; write the plain decimal number", pos)
                return INVALID
            return _refuse(ck, "a whole number", value, pos)
        if self.minimum is not None and value < self.minimum:
            ck.error("schema-range", f"{value} is below the minimum of {self.minimum}", pos)
            return INVALID
        return value

    def schema(self):
        out: dict = {"type": "integer"}
        if self.minimum is not None:
            out["minimum"] = self.minimum
        return out


class Number(Type):
    def check(self, value, pos, ck):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return _refuse(ck, "a number", value, pos)
        return value

    def schema(self):
        return {"type": "number"}


class Boolean(Type):
    def check(self, value, pos, ck):
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and _YAML11_BOOL.match(value):
            ck.error("schema-type", f"'{value}' is text here: only true and false are booleans", pos)
            return INVALID
        return _refuse(ck, "true or false", value, pos)

    def schema(self):
        return {"type": "boolean"}


class Choice(Type):
    def __init__(self, *values: str):
        self.values = values

    def check(self, value, pos, ck):
        if value in self.values and isinstance(value, str):
            return value
        ck.error("schema-choice", f"{_type_name(value)} is not one of: {', '.join(self.values)}", pos)
        return INVALID

    def schema(self):
        return {"enum": list(self.values)}


class ListOf(Type):
    def __init__(self, item: Type):
        self.item = item

    def check(self, value, pos, ck):
        if not isinstance(value, PList):
            return _refuse(ck, "a list", value, pos)
        out = PList(value.pos)
        for index, item in enumerate(value):
            checked = self.item.check(item, value.at(index), ck)
            if checked is not INVALID:
                out.append(checked)
                out.item_pos.append(value.at(index))
        return out

    def schema(self):
        return {"type": "array", "items": self.item.schema()}


class Amount(Type):
    """A mapping of resource IDs to non-negative whole numbers, e.g. ``{fur: 1, coin: 2}``."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return _refuse(ck, "a mapping of resource to amount", value, pos)
        for key in value:
            if not ID_PATTERN.match(key):
                ck.error("schema-format", f"'{key}' is not a valid resource ID", value.key_at(key))
                return INVALID
            if Integer().check(value[key], value.at(key), ck) is INVALID:
                return INVALID
        return value

    def schema(self):
        return {"type": "object", "propertyNames": {"pattern": ID_PATTERN.pattern},
                "additionalProperties": {"type": "integer", "minimum": 0}}


class AmountOrChoices(Type):
    """An amount, or a list of amounts meaning 'one of these'."""

    def check(self, value, pos, ck):
        if isinstance(value, PList):
            return ListOf(Amount()).check(value, pos, ck)
        return Amount().check(value, pos, ck)

    def schema(self):
        return {"oneOf": [Amount().schema(), {"type": "array", "items": Amount().schema()}]}


class Attributes(Type):
    """Free-form typed attributes of an entity; ``{unknown: reason}`` marks an unknown value."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return _refuse(ck, "a mapping of attributes", value, pos)
        out = PDict(value.pos)
        out.key_pos, out.value_pos = value.key_pos, value.value_pos
        for key in value:
            out[key] = _attribute(value[key], value.at(key), ck)
        return out

    def schema(self):
        return {"type": "object"}


class Cell(Type):
    """A table cell: text or a number, or ``{unknown: reason}``."""

    def check(self, value, pos, ck):
        marker = unknown_marker(value, pos, ck)
        if marker is not None:
            return marker
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            return _refuse(ck, "text, a number or {unknown: reason}", value, pos)
        return value

    def schema(self):
        return {"anyOf": [{"type": ["string", "number"]}, UNKNOWN_SCHEMA]}


def _attribute(value, pos, ck):
    unknown = unknown_marker(value, pos, ck)
    if isinstance(value, Yaml11Word):
        ck.warning("schema-yaml11-word", f"'{value}' is text here, not a boolean: write true or false, "
                   f"or quote it if you mean the word", pos)
    return value if unknown is None else unknown


def unknown_marker(value, pos: Position, ck: Checker) -> Unknown | None:
    """The Unknown a ``{unknown: reason}`` mapping stands for, else None."""
    if isinstance(value, PDict) and "unknown" in value:
        if len(value) != 1 or not isinstance(value["unknown"], str) or not value["unknown"].strip():
            ck.error("schema-unknown", "an unknown is written {unknown: <reason>} with a non-empty reason", pos)
        return Unknown(str(value["unknown"]), pos)
    return None


UNKNOWN_SCHEMA = {"type": "object", "required": ["unknown"], "additionalProperties": False,
                  "properties": {"unknown": {"type": "string", "minLength": 1}}}


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

    def __init__(self, name: str, resolve: Callable[[], "Record"]):
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
        self.name = name or title.replace(" ", "-")

    def build(self, values: dict, value: PDict):
        """Construct the entity from checked field values."""
        field_pos = value.value_pos
        renamed = {spec.attr: name for name, spec in self.fields.items() if spec.attr}
        if renamed:
            field_pos = {**field_pos, **{a: field_pos[n] for a, n in renamed.items() if n in field_pos}}
        return self.cls(**values, pos=value.pos, field_pos=field_pos)

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return _refuse(ck, f"a mapping ({self.title})", value, pos)
        for key in value:
            if key not in self.fields:
                ck.error("schema-unknown-key", self._unknown_key_message(key), value.key_at(key))
        values, ok = self._check_fields(value, ck)
        if not ok:
            return INVALID
        return self.build(values, value)

    def _check_fields(self, value: PDict, ck: Checker) -> tuple[dict, bool]:
        """Checked values; False when a required field failed. A failed optional field is
        reported and takes its default, so the entity stays and later checks raise no echoes."""
        values: dict[str, Any] = {}
        ok = True
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
                    checked = spec.make_default()
                values[spec.attr or name] = checked
        finally:
            if pushed:
                ck.sources.pop()
        return values, ok

    def _check_field(self, name: str, spec: Field, value: PDict, ck: Checker):
        if name not in value or value[name] is None:
            if spec.required:
                ck.error("schema-required", f"{self.title} needs '{name}': {spec.doc}", value.pos)
                return INVALID
            return spec.make_default()
        if spec.unknown_ok:
            unknown = unknown_marker(value[name], value.at(name), ck)
            if unknown is not None:
                return unknown
        return spec.type.check(value[name], value.at(name), ck)

    def _unknown_key_message(self, key: str) -> str:
        close = difflib.get_close_matches(key, list(self.fields), n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        return f"unknown key '{key}' in {self.title}{hint}"

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
