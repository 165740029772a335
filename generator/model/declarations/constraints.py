"""Reading declared constraints: an ID, a message, a severity, a source, the entities it applies
to (``of``, ``where``, ``group_by``) and exactly one kind with its options.

Only the shape is checked here, at load; the rules stage evaluates them (rules/constraints/).
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.loading.positioned import PDict
from generator.model.declarations.vocabulary import (
    CollectionType, ConditionType, FieldPath, FieldPaths, GroupByType, ValueSpecType,
)
from generator.model.declarations.declared import Constraint
from generator.model.schema.patterns import BoundedPattern, compile_pattern
from generator.model.schema.fields import (
    Boolean, Checker, Choice, ID_PATTERN, INVALID, Integer, MAX_DICE, MAX_DIE_FACES, SCHEMA_FORMAT,
    SCHEMA_REQUIRED, SCHEMA_UNKNOWN_KEY, Text, Type, did_you_mean, refuse,
)

SEVERITIES = ("error", "warning", "info")
GROUPED = ("unique", "covers", "count", "sum", "order")


@dataclass(frozen=True)
class ValueRef:
    """A number written out, or the value of another entity's field: ``{entity: dice, field: total}``."""

    number: float | None = None
    entity: str | None = None
    field: str = "value"
    pos: object = None


class ValueRefType(Type):
    def check(self, value, pos, ck):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return ValueRef(number=value, pos=pos)
        if isinstance(value, PDict) and "entity" in value and not set(value) - {"entity", "field"}:
            field = value.get("field", "value")
            if isinstance(value["entity"], str) and ID_PATTERN.match(value["entity"]) and isinstance(field, str):
                return ValueRef(entity=value["entity"], field=field, pos=value.at("entity"))
        return refuse(ck, "a number or {entity: ID, field: F}", value, pos)

    def schema(self):
        return {"oneOf": [{"type": "number"}, {
            "type": "object", "required": ["entity"], "additionalProperties": False,
            "properties": {"entity": {"type": "string"}, "field": {"type": "string"}}}]}


class TextPlace(Type):
    """Where a ``text`` constraint reads its text: a field of each entry (``power``), or one field
    of another entry, such as the rule that states the number: ``{entity: sb-1-3-1, field: text}``."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return FieldPath().check(value, pos, ck)
        ref = ValueRefType().check(value, pos, ck) if "entity" in value else INVALID
        if not isinstance(ref, ValueRef):
            return ref if ref is INVALID and "entity" in value else refuse(
                ck, "a field, or {entity: ID, field: F}", value, pos)
        return ValueRef(entity=ref.entity, field=value.get("field", "text"), pos=ref.pos)

    def schema(self):
        return {"oneOf": [FieldPath().schema(), {
            "type": "object", "required": ["entity"], "additionalProperties": False,
            "properties": {"entity": {"type": "string"}, "field": {"type": "string"}}}]}


class Pattern(Type):
    """A regular expression with one group, the number the text states."""

    def check(self, value, pos, ck):
        compiled = compile_pattern(value, pos, ck)
        if not isinstance(compiled, BoundedPattern):
            return INVALID
        if compiled.groups != 1:
            ck.error(SCHEMA_FORMAT, f"the pattern '{value}' needs exactly one group (...) around the "
                     "number", pos)
            return INVALID
        return compiled

    def schema(self):
        return {"type": "string"}


class FieldPairs(Type):
    """``{mine: theirs, ...}``: fields of the subject and of the entity it names."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict) or not value:
            return refuse(ck, "a mapping of this entry's field to the named entry's field", value, pos)
        out = value.shell()
        for mine, theirs in value.items():
            if FieldPath().check(mine, value.key_at(mine), ck) is INVALID:
                return INVALID
            if FieldPath().check(theirs, value.at(mine), ck) is INVALID:
                return INVALID
            out[mine] = theirs
        return out

    def schema(self):
        return {"type": "object", "additionalProperties": {"type": "string"}}


class Covered(Type):
    """``{row: {from: 1, to: 5}, column: {from: 1, to: 4}}``: fields and the values they cover."""

    def check(self, value, pos, ck):
        if not isinstance(value, PDict) or not value:
            return refuse(ck, "a mapping of field to the values it covers", value, pos)
        out = value.shell()
        for path in value:
            spec = ValueSpecType().check(value[path], value.at(path), ck)
            if FieldPath().check(path, value.key_at(path), ck) is INVALID or spec is INVALID:
                return INVALID
            out[path] = spec
        return out

    def schema(self):
        return {"type": "object", "additionalProperties": ValueSpecType().schema()}


@dataclass(frozen=True)
class Kind:
    """A constraint kind: its options (name -> type), those required, and a shorthand (the option
    a plain value stands for, as in ``unique: name``)."""

    doc: str
    options: dict
    required: tuple[str, ...] = ()
    shorthand: str | None = None
    whole: Type | None = None      # the kind's value is one typed value, not options
    one_of: tuple[str, ...] = ()   # at least one of these options


_BOUNDS = {"equals": ValueRefType(), "min": ValueRefType(), "max": ValueRefType()}
KINDS: dict[str, Kind] = {
    "unique": Kind("no two entries share the value (or combination) of these fields",
                   {"fields": FieldPaths(), "ignore_case": Boolean()}, ("fields",), "fields"),
    "range": Kind("a field's values (each number of an amount, each item of a list) lie in a range",
                  {"field": FieldPaths(), "min": ValueRefType(), "max": ValueRefType()}, ("field",),
                  one_of=("min", "max")),
    "reference": Kind("a field's values name entries of a collection",
                      {"field": FieldPaths(), "to": CollectionType(), "by": Text(), "where": ConditionType()},
                      ("field", "to")),
    "covers": Kind("every value (or combination) is taken exactly once", {}, whole=Covered()),
    "dice": Kind("rolls cover every face of the dice exactly once",
                 {"faces": Integer(2, MAX_DIE_FACES), "field": FieldPath(), "count": Integer(1, MAX_DICE)},
                 ("faces",), "faces"),
    "count": Kind("how many entries there are", {**_BOUNDS, "copies": Boolean()}, one_of=tuple(_BOUNDS)),
    "sum": Kind("the total of a field over the entries", {"field": FieldPath(), **_BOUNDS, "copies": Boolean()},
                ("field",),
                one_of=tuple(_BOUNDS)),
    "per_colour": Kind("per colour x the manifest's colours + extra = total",
                       {"each": FieldPath(), "extra": FieldPath(), "total": FieldPath()}),
    "order": Kind("values rise (or fall) in order: each field along the entries, or across fields",
                  {"field": FieldPaths(), "across": FieldPaths(), "direction": Choice("ascending", "descending"),
                   "strict": Boolean(), "by": FieldPath(), "aggregate": Choice("mean", "sum", "min", "max", "count")},
                  shorthand="field", one_of=("field", "across")),
    "equal": Kind("fields equal those of the entry another field names",
                  {"via": FieldPath(), "to": CollectionType(), "by": Text(), "fields": FieldPairs()},
                  ("via", "to", "fields")),
    "for_all": Kind("every entry meets a condition", {}, whole=ConditionType()),
    "exists": Kind("at least one entry meets a condition", {}, whole=ConditionType()),
    "text": Kind("a number stated in a text equals the field that holds it",
                 {"field": FieldPath(), "in": TextPlace(), "pattern": Pattern(), "required": Boolean()},
                 ("field", "in", "pattern")),
}
COMMON = {"id", "message", "severity", "description", "source", "of", "where", "group_by"}


def read_options(kind: str, value, pos, ck: Checker):
    """A kind's options as a positioned mapping of checked values, or INVALID."""
    spec = KINDS[kind]
    if spec.whole is not None:
        return spec.whole.check(value, pos, ck)
    if not isinstance(value, PDict):
        if spec.shorthand is None:
            return refuse(ck, f"a mapping of {kind} options", value, pos)
        wrapped = PDict(pos)
        wrapped[spec.shorthand] = value
        wrapped.key_pos[spec.shorthand] = wrapped.value_pos[spec.shorthand] = pos
        value = wrapped
    out = value.shell()
    for key in value:
        if key not in spec.options:
            ck.error(SCHEMA_UNKNOWN_KEY, f"unknown {kind} option '{key}'{did_you_mean(key, spec.options)}; "
                     f"options are: {', '.join(spec.options)}", value.key_at(key))
            return INVALID
        checked = spec.options[key].check(value[key], value.at(key), ck)
        if checked is INVALID:
            return INVALID
        out[key] = checked
    missing = [k for k in spec.required if k not in out]
    if missing or (spec.one_of and not any(k in out for k in spec.one_of)):
        need = ", ".join(missing) if missing else " or ".join(spec.one_of)
        ck.error(SCHEMA_REQUIRED, f"a {kind} constraint needs {need}", value.pos)
        return INVALID
    return out


class ConstraintRecord(Type):
    """A ``constraints:`` entry."""

    title = "constraint"

    def __init__(self, source_type: Type):
        self.source_type = source_type

    def check(self, value, pos, ck):
        if not isinstance(value, PDict):
            return refuse(ck, "a mapping (constraint)", value, pos)
        kinds = [k for k in value if k in KINDS]
        for key in value:
            if key not in KINDS and key not in COMMON:
                ck.error(SCHEMA_UNKNOWN_KEY, f"unknown key '{key}' in constraint"
                         f"{did_you_mean(key, [*COMMON, *KINDS])}", value.key_at(key))
        if len(kinds) != 1:
            ck.error(SCHEMA_REQUIRED, "a constraint has exactly one kind, one of: " + ", ".join(KINDS)
                     + (f" (found {', '.join(kinds)})" if kinds else ""), value.pos)
            return INVALID
        return self._build(kinds[0], value, ck)

    def _build(self, kind: str, value: PDict, ck: Checker):
        readers = {"id": Text(ID_PATTERN, "ID"), "message": Text(), "severity": Choice(*SEVERITIES),
                   "description": Text(), "source": self.source_type, "of": CollectionType(),
                   "where": ConditionType(), "group_by": GroupByType()}
        fields: dict = {"severity": "error", "description": None, "source": None, "where": None,
                        "group_by": None}
        for name in ("id", "message", "of"):
            if name not in value:
                ck.error(SCHEMA_REQUIRED, f"constraint needs '{name}'", value.pos)
                return INVALID
        for name, reader in readers.items():
            if name in value:
                checked = reader.check(value[name], value.at(name), ck)
                if checked is INVALID:
                    return INVALID
                fields[name] = checked
        fields["source"] = fields["source"] or ck.sources[-1]   # as other top-level entries
        if fields["group_by"] is not None and kind not in GROUPED:
            ck.error(SCHEMA_UNKNOWN_KEY, f"group_by does not apply to a {kind} constraint (only to "
                     f"{', '.join(GROUPED)})", value.key_at("group_by"))
            return INVALID
        options = read_options(kind, value[kind], value.at(kind), ck)
        if options is INVALID:
            return INVALID
        return Constraint(kind=kind, options=options, pos=value.pos, field_pos=dict(value.value_pos),
                          **fields)

    def schema(self):
        props: dict[str, dict] = {name: {"description": kind.doc} for name, kind in KINDS.items()}
        props.update({
            "id": {"type": "string", "description": "the rule ID findings carry"},
            "message": {"type": "string", "description": "what the constraint says, in the findings"},
            "severity": {"enum": list(SEVERITIES)},
            "description": {"type": "string"},
            "source": self.source_type.schema(),
            "of": CollectionType().schema(), "where": ConditionType().schema(),
            "group_by": GroupByType().schema(),
        })
        return {"type": "object", "title": "constraint", "required": ["id", "message", "of"],
                "additionalProperties": False, "properties": props}
