"""The findings of a whole-project check, kept in the project's cache folder for the next run.

A run's inputs are hashed: every file under ``content/``, ``locale/`` and ``templates/``, the
project's ``generator.toml``, and the folder of its own Python rules; with them the tool's
fingerprint (its version, the Python that runs it and the size and time of every file of the
tool, fonts included, and the times of the folders its libraries are installed in) and the run's
options. When all of these are as they were, the findings stored under that key are the
findings. Anything unreadable or unexpected in the cache folder is a miss, never an error: the
check then runs as if there were no cache.
"""

from __future__ import annotations

import contextlib
import os
import site
import sys
from dataclasses import dataclass
from pathlib import Path

from generator import __version__
from generator.diagnostics import Diagnostic, Severity
from generator.settings_file import SETTINGS_FILE, rules_folder_name

CACHE_DIR = ".generator-cache"
OFF_VARIABLE = "GENERATOR_NO_CACHE"      # set (to anything but "" or 0): no cache is read or written
INPUT_FOLDERS = ("content", "locale", "templates", "schema")   # schema/: whether it is current
_FORMAT = b"check-cache 1"
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

    digest = hashlib.blake2b(_FORMAT, digest_size=24)
    digest.update(_tool_fingerprint())
    digest.update(repr(options).encode())
    try:
        for path in _input_files(root):
            digest.update(path.relative_to(root).as_posix().encode("utf-8", "surrogateescape") + b"\0")
            digest.update(hashlib.blake2b(path.read_bytes(), digest_size=24).digest())
    except (OSError, ValueError):
        return None
    return digest.digest()


def load(root: Path, key: bytes) -> Checked | None:
    """The findings stored under ``key``, or None."""
    try:
        import pickle   # only a run that keeps its findings reads or writes them

        stored_key, value = pickle.loads((root / CACHE_DIR / "validate.pickle").read_bytes())
    except Exception:  # missing, truncated, from another version: a miss
        return None
    return value if stored_key == key and isinstance(value, Checked) else None


def store(root: Path, key: bytes, value: Checked) -> None:
    """Keep ``value`` under ``key`` (the previous run's entry is replaced); a folder that cannot
    be written is left alone."""
    import tempfile

    folder = root / CACHE_DIR
    try:
        folder.mkdir(exist_ok=True)
        ignore = folder / ".gitignore"
        if not ignore.exists():
            ignore.write_text("# made by boardgame-generator: nothing here belongs in version control\n*\n")
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".validate-", delete=False) as out:
            import pickle

            out.write(pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(out.name, folder / "validate.pickle")
    except OSError:
        return


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


_tool_digest: bytes | None = None


def _tool_fingerprint() -> bytes:
    """The tool as installed: version, interpreter, and every file's path, size and time."""
    global _tool_digest
    if _tool_digest is None:
        import hashlib

        digest = hashlib.blake2b(f"{__version__}\0{sys.version}\0{sys.executable}".encode(), digest_size=24)
        for line in sorted(_file_stats(str(_TOOL))):
            digest.update(line.encode("utf-8", "surrogateescape"))
        for folder in _package_folders():   # a library installed, upgraded or removed changes them
            with contextlib.suppress(OSError):
                digest.update(f"{folder}\0{os.stat(folder).st_mtime_ns}\0".encode("utf-8", "surrogateescape"))
        _tool_digest = digest.digest()
    return _tool_digest


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
