"""Find the project folder: the given one, or the nearest folder upwards holding content/."""

from __future__ import annotations

from pathlib import Path

from generator.cli.errors import UsageError


def find_root(given: str | None) -> Path:
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
