"""Where templates are found: the project's own templates/ first, then the built-in ones.

The built-in templates (HTML pages, static assets, card layouts) are package data of
``generator.templates``, found through ``importlib.resources`` so an installed wheel finds them.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

BUILTIN = Path(str(resources.files("generator") / "templates"))


def template_dirs(root: Path | None, kind: str) -> list[Path]:
    """Folders holding ``kind`` templates (e.g. 'html', 'layouts'), in search order."""
    folders = ([root / "templates" / kind] if root else []) + [BUILTIN / kind]
    unique: list[Path] = []
    for folder in folders:
        if folder.is_dir() and folder.resolve() not in [f.resolve() for f in unique]:
            unique.append(folder)
    return unique
