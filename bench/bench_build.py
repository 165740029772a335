"""Benchmark the whole `build` (every output: kits, quick references, component lists, card images,
Tabletop Simulator sheets, the HTML reference), each run a clean build into an empty folder.

1. The shipped project (four games). Target: 3 s or less.
2. Synthetic projects (bench/synthetic.py: decks of 900 cards) of 9,000 cards and, with
   ``--sizes 9000,45000``, 45,000. Targets at 9,000: 20 s or less on 2 cores, peak memory of all
   processes together under 500 MB; 45,000 linear in time and memory (5 x the 9,000 figures).

Memory is sampled from /proc every 50 ms over the build's whole process tree: RSS counts pages that
forked workers share with the main process once in each; PSS splits them. Wall times grow with the
machine's load, printed first.

Run: python bench/bench_build.py [--runs 3] [--sizes 9000] [--skip-shipped]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from measure import Run, load, measure
from synthetic import write_synthetic


def build(project: Path, out: Path, extra: list[str]) -> Run:
    shutil.rmtree(out, ignore_errors=True)
    run = measure([sys.executable, "-m", "generator", "--project", str(project), "build", "--out", str(out),
                   *extra])
    if run.returncode != 0:
        raise SystemExit(f"build failed ({run.returncode}):\n{run.stderr}")
    return run


def report(label: str, runs: list[Run], target: str) -> tuple[float, float]:
    wall = statistics.median(r.wall for r in runs)
    rss = max(r.peak_rss_mb for r in runs)
    pss = max(r.peak_pss_mb for r in runs)
    print(f"{label}: median {wall:.2f} s, min {min(r.wall for r in runs):.2f} s over {len(runs)} runs "
          f"({target}); CPU {statistics.median(r.cpu for r in runs):.2f} s; peak memory, all processes: RSS {rss:.0f} MB, PSS {pss:.0f} MB; "
          f"up to {max(r.processes for r in runs)} processes")
    return wall, pss


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="9000", help="synthetic project sizes, in cards (multiples of 900)")
    parser.add_argument("--skip-shipped", action="store_true")
    parser.add_argument("--only", default=None, help="passed to build as --only (when build has it)")
    args = parser.parse_args()
    extra = ["--only", args.only] if args.only else []
    print(load())
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        if not args.skip_shipped:
            runs = [build(ROOT, out, extra) for _ in range(args.runs)]
            files = sum(1 for p in out.rglob("*") if p.is_file())
            report(f"shipped build, 4 games, {files} files", runs, "target <= 3 s")
        base = None
        for cards in (int(s) for s in args.sizes.split(",") if s):  # --sizes "": the shipped build only
            project = Path(tmp) / f"synthetic-{cards}"
            write_synthetic(project, decks=cards // 900, cards_per_deck=900)
            runs = [build(project, out, extra) for _ in range(args.runs if cards <= 9000 else 1)]
            wall, pss = report(f"synthetic build, {cards:,} cards", runs,
                               "target <= 20 s, < 500 MB" if cards == 9000 else "target: linear")
            if base is None:
                base = (cards, wall, pss)
            else:
                k = cards / base[0]
                print(f"  against {base[0]:,} cards: {k:.0f}x the cards, {wall / base[1]:.2f}x the time, "
                      f"{pss / base[2]:.2f}x the memory (linear: {k:.0f}x time, memory no more than that)")
            print(f"  {load()}")


if __name__ == "__main__":
    main()
