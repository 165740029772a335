"""Checking one value against its attribute declaration, with exact positions.

A value that fails is reported and left out (its entry stays, without it), so checks that run
later never meet a value of the wrong type.
"""

from __future__ import annotations

from typing import Any

from generator.diagnostics import Position, Severity, declare
from generator.loading.positioned import PDict, PList
from generator.model.declarations.conditions import matches
from generator.model.declarations.declared import AttributeDecl
from generator.model.game.paths import MISSING, Subject, value_at
from generator.model.schema.patterns import SCHEMA_PATTERN_TIME, TIMED_OUT, timed_out_message
from generator.model.game.select import missing_containers, select
from generator.model.schema.fields import (
    Boolean, Checker, INVALID, Integer, LIMIT, Number, SCHEMA_CHOICE, SCHEMA_FORMAT, SCHEMA_RANGE,
    SCHEMA_REQUIRED, SCHEMA_TYPE, SCHEMA_UNKNOWN_KEY, Text, did_you_mean, refuse,
)
from generator.model.game.values import Unknown

REFERENCE_RESOLVES = declare("reference-resolves", Severity.ERROR, """
    Every ID that an entry refers to names an existing entry of the right kind.
    That holds for a component's ``encoded_as`` and a card's resources (checked by
    generator/rules/generic/references.py), a declared reference attribute's value, and the sets,
    resources and entries a declaration names (checked as the content is typed).
    Passes: ``cost: {fur: 1}`` with a resource ``id: fur``; ``encoded_as: deeds`` with a deck.
    Fails: ``cost: {furs: 1}``; ``encoded_as: deed`` when no such deck exists.""")

_READERS = {"integer": Integer(-LIMIT), "number": Number(), "boolean": Boolean(), "text": Text()}


class ValueChecker:
    """Checks values against declarations within one game (its sets and reference targets)."""

    def __init__(self, game, ck: Checker):
        self.game, self.ck = game, ck
        self._targets: dict[int, dict[str, Any]] = {}

    def check(self, decl: AttributeDecl, value: Any, pos: Position) -> Any:
        """The checked value, or INVALID after reporting why."""
        if isinstance(value, Unknown):
            if decl.unknown_ok:
                return value
            self.ck.error(SCHEMA_TYPE, f"'{decl.name}' may not be unknown here", pos)
            return INVALID
        method = getattr(self, "_" + decl.type.replace("-", "_"))
        return method(decl, value, pos)

    def _scalar(self, decl, value, pos):
        checked = _READERS[decl.type].check(value, pos, self.ck)
        if checked is INVALID or decl.type not in ("integer", "number"):
            return checked
        return self._in_range(decl, checked, pos)

    _integer = _number = _boolean = _scalar

    def _in_range(self, decl, number, pos):
        unit = f" {decl.unit}" if decl.unit else ""
        if decl.minimum is not None and number < decl.minimum:
            self.ck.error(SCHEMA_RANGE, f"{number}{unit} is below the minimum of {_n(decl.minimum)}{unit}", pos)
            return INVALID
        if decl.maximum is not None and number > decl.maximum:
            self.ck.error(SCHEMA_RANGE, f"{number}{unit} is above the maximum of {_n(decl.maximum)}{unit}", pos)
            return INVALID
        return number

    def _text(self, decl, value, pos):
        text = _READERS["text"].check(value, pos, self.ck)
        if text is INVALID or decl.pattern is None or decl.pattern.exhausted:   # given up: reported once
            return text
        matched = decl.pattern.fullmatch(text)
        if matched is TIMED_OUT:
            self.ck.warning(SCHEMA_PATTERN_TIME, timed_out_message(decl.pattern), pos)
        elif matched is None:
            self.ck.error(SCHEMA_FORMAT, f"'{text}' does not match the pattern '{decl.pattern.pattern}'", pos)
            return INVALID
        return text

    def _one_of(self, decl, value, pos):
        allowed = self.allowed_values(decl)
        if allowed is None:
            return value       # the set is missing: reported once, by the declaration check
        if isinstance(value, str) and value in allowed:
            return value
        shown = f"'{value}'" if isinstance(value, str) else repr(value)
        self.ck.error(SCHEMA_CHOICE, f"{shown} is not one of: {', '.join(map(str, allowed))}"
                      f"{did_you_mean(str(value), map(str, allowed))}", pos)
        return INVALID

    def allowed_values(self, decl: AttributeDecl) -> tuple | None:
        if decl.values is not None:
            return tuple(decl.values)
        found = next((s for s in self.game.sets if s.id == decl.set_id), None)
        return tuple(found.values) if found else None

    def _reference(self, decl, value, pos):
        if not isinstance(value, str) or decl.to is None:
            return refuse(self.ck, "an ID", value, pos)
        targets = self.targets(decl)
        if value in targets or missing_containers(self.game, decl.to):
            return value   # a missing container is reported once, at the declaration
        self.ck.error(REFERENCE_RESOLVES, f"'{value}' names nothing in {self._what(decl)}"
                      f"{did_you_mean(value, targets)}", pos)
        return INVALID

    def _what(self, decl) -> str:
        where = " that meet its condition" if decl.where else ""
        by = f" by {decl.by}" if decl.by != "id" else ""
        return f"{decl.to.describe()}{by}{where}"

    def targets(self, decl: AttributeDecl) -> dict[str, Any]:
        """The named entities a reference may name, by the field it matches."""
        key = id(decl)
        if decl.to is None:
            return {}
        if key not in self._targets:
            chosen = select(self.game, decl.to)
            named = ((value_at(s, decl.by), s) for s in chosen.subjects if matches(decl.where, s))
            self._targets[key] = {str(name): s.entity for name, s in named
                                  if name is not MISSING and name is not None and not isinstance(name, Unknown)}
        return self._targets[key]

    def _amount(self, decl, value, pos):
        if not isinstance(value, PDict):
            return refuse(self.ck, "a mapping of resource to amount", value, pos)
        allowed = self.resources(decl)
        out = value.shell()
        for key, number in value.items():
            if key not in allowed:
                self.ck.error(REFERENCE_RESOLVES, f"'{key}' is no {self._resource_words(decl)}"
                              f"{did_you_mean(key, allowed)}", value.key_at(key))
                continue
            checked = self.check(_count_decl(decl), number, value.at(key))
            if checked is not INVALID:
                out[key] = checked
        return out

    def resources(self, decl) -> list[str]:
        """The resources an amount of this declaration may name."""
        names = [r.id for r in self.game.resources if matches(decl.where, Subject(r))]
        return [n for n in names if n in decl.resources] if decl.resources else names

    def _resource_words(self, decl) -> str:
        if decl.resources:
            return f"resource allowed here ({', '.join(decl.resources)})"
        return "resource that meets the declared condition" if decl.where else "resource"

    def _list(self, decl, value, pos):
        if not isinstance(value, PList):
            return refuse(self.ck, "a list", value, pos)
        out = PList(value.pos)
        for index, item in enumerate(value):
            checked = self.check(decl.item, item, value.at(index))
            if checked is not INVALID:
                out.append(checked)
                out.item_pos.append(value.at(index))
        return out

    def _mapping(self, decl, value, pos):
        if not isinstance(value, PDict):
            return refuse(self.ck, f"a mapping of {', '.join(decl.fields)}", value, pos)
        out = value.shell()
        for key in value:
            if key not in decl.fields:
                hint = did_you_mean(key, decl.fields) or f"; keys are: {', '.join(decl.fields)}"
                self.ck.error(SCHEMA_UNKNOWN_KEY, f"unknown key '{key}' in '{decl.name}'{hint}",
                              value.key_at(key))
                continue
            checked = self.check(decl.fields[key], value[key], value.at(key))
            if checked is not INVALID:
                out[key] = checked
        for name, field_decl in decl.fields.items():
            if field_decl.required and name not in value:
                self.ck.error(SCHEMA_REQUIRED, f"'{decl.name}' needs '{name}'", value.pos)
        return out

    def _map(self, decl, value, pos):
        if not isinstance(value, PDict):
            return refuse(self.ck, "a mapping", value, pos)
        out = value.shell()
        for key in value:
            if self.check(decl.key, key, value.key_at(key)) is INVALID:
                continue
            checked = self.check(decl.value, value[key], value.at(key))
            if checked is not INVALID:
                out[key] = checked
        return out


def _n(number) -> str:
    return str(int(number)) if float(number).is_integer() else str(number)


def _count_decl(decl: AttributeDecl) -> AttributeDecl:
    return AttributeDecl(name=decl.name, type="integer", minimum=decl.minimum, maximum=decl.maximum,
                         unit=decl.unit, unknown_ok=decl.unknown_ok, pos=decl.pos, field_pos={})
