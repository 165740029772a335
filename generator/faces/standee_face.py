"""A folding standee: a foot, the front side, the back side upside down and a second foot, one
above the other, with dashed fold lines between them. Folded at the middle (the top of both
sides) and glued, it stands on its two feet bent outwards, or in a plastic stand, and reads the
same from both sides."""

from __future__ import annotations

from dataclasses import dataclass

from generator.faces import text as tx
from generator.faces.primitives import Box, Group, Line
from generator.faces.token_face import TOKEN_SAFE
from generator.geometry.plane import Affine, Rect

FOOT = 8.0                        # mm of each foot below a side
NAME = tx.TextStyle("bold", 8.0, 5.0, 1.05, "#1a1a1a", "centre", 2)
ROW = tx.TextStyle("regular", 7.0, 4.5, 1.0, "#1a1a1a", "left", 1)
BAND = "#e6dcc8"
OUTLINE = "#4a4a4a"
FOLD = (1.5, 1.0)


@dataclass(frozen=True)
class StandeeFace:
    items: tuple
    fits: bool


def standee_size(width: float, height: float) -> tuple[float, float]:
    """The flat standee's width and height: two sides and two feet."""
    return width, 2 * height + 2 * FOOT


def standee_face(name: str, rows: list[tuple[str, str]], width: float, height: float) -> StandeeFace:
    """The flat standee in its own coordinates, (0, 0) at the lower left; ``rows`` are
    (label, value) pairs printed under the name."""
    w, h = standee_size(width, height)
    side, fits = _side(name, rows, width, height)
    front = Group(Affine(f=FOOT), tuple(side))
    back = Group(Affine(a=-1, d=-1, e=width, f=FOOT + 2 * height), tuple(side))
    items: list = [front, back, Box(0, 0, w, h, None, OUTLINE, 0.3)]
    items.extend(Line(0, y, w, y, OUTLINE, 0.3, FOLD) for y in (FOOT, FOOT + height, FOOT + 2 * height))
    return StandeeFace(tuple(items), fits)


def _side(name: str, rows: list[tuple[str, str]], width: float, height: float) -> tuple[list, bool]:
    """One side, (0, 0)-(width, height): the name on a band at the top, the rows below it."""
    inner = width - 2 * TOKEN_SAFE
    fitted = tx.fit(tx.tokenize(name, {}), NAME, inner, height / 3)
    band_h = fitted.height + 2 * TOKEN_SAFE
    items: list = [Box(0, height - band_h, width, band_h, BAND)]
    items.extend(tx.draw(fitted, Rect(TOKEN_SAFE, height - band_h + TOKEN_SAFE, inner, fitted.height), "centre"))
    fits = fitted.fits
    pitch = (height - band_h - 2 * TOKEN_SAFE) / max(1, len(rows))
    for i, (label, value) in enumerate(rows):
        y = height - band_h - TOKEN_SAFE - (i + 1) * pitch
        text = tx.fit(tx.tokenize(f"{label} {value}", {}), ROW, inner, pitch)
        items.extend(tx.draw(text, Rect(TOKEN_SAFE, y, inner, pitch), "centre"))
        fits = fits and text.fits
    return items, fits
