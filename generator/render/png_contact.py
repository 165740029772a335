"""Contact sheets: every face of a deck, small, on one PNG, for a quick look at a content edit.

``contact_layout`` is pure: it places each card's primitives (the same ones the kit prints) in a
grid at true size, a caption under each (card ID and copies) and a title on top, and returns the
lot as primitives and the sheet's area in mm. ``contact_sheet`` rasterises that at a low ppi, as
card images are: drawn by the kit's PDF painter, rendered by PDFium.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image as PILImage

from generator.faces.metrics import text_width
from generator.faces.primitives import Box, Group, Text
from generator.geometry.plane import Rect, translate
from generator.model.game.values import AtLeast
from generator.render.png_cards import CardImage, deck_images
from generator.render.pdf_raster import pages_pdf, pixel_size, rasterise_pdf

PREVIEW_PPI = 72
MARGIN = 6.0          # mm around the grid
GAP = 4.0             # mm between cards
CAPTION = 5.0         # mm under each card for its caption
TITLE = 12.0          # mm above the grid for the deck's title
MAX_COLS = 8
CAPTION_SIZE = 9.0
TITLE_SIZE = 16.0
INK, MUTED, EDGE, PAPER = "#1a1a1a", "#555555", "#bbbbbb", "#f4f4f4"
ELLIPSIS = "\u2026"


@dataclass(frozen=True)
class Tile:
    caption: str
    items: tuple
    w: float
    h: float


def columns(count: int) -> int:
    """Columns of the grid: near-square sheets, at most ``MAX_COLS`` wide."""
    return max(1, min(MAX_COLS, count, math.ceil(math.sqrt(count * 1.5))))


def contact_layout(tiles: list[Tile], title: str) -> tuple[tuple, Rect]:
    """The sheet's primitives and area (mm): tiles left to right, top to bottom, under ``title``."""
    cols = columns(len(tiles))
    rows = math.ceil(len(tiles) / cols) if tiles else 0
    cell_w = max((t.w for t in tiles), default=63.0) + GAP
    cell_h = max((t.h for t in tiles), default=88.0) + CAPTION + GAP
    width = 2 * MARGIN + cols * cell_w - GAP
    height = 2 * MARGIN + TITLE + rows * cell_h - GAP
    items: list = [Box(0, 0, width, height, PAPER),
                   _line(title, MARGIN, height - MARGIN - TITLE_SIZE * 0.3528, TITLE_SIZE, "bold", INK,
                         width - 2 * MARGIN)]
    for i, tile in enumerate(tiles):
        col, row = i % cols, i // cols
        x = MARGIN + col * cell_w
        top = height - MARGIN - TITLE - row * cell_h
        y = top - tile.h
        items.append(Box(x, y, tile.w, tile.h, "#ffffff", EDGE, 0.5))
        items.append(Group(translate(x, y), tile.items, Rect(0, 0, tile.w, tile.h)))
        items.append(_line(tile.caption, x, y - CAPTION + 1.5, CAPTION_SIZE, "regular", MUTED, tile.w))
    return tuple(items), Rect(0, 0, width, height)


def _line(text: str, x: float, baseline: float, size: float, font: str, colour: str, room: float) -> Text:
    """One line of text, shortened with an ellipsis to fit ``room`` mm."""
    if text_width(text, font, size) > room:
        while text and text_width(text + ELLIPSIS, font, size) > room:
            text = text[:-1]
        text += ELLIPSIS
    return Text(x, baseline, text, font, size, colour, text_width(text, font, size))


def deck_tiles(ds) -> list[Tile]:
    """A tile per card face (captioned with its ID and copies), then the back(s)."""
    copies = {card.id: card.copies for card in ds.deck.cards}
    tiles = []
    for image in deck_images(ds):
        tiles.append(Tile(_caption(image, copies), image.items, image.area.w, image.area.h))
    return tiles


def _caption(image: CardImage, copies: dict[str, int]) -> str:
    stem = image.name.rsplit("/", 1)[-1].removesuffix(".png")
    n = copies.get(stem, 1)
    more = "+" if isinstance(n, AtLeast) else ""      # at least n copies
    return f"{stem} \u00d7{n}{more}" if n > 1 or more else stem


def contact_sheet(tiles: list[Tile], title: str, ppi: float = PREVIEW_PPI) -> PILImage.Image:
    items, area = contact_layout(tiles, title)
    [image] = rasterise_pdf(pages_pdf([(items, area)]), [pixel_size(area.w, area.h, ppi)])
    return image
