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
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from collections.abc import Sequence

from generator.layout import kept
from generator.layout.frames import Band, Frame, open_frame
from generator.layout.geometry import Rect, Segment
from generator.layout.imposition import MODES, Slot
from generator.layout.units import UNPRINTABLE


@dataclass(frozen=True)
class Run:
    """``count`` items of one size, placed one after another."""

    part: str
    w: float
    h: float
    count: int
    backs: bool = False       # each item has a back printed behind it
    bleed: float = 0.0
    gap: float = 0.0          # between neighbouring items (twice the bleed for cards with bleed)
    turn: bool = True         # may be turned a quarter
    fresh_row: bool = False   # starts at the beginning of a row
    own_sheet: bool = False   # starts a sheet of its own and shares it with nothing

    @cached_property
    def geometry(self) -> tuple:
        return (round(self.w, 4), round(self.h, 4), self.backs, self.bleed, self.gap, self.turn)


@dataclass(frozen=True)
class Block:
    """One piece drawn whole (with its own outline), ``w`` x ``h`` mm, never turned."""

    part: str
    w: float
    h: float


Piece = Run | Block


@dataclass(frozen=True)
class Item:
    piece: int         # index of its run among the pieces
    index: int         # the item's number within its run, from 0
    front: Slot
    back: Slot | None  # None for an item without a back


@dataclass(frozen=True)
class PlacedBlock:
    piece: int
    rect: Rect


@dataclass(frozen=True)
class Sheet:
    """One sheet of paper: what goes on its front (and its back), marks and the label boxes."""

    paper: Rect
    items: tuple[Item, ...]
    blocks: tuple[PlacedBlock, ...]
    front_marks: tuple[Segment, ...]
    back_marks: tuple[Segment, ...]
    front_label: Rect
    back_label: Rect
    fold: Segment | None = None

    @property
    def has_backs(self) -> bool:
        return any(i.back is not None for i in self.items)

    def pieces(self) -> list[int]:
        """Indices of the pieces on this sheet, in the order they were placed."""
        return list(dict.fromkeys([i.piece for i in self.items] + [b.piece for b in self.blocks]))


def pack(pieces: Sequence[Piece], paper_w: float, paper_h: float, mode: str = "long-edge",
         offset: tuple[float, float] = (0.0, 0.0), edge: float = UNPRINTABLE) -> list[Sheet]:
    """Every item and block of ``pieces`` on sheets, in the order the sheets print. The streams
    with backs are tried in their first order and in the ORDERS, and those taking the fewest
    sheets with backs kept; the pieces without backs are then tried in each of the ORDERS
    (tallest, largest, widest, widest short side first, and blocks before runs). The packing
    taking the least paper is kept (the first of those on a tie)."""
    if mode not in MODES:
        raise ValueError(f"unknown duplex mode '{mode}'; modes: {', '.join(MODES)}")
    paper = Rect(0.0, 0.0, paper_w, paper_h)
    searched: list[list[Sheet]] = []

    def search() -> list[list[float]]:
        free, streams, sheets = _search(pieces, paper, mode, offset, edge)
        searched.append(sheets)
        return [[float(free)], *(list[float](stream) for stream in streams)]

    # the search's choice (packer and streams) is kept between builds (a kit built again packs it once)
    choice = kept.remembered("packing", repr((list(pieces), paper_w, paper_h, mode, offset, edge)), search)
    if searched:
        return searched[0]
    if len(choice) < 2 or choice[0] not in ([0.0], [1.0]) or not _partition(choice[1:], len(pieces)):
        return _search(pieces, paper, mode, offset, edge)[2]   # a damaged store: search again
    free = bool(choice[0][0])
    head, tail = _candidate(pieces, [[int(i) for i in stream] for stream in choice[1:]],
                            paper, mode, offset, edge, free)
    return [f.sheet(pieces) for f in head] + _sheets(pieces, tail)


def _search(pieces: Sequence[Piece], paper: Rect, mode: str, offset,
            edge: float) -> tuple[bool, list[list[int]], list[Sheet]]:
    """The packer and streams of the packing taking the least paper, and its sheets (see ``pack``)."""
    best: tuple[int, bool, list[list[int]], list[Frame], list[Frame | Sheet]] | None = None
    for free in PACKERS:
        tried: list[list[list[int]]] = []
        resumed = _Resumed()
        for backs in _backs_orders(pieces, paper, mode, offset, edge, free, resumed):
            for order in ORDERS:
                streams = backs + _streams(pieces, order, backs=False)
                if streams not in tried:  # the same streams pack the same sheets (a deck with backs: every order)
                    tried.append(streams)
        resumed.want(tried)
        for streams in tried:
            head, tail = _candidate(pieces, streams, paper, mode, offset, edge, free, resumed)
            cost = len(head) + len(tail) + (
                sum(_has_backs(pieces, f) for f in head + tail) if mode == "simplex" else 0)
            if best is None or cost < best[0]:
                best = (cost, free, streams, head, tail)
    assert best is not None
    return best[1], best[2], [f.sheet(pieces) for f in best[3]] + _sheets(pieces, best[4])


def _candidate(pieces: Sequence[Piece], streams: list[list[int]], paper: Rect, mode: str, offset,
               edge: float, free: bool, resumed: _Resumed | None = None) -> tuple[list[Frame], list[Frame | Sheet]]:
    """One packing: its sheets, the first still as frames, and the last few packed afresh where
    that saves one (sheets where so, frames where not): frames are made into sheets only for the
    packing kept."""
    frames = _frames(pieces, streams, paper, mode, offset, edge, free, resumed)
    k = len(frames) - min(len(frames), max(TAIL, default=0))
    return frames[:k], _merged_tail(pieces, frames[k:], paper, mode, offset, edge, free)


def _sheets(pieces: Sequence[Piece], packed: Sequence[Frame | Sheet]) -> list[Sheet]:
    return [p if isinstance(p, Sheet) else p.sheet(pieces) for p in packed]


def _has_backs(pieces: Sequence[Piece], packed: Frame | Sheet) -> bool:
    return packed.has_backs if isinstance(packed, Sheet) else packed.has_backs(pieces)


def _partition(streams: list[list[float]], count: int) -> bool:
    """Whether ``streams`` name each of ``count`` pieces exactly once (as the search's choice does)."""
    found = [i for stream in streams for i in stream]
    return (all(stream for stream in streams) and all(isinstance(i, int) for i in found)
            and sorted(found) == list(range(count)))


def paper_cost(sheets: Sequence[Sheet], mode: str) -> int:
    """Pieces of paper the sheets take: in simplex a sheet with backs prints its backs on a
    second piece of paper; in the other modes every sheet is one piece."""
    return len(sheets) + (sum(s.has_backs for s in sheets) if mode == "simplex" else 0)


def _backs_orders(pieces: Sequence[Piece], paper: Rect, mode: str, offset, edge: float,
                  free: bool = False, resumed: _Resumed | None = None) -> list[list[list[int]]]:
    """The orders of the streams with backs that take the fewest sheets (each order once): first
    appearance, then each of the ORDERS."""
    candidates: list[list[list[int]]] = []
    for order in (None, *ORDERS):
        streams = _streams(pieces, order, rest=False)
        if streams not in candidates:
            candidates.append(streams)
    if len(candidates) == 1:
        return candidates
    if resumed is not None:   # the candidates go on from each of these
        resumed.want(candidates, whole=True)
    counts = [len(_frames(pieces, streams, paper, mode, offset, edge, free, resumed)) for streams in candidates]
    return [s for s, n in zip(candidates, counts) if n == min(counts)]


def _merged_tail(pieces: Sequence[Piece], sheets: list[Frame], paper: Rect, mode: str, offset,
                 edge: float, free: bool = False) -> list[Frame | Sheet]:
    """The last two (else three) sheets packed afresh (in each of the REPACK_ORDERS), kept when
    that takes a sheet fewer: the leftovers of several streams often share a sheet. Only sheets
    without backs are repacked."""
    for k in TAIL:
        merged = _repacked(pieces, sheets[-k:], paper, mode, offset, edge, free) if len(sheets) >= k else None
        if merged is not None and len(merged) < k:
            return [*sheets[:-k], *merged]
    return list(sheets)


def _repacked(pieces: Sequence[Piece], tail: list[Frame], paper: Rect, mode: str, offset,
              edge: float, free: bool = False) -> list[Sheet] | None:
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
    fewest = _fewest(tuple(sub), paper, mode, tuple(offset), edge, free, REPACK_ORDERS)
    if len(fewest) >= len(tail):
        return None
    out = []
    for sheet in fewest:
        moved = tuple(replace(i, piece=order[i.piece], index=items[order[i.piece]][i.index]) for i in sheet.items)
        blocks = tuple(replace(b, piece=order[b.piece]) for b in sheet.blocks)
        out.append(replace(sheet, items=moved, blocks=blocks))
    return out


@lru_cache(maxsize=512)
def _fewest(sub: tuple[Piece, ...], paper: Rect, mode: str, offset: tuple, edge: float, free: bool,
            orders: tuple) -> tuple[Sheet, ...]:
    """``sub`` packed in each of ``orders``, the packing on the fewest sheets (the first of those).
    Many packings tried end on the same last sheets, so this is worked out once for each. A
    packing on as few sheets as the items' area allows ends the search (no later one has fewer)."""
    tried = [_streams(sub, o) for o in orders]
    resumed = _Resumed()
    resumed.want(tried)
    least = _least_sheets(sub, paper, edge)
    fewest: list[Frame] | None = None
    for streams in tried:
        frames = _frames(sub, streams, paper, mode, offset, edge, free, resumed)
        if fewest is None or len(frames) < len(fewest):
            fewest = frames
            if len(fewest) <= least:
                break
    return tuple(f.sheet(sub) for f in fewest or [])


def _least_sheets(sub: Sequence[Piece], paper: Rect, edge: float) -> int:
    """The fewest sheets ``sub``'s area could take, however packed (each sheet's area within the
    unprintable edge)."""
    printable = (paper.w - 2 * edge) * (paper.h - 2 * edge)
    return max(1, math.ceil(sum(_area(piece) for piece in sub) / printable - 1e-9))


def _frames(pieces: Sequence[Piece], streams: list[list[int]], paper: Rect, mode: str, offset,
            edge: float, free: bool = False, resumed: _Resumed | None = None) -> list[Frame]:
    packer = _Packer(paper, mode, offset, edge, pieces, free)
    start = resumed.resume(packer, streams) if resumed is not None else 0
    for n in range(start, len(streams)):
        stream = streams[n]
        if isinstance(pieces[stream[0]], Block):
            packer.place_block(stream[0])
        else:
            packer.place_stream(stream)
        if resumed is not None:
            resumed.placed(packer, streams, n + 1)
    return [f for f in packer.frames if f.bands]


class _Resumed:
    """The packings of one search's candidates after the first streams two of them share: a
    candidate goes on from the longest such start packed already instead of packing it again
    (packing is deterministic: the same streams in the same order leave the same frames)."""

    def __init__(self) -> None:
        self.wanted: set[tuple] = set()
        self.states: dict[tuple, list[Frame]] = {}

    def want(self, candidates: list[list[list[int]]], whole: bool = False) -> None:
        """Keep the packings of the starts two of ``candidates`` share (of each whole candidate
        too, when later ones start with them) as they are packed."""
        keys = [tuple(tuple(stream) for stream in streams) for streams in candidates]
        for i, a in enumerate(keys):
            if whole:
                self.wanted.add(a)
            for b in keys[i + 1:]:
                shared = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                if shared:
                    self.wanted.add(a[:shared])

    def resume(self, packer: _Packer, streams: list[list[int]]) -> int:
        """Give ``packer`` the longest start of ``streams`` kept; how many streams it holds."""
        key = tuple(tuple(stream) for stream in streams)
        for n in range(len(key), 0, -1):
            frames = self.states.get(key[:n])
            if frames is not None:
                packer.frames = [f.copied() for f in frames]
                return n
        return 0

    def placed(self, packer: _Packer, streams: list[list[int]], n: int) -> None:
        """Keep the packing of the first ``n`` streams when another candidate starts with them."""
        key = tuple(tuple(stream) for stream in streams[:n])
        if key in self.wanted and key not in self.states:
            self.states[key] = [f.copied() for f in packer.frames]


def capacity(run: Run, paper_w: float, paper_h: float, mode: str = "long-edge",
             edge: float = UNPRINTABLE) -> int:
    """How many items of ``run`` one sheet of their own holds."""
    paper = Rect(0.0, 0.0, paper_w, paper_h)
    frame = open_frame(paper, mode, (0.0, 0.0), edge, run, backs=run.backs)
    return frame.capacity(run) if frame is not None else 0


def _streams(pieces: Sequence[Piece], order=None, backs: bool = True, rest: bool = True) -> list[list[int]]:
    """Runs grouped by geometry: those with backs first (in order of first appearance, or largest
    first by ``order``); then each block and the runs without backs, largest first by ``order``
    (default: the tallest), so that smaller pieces fill the room the larger ones leave. ``backs``
    and ``rest`` leave out either kind."""
    with_backs: dict[tuple, list[int]] = {}
    others: dict[object, list[int]] = {}
    for i, piece in enumerate(pieces):
        if isinstance(piece, Block):
            others[("block", i)] = [i]
        elif piece.count > 0:
            (with_backs if piece.backs else others).setdefault(piece.geometry, []).append(i)
    first = list(with_backs.values()) if backs else []
    if order is not None:
        first.sort(key=lambda s: -order(pieces[s[0]]))
    streams = first + (sorted(others.values(), key=lambda s: -(order or _height)(pieces[s[0]])) if rest else [])
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


ORDERS = (_height, _area, _width, _short_side, _blocks_first)   # orders tried for pieces without backs
PACKERS = (False, True)             # bands in shelves only, then also in free rectangles
TAIL = (2, 3)                      # how many last sheets it tries to pack onto one fewer
REPACK_ORDERS = ORDERS              # orders the last sheets are packed afresh in


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
        return next((i for i, f in enumerate(self.frames) if f is band.frame), 0) if band is not None else 0

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
