"""Card faces and backs as PNG files: the kit's primitives, rasterised.

Every card of a deck is one PNG, ``cards/<deck>/<card-id>.png``, drawn from the same primitives the
print-and-play PDF draws for the card's first copy (its face, the deck's frame and footer, and its
number). The deck's back is ``cards/<deck>/<deck>-back.png``; a card with a back of its own gets
``cards/<deck>/<card-id>-back.png`` as well. Images are cut at the trim line (no bleed).

The build rasterises these primitives from the PDF the kit's painter draws (``card_sheets``,
``pdf_raster``); PNG files carry their resolution and nothing else (no time stamps).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.model.wording import words, shown_values
from generator.faces.card_face import DeckStyle, card_face
from generator.faces.deck_parts import back_form, card_back_form, face_form, number_item
from generator.faces.layouts import layout_for
from generator.faces.primitives import Use
from generator.faces.values import Vocabulary
from generator.geometry.plane import Rect
from generator.model.game.entities import Card, Deck
from generator.model.game.project import GameContent


@dataclass(frozen=True)
class CardImage:
    """One PNG to draw: where it goes (relative), what is on it, and the card's trim area in mm."""

    name: str
    items: tuple
    area: Rect
    title: str = ""


def deck_styles(game: GameContent, root: Path | None = None) -> list[DeckStyle]:
    """Each deck of the game with its layout and the game's icon vocabulary."""
    vocab = Vocabulary.of(game.resources, words(game), shown_values(game))
    root = root if root is not None else game.root
    return [DeckStyle(game.title, deck, layout_for(deck.kind, root), vocab, game.folder, words=words(game))
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


def front_items(ds: DeckStyle, card: Card, number: int, total: int, form: Use | None = None) -> tuple:
    """What the PDF draws on the front of copy ``number`` of ``card``, without bleed (``form``: the
    deck's face form, when the caller made it once for all its cards)."""
    form = form if form is not None else Use(face_form(ds, 0.0, total))
    return (form, *card_face(card, ds).items, number_item(ds, number, total))


def back_items(ds: DeckStyle, card: Card | None = None) -> tuple:
    """The deck's back, or ``card``'s own back when it has one (as the kit prints them)."""
    return (Use(back_form(ds, 0.0) if card is None else card_back_form(ds, card, 0.0)),)


def deck_images(ds: DeckStyle) -> list[CardImage]:
    """Every PNG of one deck: a face per card, the deck's back, and any card's own back."""
    deck, total = ds.deck, deck_total(ds.deck)
    area = Rect(0.0, 0.0, *ds.size)
    numbers = first_numbers(deck)
    folder = f"cards/{deck.id}"
    form = Use(face_form(ds, 0.0, total))
    images = [CardImage(f"{folder}/{card.id}.png", front_items(ds, card, numbers[card.id], total, form), area,
                        card_title(card)) for card in deck.cards]
    images.append(CardImage(f"{folder}/{deck.id}-back.png", back_items(ds), area, f"{deck.name}: back"))
    images.extend(CardImage(f"{folder}/{card.id}-back.png", back_items(ds, card), area,
                            f"{card_title(card)}: back") for card in deck.cards if card.back)
    return images


def card_title(card: Card) -> str:
    return card.title if isinstance(card.title, str) and card.title else card.id


def game_images(game: GameContent, root: Path | None = None) -> list[CardImage]:
    return [image for ds in deck_styles(game, root) for image in deck_images(ds)]
