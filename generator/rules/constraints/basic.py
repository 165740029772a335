"""Constraint kinds on single values: unique, range, reference, for_all, exists."""

from __future__ import annotations

from generator.diagnostics import Related
from generator.model.declarations.conditions import describe_found, describe_test, failures, matches
from generator.model.game.paths import item_position, key_position, resolve
from generator.model.game.select import select
from generator.model.schema.fields import did_you_mean
from generator.rules.constraints.context import Check, known, numbers, shown


def _key(values, ignore_case: bool):
    if ignore_case:
        return tuple(v.casefold().strip() if isinstance(v, str) else v for v in values)
    return tuple(tuple(v) if isinstance(v, list) else v for v in values)


def unique(check: Check):
    """No two entries share the value (or the combination of values) of the fields."""
    fields = check.option("fields")
    for _, group, subjects in check.groups():
        seen: dict = {}
        for subject in subjects:
            resolved = [resolve(subject, path) for path in fields]
            values = [value for value, _ in resolved]
            if not all(known(v) for v in values):
                continue
            key = _key(values, check.option("ignore_case", False))
            first = seen.setdefault(key, (subject, resolved[0][1]))
            if first[0] is not subject:
                what = ", ".join(f"{p} {shown(v)}" for p, v in zip(fields, values))
                within = f" within {group}" if group else ""
                yield check.finding(f"{subject.label} has {what}{within}, as {first[0].label} does",
                                    resolved[0][1], Related(first[1], f"{first[0].label} has it here"))


def range_(check: Check):
    """Each number a field holds (an amount's numbers, a list's items) lies in the range."""
    low, problems = check.bound("min")
    high, more = check.bound("max")
    yield from problems + more
    for subject in check.subjects:
        for path in check.option("field"):
            value, pos = resolve(subject, path)
            for number, at in numbers(value, pos):
                if low is not None and number < low:
                    yield check.finding(f"{subject.label} has {path} {number:g}, below {low:g}", at)
                elif high is not None and number > high:
                    yield check.finding(f"{subject.label} has {path} {number:g}, above {high:g}", at)


def references(check: Check):
    """Each name a field holds (a text, a list's items, an amount's keys) names an entry."""
    named, qualifying = _targets(check)
    for subject in check.subjects:
        for path in check.option("field"):
            value, pos = resolve(subject, path)
            for name, at in _names(value, pos):
                if name in qualifying:
                    continue
                if name in named:
                    why = f"which is in {_target_words(check)}, but not with {_condition_words(check)}"
                else:
                    why = f"which names nothing in {_target_words(check)}{did_you_mean(name, named)}"
                yield check.finding(f"{subject.label} has {path} '{name}', {why}", at)


def _target_words(check: Check) -> str:
    by = check.option("by", "id")
    return check.option("to").describe() + (f" by {by}" if by != "id" else "")


def _condition_words(check: Check) -> str:
    where = check.option("where")
    return " and ".join(describe_test(path, name, argument)
                        for path, tests in where.tests.items() for name, argument in tests.items())


def _targets(check: Check) -> tuple[set[str], set[str]]:
    """The names of every entry of ``to``, and of those that meet its ``where``."""
    chosen = select(check.game, check.option("to"))
    by, where = check.option("by", "id"), check.option("where")
    named, qualifying = set(), set()
    for subject in chosen.subjects:
        value, _ = resolve(subject, by)
        if known(value):
            named.add(str(value))
            if matches(where, subject):
                qualifying.add(str(value))
    return named, qualifying


def _names(value, pos) -> list:
    """(name, position) of each name a value holds: itself, a list's items, a mapping's keys
    (a list of mappings, such as alternative costs, gives each mapping's keys)."""
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        return [(str(value), pos)]
    if isinstance(value, list):
        return [n for i, item in enumerate(value) for n in _names(item, item_position(value, i, pos))]
    if isinstance(value, dict):
        return [(str(key), key_position(value, key, pos)) for key in value]
    return []


def for_all(check: Check):
    """Every entry meets the condition (a test on an unknown value passes)."""
    condition = check.constraint.options
    for subject in check.subjects:
        for path, name, argument in failures(condition, subject):
            pos = resolve(subject, path)[1]
            yield check.finding(f"{subject.label} should have {describe_test(path, name, argument)}; "
                                f"{describe_found(path, name, argument, subject)}", pos)


def exists(check: Check):
    """At least one entry meets the condition."""
    condition = check.constraint.options
    if any(matches(condition, subject) for subject in check.subjects):
        return
    wanted = " and ".join(describe_test(path, name, argument)
                          for path, tests in condition.tests.items() for name, argument in tests.items())
    yield check.finding(f"no entry of {check.constraint.of.describe()} has {wanted}", check.place())
