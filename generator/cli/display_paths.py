"""Paths as the user's tools expect them: relative to the git repository holding the project, else
to the current folder, so CI annotations and editors find the files whatever folder the project is."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Related


def repository_root(folder: Path) -> Path | None:
    """The nearest folder at or above ``folder`` holding ``.git`` (a folder, or a worktree's file)."""
    for candidate in (folder, *folder.parents):
        if (candidate / ".git").exists():
            return candidate
    return None


def display_prefix(root: Path, cwd: Path | None = None) -> str:
    """What goes before a project-relative path: '' when the project is the repository (or the
    current folder), else e.g. 'games/' or '../saltmarsh/'."""
    root = root.resolve()
    base = repository_root(root) or (cwd or Path.cwd()).resolve()
    prefix = Path(os.path.relpath(root, base)).as_posix()
    return "" if prefix == "." else prefix + "/"


def for_display(diagnostics: list[Diagnostic], root: Path) -> list[Diagnostic]:
    """The diagnostics with every path made relative to the repository root (or current folder)."""
    prefix = display_prefix(root)
    if not prefix:
        return diagnostics
    return [replace(d, pos=_moved(d.pos, prefix), related=tuple(Related(_moved(r.pos, prefix), r.message)
                                                                 for r in d.related))
            for d in diagnostics]


def _moved(pos, prefix: str):
    return Position(prefix + pos.path, pos.line, pos.column) if isinstance(pos, Position) else pos
