"""Content larger than a page, tiled across pages with an overlap strip and registration crosses."""

from __future__ import annotations

import math
import string
from collections.abc import Iterable
from dataclasses import dataclass

from generator.geometry.plane import Rect, passes_through
from generator.geometry.units import TILE_OVERLAP

CROSS_SPACING = 60.0
CROSS_CLEAR = 5.0     # a registration cross keeps this far from a board's spaces


@dataclass(frozen=True)
class Tile:
    row: int
    col: int
    rows: int
    cols: int
    window: Rect          # the part of the content this page shows (content coordinates)
    dx: float             # page x = content x + dx
    dy: float             # page y = content y + dy

    @property
    def label(self) -> str:
        return f"{row_name(self.row)}{self.col + 1}"


def row_name(row: int) -> str:
    letters = string.ascii_uppercase
    return letters[row] if row < 26 else letters[row // 26 - 1] + letters[row % 26]


def fits(w: float, h: float, area: Rect) -> bool:
    return w <= area.w + 1e-9 and h <= area.h + 1e-9


def tile(w: float, h: float, area: Rect, overlap: float = TILE_OVERLAP) -> list[Tile]:
    """Tiles in reading order (row A is the top); each window at most the area, neighbours sharing
    ``overlap`` mm. The window's top-left corner goes at the area's top-left corner."""
    cols = 1 if w <= area.w else math.ceil((w - overlap) / (area.w - overlap))
    rows = 1 if h <= area.h else math.ceil((h - overlap) / (area.h - overlap))
    tiles = []
    for r in range(rows):
        top = h - r * (area.h - overlap)
        bottom = max(0.0, top - area.h)
        for c in range(cols):
            left = c * (area.w - overlap)
            right = min(w, left + area.w)
            window = Rect(left, bottom, right - left, top - bottom)
            tiles.append(Tile(r, c, rows, cols, window, area.x - left, area.top - top))
    return tiles


def crosses(tiles: list[Tile], w: float, h: float, overlap: float = TILE_OVERLAP,
            avoid: Iterable[Rect] = ()) -> list[tuple[float, float]]:
    """Registration crosses (content coordinates) in the middle of every overlap strip, about
    CROSS_SPACING apart, none on what ``avoid`` holds (the board's spaces, grown by CROSS_CLEAR):
    a cross that would land on a space moves along the strip to the nearest clear place."""
    points: list[tuple[float, float]] = []
    cols = {t.col: t.window for t in tiles if t.row == 0}
    rows = {t.row: t.window for t in tiles if t.col == 0}
    keep_off = [Rect(r.x - CROSS_CLEAR, r.y - CROSS_CLEAR, r.w + 2 * CROSS_CLEAR, r.h + 2 * CROSS_CLEAR)
                for r in avoid]
    for c in range(1, len(cols)):
        x = cols[c].x + overlap / 2
        points.extend((x, y) for y in _clear_along(h, lambda y, x=x: (x, y), keep_off))
    for r in range(1, len(rows)):
        y = rows[r].top - overlap / 2
        points.extend((x, y) for x in _clear_along(w, lambda x, y=y: (x, y), keep_off))
    return points


def _clear_along(length: float, at, keep_off: list[Rect]) -> list[float]:
    """The evenly spaced places along a strip, each moved to the nearest place off ``keep_off``
    (dropped when the whole strip is covered); at least the two ends' nearest clear places."""
    def clear(v: float) -> bool:
        x, y = at(v)
        return not any(r.contains_point(x, y, -1e-9) for r in keep_off)

    free = [v / 2 for v in range(int(length * 2) + 1) if 4 <= v / 2 <= length - 4 and clear(v / 2)]
    if not free:
        return _along(length)
    chosen: list[float] = []
    for target in _along(length):
        nearest = min(free, key=lambda v: abs(v - target))
        if all(abs(nearest - c) >= 20 for c in chosen):
            chosen.append(nearest)
    return chosen


def _along(length: float) -> list[float]:
    count = max(2, math.ceil(length / CROSS_SPACING))
    margin = min(15.0, length / 4)
    return [margin + i * (length - 2 * margin) / (count - 1) for i in range(count)]


def owned(t: Tile, overlap: float = TILE_OVERLAP) -> Rect:
    """The part of a tile's window that stays once it is trimmed along its dashed lines (the strip
    left of and above those lines shows on the neighbour it is laid over)."""
    left = overlap if t.col > 0 else 0.0
    top = overlap if t.row > 0 else 0.0
    w = t.window
    return Rect(w.x + left, w.y, w.w - left, w.h - top)


def holding(tiles: list[Tile], rects, segments, overlap: float = TILE_OVERLAP) -> list[Tile]:
    """The tiles that show something: a rectangle or a segment of the content meets what each keeps
    after trimming. The kept parts of all tiles make up the whole content, so nothing is lost."""
    kept = []
    for t in tiles:
        area = owned(t, overlap)
        if any(area.overlaps(r) for r in rects) or any(passes_through(s, area) for s in segments):
            kept.append(t)
    return kept
