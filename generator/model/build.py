"""Build the model: read every content file, check it against the declared kinds, index it."""

from __future__ import annotations

import gc
from collections.abc import Mapping
from contextlib import contextmanager
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Severity
from generator.loading.document_cache import DocumentCache
from generator.loading.positioned import PDict
from generator.loading.yaml_reader import read_yaml_bytes, read_yaml_file
from generator.model.kinds import MANIFEST, SECTIONS
from generator.model.project import GameContent, Project
from generator.model.sheet_sources import described, expand_sheets, takes_sheets, unused_sheets
from generator.model.spec import INVALID, Checker, ListOf
from generator.model.typing_pass import type_game

CONTENT_DIR = "content"
MANIFEST_FILE = "game.yaml"
FILE_KEYS = ("game", *SECTIONS)


def content_files(folder: Path) -> list[Path]:
    """A game's YAML files in a fixed order: game.yaml first, then by path."""
    files = [p for p in folder.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file()]
    return sorted(files, key=lambda p: (p != folder / MANIFEST_FILE, p.as_posix()))


def game_folders(root: Path) -> list[Path]:
    content = root / CONTENT_DIR
    return sorted(p for p in content.iterdir() if p.is_dir()) if content.is_dir() else []


@contextmanager
def _collector_paused():
    """Loading makes many long-lived objects and no cycles to free: running the garbage collector
    meanwhile only re-scans them, which made loading grow faster than the content."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def load_project(root: Path, games: list[str] | None = None, sources: Mapping[str, bytes] | None = None,
                 documents: DocumentCache | None = None) -> Project:
    """Load every game under ``root/content`` (or only ``games``); problems become diagnostics.
    ``sources`` holds texts by shown path that replace those files' saved content (an editor's
    unsaved buffers); ``documents`` keeps parsed files for the next load (see DocumentCache)."""
    with _collector_paused():
        return _load_project(root, games, sources or {}, documents)


def _load_project(root: Path, games: list[str] | None, sources: Mapping[str, bytes],
                  documents: DocumentCache | None) -> Project:
    project = Project(root=root)
    for folder in game_folders(root):
        if games and folder.name not in games:
            continue
        game, diagnostics = load_game(folder, root, sources, documents)
        project.games[game.id] = game
        project.diagnostics.extend(diagnostics)
    return project


def load_game(folder: Path, root: Path, sources: Mapping[str, bytes] | None = None,
              documents: DocumentCache | None = None) -> tuple[GameContent, list[Diagnostic]]:
    """Load one game's folder into a GameContent and the diagnostics found on the way (a file in
    ``sources`` is read from there rather than from disk; ``documents`` reuses unchanged files)."""
    game = GameContent(id=folder.name, folder=folder, root=root)
    diagnostics: list[Diagnostic] = []
    for path in content_files(folder):
        shown = path.relative_to(root).as_posix()
        game.files.append(shown)
        result = _read(path, shown, sources, documents)
        diagnostics.extend(result.diagnostics)
        if result.data is None:
            game.unread_files.append(shown)
        else:
            if isinstance(result.data, PDict) and takes_sheets(result.data):
                if documents is not None:
                    documents.forget(shown)    # filled in place below: parse it afresh next time
                read_before = set(game.spreadsheets)
                diagnostics.extend(expand_sheets(result.data, folder, root, game.spreadsheets))
                game.files.extend(p for p in game.spreadsheets if p not in read_before)
            diagnostics.extend(add_document(game, result.data, is_manifest_file=path == folder / MANIFEST_FILE,
                                            default_source=_game_source(game), shown=shown))
    typing = type_game(game)
    if not game.unread_files:   # else declarations and entries of the unread file would be missed
        diagnostics.extend(typing)
    diagnostics.extend(unused_sheets(folder, root, game.spreadsheets))
    if game.manifest is None and not game.manifest_written:
        pos = Position(f"{folder.relative_to(root).as_posix()}/{MANIFEST_FILE}", 1, 1)
        message = f"game '{folder.name}' has no {MANIFEST_FILE} with a 'game:' manifest"
        diagnostics.append(Diagnostic("manifest-missing", Severity.ERROR, message, pos))
    return game, described(diagnostics, game.spreadsheets)


def _read(path: Path, shown: str, sources: Mapping[str, bytes] | None, documents: DocumentCache | None):
    """One file's document: from ``sources`` when it holds the file, else from disk."""
    if documents is None:
        return read_yaml_bytes(sources[shown], shown) if sources and shown in sources else read_yaml_file(path, shown)
    return documents.read_bytes(sources[shown], shown) if sources and shown in sources \
        else documents.read_file(path, shown)


def _game_source(game: GameContent):
    """The manifest's source, when it covers every entry that names none (``cite: once``)."""
    m = game.manifest
    return m.source if m is not None and m.cite == "once" else None


def add_document(game: GameContent, data, is_manifest_file: bool, default_source=None,
                 shown: str = "?") -> list[Diagnostic]:
    """Check one file's document (``shown``: its path in findings) and add its entities to
    ``game``; entries citing no source take ``default_source`` (the manifest's, when it is cited
    once for the whole game)."""
    ck = Checker()
    ck.sources[0] = default_source
    if not isinstance(data, PDict):
        pos = getattr(data, "pos", None) or Position(shown, 1, 1)
        ck.error("schema-type", "a content file holds a mapping of sections (game, decks, ...)", pos)
        return ck.diagnostics
    for key in data:
        if key not in FILE_KEYS:
            ck.error("schema-unknown-key", f"unknown section '{key}'; sections are: {', '.join(FILE_KEYS)}",
                     data.key_at(key))
    if "game" in data:
        _add_manifest(game, data, is_manifest_file, ck)
        ck.sources[0] = default_source or _game_source(game)
    for name, record in SECTIONS.items():
        if name in data:
            entities = ListOf(record).check(data[name], data.at(name), ck)
            if entities is not INVALID:
                getattr(game, name).extend(entities)
    return ck.diagnostics


def _add_manifest(game: GameContent, data: PDict, is_manifest_file: bool, ck: Checker) -> None:
    if not is_manifest_file:
        ck.error("manifest-place", f"the 'game:' manifest belongs in {MANIFEST_FILE}", data.key_at("game"))
        return
    game.manifest_written = True
    manifest = MANIFEST.check(data["game"], data.at("game"), ck)
    if manifest is INVALID:
        return
    if manifest.id != game.id:
        ck.error("manifest-id", f"manifest id '{manifest.id}' differs from its folder '{game.id}'",
                 manifest.at("id"))
    game.manifest = manifest
