"""Benchmark: loading a synthetic 9,000-card project whose decks are YAML, CSV or XLSX sheets
(wall and peak memory of load + validate, each in a fresh process), with ratios against YAML.

Run: python bench/bench_sheets.py
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from bench_validate import synthetic_run as run
from synthetic import write_synthetic

def as_sheets(yaml_root: Path, out: Path, suffix: str) -> Path:
    """A copy of the synthetic project whose decks read their cards from sheets."""
    from generator.export.sheet_export import export_entity
    from generator.model.build import load_project

    shutil.copytree(yaml_root, out)
    folder = out / "content" / "synthetic"
    for deck in load_project(yaml_root).games["synthetic"].decks:
        export_entity(deck, folder / f"{deck.id}{suffix}")
        path = folder / f"{deck.id}.yaml"
        text = path.read_text(encoding="utf-8")
        path.write_text(text[:text.index("    cards:\n")] + f"    cards_from: {deck.id}{suffix}\n", encoding="utf-8")
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        base = write_synthetic(Path(tmp) / "yaml")
        variants = {"YAML": base, "CSV": as_sheets(base, Path(tmp) / "csv", ".csv"),
                    "XLSX": as_sheets(base, Path(tmp) / "xlsx", ".xlsx")}
        figures = {}
        for name, folder in variants.items():
            runs = [run(folder) for _ in range(3)]
            cards, errors = runs[0][0], runs[0][1]   # findings of every severity
            figures[name] = (statistics.median(r[2] for r in runs), max(r[3] for r in runs))
            print(f"{name:5} {cards} cards, {errors} findings: load + validate median {figures[name][0]:.3f} s, "
                  f"peak {figures[name][1]:.0f} MiB")
        wall, memory = figures["YAML"]
        for name in ("CSV", "XLSX"):
            print(f"{name} / YAML: wall {figures[name][0] / wall:.2f}x, peak memory {figures[name][1] / memory:.2f}x")


if __name__ == "__main__":
    main()
