"""Rules as values: a check function marked with an ID, a severity, a game and the entries it needs.

Marking a function registers nothing: whoever runs rules composes the set they want from modules
(``rules_in``) and hands it to the runner. A rule's docstring is its documentation, with a
passing and a failing example. Rules yield Findings; the runner turns them into Diagnostics with
the rule's ID and severity. A rule another stage reports while it reads (``DeclaredRule``) is
declared in the module that reports it and collected here the same way.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import ModuleType

from generator.diagnostics import DeclaredRule, Position, Related, Severity
from generator.model.game.project import GameContent

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
    is limited to (None: every game), documentation, the entries it needs by ID and kind, and
    where it lives (``home``: the tool's module, a project's file and line, or a constraint's
    place in the content). A ``per_language`` rule also runs on each translated model."""

    id: str
    severity: Severity
    check: CheckFunction | None
    game: str | None
    doc: str
    targets: tuple[tuple[str, str], ...] = ()    # (ID, kind) pairs
    origin: str = "built-in"                     # built-in, declared (content) or project (Python)
    home: str = ""
    per_language: bool = False

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


def module_home(module: str) -> str:
    """A module's file as the tool's listing shows it: ``generator/rules/runner.py``."""
    file = getattr(sys.modules.get(module), "__file__", None) or ""
    return module.replace(".", "/") + ("/__init__.py" if file.endswith("__init__.py") else ".py")


def rule(rule_id: str | DeclaredRule, severity: Severity = Severity.ERROR, game: str | None = None,
         targets: Mapping[str, str] | None = None, per_language: bool = False):
    """Mark ``check`` as a rule. ``game`` limits it to one game; ``targets`` maps the IDs it looks
    up to their kinds (``{"kings-court": "deck"}``): when one is missing the rule does not run and
    that is reported as an error. A ``DeclaredRule`` (one an earlier stage also reports) gives the
    ID, severity, documentation and home instead. ``per_language``: it also runs on each
    translated model, kept where it points at the language file."""

    def mark(check: CheckFunction) -> CheckFunction:
        if isinstance(rule_id, DeclaredRule):
            spec = replace(_declared_spec(rule_id), check=check, targets=checked_targets(targets),
                           per_language=per_language)
        else:
            spec = RuleSpec(_checked_id(rule_id), severity, check, game, inspect.getdoc(check) or "",
                            checked_targets(targets), home=module_home(check.__module__),
                            per_language=per_language)
        setattr(check, MARK, spec)
        return check

    return mark


def _declared_spec(declared: DeclaredRule) -> RuleSpec:
    return RuleSpec(_checked_id(declared.id), declared.severity, None, None, declared.doc,
                    home=module_home(declared.module))


def rules_in(*modules: ModuleType) -> list[RuleSpec]:
    """The rules of these modules: marked functions and declared rules. A declared rule that a
    marked function also checks is listed once, with the check."""
    found: dict[str, RuleSpec] = {}
    for module in modules:
        for value in vars(module).values():
            spec = _spec_of(value)
            if spec is None:
                continue
            known = found.get(spec.id, spec)
            if replace(known, check=None, targets=(), per_language=False) != replace(
                    spec, check=None, targets=(), per_language=False):
                raise ValueError(f"rule id '{spec.id}' is defined twice")
            if known.check is not None and spec.check is not None and known.check is not spec.check:
                raise ValueError(f"rule id '{spec.id}' is defined twice")
            found[spec.id] = spec if spec.check is not None else known
    return list(found.values())


def _spec_of(value) -> RuleSpec | None:
    if isinstance(value, DeclaredRule):
        return _declared_spec(value)
    spec = getattr(value, MARK, None) if callable(value) else None
    return spec if isinstance(spec, RuleSpec) else None


def related(pos: Position, message: str) -> tuple[Related, ...]:
    return (Related(pos, message),)
