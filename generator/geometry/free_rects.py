"""Free rectangles of a sheet: every largest empty rectangle left between the bands placed so
far, where a new band or block may go (a maximal-rectangles packer's free list).

Each placed band keeps a margin round it that depends on the newcomer too: room for both bands'
crop marks clear of the other's items and bleed (``shelves.gap``). The margins are obstacles in
the frame's trim area; cutting each obstacle out of every free rectangle it overlaps leaves the
up to four largest rectangles beside, above and below it, and those inside another are dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.geometry.shelves import Band, Spot, gap

EPS = 1e-9

Box = tuple[float, float, float, float]   # (near, bottom, far, top) in the frame's ``v`` and y


def free_spots(bands: Sequence[Band], reach: float, bleed: float, near: float, far: float,
               bottom: float, top: float) -> list[Spot]:
    """A spot at the top near corner of every maximal free rectangle for a band of ``reach``
    and ``bleed``, within [near, far] x [bottom, top], largest first and then nearest the top
    and the anchor side (so the order never depends on the order of the bands)."""
    placed = tuple((band.v0, band.bottom, band.far, band.top, band.reach, band.bleed) for band in bands)
    free = _free_boxes(placed, reach, bleed, near, far, bottom, top)
    return [Spot(b[0], b[3], b[2] - b[0], b[3] - b[1], None, None) for b in free]


def _free_boxes(placed: tuple, reach: float, bleed: float, near: float, far: float,
                bottom: float, top: float) -> tuple[Box, ...]:
    """The maximal free rectangles round the ``placed`` bands, in the order ``free_spots`` gives."""
    free: list[Box] = [(near, bottom, far, top)] if far > near + EPS and top > bottom + EPS else []
    for v0, low, high, up, band_reach, band_bleed in placed:
        g = gap(band_reach, band_bleed, reach, bleed)
        free = _cut(free, (v0 - g, low - g, high + g, up + g))
    free.sort(key=lambda b: (-(b[2] - b[0]) * (b[3] - b[1]), -b[3], b[0]))
    return tuple(free)


def _cut(free: list[Box], obstacle: Box) -> list[Box]:
    """``free`` with ``obstacle`` cut out, keeping only the maximal rectangles (the boxes it
    leaves whole stay maximal; only the parts cut from the others may lie inside another)."""
    ox0, oy0, ox1, oy1 = obstacle
    kept: list[Box] = []
    parts: list[Box] = []
    for box in free:
        x0, y0, x1, y1 = box
        if ox0 >= x1 - EPS or ox1 <= x0 + EPS or oy0 >= y1 - EPS or oy1 <= y0 + EPS:
            kept.append(box)
            continue
        for part in ((x0, y0, ox0, y1), (ox1, y0, x1, y1), (x0, y0, x1, oy0), (x0, oy1, x1, y1)):
            if part[2] - part[0] > EPS and part[3] - part[1] > EPS:
                parts.append(part)
    new = [p for i, p in enumerate(parts)
           if not any(_inside(p, k) for k in kept)
           and not any(_inside(p, o) and (p != o or j < i) for j, o in enumerate(parts) if j != i)]
    return kept + new


def _inside(a: Box, b: Box) -> bool:
    return a[0] >= b[0] - EPS and a[1] >= b[1] - EPS and a[2] <= b[2] + EPS and a[3] <= b[3] + EPS
