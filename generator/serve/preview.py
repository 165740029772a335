"""The preview's life: load every game, serve the page, then on each save reload the touched
games, tell the pages, and have the background build write the changed games to disk."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from generator.errors import UsageError
from generator.serve.events import Events
from generator.serve.rebuild import Outcome, Rebuilder
from generator.serve.server import PreviewServer
from generator.serve.session import Session
from generator.serve.watcher import touched_games, watched

DEBOUNCE_MS, STEP_MS = 400, 30   # a save is taken once 30 ms pass without another change
WAKE_MS = 200                    # the watcher's first wake-up (then the games load) and its pace


class Preview:
    """The session, its web server, its event stream and its background build."""

    def __init__(self, root: Path, host: str, port: int, games: tuple[str, ...] = (), ppi: int = 150,
                 editor: str | None = None, build: bool = True, show=None, prefix: str = ""):
        self.root, self.out = root, root / "output"
        self.show = show or say_each  # how the terminal shows findings
        self.session = Session(root, games, ppi)
        self.events = Events()
        self.server = PreviewServer(host, port, self.session, self.events, self.out, editor)
        self.rebuilder = Rebuilder(root, self._built, self._building, prefix) if build else None
        self._thread = threading.Thread(target=self.server.serve_forever, name="serve-http", daemon=True)
        self.loaded = threading.Event()   # set once every game was loaded the first time

    @property
    def url(self) -> str:
        return self.server.url

    def start(self) -> None:
        """Serve the page and start the background build (``watch`` loads the games)."""
        self._thread.start()
        if self.rebuilder is not None:
            self.rebuilder.start()

    def stop(self) -> None:
        if self.rebuilder is not None:
            self.rebuilder.stop()
        self.events.close()
        self.server.shutdown()
        self.server.server_close()

    def reload(self, games: list[str], first: bool = False) -> None:
        result = self.session.reload(games)
        if first:
            with self.session.lock:
                self.session.ready = True
        self.events.publish("update", {"version": self.session.version, "games": result.games,
                                       "changed": result.changed})
        for game_id in result.games:
            self._report(game_id, result)
        if self.rebuilder is not None and result.clean:
            with self.session.lock:
                self.rebuilder.request({g: self.session.games[g].generation for g in result.clean})

    def _report(self, game_id: str, result) -> None:
        state = self.session.games.get(game_id)
        if state is None:
            say(f"{game_id}: gone from content/; left the preview")
            return
        errors = [d for d in state.findings if d.severity.label == "error"]
        if errors:
            self.show(errors)
            say(f"{game_id}: {len(errors)} error(s); the preview keeps the last good version")
        else:
            changed = len(result.changed.get(game_id, []))
            say(f"{game_id}: checked in {result.seconds[game_id]:.2f} s, {changed} card image(s) changed")

    def _building(self, games: list[str]) -> None:
        with self.session.lock:
            for game_id in games:
                if game_id in self.session.games:
                    self.session.games[game_id].build = "building"
        self.events.publish("build", {"version": self.session.bump(), "games": games, "status": "building"})

    def _built(self, outcome: Outcome) -> None:
        with self.session.lock:
            for game_id, generation in outcome.games.items():
                state = self.session.games.get(game_id)
                if state is None:
                    continue
                if outcome.status == "built":
                    self.session.built(game_id, generation, self.out)
                else:
                    state.build, state.build_note = outcome.status, outcome.note
                    state.build_findings = [d for d in outcome.findings
                                            if d.pos is None or d.pos.path.startswith(f"content/{game_id}/")]
        games = ", ".join(sorted(outcome.games))
        say(f"built {games}" if outcome.status == "built" else f"build of {games} {outcome.status}: {outcome.note}")
        self.events.publish("build", {"version": self.session.bump(), "games": sorted(outcome.games),
                                      "status": outcome.status})

    def watch(self, stop: threading.Event | None = None) -> None:
        """Load every game once the watcher runs (so no save is missed), then reload the games
        each batch of changes touches, until ``stop`` is set."""
        import watchfiles

        for changes in watchfiles.watch(self.root, watch_filter=watched(self.root), debounce=DEBOUNCE_MS,
                                        step=STEP_MS, stop_event=stop, raise_interrupt=True,
                                        yield_on_timeout=True, rust_timeout=WAKE_MS):
            if not self.loaded.is_set():
                self.reload(self.session.game_ids(), first=True)
                self.loaded.set()
            if not changes:
                continue
            if not (self.root / "content").is_dir():
                raise UsageError(f"{self.root}: the project's content/ folder is gone; stopped watching")
            for change, path in sorted(changes):
                if change == watchfiles.Change.deleted:
                    say(f"{Path(path).relative_to(self.root).as_posix()}: deleted")
            games = touched_games(self.root, [p for _, p in changes], self.session.game_ids())
            games = [g for g in games if not self.session.only or g in self.session.only]
            if games:
                self.reload(games)


def say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def say_each(findings) -> None:
    for finding in findings:
        say(str(finding))
