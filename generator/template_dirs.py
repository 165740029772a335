"""Where templates are found: the project's own templates/ first, then the built-in ones.

The built-in templates (HTML pages, static assets, card layouts) are package data of
``generator.templates``, beside this module: where ``importlib.resources`` finds them in a
checkout or an installed wheel (that module is not imported for it: it costs a check's start-up).
"""

from __future__ import annotations

from pathlib import Path

BUILTIN = Path(__file__).parent / "templates"


def template_dirs(root: Path | None, kind: str) -> list[Path]:
    """Folders holding ``kind`` templates (e.g. 'html', 'layouts'), in search order."""
    folders = ([root / "templates" / kind] if root else []) + [BUILTIN / kind]
    unique: list[Path] = []
    for folder in folders:
        if folder.is_dir() and folder.resolve() not in [f.resolve() for f in unique]:
            unique.append(folder)
    return unique
