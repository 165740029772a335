"""The names of the PDFs a build writes per game, without the code that draws them (the build's
planning lists them, and the reference's index links them, before any is drawn)."""

from __future__ import annotations

from pathlib import Path

QUICKREF_PAPERS = ("a4", "letter")   # every quick reference is made for both


def kit_path(folder: Path, game_id: str, paper: str) -> Path:
    return folder / f"{game_id}-kit-{paper}.pdf"


def quickref_path(folder: Path, game, paper: str) -> Path:
    return folder / f"{game.id}-quickref-{paper}.pdf"

