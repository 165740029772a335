"""Write a game's quick-reference sheets, A4 and Letter; refuse any that would pass two pages."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4, LETTER

from generator.model.project import GameContent
from generator.quickref.grids import MissingPick
from generator.quickref.layout import PAGE_LIMIT, render
from generator.quickref.sheet import build_sheet

PAPERS = (("a4", A4), ("letter", LETTER))


class QuickrefRefused(Exception):
    """The sheet cannot be made as asked: each problem names the part at fault."""

    def __init__(self, game: str, problems: list[str]):
        self.game, self.problems = game, problems
        super().__init__("; ".join(problems))


def quickref_path(folder: Path, game: GameContent, paper: str) -> Path:
    return folder / f"{game.id}-quickref-{paper}.pdf"


def make_quickrefs(game: GameContent) -> dict[str, bytes]:
    """Both papers' PDFs in memory; raises QuickrefRefused naming what does not fit."""
    try:
        sheet = build_sheet(game)
    except MissingPick as exc:
        raise QuickrefRefused(game.id, [str(exc)]) from None
    made, problems = {}, []
    for paper, size in PAPERS:
        result = render(sheet, size)
        problems += [f"{paper}: {p}" for p in result.problems]
        if result.overflow:
            problems.append(f"{paper}: does not fit on {PAGE_LIMIT} pages; overflowing: "
                            + ", ".join(f"'{label}'" for label in result.overflow))
        made[paper] = result.pdf
    if problems:
        raise QuickrefRefused(game.id, problems)
    return made


def write_quickrefs(game: GameContent, folder: Path) -> list[Path]:
    """Write ``<game>-quickref-a4.pdf`` and ``-letter.pdf`` into ``folder``; return their paths."""
    written = []
    for paper, pdf in make_quickrefs(game).items():
        path = quickref_path(folder, game, paper)
        path.write_bytes(pdf)
        written.append(path)
    return written
