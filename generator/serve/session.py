"""What the preview shows: each game's last good model and card images, and the latest findings.

A save reloads and checks only the games it touched. A game whose content has errors keeps its
last good model (and so its images and built pages) while its findings are shown; a clean reload
replaces the model, and the images whose fingerprint changed are drawn anew from memory on request
until the background build has written them to disk.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from generator.diagnostics import Diagnostic, Severity
from generator.serve.cards import GameImages, game_images, png_of


@dataclass
class GameState:
    """One game in the preview."""

    id: str
    title: str = ""
    images: GameImages | None = None     # of the last good model; None: never loaded cleanly
    findings: list[Diagnostic] = field(default_factory=list)  # of the latest load
    generation: int = 0                   # counts reloads, so a build knows what it started from
    build: str = "waiting"                # waiting, building, built, refused, failed
    build_note: str = ""                  # the one line a failed or refused build gave
    build_findings: list[Diagnostic] = field(default_factory=list)
    on_disk: dict[str, tuple[str, int, int]] = field(default_factory=dict)  # name: (print, size, mtime)

    @property
    def broken(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.findings)


@dataclass
class Reload:
    """What one reload changed: the games checked, and per game the images drawn differently."""

    games: list[str]
    changed: dict[str, list[str]]
    clean: list[str]              # games whose content has no errors (to be built)
    seconds: dict[str, float]     # per game, the time to load, check and lay out its cards


class Session:
    """The preview's state, shared by the watcher, the build and the page's requests."""

    def __init__(self, root: Path, games: tuple[str, ...] = (), ppi: int = 150):
        self.root, self.only, self.ppi = root, games, ppi
        self.games: dict[str, GameState] = {}
        self.version = 0
        self.ready = False   # every game loaded once (the page says "loading" until then)
        self.lock = threading.RLock()
        self._drawn: dict[tuple[str, str], tuple[str, bytes]] = {}   # (game, name): (print, png)
        self._drawing: dict[tuple[str, str], threading.Lock] = {}     # one drawing of an image at a time

    def game_ids(self) -> list[str]:
        from generator.model.build import game_folders

        return [f.name for f in game_folders(self.root) if not self.only or f.name in self.only]

    def reload(self, games: list[str]) -> Reload:
        """Load and check ``games`` again (a game whose folder is gone leaves the preview)."""
        import time

        from generator.validation import validate

        present = set(self.game_ids())
        changed: dict[str, list[str]] = {}
        clean: list[str] = []
        seconds: dict[str, float] = {}
        for game_id in games:
            start = time.perf_counter()
            if game_id not in present:
                with self.lock:
                    self.games.pop(game_id, None)
                continue
            result = validate(self.root, [game_id])
            game = result.project.games.get(game_id)
            images = None if result.errors() or game is None else game_images(game, self.root)
            with self.lock:
                state = self.games.setdefault(game_id, GameState(game_id))
                state.findings = result.diagnostics
                state.generation += 1
                if game is not None and game.manifest is not None:
                    state.title = game.title
                if images is not None and game is not None:
                    before = state.images.prints if state.images else {}
                    changed[game_id] = sorted(n for n, p in images.prints.items() if before.get(n) != p)
                    state.images = images
                    clean.append(game_id)
            seconds[game_id] = time.perf_counter() - start
        with self.lock:
            self.version += 1
        return Reload(games, changed, clean, seconds)

    def built(self, game_id: str, generation: int, out: Path) -> None:
        """The build of ``game_id`` (started at ``generation``) is on disk: serve its images from
        there, unless the game was reloaded meanwhile (then its files may be older or newer)."""
        with self.lock:
            state = self.games.get(game_id)
            if state is None or state.images is None:
                return
            state.build, state.build_note, state.build_findings = "built", "", []
            state.on_disk = {}
            if state.generation != generation:
                return
            for name, fingerprint in state.images.prints.items():
                try:
                    stat = (out / game_id / name).stat()
                except OSError:
                    continue
                state.on_disk[name] = (fingerprint, stat.st_size, stat.st_mtime_ns)
            for key in [k for k in self._drawn if k[0] == game_id]:
                del self._drawn[key]

    def image(self, game_id: str, name: str, out: Path) -> bytes | None:
        """The PNG of a card image of the last good model: the built file when it is the same
        drawing, else drawn from memory (and kept until the next build). None: no such image."""
        with self.lock:
            drawing = self._drawing.setdefault((game_id, name), threading.Lock())
        with drawing:  # a second request for an image being drawn waits for that drawing
            return self._image(game_id, name, out)

    def _image(self, game_id: str, name: str, out: Path) -> bytes | None:
        with self.lock:
            state = self.games.get(game_id)
            images = state.images if state else None
            if state is None or images is None or name not in images.images:
                return None
            fingerprint = images.prints[name]
            disk = _built_file(out / game_id / name, state.on_disk.get(name), fingerprint)
            if disk is not None:
                return disk
            held = self._drawn.get((game_id, name))
            if held is not None and held[0] == fingerprint:
                return held[1]
        data = png_of(images.images[name], self.ppi, name in images.backs)
        with self.lock:
            self._drawn[(game_id, name)] = (fingerprint, data)
        return data

    def bump(self) -> int:
        with self.lock:
            self.version += 1
            return self.version


def _built_file(path: Path, recorded: tuple[str, int, int] | None, fingerprint: str) -> bytes | None:
    """The file's bytes when the build wrote it from this very drawing and it is unchanged since."""
    if recorded is None or recorded[0] != fingerprint:
        return None
    try:
        stat = path.stat()
        if (stat.st_size, stat.st_mtime_ns) != recorded[1:]:
            return None
        return path.read_bytes()
    except OSError:
        return None
