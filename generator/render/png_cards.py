"""Card faces and backs as PNG files: the kit's primitives, rasterised.

Every card of a deck is one PNG, ``cards/<deck>/<card-id>.png``, drawn from the same primitives the
print-and-play PDF draws for the card's first copy (its face, the deck's frame and footer, and its
number). The deck's back is ``cards/<deck>/<deck>-back.png``; a card with a back of its own gets
``cards/<deck>/<card-id>-back.png`` as well. Images are cut at the trim line (no bleed).

Rendering runs in worker processes when there is enough of it; each file depends only on its own
primitives, so the bytes are the same however the work was shared out. PNG files carry their
resolution and nothing else (no time stamps).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from PIL import Image as PILImage

from generator.faces.card_face import DeckStyle, card_face
from generator.faces.deck_parts import back_form, card_back_form, face_form, number_item
from generator.faces.layouts import layout_for
from generator.faces.primitives import Use
from generator.faces.values import Vocabulary
from generator.layout.geometry import Rect
from generator.model.entities import Card, Deck
from generator.model.project import GameContent
from generator.render.png_draw import rasterise
from generator.render.png_workers import Mapper, serial_map

DEFAULT_PPI = 150


@dataclass(frozen=True)
class CardImage:
    """One PNG to draw: where it goes (relative), what is on it, and the card's trim area in mm."""

    name: str
    items: tuple
    area: Rect
    title: str = ""


def deck_styles(game: GameContent, root: Path | None = None) -> list[DeckStyle]:
    """Each deck of the game with its layout and the game's icon vocabulary."""
    vocab = Vocabulary.of(game.resources)
    root = root if root is not None else game.folder.parent.parent
    return [DeckStyle(game.title, deck, layout_for(deck.kind, root), vocab, game.folder)
            for deck in game.decks]


def deck_total(deck: Deck) -> int:
    return sum(card.copies for card in deck.cards)


def first_numbers(deck: Deck) -> dict[str, int]:
    """The number (1-based, as printed in the footer) of each card's first copy."""
    numbers, n = {}, 1
    for card in deck.cards:
        numbers[card.id] = n
        n += card.copies
    return numbers


def front_items(ds: DeckStyle, card: Card, number: int, total: int) -> tuple:
    """What the PDF draws on the front of copy ``number`` of ``card``, without bleed."""
    return (Use(face_form(ds, 0.0, total)), *card_face(card, ds).items, number_item(ds, number, total))


def back_items(ds: DeckStyle, card: Card | None = None) -> tuple:
    """The deck's back, or ``card``'s own back when it has one (as the kit prints them)."""
    return (Use(back_form(ds, 0.0) if card is None else card_back_form(ds, card, 0.0)),)


def deck_images(ds: DeckStyle) -> list[CardImage]:
    """Every PNG of one deck: a face per card, the deck's back, and any card's own back."""
    deck, total = ds.deck, deck_total(ds.deck)
    area = Rect(0.0, 0.0, *ds.size)
    numbers = first_numbers(deck)
    folder = f"cards/{deck.id}"
    images = [CardImage(f"{folder}/{card.id}.png", front_items(ds, card, numbers[card.id], total), area,
                        card_title(card)) for card in deck.cards]
    images.append(CardImage(f"{folder}/{deck.id}-back.png", back_items(ds), area, f"{deck.name}: back"))
    images.extend(CardImage(f"{folder}/{card.id}-back.png", back_items(ds, card), area,
                            f"{card_title(card)}: back") for card in deck.cards if card.back)
    return images


def card_title(card: Card) -> str:
    return card.title if isinstance(card.title, str) and card.title else card.id


def game_images(game: GameContent, root: Path | None = None) -> list[CardImage]:
    return [image for ds in deck_styles(game, root) for image in deck_images(ds)]


def png_bytes(image: PILImage.Image, ppi: float) -> bytes:
    """The PNG encoding of ``image``: its resolution recorded, no time or text chunks."""
    buffer = io.BytesIO()
    image.save(buffer, "PNG", dpi=(ppi, ppi), compress_level=6)
    return buffer.getvalue()


def _render_one(job: tuple[CardImage, Path, float]) -> Path:
    card, folder, ppi = job
    path = folder / card.name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(rasterise(card.items, card.area, ppi), ppi))
    return path


def render_images(images: list[CardImage], folder: Path, ppi: float = DEFAULT_PPI,
                  run: Mapper = serial_map) -> list[Path]:
    """Write every image under ``folder``; return the paths, in the order of ``images``."""
    return run(_render_one, [(image, folder, ppi) for image in images])

