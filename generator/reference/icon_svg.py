"""The kit's vector icons as inline SVG for the HTML reference (no files, no network).

The icon set draws each icon in a 10 x 10 box, y up, with line widths in points; SVG has y down,
so the drawing is flipped, and widths become box units (millimetres at the kit's scale).
"""

from __future__ import annotations

from functools import cache

from markupsafe import Markup

from generator.faces.icons import UNIT, icon_items
from generator.faces.primitives import Box, Circle, Line, Path, Text
from generator.geometry.units import PT

INK = "#3b2a20"


def _paint(fill, stroke, width_pt) -> Markup:
    return Markup(' fill="{}" stroke="{}" stroke-width="{:.3g}"').format(
        fill or "none", stroke or "none", width_pt * PT if stroke else 0)


def _shape(item) -> Markup:
    if isinstance(item, Box):
        return Markup('<rect x="{:g}" y="{:g}" width="{:g}" height="{:g}" rx="{:g}"').format(
            item.x, item.y, item.w, item.h, item.radius) + _paint(item.fill, item.stroke, item.width_pt) + Markup("/>")
    if isinstance(item, Circle):
        return Markup('<circle cx="{:g}" cy="{:g}" r="{:g}"').format(item.cx, item.cy, item.r) + _paint(
            item.fill, item.stroke, item.width_pt) + Markup("/>")
    if isinstance(item, Line):
        return Markup('<line x1="{:g}" y1="{:g}" x2="{:g}" y2="{:g}"').format(
            item.x1, item.y1, item.x2, item.y2) + _paint(None, item.stroke, item.width_pt) + Markup("/>")
    if isinstance(item, Path):
        tag = "polygon" if item.closed else "polyline"
        points = " ".join(f"{x:g},{y:g}" for x, y in item.points)
        return (Markup('<{} points="{}"').format(tag, points) + _paint(item.fill, item.stroke, item.width_pt)
                + Markup("/>"))
    if isinstance(item, Text):  # drawn upright again inside the flipped group
        return Markup('<text x="{:g}" y="{:g}" transform="scale(1 -1)" font-size="{:.3g}" font-weight="{}" '
                      'fill="{}">{}</text>').format(item.x, -item.y, item.size * PT,
                                                   "bold" if item.font == "bold" else "normal", item.colour,
                                                   item.text)
    return Markup("")


@cache
def icon_svg(name: str, label: str | None, colour: str = INK) -> Markup:
    """One icon as an inline SVG image: labelled for screen readers, or hidden from them when
    ``label`` is None (beside a name that says the same)."""
    body = Markup("").join(_shape(item) for item in icon_items(name, colour))
    role = (Markup(' role="img" aria-label="{}"').format(label) if label is not None
            else Markup(' aria-hidden="true"'))
    return Markup('<svg class="icon-svg" viewBox="-0.5 -0.5 {0:g} {0:g}"{1}>'
                  '<g transform="matrix(1 0 0 -1 0 {2:g})">{3}</g></svg>').format(UNIT + 1, role, UNIT, body)
