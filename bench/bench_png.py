"""Benchmark: PNG card faces and backs of all four games at 150 ppi (target < 10 s), in one
process and across the machine's cores, then the Tabletop Simulator sheets and the preview.

Run: python bench/bench_png.py [--ppi 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.output.card_images import card_images  # noqa: E402
from generator.render.png_cards import deck_styles, game_images, render_images  # noqa: E402
from generator.render.png_contact import contact_sheet, deck_tiles  # noqa: E402
from generator.render.png_workers import WORKERS, process_map  # noqa: E402
from generator.validation import validate  # noqa: E402


def faces(games, out: Path, ppi: int, workers: int) -> tuple[float, int]:
    """Seconds to lay out and render every face and back, and how many images."""
    start = time.perf_counter()
    images = [(game, game_images(game, ROOT)) for game in games]
    with process_map(sum(len(jobs) for _, jobs in images), workers) as run:
        count = sum(len(render_images(jobs, out / game.id, ppi, run)) for game, jobs in images)
    return time.perf_counter() - start, count


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ppi", type=int, default=150)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    games = list(validate(ROOT).project.games.values())
    print(f"{len(games)} games, {sum(len(d.cards) for g in games for d in g.decks)} cards, "
          f"{os.cpu_count()} cores; {args.ppi} ppi")
    for workers in sorted({1, WORKERS}):
        runs = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as tmp:
                seconds, count = faces(games, Path(tmp), args.ppi, workers)
                runs.append(seconds)
        print(f"faces and backs, {workers} process(es): {count} PNGs, median {statistics.median(runs):.2f} s, "
              f"min {min(runs):.2f} s over {len(runs)} runs (target < 10 s)")
    with tempfile.TemporaryDirectory() as tmp:
        build = timed(lambda: [card_images(g, Path(tmp) / g.id, None) for g in games])
        sheets = sum(1 for p in Path(tmp).rglob("tts/*.png") if not p.name.endswith("-back.png"))
    print(f"the build's card images (faces, backs and {sheets} Tabletop Simulator sheets, at the "
          f"project's ppi): {build:.2f} s")
    styles = [(g, ds) for g in games for ds in deck_styles(g, ROOT)]
    preview = timed(lambda: [contact_sheet(deck_tiles(ds), ds.deck.name) for _, ds in styles])
    print(f"preview contact sheets: {len(styles)} decks in {preview:.2f} s")


if __name__ == "__main__":
    main()
