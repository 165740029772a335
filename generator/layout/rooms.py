"""Room for pieces inside a board or track space: rows of rooms, each a piece's footprint with a
margin, arranged as near square as the rooms allow. A space's printed size follows from them."""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.layout.geometry import Rect

ROOM_PAD = 1.6      # around each piece inside its room
ROOM_GAP = 1.2      # between rooms


@dataclass(frozen=True)
class Room:
    """Room for one piece (or one stack): the piece's footprint, its shape and a faint label."""

    w: float
    h: float
    shape: str = "square"    # square, circle or card
    label: str = ""
    colour: str | None = None   # a player colour's, for a room kept for that player's piece

    @property
    def outer(self) -> tuple[float, float]:
        return self.w + 2 * ROOM_PAD, self.h + 2 * ROOM_PAD


@dataclass(frozen=True)
class Arrangement:
    w: float
    h: float
    rects: tuple[Rect, ...]    # each room's outer rectangle, from the arrangement's lower-left


def arrange(rooms: list[Room], min_w: float = 0.0, max_w: float | None = None) -> Arrangement:
    """The rooms in rows (in order), at least ``min_w`` wide and at most ``max_w``: the width
    that makes the block nearest to square, rows centred."""
    if not rooms:
        return Arrangement(min_w, 0.0, ())
    widest = max(r.outer[0] for r in rooms)
    area = sum(r.outer[0] * r.outer[1] for r in rooms)
    target = max(widest, min_w, math.sqrt(area) * 1.05)
    if max_w is not None:
        target = max(widest, min(target, max_w))
    rows = _rows(rooms, target)
    width = max(min_w, max(_row_width(row) for row in rows))
    heights = [max(r.outer[1] for r in row) for row in rows]
    total_h = sum(heights) + ROOM_GAP * (len(rows) - 1)
    rects: list[Rect] = []
    top = total_h
    for row, height in zip(rows, heights):
        x = (width - _row_width(row)) / 2
        for room in row:
            w, h = room.outer
            rects.append(Rect(x, top - height + (height - h) / 2, w, h))
            x += w + ROOM_GAP
        top -= height + ROOM_GAP
    return Arrangement(width, total_h, tuple(rects))


def _rows(rooms: list[Room], width: float) -> list[list[Room]]:
    rows: list[list[Room]] = [[]]
    for room in rooms:
        if rows[-1] and _row_width(rows[-1] + [room]) > width + 1e-9:
            rows.append([])
        rows[-1].append(room)
    return rows


def _row_width(row: list[Room]) -> float:
    return sum(r.outer[0] for r in row) + ROOM_GAP * (len(row) - 1)
