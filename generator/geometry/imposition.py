"""Imposition: where cards (or counters) go on a sheet, where their backs go, and the crop marks.

``impose`` is a pure function of the item size, the paper, the duplex mode, bleed and the back
offset. It tries the item upright and turned a quarter, and for gutterfold a vertical and a
horizontal fold, and keeps whichever fits the most items. Fronts are numbered left to right, top to
bottom; ``backs[i]`` is where the back of ``fronts[i]`` goes.

A back's placement is the front's placement followed by the sheet's flip, preceded by the card's
own flip about its vertical axis, so each back lands behind its front and reads upright when the
card is turned over sideways: long edge mirrors the columns, short edge mirrors the rows and turns
each back 180 degrees, and a quarter-turned card swaps the two.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from generator.geometry.plane import (
    Affine, Rect, Segment, bounding_box, mirror_x, mirror_y, place, translate,
)
from generator.geometry.units import MARK_LENGTH, UNPRINTABLE, mark_offset, mark_space
from generator.settings_file import Duplex

MODES = tuple(Duplex)
LABEL_HEIGHT = 4.0     # a sheet label's band in the top margin
LABEL_MIN_WIDTH = 30.0  # narrower gaps between cut lines cannot hold a sheet label
LABEL_SIDE = 3.0       # a label between two cut lines keeps this clear of their marks


@dataclass(frozen=True, slots=True)
class Slot:
    """One place on a sheet: its trim box on the page and the item-to-page transform."""

    index: int
    trim: Rect
    placement: Affine

    @property
    def rotation(self) -> int:
        return self.placement.rotation()


@dataclass(frozen=True)
class Imposition:
    paper: Rect
    item_w: float
    item_h: float
    mode: str
    bleed: float
    fronts: tuple[Slot, ...]
    backs: tuple[Slot, ...]
    front_marks: tuple[Segment, ...]
    back_marks: tuple[Segment, ...]
    front_label: Rect
    back_label: Rect
    fold: Segment | None = None

    @property
    def per_sheet(self) -> int:
        return len(self.fronts)

    def sheets(self, count: int) -> int:
        return math.ceil(count / self.per_sheet) if count else 0


@dataclass(frozen=True)
class _Grid:
    cols: int
    rows: int
    turned: bool
    region: Rect

    @property
    def count(self) -> int:
        return self.cols * self.rows


def _fit(item_w, item_h, region: Rect, gap: float, space: float, turned: bool) -> _Grid:
    w, h = (item_h, item_w) if turned else (item_w, item_h)
    usable_w, usable_h = region.w - 2 * space, region.h - 2 * space
    cols = max(0, math.floor((usable_w + gap + 1e-9) / (w + gap)))
    rows = max(0, math.floor((usable_h + gap + 1e-9) / (h + gap)))
    return _Grid(cols, rows, turned, region)


def _best_grid(item_w, item_h, region: Rect, gap: float, space: float, allow_turn: bool) -> _Grid:
    grids = [_fit(item_w, item_h, region, gap, space, False)]
    if allow_turn and abs(item_w - item_h) > 1e-9:
        grids.append(_fit(item_w, item_h, region, gap, space, True))
    return max(grids, key=lambda g: g.count)  # max keeps the first (upright) on a tie


def _slots(item_w, item_h, grid: _Grid, gap: float) -> tuple[Slot, ...]:
    w, h = (item_h, item_w) if grid.turned else (item_w, item_h)
    block_w = grid.cols * w + (grid.cols - 1) * gap
    block_h = grid.rows * h + (grid.rows - 1) * gap
    cx, cy = grid.region.centre
    x0, top = cx - block_w / 2, cy + block_h / 2
    slots: list[Slot] = []
    for row in range(grid.rows):
        for col in range(grid.cols):
            trim = Rect(x0 + col * (w + gap), top - (row + 1) * h - row * gap, w, h)
            slots.append(Slot(len(slots), trim, place(item_w, item_h, trim, grid.turned)))
    return tuple(slots)


def crop_marks(trims, bleed: float) -> tuple[Segment, ...]:
    """Marks at every cut line on all four sides of the block, outside the block and its bleed."""
    return _crop_marks(tuple(trims), bleed)


@lru_cache(maxsize=4096)
def _crop_marks(trims: tuple[Rect, ...], bleed: float) -> tuple[Segment, ...]:
    """Remembered: a big deck's sheets repeat a few blocks of trims thousands of times."""
    if not trims:
        return ()
    block = bounding_box(trims)
    off, end = mark_offset(bleed), mark_offset(bleed) + MARK_LENGTH
    xs = sorted({round(v, 4) for t in trims for v in (t.x, t.right)})
    ys = sorted({round(v, 4) for t in trims for v in (t.y, t.top)})
    marks = []
    for x in xs:
        marks.append(Segment(x, block.top + off, x, block.top + end))
        marks.append(Segment(x, block.y - end, x, block.y - off))
    for y in ys:
        marks.append(Segment(block.x - end, y, block.x - off, y))
        marks.append(Segment(block.right + off, y, block.right + end, y))
    return tuple(marks)


def label_box(trims, bleed: float, paper: Rect, edge: float = UNPRINTABLE) -> Rect | None:
    """The widest room in the top margin between two cut lines, for a sheet's label."""
    block = bounding_box(trims)
    xs = sorted({round(v, 4) for t in trims for v in (t.x, t.right)})
    gaps = [(b - a, a) for a, b in pairwise(xs)]
    width, left = max(gaps)
    bottom = block.top + bleed + 0.8
    height = paper.top - edge - bottom
    if width < LABEL_MIN_WIDTH or height < LABEL_HEIGHT - 1e-9:
        return None
    return Rect(left + LABEL_SIDE, bottom, width - 2 * LABEL_SIDE, height)


def back_slot(slot: Slot, item_w: float, item_h: float, flip: Affine, offset: tuple[float, float]) -> Slot:
    """The back of ``slot``: the card turned over sideways, then the sheet's flip, then the offset."""
    placement, trim = _back_placement(slot.placement, item_w, item_h, flip, offset)
    return Slot(slot.index, trim, placement)


@lru_cache(maxsize=4096)
def _back_placement(front: Affine, item_w: float, item_h: float, flip: Affine,
                    offset: tuple[float, float]) -> tuple[Affine, Rect]:
    """The back's transform and trim box (remembered: sheets repeat the same slots)."""
    card_flip = mirror_x(item_w / 2)
    placement = card_flip.then(front).then(flip).then(translate(*offset)).rounded(6)
    return placement, placement.map_rect(item_w, item_h)


def sheet_flip(mode: str, paper: Rect) -> Affine:
    if mode == "short-edge":
        return mirror_y(paper.h / 2)
    return mirror_x(paper.w / 2)  # long edge; simplex backs are laid out for gluing the same way


def impose(item_w: float, item_h: float, paper_w: float, paper_h: float, *, mode: str = "long-edge",
           bleed: float = 0.0, gap: float | None = None, offset: tuple[float, float] = (0.0, 0.0),
           allow_turn: bool = True, edge: float = UNPRINTABLE) -> Imposition:
    """Lay out as many items as fit on one sheet, their backs, crop marks and label boxes."""
    if mode not in MODES:
        raise ValueError(f"unknown duplex mode '{mode}'; modes: {', '.join(MODES)}")
    gap = 2 * bleed if gap is None else gap
    paper = Rect(0.0, 0.0, paper_w, paper_h)
    if mode == "gutterfold":
        return _gutterfold(item_w, item_h, paper, bleed, gap, allow_turn, edge)
    return _duplex(item_w, item_h, paper, mode, bleed, gap, offset, allow_turn, edge)


def _duplex(item_w, item_h, paper, mode, bleed, gap, offset, allow_turn, edge) -> Imposition:
    region = paper.inset(edge)
    space = mark_space(bleed)
    grid = _best_grid(item_w, item_h, region, gap, space, allow_turn)
    _require(grid, item_w, item_h, paper)
    fronts = _slots(item_w, item_h, grid, gap)
    label = label_box([s.trim for s in fronts], bleed, paper, edge)
    if label is None:  # no room between the cut lines: give the label its own band
        region = Rect(region.x, region.y, region.w, region.h - LABEL_HEIGHT)
        grid = _best_grid(item_w, item_h, region, gap, space, allow_turn)
        _require(grid, item_w, item_h, paper)
        fronts = _slots(item_w, item_h, grid, gap)
        label = _band_label(fronts, paper, edge)
    flip = sheet_flip(mode, paper)
    backs = tuple(back_slot(s, item_w, item_h, flip, offset) for s in fronts)
    back_label = label_box([s.trim for s in backs], bleed, paper, edge) or _band_label(backs, paper, edge)
    return Imposition(paper, item_w, item_h, mode, bleed, fronts, backs,
                      crop_marks([s.trim for s in fronts], bleed),
                      crop_marks([s.trim for s in backs], bleed), label, back_label)


def _band_label(slots, paper: Rect, edge: float) -> Rect:
    return Rect(paper.x + edge + 2, paper.top - edge - LABEL_HEIGHT, paper.w - 2 * edge - 4, LABEL_HEIGHT)


def _require(grid: _Grid, item_w, item_h, paper: Rect) -> None:
    if grid.count == 0:
        raise ValueError(f"a {item_w:g} x {item_h:g} mm item does not fit on a "
                         f"{paper.w:g} x {paper.h:g} mm sheet with its margins and crop marks")


def fold_gap(bleed: float) -> float:
    """How far a gutterfold's items stay from the fold: the crop marks on the fold side of the
    fronts and those of the mirrored backs then fall on the same lines, across the fold."""
    return mark_offset(bleed) + MARK_LENGTH / 2


def _gutterfold(item_w, item_h, paper, bleed, gap, allow_turn, edge) -> Imposition:
    """Fronts on one half, backs mirrored across the fold on the other; the fold with most slots wins.

    The fronts sit ``fold_gap`` from the fold, so no room goes to a second set of marks there; a
    sheet label sits between two cut lines above the block, or in a band of its own."""
    options = []
    for reserve in (0.0, LABEL_HEIGHT):
        for vertical in (True, False):
            grid, fronts = _fold_grid(item_w, item_h, paper, bleed, gap, allow_turn, edge, vertical, reserve)
            if grid.count == 0:
                continue
            label = (label_box([s.trim for s in fronts], bleed, paper, edge) if not reserve
                     else _band_label(fronts, paper, edge))
            if label is not None:
                options.append((grid.count, -reserve, vertical, fronts, label))
    if not options:
        _require(_Grid(0, 0, False, paper), item_w, item_h, paper)
    _, _, vertical, fronts, label = max(options, key=lambda o: (o[0], o[1], o[2]))
    if vertical:
        flip, fold = mirror_x(paper.w / 2), Segment(paper.w / 2, edge, paper.w / 2, paper.h - edge)
    else:
        flip, fold = mirror_y(paper.h / 2), Segment(edge, paper.h / 2, paper.w - edge, paper.h / 2)
    backs = tuple(back_slot(s, item_w, item_h, flip, (0.0, 0.0)) for s in fronts)
    return Imposition(paper, item_w, item_h, "gutterfold", bleed, fronts, backs,
                      crop_marks([s.trim for s in fronts], bleed),
                      crop_marks([s.trim for s in backs], bleed), label, label, fold)


def _fold_grid(item_w, item_h, paper, bleed, gap, allow_turn, edge, vertical: bool, reserve: float):
    """The fronts' grid for one fold: flush with the fold at ``fold_gap``, marks on the outer sides."""
    space, inner = mark_space(bleed), fold_gap(bleed)
    top = paper.top - edge - reserve
    if vertical:   # fronts on the left half, the block's right edge at the fold gap
        region = Rect(edge + space, edge + space, paper.w / 2 - inner - edge - space, top - edge - 2 * space)
    else:          # fronts on the top half, the block's lower edge at the fold gap
        region = Rect(edge + space, paper.h / 2 + inner, paper.w - 2 * (edge + space),
                      top - space - paper.h / 2 - inner)
    grid = _best_grid(item_w, item_h, region, gap, 0.0, allow_turn)
    if grid.count == 0:
        return grid, ()
    slots = _slots(item_w, item_h, grid, gap)
    block = bounding_box([s.trim for s in slots])
    dx = region.right - block.right if vertical else 0.0
    dy = region.y - block.y if not vertical else 0.0
    return grid, tuple(Slot(s.index, Rect(s.trim.x + dx, s.trim.y + dy, s.trim.w, s.trim.h),
                            s.placement.then(translate(dx, dy))) for s in slots)
