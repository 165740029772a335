"""``report``: per game, encoded against declared counts, facts by source, and every unknown."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from generator.cli.streams import write_out
from generator.model.build import load_project
from generator.validation import read_translations
from generator.report.coverage import Coverage, coverage

GRADE_NAMES = {"design": "own design"}


def add_parser(sub) -> None:
    p = sub.add_parser("report", help="coverage: encoded vs declared, sources, unknowns")
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(run=run)


def run(args, root: Path) -> int:
    project = load_project(root, args.game)
    read_translations(project)
    if any(game.translations for game in project.games.values()):
        from generator.validation import give_derivers

        give_derivers(project, root)   # the words of derived tables are counted with the others
    games = list(project.games.values())
    reports = [coverage(game) for game in games]
    languages = [_languages(game) for game in games]
    tool = _tool_languages(project)
    if args.format == "json":
        write_out(json.dumps([{**_as_dict(r), "translations": [dataclasses.asdict(s) for s in langs],
                               "tool_wording": [dataclasses.asdict(s) for s in tool]}
                              for r, langs in zip(reports, languages)], indent=2))  # ASCII: any stream carries it
    else:
        write_out("\n\n".join(as_text(r) + _languages_text(langs) for r, langs in zip(reports, languages))
                  + _tool_text(tool))
    return 0


def _tool_languages(project) -> list:
    """The tool's own wording in each language the project builds (generator.i18n.tool_checks)."""
    from generator.i18n.tool_checks import project_languages, tool_status

    return [tool_status(lang, project.root) for lang in project_languages(project)]


def _tool_text(tool: list) -> str:
    return _counted("Tool wording", [f"  {s.lang:6} {s.translated:5} of {s.total} translated, {s.missing} missing, "
                                     f"{s.fuzzy} fuzzy  ({s.path or 'no file: English'})" for s in tool])


def _languages(game) -> list:
    """Each translation's counts (generator.i18n.checks.Status), when the game has any."""
    if not game.translations:
        return []
    from generator.i18n.checks import status

    return [status(game, game.translations[lang]) for lang in sorted(game.translations)]


def _languages_text(languages: list) -> str:
    return _counted("Translations", [f"  {s.lang:6} {s.translated:5} of {s.total} translated, {s.missing} missing, "
                                     f"{s.stale} stale, {s.unused} unused  ({s.path})" for s in languages])


def _counted(title: str, lines: list[str]) -> str:
    """A titled block of lines after the report, or nothing without lines."""
    return "\n".join(["", "", f"{title} ({len(lines)}):", *lines]) if lines else ""


def _as_dict(report: Coverage) -> dict:
    out = dataclasses.asdict(report)
    out["grades"] = {grade: report.grades.get(grade, 0) for grade in report.shown_grades()}
    out["facts"] = report.facts
    return out


def as_text(report: Coverage) -> str:
    lines = [f"{report.title} ({report.game})", "", "Components (declared / encoded):"]
    for row in report.components:
        encoded = "-" if row.encoded is None else str(row.encoded)
        colour = f" ({row.per_colour} per colour)" if row.per_colour is not None else ""
        lines.append(f"  {row.status:12} {row.name}: {row.declared}{colour} / {encoded}")
    lines.append("")
    lines.append(f"Facts by source ({report.facts} entries):")
    for grade in report.shown_grades():
        count = report.grades.get(grade, 0)
        share = 100 * count / report.facts if report.facts else 0
        lines.append(f"  {GRADE_NAMES.get(grade, grade):14} {count:5}  {share:5.1f}%")
    lines.append("")
    lines.append(f"Unknown ({len(report.unknowns)}):")
    lines.extend(f"  {u.where} {u.field}: {u.reason}" for u in report.unknowns)
    return "\n".join(lines)
