"""Art named by content resolves inside the game's folder, opens, and is sharp enough to print."""

from __future__ import annotations

from generator.images import ERROR_PPI, WARN_PPI, ImageRefused, inspect_image, resolve_image
from generator.model.kinds import CARD_SIZES_MM
from generator.model.project import GameContent
from generator.diagnostics import Severity
from generator.rules.registry import Finding, rule

BOARD_PRINT_WIDTH_MM = 200.0  # a board's art is checked as printed across an A4 page


def _card_size(deck) -> tuple[float, float]:
    if isinstance(deck.size, str):
        return CARD_SIZES_MM[deck.size]
    return deck.size.width_mm, deck.size.height_mm


def image_uses(game: GameContent):
    """(entity, field, image name, printed size in mm or None) for every image the content names."""
    for deck in game.decks:
        size = _card_size(deck)
        if deck.back_image:
            yield deck, "back_image", deck.back_image, size
        for card in deck.cards:
            if card.image:
                yield card, "image", card.image, size
    for sheet in game.sheets:
        for token in sheet.tokens:
            if token.image:
                yield token, "image", token.image, (sheet.size_mm, sheet.size_mm)
    for board in game.boards:
        if board.image:
            yield board, "image", board.image, None


@rule("image-file")
def image_file(game: GameContent):
    """An image resolves inside the game's folder (no absolute paths, '..', drives, backslashes or
    links that lead out), is a PNG or JPEG that opens, and prints at 300 ppi or more.

    Under 300 ppi at its printed size is a warning; under 150 ppi an error.
    Passes: ``image: art/kiev.png`` of 750 x 1040 px on a 63 x 88 mm card (302 ppi).
    Fails: ``image: ../../secret.png``; ``image: C:\\art\\kiev.png``; a 150 x 200 px card image.
    """
    for entity, name, image, size in image_uses(game):
        pos = entity.at(name)
        try:
            info = inspect_image(resolve_image(game.folder, image))
        except ImageRefused as refused:
            yield Finding(str(refused), pos)
            continue
        if size is None:
            width_mm = BOARD_PRINT_WIDTH_MM
            size = (width_mm, width_mm * info.height_px / info.width_px)
        ppi = info.ppi_at(*size)
        where = f"'{image}' on '{entity.id}'"
        if ppi < ERROR_PPI:
            yield Finding(f"{where} prints at {ppi:.0f} ppi, under {ERROR_PPI}", pos)
        elif ppi < WARN_PPI:
            yield Finding(f"{where} prints at {ppi:.0f} ppi, under {WARN_PPI}", pos, severity=Severity.WARNING)
