"""Count the sheets of paper every shipped kit takes, per paper size and duplex mode.

A sheet is one piece of paper: in the double-sided modes (long-edge, short-edge) two PDF pages,
in the one-sided modes (simplex, gutterfold) one page. The kits are written as PDFs and their
pages counted with pypdf, so the figures are what a player would print.

Run: python bench/kit_sheets.py [--json FILE] [--compare BEFORE.json] [--game G ...] [--set KEY=VALUE]

``--json`` saves the figures; ``--compare`` prints each kit's sheets beside a saved run (for
instance one made on an earlier commit) with the change in per cent; ``--set stand_ins=false``
(any boolean kit option) measures the kits with that option. ``kit_sheets_before.json`` holds the
figures of the kits before shared sheets and play-scale boards (commit 2a18d8b).

Three tables print: every sheet of the kit; the sheets a player must print (the optional sheets
of stand-ins, for pieces the player may supply, left out; the kits before had none); and those
again with a page the cover says to print once per player (Kingsburg's province sheet) counted
once per copy. The saved figures of the kits before count each page of their PDF once, so only
the first two tables compare like with like; the third is the paper a player uses.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent
MODES = ("long-edge", "short-edge", "simplex", "gutterfold")
PAPERS = ("a4", "letter")
ONE_SIDED = ("simplex", "gutterfold")


def sheets(pages: int, mode: str) -> int:
    """Pieces of paper a PDF of ``pages`` pages takes in ``mode``."""
    return pages if mode in ONE_SIDED else math.ceil(pages / 2)


def copies(plan, mode: str) -> int:
    """The sheets a player prints again: a page the cover says to print once per player (a
    household mat too large to share a page) counts as many times as it is printed."""
    extra = 0
    for section in plan.sections:
        for part in section.parts:
            if part.page_count and part.print_copies > 1:
                once = sheets(part.page_count, mode) if part.two_sided else part.page_count
                extra += (part.print_copies - 1) * once
    return extra


def measure(project: Path, games: list[str] | None, options: dict | None = None) -> dict[str, dict[str, int]]:
    """{game: {"a4 long-edge": sheets, ...}} for every game of the project."""
    from generator.kit.assemble import plan_kit
    from generator.settings_file import KitSettings
    from generator.render.kit_pdf import write_kits
    from generator.validation import validate

    result = validate(project)
    if result.errors():
        sys.exit(f"the content has errors: {result.errors()[0]}")
    figures: dict[str, dict[str, int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for game_id, game in sorted(result.project.games.items()):
            if games and game_id not in games:
                continue
            for mode in MODES:
                for paper in PAPERS:
                    folder = Path(tmp) / f"{game_id}-{mode}"
                    folder.mkdir(exist_ok=True)
                    settings = KitSettings(papers=(paper,), duplex=mode, **(options or {}))
                    (path,) = write_kits(game, folder, settings, project)
                    pages = len(PdfReader(path).pages)
                    plan = plan_kit(game, paper, settings, project)
                    total = sheets(pages, mode)
                    row = figures.setdefault(game_id, {})
                    row[f"{paper} {mode}"] = total
                    row[f"{paper} {mode} needed"] = total - sheets(plan.optional.page_count, mode)
                    row[f"{paper} {mode} printed"] = row[f"{paper} {mode} needed"] + copies(plan, mode)
    return figures


def table(figures: dict, before: dict | None, suffix: str = "") -> str:
    keys = [f"{p} {m}" for p in PAPERS for m in MODES]
    lines = ["game              " + "".join(f"{k:>22}" for k in keys)]
    for game, row in figures.items():
        cells = []
        for k in keys:
            now = row.get(k + suffix)
            was = (before or {}).get(game, {}).get(k)
            if was:
                cells.append(f"{was:>4} -> {now:>3} ({(now - was) / was:+.0%})")
            else:
                cells.append(f"{now:>4}")
        lines.append(f"{game:<18}" + "".join(f"{c:>22}" for c in cells))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", type=Path, default=ROOT)
    parser.add_argument("--game", action="append")
    parser.add_argument("--json", type=Path, help="save the figures to this file")
    parser.add_argument("--compare", type=Path, help="a saved run to compare with")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a boolean kit option, e.g. stand_ins=false")
    args = parser.parse_args()
    options = {k: v.lower() == "true" for k, v in (item.split("=", 1) for item in args.set)}
    figures = measure(args.project, args.game, options)
    before = json.loads(args.compare.read_text()) if args.compare else None
    print("Sheets of paper, the whole kit (optional stand-in sheets included):")
    print(table(figures, before))
    print("\nSheets a player must print (optional stand-in sheets left out):")
    print(table(figures, before, " needed"))
    print("\nSheets a player must print, a page printed once per player counted once per copy:")
    print(table(figures, None, " printed"))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
