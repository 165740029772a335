"""Layouts kept from one build to the next: the slow searches of a board's layout, by their inputs.

A board whose rulebook gives no positions is laid out by a search that takes most of a kit's time
(``graph.arranged``); its result depends on its few inputs alone. While a build has a store open
(``opened``), ``remembered`` keeps each result as a small JSON file in the output's
``.generator-layouts/``, named by a hash of the tool and the inputs, and a later build with the same
inputs reads it back instead of searching. The store holds only numbers (no code is loaded from
it), goes with the output, and keeps what the latest build used. Outside a build nothing is kept.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

FOLDER = ".generator-layouts"
_store: tuple[Path, Path, str] | None = None   # (the last build's folder, this build's, the tool's hash)
_used: list[str] = []   # the names of the results this process used since ``taken()``
NAME = re.compile(r"[a-z]+-[0-9a-f]{32}\.json")


@contextmanager
def opened(previous: Path, current: Path, tool: str) -> Iterator[None]:
    """Keep results in ``current`` (a staging folder), reading those of ``previous`` too; results
    are named with ``tool``, a hash of the code that computes them."""
    global _store
    _store = (previous / FOLDER, current / FOLDER, tool)
    try:
        yield
    finally:
        _store = None


def remembered(kind: str, inputs: str, compute: Callable[[], list[list[float]]]) -> list[list[float]]:
    """``compute()`` (lists of numbers), from the store when a build kept it for ``inputs``."""
    if _store is None:
        return compute()
    previous, current, tool = _store
    digest = hashlib.sha256(tool.encode() + b"\0" + inputs.encode("utf-8")).hexdigest()
    name = f"{kind}-{digest[:32]}.json"
    _used.append(name)
    for folder in (current, previous):
        found = _read(folder / name)
        if found is not None:
            if folder == previous:
                _keep(previous / name, current / name)
            return found
    value = compute()
    _write(current / name, json.dumps(value))
    return value


def taken() -> list[str]:
    """The names of the results used since the last call, in order, once each (called around a
    build's task: what it used, so a build that keeps the task's files keeps these too)."""
    names = list(dict.fromkeys(_used))
    _used.clear()
    return names


def carried(names: list[str]) -> None:
    """Keep the last build's results ``names`` (a kept task's) in this build's store."""
    if _store is None:
        return
    previous, current, _ = _store
    for name in names:
        if isinstance(name, str) and NAME.fullmatch(name) and (previous / name).is_file():
            _keep(previous / name, current / name)


def _read(path: Path) -> list[list[float]] | None:
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
