"""A whole-project check with the games shared between this process and a forked one.

Each game is loaded and checked on its own (rules, constraints, language files); only the
catalogue of rules is made before the fork, and what applies to the whole project (the
catalogue's own problems, the tool's wording) is worked out here afterwards. The parts are put
together in the order a check in one process gives (see generator.validation.validate), so the
findings are the same, to their order. Where ``fork`` is missing, with one core or one game, or
when the other process gives nothing back (it failed), the games are checked here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from generator.diagnostics import Diagnostic, Position
from generator.model.build import game_folders, load_game
from generator.model.project import GameContent, Project
from generator.model.sheet_sources import described
from generator.rules.catalogue import Catalogue
from generator.rules.constraints import constraint_rules
from generator.rules.registry import RuleSpec
from generator.rules.runner import game_findings
from generator.validation import catalogue_for, collector_held

PO_WEIGHT = 2   # a language file's byte costs about half a content file's (read, then the translation checked)


@dataclass
class GameChecked:
    """One game's part of a check, each list in the order a check in one process makes it."""

    loaded: list[Diagnostic]
    read: list[Diagnostic] = field(default_factory=list)      # reading its language files
    found: list[Diagnostic] = field(default_factory=list)     # rules, constraints, derived tables
    translated: list[Diagnostic] = field(default_factory=list)
    declared: list[RuleSpec] = field(default_factory=list)    # its constraints, without their check
    files: int = 0
    folder: str | None = None                                  # as findings' paths start
    languages: dict[str, Position] = field(default_factory=dict)
    tool: dict[str, list[Diagnostic]] = field(default_factory=dict)   # the tool's wording in its languages
    sheets: dict = field(default_factory=dict)


@dataclass(frozen=True)
class SplitCheck:
    """A whole check's findings, the rules that applied, and how many files of how many games."""

    diagnostics: list[Diagnostic]
    rules: list[RuleSpec]
    files: int
    games: int


def cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def split_check(root: Path, parallel: bool = True) -> SplitCheck | None:
    """The check of every game of ``root``, half of them in a forked process when ``parallel``
    and worth it; None when one game's content lies in another's folder (then only a check in
    one process tells each game's findings apart: see generator.validation)."""
    folders = game_folders(root)
    catalogue = catalogue_for(root)
    if not (parallel and len(folders) >= 2 and hasattr(os, "fork") and cores() >= 2):
        parts = check_games(root, folders, catalogue)
    else:
        theirs, mine = halves(folders)
        from generator.split_worker import forked

        parts = forked(lambda: check_games(root, theirs, catalogue),
                       lambda: check_games(root, mine, catalogue))
    ordered = [parts[f.name] for f in folders]
    if strays(ordered):
        return None
    return joined(root, catalogue, ordered)


def halves(folders: list[Path]) -> tuple[list[Path], list[Path]]:
    """The games in two groups of about the same size to check (the larger first)."""
    groups: tuple[list[Path], list[Path]] = ([], [])
    sizes = [0, 0]
    for folder in sorted(folders, key=_weight, reverse=True):
        lighter = sizes.index(min(sizes))
        groups[lighter].append(folder)
        sizes[lighter] += _weight(folder)
    return groups


def _weight(folder: Path) -> int:
    total = 0
    for path in folder.rglob("*"):
        if path.suffix in (".yaml", ".yml", ".po") and path.is_file():
            total += path.stat().st_size // (PO_WEIGHT if path.suffix == ".po" else 1)
    return total


def check_games(root: Path, folders: list[Path], catalogue: Catalogue) -> dict[str, GameChecked]:
    """Load and check each game of ``folders`` on its own, by game ID."""
    project = Project(root=root)
    parts: dict[str, GameChecked] = {}
    with collector_held() as loaded:
        for folder in folders:
            game, diagnostics = load_game(folder, root)
            project.games[game.id] = game
            parts[game.id] = GameChecked(diagnostics, files=len(game.files), sheets=dict(game.spreadsheets))
        for game in project.games.values():
            if (game.folder / "locale").is_dir():
                from generator.i18n.catalogue import read_game_translations

                parts[game.id].read = read_game_translations(game, root)
            project.diagnostics.extend([*parts[game.id].loaded, *parts[game.id].read])
        loaded()
        for game in project.games.values():
            _check_game(project, game, catalogue, parts[game.id])
    return parts


def _check_game(project: Project, game: GameContent, catalogue: Catalogue, part: GameChecked) -> None:
    part.found = game_findings(game, catalogue)
    part.declared = [replace(spec, check=None) for spec in constraint_rules(game)]
    if game.translations:
        from generator.i18n.checks import TRANSLATED_RULES, game_translation_diagnostics
        from generator.i18n.content_errors import content_folder

        checks = [s for s in catalogue.listed() if s.id in TRANSLATED_RULES and s.check is not None]
        part.translated = game_translation_diagnostics(project, game, checks)
        part.folder = content_folder(project, game)
        part.languages = {lang: t.pos for lang, t in game.translations.items()}
        from generator.i18n.tool_checks import language_findings   # here, in parallel, not after the join

        part.tool = {lang: language_findings(lang, project.root, pos) for lang, pos in part.languages.items()}


def strays(parts: list[GameChecked]) -> bool:
    """Whether a translated game's content has an error another game's loading found (which a
    check in one process counts against it: see generator.i18n.checks)."""
    folders = [p.folder for p in parts if p.folder is not None]
    if not folders:
        return False
    from generator.i18n.content_errors import refused_in   # not the checks: their imports cost 3 ms

    return any(refused_in(p.folder, [*o.loaded, *o.read]) for p in parts if p.folder is not None
               for o in parts if o is not p)


def joined(root: Path, catalogue: Catalogue, parts: list[GameChecked]) -> SplitCheck:
    """The games' parts and the project's own findings, as generator.validation.validate has them."""
    found = [*(d for p in parts for d in p.loaded), *(d for p in parts for d in p.read),
             *catalogue.diagnostics, *(d for p in parts for d in p.found)]
    found.sort(key=Diagnostic.sort_key)
    if any(p.languages for p in parts) or (root / "locale" / "generator").is_dir():
        from generator.i18n.tool_checks import tool_findings_at

        where: dict = {}
        tool: dict[str, list[Diagnostic]] = {}
        for part in parts:   # each language as the first game translated to it has it
            for lang, pos in part.languages.items():
                where.setdefault(lang, pos)
                tool.setdefault(lang, part.tool[lang])
        found = sorted([*found, *(d for p in parts for d in p.translated), *tool_findings_at(root, where, tool)],
                       key=Diagnostic.sort_key)
    uses = {path: use for p in parts for path, use in p.sheets.items()}
    rules = sorted([*catalogue.rules, *(s for p in parts for s in p.declared)], key=lambda r: (r.id, r.game or ""))
    return SplitCheck(described(found, uses), rules, sum(p.files for p in parts), len(parts))
