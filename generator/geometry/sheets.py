"""Shared sheets: runs of same-size items (cards, counters, reference cards) and whole blocks
(track strips, boards that fit a page) packed together onto as few sheets as hold them.

A sheet is filled from the top with bands. A band is a grid of items of one size, upright or
turned a quarter, or a single block. Runs of the same geometry form one stream and follow one
another in the same grid; a run may start on a fresh row (a counter set) or on a sheet of its own
(blank cards to copy). Streams whose items have backs are packed first, so they open the sheets;
everything else first fills the room left on earlier sheets, then opens sheets of its own.

Between two bands there is room for both bands' crop marks, which stay clear of the other band's
items and bleed. A back lands behind its front exactly as in ``imposition``; on a gutterfold sheet
the items with backs take the front half, and sheets without backs use the whole page.
"""

from __future__ import annotations

import math
from dataclasses import replace
from collections.abc import Sequence

from generator.geometry.kept import LayoutStore, remembered
from generator.geometry.frames import Band, Frame, open_frame
from generator.geometry.plane import Rect
from generator.geometry.imposition import MODES
from generator.geometry.packed import Block, Piece, Run, Sheet
from generator.geometry.units import UNPRINTABLE


def pack(pieces: Sequence[Piece], paper_w: float, paper_h: float, mode: str = "long-edge",
         offset: tuple[float, float] = (0.0, 0.0), edge: float = UNPRINTABLE,
         layouts: LayoutStore | None = None) -> list[Sheet]:
    """Every item and block of ``pieces`` on sheets, in the order the sheets print. Each packer
    (bands in shelves, then also in free rectangles) packs the streams in each of the ORDERS, its
    last sheets packed afresh where that saves one; the packing taking the least paper is kept
    (the first of those on a tie). The search's choice is kept in ``layouts``, when given."""
    if mode not in MODES:
        raise ValueError(f"unknown duplex mode '{mode}'; modes: {', '.join(MODES)}")
    paper = Rect(0.0, 0.0, paper_w, paper_h)
    searched: list[list[Sheet]] = []
    memo: dict = {}   # the sheets fewest of each tail packed afresh takes: many packings end alike

    def search() -> list[list[float]]:
        best: tuple[int, bool, int, list[Sheet]] | None = None
        for free in PACKERS:
            for n, order in enumerate(ORDERS):
                sheets = _packed(pieces, paper, mode, offset, edge, free, order, memo)
                cost = paper_cost(sheets, mode)
                if best is None or cost < best[0]:
                    best = (cost, free, n, sheets)
        assert best is not None
        searched.append(best[3])
        return [[float(best[1]), float(best[2])]]

    choice = remembered(layouts, "packing", repr((list(pieces), paper_w, paper_h, mode, offset, edge)), search)
    if searched:
        return searched[0]
    if len(choice) != 1 or len(choice[0]) != 2 or choice[0][0] not in (0.0, 1.0) \
            or choice[0][1] not in range(len(ORDERS)):
        search()   # a damaged store: search again
        return searched[0]
    return _packed(pieces, paper, mode, offset, edge, bool(choice[0][0]), ORDERS[int(choice[0][1])], memo)


def _packed(pieces: Sequence[Piece], paper: Rect, mode: str, offset, edge: float, free: bool,
            order, memo: dict) -> list[Sheet]:
    """One packing: the streams in ``order``, the last two (else three) sheets packed afresh (in
    each of the REPACK_ORDERS) where that takes a sheet fewer: the leftovers of several streams
    often share a sheet. Only sheets without backs are repacked."""
    frames = _frames(pieces, _streams(pieces, order), paper, mode, offset, edge, free)
    for k in TAIL:
        merged = _repacked(pieces, frames[-k:], paper, mode, offset, edge, free, memo) if len(frames) >= k else None
        if merged is not None and len(merged) < k:
            return [f.sheet(pieces) for f in frames[:-k]] + merged
    return [f.sheet(pieces) for f in frames]


def paper_cost(sheets: Sequence[Sheet], mode: str) -> int:
    """Pieces of paper the sheets take: in simplex a sheet with backs prints its backs on a
    second piece of paper; in the other modes every sheet is one piece."""
    return len(sheets) + (sum(s.has_backs for s in sheets) if mode == "simplex" else 0)


def _repacked(pieces: Sequence[Piece], tail: list[Frame], paper: Rect, mode: str, offset,
              edge: float, free: bool, memo: dict) -> list[Sheet] | None:
    """What ``tail`` holds packed on fewer new sheets (None when a sheet of it has backs, or no
    order of packing it afresh saves a sheet)."""
    if any(f.has_backs(pieces) for f in tail):
        return None
    placed = [f.items() for f in tail]
    order: list[int] = list(dict.fromkeys(p for f, held in zip(tail, placed) for p in f.pieces(held)))
    items: dict[int, list[int]] = {p: [] for p in order}
    for held in placed:
        for p, index in held:
            items[p].append(index)
    for indices in items.values():
        indices.sort()
    sub: list[Piece] = []
    for p in order:
        piece = pieces[p]
        if isinstance(piece, Run):
            if piece.own_sheet:
                return None
            piece = replace(piece, count=len(items[p]), fresh_row=False)
        sub.append(piece)
    if _least_sheets(sub, paper, edge) >= len(tail):
        return None   # more than fewer sheets hold, however packed
    key = (tuple(sub), free)
    if key not in memo:
        memo[key] = _fewest(sub, paper, mode, offset, edge, free)
    fewest = memo[key]
    if len(fewest) >= len(tail):
        return None
    out = []
    for sheet in fewest:
        moved = tuple(replace(i, piece=order[i.piece], index=items[order[i.piece]][i.index]) for i in sheet.items)
        blocks = tuple(replace(b, piece=order[b.piece]) for b in sheet.blocks)
        out.append(replace(sheet, items=moved, blocks=blocks))
    return out


def _fewest(sub: list[Piece], paper: Rect, mode: str, offset, edge: float, free: bool) -> list[Sheet]:
    """``sub`` packed in each of the REPACK_ORDERS, the packing on the fewest sheets (the first of
    those); one on as few sheets as the items' area allows ends the search."""
    least = _least_sheets(sub, paper, edge)
    fewest: list[Frame] = []
    for n, order in enumerate(REPACK_ORDERS):
        frames = _frames(sub, _streams(sub, order), paper, mode, offset, edge, free)
        if n == 0 or len(frames) < len(fewest):
            fewest = frames
            if len(fewest) <= least:
                break
    return [f.sheet(sub) for f in fewest]


def _least_sheets(sub: Sequence[Piece], paper: Rect, edge: float) -> int:
    """The fewest sheets ``sub``'s area could take, however packed (each sheet's area within the
    unprintable edge)."""
    printable = (paper.w - 2 * edge) * (paper.h - 2 * edge)
    return max(1, math.ceil(sum(_area(piece) for piece in sub) / printable - 1e-9))


def _frames(pieces: Sequence[Piece], streams: list[list[int]], paper: Rect, mode: str, offset,
            edge: float, free: bool = False) -> list[Frame]:
    packer = _Packer(paper, mode, offset, edge, pieces, free)
    for stream in streams:
        if isinstance(pieces[stream[0]], Block):
            packer.place_block(stream[0])
        else:
            packer.place_stream(stream)
    return [f for f in packer.frames if f.bands]


def capacity(run: Run, paper_w: float, paper_h: float, mode: str = "long-edge",
             edge: float = UNPRINTABLE) -> int:
    """How many items of ``run`` one sheet of their own holds."""
    paper = Rect(0.0, 0.0, paper_w, paper_h)
    frame = open_frame(paper, mode, (0.0, 0.0), edge, run, backs=run.backs)
    return frame.capacity(run) if frame is not None else 0


def _streams(pieces: Sequence[Piece], order=None) -> list[list[int]]:
    """Runs grouped by geometry: those with backs first (in order of first appearance, or largest
    first by ``order``); then each block and the runs without backs, largest first by ``order``
    (default: the tallest), so that smaller pieces fill the room the larger ones leave."""
    with_backs: dict[tuple, list[int]] = {}
    others: dict[object, list[int]] = {}
    for i, piece in enumerate(pieces):
        if isinstance(piece, Block):
            others[("block", i)] = [i]
        elif piece.count > 0:
            (with_backs if piece.backs else others).setdefault(piece.geometry, []).append(i)
    first = list(with_backs.values())
    if order is not None:
        first.sort(key=lambda s: -order(pieces[s[0]]))
    streams = first + sorted(others.values(), key=lambda s: -(order or _height)(pieces[s[0]]))
    return [_own_sheets_last(pieces, s) for s in streams]


def _own_sheets_last(pieces: Sequence[Piece], stream: list[int]) -> list[int]:
    """A stream's runs in order, those wanting a sheet of their own after the others, so they do
    not break the grid the others share."""
    own = [i for i in stream if getattr(pieces[i], "own_sheet", False)]
    return [i for i in stream if i not in own] + own


def _height(piece: Piece) -> float:
    return piece.h if isinstance(piece, Block) else max(piece.w, piece.h) if piece.turn else piece.h


def _width(piece: Piece) -> float:
    return piece.w if isinstance(piece, Block) else max(piece.w, piece.h) if piece.turn else piece.w


def _area(piece: Piece) -> float:
    return piece.w * piece.h * (1 if isinstance(piece, Block) else piece.count)


def _short_side(piece: Piece) -> float:
    return piece.w if isinstance(piece, Block) else min(piece.w, piece.h)


def _blocks_first(piece: Piece) -> float:
    """Blocks (tallest first) before every run: the runs then fill round them."""
    return _height(piece) + (10_000.0 if isinstance(piece, Block) else 0.0)


ORDERS = (_height, _area, _width, _short_side, _blocks_first)   # the orders a packing is tried in
PACKERS = (False, True)             # bands in shelves only, then also in free rectangles
TAIL = (2, 3)                      # how many last sheets it tries to pack onto one fewer
REPACK_ORDERS = ORDERS              # the orders those sheets are packed afresh in


class _Packer:
    """The sheets opened so far and the band each stream is filling."""

    def __init__(self, paper: Rect, mode: str, offset, edge: float, pieces: Sequence[Piece], free: bool = False):
        self.paper, self.mode, self.offset, self.edge, self.free = paper, mode, offset, edge, free
        self.pieces = pieces
        self.frames: list[Frame] = []

    def _settle(self) -> None:
        """Freeze what earlier streams placed: a new stream fits round it as it stands. A frame
        whose bands this changes counts it (``settled``): they may leave more room than before,
        while one left as it was keeps what it knows has no room."""
        for frame in self.frames:
            changed = [band.freeze() for band in frame.bands]
            if any(changed):
                frame.settled += 1

    def place_stream(self, stream: list[int]) -> None:
        self._settle()
        band: Band | None = None
        left = sum(self._run(i).count for i in stream)
        for k, index in enumerate(stream):
            run = self._run(index)
            if run.own_sheet:
                band = None
            for item in range(run.count):
                fresh = item == 0 and run.fresh_row
                if band is None or not band.take(index, item, fresh):
                    start = self._sheet_of(band) if item else 0   # a run keeps going forward
                    sets = self._sets(stream, k, item) if self.free else ()
                    band = self._new_band(run, sum(n for n, _ in sets) if sets else left, start, sets)
                    if not band.take(index, item, False):
                        raise AssertionError("a new band holds at least one item")
                left -= 1
            if run.own_sheet:
                band = None

    def _sets(self, stream: list[int], k: int, item: int) -> tuple[tuple[int, bool], ...]:
        """The items a band opened for item ``item`` of the stream's run ``k`` may still take, as
        (count, on a fresh row) per run: the rest of that run and, but for a run wanting a sheet
        of its own, the runs after it up to the first that does."""
        run = self._run(stream[k])
        sets = [(run.count - item, False)]
        if not run.own_sheet:
            for index in stream[k + 1:]:
                nxt = self._run(index)
                if nxt.own_sheet:
                    break
                sets.append((nxt.count, nxt.fresh_row))
        return tuple(sets)

    def _run(self, index: int) -> Run:
        run = self.pieces[index]
        assert isinstance(run, Run)
        return run

    def place_block(self, index: int) -> None:
        self._settle()
        block = self.pieces[index]
        assert isinstance(block, Block)
        for frame in self._open_frames(False):
            if frame.add_block(index, block):
                return
        frame = self._open(block, False)
        if frame is None or not frame.add_block(index, block):
            raise ValueError(f"a {block.w:g} x {block.h:g} mm block does not fit on a "
                             f"{self.paper.w:g} x {self.paper.h:g} mm sheet with its margins")

    def _sheet_of(self, band: Band | None) -> int:
        return next((i for i, f in enumerate(self.frames) if id(f) == band.frame_id), 0) if band is not None else 0

    def _new_band(self, run: Run, want: int, start: int = 0, sets: tuple = ()) -> Band:
        """A band for ``run``: in the first sheet from ``start`` on with room (a stream never goes
        back to an earlier sheet), else on a new sheet (always a new, unshared one for a run that
        wants a sheet of its own)."""
        if not run.own_sheet:
            for frame in self._open_frames(run.backs, start):
                band = frame.add_band(run, want, sets)
                if band is not None:
                    return band
        frame = self._open(run, run.backs)
        band = frame.add_band(run, want, sets) if frame is not None else None
        if band is None or frame is None:
            raise ValueError(f"a {run.w:g} x {run.h:g} mm item does not fit on a "
                             f"{self.paper.w:g} x {self.paper.h:g} mm sheet with its margins and crop marks")
        frame.exclusive = run.own_sheet
        return band

    def _open_frames(self, backs: bool, start: int = 0):
        return [f for f in self.frames[start:] if not f.exclusive and (f.backs_ok or not backs)]

    def _open(self, piece: Piece, backs: bool) -> Frame | None:
        frame = open_frame(self.paper, self.mode, self.offset, self.edge, piece, backs, self.free)
        if frame is not None:
            self.frames.append(frame)
        return frame
