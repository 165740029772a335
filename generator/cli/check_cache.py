"""The findings of a whole-project check, kept in the user's cache folder for the next run.

A run's inputs are hashed: every file under ``content/``, ``locale/`` and ``templates/``, the
project's ``generator.toml``, and the folder of its own Python rules; with them the tool's
fingerprint (its version, the Python that runs it and the size and time of every file of the
tool, fonts included, and the times of the folders its libraries are installed in) and the run's
options. When all of these are as they were, the findings stored under that key are the
findings.

The store is one JSON file per project in ``$XDG_CACHE_HOME/boardgame-generator/checks/`` (else
``~/.cache/...``), never in the project: a repository or archive cannot bring one along. It holds
plain data only (strings and numbers, checked field by field on reading); anything unreadable,
malformed or written by another version is a miss, never an error, and nothing in it is run.
"""

from __future__ import annotations

import contextlib
import functools
import os
import site
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import __version__
from generator.diagnostics import Diagnostic, Position, Related, Severity
from generator.settings_file import SETTINGS_FILE, rules_folder_name

APP_FOLDER = "boardgame-generator"
OFF_VARIABLE = "GENERATOR_NO_CACHE"      # set (to anything but "" or 0): no cache is read or written
INPUT_FOLDERS = ("content", "locale", "templates", "schema")   # schema/: whether it is current
_FORMAT = "check-cache 3"
_TOOL = Path(__file__).resolve().parent.parent   # the generator package


@dataclass(frozen=True)
class RuleNote:
    """What the output formats show of a rule (SARIF describes each)."""

    id: str
    severity: Severity
    doc: str
    summary: str


@dataclass(frozen=True)
class Checked:
    """What the validate command shows of a run: the findings, the rules that applied and how
    many files of how many games were read."""

    diagnostics: tuple[Diagnostic, ...]
    rules: tuple[RuleNote, ...]
    files: int
    games: int


def turned_off() -> bool:
    return os.environ.get(OFF_VARIABLE, "") not in ("", "0")


def checked(diagnostics: list[Diagnostic], rules: list, files: int, games: int) -> Checked:
    """A run's findings and its rules (RuleSpecs), as kept."""
    notes = tuple(RuleNote(r.id, r.severity, r.doc, r.summary) for r in rules)
    return Checked(tuple(diagnostics), notes, files, games)


def run_key(root: Path, options: tuple = ()) -> bytes | None:
    """The digest of every input of a check of ``root`` with ``options``; None when one of them
    cannot be read (then nothing is cached)."""
    import hashlib   # a run with the cache off (--no-cache) never hashes

    digest = hashlib.blake2b(_FORMAT.encode(), digest_size=24)
    digest.update(_tool_fingerprint())
    digest.update(repr(options).encode())
    try:
        for path in _input_files(root):
            digest.update(path.relative_to(root).as_posix().encode("utf-8", "surrogateescape") + b"\0")
            digest.update(hashlib.blake2b(path.read_bytes(), digest_size=24).digest())
    except (OSError, ValueError):
        return None
    return digest.digest()


def cache_folder() -> Path | None:
    """Where the kept findings live: ``$XDG_CACHE_HOME`` (an absolute path) or ``~/.cache``, in
    the tool's folder; None when there is no home to keep them in."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        try:
            base = str(Path.home() / ".cache")
        except (RuntimeError, KeyError):
            return None
    return Path(base) / APP_FOLDER / "checks"


def cache_file(root: Path) -> Path | None:
    """The file that keeps ``root``'s findings (one per project folder)."""
    import hashlib

    folder = cache_folder()
    if folder is None:
        return None
    name = hashlib.sha256(str(root.resolve()).encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return folder / f"{name}.json"


def load(root: Path, key: bytes) -> Checked | None:
    """The findings stored under ``key``, or None (missing, malformed, foreign: a miss)."""
    path = cache_file(root)
    if path is None:
        return None
    import json   # only a run that keeps its findings reads or writes them

    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != _FORMAT or data.get("key") != key.hex():
        return None
    return from_plain(data)


def store(root: Path, key: bytes, value: Checked) -> None:
    """Keep ``value`` under ``key`` (the previous run's entry is replaced); a folder that cannot
    be written is left alone."""
    import json
    import tempfile

    path = cache_file(root)
    if path is None:
        return
    record = {"format": _FORMAT, "key": key.hex(), **to_plain(value)}
    data = json.dumps(record, separators=(",", ":")).encode("ascii")   # escapes any text, lone surrogates too
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=".validate-", delete=False) as out:
            out.write(data)
        os.replace(out.name, path)
    except OSError:
        with contextlib.suppress(OSError, NameError):   # a half-written file is removed
            os.unlink(out.name)


def to_plain(value: Checked) -> dict:
    """``value`` as JSON data: lists of strings and numbers."""
    return {"files": value.files, "games": value.games,
            "rules": [[r.id, int(r.severity), r.doc, r.summary] for r in value.rules],
            "diagnostics": [[d.rule, int(d.severity), d.message, _plain_pos(d.pos),
                             [[_plain_pos(r.pos), r.message] for r in d.related]] for d in value.diagnostics]}


def from_plain(data: dict) -> Checked | None:
    """The ``Checked`` that ``to_plain`` gave ``data``, or None when any field is not as it writes it."""
    try:
        files, games = data["files"], data["games"]
        if not (_count(files) and _count(games)):
            return None
        rules = tuple(_rule(item) for item in data["rules"])
        found = tuple(_diagnostic(item) for item in data["diagnostics"])
    except (KeyError, TypeError, ValueError):
        return None
    return Checked(found, rules, files, games)


def _plain_pos(pos: Position | None) -> list | None:
    return None if pos is None else [pos.path, pos.line, pos.column]


def _count(value: object) -> bool:
    return type(value) is int and value >= 0


def _text(value: object) -> str:
    if type(value) is not str:
        raise TypeError("not a string")
    return value


def _severity(value: object) -> Severity:
    if type(value) is not int:
        raise TypeError("not a severity")
    return Severity(value)   # ValueError when out of range


def _position(value: Any) -> Position | None:
    if value is None:
        return None
    path, line, column = value   # TypeError / ValueError when not three items
    if not (_count(line) and _count(column)):
        raise ValueError("not a position")
    return Position(_text(path), line, column)


def _rule(item: Any) -> RuleNote:
    rule_id, severity, doc, summary = item
    return RuleNote(_text(rule_id), _severity(severity), _text(doc), _text(summary))


def _diagnostic(item: Any) -> Diagnostic:
    rule_id, severity, message, pos, related = item
    notes = tuple(Related(_required(_position(where)), _text(text)) for where, text in related)
    return Diagnostic(_text(rule_id), _severity(severity), _text(message), _position(pos), notes)


def _required(pos: Position | None) -> Position:
    if pos is None:
        raise ValueError("a related place has no position")
    return pos


def _input_files(root: Path) -> list[Path]:
    folders = [root / name for name in INPUT_FOLDERS] + [root / name for name in _rules_folders(root)]
    files = [root / SETTINGS_FILE] if (root / SETTINGS_FILE).is_file() else []
    for folder in folders:
        files.extend(_files_under(folder))
    return sorted(set(files))


def _files_under(folder: Path) -> list[Path]:
    """Every file under ``folder``, through a linked folder at its top (a game's folder may be a
    link, which loading follows), bytecode caches left out."""
    if not folder.is_dir():
        return []
    found: list[Path] = []
    for item in folder.iterdir():
        if item.is_dir():
            found.extend(p for p in item.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
        elif item.is_file():
            found.append(item)
    return found


def _rules_folders(root: Path) -> list[str]:
    """The project's rules folder named in generator.toml (none when it names none or is broken:
    generator.toml's own bytes are an input anyway)."""
    name = rules_folder_name(root)
    return [] if name is None else [name]


@functools.cache   # the tool does not change while a process runs
def _tool_fingerprint() -> bytes:
    """The tool as installed: version, interpreter, and every file's path, size and time."""
    import hashlib

    digest = hashlib.blake2b(f"{__version__}\0{sys.version}\0{sys.executable}".encode(), digest_size=24)
    for line in sorted(_file_stats(str(_TOOL))):
        digest.update(line.encode("utf-8", "surrogateescape"))
    for folder in _package_folders():   # a library installed, upgraded or removed changes them
        with contextlib.suppress(OSError):
            digest.update(f"{folder}\0{os.stat(folder).st_mtime_ns}\0".encode("utf-8", "surrogateescape"))
    return digest.digest()


def _file_stats(folder: str):
    """``path size time`` of every file under ``folder``, bytecode caches left out."""
    with os.scandir(folder) as found:
        for item in found:
            if item.is_dir():
                if item.name != "__pycache__":
                    yield from _file_stats(item.path)
            elif item.is_file():
                stat = item.stat()
                yield f"{item.path}\0{stat.st_size}\0{stat.st_mtime_ns}\0"


def _package_folders() -> list[str]:
    """The folders the interpreter's libraries (PyYAML, Babel, ...) are installed in."""
    folders = list(site.getsitepackages())
    if site.ENABLE_USER_SITE:
        folders.append(site.getusersitepackages())
    return folders
