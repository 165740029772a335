"""Layouts kept from one build to the next: the slow searches of a board's layout, by their inputs.

A board whose rulebook gives no positions is laid out by a search that takes most of a kit's time
(``graph.arranged``), and a kit's sheets are packed by a search (``sheets.pack``); each result
depends on its few inputs alone. A build gives each of its tasks a ``LayoutStore``: ``remembered``
keeps each result as a small JSON file in the output's ``.generator-layouts/``, named by a hash of
the tool and the inputs, and a later build with the same inputs reads it back instead of searching.
The store holds only numbers (no code is loaded from it), goes with the output, and keeps what the
latest build used. Without a store (checks, previews, tests) nothing is kept.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

FOLDER = ".generator-layouts"
NAME = re.compile(r"[a-z]+-[0-9a-f]{32}\.json")
Numbers = list[list[float]]


@dataclass
class LayoutStore:
    """One task's view of the kept layouts: the last build's (``previous``), this build's
    (``current``, in its staging folder), the tool's hash, and the names this task used."""

    previous: Path
    current: Path
    tool: str
    used: list[str] = field(default_factory=list)

    @classmethod
    def of_outputs(cls, previous: Path, staging: Path, tool: str) -> LayoutStore:
        """The store of a build from the output ``previous`` into ``staging``."""
        return cls(previous / FOLDER, staging / FOLDER, tool)

    def fresh(self) -> LayoutStore:
        """The same store with nothing used yet (one per task)."""
        return LayoutStore(self.previous, self.current, self.tool)

    def remembered(self, kind: str, inputs: str, compute: Callable[[], Numbers]) -> Numbers:
        """``compute()`` (lists of numbers), from the store when a build kept it for ``inputs``."""
        digest = hashlib.sha256(self.tool.encode() + b"\0" + inputs.encode("utf-8")).hexdigest()
        name = f"{kind}-{digest[:32]}.json"
        if name not in self.used:
            self.used.append(name)
        for folder in (self.current, self.previous):
            found = _read(folder / name)
            if found is not None:
                if folder == self.previous:
                    _keep(self.previous / name, self.current / name)
                return found
        value = compute()
        _write(self.current / name, json.dumps(value))
        return value

    def carry(self, names: list[str]) -> None:
        """Keep the last build's results ``names`` (those of a task whose files are kept)."""
        for name in names:
            if isinstance(name, str) and NAME.fullmatch(name) and (self.previous / name).is_file():
                _keep(self.previous / name, self.current / name)


def remembered(store: LayoutStore | None, kind: str, inputs: str, compute: Callable[[], Numbers]) -> Numbers:
    """``compute()``, through ``store`` when there is one."""
    return compute() if store is None else store.remembered(kind, inputs, compute)


def _read(path: Path) -> Numbers | None:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if isinstance(value, list) and all(isinstance(row, list) and all(isinstance(x, (int, float)) for x in row)
                                       for row in value):
        return value
    return None


def _keep(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, target)
    except FileExistsError:
        pass
    except OSError:
        _write(target, source.read_text(encoding="utf-8"))


def _write(path: Path, text: str) -> None:
    """Write whole or not at all (another process may write the same result at the same time)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".part-")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)
    except OSError:  # a store that cannot be written only costs time
        pass
