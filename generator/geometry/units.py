"""Units and print conventions as named constants (millimetres unless the name says otherwise)."""

from __future__ import annotations

INCH = 25.4
PT = INCH / 72  # one PostScript point in mm

PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "tabloid": (279.4, 431.8),
}

UNPRINTABLE = 5.0      # assume nothing prints this close to a page edge
SAFE = 3.0             # text and icons stay this far inside the trim line
BLEED = 3.0            # full-bleed backgrounds run this far beyond the trim line
MARK_OFFSET = 3.0      # crop marks start this far from the trim line...
MARK_LENGTH = 4.0      # ...run this long...
MARK_WIDTH_PT = 0.4    # ...and are this thick (points)...
K_ONLY = "k-only"      # ...in black ink only (CMYK 0, 0, 0, 1): the colour name renderers know
MARK_BLEED_GAP = 1.0   # with bleed, marks start this far beyond the bleed edge
TILE_OVERLAP = 10.0    # overlap strip between tiles of a board larger than a page
TOKEN_SIZE = 15.875    # 5/8 inch, the default counter size
CALIBRATION_SQUARE = 50.0


def mark_space(bleed: float) -> float:
    """How far crop marks reach beyond the outer trim line."""
    return mark_offset(bleed) + MARK_LENGTH


def mark_offset(bleed: float) -> float:
    """Where crop marks start, measured from the trim line."""
    return max(MARK_OFFSET, bleed + MARK_BLEED_GAP) if bleed > 0 else MARK_OFFSET
