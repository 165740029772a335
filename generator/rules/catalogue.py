"""A set of rules and derivers, composed by whoever runs a validation and passed to the runner.

Nothing here imports a rule module: the command line (generator/builtin.py) chooses the tool's
own rules, and a project may add its own (rules/project_rules.py).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.diagnostics import Diagnostic
from generator.rules.derived import DeriverSpec
from generator.rules.registry import RuleSpec


@dataclass(frozen=True)
class Catalogue:
    """Rules and derivers to apply, plus what went wrong while gathering them."""

    rules: tuple[RuleSpec, ...] = ()
    derivers: tuple[DeriverSpec, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()

    def __post_init__(self) -> None:
        counts = Counter(spec.id for spec in self.rules)
        twice = sorted(i for i, n in counts.items() if n > 1)
        if twice:
            raise ValueError(f"rule ids defined twice: {', '.join(twice)}")

    def ids(self) -> set[str]:
        return {spec.id for spec in self.rules}

    def extended(self, other: Catalogue) -> Catalogue:
        """This catalogue with ``other``'s rules, derivers and diagnostics added."""
        return Catalogue(self.rules + other.rules, self.derivers + other.derivers,
                         self.diagnostics + other.diagnostics)

    def rules_for(self, game_id: str) -> list[RuleSpec]:
        """The rules that run on one game: those of every game and its own, by ID."""
        return sorted((r for r in self.rules if r.check is not None and r.game in (None, game_id)),
                      key=lambda r: r.id)

    def derivers_for(self, game_id: str) -> tuple[DeriverSpec, ...]:
        return tuple(spec for spec in self.derivers if spec.game == game_id)

    def listed(self) -> list[RuleSpec]:
        """Every rule, applied here or elsewhere, sorted by ID."""
        return sorted(self.rules, key=lambda r: r.id)
