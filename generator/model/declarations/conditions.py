"""Evaluating conditions (``where``, ``for_all``, ``exists``) on a subject's fields.

A test on an unknown value cannot be decided: a ``where`` leaves the subject out, a requirement
lets it pass (an unknown is allowed wherever the format allows one).
"""

from __future__ import annotations

from typing import Any

from generator.model.declarations.declared import Condition
from generator.model.game.paths import MISSING, Subject, value_at
from generator.model.schema.patterns import TIMED_OUT
from generator.model.game.values import Unknown


def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def length(value) -> int:
    """How many things a value holds: a list's items; a mapping or a plain value counts one."""
    if value is MISSING or value is None:
        return 0
    return len(value) if isinstance(value, (list, tuple)) else 1


def present(value) -> bool:
    """Given and not empty (an empty list or mapping counts as absent)."""
    if value is MISSING or value is None:
        return False
    return not (isinstance(value, (list, tuple, dict)) and not value)


def _kind(value) -> str:
    if isinstance(value, Unknown):
        return "unknown"
    if isinstance(value, bool):
        return "boolean"
    for kind, types in (("integer", int), ("number", float), ("list", list), ("mapping", dict),
                        ("text", str)):
        if isinstance(value, types):
            return kind
    return "nothing"


def same(a, b) -> bool:
    """Equal as content means it: 2 and 2.0 are the same, True and 1 are not."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return a == b


def run_test(name: str, argument: Any, value: Any, subject: Subject) -> bool | None:
    """True or False, or None when the value is unknown and the test cannot be decided."""
    if name == "present":
        return present(value) == argument
    if name == "is":
        return _kind(value) == argument or (argument == "number" and is_number(value))
    if isinstance(value, Unknown):
        return None
    if name == "equals":
        return same(value, argument)
    if name == "not":
        return not same(value, argument)
    if name in ("in", "not_in"):
        inside = any(same(value, item) for item in argument)
        return inside if name == "in" else not inside
    if name in ("min", "max"):
        if not is_number(value):
            return False
        return value >= argument if name == "min" else value <= argument
    if name == "length":
        return length(value) == argument
    if name == "length_as":
        return length(value) == length(value_at(subject, argument))
    if name == "same_as":
        return same(value, value_at(subject, argument))
    if name == "matches":
        if not isinstance(value, str):
            return False
        matched = argument.fullmatch(value)
        return None if matched is TIMED_OUT else matched is not None   # out of time: undecided
    if name == "contains":
        return isinstance(value, list) and any(same(item, argument) for item in value)
    if name == "among":
        others = value_at(subject, argument)
        return isinstance(others, list) and any(same(value, item) for item in others)
    raise ValueError(f"unknown test {name!r}")


def failures(condition: Condition, subject: Subject) -> list[tuple[str, str, Any]]:
    """(field path, test, argument) of each test that fails (undecidable tests pass)."""
    out = []
    for path, tests in condition.tests.items():
        value = value_at(subject, path)
        for name, argument in tests.items():
            if run_test(name, argument, value, subject) is False:
                out.append((path, name, argument))
    return out


def matches(condition: Condition | None, subject: Subject) -> bool:
    """Whether every test holds (a ``where``: undecidable tests leave the subject out)."""
    if condition is None:
        return True
    for path, tests in condition.tests.items():
        value = value_at(subject, path)
        if any(run_test(name, argument, value, subject) is not True for name, argument in tests.items()):
            return False
    return True


def _listed(argument) -> str:
    return ", ".join(map(str, argument)) if isinstance(argument, tuple) else str(argument)


def _shown(value) -> str:
    """A value as content writes it: 'text', true/false, 3."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return f"'{value}'" if isinstance(value, str) else str(value)


def describe_test(path: str, name: str, argument: Any) -> str:
    """What a test asks for, as a noun phrase: "pairing 'by-position'", "a reward"."""
    shown = _shown(argument)
    if name == "present":
        return f"a {path}" if argument else f"no {path}"
    words = {
        "equals": f"{path} {shown}", "not": f"{path} other than {shown}",
        "in": f"{path} one of {_listed(argument)}", "not_in": f"{path} none of {_listed(argument)}",
        "min": f"{path} of at least {shown}", "max": f"{path} of at most {shown}",
        "is": f"a {path} that is {argument}", "length": f"{shown} item(s) in {path}",
        "length_as": f"as many items in {path} as in {argument}", "same_as": f"{path} equal to {argument}",
        "matches": f"{path} matching '{getattr(argument, 'pattern', argument)}'",
        "contains": f"{path} holding {shown}", "among": f"{path} among its {argument}",
    }
    return words[name]


def describe_found(path: str, name: str, argument: Any, subject: Subject) -> str:
    """What a subject has instead, for the message of a failed test."""
    value = value_at(subject, path)
    if name == "length":
        return f"its {path} holds {length(value)}"
    if name == "length_as":
        return f"its {path} holds {length(value)} and its {argument} {length(value_at(subject, argument))}"
    if value is MISSING or value is None:
        return f"it has no {path}"
    if isinstance(value, (list, tuple, dict)) and not value:
        return f"its {path} is empty"
    if name == "among":
        return f"its {path} is {_shown(value)}, and its {argument} holds {_listed_value(value_at(subject, argument))}"
    if name == "contains" and isinstance(value, (list, tuple)):
        return f"its {path} holds {_listed_value(value)}"
    return f"its {path} is {_shown(value)}"


def _listed_value(value) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(map(_shown, value)) if value else "nothing"
    return "nothing" if value is MISSING or value is None else _shown(value)
