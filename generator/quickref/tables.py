"""A Grid as a ReportLab table that fits a column: widths from the text, type shrunk if needed."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Table, TableStyle

from generator.quickref.paragraphs import SheetParagraph
from generator.quickref.grids import Grid
from generator.quickref.styles import CELL_PAD, RULE, SOFT, Styles


class TooWide(Exception):
    """A table whose longest words do not fit side by side in a column at the smallest type."""


def _widths(rows, font: str, bold: str, size: float, available: float) -> list[float] | None:
    columns = list(zip(*rows))
    pad = 2 * CELL_PAD + 1

    def width(text: str, header: bool) -> float:
        return stringWidth(text, bold if header else font, size)

    natural = [max(width(c, r == 0 or k == 0) for r, c in enumerate(col)) + pad
               for k, col in enumerate(columns)]
    minimum = [max(width(w, r == 0 or k == 0) for r, c in enumerate(col) for w in c.split() or [""]) + pad
               for k, col in enumerate(columns)]
    if sum(minimum) > available:
        return None
    if sum(natural) <= available:
        return natural
    spare = available - sum(minimum)
    wants = [n - m for n, m in zip(natural, minimum)]
    total = sum(wants) or 1
    return [m + spare * w / total for m, w in zip(minimum, wants)]


def grid_table(grid: Grid, styles: Styles, available: float) -> Table:
    """The grid as a Table no wider than ``available`` points; raises TooWide otherwise."""
    rows = [tuple(str(c) for c in row) for row in grid.rows]
    for size in styles.table_sizes:
        widths = _widths(rows, styles.regular, styles.bold, size, available)
        if widths is not None:
            break
    else:
        raise TooWide(f"table '{grid.title}' is too wide for a column even at {styles.table_sizes[-1]} pt")
    return sized_table(rows, styles, size, widths, RULE, SOFT)


def sized_table(rows: list[tuple[str, ...]], styles, size: float, widths: list[float], rule, soft,
                vertical_pad: tuple[float, float] = (0.8, 1.2)) -> Table:
    """``rows`` (the first a header, each row's first cell bold) as a Table of ``widths`` at
    ``size`` pt, ruled in ``rule`` with its header row on ``soft``; ``vertical_pad`` is each
    cell's top and bottom padding."""
    head, body = styles.cell(size, bold=True), styles.cell(size)
    cells = [[SheetParagraph(escape(c), head if r == 0 or i == 0 else body) for i, c in enumerate(row)]
             for r, row in enumerate(rows)]
    table = Table(cells, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), styles.regular, size),  # cell default, else Helvetica is named
        ("GRID", (0, 0), (-1, -1), 0.3, rule),
        ("BACKGROUND", (0, 0), (-1, 0), soft),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("TOPPADDING", (0, 0), (-1, -1), vertical_pad[0]),
        ("BOTTOMPADDING", (0, 0), (-1, -1), vertical_pad[1]),
    ]))
    return table
