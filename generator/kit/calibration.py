"""The calibration page: a 50 mm square to check the scale, and front/back alignment targets.

The front holds crosses; in duplex modes the next page (its back) holds scales centred where each
cross should show through. Held against a window, the cross sits on the scale at the printer's
back offset, read as the back page reads it: that reading is what to add to ``back_offset_mm``.
"""

from __future__ import annotations

from generator.faces.primitives import Box, Circle, Line
from generator.kit.pages import INK, MUTED, Page, one_line, paragraph, style
from generator.kit.section import Part, Section
from generator.kit.settings import KitSettings
from generator.layout.geometry import Rect, translate
from generator.layout.imposition import sheet_flip
from generator.layout.units import CALIBRATION_SQUARE, PAPERS

SCALE_REACH = 5.0   # the alignment scales read offsets up to 5 mm each way


def targets(w: float, h: float) -> list[tuple[float, float]]:
    """Where the alignment crosses go: near two corners and the centre of the page."""
    return [(35.0, 45.0), (w / 2, h / 2 - 20.0), (w - 35.0, h - 120.0)]


def calibration_section(game, paper: str, settings: KitSettings, root) -> Section:
    section = Section("calibration", "Calibration")
    if not settings.wants("calibration"):
        return section
    two = settings.duplex in ("long-edge", "short-edge")
    section.parts.append(Part("calibration", "Scale and back alignment", 2 if two else 1,
                              lambda: _pages(paper, settings, two), two,
                              "print it first, the way you will print the kit", first=True))
    return section


def _pages(paper: str, settings: KitSettings, two_sided: bool):
    w, h = PAPERS[paper]
    front = Page(w, h, _front(w, h, two_sided), not two_sided, "Calibration \u00b7 front",
                 Rect(15, h - 12, w - 30, 5))
    yield front
    if two_sided:
        yield Page(w, h, _back(w, h, settings), False, "Calibration \u00b7 back of the page before",
                   Rect(15, h - 12, w - 30, 5))


def _front(w: float, h: float, two_sided: bool) -> list:
    items = [one_line("Print this page at 100% (Actual size) and measure the square", 20, h - 25, 14, "bold")]
    x0, y0 = 20.0, h - 40.0 - CALIBRATION_SQUARE
    items.extend(_square(x0, y0))
    text = ("The square must measure exactly 50 mm on each side (the ticks are millimetres). If it does "
            "not, the printer is scaling the page: choose 'Actual size' or '100%', and turn off 'Fit to "
            "page'.")
    if two_sided:
        text += (" Print this page double-sided exactly as you will print the kit, then hold the sheet "
                 "against a window. Each cross on this side shows through onto a scale on the back: "
                 "read, on the back, the number under the cross's centre, across (x) and up (y). "
                 "Add those millimetres to the back offset (--back-offset X,Y or back_offset_mm in "
                 "generator.toml) and rebuild. Print it again: the crosses should sit on 0.")
    para, _, _ = paragraph(text, style(9.5), Rect(x0 + CALIBRATION_SQUARE + 10, y0, w - x0 - 70 - 20, 50))
    items.extend(para)
    if two_sided:
        for x, y in targets(w, h):
            items.extend(_cross(x, y))
    return items


def _square(x0: float, y0: float) -> list:
    s = CALIBRATION_SQUARE
    items: list = [Box(x0, y0, s, s, None, INK, 0.5)]
    for i in range(1, int(s)):
        tick = 3.0 if i % 10 == 0 else 1.8 if i % 5 == 0 else 1.0
        items.append(Line(x0 + i, y0, x0 + i, y0 + tick, INK, 0.25))
        items.append(Line(x0, y0 + i, x0 + tick, y0 + i, INK, 0.25))
    items.append(one_line("50 mm", x0 + s / 2, y0 + s / 2 - 1.5, 12, "bold", INK, align="centre"))
    return items


def _cross(x: float, y: float) -> list:
    return [Line(x - 6, y, x + 6, y, INK, 0.5), Line(x, y - 6, x, y + 6, INK, 0.5),
            Circle(x, y, 2.0, None, INK, 0.4)]


def _back(w: float, h: float, settings: KitSettings) -> list:
    flip = sheet_flip(settings.duplex, Rect(0, 0, w, h)).then(translate(*settings.back_offset))
    dx, dy = settings.back_offset
    items = [one_line(f"Back offset in this build: {dx:+g} mm across, {dy:+g} mm up. Read where each "
                      "cross from the front shows through.", w / 2, h - 25, 9, "regular", MUTED, align="centre")]
    for x, y in targets(w, h):
        items.extend(_scales(*flip.apply(x, y)))
    return items


def _scales(cx: float, cy: float) -> list:
    """Two scales crossing at (cx, cy): long ticks every millimetre, short every half, to 5 mm."""
    items: list = []
    r = SCALE_REACH
    items.append(Line(cx - r, cy, cx + r, cy, INK, 0.3))
    items.append(Line(cx, cy - r, cx, cy + r, INK, 0.3))
    for i in range(-10, 11):
        v = i / 2
        tick = 1.3 if i % 2 == 0 else 0.6
        items.append(Line(cx + v, cy - tick, cx + v, cy + tick, INK, 0.25))
        items.append(Line(cx - tick, cy + v, cx + tick, cy + v, INK, 0.25))
    items.append(one_line("-5", cx - r - 0.8, cy - 0.6, 5.0, "regular", MUTED, align="right"))
    items.append(one_line("+5 x", cx + r + 0.8, cy - 0.6, 5.0, "regular", MUTED))
    items.append(one_line("+5 y", cx, cy + r + 0.8, 5.0, "regular", MUTED, align="centre"))
    items.append(one_line("-5", cx, cy - r - 2.4, 5.0, "regular", MUTED, align="centre"))
    return items
