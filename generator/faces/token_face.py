"""Counter and token faces: a square or circle with its label (and an icon for a known resource)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.faces import text as tx
from generator.faces.images import fitted_image
from generator.faces.primitives import Box, Circle, Icon
from generator.geometry.plane import Rect

TOKEN_SAFE = 1.2                  # mm inside the cut line, for text on small counters
LABEL = tx.TextStyle("bold", 9.0, 5.0, 1.05, "#1a1a1a", "centre")
CAPTION = tx.TextStyle("regular", 4.5, 3.5, 1.0, "#1a1a1a", "centre", 1)
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
               icon: str | None = None, ring: str | None = None, art: str | None = None,
               caption: str | None = None) -> TokenFace:
    """The face of one token, ``size`` mm across, in token coordinates (0, 0)-(size, size).

    ``art`` (an image file) takes the icon's place: above the label, or the whole face without one.
    ``caption`` (e.g. a player colour's name) prints small along the bottom of the label's box."""
    items: list = [_shape(size, shape, fill, ring)]
    offset, side = text_box(size, shape)
    box = Rect(offset, offset, side, side)
    fits = True
    if caption:
        style = tx.TextStyle(CAPTION.font, CAPTION.size, CAPTION.min_size, 1.0, ink, "centre", 1)
        fitted = tx.fit(tx.tokenize(caption, {}), style, side, side)
        items.extend(tx.draw(fitted, Rect(offset, offset, side, fitted.height), "bottom"))
        fits = fitted.fits
        box = Rect(offset, offset + fitted.height + 0.3, side, side - fitted.height - 0.3)
    body, body_fits = _body(label, icon, art, ink, box)
    return TokenFace(tuple(items + body), fits and body_fits)


def _body(label: str | None, icon: str | None, art: str | None, ink: str, box: Rect) -> tuple[list, bool]:
    """The icon (or art) above the label, or either alone, in ``box``."""
    items: list = []
    label = label or ""
    if not label and not icon and not art:
        return items, True
    style = tx.TextStyle(LABEL.font, LABEL.size, LABEL.min_size, LABEL.leading, ink, "centre")
    if icon or art:
        icon_size = min(box.w, box.h) * (0.62 if label else 0.9)
        x, y = box.x + (box.w - icon_size) / 2, box.top - icon_size
        if art:
            items.append(fitted_image(art, Rect(x, y, icon_size, icon_size)))
        elif icon:
            items.append(Icon(icon, x, y, icon_size, ink))
        if not label:
            return items, True
        room = box.h - icon_size - 0.4
        fitted = tx.fit(tx.tokenize(label, {}), style, box.w, room)
        items.extend(tx.draw(fitted, Rect(box.x, box.y, box.w, room), "centre"))
        return items, fitted.fits
    fitted = tx.fit(tx.tokenize(label, {}), style, box.w, box.h)
    items.extend(tx.draw(fitted, box, "centre"))
    return items, fitted.fits


def _shape(size: float, shape: str, fill: str | None, ring: str | None):
    stroke, width = (ring, 1.6) if ring else (OUTLINE, 0.3)
    if shape == "circle":
        return Circle(size / 2, size / 2, size / 2 - (0.35 if ring else 0.0), fill, stroke, width)
    inset = 0.35 if ring else 0.0
    return Box(inset, inset, size - 2 * inset, size - 2 * inset, fill, stroke, width)
