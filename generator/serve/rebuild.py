"""The incremental build, run in the background after each clean reload.

It is the ``build`` command itself, in a child process at a lower priority (so the preview's own
drawing goes first), for the games that changed: the same task keys, the same staging folder and
the same output lock as a ``build`` typed in another terminal, so neither can spoil the other's
files. When another build holds the lock it waits and tries again. A build that refuses (a
quick reference that does not fit, say) gives findings in the usual one-line form.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Severity

BUSY = "another build or preview is writing there"
RETRY_SECONDS = 3.0   # while another build holds the output lock
FINDING = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|info): "
                     r"(?P<msg>.*) \[(?P<rule>[\w.-]+)\]$")


@dataclass(frozen=True)
class Outcome:
    """How one background build ended, for the games it built (each at its reload's generation)."""

    games: dict[str, int]
    status: str                      # built, refused, failed
    note: str = ""
    findings: tuple[Diagnostic, ...] = ()


def parse_findings(text: str, prefix: str = "") -> list[Diagnostic]:
    """The findings a refused build printed (``path:line:col: severity: message [rule]``), with
    paths relative to the project again (the build put ``prefix`` before them)."""
    found = []
    for line in text.splitlines():
        match = FINDING.match(line.strip())
        if match:
            path = match["path"][len(prefix):] if prefix and match["path"].startswith(prefix) else match["path"]
            found.append(Diagnostic(match["rule"], Severity[match["sev"].upper()], match["msg"],
                                    Position(path, int(match["line"]), int(match["col"]))))
    return found


class Rebuilder:
    """One background build at a time; games asked for meanwhile wait for the next one."""

    def __init__(self, root: Path, done: Callable[[Outcome], None], started: Callable[[list[str]], None],
                 prefix: str = ""):
        self.root, self.done, self.started = root, done, started
        self.prefix = prefix  # what the build's findings put before a project-relative path
        self._pending: dict[str, int] = {}
        self._wake = threading.Condition()
        self._stopped = False
        self._process: subprocess.Popen | None = None
        self._thread = threading.Thread(target=self._loop, name="serve-build", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def request(self, games: dict[str, int]) -> None:
        """Build these games (by ID, with the generation each was reloaded at) as soon as possible."""
        with self._wake:
            self._pending.update(games)
            self._wake.notify()

    def stop(self) -> None:
        """Stop the running build (it clears its staging folder) and the loop."""
        with self._wake:
            self._stopped = True
            self._wake.notify()
        process = self._process
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        self._thread.join(timeout=10)

    def stopped(self) -> bool:
        with self._wake:
            return self._stopped

    def _loop(self) -> None:
        while True:
            with self._wake:
                while not self._pending and not self._stopped:
                    self._wake.wait()
                if self._stopped:
                    return
                games, self._pending = self._pending, {}
            self.started(sorted(games))
            outcome = self._run(games)
            if self.stopped():
                return
            if outcome is None:  # the lock is busy: try again shortly, with anything asked meanwhile
                with self._wake:
                    self._pending = {**games, **self._pending}
                    self._wake.wait(RETRY_SECONDS)
                continue
            self.done(outcome)

    def _run(self, games: dict[str, int]) -> Outcome | None:
        command = [sys.executable, "-m", "generator", "--project", str(self.root), "build"]
        for game in sorted(games):
            command += ["--game", game]
        self._process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            start_new_session=True)  # Ctrl-C in the terminal reaches serve, which stops the build
        _lower_priority(self._process.pid)
        _, err = self._process.communicate()
        code, text = self._process.returncode, err.decode("utf-8", "replace")
        self._process = None
        if code == 0:
            return Outcome(games, "built")
        if code == 2 and BUSY in text:
            return None
        last = next((line for line in reversed(text.splitlines()) if line.strip()), f"exit code {code}")
        if code == 1:
            return Outcome(games, "refused", last, tuple(parse_findings(text, self.prefix)))
        return Outcome(games, "failed", last)


def _lower_priority(pid: int) -> None:
    """Below the preview's own drawing (its worker processes, forked later, inherit it)."""
    if hasattr(os, "setpriority"):
        with suppress(OSError):  # already ended, or not allowed: it runs at the normal priority
            os.setpriority(os.PRIO_PROCESS, pid, min(19, os.getpriority(os.PRIO_PROCESS, 0) + 10))
