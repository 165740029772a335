"""The timeline of a clean build of the shipped project: what each process runs when, with the CPU
time of every step and task, and how long each process sits idle while the build runs.

The build runs in this process as ``build`` runs it; the checking, the derived data, the planning
and every task of the pool are timed where they run (tasks in a worker report from there). Use it
to see which core idles when, and which tasks are worth splitting or making cheaper.

Run: python bench/build_timeline.py [--project DIR] [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START = time.time()


def timed(fn: Callable, label: str, report: Path) -> Callable:
    """``fn`` writing one line per call into ``report``: process, start, end, CPU, label, arguments.
    It keeps ``fn``'s name, so the pool still sends it to workers by reference."""
    def run(*args, **kwargs):
        wall, cpu = time.time(), time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            shown = " ".join(str(a) for a in args if isinstance(a, (str, int)) and not isinstance(a, bool))
            with report.open("a") as f:
                f.write(f"{os.getpid()}\t{wall - START:.3f}\t{time.time() - START:.3f}\t"
                        f"{time.process_time() - cpu:.3f}\t{label}\t{shown}\n")

    run.__module__, run.__qualname__, run.__name__ = fn.__module__, fn.__qualname__, fn.__name__
    return run


def instrument(report: Path) -> None:
    import generator.cli.build_cmd as build_cmd
    from generator.output import pipeline

    pipeline._run_game_part = timed(pipeline._run_game_part, "task", report)
    pipeline._run_site = timed(pipeline._run_site, "site", report)
    pipeline.derive_all = timed(pipeline.derive_all, "derive", report)
    pipeline.Pipeline._plan = timed(pipeline.Pipeline._plan, "plan", report)
    build_cmd.validate = timed(build_cmd.validate, "check", report)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--project", default=str(ROOT))
    parser.add_argument("--out", default=None, help="output folder (default: a temporary one)")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp())
    out = Path(args.out) if args.out else tmp / "out"
    shutil.rmtree(out, ignore_errors=True)
    report = tmp / "timeline.tsv"
    instrument(report)
    from generator.cli.main import main as cli

    code = cli(["--project", args.project, "build", "--out", str(out)])
    end, cpu = time.time() - START, time.process_time()
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


def described(row: list[str]) -> str:
    """A task's producer, game and part, from the timed arguments (target, producer, game, part)."""
    from generator.output.pipeline import Pipeline

    words = row[5].split()
    if row[4] != "task" or len(words) < 3:
        return row[5]
    producer = Pipeline().game_producers[int(words[1])].__name__
    return " ".join([producer, *words[2:]])


if __name__ == "__main__":
    main()
