"""The project's settings file, generator.toml: read once per call, one table at a time."""

from __future__ import annotations

import tomllib
from pathlib import Path

SETTINGS_FILE = "generator.toml"


class SettingsFileError(ValueError):
    """The settings file cannot be read, or a table in it is not a table."""


def read_table(root: Path, name: str) -> dict:
    """The ``[name]`` table of ``root/generator.toml``; {} without the file or the table."""
    path = root / SETTINGS_FILE
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SettingsFileError(f"{SETTINGS_FILE}: {exc}") from None
    table = data.get(name, {})
    if not isinstance(table, dict):
        raise SettingsFileError(f"{SETTINGS_FILE}: [{name}] must be a table")
    return table
