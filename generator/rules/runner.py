"""Run every registered rule over every game and collect the diagnostics, sorted."""

from __future__ import annotations

from generator.diagnostics import Diagnostic
from generator.model.project import Project
from generator.rules.registry import all_rules


def run_rules(project: Project) -> list[Diagnostic]:
    """Loader diagnostics plus every rule's findings, sorted by position."""
    found = list(project.diagnostics)
    checks = [(r, r.check) for r in all_rules() if r.check is not None]
    for game in project.games.values():
        for spec, check in checks:
            if spec.game not in (None, game.id):
                continue
            for finding in check(game):
                severity = finding.severity if finding.severity is not None else spec.severity
                found.append(Diagnostic(spec.id, severity, finding.message, finding.pos, finding.related))
    return sorted(found, key=Diagnostic.sort_key)
