"""Card PNGs in the HTML reference: each card shows its image where the build drew one.

The reference pages live in ``<output>/html/`` and a game's card images in
``<output>/<game>/cards/``; a card view names its image relative to the game's folder, and this
points it from the page instead, or drops it when no PNG is there (a site written on its own).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from generator.reference.views import CardView, GamePage


def with_card_images(page: GamePage, output: Path | None, coming: frozenset[str] = frozenset()) -> GamePage:
    """``page`` with card images linked from ``html/`` when ``output/<game>/`` holds them, or is
    about to: ``coming`` names those the running build writes there (relative to that folder)."""
    folder = output / page.id if output is not None else None
    decks = tuple(replace(deck, cards=tuple(_linked(card, folder, page.id, coming) for card in deck.cards))
                  for deck in page.decks)
    return replace(page, decks=decks)


def _linked(card: CardView, folder: Path | None, game_id: str, coming: frozenset[str]) -> CardView:
    if card.image and folder is not None and (card.image in coming or (folder / card.image).is_file()):
        return replace(card, image=f"../{game_id}/{card.image}")
    return replace(card, image=None)
