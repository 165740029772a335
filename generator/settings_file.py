"""The project's settings file, generator.toml: its tables, read once per call, as plain dicts."""

from __future__ import annotations

import sys
from pathlib import Path

SETTINGS_FILE = "generator.toml"


class SettingsFileError(ValueError):
    """generator.toml cannot be read, or a table in it is not a table."""


def settings_table(root: Path, name: str) -> dict:
    """The ``[name]`` table of ``root``'s generator.toml; empty when the file or table is absent."""
    path = root / SETTINGS_FILE
    if not path.is_file():
        return {}
    if sys.version_info >= (3, 11):   # the parser loads only for a project that has the file
        import tomllib
    else:  # Python 3.10: the same parser, from PyPI
        import tomli as tomllib
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SettingsFileError(f"{SETTINGS_FILE}: {exc}") from None
    table = data.get(name, {})
    if not isinstance(table, dict):
        raise SettingsFileError(f"{SETTINGS_FILE}: [{name}] must be a table")
    return table


def rules_folder_name(root: Path) -> str | None:
    """The folder of the project's own rules that ``[rules] python`` names; None when it names
    none or generator.toml cannot be read (the project's rules check reports that)."""
    try:
        name = settings_table(root, "rules").get("python")
    except (OSError, SettingsFileError):
        return None
    return name if isinstance(name, str) and name.strip() else None
