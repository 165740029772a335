"""Load a project and run every rule: the one call the CLI, the build and the tests share."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.diagnostics import Diagnostic, Severity
from generator.model.build import load_project
from generator.model.project import Project
from generator.rules.runner import run_rules


@dataclass
class Validation:
    project: Project
    diagnostics: list[Diagnostic]

    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity is Severity.ERROR]


def validate(root: Path, games: list[str] | None = None) -> Validation:
    """Load ``root`` (optionally only some games) and check it."""
    project = load_project(root, games)
    return Validation(project, run_rules(project))
