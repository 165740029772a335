"""One sheet being filled: the room its bands may use, the bands placed so far, the finished sheet.

A frame is a whole page, or the front half of a gutterfold page (left of a vertical fold, above a
horizontal one). Bands stack from the frame's top; the last band placed may still grow by rows
until another band is placed below it. Trims keep their crop marks' reach from the frame's edges,
and on the fold side the fold gap, where the marks of fronts and mirrored backs coincide.
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
    """A grid of one item size on a frame (or a single block, with ``block`` set)."""

    frame: "Frame"
    w: float            # an item's size as placed (turned already)
    h: float
    turned: bool
    cols: int
    max_rows: int
    gap: float
    bleed: float
    reach: float
    x0: float           # left trim
    top: float          # top trim
    entries: list[tuple[int, int, int]] = field(default_factory=list)   # (piece, item, slot)
    block: tuple[int, Rect] | None = None

    @property
    def rows(self) -> int:
        if self.block is not None:
            return 1
        return math.ceil(self._next / self.cols) if self.entries else 0

    @property
    def _next(self) -> int:
        return self.entries[-1][2] + 1 if self.entries else 0

    @property
    def bottom(self) -> float:
        return self.top - self.rows * self.h - max(0, self.rows - 1) * self.gap

    def take(self, piece: int, item: int, fresh_row: bool) -> bool:
        """Put one item in the next slot (on a new row when ``fresh_row``); False when full."""
        slot = self._next
        if fresh_row and slot % self.cols:
            slot += self.cols - slot % self.cols
        if self.block is not None or slot >= self.cols * self.max_rows:
            return False
        if self.frame.bands[-1] is not self and slot // self.cols >= self.rows:
            return False   # another band sits below: no new row
        self.entries.append((piece, item, slot))
        return True

    def trim(self, slot: int) -> Rect:
        row, col = divmod(slot, self.cols)
        return Rect(self.x0 + col * (self.w + self.gap), self.top - (row + 1) * self.h - row * self.gap,
                    self.w, self.h)


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
    bands: list[Band] = field(default_factory=list)

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

    def _top_for(self, bleed: float, reach: float, top_limit: float) -> float:
        if not self.bands:
            return top_limit
        last = self.bands[-1]
        return min(top_limit, last.bottom - max(last.reach + bleed, reach + last.bleed) - CLEAR)

    def _grid(self, run: "Run", turned: bool) -> Band | None:
        w, h = (run.h, run.w) if turned else (run.w, run.h)
        reach = mark_space(run.bleed)
        left, right, bottom, top_limit = self.limits(reach, fold_gap(run.bleed))
        top = self._top_for(run.bleed, reach, top_limit)
        cols = math.floor((right - left + run.gap + 1e-9) / (w + run.gap))
        rows = math.floor((top - bottom + run.gap + 1e-9) / (h + run.gap))
        if cols <= 0 or rows <= 0:
            return None
        width = cols * w + (cols - 1) * run.gap
        x0 = right - width if self.kind == "fold-v" else (left + right) / 2 - width / 2
        return Band(self, w, h, turned, cols, rows, run.gap, run.bleed, reach, x0, top)

    def _options(self, run: "Run") -> list[Band]:
        turns = (False, True) if run.turn and abs(run.w - run.h) > 1e-9 else (False,)
        return [b for b in (self._grid(run, t) for t in turns) if b is not None]

    def capacity(self, run: "Run") -> int:
        return max((b.cols * b.max_rows for b in self._options(run)), default=0)

    def add_band(self, run: "Run", want: int) -> Band | None:
        """A new band for ``run`` below the others (the orientation that places most of the
        ``want`` items still to come), or None when not even one row fits."""
        options = self._options(run)
        if not self.bands and not self.reserve:   # the sheet label goes between its cut lines
            options = [b for b in options if _label_fits(b)]
        if not options:
            return None
        band = max(options, key=lambda b: (min(b.cols * b.max_rows, want), b.cols * b.max_rows, not b.turned))
        self._append(band)
        return band

    def add_block(self, piece: int, block: "Block") -> bool:
        left, right, bottom, top_limit = self.limits(BLOCK_REACH, BLOCK_REACH)
        top = self._top_for(0.0, BLOCK_REACH, top_limit)
        if block.w > right - left + 1e-9 or block.h > top - bottom + 1e-9:
            return False
        x0 = right - block.w if self.kind == "fold-v" else (left + right) / 2 - block.w / 2
        band = Band(self, block.w, block.h, False, 1, 1, 0.0, 0.0, BLOCK_REACH, x0, top)
        band.block = (piece, Rect(x0, top - block.h, block.w, block.h))
        self._append(band)
        return True

    def _append(self, band: Band) -> None:
        if self.bands:
            last = self.bands[-1]
            last.max_rows = max(1, last.rows)
        self.bands.append(band)

    def sheet(self, pieces) -> "Sheet":
        from generator.layout.sheets import Item, PlacedBlock, Sheet

        items, blocks, front_marks, back_marks = [], [], [], []
        flip = self.flip
        for band in self.bands:
            if band.block is not None:
                blocks.append(PlacedBlock(*band.block))
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
        front_label = self._label()
        back_label = front_label if self.kind != "page" else _moved(front_label, flip)
        fold = self._fold()
        return Sheet(self.paper, tuple(items), tuple(blocks), tuple(front_marks), tuple(back_marks),
                     front_label, back_label, fold)

    def _label(self) -> Rect:
        p, e = self.paper, self.edge
        strip = Rect(e + 2, p.h - e - LABEL_HEIGHT, p.w - 2 * e - 4, LABEL_HEIGHT)
        if self.reserve or not self.bands or self.bands[0].block is not None:
            return strip
        first = self.bands[0]
        trims = [first.trim(s) for s in range(min(first.cols, first._next or first.cols))]
        return label_box(trims, first.bleed, p, e) or strip

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
                needs_band = room > 0 and _label_needs_band(frame, piece)
            if room and (reserve or not needs_band):
                if best is None or room > best[0]:
                    best = (room, frame)
                break
    return best[1] if best else None


def _fits_block(frame: Frame, block: "Block") -> bool:
    left, right, bottom, top = frame.limits(BLOCK_REACH, BLOCK_REACH)
    return block.w <= right - left + 1e-9 and block.h <= top - bottom + 1e-9


def _label_needs_band(frame: Frame, run: "Run") -> bool:
    """Whether the frame's first band for ``run`` leaves no room for a label between cut lines."""
    options = frame._options(run)
    band = max(options, key=lambda b: (b.cols * b.max_rows, not b.turned))
    return not _label_fits(band)


def _label_fits(band: Band) -> bool:
    trims = [band.trim(s) for s in range(band.cols)]
    return label_box(trims, band.bleed, band.frame.paper, band.frame.edge) is not None
