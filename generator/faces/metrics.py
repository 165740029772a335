"""Font metrics of the embedded fonts, in millimetres: the one place layouts measure text.

Layouts measure with the same TTF files the PDF embeds, so a line that fits here fits when drawn;
the widths are ReportLab's.
"""

from __future__ import annotations

from functools import cache, lru_cache

from generator.geometry.units import PT
from generator.faces.fonts import BOLD, ITALIC, REGULAR, face, register_fonts

FONTS = {"regular": REGULAR, "bold": BOLD, "italic": ITALIC}
ASCENT = 0.72     # cap height and ascenders above the baseline, in ems (Source Sans Pro)
DESCENT = 0.22    # descenders below the baseline, in ems


def font_name(font: str) -> str:
    """The registered font for a logical name ('regular', 'bold', 'italic')."""
    register_fonts()
    try:
        return FONTS[font]
    except KeyError:
        raise ValueError(f"unknown font '{font}'; fonts: {', '.join(FONTS)}") from None


def _face_of(font: str):
    try:
        return face(FONTS[font])
    except KeyError:
        raise ValueError(f"unknown font '{font}'; fonts: {', '.join(FONTS)}") from None


@cache
def _coverage(font: str) -> frozenset[int]:
    return frozenset(_face_of(font).face.charToGlyph)


def drawing_font(text: str, font: str) -> str:
    """``font``, or regular when ``font`` lacks a glyph of ``text`` (the italic has no Cyrillic)."""
    if font == "regular" or text.isascii():
        return font
    covered = _coverage(font)
    return font if all(ord(ch) in covered for ch in text) else "regular"


@lru_cache(maxsize=200_000)
def text_width(text: str, font: str, size: float) -> float:
    """Width in mm of ``text`` drawn in ``font`` (see ``drawing_font``) at ``size`` points."""
    return _face_of(drawing_font(text, font)).stringWidth(text, size) * PT


def em(size: float) -> float:
    """One em in mm at ``size`` points."""
    return size * PT
