"""Where templates are found: the project's own templates/ first, then the built-in ones."""

from __future__ import annotations

from pathlib import Path

BUILTIN = Path(__file__).resolve().parent.parent / "templates"


def template_dirs(root: Path, kind: str) -> list[Path]:
    """Folders holding ``kind`` templates (e.g. 'html', 'layouts'), in search order."""
    folders = [root / "templates" / kind, BUILTIN / kind]
    unique = []
    for folder in folders:
        if folder.is_dir() and folder.resolve() not in [f.resolve() for f in unique]:
            unique.append(folder)
    return unique
