"""The icon legend of the sheet (the kit's marks, then its resource icons, each with its meaning),
and a key table's title with a mark before it."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable

from generator.faces.primitives import Icon
from generator.geometry.units import PT
from generator.render.pdf_draw import PdfPainter

ICON = 3.4  # icon size in mm
ICON_PT = ICON / PT
GAP = 3.0  # points between an icon and its name, and after each entry
ROW = ICON_PT + 2.0
COLOUR = "#3b2a20"


def _painter(canvas) -> PdfPainter:
    """One painter per canvas, so each icon is defined once per document; its graphics state is
    forgotten before each use, since ReportLab draws in between."""
    painter = getattr(canvas, "qr_painter", None)
    if painter is None:
        painter = canvas.qr_painter = PdfPainter(canvas)
    painter.reset()
    return painter


class IconLegend(Flowable):
    """Icons and names flowed left to right in as many rows as the width needs."""

    def __init__(self, entries: list[tuple[str, str]], font: str, size: float):
        super().__init__()
        self.entries, self.font, self.size = entries, font, size
        self.placed: list[tuple[float, float, str, str]] = []

    def _entry_width(self, name: str) -> float:
        return ICON_PT + GAP + stringWidth(name, self.font, self.size) + 2 * GAP

    def wrap(self, available_width, available_height):
        x, rows, placed = 0.0, 1, []
        for icon, name in self.entries:
            width = self._entry_width(name)
            if x and x + width > available_width:
                x, rows = 0.0, rows + 1
            placed.append((x, rows, icon, name))
            x += width
        self.placed = [(x, (rows - row) * ROW, icon, name) for x, row, icon, name in placed]
        self.width, self.height = available_width, rows * ROW
        return self.width, self.height

    def draw(self):
        painter = _painter(self.canv)
        for x, y, icon, name in self.placed:
            painter.draw([Icon(icon, x * PT, y * PT, ICON, COLOUR)])
            self.canv.setFont(self.font, self.size)
            self.canv.setFillColorRGB(0.1, 0.1, 0.1)
            self.canv.drawString(x + ICON_PT + GAP, y + (ICON_PT - self.size) / 2 + 1, name)


class MarkedTitle(Flowable):
    """A paragraph with one of the kit's marks before it, e.g. a low-confidence table's title."""

    def __init__(self, icon: str, paragraph):
        super().__init__()
        self.icon, self.paragraph = icon, paragraph
        self.indent = ICON_PT + GAP

    def wrap(self, available_width, available_height):
        _, height = self.paragraph.wrap(available_width - self.indent, available_height)
        self.width, self.height = available_width, max(height, ICON_PT)
        return self.width, self.height

    def getSpaceBefore(self):
        return self.paragraph.getSpaceBefore()

    def getSpaceAfter(self):
        return self.paragraph.getSpaceAfter()

    def draw(self):
        _painter(self.canv).draw([Icon(self.icon, 0, (self.height - ICON_PT) * PT, ICON, COLOUR)])
        self.paragraph.drawOn(self.canv, self.indent, self.height - self.paragraph.height)
