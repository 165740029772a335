"""Declarative field types: each checks a positioned YAML value and describes itself as JSON Schema.

One declaration drives both the loader's type checks (with exact positions) and the JSON Schema
that editors use, so the two cannot drift apart.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Iterable

from generator.diagnostics import DeclaredRule, Diagnostic, Position, Severity, declare
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_values import Yaml11Word
from generator.model.game.values import AtLeast, SheetRef, Source, Unknown

E = Severity.ERROR
SCHEMA_TYPE = declare("schema-type", E, """Each value has the type its field (or its attribute's declaration)
    gives; only true and false are booleans.
    Passes: ``copies: 2``; ``strength: 4`` declared integer. Fails: ``copies: many``, ``double_sided: yes``,
    ``strength: inf``.""")
SCHEMA_RANGE = declare("schema-range", E, """Every number lies in its field's range (docs/content-format.md lists
    them) and is finite; a declared attribute or a constant stays within its declared ``min`` and ``max``.
    Passes: ``copies: 0``; ``value: 18`` declared ``{type: integer, min: 1, max: 18}``. Fails:
    ``copies: -1``; ``value: 19``; ``print_length: 30000000``; ``size_mm: !!float nan``.""")
SCHEMA_FORMAT = declare("schema-format", E, """IDs are lower-case letters, digits and hyphens; a pattern is a
    regular expression of at most 1,000 characters, and a declared text matches its pattern.
    Passes: ``id: grand-prince``; ``pattern: "[0-9]+"``. Fails: ``id: Grand Prince``; ``pattern: "(a"``.""")
SCHEMA_CHOICE = declare("schema-choice", E, """A value is one of its field's choices, or of its attribute's
    declared values or set (with a suggestion).
    Passes: ``confidence: high``; ``kind: goblins`` in the set. Fails: ``confidence: sure``; ``kind: goblinz``.""")
SCHEMA_REQUIRED = declare("schema-required", E, """A required field, or a required declared attribute, is present.
    Passes: a card with ``id``. Fails: a card without one; an advisor without its declared ``value``.""")
SCHEMA_UNKNOWN_KEY = declare("schema-unknown-key", E, """No key beyond the declared fields, and no attribute beyond
    those its container declares (typos are caught, with a suggestion).
    Passes: ``copies: 2``. Fails: ``copeis: 2``; ``strenght: 4`` where ``strength`` is declared.""")
SCHEMA_YAML11_WORD = declare("schema-yaml11-word", Severity.WARNING, """A free-form attribute is not a bare
    yes/no/on/off, which YAML 1.1 tools read as a boolean and this tool reads as text.
    Passes: ``starting: true`` or ``answer: "yes"``. Fails: ``starting: yes``.""")
SCHEMA_UNKNOWN = declare("schema-unknown", E, """An unknown is written ``{unknown: <reason>}`` with a non-empty reason.
    Passes: ``vp: {unknown: not listed}``. Fails: ``vp: {unknown: ''}``.""")

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_YAML11_BOOL = re.compile(r"^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|True|TRUE|False|FALSE)$")


class Checker:
    """Collects diagnostics and the inherited source while a document is checked."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.sources: list[Source | None] = [None]

    def error(self, rule: DeclaredRule, message: str, pos: Position) -> None:
        self.diagnostics.append(Diagnostic(rule.id, Severity.ERROR, message, pos))

    def warning(self, rule: DeclaredRule, message: str, pos: Position) -> None:
        self.diagnostics.append(Diagnostic(rule.id, Severity.WARNING, message, pos))


INVALID = object()  # returned by a type when the value was refused


def did_you_mean(word: str, options: Iterable[str]) -> str:
    """'; did you mean 'x'?' for the closest of ``options``, else ''."""
    import difflib   # only a finding needs it

    close = difflib.get_close_matches(str(word), [str(o) for o in options], n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


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


def refuse(ck: Checker, expected: str, value: Any, pos: Position) -> object:
    ck.error(SCHEMA_TYPE, f"expected {expected}, got {_type_name(value)}", pos)
    return INVALID


class Text(Type):
    def __init__(self, pattern: re.Pattern | None = None, what: str = "text"):
        self.pattern, self.what = pattern, what

    def check(self, value, pos, ck):
        if isinstance(value, bool) or not isinstance(value, (str, int, float)):
            return refuse(ck, self.what, value, pos)
        text = value if isinstance(value, str) else str(value)
        if self.pattern and not self.pattern.match(text):
            ck.error(SCHEMA_FORMAT, f"'{text}' is not a valid {self.what}", pos)
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


LIMIT = 10**9
"""The widest range of any number of the format: a field with no narrower range of its own takes
-LIMIT to LIMIT, so that no number in the content decides how much work or memory a build takes."""
MAX_DIE_FACES = 100   # faces of a die: a d100 at most
MAX_DICE = 20         # dice rolled together


def _bounded(value: float, minimum: float, maximum: float, unit: str, pos: Position, ck: Checker) -> bool:
    """Whether ``value`` is a finite number from ``minimum`` to ``maximum``; else a finding."""
    if value != value or value in (float("inf"), float("-inf")):
        ck.error(SCHEMA_RANGE, f"{value} is not a finite number; write a number from {_n(minimum)} to "
                 f"{_n(maximum)}{unit}", pos)
        return False
    if value < minimum:
        ck.error(SCHEMA_RANGE, f"{_n(value)}{unit} is below the minimum of {_n(minimum)}{unit}", pos)
        return False
    if value > maximum:
        ck.error(SCHEMA_RANGE, f"{_n(value)}{unit} is above the maximum of {_n(maximum)}{unit}", pos)
        return False
    return True


def _n(number: float) -> str:
    return f"{number:g}" if isinstance(number, float) else str(number)


class Integer(Type):
    """A whole number from ``minimum`` (0 unless said otherwise) to ``maximum``."""

    def __init__(self, minimum: int = 0, maximum: int = LIMIT, unit: str = ""):
        self.minimum, self.maximum, self.unit = minimum, maximum, unit

    def check(self, value, pos, ck):
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, str) and re.fullmatch(r"[-+]?0[0-9]+|[0-9]+(:[0-9]+)+", value):
                ck.error(SCHEMA_TYPE, f"'{value}' is read as text, not a number: YAML 1.1 would "
                         "read it as octal or base 60; write the plain decimal number", pos)
                return INVALID
            return refuse(ck, "a whole number", value, pos)
        if not _bounded(value, self.minimum, self.maximum, self.unit, pos, ck):
            return INVALID
        return value

    def schema(self):
        return {"type": "integer", "minimum": self.minimum, "maximum": self.maximum}


class Copies(Integer):
    """How many: a whole number, or ``{at_least: N}`` when only a lower bound is known."""

    def check(self, value, pos, ck):
        if isinstance(value, PDict) and set(value) == {"at_least"}:
            number = super().check(value["at_least"], value.at("at_least"), ck)
            return INVALID if number is INVALID else AtLeast(number, pos)
        if isinstance(value, PDict):
            return refuse(ck, "a whole number or {at_least: N}", value, pos)
        return super().check(value, pos, ck)

    def schema(self):
        return {"oneOf": [super().schema(), {"type": "object", "required": ["at_least"],
                                             "additionalProperties": False,
                                             "properties": {"at_least": super().schema()}}]}


class Number(Type):
    """A finite number (whole or with a point) from ``minimum`` to ``maximum``; inf and nan are refused."""

    def __init__(self, minimum: float = -LIMIT, maximum: float = LIMIT, unit: str = ""):
        self.minimum, self.maximum, self.unit = minimum, maximum, unit

    def check(self, value, pos, ck):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return refuse(ck, "a number", value, pos)
        if not _bounded(value, self.minimum, self.maximum, self.unit, pos, ck):
            return INVALID
        return value

    def schema(self):
        return {"type": "number", "minimum": self.minimum, "maximum": self.maximum}


class Boolean(Type):
    def check(self, value, pos, ck):
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and _YAML11_BOOL.match(value):
            ck.error(SCHEMA_TYPE, f"'{value}' is text here: only true and false are booleans", pos)
            return INVALID
        return refuse(ck, "true or false", value, pos)

    def schema(self):
        return {"type": "boolean"}


class Choice(Type):
    def __init__(self, *values: str):
        self.values = values

    def check(self, value, pos, ck):
        if value in self.values and isinstance(value, str):
            return value
        ck.error(SCHEMA_CHOICE, f"{_type_name(value)} is not one of: {', '.join(self.values)}", pos)
        return INVALID

    def schema(self):
        return {"enum": list(self.values)}


class ListOf(Type):
    def __init__(self, item: Type):
        self.item = item

    def check(self, value, pos, ck):
        if not isinstance(value, PList):
            return refuse(ck, "a list", value, pos)
        out = PList(value.pos)
        for index, item in enumerate(value):
            checked = self.item.check(item, value.at(index), ck)
            if checked is not INVALID:
                out.append(checked)
                out.item_pos.append(value.at(index))
        return out

    def schema(self):
        return {"type": "array", "items": self.item.schema()}


class MappingOf(Type):
    """A mapping of names to values of one type (a card layout's styles); ``~`` leaves a name empty."""

    def __init__(self, item: Type):
        self.item = item

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, "a mapping", value, pos)
        out = value.shell()
        for key, item in value.items():
            checked = None if item is None else self.item.check(item, value.at(key), ck)
            if checked is not INVALID:
                out[key] = checked
        return out

    def schema(self):
        return {"type": "object", "additionalProperties": {"anyOf": [self.item.schema(), {"type": "null"}]}}


AMOUNT_MAXIMUM = 10_000


class Amount(Type):
    """A mapping of resource IDs to whole numbers from 0 to AMOUNT_MAXIMUM, e.g. ``{fur: 1, coin: 2}``."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, "a mapping of resource to amount", value, pos)
        for key in value:
            if not ID_PATTERN.match(key):
                ck.error(SCHEMA_FORMAT, f"'{key}' is not a valid resource ID", value.key_at(key))
                return INVALID
            if Integer(0, AMOUNT_MAXIMUM).check(value[key], value.at(key), ck) is INVALID:
                return INVALID
        return value

    def schema(self):
        return {"type": "object", "propertyNames": {"pattern": ID_PATTERN.pattern},
                "additionalProperties": Integer(0, AMOUNT_MAXIMUM).schema()}


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
            return refuse(ck, "a mapping of attributes", value, pos)
        out = value.shell()
        for key in value:
            out[key] = _attribute(value[key], value.at(key), ck)
        return out

    def schema(self):
        return {"type": "object"}


class Cell(Type):
    """A table cell: what YAML gives (text, a number, a boolean, a list or a mapping), empty
    (``~``), or ``{unknown: reason}``. A typed column checks its cells after loading; the cells
    of an untyped column are free-form, as undeclared attributes are."""

    def check(self, value, pos, ck):
        return _attribute(value, pos, ck)

    def schema(self):
        return {}


def _attribute(value, pos, ck):
    unknown = unknown_marker(value, pos, ck)
    if isinstance(value, Yaml11Word):
        ck.warning(SCHEMA_YAML11_WORD, f"'{value}' is text here, not a boolean: write true or false, "
                   f"or quote it if you mean the word", pos)
    return value if unknown is None else unknown


def unknown_marker(value, pos: Position, ck: Checker) -> Unknown | None:
    """The Unknown a ``{unknown: reason}`` mapping stands for, else None."""
    if isinstance(value, PDict) and "unknown" in value:
        if len(value) != 1 or not isinstance(value["unknown"], str) or not value["unknown"].strip():
            ck.error(SCHEMA_UNKNOWN, "an unknown is written {unknown: <reason>} with a non-empty reason", pos)
        return Unknown(str(value["unknown"]), pos)
    return None


UNKNOWN_SCHEMA = {"type": "object", "required": ["unknown"], "additionalProperties": False,
                  "properties": {"unknown": {"type": "string", "minLength": 1}}}


class SheetRefType(Type):
    """A sheet's file name, or ``{file: name.xlsx, worksheet: Name}``."""

    def check(self, value, pos, ck):
        if isinstance(value, PDict):
            for key in value:
                if key not in ("file", "worksheet"):
                    ck.error(SCHEMA_UNKNOWN_KEY, f"unknown key '{key}'; a sheet is {{file, worksheet}}",
                             value.key_at(key))
            if "file" not in value:
                ck.error(SCHEMA_REQUIRED, "a sheet needs 'file': the CSV or XLSX file's path", pos)
                return INVALID
            file = Text().check(value["file"], value.at("file"), ck)
            sheet = Text().check(value["worksheet"], value.at("worksheet"), ck) if "worksheet" in value else None
            if isinstance(file, str) and (sheet is None or isinstance(sheet, str)):
                return SheetRef(file, sheet, pos)
            return INVALID
        if isinstance(value, str):
            return SheetRef(value, None, pos)
        return refuse(ck, "a file name or {file, worksheet}", value, pos)

    def schema(self):
        return {"oneOf": [{"type": "string"}, {"type": "object", "required": ["file"], "additionalProperties": False,
                          "properties": {"file": {"type": "string"}, "worksheet": {"type": "string"}}}]}
