"""The command line in a child process with a time and memory limit, so that an edit that would
hang or exhaust the machine fails its test instead."""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

MEMORY_BYTES = 2 * 1024 ** 3
FINDING = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning|info): "
                     r"(?P<message>.+) \[(?P<rule>[a-z0-9-]+)\]$")


@dataclass
class Run:
    code: int | None   # None: killed at the time limit
    out: str
    err: str

    def findings(self) -> set[tuple[str, str, int, int]]:
        """(rule, path, line, column) of every finding printed."""
        found = set()
        for line in self.out.splitlines():
            match = FINDING.match(line)
            if match:
                found.add((match["rule"], match["path"], int(match["line"]), int(match["col"])))
        return found


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))


def generator(project: Path, *args: str, seconds: float = 60) -> Run:
    """``python -m generator --project <project> <args>`` from the project's folder."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    try:
        done = subprocess.run([sys.executable, "-m", "generator", "--project", str(project), *args], cwd=project,
                              capture_output=True, text=True, timeout=seconds, env=env, preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired as exc:
        return Run(None, str(exc.stdout or ""), f"killed after {seconds} s")
    return Run(done.returncode, done.stdout, done.stderr)
