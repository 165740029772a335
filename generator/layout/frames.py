"""One sheet being filled: the room its bands may use, the shelves of bands placed so far, and the
finished sheet.

A frame is a whole page, or the front half of a gutterfold page (left of a vertical fold, above a
horizontal one). Bands sit on shelves stacked from the frame's top; a band goes beside the others
on a shelf when it is no taller than the shelf, else it opens a shelf below. The only band of the
last shelf may still grow by rows. Shelves are centred across the page when the sheet is done,
except on a vertical fold, where they stay flush with the fold so the fronts' crop marks there
fall on the mirrored backs' marks. Trims keep their crop marks' reach from the frame's edges.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from generator.layout.geometry import Affine, Rect, Segment, mirror_x, mirror_y, place, translate
from generator.layout.imposition import (
    LABEL_HEIGHT, Slot, back_slot, crop_marks, fold_gap, label_box, sheet_flip,
)
from generator.layout.units import mark_space

if TYPE_CHECKING:
    from generator.layout.sheets import Block, Piece, Run, Sheet

CLEAR = 3.0          # between one band's crop marks and the next band's items and bleed
BLOCK_REACH = 3.0    # room kept around a block: it has its own outline and no crop marks
LABEL_RESERVE = LABEL_HEIGHT + 0.5


@dataclass(eq=False)
class Band:
    """A grid of one item size on a shelf (or a single block, with ``block`` set)."""

    shelf: "Shelf"
    w: float            # an item's size as placed (turned already)
    h: float
    turned: bool
    cols: int
    max_rows: int
    gap: float
    bleed: float
    reach: float
    u: float            # distance of the band's near edge from the frame's anchor side
    entries: list[tuple[int, int, int]] = field(default_factory=list)   # (piece, item, slot)
    block: tuple[int, float, float] | None = None                       # (piece, w, h)
    x0: float = 0.0     # left trim, set when placed and when the sheet is finished
    frame: "Frame | None" = None

    @property
    def rows(self) -> int:
        if self.block is not None:
            return 1
        return math.ceil(self._next / self.cols) if self.entries else 0

    @property
    def _next(self) -> int:
        return self.entries[-1][2] + 1 if self.entries else 0

    @property
    def width(self) -> float:
        return self.cols * self.w + (self.cols - 1) * self.gap

    @property
    def height(self) -> float:
        return self.rows * self.h + max(0, self.rows - 1) * self.gap

    @property
    def top(self) -> float:
        return self.shelf.top

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


@dataclass(eq=False)
class Shelf:
    top: float
    bands: list[Band] = field(default_factory=list)

    @property
    def height(self) -> float:
        return max((b.height for b in self.bands), default=0.0)

    @property
    def bottom(self) -> float:
        return self.top - self.height

    @property
    def used(self) -> float:
        """How far from the anchor side its bands reach."""
        return max((b.u + b.width for b in self.bands), default=0.0)

    def freeze(self) -> None:
        for band in self.bands:
            band.max_rows = max(1, band.rows)


def _gap(a_reach: float, a_bleed: float, b_reach: float, b_bleed: float) -> float:
    """Between the trims of two neighbouring bands: room for both bands' marks, clear of the
    other's items and bleed."""
    return max(a_reach + b_bleed, b_reach + a_bleed) + CLEAR


@dataclass(eq=False)
class Frame:
    paper: Rect
    mode: str
    offset: tuple[float, float]
    edge: float
    kind: str            # 'page', 'fold-v' or 'fold-h'
    backs_ok: bool
    reserve: float = 0.0
    exclusive: bool = False
    shelves: list[Shelf] = field(default_factory=list)

    @property
    def bands(self) -> list[Band]:
        return [b for s in self.shelves for b in s.bands]

    @property
    def flip(self) -> Affine:
        if self.kind == "fold-v":
            return mirror_x(self.paper.w / 2)
        if self.kind == "fold-h":
            return mirror_y(self.paper.h / 2)
        return sheet_flip(self.mode, self.paper).then(translate(*self.offset))

    def limits(self, reach: float, inner: float) -> tuple[float, float, float, float]:
        """(left, right, bottom, top) that trims stay within, for marks reaching ``reach``."""
        p, e = self.paper, self.edge
        left, right, bottom, top = e + reach, p.w - e - reach, e + reach, p.h - e - reach - self.reserve
        if self.kind == "fold-v":
            right = p.w / 2 - inner
        elif self.kind == "fold-h":
            bottom = p.h / 2 + inner
        return left, right, bottom, top

    def _x(self, u: float, width: float, left: float, right: float) -> float:
        return right - u - width if self.kind == "fold-v" else left + u

    def _spots(self, reach: float, bleed: float, inner: float):
        """Where a band could go: beside the bands of each shelf (u, top, height allowed, shelf),
        then on a new shelf below (height None: down to the frame's bottom)."""
        left, right, bottom, top_limit = self.limits(reach, inner)
        spots = []
        for shelf in self.shelves:
            last = max(shelf.bands, key=lambda b: b.u + b.width)
            u = last.u + last.width + _gap(last.reach, last.bleed, reach, bleed)
            height = shelf.height if shelf is not self.shelves[-1] or len(shelf.bands) > 1 else shelf.height
            spots.append((u, shelf.top, height, shelf))
        if self.shelves:
            prev = self.shelves[-1]
            gap = max(_gap(b.reach, b.bleed, reach, bleed) for b in prev.bands)
            top = min(top_limit, prev.bottom - gap)
        else:
            top = top_limit
        spots.append((0.0, top, top - bottom, None))
        return spots, right - left

    def _grids(self, run: "Run", turned: bool) -> list[Band]:
        w, h = (run.h, run.w) if turned else (run.w, run.h)
        reach = mark_space(run.bleed)
        spots, span = self._spots(reach, run.bleed, fold_gap(run.bleed))
        out = []
        for u, top, height, shelf in spots:
            cols = math.floor((span - u + run.gap + 1e-9) / (w + run.gap))
            rows = math.floor((height + run.gap + 1e-9) / (h + run.gap))
            if cols > 0 and rows > 0:
                out.append(Band(shelf or Shelf(top), w, h, turned, cols, rows, run.gap, run.bleed, reach, u))
        return out

    def _options(self, run: "Run") -> list[Band]:
        turns = (False, True) if run.turn and abs(run.w - run.h) > 1e-9 else (False,)
        return [b for t in turns for b in self._grids(run, t)]

    def capacity(self, run: "Run") -> int:
        return max((b.cols * b.max_rows for b in self._options(run)), default=0)

    def add_band(self, run: "Run", want: int) -> Band | None:
        """A new band for ``run``, beside others on a shelf or on a new shelf: where it places most
        of the ``want`` items still to come (the first such spot), or None when none fits."""
        options = self._options(run)
        if not self.shelves and not self.reserve:   # the sheet label goes between its cut lines
            options = [b for b in options if _label_fits(self, b)]
        if not options:
            return None
        band = max(options, key=lambda b: (min(b.cols * b.max_rows, want), b.cols * b.max_rows, not b.turned))
        self._append(band)
        return band

    def add_block(self, piece: int, block: "Block") -> bool:
        spots, span = self._spots(BLOCK_REACH, 0.0, BLOCK_REACH)
        for u, top, height, shelf in spots:
            if block.w <= span - u + 1e-9 and block.h <= height + 1e-9:
                band = Band(shelf or Shelf(top), block.w, block.h, False, 1, 1, 0.0, 0.0, BLOCK_REACH, u)
                band.block = (piece, block.w, block.h)
                self._append(band)
                return True
        return False

    def _append(self, band: Band) -> None:
        shelf = band.shelf
        if shelf not in self.shelves:
            if self.shelves:
                self.shelves[-1].freeze()
            self.shelves.append(shelf)
        else:
            shelf.freeze()
        shelf.bands.append(band)
        band.frame = self
        left, right, _, _ = self.limits(band.reach, fold_gap(band.bleed) if band.block is None else BLOCK_REACH)
        band.x0 = self._x(band.u, band.width, left, right)

    def sheet(self, pieces) -> "Sheet":
        from generator.layout.sheets import Item, PlacedBlock, Sheet

        self._centre()
        items, blocks, front_marks, back_marks = [], [], [], []
        flip = self.flip
        for band in self.bands:
            if band.block is not None:
                piece, w, h = band.block
                blocks.append(PlacedBlock(piece, Rect(band.x0, band.top - h, w, h)))
                continue
            fronts, backs = [], []
            for piece, item, slot in band.entries:
                run = pieces[piece]
                trim = band.trim(slot)
                front = Slot(len(items), trim, place(run.w, run.h, trim, band.turned))
                back = back_slot(front, run.w, run.h, flip, (0.0, 0.0)) if run.backs else None
                items.append(Item(piece, item, front, back))
                fronts.append(trim)
                if back is not None:
                    backs.append(back.trim)
            front_marks.extend(crop_marks(fronts, band.bleed))
            back_marks.extend(crop_marks(backs, band.bleed))
        items.sort(key=lambda i: (i.piece, i.index))   # a run's items in order, wherever they sit
        front_label = self._label()
        back_label = front_label if self.kind != "page" else _moved(front_label, flip)
        return Sheet(self.paper, tuple(items), tuple(blocks), tuple(front_marks), tuple(back_marks),
                     front_label, back_label, self._fold())

    def _centre(self) -> None:
        """Centre each shelf across the frame (not on a vertical fold: the fronts stay at the fold)."""
        if self.kind == "fold-v":
            return
        for shelf in self.shelves:
            lo = min(b.x0 - b.reach for b in shelf.bands)
            hi = max(b.x0 + b.width + b.reach for b in shelf.bands)
            room_lo, room_hi = self.paper.x + self.edge, self.paper.right - self.edge
            dx = (room_lo + room_hi) / 2 - (lo + hi) / 2
            for band in shelf.bands:
                band.x0 += dx

    def _label(self) -> Rect:
        p, e = self.paper, self.edge
        strip = Rect(e + 2, p.h - e - LABEL_HEIGHT, p.w - 2 * e - 4, LABEL_HEIGHT)
        bands = self.bands
        if self.reserve or not bands or bands[0].block is not None:
            return strip
        first = bands[0]
        trims = [first.trim(s) for s in range(min(first.cols, first._next or first.cols))]
        box = label_box(trims, first.bleed, p, e)
        if box is None or any(box.overlaps(b.trim(0)) for b in self.shelves[0].bands[1:] if b.block is None):
            return strip
        return box

    def _fold(self) -> Segment | None:
        p, e = self.paper, self.edge
        if self.kind == "fold-v":
            return Segment(p.w / 2, e, p.w / 2, p.h - e)
        if self.kind == "fold-h":
            return Segment(e, p.h / 2, p.w - e, p.h / 2)
        return None


def _moved(r: Rect, flip: Affine) -> Rect:
    return translate(r.x, r.y).then(flip).map_rect(r.w, r.h)


def open_frame(paper: Rect, mode: str, offset, edge: float, piece: "Piece", backs: bool) -> Frame | None:
    """A fresh frame for ``piece``: on a gutterfold page with backs, the fold that holds more of
    it; a label band at the top only when the sheet label cannot sit between two cut lines."""
    from generator.layout.sheets import Block

    kinds = ("fold-v", "fold-h") if mode == "gutterfold" and backs else ("page",)
    offset = offset if mode != "gutterfold" else (0.0, 0.0)
    best: tuple[int, Frame] | None = None
    for kind in kinds:
        for reserve in (0.0, LABEL_RESERVE):
            frame = Frame(paper, mode, offset, edge, kind, backs or mode != "gutterfold", reserve)
            if isinstance(piece, Block):
                room = 1 if _fits_block(frame, piece) else 0
                needs_band = True
            else:
                room = frame.capacity(piece)
                needs_band = room > 0 and not any(_label_fits(frame, b) for b in frame._options(piece)
                                                  if b.cols * b.max_rows == room)
            if room and (reserve or not needs_band):
                if best is None or room > best[0]:
                    best = (room, frame)
                break
    return best[1] if best else None


def _fits_block(frame: Frame, block: "Block") -> bool:
    left, right, bottom, top = frame.limits(BLOCK_REACH, BLOCK_REACH)
    return block.w <= right - left + 1e-9 and block.h <= top - bottom + 1e-9


def _label_fits(frame: Frame, band: Band) -> bool:
    """Whether a sheet label fits between the cut lines above ``band`` as the frame's first band."""
    left, right, _, _ = frame.limits(band.reach, fold_gap(band.bleed))
    x0 = frame._x(band.u, band.width, left, right)
    if frame.kind != "fold-v":
        x0 = (frame.paper.w - band.width) / 2     # where it ends up, centred
    trims = [Rect(x0 + c * (band.w + band.gap), band.top - band.h, band.w, band.h) for c in range(band.cols)]
    return label_box(trims, band.bleed, frame.paper, frame.edge) is not None
