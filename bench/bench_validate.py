"""Benchmark: validate the shipped content (wall, with interpreter start-up), and load +
validate a synthetic project of 9,000 cards in 10 decks (wall and peak memory).

Run: python bench/bench_validate.py
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from synthetic import write_synthetic  # noqa: E402

CHILD = """
import resource, sys, time
from pathlib import Path
start = time.perf_counter()
from generator.validation import validate
result = validate(Path(sys.argv[1]))
elapsed = time.perf_counter() - start
cards = sum(d.card_count() for g in result.project.games.values() for d in g.decks)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{cards} {len(result.diagnostics)} {elapsed:.3f} {peak:.1f}")
"""


def shipped_wall(runs: int = 5) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "generator", "--project", str(ROOT), "validate"],
                       check=False, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def synthetic_run(folder: Path) -> tuple[int, int, float, float]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(folder)], check=True,
                         capture_output=True, text=True).stdout.split()
    return int(out[0]), int(out[1]), float(out[2]), float(out[3])


def main() -> None:
    from generator.loading.yaml_reader import USING_LIBYAML

    print(f"parser: {'libyaml (C)' if USING_LIBYAML else 'pure Python'}")
    times = shipped_wall()
    print(f"shipped content, `python -m generator validate` wall: median {statistics.median(times):.3f} s, "
          f"min {min(times):.3f} s over {len(times)} runs (target < 0.5 s)")
    with tempfile.TemporaryDirectory() as tmp:
        write_synthetic(Path(tmp))
        runs = [synthetic_run(Path(tmp)) for _ in range(3)]
    cards, findings = runs[0][0], runs[0][1]
    wall = statistics.median(r[2] for r in runs)
    peak = max(r[3] for r in runs)
    print(f"synthetic: {cards} cards, {findings} findings, load + validate median {wall:.3f} s "
          f"(target < 3 s), peak RSS {peak:.0f} MB (target < 200 MB)")


if __name__ == "__main__":
    main()
