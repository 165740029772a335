"""Card images for the preview: what each image draws, its fingerprint, and its PNG bytes.

The build rasterises the same primitives (``export.card_sheets``); a card drawn here alone gives
the very bytes the build writes for it, so the preview can show an edited card long before the
build that writes it to disk has finished.
"""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass
from pathlib import Path

from generator.model.game.project import GameContent
from generator.render.png_cards import CardImage

_raster_lock = threading.Lock()  # PDFium is not thread-safe: one card at a time


@dataclass(frozen=True)
class DeckView:
    """One deck as the page lists it: its back and, per card, face and own back (image names)."""

    id: str
    name: str
    size: tuple[float, float]   # a card's width and height in mm (the page keeps room for each image)
    back: str
    cards: tuple[tuple[str, str, str | None], ...]  # (title, face, own back)


@dataclass(frozen=True)
class GameImages:
    """Every card image of a game: by name (``cards/<deck>/<file>.png``) what it draws and its
    fingerprint (a hash of those primitives), with the decks in page order."""

    images: dict[str, CardImage]
    prints: dict[str, str]
    decks: tuple[DeckView, ...]
    backs: frozenset[str]  # the names of backs, which the build encodes as Pillow writes PNGs


def game_images(game: GameContent, root: Path) -> GameImages:
    """Lay out every face and back of the game (no rasterising: that is done per image on demand)."""
    from generator.render.png_cards import card_title, deck_images, deck_styles

    images: dict[str, CardImage] = {}
    decks: list[DeckView] = []
    for ds in deck_styles(game, root):
        listed = deck_images(ds)
        images.update((im.name, im) for im in listed)
        folder = f"cards/{ds.deck.id}"
        cards = tuple((card_title(card), f"{folder}/{card.id}.png",
                       f"{folder}/{card.id}-back.png" if card.back else None) for card in ds.deck.cards)
        decks.append(DeckView(ds.deck.id, ds.deck.name or ds.deck.id, ds.size, f"{folder}/{ds.deck.id}-back.png",
                              cards))
    prints = {name: hashlib.sha256(repr(im.items).encode("utf-8")).hexdigest()[:16] for name, im in images.items()}
    backs = frozenset(d.back for d in decks) | {back for d in decks for _, _, back in d.cards if back}
    return GameImages(images, prints, tuple(decks), backs)


def png_of(image, ppi: int, back: bool) -> bytes:
    """The PNG of one card image, byte for byte as the build writes it (``back``: written as the
    build writes backs, through Pillow; faces are deflated from PDFium's rows)."""
    from generator.render.pdf_raster import pages_pdf, pixel_size, rasterise_pdf, scanlines_pdf
    from generator.render.png_file import png_bytes, png_from_scanlines

    size = pixel_size(image.area.w, image.area.h, ppi)
    with _raster_lock:  # ReportLab's font registry and PDFium: one card at a time
        pdf = pages_pdf([(image.items, image.area)])
        if back:
            [pixels] = rasterise_pdf(pdf, [size])   # read to the end: the document is closed
            return png_bytes(pixels, ppi)
        [rows] = scanlines_pdf(pdf, [size])
    return png_from_scanlines(*size, "RGB", rows, ppi)
