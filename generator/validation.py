"""Load a project and run every rule: the one call the CLI, the build and the tests share."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.diagnostics import Diagnostic, Severity
from generator.model.build import load_project
from generator.model.project import Project
from generator.model.sheet_sources import described
from generator.rules.registry import all_rules
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
    found = run_rules(project)
    if any(game.translations for game in project.games.values()):
        from generator.i18n.checks import translation_diagnostics

        found = sorted(found + translation_diagnostics(project, all_rules()), key=Diagnostic.sort_key)
    return Validation(project, in_sheets(found, project))


def in_sheets(diagnostics: list[Diagnostic], project: Project) -> list[Diagnostic]:
    """Findings in a spreadsheet named with the column's letter and header (see sheet_sources)."""
    uses = {path: use for game in project.games.values() for path, use in game.spreadsheets.items()}
    return described(diagnostics, uses)
