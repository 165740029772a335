"""The rule registry: each check is a function registered with an ID, a severity and a game.

A rule's docstring is its documentation, with a passing and a failing example. Rules yield
Findings; the runner turns them into Diagnostics with the rule's ID and severity.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from generator.diagnostics import Position, Related, Severity
from generator.model.project import GameContent

RULE_ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Finding:
    """What a rule found: a message at a position, optionally with related places."""

    message: str
    pos: Position | None
    related: tuple[Related, ...] = field(default=())
    severity: Severity | None = None


CheckFunction = Callable[[GameContent], Iterable[Finding]]


@dataclass(frozen=True)
class RuleSpec:
    id: str
    severity: Severity
    check: CheckFunction | None
    game: str | None
    doc: str

    @property
    def summary(self) -> str:
        return self.doc.strip().splitlines()[0] if self.doc.strip() else ""


_RULES: dict[str, RuleSpec] = {}


def rule(rule_id: str, severity: Severity = Severity.ERROR, game: str | None = None):
    """Register a check. ``game`` limits it to one game; None applies it to every game."""

    def register(check: CheckFunction) -> CheckFunction:
        _register(RuleSpec(rule_id, severity, check, game, inspect.getdoc(check) or ""))
        return check

    return register


def document(rule_id: str, severity: Severity, doc: str) -> None:
    """Register a rule that another stage applies (the loader's checks), for the rule list."""
    _register(RuleSpec(rule_id, severity, None, None, inspect.cleandoc(doc)))


def _register(spec: RuleSpec) -> None:
    if not RULE_ID.match(spec.id):
        raise ValueError(f"rule id '{spec.id}' is not kebab-case")
    if spec.id in _RULES:
        raise ValueError(f"rule id '{spec.id}' registered twice")
    _RULES[spec.id] = spec


def all_rules() -> list[RuleSpec]:
    """Every registered rule, sorted by ID."""
    from generator.rules import catalogue  # noqa: F401  (registers every rule module)

    return sorted(_RULES.values(), key=lambda r: r.id)


def related(pos: Position, message: str) -> tuple[Related, ...]:
    return (Related(pos, message),)
