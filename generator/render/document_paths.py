"""The names of the PDFs a build writes per game, without the code that draws them (the build's
planning lists them, and the reference's index links them, before any is drawn)."""

from __future__ import annotations

from pathlib import Path

QUICKREF_PAPERS = ("a4", "letter")   # every quick reference is made for both


def kit_path(folder: Path, game_id: str, paper: str) -> Path:
    return folder / f"{game_id}-kit-{paper}.pdf"


def quickref_path(folder: Path, game, paper: str) -> Path:
    return folder / f"{game.id}-quickref-{paper}.pdf"


RULES_PAPERS = ("a4", "letter")     # the rules book's page sizes; its booklet is on the same sheets


def rules_paper(paper: str) -> str:
    """The rules book's paper beside a kit on ``paper``: Letter beside the US sizes, else A4."""
    return "letter" if paper in ("letter", "tabloid") else "a4"


def rules_path(folder: Path, game_id: str, paper: str, booklet: bool = False) -> Path:
    return folder / f"{game_id}-rules-{'booklet-' if booklet else ''}{paper}.pdf"
