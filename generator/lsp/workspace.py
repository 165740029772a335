"""The project as the editor sees it: saved files, overlaid by the open buffers' text, checked
game by game with the same validation ``validate`` runs."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from generator.diagnostics import Diagnostic, Position
from generator.loading.document_cache import DocumentCache
from generator.loading.yaml_reader import MAX_FILE_BYTES, YAML_SIZE
from generator.lsp.ids import IdIndex, build_index
from generator.model.build import CONTENT_DIR
from generator.model.game.project import GameContent
from generator.rules import fit_cache
from generator.validation import validate

FIT_RESULTS_KEPT = 4096   # tables' and cards' fit results kept between checks


@dataclass
class Checked:
    """One game's latest check: its model, its findings, and its ID index (built when first
    asked for, so that the findings are published without waiting for it)."""

    game: GameContent
    diagnostics: list[Diagnostic]
    texts: dict[str, bytes]
    _index: IdIndex | None = field(default=None, repr=False)

    @property
    def index(self) -> IdIndex:
        if self._index is None:
            self._index = build_index(self.game, self.texts)
        return self._index


def too_large_findings(too_large: dict[str, int], files) -> list[Diagnostic]:
    """A finding for each file of the game whose unsaved text was too large to read."""
    return [YAML_SIZE.at(f"the unsaved text is {size} bytes, over the {MAX_FILE_BYTES}-byte limit for one "
                         "content file; the saved file is checked instead", Position(shown, 1, 1))
            for shown, size in sorted(too_large.items()) if shown in files]


class Workspace:
    """Open buffers by shown (project-relative) path, and each game's latest check. Each check
    reuses the parsed files and the fit results of the last ones where their text is unchanged."""

    def __init__(self, root: Path):
        self.root = root.resolve()
        self.buffers: dict[str, bytes] = {}
        self.too_large: dict[str, int] = {}   # files whose unsaved text was too large to read: its size
        self.checked: dict[str, Checked] = {}
        self.documents = DocumentCache()
        self._lock = threading.Lock()
        fit_cache.keep(FIT_RESULTS_KEPT)

    def shown(self, path: Path) -> str | None:
        """The project-relative POSIX path of a file of the project, else None."""
        try:
            return path.resolve().relative_to(self.root).as_posix()
        except ValueError:
            return None

    def game_of(self, shown: str) -> str | None:
        parts = shown.split("/")
        if len(parts) >= 3 and parts[0] == CONTENT_DIR and (self.root / CONTENT_DIR / parts[1]).is_dir():
            return parts[1]
        return None

    def text(self, shown: str) -> bytes:
        if shown in self.buffers:
            return self.buffers[shown]
        try:
            return (self.root / shown).read_bytes()
        except OSError:
            return b""

    def check(self, game_id: str) -> Checked | None:
        """Validate one game with the open buffers in place of their files (one run at a time)."""
        with self._lock:
            result = validate(self.root, [game_id], sources=dict(self.buffers), documents=self.documents)
            game = result.project.games.get(game_id)
            if game is None:
                return None
            texts = {shown: self.text(shown) for shown in game.files}
            found = [d for d in result.diagnostics if d.pos is not None]
            found.extend(too_large_findings(self.too_large, game.files))
            self.checked[game_id] = Checked(game, found, texts)
            return self.checked[game_id]
