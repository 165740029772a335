"""Load a project and run every rule: the one call the CLI, the build and the tests share.

The rule set is composed here: the tool's own (generator/builtin.py), plus the project's Python
rules when its generator.toml opts in, plus each game's declared constraints (read with the
content). It is passed down to the runner; nothing below imports it back.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

from generator.builtin import builtin_catalogue
from generator.diagnostics import Diagnostic, Severity
from generator.loading.document_cache import DocumentCache
from generator.model.build import load_project
from generator.model.game.project import Project
from generator.model.sheets.sources import described
from generator.rules.catalogue import Catalogue
from generator.rules.constraints import constraint_rules
from generator.rules.derived import prepared
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


def read_translations(project: Project, sources: Mapping[str, bytes] | None = None) -> None:
    """Each game's language files (``locale/<lang>.po``), read after the content; their problems
    join the loader's; ``sources`` as for validate. (The translation code loads only for a game
    that has such a folder.)"""
    games = [g for g in project.games.values() if (g.folder / "locale").is_dir()]
    if games:
        from generator.i18n.catalogue import locale_folder, read_translations as read_files

        for game in games:
            translations, problems = read_files(locale_folder(game), project.root, sources)
            project.games[game.id] = replace(game, translations=translations)
            project.diagnostics.extend(problems)


def catalogue_for(root: Path, catalogue: Catalogue | None = None) -> Catalogue:
    """The tool's rules (or ``catalogue``) and the project's own, when it opts in."""
    base = catalogue if catalogue is not None else builtin_catalogue()
    return base.extended(project_catalogue(root, base.ids()))


def give_derivers(project, root: Path) -> None:
    """Give each game the derivers of its tables, as validation does, for a command that reads
    derived tables without validating (``i18n``, ``report``: the words of derived tables)."""
    _give_derivers(project, catalogue_for(root))


def _give_derivers(project: Project, rules: Catalogue) -> None:
    """Each game as a PreparedGame: its content with its derived tables' makers."""
    project.games = {gid: prepared(game, rules.derivers_for(gid)) for gid, game in project.games.items()}


@dataclass
class Loaded:
    """A project loaded for its check: its games (language files read, each game given its derived
    tables' derivers) and the rules that will check it."""

    project: Project
    catalogue: Catalogue

    def errors(self) -> list[Diagnostic]:
        """What loading refused: with any of these the checks still run, but nothing is built."""
        return [d for d in self.project.diagnostics if d.severity is Severity.ERROR]


def load_for_check(root: Path, games: list[str] | None = None, catalogue: Catalogue | None = None,
                   sources: Mapping[str, bytes] | None = None, documents: DocumentCache | None = None,
                   ) -> Loaded:
    """Load ``root`` (optionally only some games) with ``catalogue`` (by default the tool's own
    rules) and the project's rules; ``sources`` and ``documents`` as for validate."""
    project = load_project(root, games, sources, documents)
    read_translations(project, sources)
    rules = catalogue_for(root, catalogue)
    _give_derivers(project, rules)
    return Loaded(project, rules)


def check_loaded(loaded: Loaded) -> Validation:
    """Every rule on the loaded project: the catalogue's, each game's constraints, and the checks
    of its language files."""
    project, rules = loaded.project, loaded.catalogue
    found = run_rules(project, rules)
    if any(game.translations for game in project.games.values()) or (project.root / "locale" / "generator").is_dir():
        from generator.i18n.checks import translation_diagnostics
        from generator.i18n.tool_checks import tool_findings

        found = sorted(found + translation_diagnostics(project, rules.listed()) + tool_findings(project),
                       key=Diagnostic.sort_key)
    return Validation(project, in_sheets(found, project), rules)


def validate(root: Path, games: list[str] | None = None, catalogue: Catalogue | None = None,
             sources: Mapping[str, bytes] | None = None, documents: DocumentCache | None = None,
             ) -> Validation:
    """Load ``root`` (optionally only some games) and check it with ``catalogue`` (by default the
    tool's own rules) and the project's rules. ``sources`` replaces files' saved text by shown
    path, and ``documents`` keeps parsed files between calls (see load_project)."""
    with collector_held() as held:
        loaded = load_for_check(root, games, catalogue, sources, documents)
        held()
        return check_loaded(loaded)


@contextmanager
def collector_held() -> Iterator[Callable[[], None]]:
    """The garbage collector off while the project loads; then (``loaded()``) the loaded model
    frozen, out of the collector's scans, while the rules run, and handed back to it after. (The
    first collection after loading used to scan the whole model: 0.45 s at 9,000 cards.) When
    something else has frozen objects (the build's worker pool), nothing is frozen here."""
    was_on, own = gc.isenabled(), gc.get_freeze_count() == 0
    gc.disable()

    def loaded() -> None:
        if own:
            gc.freeze()
        if was_on:
            gc.enable()

    try:
        yield loaded
    finally:
        if own:
            gc.unfreeze()
        if was_on:
            gc.enable()


def in_sheets(diagnostics: list[Diagnostic], project: Project) -> list[Diagnostic]:
    """Findings in a spreadsheet named with the column's letter and header (see sheet_sources)."""
    uses = {path: use for game in project.games.values() for path, use in game.spreadsheets.items()}
    return described(diagnostics, uses)
