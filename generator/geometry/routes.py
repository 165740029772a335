"""Roads between board spaces that never pass under another space.

A road runs straight between two boxes when that line keeps clear of every other box; otherwise it
takes the shortest way round them, through the corners of the other boxes grown by a clearance (a
visibility graph). Either way it starts and ends on the borders of its two boxes.
"""

from __future__ import annotations

import heapq
import math
from itertools import pairwise

from generator.geometry.plane import Rect, Segment, passes_through

Point = tuple[float, float]


def grow(r: Rect, d: float) -> Rect:
    return Rect(r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d)


crosses = passes_through    # whether a road's segment passes under a space


def route(boxes: list[Rect], a: int, b: int, clearance: float) -> tuple[Point, ...]:
    """The road from box ``a`` to box ``b`` as a polyline, clear of every other box by at least
    ``clearance`` (less only where two boxes stand closer than twice that)."""
    obstacles = [grow(r, clearance) for i, r in enumerate(boxes) if i not in (a, b)]
    start, end = boxes[a].centre, boxes[b].centre
    path: list[Point] = [start, end]
    active = [o for o in obstacles if crosses(Segment(*start, *end), o)]
    for _ in range(len(obstacles)):          # detour round the boxes in the way, adding any the
        if not active:                        # detour itself runs into, until it runs clear
            break
        path = _shortest(start, end, active) or [start, end]
        hit = [o for o in obstacles if o not in active
               and any(crosses(Segment(*p, *q), o) for p, q in pairwise(path))]
        if not hit:
            break
        active += hit
    return _trimmed(path, boxes[a], boxes[b])


def blocked(boxes: list[Rect], edges: list[tuple[int, int]], clearance: float) -> int:
    """How many edges cannot run straight between their boxes."""
    count = 0
    for a, b in edges:
        obstacles = [grow(r, clearance) for i, r in enumerate(boxes) if i not in (a, b)]
        if not _clear(boxes[a].centre, boxes[b].centre, obstacles):
            count += 1
    return count


def _clear(p: Point, q: Point, obstacles: list[Rect]) -> bool:
    s = Segment(p[0], p[1], q[0], q[1])
    return not any(crosses(s, r) for r in obstacles)


def _shortest(start: Point, end: Point, obstacles: list[Rect]) -> list[Point] | None:
    """A* over the start, the end and the obstacles' corners that no other obstacle covers."""
    corners = [(x, y) for r in obstacles for x in (r.x, r.right) for y in (r.y, r.top)]
    corners = [c for c in corners if not any(_inside(c, r) for r in obstacles)]
    nodes = [start, end, *corners]
    best = {0: 0.0}
    back: dict[int, int] = {}
    queue = [(math.dist(start, end), 0)]
    done: set[int] = set()
    while queue:
        _, i = heapq.heappop(queue)
        if i in done:
            continue
        done.add(i)
        if i == 1:
            break
        for j in range(len(nodes)):
            if j in done:
                continue
            d = best[i] + math.dist(nodes[i], nodes[j])
            if d < best.get(j, math.inf) - 1e-12 and _clear(nodes[i], nodes[j], obstacles):
                best[j] = d
                back[j] = i
                heapq.heappush(queue, (d + math.dist(nodes[j], end), j))
    if 1 not in back:
        return None
    path, i = [nodes[1]], 1
    while i != 0:
        i = back[i]
        path.append(nodes[i])
    return path[::-1]


def _inside(p: Point, r: Rect) -> bool:
    return r.x + 1e-9 < p[0] < r.right - 1e-9 and r.y + 1e-9 < p[1] < r.top - 1e-9


def _trimmed(path: list[Point], a: Rect, b: Rect) -> tuple[Point, ...]:
    """The path from where it leaves ``a`` to where it enters ``b``."""
    first = _exit(path[0], path[1], a)
    last = _exit(path[-1], path[-2], b)
    return (first, *path[1:-1], last)


def _exit(inside: Point, outside: Point, r: Rect) -> Point:
    """Where the segment from ``inside`` (in r) towards ``outside`` crosses r's border."""
    (x1, y1), (x2, y2) = inside, outside
    dx, dy = x2 - x1, y2 - y1
    t = 1.0
    for p, q in ((-dx, x1 - r.x), (dx, r.right - x1), (-dy, y1 - r.y), (dy, r.top - y1)):
        if p > 1e-12:
            t = min(t, q / p)
    return (x1 + dx * t, y1 + dy * t)
