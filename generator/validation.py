"""Load a project and run every rule: the one call the CLI, the build and the tests share.

The rule set is composed here: the tool's own (generator/builtin.py), plus the project's Python
rules when its generator.toml opts in, plus each game's declared constraints (read with the
content). It is passed down to the runner; nothing below imports it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.builtin import builtin_catalogue
from generator.diagnostics import Diagnostic, Severity
from generator.model.build import load_project
from generator.model.project import Project
from generator.rules.catalogue import Catalogue
from generator.rules.constraints import constraint_rules
from generator.rules.project_rules import project_catalogue
from generator.rules.registry import RuleSpec
from generator.rules.runner import run_rules


@dataclass
class Validation:
    project: Project
    diagnostics: list[Diagnostic]
    catalogue: Catalogue

    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity is Severity.ERROR]

    def rules(self) -> list[RuleSpec]:
        """Every rule that applied: the catalogue's and each game's declared constraints."""
        declared = [spec for game in self.project.games.values() for spec in constraint_rules(game)]
        return sorted([*self.catalogue.rules, *declared], key=lambda r: (r.id, r.game or ""))


def catalogue_for(root: Path, catalogue: Catalogue | None = None) -> Catalogue:
    """The tool's rules (or ``catalogue``) and the project's own, when it opts in."""
    base = catalogue if catalogue is not None else builtin_catalogue()
    return base.extended(project_catalogue(root, base.ids()))


def validate(root: Path, games: list[str] | None = None, catalogue: Catalogue | None = None) -> Validation:
    """Load ``root`` (optionally only some games) and check it with ``catalogue`` (by default the
    tool's own rules) and the project's rules."""
    project = load_project(root, games)
    rules = catalogue_for(root, catalogue)
    return Validation(project, run_rules(project, rules), rules)
