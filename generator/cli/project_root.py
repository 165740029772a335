"""Find the project folder: the given one, or the nearest folder upwards holding content/."""

from __future__ import annotations

from pathlib import Path

from generator.cli.errors import UsageError


def find_root(given: str | None) -> Path:
    """The project folder; a folder whose content/ holds no game is refused too."""
    root = _locate(given)
    if not any(p.is_dir() for p in (root / "content").iterdir()):
        raise UsageError(f"{root / 'content'}: no game folders (content/<game>/game.yaml) in it")
    return root


def _locate(given: str | None) -> Path:
    if given:
        root = Path(given).resolve()
        if not (root / "content").is_dir():
            raise UsageError(f"{given}: no content/ folder here")
        return root
    here = Path.cwd().resolve()
    for folder in (here, *here.parents):
        if (folder / "content").is_dir():
            return folder
    raise UsageError("no content/ folder in this folder or above it; pass --project DIR")


def check_known_games(root: Path, games: list[str]) -> None:
    """Refuse a ``--game`` that names no game folder of the project."""
    from generator.model.build import game_folders

    known = [f.name for f in game_folders(root)]
    for game in games:
        if game not in known:
            raise UsageError(f"unknown game '{game}'; known: {', '.join(known)}")
