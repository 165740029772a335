"""Type sizes, colours and paragraph styles of the quick-reference sheet, as named constants."""

from __future__ import annotations

from dataclasses import dataclass
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
BODY = 7.4                # points
TABLE_SIZES = (7.0, 6.5, 6.0, 5.5)  # table type sizes, tried until the widest table fits
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

    def cell(self, size: float, bold: bool = False) -> ParagraphStyle:
        return ParagraphStyle(f"cell-{size}-{bold}", fontName=self.bold if bold else self.regular,
                              fontSize=size, leading=size * 1.15)


def make_styles() -> Styles:
    regular, bold, italic = register_fonts()

    def style(name: str, **kw) -> ParagraphStyle:
        base: dict[str, Any] = {"fontName": regular, "fontSize": BODY, "leading": BODY * 1.22, "spaceAfter": 1.2}
        base.update(kw)
        return ParagraphStyle(name, **base)

    return Styles(
        regular, bold, italic,
        heading=style("heading", fontName=bold, fontSize=9.6, leading=11.5, textColor=ACCENT,
                      spaceBefore=4, spaceAfter=2),
        subheading=style("subheading", fontName=bold, fontSize=BODY + 0.4, spaceBefore=3, spaceAfter=1),
        body=style("body"),
        step=style("step", leftIndent=8, fontSize=BODY - 0.6, leading=(BODY - 0.6) * 1.2),
        small=style("small", fontSize=BODY - 1, leading=(BODY - 1) * 1.2, textColor=colors.HexColor("#444444")),
    )
