"""Top-to-bottom text flow across pages, for the cover and other reading pages."""

from __future__ import annotations

from generator.faces import text as tx
from generator.faces.primitives import Icon, Line
from generator.kit.pages import INK, MUTED, Page, style
from generator.geometry.plane import Rect
from generator.geometry.units import UNPRINTABLE

MARGIN = UNPRINTABLE + 10.0
ROW_PAD = 0.55       # above and below the text of a table row


class Flow:
    """Blocks placed down the page; a block that does not fit starts a new page. ``reserve``
    keeps bands free on some pages: {page index: (mm at the foot, mm at the head)}."""

    def __init__(self, w: float, h: float, footer: str = "", reserve: dict[int, tuple[float, float]] | None = None):
        self.w, self.h = w, h
        self.footer = footer
        self.reserve = reserve or {}
        self.pages: list[Page] = []
        self.box = Rect(MARGIN, MARGIN + 6, w - 2 * MARGIN, h - 2 * MARGIN - 6)
        self._new_page()

    def _new_page(self) -> None:
        self.page = Page(self.w, self.h, [])
        self.pages.append(self.page)
        foot, head = self.reserve.get(len(self.pages) - 1, (0.0, 0.0))
        w, h = self.w, self.h
        self.box = Rect(MARGIN, MARGIN + 6 + foot, w - 2 * MARGIN, h - 2 * MARGIN - 6 - foot - head)
        self.y = self.box.top

    def block(self, height: float, draw) -> None:
        """A block ``height`` tall: ``draw(x, top, width)`` gives its items."""
        self._room(height)
        self.add(draw(self.box.x, self.y, self.box.w))
        self.y -= height

    def beside(self, width: float, height: float, draw, fill) -> None:
        """``fill()`` flows its text in the box narrowed by ``width`` on the right, where a block
        ``height`` tall stands at the top: ``draw(x, top, width)`` gives its items. What follows
        starts below both, in the full width."""
        self._room(height)
        box, page, top = self.box, self.page, self.y
        self.box = Rect(box.x, box.y, box.w - width, box.h)
        fill()
        page.items.extend(draw(box.right - width, top, width))
        if self.page is page:
            self.box = box
            self.y = min(self.y, top - height)

    def _room(self, height: float) -> None:
        if self.y - height < self.box.y and self.y < self.box.top - 1e-6:
            self._new_page()

    def add(self, items) -> None:
        self.page.items.extend(items)

    def space(self, mm: float) -> None:
        self.y -= mm

    def text(self, text: str, size: float = 9.5, font: str = "regular", colour: str = INK,
             indent: float = 0.0, align: str = "left", icons: dict | None = None) -> None:
        st = style(size, font, colour, align, min_size=size)
        width = self.box.w - indent
        fitted = tx.fit(tx.tokenize(text, icons or {}), st, width, 10_000)
        self._room(fitted.height)
        box = Rect(self.box.x + indent, self.y - fitted.height, width, fitted.height)
        self.add(tx.draw(fitted, box))
        self.y -= fitted.height + size * 0.3528 * 0.45

    def heading(self, text: str, size: float = 13.0, above: float = 2.0, below: float = 1.5) -> None:
        """A bold heading ruled beneath, ``above`` and ``below`` mm apart from what it sits between."""
        self._room(size * 0.3528 * 3 + 12)
        self.space(above)
        self.text(text, size, "bold")
        self.add([Line(self.box.x, self.y + 0.8, self.box.right, self.y + 0.8, MUTED, 0.4)])
        self.space(below)

    def row(self, cells: list[str], widths: list[float], size: float = 8.5, bold: bool = False,
            rule: bool = True, pad: float = ROW_PAD) -> None:
        """A table row: each cell wrapped in its column; the row is as tall as its tallest cell."""
        fits, height = _fit_row(cells, widths, size, bold, pad)
        self._room(height)
        self.add(_draw_row(fits, widths, self.box.x, self.y, pad, rule))
        self.y -= height

    def rows_in_columns(self, rows: list[list[str]], widths: list[float], full: list[float], size: float,
                        pad: float = ROW_PAD, gutter: float = 4.0) -> None:
        """Table rows set in two columns side by side, ``widths`` being one column's; where the two
        columns do not fit in the room left on the page, the rows follow one another as ``row``
        sets them, in the columns ``full`` across the page, as they do where that is no taller."""
        fitted = [_fit_row(cells, widths, size, False, pad) for cells in rows]
        heights = [h for _, h in fitted]
        split = _balanced_split(heights)
        tall = max(sum(heights[:split]), sum(heights[split:]), 0.0)
        one = sum(_fit_row(cells, full, size, False, pad)[1] for cells in rows)
        if self.y - tall < self.box.y or split == 0 or one <= tall:
            for cells in rows:
                self.row(cells, full, size, pad=pad)
            return
        for column, part in enumerate((fitted[:split], fitted[split:])):
            x, y = self.box.x + column * (sum(widths) + gutter), self.y
            for fits, height in part:
                self.add(_draw_row(fits, widths, x, y, pad, True))
                y -= height
        self.y -= tall

    def icon_text(self, icon: str, colour: str, text: str, size: float = 9.0) -> None:
        icon_size = size * 0.3528 * 1.3
        self._room(icon_size + 2)
        self.add([Icon(icon, self.box.x, self.y - icon_size, icon_size, colour)])
        self.text(text, size, indent=icon_size + 2.0)


def _fit_row(cells: list[str], widths: list[float], size: float, bold: bool, pad: float) -> tuple[list, float]:
    """Each cell fitted in its column, and the row's height."""
    st = style(size, "bold" if bold else "regular", INK, min_size=size)
    fits = [tx.fit(tx.tokenize(c, {}), st, w - 2.0, 10_000) for c, w in zip(cells, widths)]
    return fits, max(f.height for f in fits) + 2 * pad


def _draw_row(fits: list, widths: list[float], x: float, top: float, pad: float, rule: bool) -> list:
    height = max(f.height for f in fits) + 2 * pad
    items: list = []
    left = x
    for fitted, w in zip(fits, widths):
        items.extend(tx.draw(fitted, Rect(x, top - pad - fitted.height, w - 2.0, fitted.height)))
        x += w
    if rule:
        items.append(Line(left, top - height, left + sum(widths), top - height, "#bbbbbb", 0.3))
    return items


def _balanced_split(heights: list[float]) -> int:
    """Where to cut a list of rows so that its two columns are as even as can be."""
    total, run = sum(heights), 0.0
    best, best_tall = len(heights), total
    for i, h in enumerate(heights):
        run += h
        tall = max(run, total - run)
        if tall < best_tall:
            best, best_tall = i + 1, tall
    return best
