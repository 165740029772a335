"""Files a game's content names by path (art, spreadsheets): resolved safely inside its folder."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

_DRIVE = re.compile(r"^[A-Za-z]:")


class PathRefused(ValueError):
    """The name cannot be used: why, in words for the user."""


def resolve_inside(folder: Path, name: str, what: str, suffixes: tuple[str, ...], kinds: str) -> Path:
    """The file ``name`` names inside ``folder``. ``what`` is how messages name it ('image'),
    ``suffixes`` the file endings allowed and ``kinds`` how they are named ('a PNG or JPEG file').
    Raises PathRefused when the name would leave the folder or the file is missing."""
    if "\\" in name:
        raise PathRefused(f"{what} path '{name}' uses backslashes; write it with forward slashes")
    if _DRIVE.match(name):
        raise PathRefused(f"{what} path '{name}' names a drive; give a path inside the game's folder")
    pure = PurePosixPath(name)
    if pure.is_absolute():
        raise PathRefused(f"{what} path '{name}' is absolute; give a path inside the game's folder")
    if ".." in pure.parts:
        raise PathRefused(f"{what} path '{name}' climbs out with '..'; give a path inside the game's folder")
    if pure.suffix.lower() not in suffixes:
        raise PathRefused(f"{what} '{name}' is not {kinds}")
    base = folder.resolve()
    path = (base / pure).resolve()
    if not path.is_relative_to(base):
        raise PathRefused(f"{what} path '{name}' leads outside the game's folder (through a link)")
    if not path.is_file():
        raise PathRefused(f"{what} '{name}' does not exist")
    return path
