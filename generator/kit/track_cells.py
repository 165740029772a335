"""A track's cell size: the narrowest cell in which every space's label fits, as the kit draws
it and the fit check measures it (kept apart from the drawing, which the check does not need)."""

from __future__ import annotations

from generator.faces import text as tx
from generator.model.game.entities import Track, TrackSpace

CELL_WIDTHS = (16.0, 20.0, 26.0, 34.0, 44.0)
LABEL = tx.TextStyle("bold", 9.0, 6.0, 1.05, "#1a1a1a", "centre", 3)   # 9 pt, down to 6 pt, three lines


def cell_size(track: Track) -> tuple[float, float]:
    """The narrowest cell in which every space's label fits (before room for pieces)."""
    for w in CELL_WIDTHS:
        h = 16.0 if w <= 20 else 22.0
        if all(label_fits(space_label(s), w, h) for s in track.spaces):
            return w, h
    return CELL_WIDTHS[-1], 26.0


def space_label(space: TrackSpace) -> str:
    return space.label if space.label is not None else str(space.index)


def label_fits(text: str, w: float, h: float) -> bool:
    return tx.fit(tx.tokenize(text, {}), LABEL, w - 2.4, h - 7.0).fits
