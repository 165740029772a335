"""Room for pieces inside a board or track space: rows of rooms, each a piece's footprint with a
margin, arranged as near square as the rooms allow. A space's printed size follows from them."""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.geometry.plane import Rect

ROOM_PAD = 1.0      # around each piece inside its room
ROOM_GAP = 1.2      # between rooms
WIDE = 1.25         # the shape a block of rooms leans to: a little wider than tall


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
    """The rooms in rows (in order), at least ``min_w`` wide and at most ``max_w``: of the row
    widths that fit, the one with the smallest block, leaning a little wider than tall; rows
    are centred."""
    if not rooms:
        return Arrangement(min_w, 0.0, ())
    best = None
    for k in range(1, len(rooms) + 1):
        width = max(_row_width(rooms[:k]), min_w)
        if max_w is not None and k > 1 and width > max_w + 1e-9:
            break
        rows = _rows(rooms, width)
        block_w = max(min_w, max(_row_width(row) for row in rows))
        block_h = _height(rows)
        score = block_w * block_h * (1 + 0.35 * abs(math.log(block_w / block_h / WIDE)))
        if best is None or score < best[0] - 1e-9:
            best = (score, rows, block_w)
    assert best is not None
    _, rows, width = best
    return _placed(rows, width)


def _height(rows: list[list[Room]]) -> float:
    return sum(max(r.outer[1] for r in row) for row in rows) + ROOM_GAP * (len(rows) - 1)


def _placed(rows: list[list[Room]], width: float) -> Arrangement:
    heights = [max(r.outer[1] for r in row) for row in rows]
    total_h = _height(rows)
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
