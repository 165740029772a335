"""Tracks as strips: a run of cells split into strips that fit the page, strips stacked on pages."""

from __future__ import annotations

import math


def split(cells: int, cell_w: float, avail_w: float, tab_w: float = 0.0) -> list[tuple[int, int]]:
    """(first, end) cell ranges of strips no wider than ``avail_w``; every strip but the last ends
    with a glue tab ``tab_w`` wide, and strips are as even as possible."""
    if cells <= 0:
        return []
    if cell_w > avail_w:
        raise ValueError(f"a {cell_w:g} mm cell is wider than the {avail_w:g} mm a page allows")
    if cells * cell_w <= avail_w + 1e-9:
        return [(0, cells)]
    per = math.floor((avail_w - tab_w + 1e-9) / cell_w)
    if per < 1:
        raise ValueError("no room for a cell beside the glue tab")
    count = math.ceil(cells / per)
    base, extra = divmod(cells, count)
    ranges, start = [], 0
    for i in range(count):
        size = base + (1 if i < extra else 0)
        ranges.append((start, start + size))
        start += size
    return ranges


def stack(heights: list[float], avail_h: float, gap: float) -> list[list[int]]:
    """Blocks (never split) placed top to bottom, a new page when the next one does not fit."""
    pages: list[list[int]] = [[]]
    used = 0.0
    for i, h in enumerate(heights):
        if h > avail_h + 1e-9:
            raise ValueError(f"a {h:.1f} mm block is taller than the {avail_h:.1f} mm of a page")
        need = h if not pages[-1] else used + gap + h
        if pages[-1] and need > avail_h + 1e-9:
            pages.append([])
            need = h
        pages[-1].append(i)
        used = need
    return pages if pages[0] else []
