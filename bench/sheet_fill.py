"""Print how full each shared sheet of one game's kit is: per sheet, whether it has backs, the
share of the page its items and blocks cover, and what it holds; then the CPU time of planning.

Run: python bench/sheet_fill.py --game rurik [--paper letter] [--mode long-edge] [--project DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def describe(shared) -> list[str]:
    """One line per sheet of ``shared`` (a kit's SharedSheets)."""
    lines = []
    for n, sheet in enumerate(shared.sheets, 1):
        counts: dict[int, int] = {}
        area = 0.0
        for item in sheet.items:
            area += item.front.trim.w * item.front.trim.h
            counts[item.piece] = counts.get(item.piece, 0) + 1
        for placed in sheet.blocks:
            area += placed.rect.w * placed.rect.h
            counts[placed.piece] = 1
        held = []
        for piece, count in counts.items():
            spec = shared.specs[piece]
            size = spec.run if hasattr(spec, "run") else spec.block
            held.append(f"{size.part} {size.w:.0f}x{size.h:.0f}" + (f" x{count}" if count > 1 else ""))
        fill = area / (sheet.paper.w * sheet.paper.h)
        lines.append(f"{n:3} {'backs' if sheet.has_backs else '     '} {fill:4.0%}  " + ", ".join(held))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", type=Path, default=ROOT)
    parser.add_argument("--game", required=True)
    parser.add_argument("--paper", default="letter")
    parser.add_argument("--mode", default="long-edge")
    args = parser.parse_args()

    from generator.kit.assemble import plan_kit
    from generator.kit.settings import KitSettings
    from generator.validation import validate

    result = validate(args.project)
    game = result.project.games.get(args.game)
    if game is None:
        sys.exit(f"no game '{args.game}' in {args.project}")
    start = time.process_time()
    plan = plan_kit(game, args.paper, KitSettings(papers=(args.paper,), duplex=args.mode), args.project)
    cpu = time.process_time() - start
    for title, shared in (("shared sheets", plan.shared), ("optional sheets", plan.optional)):
        print(f"{title}: {len(shared.sheets)}")
        print("\n".join(describe(shared)))
    print(f"planning the kit: {cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
