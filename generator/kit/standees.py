"""Standees: folding vertical counters for a component that declares ``standee``, one for each
named card of its deck (a Commander's counter shows what his card shows), packed with the
counters. A card the content does not know (``unknown``) gets none; the cover counts them."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from generator.faces.primitives import Form, Use
from generator.faces.standee_face import standee_face, standee_size
from generator.kit.section import Face, Part, RunSpec
from generator.settings_file import KitSettings
from generator.geometry.plane import Rect
from generator.geometry.packed import Run
from generator.model.game.entities import Card, Deck, Standee
from generator.model.game.project import GameContent
from generator.model.game.values import is_unknown
from generator.model.wording import ENGLISH, Wording, words


def standee_parts(game: GameContent, settings: KitSettings) -> list[Part]:
    """One part per component with a ``standee`` whose deck exists and has named cards."""
    _ = words(game)
    parts = []
    for c in game.components:
        deck = game.deck(c.standee.deck) if c.standee else None
        if c.standee is None or deck is None or not settings.wants("tokens", c.id):
            continue
        cards = named_cards(deck)
        if not cards:
            continue
        w, h = standee_size(c.standee.width_mm, c.standee.height_mm)
        spec = RunSpec(Run(f"standee:{c.id}", w, h, len(cards), turn=True, fresh_row=True),
                       c.name, partial(standee_faces, c.standee, deck, cards, _))
        note = _("{count} folding standees, {width} x {height} mm a side; fold on the dashed lines, "
                 "glue the sides together").format(count=len(cards), width=f"{c.standee.width_mm:g}",
                                                   height=f"{c.standee.height_mm:g}")
        parts.append(Part(f"standee:{c.id}", c.name, note=note, covers=(c.id,), packed=(spec,)))
    return parts


def named_cards(deck: Deck) -> list[Card]:
    """The deck's cards with a known title, one entry per copy."""
    return [card for card in deck.cards if card.unknown is None and card.title and not is_unknown(card.title)
            for _ in range(card.copies)]


def standee_rows(standee: Standee, card: Card, _: Wording = ENGLISH) -> list[tuple[str, str]]:
    """(heading, value) for each attribute the standee shows, the heading in the tool's wording
    (as on card faces); '?' where the content does not know the value."""
    rows = []
    for name in standee.show:
        value = card.attributes.get(name)
        text = "?" if value is None or is_unknown(value) else str(value).replace("-", " ").capitalize()
        rows.append((_(name.replace("_", " ").capitalize()), text))
    return rows


def standee_faces(standee: Standee, deck: Deck, cards: list[Card], _: Wording) -> Iterator[Face]:
    w, h = standee_size(standee.width_mm, standee.height_mm)
    for card in cards:
        face = standee_face(str(card.title), standee_rows(standee, card, _), standee.width_mm, standee.height_mm)
        yield Face((Use(Form(f"standee:{deck.id}:{card.id}", Rect(-0.5, -0.5, w + 1, h + 1), face.items)),))
