"""Art named by content resolves inside the game's folder, opens, and is sharp enough to print.

Resolution is measured at the size the art prints: a card's art in the box its deck's layout gives
it (the same layout code the faces use), a deck's back across the card (and its bleed, where the
layout has a full-bleed background and the kit adds one), a token's in the box its face gives it
(above its label), and a board's 200 mm wide.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from generator.diagnostics import Severity
from generator.faces.card_face import DeckStyle, card_face, card_size
from generator.faces.deck_parts import back_form
from generator.faces.layouts import LayoutError, layout_for
from generator.faces.primitives import Form, Group, Image, Use
from generator.faces.token_face import token_face
from generator.faces.values import Vocabulary
from generator.images import ERROR_PPI, WARN_PPI, ImageRefused, inspect_image, resolve_image
from generator.geometry.units import BLEED
from generator.model.game.project import GameContent
from generator.model.wording import words, shown_values
from generator.rules.registry import Finding, rule

BOARD_PRINT_WIDTH_MM = 200.0  # a board's art is checked as printed across an A4 page


def _deck_style(game: GameContent, deck) -> DeckStyle | None:
    try:
        layout = layout_for(deck.kind, game.root)
    except LayoutError:
        return None  # the layout's own check reports it; the art is measured at the card's size
    vocab = Vocabulary.of(game.resources, words(game), shown_values(game))
    return DeckStyle(game.title, deck, layout, vocab, game.folder, words=words(game))


def placed_size(items, path: Path) -> tuple[float, float] | None:
    """Width and height in mm of the first Image of the file ``path`` among ``items`` (nested too)."""
    for item in items:
        if isinstance(item, Image) and Path(item.path).resolve() == path:
            return item.w, item.h
        inner = item.form.items if isinstance(item, Use) else \
            item.items if isinstance(item, (Group, Form)) else ()
        found = placed_size(inner, path)
        if found is not None:
            return found
    return None


def card_art_size(ds: DeckStyle | None, deck, card, path: Path) -> tuple[float, float]:
    """The box the card's face gives its art; the whole card when the layout does not place it."""
    found = placed_size(card_face(card, ds).items, path) if ds is not None else None
    return found or card_size(deck)


def back_art_size(ds: DeckStyle | None, deck, path: Path) -> tuple[float, float]:
    """The deck's back art as the kit prints it: the card, and the bleed a full-bleed layout adds."""
    if ds is None:
        return card_size(deck)
    bleed = BLEED if ds.layout.full_bleed else 0.0
    return placed_size(back_form(ds, bleed).items, path) or card_size(deck)


def token_art_size(sheet, token, path: Path) -> tuple[float, float]:
    """The box the token's face gives its art (above its label); the whole token if it has none."""
    face = token_face(token.label, sheet.size_mm, sheet.shape, None, "#000000", art=str(path))
    return placed_size(face.items, path) or (sheet.size_mm, sheet.size_mm)


def image_uses(game: GameContent):
    """(entity, field, image name, size) for every image the content names: ``size`` gives the
    printed (width, height) in mm from the resolved file, or is None for a board's art."""
    for deck in game.decks:
        ds = _deck_style(game, deck)
        if deck.back_image:
            yield deck, "back_image", deck.back_image, partial(back_art_size, ds, deck)
        for card in deck.cards:
            if card.image:
                yield card, "image", card.image, partial(card_art_size, ds, deck, card)
    for sheet in game.sheets:
        for token in sheet.tokens:
            if token.image:
                yield token, "image", token.image, partial(token_art_size, sheet, token)
    for board in game.boards:
        if board.image:
            yield board, "image", board.image, None


@rule("image-file")
def image_file(game: GameContent):
    """An image resolves inside the game's folder (no absolute paths, '..', drives, backslashes or
    links that lead out), is a PNG or JPEG that opens, of at most 50 megapixels, and prints at
    300 ppi or more.

    Resolution is measured at the printed size: a card's art in its layout's image box.
    Under 300 ppi is a warning; under 150 ppi an error.
    Passes: ``image: art/kiev.png`` of 800 x 320 px in the default layout's 63 x 24 mm box (317 ppi).
    Fails: ``image: ../../secret.png``; ``image: C:\\art\\kiev.png``; a 150 x 200 px card image;
    a text file named ``kiev.png``; a 12000 x 12000 px image.
    """
    for entity, name, image, size in image_uses(game):
        pos = entity.at(name)
        try:
            path = resolve_image(game.folder, image)
            info = inspect_image(path)
        except ImageRefused as refused:
            yield Finding(str(refused), pos)
            continue
        if size is None:
            width_mm = BOARD_PRINT_WIDTH_MM
            mm = (width_mm, width_mm * info.height_px / info.width_px)
        else:
            mm = size(path)
        ppi = info.ppi_at(*mm)
        where = f"'{image}' on '{entity.id}'"
        if ppi < ERROR_PPI:
            yield Finding(f"{where} prints at {ppi:.0f} ppi, under {ERROR_PPI}", pos)
        elif ppi < WARN_PPI:
            yield Finding(f"{where} prints at {ppi:.0f} ppi, under {WARN_PPI}", pos,
                          severity=Severity.WARNING)
