"""The rules book's file names beside a kit (the cover names the book; the build writes it)."""

from __future__ import annotations

from pathlib import Path


def rules_paper(paper: str) -> str:
    """The rules book's paper beside a kit on ``paper``: Letter beside the US sizes, else A4."""
    return "letter" if paper in ("letter", "tabloid") else "a4"


def rules_path(folder: Path, game_id: str, paper: str, booklet: bool = False) -> Path:
    return folder / f"{game_id}-rules-{'booklet-' if booklet else ''}{paper}.pdf"
