"""Counter and token faces: a square or circle with its label (and an icon for a known resource)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.faces import text as tx
from generator.faces.images import fitted_image
from generator.faces.primitives import Box, Circle, Icon
from generator.layout.geometry import Rect

TOKEN_SAFE = 1.2                  # mm inside the cut line, for text on small counters
LABEL = tx.TextStyle("bold", 9.0, 5.0, 1.05, "#1a1a1a", "centre")
OUTLINE = "#4a4a4a"


@dataclass(frozen=True)
class TokenFace:
    items: tuple
    fits: bool


def text_box(size: float, shape: str) -> tuple[float, float]:
    """Lower-left corner offset and side of the square that holds the label."""
    side = size / math.sqrt(2) - TOKEN_SAFE if shape == "circle" else size - 2 * TOKEN_SAFE
    return (size - side) / 2, side


def token_face(label: str | None, size: float, shape: str, fill: str | None, ink: str,
               icon: str | None = None, ring: str | None = None, art: str | None = None) -> TokenFace:
    """The face of one token, ``size`` mm across, in token coordinates (0, 0)-(size, size).

    ``art`` (an image file) takes the icon's place: above the label, or the whole face without one."""
    items: list = [_shape(size, shape, fill, ring)]
    offset, side = text_box(size, shape)
    room = side
    if icon or art:
        icon_size = side * (0.62 if label else 0.9)
        x, y = (size - icon_size) / 2, offset + side - icon_size
        if art:
            items.append(fitted_image(art, Rect(x, y, icon_size, icon_size)))
        elif icon:
            items.append(Icon(icon, x, y, icon_size, ink))
        room = side - icon_size - 0.4
    if not label:
        return TokenFace(tuple(items), True)
    style = tx.TextStyle(LABEL.font, LABEL.size, LABEL.min_size, LABEL.leading, ink, "centre")
    fitted = tx.fit(tx.tokenize(label, {}), style, side, room)
    items.extend(tx.draw(fitted, Rect(offset, offset, side, room), "centre"))
    return TokenFace(tuple(items), fitted.fits)


def _shape(size: float, shape: str, fill: str | None, ring: str | None):
    stroke, width = (ring, 1.6) if ring else (OUTLINE, 0.3)
    if shape == "circle":
        return Circle(size / 2, size / 2, size / 2 - (0.35 if ring else 0.0), fill, stroke, width)
    inset = 0.35 if ring else 0.0
    return Box(inset, inset, size - 2 * inset, size - 2 * inset, fill, stroke, width)
