"""Print how full each shared sheet of one game's kit is: per sheet, whether it has backs, the
share of the page its items and blocks cover, the room left inside the crop-mark margin, and what
it holds; then the pieces of paper the sheets take (a sheet with backs takes two in simplex), the
room left on the sheets without backs, and the CPU time of planning. ``--pieces`` also lists
every run and block packed, for counting areas by hand.

Run: python bench/sheet_fill.py --game rurik [--paper letter] [--mode long-edge] [--pieces] [--project DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def interior(paper) -> float:
    """The area inside a page's unprintable edge and the crop marks of items without bleed (mm²):
    no item's trim reaches beyond it."""
    from generator.geometry.units import UNPRINTABLE, mark_space

    margin = UNPRINTABLE + mark_space(0.0)
    return max(0.0, paper.w - 2 * margin) * max(0.0, paper.h - 2 * margin)


def covered(sheet) -> float:
    """The trim area of a sheet's items and blocks (mm²)."""
    return (sum(i.front.trim.w * i.front.trim.h for i in sheet.items)
            + sum(b.rect.w * b.rect.h for b in sheet.blocks))


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
        room = (interior(sheet.paper) - area) / 100
        lines.append(f"{n:3} {'backs' if sheet.has_backs else '     '} {fill:4.0%} {room:4.0f} cm²  "
                     + ", ".join(held))
    return lines


def summary(shared) -> str:
    """The paper the sheets take and the room left on those without backs, in cm² and in
    sheets' interiors (what a sheet fewer would have to be made of)."""
    from generator.geometry.sheets import paper_cost

    sheets = shared.sheets
    plain = [s for s in sheets if not s.has_backs]
    room = sum(interior(s.paper) - covered(s) for s in plain)
    whole = interior(sheets[0].paper) if sheets else 0.0
    share = f" = {room / whole:.2f} sheets' interiors" if whole else ""
    return (f"pieces of paper: {paper_cost(sheets, shared.mode)} ({len(sheets)} sheets, "
            f"{len(sheets) - len(plain)} with backs); room left on the {len(plain)} without backs: "
            f"{room / 100:.0f} cm²{share}")


def pieces(shared) -> list[str]:
    """One line per run or block packed: its size, count and whether it has backs."""
    lines = []
    for n, spec in enumerate(shared.specs):
        piece = spec.run if hasattr(spec, "run") else spec.block
        if hasattr(piece, "count"):
            flags = "".join((" backs" if piece.backs else "", " own sheet" if piece.own_sheet else "",
                             " fresh row" if piece.fresh_row else "", "" if piece.turn else " upright"))
            lines.append(f"{n:3} run   {piece.w:6.1f} x {piece.h:5.1f} x{piece.count:<3} {piece.part}{flags}")
        else:
            lines.append(f"{n:3} block {piece.w:6.1f} x {piece.h:5.1f}      {piece.part}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", type=Path, default=ROOT)
    parser.add_argument("--game", required=True)
    parser.add_argument("--paper", default="letter")
    parser.add_argument("--mode", default="long-edge")
    parser.add_argument("--pieces", action="store_true", help="list every run and block packed")
    args = parser.parse_args()

    from generator.kit.assemble import plan_kit
    from generator.settings_file import KitSettings
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
        if shared.sheets:
            print(summary(shared))
        if args.pieces:
            print("\n".join(pieces(shared)))
    print(f"planning the kit: {cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
