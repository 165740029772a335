"""Which games a batch of saved, created or deleted files touches (watchfiles reports them)."""

from __future__ import annotations

from pathlib import Path

WHOLE_PROJECT = ("templates", "rules")   # folders every game reads
SETTINGS = "generator.toml"


def watched(root: Path):
    """A watchfiles filter: content/, templates/, rules/ and generator.toml (not output/)."""
    def keep(change, path: str) -> bool:
        return _reader(root, path) is not None
    return keep


def touched_games(root: Path, paths, all_games: list[str]) -> list[str]:
    """The games whose content lies under ``paths``; every game for templates, rules and settings."""
    games: set[str] = set()
    for path in paths:
        reader = _reader(root, str(path))
        if reader == "*":
            games.update(all_games)
        elif reader is not None:
            games.add(reader)
    return sorted(games)


def _reader(root: Path, path: str) -> str | None:
    """The game that reads ``path`` ('*': every game), else None (not the project's input)."""
    try:
        parts = Path(path).relative_to(root).parts
    except ValueError:
        return None
    if len(parts) > 2 and parts[0] == "content":
        return parts[1]
    if parts[:1] in [(folder,) for folder in WHOLE_PROJECT] or parts == (SETTINGS,):
        return "*"
    return None
