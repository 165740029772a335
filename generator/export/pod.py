"""Print-on-demand card images: every card face and back at 300 ppi with 1/8 inch of bleed on each
side, the pixel sizes card printing services ask for (a poker card: 825 x 1125 px).

``build --print-on-demand`` writes ``print-on-demand/<deck>/<card>.png`` (a face per distinct card;
``copies.txt`` says how many of each to order) and ``<deck>-back.png``, beside the kits. A layout's
full-bleed background runs into the bleed; a back's colour is carried out to the edge so a cut a
little off the line shows no white rim.

Card printers sell a few sizes (``PRODUCTS``). A deck whose size lies within 1.5 mm of one on each
side (the common 63 x 88 mm card and the 63.5 x 88.9 mm poker card) is exported at the product's
size: the card sits centred, its background and back carried out to the product's bleed, so a
standard card becomes a poker image of 825 x 1125 px. Other sizes keep their own.
"""

from __future__ import annotations

from pathlib import Path

from generator.faces.card_face import DeckStyle, card_face
from generator.faces.deck_parts import back_form, card_back_form, face_form, number_item
from generator.faces.primitives import Box, Use
from generator.geometry.plane import Rect
from generator.geometry.units import INCH
from generator.model.game.project import GameContent
from generator.model.game.values import AtLeast
from generator.render.pdf_raster import pages_pdf, pixel_size, scanlines_pdf
from generator.render.png_cards import CardImage, deck_styles, deck_total, first_numbers
from generator.render.png_file import png_from_scanlines

POD_PPI = 300
POD_BLEED = INCH / 8        # 3.175 mm
FOLDER = "print-on-demand"
NEAR = 1.5                  # mm: how far a deck's size may lie from a product's, on each side
PRODUCTS = {                # trim sizes (mm) card printers sell, as docs/printing lists them
    "poker": (63.5, 88.9), "bridge": (57.2, 88.9), "tarot": (70.0, 120.0), "mini euro": (44.0, 67.0),
    "mini American": (41.0, 63.0), "euro": (59.0, 92.0), "square": (70.0, 70.0),
}


def product_size(size: tuple[float, float]) -> tuple[float, float]:
    """The trim size a card of ``size`` (mm, either way up) is exported at."""
    w, h = size
    for pw, ph in PRODUCTS.values():
        for a, b in ((pw, ph), (ph, pw)):
            if abs(a - w) <= NEAR and abs(b - h) <= NEAR:
                return a, b
    return w, h


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
    area, b = pod_area(ds.size)
    numbers = first_numbers(deck)
    folder = f"{FOLDER}/{deck.id}"
    images = [CardImage(f"{folder}/{card.id}.png", (Use(face_form(ds, b, total)), *card_face(card, ds).items,
                                                     number_item(ds, numbers[card.id], total)), area, card.id)
              for card in deck.cards]
    images.append(CardImage(f"{folder}/{deck.id}-back.png", _back(ds, back_form(ds, b), area), area, "back"))
    images.extend(CardImage(f"{folder}/{card.id}-back.png", _back(ds, card_back_form(ds, card, b), area), area,
                            "back") for card in deck.cards if card.back)
    return images


def pod_area(size: tuple[float, float]) -> tuple[Rect, float]:
    """The image's area in the card's coordinates (the product's trim and bleed, centred on the
    card), and the bleed the card's forms must draw to fill it."""
    w, h = size
    pw, ph = product_size(size)
    dx, dy = (pw - w) / 2 + POD_BLEED, (ph - h) / 2 + POD_BLEED
    return Rect(-dx, -dy, w + 2 * dx, h + 2 * dy), max(dx, dy, POD_BLEED)


def _back(ds: DeckStyle, form, area: Rect) -> tuple:
    """The back with its colour carried into the bleed (unless its layout does that already)."""
    if ds.layout.full_bleed:
        return (Use(form),)
    colour = ds.layout.colour("band") or "#eeeeee"
    return (Box(area.x, area.y, area.w, area.h, colour), Use(form))


def copies_note(game: GameContent, root: Path | None = None) -> str:
    """How many of each face to order, deck by deck, and at which size."""
    lines = [f"{game.title}: print-on-demand images at {POD_PPI} ppi with 1/8 inch bleed."]
    for ds in deck_styles(game, root):
        deck = ds.deck
        pw, ph = product_size(ds.size)
        product = next((name for name, size in PRODUCTS.items() if size in ((pw, ph), (ph, pw))), "custom")
        lines.append(f"\n{deck.name} ({deck.card_count()} cards, {product} {pw:g} x {ph:g} mm): "
                     f"back {deck.id}-back.png")
        lines.extend(_order_line(card) for card in deck.cards)
    return "\n".join(lines) + "\n"


def _order_line(card) -> str:
    """``  3 x spy.png``; a count known only from below says so: ``1 x spy.png (at least 1: ...)``."""
    notes = [f"back {card.id}-back.png"] if card.back else []
    if isinstance(card.copies, AtLeast):
        notes.append(f"{card.copies.words()}: the source gives no exact count")
    return f"  {int(card.copies)} x {card.id}.png" + (f" ({'; '.join(notes)})" if notes else "")


def write_pod(game: GameContent, folder: Path, root: Path | None = None) -> list[Path]:
    """Write the images and ``copies.txt`` under ``folder``/print-on-demand; return their paths."""
    if not game.decks:
        return []
    paths = [p for ds in deck_styles(game, root) for p in render_pod(_deck(ds), folder)]
    note = folder / FOLDER / "copies.txt"
    note.write_text(copies_note(game, root), encoding="utf-8")
    return paths + [note]
