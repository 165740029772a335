"""Progress of a long build on a terminal, and the summary of what was written.

Nothing is shown when standard error is not a terminal (CI, pipes), nor during the first second:
quick builds stay quiet. The line is rewritten in place at most ten times a second.
"""

from __future__ import annotations

import sys
import time

DELAY = 1.0
INTERVAL = 0.1


class Progress:
    def __init__(self, stream=None, enabled: bool | None = None, clock=time.monotonic):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.clock = clock
        self.start = clock()
        self.last = 0.0
        self.shown = False
        self.summary: list[str] = []

    def update(self, text: str) -> None:
        if not self.enabled:
            return
        now = self.clock()
        if now - self.start < DELAY or now - self.last < INTERVAL:
            return
        self.last = now
        self.stream.write("\r\x1b[K" + text[:100])
        self.stream.flush()
        self.shown = True

    def done(self, line: str) -> None:
        """Record a summary line (printed by the caller at the end)."""
        self.summary.append(line)

    def finish(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False
