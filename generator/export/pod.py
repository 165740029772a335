"""Print-on-demand card images: every card face and back at 300 ppi with 1/8 inch of bleed on each
side, the pixel sizes card printing services ask for (a poker card: 825 x 1125 px).

``build --print-on-demand`` writes ``print-on-demand/<deck>/<card>.png`` (a face per distinct card;
``copies.txt`` says how many of each to order) and ``<deck>-back.png``, beside the kits. A layout's
full-bleed background runs into the bleed; a back's colour is carried out to the edge so a cut a
little off the line shows no white rim.
"""

from __future__ import annotations

from pathlib import Path

from generator.faces.card_face import DeckStyle, card_face
from generator.faces.deck_parts import back_form, card_back_form, face_form, number_item
from generator.faces.primitives import Box, Use
from generator.layout.geometry import Rect
from generator.layout.units import INCH
from generator.model.project import GameContent
from generator.render.pdf_raster import pages_pdf, scanlines_pdf
from generator.render.png_cards import CardImage, deck_styles, deck_total, first_numbers
from generator.render.png_draw import pixel_size
from generator.render.png_file import png_from_scanlines

POD_PPI = 300
POD_BLEED = INCH / 8        # 3.175 mm
FOLDER = "print-on-demand"


def pod_images(game: GameContent, root: Path | None = None) -> list[CardImage]:
    """Every print-on-demand image of the game's decks (blank faces of unknown cards included,
    once each)."""
    return [image for ds in deck_styles(game, root) for image in _deck(ds)]


def render_pod(images: list[CardImage], folder: Path) -> list[Path]:
    """Rasterise ``images`` from the kit painter's PDF (PDFium) at 300 ppi and write them under
    ``folder``; return the paths, in order."""
    sizes = [pixel_size(im.area.w, im.area.h, POD_PPI) for im in images]
    pdf = pages_pdf([(im.items, im.area) for im in images])
    paths = []
    for image, (w, h), rows in zip(images, sizes, scanlines_pdf(pdf, sizes)):
        path = folder / image.name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png_from_scanlines(w, h, "RGB", rows, POD_PPI))
        paths.append(path)
    return paths


def _deck(ds: DeckStyle) -> list[CardImage]:
    deck, total = ds.deck, deck_total(ds.deck)
    w, h = ds.size
    b = POD_BLEED
    area = Rect(-b, -b, w + 2 * b, h + 2 * b)
    numbers = first_numbers(deck)
    folder = f"{FOLDER}/{deck.id}"
    images = [CardImage(f"{folder}/{card.id}.png", (Use(face_form(ds, b, total)), *card_face(card, ds).items,
                                                     number_item(ds, numbers[card.id], total)), area, card.id)
              for card in deck.cards]
    images.append(CardImage(f"{folder}/{deck.id}-back.png", _back(ds, back_form(ds, b)), area, "back"))
    images.extend(CardImage(f"{folder}/{card.id}-back.png", _back(ds, card_back_form(ds, card, b)), area, "back")
                  for card in deck.cards if card.back)
    return images


def _back(ds: DeckStyle, form) -> tuple:
    """The back with its colour carried into the bleed (unless its layout does that already)."""
    if ds.layout.full_bleed:
        return (Use(form),)
    w, h = ds.size
    b = POD_BLEED
    colour = ds.layout.colour("band") or "#eeeeee"
    return (Box(-b, -b, w + 2 * b, h + 2 * b, colour), Use(form))


def copies_note(game: GameContent) -> str:
    """How many of each face to order, deck by deck."""
    lines = [f"{game.title}: print-on-demand images at {POD_PPI} ppi with 1/8 inch bleed."]
    for deck in game.decks:
        lines.append(f"\n{deck.name} ({deck.card_count()} cards): back {deck.id}-back.png")
        lines.extend(f"  {card.copies} x {card.id}.png" + (f" (back {card.id}-back.png)" if card.back else "")
                     for card in deck.cards)
    return "\n".join(lines) + "\n"


def write_pod(game: GameContent, folder: Path, root: Path | None = None) -> list[Path]:
    """Write the images and ``copies.txt`` under ``folder``/print-on-demand; return their paths."""
    if not game.decks:
        return []
    paths = [p for ds in deck_styles(game, root) for p in render_pod(_deck(ds), folder)]
    note = folder / FOLDER / "copies.txt"
    note.write_text(copies_note(game), encoding="utf-8")
    return paths + [note]
