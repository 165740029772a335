"""Run a catalogue's rules, and each game's declared constraints, over every game of a project.

A rule whose targets are missing is reported instead of run; a rule that crashes becomes an
error finding for that rule (its findings up to the crash are kept) and the other rules still
run.
"""

from __future__ import annotations

from generator.diagnostics import Diagnostic, Severity, declare
from generator.model.game.project import GameContent, Project
from generator.rules.catalogue import Catalogue
from generator.rules.constraints import constraint_rules
from generator.rules.registry import Finding, RuleSpec
from generator.rules.rule_crash import crash_finding
from generator.rules.targets import game_position, missing_targets, unread_hint

DERIVED_TABLE = declare("derived-table", Severity.ERROR, """Each derived table has the entries it is computed
    from, with values it can compute with (checked on every validation, though the tables are computed
    only when the build shows them).
    Passes: Kingsburg's dice odds with the deck ``kings-court`` in the content. Fails: the same with the
    advisors' file emptied: the odds table names the deck it needs; ``white-dice-per-group: 20`` without
    its ``max``: the odds would enumerate more than their 100,000 rolls.""")


def run_rules(project: Project, catalogue: Catalogue) -> list[Diagnostic]:
    """Loader diagnostics, the catalogue's own, and every rule's findings, sorted by position."""
    found = [*project.diagnostics, *catalogue.diagnostics]
    for game in project.games.values():
        found.extend(game_findings(game, catalogue))
    return sorted(found, key=Diagnostic.sort_key)


def game_findings(game: GameContent, catalogue: Catalogue) -> list[Diagnostic]:
    """The findings of the catalogue's rules and the game's own constraints on one game, in the
    order they ran. None while a file of the game could not be read: they would only echo what
    that file holds (its own finding says why)."""
    found: list[Diagnostic] = []
    if game.unread_files:
        return found
    for spec in [*catalogue.rules_for(game.id), *constraint_rules(game)]:
        found.extend(run_rule(spec, game))
    found.extend(_deriver_targets(game, catalogue))
    return found


def run_rule(spec: RuleSpec, game: GameContent) -> list[Diagnostic]:
    """One rule's diagnostics on one game."""
    if spec.check is None:
        return []
    missing = missing_targets(spec.targets, game)
    if missing:
        return [_missing(spec.id, "rule", missing, game)]
    out: list[Diagnostic] = []
    try:
        for finding in spec.check(game):
            out.append(_diagnostic(spec, finding, game))
    except (Exception, SystemExit) as exc:  # one broken rule must not hide the others' findings
        out.append(crash_finding(spec, game, exc))
    return out


def _diagnostic(spec: RuleSpec, finding: Finding, game: GameContent) -> Diagnostic:
    severity = finding.severity if finding.severity is not None else spec.severity
    pos = finding.pos or game_position(game)  # a finding is always shown at a place
    return Diagnostic(spec.id, severity, finding.message, pos, finding.related)


def _missing(name: str, what: str, missing: list[tuple[str, str]], game: GameContent,
             rule_id: str | None = None) -> Diagnostic:
    names = ", ".join(f"the {kind} '{ident}'" for ident, kind in missing)
    message = f"{what} '{name}' needs {names}, which the content does not have{unread_hint(game)}"
    return Diagnostic(rule_id or name, Severity.ERROR, message, game_position(game))


def _deriver_targets(game: GameContent, catalogue: Catalogue) -> list[Diagnostic]:
    """Derived tables run at build time; whether they have what they need is checked now."""
    out = []
    for spec in catalogue.derivers_for(game.id):
        missing = missing_targets(spec.targets, game)
        if missing:
            out.append(_missing(", ".join(spec.provides) or spec.name, "derived table", missing, game,
                                rule_id=DERIVED_TABLE.id))
        elif spec.inputs is not None:
            named = ", ".join(spec.provides) or spec.name
            out += [DERIVED_TABLE.at(f"derived table '{named}': {f.message}", f.pos or game_position(game),
                                      f.related) for f in spec.inputs(game)]
    return out
