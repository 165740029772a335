"""Where a board's spaces go: on the grid the content gives (square or hexagonal cells, or a
space's ``at`` cell), at positions it gives (pushed apart where the printed spaces would overlap,
with a road for each adjacency and the board's ``layout_note`` on the page), or, for a graph, a
computed layout whose every adjacency is a road that never passes under another space. A computed
layout says so on the page."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from generator.model.wording import ENGLISH, N_, Wording
from generator.faces.primitives import Box, Group, Line, Path
from generator.kit.board_spaces import SpaceLook, draw_space
from generator.kit.pages import MUTED, one_line
from generator.geometry import graph
from generator.geometry.kept import LayoutStore, remembered
from generator.geometry.plane import ROT90, Affine, Rect, Segment, bounding_box, translate
from generator.geometry.routes import route
from generator.geometry.tiling import tile
from generator.model.game.entities import Board, Space
from generator.model.game.values import Unknown

GAP = 4.0          # between spaces on a grid
ROAD_GAP = 12.0    # between spaces of a graph, room for the roads
CLEARANCE = 3.5    # a road keeps this far from the spaces it passes
PAD = 4.0
NOTE = 6.0
ROAD = "#d8ccb0"
ROAD_LINE = "#8a7650"


@dataclass(frozen=True)
class Drawing:
    """A board drawn in its own coordinates, (0, 0) to (w, h)."""

    w: float
    h: float
    items: tuple
    note: str
    shapes: tuple = ()   # the space boxes (Rect) and roads (Segment) drawn, to skip blank tiles


def board_drawing(board: Board, looks: list[SpaceLook], ink_saver: bool, area: Rect,
                  columns: int | None = None, words: Wording = ENGLISH, layouts: LayoutStore | None = None) -> Drawing:
    """The board laid out the way its content allows, as few pages as it takes (a searched layout
    kept in ``layouts``, when given)."""
    spaces = [lk.space for lk in looks]
    cells = grid_cells(board, spaces, columns or _columns(looks, area))
    hexed = board.grid is not None and board.grid.shape == "hex"
    if board.grid is not None or _cells(spaces) is not None or board.table:
        return _grid(looks, cells, hexed, ink_saver, "")
    positions = [(s.place.x, s.place.y) for s in spaces if s.place is not None
                 and s.place.x is not None and s.place.y is not None]
    edges = _edges(spaces)
    if spaces and len(positions) == len(spaces):
        sizes = [(lk.w, lk.h) for lk in looks]
        centres = spread(positions, sizes, ROAD_GAP if edges else GAP)
        rects = [Rect(x - w / 2, -y - h / 2, w, h) for (x, y), (w, h) in zip(centres, sizes)]
        return _compose(looks, rects, edges, ink_saver, board.layout_note or "")
    if not edges:
        unknown = any(isinstance(s.adjacent, Unknown) for s in spaces)
        note = N_("Adjacency is not known: the spaces are laid out in a grid, not as on the board.") if unknown else ""
        return _grid(looks, cells, False, ink_saver, words(note) if note else note)
    note = N_("The rulebook gives no positions: the kit lays the spaces out itself, with a road for every "
              "adjacency.")
    def pages(w: float, h: float) -> int:
        w, h = w + 2 * PAD, h + 2 * PAD + NOTE
        return min(len(tile(w, h, area)), len(tile(h, w, area)))

    aspects = (None, area.w / area.h, (2 * area.w - 10) / area.h, area.h / area.w, (2 * area.h - 10) / area.w)
    sizes = [(lk.w, lk.h) for lk in looks]
    found = remembered(layouts, "board", repr((sizes, edges, ROAD_GAP, CLEARANCE, PAD, NOTE, area, aspects)), lambda: [
        [r.x, r.y, r.w, r.h] for r in graph.arranged(sizes, edges, 1.0, ROAD_GAP, CLEARANCE, pages, aspects)])
    rects = [Rect(*row) for row in found]
    return _compose(looks, rects, edges, ink_saver, words(note))


def spread(centres: list[tuple[float, float]], sizes: list[tuple[float, float]],
           gap: float, rounds: int = 400) -> list[tuple[float, float]]:
    """The given centres with every two spaces of these sizes pushed apart until at least ``gap``
    lies between them: each pair that overlaps moves apart along the axis where it overlaps less,
    half each way, so the spaces keep their places relative to each other."""
    points = [list(c) for c in centres]
    for _ in range(rounds):
        moved = False
        for i, (w1, h1) in enumerate(sizes):
            for j in range(i + 1, len(points)):
                w2, h2 = sizes[j]
                dx, dy = points[j][0] - points[i][0], points[j][1] - points[i][1]
                over_x, over_y = (w1 + w2) / 2 + gap - abs(dx), (h1 + h2) / 2 + gap - abs(dy)
                if over_x <= 0 or over_y <= 0:
                    continue
                moved = True
                axis, over, d = (0, over_x, dx) if over_x <= over_y else (1, over_y, dy)
                step = (over / 2 + 0.01) * (1 if d >= 0 else -1)
                points[i][axis] -= step
                points[j][axis] += step
        if not moved:
            break
    return [(x, y) for x, y in points]


def grid_cells(board: Board, spaces: Sequence[Space], columns: int) -> list[tuple[int, int]]:
    """(column, row) of each space from 0: its ``at`` cell, else 'column' and 'row' attributes,
    else in order, ``columns`` (or the grid's) to a row."""
    given = _cells(spaces)
    if given is not None:
        return given
    cols = (board.grid.columns if board.grid and board.grid.columns else None) or columns
    return graph.grid(len(spaces), None, cols)


def grid_cells_given(spaces: Sequence[Space]) -> bool:
    """Whether every space names its own grid cell."""
    return _cells(spaces) is not None


def _cells(spaces: Sequence[Space]) -> list[tuple[int, int]] | None:
    cells = []
    for s in spaces:
        if s.place is not None and s.place.column is not None and s.place.row is not None:
            cells.append((s.place.column - 1, s.place.row - 1))
            continue
        c, r = s.attributes.get("column"), s.attributes.get("row")
        if not isinstance(c, int) or not isinstance(r, int):
            return None
        cells.append((c - 1, r - 1))
    return cells if len(set(cells)) == len(cells) else None


def _columns(looks: list[SpaceLook], area: Rect) -> int:
    """Columns for a grid nearest to square that fits a page (upright or turned), else as many as
    the page is wide, so tiles only run down."""
    n = len(looks)
    w = max((lk.w for lk in looks), default=1.0)
    h = max((lk.h for lk in looks), default=1.0)

    def size(cols: int) -> tuple[float, float]:
        rows = -(-n // cols)
        return cols * (w + GAP) - GAP + 2 * PAD, rows * (h + GAP) - GAP + 2 * PAD + NOTE

    square = max(1, round(math.sqrt(n * h / w)))
    for cols in sorted(range(1, n + 1), key=lambda c: abs(c - square)):
        bw, bh = size(cols)
        if (bw <= area.w and bh <= area.h) or (bh <= area.w and bw <= area.h):
            return cols
    return max(1, min(n, int((area.w - 2 * PAD + GAP) // (w + GAP))))


def _edges(spaces: list[Space]) -> list[tuple[int, int]]:
    index = {s.id: i for i, s in enumerate(spaces)}
    return sorted({(min(i, index[a]), max(i, index[a])) for i, s in enumerate(spaces)
                   if isinstance(s.adjacent, list) for a in s.adjacent if a in index and index[a] != i})


def _grid(looks: list[SpaceLook], cells, hexed: bool, ink_saver: bool, note: str) -> Drawing:
    """Spaces on a grid whose cells are as large as the largest space; each space at the top left
    of its cell (centred in it, on a hex grid)."""
    pitch_w = max(lk.w for lk in looks) + GAP
    pitch_h = max(lk.h for lk in looks) + GAP
    rects = []
    for lk, (c, r) in zip(looks, cells):
        shift = pitch_w / 2 if hexed and r % 2 else 0.0
        rects.append(Rect(c * pitch_w + shift, -r * pitch_h - lk.h, lk.w, lk.h))
    return _compose(looks, rects, [], ink_saver, note, hexed)


def _compose(looks: list[SpaceLook], rects: list[Rect], edges, ink_saver: bool, note: str,
             hexed: bool = False) -> Drawing:
    """Spaces at ``rects`` (moved to start at the origin), roads first, and the note on top."""
    box = bounding_box(rects)
    rects = [Rect(r.x - box.x + PAD, r.y - box.y + PAD, r.w, r.h) for r in rects]
    items: list = []
    shapes: list = list(rects)
    labels: list = []
    for a, b in edges:
        points = route(rects, a, b, CLEARANCE)
        segments = [Segment(*p, *q) for p, q in pairwise(points)]
        shapes.extend(segments)
        items.extend(Line(s.x1, s.y1, s.x2, s.y2, ROAD, 7.0) for s in segments)
        items.extend(Line(s.x1, s.y1, s.x2, s.y2, ROAD_LINE, 0.6, (2.0, 1.6)) for s in segments)
        ends = (_road_label(looks[b].space.name, points[0], points[1]),
                _road_label(looks[a].space.name, points[-1], points[-2]))
        length = sum(math.hypot(s.x2 - s.x1, s.y2 - s.y1) for s in segments)
        if len(segments) > 1 or length > sum(w for _, w in ends) + 10.0:   # a short straight road needs none
            labels.extend(g for g, _ in ends)
    items.extend(labels)
    for lk, r in zip(looks, rects):
        if hexed:
            items.append(_hexagon(r, ink_saver))
        items.extend(draw_space(lk, r, ink_saver))
    w, h = box.w + 2 * PAD, box.h + 2 * PAD
    if note:   # not among the shapes: a tile holding only the note is left out (the cover repeats it)
        items.append(one_line(note, PAD, h + 1.5, 8.0, "italic", MUTED, box.w))
        h += NOTE
    return Drawing(w, h, tuple(items), note, tuple(shapes))


def _road_label(name: str, start, toward) -> tuple[Group, float]:
    """Where a road leads, written along it just outside the space it leaves: every road can be
    followed from both ends, even where roads share a way between spaces."""
    (x1, y1), (x2, y2) = start, toward
    angle = math.atan2(y2 - y1, x2 - x1)
    text = one_line(name, 0.0, 0.0, 4.6, "italic", ROAD_LINE)
    flip = abs(angle) > math.pi / 2
    shown = angle + math.pi if flip else angle
    c, s = math.cos(shown), math.sin(shown)
    along = 1.6 if not flip else 1.6 + text.width
    ox, oy = x1 + math.cos(angle) * along, y1 + math.sin(angle) * along
    return Group(Affine(c, s, -s, c, ox - s * 1.6, oy + c * 1.6), (text,)), text.width


def _hexagon(r: Rect, ink_saver: bool) -> Path:
    """A pointy-top hexagon round the space's box, its points above and below it."""
    cx, rise = r.x + r.w / 2, r.h / 6
    points = ((r.x, r.y), (cx, r.y - rise), (r.right, r.y), (r.right, r.top), (cx, r.top + rise), (r.x, r.top))
    return Path(points, True, None if ink_saver else "#f4f1ea", "#6a6a6a", 0.6)


def turned(d: Drawing) -> Drawing:
    """The drawing turned a quarter anticlockwise, still from (0, 0)."""
    shapes = tuple(Rect(d.h - s.top, s.x, s.h, s.w) if isinstance(s, Rect)
                   else Segment(d.h - s.y1, s.x1, d.h - s.y2, s.x2) for s in d.shapes)
    return Drawing(d.h, d.w, (Group(ROT90.then(translate(d.h, 0)), d.items),), d.note, shapes)


def outline(d: Drawing) -> Box:
    return Box(0, 0, d.w, d.h, None, "#9a9a9a", 0.5, 2.0, (2.0, 1.5))
