"""One sheet being filled: the room its bands may use, the shelves of bands placed so far
(``shelves``), and the finished sheet.

A frame is a whole page, or the front half of a gutterfold page (left of a vertical fold, above a
horizontal one). A band goes where it fits tightest; a band with nothing below it may still grow
by rows. Shelves are centred across the page when the sheet is done, except on a vertical fold,
where they stay flush with the fold so the fronts' crop marks there fall on the mirrored backs'.
Trims keep their crop marks' reach from the frame's edges.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from generator.geometry.plane import Affine, Rect, Segment, mirror_x, mirror_y, place, translate
from generator.geometry.imposition import (
    LABEL_HEIGHT, Slot, back_slot, crop_marks, fold_gap, label_box, sheet_flip,
)
from generator.geometry.free_rects import free_spots
from generator.geometry.packed import Block, Item, PlacedBlock, Piece, Run, Sheet
from generator.geometry.shelves import Band, Column, Shelf, Spot, spots
from generator.geometry.units import mark_space

Sets = tuple[tuple[int, bool], ...]   # runs of items to come: (count, starts on a fresh row)

BLOCK_REACH = 3.0    # room kept around a block: it has its own outline and no crop marks
LABEL_RESERVE = LABEL_HEIGHT + 0.5


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
    free: bool = False   # bands go into free rectangles (a shelf each), not only in shelves
    shelves: list[Shelf] = field(default_factory=list)
    settled: int = 0     # how often the bands were frozen (they may leave more room after)
    full: set = field(default_factory=set)   # (geometry, bands, settled) of runs that found no room
    listed: list[Band] | None = None   # ``bands`` as last worked out (None once a band is added)

    @property
    def bands(self) -> list[Band]:
        """Every band, shelf by shelf and column by column (not to be changed by the caller)."""
        if self.listed is None:
            self.listed = [b for s in self.shelves for b in s.bands]
        return self.listed

    def has_backs(self, pieces) -> bool:
        """Whether the sheet it makes has backs: an item of a run with backs on it."""
        return any(pieces[piece].backs for band in self.bands if band.block is None for piece, _, _ in band.entries)

    @property
    def flip(self) -> Affine:
        if self.kind == "fold-v":
            return mirror_x(self.paper.w / 2)
        if self.kind == "fold-h":
            return mirror_y(self.paper.h / 2)
        return sheet_flip(self.mode, self.paper).then(translate(*self.offset))

    def limits(self, reach: float, inner: float) -> tuple[float, float, float, float]:
        """(near, far, bottom, top) that trims stay within, for marks reaching ``reach``: ``v``
        runs from the left edge, or from the fold on a vertical fold."""
        p, e = self.paper, self.edge
        near, far, bottom, top = e + reach, p.w - e - reach, e + reach, p.h - e - reach - self.reserve
        if self.kind == "fold-v":
            near = p.w / 2 + inner
        elif self.kind == "fold-h":
            bottom = p.h / 2 + inner
        return near, far, bottom, top

    def _spots(self, reach: float, bleed: float, inner: float) -> list[Spot]:
        if self.free:
            return free_spots(self.bands, reach, bleed, *self.limits(reach, inner))
        return spots(self.shelves, reach, bleed, *self.limits(reach, inner))

    def _grids(self, run: Run, turned: bool, places: list[Spot]) -> list[tuple[Band, Spot]]:
        w, h = (run.h, run.w) if turned else (run.w, run.h)
        reach = mark_space(run.bleed)
        out = []
        for spot in places:
            cols = math.floor((spot.max_w + run.gap + 1e-9) / (w + run.gap))
            rows = math.floor((spot.max_h + run.gap + 1e-9) / (h + run.gap))
            if cols > 0 and rows > 0:
                out.append((Band(w, h, turned, cols, rows, run.gap, run.bleed, reach, spot.v, spot.top), spot))
        return out

    def _options(self, run: Run) -> list[tuple[Band, Spot]]:
        """Every band ``run`` may start here, upright and turned. A frame where none fits stays
        so until a band is added or the bands settle (``full``), so it is not searched again."""
        key = (run.geometry, len(self.bands), self.settled)
        if key in self.full:
            return []
        turns = (False, True) if run.turn and abs(run.w - run.h) > 1e-9 else (False,)
        places = self._spots(mark_space(run.bleed), run.bleed, fold_gap(run.bleed))
        options = [o for t in turns for o in self._grids(run, t, places)]
        if not options:
            self.full.add(key)
        return options

    def capacity(self, run: Run) -> int:
        return max((b.cols * b.max_rows for b, _ in self._options(run)), default=0)

    def add_band(self, run: Run, want: int, sets: Sets = ()) -> Band | None:
        """A new band for ``run`` where it fits best: the tightest place that holds all ``want``
        items still to come, else the place that holds most; None when none fits. In free
        rectangles, given the ``sets`` still to come, a band takes only as many columns as hold
        most of them (a set on a fresh row leaves the rest of a wide row empty)."""
        options = self._options(run)
        held = {id(b): b.cols * b.max_rows for b, _ in options}
        if self.free and sets:
            for band, _ in options:
                held[id(band)] = _narrowed(band, sets)
        if not self.shelves and not self.reserve:   # the sheet label goes between its cut lines
            options = [o for o in options if _label_fits(self, o[0])]
        if not options:
            return None
        whole = [o for o in options if held[id(o[0])] >= want]
        if whole:
            band, spot = min(whole, key=lambda o: (o[1].max_w * o[1].max_h, o[0].turned))
        else:
            band, spot = max(options, key=lambda o: (held[id(o[0])], not o[0].turned))
        self._append(band, spot)
        return band

    def add_block(self, piece: int, block: Block) -> bool:
        key = ("block", block.w, block.h, len(self.bands), self.settled)
        if key in self.full:
            return False
        fitting = [s for s in self._spots(BLOCK_REACH, 0.0, BLOCK_REACH)
                   if block.w <= s.max_w + 1e-9 and block.h <= s.max_h + 1e-9]
        if not fitting:
            self.full.add(key)
            return False
        spot = min(fitting, key=lambda s: s.max_w * s.max_h)
        band = Band(block.w, block.h, False, 1, 1, 0.0, 0.0, BLOCK_REACH, spot.v, spot.top)
        band.block = (piece, block.w, block.h)
        self._append(band, spot)
        return True

    def _append(self, band: Band, spot: Spot) -> None:
        band.frame_id = id(self)
        self.listed = None
        if self.free:
            self.shelves.append(Shelf(band.top, [Column([band])]))
        elif spot.shelf is None:
            if self.shelves:
                self.shelves[-1].freeze()
            self.shelves.append(Shelf(band.top, [Column([band])]))
        elif spot.column is None:
            spot.shelf.columns.append(Column([band]))
        else:
            spot.column.bands[-1].freeze()
            spot.column.bands.append(band)

    def items(self) -> list[tuple[int, int]]:
        """(piece, item) of every item placed, in the order its sheet lists them."""
        return sorted((piece, item) for band in self.bands if band.block is None for piece, item, _ in band.entries)

    def pieces(self, items: list[tuple[int, int]] | None = None) -> list[int]:
        """The pieces placed, as its sheet lists them (``Sheet.pieces``): runs by their items
        (``items()``, unless given), then the blocks."""
        blocks = [band.block[0] for band in self.bands if band.block is not None]
        return list(dict.fromkeys([piece for piece, _ in (self.items() if items is None else items)] + blocks))

    def sheet(self, pieces) -> Sheet:

        self._centre()
        items: list[Item] = []
        blocks: list[PlacedBlock] = []
        front_marks: list[Segment] = []
        back_marks: list[Segment] = []
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
        """Set each band's left trim: shelves centred across the page, or on a vertical fold
        flush with the fold (``v`` then runs leftwards from it). Bands in free rectangles move
        together, so they keep clear of one another."""
        for shelf in ([Shelf(0.0, [Column(self.bands)])] if self.free and self.kind != "fold-v" else self.shelves):
            if self.kind == "fold-v":
                for band in shelf.bands:
                    band.x0 = self.paper.w - band.v0 - band.width
                continue
            lo = min(b.v0 - b.reach for b in shelf.bands)
            hi = max(b.far + b.reach for b in shelf.bands)
            dx = (self.paper.x + self.paper.right) / 2 - (lo + hi) / 2
            for band in shelf.bands:
                band.x0 = band.v0 + dx

    def _label(self) -> Rect:
        p, e = self.paper, self.edge
        strip = Rect(e + 2, p.h - e - LABEL_HEIGHT, p.w - 2 * e - 4, LABEL_HEIGHT)
        bands = self.bands
        if self.reserve or not bands or bands[0].block is not None:
            return strip
        first = bands[0]
        trims = [first.trim(s) for s in range(min(first.cols, first._next or first.cols))]
        box = label_box(trims, first.bleed, p, e)
        return strip if box is None else box

    def _fold(self) -> Segment | None:
        p, e = self.paper, self.edge
        if self.kind == "fold-v":
            return Segment(p.w / 2, e, p.w / 2, p.h - e)
        if self.kind == "fold-h":
            return Segment(e, p.h / 2, p.w - e, p.h / 2)
        return None


def _narrowed(band: Band, sets: Sets) -> int:
    """Narrow ``band`` to the fewest columns that hold the most items of ``sets`` (each set a
    count of items and whether it starts on a fresh row); the number of items it holds."""
    best = (0, band.cols)
    for cols in range(1, band.cols + 1):
        held = _held(sets, cols, band.max_rows)
        if held > best[0]:
            best = (held, cols)
    band.cols = best[1]
    return best[0]


def _held(sets: Sets, cols: int, rows: int) -> int:
    """How many items of ``sets`` a grid of ``cols`` x ``rows`` takes, in order."""
    slot = held = 0
    for count, fresh in sets:
        if fresh and slot % cols:
            slot += cols - slot % cols
        take = min(count, cols * rows - slot)
        if take <= 0:
            break
        slot += take
        held += take
        if take < count:
            break
    return held


def _moved(r: Rect, flip: Affine) -> Rect:
    return translate(r.x, r.y).then(flip).map_rect(r.w, r.h)


def open_frame(paper: Rect, mode: str, offset, edge: float, piece: Piece, backs: bool,
               free: bool = False) -> Frame | None:
    """A fresh frame for ``piece``: on a gutterfold page with backs, the fold that holds more of
    it; a label band at the top only when the sheet label cannot sit between two cut lines."""

    kinds = ("fold-v", "fold-h") if mode == "gutterfold" and backs else ("page",)
    offset = offset if mode != "gutterfold" else (0.0, 0.0)
    best: tuple[int, Frame] | None = None
    for kind in kinds:
        for reserve in (0.0, LABEL_RESERVE):
            frame = Frame(paper, mode, offset, edge, kind, backs or mode != "gutterfold", reserve, free=free)
            if isinstance(piece, Block):
                room = 1 if _fits_block(frame, piece) else 0
                needs_band = True
            else:
                room = frame.capacity(piece)
                needs_band = room > 0 and not any(_label_fits(frame, b) for b, _ in frame._options(piece)
                                                  if b.cols * b.max_rows == room)
            if room and (reserve or not needs_band):
                if best is None or room > best[0]:
                    best = (room, frame)
                break
    return best[1] if best else None


def _fits_block(frame: Frame, block: Block) -> bool:
    left, right, bottom, top = frame.limits(BLOCK_REACH, BLOCK_REACH)
    return block.w <= right - left + 1e-9 and block.h <= top - bottom + 1e-9


def _label_fits(frame: Frame, band: Band) -> bool:
    """Whether a sheet label fits between the cut lines above ``band`` as the frame's first band."""
    x0 = frame.paper.w - band.v0 - band.width if frame.kind == "fold-v" else (frame.paper.w - band.width) / 2
    trims = [Rect(x0 + c * (band.w + band.gap), band.top - band.h, band.w, band.h) for c in range(band.cols)]
    return label_box(trims, band.bleed, frame.paper, frame.edge) is not None
