"""Incremental builds: outputs whose inputs have not changed are kept, bytes and times and all.

Each task of a build has a key, a hash of everything it reads: the tool itself (its code, its
templates, the versions of the libraries that write the files), the content it draws from and the
options. The build records each task's key and files in ``.generator-build.json`` in the output
folder (it lives and goes with the output; delete it, or the output, to force a clean build). A
later build links the files of a task whose key is unchanged from the previous output into the new
one instead of running it; and a file a task wrote again with the very same bytes is replaced by
the previous one. Either way an unchanged file keeps its bytes and its modification time, and the
result is byte for byte what a clean build writes.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from stat import S_ISREG
from functools import lru_cache
from importlib import metadata
from pathlib import Path, PurePosixPath

from generator.geometry.kept import LayoutStore

MANIFEST = ".generator-build.json"
FORMAT = 2
LIBRARIES = ("reportlab", "pillow", "pypdfium2", "jinja2", "pyyaml", "font-source-sans-pro")
ENVIRONMENT = ("SOURCE_DATE_EPOCH",)   # variables the output depends on (the PDFs' dates)


def tree_digests(folder: Path) -> list[tuple[str, bytes]]:
    """(path relative to ``folder``, hash of its bytes) of every file under ``folder``, in order,
    bytecode caches left out; none when ``folder`` is no folder."""
    if not folder.is_dir():
        return []
    return [(path.relative_to(folder).as_posix(), hashlib.sha256(path.read_bytes()).digest())
            for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)]


def hash_entries(digest, entries: list[tuple[str, bytes]]) -> None:
    for name, file_digest in entries:
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(file_digest)


def hash_tree(digest, folder: Path) -> None:
    hash_entries(digest, tree_digests(folder))


@lru_cache(maxsize=1)
def tool_fingerprint() -> str:
    """A hash of the tool's code and templates and of the libraries' versions."""
    digest = hashlib.sha256(f"{FORMAT} {sys.version}".encode())
    hash_tree(digest, Path(__file__).resolve().parent.parent)
    for name in LIBRARIES:
        try:
            digest.update(f"{name}={metadata.version(name)}".encode())
        except metadata.PackageNotFoundError:
            digest.update(f"{name}=none".encode())
    return digest.hexdigest()


def task_key(*parts: object) -> str:
    """The key of a task that reads ``parts`` (their ``repr``s) besides the tool itself and the
    environment variables the output depends on."""
    digest = hashlib.sha256(tool_fingerprint().encode())
    for name in ENVIRONMENT:
        digest.update(f"{name}={os.environ.get(name)!r}".encode() + b"\0")
    for part in parts:
        digest.update(repr(part).encode("utf-8") + b"\0")
    return digest.hexdigest()


def _safe(rel: object) -> bool:
    """A recorded path is used only if it names a file inside the output folder."""
    if not isinstance(rel, str) or not rel or "\\" in rel:
        return False
    path = PurePosixPath(rel)
    return not path.is_absolute() and ".." not in path.parts


def read_record(previous: Path) -> tuple[dict[str, dict], dict[str, dict]]:
    """The last build's record in the output ``previous``: its tasks and its games by name (see
    ``output.unchanged``); none of either when the record is missing or not as this tool writes it."""
    try:
        data = json.loads((previous / MANIFEST).read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            return {}, {}
        tasks, games = data["tasks"], data.get("games", {})
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}, {}
    if not isinstance(tasks, dict):
        return {}, {}
    tasks = {name: entry for name, entry in tasks.items() if _task_entry(entry)}   # others are rebuilt
    if not isinstance(games, dict) or not all(isinstance(e, dict) for e in games.values()):
        return tasks, {}
    return tasks, games


def _task_entry(entry: object) -> bool:
    """Whether a recorded task is as ``Reuse.written`` records one: a key, files as
    ``[path, size, time]``, and summary lines and layout names as text."""
    if not isinstance(entry, dict) or not isinstance(entry.get("key"), str):
        return False
    files = entry.get("files")
    texts = [entry.get("lines", []), entry.get("layouts", [])]
    return (isinstance(files, list)
            and all(isinstance(f, list) and len(f) == 3 and isinstance(f[0], str)
                    and all(type(n) is int for n in f[1:]) for f in files)
            and all(isinstance(t, list) and all(isinstance(x, str) for x in t) for t in texts))


def intact(previous: Path, entry: dict) -> bool:
    """Whether every file of a recorded task is in ``previous`` as the record says it was written."""
    try:
        files = entry.get("files", [])
        if not all(_safe(rel) for rel, _, _ in files):
            return False
        for rel, size, mtime in files:
            stat = (previous / rel).lstat()
            if not S_ISREG(stat.st_mode) or (stat.st_size, stat.st_mtime_ns) != (size, mtime):
                return False
    except (OSError, TypeError, ValueError):
        return False
    return True


class Reuse:
    """The previous output's record of tasks; keeps unchanged files in the new output."""

    def __init__(self, previous: Path, staging: Path, layouts: LayoutStore):
        self.previous, self.staging, self.layouts = previous, staging, layouts
        self.record, self.games = read_record(previous)
        self.new: dict[str, dict] = {}
        self.new_games: dict[str, dict] = {}

    def kept(self, name: str, key: str) -> tuple[list[Path], list[str]] | None:
        """The task's files linked from the previous output when its key is unchanged, with the
        summary lines it gave; else None."""
        entry = self.record.get(name)
        if entry is None or entry.get("key") != key or not intact(self.previous, entry):
            return None
        kept = [self._link(Path(rel)) for rel, _, _ in entry.get("files", [])]
        layouts = entry.get("layouts", [])
        self.layouts.carry(layouts if isinstance(layouts, list) else [])
        self.new[name] = entry
        return kept, list(entry.get("lines", []))

    def _link(self, rel: Path) -> Path:
        target = self.staging / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            target.unlink()
        try:
            os.link(self.previous / rel, target)
        except OSError:
            import shutil

            shutil.copy2(self.previous / rel, target)
        return target

    def written(self, name: str, key: str, files: list[Path], lines: list[str] | None = None,
                layouts: list[str] | None = None) -> None:
        """Record a task that ran (with the kept layouts it used, which a build keeping its files
        keeps too); each file with the previous bytes becomes the previous file."""
        entries = []
        for path in files:
            rel = path.relative_to(self.staging)
            old = self.previous / rel
            try:
                same = old.stat().st_size == path.stat().st_size and old.read_bytes() == path.read_bytes()
            except OSError:
                same = False
            if same:
                self._link(rel)
            stat = path.stat()
            entries.append([rel.as_posix(), stat.st_size, stat.st_mtime_ns])
        self.new[name] = {"key": key, "files": entries, "lines": list(lines or []), "layouts": list(layouts or [])}

    def save(self, keep_others: bool = False) -> None:
        """Write the record; with ``keep_others`` (a partial build) tasks it did not run stay listed
        while their files are still there."""
        if keep_others:   # the games' records, which a full build alone checks, are dropped
            self.new_games = {}
            for name, entry in self.record.items():
                if name not in self.new and all((self.staging / rel).is_file() for rel, _, _ in entry["files"]):
                    self.new[name] = entry
        record = {"format": FORMAT, "tasks": self.new, "games": self.new_games}
        (self.staging / MANIFEST).write_text(json.dumps(record, indent=0, sort_keys=True), encoding="utf-8")
