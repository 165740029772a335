"""A running preview on a copy of a project, and a client of its page: state, images, events."""

from __future__ import annotations

import http.client
import json
import queue
import shutil
import threading
import time
from pathlib import Path
from urllib.request import urlopen

HARBOUR = Path(__file__).resolve().parents[1] / "fixtures" / "harbour"


class EventStream:
    """The preview's event stream, read on a thread into a queue of (kind, data)."""

    def __init__(self, port: int):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.connection.request("GET", "/events")
        self.response = self.connection.getresponse()
        assert self.response.status == 200
        assert self.response.getheader("Content-Type") == "text/event-stream"
        self.events: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        kind = None
        try:
            for raw in self.response:
                line = raw.decode("utf-8").rstrip("\n")
                if line.startswith("event: "):
                    kind = line[len("event: "):]
                elif line.startswith("data: ") and kind:
                    self.events.put((kind, json.loads(line[len("data: "):])))
                    kind = None
        except (OSError, ValueError):
            pass

    def wait(self, kind: str, test=lambda data: True, timeout: float = 60.0) -> dict:
        """The next event of ``kind`` whose data passes ``test``; fails after ``timeout`` seconds."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            assert left > 0, f"no '{kind}' event within {timeout} s"
            try:
                got, data = self.events.get(timeout=left)
            except queue.Empty:
                continue
            if got == kind and test(data):
                return data

    def close(self) -> None:
        self.connection.close()


def copy_project(source: Path, into: Path) -> Path:
    shutil.copytree(source / "content", into / "content")
    if (source / "rules").is_dir():   # the shipped games' own rules, and the setting naming them
        shutil.copytree(source / "rules", into / "rules", ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(source / "generator.toml", into / "generator.toml")
    return into


def get(port: int, path: str) -> bytes:
    with urlopen(f"http://127.0.0.1:{port}{path}", timeout=60) as response:
        return response.read()


def state(port: int) -> dict:
    return json.loads(get(port, "/state.json"))


def card_url(page: dict, game: str, card: str) -> str:
    found = [c["face"] for g in page["games"] if g["id"] == game for d in g["decks"] for c in d["cards"]
             if f"/{card}.png?" in c["face"]]
    assert len(found) == 1, found
    return found[0]
