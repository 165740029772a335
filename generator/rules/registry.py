"""Rules as values: a check function marked with an ID, a severity, a game and the entries it needs.

Marking a function registers nothing: whoever runs rules composes the set they want from modules
(``rules_in``) and hands it to the runner. A rule's docstring is its documentation, with a
passing and a failing example. Rules yield Findings; the runner turns them into Diagnostics with
the rule's ID and severity.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import ModuleType

from generator.diagnostics import Position, Related, Severity
from generator.model.project import GameContent

RULE_ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")
MARK = "__generator_rule__"
# What a rule may declare it needs, and how to look each kind up.
TARGET_KINDS = ("deck", "board", "table", "track", "sheet", "component", "resource", "constant",
                "set", "entry")


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
    """A rule: its ID, default severity, check (None when another stage applies it), the game it
    is limited to (None: every game), documentation, and the entries it needs by ID and kind."""

    id: str
    severity: Severity
    check: CheckFunction | None
    game: str | None
    doc: str
    targets: tuple[tuple[str, str], ...] = ()    # (ID, kind) pairs
    origin: str = "built-in"                     # built-in, declared (content) or project (Python)

    @property
    def summary(self) -> str:
        return self.doc.strip().splitlines()[0] if self.doc.strip() else ""


def checked_targets(targets: Mapping[str, str] | None) -> tuple[tuple[str, str], ...]:
    pairs = tuple((targets or {}).items())
    for ident, kind in pairs:
        if kind not in TARGET_KINDS:
            raise ValueError(f"target '{ident}': kind '{kind}' is not one of {', '.join(TARGET_KINDS)}")
    return pairs


def _checked_id(rule_id: str) -> str:
    if not RULE_ID.match(rule_id):
        raise ValueError(f"rule id '{rule_id}' is not kebab-case")
    return rule_id


def rule(rule_id: str, severity: Severity = Severity.ERROR, game: str | None = None,
         targets: Mapping[str, str] | None = None):
    """Mark ``check`` as a rule. ``game`` limits it to one game; ``targets`` maps the IDs it looks
    up to their kinds (``{"kings-court": "deck"}``): when one is missing the rule does not run and
    that is reported as an error."""

    def mark(check: CheckFunction) -> CheckFunction:
        spec = RuleSpec(_checked_id(rule_id), severity, check, game, inspect.getdoc(check) or "",
                        checked_targets(targets))
        setattr(check, MARK, spec)
        return check

    return mark


def documented(rule_id: str, severity: Severity, doc: str) -> RuleSpec:
    """A rule another stage applies (the loader's checks), listed with the others."""
    return RuleSpec(_checked_id(rule_id), severity, None, None, inspect.cleandoc(doc))


def rules_in(*modules: ModuleType) -> list[RuleSpec]:
    """The rules of these modules: marked functions, and RuleSpec values (alone or in tuples)."""
    found: dict[str, RuleSpec] = {}
    for module in modules:
        for value in vars(module).values():
            for spec in _specs_of(value):
                if found.get(spec.id, spec) is not spec:
                    raise ValueError(f"rule id '{spec.id}' is defined twice")
                found[spec.id] = spec
    return list(found.values())


def _specs_of(value) -> list[RuleSpec]:
    if isinstance(value, RuleSpec):
        return [value]
    if isinstance(value, tuple) and value and all(isinstance(v, RuleSpec) for v in value):
        return list(value)
    spec = getattr(value, MARK, None) if callable(value) else None
    return [spec] if isinstance(spec, RuleSpec) else []


def related(pos: Position, message: str) -> tuple[Related, ...]:
    return (Related(pos, message),)
