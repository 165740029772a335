"""Type, colours and page geometry of the rules book, as named constants. The colours are the
quick reference's, so the two read as one game's documents."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch, mm

from generator.faces.fonts import register_fonts
from generator.quickref.styles import ACCENT, RULE, SOFT

MUTED = colors.HexColor("#555555")
HEAD_SIZE = 7.0          # running heads and page numbers
SMALLEST = 6.5           # no table is set smaller
HALF_LETTER = (5.5 * inch, 8.5 * inch)
# the book's page, by paper and whether it is a booklet; a booklet's sheet is the paper turned
PAGES = {("a4", False): A4, ("letter", False): LETTER, ("a4", True): A5, ("letter", True): HALF_LETTER}
SHEETS = {"a4": (A4[1], A4[0]), "letter": (LETTER[1], LETTER[0])}


@dataclass(frozen=True)
class Geometry:
    """Margins of a page size: printers lose about 5 mm at every edge."""

    margin: float
    head: float    # the running head's band above the text
    foot: float    # the page number's band below it


def geometry(pagesize: tuple[float, float]) -> Geometry:
    small = pagesize[0] < 160 * mm
    return Geometry(12 * mm if small else 18 * mm, 7 * mm, 8 * mm)


@dataclass(frozen=True)
class Styles:
    regular: str
    bold: str
    italic: str
    body: ParagraphStyle
    small: ParagraphStyle
    headings: tuple[ParagraphStyle, ...]   # by depth, the deepest reused below it
    title: ParagraphStyle
    subtitle: ParagraphStyle
    toc: tuple[ParagraphStyle, ...]
    term: ParagraphStyle
    size: float

    def heading(self, level: int) -> ParagraphStyle:
        return self.headings[min(level, len(self.headings) - 1)]

    def cell(self, size: float, bold: bool = False) -> ParagraphStyle:
        return _cell(self.bold if bold else self.regular, size)


@cache
def _cell(font: str, size: float) -> ParagraphStyle:
    return ParagraphStyle(f"cell-{font}-{size}", fontName=font, fontSize=size, leading=size * 1.18)


@cache
def make_styles(body: float = 9.5) -> Styles:
    regular, bold, italic = register_fonts()

    def style(name: str, **kw) -> ParagraphStyle:
        base: dict[str, Any] = {"fontName": regular, "fontSize": body, "leading": body * 1.3, "spaceAfter": body * 0.45}
        base.update(kw)
        return ParagraphStyle(name, **base)

    sizes = (body + 7, body + 3.5, body + 1.5, body + 0.5)
    headings = tuple(style(f"h{i}", fontName=bold, fontSize=s, leading=s * 1.2,
                           textColor=ACCENT if i < 2 else colors.black,
                           spaceBefore=s * (1.0 if i else 0.4), spaceAfter=s * 0.4, keepWithNext=1)
                     for i, s in enumerate(sizes))
    toc = (style("toc0", fontName=bold, leftIndent=18, firstLineIndent=-18, spaceBefore=3, spaceAfter=1),
           style("toc1", leftIndent=30, firstLineIndent=-18, spaceAfter=0.5),
           style("toc2", leftIndent=48, firstLineIndent=-18, fontSize=body - 1, leading=(body - 1) * 1.25,
                 spaceAfter=0))
    return Styles(
        regular, bold, italic, body=style("body"),
        small=style("small", fontSize=body - 1.5, leading=(body - 1.5) * 1.25, textColor=MUTED),
        headings=headings,
        title=style("title", fontName=bold, fontSize=28, leading=33, textColor=ACCENT, spaceAfter=8),
        subtitle=style("subtitle", fontSize=13, leading=17, textColor=MUTED, spaceAfter=6),
        toc=toc, term=style("term", leftIndent=12, firstLineIndent=-12), size=body)


__all__ = ["ACCENT", "RULE", "SOFT", "MUTED", "Styles", "make_styles", "geometry", "PAGES", "SHEETS"]
