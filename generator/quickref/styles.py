"""Type sizes, colours and paragraph styles of the quick-reference sheet, as named constants."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm

from generator.faces.fonts import register_fonts

MARGIN = 10 * mm          # every edge; printers lose about 5 mm
HEADER = 11 * mm          # title band at the top of each page
FOOTER = 8 * mm           # print note and page number at the bottom
GUTTER = 5 * mm           # between the two columns
COLUMNS = 2
BODY_SIZES = (11.0, 10.0, 9.0, 8.5, 8.0, 7.5, 7.0)  # body type, largest first: the sheet takes the largest that fits
BODY = BODY_SIZES[-1]     # points: the smallest body type
SMALLEST = 7.0            # no text on the sheet is set smaller
CELL_PAD = 2.0            # points either side of a cell's text
ACCENT = colors.HexColor("#7a2e12")
SOFT = colors.HexColor("#f1ebe1")
RULE = colors.HexColor("#9a9a9a")


@dataclass(frozen=True)
class Styles:
    regular: str
    bold: str
    italic: str
    heading: ParagraphStyle
    subheading: ParagraphStyle
    body: ParagraphStyle
    step: ParagraphStyle
    small: ParagraphStyle
    size: float = BODY

    @property
    def table_sizes(self) -> tuple[float, ...]:
        """Table type sizes, tried until the widest table fits: the body size down to the smallest."""
        sizes, size = [], self.size
        while size >= SMALLEST - 1e-6:
            sizes.append(round(size, 2))
            size -= 0.5
        return tuple(sizes) or (SMALLEST,)

    def cell(self, size: float, bold: bool = False) -> ParagraphStyle:
        return _cell_style(self.bold if bold else self.regular, size, bold)


@cache
def _cell_style(font: str, size: float, bold: bool) -> ParagraphStyle:
    return ParagraphStyle(f"cell-{size}-{bold}", fontName=font, fontSize=size, leading=size * 1.15)


@cache  # one set of style objects per size: paragraphs parsed in one style are parsed once
def make_styles(body: float = BODY) -> Styles:
    """The sheet's styles around a body size; steps and notes a little smaller, never under 7 pt."""
    regular, bold, italic = register_fonts()
    step, small = body, max(SMALLEST, body - 1)

    def style(name: str, **kw) -> ParagraphStyle:
        base: dict[str, Any] = {"fontName": regular, "fontSize": body, "leading": body * 1.2, "spaceAfter": 1.0}
        base.update(kw)
        return ParagraphStyle(name, **base)

    return Styles(
        regular, bold, italic,
        heading=style("heading", fontName=bold, fontSize=body + 2.2, leading=(body + 2.2) * 1.2, textColor=ACCENT,
                      spaceBefore=4, spaceAfter=2),
        subheading=style("subheading", fontName=bold, fontSize=body + 0.4, spaceBefore=3, spaceAfter=1),
        body=style("body"),
        step=style("step", leftIndent=8, fontSize=step, leading=step * 1.18),
        small=style("small", fontSize=small, leading=small * 1.18, textColor=colors.HexColor("#444444")),
        size=body,
    )
