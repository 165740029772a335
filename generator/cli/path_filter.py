"""Which findings ``validate PATH ...`` reports, so that a commit that breaks a game never passes.

An edit can break a check anywhere in its game (delete a card, and the count declared in
game.yaml fails), and nothing tells which of a game's errors an edit caused. So every finding
that would fail the run is kept for each game a given path lies in: its errors, and its warnings
under ``--strict``. Other findings (warnings, notes) are kept when they, or a place they name,
lie in a given path. A path outside ``content/<game>/`` (a layout, ``generator.toml``) can change
every game, so with one the failing findings of all games are kept.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from generator.diagnostics import Diagnostic, Severity

CONTENT = "content"


def game_of(path: str) -> str | None:
    """The game a project-relative path lies in; None for a path outside ``content/<game>/``."""
    parts = PurePosixPath(path).parts
    return parts[1] if len(parts) >= 2 and parts[0] == CONTENT else None


def touched_games(filters: list[str]) -> set[str] | None:
    """The games the given paths lie in; None when a path can change every game."""
    games = {game_of(f) for f in filters}
    return None if None in games else {g for g in games if g is not None}


def _inside(path: str, filters: list[str]) -> bool:
    return any(f in (".", "") or path == f or path.startswith(f.rstrip("/") + "/") for f in filters)


def _names_a_given_path(d: Diagnostic, filters: list[str]) -> bool:
    places = [d.pos, *(r.pos for r in d.related)]
    return any(pos is not None and _inside(pos.path, filters) for pos in places)


def _fails(d: Diagnostic, strict: bool) -> bool:
    return d.severity is Severity.ERROR or (strict and d.severity is Severity.WARNING)


def select(found: list[Diagnostic], filters: list[str], strict: bool) -> list[Diagnostic]:
    """The findings to report for ``filters`` (project-relative paths); all when there are none."""
    if not filters:
        return found
    games = touched_games(filters)

    def in_touched_game(d: Diagnostic) -> bool:
        game = game_of(d.pos.path) if d.pos else None
        return games is None or game is None or game in games

    return [d for d in found if _names_a_given_path(d, filters) or (_fails(d, strict) and in_touched_game(d))]
