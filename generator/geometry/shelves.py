"""Shelves of bands on one sheet, in a coordinate ``v`` that runs away from the frame's anchor
side (the left edge, or a vertical fold).

A shelf is a row of columns; a column is a stack of bands. A band goes on a new shelf below the
others, in a new column beside a shelf's columns, or below the last band of a column: wherever
it fits, with room between neighbours for both bands' crop marks clear of the other's items and
bleed. ``spots`` lists every such place for a band of a given reach and bleed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from generator.geometry.plane import Rect

CLEAR = 3.0          # between one band's crop marks and the next band's items and bleed


@dataclass(eq=False)
class Band:
    """A grid of one item size (or a single block, with ``block`` set)."""

    w: float            # an item's size as placed (turned already)
    h: float
    turned: bool
    cols: int
    max_rows: int
    gap: float
    bleed: float
    reach: float
    v0: float           # its near trim edge
    top: float          # its top trim
    entries: list[tuple[int, int, int]] = field(default_factory=list)   # (piece, item, slot)
    block: tuple[int, float, float] | None = None                       # (piece, w, h)
    x0: float = 0.0     # left trim on the page, set when the sheet is finished
    frame_id: int | None = None   # id() of the frame it was placed in

    @property
    def rows(self) -> int:
        if self.block is not None:
            return 1
        entries = self.entries
        return math.ceil((entries[-1][2] + 1) / self.cols) if entries else 0

    @property
    def _next(self) -> int:
        return self.entries[-1][2] + 1 if self.entries else 0

    @property
    def width(self) -> float:
        return self.cols * self.w + (self.cols - 1) * self.gap

    @property
    def height(self) -> float:
        rows = self.rows
        return max(1, rows) * self.h + max(0, rows - 1) * self.gap

    @property
    def bottom(self) -> float:
        rows = self.rows
        return self.top - (max(1, rows) * self.h + max(0, rows - 1) * self.gap)

    @property
    def far(self) -> float:
        return self.v0 + self.width

    def take(self, piece: int, item: int, fresh_row: bool) -> bool:
        """Put one item in the next slot (on a new row when ``fresh_row``); False when full."""
        slot = self._next
        if fresh_row and slot % self.cols:
            slot += self.cols - slot % self.cols
        if self.block is not None or slot >= self.cols * self.max_rows:
            return False
        self.entries.append((piece, item, slot))
        return True

    def trim(self, slot: int) -> Rect:
        row, col = divmod(slot, self.cols)
        return Rect(self.x0 + col * (self.w + self.gap), self.top - (row + 1) * self.h - row * self.gap,
                    self.w, self.h)

    def freeze(self) -> bool:
        """No more rows; a single row keeps only the columns it uses (so neighbours fit closer).
        Whether that changed the band (a band frozen once stays as it is)."""
        before = (self.max_rows, self.cols)
        self.max_rows = max(1, self.rows)
        if self.block is None and self.rows == 1:
            self.cols = max(1, self._next)
        return (self.max_rows, self.cols) != before


@dataclass(eq=False)
class Column:
    bands: list[Band] = field(default_factory=list)


@dataclass(eq=False)
class Shelf:
    top: float
    columns: list[Column] = field(default_factory=list)

    @property
    def bands(self) -> list[Band]:
        return [b for c in self.columns for b in c.bands]

    @property
    def bottom(self) -> float:
        return min((b.bottom for b in self.bands), default=self.top)

    def freeze(self) -> None:
        for band in self.bands:
            band.freeze()


def gap(a_reach: float, a_bleed: float, b_reach: float, b_bleed: float) -> float:
    """Between the trims of two neighbouring bands: room for both bands' marks, clear of the
    other's items and bleed."""
    return max(a_reach + b_bleed, b_reach + a_bleed) + CLEAR


@dataclass(frozen=True)
class Spot:
    """A place for a band: its near edge and top, the room it may take, and where it goes."""

    v: float
    top: float
    max_w: float
    max_h: float
    shelf: Shelf | None          # None: a new shelf
    column: Column | None        # None: a new column (or shelf)


def spots(shelves: list[Shelf], reach: float, bleed: float, near: float, far: float, bottom: float,
          top_limit: float) -> list[Spot]:
    """Every place a band of ``reach`` and ``bleed`` fits: below a column's last band, in a new
    column beside a shelf, on a new shelf; trims within [near, far] x [bottom, top_limit]."""
    out: list[Spot] = []
    for i, shelf in enumerate(shelves):
        floor = _floor(shelves, i, reach, bleed, bottom)
        columns = shelf.columns
        # how far each column's bands reach towards the far side, and the near side, with the gaps
        # (the spots of column k lie beyond every earlier column and short of every later one)
        after = [max([b.far + gap(b.reach, b.bleed, reach, bleed) for b in c.bands]) for c in columns]
        before = [min([b.v0 - gap(reach, bleed, b.reach, b.bleed) for b in c.bands]) for c in columns]
        limits = [far] * (len(columns) + 1)
        for k in range(len(columns) - 1, -1, -1):
            limits[k] = min(limits[k + 1], before[k])
        reached = near
        for k, column in enumerate(columns):
            last = column.bands[-1]
            v = max(reached, column.bands[0].v0)
            top = min(top_limit, last.bottom - gap(last.reach, last.bleed, reach, bleed))
            out.append(Spot(v, top, limits[k + 1] - v, top - floor, shelf, column))
            reached = max(reached, after[k])
        v = reached
        out.append(Spot(v, min(top_limit, shelf.top), far - v, min(top_limit, shelf.top) - floor, shelf, None))
    if shelves:
        top = min([top_limit] + [c.bands[-1].bottom - gap(c.bands[-1].reach, c.bands[-1].bleed, reach, bleed)
                                 for c in shelves[-1].columns])
    else:
        top = top_limit
    out.append(Spot(near, top, far - near, top - bottom, None, None))
    return [s for s in out if s.max_w > 0 and s.max_h > 0]


def _floor(shelves: list[Shelf], i: int, reach: float, bleed: float, bottom: float) -> float:
    """The lowest a band on shelf ``i`` may reach: the frame's bottom for the last shelf, else
    clear of every band on the shelf below."""
    if i == len(shelves) - 1:
        return bottom
    below = shelves[i + 1].bands
    return max(b.top + gap(reach, bleed, b.reach, b.bleed) for b in below)
