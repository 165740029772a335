"""Tables set to fit the page: across the text width, else turned a quarter on a page of their own,
else in groups of columns (each repeating the first), never cut at an edge.

Column widths come from the text (``generator.quickref.tables``'s rule: natural widths when they
fit, else each column's longest word plus a share of the room left); the type shrinks from the body
size to 6.5 pt before the table is turned.
"""

from __future__ import annotations


from reportlab.platypus import Table
from reportlab.platypus.flowables import Flowable

from generator.quickref.grids import Grid
from generator.quickref.tables import _widths, sized_table
from generator.rulebook.styles import RULE, SMALLEST, SOFT, Styles

TURNED_HEADROOM = 90.0   # points of a page's height kept for the headings above a turned table


def _sizes(styles: Styles) -> list[float]:
    sizes, size = [], styles.size - 1
    while size >= SMALLEST - 1e-6:
        sizes.append(round(size, 2))
        size -= 0.5
    return sizes


def _fit(rows: list[tuple[str, ...]], styles: Styles, width: float) -> tuple[float, list[float]] | None:
    for size in _sizes(styles):
        widths = _widths(rows, styles.regular, styles.bold, size, width)
        if widths is not None:
            return size, widths
    return None


def _table(rows: list[tuple[str, ...]], styles: Styles, size: float, widths: list[float]) -> Table:
    return sized_table(rows, styles, size, widths, RULE, SOFT, (1.0, 1.5))


class Turned(Flowable):
    """A flowable turned a quarter anticlockwise: it reads from the page's foot up, and its rows
    split across pages as they would down a page."""

    def __init__(self, inner: Flowable):
        super().__init__()
        self.inner = inner
        self.turned = True

    def wrap(self, availWidth, availHeight):
        w, h = self.inner.wrap(availHeight, availWidth)
        self.width, self.height = h, w
        return h, w

    def split(self, availWidth, availHeight):
        """Rows that fit the frame's width; nothing (the next page) when the frame is too short for
        the table's width."""
        if self.inner.wrap(availHeight, availWidth)[0] > availHeight + 1e-6:
            return []
        return [Turned(part) for part in self.inner.split(availHeight, availWidth)]

    def draw(self):
        self.canv.saveState()
        self.canv.rotate(90)
        self.canv.translate(0, -self.width)
        self.inner.drawOn(self.canv, 0, 0)
        self.canv.restoreState()


def _column_groups(rows: list[tuple[str, ...]], styles: Styles, width: float) -> list[list[tuple[str, ...]]]:
    """The table's columns in groups that fit ``width`` at the smallest type, each with the first."""
    groups: list[list[int]] = [[]]
    for k in range(1, len(rows[0])):
        trial = [0, *groups[-1], k]
        if groups[-1] and _fit([tuple(r[i] for i in trial) for r in rows], styles, width) is None:
            groups.append([])
        groups[-1].append(k)
    return [[tuple(r[i] for i in [0, *group]) for r in rows] for group in groups]


def fitted_tables(grid: Grid, styles: Styles, width: float, height: float) -> list[Flowable]:
    """The grid as tables that fit a frame ``width`` wide and ``height`` tall: one across the
    page if it fits, else one turned (marked ``turned``), else several."""
    rows = [tuple(str(c) for c in row) for row in grid.rows]
    keep = [k for k in range(len(rows[0])) if any(row[k].strip() for row in rows if k < len(row))]
    rows = [tuple(row[k] for k in keep if k < len(row)) for row in rows]
    across = _fit(rows, styles, width)
    if across is not None:
        return [_table(rows, styles, *across)]
    long_side = height - TURNED_HEADROOM
    turned = _fit(rows, styles, long_side)
    if turned is not None:
        return [Turned(_table(rows, styles, *turned))]
    out: list[Flowable] = []
    for part in _column_groups(rows, styles, long_side):
        fit = _fit(part, styles, long_side)
        size, widths = fit if fit is not None else (SMALLEST, [long_side / len(part[0])] * len(part[0]))
        out.append(Turned(_table(part, styles, size, widths)))
    return out
