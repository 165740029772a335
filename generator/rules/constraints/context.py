"""What a constraint's check works with: its subjects, their groups, bounds, and findings that
carry the constraint's message and point back at it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.diagnostics import Position, Related, Severity
from generator.model.declarations.conditions import is_number, same
from generator.model.declarations.declared import Constraint, ValueSpec
from generator.model.game.paths import MISSING, Subject, resolve, value_at
from generator.model.game.project import GameContent
from generator.model.game.select import Selection, field_names
from generator.model.schema.fields import did_you_mean
from generator.model.game.values import Unknown
from generator.rules.registry import Finding


@dataclass
class Check:
    """One constraint applied to one game."""

    constraint: Constraint
    game: GameContent
    selection: Selection
    subjects: list[Subject]
    refused: list[Subject] = field(default_factory=list)   # left out: a field the check reads was refused at load

    def refused_in(self, group: Any) -> list[Subject]:
        """The left-out entries that belong to ``group`` (all of them without ``group_by``)."""
        group_by = self.constraint.group_by
        if group_by is None:
            return list(self.refused)
        return [s for s in self.refused if _hashable(value_at(s, group_by.field)) == group]

    def option(self, name: str, default: Any = None) -> Any:
        options = self.constraint.options
        return options.get(name, default) if isinstance(options, dict) else default

    def option_at(self, name: str) -> Position:
        options = self.constraint.options
        if isinstance(options, dict) and hasattr(options, "at"):
            return options.at(name)
        return self.constraint.at(self.constraint.kind)

    def place(self) -> Position:
        """Where a finding about the entries as a whole goes: their list (or the constraint)."""
        return self.selection.place(self.constraint.pos) or self.constraint.pos

    def finding(self, detail: str, pos: Position | None, *related: Related,
                severity: Severity | None = None) -> Finding:
        back = Related(self.constraint.pos, f"constraint '{self.constraint.id}' declared here")
        return Finding(f"{self.constraint.message}: {detail}", pos, (*related, back), severity)

    def error(self, detail: str, pos: Position) -> Finding:
        """A fault in the constraint itself (a missing target, an unknown field): always an error."""
        return Finding(f"constraint '{self.constraint.id}' {detail}", pos, (), Severity.ERROR)

    def bound(self, name: str) -> tuple[float | None, list[Finding]]:
        """The number an ``equals``, ``min`` or ``max`` option stands for (None if not given)."""
        ref = self.option(name)
        if ref is None:
            return None, []
        if ref.entity is None:
            return ref.number, []
        entity = self.game.index().get(ref.entity)
        if entity is None:
            found = did_you_mean(ref.entity, self.game.index())
            return None, [self.error(f"names the entry '{ref.entity}', which does not exist{found}", ref.pos)]
        value = value_at(Subject(entity), ref.field)
        if isinstance(value, Unknown):
            return None, []
        if not is_number(value):
            return None, [self.error(f"reads {ref.field} of '{ref.entity}', which is no number", ref.pos)]
        return value, []

    def groups(self) -> list[tuple[Any, str, list[Subject]]]:
        """(group value, how findings name it, subjects): one group without ``group_by``."""
        group_by = self.constraint.group_by
        if group_by is None:
            return [(None, "", list(self.subjects))]
        grouped: dict[Any, list[Subject]] = {}
        for value in expand(group_by.values, self.game) if group_by.values else ():
            grouped.setdefault(value, [])
        for subject in self.subjects:
            value = value_at(subject, group_by.field)
            if value is not MISSING and value is not None and not isinstance(value, Unknown):
                grouped.setdefault(_hashable(value), []).append(subject)
        return [(value, f"{group_by.field} {value}", members) for value, members in grouped.items()]


def _hashable(value):
    return tuple(value) if isinstance(value, list) else value


def expand(spec: ValueSpec, game: GameContent) -> list:
    """The values a ValueSpec lists, in order (a missing set lists none)."""
    if spec.values is not None:
        return list(spec.values)
    if spec.set_id is not None:
        found = game.value_set(spec.set_id)
        return list(found.values) if found else []
    if spec.low is None or spec.high is None:
        return []
    return list(range(spec.low, spec.high + 1))


def spec_words(spec: ValueSpec) -> str:
    if spec.values is not None:
        return ", ".join(map(str, spec.values))
    if spec.set_id is not None:
        return f"the set '{spec.set_id}'"
    return f"{spec.low}-{spec.high}"


def known(value) -> bool:
    """A value a check can use: given, and not marked unknown."""
    return value is not MISSING and value is not None and not isinstance(value, Unknown)


def shown(value) -> str:
    if value is MISSING or value is None:
        return "not given"
    return f"'{value}'" if isinstance(value, str) else str(value)


def numbers(value, pos: Position) -> list[tuple[float, Position]]:
    """Each number in a value with its position: the value itself, an amount's numbers, a
    list's items."""
    if is_number(value):
        return [(value, pos)]
    if isinstance(value, dict):
        return [n for key, item in value.items() for n in numbers(item, _at(value, key, pos))]
    if isinstance(value, list):
        return [n for i, item in enumerate(value) for n in numbers(item, _at(value, i, pos))]
    return []


def _at(container, key, pos: Position) -> Position:
    return container.at(key) if hasattr(container, "at") else pos


def fields_known(check: Check, paths: list[tuple[str, Position]]) -> list[Finding]:
    """A constraint naming a field no subject can have is a fault in the constraint."""
    if not check.selection.subjects:
        return []
    names = field_names(check.selection)
    out = []
    for path, pos in paths:
        first = path.split(".")[0]
        if first not in names:
            out.append(check.error(f"names the field '{first}', which no entry of "
                                   f"{check.constraint.of.describe()} has{did_you_mean(first, names)}", pos))
    return out


def resolve_known(subject: Subject, path: str):
    """(value, position) when the value is known, else (None, position)."""
    value, pos = resolve(subject, path)
    return (value if known(value) else None), pos


def equal(a, b) -> bool:
    return same(a, b)
