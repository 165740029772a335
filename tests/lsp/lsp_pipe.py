"""The language server in a subprocess, spoken to in raw frames (for frames no LSP client sends)."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

WORKTREE = Path(__file__).resolve().parents[2]


def frame(message: dict | bytes) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def request(request_id: int, method: str, params: dict | None = None) -> dict:
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}}


class PipeServer:
    """``python -m generator lsp`` with its frames read on a thread into a queue."""

    def __init__(self, root: Path):
        env = dict(os.environ, PYTHONPATH=str(WORKTREE))
        self.process = subprocess.Popen([sys.executable, "-m", "generator", "lsp", "--project", str(root)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=env)
        self.messages: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        out = self.process.stdout
        assert out is not None
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
                if line in (b"\r\n", b"\n"):
                    break
            assert length is not None
            self.messages.put(json.loads(out.read(length)))

    def send(self, raw: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(raw)
        self.process.stdin.flush()

    def wait_for(self, matches, timeout: float = 60.0) -> list[dict]:
        """Every message read until one ``matches`` (the last of them), or AssertionError."""
        seen: list[dict] = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                message = self.messages.get(timeout=max(deadline - time.monotonic(), 0.01))
            except queue.Empty:
                break
            seen.append(message)
            if matches(message):
                return seen
        raise AssertionError(f"no matching message in {timeout} s; saw {seen!r}")

    def response(self, request_id: int, timeout: float = 60.0) -> tuple[dict, list[dict]]:
        seen = self.wait_for(lambda m: m.get("id") == request_id and "method" not in m, timeout)
        return seen[-1], seen[:-1]

    def initialize(self, root: Path) -> None:
        self.send(frame(request(1, "initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}})))
        self.response(1)
        self.send(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))

    def close(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        try:
            return self.process.wait(timeout=30)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
