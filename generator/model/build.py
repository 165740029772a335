"""Build the model: read every content file, check it against the declared kinds, index it."""

from __future__ import annotations

import gc
from collections.abc import Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.loading.document_cache import DocumentCache
from generator.loading.positioned import PDict
from generator.loading.yaml_reader import read_yaml_bytes, read_yaml_file
from generator.model.schema.kinds import MANIFEST, SECTIONS
from generator.model.game.project import GameContent, Project
from generator.model.sheets.sources import described, expand_sheets, takes_sheets, unused_sheets
from generator.model.schema.fields import Checker, INVALID, ListOf, SCHEMA_TYPE, SCHEMA_UNKNOWN_KEY
from generator.model.declarations.cell_typing import type_game

CONTENT_DIR = "content"
MANIFEST_FILE = "game.yaml"
FILE_KEYS = ("game", *SECTIONS)
WRITTEN = "manifest-written"   # a draft's mark: a file holds a 'game:' manifest, even an invalid one

E = Severity.ERROR
MANIFEST_MISSING = declare("manifest-missing", E, """Each game folder has a game.yaml with a ``game:`` manifest.
    Passes: ``content/rurik/game.yaml`` starting ``game: {id: rurik, ...}``. Fails: a folder without one.""")
MANIFEST_PLACE = declare("manifest-place", E, """Only game.yaml holds the ``game:`` manifest.
    Passes: ``game:`` in game.yaml. Fails: ``game:`` in deeds.yaml.""")
MANIFEST_ID = declare("manifest-id", E, """The manifest's id equals its folder's name.
    Passes: ``id: rurik`` in content/rurik/. Fails: ``id: rurik2`` there.""")


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
    draft: dict = {name: [] for name in SECTIONS}   # entities by section, and the manifest once read
    files: list[str] = []
    unread: list[str] = []
    spreadsheets: dict = {}
    diagnostics: list[Diagnostic] = []
    for path in content_files(folder):
        shown = path.relative_to(root).as_posix()
        files.append(shown)
        result = _read(path, shown, sources, documents)
        diagnostics.extend(result.diagnostics)
        if result.data is None:
            unread.append(shown)
        else:
            if isinstance(result.data, PDict) and takes_sheets(result.data):
                if documents is not None:
                    documents.forget(shown)    # filled in place below: parse it afresh next time
                read_before = set(spreadsheets)
                diagnostics.extend(expand_sheets(result.data, folder, root, spreadsheets))
                files.extend(p for p in spreadsheets if p not in read_before)
            diagnostics.extend(add_document(draft, result.data, is_manifest_file=path == folder / MANIFEST_FILE,
                                            default_source=_game_source(draft), shown=shown, game_id=folder.name))
    sections: dict[str, Any] = {name: tuple(draft[name]) for name in SECTIONS}
    game = GameContent(id=folder.name, folder=folder, root=root, manifest=draft.get("game"), files=tuple(files),
                       manifest_written=WRITTEN in draft, unread_files=tuple(unread), spreadsheets=spreadsheets,
                       **sections)
    game, typing = type_game(game)
    if not game.unread_files:   # else declarations and entries of the unread file would be missed
        diagnostics.extend(typing)
    diagnostics.extend(unused_sheets(folder, root, game.spreadsheets))
    if game.manifest is None and not game.manifest_written:
        pos = Position(f"{folder.relative_to(root).as_posix()}/{MANIFEST_FILE}", 1, 1)
        message = f"game '{folder.name}' has no {MANIFEST_FILE} with a 'game:' manifest"
        diagnostics.append(MANIFEST_MISSING.at(message, pos))
    return game, described(diagnostics, game.spreadsheets)


def _read(path: Path, shown: str, sources: Mapping[str, bytes] | None, documents: DocumentCache | None):
    """One file's document: from ``sources`` when it holds the file, else from disk."""
    if documents is None:
        return read_yaml_bytes(sources[shown], shown) if sources and shown in sources else read_yaml_file(path, shown)
    return documents.read_bytes(sources[shown], shown) if sources and shown in sources \
        else documents.read_file(path, shown)


def _game_source(draft: dict):
    """The manifest's source, when it covers every entry that names none (``cite: once``)."""
    m = draft.get("game")
    return m.source if m is not None and m.cite == "once" else None


def add_document(draft: dict, data, is_manifest_file: bool, default_source=None, shown: str = "?",
                 game_id: str = "?") -> list[Diagnostic]:
    """Check one file's document (``shown``: its path in findings) and add its entities to the
    ``draft`` of game ``game_id`` (lists by section; the manifest under ``game``); entries citing no
    source take ``default_source`` (the manifest's, when it is cited once for the whole game)."""
    ck = Checker()
    ck.sources[0] = default_source
    if not isinstance(data, PDict):
        pos = getattr(data, "pos", None) or Position(shown, 1, 1)
        ck.error(SCHEMA_TYPE, "a content file holds a mapping of sections (game, decks, ...)", pos)
        return ck.diagnostics
    for key in data:
        if key not in FILE_KEYS:
            ck.error(SCHEMA_UNKNOWN_KEY, f"unknown section '{key}'; sections are: {', '.join(FILE_KEYS)}",
                     data.key_at(key))
    if "game" in data:
        _add_manifest(draft, data, is_manifest_file, ck, game_id)
        ck.sources[0] = default_source or _game_source(draft)
    for name, record in SECTIONS.items():
        if name in data:
            entities = ListOf(record).check(data[name], data.at(name), ck)
            if entities is not INVALID:
                draft[name].extend(entities)
    return ck.diagnostics


def _add_manifest(draft: dict, data: PDict, is_manifest_file: bool, ck: Checker, game_id: str) -> None:
    if not is_manifest_file:
        ck.error(MANIFEST_PLACE, f"the 'game:' manifest belongs in {MANIFEST_FILE}", data.key_at("game"))
        return
    draft[WRITTEN] = True
    manifest = MANIFEST.check(data["game"], data.at("game"), ck)
    if manifest is INVALID:
        return
    if manifest.id != game_id:
        ck.error(MANIFEST_ID, f"manifest id '{manifest.id}' differs from its folder '{game_id}'",
                 manifest.at("id"))
    draft["game"] = manifest
