"""Which errors lie in a translated game's own content: while loading refused part of it, the
strings it held are unread, not gone, so the checks of its language files call none unused."""

from __future__ import annotations

from collections.abc import Iterable

from generator.diagnostics import Diagnostic, Severity
from generator.model.game.project import GameContent, Project


def refused_in(folder: str, diagnostics: Iterable[Diagnostic]) -> bool:
    """Whether one of ``diagnostics`` is an error in the content of the game ``folder`` (see
    content_folder), outside its language files."""
    return any(d.severity is Severity.ERROR and d.pos is not None and d.pos.path.startswith(f"{folder}/")
               and not d.pos.path.startswith(f"{folder}/locale/") for d in diagnostics)


def content_folder(project: Project, game: GameContent) -> str | None:
    """The game's folder as findings' paths start (None when it lies outside the project)."""
    try:
        return game.folder.resolve().relative_to(project.root.resolve()).as_posix()
    except ValueError:
        return None
