"""Helpers for the benchmarks: run a command and record its wall time and the peak memory of its
whole process tree (the command and every process it starts), sampled from /proc."""

from __future__ import annotations

import os
import resource
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


@dataclass
class Run:
    wall: float
    peak_rss_mb: float     # the largest sum of resident memory over the tree (shared pages counted
    peak_pss_mb: float     # in each process) and of proportional memory (shared pages split)
    processes: int         # the most processes seen at once
    cpu: float             # user + system seconds of the whole tree (what load cannot inflate much)
    returncode: int
    stderr: str


def _tree(root: int) -> list[int]:
    """``root`` and its descendants, from each process's list of children (cheap to read)."""
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        try:
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children") as f:
                    todo.extend(int(c) for c in f.read().split())
        except OSError:
            continue
    return found


def _memory(pid: int) -> tuple[int, int]:
    """(RSS, PSS) in bytes of one process, or zeros once it has gone."""
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            values = {line.split(":")[0]: int(line.split()[1]) * 1024 for line in f if line.endswith("kB\n")}
        return values.get("Rss", 0), values.get("Pss", 0)
    except (OSError, ValueError, IndexError):
        return 0, 0


def measure(cmd: list[str], cwd: Path | None = None, interval: float = 0.05,
            env: dict[str, str] | None = None) -> Run:
    """Run ``cmd`` to the end; sample the memory of its process tree every ``interval`` seconds
    (the samples cost well under 1% of a core)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    peak = [0, 0, 0]
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            pids = _tree(proc.pid)
            rss = pss = 0
            for pid in pids:
                r, p = _memory(pid)
                rss, pss = rss + r, pss + p
            peak[0], peak[1], peak[2] = max(peak[0], rss), max(peak[1], pss), max(peak[2], len(pids))
            done.wait(interval)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _, stderr = proc.communicate()
    wall = time.perf_counter() - start
    done.set()
    sampler.join()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return Run(wall, peak[0] / 2**20, peak[1] / 2**20, peak[2], cpu, proc.returncode, stderr)


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def copy_project(tree: Path, into: Path, games: tuple[str, ...] = ()) -> Path:
    """A copy of the shipped project (or of ``games`` alone): content, the games' own rules and the
    settings naming them, where the tree has them."""
    import shutil

    for game in games or tuple(p.name for p in sorted((tree / "content").iterdir()) if p.is_dir()):
        shutil.copytree(tree / "content" / game, into / "content" / game)
        rules = tree / "rules" / game.replace("-", "_")
        if rules.is_dir():
            shutil.copytree(rules, into / "rules" / rules.name, ignore=shutil.ignore_patterns("__pycache__"))
    if (tree / "generator.toml").is_file():
        shutil.copy(tree / "generator.toml", into / "generator.toml")
    return into
