"""Benchmark: validate the shipped content (wall, with interpreter start-up), and load +
validate a synthetic project of 9,000 cards in 10 decks (wall and peak memory).

The shipped content is checked cold (``--no-cache``: every rule runs, the figure the target is
for) and warm (unchanged inputs: the findings kept in the user cache folder by the run before).

Start-up is measured as users have it: with the modules' bytecode cached (the first run writes it,
even where PYTHONDONTWRITEBYTECODE is set for the bench); one run without the cache is printed
too. Every figure is printed against its target, with the load average.

Run: python bench/bench_validate.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from measure import load
from synthetic import write_synthetic

SHIPPED_TARGET_S = 0.25   # issue 16, with interpreter start-up
SYNTHETIC_TARGET_S, SYNTHETIC_TARGET_MB = 3.0, 200
VALIDATE = [sys.executable, "-m", "generator", "--project", str(ROOT), "validate"]
COLD, WARM = [*VALIDATE, "--no-cache"], VALIDATE

# Which libraries a validate run imported (it needs neither ReportLab nor Pillow for the shipped content).
IMPORTED = """
import atexit, runpy, sys
atexit.register(lambda: print("imported:", *(n for n in ("reportlab", "PIL", "jinja2") if n in sys.modules),
                              file=sys.stderr))
sys.argv = ["generator", "--project", sys.argv[1], "validate", *sys.argv[2:]]
runpy.run_module("generator", run_name="__main__")
"""

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


def _env(cached: bool) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not cached:   # read and write no bytecode: every module is compiled again
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="no-pycache-")
    return env


def shipped_wall(runs: int = 5, cached: bool = True, command: list[str] = COLD) -> tuple[list[float], list[float]]:
    """Wall and CPU (user + system) seconds of ``validate`` runs of the shipped content."""
    env = _env(cached)
    env.pop("GENERATOR_NO_CACHE", None)
    subprocess.run(command, check=False, capture_output=True, env=env)   # writes the bytecode (and the check cache)
    walls, cpus = [], []
    for _ in range(runs):
        before = os.times()
        start = time.perf_counter()
        subprocess.run(command, check=False, capture_output=True, env=env)
        walls.append(time.perf_counter() - start)
        after = os.times()
        cpus.append(after.children_user - before.children_user + after.children_system - before.children_system)
    return walls, cpus


def synthetic_run(folder: Path) -> tuple[int, int, float, float]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(folder)], check=True,
                         capture_output=True, text=True, env=_env(True)).stdout.split()
    return int(out[0]), int(out[1]), float(out[2]), float(out[3])


def main() -> None:
    from generator.loading.yaml_reader import USING_LIBYAML

    print(f"parser: {'libyaml (C)' if USING_LIBYAML else 'pure Python'}; {load()}")
    for label, command in (("cold, every rule run (--no-cache)", COLD), ("warm, from the check cache", WARM)):
        walls, cpus = shipped_wall(command=command)
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        print(f"shipped content, `python -m generator validate`, {label}: wall median {wall:.3f} s, min "
              f"{min(walls):.3f} s; CPU median {cpu:.3f} s over {len(walls)} runs; target {SHIPPED_TARGET_S} s: "
              f"wall {_met(wall <= SHIPPED_TARGET_S)}, CPU {_met(cpu <= SHIPPED_TARGET_S)}")
    cold, _ = shipped_wall(runs=1, cached=False)
    print(f"  cold without a bytecode cache either (every module compiled): {cold[0]:.3f} s")
    for label, options in (("cold", ["--no-cache"]), ("warm", [])):
        lines = subprocess.run([sys.executable, "-c", IMPORTED, str(ROOT), *options], capture_output=True,
                               text=True, env=_env(True)).stderr.splitlines()
        imported = next((line.removeprefix("imported:").strip() for line in lines if line.startswith("imported:")), "?")
        print(f"  libraries a {label} run imported: {imported or 'none of ReportLab, Pillow, Jinja2'}")
    with tempfile.TemporaryDirectory() as tmp:
        write_synthetic(Path(tmp))
        runs = [synthetic_run(Path(tmp)) for _ in range(3)]
    cards, findings = runs[0][0], runs[0][1]
    wall = statistics.median(r[2] for r in runs)
    peak = max(r[3] for r in runs)
    print(f"synthetic: {cards} cards, {findings} findings, load + validate median {wall:.3f} s "
          f"(target {SYNTHETIC_TARGET_S:g} s: {_met(wall <= SYNTHETIC_TARGET_S)}), peak RSS {peak:.0f} MB "
          f"(target {SYNTHETIC_TARGET_MB} MB: {_met(peak <= SYNTHETIC_TARGET_MB)})")
    print(load())


def _met(ok: bool) -> str:
    return "met" if ok else "NOT met"


if __name__ == "__main__":
    main()
