"""Benchmark the build's print-and-play kit tasks: the CPU time of each game's kit per paper, as a
build's process runs them after the check (faces remembered, the collector run less often), each
game's two papers one after the other in one process, as the build's workers usually run them.

Every run is a fresh interpreter (what the layouts and packings remember stays within one build);
the figures are medians over the runs. Targets: all the shipped kits in 1.9 s of CPU or less
(2.20 s before the packing search resumed shared starts), Rurik's two papers in 1.1 s or less
(1.34 s before).

Run: python bench/bench_kit_tasks.py [--runs N] [--project DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOTAL_TARGET = 1.9    # CPU seconds, every shipped kit (A4 and Letter)
RURIK_TARGET = 1.1    # CPU seconds, Rurik's A4 and Letter kits

ONE_RUN = """
import contextlib, json, sys, tempfile, time
from dataclasses import replace
from pathlib import Path
try:
    from generator.faces.memo import remembering   # a tree that still lays each card out once per build
except ImportError:
    remembering = contextlib.nullcontext
from generator.settings_file import read_settings
from generator.render.kit_pdf import write_kits
from generator.validation import validate
root = Path(sys.argv[1])
figures = {}
with remembering():
    result = validate(root)
    assert not result.errors(), [str(d) for d in result.errors()[:3]]
    settings = read_settings(root).kit
    out = Path(tempfile.mkdtemp())
    for game_id, game in result.project.games.items():
        (out / game_id).mkdir()
        for paper in settings.papers:
            start = time.process_time()
            write_kits(game, out / game_id, replace(settings, papers=(paper,)), root)
            figures[f"{game_id} {paper}"] = time.process_time() - start
print(json.dumps(figures))
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--project", type=Path, default=ROOT)
    args = parser.parse_args()
    runs = []
    for _ in range(args.runs):
        done = subprocess.run([sys.executable, "-c", ONE_RUN, str(args.project)],
                              capture_output=True, text=True, cwd=ROOT)
        if done.returncode != 0:
            raise SystemExit(f"a run failed:\n{done.stderr}")
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    medians = {task: statistics.median(run[task] for run in runs) for task in runs[0]}
    for task, cpu in medians.items():
        print(f"  {task:28s} {cpu:5.2f} s CPU")
    total = sum(medians.values())
    rurik = sum(cpu for task, cpu in medians.items() if task.startswith("rurik "))
    print(f"every kit: {total:.2f} s CPU (target {TOTAL_TARGET:.1f} s) "
          f"{'ok' if total <= TOTAL_TARGET else 'MISSED'}")
    print(f"Rurik's kits: {rurik:.2f} s CPU (target {RURIK_TARGET:.1f} s) "
          f"{'ok' if rurik <= RURIK_TARGET else 'MISSED'}")
    print(f"medians of {args.runs} runs; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
