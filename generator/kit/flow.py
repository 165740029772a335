"""Top-to-bottom text flow across pages, for the cover and other reading pages."""

from __future__ import annotations

from generator.faces import text as tx
from generator.faces.primitives import Icon, Line
from generator.kit.pages import INK, MUTED, Page, style
from generator.layout.geometry import Rect
from generator.layout.units import UNPRINTABLE

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

    def heading(self, text: str, size: float = 13.0) -> None:
        self._room(size * 0.3528 * 3 + 12)
        self.space(2.0)
        self.text(text, size, "bold")
        self.add([Line(self.box.x, self.y + 0.8, self.box.right, self.y + 0.8, MUTED, 0.4)])
        self.space(1.5)

    def row(self, cells: list[str], widths: list[float], size: float = 8.5, bold: bool = False,
            rule: bool = True) -> None:
        """A table row: each cell wrapped in its column; the row is as tall as its tallest cell."""
        st = style(size, "bold" if bold else "regular", INK, min_size=size)
        fits = [tx.fit(tx.tokenize(c, {}), st, w - 2.0, 10_000) for c, w in zip(cells, widths)]
        height = max(f.height for f in fits) + 2 * ROW_PAD
        self._room(height)
        x = self.box.x
        for fitted, w in zip(fits, widths):
            self.add(tx.draw(fitted, Rect(x, self.y - ROW_PAD - fitted.height, w - 2.0, fitted.height)))
            x += w
        self.y -= height
        if rule:
            self.add([Line(self.box.x, self.y, self.box.x + sum(widths), self.y, "#bbbbbb", 0.3)])

    def icon_text(self, icon: str, colour: str, text: str, size: float = 9.0) -> None:
        icon_size = size * 0.3528 * 1.3
        self._room(icon_size + 2)
        self.add([Icon(icon, self.box.x, self.y - icon_size, icon_size, colour)])
        self.text(text, size, indent=icon_size + 2.0)
