"""A card's face: its layout resolved into positioned primitives, with what did not fit.

Elements of the layout's ``top`` stack down from the top of the safe area, ``bottom`` stack up
from the footer, and the ``body`` text takes the room between, shrinking down to its style's
minimum size. Anything that still does not fit is a Problem naming the card's field; the
``card-text-fits`` rule reports it at that field's line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from generator.model.wording import ENGLISH, Wording
from generator.faces import text as tx
from generator.faces.layouts import Element, Layout
from generator.faces.metrics import ASCENT, em, text_width
from generator.faces.primitives import Box, Icon, Image, Line, Primitive, Text
from generator.faces.values import (
    Vocabulary, amount_words, attribute_words, has_unknown, unknown_words, value_words,
)
from generator.geometry.plane import Rect
from generator.geometry.units import SAFE
from generator.model.game.entities import Card, Deck
from generator.model.schema.shared_fields import CARD_SIZES_MM
from generator.model.game.values import Unknown

BADGE = 4.0
LABEL_STYLE = tx.TextStyle("bold", 6.0, 6.0, 1.1, "#555555")
CARD_FIELDS = ("title", "type", "cost", "requirement", "reward", "vp", "text", "attributes")


@dataclass(frozen=True)
class Problem:
    field: str
    message: str


@dataclass(frozen=True)
class Face:
    items: tuple
    problems: tuple[Problem, ...] = ()
    flags: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckStyle:
    """Everything a deck's faces share."""

    game_title: str
    deck: Deck
    layout: Layout
    vocab: Vocabulary
    folder: Path | None = None
    ink_saver: bool = False
    words: Wording = ENGLISH   # the fixed words a face prints ("Text not known")

    @property
    def size(self) -> tuple[float, float]:
        return card_size(self.deck)


def card_size(deck: Deck) -> tuple[float, float]:
    if isinstance(deck.size, str):
        return CARD_SIZES_MM[deck.size]
    return (deck.size.width_mm, deck.size.height_mm)


def card_flags(card: Card) -> tuple[str, ...]:
    flags = []
    sources = (card.source, *card.field_sources.values())
    if any(source is not None and source.confidence == "low" for source in sources):
        flags.append("low-confidence")
    if card.unknown is not None or any(has_unknown(getattr(card, f)) for f in CARD_FIELDS):
        flags.append("unknown")
    return tuple(flags)


class Measuring(list):
    """Collects nothing: a face laid out only to find what does not fit (for the checks)."""

    def append(self, item) -> None:
        pass

    def extend(self, items) -> None:
        pass


def _text(items: list, fitted, box: Rect, valign: str = "top") -> None:
    if not isinstance(items, Measuring):
        items.extend(tx.draw(fitted, box, valign))


def card_face(card: Card, ds: DeckStyle, measure_only: bool = False) -> Face:
    """The face of ``card`` without its number (the footer is drawn per copy). With
    ``measure_only`` nothing is drawn: the face's problems are all that is wanted."""
    if card.unknown is not None:
        return blank_face(card, ds)
    w, h = ds.size
    safe = Rect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE)
    flags = card_flags(card)
    items: list[Primitive] = Measuring() if measure_only else []
    problems: list[Problem] = []
    floor = safe.y + footer_height(ds) + ds.layout.gap
    top, bottom = safe.top, floor
    for i, element in enumerate(ds.layout.top):
        inset = BADGE + 0.8 if (i == 0 and flags) else 0.0
        box = Rect(safe.x + inset, floor, safe.w - 2 * inset, top - floor)
        height = _from_top(element, card, ds, box, items, problems)
        top = box.top if height is None else box.top - height - ds.layout.gap
    for element in reversed(ds.layout.bottom):
        box = Rect(safe.x, bottom, safe.w, top - bottom)
        height = _from_bottom(element, card, ds, box, items, problems)
        bottom = box.y if height is None else box.y + height + ds.layout.gap
    if ds.layout.body is not None:
        body, box = ds.layout.body, Rect(safe.x, bottom, safe.w, top - bottom)
        _body(body, card, ds, box, items, problems)
    if flags:
        items.append(_badge(flags, safe))
    return Face(tuple(items), tuple(problems), flags)


def _badge(flags, safe: Rect) -> Icon:
    name = "low-confidence" if "low-confidence" in flags else "unknown"
    return Icon(name, safe.x, safe.top - BADGE, BADGE, "#b00020")


def footer_height(ds: DeckStyle) -> float:
    return em(ds.layout.footer.size) * (ASCENT + 0.25)


def _content(element: Element, card: Card, ds: DeckStyle):
    """The element's rich text (paragraphs) or None when the card has nothing for it."""
    f = element.field
    if f in ("title", "local_title", "type"):
        value = getattr(card, f)
        if isinstance(value, Unknown):
            return unknown_words(ds.words.gettext("unknown"))
        return tx.tokenize(value, ds.vocab.icons) if value else None
    if f in ("cost", "requirement", "reward"):
        value = getattr(card, f)
        return amount_words(value, ds.vocab) if value else None
    if f == "vp":
        return amount_words({"vp": card.vp} if not isinstance(card.vp, Unknown) else card.vp, ds.vocab) \
            if card.vp is not None else None
    if f == "text":
        if isinstance(card.text, Unknown):
            return unknown_words(ds.words.gettext("Text not known"))
        return tx.tokenize(card.text, ds.vocab.icons) if card.text else None
    if f == "attributes":
        return attribute_words(card.attributes, element.only, element.skip, ds.vocab, element.show_all) or None
    if f == "attribute":
        if element.name not in card.attributes:
            return None
        return value_words(card.attributes[element.name], ds.vocab)
    return None


def _field_of(element: Element) -> str:
    return {"local_title": "title", "attribute": "attributes", "image": "image"}.get(element.field, element.field)


def _fit_element(element, card, ds, box: Rect, items, problems, place) -> float | None:
    """Fit one element into ``box`` (its label on the left); ``place`` positions the fitted block."""
    if element.field == "image":
        return _image(element, card, ds, box, items, place)
    words = _content(element, card, ds)
    if not words:
        return None
    label = element.label or (element.field == "attribute" and element.name.replace("_", " ").capitalize())
    label = ds.words.gettext(label) if label else label   # a layout's label, in the tool's wording
    label_w = text_width(label, LABEL_STYLE.font, LABEL_STYLE.size) + 1.5 if label else 0
    fitted = tx.fit(words, element.style, box.w - label_w, box.h)
    if not fitted.fits:
        problems.append(Problem(_field_of(element), _overflow(element, fitted, box)))
    y_top = place(fitted.height)
    text_box = Rect(box.x + label_w, y_top - fitted.height, box.w - label_w, fitted.height)
    if element.band:
        items.append(_band(ds, text_box))
    _text(items, fitted, text_box)
    if label:
        items.append(_label(label, box.x, y_top - em(fitted.size) * ASCENT, ds))
    if element.rule:
        y = text_box.y - ds.layout.gap / 2
        items.append(Line(box.x, y, box.right, y, ds.layout.colour("frame"), 0.4))
    return fitted.height


def _label(label: str, x: float, baseline: float, ds: DeckStyle) -> Text:
    return Text(x, baseline, label, LABEL_STYLE.font, LABEL_STYLE.size, ds.layout.colour("muted") or "#555555",
                text_width(label, LABEL_STYLE.font, LABEL_STYLE.size))


def _overflow(element: Element, fitted, box: Rect) -> str:
    what = element.field.replace("_", " ")
    if not fitted.lines:
        return f"{what}: a word is wider than the card at the minimum {element.style.min_size:g} pt"
    return (f"{what} does not fit the card: {len(fitted.lines)} line(s) at the minimum "
            f"{element.style.min_size:g} pt need {fitted.height:.1f} mm, the layout leaves {max(box.h, 0):.1f} mm")


def _from_top(element, card, ds, box: Rect, items, problems) -> float | None:
    return _fit_element(element, card, ds, box, items, problems, lambda h: box.top)


def _from_bottom(element, card, ds, box: Rect, items, problems) -> float | None:
    return _fit_element(element, card, ds, box, items, problems, lambda h: box.y + h)


def _body(element, card, ds, box: Rect, items, problems) -> None:
    words = _content(element, card, ds)
    if not words:
        return
    fitted = tx.fit(words, element.style, box.w, box.h)
    if not fitted.fits:
        problems.append(Problem(_field_of(element), _overflow(element, fitted, box)))
    _text(items, fitted, box, "top")


def _band(ds: DeckStyle, text_box: Rect) -> Box:
    lay = ds.layout
    w, h = ds.size
    inset = lay.frame_inset + 0.8
    bottom = text_box.y - lay.gap * 0.45
    fill = None if ds.ink_saver else lay.colour("band")
    return Box(inset, bottom, w - 2 * inset, h - inset - bottom, fill, lay.colour("frame"), 0.4,
               max(lay.frame_radius - 0.8, 0.5))


def _image(element, card, ds, box: Rect, items, place) -> float | None:
    from generator.faces.images import art_path, image_size
    path = art_path(ds.folder, getattr(card, "image", None))
    if path is None:
        return None
    iw, ih = image_size(path)
    height = min(element.height or box.h, box.h)
    scale = min(box.w / iw, height / ih)
    top = place(height)
    w, h = iw * scale, ih * scale
    items.append(Image(path, box.x + (box.w - w) / 2, top - height + (height - h) / 2, w, h))
    return height


def blank_face(card: Card, ds: DeckStyle) -> Face:
    """A clearly marked blank for a card whose face is not known, with lines to write on."""
    w, h = ds.size
    safe = Rect(SAFE, SAFE, w - 2 * SAFE, h - 2 * SAFE)
    title = card.title if isinstance(card.title, str) else ds.words.gettext("Unknown card")
    title_el = replace(ds.layout.top[0], field="title") if ds.layout.top else None
    items: list[Primitive] = []
    problems: list[Problem] = []
    floor = safe.y + footer_height(ds) + ds.layout.gap
    top = safe.top
    style = title_el.style if title_el else tx.TextStyle("bold", 10, 7, align="centre", max_lines=2)
    inner = Rect(safe.x + BADGE + 0.8, floor, safe.w - 2 * (BADGE + 0.8), top - floor)
    fitted = tx.fit(tx.tokenize(title, {}), style, inner.w, inner.h)
    items.append(_band(ds, Rect(inner.x, top - fitted.height, inner.w, fitted.height)))
    items.extend(tx.draw(fitted, Rect(inner.x, top - fitted.height, inner.w, fitted.height)))
    top -= fitted.height + 2 * ds.layout.gap
    icon = min(16.0, (top - floor) / 3)
    items.append(Icon("unknown", (w - icon) / 2, top - icon, icon, "#9a9a9a"))
    top -= icon + ds.layout.gap
    note = tx.TextStyle("italic", 7.0, 5.0, 1.15, "#333333", "centre")
    reason = card.unknown.reason if card.unknown is not None else ""
    message = ds.words.gettext("Face not known: fill in by hand. {reason}").format(reason=reason)
    fitted = tx.fit(tx.tokenize(message, {}), note, safe.w, top - floor)
    if not fitted.fits:
        problems.append(Problem("unknown", "the unknown face's reason does not fit the card at 5 pt"))
    items.extend(tx.draw(fitted, Rect(safe.x, floor, safe.w, top - floor)))
    top -= fitted.height + 2 * ds.layout.gap
    y = top - 5
    while y > floor + 1:
        items.append(Line(safe.x, y, safe.right, y, "#9a9a9a", 0.4, (1.0, 1.5)))
        y -= 6
    flags = card_flags(card)
    items.append(_badge(flags, safe))
    return Face(tuple(items), tuple(problems), flags)
