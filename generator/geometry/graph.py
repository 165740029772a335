"""Board graphs laid out as schematic maps: a deterministic force-directed layout, then boxes
pushed apart until none overlap; or a grid when adjacency is not known.

``arranged`` tries a few starting orders and keeps the layout whose adjacencies run straight
most often (the rest become roads round the boxes, see ``routes``), then the smallest."""

from __future__ import annotations

import math
from functools import lru_cache

from generator.geometry.plane import Rect, bounding_box


def force_layout(n: int, edges: list[tuple[int, int]], iterations: int = 400,
                 order: list[int] | None = None) -> list[tuple[float, float]]:
    """Fruchterman-Reingold from a circle (nodes around it in ``order``), with a weak pull to the
    centre; unit edge length."""
    if n == 0:
        return []
    place = {node: k for k, node in enumerate(order or range(n))}
    pos = [(math.cos(2 * math.pi * place[i] / n) * n / 4, math.sin(2 * math.pi * place[i] / n) * n / 4)
           for i in range(n)]
    temperature = n / 6 + 1
    for _step in range(iterations):
        disp = _forces(pos, edges)
        pos = [_move(p, d, temperature) for p, d in zip(pos, disp)]
        temperature = max(0.01, temperature * 0.985)
    return pos


def _forces(pos: list[tuple[float, float]], edges: list[tuple[int, int]]) -> list[tuple[float, float]]:
    """Each node's displacement: repulsion from every other node, attraction along its edges, a
    weak pull to the centre (added in that order: the sums are the same on every run)."""
    n = len(pos)
    xs, ys = [p[0] for p in pos], [p[1] for p in pos]
    gx, gy = [0.0] * n, [0.0] * n
    for i in range(n):
        xi, yi, ax, ay = xs[i], ys[i], gx[i], gy[i]
        for j in range(i + 1, n):
            dx, dy = xi - xs[j], yi - ys[j]
            f = 1.0 / max(dx * dx + dy * dy, 1e-4)   # repulsion k^2 / d, as a vector over d
            ax += dx * f
            ay += dy * f
            gx[j] -= dx * f
            gy[j] -= dy * f
        gx[i], gy[i] = ax, ay
    for i, j in edges:
        dx, dy = xs[i] - xs[j], ys[i] - ys[j]
        f = math.hypot(dx, dy) or 1e-3             # attraction d^2 / k, over d
        gx[i] -= dx * f
        gy[i] -= dy * f
        gx[j] += dx * f
        gy[j] += dy * f
    return [(gx[i] - xs[i] * 0.02, gy[i] - ys[i] * 0.02) for i in range(n)]


@lru_cache(maxsize=64)
def _force_layout_once(n: int, edges: tuple[tuple[int, int], ...], iterations: int,
                       order: tuple[int, ...]) -> tuple[tuple[float, float], ...]:
    """``force_layout``, remembered: it depends on the graph alone, not on the paper the board is
    laid out for, so a build's second paper (in the same process) reuses the first one's."""
    return tuple(force_layout(n, list(edges), iterations, list(order)))


def _move(p, d, limit):
    length = math.hypot(d[0], d[1])
    if length < 1e-12:
        return p
    scale = min(length, limit) / length
    return (p[0] + d[0] * scale, p[1] + d[1] * scale)


def scale_to(pos, edges, length: float) -> list[tuple[float, float]]:
    """Scale so the median edge is ``length`` long (or neighbours ``length`` apart without edges)."""
    lengths = sorted(math.dist(pos[i], pos[j]) for i, j in edges) or [1.0]
    median = lengths[len(lengths) // 2] or 1.0
    k = length / median
    return [(x * k, y * k) for x, y in pos]


def separate(centres, sizes, pad: float, rounds: int = 500) -> list[tuple[float, float]]:
    """Push boxes (``sizes``: (w, h) each, plus ``pad``) apart along their shallower overlap until
    none overlap. (The distances two boxes need are worked out once; the sums are the same.)"""
    xs, ys = [c[0] for c in centres], [c[1] for c in centres]
    n = len(xs)
    need = [([(sizes[i][0] + sizes[j][0]) / 2 + pad for j in range(n)],
             [(sizes[i][1] + sizes[j][1]) / 2 + pad for j in range(n)]) for i in range(n)]
    for _ in range(rounds):
        if not _separate_round(xs, ys, need):
            return list(zip(xs, ys))
    return separate([(x * 1.2, y * 1.2) for x, y in zip(xs, ys)], sizes, pad, rounds)


def _separate_round(xs: list[float], ys: list[float], need) -> bool:
    """One pass over every pair: each overlapping pair is pushed apart; whether any was. (Within
    box i's pass a later box j is read once, as it stood when the pass began.)"""
    moved = False
    n = len(xs)
    for i in range(n):
        need_x, need_y = need[i]
        xi, yi = xs[i], ys[i]
        for j, xj, yj in zip(range(i + 1, n), xs[i + 1:], ys[i + 1:]):
            dx = xi - xj
            ox = need_x[j] - (dx if dx >= 0 else -dx)
            if ox <= 1e-6:
                continue
            dy = yi - yj
            oy = need_y[j] - (dy if dy >= 0 else -dy)
            if oy <= 1e-6:
                continue
            moved = True
            # the box further along the axis (the later one on a tie) moves on
            if ox < oy:
                step = ox / 2 + 1e-3 if xi > xj else -(ox / 2 + 1e-3)
                xi += step
                xs[j] = xj - step
            else:
                step = oy / 2 + 1e-3 if yi > yj else -(oy / 2 + 1e-3)
                yi += step
                ys[j] = yj - step
        xs[i], ys[i] = xi, yi
    return moved


def orders(n: int) -> list[list[int]]:
    """Starting orders round the circle to try: as given, reversed, and a few strides."""
    out = [list(range(n)), list(range(n))[::-1]]
    for stride in (2, 3, 5, 7):
        if n > stride and math.gcd(stride, n) == 1:
            out.append([(i * stride) % n for i in range(n)])
    return out


def arranged(sizes, edges: list[tuple[int, int]], spread: float, pad: float, clearance: float,
             pages=None, aspects=(None,)) -> list[Rect]:
    """Boxes of ``sizes`` laid out for ``edges``. Each of a few starting orders is laid out,
    stretched to each of ``aspects`` (width over height; None keeps it), pushed apart and drawn
    together as tight as the boxes allow. Kept: the layout on fewest ``pages(w, h)``, then with
    fewest adjacencies that cannot run straight, then the smallest."""
    length = spread * sum(math.hypot(w, h) for w, h in sizes) / max(1, len(sizes))
    best = None
    large = len(sizes) > LARGE      # a large board: one start, pushed apart, nothing more
    key = (tuple(map(tuple, sizes)), tuple(map(tuple, edges)), length, pad, clearance)
    for order in orders(len(sizes))[:1 if large else None]:
        shapes: list[tuple[str, float | int | None]]
        if large:
            shapes = [("separated", None)]
        else:
            shapes = [("compact", aspect) for aspect in aspects]
            shapes += [("snapped", cols) for cols in _grid_widths(len(sizes))]
        for shape in shapes:
            rects, box, crossed = _candidate(key, tuple(order), *shape)
            score = (pages(box.w, box.h) if pages else 0, crossed, round(box.w * box.h, 1))
            if best is None or score < best[0]:
                best = (score, list(rects))
    return best[1] if best else []


@lru_cache(maxsize=256)
def _candidate(key: tuple, order: tuple[int, ...], kind: str, shape) -> tuple[tuple[Rect, ...], Rect, int]:
    """One layout ``arranged`` weighs (from the starting ``order``: pushed apart on a large board,
    else stretched to the aspect ``shape`` and drawn together, or snapped to a grid ``shape``
    columns wide), its bounding box and how many adjacencies cannot run straight. Remembered: it
    depends on the board alone, not on the paper, so a build's second paper (in the same process)
    weighs only what the paper changes (how many pages each takes)."""
    from generator.geometry.routes import blocked

    sizes, edges, (length, pad, clearance) = list(key[0]), list(key[1]), key[2:]
    large = len(sizes) > LARGE
    start = list(_force_layout_once(len(sizes), tuple(edges), 120 if large else 400, order))
    layout = scale_to(start, edges, length)
    if kind == "separated":
        centres = separate(layout, sizes, pad, rounds=200)
    elif kind == "compact":
        centres = compact(separate(stretched(layout, shape), sizes, pad), sizes, pad)
    else:
        centres = snapped(layout, sizes, shape, pad)
    rects = boxes(centres, sizes)
    return tuple(rects), bounding_box(rects), blocked(rects, edges, clearance)


LARGE = 30   # spaces beyond which a board gets one starting order, not several


def _grid_widths(n: int) -> list[int]:
    root = math.sqrt(n)
    return sorted({max(1, c) for c in (math.floor(root), math.ceil(root), math.ceil(root) + 1, math.ceil(root) + 2)})


def snapped(pos, sizes, cols: int, pad: float) -> list[tuple[float, float]]:
    """``pos`` snapped to a grid ``cols`` wide: rows taken from the top, each sorted left to
    right, so neighbours stay near; cells as large as the largest box."""
    n = len(pos)
    cell_w = max(w for w, _ in sizes) + pad
    cell_h = max(h for _, h in sizes) + pad
    by_y = sorted(range(n), key=lambda i: (-pos[i][1], pos[i][0]))
    out: list[tuple[float, float]] = [(0.0, 0.0)] * n
    for r in range(math.ceil(n / cols)):
        row = sorted(by_y[r * cols:(r + 1) * cols], key=lambda i: pos[i][0])
        offset = (cols - len(row)) / 2
        for c, i in enumerate(row):
            out[i] = ((c + offset) * cell_w, -r * cell_h)
    return out


def stretched(pos, aspect: float | None) -> list[tuple[float, float]]:
    """``pos`` scaled along one axis so its extent has ``aspect`` (width over height)."""
    if aspect is None or len(pos) < 2:
        return list(pos)
    w = max(x for x, _ in pos) - min(x for x, _ in pos) or 1.0
    h = max(y for _, y in pos) - min(y for _, y in pos) or 1.0
    k = aspect * h / w
    return [(x * math.sqrt(k), y / math.sqrt(k)) for x, y in pos]


def compact(centres, sizes, pad: float, rounds: int = 12) -> list[tuple[float, float]]:
    """Draw the layout together in steps, pushing boxes apart again after each, while it shrinks."""
    best = list(centres)
    area = _extent(best, sizes)
    for _ in range(rounds):
        cx = sum(x for x, _ in best) / len(best)
        cy = sum(y for _, y in best) / len(best)
        trial = separate([(cx + (x - cx) * 0.9, cy + (y - cy) * 0.9) for x, y in best], sizes, pad)
        trial_area = _extent(trial, sizes)
        if trial_area >= area - 1e-6:
            break
        best, area = trial, trial_area
    return best


def _extent(centres, sizes) -> float:
    box = bounding_box(boxes(centres, sizes))
    return box.w * box.h


def grid(n: int, cells: list[tuple[int, int]] | None = None, cols: int | None = None) -> list[tuple[int, int]]:
    """(column, row) for each item: the given cells, else ``cols`` (or near-square) to a row, in order."""
    if cells is not None:
        return cells
    cols = cols or max(1, math.ceil(math.sqrt(n)))
    return [(i % cols, i // cols) for i in range(n)]


def boxes(centres, sizes) -> list[Rect]:
    """Boxes of ``sizes`` around ``centres``, moved so the lowest and leftmost sit at the origin."""
    rects = [Rect(x - w / 2, y - h / 2, w, h) for (x, y), (w, h) in zip(centres, sizes)]
    x0 = min((r.x for r in rects), default=0.0)
    y0 = min((r.y for r in rects), default=0.0)
    return [Rect(r.x - x0, r.y - y0, r.w, r.h) for r in rects]
