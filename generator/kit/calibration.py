"""Calibration on the cover: a 50 mm square to check the scale, and front/back alignment targets.

The square sits in the cover's "How to print". In the duplex modes the cover's first page also
holds three crosses in a band along its foot, and its second page (the back of the same sheet)
holds scales centred where each cross should show through. Held against a window, the cross sits
on the scale at the printer's back offset, read as the back page reads it: that reading is what
to add to ``back_offset_mm``. No sheet of paper goes to calibration alone.
"""

from __future__ import annotations

from generator.model.wording import ENGLISH, Wording
from generator.faces.primitives import Box, Circle, Line
from generator.kit.pages import INK, MUTED, one_line
from generator.settings_file import KitSettings
from generator.geometry.plane import Rect, translate
from generator.geometry.imposition import sheet_flip
from generator.geometry.units import CALIBRATION_SQUARE

SCALE_REACH = 5.0   # the alignment scales read offsets up to 5 mm each way
BAND = 24.0         # the band kept free for crosses (and, on the back, scales)
BAND_Y = 26.0       # where the crosses sit, from the foot of the page
SQUARE_BLOCK = CALIBRATION_SQUARE + 4.0


def wanted(settings: KitSettings) -> bool:
    return settings.wants("calibration")


def targets(w: float, h: float) -> list[tuple[float, float]]:
    """Where the alignment crosses go: in the band along the first page's foot."""
    return [(35.0, BAND_Y), (w / 2, BAND_Y), (w - 35.0, BAND_Y)]


def band_on_back(settings: KitSettings) -> str:
    """Which edge of the back page the scales' band runs along: the short-edge flip turns the
    foot of the front into the head of the back."""
    return "top" if settings.duplex == "short-edge" else "bottom"


SQUARE_SIDE = CALIBRATION_SQUARE + 6.0   # the width the square takes beside the text, its gap included


def square_alone(x0: float, top: float, width: float, _: Wording = ENGLISH) -> list:
    """The 50 mm square at the right of a column ``width`` wide starting at ``x0``, its top at ``top``."""
    return _square(x0 + width - CALIBRATION_SQUARE, top - CALIBRATION_SQUARE - 2.0, _)


def check_text(two: bool, _: Wording = ENGLISH) -> str:
    """How to check the scale with the square (and, double-sided, the backs with the crosses)."""
    text = _("Check the scale first: the square must measure exactly 50 mm on each side (the ticks are "
             "millimetres). If it does not, the printer is scaling the page: choose 'Actual size' or "
             "'100%', and turn off 'Fit to page'.")
    if two:
        text += _(" Then hold this sheet against a window: each cross at the foot of this page shows through "
                  "onto a scale on its back. Read, on the back, the number under the cross's centre, across "
                  "(x) and up (y), add those millimetres to the back offset (--back-offset X,Y or "
                  "back_offset_mm in generator.toml) and rebuild; the crosses should then sit on 0.")
    return text


def front_marks(w: float, h: float, _: Wording = ENGLISH) -> list:
    items: list = [one_line(_("Alignment crosses: see the 50 mm square above."), w / 2, BAND_Y + 9.0, 6.5,
                            "italic", MUTED, align="centre")]
    for x, y in targets(w, h):
        items.extend(_cross(x, y))
    return items


def back_marks(w: float, h: float, settings: KitSettings, _: Wording = ENGLISH) -> list:
    """The scales, where the front's crosses land on this back page."""
    flip = sheet_flip(settings.duplex, Rect(0, 0, w, h)).then(translate(*settings.back_offset))
    dx, dy = settings.back_offset
    points = [flip.apply(x, y) for x, y in targets(w, h)]
    y = max(p[1] for p in points) + 9.0 if band_on_back(settings) == "bottom" else min(p[1] for p in points) - 11.0
    items = [one_line(_("Back offset in this build: {x} mm across, {y} mm up. Read where each cross from the "
                        "front shows through.").format(x=f"{dx:+g}", y=f"{dy:+g}"),
                      w / 2, y, 6.5, "italic", MUTED, align="centre")]
    for x, y in points:
        items.extend(_scales(x, y))
    return items


def _square(x0: float, y0: float, _: Wording = ENGLISH) -> list:
    s = CALIBRATION_SQUARE
    items: list = [Box(x0, y0, s, s, None, INK, 0.5)]
    for i in range(1, int(s)):
        tick = 3.0 if i % 10 == 0 else 1.8 if i % 5 == 0 else 1.0
        items.append(Line(x0 + i, y0, x0 + i, y0 + tick, INK, 0.25))
        items.append(Line(x0, y0 + i, x0 + tick, y0 + i, INK, 0.25))
    items.append(one_line(_.mm(s), x0 + s / 2, y0 + s / 2 - 1.5, 12, "bold", INK, align="centre"))
    return items


def _cross(x: float, y: float) -> list:
    return [Line(x - 6, y, x + 6, y, INK, 0.5), Line(x, y - 6, x, y + 6, INK, 0.5),
            Circle(x, y, 2.0, None, INK, 0.4)]


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
