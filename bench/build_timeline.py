"""The timeline of a clean build of the shipped project: what each process runs when, with the CPU
time of every step and task, and how long each process sits idle while the build runs.

The build runs in this process as ``build`` runs it; the checking, the derived data, the planning
and every task are timed where they run (tasks in a worker report from there). Use it
to see which core idles when, and which tasks are worth splitting or making cheaper.

With ``--memory``, the build's process tree is sampled from /proc every 50 ms (as bench_build.py
samples it): the report adds when the sum of PSS peaked, each process's PSS and RSS then, and
what each was running at that moment.

Run: python bench/build_timeline.py [--project DIR] [--out DIR] [--memory]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START = time.time()
sys.path.insert(0, str(ROOT / "bench"))

from measure import _memory, _tree


def timed(fn: Callable, label: str, report: Path) -> Callable:
    """``fn`` writing one line per call into ``report``: process, start, end, CPU, label, arguments
    (a task by its name). It keeps ``fn``'s name."""
    def run(*args, **kwargs):
        wall, cpu = time.time(), time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            shown = " ".join(a.name if hasattr(a, "producer") else str(a) for a in args
                             if hasattr(a, "producer") or (isinstance(a, (str, int)) and not isinstance(a, bool)))
            with report.open("a") as f:
                f.write(f"{os.getpid()}\t{wall - START:.3f}\t{time.time() - START:.3f}\t"
                        f"{time.process_time() - cpu:.3f}\t{label}\t{shown}\n")

    run.__module__, run.__qualname__, run.__name__ = fn.__module__, fn.__qualname__, fn.__name__
    return run


def instrument(report: Path) -> None:
    import generator.cli.build_cmd as build_cmd
    from generator.output import pipeline

    pipeline.Build.run = timed(pipeline.Build.run, "task", report)  # type: ignore[method-assign]
    pipeline.derive_all = timed(pipeline.derive_all, "derive", report)
    pipeline.Pipeline._plan = timed(pipeline.Pipeline._plan, "plan", report)
    build_cmd.load_for_check = timed(build_cmd.load_for_check, "load", report)
    build_cmd.check_loaded = timed(build_cmd.check_loaded, "check", report)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--project", default=str(ROOT))
    parser.add_argument("--out", default=None, help="output folder (default: a temporary one)")
    parser.add_argument("--memory", action="store_true", help="sample memory; report its peak")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp())
    out = Path(args.out) if args.out else tmp / "out"
    shutil.rmtree(out, ignore_errors=True)
    report = tmp / "timeline.tsv"
    instrument(report)
    from generator.cli.main import main as cli

    samples: list[tuple[float, dict[int, tuple[int, int]]]] = []
    done = threading.Event()
    sampler = threading.Thread(target=sample, args=(samples, done), daemon=True)
    if args.memory:
        sampler.start()
    code = cli(["--project", args.project, "build", "--out", str(out)])
    end, cpu = time.time() - START, time.process_time()
    done.set()
    rows = [line.split("\t") for line in report.read_text().splitlines()]
    shutil.rmtree(tmp, ignore_errors=True)
    if code != 0:
        raise SystemExit(f"build failed ({code})")
    print(f"build: {end:.2f} s wall; this process {cpu:.2f} s CPU (from its start)")
    names = {pid: "main" if int(pid) == os.getpid() else f"worker {n}"
             for n, pid in enumerate(dict.fromkeys(r[0] for r in rows))}
    for pid, who in names.items():
        own = sorted((r for r in rows if r[0] == pid), key=lambda r: float(r[1]))
        first, busy = float(own[0][1]), sum(float(r[2]) - float(r[1]) for r in own if r[4] in ("task", "site"))
        print(f"{who}: first step at {first:.2f} s, tasks {busy:.2f} s wall, "
              f"{sum(float(r[3]) for r in own):.2f} s CPU in its steps, idle from {float(own[-1][2]):.2f} s")
        for r in own:
            print(f"  {float(r[1]):6.2f} {float(r[2]):6.2f}  cpu {float(r[3]):5.2f}  {r[4]} {described(r)}")
    if samples:
        sampler.join()
        print_peak(samples, rows, names)


def sample(samples: list, done: threading.Event) -> None:
    """(seconds since start, {pid: (RSS, PSS)}) of this process's tree, every 50 ms until ``done``."""
    while not done.is_set():
        samples.append((time.time() - START, {pid: _memory(pid) for pid in _tree(os.getpid())}))
        done.wait(0.05)


def print_peak(samples: list, rows: list[list[str]], names: dict[str, str]) -> None:
    """When the summed PSS peaked, each process's share then, and the steps running at that time."""
    at, peak = max(samples, key=lambda s: sum(p for _, p in s[1].values()))
    mb = 2 ** 20
    print(f"peak PSS {sum(p for _, p in peak.values()) / mb:.0f} MB (RSS {sum(r for r, _ in peak.values()) / mb:.0f} MB)"
          f" at {at:.2f} s, {len(peak)} processes; the largest PSS sum of each second, and each process's then:")
    for second in range(int(samples[-1][0]) + 1):
        here = [s for s in samples if second <= s[0] < second + 1]
        if here:
            top = max(here, key=lambda s: sum(p for _, p in s[1].values()))
            each = "  ".join(f"{names.get(str(pid), 'main' if pid == os.getpid() else pid)} {p / mb:.0f}"
                             for pid, (_, p) in sorted(top[1].items()))
            print(f"  {second:4d} s  {sum(p for _, p in top[1].values()) / mb:6.0f} MB  ({each})")
    for pid, (rss, pss) in sorted(peak.items()):
        who = "main" if pid == os.getpid() else names.get(str(pid), f"process {pid}")
        running = [f"{r[4]} {described(r)}" for r in rows
                   if int(r[0]) == pid and float(r[1]) <= at <= float(r[2])]
        print(f"  {who}: PSS {pss / mb:.0f} MB, RSS {rss / mb:.0f} MB; running: {'; '.join(running) or '-'}")


def described(row: list[str]) -> str:
    """A step's arguments as timed (a task's name)."""
    return row[5]
