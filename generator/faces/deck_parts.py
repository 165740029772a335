"""What every card of a deck shares, drawn once: the frame and footer of the face, and the back."""

from __future__ import annotations

from dataclasses import replace

from generator.faces import text as tx
from generator.faces.card_face import DeckStyle, Problem, footer_height
from generator.faces.images import art_path
from generator.faces.metrics import ASCENT, em, text_width
from generator.faces.primitives import Box, Form, Image, Line, Text
from generator.geometry.plane import Rect
from generator.geometry.units import SAFE

SEPARATOR = " \u00b7 "


def _background(ds: DeckStyle, bleed: float) -> list:
    w, h = ds.size
    colour = ds.layout.colour("background")
    if not colour or ds.ink_saver:
        return []
    return [Box(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, colour)]


def _frame(ds: DeckStyle) -> Box:
    w, h = ds.size
    lay = ds.layout
    return Box(lay.frame_inset, lay.frame_inset, w - 2 * lay.frame_inset, h - 2 * lay.frame_inset,
               None, lay.colour("frame"), lay.frame_width_pt, lay.frame_radius)


def _bbox(ds: DeckStyle, bleed: float) -> Rect:
    w, h = ds.size
    return Rect(-bleed - 0.5, -bleed - 0.5, w + 2 * bleed + 1, h + 2 * bleed + 1)


def number_width(ds: DeckStyle, total: int) -> float:
    return text_width(f"{total}/{total}", ds.layout.footer.font, ds.layout.footer.size)


def footer_text(ds: DeckStyle, total: int) -> tuple[tx.Fitted | None, Problem | None]:
    """The footer's game and deck names, fitted beside the widest card number."""
    w, _ = ds.size
    room = w - 2 * SAFE - number_width(ds, total) - 2.0
    style = tx.TextStyle(ds.layout.footer.font, ds.layout.footer.size, ds.layout.footer.min_size,
                         1.0, ds.layout.footer.colour, "left", 1)
    for candidate in (f"{ds.game_title}{SEPARATOR}{ds.deck.name}", ds.deck.name):
        fitted = tx.fit(tx.tokenize(candidate, {}), style, room, 99.0)
        if fitted.fits:
            return fitted, None
    return None, Problem("name", f"the deck name does not fit the card footer at {style.min_size:g} pt")


def face_form(ds: DeckStyle, bleed: float, total: int) -> Form:
    """Background, frame and footer names of every face of the deck."""
    items = [*_background(ds, bleed), _frame(ds)]
    fitted, _ = footer_text(ds, total)
    if fitted is not None:
        items.extend(tx.draw(fitted, Rect(SAFE, SAFE, ds.size[0] - 2 * SAFE, footer_height(ds)), "bottom"))
    w, h = ds.size
    return Form(f"face:{ds.deck.id}:{w:g}x{h:g}:{bleed:g}:{int(ds.ink_saver)}", _bbox(ds, bleed), tuple(items))


def number_item(ds: DeckStyle, number: int, total: int) -> Text:
    """The card's number in the deck (e.g. 12/26), right-aligned in the footer."""
    label = f"{number}/{total}"
    style = ds.layout.footer
    width = text_width(label, style.font, style.size)
    x = ds.size[0] - SAFE - width
    baseline = SAFE + footer_height(ds) - em(style.size) * ASCENT
    return Text(x, baseline, label, style.font, style.size, style.colour, width)


def back_form(ds: DeckStyle, bleed: float) -> Form:
    """The deck's back: art when the deck has it, else its back text framed with a border pattern."""
    w, h = ds.size
    items = [*_background(ds, bleed)]
    art = art_path(ds.folder, getattr(ds.deck, "back_image", None))
    if art is not None:
        items.append(Image(art, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed))
    else:
        items.extend(_pattern(ds))
        items.extend(_back_text(ds))
    items.append(_frame(ds))
    key = f"back:{ds.deck.id}:{ds.deck.back}:{w:g}x{h:g}:{bleed:g}:{int(ds.ink_saver)}"
    return Form(key, _bbox(ds, bleed), tuple(items))


def card_back_form(ds: DeckStyle, card, bleed: float) -> Form:
    """The back of ``card``: its own back text when it has one, else the deck's back."""
    own = getattr(card, "back", None)
    if not own:
        return back_form(ds, bleed)
    return back_form(replace(ds, deck=replace(ds.deck, back=own)), bleed)


def _pattern(ds: DeckStyle) -> list:
    w, h = ds.size
    accent = ds.layout.colour("accent") or "#555555"
    band = None if ds.ink_saver else ds.layout.colour("band")
    outer = Rect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE)
    items: list = [Box(outer.x, outer.y, outer.w, outer.h, band, accent, 1.2, 2.0)]
    if not ds.layout.back_pattern:
        return items
    inner = outer.inset(1.6)
    items.append(Box(inner.x, inner.y, inner.w, inner.h, None, accent, 0.4, 1.2))
    step = 6.0
    x = inner.x + step / 2
    while x < inner.right - 1:  # a row of diamonds along the top and bottom inner edges
        for y in (inner.top - 3.0, inner.y + 3.0):
            items.append(Line(x - 1.4, y, x, y + 1.4, accent, 0.5))
            items.append(Line(x, y + 1.4, x + 1.4, y, accent, 0.5))
            items.append(Line(x + 1.4, y, x, y - 1.4, accent, 0.5))
            items.append(Line(x, y - 1.4, x - 1.4, y, accent, 0.5))
        x += step
    return items


def _back_text(ds: DeckStyle) -> list:
    w, h = ds.size
    box = Rect(SAFE + 4, SAFE + 8, w - 2 * SAFE - 8, h - 2 * SAFE - 16)
    title = ds.deck.back or ds.deck.name
    fitted = tx.fit(tx.tokenize(title, {}), ds.layout.back, box.w, box.h * 0.6)
    items = tx.draw(fitted, box, "centre")
    small = tx.TextStyle("italic", 7.0, 5.0, 1.1, ds.layout.colour("muted") or "#555555", "centre", 2)
    game = tx.fit(tx.tokenize(ds.game_title, {}), small, box.w, 12)
    below = Rect(box.x, box.y + box.h / 2 - fitted.height / 2 - 3 - game.height, box.w, game.height)
    items.extend(tx.draw(game, below))
    return items
