"""The translated projects a build makes beside the source language, one per language asked for."""

from __future__ import annotations

from generator.i18n.translate import translated_game
from generator.model.game.project import GameContent, Project


def language_projects(project: Project, languages: tuple[str, ...]) -> list[tuple[str, Project]]:
    """For each language, the project's games that have it, translated (a language no game has is
    left out; the command line refuses it before the build starts)."""
    out = []
    for lang in languages:
        games: dict[str, GameContent] = {gid: translated_game(game, lang, project.root)
                                         for gid, game in project.games.items() if lang in game.translations}
        if games:
            out.append((lang, Project(root=project.root, games=games, diagnostics=[])))
    return out


def missing_languages(project: Project, languages: tuple[str, ...]) -> list[str]:
    """The languages no game of the project has a language file for."""
    return [lang for lang in languages if not any(lang in g.translations for g in project.games.values())]
