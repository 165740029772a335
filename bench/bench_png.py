"""Benchmark: the build's card images of all four games (every face and back as PNG and the
Tabletop Simulator sheets, rasterised by PDFium from the kit painter's PDF), in the main process
alone and with the build's pool; then the preview contact sheets.

Run: python bench/bench_png.py [--ppi 300] [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from measure import load

from generator.output.pipeline import Pipeline
from generator.output.producers import CardImages
from generator.output.tasks import BuildOptions
from generator.output.workers import default_workers
from generator.render.png_cards import deck_styles
from generator.render.png_contact import contact_sheet, deck_tiles
from generator.validation import validate


def images(project, ppi: int, workers: int) -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        written = Pipeline(producers=[CardImages()]).run(project, BuildOptions(
            out=Path(tmp) / "out", card_ppi=ppi, only=("images",), workers=workers))
        return time.perf_counter() - start, len(written)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ppi", type=int, default=150)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(load())
    project = validate(ROOT).project
    games = list(project.games.values())
    print(f"{len(games)} games, {sum(len(d.cards) for g in games for d in g.decks)} cards; {args.ppi} ppi")
    for workers in sorted({0, default_workers()}):
        runs = [images(project, args.ppi, workers) for _ in range(args.runs)]
        print(f"card images (faces, backs, TTS sheets), {workers} worker(s): {runs[0][1]} files, "
              f"median {statistics.median(r[0] for r in runs):.2f} s, min {min(r[0] for r in runs):.2f} s")
    styles = [ds for g in games for ds in deck_styles(g, ROOT)]
    start = time.perf_counter()
    for ds in styles:
        contact_sheet(deck_tiles(ds), ds.deck.name)
    print(f"preview contact sheets: {len(styles)} decks in {time.perf_counter() - start:.2f} s")
    print(load())


if __name__ == "__main__":
    main()
