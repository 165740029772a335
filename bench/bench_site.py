"""Benchmark: write the whole HTML reference site for the shipped games (target < 2 s wall).

Each run is a fresh interpreter: it imports the generator, loads the content, computes the games'
derived tables (odds and the like, from the games' own rules in rules/) and writes every page, search index and
asset into a temporary folder. The figures: the whole of it, then each stage alone.

Run: python bench/bench_site.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import sys, tempfile, time
from pathlib import Path
start = time.perf_counter()
from generator.validation import validate
from generator.rules.derived import derived_tables
from generator.render.html_site import write_site
project = validate(Path(sys.argv[1])).project   # attaches each game's derivers
loaded = time.perf_counter()
for game in project.games.values():
    derived_tables(game)
derived = time.perf_counter()
with tempfile.TemporaryDirectory() as tmp:
    files = write_site(project, Path(tmp) / "html")
    size = sum(f.stat().st_size for f in files)
end = time.perf_counter()
print(len(project.games), len(files), size, f"{end - start:.3f}", f"{loaded - start:.3f}",
      f"{derived - loaded:.3f}", f"{end - derived:.3f}")
"""


def run_once() -> list[float]:
    """games, files, bytes, total, load, derive, write (seconds), and the process's own wall."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", CHILD, str(ROOT)], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout.split()
    return [float(v) for v in out] + [time.perf_counter() - start]


def main(runs: int = 5) -> None:
    results = [run_once() for _ in range(runs)]
    games, files, size = (int(v) for v in results[0][:3])

    def median(i: int) -> float:
        return statistics.median(r[i] for r in results)

    print(f"site: {games} games, {files} files, {size / 1024:.0f} KiB; medians over {runs} fresh runs")
    print(f"whole site (import, load, derive, write): {median(3):.3f} s, min {min(r[3] for r in results):.3f} s "
          f"(target < 2 s)")
    print(f"  load and validate {median(4):.3f} s, derived tables {median(5):.3f} s, render and write {median(6):.3f} s")
    print(f"  process wall with interpreter start-up: {median(7):.3f} s")


if __name__ == "__main__":
    main()
